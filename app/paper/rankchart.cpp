#include "rankchart.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace ctd {

namespace {

QFont typeOf(const RankChartStyle &style, double size, bool bold = false)
{
    QFont f(style.family);
    if (style.pixelType) {
        f.setPixelSize(qMax(1, int(size)));
    } else {
        // As the printed documents set their type: without ligatures "fi"
        // stays two letters when the PDF's text is copied or searched.
        f.setStyleStrategy(QFont::PreferNoShaping);
        f.setKerning(false);
        f.setPointSizeF(qMax(1.0, size));
    }
    f.setBold(bold);
    return f;
}

// Rank ticks a reader can follow: 1, then every 5 or 10, and the last.
QList<int> rankTicks(int last)
{
    const int step = last <= 12 ? 1 : last <= 40 ? 5 : last <= 100 ? 10 : 25;
    QList<int> ticks{1};
    for (int r = step; r < last; r += step)
        if (r > 1)
            ticks.append(r);
    if (last > 1)
        ticks.append(last);
    return ticks;
}

} // namespace

RankChartStyle RankChartStyle::projector(double unit)
{
    RankChartStyle s;
    s.text = QColor(0xf2, 0xf4, 0xf6);
    s.dim = QColor(0x9a, 0xa7, 0xb4);
    s.grid = QColor(0x2c, 0x37, 0x44);
    s.others = QColor(0x4a, 0x56, 0x63);
    s.cut = QColor(0xff, 0x6b, 0x5b);
    s.leaders = {QColor(0xf5, 0xb7, 0x31), QColor(0x4f, 0xc3, 0xf7), QColor(0xff, 0x8a, 0x65),
                 QColor(0x81, 0xc7, 0x84), QColor(0xce, 0x93, 0xd8), QColor(0xf0, 0x62, 0x92),
                 QColor(0xd4, 0xe1, 0x57), QColor(0x4d, 0xb6, 0xac), QColor(0xb0, 0xbe, 0xc5),
                 QColor(0xbc, 0xaa, 0xa4)};
    s.pixelType = true;
    s.type = 34 * unit;
    s.line = 6 * unit;
    s.leaderCount = 10;
    return s;
}

RankChartStyle RankChartStyle::paper()
{
    RankChartStyle s;
    s.text = Qt::black;
    s.dim = QColor(0x55, 0x55, 0x55);
    s.grid = QColor(0xdd, 0xdd, 0xdd);
    s.others = QColor(0xc4, 0xc4, 0xc4);
    s.cut = QColor(0xb3, 0x26, 0x1e);
    s.leaders = {QColor(0xb3, 0x26, 0x1e), QColor(0x1f, 0x6f, 0xb2), QColor(0x2e, 0x7d, 0x32),
                 QColor(0x6a, 0x1b, 0x9a), QColor(0xef, 0x6c, 0x00), QColor(0x00, 0x83, 0x8f),
                 QColor(0xad, 0x14, 0x57), QColor(0x5d, 0x40, 0x37)};
    s.type = 8;
    s.line = 1.6;
    s.leaderCount = 8;
    s.othersShown = true;
    return s;
}

QString RankChart::cutText(int cut)
{
    if (cut <= 0)
        return {};
    return cut == 16 ? QCoreApplication::translate("RankChart", "top %1: semi-final").arg(cut)
                     : QCoreApplication::translate("RankChart", "top %1: final").arg(cut);
}

