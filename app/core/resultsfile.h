#pragma once

#include "csv.h"
#include "ruleset.h"
#include "sheet.h"
#include "standings.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace ctd {

/// One table's sheet, as read from a file or kept in a tournament.
struct TableSheet
{
    int round = 0;
    int table = 0;
    QList<PlayerLine> lines;   ///< seat order
    QList<int> fileLines;      ///< per seat: the line in the file it came from (0: none)
};

/// A problem with a results file or its sheets, as FORMATS.md prints it.
struct Problem
{
    int line = 0;     ///< 0: no line applies
    int round = 0;    ///< 0: unknown
    int table = 0;
    QString player;   ///< empty for a whole-table or file problem
    QString code;     ///< SPEC.md's code or a file code (csv_syntax, missing_column, …)
    QString message;  ///< translated

    /// "error: LINE: round R, table T, player NAME: CODE: message"
    QString format() const;
};

/// The sheets of a results file and every problem found in it.
struct ResultsData
{
    QList<TableSheet> tables;   ///< ordered by round, then table
    QList<Problem> problems;    ///< ordered by line
    QList<TableScore> scores;   ///< the valid sheets, scored once while checking
};

/// Reads a results file (FORMATS.md) and checks every sheet by SPEC.md,
/// including that nobody plays twice in one round.
ResultsData readResultsFile(const QByteArray &bytes, const RuleSet &rules = RuleSet::standard());

/// Checks sheets by SPEC.md: every rule of each sheet and no player twice in a
/// round. The scores of the valid sheets go to `scores` if given.
QList<Problem> checkSheets(const QList<TableSheet> &tables, const RuleSet &rules,
                           QList<TableScore> *scores = nullptr);

/// One valid sheet's scores.
TableScore tableScore(const TableSheet &sheet, const SheetResult &result);

/// The scores of valid sheets, for the standings.
QList<TableScore> scoreTables(const QList<TableSheet> &tables, const RuleSet &rules);

/// Every name at any table, in first-seen order.
QStringList playersOf(const QList<TableSheet> &tables);

/// Table results (FORMATS.md): round,table,player,vp,largest_army,longest_road,place,round_points.
QByteArray writeTableResults(const QList<TableSheet> &tables, const RuleSet &rules,
                             CsvWriter::Dialect dialect = CsvWriter::Dialect::Machine);

/// A results file that reads back in: the input columns, then the computed ones.
QByteArray writeResultsFile(const QList<TableSheet> &tables, const RuleSet &rules,
                            CsvWriter::Dialect dialect = CsvWriter::Dialect::Machine);

/// Standings (FORMATS.md): rank,player,round_points,vp,vp_share,tables.
QByteArray writeStandings(const QList<StandingsRow> &rows,
                          CsvWriter::Dialect dialect = CsvWriter::Dialect::Machine);

} // namespace ctd
