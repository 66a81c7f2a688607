#include "namesfile.h"

#include "csv.h"
#include "scoring/names.h"
#include "teamsfile.h"

#include <QCoreApplication>
#include <QHash>
#include <QStringDecoder>

#include <algorithm>

namespace ctd {

namespace {

class NamesFileTexts
{
    Q_DECLARE_TR_FUNCTIONS(NamesFileTexts)

public:
    static QString notUtf8(const QString &path)
    {
        return tr("%1 is not UTF-8 text: save it as UTF-8 and try again").arg(path);
    }
    static QString duplicateName(const QString &path, const QString &name, int first)
    {
        return tr("%1: \"%2\" is on line %3 already; list each player once")
            .arg(path, name)
            .arg(first);
    }
    static QString apartSyntax(const QString &path)
    {
        return tr("%1: a keep-apart line holds exactly two names separated by a comma; put "
                  "a name that holds a comma in double quotes")
            .arg(path);
    }
    static QString apartSelf(const QString &path, const QString &name)
    {
        return tr("%1: \"%2\" is named twice on one line; a keep-apart pair is two different "
                  "players")
            .arg(path, name);
    }
};

Problem problem(int line, const char *code, const QString &message)
{
    Problem p;
    p.line = line;
    p.code = QLatin1String(code);
    p.message = message;
    return p;
}

// Whether the first line that is not blank is the header `player,team` (in
// any order, other columns beside): a CSV list with teams.
bool isTeamsHeader(const QStringList &lines)
{
    for (const QString &line : lines) {
        if (line.trimmed().isEmpty())
            continue;
        QList<CsvRecord> records;
        CsvSyntaxError syntax;
        if (!readCsv(line.toUtf8(), &records, &syntax) || records.isEmpty())
            return false;
        const QStringList &fields = records.constFirst().fields;
        return fields.contains(QStringLiteral("player")) && fields.contains(QStringLiteral("team"));
    }
    return false;
}

PlayersList readPlayersCsv(const QByteArray &bytes, const QString &path)
{
    PlayersList list;
    TeamsList teams = readTeamsList(bytes, path, true);
    list.problems = teams.problems;
    if (!teams.problems.isEmpty()
        && teams.problems.constFirst().code == QLatin1String("csv_syntax"))
        return list;
    QList<CsvRecord> records;
    CsvSyntaxError syntax;
    readCsv(bytes, &records, &syntax);
    const int column = int(records.constFirst().fields.indexOf(QStringLiteral("player")));
    QHash<QString, int> lineOf;
    for (qsizetype r = 1; r < records.size(); ++r) {
        const int line = records.at(r).line;
        const QString name = names::normalized(records.at(r).fields.value(column));
        if (name.isEmpty())
            continue;
        if (names::isBad(name)) {
            list.problems.append(problem(line, "bad_name", names::badNameMessage(name)));
            continue;
        }
        if (lineOf.contains(name)) {
            list.problems.append(problem(line, "duplicate_name",
                                         NamesFileTexts::duplicateName(path, name, lineOf[name])));
            continue;
        }
        lineOf.insert(name, line);
        list.names.append(name);
    }
    list.teamOf = std::move(teams.teamOf);
    // A bad name with a team is found by both readers: reported once.
    std::stable_sort(list.problems.begin(), list.problems.end(),
                     [](const Problem &a, const Problem &b) { return a.line < b.line; });
    const auto same = [](const Problem &a, const Problem &b) {
        return a.line == b.line && a.code == b.code;
    };
    list.problems.erase(std::unique(list.problems.begin(), list.problems.end(), same),
                        list.problems.end());
    return list;
}

} // namespace

PlayersList readPlayersList(const QByteArray &raw, const QString &path)
{
    PlayersList list;
    QByteArrayView bytes(raw);
    if (bytes.startsWith("\xEF\xBB\xBF"))
        bytes = bytes.sliced(3);
    QStringDecoder decoder(QStringDecoder::Utf8);
    const QString text = decoder.decode(bytes);
    if (decoder.hasError()) {
        list.problems.append(problem(0, "file", NamesFileTexts::notUtf8(path)));
        return list;
    }
    QHash<QString, int> lineOf;
    const QStringList lines = text.split(QLatin1Char('\n'));
    if (isTeamsHeader(lines))
        return readPlayersCsv(raw, path);
    for (int i = 0; i < lines.size(); ++i) {
        const QString name = names::normalized(QStringView(lines[i]).trimmed());
        if (name.isEmpty())
            continue;
        if (names::isBad(name)) {
            list.problems.append(problem(i + 1, "bad_name", names::badNameMessage(name)));
            continue;
        }
        if (lineOf.contains(name)) {
            list.problems.append(problem(i + 1, "duplicate_name",
                                         NamesFileTexts::duplicateName(path, name, lineOf[name])));
            continue;
        }
        lineOf.insert(name, i + 1);
        list.names.append(name);
    }
    return list;
}

ApartList readApartList(const QByteArray &bytes, const QString &path)
{
    ApartList list;
    QList<CsvRecord> records;
    CsvSyntaxError syntax;
    if (!readCsv(bytes, &records, &syntax)) {
        list.problems.append(
            problem(syntax.line, "csv_syntax", path + QStringLiteral(": ") + syntax.message));
        return list;
    }
    for (CsvRecord &r : records) {
        for (QString &name : r.fields)
            name = names::normalized(name);
        if (r.fields.size() != 2 || r.fields[0].isEmpty() || r.fields[1].isEmpty()) {
            list.problems.append(
                problem(r.line, "apart_syntax", NamesFileTexts::apartSyntax(path)));
            continue;
        }
        if (names::isBad(r.fields[0]) || names::isBad(r.fields[1])) {
            const QString &bad = names::isBad(r.fields[0]) ? r.fields[0] : r.fields[1];
            list.problems.append(problem(r.line, "bad_name", names::badNameMessage(bad)));
            continue;
        }
        if (r.fields[0] == r.fields[1]) {
            list.problems.append(
                problem(r.line, "apart_self", NamesFileTexts::apartSelf(path, r.fields[0])));
            continue;
        }
        list.pairs.append({r.fields[0], r.fields[1]});
        list.lines.append(r.line);
    }
    return list;
}

} // namespace ctd
