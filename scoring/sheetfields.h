#pragma once

#include "sheet.h"

namespace ctd {

/// The fields of a player's line in the order of the paper sheet: the six
/// numbers, then the three marks.
const QList<Field> &lineFields();

/// True for the three marks (claimed Largest Army or Longest Road first,
/// declared victory).
bool isMarkField(Field field);

/// A field of a line as a number (a mark as 0 or 1; 0 for None and Player).
int fieldValue(const PlayerLine &line, Field field);

/// Where a number field of a line is kept; nullptr for a mark, None or Player.
int *fieldNumber(PlayerLine *line, Field field);

} // namespace ctd
