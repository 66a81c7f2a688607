#pragma once

#include "internal.h"

#include <QList>

namespace ctd::seating {

/// Every way to seat `players` players at the tables tableSizes() gives, each
/// once (tables of one size in the order of their first players), as lists
/// of tables of player indices. Empty above 12 players, where there are too
/// many (13 players: 200,200).
QList<QList<QList<int>>> allSeatings(int players);

/// The fewest repeats (over all pairs, times met minus one) that any schedule
/// of `rounds` rounds for `players` players who have not met can have,
/// found by an exhaustive branch and bound: the first round fixed (any
/// schedule can be renamed so), the second one of each kind up to renaming
/// the players within a table and the tables, the later rounds in order (any
/// order of them is the same schedule), and a branch cut when what it has
/// plus the fewest repeats the cheapest round allowed now adds, for each
/// round left, or plus the counting bound on the rounds left (each player's
/// meetings to come against the opponents they have not met yet), reaches
/// the best found. It looks for a schedule at the counting bound of the whole
/// first, then one repeat more at a time, so that the cuts are sharp from the
/// start. A proof: no schedule has fewer.
/// Returns -1 above 12 players or when `maxNodes` (0: no limit) runs out
/// first; `nodes`, when given, says how many it visited.
int exactRepeatOptimum(int players, int rounds, qint64 maxNodes = 0, qint64 *nodes = nullptr);

} // namespace ctd::seating
