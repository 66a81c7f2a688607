// docs/formats.md "Teams" (docs/rules.md §11), catan-desk-cli run as a
// process: team standings of a results file with a teams list or its own
// team column, under every rule set; of a tournament (--db … standings
// --teams, teams from an imported team column); a schedule for a players'
// list with teams, teammates never at one table; and every error answer.
#include "files/csv.h"
#include "tournament/tournament.h"

#include "clirun.h"
#include "tournament/roster.h"

#include <QTemporaryDir>
#include <QTest>

using namespace ctd;
using namespace ctd::test;

namespace {

// Round 1: A 12 VP (capped to 10 under de-ranking), B 9, C 6, D 4; E 10, F 8,
// G 6, H 5. Red is A and D (16 VP, 14 capped), Blue E and H (15 VP).
QByteArray results(bool teamColumn)
{
    const QList<QPair<QString, QString>> rows{
        {"1,1,A,4,4", "Red"},  {"1,1,B,3,3", ""}, {"1,1,C,2,2", ""}, {"1,1,D,4,0", "Red"},
        {"1,2,E,2,4", "Blue"}, {"1,2,F,2,3", ""}, {"1,2,G,2,2", ""}, {"1,2,H,5,0", "Blue"}};
    QByteArray csv = kResultsHeader;
    if (teamColumn)
        csv.replace("declared\n", "declared,team\n");
    for (const auto &[row, team] : rows) {
        csv += (row + ",0,0,2,0,0,0,0").toUtf8();
        if (teamColumn)
            csv += "," + team.toUtf8();
        csv += "\n";
    }
    return csv;
}

const QByteArray kHeader = "rank,team,round_points,vp,members,best_rank\n";

} // namespace

