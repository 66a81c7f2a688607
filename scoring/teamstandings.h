#pragma once
// Team standings (docs/rules.md §11, team events): a team's row is the sum of
// its members' rows of the players' standings of the same moment.

#include "standings.h"

#include <QHash>
#include <QList>
#include <QString>

namespace ctd {

/// One line of the team standings.
struct TeamRow
{
    int rank = 0;
    QString team;
    qint64 roundPointsTwelfths = 0; ///< sum of the members' round points (wins under catan-studio)
    int vp = 0;                     ///< sum of the members' VP as the tie-break counts them
    int members = 0;                ///< the team's players who played at least one table
    int bestRank = 0;               ///< best individual rank of a player of the team; 0: none
    int size = 0;                   ///< the team's players, whether they played or not
};

struct TeamStandings
{
    QList<TeamRow> rows; ///< in rank order
    /// The teams have different sizes (players in the team): compared as
    /// they are, and the standings say so in a note.
    bool sizesDiffer = false;
};

/// The team standings from the players' standings `players` (their ranks,
/// round points and VP as the rule set counts them) and each player's team
/// (`teamOf`: name → team; a missing or empty team is no team). Order: round
/// points, VP, best rank (lower first), the team's name (docs/rules.md §6
/// collation). A player of `teamOf` missing from `players` counts in the
/// team's size only.
TeamStandings computeTeamStandings(const QList<StandingsRow> &players,
                                   const QHash<QString, QString> &teamOf);

/// Whether any player has a team: the tournament is a team event.
bool isTeamEvent(const QHash<QString, QString> &teamOf);

} // namespace ctd
