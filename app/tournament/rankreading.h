#pragma once

#include "tournament.h"

#include "ranking.h"
#include "scoring/rankhistory.h"

namespace ctd {

/// The tournament's ranks by round (docs/formats.md, "Ranks by round"): the
/// standings after each round whose tables all have a complete result, from
/// one reading of the sheets, and the cut line of its format.
RankHistory readRankHistory(const Tournament &tournament, DbError *error = nullptr);
/// The same from the standings data already read (Ranking::readStandingsData()).
RankHistory readRankHistory(const Tournament &tournament, const Ranking::StandingsData &data,
                            DbError *error = nullptr);

} // namespace ctd
