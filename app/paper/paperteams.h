#pragma once
// The printed team standings of a team event (docs/rules.md §11).

#include "paperdocument.h"

#include "scoring/teamstandings.h"
#include "tournament/tournament.h"

#include <QLocale>

namespace ctd {

/// The team standings after `afterRound` as a document: rank, team, round
/// points (wins where the rule set counts wins), VP, members and best rank,
/// and the note when the teams' sizes differ.
PaperDocument teamStandingsDocument(const TournamentInfo &info, const TeamStandings &standings,
                                    int afterRound, const QLocale &locale = QLocale());

} // namespace ctd
