#pragma once

#include "paperdocument.h"
#include "tournament.h"

#include <QCoreApplication>
#include <QLocale>

namespace ctd {

/// The columns of the standings, on screen, on paper and in the spreadsheet CSV.
enum class StandingsField { Rank, Player, RoundPoints, Vp, VpShare, Tables, Count };

/// Builds the documents that leave the desk from plain data, so that the desk
/// and catan-desk-cli print the same pages without a database or widgets.
/// Numbers and dates follow `locale` (2,50 in German).
class Documents
{
    Q_DECLARE_TR_FUNCTIONS(Documents)

public:
    /// Standings after a round, in rank order.
    static PaperDocument standings(const TournamentInfo &info, const QList<StandingsRow> &rows,
                                   int afterRound, const QLocale &locale = QLocale());
    /// A round's seating, one line per table, seats in turn order.
    static PaperDocument seatingByTable(const TournamentInfo &info,
                                        const QList<SeatedTable> &tables, int round,
                                        const QLocale &locale = QLocale());
    /// A round's seating by player name ("where do I sit"), alphabetical.
    static PaperDocument seatingByName(const TournamentInfo &info,
                                       const QList<SeatedTable> &tables, int round,
                                       const QLocale &locale = QLocale());
    /// One result slip per table: the players' names and the sheet's empty fields.
    static PaperDocument slips(const TournamentInfo &info, const QList<SeatedTable> &tables,
                               int round,
                               PaperDocument::SlipLayout layout = PaperDocument::SlipLayout::AsManyAsFit,
                               const QLocale &locale = QLocale());

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
