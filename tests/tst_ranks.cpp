// docs/formats.md, "Ranks by round": /ranks.csv, player,round,rank, every
// player's rank in the standings after each round whose results are all in,
// as the players' page serves it (the desk's sharing serves the same). Each
// row is a tournament with drops, late entries, a cut or an unfinished round,
// and the file must agree with the standings after each round.
#include "storepass.h"
#include "webtest.h"

#include "files/csv.h"
#include "readmodel/follower.h"
#include "scoring/rankhistory.h"
#include "tournament/ranking.h"
#include "tournament/rankreading.h"
#include "tournament/results.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"
#include "web/playersserver.h"
#include "web/rankchartsvg.h"

#include <QRegularExpression>
#include <QTemporaryDir>

using namespace ctd;
using namespace ctd::test;

namespace {

const QStringList kFirst{"Anna", "Bernd", "Carla", "Dario", "Emil", "Fatma", "Greta", "Hanna"};

QList<QList<qint64>> seating(const Tournament &t, const QList<QStringList> &tables)
{
    QList<QList<qint64>> ids;
    for (const QStringList &names : tables) {
        ids.append(QList<qint64>());
        for (const QString &n : names)
            ids.last().append(t.roster().playerByName(n)->id);
    }
    return ids;
}

// Tables of 4, the last ones of 3 where the count asks for it.
QList<QStringList> tablesOf(const QStringList &names)
{
    const qsizetype n = names.size();
    qsizetype fours = n / 4;
    while ((n - 4 * fours) % 3 != 0)
        --fours;
    QList<QStringList> tables;
    qsizetype at = 0;
    while (at < n) {
        const qsizetype size = tables.size() < fours ? 4 : 3;
        tables.append(names.mid(at, size));
        at += size;
    }
    return tables;
}

bool seatAndPlay(Tournament &t, int round, const QList<QStringList> &tables, int results,
                 DbError *e)
{
    if (!t.rounds().addRound(testPass(), seating(t, tables), e))
        return false;
    for (const SeatedTable &s : t.rounds().tables(round))
        if (s.table <= results
            && !t.results().saveSheet(testPass(), round, s.table,
                                      fourLines(s.names, s.table + round), false, e))
            return false;
    return true;
}

QList<CsvRecord> records(const QByteArray &csv)
{
    QList<CsvRecord> rows;
    CsvSyntaxError error;
    if (!readCsv(csv, &rows, &error))
        return {};
    return rows;
}

} // namespace

