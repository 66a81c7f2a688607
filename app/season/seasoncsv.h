#pragma once
// The season standings as CSV (docs/formats.md, "Seasons").

#include "seasonreader.h"

#include "files/csv.h"

#include <QByteArray>
#include <QCoreApplication>

namespace ctd {

class SeasonCsv
{
    Q_DECLARE_TR_FUNCTIONS(SeasonCsv)

public:
    /// rank,player,points,tournaments,counted,best_rank: one row a player in rank order.
    static QByteArray standings(const SeasonData &season,
                                CsvWriter::Dialect dialect = CsvWriter::Dialect::Machine);
    /// player,tournament,rank,points,counted: one row for each result, players
    /// in rank order, each one's tournaments in the season's order.
    static QByteArray detail(const SeasonData &season,
                             CsvWriter::Dialect dialect = CsvWriter::Dialect::Machine);
};

} // namespace ctd