class TestCliTeams : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString path(const QString &name) const { return m_dir.filePath(name); }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void standingsOfAFile_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<QByteArray>("teams"); // the --teams file; empty: the team column
        QTest::addColumn<QByteArray>("out");
        QTest::addColumn<bool>("note");

        const QByteArray list = "player,team\nA,Red\nD,Red\nE,Blue\nH,Blue\nB,\n";
        QTest::newRow("a teams list, standard")
            << QStringList{} << list << kHeader + "1,Red,6.00,16,2,1\n2,Blue,6.00,15,2,2\n"
            << false;
        QTest::newRow("the results' team column, standard")
            << QStringList{} << QByteArray() << kHeader + "1,Red,6.00,16,2,1\n2,Blue,6.00,15,2,2\n"
            << false;
        QTest::newRow("de-ranking: VP capped at 10 a game")
            << QStringList{"--rules", "de-ranking"} << list
            << kHeader + "1,Blue,6.00,15,2,2\n2,Red,6.00,14,2,1\n"
            << false;
        QTest::newRow("catan-studio: round points are wins")
            << QStringList{"--rules", "catan-studio"} << list
            << kHeader + "1,Red,1.00,16,2,1\n2,Blue,1.00,15,2,2\n"
            << false;
        QTest::newRow("after round 0: nobody played")
            << QStringList{"--after-round", "0"} << list
            << kHeader + "1,Red,0.00,0,0,1\n2,Blue,0.00,0,0,5\n"
            << false;
        QTest::newRow("a team of three, one of them without a table: a note")
            << QStringList{} << list + "Z,Red\n"
            << kHeader + "1,Red,6.00,16,2,1\n2,Blue,6.00,15,2,2\n"
            << true;
    }

    void standingsOfAFile()
    {
        QFETCH(QStringList, options);
        QFETCH(QByteArray, teams);
        QFETCH(QByteArray, out);
        QFETCH(bool, note);
        const QString file = writeFile(path("r.csv"), results(teams.isEmpty()));
        QStringList args{"standings", file, "--teams"};
        if (!teams.isEmpty())
            args << writeFile(path("teams.csv"), teams);
        const CliRun r = runCli(args + options);
        QCOMPARE(r.status, 0);
        QCOMPARE(QString::fromUtf8(r.out), QString::fromUtf8(out));
        QCOMPARE(r.err.contains("note: the teams have different sizes"), note);
    }

    void errors_data()
    {
        QTest::addColumn<QByteArray>("results");
        QTest::addColumn<QByteArray>("teams"); // empty: --teams without a file
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("err");

        QTest::newRow("team_conflict in the teams list")
            << results(false) << QByteArray("player,team\nA,Red\nA,Blue\n") << 1
            << "error: 3: player A: team_conflict: ";
        QTest::newRow("team_conflict in the results' team column")
            << results(true).append("2,1,A,4,4,0,0,2,0,0,0,0,\n2,1,B,3,3,0,0,2,0,0,0,0,\n"
                                    "2,1,D,4,0,0,0,2,0,0,0,0,Gold\n")
            << QByteArray() << 1 << "error: 12: player D: team_conflict: ";
        QTest::newRow("missing_column: a teams list without team")
            << results(false) << QByteArray("player,club\nA,Red\n") << 2
            << "error: 1: missing_column: ";
        QTest::newRow("missing_column: --teams and a results file without team")
            << results(false) << QByteArray() << 2 << "missing_column";
        QTest::newRow("csv_syntax in the teams list")
            << results(false) << QByteArray("player,team\n\"A,Red\n") << 2 << "csv_syntax";
        QTest::newRow("bad_name in the teams list")
            << results(false) << QByteArray("player,team\nA,R\x01\n") << 2 << "bad_name";
    }

    void errors()
    {
        QFETCH(QByteArray, results);
        QFETCH(QByteArray, teams);
        QFETCH(int, status);
        QFETCH(QString, err);
        QStringList args{"standings", writeFile(path("e.csv"), results), "--teams"};
        if (!teams.isEmpty())
            args << writeFile(path("eteams.csv"), teams);
        const CliRun r = runCli(args);
        QCOMPARE(r.status, status);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(QString::fromUtf8(r.err).contains(err), r.err.constData());
    }

    // A tournament's teams come from the imported team column; --db …
    // standings --teams prints them, and --teams takes no file there.
    void standingsOfATournament()
    {
        const QString db = path("t.sqlite");
        const CliRun imported =
            runCli({"--db", db, "import", writeFile(path("i.csv"), results(true))});
        QVERIFY2(imported.status == 0, imported.err.constData());
        {
            Tournament t;
            DbError e;
            QVERIFY(t.openReadOnly(db, &e));
            QCOMPARE(t.roster().playerByName("H")->team, QString("Blue"));
            QCOMPARE(t.roster().playerByName("B")->team, QString());
        }
        const CliRun r = runCli({"--db", db, "standings", "--teams"});
        QCOMPARE(r.status, 0);
        QCOMPARE(QString::fromUtf8(r.out),
                 QString::fromUtf8(kHeader + "1,Red,6.00,16,2,1\n2,Blue,6.00,15,2,2\n"));
        // A copy keeps the teams.
        const QString copy = path("copy.sqlite");
        QCOMPARE(runCli({"copy", db, copy}).status, 0);
        QCOMPARE(runCli({"--db", copy, "standings", "--teams"}).out, r.out);
        const CliRun sheet = runCli({"--db", db, "standings", "--teams", "--spreadsheet"});
        QVERIFY2(sheet.out.contains("1;Red;6,00;16;2;1"), sheet.out.constData());
        const CliRun after = runCli({"--db", db, "standings", "--teams", "--after-round", "0"});
        QVERIFY2(after.out.contains("2,Blue,0.00,0,0,5"), after.out.constData());
        const CliRun withFile = runCli({"--db", db, "standings", "--teams=x.csv"});
        QCOMPARE(withFile.status, 2);
        QVERIFY(withFile.out.isEmpty());
        // A conflict in the imported column: nothing imported.
        const CliRun conflict =
            runCli({"--db", path("t2.sqlite"), "import",
                    writeFile(path("c.csv"),
                              results(true).append(
                                  "2,1,A,4,4,0,0,2,0,0,0,0,Blue\n2,1,B,3,3,0,0,2,0,0,0,0,\n"
                                  "2,1,C,2,2,0,0,2,0,0,0,0,\n"))});
        QCOMPARE(conflict.status, 1);
        QVERIFY2(conflict.err.contains("team_conflict"), conflict.err.constData());
        QVERIFY(!QFile::exists(path("t2.sqlite")));
    }

    // seat PLAYERS.csv with player,team: four teams of three among twelve
    // players never share a table over three rounds; a team of five among
    // eight must, and the note says so as for a keep-apart pair.
    void seatAListWithTeams_data()
    {
        QTest::addColumn<QByteArray>("players");
        QTest::addColumn<int>("together");
        QByteArray twelve = "player,team\n";
        const QStringList teams{"Red", "Blue", "Gold", "White"};
        for (int i = 0; i < 12; ++i)
            twelve += QString("P%1,%2\n").arg(i + 1).arg(teams[i % 4]).toUtf8();
        QTest::newRow("four teams of three") << twelve << 0;
        QTest::newRow("a team of five among eight, others without a team")
            << QByteArray("player,team\nA,Red\nB,Red\nC,Red\nD,Red\nE,Red\nF,\nG,\nH,\n") << 4;
    }

    void seatAListWithTeams()
    {
        QFETCH(QByteArray, players);
        QFETCH(int, together);
        const QString list = writeFile(path("players.csv"), players);
        const CliRun r = runCli({"seat", list, "--rounds", "3", "--seed", "5"});
        QCOMPARE(r.status, 0);
        QHash<QString, QString> teamOf;
        QList<CsvRecord> rows;
        CsvSyntaxError syntax;
        QVERIFY(readCsv(players, &rows, &syntax));
        for (const CsvRecord &row : rows.mid(1))
            teamOf.insert(row.fields[0], row.fields[1]);
        QVERIFY(readCsv(r.out, &rows, &syntax));
        QMap<QPair<int, int>, QStringList> tables;
        for (const CsvRecord &row : rows.mid(1))
            tables[{row.fields[0].toInt(), row.fields[1].toInt()}].append(row.fields[3]);
        QMap<int, int> perRound;
        for (auto it = tables.cbegin(); it != tables.cend(); ++it) {
            for (qsizetype i = 0; i < it->size(); ++i) {
                for (qsizetype j = i + 1; j < it->size(); ++j) {
                    const QString a = teamOf[it->at(i)];
                    perRound[it.key().first] += !a.isEmpty() && a == teamOf[it->at(j)];
                }
            }
        }
        for (int round = 1; round <= 3; ++round)
            QCOMPARE(perRound.value(round), together);
        QCOMPARE(r.err.contains("Keep-apart pairs at one table"), together > 0);
    }
};

QTEST_GUILESS_MAIN(TestCliTeams)
#include "tst_cli_teams.moc"
