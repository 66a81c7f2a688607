#include "round.h"

#include "messages.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

#include <algorithm>

namespace ctd {

namespace {

class FileMessages
{
    Q_DECLARE_TR_FUNCTIONS(FileMessages)

public:
    static QString playsTwice(const QString &name, int otherTable, int round)
    {
        return tr("%1 already plays at table %2 in round %3.").arg(name).arg(otherTable).arg(round);
    }
};

} // namespace

QString Problem::format() const
{
    QString out = QStringLiteral("error: ");
    out += line > 0 ? QString::number(line) : QStringLiteral("-");
    out += QStringLiteral(": ");
    if (round > 0 && table > 0)
        out += QStringLiteral("round %1, table %2").arg(round).arg(table);
    if (!player.isEmpty())
        out += (round > 0 && table > 0 ? QStringLiteral(", ") : QString()) + QStringLiteral("player ")
            + player;
    if ((round > 0 && table > 0) || !player.isEmpty())
        out += QStringLiteral(": ");
    out += code + QStringLiteral(": ") + message;
    return out;
}

QList<Problem> checkSheets(const QList<TableSheet> &tables, const RuleSet &rules,
                           QList<TableScore> *scores)
{
    QList<Problem> problems;
    // round → player → table where first seen
    QHash<int, QHash<QString, int>> seen;
    for (const TableSheet &t : tables) {
        const SheetResult r = scoreSheet(t.lines, rules);
        if (scores && r.isValid())
            scores->append(tableScore(t, r));
        const int firstLine = t.fileLines.isEmpty() ? 0 : t.fileLines.first();
        for (const SheetError &e : r.errors) {
            Problem p;
            p.line = e.seat >= 0 ? t.fileLines.value(e.seat) : firstLine;
            p.round = t.round;
            p.table = t.table;
            p.player = e.seat >= 0 ? t.lines[e.seat].name : QString();
            p.code = errorCodeName(e.code);
            p.message = SheetMessages::message(e, t.lines);
            problems.append(p);
        }
        QHash<QString, int> &inRound = seen[t.round];
        for (qsizetype s = 0; s < t.lines.size(); ++s) {
            const QString &name = t.lines[s].name;
            auto it = inRound.constFind(name);
            if (it == inRound.cend()) {
                inRound.insert(name, t.table);
            } else if (*it != t.table) {
                problems.append({t.fileLines.value(s), t.round, t.table, name,
                                 errorCodeName(ErrorCode::DuplicatePlayer),
                                 FileMessages::playsTwice(name, *it, t.round)});
            }
        }
    }
    std::stable_sort(problems.begin(), problems.end(),
                     [](const Problem &a, const Problem &b) { return a.line < b.line; });
    return problems;
}

TableScore tableScore(const TableSheet &sheet, const SheetResult &result)
{
    TableScore s;
    s.round = sheet.round;
    s.table = sheet.table;
    for (qsizetype i = 0; i < sheet.lines.size(); ++i) {
        s.players.append(sheet.lines[i].name);
        s.vp.append(result.players[i].vp);
        s.roundPointsTwelfths.append(result.players[i].roundPointsTwelfths);
        s.places.append(result.players[i].place);
    }
    return s;
}

QList<TableScore> scoreTables(const QList<TableSheet> &tables, const RuleSet &rules)
{
    QList<TableScore> scores;
    scores.reserve(tables.size());
    for (const TableSheet &t : tables) {
        const SheetResult r = scoreSheet(t.lines, rules);
        if (r.isValid())
            scores.append(tableScore(t, r));
    }
    return scores;
}

QStringList playersOf(const QList<TableSheet> &tables)
{
    QStringList names;
    QSet<QString> seen;
    for (const TableSheet &t : tables) {
        for (const PlayerLine &l : t.lines) {
            if (!seen.contains(l.name)) {
                seen.insert(l.name);
                names.append(l.name);
            }
        }
    }
    return names;
}

} // namespace ctd
