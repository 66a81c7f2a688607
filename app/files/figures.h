#pragma once

#include "scoring/standings.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

namespace ctd {

class Fraction;

/// The columns of the standings, on screen, on paper and in the spreadsheet CSV.
enum class StandingsField { Rank, Player, RoundPoints, Vp, VpShare, Tables, Count };

/// The standings' and results' figures as people read them: column titles in
/// the desk's language, points and shares in the locale's way. Shared by the
/// screen, the printed documents and the spreadsheet CSV.
class Figures
{
    Q_DECLARE_TR_FUNCTIONS(PaperBuilder)

public:
    static QString standingsTitle(int afterRound);
    static QString fieldTitle(StandingsField field);
    /// The header of the table results in the spreadsheet CSV, in FORMATS.md's order.
    static QStringList tableResultsTitles();
    /// Round points with two decimals in the locale's way ("2.50", "2,50").
    static QString points(qint64 twelfths, const QLocale &locale = QLocale());
    /// A VP share in percent with two decimals ("34.38").
    static QString percent(const Fraction &share, const QLocale &locale = QLocale());
    /// One row of the standings as shown and printed, one string per StandingsField.
    static QStringList standingsCells(const StandingsRow &row, const QLocale &locale = QLocale());
};

} // namespace ctd
