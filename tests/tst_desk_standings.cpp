// The desk's standings at a tournament large enough to be read on a worker
// thread: the window is usable while they are read, and after every save, an
// undo or a correction of an earlier round they equal the standings read
// afresh from the file (what catan-desk-cli --db FILE standings prints).
#include "benchmarks/bigtournament.h"
#include "desktest.h"
#include "rounds/resultspanel.h"
#include "rounds/seatingpanel.h"
#include "scoring/seating/seating.h"
#include "sheettyping.h"
#include "standings/standingsfeed.h"
#include "standings/standingsmodel.h"
#include "standings/standingsview.h"
#include "standingstest.h"
#include "storepass.h"
#include "tournament/details.h"
#include "tournament/results.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"
#include "window/startupwarmup.h"

#include <QFile>
#include <QLabel>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTreeWidget>

using namespace ctd;
using namespace ctd::test;

// A valid table of 4, typed with the keyboard, and Enter.
#define PLAIN "2 1 0 0 5 2 3 1 0 0 6 3 4 0 0 0 4 2 2 2 0 0 5 =4"

namespace {

constexpr int kPlayers = 60;
constexpr int kDone = 3; // rounds with results; round 4 is seated

} // namespace

class TstDeskStandings : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_made;
    Desk desk;

    QString made() const { return m_made.filePath(QStringLiteral("big.sqlite")); }
    StandingsView *view() const
    {
        return child<StandingsView>(desk.window, QStringLiteral("roundStandings"));
    }
    SheetEditor &editor() const { return *desk.window->resultsPanel()->editor(); }
    QString heading() const
    {
        QString text;
        for (QLabel *l : view()->findChildren<QLabel *>())
            text += l->text();
        return text;
    }
    // The standings on screen, as the model holds them, against a fresh read.
    void compareWithFile(const char *step)
    {
        QVERIFY2(!view()->isPending(), step);
        const QStringList shown = rowsText(view()->model()->standings());
        QCOMPARE(shown.size(), kPlayers);
        if (shown != fresh(desk.path(), kDone + 1))
            QFAIL(qPrintable(QStringLiteral("%1: the desk's standings differ from the file's")
                                 .arg(QLatin1String(step))));
        QCOMPARE(view()->model()->rowCount(), kPlayers);
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        // Every file, however small, is read on the worker thread here.
        StandingsFeed::setBackgroundFrom(0);
        Tournament t;
        DbError e;
        QVERIFY(t.open(made(), &e));
        QVERIFY(t.roster().addPlayers(testPass(), bench::playerNames(kPlayers), &e));
        QList<Problem> problems;
        QVERIFY2(t.results().importResults(testPass(), bench::bigTournament(kPlayers, kDone, 5),
                                           &problems, &e),
                 qPrintable(e.message));
        SeatingInput in;
        for (const Player &p : t.roster().players())
            in.players.append(p.id);
        in.seed = 9;
        in.workBudget = 2000;
        const SeatingResult seated = seatRound(in);
        QVERIFY(seated.ok);
        QVERIFY(t.rounds().addRound(testPass(), seated.tables, &e));
    }
    void init()
    {
        QSettings().clear();
        QFile::remove(desk.path());
        QVERIFY(QFile::copy(made(), desk.path()));
        QVERIFY(desk.start(desk.path()));
    }
    void cleanup()
    {
        desk.window.reset();
        StandingsFeed::setBackgroundFrom(0); // as initTestCase() set it
    }

    void standingsEqualTheFileAfterEverySave()
    {
        QTRY_VERIFY(!view()->isPending());
        compareWithFile("on opening");
        int lastSaved = 0;
        for (int i = 0; i < 5; ++i) {
            const int table = editor().table();
            QVERIFY(table > 0);
            lastSaved = table;
            editor().focusFirstCell();
            play(editor(), QStringLiteral(PLAIN));
            press(Qt::Key_Return);
            QCOMPARE(desk.t().results().sheet(kDone + 1, table)->state, SheetState::Complete);
            QVERIFY(editor().table() != table);
            compareWithFile(qPrintable(QStringLiteral("save %1").arg(i + 1)));
            QVERIFY2(heading().contains(QStringLiteral("so far: %1 of").arg(i + 1)),
                     qPrintable(heading()));
        }
        // An undo of the last save, then a correction of an earlier round.
        DbError e;
        QVERIFY(desk.t().results().undoLastSave(testPass(), kDone + 1, lastSaved, &e));
        compareWithFile("an undo");
        // The first table of round 2 where two players' buildings can change hands.
        int corrected = 0;
        for (const SeatedTable &t : desk.t().rounds().tables(2)) {
            QList<PlayerLine> lines = desk.t().results().sheet(2, t.table)->lines;
            std::swap(lines[0].settlements, lines[1].settlements);
            std::swap(lines[0].cities, lines[1].cities);
            if (lines[0].settlements + 2 * lines[0].cities
                    != lines[1].settlements + 2 * lines[1].cities
                && scoreSheet(lines, desk.t().details().info().rules).isValid()) {
                QVERIFY(desk.t().results().saveSheet(testPass(), 2, t.table, lines, false, &e));
                corrected = t.table;
                break;
            }
        }
        QVERIFY(corrected > 0);
        compareWithFile("a correction of round 2");
        // A player dropped: the standings are read again, on the worker.
        QVERIFY(desk.t().roster().setDropped(testPass(), desk.t().roster().players().first().id,
                                             true, &e));
        QTRY_VERIFY(!view()->isPending());
        compareWithFile("a dropped player");
    }

    void windowUsableWhileStandingsPending_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("updating");
        QTest::newRow("en") << "en"
                            << "updating";
        QTest::newRow("de") << "de"
                            << "wird aktualisiert";
        QTest::newRow("pt") << "pt"
                            << "atualizando";
    }
    void windowUsableWhileStandingsPending()
    {
        QFETCH(QString, code);
        QFETCH(QString, updating);
        // The desk started afresh in the language.
        desk.window.reset();
        QVERIFY(Language::apply(code));
        QVERIFY(desk.start(desk.path()));
        // Nothing has let the worker's answer in yet: the window is shown,
        // the sheet of the first table is open, and the standings say they
        // are being read.
        QVERIFY(view()->isPending());
        QVERIFY2(heading().contains(updating), qPrintable(heading()));
        if (qEnvironmentVariableIsSet("CATAN_SHOTS"))
            desk.window->grab().save(qEnvironmentVariable("CATAN_SHOTS") + "/pending-" + code
                                     + ".png");
        QCOMPARE(view()->model()->rowCount(), 0);
        QVERIFY(desk.window->isVisible());
        const int table = editor().table();
        QVERIFY(table > 0);
        QVERIFY(editor().isAncestorOf(QApplication::focusWidget()));
        // Typing does not wait for the standings: each keystroke scores the sheet.
        play(editor(), QStringLiteral(PLAIN));
        QCOMPARE(live(editor(), SheetGrid::VpColumn), QStringLiteral("4 5 4 6"));
        QVERIFY(editor().isComplete());
        QVERIFY(editor().result().isValid());
        // Saved while the standings may still be read: the table counts when they land.
        press(Qt::Key_Return);
        QCOMPARE(desk.t().results().sheet(kDone + 1, table)->state, SheetState::Complete);
        QVERIFY(editor().table() != table);
        QTRY_VERIFY(!view()->isPending());
        QVERIFY2(!heading().contains(updating), qPrintable(heading()));
        compareWithFile("saved while pending");
        if (qEnvironmentVariableIsSet("CATAN_SHOTS"))
            desk.window->grab().save(qEnvironmentVariable("CATAN_SHOTS") + "/arrived-" + code
                                     + ".png");
        QVERIFY(Language::apply(QStringLiteral("en")));
    }

    // At start-up (the file opened before the window's first paint, as
    // catan-desk does) the first paint shows the results with the next
    // table's sheet; the other pages, the check of the file and the
    // standings' read come right after it, and then everything is as when
    // the file is opened in a window already on screen.
    void startUpShowsTheResultsFirst()
    {
        desk.window.reset();
        Language::apply(Language::current());
        desk.window = std::make_unique<MainWindow>();
        MainWindow &window = *desk.window;
        window.show();
        QVERIFY(window.openTournament(desk.path()));
        QVERIFY(window.isLoading());
        QCOMPARE(window.pages()->currentIndex(), int(MainWindow::ResultsPage));
        const int table = editor().table();
        QVERIFY(table > 0);
        QCOMPARE(table, desk.t().rounds().tables(kDone + 1).first().table);
        QVERIFY(view()->isPending());
        // The players and seating pages are made and read after the first paint.
        QVERIFY(!window.findChild<QTableView *>(QStringLiteral("playersView")));
        QVERIFY(!window.findChild<QTreeWidget *>(QStringLiteral("seatingTree")));
        auto *overview = child<QTableView>(desk.window, QStringLiteral("roundOverview"));
        QCOMPARE(overview->model()->rowCount(), 0);
        auto *summary = child<QLabel>(desk.window, QStringLiteral("roundSummary"));
        QVERIFY2(summary->text().contains(QStringLiteral("Loading")), qPrintable(summary->text()));

        QApplication::setActiveWindow(&window);
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QTRY_VERIFY(!window.isLoading());
        auto *players = child<QTableView>(desk.window, QStringLiteral("playersView"));
        QCOMPARE(players->model()->rowCount(), kPlayers);
        QVERIFY(window.findChild<QTreeWidget *>(QStringLiteral("seatingTree")));
        QCOMPARE(window.seatingPanel()->seedOf(kDone + 1), desk.t().rounds().roundSeed(kDone + 1));
        QCOMPARE(overview->model()->rowCount(), int(desk.t().rounds().tables(kDone + 1).size()));
        QVERIFY2(summary->text().startsWith(QStringLiteral("Complete: 0 of")),
                 qPrintable(summary->text()));
        QCOMPARE(overview->currentIndex().row(), 0); // the table on the sheet
        QVERIFY(editor().isAncestorOf(QApplication::focusWidget()));
        QCOMPARE(editor().table(), table);
        QTRY_VERIFY(!view()->isPending());
        compareWithFile("at start-up");
        // The next table is typed and saved as at any other time.
        play(editor(), QStringLiteral(PLAIN));
        press(Qt::Key_Return);
        QCOMPARE(desk.t().results().sheet(kDone + 1, table)->state, SheetState::Complete);
        compareWithFile("saved after start-up");
    }

    // A save before the steps after the first paint ran: the check of the
    // file's pages (held back until then) runs first, and the save is made.
    void startUpBesideTheFontsThread()
    {
        // As catan-desk's main() starts: the fonts listed on a thread of
        // their own while the window is made and the file opened.
        desk.window.reset();
        {
            const StartUpWarmUp warmUp;
            desk.window = std::make_unique<MainWindow>();
            desk.window->show();
            QVERIFY(desk.window->openTournament(desk.path()));
            QCOMPARE(desk.window->pages()->currentIndex(), int(MainWindow::ResultsPage));
            QCOMPARE(editor().table(), desk.t().rounds().tables(kDone + 1).first().table);
        }
        QVERIFY(QTest::qWaitForWindowExposed(desk.window.get()));
        QTRY_VERIFY(!desk.window->isLoading());
        QTRY_VERIFY(!view()->isPending());
        compareWithFile("beside the fonts' thread");
    }

    // A dropped player's row says so after start-up, whether the standings
    // come from the worker after the first paint or are read at once then.
    void startUpMarksDroppedPlayers_data()
    {
        QTest::addColumn<qint64>("backgroundFrom");
        QTest::newRow("read on the worker") << qint64(0);
        QTest::newRow("read at once") << (qint64(1) << 40);
    }

    void startUpMarksDroppedPlayers()
    {
        QFETCH(qint64, backgroundFrom);
        desk.window.reset();
        QString dropped;
        {
            Tournament t;
            DbError e;
            QVERIFY2(t.open(desk.path(), &e), qPrintable(e.message));
            const Player p = t.roster().players().at(7);
            dropped = p.name;
            QVERIFY2(t.roster().setDropped(testPass(), p.id, true, &e), qPrintable(e.message));
        }
        StandingsFeed::setBackgroundFrom(backgroundFrom);
        desk.window = std::make_unique<MainWindow>();
        // The rows as they are first shown, before anything after them (the
        // round's overview reads the marks again) could put the marks right.
        int firstShown = -1;
        const auto marked = [&] {
            StandingsModel *model = view()->model();
            int count = 0;
            for (int row = 0; row < model->rowCount(); ++row) {
                const QString shown = model->index(row, StandingsModel::Player).data().toString();
                if (shown == QStringLiteral("%1 (dropped)").arg(dropped))
                    ++count;
                else if (shown.contains(QStringLiteral("(dropped)")))
                    return -1;
            }
            return count;
        };
        struct Disconnect
        {
            QMetaObject::Connection connection;
            ~Disconnect() { QObject::disconnect(connection); }
        } const watching{connect(view()->model(), &QAbstractItemModel::modelReset, this, [&] {
            if (firstShown < 0 && view()->model()->rowCount() > 0)
                firstShown = marked();
        })};
        desk.window->show();
        QVERIFY(desk.window->openTournament(desk.path()));
        // Not read before the first paint, however small the file.
        QVERIFY(view()->isPending());
        QTRY_VERIFY(!desk.window->isLoading());
        QTRY_VERIFY(!view()->isPending());
        QCOMPARE(firstShown, 1);
        QCOMPARE(marked(), 1);
    }

    // Who plays on, at the desk too: with the no-win cut after game 1 the
    // players out at it stand below everyone still playing, dimmed, and their
    // names' tip says why.
    void noWinCutDimsWhoIsOut()
    {
        desk.window.reset();
        {
            Tournament t;
            DbError e;
            QVERIFY2(t.open(desk.path(), &e), qPrintable(e.message));
            QVERIFY2(t.details().setNoWinCut(testPass(), 1, &e), qPrintable(e.message));
        }
        QVERIFY(desk.start(desk.path()));
        QTRY_VERIFY(!desk.window->isLoading());
        QTRY_VERIFY(!view()->isPending());
        StandingsModel *model = view()->model();
        int out = 0;
        bool below = false;
        for (int row = 0; row < model->rowCount(); ++row) {
            const StandingsRow &r = model->standings().at(row);
            below = below || r.outAtCut;
            QCOMPARE(r.outAtCut, below); // everyone cut after everyone still playing
            const QModelIndex name = model->index(row, StandingsModel::Player);
            QCOMPARE(name.data(Qt::ForegroundRole).isValid(), r.outAtCut);
            QCOMPARE(name.data(Qt::ToolTipRole).toString().contains("out at the no-win cut"),
                     r.outAtCut);
            out += r.outAtCut ? 1 : 0;
        }
        QVERIFY2(out > 0 && out < model->rowCount(), qPrintable(QString::number(out)));
    }

    void startUpSaveBeforeTheRestIsRead()
    {
        desk.window.reset();
        desk.window = std::make_unique<MainWindow>();
        QVERIFY(desk.window->openTournament(desk.path()));
        const int table = editor().table();
        QVERIFY(table > 0);
        DbError e;
        QVERIFY2(desk.t().results().saveSheet(
                     testPass(), kDone + 1, table,
                     workedExample(desk.t().rounds().tables(kDone + 1).first().names), false, &e),
                 qPrintable(e.message));
        QCOMPARE(desk.t().results().sheet(kDone + 1, table)->state, SheetState::Complete);
        desk.window->show();
        QTRY_VERIFY(!desk.window->isLoading());
        QTRY_VERIFY(!view()->isPending());
        compareWithFile("saved before the first paint");
    }
};

QTEST_MAIN(TstDeskStandings)
#include "tst_desk_standings.moc"
