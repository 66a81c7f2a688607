// Prints how long the printed documents of a 2,000-player tournament take to
// build and write as PDF, and how big the files are. Not a test.
//   bench_paper [PLAYERS] [--instructions]   (under callgrind: one run each)
#include "instructions.h"
#include "paper/paperbuilder.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QGuiApplication>
#include <QTemporaryDir>

#include <cstdio>
#include <cstdlib>

using namespace ctd;

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    const int runs = bench::instructions::enable(argc, argv) ? 1 : 3;
    const int players = argc > 1 ? std::max(8, std::atoi(argv[1])) : 2000;
    QList<StandingsRow> rows;
    QStringList names;
    for (int i = 0; i < players; ++i) {
        StandingsRow r;
        r.rank = i + 1;
        r.player = QStringLiteral("Player %1").arg(i, 4, 10, QLatin1Char('0'));
        r.roundPointsTwelfths = (players - i) * 5;
        r.vp = 20 + i % 50;
        r.vpShare = Fraction(r.vp, 3 * r.vp + 7);
        r.tables = 8;
        rows.append(r);
        names.append(r.player);
    }
    QList<SeatedTable> tables;
    for (int i = 0; i < players; i += 4)
        tables.append({1, int(tables.size()) + 1, {}, names.mid(i, 4), SheetState::None});
    const TournamentInfo info{QStringLiteral("Benchmark Open"), QDate(2024, 6, 1),
                              RuleSet::standard()};

    QTemporaryDir dir;
    struct Case
    {
        const char *name;
        PaperDocument doc;
    };
    const Case cases[] = {
        {"standings", PaperBuilder::standings(info, rows, 8)},
        {"seating by table", PaperBuilder::seatingByTable(info, tables, 1)},
        {"seating by name", PaperBuilder::seatingByName(info, tables, 1)},
        {"result slips", PaperBuilder::slips(info, tables, 1)},
    };
    std::printf("%d players, A4, median of 3 runs\n", players);
    for (const Case &c : cases) {
        QList<qint64> ms;
        const QString path = dir.filePath(QStringLiteral("doc.pdf"));
        for (int run = 0; run < runs; ++run) {
            QElapsedTimer timer;
            timer.start();
            QString error;
            bench::instructions::start();
            const bool written = writePdf(c.doc, path, QPageSize(QPageSize::A4), &error);
            bench::instructions::stop(c.name);
            if (!written) {
                std::fprintf(stderr, "%s\n", qPrintable(error));
                return 1;
            }
            ms.append(timer.elapsed());
        }
        std::sort(ms.begin(), ms.end());
        std::printf("  %-18s %6lld ms  %8lld bytes\n", c.name,
                    static_cast<long long>(ms[ms.size() / 2]),
                    static_cast<long long>(QFileInfo(path).size()));
    }
    return 0;
}
