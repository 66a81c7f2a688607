#pragma once

#include <QCoreApplication>
#include <QImage>
#include <QList>
#include <QRect>
#include <QStringList>

class QPainter;

namespace ctd {

struct PlayersView;

/// The players' screen's other pages, beside the seating and standings:
/// the leaders' ranks by round (drawn by the printed standings' own chart,
/// paper/rankchart.h), and the newest round's tables with their players,
/// which scrolls by itself when the tables do not fit; and the players'
/// page's QR code while the desk shares it.
class RanksPage
{
    Q_DECLARE_TR_FUNCTIONS(RanksPage)

public:
    /// The title over the chart.
    static QString ranksTitle(const PlayersView &view);
    /// The title over the tables.
    static QString tablesTitle(const PlayersView &view);
    /// The chart page in `body` (1 `unit` at 1080 pixels high).
    static void paintRanks(QPainter *painter, const QRect &body, const PlayersView &view,
                           double unit);
    /// The leaders the chart names, best first.
    static QStringList ranksShown(const PlayersView &view);

    /// How far the tables page can scroll, in pixels (0: all tables fit).
    static int tablesScrollRange(const QRect &body, const PlayersView &view, double unit);
    /// The tables page scrolled down by `scroll` pixels; the names it had to
    /// cut are added to `cut`.
    static void paintTables(QPainter *painter, const QRect &body, const PlayersView &view,
                            double unit, int scroll, QStringList *cut);
    /// The table numbers wholly or partly in view at `scroll`.
    static QList<int> tablesShown(const QRect &body, const PlayersView &view, double unit,
                                  int scroll);

    /// The QR code of `code` on a white square `box` (the quiet zone is in the image).
    static void paintCode(QPainter *painter, const QRect &box, const QImage &code,
                          const QString &caption, double unit);
};

} // namespace ctd
