// A season of 50 tournaments of 200 players (docs/seasons.md): how long the
// season's standings take beside the sum of reading the 50 tournaments'
// standings alone, and the season's rules alone. Prints figures; not a test.
//   bench_season [TOURNAMENTS] [PLAYERS] [--instructions]   (under callgrind, run.sh)
#include "../storepass.h"
#include "bigtournament.h"
#include "instructions.h"
#include "season/seasonfile.h"
#include "season/seasonreader.h"
#include "tournament/ranking.h"
#include "tournament/results.h"
#include "tournament/tournament.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <cstdlib>

using namespace ctd;

namespace {

constexpr int kRounds = 5;

double ms(const QElapsedTimer &timer)
{
    return double(timer.nsecsElapsed()) / 1e6;
}

double median(QList<double> times)
{
    std::sort(times.begin(), times.end());
    return times.at(times.size() / 2);
}

// Tournament k's players: a window of a pool five times the field, so that
// players meet again across the season as they do at real ones.
QString seasonName(const QString &name, int k, int players)
{
    const int i = name.mid(7).toInt();
    return QStringLiteral("Player %1").arg((i + k * 37) % (5 * players), 5, 10, QLatin1Char('0'));
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const bool counting = bench::instructions::enable(argc, argv);
    QList<int> sizes;
    for (int i = 1; i < argc; ++i) {
        if (argv[i][0] != '-')
            sizes.append(std::atoi(argv[i]));
    }
    const int tournaments = std::max(1, sizes.value(0, 50));
    const int players = std::max(12, sizes.value(1, 200));

    QTemporaryDir dir;
    SeasonFile season;
    season.name = QStringLiteral("Benchmark season");
    season.rules.points = {100, 80, 65, 55, 50, 45, 40, 36, 32, 29, 26, 24, 22, 20, 18, 16};
    season.rules.best = 3;
    season.rules.minPlayers = 8;
    QStringList paths;
    for (int k = 0; k < tournaments; ++k) {
        QList<TableSheet> sheets = bench::bigTournament(players, kRounds, 20260000 + quint64(k));
        for (TableSheet &s : sheets) {
            for (PlayerLine &line : s.lines)
                line.name = seasonName(line.name, k, players);
        }
        const QString name = QStringLiteral("t%1.sqlite").arg(k + 1, 2, 10, QLatin1Char('0'));
        paths.append(dir.filePath(name));
        Tournament t;
        DbError e;
        QList<Problem> problems;
        if (!t.open(paths.last(), &e)
            || !t.results().importResults(testPass(), sheets, &problems, &e)) {
            std::fprintf(stderr, "import failed: %s\n", qPrintable(e.message));
            return 1;
        }
        season.tournaments.append(SeasonEntry{name, 0});
    }
    const QString seasonPath = dir.filePath(QStringLiteral("season.txt"));
    QString reason;
    if (!SeasonFileText::save(seasonPath, season, &reason))
        return 1;
    std::printf("season: %d tournaments x %d players, %d rounds each\n", tournaments, players,
                kRounds);

    const int runs = counting ? 3 : 5;
    QList<double> alone, whole, rules;
    qsizetype rows = 0;
    for (int run = 0; run < runs; ++run) {
        // The floor: each tournament's standings read as `--db FILE standings` reads them.
        QElapsedTimer timer;
        timer.start();
        bench::instructions::start();
        for (const QString &path : std::as_const(paths)) {
            Tournament t;
            DbError e;
            if (!t.openReadOnly(path, &e) || t.ranking().standings(-1, &e).isEmpty())
                return 1;
        }
        bench::instructions::stop("the tournaments' standings alone");
        alone.append(ms(timer));

        timer.start();
        bench::instructions::start();
        SeasonFile read;
        QList<SeasonFileProblem> problems;
        if (!SeasonFileText::read(seasonPath, &read, &problems))
            return 1;
        const SeasonData data = SeasonReader::read(read, seasonPath);
        bench::instructions::stop("the season (file, tournaments, standings)");
        whole.append(ms(timer));
        if (!data.allRead())
            return 1;
        rows = data.standings.rows.size();

        // The rules alone, on the places already read.
        QList<SeasonTournament> places;
        for (const QString &path : std::as_const(paths)) {
            SeasonTournament one;
            QString name, why;
            if (!SeasonReader::readTournament(path, &one, &name, &why))
                return 1;
            places.append(one);
        }
        timer.start();
        bench::instructions::start();
        const SeasonStandings s = computeSeason(read.rules, places);
        bench::instructions::stop("the season's rules alone");
        rules.append(ms(timer));
        if (s.rows.size() != rows)
            return 1;
    }
    const double a = median(alone), w = median(whole), r = median(rules);
    std::printf("the tournaments' standings alone, median: %8.1f ms (%d read-only opens)\n", a,
                tournaments);
    std::printf("the season, median:                       %8.1f ms (%.2f x the standings alone; "
                "%lld players)\n",
                w, w / a, qlonglong(rows));
    std::printf("the season's rules alone, median:         %8.2f ms (%d results)\n", r,
                tournaments * players);
    return 0;
}
