#include "ranksfile.h"

#include "csv.h"

#include <algorithm>

namespace ctd {

QByteArray writeRanks(const RankHistory &history)
{
    CsvWriter csv;
    csv.addRow({QStringLiteral("player"), QStringLiteral("round"), QStringLiteral("rank")});
    QList<qsizetype> order(history.players.size());
    for (qsizetype k = 0; k < history.rounds.size(); ++k) {
        for (qsizetype i = 0; i < order.size(); ++i)
            order[i] = i;
        std::sort(order.begin(), order.end(), [&history, k](qsizetype a, qsizetype b) {
            return history.ranks[a][k] < history.ranks[b][k];
        });
        for (qsizetype i : std::as_const(order)) {
            csv.addField(history.players[i]);
            csv.addNumber(history.rounds[k]);
            csv.addNumber(history.ranks[i][k]);
            csv.endRow();
        }
    }
    return csv.bytes();
}

} // namespace ctd
