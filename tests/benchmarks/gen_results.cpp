// Writes a large, valid results file (docs/formats.md) for the benchmarks:
//   gen_results PLAYERS ROUNDS [SEED] > results.csv
#include "bigtournament.h"
#include "files/csv.h"

#include <QCoreApplication>

#include <cstdio>

using namespace ctd;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int players = args.value(1, QStringLiteral("2000")).toInt();
    const int rounds = args.value(2, QStringLiteral("8")).toInt();
    const quint64 seed = args.value(3, QStringLiteral("1")).toULongLong();
    if (players < 6 || rounds < 1) {
        std::fprintf(stderr, "usage: gen_results PLAYERS ROUNDS [SEED]\n");
        return 2;
    }

    CsvWriter out;
    out.addRow({QStringLiteral("round"), QStringLiteral("table"), QStringLiteral("player"),
                QStringLiteral("settlements"), QStringLiteral("cities"), QStringLiteral("vp_cards"),
                QStringLiteral("knights"), QStringLiteral("roads"), QStringLiteral("longest_road"),
                QStringLiteral("army_first"), QStringLiteral("road_first"),
                QStringLiteral("declared")});
    for (const TableSheet &t : bench::bigTournament(players, rounds, seed)) {
        for (const PlayerLine &p : t.lines) {
            out.addRow({QString::number(t.round), QString::number(t.table), p.name,
                        QString::number(p.settlements), QString::number(p.cities),
                        QString::number(p.vpCards), QString::number(p.knights),
                        QString::number(p.roads), QString::number(p.longestRoad),
                        QString::number(int(p.armyFirst)), QString::number(int(p.roadFirst)),
                        QString::number(int(p.declared))});
        }
    }
    const QByteArray bytes = out.bytes();
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
    return 0;
}
