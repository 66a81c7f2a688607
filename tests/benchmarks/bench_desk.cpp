// The desk at the size of a large championship: 2,000 players, 7 rounds with
// results and round 8 seated. Prints the time from start to a shown window
// on that tournament (and until its standings, read on a worker thread, are
// on screen), from a keystroke in the sheet to updated totals, and
// from saving a table to the next table on screen (with the standings after
// the round recomputed). Not a test; runs offscreen unless told otherwise.
//   bench_desk [PLAYERS]                   the times
//   bench_desk [PLAYERS] --instructions    under callgrind (run.sh): the
//       instructions of a keystroke and of a save, without the start-ups
//   bench_desk PLAYERS --file FILE         on a copy of FILE, a tournament of
//       that many players that `bench_startup --make` built, instead of
//       building one
#include "../storepass.h"
#include "bigtournament.h"
#include "instructions.h"
#include "rounds/resultspanel.h"
#include "scoring/seating/seating.h"
#include "sheet/sheeteditor.h"
#include "standings/standingsmodel.h"
#include "standings/standingsview.h"
#include "tournament/results.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"
#include "tournament/tournament.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cstdio>
#include <cstdlib>

using namespace ctd;

namespace {

int kPlayers = 2000; // or the first argument
constexpr int kRoundsDone = 7;

bool makeTournament(const QString &path)
{
    Tournament t;
    DbError e;
    if (!t.open(path, &e))
        return false;
    if (!t.roster().addPlayers(testPass(), bench::playerNames(kPlayers), &e))
        return false;
    const QList<TableSheet> sheets = bench::bigTournament(kPlayers, kRoundsDone, 7);
    QList<Problem> problems;
    if (!t.results().importResults(testPass(), sheets, &problems, &e))
        return false;
    SeatingInput in;
    for (const Player &p : t.roster().players())
        in.players.append(p.id);
    in.seed = 8;
    in.workBudget = 20000; // a quick draw: the seating is not what is measured
    const SeatingResult seated = seatRound(in);
    return seated.ok && t.rounds().addRound(testPass(), seated.tables, &e);
}

double median(QList<double> v)
{
    std::sort(v.begin(), v.end());
    return v.isEmpty() ? 0.0 : v.at(v.size() / 2);
}

double ms(const QElapsedTimer &timer)
{
    return double(timer.nsecsElapsed()) / 1e6;
}

} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const bool given = app.arguments().contains(QStringLiteral("--file"));
    if (argc > 1) // a tournament built here has 100 players at least
        kPlayers = given ? std::atoi(argv[1]) : std::max(100, std::atoi(argv[1]));
    const bool counting = bench::instructions::enable(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("championship.sqlite"));
    QElapsedTimer timer;
    timer.start();
    const QStringList args = app.arguments();
    const qsizetype file = args.indexOf(QStringLiteral("--file"));
    const bool made =
        given && file + 1 < args.size() ? QFile::copy(args[file + 1], path) : makeTournament(path);
    if (!made) {
        std::fprintf(stderr, "bench_desk: could not build the tournament\n");
        return 1;
    }
    std::printf(
        "tournament: %d players, %d rounds with results, round %d seated (built in %.0f ms)\n",
        kPlayers, kRoundsDone, kRoundsDone + 1, ms(timer));

    // Start-up: window created, tournament opened, window shown and painted.
    QList<double> startup;
    for (int run = 0; run < 5 && !counting; ++run) {
        timer.restart();
        MainWindow window;
        window.openTournament(path);
        window.show();
        if (!QTest::qWaitForWindowExposed(&window))
            return 1;
        QCoreApplication::processEvents();
        startup.append(ms(timer));
    }
    if (!counting)
        std::printf("start-up to a shown window: median %.0f ms of 5 (min %.0f, max %.0f)\n",
                    median(startup), *std::min_element(startup.begin(), startup.end()),
                    *std::max_element(startup.begin(), startup.end()));

    // A new window on the tournament, shown, until stillWaiting() says no more
    // (30 s at the most): five times, the milliseconds of each; empty if the
    // window did not show or was still waiting.
    const auto until = [&](auto stillWaiting) {
        QList<double> times;
        for (int run = 0; run < 5; ++run) {
            timer.restart();
            MainWindow window;
            window.openTournament(path);
            window.show();
            if (!QTest::qWaitForWindowExposed(&window))
                return QList<double>();
            auto *standings = window.findChild<StandingsView *>(QStringLiteral("roundStandings"));
            while (stillWaiting(window, standings) && timer.elapsed() < 30000)
                QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
            QCoreApplication::processEvents();
            if (stillWaiting(window, standings))
                return QList<double>();
            times.append(ms(timer));
        }
        return times;
    };
    if (!counting) {
        // The standings are read on a worker thread meanwhile: until they are on screen.
        const QList<double> arrived = until([](MainWindow &, StandingsView *standings) {
            return !standings || standings->isPending()
                || standings->model()->rowCount() != kPlayers;
        });
        if (arrived.isEmpty()) {
            std::fprintf(stderr, "bench_desk: the standings did not arrive\n");
            return 1;
        }
        std::printf("start-up until the standings are on screen: median %.0f ms of 5\n",
                    median(arrived));

        // Everything read: the pages that follow the first paint too.
        const QList<double> loaded = until([](MainWindow &window, StandingsView *standings) {
            return window.isLoading() || !standings || standings->isPending();
        });
        if (loaded.isEmpty()) {
            std::fprintf(stderr, "bench_desk: the desk did not finish loading\n");
            return 1;
        }
        std::printf("start-up until every page is loaded: median %.0f ms of 5\n", median(loaded));
    }

    MainWindow window;
    window.openTournament(path);
    window.show();
    QApplication::setActiveWindow(&window);
    if (!QTest::qWaitForWindowActive(&window))
        return 1;
    SheetEditor *editor = window.resultsPanel()->editor();
    if (counting) {
        // Slower under valgrind: the standings' worker finishes first, as
        // it does before the keystrokes when timed.
        auto *standings = window.findChild<StandingsView *>(QStringLiteral("roundStandings"));
        while (standings && standings->isPending())
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
        QCoreApplication::processEvents();
    }

    // Keystroke to totals: a digit typed into a cell, until the sheet has
    // re-scored it and repainted.
    QList<double> keys;
    for (int i = 0; i < 60; ++i) {
        editor->focusFirstCell();
        QWidget *cell = QApplication::focusWidget();
        timer.restart();
        bench::instructions::start();
        QTest::keyClick(cell, Qt::Key(Qt::Key_2 + i % 3));
        QCoreApplication::processEvents();
        bench::instructions::stop("a keystroke to updated totals (with repaint)");
        keys.append(ms(timer));
    }
    std::printf("keystroke to updated totals (with repaint): median %.2f ms of 60\n", median(keys));

    // Save and next table: a valid sheet saved durably, the overview and the
    // standings after round 8 (2,000 players) refreshed, the next sheet shown.
    QList<double> saves;
    for (int i = 0; i < 10; ++i) {
        const int table = editor->table();
        editor->focusFirstCell();
        for (int seat = 0; seat < 4; ++seat) {
            for (const char *n : {"2", "1", "0", "0", "5", "=2"}) {
                QWidget *w = QApplication::focusWidget();
                QTest::keyClicks(w, QString::fromLatin1(n[0] == '=' ? n + 1 : n));
                if (n[0] != '=' || seat < 3)
                    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            }
        }
        timer.restart();
        bench::instructions::start();
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        QCoreApplication::processEvents();
        bench::instructions::stop("save a table to the next table on screen");
        saves.append(ms(timer));
        if (editor->table() == table) {
            std::fprintf(stderr, "bench_desk: table %d was not saved\n", table);
            return 1;
        }
    }
    std::printf("save a table to the next table on screen: median %.0f ms of 10\n", median(saves));
    return 0;
}
