#pragma once

#include "scoring/rankhistory.h"

#include <QString>

namespace ctd {

/// The players' page's chart of the ranks by round: inline SVG, text made
/// here (no file, nothing from outside), styled by the page's style sheet.
/// Every player has a line (a group `g.p` with the name in `data-n`, which
/// the page's search picks out); the three leaders are coloured and named at
/// the end of their line; the cut line is dashed where the format has one.
class RankChartSvg
{
public:
    /// The page's section `<section id="ranks">` with its title and chart,
    /// in a language; empty while no round is complete.
    static QString section(const RankHistory &history, const QString &language);

    /// The chart's width in its own units (the viewBox) and its labels' font size.
    static constexpr double kWidth = 340;
    static constexpr double kFontSize = 11;
    /// A label's width in the chart's units, estimated on the wide side for
    /// the bold of a picked label.
    static double labelWidth(const QString &text);
    /// The label "rank name" for `room` units right of a line's end: as it is
    /// when it fits (`*fontSize` 0: the chart's); otherwise in the smaller
    /// `*fontSize` it is to be drawn in, shortened with an ellipsis where even
    /// four fifths of the font are too wide.
    static QString label(int rank, const QString &name, double room, double *fontSize);
};

} // namespace ctd
