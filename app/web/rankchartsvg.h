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
};

} // namespace ctd
