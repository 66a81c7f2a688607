// The players' screen's pages beside seating and standings, offscreen at
// 1920×1080 and 1280×720 in English and German: the leaders' ranks by round
// (three rounds, the cut line of a final), the tables with their players,
// scrolling by themselves when they do not fit, and the players' page's QR
// code in the heading's corner while shared. CATAN_SCREENSHOT_DIR keeps the
// pictures.
#include "desktest.h"
#include "rankstest.h"
#include "storepass.h"

#include "language/language.h"
#include "readmodel/follower.h"
#include "screen/playersscreen.h"
#include "screen/rankspage.h"
#include "tournament/ranking.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"

#include <QApplication>
#include <QTemporaryDir>

using namespace ctd;
using namespace ctd::test;

class TestPlayersScreenRanks : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_db;

    QString shotPath(const QString &name) const
    {
        return qEnvironmentVariableIsSet("CATAN_SCREENSHOT_DIR")
            ? qEnvironmentVariable("CATAN_SCREENSHOT_DIR") + '/' + name
            : m_dir.filePath(name);
    }

    // Light pixels of the chart's or the cards' text on the dark ground.
    static int lightPixels(const QImage &shot)
    {
        int light = 0;
        for (int y = shot.height() / 4; y < shot.height(); y += 3)
            for (int x = 0; x < shot.width(); x += 3)
                light += qGray(shot.pixel(x, y)) > 160;
        return light;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_db = m_dir.filePath("cup.sqlite");
        QVERIFY(makeRanksTournament(m_db));
    }
    void cleanup() { Language::apply("en"); }

    void pages_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QSize>("size");
        QTest::newRow("en 1920x1080") << "en" << QSize(1920, 1080);
        QTest::newRow("de 1920x1080") << "de" << QSize(1920, 1080);
        QTest::newRow("en 1280x720") << "en" << QSize(1280, 720);
        QTest::newRow("de 1280x720") << "de" << QSize(1280, 720);
    }

    void pages()
    {
        QFETCH(QString, language);
        QFETCH(QSize, size);
        QVERIFY(Language::apply(language));
        TournamentFollower follower;
        DbError e;
        QVERIFY(follower.open(m_db, &e));
        PlayersScreen screen(&follower);
        screen.resize(size);
        screen.show();
        QVERIFY(QTest::qWaitForWindowExposed(&screen));
        const QString tag = language + '-' + QString::number(size.height());

        // Seating and standings fit one page: the next page is the chart.
        QCOMPARE(screen.showing(), PlayersScreen::Showing::Lists);
        screen.nextPage();
        QCOMPARE(screen.showing(), PlayersScreen::Showing::Ranks);
        Tournament t;
        QVERIFY(t.openReadOnly(m_db, &e));
        QStringList leaders;
        for (const StandingsRow &r : t.ranking().standings(3))
            leaders.append(r.player);
        QCOMPARE(screen.ranksShown(), leaders.mid(0, 10));
        QImage shot = screen.grab().toImage();
        QCOMPARE(shot.size(), size);
        QVERIFY(shot.save(shotPath("players-screen-ranks-" + tag + ".png")));
        QVERIFY2(lightPixels(shot) > 1000, qPrintable(QString::number(lightPixels(shot))));
        QVERIFY2(screen.cutTexts().isEmpty(), qPrintable(screen.cutTexts().join(", ")));

        // Then the tables with their players: all three fit, nothing scrolls.
        screen.nextPage();
        QCOMPARE(screen.showing(), PlayersScreen::Showing::Tables);
        QCOMPARE(screen.tablesShown(), QList<int>({1, 2, 3}));
        QCOMPARE(screen.tablesScrollRange(), 0);
        shot = screen.grab().toImage();
        QVERIFY(shot.save(shotPath("players-screen-tables-" + tag + ".png")));
        QVERIFY2(screen.cutTexts().isEmpty(), qPrintable(screen.cutTexts().join(", ")));

        // And back to seating and standings.
        screen.nextPage();
        QCOMPARE(screen.showing(), PlayersScreen::Showing::Lists);
    }

    void qrCodeWhileShared()
    {
        TournamentFollower follower;
        DbError e;
        QVERIFY(follower.open(m_db, &e));
        PlayersScreen screen(&follower);
        screen.resize(1280, 720);
        screen.show();
        QVERIFY(QTest::qWaitForWindowExposed(&screen));
        const QString url = "http://192.168.1.20:8080/";
        QCOMPARE(readCode(screen.grab().toImage(), m_dir.filePath("none.png")), QString());
        screen.setSharedUrl(QUrl(url));
        const QImage shot = screen.grab().toImage();
        QVERIFY(shot.save(shotPath("players-screen-qr.png")));
        QCOMPARE(readCode(shot, m_dir.filePath("code.png")), url);
        screen.setSharedUrl(QUrl());
        QCOMPARE(readCode(screen.grab().toImage(), m_dir.filePath("gone.png")), QString());
    }

    void manyTablesScroll()
    {
        // 58 tables do not fit: the page scrolls by itself, and over its
        // whole scroll every table comes into view.
        const QString db = m_dir.filePath("many.sqlite");
        {
            Tournament t;
            DbError e;
            QVERIFY(t.open(db, &e));
            QStringList names;
            for (int i = 0; i < 230; ++i)
                names.append(QString("Player %1").arg(i, 3, 10, QLatin1Char('0')));
            QVERIFY(t.roster().addPlayers(testPass(), names, &e));
            QList<QList<qint64>> tables;
            const QList<Player> players = t.roster().players();
            for (qsizetype i = 0; i < players.size(); ++i) {
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
        while (screen.showing() != PlayersScreen::Showing::Tables)
            screen.nextPage(); // no round is complete: no chart
        QVERIFY(screen.tablesScrollRange() > 0);
        const QList<int> first = screen.tablesShown();
        QVERIFY(first.contains(1));
        QVERIFY(!first.contains(58));
        QTRY_VERIFY(screen.tablesScroll() > 0);
        QVERIFY(screen.grab().toImage().save(shotPath("players-screen-tables-many.png")));

        QSet<int> seen;
        const QRect body(40, 230, 1840, 810);
        const int range = RanksPage::tablesScrollRange(body, follower.view(), 1);
        for (int scroll = 0; scroll <= range; scroll += 40)
            for (int table : RanksPage::tablesShown(body, follower.view(), 1, scroll))
                seen.insert(table);
        for (int table : RanksPage::tablesShown(body, follower.view(), 1, range))
            seen.insert(table);
        QCOMPARE(seen.size(), 58);
        QVERIFY(!RanksPage::tablesShown(body, follower.view(), 1, range).contains(1));
    }
};

QTEST_MAIN(TestPlayersScreenRanks)
#include "tst_players_screen_ranks.moc"