void RankChart::draw(QPainter *p, const QRectF &box, const RankHistory &h,
                     const RankChartStyle &style)
{
    if (h.isEmpty() || h.players.isEmpty())
        return;
    p->save();
    p->setRenderHint(QPainter::Antialiasing);
    const qsizetype rounds = h.rounds.size();
    const qsizetype leaders = qMin<qsizetype>(style.leaderCount, h.players.size());
    // The ranks shown: all of them, or down to the lowest a leader ever had
    // (and past the cut, so that the line shows).
    int last = 1;
    for (qsizetype i = 0; i < (style.othersShown ? h.players.size() : leaders); ++i)
        for (int r : h.ranks[i])
            last = qMax(last, r);
    if (h.cut > 0 && h.cut < h.players.size())
        last = qMax(last, h.cut + 1);

    const QFont nameFont = typeOf(style, style.type, true);
    const QFont smallFont = typeOf(style, style.type * 0.75);
    const QFontMetricsF names(nameFont, p->device());
    const QFontMetricsF small(smallFont, p->device());
    double labelWidth = 0;
    for (qsizetype i = 0; i < leaders; ++i)
        labelWidth =
            qMax(labelWidth,
                 names.horizontalAdvance(QStringLiteral("%1  %2").arg(i + 1).arg(h.players[i])));
    labelWidth = qMin(labelWidth + small.height(), box.width() * 0.42);
    // The ranks' figures stand clear of the first round's dots.
    const double gap = style.line * 1.2 + small.height() / 3;
    const double left = box.left() + small.horizontalAdvance(QString::number(last)) + gap;
    const double right = box.right() - labelWidth - small.height();
    const double top = box.top() + names.height() / 2;
    const double bottom = box.bottom() - small.height() * 1.8;
    const auto x = [&](qsizetype k) {
        return rounds == 1 ? (left + right) / 2
                           : left + (right - left) * double(k) / double(rounds - 1);
    };
    const auto y = [&](double rank) {
        return last == 1 ? top : top + (bottom - top) * (rank - 1) / (last - 1);
    };

    // Grid: a line at each round, ranks on the left.
    p->setFont(smallFont);
    p->setPen(QPen(style.grid, qMax(1.0, style.line / 3)));
    for (qsizetype k = 0; k < rounds; ++k)
        p->drawLine(QPointF(x(k), top), QPointF(x(k), bottom));
    for (int r : rankTicks(last)) {
        p->setPen(QPen(style.grid, qMax(1.0, style.line / 3)));
        p->drawLine(QPointF(left, y(r)), QPointF(right, y(r)));
        p->setPen(style.dim);
        p->drawText(
            QRectF(box.left(), y(r) - small.height() / 2, left - box.left() - gap, small.height()),
            Qt::AlignRight | Qt::AlignVCenter, QString::number(r));
    }
    p->setPen(style.dim);
    for (qsizetype k = 0; k < rounds; ++k) {
        const QString label = QCoreApplication::translate("RankChart", "Round %1").arg(h.rounds[k]);
        const double w = small.horizontalAdvance(label) + small.height();
        // Centred under its round, but never past the chart's edges.
        const double at = qBound(box.left(), x(k) - w / 2, box.right() - w);
        p->drawText(QRectF(at, bottom + small.height() * 0.4, w, small.height()), Qt::AlignCenter,
                    label);
    }
    if (h.cut > 0 && h.cut < h.players.size()) {
        const double cy = y(h.cut + 0.5);
        p->setPen(QPen(style.cut, qMax(1.0, style.line / 2), Qt::DashLine));
        p->drawLine(QPointF(left, cy), QPointF(right, cy));
        p->setPen(style.cut);
        p->drawText(QRectF(left + 4, cy, right - left, small.height() * 1.2),
                    Qt::AlignLeft | Qt::AlignVCenter, cutText(h.cut));
    }

    const auto path = [&](qsizetype i) {
        QPainterPath line;
        for (qsizetype k = 0; k < rounds; ++k) {
            const QPointF at(x(k), y(h.ranks[i][k]));
            if (k == 0)
                line.moveTo(at);
            else
                line.lineTo(at);
        }
        return line;
    };
    p->setBrush(Qt::NoBrush);
    if (style.othersShown) {
        p->setPen(QPen(style.others, qMax(0.5, style.line / 3)));
        for (qsizetype i = h.players.size() - 1; i >= leaders; --i)
            p->drawPath(path(i));
    }
    // The leaders' names, each at its line's end, moved down just enough
    // not to touch the one above.
    QList<double> labelY;
    for (qsizetype i = 0; i < leaders; ++i) {
        double at = y(h.ranks[i].last());
        if (i > 0)
            at = qMax(at, labelY.last() + names.height() * 1.05);
        labelY.append(at);
    }
    // Pushed past the bottom: the whole column moves up.
    const double over = labelY.isEmpty() ? 0 : labelY.last() - (bottom + names.height() / 2);
    for (double &l : labelY)
        l -= qMax(0.0, over);
    for (qsizetype i = leaders - 1; i >= 0; --i) {
        const QColor colour = style.leaders[i % style.leaders.size()];
        p->setPen(QPen(colour, style.line, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p->setBrush(Qt::NoBrush);
        p->drawPath(path(i));
        p->setBrush(colour);
        for (qsizetype k = 0; k < rounds; ++k)
            p->drawEllipse(QPointF(x(k), y(h.ranks[i][k])), style.line * 1.2, style.line * 1.2);
        const QPointF end(x(rounds - 1), y(h.ranks[i].last()));
        const QPointF label(right + small.height() * 0.8, labelY[i]);
        p->setPen(QPen(colour, qMax(1.0, style.line / 3)));
        p->drawLine(end, label);
        p->setFont(nameFont);
        p->setPen(colour);
        const QString text = QStringLiteral("%1  %2").arg(h.ranks[i].last()).arg(h.players[i]);
        p->drawText(QRectF(label.x() + 4, label.y() - names.height() / 2, box.right() - label.x(),
                           names.height()),
                    Qt::AlignLeft | Qt::AlignVCenter,
                    names.elidedText(text, Qt::ElideRight, box.right() - label.x() - 4));
    }
    p->restore();
}

} // namespace ctd
