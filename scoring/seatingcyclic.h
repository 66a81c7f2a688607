#pragma once

#include "seatingsearch.h"

namespace ctd::seating {

class Random;
class Budget;

/// A start for a schedule without history: a base round whose players are
/// points (x, level) with x in Z_m, plus up to one fixed point a table, and
/// the planned rounds its translates x → x + t (the fixed points stay). The
/// resolvable designs behind the best known schedules (28 players over 9
/// rounds, 40 over 13, 24 over 7 …) can be written this way, and the search
/// then only has one round to find: a tabu search on swaps in the base round,
/// its cost counted per class of differences. Returns false when the count
/// does not suit (no m of rounds … rounds + 3 with the rest within the tables)
/// or when it ran out of budget before anything was built. `repeats` is the
/// cost over the m rounds of the cycle.
bool cyclicStart(const Problem &problem, Random *rng, Budget *budget, Plan *plan,
                 qint64 *repeats);

} // namespace ctd::seating
