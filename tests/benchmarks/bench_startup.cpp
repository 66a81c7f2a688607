// The desk's start-up as a whole process, and its floor. One program, so that
// both load exactly the same libraries (Qt Core, Gui, Widgets, Sql,
// PrintSupport and the desk's own):
//   bench_startup --make FILE [PLAYERS]  builds a tournament (7 rounds with
//                                        results, round 8 seated) and exits
//   bench_startup FILE                   the desk's window on FILE, shown and
//                                        painted, then exits at once
//   bench_startup --bare                 the floor: a bare QMainWindow, shown
//                                        and painted, then exits
//   bench_startup --text                 a second floor: the same window with a
//                                        menu bar and a line of text, so that it
//                                        loads the fonts as any window with text
//   bench_startup --loaded FILE          the desk on FILE until every page and the
//                                        standings are loaded, then exits (for the
//                                        memory the desk takes at that size)
// The caller times the process (tests/benchmarks/run.sh). Not a test.
#include "../storepass.h"
#include "bigtournament.h"
#include "scoring/seating/seating.h"
#include "standings/standingsview.h"
#include "tournament/results.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"
#include "tournament/tournament.h"
#include "window/mainwindow.h"
#include "window/startupwarmup.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QLabel>
#include <QMainWindow>
#include <QMenuBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>
#include <QWindow>

#include <cstdio>
#include <cstdlib>
#include <cstring>

using namespace ctd;

namespace {

bool makeTournament(const QString &path, int players)
{
    Tournament t;
    DbError e;
    if (!t.open(path, &e) || !t.roster().addPlayers(testPass(), bench::playerNames(players), &e))
        return false;
    QList<Problem> problems;
    if (!t.results().importResults(testPass(), bench::bigTournament(players, 7, 7), &problems, &e))
        return false;
    SeatingInput in;
    for (const Player &p : t.roster().players())
        in.players.append(p.id);
    in.seed = 8;
    in.workBudget = 20000;
    const SeatingResult seated = seatRound(in);
    return seated.ok && t.rounds().addRound(testPass(), seated.tables, &e);
}

// Start-up ends with the window's first paint: the process ends as soon as
// the event that painted the window (an expose of its window, or an update
// request, to the window or to the widget) was handled, the same way for the
// desk and its floor, without closing the window and without running what
// comes after in the event loop (the desk's steps after its first paint, a
// worker's standings), which a run on a slower machine would reach and
// another would not.
class FirstPaint : public QObject
{
public:
    explicit FirstPaint(QWidget *widget)
        : m_widget(widget)
    {
        m_widget->installEventFilter(this);
        m_widget->show();
        m_widget->windowHandle()->installEventFilter(this);
    }

    bool painted() const { return m_painted; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        const QEvent::Type type = event->type();
        if (watched == m_widget && type == QEvent::Paint) {
            m_painted = true; // the widget's own paint, part of the window's
            return false;
        }
        const bool paints = type == QEvent::UpdateRequest
            || (watched != m_widget && (type == QEvent::Expose || type == QEvent::Paint));
        if (m_inside || !paints)
            return false;
        // Handled here, through the filters and the handler it would reach,
        // so that the process can end right after it.
        m_inside = true;
        QCoreApplication::sendEvent(watched, event);
        m_inside = false;
        if (m_painted) {
            std::fflush(stdout);
            std::_Exit(0);
        }
        return true;
    }

private:
    QWidget *m_widget;
    bool m_painted = false;
    bool m_inside = false;
};

[[noreturn]] void showPaintAndEnd(QWidget *window)
{
    const FirstPaint first(window);
    // A timer wakes the wait now and then, so that a window never painted
    // ends the process after 30 s instead of waiting for ever.
    QTimer wake;
    wake.start(100);
    QElapsedTimer waited;
    waited.start();
    while (!first.painted() && waited.elapsed() < 30000)
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
    std::fflush(stdout);
    std::_Exit(first.painted() ? 0 : 1);
}

} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    if (argc >= 3 && std::strcmp(argv[1], "--make") == 0) {
        const int players = argc >= 4 ? std::atoi(argv[3]) : 2000;
        return makeTournament(QString::fromLocal8Bit(argv[2]), players) ? 0 : 1;
    }
    if (argc == 2 && std::strcmp(argv[1], "--bare") == 0) {
        QMainWindow window;
        window.resize(1200, 800);
        showPaintAndEnd(&window);
    }
    if (argc == 2 && std::strcmp(argv[1], "--text") == 0) {
        QMainWindow window;
        window.menuBar()->addMenu(QStringLiteral("File"));
        window.setCentralWidget(new QLabel(QStringLiteral("Round 8, table 1")));
        window.resize(1200, 800);
        showPaintAndEnd(&window);
    }
    if (argc == 3 && std::strcmp(argv[1], "--loaded") == 0) {
        QSettings().clear();
        StartUpWarmUp warmUp;
        MainWindow window;
        window.openTournament(QString::fromLocal8Bit(argv[2]));
        window.show();
        if (!QTest::qWaitForWindowExposed(&window))
            return 1;
        auto *standings = window.findChild<StandingsView *>(QStringLiteral("roundStandings"));
        const auto waiting = [&] {
            return window.isLoading() || !standings || standings->isPending();
        };
        QElapsedTimer timer;
        timer.start();
        while (waiting() && timer.elapsed() < 60000)
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
        std::fflush(stdout);
        std::_Exit(waiting() ? 1 : 0);
    }
    if (argc == 2) {
        QSettings().clear();
        // As catan-desk's main() does.
        StartUpWarmUp warmUp;
        MainWindow window;
        window.openTournament(QString::fromLocal8Bit(argv[1]));
        showPaintAndEnd(&window);
    }
    std::fprintf(
        stderr,
        "usage: bench_startup --make FILE [PLAYERS] | FILE | --loaded FILE | --bare | --text\n");
    return 2;
}
