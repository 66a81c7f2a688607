#pragma once

#include "boardscene.h"

namespace ctd {

/// The board's drawing as inline SVG (nothing loaded from elsewhere): an
/// `<svg>` element that scales to its box, with a title for screen readers.
QString boardSvg(const BoardScene &scene, const QString &title);

} // namespace ctd
