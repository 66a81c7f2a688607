#pragma once

#include <QList>
#include <QPair>

namespace ctd::seating {

/// Rounds → tables → player indices in seat order.
using Plan = QList<QList<QList<int>>>;

/// What the search is given, with players numbered 0..players-1.
struct SearchInput
{
    int players = 0;
    QList<int> sizes;                 ///< table sizes of every planned round
    int rounds = 1;                   ///< rounds to plan
    Plan history;                     ///< rounds already seated, in seat order
    QList<QPair<int, int>> apart;     ///< keep-apart pairs
    /// By standings: the table each player belongs at (leaders at table 0);
    /// players stay within a few tables of it. Empty for a random draw.
    QList<int> home;
    quint64 seed = 0;
    qint64 budget = 0;                ///< evaluated swaps at most
    /// A proven lower bound on the repeat meetings: reaching it ends the search.
    int repeatBound = 0;
};

/// Seats the planned rounds: a greedy draw, then a tabu search swapping
/// players between tables of one round, then the seat order at each table.
/// Deterministic for a given problem; never exceeds the budget by more than
/// one step.
Plan solve(const SearchInput &problem);

class Random;

/// Chooses the seat order at every table of `plan`: the permutation that gives
/// its players the seat positions they had least often (in the history and
/// the other planned rounds), ties drawn at random.
void orderSeats(Plan *plan, const Plan &history, int players, Random *rng);

} // namespace ctd::seating
