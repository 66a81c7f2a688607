// catan-desk-cli score and standings, run as a process on real files
// (docs/formats.md §2, §3, §6).
#include "clirun.h"

#include <QTemporaryDir>
#include <QTest>

using namespace ctd::test;

namespace {

using Run = CliRun;

const QByteArray kHeader = kResultsHeader;

// The worked example of docs/rules.md §7 and a table of 3 in round 2.
const QByteArray kTournament = kHeader
    + "1,1,Anna,2,3,1,3,11,7,,,\n"
      "1,1,Bernd,3,2,0,1,8,4,,,\n"
      "1,1,Carla,4,1,0,0,9,5,,,\n"
      "1,1,Dario,2,0,0,2,6,3,,,\n"
      "1,2,Emil,2,1,0,0,4,1,,,\n"
      "1,2,Fritz,2,1,0,0,4,1,,,\n"
      "1,2,Greta,2,1,0,0,4,1,,,\n"
      "2,1,Dario,2,4,0,0,5,2,0,0,1\n"
      "2,1,Carla,3,4,0,0,6,2,0,0,0\n"
      "2,1,Emil,2,0,0,0,4,1,0,0,0\n"
      "2,2,Anna,2,1,0,0,4,1,,,\n"
      "2,2,Bernd,2,1,0,0,4,1,,,\n"
      "2,2,Fritz,2,3,0,0,5,2,,,\n"
      "2,2,Greta,2,0,0,0,2,0,,,\n";

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString write(const QString &name, const QByteArray &bytes)
    {
        return writeFile(m_dir.filePath(name), bytes);
    }

    static Run run(const QStringList &args) { return runCli(args); }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void scoresTheWorkedExample()
    {
        const Run r = run({"score", write("t.csv", kTournament)});
        QCOMPARE(r.err, QByteArray());
        QCOMPARE(r.status, 0);
        QCOMPARE(r.out,
                 QByteArray("round,table,player,vp,largest_army,longest_road,place,round_points\n"
                            "1,1,Anna,13,1,1,1,5.00\n"
                            "1,1,Bernd,7,0,0,2,3.00\n"
                            "1,1,Carla,6,0,0,3,2.00\n"
                            "1,1,Dario,2,0,0,4,1.00\n"
                            "1,2,Emil,4,0,0,1,3.33\n"
                            "1,2,Fritz,4,0,0,1,3.33\n"
                            "1,2,Greta,4,0,0,1,3.33\n"
                            "2,1,Dario,10,0,0,1,5.00\n"
                            "2,1,Carla,11,0,0,2,3.00\n"
                            "2,1,Emil,2,0,0,3,2.00\n"
                            "2,2,Fritz,8,0,0,1,5.00\n"
                            "2,2,Anna,4,0,0,2,2.50\n"
                            "2,2,Bernd,4,0,0,2,2.50\n"
                            "2,2,Greta,2,0,0,4,1.00\n"));
    }

    void standings()
    {
        const Run r = run({"standings", write("t.csv", kTournament)});
        QCOMPARE(r.err, QByteArray());
        QCOMPARE(r.status, 0);
        // Shares pool each player's tables: Anna 17 VP of 28 + 18.
        QCOMPARE(r.out,
                 QByteArray("rank,player,round_points,vp,vp_share,tables,adjustment\n"
                            "1,Fritz,8.33,12,40.00,2,0\n"
                            "2,Anna,7.50,17,36.96,2,0\n"
                            "3,Dario,6.00,12,23.53,2,0\n"
                            "4,Bernd,5.50,11,23.91,2,0\n"
                            "5,Emil,5.33,6,17.14,2,0\n"
                            "6,Carla,5.00,17,33.33,2,0\n"
                            "7,Greta,4.33,6,20.00,2,0\n"));
    }

    void standingsAfterRound()
    {
        const Run r = run({"standings", write("t.csv", kTournament), "--after-round", "1"});
        QCOMPARE(r.status, 0);
        QCOMPARE(r.out,
                 QByteArray("rank,player,round_points,vp,vp_share,tables,adjustment\n"
                            "1,Anna,5.00,13,46.43,1,0\n"
                            "2,Emil,3.33,4,33.33,1,0\n"
                            "3,Fritz,3.33,4,33.33,1,0\n"
                            "4,Greta,3.33,4,33.33,1,0\n"
                            "5,Bernd,3.00,7,25.00,1,0\n"
                            "6,Carla,2.00,6,21.43,1,0\n"
                            "7,Dario,1.00,2,7.14,1,0\n"));
        const Run zero = run({"standings", write("t.csv", kTournament), "--after-round=0"});
        QCOMPARE(zero.status, 0);
        QVERIFY(zero.out.contains("1,Anna,0.00,0,0.00,0,0\n"));
    }

