#pragma once

#include "csv.h"

#include "scoring/round.h"
#include "scoring/ruleset.h"
#include "scoring/stages.h"
#include "scoring/standings.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace ctd {

/// Which scores readResultsFile() keeps of the scoring it does while checking:
/// the tables' for the standings, the seats' for writeTableResults(), or the
/// tables' without their players' names and each seat's player in
/// `scoreSeats`, for computeStandings() with seat players (a file with stages
/// keeps the names as with Tables, and no `scoreSeats`).
enum class ResultsScores { Tables, Seats, TablesBySeat };

/// The sheets of a results file and every problem found in it.
struct ResultsData
{
    QList<TableSheet> tables;      ///< ordered by round, then table
    QList<Problem> problems;       ///< ordered by line
    QList<TableScore> scores;      ///< the valid sheets, scored once while checking
                                   ///< (with ResultsScores::Tables or TablesBySeat)
    QList<PlayerScore> seatScores; ///< with ResultsScores::Seats: every seat of the
                                   ///< readable tables, as checkSheets() gives them
    QStringList players;           ///< the names at the readable tables, first seen first
                                   ///< (without problems: playersOf(tables))
    QList<int> scoreSeats;         ///< with ResultsScores::TablesBySeat and no stages:
                                   ///< every seat of `scores` as its index in `players`
    StageMap stages;               ///< the optional stage column: rounds that are not preliminary
};

/// Reads a results file (docs/formats.md) and checks every sheet by docs/rules.md,
/// including that nobody plays twice in one round, and with a stage column
/// the stages (docs/rules.md §9: stage_order, stage_players).
/// `stagePlayers` false leaves the stage_players check to the caller (an
/// import, whose cut is checked against the whole tournament).
ResultsData readResultsFile(const QByteArray &bytes, const RuleSet &rules = RuleSet::standard(),
                            bool stagePlayers = true, ResultsScores keep = ResultsScores::Tables);

/// Table results (docs/formats.md):
/// round,table,player,vp,largest_army,longest_road,place,round_points.
QByteArray writeTableResults(const QList<TableSheet> &tables, const RuleSet &rules,
                             CsvWriter::Dialect dialect = CsvWriter::Dialect::Machine);
/// The same from a file read with ResultsScores::Seats, without scoring the
/// sheets again (`data.tables` are scored again if some were not readable).
QByteArray writeTableResults(const ResultsData &data, const RuleSet &rules,
                             CsvWriter::Dialect dialect = CsvWriter::Dialect::Machine);

/// A results file that reads back in: the input columns, then the computed
/// ones, then `stage` if any round is a semi-final or final.
QByteArray writeResultsFile(const QList<TableSheet> &tables, const RuleSet &rules,
                            CsvWriter::Dialect dialect = CsvWriter::Dialect::Machine,
                            const StageMap &stages = {});

/// Standings (docs/formats.md): rank,player,round_points,vp,vp_share,tables, and
/// where the rule set ranks by placings first_places,second_places,third_places;
/// then always `adjustment`, the referees' penalties in round points as the
/// shortest decimal ("0" when none, "-1", "-0.5"; EVENTS.md §3); after a final
/// (a row decided by a cut) the columns decided_by,stage_place end them (the
/// spreadsheet's: one, in words). The spreadsheet variant shows its Adjustment
/// column only with `adjustment` (a tournament whose referees' ledger has a
/// penalty).
QByteArray writeStandings(const QList<StandingsRow> &rows,
                          CsvWriter::Dialect dialect = CsvWriter::Dialect::Machine,
                          const RuleSet &rules = RuleSet::standard(), bool adjustment = false);

} // namespace ctd
