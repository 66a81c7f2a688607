#pragma once

#include "internal.h"
#include "seatingsearch.h"

namespace ctd::seating {

/// Puts players with a fixed table there in every round of `plan`: for each
/// fixed table (in order) the table of the round holding most of its players
/// and of the fixed table's size becomes that table (so that every table keeps
/// its size), its players missing there
/// swap places with players of that table without a fixed table, and the
/// other tables keep their order in the places of their size left. `fixed` holds each
/// player's fixed table (0 for the first) or -1; the caller checked that every
/// fixed table exists and that no table has more players fixed than it seats.
void placeFixed(Plan *plan, const QList<int> &fixed);

} // namespace ctd::seating
