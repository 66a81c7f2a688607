#include "boardpainter.h"

#include <QPaintDevice>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace ctd {

void paintBoard(QPainter *painter, const QRectF &target, const BoardScene &scene)
{
    const QRectF b = scene.bounds;
    if (b.isEmpty() || target.isEmpty())
        return;
    const qreal s = std::min(target.width() / b.width(), target.height() / b.height());
    const QPointF origin = target.center() - QPointF(b.width() * s / 2, b.height() * s / 2);
    const auto at = [&](QPointF p) { return origin + (p - b.topLeft()) * s; };
    const qreal dpi = painter->device() ? painter->device()->logicalDpiY() : 96;

    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const auto penOf = [&](const BoardScene::Item &item) {
        if (item.stroke.isEmpty())
            return QPen(Qt::NoPen);
        QPen pen(QColor(item.stroke), item.strokeWidth * s);
        pen.setCapStyle(Qt::RoundCap);
        pen.setJoinStyle(Qt::RoundJoin);
        return pen;
    };
    const auto brushOf = [](const QString &fill) {
        return fill.isEmpty() ? QBrush(Qt::NoBrush) : QBrush(QColor(fill));
    };
    for (const BoardScene::Item &item : scene.items) {
        switch (item.kind) {
        case BoardScene::Item::Polygon: {
            QPolygonF polygon;
            for (const QPointF &p : item.points)
                polygon << at(p);
            painter->setPen(penOf(item));
            painter->setBrush(brushOf(item.fill));
            painter->drawPolygon(polygon);
            break;
        }
        case BoardScene::Item::Circle:
            painter->setPen(penOf(item));
            painter->setBrush(brushOf(item.fill));
            painter->drawEllipse(at(item.centre), item.radius * s, item.radius * s);
            break;
        case BoardScene::Item::Line:
            painter->setPen(penOf(item));
            painter->drawLine(at(item.points.value(0)), at(item.points.value(1)));
            break;
        case BoardScene::Item::Text: {
            QFont font(QStringLiteral("DejaVu Sans"));
            font.setStyleStrategy(QFont::PreferNoShaping);
            font.setKerning(false);
            font.setBold(item.bold);
            font.setPointSizeF(std::max(1.0, item.size * s * 72.0 / dpi));
            painter->setFont(font);
            painter->setPen(QColor(item.fill));
            const QPointF c = at(item.centre);
            const qreal w = 4 * item.size * s * std::max<qsizetype>(1, item.text.size());
            painter->drawText(QRectF(c.x() - w / 2, c.y() - item.size * s, w, 2 * item.size * s),
                              Qt::AlignCenter, item.text);
            break;
        }
        }
    }
    painter->restore();
}

} // namespace ctd
