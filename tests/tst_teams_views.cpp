// docs/rules.md §11 where the players look: the team standings on the
// players' page (in the phone's language, names escaped) and on the
// projector (pages after the players' standings), in English and German.
// CATAN_SCREENSHOT_DIR keeps the projector's pictures.
#include "storepass.h"
#include "webtest.h"

#include "language/language.h"
#include "readmodel/follower.h"
#include "readmodel/playersview.h"
#include "screen/playersscreen.h"
#include "tournament/roster.h"
#include "tournament/teams.h"
#include "web/playerspage.h"

#include <QApplication>
#include <QTemporaryDir>

using namespace ctd;
using namespace ctd::test;

namespace {

// The served tournament with teams of 4, 3 and 2; two players without one.
bool makeTeamTournament(const QString &path)
{
    if (!makeServedTournament(path, 3))
        return false;
    Tournament t;
    DbError e;
    if (!t.open(path, &e))
        return false;
    const QStringList teams{"Die <b>Siedler</b>", "Die <b>Siedler</b>", "Die <b>Siedler</b>",
                            "Die <b>Siedler</b>", "Ritter Rost",        "Ritter Rost",
                            "Ritter Rost",        "Hafen 3:1",          "Hafen 3:1"};
    const QList<Player> players = t.roster().players();
    for (qsizetype i = 0; i < teams.size() && i < players.size(); ++i) {
        if (!t.roster().setTeam(testPass(), players[i].id, teams[i], &e))
            return false;
    }
    return true;
}

} // namespace

class TestTeamsViews : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString shotPath(const QString &name) const
    {
        return qEnvironmentVariableIsSet("CATAN_SCREENSHOT_DIR")
            ? qEnvironmentVariable("CATAN_SCREENSHOT_DIR") + '/' + name
            : m_dir.filePath(name);
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }
    void cleanup() { Language::apply("en"); }

    void playersPage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("title");
        QTest::addColumn<QString>("note");
        QTest::newRow("en") << "en"
                            << "Team standings after round 2"
                            << "The teams have different sizes";
        QTest::newRow("de") << "de"
                            << "Teamwertung nach Runde 2"
                            << "Die Teams sind verschieden groß";
    }

    void playersPage()
    {
        QFETCH(QString, language);
        QFETCH(QString, title);
        QFETCH(QString, note);
        const QString db = m_dir.filePath("page-" + language + ".sqlite");
        QVERIFY(makeTeamTournament(db));
        Tournament t;
        DbError e;
        QVERIFY(t.openReadOnly(db, &e));
        const PlayersView view = PlayersView::read(t);
        QCOMPARE(view.teams.rows.size(), 3);
        const QString html = QString::fromUtf8(PlayersPage::render(view, 1, language));
        QVERIFY2(html.contains("<section id=\"teams\"><h2>" + title + "</h2>"), qPrintable(html));
        // Every team in rank order, its name escaped, its figures as computed.
        const TeamStandings expected = teamStandingsOf(t, view.standingsAfter);
        qsizetype at = html.indexOf("id=\"teams\"");
        for (const TeamRow &row : expected.rows) {
            const QString cells = QString("<td class=\"r\">%1</td><td class=\"n\">%2</td>")
                                      .arg(row.rank)
                                      .arg(row.team.toHtmlEscaped());
            const qsizetype found = html.indexOf(cells, at);
            QVERIFY2(found > at, qPrintable(cells));
            at = found;
        }
        QVERIFY(!html.contains("<b>Siedler</b>"));
        QVERIFY2(html.contains(note), qPrintable(html));
        // The page's search finds a team by its members: their names ride
        // on the team's row (players 5 to 7 by name are Ritter Rost).
        const QList<Player> players = t.roster().players();
        QStringList members{players[4].name, players[5].name, players[6].name};
        members.sort();
        const QString row =
            "<tr data-m=\"" + members.join('|').toHtmlEscaped() + "\"><td class=\"r\">";
        QVERIFY2(html.contains(row), qPrintable(row));
    }

    void noTeamsNoSection()
    {
        const QString db = m_dir.filePath("plain.sqlite");
        QVERIFY(makeServedTournament(db, 3));
        Tournament t;
        DbError e;
        QVERIFY(t.openReadOnly(db, &e));
        const QString html = QString::fromUtf8(PlayersPage::render(PlayersView::read(t), 1, "en"));
        QVERIFY(!html.contains("id=\"teams\""));
    }

    void projector_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("title");
        QTest::newRow("en") << "en"
                            << "Team standings after round 2";
        QTest::newRow("de") << "de"
                            << "Teamwertung nach Runde 2";
    }

    // The team standings are the page after the players' standings.
    void projector()
    {
        QFETCH(QString, language);
        QFETCH(QString, title);
        QVERIFY(Language::apply(language));
        const QString db = m_dir.filePath("screen-" + language + ".sqlite");
        QVERIFY(makeTeamTournament(db));
        TournamentFollower follower;
        DbError e;
        QVERIFY(follower.open(db, &e));
        PlayersScreen screen(&follower);
        screen.resize(1920, 1080);
        screen.show();
        QVERIFY(QTest::qWaitForWindowExposed(&screen));
        QCOMPARE(screen.standingsPages(), 2); // the players' page, then the teams'
        QVERIFY(screen.teamsShown().isEmpty());
        screen.nextPage();
        QCOMPARE(screen.standingsHeading(), title);
        QStringList ranked;
        for (const TeamRow &r : follower.view().teams.rows)
            ranked.append(r.team);
        QCOMPARE(ranked.size(), 3);
        QCOMPARE(screen.teamsShown(), ranked);
        QCOMPARE(screen.standingsShown(), screen.teamsShown());
        QVERIFY(screen.headerShown().contains(title));
        QImage shot = screen.grab().toImage();
        QVERIFY(shot.save(shotPath("projector-teams-test-" + language + ".png")));
        QVERIFY2(screen.cutTexts().isEmpty(), qPrintable(screen.cutTexts().join(" | ")));
        // And back to the players' standings.
        screen.nextPage();
        QVERIFY(screen.teamsShown().isEmpty());
    }
};

QTEST_MAIN(TestTeamsViews)
#include "tst_teams_views.moc"