    void readsAnyRfc4180File()
    {
        // Byte-order mark, CRLF, columns in another order, an extra column,
        // quotes, a comma, doubled inner spaces and accents in names, a newline
        // in another field, spaces around fields.
        const QByteArray file =
            "\xEF\xBB\xBF"
            "note,player,round,table,settlements,cities,vp_cards,knights,roads,longest_road\r\n"
            "x,\"M\xC3\xBCller, \"\"Jo\"\"\",1,1,2,3,1,3,11,7\r\n"
            "\"multi\r\nline note\",\" J\xC3\xA9r\xC3\xB4me \",1,1,3,2,0,1,8,4\r\n"
            ", \xC3\x84rger ,1,1,4,1,0,0,9,5\r\n"
            ",\"two  lines\",1,1,2,0,0,2,6,3\r\n";
        const Run r = run({"score", write("rfc.csv", file)});
        QCOMPARE(r.err, QByteArray());
        QCOMPARE(r.status, 0);
        QCOMPARE(r.out,
                 QByteArray("round,table,player,vp,largest_army,longest_road,place,round_points\n"
                            "1,1,\"M\xC3\xBCller, \"\"Jo\"\"\",13,1,1,1,5.00\n"
                            "1,1,J\xC3\xA9r\xC3\xB4me,7,0,0,2,3.00\n"
                            "1,1,\xC3\x84rger,6,0,0,3,2.00\n"
                            "1,1,two lines,2,0,0,4,1.00\n"));
    }

    void reportsEveryProblem_data()
    {
        QTest::addColumn<QByteArray>("file");
        QTest::addColumn<QByteArray>("errors");

        QTest::newRow("csv_syntax") << kHeader + "1,1,\"Anna,2,3,1,3,11,7,,,\n"
                                    << QByteArray("error: 2: csv_syntax:");
        QTest::newRow("csv_syntax: field count") << kHeader + "1,1,Anna,2,3\n"
                                                 << QByteArray("error: 2: csv_syntax:");
        QTest::newRow("missing_column")
            << QByteArray(
                   "round,table,player,settlements,cities,vp_cards,roads,longest_road\n1,1,A,2,1,0,5,2\n")
            << QByteArray("error: 1: missing_column: The header has no column \"knights\".");
        QTest::newRow("empty file") << QByteArray("") << QByteArray("error: 1: missing_column:");
        QTest::newRow("not_a_number")
            << kHeader + "1,1,Anna,two,3,1,3,11,7,,,\n"
            << QByteArray("error: 2: round 1, table 1, player Anna: not_a_number:");
        QTest::newRow("not_a_number: decimal")
            << kHeader + "1,1,Anna,2,3,1.5,3,11,7,,,\n"
            << QByteArray("error: 2: round 1, table 1, player Anna: not_a_number:");
        QTest::newRow("not_a_number: round 0")
            << kHeader + "0,1,Anna,2,3,1,3,11,7,,,\n"
            << QByteArray("error: 2: player Anna: not_a_number:");
        QTest::newRow("bad_mark") << kHeader + "1,1,Anna,2,3,1,3,11,7,yes,,\n"
                                  << QByteArray(
                                         "error: 2: round 1, table 1, player Anna: bad_mark:");
        QTest::newRow("empty_name") << kHeader + "1,1,  ,2,3,1,3,11,7,,,\n"
                                    << QByteArray("error: 2: round 1, table 1: empty_name:");
        QTest::newRow("rule: table_size")
            << kHeader + "1,1,A,2,3,1,3,11,7,,,\n1,1,B,2,3,1,3,11,7,,,\n"
            << QByteArray("error: 2: round 1, table 1: table_size:");
        QTest::newRow("rule: every error, each with its line")
            << kHeader
                + "1,1,Anna,6,3,1,3,11,7,,,\n1,1,Bernd,3,2,0,1,8,4,,,\n1,1,Carla,4,1,0,0,1,5,,,\n"
            << QByteArray(
                   "error: 2: round 1, table 1, player Anna: settlements_range: Settlements 6: enter 0 to 5.\n"
                   "error: 4: round 1, table 1, player Carla: roads_range: Roads built 1: enter 2 to 15.\n"
                   "error: 4: round 1, table 1, player Carla: longest_road_range:");
        QTest::newRow("rule: duplicate_player in a round")
            << kHeader
                + "1,1,A,2,3,0,0,5,2,,,\n1,1,B,3,2,0,0,6,2,,,\n1,1,C,2,1,0,0,4,1,,,\n"
                  "1,2,A,2,3,0,0,5,2,,,\n1,2,E,3,2,0,0,6,2,,,\n1,2,F,2,1,0,0,4,1,,,\n"
            << QByteArray(
                   "error: 5: round 1, table 2, player A: duplicate_player: A already plays at table 1 in round 1.");
        QTest::newRow("problems in two tables")
            << kHeader
                + "1,1,A,2,3,0,0,5,2,,,\n1,1,B,3,2,0,0,6,2,,,\n1,1,C,2,1,0,0,4,1,1,,\n"
                  "1,2,D,2,3,0,0,5,2,,,\n1,2,E,3,2,x,0,6,2,,,\n1,2,F,2,1,0,0,4,1,,,\n"
            << QByteArray("error: 4: round 1, table 1, player C: army_mark_misplaced:");
    }

