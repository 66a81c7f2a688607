#pragma once

#include "paperdocument.h"

#include <QLocale>
#include <QUrl>

namespace ctd {

class Tournament;

/// The documents that leave the desk, by what they are for.
enum class PaperKind {
    Standings,
    SeatingByTable,
    SeatingByName,
    Slips,
    Schedule,      ///< every seated round in one document (the planned schedule)
    TeamStandings, ///< a team event's team standings after the round (paperteams.h)
    Board,         ///< the round's board on a page of its own (paperboard.cpp)
};

/// The last round up to `upTo` (all rounds when < 0) whose every table has a
/// complete result; 0 when none has. Standings are printed after this round.
int lastCompleteRound(const Tournament &tournament, int upTo = -1);

/// Builds a document from an open tournament through PaperBuilder: for Standings `round` is the
/// round the standings are after, for the others the round that is seated
/// (Schedule: every round, `round` is not used).
/// The desk and catan-desk-cli both print through here, so they agree.
PaperDocument
buildDocument(const Tournament &tournament, PaperKind kind, int round,
              PaperDocument::SlipLayout layout = PaperDocument::SlipLayout::AsManyAsFit,
              const QLocale &locale = QLocale());

/// Puts a QR code of each slip's report address (`page` with /r/CODE) on
/// the slips of `doc` that have a code.
void addReportCodes(PaperDocument *doc, const QUrl &page);

/// The paper of the region the system is set to, not of the language on
/// screen: Letter where the region measures in inches (the United States),
/// else A4, also for English in the United Kingdom or in Europe and for a
/// system without a region (the C locale).
QPageSize defaultPaper(const QLocale &region = QLocale::system());

} // namespace ctd
