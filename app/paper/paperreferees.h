#pragma once
// The referees' ledger on paper (docs/rules.md, "Referees").

#include "paperdocument.h"

#include "tournament/roster.h"
#include "tournament/tournament.h"

#include <QLocale>

namespace ctd {

/// Every entry of the ledger, withdrawn ones marked so: number, round,
/// player, decision, round points, reason, time and withdrawal.
PaperDocument refereeLedgerDocument(const TournamentInfo &info, const QList<RefereeEntry> &entries,
                                    const QLocale &locale = QLocale());

/// The columns' titles of the ledger, on paper and at the desk.
QStringList refereeLedgerTitles();
/// One entry's cells, as refereeLedgerTitles() names them.
QStringList refereeLedgerCells(const RefereeEntry &entry, const QLocale &locale = QLocale());

} // namespace ctd
