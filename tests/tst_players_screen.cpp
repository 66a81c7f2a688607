// The players' screen for a projector, offscreen at 1920×1080: the newest
// round's seating by name, the standings, the clock; pages that turn by
// themselves; following saves. CATAN_SCREENSHOT_DIR keeps the pictures.
#include "storepass.h"
#include "webtest.h"

#include "language/language.h"
#include "readmodel/follower.h"
#include "screen/clocktext.h"
#include "screen/playersscreen.h"
#include "tournament/clock.h"
#include "tournament/details.h"
#include "tournament/ranking.h"
#include "tournament/results.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"

#include <QApplication>
#include <QTemporaryDir>

using namespace ctd;
using namespace ctd::test;

class TestPlayersScreen : public QObject
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

    void clockText_data()
    {
        QTest::addColumn<qint64>("ms");
        QTest::addColumn<QString>("text");
        QTest::newRow("90 minutes") << qint64(90 * 60000) << "1:30:00";
        QTest::newRow("45:12") << qint64((45 * 60 + 12) * 1000) << "45:12";
        QTest::newRow("a part second counts up") << qint64(59001) << "1:00";
        QTest::newRow("zero") << qint64(0) << "0:00";
        QTest::newRow("over time") << qint64(-125000) << QString(QChar(0x2212)) + "2:05";
    }

    void clockText()
    {
        QFETCH(qint64, ms);
        QFETCH(QString, text);
        QCOMPARE(ClockText::time(ms), text);
    }

    void projector_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << "en";
        QTest::newRow("de") << "de";
    }

    void projector()
    {
        QFETCH(QString, language);
        QVERIFY(Language::apply(language));
        const QString db = m_dir.filePath("screen-" + language + ".sqlite");
        QVERIFY(makeServedTournament(db, 1));
        {
            Tournament t;
            DbError e;
            QVERIFY(t.open(db, &e));
            QVERIFY(t.clock().startClock(
                testPass(), 2, QDateTime::currentDateTimeUtc().addSecs(-(17 * 60 + 25)), &e));
        }
        TournamentFollower follower;
        DbError e;
        QVERIFY(follower.open(db, &e));
        PlayersScreen screen(&follower);
        screen.resize(1920, 1080);
        screen.show();
        QVERIFY(QTest::qWaitForWindowExposed(&screen));
        QCOMPARE(screen.seatingPages(), 1);
        QStringList seated = screen.seatingShown();
        QCOMPARE(seated.size(), servedNames().size());
        QStringList expected = servedNames();
        std::sort(seated.begin(), seated.end());
        std::sort(expected.begin(), expected.end());
        QCOMPARE(seated, expected);
        QCOMPARE(screen.standingsShown().size(), servedNames().size());
        QCOMPARE(screen.windowTitle(), language == "de" ? "Spieleranzeige" : "Players' screen");

        const QImage shot = screen.grab().toImage();
        QCOMPARE(shot.size(), QSize(1920, 1080));
        QVERIFY(shot.save(shotPath("players-screen-" + language + ".png")));
        // Light text on the dark ground: many light pixels.
        int light = 0;
        for (int y = 0; y < shot.height(); y += 3)
            for (int x = 0; x < shot.width(); x += 3)
                light += qGray(shot.pixel(x, y)) > 200;
        QVERIFY2(light > 5000, qPrintable(QString::number(light)));
    }

    // docs/seating.md, "The no-win cut": the projector's standings are the
    // desk's, the players out at the cut below everyone still playing, under
    // a line and a note that says who plays on.
    void noWinCutSaysWhoPlaysOn_data() { projector_data(); }

    void noWinCutSaysWhoPlaysOn()
    {
        QFETCH(QString, language);
        QVERIFY(Language::apply(language));
        const QString db = m_dir.filePath("cut-" + language + ".sqlite");
        QVERIFY(makeServedTournament(db, 0)); // round 1 complete: three winners
        QList<StandingsRow> desk;
        {
            Tournament t;
            DbError e;
            QVERIFY(t.open(db, &e));
            QVERIFY(t.details().setNoWinCut(testPass(), 1, &e));
            desk = t.ranking().standings(1);
        }
        TournamentFollower follower;
        DbError e;
        QVERIFY(follower.open(db, &e));
        QCOMPARE(follower.view().noWinCut, 1);
        const QList<StandingsRow> &shown = follower.view().standings;
        QCOMPARE(shown.size(), desk.size());
        int out = 0;
        for (qsizetype i = 0; i < shown.size(); ++i) {
            QCOMPARE(shown[i].player, desk[i].player);
            QCOMPARE(shown[i].outAtCut, desk[i].outAtCut);
            QCOMPARE(shown[i].outAtCut, i >= 3); // one winner a table, above everyone cut
            out += shown[i].outAtCut ? 1 : 0;
        }
        QCOMPARE(out, int(servedNames().size()) - 3);
        PlayersScreen screen(&follower);
        screen.resize(1920, 1080);
        screen.show();
        QVERIFY(QTest::qWaitForWindowExposed(&screen));
        QStringList order;
        for (const StandingsRow &r : desk)
            order.append(r.player);
        QCOMPARE(screen.standingsShown(), order);
        QVERIFY(screen.grab().toImage().save(shotPath("players-screen-cut-" + language + ".png")));
    }

    void pagesTurnAndCoverEveryone()
    {
        // 230 players do not fit on one page; each is shown once over the pages.
        const QString db = m_dir.filePath("many.sqlite");
        QStringList names;
        {
            Tournament t;
            DbError e;
            QVERIFY(t.open(db, &e));
            for (int i = 0; i < 230; ++i)
                names.append(QString("Player %1").arg(i, 3, 10, QLatin1Char('0')));
            QVERIFY(t.roster().addPlayers(testPass(), names, &e));
            QList<QList<qint64>> tables;
            const QList<Player> players = t.roster().players();
            for (qsizetype i = 0; i < players.size(); ++i) {
                // 230 = 56 tables of 4 and 2 of 3.
                if (tables.isEmpty() || tables.last().size() == (tables.size() > 56 ? 3 : 4))
                    tables.append(QList<qint64>());
                tables.last().append(players[i].id);
            }
            QVERIFY2(t.rounds().addRound(testPass(), tables, &e), qPrintable(e.message));
        }
        TournamentFollower follower;
        DbError e;
        QVERIFY(follower.open(db, &e));
        PlayersScreen screen(&follower);
        screen.resize(1920, 1080);
        screen.show();
        QVERIFY(QTest::qWaitForWindowExposed(&screen));
        QVERIFY(screen.seatingPages() > 1);
        QStringList seen;
        for (int page = 0; page < screen.seatingPages(); ++page) {
            seen += screen.seatingShown();
            screen.nextPage();
        }
        QCOMPARE(seen, names);
        QCOMPARE(screen.seatingShown(),
                 seen.mid(0, screen.seatingShown().size())); // back to the first
        QVERIFY(screen.grab().toImage().save(shotPath("players-screen-many.png")));
    }

    void followsSaves()
    {
        const QString db = m_dir.filePath("follow.sqlite");
        QVERIFY(makeServedTournament(db, 1));
        TournamentFollower follower;
        DbError e;
        QVERIFY(follower.open(db, &e));
        PlayersScreen screen(&follower);
        QCOMPARE(follower.view().standingsAfter, 1);
        QCOMPARE(follower.view().tablesWithoutResult, QList<int>({2, 3}));
        Tournament t;
        QVERIFY(t.open(db, &e));
        for (const SeatedTable &s : t.rounds().tables(2))
            if (s.state == SheetState::None)
                QVERIFY(t.results().saveSheet(testPass(), 2, s.table, fourLines(s.names, 2), false,
                                              &e));
        QTRY_COMPARE_WITH_TIMEOUT(follower.view().standingsAfter, 2, 10000);
        QVERIFY(follower.view().tablesWithoutResult.isEmpty());
        QCOMPARE(screen.standingsShown().first(), t.ranking().standings(2).first().player);
    }
};

QTEST_MAIN(TestPlayersScreen)
#include "tst_players_screen.moc"
