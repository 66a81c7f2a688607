#pragma once

#include "board/boardscene.h"

#include <QRectF>

class QPainter;

namespace ctd {

/// Paints the board's drawing (board/boardscene.h) into `target`, as large
/// as fits and centred: for paper (a page, a slip) and the projector.
void paintBoard(QPainter *painter, const QRectF &target, const BoardScene &scene);

} // namespace ctd
