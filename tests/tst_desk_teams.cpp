// docs/rules.md §11 at the desk: a whole team event by keyboard. Players
// typed, their teams typed in the Players page's Team column (Ctrl+T) and
// undone like a rename, the details saying it is a team event, a round
// drawn with teammates apart, its sheets typed, and the team standings on
// the Results page beside the players' standings, as the rules compute them.
#include "desktest.h"
#include "players/pastenamesdialog.h"
#include "players/playerspanel.h"
#include "readmodel/follower.h"
#include "rounds/resultspanel.h"
#include "rounds/seatingpanel.h"
#include "rounds/startrounddialog.h"
#include "screen/playersscreen.h"
#include "sheettyping.h"
#include "standings/teamstandingsview.h"
#include "storepass.h"
#include "tournament/details.h"
#include "tournament/results.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"
#include "tournament/teams.h"
#include "window/tournamentinfodialog.h"

#include <QAction>
#include <QClipboard>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QTreeWidget>

using namespace ctd;
using namespace ctd::test;

namespace {

// The worked example's table (docs/rules.md §7), typed seat by seat.
const QString kWorked = QStringLiteral("2 3 1 3 11 7 3 2 0 1 8 4 4 1 0 0 9 5 2 0 0 2 6 3");

} // namespace

class TstDeskTeams : public QObject
{
    Q_OBJECT

    Desk desk;
    QTemporaryDir m_shots;

    QString shotPath(const QString &name) const
    {
        return qEnvironmentVariableIsSet("CATAN_SCREENSHOT_DIR")
            ? qEnvironmentVariable("CATAN_SCREENSHOT_DIR") + '/' + name
            : m_shots.filePath(name);
    }

