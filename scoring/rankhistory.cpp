#include "rankhistory.h"

#include <QHash>

#include <algorithm>

namespace ctd {

QList<int> RankHistory::ranksOf(const QString &player) const
{
    const qsizetype i = players.indexOf(player);
    return i < 0 ? QList<int>() : ranks.at(i);
}

RankHistory RankHistory::upTo(int round) const
{
    qsizetype keep = 0;
    while (keep < rounds.size() && rounds[keep] <= round)
        ++keep;
    RankHistory h;
    h.cut = cut;
    h.rounds = rounds.mid(0, keep);
    if (keep == 0)
        return h;
    QList<qsizetype> order(players.size());
    for (qsizetype i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(), [this, keep](qsizetype a, qsizetype b) {
        return ranks[a][keep - 1] < ranks[b][keep - 1];
    });
    for (qsizetype i : std::as_const(order)) {
        h.players.append(players[i]);
        h.ranks.append(ranks[i].mid(0, keep));
    }
    return h;
}

RankHistory rankHistory(const QStringList &players, const QList<TableScore> &tables,
                        const StageMap &stages, const RuleSet &rules,
                        const QList<int> &completeRounds, int cut,
                        const RefereeDecisions *decisions)
{
    RankHistory h;
    h.rounds = completeRounds;
    h.cut = cut;
    if (completeRounds.isEmpty())
        return h;
    QList<QList<StandingsRow>> after;
    after.reserve(completeRounds.size());
    for (int round : completeRounds)
        after.append(stagedStandings(players, tables, stages, rules, round, decisions));
    QHash<QString, qsizetype> index;
    for (const StandingsRow &r : after.constLast()) {
        index.insert(r.player, h.players.size());
        h.players.append(r.player);
    }
    h.ranks = QList<QList<int>>(h.players.size(), QList<int>(completeRounds.size(), 0));
    for (qsizetype k = 0; k < after.size(); ++k) {
        for (const StandingsRow &r : std::as_const(after[k])) {
            const auto it = index.constFind(r.player);
            if (it != index.cend())
                h.ranks[it.value()][k] = r.rank;
        }
    }
    return h;
}

int cutPlaces(const StageMap &stages, const RuleSet &rules, int activePlayers)
{
    bool final = false;
    for (auto it = stages.cbegin(); it != stages.cend(); ++it) {
        if (it.value() == Stage::Semifinal)
            return 16;
        final = final || it.value() == Stage::Final;
    }
    if (final)
        return 4;
    if (rules.id != QLatin1String("catan-studio"))
        return 0;
    bool any = false;
    const Stage proposed = proposedCut(activePlayers, &any);
    return !any ? 0 : proposed == Stage::Semifinal ? 16 : 4;
}

} // namespace ctd
