#include "teams.h"

#include "ranking.h"
#include "roster.h"

#include <QSet>

#include <algorithm>

namespace ctd {

QHash<QString, QString> teamsOf(const QList<Player> &players)
{
    QHash<QString, QString> teamOf;
    for (const Player &p : players) {
        if (!p.team.isEmpty())
            teamOf.insert(p.name, p.team);
    }
    return teamOf;
}

QList<QPair<qint64, qint64>> teammatePairs(const QList<Player> &players)
{
    QHash<QString, QList<qint64>> members;
    QStringList order; // teams in the order first met, so that the pairs are stable
    for (const Player &p : players) {
        if (p.team.isEmpty())
            continue;
        if (!members.contains(p.team))
            order.append(p.team);
        members[p.team].append(p.id);
    }
    QList<QPair<qint64, qint64>> pairs;
    for (const QString &team : std::as_const(order)) {
        const QList<qint64> &ids = members[team];
        for (qsizetype i = 0; i < ids.size(); ++i) {
            for (qsizetype j = i + 1; j < ids.size(); ++j)
                pairs.append({std::min(ids[i], ids[j]), std::max(ids[i], ids[j])});
        }
    }
    return pairs;
}

QList<QPair<qint64, qint64>> seatingApartPairs(const Tournament &t, DbError *error)
{
    QList<QPair<qint64, qint64>> pairs = t.roster().keepApart(error);
    QSet<QPair<qint64, qint64>> seen(pairs.cbegin(), pairs.cend());
    // A pair of teammates also kept apart weighs once, as one keep-apart pair.
    for (const auto &pair : teammatePairs(t.roster().players(error))) {
        if (!seen.contains(pair)) {
            seen.insert(pair);
            pairs.append(pair);
        }
    }
    return pairs;
}

TeamStandings teamStandingsOf(const Tournament &t, int afterRound, DbError *error)
{
    return teamStandingsOf(t, t.ranking().standings(afterRound, error), error);
}

TeamStandings teamStandingsOf(const Tournament &t, const QList<StandingsRow> &rows, DbError *error)
{
    return computeTeamStandings(rows, t.roster().teams(error));
}

} // namespace ctd
