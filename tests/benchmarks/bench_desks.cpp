// Several desks on one tournament: how long from one desk's save of a table
// until another desk shows it, with 2,000 players, on a local PostgreSQL
// server (started here, durable like a real one) and in a file. Prints the
// median and the worst of 200 saves, each with its ratio to a floor measured
// in the same run: one read of the sheet over the same connection. Not a test.
//   build/release/tests/benchmarks/bench_desks
#include "../pgserver.h"
#include "../storepass.h"
#include "bigtournament.h"
#include "tournament/results.h"
#include "tournament/tournament.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QSignalSpy>

#include <algorithm>
#include <cstdio>

using namespace ctd;

namespace {

constexpr int kPlayers = 2000;
constexpr int kRounds = 3;
constexpr int kSaves = 200;

double ms(const QElapsedTimer &timer)
{
    return double(timer.nsecsElapsed()) / 1e6;
}

struct Figures
{
    double median = 0;
    double worst = 0;
};

Figures figures(QList<double> v)
{
    std::sort(v.begin(), v.end());
    return {v.at(v.size() / 2), v.last()};
}

// The desk `here` corrects 200 tables of the last round one after the other;
// `there` shows each table once it has the new version: on a server when the
// change is announced to it, on a file (one desk writes it; another program
// reads) at once.
bool measure(Tournament &here, Tournament &there, bool server, QList<double> *took,
             QList<double> *floor)
{
    QSignalSpy seen(there.notifier(), &Notifier::sheetSaved);
    for (int k = 0; k < kSaves; ++k) {
        const int table = k + 1;
        QList<PlayerLine> lines = here.results().sheet(kRounds, table)->lines;
        // A draft may break a rule: any change is a new version.
        lines[0].roads = lines[0].roads == 15 ? 14 : lines[0].roads + 1;
        DbError e;
        QElapsedTimer timer;
        timer.start();
        if (!here.results().saveSheet(testPass(), kRounds, table, lines, true, &e)) {
            std::fprintf(stderr, "save failed: %s\n", qPrintable(e.message));
            return false;
        }
        if (server) {
            while (seen.isEmpty())
                QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
            seen.clear();
        }
        const std::optional<StoredSheet> shown = there.results().sheet(kRounds, table);
        took->append(ms(timer));
        if (!shown || shown->lines != lines) {
            std::fprintf(stderr, "the other desk shows another sheet\n");
            return false;
        }
        timer.restart();
        there.results().sheet(kRounds, table);
        floor->append(ms(timer));
    }
    return true;
}

void print(const char *what, const QList<double> &took, const QList<double> &floor)
{
    const Figures t = figures(took), f = figures(floor);
    std::printf("%-8s save until the other desk shows it: median %7.2f ms (%5.1f x floor), "
                "worst %7.2f ms; floor (one read of the sheet): median %5.2f ms\n",
                what, t.median, t.median / f.median, t.worst, f.median);
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QList<TableSheet> sheets = bench::bigTournament(kPlayers, kRounds, 20240518);
    std::printf("tournament: %d players, %d rounds, %lld tables; %d saves, one table each\n",
                kPlayers, kRounds, qlonglong(sheets.size()), kSaves);
    test::PgServer pg;
    QString why;
    if (!pg.start(&why, true) || !pg.createDatabase(QStringLiteral("bench"), &why)) {
        std::fprintf(stderr, "no server: %s\n", qPrintable(why));
        return 1;
    }
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("bench.sqlite"));
    for (const QString &place : {pg.address(QStringLiteral("bench")), file}) {
        const bool server = place != file;
        DbError e;
        QList<Problem> problems;
        {
            Tournament t;
            if (!t.open(place, &e)
                || !t.results().importResults(testPass(), sheets, &problems, &e)) {
                std::fprintf(stderr, "import failed: %s\n", qPrintable(e.message));
                return 1;
            }
        }
        Tournament here, there;
        const bool opened = here.open(place, &e)
            && (server ? there.open(place, &e) : there.openReadOnly(place, &e));
        if (!opened) {
            std::fprintf(stderr, "open failed: %s\n", qPrintable(e.message));
            return 1;
        }
        QList<double> took, floor;
        if (!measure(here, there, server, &took, &floor))
            return 1;
        print(server ? "server:" : "file:", took, floor);
    }
    return 0;
}