    QString teamOf(const QString &name) const { return desk.t().roster().playerByName(name)->team; }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(QFontMetrics(QApplication::font()).inFont(QLatin1Char('A')));
    }
    void init()
    {
        QSettings().clear();
        Language::apply(QStringLiteral("en"));
        QVERIFY(desk.start(desk.path()));
    }
    void cleanup()
    {
        desk.window.reset();
        QFile::remove(desk.path());
    }

    void wholeTeamEventByKeyboard()
    {
        // Eight players typed, each followed by Enter.
        auto *field = child<QLineEdit>(desk.window, QStringLiteral("newPlayerName"));
        field->setFocus();
        const QStringList names = playerNames(8);
        for (const QString &name : names) {
            QTest::keyClicks(field, name);
            QTest::keyClick(field, Qt::Key_Return);
        }
        QCOMPARE(desk.t().roster().players().size(), 8);

        // Their teams: down the list (by name), Ctrl+T, the team, Enter.
        const QStringList teams{"Red", "Blue", "Green", "White", "Red", "Blue", "Green", "White"};
        auto *view = child<QTableView>(desk.window, QStringLiteral("playersView"));
        view->setFocus();
        QTest::keyClick(view, Qt::Key_Home, Qt::ControlModifier);
        for (int i = 0; i < names.size(); ++i) {
            press(Qt::Key_T, Qt::ControlModifier);
            type(QStringLiteral("  ") + teams[i]); // spaces folded as in a name
            press(Qt::Key_Return);
            // The delegate commits from the event loop; then the list reads the change.
            QCoreApplication::processEvents();
            QCoreApplication::processEvents();
            QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
            QCOMPARE(teamOf(names[i]), teams[i]);
            QVERIFY(view->hasFocus()); // back in the list, for the next player
            QTest::keyClick(view, Qt::Key_Down);
        }
        QCOMPARE(view->model()->index(0, 2).data().toString(), QString("Red"));
        QCOMPARE(view->model()->headerData(2, Qt::Horizontal).toString(), QString("Team"));

        // A team name too long is refused, said under the name field, and
        // the team stays as it was.
        QTest::keyClick(view, Qt::Key_Up);
        press(Qt::Key_T, Qt::ControlModifier);
        type(QString(61, u'x'));
        press(Qt::Key_Return);
        QCoreApplication::processEvents();
        QCoreApplication::processEvents();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QCOMPARE(teamOf(names[6]), QString("Green")); // the row above the last
        QVERIFY2(desk.window->playersPanel()->message().contains("longer than 60 characters"),
                 qPrintable(desk.window->playersPanel()->message()));

        // Undone and done again like a rename.
        QTest::keyClick(desk.window.get(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(teamOf(names.last()), QString());
        QTest::keyClick(desk.window.get(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(teamOf(names.last()), QString("White"));

        // The details say it is a team event.
        child<QAction>(desk.window, QStringLiteral("detailsAction"))->trigger();
        auto *details = desk.window->findChild<TournamentInfoDialog *>();
        QVERIFY(details && details->isVisible());
        const QString info = child<QLabel>(details, QStringLiteral("teamEventInfo"))->text();
        QVERIFY2(info.startsWith(QStringLiteral("Team event: 4 teams.")), qPrintable(info));
        QVERIFY2(info.contains(QStringLiteral("8 players in a team")), qPrintable(info));
        QTest::keyClick(details, Qt::Key_Escape);
        QVERIFY(settle(desk.window.get()));

        // Round 1 drawn (Ctrl+R, Enter): no teammates at one table, no warning.
        QTest::keyClick(desk.window.get(), Qt::Key_R, Qt::ControlModifier);
        auto *start = desk.window->findChild<StartRoundDialog *>();
        QVERIFY(start && start->isVisible());
        QTest::keyClick(start, Qt::Key_Return);
        QVERIFY(settle(desk.window.get()));
        QCOMPARE(desk.t().rounds().roundCount(), 1);
        for (const SeatedTable &table : desk.t().rounds().tables(1)) {
            QSet<QString> seen;
            for (const QString &name : table.names) {
                QVERIFY2(!seen.contains(teamOf(name)), qPrintable(table.names.join(u',')));
                seen.insert(teamOf(name));
            }
        }
        QVERIFY(!child<QLabel>(desk.window, QStringLiteral("apartInfo"))
                     ->isVisibleTo(desk.window.get()));

        // Both tables typed on the Results page, Enter after each.
        desk.window->showPage(MainWindow::ResultsPage);
        for (int table = 1; table <= 2; ++table) {
            play(*desk.window->resultsPanel()->editor(), kWorked);
            press(Qt::Key_Return);
            QVERIFY(settle(desk.window.get()));
        }
        QCOMPARE(desk.t().results().sheet(1, 2)->state, SheetState::Complete);

        // The team standings beside the players' standings, as the rules say:
        // Ctrl+T shows them, and the players' standings again.
        auto *teamsView = child<TeamStandingsView>(desk.window, QStringLiteral("teamStandings"));
        QVERIFY(!teamsView->isVisibleTo(desk.window.get()));
        press(Qt::Key_T, Qt::ControlModifier);
        QVERIFY(teamsView->isVisibleTo(desk.window.get()));
        QCOMPARE(teamsView->heading(), QString("Team standings after round 1"));
        const TeamStandings expected = teamStandingsOf(desk.t(), 1);
        QTableWidget *table = teamsView->tableView();
        QCOMPARE(table->rowCount(), 4);
        qint64 twelfths = 0;
        for (int r = 0; r < 4; ++r) {
            QCOMPARE(table->item(r, 1)->text(), expected.rows[r].team);
            QCOMPARE(table->item(r, 4)->text(), QString("2")); // both members played
            twelfths += expected.rows[r].roundPointsTwelfths;
        }
        // Every player is in a team: the teams share all round points, 2 × 11.
        QCOMPARE(twelfths, 22 * 12);
        QCOMPARE(teamsView->note(), QString()); // all teams of two
        press(Qt::Key_T, Qt::ControlModifier);
        QVERIFY(!teamsView->isVisibleTo(desk.window.get()));
        QVERIFY(child<QWidget>(desk.window, QStringLiteral("roundStandings"))
                    ->isVisibleTo(desk.window.get()));
    }

    // The pictures of the manual (CATAN_SCREENSHOT_DIR keeps them): the
    // Players page with its Team column and the Results page with the team
    // standings, at 1366 × 768, in English and German.
    void pictures_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("teamHeader");
        QTest::addColumn<QString>("heading");
        QTest::newRow("en") << "en"
                            << "Team"
                            << "Team standings after round 1";
        QTest::newRow("de") << "de"
                            << "Team"
                            << "Teamwertung nach Runde 1";
    }
    void pictures()
    {
        QFETCH(QString, code);
        QFETCH(QString, teamHeader);
        QFETCH(QString, heading);
        const QStringList names{"Anna Berg",   "Bernd Özdemir", "Carla Souza",    "Dario Ferreira",
                                "Emil Krause", "Fatma Yıldız",  "Greta Hoffmann", "Hanna Weiß",
                                "Ilse Wagner", "João Pereira",  "Karl Schmidt"};
        // Teams of 3, 3 and 2 (a note), three players without a team; the
        // three tables keep every team apart.
        const QStringList teams{"Hafen 3:1",
                                "Ritter Rost",
                                "Die Siedler",
                                "Hafen 3:1",
                                "Ritter Rost",
                                "Die Siedler",
                                "Hafen 3:1",
                                "Ritter Rost",
                                "",
                                "",
                                ""};
        child<QAction>(desk.window, QStringLiteral("language_") + code)->trigger();
        QCoreApplication::processEvents();
        desk.addPlayers(names);
        DbError e;
        TournamentInfo info = desk.t().details().info();
        info.name = QStringLiteral("Team Cup 2026");
        info.date = QDate(2026, 4, 18);
        QVERIFY(desk.t().details().setInfo(testPass(), info, &e));
        desk.window->reload();
        for (int i = 0; i < names.size(); ++i)
            QVERIFY(desk.t().roster().setTeam(
                testPass(), desk.t().roster().playerByName(names[i])->id, teams[i], &e));
        QCOMPARE(desk.window->seatingPanel()->drawNextRound(2026), QString());
        QVERIFY(!child<QLabel>(desk.window, QStringLiteral("apartInfo"))
                     ->isVisibleTo(desk.window.get()));
        for (const SeatedTable &t : desk.t().rounds().tables(1)) {
            QList<PlayerLine> lines = workedExample(t.names);
            QVERIFY2(desk.t().results().saveSheet(testPass(), 1, t.table, lines, false, &e),
                     qPrintable(e.message));
        }
        desk.window->resize(1366, 768);
        desk.window->showPage(MainWindow::PlayersPage);
        QCoreApplication::processEvents();
        auto *view = child<QTableView>(desk.window, QStringLiteral("playersView"));
        QCOMPARE(view->model()->headerData(2, Qt::Horizontal).toString(), teamHeader);
        view->setFocus();
        view->setCurrentIndex(view->model()->index(2, 0));
        QVERIFY(desk.window->grab().save(shotPath("players-teams-" + code + ".png")));
        desk.window->showPage(MainWindow::ResultsPage);
        QCoreApplication::processEvents();
        auto *teamsView = child<TeamStandingsView>(desk.window, QStringLiteral("teamStandings"));
        child<QAction>(desk.window, QStringLiteral("teamStandingsAction"))->trigger();
        QCoreApplication::processEvents();
        QVERIFY(teamsView->isVisible());
        QCOMPARE(teamsView->heading(), heading);
        QVERIFY(!teamsView->note().isEmpty()); // teams of 3, 3 and 2
        QVERIFY(desk.window->grab().save(shotPath("results-teams-" + code + ".png")));

        // The projector's page of team standings, the page after the players' standings.
        TournamentFollower follower;
        QVERIFY(follower.open(desk.path(), &e));
        PlayersScreen screen(&follower);
        screen.resize(1920, 1080);
        screen.show();
        QVERIFY(QTest::qWaitForWindowExposed(&screen));
        screen.nextPage();
        QCOMPARE(screen.standingsHeading(), heading);
        QCOMPARE(screen.teamsShown().size(), 3);
        QVERIFY(screen.grab().save(shotPath("projector-teams-" + code + ".png")));
        QVERIFY2(screen.cutTexts().isEmpty(), qPrintable(screen.cutTexts().join(" | ")));
        child<QAction>(desk.window, QStringLiteral("language_en"))->trigger();
    }

    // Five teammates among eight players at two tables must meet: the
    // Seating page says so as for a keep-apart pair seated together.
    void teammatesWhoMustMeetAreShown()
    {
        const QStringList names = playerNames(8);
        desk.addPlayers(names);
        DbError e;
        for (const QString &name : names.mid(0, 5))
            QVERIFY(desk.t().roster().setTeam(testPass(), desk.t().roster().playerByName(name)->id,
                                              "Red", &e));
        QCOMPARE(desk.window->seatingPanel()->drawNextRound(5), QString());
        desk.window->showPage(MainWindow::SeatingPage);
        auto *info = child<QLabel>(desk.window, QStringLiteral("apartInfo"));
        QVERIFY(info->isVisible());
        QVERIFY2(info->text().startsWith("Kept apart, but seated together: table "),
                 qPrintable(info->text()));
        int pairs = 0;
        for (const SeatedTable &table : desk.t().rounds().tables(1)) {
            int red = 0;
            for (const QString &name : table.names)
                red += names.indexOf(name) < 5;
            pairs += red * (red - 1) / 2;
            if (red > 1)
                QVERIFY2(info->text().contains(QString("table %1: ").arg(table.table)),
                         qPrintable(info->text()));
        }
        QCOMPARE(pairs, 4); // three of them at one table, two at the other
    }

    // A pasted list gives the team after a tab, an imported CSV its team
    // column; each list is one command, undone at once.
    void pastedAndImportedTeams()
    {
        QApplication::clipboard()->setText("Anna\tRed\nBernd\t  Blue  \nCarla\n");
        desk.window->playersPanel()->pasteList();
        auto *paste = desk.window->findChild<PasteNamesDialog *>();
        QVERIFY(paste && paste->isVisible());
        paste->accept();
        QVERIFY(settle(desk.window.get()));
        QCOMPARE(teamOf("Anna"), QString("Red"));
        QCOMPARE(teamOf("Bernd"), QString("Blue"));
        QCOMPARE(teamOf("Carla"), QString());
        QTest::keyClick(desk.window.get(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(desk.t().roster().players().size(), 0);

        const QString csv = desk.dir.filePath("players.csv");
        QFile f(csv);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("name,club,team\nDora,X,Gold\nEmil,Y,\n");
        f.close();
        QCOMPARE(desk.window->playersPanel()->importNamesFile(csv), QString());
        QCOMPARE(teamOf("Dora"), QString("Gold"));
        QCOMPARE(teamOf("Emil"), QString());
    }

    // No team: no team standings, and the details say it is no team event.
    void noTeamNoTeamStandings()
    {
        desk.addPlayers(playerNames(4));
        auto *teamsView = child<TeamStandingsView>(desk.window, QStringLiteral("teamStandings"));
        QVERIFY(!teamsView->isVisibleTo(desk.window.get()));
        child<QAction>(desk.window, QStringLiteral("detailsAction"))->trigger();
        auto *details = desk.window->findChild<TournamentInfoDialog *>();
        QVERIFY(details);
        QVERIFY(child<QLabel>(details, QStringLiteral("teamEventInfo"))
                    ->text()
                    .startsWith(QStringLiteral("Not a team event")));
        details->reject();
    }
};

QTEST_MAIN(TstDeskTeams)
#include "tst_desk_teams.moc"