class TestRanks : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    int m_file = 0;

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void servedRanksAgreeWithStandings_data()
    {
        QTest::addColumn<bool>("drop");
        QTest::addColumn<bool>("late");
        QTest::addColumn<bool>("cut");
        QTest::addColumn<bool>("unfinished");
        QTest::addColumn<QList<int>>("rounds");
        QTest::addColumn<int>("cutPlaces");
        QTest::newRow("two rounds") << false << false << false << false << QList<int>{1, 2} << 0;
        QTest::newRow("a player dropped after round 1 keeps a rank")
            << true << false << false << false << QList<int>{1, 2} << 0;
        QTest::newRow("a late entry is ranked in round 1 too, below all who played")
            << false << true << false << false << QList<int>{1, 2} << 0;
        QTest::newRow("a round not all in has no ranks")
            << false << false << false << true << QList<int>{1, 2} << 0;
        QTest::newRow("a final: its round ranks by the final table")
            << false << false << true << false << QList<int>{1, 2, 3} << 4;
        QTest::newRow("drop, late entry and a final")
            << true << true << true << false << QList<int>{1, 2, 3} << 4;
    }

    void servedRanksAgreeWithStandings()
    {
        QFETCH(bool, drop);
        QFETCH(bool, late);
        QFETCH(bool, cut);
        QFETCH(bool, unfinished);
        QFETCH(QList<int>, rounds);
        QFETCH(int, cutPlaces);
        const QString db = m_dir.filePath(QString("ranks%1.sqlite").arg(++m_file));
        QString finalWinner;
        {
            Tournament t;
            DbError e;
            QVERIFY(t.open(db, &e));
            QVERIFY(t.roster().addPlayers(testPass(), kFirst, &e));
            QVERIFY2(seatAndPlay(t, 1, tablesOf(kFirst), 2, &e), qPrintable(e.message));
            QStringList second = kFirst;
            if (drop) {
                QVERIFY(t.roster().setDropped(testPass(), t.roster().playerByName("Hanna")->id,
                                              true, &e));
                second.removeAll("Hanna");
            }
            if (late) {
                QVERIFY(t.roster().addPlayers(testPass(), {"Ilse"}, &e));
                second.append("Ilse");
            }
            // Others meet in round 2: every second one moves to the back.
            QStringList mixed;
            for (qsizetype i = 0; i < second.size(); i += 2)
                mixed.append(second[i]);
            for (qsizetype i = 1; i < second.size(); i += 2)
                mixed.append(second[i]);
            QVERIFY2(seatAndPlay(t, 2, tablesOf(mixed), 9, &e), qPrintable(e.message));
            if (cut) {
                QSet<QString> dropped;
                for (const QString &n : t.roster().droppedNames())
                    dropped.insert(n);
                const QStringList top = finalPlayers(t.ranking().standings(2), dropped, {});
                QCOMPARE(top.size(), 4);
                QVERIFY(t.rounds().addRound(testPass(), seating(t, {top}), &e));
                QList<Problem> problems;
                QVERIFY2(t.rounds().setStage(testPass(), 3, Stage::Final, QString(), &problems, &e),
                         qPrintable(e.message));
                // The fourth of the preliminary standings wins the final.
                QList<PlayerLine> lines = fourLines(top, 1);
                QVERIFY(t.results().saveSheet(testPass(), 3, 1, lines, false, &e));
                finalWinner = top[3];
            }
            if (unfinished)
                QVERIFY2(seatAndPlay(t, 3, tablesOf(kFirst), 1, &e), qPrintable(e.message));
        }

        TournamentFollower follower;
        DbError e;
        QVERIFY(follower.open(db, &e));
        PlayersServer server(&follower);
        QVERIFY(server.listen(QHostAddress::LocalHost, 0));
        const QByteArray reply = fetch(server.http()->port(), "/ranks.csv");
        QVERIFY2(reply.startsWith("HTTP/1.1 200"), reply.constData());
        QVERIFY(reply.contains("Content-Type: text/csv; charset=utf-8"));
        const QList<CsvRecord> rows = records(reply.mid(reply.indexOf("\r\n\r\n") + 4));
        QVERIFY(!rows.isEmpty());
        QCOMPARE(rows.first().fields, QStringList({"player", "round", "rank"}));

        // Round by round, in rank order, exactly the standings after that round.
        Tournament t;
        QVERIFY(t.openReadOnly(db, &e));
        QList<QStringList> expected;
        for (int round : rounds)
            for (const StandingsRow &r : t.ranking().standings(round))
                expected.append({r.player, QString::number(round), QString::number(r.rank)});
        QList<QStringList> served;
        for (qsizetype i = 1; i < rows.size(); ++i)
            served.append(rows[i].fields);
        QCOMPARE(served, expected);
        QCOMPARE(follower.view().ranks.cut, cutPlaces);
        QCOMPARE(follower.view().ranks.rounds, rounds);

        const RankHistory &h = follower.view().ranks;
        const qsizetype players = kFirst.size() + (late ? 1 : 0);
        QCOMPARE(h.players.size(), players);
        if (drop)
            QCOMPARE(h.ranksOf("Hanna").size(), rounds.size()); // still ranked after dropping
        if (late)
            QCOMPARE(h.ranksOf("Ilse").first(), int(players)); // no table in round 1: last
        if (cut)
            QCOMPARE(h.ranksOf(finalWinner).last(), 1);
    }

    void cutPlaces_data()
    {
        QTest::addColumn<QString>("rules");
        QTest::addColumn<QList<int>>("semifinalFinal"); // rounds with those stages, 0: none
        QTest::addColumn<int>("active");
        QTest::addColumn<int>("places");
        QTest::newRow("standard, no cut seated") << "standard" << QList<int>{0, 0} << 40 << 0;
        QTest::newRow("standard, a final seated") << "standard" << QList<int>{0, 4} << 10 << 4;
        QTest::newRow("a semi-final seated") << "standard" << QList<int>{4, 0} << 40 << 16;
        QTest::newRow("a semi-final and a final") << "de-ranking" << QList<int>{4, 5} << 40 << 16;
        QTest::newRow("catan-studio, 29 players: a semi-final")
            << "catan-studio" << QList<int>{0, 0} << 29 << 16;
        QTest::newRow("catan-studio, 12 players: a final")
            << "catan-studio" << QList<int>{0, 0} << 12 << 4;
        QTest::newRow("catan-studio, 3 players: none")
            << "catan-studio" << QList<int>{0, 0} << 3 << 0;
    }

    void cutPlaces()
    {
        QFETCH(QString, rules);
        QFETCH(QList<int>, semifinalFinal);
        QFETCH(int, active);
        QFETCH(int, places);
        StageMap stages;
        if (semifinalFinal[0] > 0)
            stages.insert(semifinalFinal[0], Stage::Semifinal);
        if (semifinalFinal[1] > 0)
            stages.insert(semifinalFinal[1], Stage::Final);
        RuleSet r = RuleSet::byId(rules);
        r.id = rules;
        QCOMPARE(ctd::cutPlaces(stages, r, active), places);
    }

    // The page's chart: a line for every player; in a field of up to 64 each
    // line carries its label for the search to show, beyond only the leaders'.
    void pageChartLabels_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("labels");
        QTest::newRow("64 players: every line named") << 64 << 64;
        QTest::newRow("65 players: the three leaders named") << 65 << 3;
        QTest::newRow("2,000 players") << 2000 << 3;
    }

    void pageChartLabels()
    {
        QFETCH(int, players);
        QFETCH(int, labels);
        RankHistory h;
        h.rounds = {1, 2};
        for (int i = 0; i < players; ++i) {
            h.players.append(QString("P%1").arg(i));
            h.ranks.append({players - i, i + 1});
        }
        const QString svg = RankChartSvg::section(h, "en");
        QCOMPARE(svg.count("data-n="), players);
        QCOMPARE(svg.count("</text></g>"), labels + 1); // and the axes' group
        QVERIFY(svg.contains("<g class=\"t1\" data-n=\"P0\"><path d=\"M"));
        QVERIFY(svg.contains(">1 P0</text></g>"));
    }

    // On a phone of 360 pixels the chart is 340 units wide; every label, the
    // picked one in bold as well, stays inside it: long names in the three
    // languages, in a chart of one round (labels from the middle) and of
    // several (labels from the right, where the room is least).
    void chartLabelsInsideTheChart_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QStringList>("names");
        QTest::addColumn<int>("rounds");
        const QStringList de{"Maximilian Schwarzwälder-Großkopf", "Jürgen Groß", "Bärbel Müller",
                             "Wolfgang Überschwänglich", "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWW"};
        const QStringList en{"Christopher Montgomery-Wetherington", "Ann Lee",
                             "Elizabeth Worthington", "Mmmmmmmmmmmmmmmmmmmmmm Wwwwwwwwwww", "Bob"};
        const QStringList pt{"Maria da Conceição Albuquerque", "João", "Gonçalo Magalhães",
                             "Sebastião Vasconcelos", "Luísa Bragança e Menezes"};
        for (int rounds : {1, 4}) {
            QTest::addRow("de, %d rounds", rounds) << "de" << de << rounds;
            QTest::addRow("en, %d rounds", rounds) << "en" << en << rounds;
            QTest::addRow("pt, %d rounds", rounds) << "pt" << pt << rounds;
        }
    }

    void chartLabelsInsideTheChart()
    {
        QFETCH(QString, language);
        QFETCH(QStringList, names);
        QFETCH(int, rounds);
        RankHistory h;
        for (int r = 1; r <= rounds; ++r)
            h.rounds.append(r);
        h.cut = 4;
        for (qsizetype i = 0; i < names.size(); ++i) {
            h.players.append(names[i]);
            h.ranks.append(QList<int>(rounds, int(i) + 1));
        }
        const QString svg = RankChartSvg::section(h, language);
        // Every label at the end of a line: x, its drawn width (the estimate
        // of its bold text, in its own font size where it has one).
        static const QRegularExpression label(
            QStringLiteral(R"re(<text x="([0-9.]+)" y="[0-9.]+"(?: font-size="([0-9.]+)")?)re"
                           R"re(>([^<]*)</text></g>)re"));
        int labels = 0;
        auto it = label.globalMatch(svg);
        while (it.hasNext()) {
            const QRegularExpressionMatch m = it.next();
            ++labels;
            const double x = m.captured(1).toDouble();
            const QString text = m.captured(3);
            const double size =
                m.captured(2).isEmpty() ? RankChartSvg::kFontSize : m.captured(2).toDouble();
            const double width = RankChartSvg::labelWidth(text) * size / RankChartSvg::kFontSize;
            QVERIFY2(x + width <= RankChartSvg::kWidth,
                     qPrintable(QString("%1 at %2, %3 wide").arg(text).arg(x).arg(width)));
            // Drawn in no less than four fifths of the chart's font.
            QVERIFY2(size >= 0.8 * RankChartSvg::kFontSize - 0.15, qPrintable(text));
            // Every player is still recognisable: the name or its beginning.
            const QString shown = text.section(' ', 1);
            QVERIFY2(!shown.isEmpty(), qPrintable(text));
        }
        QCOMPARE(labels, names.size());
        // A name that fits is drawn as it is.
        QVERIFY(svg.contains(QString(">%1 %2</text></g>").arg(2).arg(names[1])));
    }

    void noCompleteRoundNoRows()
    {
        const QString db = m_dir.filePath("empty.sqlite");
        {
            Tournament t;
            DbError e;
            QVERIFY(t.open(db, &e));
            QVERIFY(t.roster().addPlayers(testPass(), kFirst, &e));
            QVERIFY(seatAndPlay(t, 1, tablesOf(kFirst), 1, &e));
        }
        TournamentFollower follower;
        DbError e;
        QVERIFY(follower.open(db, &e));
        QVERIFY(follower.view().ranks.isEmpty());
        QCOMPARE(follower.view().ranksCsv, QByteArray("player,round,rank\n"));
    }
};

QTEST_GUILESS_MAIN(TestRanks)
#include "tst_ranks.moc"
