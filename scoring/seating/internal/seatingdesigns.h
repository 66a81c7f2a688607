#pragma once

#include "internal.h"
#include "seatingsearch.h"

namespace ctd::seating {

class Random;

/// Rounds at tables of 4 in which no two of the players 0..n-1 meet twice.
struct Design
{
    int players = 0;
    Plan rounds;
};

/// The designs built in, each with as many rounds as it has: the resolvable
/// designs and social golfer schedules for 24 players over 7 rounds, 28 over
/// 9, 32 over 9 (the affine space AG(5, 2)), 32 over 10 (the social golfer
/// problem 8-4-10, built from GF(2)^4) and 40 over 13.
const QList<Design> &designs();

/// Schedules stored for small fields whose best known schedule the search
/// does not reach in its time (13, 15, 17 and 18 players over 6 rounds, at
/// 12, 21, 1 and 2 repeats): players 0..n-1 at tables of 4 and 3, the
/// fewest tables of 3 the count allows; they may repeat pairs.
const QList<Design> &storedSchedules();

/// A start for a schedule without history from a stored schedule of exactly
/// the count and rounds, else from a design for the count or up
/// to one player a table more (the players beyond the count left out, a
/// player moved where a table then came out too small): the design's rounds,
/// its players drawn by the generator, as many rounds as it has up to the
/// rounds planned (the caller draws the rest, one round at most). False when
/// no design suits.
bool designStart(const SearchInput &problem, Random *rng, Plan *plan);

} // namespace ctd::seating
