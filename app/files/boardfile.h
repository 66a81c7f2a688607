#pragma once

#include "scoring/board.h"

#include <QByteArray>

namespace ctd {

/// A board as CSV (docs/formats.md, "The round's board"): the columns
/// kind,place,q,r,resource,number,pips; 19 rows kind=hex, 9 rows
/// kind=harbour, then 5 rows kind=pips with each resource's pips.
QByteArray boardCsv(const board::Board &b);

} // namespace ctd
