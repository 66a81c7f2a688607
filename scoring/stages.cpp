#include "stages.h"

#include <QCoreApplication>

#include <algorithm>
#include <map>

namespace ctd {

namespace {

class StageMessages
{
    Q_DECLARE_TR_FUNCTIONS(StageMessages)

public:
    static QString prelimAfterCut(int round, int cutRound)
    {
        return tr("Round %1 is a preliminary round, but round %2 was already a semi-final or final.")
            .arg(round)
            .arg(cutRound);
    }
    static QString semifinalAfterFinal(int round, int finalRound)
    {
        return tr("Round %1 is a semi-final after the final in round %2.")
            .arg(round)
            .arg(finalRound);
    }
    static QString secondSemifinal(int round, int first)
    {
        return tr("Round %1 is a second semi-final; round %2 already was the semi-final.")
            .arg(round)
            .arg(first);
    }
    static QString secondFinal(int round, int first)
    {
        return tr("Round %1 is a second final; round %2 already was the final.")
            .arg(round)
            .arg(first);
    }
    static QString notQualified(Stage stage)
    {
        return stage == Stage::Semifinal
            ? tr("Seated at the semi-final, but not among the 16 who qualify for it.")
            : tr("Seated at the final, but not among the 4 who qualify for it.");
    }
    static QString missing(Stage stage)
    {
        return stage == Stage::Semifinal
            ? tr("Qualifies for the semi-final, but is not seated there.")
            : tr("Qualifies for the final, but is not seated there.");
    }
    static QString tooFew(Stage stage, int count)
    {
        return stage == Stage::Semifinal
            ? tr("A semi-final needs 16 players from the preliminary rounds; there are %1.")
                  .arg(count)
            : tr("A final needs 4 players from the preliminary rounds; there are %1.").arg(count);
    }
};

struct RoundTables
{
    QList<const TableSheet *> sheets;
};

/// The round's problem line and table: its first table's first line.
Problem roundProblem(const RoundTables &r, int round, const QString &message)
{
    const TableSheet *first = r.sheets.first();
    return {first->fileLines.isEmpty() ? 0 : first->fileLines.first(),
            round,
            first->table,
            QString(),
            QStringLiteral("stage_order"),
            message};
}

QHash<QString, int> rankOf(const QList<StandingsRow> &rows)
{
    QHash<QString, int> ranks;
    for (const StandingsRow &r : rows)
        ranks.insert(r.player, r.rank);
    return ranks;
}

} // namespace

QString stageName(Stage stage)
{
    switch (stage) {
    case Stage::Prelim:
        return QStringLiteral("prelim");
    case Stage::Semifinal:
        return QStringLiteral("semifinal");
    case Stage::Final:
        return QStringLiteral("final");
    }
    return QString();
}

bool stageFromName(const QString &name, Stage *stage)
{
    for (Stage s : {Stage::Prelim, Stage::Semifinal, Stage::Final}) {
        if (name == stageName(s) || (s == Stage::Prelim && name.isEmpty())) {
            *stage = s;
            return true;
        }
    }
    return false;
}

QList<Stage> possibleCuts(int activePlayers)
{
    if (activePlayers >= 16)
        return {Stage::Semifinal, Stage::Final};
    if (activePlayers >= 4)
        return {Stage::Final};
    return {};
}

Stage proposedCut(int activePlayers, bool *any)
{
    const QList<Stage> cuts = possibleCuts(activePlayers);
    if (any)
        *any = !cuts.isEmpty();
    return cuts.isEmpty() ? Stage::Prelim : cuts.first();
}

QList<QStringList> semifinalTables(const QList<StandingsRow> &prelim, const QSet<QString> &dropped)
{
    QStringList top;
    for (const StandingsRow &r : prelim) {
        if (top.size() == 16)
            break;
        if (!dropped.contains(r.player))
            top.append(r.player);
    }
    if (top.size() < 16)
        return {};
    QList<QStringList> tables;
    for (int k = 0; k < 4; ++k) // seeds k+1, 8-k, 9+k, 16-k: ascending, so seat 1 is the best
        tables.append({top[k], top[7 - k], top[8 + k], top[15 - k]});
    return tables;
}

QStringList finalPlayers(const QList<StandingsRow> &prelim, const QSet<QString> &dropped,
                         const QList<TableScore> &semifinal)
{
    const QHash<QString, int> rank = rankOf(prelim);
    const auto byRank = [&rank](const QString &a, const QString &b) {
        return rank.value(a, INT_MAX) < rank.value(b, INT_MAX);
    };
    QStringList players;
    if (semifinal.isEmpty()) {
        for (const StandingsRow &r : prelim) {
            if (players.size() == 4)
                break;
            if (!dropped.contains(r.player))
                players.append(r.player);
        }
        return players.size() == 4 ? players : QStringList();
    }
    for (const TableScore &t : semifinal) {
        const QList<int> places = placesOf(t);
        QString winner;
        for (qsizetype k = 0; k < t.players.size(); ++k) {
            if (places.value(k) == 1 && (winner.isEmpty() || byRank(t.players[k], winner)))
                winner = t.players[k];
        }
        if (!winner.isEmpty())
            players.append(winner);
    }
    std::sort(players.begin(), players.end(), byRank);
    return players;
}

QList<QStringList> cutTables(Stage stage, const QList<StandingsRow> &prelim,
                             const QSet<QString> &dropped, const QList<TableScore> &semifinal)
{
    if (stage == Stage::Semifinal)
        return semifinalTables(prelim, dropped);
    if (stage == Stage::Final) {
        const QStringList players = finalPlayers(prelim, dropped, semifinal);
        return players.isEmpty() ? QList<QStringList>() : QList<QStringList>{players};
    }
    return {};
}

QList<StandingsRow> prelimStandings(const QStringList &players, const QList<TableScore> &tables,
                                    const StageMap &stages, const RuleSet &rules, int afterRound,
                                    const RefereeDecisions *decisions)
{
    if (stages.isEmpty()) // every round preliminary: the tables as they are, not copied
        return computeStandings(players, tables, rules, afterRound, decisions);
    QStringList everybody = players;
    QList<TableScore> prelim;
    prelim.reserve(tables.size());
    for (const TableScore &t : tables) {
        if (stages.value(t.round, Stage::Prelim) == Stage::Prelim)
            prelim.append(t);
        else
            everybody += t.players; // a player seen only in a cut still appears
    }
    return computeStandings(everybody, prelim, rules, afterRound, decisions);
}

QList<StandingsRow> stagedStandings(const QStringList &players, const QList<TableScore> &tables,
                                    const StageMap &stages, const RuleSet &rules, int afterRound,
                                    const RefereeDecisions *decisions)
{
    QList<StandingsRow> rows =
        prelimStandings(players, tables, stages, rules, afterRound, decisions);
    if (stages.isEmpty())
        return rows;
    QList<const TableScore *> finals;
    QList<const TableScore *> semis;
    for (const TableScore &t : tables) {
        if (afterRound >= 0 && t.round > afterRound)
            continue;
        const Stage s = stages.value(t.round, Stage::Prelim);
        if (s == Stage::Final)
            finals.append(&t);
        else if (s == Stage::Semifinal)
            semis.append(&t);
    }
    if (finals.isEmpty())
        return rows;

    // docs/rules.md §9: the final's placing, then the other semi-finalists by
    // their semi-final placing, each within the same placing by preliminary rank.
    QHash<QString, int> group; // 0: final, 1: semi-final, absent: the rest
    QHash<QString, int> place;
    for (int g = 0; g < 2; ++g) {
        for (const TableScore *t : (g == 0 ? finals : semis)) {
            const QList<int> places = placesOf(*t);
            for (qsizetype k = 0; k < t->players.size(); ++k) {
                if (group.contains(t->players[k]))
                    continue;
                group.insert(t->players[k], g);
                place.insert(t->players[k], places.value(k));
            }
        }
    }
    std::stable_sort(rows.begin(), rows.end(), [&](const StandingsRow &a, const StandingsRow &b) {
        const int ga = group.value(a.player, 2), gb = group.value(b.player, 2);
        if (ga != gb)
            return ga < gb;
        if (ga < 2 && place.value(a.player) != place.value(b.player))
            return place.value(a.player) < place.value(b.player);
        return a.rank < b.rank; // the preliminary rank
    });
    for (qsizetype i = 0; i < rows.size(); ++i) {
        StandingsRow &row = rows[i];
        row.rank = int(i + 1);
        const int g = group.value(row.player, 2);
        row.decidedBy = g == 0 ? Stage::Final : g == 1 ? Stage::Semifinal : Stage::Prelim;
        row.stagePlace = g < 2 ? place.value(row.player) : 0;
    }
    return rows;
}

QList<Problem> checkStages(const QList<TableSheet> &tables, const StageMap &stages,
                           const RuleSet &rules, const QSet<QString> &dropped,
                           const QSet<int> &overruled)
{
    std::map<int, RoundTables> rounds;
    for (const TableSheet &t : tables)
        rounds[t.round].sheets.append(&t);

    QList<Problem> problems;
    int cutRound = 0;
    int semiRound = 0;
    int finalRound = 0;
    QList<int> checkPlayers;
    for (const auto &[round, r] : rounds) {
        const Stage s = stages.value(round, Stage::Prelim);
        if (s == Stage::Prelim) {
            if (cutRound)
                problems.append(
                    roundProblem(r, round, StageMessages::prelimAfterCut(round, cutRound)));
            continue;
        }
        if (!cutRound)
            cutRound = round;
        if (s == Stage::Semifinal) {
            if (finalRound)
                problems.append(
                    roundProblem(r, round, StageMessages::semifinalAfterFinal(round, finalRound)));
            else if (semiRound)
                problems.append(
                    roundProblem(r, round, StageMessages::secondSemifinal(round, semiRound)));
            else
                semiRound = round;
        } else {
            if (finalRound) {
                problems.append(
                    roundProblem(r, round, StageMessages::secondFinal(round, finalRound)));
                continue;
            }
            finalRound = round;
        }
        if (round == semiRound || round == finalRound)
            checkPlayers.append(round);
    }

    // Who plays: the preliminary standings decide.
    QList<TableSheet> prelimSheets;
    for (const TableSheet &t : tables) {
        if (stages.value(t.round, Stage::Prelim) == Stage::Prelim)
            prelimSheets.append(t);
    }
    const QList<StandingsRow> prelim =
        computeStandings(playersOf(prelimSheets), scoreTables(prelimSheets, rules), rules);
    for (int round : checkPlayers) {
        if (overruled.contains(round))
            continue;
        const RoundTables &r = rounds[round];
        const Stage s = stages.value(round);
        QList<TableScore> semifinal;
        if (s == Stage::Final && semiRound) {
            bool complete = true;
            for (const TableSheet *t : rounds[semiRound].sheets) {
                const SheetResult result = scoreSheet(t->lines, rules);
                complete = complete && result.isValid();
                if (result.isValid())
                    semifinal.append(tableScore(*t, result));
            }
            if (!complete)
                continue; // its sheets' own problems say what is wrong
        }
        const QList<QStringList> cut = cutTables(s, prelim, dropped, semifinal);
        QSet<QString> expected;
        for (const QStringList &table : cut)
            expected.unite(QSet<QString>(table.cbegin(), table.cend()));
        if (expected.isEmpty()) {
            int active = 0;
            for (const StandingsRow &row : prelim)
                active += dropped.contains(row.player) ? 0 : 1;
            Problem p = roundProblem(r, round, StageMessages::tooFew(s, active));
            p.code = QStringLiteral("stage_players");
            problems.append(p);
            continue;
        }
        QSet<QString> seated;
        for (const TableSheet *t : r.sheets) {
            for (qsizetype k = 0; k < t->lines.size(); ++k) {
                const QString &name = t->lines[k].name;
                seated.insert(name);
                if (!expected.contains(name))
                    problems.append({t->fileLines.value(k), round, t->table, name,
                                     QStringLiteral("stage_players"),
                                     StageMessages::notQualified(s)});
            }
        }
        for (const QStringList &table : cut) {
            for (const QString &name : table) {
                if (!seated.contains(name)) {
                    Problem p = roundProblem(r, round, StageMessages::missing(s));
                    p.code = QStringLiteral("stage_players");
                    p.player = name;
                    problems.append(p);
                }
            }
        }
    }
    std::stable_sort(problems.begin(), problems.end(),
                     [](const Problem &a, const Problem &b) { return a.line < b.line; });
    return problems;
}

} // namespace ctd
