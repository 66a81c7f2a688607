#pragma once

#include "scoring/rankhistory.h"

#include <QByteArray>

namespace ctd {

/// Ranks by round (docs/formats.md, "Ranks by round"): `player,round,rank`,
/// round by round, each round in rank order.
QByteArray writeRanks(const RankHistory &history);

} // namespace ctd
