#pragma once

#include "csv.h"

#include "scoring/round.h"
#include "scoring/ruleset.h"
#include "scoring/standings.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace ctd {

/// The sheets of a results file and every problem found in it.
struct ResultsData
{
    QList<TableSheet> tables;   ///< ordered by round, then table
    QList<Problem> problems;    ///< ordered by line
    QList<TableScore> scores;   ///< the valid sheets, scored once while checking
};

/// Reads a results file (docs/formats.md) and checks every sheet by docs/rules.md,
/// including that nobody plays twice in one round.
ResultsData readResultsFile(const QByteArray &bytes, const RuleSet &rules = RuleSet::standard());

/// Table results (docs/formats.md): round,table,player,vp,largest_army,longest_road,place,round_points.
QByteArray writeTableResults(const QList<TableSheet> &tables, const RuleSet &rules,
                             CsvWriter::Dialect dialect = CsvWriter::Dialect::Machine);

/// A results file that reads back in: the input columns, then the computed ones.
QByteArray writeResultsFile(const QList<TableSheet> &tables, const RuleSet &rules,
                            CsvWriter::Dialect dialect = CsvWriter::Dialect::Machine);

/// Standings (docs/formats.md): rank,player,round_points,vp,vp_share,tables.
QByteArray writeStandings(const QList<StandingsRow> &rows,
                          CsvWriter::Dialect dialect = CsvWriter::Dialect::Machine);

} // namespace ctd
