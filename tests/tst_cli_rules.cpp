// catan-desk-cli and rule sets and stages (docs/formats.md §7: rule sets, stages).
#include "clirun.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace ctd::test;

namespace {

const QByteArray kHeader =
    "round,table,player,settlements,cities,vp_cards,knights,roads,longest_road,stage\n";

// Round 1: a table of 4 and a table of 3 (11, 8, 8 VP); round 2 the final of the top 4.
const QByteArray kEvent = kHeader
    + "1,1,Anna,2,3,0,0,2,0,\n"         // 8
      "1,1,Bernd,3,2,0,0,2,0,\n"        // 7
      "1,1,Carla,2,2,0,0,2,0,\n"        // 6
      "1,1,Dario,2,1,0,0,2,0,\n"        // 4
      "1,2,Emil,3,4,0,0,2,0,prelim\n"   // 11
      "1,2,Fritz,2,3,0,0,2,0,prelim\n"  // 8
      "1,2,Greta,2,3,0,0,2,0,prelim\n"; // 8

// The top 4 after round 1: Emil, Anna, Bernd, and Fritz (over Greta by name).
const QByteArray kFinal = "2,1,Emil,2,1,0,0,2,0,final\n"   // 4
                          "2,1,Anna,2,2,0,0,2,0,final\n"   // 6
                          "2,1,Bernd,2,1,0,0,2,0,final\n"  // 4
                          "2,1,Fritz,3,3,0,0,2,0,final\n"; // 9

} // namespace

