#include "rankspage.h"

#include "paper/rankchart.h"
#include "readmodel/playersview.h"

#include <QMap>
#include <QPainter>

namespace ctd {

namespace {

// The players' screen's colours (playersscreen.cpp).
const QColor kText(0xf2, 0xf4, 0xf6);
const QColor kDim(0x9a, 0xa7, 0xb4);
const QColor kPanel(0x1c, 0x25, 0x30);
const QColor kAccent(0xf5, 0xb7, 0x31);

QFont typeOf(double pixels, bool bold = false)
{
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPixelSize(qMax(8, int(pixels)));
    f.setBold(bold);
    return f;
}

// The newest round's tables: table number → names in seat order.
QMap<int, QStringList> tablesOf(const PlayersView &view)
{
    QMap<int, QMap<int, QString>> seats;
    for (const SeatEntry &s : view.seating)
        seats[s.table].insert(s.seat, s.name);
    QMap<int, QStringList> tables;
    for (auto it = seats.cbegin(); it != seats.cend(); ++it)
        tables.insert(it.key(), it.value().values());
    return tables;
}

struct TablesGrid
{
    QRect list; ///< where the cards scroll
    int columns = 1;
    int cardWidth = 0, cardHeight = 0, gap = 0, line = 0;
    int contentHeight = 0;
    QRect card(int index, int scroll) const
    {
        const int row = index / columns, column = index % columns;
        return QRect(list.left() + column * (cardWidth + gap),
                     list.top() + row * (cardHeight + gap) - scroll, cardWidth, cardHeight);
    }
};

// The tables' cards, as many side by side as let the longest name fit.
TablesGrid tablesGrid(const QRect &body, const QMap<int, QStringList> &tables, double u)
{
    TablesGrid g;
    g.list = body.adjusted(0, int(100 * u), 0, 0);
    g.gap = int(24 * u);
    g.line = int(46 * u);
    const QFontMetrics names(typeOf(32 * u));
    int longest = 0;
    for (const QStringList &players : tables)
        for (const QString &n : players)
            longest = qMax(longest, names.horizontalAdvance(n));
    const int narrowest = qMax(int(400 * u), longest + int(64 * u) + int(32 * u) + 4);
    g.columns = qBound(1, (g.list.width() + g.gap) / (narrowest + g.gap), 5);
    g.cardWidth = (g.list.width() - (g.columns - 1) * g.gap) / g.columns;
    g.cardHeight = 5 * g.line + int(20 * u); // the table's number and four seats
    const int rows = int((tables.size() + g.columns - 1) / g.columns);
    g.contentHeight = rows * (g.cardHeight + g.gap) - g.gap;
    return g;
}

void title(QPainter *p, const QRect &body, const QString &text, double u)
{
    double size = 44 * u;
    while (size > 26 * u && QFontMetrics(typeOf(size, true)).horizontalAdvance(text) > body.width())
        size -= 2 * u;
    p->setPen(kText);
    p->setFont(typeOf(size, true));
    p->drawText(QRect(body.left(), body.top(), body.width(), int(70 * u)),
                Qt::AlignLeft | Qt::AlignVCenter, text);
}

} // namespace

QString RanksPage::ranksTitle(const PlayersView &view)
{
    if (view.ranks.isEmpty())
        return tr("Ranks by round");
    return tr("Ranks by round: the leaders after round %1").arg(view.ranks.rounds.last());
}

QString RanksPage::tablesTitle(const PlayersView &view)
{
    return tr("Round %1: the tables").arg(view.round);
}

QStringList RanksPage::ranksShown(const PlayersView &view)
{
    return view.ranks.players.mid(0, RankChartStyle::projector(1).leaderCount);
}

void RanksPage::paintRanks(QPainter *p, const QRect &body, const PlayersView &view, double u)
{
    title(p, body, ranksTitle(view), u);
    const QRect chart = body.adjusted(0, int(100 * u), 0, 0);
    if (view.ranks.isEmpty()) {
        p->setPen(kDim);
        p->setFont(typeOf(36 * u));
        p->drawText(chart, Qt::AlignLeft | Qt::AlignTop, tr("after the first complete round"));
        return;
    }
    RankChart::draw(p, chart, view.ranks, RankChartStyle::projector(u));
}

int RanksPage::tablesScrollRange(const QRect &body, const PlayersView &view, double u)
{
    const TablesGrid g = tablesGrid(body, tablesOf(view), u);
    return qMax(0, g.contentHeight - g.list.height());
}

QList<int> RanksPage::tablesShown(const QRect &body, const PlayersView &view, double u, int scroll)
{
    const QMap<int, QStringList> tables = tablesOf(view);
    const TablesGrid g = tablesGrid(body, tables, u);
    QList<int> shown;
    int i = 0;
    for (auto it = tables.cbegin(); it != tables.cend(); ++it, ++i)
        if (g.card(i, scroll).intersects(g.list))
            shown.append(it.key());
    return shown;
}

void RanksPage::paintTables(QPainter *p, const QRect &body, const PlayersView &view, double u,
                            int scroll, QStringList *cut)
{
    title(p, body, tablesTitle(view), u);
    const QMap<int, QStringList> tables = tablesOf(view);
    const TablesGrid g = tablesGrid(body, tables, u);
    p->save();
    p->setClipRect(g.list);
    const QFont heading = typeOf(34 * u, true);
    const QFont names = typeOf(32 * u);
    const QFont seats = typeOf(26 * u, true);
    const int pad = int(16 * u);
    const int seatWidth = int(64 * u); // as tablesGrid() counts it
    int i = 0;
    for (auto it = tables.cbegin(); it != tables.cend(); ++it, ++i) {
        const QRect card = g.card(i, scroll);
        if (!card.intersects(g.list))
            continue;
        p->setPen(Qt::NoPen);
        p->setBrush(kPanel);
        p->drawRoundedRect(card, 12 * u, 12 * u);
        p->setPen(kAccent);
        p->setFont(heading);
        p->drawText(
            QRect(card.left() + pad, card.top() + int(8 * u), card.width() - 2 * pad, g.line),
            Qt::AlignLeft | Qt::AlignVCenter, tr("Table %1").arg(it.key()));
        const QStringList &players = it.value();
        for (qsizetype s = 0; s < players.size(); ++s) {
            const QRect line(card.left() + pad, card.top() + int(8 * u) + int(s + 1) * g.line,
                             card.width() - 2 * pad, g.line);
            p->setPen(s == 0 ? kAccent : kDim);
            p->setFont(seats);
            p->drawText(QRect(line.left(), line.top(), seatWidth, line.height()),
                        Qt::AlignLeft | Qt::AlignVCenter,
                        s == 0 ? QStringLiteral("\u25B6 1") : QString::number(s + 1));
            p->setPen(kText);
            p->setFont(names);
            const int room = line.width() - seatWidth;
            const QString shown = QFontMetrics(names).elidedText(players[s], Qt::ElideRight, room);
            if (shown != players[s] && cut)
                cut->append(players[s]);
            p->drawText(QRect(line.left() + seatWidth, line.top(), room, line.height()),
                        Qt::AlignLeft | Qt::AlignVCenter, shown);
        }
    }
    p->restore();
}

void RanksPage::paintCode(QPainter *p, const QRect &box, const QImage &code, const QString &caption,
                          double u)
{
    if (code.isNull())
        return;
    const int captionHeight = int(26 * u);
    const int side = qMin(box.width(), box.height() - captionHeight);
    const QRect square(box.right() - side + 1, box.top(), side, side);
    // The image holds its quiet zone: drawn over the whole square, each
    // module a block of pixels, never smoothed to grey.
    p->save();
    p->setRenderHint(QPainter::SmoothPixmapTransform, false);
    p->drawImage(square, code);
    p->restore();
    p->setPen(kDim);
    p->setFont(typeOf(20 * u));
    p->drawText(QRect(box.left(), square.bottom() + 2, box.width(), captionHeight),
                Qt::AlignRight | Qt::AlignVCenter,
                QFontMetrics(typeOf(20 * u)).elidedText(caption, Qt::ElideLeft, box.width()));
}

} // namespace ctd
