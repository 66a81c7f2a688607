#pragma once
// The no-win cut of a large event (docs/seating.md, "The no-win cut"): after
// game K, players without a win (no first place; a shared first counts) are
// seated in no later preliminary game and ranked below everyone still
// playing. The option itself is Details::noWinCut().

#include "storetypes.h"

#include "scoring/standings.h"

#include <QSet>

#include <functional>

namespace ctd {

class Details;
class Rounds;
class Roster;

/// Who the no-win cut leaves out. Holds the jobs it reads and nothing else;
/// the Ranking keeps one, and the seating makes one when it needs it.
class NoWinCut
{
public:
    NoWinCut(const Details &details, const Rounds &rounds, const Roster &roster);
    NoWinCut(const NoWinCut &) = delete;
    NoWinCut &operator=(const NoWinCut &) = delete;

    /// The names of the players out at the cut, `atCut` being the standings
    /// after game K: those without a first place there, except players at a
    /// table of games 1 to K whose result is not complete yet (they cannot be
    /// judged). Empty when the cut is off or fewer than K rounds are seated.
    QSet<QString> outAt(const QList<StandingsRow> &atCut, DbError *error = nullptr) const;

    /// `rows` (the standings after round `afterRound`, < 0: all) with the cut
    /// applied once it has happened (K rounds seated, `afterRound` at least
    /// K): the players out at it moved below everyone still playing, in their
    /// order, marked outAtCut, and every rank counted again (ties stay
    /// shared). `standingsAfter(K)` gives the standings after game K.
    QList<StandingsRow>
    applied(QList<StandingsRow> rows, int afterRound,
            const std::function<QList<StandingsRow>(int)> &standingsAfter) const;

private:
    const Details &m_details;
    const Rounds &m_rounds;
    const Roster &m_roster;
};

} // namespace ctd
