#pragma once

#include "scoring/board.h"

#include <QList>
#include <QPointF>
#include <QRectF>
#include <QString>

namespace ctd {

/// The one drawing of a round's board, as shapes: paper and the projector
/// paint it with QPainter (app/paper/boardpainter.h), the phones get it as
/// inline SVG (boardsvg.h); the layout is made here once. Units: a hex's
/// corner is 1 from its centre (pointy-top hexes); the sea's frame around.
/// Readable in black and white: every hex names its resource, every harbour
/// its ratio and resource; 6 and 8 are red and bold.
struct BoardScene
{
    struct Item
    {
        enum Kind { Polygon, Circle, Line, Text };
        Kind kind = Polygon;
        QList<QPointF> points; ///< Polygon: the corners; Line: its two ends
        QPointF centre;        ///< Circle, Text: the centre
        qreal radius = 0;      ///< Circle
        QString fill;          ///< "#rrggbb", empty: none (Text: its colour)
        QString stroke;        ///< "#rrggbb", empty: none
        qreal strokeWidth = 0;
        QString text;   ///< Text
        qreal size = 0; ///< Text: the letters' height (the font's size)
        bool bold = false;
    };

    QRectF bounds;
    QList<Item> items; ///< in painting order

    static BoardScene of(const board::Board &b, const board::BoardTexts::Translate &translate = {});
};

/// The colour of a resource's hexes, "#rrggbb".
QString boardColour(board::Resource r);

} // namespace ctd
