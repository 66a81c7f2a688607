#pragma once
// The no-win cut of a large event (docs/seating.md, "The no-win cut"): after
// game K, players without a win (no first place; a shared first counts) are
// seated in no later preliminary game and ranked below everyone still
// playing. The option itself is Details::noWinCut().

#include "tournament.h"

#include "scoring/standings.h"

#include <QSet>

#include <functional>

namespace ctd {

/// The names of the players out at the no-win cut, `atCut` being the
/// standings after game K: those without a first place there, except players
/// at a table of games 1 to K whose result is not complete yet (they cannot
/// be judged). Empty when the cut is off or fewer than K rounds are seated.
QSet<QString> outAtNoWinCut(const Tournament &t, const QList<StandingsRow> &atCut,
                            DbError *error = nullptr);

/// `rows` (the standings after round `afterRound`, < 0: all) with the no-win
/// cut applied once it has happened (K rounds seated, `afterRound` at least
/// K): the players out at it moved below everyone still playing, in their
/// order, marked outAtCut, and every rank counted again (ties stay shared).
/// `standingsAfter(K)` gives the standings after game K as computed.
QList<StandingsRow> withNoWinCut(const Tournament &t, QList<StandingsRow> rows, int afterRound,
                                 const std::function<QList<StandingsRow>(int)> &standingsAfter);

/// The players a preliminary game `round` leaves out by the no-win cut (ids):
/// none for a round up to K or a semi-final or final.
QSet<qint64> cutFromRound(const Tournament &t, int round, DbError *error = nullptr);

} // namespace ctd