class TestCliRules : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString write(const QString &name, const QByteArray &bytes)
    {
        return writeFile(m_dir.filePath(name), bytes);
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void listsTheRuleSets()
    {
        const CliRun r = runCli({"rules", "--lang", "en"});
        QCOMPARE(r.status, 0);
        QCOMPARE(r.err, QByteArray());
        const QList<QByteArray> lines = r.out.split('\n');
        QCOMPARE(lines.value(0), QByteArray("id,name"));
        QCOMPARE(lines.value(1), QByteArray("standard,Standard (tournament rules)"));
        QCOMPARE(lines.value(2), QByteArray("de-ranking,German ranking tournament"));
        QCOMPARE(lines.value(3), QByteArray("catan-studio,CATAN Studio championship"));
        // The ids stay; the names follow the language.
        const CliRun de = runCli({"rules", "--lang", "de"});
        QVERIFY(de.out.contains("de-ranking,Deutsches Ranglistenturnier\n"));
    }

    void scoreUnderARuleSet_data()
    {
        QTest::addColumn<QString>("rules");
        QTest::addColumn<QByteArray>("table2"); // the table of 3's lines
        QTest::newRow("standard")
            << "standard"
            << QByteArray(
                   "1,2,Emil,11,0,0,1,5.00\n1,2,Fritz,8,0,0,2,2.50\n1,2,Greta,8,0,0,2,2.50\n");
        QTest::newRow("de-ranking: 5-3-1")
            << "de-ranking"
            << QByteArray(
                   "1,2,Emil,11,0,0,1,5.00\n1,2,Fritz,8,0,0,2,2.00\n1,2,Greta,8,0,0,2,2.00\n");
        QTest::newRow("catan-studio: a win")
            << "catan-studio"
            << QByteArray(
                   "1,2,Emil,11,0,0,1,1.00\n1,2,Fritz,8,0,0,2,0.00\n1,2,Greta,8,0,0,2,0.00\n");
    }

    void scoreUnderARuleSet()
    {
        QFETCH(QString, rules);
        QFETCH(QByteArray, table2);
        const CliRun r = runCli({"score", write("e.csv", kEvent), "--rules", rules});
        QCOMPARE(r.err, QByteArray());
        QCOMPARE(r.status, 0);
        QVERIFY2(r.out.endsWith(table2), r.out.constData());
    }

    void standingsUnderARuleSet_data()
    {
        QTest::addColumn<QString>("rules");
        QTest::addColumn<QByteArray>("expected");
        QTest::newRow("standard") << "standard"
                                  << QByteArray(
                                         "rank,player,round_points,vp,vp_share,tables,adjustment\n"
                                         "1,Emil,5.00,11,40.74,1,0\n1,Anna,5.00,8,32.00,1,0\n");
        QTest::newRow("de-ranking: capped VP, places counted")
            << "de-ranking"
            << QByteArray(
                   "rank,player,round_points,vp,vp_share,tables,first_places,second_places,third_places,"
                   "adjustment\n"
                   "1,Emil,5.00,10,38.46,1,1,0,0,0\n2,Anna,5.00,8,32.00,1,1,0,0,0\n");
        QTest::newRow("catan-studio: a virtual fourth player")
            << "catan-studio"
            << QByteArray("rank,player,round_points,vp,vp_share,tables,adjustment\n"
                          "1,Emil,1.00,11,30.56,1,0\n2,Anna,1.00,8,32.00,1,0\n");
    }

    void standingsUnderARuleSet()
    {
        QFETCH(QString, rules);
        QFETCH(QByteArray, expected);
        const CliRun r = runCli({"standings", write("e.csv", kEvent), "--rules", rules});
        QCOMPARE(r.err, QByteArray());
        QCOMPARE(r.status, 0);
        const QList<QByteArray> lines = r.out.split('\n');
        const QList<QByteArray> want = expected.split('\n');
        QCOMPARE(lines.value(0), want.value(0));
        QCOMPARE(lines.value(1), want.value(1));
        if (rules != "standard")
            QCOMPARE(lines.value(2), want.value(2));
        else
            QVERIFY(lines.value(2).startsWith("2,Anna,5.00,8,32.00,1"));
    }

    void customRuleSetFile()
    {
        const QString file =
            write("town.rules",
                  "# Town league: 5-3-2 at tables of 3 like standard, VP capped at 10\n"
                  "id = town-league\nname = Town league\n"
                  "points-4 = 4 2 1 0\npoints-3 = 4 2 1\nvp-cap = 10\n"
                  "share = pooled\ntie-breaks = first vp share\n");
        const CliRun r = runCli({"score", write("e.csv", kEvent), "--rules", file});
        QCOMPARE(r.err, QByteArray());
        QCOMPARE(r.status, 0);
        QVERIFY(r.out.contains("1,1,Anna,8,0,0,1,4.00\n1,1,Bernd,7,0,0,2,2.00\n"));
        QVERIFY(r.out.contains("1,2,Fritz,8,0,0,2,1.50\n"));
    }

    void badRuleSets_data()
    {
        QTest::addColumn<QByteArray>("text"); // empty: an id that is no rule set
        QTest::addColumn<QStringList>("errors");
        QTest::newRow("unknown id")
            << QByteArray()
            << QStringList{"error: -: usage: there is no rule set or rule-set file \"nope\""};
        QTest::newRow("every bad line named")
            << QByteArray("points-4 = 5 3 2\nshare = avg\n\nfoo\ntie-breaks = vp vp\nvp-cap = -1\n")
            << QStringList{
                   "bad.rules:1: points-4 takes 4 whole numbers",
                   "bad.rules:2: share is pooled, average or sum-virtual-fourth, not \"avg\"",
                   "bad.rules:4: A line is \"key = value\"",
                   "bad.rules:5: \"vp\" is not a tie-break",
                   "bad.rules:6: vp-cap is a whole number from 1 or \"none\", not \"-1\""};
        QTest::newRow("a key twice")
            << QByteArray("share = pooled\nshare = average\n")
            << QStringList{"bad.rules:2: The key \"share\" was given on line 1 already"};
        QTest::newRow("a preset's id with other parts")
            << QByteArray("id = de-ranking\npoints-3 = 5 3 2\n")
            << QStringList{"the id \"de-ranking\" names a rule set of the program"};
        QTest::newRow("not UTF-8")
            << QByteArray("name = M\xfcller\n") << QStringList{"is not UTF-8 text"};
    }

    void badRuleSets()
    {
        QFETCH(QByteArray, text);
        QFETCH(QStringList, errors);
        const QString arg = text.isEmpty() ? QStringLiteral("nope") : write("bad.rules", text);
        const CliRun r = runCli({"standings", write("e.csv", kEvent), "--rules", arg});
        QCOMPARE(r.status, 2);
        QCOMPARE(r.out, QByteArray());
        const QList<QByteArray> lines = r.err.trimmed().split('\n');
        QCOMPARE(lines.size(), errors.size());
        for (qsizetype i = 0; i < errors.size(); ++i)
            QVERIFY2(lines[i].contains(errors[i].toUtf8()), lines[i].constData());
    }

    void finalRankingFromTheStageColumn()
    {
        const CliRun r = runCli({"standings", write("f.csv", kEvent + kFinal)});
        QCOMPARE(r.err, QByteArray());
        QCOMPARE(r.status, 0);
        // Fritz wins the final; Emil and Bernd share third, in preliminary
        // order; the columns count the preliminary round only, and the last
        // two say what decided each rank.
        QCOMPARE(r.out,
                 QByteArray("rank,player,round_points,vp,vp_share,tables,adjustment,decided_by,"
                            "stage_place\n"
                            "1,Fritz,2.50,8,29.63,1,0,final,1\n"
                            "2,Anna,5.00,8,32.00,1,0,final,2\n"
                            "3,Emil,5.00,11,40.74,1,0,final,3\n"
                            "4,Bernd,3.00,7,28.00,1,0,final,3\n"
                            "5,Greta,2.50,8,29.63,1,0,prelim,\n"
                            "6,Carla,2.00,6,24.00,1,0,prelim,\n"
                            "7,Dario,1.00,4,16.00,1,0,prelim,\n"));
        const CliRun before = runCli({"standings", m_dir.filePath("f.csv"), "--after-round", "1"});
        QVERIFY(before.out.startsWith(
            "rank,player,round_points,vp,vp_share,tables,adjustment\n1,Emil,"));
    }

    void tournamentFileKeepsItsRuleSet()
    {
        const QString db = m_dir.filePath("t.sqlite");
        QFile::remove(db);
        CliRun r =
            runCli({"--db", db, "import", write("e.csv", kEvent), "--rules", "catan-studio"});
        QCOMPARE(r.err, QByteArray());
        QCOMPARE(r.status, 0);
        r = runCli({"--db", db, "rules"});
        QCOMPARE(r.status, 0);
        QVERIFY2(r.out.startsWith("id = catan-studio\npoints-4 = 1 0 0 0\n"), r.out.constData());
        // The shown rule set is a rule-set file: it reads back in.
        const QString shown = write("shown.rules", r.out);
        QCOMPARE(runCli({"standings", m_dir.filePath("e.csv"), "--rules", shown}).out,
                 runCli({"--db", db, "standings"}).out);
        QVERIFY(runCli({"--db", db, "standings"}).out.contains("1,Emil,1.00,11,30.56,1,0\n"));

        // A later import may not name another rule set; a change is its own command.
        r = runCli({"--db", db, "import", write("f.csv", kHeader + kFinal), "--rules", "standard"});
        QCOMPARE(r.status, 2);
        QVERIFY(r.err.contains("catan-studio"));
        r = runCli({"--db", db, "rules", "de-ranking"});
        QCOMPARE(r.status, 0);
        QVERIFY(r.out.startsWith("id = de-ranking\n"));
        QVERIFY(runCli({"--db", db, "standings"}).out.contains("1,Emil,5.00,10,38.46,1,1,0,0,0\n"));
        r = runCli({"--db", db, "rules", "nope"});
        QCOMPARE(r.status, 2);
        QCOMPARE(r.out, QByteArray());

        // The final, imported with its stage, ranks first; export writes the stage back.
        r = runCli({"--db", db, "rules", "standard"});
        r = runCli({"--db", db, "import", m_dir.filePath("f.csv")});
        QCOMPARE(r.err, QByteArray());
        QCOMPARE(r.status, 0);
        r = runCli({"--db", db, "standings"});
        QVERIFY2(
            r.out.startsWith("rank,player,round_points,vp,vp_share,tables,adjustment,decided_by,"
                             "stage_place\n1,Fritz,2.50,8,29.63,1,0,final,1\n"),
            r.out.constData());
        r = runCli({"--db", db, "export", "results"});
        QVERIFY(r.out.split('\n').first().endsWith(",round_points,stage"));
        QVERIFY(r.out.contains(",prelim\n"));
        QVERIFY(r.out.contains("2,1,Fritz,3,3,0,0,2,0,0,0,0,9,0,0,1,5.00,final\n"));
        QCOMPARE(runCli({"standings", write("x.csv", r.out)}).out,
                 runCli({"--db", db, "standings"}).out);
    }

    void importChecksTheCutAgainstTheTournament()
    {
        const QString db = m_dir.filePath("c.sqlite");
        QFile::remove(db);
        QCOMPARE(runCli({"--db", db, "import", write("e.csv", kEvent)}).status, 0);
        // Dario (rank 7) at the final instead of Bernd.
        const CliRun r = runCli(
            {"--db", db, "import",
             write(
                 "w.csv",
                 kHeader
                     + "2,1,Emil,2,1,0,0,2,0,final\n2,1,Anna,2,2,0,0,2,0,final\n2,1,Fritz,2,1,0,0,2,0,final\n2,1,Dario,3,3,0,0,2,0,final\n")});
        QCOMPARE(r.status, 1);
        QVERIFY2(r.err.contains("player Dario: stage_players:"), r.err.constData());
        QVERIFY(r.err.contains("player Bernd: stage_players:"));
        QVERIFY(!runCli({"--db", db, "export", "results"}).out.contains("\n2,1,"));
    }

    void stageProblems_data()
    {
        QTest::addColumn<QByteArray>("extra");
        QTest::addColumn<QStringList>("errors");
        QTest::newRow("two stages in a round")
            << QByteArray(
                   "2,1,Emil,2,1,0,0,2,0,final\n2,1,Anna,2,2,0,0,2,0,semifinal\n2,1,Fritz,2,1,0,0,2,0,final\n2,1,Greta,3,3,0,0,2,0,final\n")
            << QStringList{
                   "error: 10: round 2, table 1, player Anna: stage_order: Round 2 is final on line 9 but semifinal here"};
        QTest::newRow("an unknown stage")
            << QByteArray(
                   "2,1,Emil,2,1,0,0,2,0,Final\n2,1,Anna,2,2,0,0,2,0,final\n2,1,Fritz,2,1,0,0,2,0,final\n2,1,Greta,3,3,0,0,2,0,final\n")
            << QStringList{
                   "error: 9: round 2, table 1, player Emil: stage_order: The stage is \"Final\""};
        QTest::newRow("a preliminary round after the final")
            << kFinal + "3,1,Emil,2,1,0,0,2,0,\n3,1,Anna,2,2,0,0,2,0,\n3,1,Fritz,2,1,0,0,2,0,\n"
            << QStringList{
                   "error: 13: round 3, table 1: stage_order: Round 3 is a preliminary round"};
        QTest::newRow("the wrong finalist")
            << QByteArray(
                   "2,1,Emil,2,1,0,0,2,0,final\n2,1,Anna,2,2,0,0,2,0,final\n2,1,Fritz,2,1,0,0,2,0,final\n2,1,Dario,3,3,0,0,2,0,final\n")
            << QStringList{
                   "error: 9: round 2, table 1, player Bernd: stage_players: Qualifies for the final",
                   "error: 12: round 2, table 1, player Dario: stage_players: Seated at the final, but not among the 4"};
    }

    void stageProblems()
    {
        QFETCH(QByteArray, extra);
        QFETCH(QStringList, errors);
        for (const char *command : {"score", "standings"}) {
            const CliRun r = runCli({command, write("s.csv", kEvent + extra)});
            QCOMPARE(r.status, 1);
            QCOMPARE(r.out, QByteArray());
            const QList<QByteArray> lines = r.err.trimmed().split('\n');
            QCOMPARE(lines.size(), errors.size());
            for (qsizetype i = 0; i < errors.size(); ++i)
                QVERIFY2(lines[i].startsWith(errors[i].toUtf8()), lines[i].constData());
        }
    }
};

QTEST_GUILESS_MAIN(TestCliRules)
#include "tst_cli_rules.moc"
