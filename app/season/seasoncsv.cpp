#include "seasoncsv.h"

namespace ctd {

QByteArray SeasonCsv::standings(const SeasonData &season, CsvWriter::Dialect dialect)
{
    CsvWriter out(dialect);
    out.reserve(64 + 48 * season.standings.rows.size());
    if (dialect == CsvWriter::Dialect::Spreadsheet)
        out.addRow({tr("Rank"), tr("Player"), tr("Points"), tr("Tournaments"), tr("Counted"),
                    tr("Best rank")});
    else
        out.addRow({QStringLiteral("rank"), QStringLiteral("player"), QStringLiteral("points"),
                    QStringLiteral("tournaments"), QStringLiteral("counted"),
                    QStringLiteral("best_rank")});
    for (const SeasonRow &r : season.standings.rows) {
        out.addNumber(r.rank);
        out.addField(r.player);
        out.addNumber(r.points);
        out.addNumber(r.tournaments);
        out.addNumber(r.counted);
        out.addNumber(r.bestRank);
        out.endRow();
    }
    return out.bytes();
}

QByteArray SeasonCsv::detail(const SeasonData &season, CsvWriter::Dialect dialect)
{
    CsvWriter out(dialect);
    if (dialect == CsvWriter::Dialect::Spreadsheet)
        out.addRow({tr("Player"), tr("Tournament"), tr("Rank"), tr("Points"), tr("Counted")});
    else
        out.addRow({QStringLiteral("player"), QStringLiteral("tournament"), QStringLiteral("rank"),
                    QStringLiteral("points"), QStringLiteral("counted")});
    const QStringList labels = season.labels();
    for (const SeasonRow &r : season.standings.rows) {
        for (const SeasonResult &result : r.results) {
            out.addField(r.player);
            out.addField(labels.value(result.tournament));
            out.addNumber(result.rank);
            out.addNumber(result.points);
            out.addNumber(result.counted ? 1 : 0);
            out.endRow();
        }
    }
    return out.bytes();
}

} // namespace ctd
