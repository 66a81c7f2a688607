#pragma once

#include "internal.h"
#include "seatingsearch.h"

namespace ctd::seating {

class Random;
class Budget;

/// A start for a schedule without history: a design built in where one suits
/// (designStart()), else a base round whose players are points (x, level)
/// with x in Z_m, plus up to one fixed point a table, and the planned rounds
/// its translates x → x + t (the fixed points stay). For the base round an
/// exact search looks for a base round in which no difference
/// occurs twice (a schedule without repeats), else a tabu search on swaps in
/// the base round lowers the cost counted per class of differences. Returns
/// false when the count does not suit (no m from the rounds to rounds + 3
/// with the rest within the tables); `repeats` are those of the planned
/// rounds.
bool cyclicStart(const SearchInput &problem, Random *rng, Budget *budget, Plan *plan,
                 qint64 *repeats);

} // namespace ctd::seating