    void reportsEveryProblem()
    {
        QFETCH(QByteArray, file);
        QFETCH(QByteArray, errors);
        const QString path = write("bad.csv", file);
        for (const char *command : {"score", "standings"}) {
            const Run r = run({QString::fromLatin1(command), path});
            QCOMPARE(r.status, 1);
            QCOMPARE(r.out, QByteArray()); // nothing on stdout when the input is bad
            QVERIFY2(r.err.contains(errors), r.err.constData());
            for (const QByteArray &line : r.err.trimmed().split('\n'))
                QVERIFY2(line.startsWith("error: "), line.constData());
        }
    }

    void problemsInTwoTablesAreAllReported()
    {
        const QByteArray file = kHeader
            + "1,1,A,2,3,0,0,5,2,,,\n1,1,B,3,2,0,0,6,2,,,\n1,1,C,2,1,0,0,4,1,1,,\n"
              "1,2,D,2,3,0,0,5,2,,,\n1,2,E,3,2,x,0,6,2,,,\n1,2,F,2,1,0,0,4,1,,,\n";
        const Run r = run({"score", write("two.csv", file)});
        QCOMPARE(r.status, 1);
        QCOMPARE(r.err.count('\n'), 2);
        QVERIFY(r.err.contains("error: 6: round 1, table 2, player E: not_a_number:"));
    }

    void usageAndFileProblems_data()
    {
        // Each row names the problem's code and a part of its message, so that
        // a row cannot pass on an error other than the one it is about (every
        // file below but one would not exist either).
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("code");
        QTest::addColumn<QByteArray>("detail");
        QTest::newRow("no command")
            << QStringList{} << QByteArray("usage") << QByteArray("missing COMMAND");
        QTest::newRow("unknown command") << QStringList{"frobnicate"} << QByteArray("usage")
                                         << QByteArray("unknown command \"frobnicate\"");
        QTest::newRow("missing file argument")
            << QStringList{"score"} << QByteArray("usage") << QByteArray("missing RESULTS.csv");
        QTest::newRow("two files") << QStringList{"score", "a.csv", "b.csv"} << QByteArray("usage")
                                   << QByteArray("too many arguments");
        QTest::newRow("file does not exist")
            << QStringList{"score", "/nonexistent/results.csv"} << QByteArray("file")
            << QByteArray("/nonexistent/results.csv");
        QTest::newRow("unknown option")
            << QStringList{"score", "--frob", "x.csv"} << QByteArray("usage")
            << QByteArray("unknown option \"--frob\"");
        QTest::newRow("after-round not a number")
            << QStringList{"standings", "x.csv", "--after-round", "two"} << QByteArray("usage")
            << QByteArray("--after-round takes a whole number, not \"two\"");
        QTest::newRow("after-round missing value")
            << QStringList{"standings", "x.csv", "--after-round"} << QByteArray("usage")
            << QByteArray("--after-round needs a value");
        QTest::newRow("after-round on score")
            << QStringList{"score", "x.csv", "--after-round", "1"} << QByteArray("usage")
            << QByteArray("unknown option \"--after-round\"");
    }

    void usageAndFileProblems()
    {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, code);
        QFETCH(QByteArray, detail);
        const Run r = run(args);
        QCOMPARE(r.status, 2);
        QCOMPARE(r.out, QByteArray());
        QVERIFY2(r.err.startsWith(QByteArray("error: -: " + code + ": ")), r.err.constData());
        QVERIFY2(r.err.contains(detail), r.err.constData());
        QCOMPARE(r.err.count('\n'), 1);
    }

    void helpAndVersion()
    {
        const Run help = run({"--help"});
        QCOMPARE(help.status, 0);
        QVERIFY(help.out.contains("catan-desk-cli score RESULTS.csv"));
        QVERIFY(help.out.contains("Exit status"));
        const Run version = run({"--version"});
        QCOMPARE(version.status, 0);
        QVERIFY(version.out.startsWith("catan-desk-cli "));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
