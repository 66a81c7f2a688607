// The round's board on the players' page (docs/players-page.md, "The round's
// board"): inline SVG of the newest round's board with its words in the
// phone's language and each resource's pips, nothing loaded from elsewhere;
// no section while the round has no board. The table's report page
// (docs/players-page.md, "Reports from the tables") shows the same drawing
// under the sheet.
#include "board/boardsvg.h"
#include "commands/boardcommands.h"
#include "readmodel/playersview.h"
#include "storepass.h"
#include "tournament/roster.h"
#include "tournament/tournament.h"
#include "web/playerspage.h"
#include "web/reportpage.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace ctd;

class TestBoardPage : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void onThePlayersPage()
    {
        Tournament t;
        DbError e;
        QVERIFY(t.open(m_dir.filePath("t.catan"), &e));
        QVERIFY(t.roster().addPlayers(testPass(), {"Anna", "Bernd", "Carla", "Dario"}, &e));
        QString page = QString::fromUtf8(PlayersPage::render(PlayersView::read(t), 1, "en"));
        QVERIFY(!page.contains(QStringLiteral("id=\"board\"")));

        QVERIFY(DrawBoard(1, 2026).apply(t, &e));
        const PlayersView view = PlayersView::read(t);
        QCOMPARE(view.boardRound, 1);
        QCOMPARE(view.board, std::optional(board::generate(2026)));
        page = QString::fromUtf8(PlayersPage::render(view, 1, "en"));
        const qsizetype at = page.indexOf(QStringLiteral("<section id=\"board\">"));
        QVERIFY(at > 0);
        const QString section = page.mid(at, page.indexOf(QStringLiteral("</section>"), at) - at);
        QVERIFY(section.contains(QStringLiteral("<h2>Round 1: the board</h2><svg ")));
        // Nothing from elsewhere: no link, no image, no style, no script.
        for (const char *outside : {"href", "<image", "<use", "style=", "<script", "url("})
            QVERIFY2(!section.contains(QLatin1String(outside)), outside);
        // 19 hexes and the sea; 18 tokens with their pips; every hex named.
        QCOMPARE(section.count(QStringLiteral("<polygon")), 20);
        QCOMPARE(section.count(QStringLiteral(">Desert</text>")), 1);
        QCOMPARE(section.count(QStringLiteral(">Wood</text>")) >= 4, true);
        QCOMPARE(section.count(QStringLiteral("fill=\"#c62828\" font-weight=\"bold\">6</text>")),
                 2);
        QCOMPARE(section.count(QStringLiteral("fill=\"#c62828\" font-weight=\"bold\">8</text>")),
                 2);
        QCOMPARE(section.count(QStringLiteral(">3:1</text>")), 4);
        QCOMPARE(section.count(QStringLiteral(">2:1</text>")), 5);
        const auto pips = view.board->resourcePips();
        QVERIFY(
            section.contains(QStringLiteral("Pips: Wood %1 · Sheep %2").arg(pips[0]).arg(pips[1])));

        // The phone's language.
        page = QString::fromUtf8(PlayersPage::render(view, 1, "de"));
        for (const char *word : {"Runde 1: der Spielplan", ">Wüste</text>", ">Holz</text>",
                                 ">Lehm</text>", "Punkte: Holz"})
            QVERIFY2(page.contains(QString::fromUtf8(word)), word);
    }

    // The table's own page on its phone: the round's board under the sheet,
    // in the phone's language; none while the round has no board.
    void onTheTablesPage()
    {
        ReportPageData d;
        d.language = QStringLiteral("de");
        d.tournament = QStringLiteral("Vereinsturnier");
        d.code = QStringLiteral("K7QM2PXA");
        d.round = 2;
        d.table = 3;
        d.players = {"Anna", "Bernd", "Carla", "Dario"};
        QString page = QString::fromUtf8(ReportPage::table(d));
        QVERIFY(page.contains(QStringLiteral("<form")));
        QVERIFY(!page.contains(QStringLiteral("id=\"board\"")));

        d.board = board::generate(2026);
        page = QString::fromUtf8(ReportPage::table(d));
        const qsizetype at = page.indexOf(QStringLiteral("<section id=\"board\">"));
        QVERIFY(at > page.indexOf(QStringLiteral("<form")));
        const QString section = page.mid(at, page.indexOf(QStringLiteral("</section>"), at) - at);
        QVERIFY(section.contains(QStringLiteral("<h2>Runde 2: der Spielplan</h2><svg ")));
        QCOMPARE(section.count(QStringLiteral("<polygon")), 20);
        QCOMPARE(section.count(QStringLiteral(">Wüste</text>")), 1);
        for (const char *outside : {"href", "<image", "<use", "style=", "<script", "url("})
            QVERIFY2(!section.contains(QLatin1String(outside)), outside);
    }
};

QTEST_GUILESS_MAIN(TestBoardPage)
#include "tst_board_page.moc"
