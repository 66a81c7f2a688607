#include "namesfile.h"

#include "csv.h"
#include "scoring/fraction.h"
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
    static QString badPaid(const QString &path, const QString &paid)
    {
        return tr("%1: paid must be an amount such as 10 or 12.50, not \"%2\"").arg(path, paid);
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

// The column that holds the names in a list's CSV header: `player`, else
// `name`, in any case and with spaces around (the header of a registration
// export, a spreadsheet's first row); -1 for any other header.
int nameColumn(const QStringList &header)
{
    int name = -1;
    for (int i = 0; i < header.size(); ++i) {
        const QString h = header.at(i).trimmed().toLower();
        if (h == QLatin1String("player"))
            return i;
        if (h == QLatin1String("name") && name < 0)
            name = i;
    }
    return name;
}

// Whether the first line that is not blank is a CSV header naming the
// players' column (nameColumn()), other columns such as `team` beside it: a
// CSV list of players. Any other first line is the first name of a plain list.
bool isCsvHeader(const QStringList &lines)
{
    for (const QString &line : lines) {
        if (line.trimmed().isEmpty())
            continue;
        QList<CsvRecord> records;
        CsvSyntaxError syntax;
        if (!readCsv(line.toUtf8(), &records, &syntax) || records.isEmpty())
            return false;
        return nameColumn(records.constFirst().fields) >= 0;
    }
    return false;
}

PlayersList readPlayersCsv(const QByteArray &bytes, const QString &path)
{
    PlayersList list;
    QList<CsvRecord> records;
    CsvSyntaxError syntax;
    if (!readCsv(bytes, &records, &syntax)) {
        list.problems.append(
            problem(syntax.line, "csv_syntax", path + QStringLiteral(": ") + syntax.message));
        return list;
    }
    const QStringList &header = records.constFirst().fields;
    const int column = nameColumn(header);
    // The teams, where the header has a `team` column, by the teams' reader.
    int teamColumn = -1;
    for (int i = 0; i < header.size() && teamColumn < 0; ++i) {
        if (header.at(i).trimmed().toLower() == QLatin1String("team"))
            teamColumn = i;
    }
    TeamsList teams = readTeamsColumns(records, path, column, teamColumn);
    list.problems = teams.problems;
    list.hasTeamColumn = teams.hasTeamColumn;
    int paidColumn = -1;
    for (int i = 0; i < header.size() && paidColumn < 0; ++i) {
        if (header.at(i).trimmed().toLower() == QLatin1String("paid"))
            paidColumn = i;
    }
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
        const QString paid = records.at(r).fields.value(paidColumn).trimmed();
        if (paidColumn >= 0 && !paid.isEmpty()) {
            qint64 hundredths = 0;
            if (hundredthsFromDecimal(paid, &hundredths))
                list.paidOf.insert(name, hundredths);
            else
                list.problems.append(
                    problem(line, "not_a_number", NamesFileTexts::badPaid(path, paid)));
        }
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
    if (isCsvHeader(lines))
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
