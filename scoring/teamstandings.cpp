#include "teamstandings.h"

#include "collation.h"

#include <algorithm>

namespace ctd {

TeamStandings computeTeamStandings(const QList<StandingsRow> &players,
                                   const QHash<QString, QString> &teamOf)
{
    QHash<QString, TeamRow> byTeam;
    for (auto it = teamOf.cbegin(); it != teamOf.cend(); ++it) {
        if (it.value().isEmpty())
            continue;
        TeamRow &row = byTeam[it.value()];
        row.team = it.value();
        row.size += 1;
    }
    for (const StandingsRow &p : players) {
        const QString team = teamOf.value(p.player);
        if (team.isEmpty())
            continue;
        TeamRow &row = byTeam[team];
        row.roundPointsTwelfths += p.roundPointsTwelfths;
        row.vp += p.vp;
        if (p.tables > 0)
            row.members += 1;
        if (p.rank > 0 && (row.bestRank == 0 || p.rank < row.bestRank))
            row.bestRank = p.rank;
    }

    TeamStandings out;
    out.rows = byTeam.values();
    // A best rank of 0 (nobody of the team in the standings) comes last.
    const auto rankKey = [](int rank) { return rank > 0 ? qint64(rank) : qint64(1) << 40; };
    std::sort(out.rows.begin(), out.rows.end(), [&](const TeamRow &a, const TeamRow &b) {
        if (a.roundPointsTwelfths != b.roundPointsTwelfths)
            return a.roundPointsTwelfths > b.roundPointsTwelfths;
        if (a.vp != b.vp)
            return a.vp > b.vp;
        if (a.bestRank != b.bestRank)
            return rankKey(a.bestRank) < rankKey(b.bestRank);
        return compareNames(a.team, b.team) < 0;
    });
    for (qsizetype i = 0; i < out.rows.size(); ++i) {
        out.rows[i].rank = int(i + 1);
        out.sizesDiffer = out.sizesDiffer || out.rows[i].size != out.rows.constFirst().size;
    }
    return out;
}

bool isTeamEvent(const QHash<QString, QString> &teamOf)
{
    return std::any_of(teamOf.cbegin(), teamOf.cend(),
                       [](const QString &team) { return !team.isEmpty(); });
}

} // namespace ctd
