#include "boardscene.h"

#include <QtMath>

#include <algorithm>

namespace ctd {

namespace {

using Item = BoardScene::Item;

const qreal Root3 = std::sqrt(3.0);
// The sea's frame: a flat-topped hexagon this far from the centre to each side.
constexpr qreal SeaApothem = 5.4;
const QString Ink = QStringLiteral("#222222");
const QString Red = QStringLiteral("#c62828");
const QString Token = QStringLiteral("#f7eed3");
const QString White = QStringLiteral("#ffffff");

QPointF centreOf(board::Axial a)
{
    return {Root3 * (a.q + a.r / 2.0), 1.5 * a.r};
}

QPointF polar(QPointF centre, qreal radius, qreal degrees)
{
    const qreal a = qDegreesToRadians(degrees);
    return centre + QPointF(radius * std::cos(a), radius * std::sin(a));
}

// Text at most `width` wide (estimated: a letter of bold sans is about 0.62
// of its size), and no larger than `size`.
Item text(QPointF centre, const QString &s, qreal size, qreal width, const QString &colour,
          bool bold = true)
{
    Item t;
    t.kind = Item::Text;
    t.centre = centre;
    t.text = s;
    t.size = std::min(size, width / (0.62 * std::max<qsizetype>(1, s.size())));
    t.fill = colour;
    t.bold = bold;
    return t;
}

Item circle(QPointF centre, qreal radius, const QString &fill, const QString &stroke,
            qreal strokeWidth)
{
    Item c;
    c.kind = Item::Circle;
    c.centre = centre;
    c.radius = radius;
    c.fill = fill;
    c.stroke = stroke;
    c.strokeWidth = strokeWidth;
    return c;
}

// The words on a dark hex are white.
QString wordColour(board::Resource r)
{
    return r == board::Resource::Wood || r == board::Resource::Brick ? White : Ink;
}

} // namespace

QString boardColour(board::Resource r)
{
    switch (r) {
    case board::Resource::Wood:
        return QStringLiteral("#2f6b34");
    case board::Resource::Sheep:
        return QStringLiteral("#a5d16b");
    case board::Resource::Wheat:
        return QStringLiteral("#f2cc45");
    case board::Resource::Brick:
        return QStringLiteral("#b5562a");
    case board::Resource::Ore:
        return QStringLiteral("#9aa4ae");
    case board::Resource::Desert:
        break;
    }
    return QStringLiteral("#e9dcb4");
}

BoardScene BoardScene::of(const board::Board &b, const board::BoardTexts::Translate &translate)
{
    BoardScene scene;
    const qreal seaRadius = SeaApothem / (Root3 / 2);
    scene.bounds = QRectF(-seaRadius, -SeaApothem, 2 * seaRadius, 2 * SeaApothem);

    Item sea;
    sea.kind = Item::Polygon;
    for (int i = 0; i < 6; ++i)
        sea.points << polar({}, seaRadius, 60.0 * i);
    sea.fill = QStringLiteral("#5b95c8");
    sea.stroke = Ink;
    sea.strokeWidth = 0.05;
    scene.items << sea;

    // Harbours: two piers from the coast's corners out to a round sign
    // with the ratio and, for a 2:1, the resource.
    for (int h = 0; h < board::HarbourCount; ++h) {
        const board::HarbourPlace place = board::harbourPlace(h);
        const QPointF c = centreOf(place.hex);
        const int side = static_cast<int>(place.side);
        const QPointF a = polar(c, 1, -150.0 + 60 * side);
        const QPointF z = polar(c, 1, -90.0 + 60 * side);
        const QPointF sign = polar(c, Root3 / 2 + 0.75, -120.0 + 60 * side);
        for (QPointF end : {a, z}) {
            Item pier;
            pier.kind = Item::Line;
            pier.points = {end, end + (sign - end) * 0.6};
            pier.stroke = QStringLiteral("#6b4a2b");
            pier.strokeWidth = 0.1;
            scene.items << pier;
        }
        const board::Resource r = b.harbours[static_cast<std::size_t>(h)];
        if (r == board::Generic) {
            scene.items << circle(sign, 0.46, White, Ink, 0.04);
            scene.items << text(sign, QStringLiteral("3:1"), 0.36, 0.7, Ink);
        } else {
            scene.items << circle(sign, 0.46, boardColour(r), Ink, 0.04);
            scene.items << circle(sign, 0.36, White, QString(), 0);
            scene.items << text(sign + QPointF(0, -0.13), QStringLiteral("2:1"), 0.26, 0.6, Ink);
            scene.items << text(sign + QPointF(0, 0.13),
                                board::BoardTexts::resourceName(r, translate), 0.22, 0.66, Ink);
        }
    }

    for (int i = 0; i < board::HexCount; ++i) {
        const QPointF c = centreOf(board::hexPlace(i));
        const board::Resource r = b.resources[static_cast<std::size_t>(i)];
        Item hex;
        hex.kind = Item::Polygon;
        for (int k = 0; k < 6; ++k)
            hex.points << polar(c, 0.97, -90.0 + 60 * k);
        hex.fill = boardColour(r);
        hex.stroke = Ink;
        hex.strokeWidth = 0.04;
        scene.items << hex;
        const QString name = board::BoardTexts::resourceName(r, translate);
        const int n = b.numbers[static_cast<std::size_t>(i)];
        if (n == 0) {
            scene.items << text(c, name, 0.34, 1.45, wordColour(r));
            continue;
        }
        scene.items << text(c + QPointF(0, -0.6), name, 0.28, 1.2, wordColour(r));
        const QPointF token = c + QPointF(0, 0.14);
        const bool hot = n == 6 || n == 8;
        scene.items << circle(token, 0.42, Token, Ink, 0.03);
        scene.items << text(token + QPointF(0, -0.06), QString::number(n), hot ? 0.44 : 0.4, 0.7,
                            hot ? Red : Ink, hot);
        const int pips = board::pips(n);
        for (int p = 0; p < pips; ++p)
            scene.items << circle(token + QPointF((p - (pips - 1) / 2.0) * 0.12, 0.24), 0.045,
                                  hot ? Red : Ink, QString(), 0);
    }
    return scene;
}

} // namespace ctd
