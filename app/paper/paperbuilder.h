#pragma once

#include "paperdocument.h"

#include "files/figures.h"
#include "scoring/board.h"
#include "scoring/stages.h"
#include "tournament/tournament.h"

#include <QCoreApplication>
#include <QLocale>

namespace ctd {

/// Builds the documents that leave the desk from plain data, so that the desk
/// and catan-desk-cli print the same pages without a database or widgets.
/// Numbers and dates follow `locale` (2,50 in German).
class PaperBuilder
{
    Q_DECLARE_TR_FUNCTIONS(PaperBuilder)

public:
    /// Standings after a round, in rank order.
    static PaperDocument standings(const TournamentInfo &info, const QList<StandingsRow> &rows,
                                   int afterRound, const QLocale &locale = QLocale());
    /// A round's seating, one line per table, seats in turn order; the
    /// players marked absent for the round (`absent`, names) after the tables.
    static PaperDocument seatingByTable(const TournamentInfo &info,
                                        const QList<SeatedTable> &tables, int round,
                                        const QLocale &locale = QLocale(),
                                        const QStringList &absent = {});
    /// A round's seating by player name ("where do I sit"), alphabetical; an
    /// absent player's line says so.
    static PaperDocument seatingByName(const TournamentInfo &info, const QList<SeatedTable> &tables,
                                       int round, const QLocale &locale = QLocale(),
                                       const QStringList &absent = {});
    /// One result slip per table: the players' names and the sheet's empty
    /// fields, and the table's report code where `codes` (by table) has one.
    static PaperDocument
    slips(const TournamentInfo &info, const QList<SeatedTable> &tables, int round,
          PaperDocument::SlipLayout layout = PaperDocument::SlipLayout::AsManyAsFit,
          const QLocale &locale = QLocale(), const QMap<int, QString> &codes = {});
    // paperboard.cpp ----------------------------------------------------------
    /// The round's board on a page of its own, with each resource's pips and the seed.
    static PaperDocument board(const TournamentInfo &info, const board::Board &b, int round,
                               const QLocale &locale = QLocale());
    /// "Pips: Wood 12 · Sheep 10 · …", in the language and the locale's digits.
    static QString boardPips(const board::Board &b, const QLocale &locale = QLocale());

    /// A report code as printed: two groups of four ("K7QM-2PXA").
    static QString printedCode(const QString &code);
    /// The words beside a slip's report code: what it is for and where to
    /// type it; `address` is the players' page's /report address while the
    /// page is shared (then with a QR code beside), else empty.
    static QString reportCodeNote(const QString &code, const QString &address);

    // paperstages.cpp ---------------------------------------------------------
    /// Every seated round at once (a planned schedule): round, table and the
    /// seats in turn order, seat 1 starting; `tables` by round, round 1 first.
    static PaperDocument schedule(const TournamentInfo &info,
                                  const QList<QList<SeatedTable>> &tables, const StageMap &stages,
                                  const QLocale &locale = QLocale());
    /// The note printed with the standings after `afterRound` (< 0: all rounds)
    /// when the director chose a semi-final's or final's players against the
    /// cut: the round and the reason they recorded, a line each.
    static QString cutNote(const StageMap &stages, const QHash<int, QString> &overruled,
                           int afterRound);
};

} // namespace ctd
