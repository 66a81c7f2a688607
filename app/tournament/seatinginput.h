#pragma once
// What a seating is given, read from a tournament in one place for the desk,
// the command line and the plan of all rounds: who plays, the pairs kept
// apart, the rounds seated before, and a cut's tables.

#include "tournament.h"

#include "scoring/seating/seating.h"

#include <QList>
#include <QStringList>

namespace ctd {

/// The players a draw of `round` seats, by name: not dropped, not
/// disqualified by the referees, not marked absent for the round at the
/// check-in, and not out at the no-win cut (nowincut.h); late ones are simply
/// players.
QList<qint64> playersToSeat(const Tournament &t, int round, DbError *error = nullptr);

/// The seating engine's input for rounds `first` to `last` of a tournament
/// (one round: `last` = `first`; the plan: every round from the first not
/// played); the seed and the search's limits are the caller's.
/// - players: playersToSeat(`first`); with SeatingMode::ByStandings in the
///   order of the standings after round `first` - 1, the leader first, those
///   not in them last;
/// - keepApart: every pair kept apart, and every pair of teammates
///   (seatingApartPairs(), teams.h);
/// - fixedTables: every player's fixed table (Roster::fixedTables());
/// - history: every seated round outside `first`..`last`, in order: the
///   rounds before, and the later ones when an earlier round is seated again.
/// A failed read sets `error` and gives an empty input.
SeatingInput seatingInputFor(const Tournament &t, int first, int last, SeatingMode mode,
                             DbError *error);

/// The same for a schedule of rounds `first` to `last` seated at once.
ScheduleInput scheduleInputFor(const Tournament &t, int first, int last, DbError *error);

/// The tables of a cut (docs/rules.md §9) as the rules propose them, each in
/// seat order: from the preliminary standings without the dropped players,
/// and for a final after a semi-final from the results of its tables. Empty
/// when it cannot be formed; a failed read sets `error` and gives none.
QList<QStringList> cutTablesFor(const Tournament &t, Stage stage, DbError *error);

} // namespace ctd
