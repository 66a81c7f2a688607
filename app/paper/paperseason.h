#pragma once
// The season standings on paper (docs/seasons.md), built from data as the
// tournament's standings are.

#include "paperdocument.h"

#include "season/seasonreader.h"

#include <QCoreApplication>
#include <QLocale>

namespace ctd {

class PaperSeason
{
    Q_DECLARE_TR_FUNCTIONS(PaperSeason)

public:
    /// The season standings in rank order with each player's counted results;
    /// under the heading the points table, the tournaments (T1, T2, … as the
    /// results name them) and the season's notes.
    static PaperDocument standings(const SeasonData &season, const QLocale &locale = QLocale());

    /// "T3": how the printed results name the season's third tournament.
    static QString tournamentKey(int index);
    /// The season's rules in one line: the points table, best N, the minimum field.
    static QString rulesLine(const SeasonRules &rules, const QLocale &locale = QLocale());
};

} // namespace ctd
