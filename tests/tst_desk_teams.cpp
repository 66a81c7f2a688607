// docs/rules.md §11 at the desk: a whole team event by keyboard. Players
// typed, their teams typed in the Players page's Team column (Ctrl+T) and
// undone like a rename, the details saying it is a team event, a round
// drawn with teammates apart, its sheets typed, and the team standings on
// the Results page beside the players' standings, as the rules compute them.
#include "desktest.h"
#include "players/playerspanel.h"
#include "rounds/resultspanel.h"
#include "rounds/startrounddialog.h"
#include "sheettyping.h"
#include "standings/teamstandingsview.h"
#include "tournament/teams.h"
#include "window/tournamentinfodialog.h"

#include <QAction>
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

    QString teamOf(const QString &name) const
    {
        return desk.t().roster().playerByName(name)->team;
    }

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
        QVERIFY(!child<QLabel>(desk.window, QStringLiteral("apartInfo"))->isVisibleTo(desk.window.get()));

        // Both tables typed on the Results page, Enter after each.
        desk.window->showPage(MainWindow::ResultsPage);
        for (int table = 1; table <= 2; ++table) {
            play(*desk.window->resultsPanel()->editor(), kWorked);
            press(Qt::Key_Return);
            QVERIFY(settle(desk.window.get()));
        }
        QCOMPARE(desk.t().results().sheet(1, 2)->state, SheetState::Complete);

        // The team standings beside the players' standings, as the rules say.
        auto *teamsView = child<TeamStandingsView>(desk.window, QStringLiteral("teamStandings"));
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
