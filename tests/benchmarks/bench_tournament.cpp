// The tournament database at the size of a large championship: 2,000 players,
// 8 rounds at tables of 4 and 3. Prints how long importing, opening with the
// standings, and saving one table (durably) take. Not a test.
//   bench_tournament [PLAYERS] [--instructions]   (under callgrind, run.sh)
#include "../storepass.h"
#include "bigtournament.h"
#include "instructions.h"
#include "tournament/ranking.h"
#include "tournament/results.h"
#include "tournament/tournament.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <cstdlib>

using namespace ctd;

namespace {

int kPlayers = 2000; // or the first argument
constexpr int kRounds = 8;

double ms(const QElapsedTimer &timer)
{
    return double(timer.nsecsElapsed()) / 1e6;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    if (argc > 1)
        kPlayers = std::max(100, std::atoi(argv[1]));
    // Counting: only what is counted, and 3 runs of the quick_check.
    const bool counting = bench::instructions::enable(argc, argv);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("championship.sqlite"));
    const QList<TableSheet> sheets = bench::bigTournament(kPlayers, kRounds, 20240518);
    std::printf("tournament: %d players, %d rounds, %lld tables\n", kPlayers, kRounds,
                qlonglong(sheets.size()));

    DbError e;
    QElapsedTimer timer;
    {
        Tournament t;
        timer.start();
        QList<Problem> problems;
        if (!t.open(path, &e) || !t.results().importResults(testPass(), sheets, &problems, &e)) {
            std::fprintf(stderr, "import failed: %s\n", qPrintable(e.message));
            return 1;
        }
        std::printf("import (one transaction, new file):        %8.1f ms\n", ms(timer));
    }
    {
        Tournament t;
        timer.start();
        bench::instructions::start();
        const bool open = t.open(path, &e);
        bench::instructions::stop("open (its quick_check included)");
        if (!open)
            return 1;
        const double opened = ms(timer);
        const QList<StandingsRow> rows = t.ranking().standings();
        std::printf("open:                                      %8.1f ms\n", opened);
        std::printf("open + standings (%lld rows):              %8.1f ms\n", qlonglong(rows.size()),
                    ms(timer));
        timer.start();
        t.ranking().standings(4);
        std::printf("standings after round 4 (open file):       %8.1f ms\n", ms(timer));

        // A correction of one table, as the desk saves it: one durable commit.
        const int runs = 20;
        QList<double> times;
        for (int i = 0; i < runs; ++i) {
            QList<PlayerLine> lines = t.results().sheet(kRounds, 20)->lines;
            lines[0].settlements = 2 + (lines[0].settlements - 1) % 4;
            timer.start();
            bench::instructions::start();
            const bool saved = t.results().saveSheet(testPass(), kRounds, 20, lines, false, &e);
            bench::instructions::stop("save one table (synchronous=FULL)");
            if (!saved) {
                std::fprintf(stderr, "save failed: %s\n", qPrintable(e.message));
                return 1;
            }
            times.append(ms(timer));
        }
        std::sort(times.begin(), times.end());
        std::printf("save one table (synchronous=FULL), median: %8.2f ms (max %.2f ms, %d saves)\n",
                    times[runs / 2], times.last(), runs);
    }
    if (!counting) {
        Tournament t;
        timer.start();
        if (!t.openReadOnly(path, &e))
            return 1;
        t.ranking().standings();
        std::printf("read-only open + standings (command line): %8.1f ms\n", ms(timer));
    }
    {
        // What checking the file costs (README, "Tournament file"): SQLite's
        // checks, median of 11, beside a floor of reading every result line.
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("bench"));
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (!db.open())
            return 1;
        auto median = [&db, counting](const QString &sql, const char *counted = nullptr) {
            QList<double> times;
            for (int i = 0; i < (counting ? 3 : 11); ++i) {
                QElapsedTimer t;
                t.start();
                if (counted)
                    bench::instructions::start();
                QSqlQuery q(db);
                q.exec(sql);
                while (q.next()) { }
                if (counted)
                    bench::instructions::stop(counted);
                times.append(ms(t));
            }
            std::sort(times.begin(), times.end());
            return times[times.size() / 2];
        };
        const double floor = counting
            ? 1
            : median(QStringLiteral("SELECT sum(settlements + cities) FROM sheet_line"));
        const double quick =
            median(QStringLiteral("PRAGMA quick_check(1)"), "PRAGMA quick_check (on every open)");
        const double full = counting ? 1 : median(QStringLiteral("PRAGMA integrity_check(1)"));
        std::printf("floor: read every sheet line, median:      %8.1f ms\n", floor);
        std::printf("PRAGMA quick_check (on every open), median: %7.1f ms (%.1f x the floor)\n",
                    quick, quick / floor);
        std::printf("PRAGMA integrity_check, median:            %8.1f ms (%.1f x the floor)\n",
                    full, full / floor);
        std::printf("file size: %lld KiB\n", QFileInfo(path).size() / 1024);
    }
    QSqlDatabase::removeDatabase(QStringLiteral("bench"));
    return 0;
}
