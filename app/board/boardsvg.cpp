#include "boardsvg.h"

namespace ctd {

namespace {

QString num(qreal v)
{
    return QString::number(v, 'f', 3);
}

QString escaped(const QString &s)
{
    return s.toHtmlEscaped();
}

QString paint(const BoardScene::Item &item)
{
    QString out = QStringLiteral(" fill=\"")
        + (item.fill.isEmpty() ? QStringLiteral("none") : item.fill) + QLatin1Char('"');
    if (!item.stroke.isEmpty())
        out += QStringLiteral(" stroke=\"") + item.stroke + QStringLiteral("\" stroke-width=\"")
            + num(item.strokeWidth) + QLatin1Char('"');
    return out;
}

} // namespace

QString boardSvg(const BoardScene &scene, const QString &title)
{
    const QRectF b = scene.bounds;
    QString out = QStringLiteral("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"board\" "
                                 "role=\"img\" viewBox=\"")
        + num(b.x()) + QLatin1Char(' ') + num(b.y()) + QLatin1Char(' ') + num(b.width())
        + QLatin1Char(' ') + num(b.height())
        + QStringLiteral("\" font-family=\"DejaVu Sans, Verdana, sans-serif\"><title>")
        + escaped(title) + QStringLiteral("</title>");
    for (const BoardScene::Item &item : scene.items) {
        switch (item.kind) {
        case BoardScene::Item::Polygon: {
            QStringList points;
            for (const QPointF &p : item.points)
                points << num(p.x()) + QLatin1Char(',') + num(p.y());
            out += QStringLiteral("<polygon points=\"") + points.join(QLatin1Char(' '))
                + QLatin1Char('"') + paint(item) + QStringLiteral("/>");
            break;
        }
        case BoardScene::Item::Circle:
            out += QStringLiteral("<circle cx=\"") + num(item.centre.x())
                + QStringLiteral("\" cy=\"") + num(item.centre.y()) + QStringLiteral("\" r=\"")
                + num(item.radius) + QLatin1Char('"') + paint(item) + QStringLiteral("/>");
            break;
        case BoardScene::Item::Line:
            out += QStringLiteral("<line x1=\"") + num(item.points.value(0).x())
                + QStringLiteral("\" y1=\"") + num(item.points.value(0).y())
                + QStringLiteral("\" x2=\"") + num(item.points.value(1).x())
                + QStringLiteral("\" y2=\"") + num(item.points.value(1).y())
                + QStringLiteral("\" stroke=\"") + item.stroke
                + QStringLiteral("\" stroke-width=\"") + num(item.strokeWidth)
                + QStringLiteral("\" stroke-linecap=\"round\"/>");
            break;
        case BoardScene::Item::Text:
            // Centred on its point: the middle of the letters' height, 0.36 of the size above the
            // baseline.
            out += QStringLiteral("<text x=\"") + num(item.centre.x()) + QStringLiteral("\" y=\"")
                + num(item.centre.y() + 0.36 * item.size) + QStringLiteral("\" font-size=\"")
                + num(item.size) + QStringLiteral("\" text-anchor=\"middle\" fill=\"") + item.fill
                + QLatin1Char('"')
                + (item.bold ? QStringLiteral(" font-weight=\"bold\"") : QString())
                + QLatin1Char('>') + escaped(item.text) + QStringLiteral("</text>");
            break;
        }
    }
    out += QStringLiteral("</svg>");
    return out;
}

} // namespace ctd
