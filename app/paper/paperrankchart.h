#pragma once

#include "paperdocument.h"

namespace ctd {

class Tournament;

/// Gives a standings document (after round `afterRound`) its last page: the
/// ranks by round up to that round (`print standings --chart`, and the
/// desk's option to print the standings with the chart). Nothing while no
/// round up to it is complete.
void addRankChart(PaperDocument *doc, const Tournament &tournament, int afterRound);

class PaperRankTexts
{
    Q_DECLARE_TR_FUNCTIONS(PaperRankTexts)

public:
    static QString title(int afterRound);
};

} // namespace ctd
