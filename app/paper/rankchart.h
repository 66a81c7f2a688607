#pragma once

#include "scoring/rankhistory.h"

#include <QColor>
#include <QList>
#include <QRectF>
#include <QString>

class QPainter;

namespace ctd {

/// How a rank chart looks: the projector's light lines on a dark ground, or
/// paper's dark lines on white. Sizes are in the painter's units.
struct RankChartStyle
{
    QColor text, dim, grid, others, cut;
    QList<QColor> leaders; ///< the leaders' lines, the first for rank 1
    QString family = QStringLiteral("DejaVu Sans");
    double type = 12;         ///< the names' type size; figures and notes are smaller
    bool pixelType = false;   ///< type sizes in pixels (a screen) rather than points
    double line = 2;          ///< a leader's line
    int leaderCount = 8;      ///< the leading players drawn in colour and named
    bool othersShown = false; ///< everybody else as thin lines behind them

    /// For the players' screen: `unit` is 1 at 1080 pixels high.
    static RankChartStyle projector(double unit);
    /// For a printed page, in points.
    static RankChartStyle paper();
};

/// The ranks by round drawn with QPainter, one drawing for the projector and
/// the printed standings: rank 1 at the top, the complete rounds from left
/// to right, the leaders after the last round in colour with their rank and
/// name at the end of their line (moved apart where lines run close), and
/// the cut line dashed where the format has one.
class RankChart
{
public:
    /// Draws into `box`; nothing when the history has no round.
    static void draw(QPainter *painter, const QRectF &box, const RankHistory &history,
                     const RankChartStyle &style);
    /// "top 4: final" or "top 16: semi-final", translated; empty without a cut.
    static QString cutText(int cut);
};

} // namespace ctd
