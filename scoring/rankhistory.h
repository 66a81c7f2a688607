#pragma once

#include "stages.h"
#include "standings.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace ctd {

/// Every player's rank in the standings after each round whose results are
/// all in (docs/formats.md, "Ranks by round"): the data behind the charts of
/// the players' page, the projector and the printed standings.
struct RankHistory
{
    QList<int> rounds;       ///< the complete rounds, ascending
    QStringList players;     ///< in the order of the standings after the last of them
    QList<QList<int>> ranks; ///< per player (as `players`), per round (as `rounds`): the rank
    /// Places that reach the cut (16 for a semi-final, 4 for a final), to be
    /// drawn as a line between rank `cut` and `cut + 1`; 0: the format has none.
    int cut = 0;

    bool isEmpty() const { return rounds.isEmpty(); }
    /// The player's ranks by round; empty for a name not in the standings.
    QList<int> ranksOf(const QString &player) const;
    /// The history up to round `round`, its players in the order of the
    /// standings after the last round left.
    RankHistory upTo(int round) const;
};

/// The rank history: the standings (stagedStandings(), so with a final's
/// result the last round's ranks are the final ranking) after each round of
/// `completeRounds`. Every player of the standings has a rank in every round,
/// as the standings after that round give it: a dropped player keeps theirs,
/// and one who entered late is ranked, with no table, below all who played.
/// `decisions`: the referees' (computeStandings()).
RankHistory rankHistory(const QStringList &players, const QList<TableScore> &tables,
                        const StageMap &stages, const RuleSet &rules,
                        const QList<int> &completeRounds, int cut,
                        const RefereeDecisions *decisions = nullptr);

/// The places that reach the cut (docs/rules.md §9), 0 where there is none:
/// 16 once a round is a semi-final, 4 once one is a final without one;
/// before either is seated, under the `catan-studio` rule set (whose format
/// has the cut), the cut the rules propose for `activePlayers`.
int cutPlaces(const StageMap &stages, const RuleSet &rules, int activePlayers);

} // namespace ctd
