#pragma once
// The door on paper (docs/door.md): the list of the players with their
// registration codes, check-in and amounts paid, with the totals; and one
// card per player with the code and its QR code.

#include "paperdocument.h"

#include "tournament/door.h"
#include "tournament/tournament.h"

#include <QLocale>

namespace ctd {

/// One player at the door, as the list and the cards print them.
struct DoorLine
{
    Player player;
    DoorEntry door;
};

/// The players by name: name, team, code, checked in, paid, still owed;
/// the totals under the table.
PaperDocument doorListDocument(const TournamentInfo &info, const QList<DoorLine> &lines,
                               const DoorSettings &settings, const DoorTotals &totals,
                               const QLocale &locale = QLocale());

/// One card per player with a code. `checkInAddress`, when set, is the self
/// check-in page's address ("http://…/c/"): the QR code holds it followed by
/// the code; else the code alone (a scanner at the desk reads either).
PaperDocument doorCardsDocument(const TournamentInfo &info, const QList<DoorLine> &lines,
                                const QString &checkInAddress = QString(),
                                const QLocale &locale = QLocale());

/// The players not dropped, by name, with what the door knows of them.
QList<DoorLine> doorLines(const Tournament &tournament);

/// An amount of hundredths in the locale ("12.50", "12,50").
QString doorAmountText(qint64 hundredths, const QLocale &locale = QLocale());
/// "Players 24 · present 18 · paid 240.00 · still owed 40.00 (entry fee 10.00)"
QString doorTotalsText(const DoorTotals &totals, const DoorSettings &settings,
                       const QLocale &locale = QLocale());

} // namespace ctd
