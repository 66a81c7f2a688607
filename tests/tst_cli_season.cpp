// catan-desk-cli series (docs/formats.md, "Seasons"; the rules in
// docs/seasons.md): the standings and the detail of a season of tournament
// files, stages, aliases and notes, the season file's problems, tournaments
// that cannot be read, and that reading a season writes nothing.
#include "clirun.h"
#include "seasontest.h"
#include "storepass.h"
#include "tournament/roster.h"
#include "tournament/tournament.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace ctd::test;

namespace {

const QByteArray kSeason = "# a test season\n"
                           "name = Cup 2026\n"
                           "points = 10, 6, 3\n"
                           "best = 2\n"
                           "min_players = 4   # a table of 4 at least\n"
                           "tournament = spring.sqlite\n"
                           "tournament = summer.sqlite\n"
                           "tournament = autumn.sqlite\n"
                           "tournament = mini.sqlite\n";

const QByteArray kStandings = "rank,player,points,tournaments,counted,best_rank\n"
                              "1,Anna,16,2,2,1\n"
                              "2,Bernd,16,3,2,1\n"
                              "3,Carla,13,2,2,1\n"
                              "4,anna,6,1,1,2\n"
                              "5,Emil,3,2,1,2\n"
                              "6,Dario,0,3,2,1\n"
                              "7,Fritz,0,1,0,3\n"
                              "8,Greta,0,1,1,4\n";

const QByteArray kDetail = "player,tournament,rank,points,counted\n"
                           "Anna,spring.sqlite,1,10,1\n"
                           "Anna,autumn.sqlite,2,6,1\n"
                           "Bernd,spring.sqlite,2,6,1\n"
                           "Bernd,summer.sqlite,1,10,1\n"
                           "Bernd,autumn.sqlite,3,3,0\n"
                           "Carla,spring.sqlite,3,3,1\n"
                           "Carla,autumn.sqlite,1,10,1\n"
                           "anna,summer.sqlite,2,6,1\n"
                           "Emil,summer.sqlite,3,3,1\n"
                           "Emil,mini.sqlite,2,0,0\n"
                           "Dario,spring.sqlite,4,0,1\n"
                           "Dario,autumn.sqlite,4,0,1\n"
                           "Dario,mini.sqlite,1,0,0\n"
                           "Fritz,mini.sqlite,3,0,0\n"
                           "Greta,summer.sqlite,4,0,1\n";

// Prelims (a table of 4 and one of 3), then the final of the top 4.
const QByteArray kStaged = "round,table,player,settlements,cities,vp_cards,knights,roads,"
                           "longest_road,stage\n"
                           "1,1,Anna,2,3,0,0,2,0,\n"
                           "1,1,Bernd,3,2,0,0,2,0,\n"
                           "1,1,Carla,2,2,0,0,2,0,\n"
                           "1,1,Dario,2,1,0,0,2,0,\n"
                           "1,2,Emil,3,4,0,0,2,0,prelim\n"
                           "1,2,Fritz,2,3,0,0,2,0,prelim\n"
                           "1,2,Greta,2,3,0,0,2,0,prelim\n"
                           "2,1,Emil,2,1,0,0,2,0,final\n"
                           "2,1,Anna,2,2,0,0,2,0,final\n"
                           "2,1,Bernd,2,1,0,0,2,0,final\n"
                           "2,1,Fritz,3,3,0,0,2,0,final\n";

struct FileState
{
    QByteArray bytes;
    QDateTime modified;
    bool operator==(const FileState &o) const { return bytes == o.bytes && modified == o.modified; }
};

} // namespace

class TestCliSeason : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString path(const QString &name) const { return m_dir.filePath(name); }
    QString write(const QString &name, const QByteArray &bytes)
    {
        return writeFile(path(name), bytes);
    }
    void tournament(const QString &name, const QStringList &players)
    {
        QString why;
        QVERIFY2(makeTournament(path(name), path(name + ".csv"), players, &why), qPrintable(why));
    }
    QMap<QString, FileState> folderState() const
    {
        QMap<QString, FileState> out;
        const QDir dir(m_dir.path());
        for (const QFileInfo &f : dir.entryInfoList(QDir::Files | QDir::Hidden))
            out.insert(f.fileName(), FileState{readFile(f.filePath()), f.lastModified()});
        return out;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        tournament("spring.sqlite", {"Anna", "Bernd", "Carla", "Dario"});
        tournament("summer.sqlite", {"Bernd", "anna", "Emil", "Greta"});
        tournament("autumn.sqlite", {"Carla", "Anna", "Bernd", "Dario"});
        tournament("mini.sqlite", {"Dario", "Emil", "Fritz"});
        write("staged.csv", kStaged);
        QCOMPARE(runCli({"--db", path("staged.sqlite"), "import", path("staged.csv")}).status, 0);
        write("season.txt", kSeason);
    }

    // Points by place, best 2, places beyond the table, the minimum field,
    // the order; the notes on stderr, the CSV alone on stdout.
    void standings()
    {
        const CliRun r = runCli({"series", path("season.txt")});
        QCOMPARE(r.status, 0);
        QCOMPARE(r.out, kStandings);
        const QList<QByteArray> notes = r.err.trimmed().split('\n');
        QCOMPARE(notes.size(), 2);
        QCOMPARE(notes.at(0),
                 "note: mini.sqlite gives nobody points: the season's minimum field "
                 "is 4 players, and 3 played there.");
        QCOMPARE(notes.at(1),
                 "note: \"Anna\" and \"anna\" differ only by case, accents, ß/ss or "
                 "spacing: if they are one player, add the line: alias = Anna = anna");
    }

    void detail()
    {
        const CliRun r = runCli({"series", path("season.txt"), "--detail"});
        QCOMPARE(r.status, 0);
        QCOMPARE(r.out, kDetail);
    }

    // The alias line the note proposes makes them one player, and the note goes.
    void alias()
    {
        const QString season = write("alias.txt", kSeason + "alias = Anna = anna\n");
        const CliRun r = runCli({"series", season});
        QCOMPARE(r.status, 0);
        QVERIFY2(r.out.startsWith("rank,player,points,tournaments,counted,best_rank\n"
                                  "1,Anna,16,3,2,1\n2,Bernd,16,3,2,1\n3,Carla,13,2,2,1\n"
                                  "4,Emil,3,2,1,2\n"),
                 r.out.constData());
        QVERIFY(!r.out.contains("anna"));
        QVERIFY(!r.err.contains("differ only"));
        QVERIFY(r.err.contains("mini.sqlite"));
    }

    // With stages a player's place is the final ranking, as the tournament's
    // own standings give it; not the preliminary rank.
    void stages()
    {
        const QString season = write("staged.txt",
                                     "points = 10, 6, 3, 1\n"
                                     "tournament = staged.sqlite\n");
        const CliRun r = runCli({"series", season, "--detail"});
        QCOMPARE(r.status, 0);
        QVERIFY2(r.out.contains("\nFritz,staged.sqlite,1,10,1\n"), r.out.constData());
        const CliRun own = runCli({"--db", path("staged.sqlite"), "standings"});
        QCOMPARE(own.status, 0);
        const QList<QByteArray> rows = own.out.trimmed().split('\n').mid(1);
        QCOMPARE(rows.size(), 7);
        for (const QByteArray &row : rows) {
            const QList<QByteArray> f = row.split(',');
            const QByteArray expected = "\n" + f.at(1) + ",staged.sqlite," + f.at(0) + ",";
            QVERIFY2(r.out.contains(expected), row.constData());
        }
        const CliRun prelim =
            runCli({"--db", path("staged.sqlite"), "standings", "--after-round", "1"});
        QVERIFY(!prelim.out.contains("\n1,Fritz,")); // the final changed the order
    }

    // Nothing is written to a tournament by reading a season: every file of
    // the folder has the same bytes and time, and no file comes or goes.
    void writesNothing()
    {
        const QMap<QString, FileState> before = folderState();
        QVERIFY(before.contains("spring.sqlite"));
        QTest::qWait(1100); // a write now would show in the time as well
        QCOMPARE(runCli({"series", path("season.txt")}).status, 0);
        QCOMPARE(runCli({"series", path("season.txt"), "--detail"}).status, 0);
        const QMap<QString, FileState> after = folderState();
        QCOMPARE(after.keys(), before.keys());
        for (auto it = before.cbegin(); it != before.cend(); ++it)
            QVERIFY2(after.value(it.key()) == it.value(), qPrintable(it.key()));
    }

    // A tournament that cannot be read is a file problem naming it, with its
    // line and the reason; every one is named, nothing is on stdout.
    void unreadableTournaments()
    {
        write("notes.txt", "not a tournament\n");
        const QString season = write("broken.txt",
                                     "points = 10\n"
                                     "tournament = spring.sqlite\n"
                                     "tournament = missing.sqlite\n"
                                     "tournament = notes.txt\n");
        const CliRun r = runCli({"series", season});
        QCOMPARE(r.status, 2);
        QCOMPARE(r.out, QByteArray());
        const QList<QByteArray> lines = r.err.trimmed().split('\n');
        QCOMPARE(lines.size(), 2);
        QVERIFY2(
            lines.at(0).startsWith("error: 3: file: cannot read the tournament missing.sqlite: "
                                   "There is no tournament file"),
            lines.at(0).constData());
        QVERIFY2(lines.at(1).startsWith("error: 4: file: cannot read the tournament notes.txt: "),
                 lines.at(1).constData());
        QVERIFY(!QFileInfo::exists(path("missing.sqlite"))); // not created by reading
    }

    // An absolute path is taken as it is; a relative one from the season's folder.
    void paths()
    {
        QVERIFY(QDir(m_dir.path()).mkpath("sub"));
        const QString season = write("sub/season.txt",
                                     "points = 5\n"
                                     "tournament = ../spring.sqlite\n"
                                     "tournament = "
                                         + path("autumn.sqlite").toUtf8() + "\n");
        const CliRun r = runCli({"series", season});
        QCOMPARE(r.status, 0);
        QVERIFY2(r.out.contains("\n1,Anna,5,2,2,1\n2,Carla,5,2,2,1\n"), r.out.constData());
    }

    void seasonFileProblems_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QStringList>("errors"); // "LINE: start of the message"

        QTest::newRow("points not numbers")
            << QByteArray("points = 10, x\n")
            << QStringList{
                   "1: points are whole numbers of 0 or more separated by commas, not \"10, x\""};
        QTest::newRow("negative points")
            << QByteArray("points = 10, -1\n")
            << QStringList{"1: points are whole numbers of 0 or more separated by commas"};
        QTest::newRow("best below 0")
            << QByteArray("best = -1\n")
            << QStringList{"1: best is a whole number of 0 or more, not \"-1\""};
        QTest::newRow("min_players not a number")
            << QByteArray("\nmin_players = many\n")
            << QStringList{"2: min_players is a whole number of 0 or more, not \"many\""};
        QTest::newRow("unknown key")
            << QByteArray("colour = red\n") << QStringList{"1: unknown key \"colour\""};
        QTest::newRow("no key and value")
            << QByteArray("spring.sqlite\n") << QStringList{"1: write \"key = value\""};
        QTest::newRow("a key twice")
            << QByteArray("name = A\nname = B\n")
            << QStringList{"2: \"name\" is given on line 1 already; give it once"};
        QTest::newRow("alias of one name")
            << QByteArray("alias = Anna\n")
            << QStringList{"1: write an alias as \"alias = NAME = OTHER NAME\""};
        QTest::newRow("alias of the same name twice")
            << QByteArray("alias = Anna =  Anna\n")
            << QStringList{"1: an alias names two different names, not \"Anna\" twice"};
        QTest::newRow("alias with a control character")
            << QByteArray("alias = Anna = An\x7fna\n")
            << QStringList{"1: The name \"An\\u{007F}na\""};
        QTest::newRow("empty tournament")
            << QByteArray("tournament =\n")
            << QStringList{"1: a tournament line names a tournament file or server"};
        QTest::newRow("a tournament twice")
            << QByteArray("tournament = a.sqlite\n# again:\ntournament = a.sqlite\n")
            << QStringList{"3: the tournament a.sqlite is listed on line 1 already; list it once"};
        QTest::newRow("every problem, one a line")
            << QByteArray("best = x\npoints = 1\ncolour = red\n")
            << QStringList{"1: best is a whole number", "3: unknown key"};
    }

    void seasonFileProblems()
    {
        QFETCH(QByteArray, text);
        QFETCH(QStringList, errors);
        const QString season = write("bad.txt", text);
        const CliRun r = runCli({"series", season});
        QCOMPARE(r.status, 2);
        QCOMPARE(r.out, QByteArray());
        const QStringList lines = QString::fromUtf8(r.err).trimmed().split('\n');
        QCOMPARE(lines.size(), errors.size());
        for (qsizetype i = 0; i < errors.size(); ++i) {
            const QString line = errors.at(i).section(": ", 0, 0);
            const QString start =
                "error: " + line + ": season: " + season + ": " + errors.at(i).section(": ", 1);
            QVERIFY2(lines.at(i).startsWith(start), qPrintable(lines.at(i) + "\n" + start));
        }
    }

    void fileAndUsageProblems_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("error");
        QTest::newRow("no season file")
            << QStringList{"series"} << "error: -: usage: missing SEASON.txt";
        QTest::newRow("two season files")
            << QStringList{"series", "a.txt", "b.txt"} << "error: -: usage: too many arguments";
        QTest::newRow("an option series does not know")
            << QStringList{"series", "a.txt", "--spreadsheet"}
            << "error: -: usage: unknown option \"--spreadsheet\"";
        QTest::newRow("a missing season file")
            << QStringList{"series", "@NONE@"} << "error: -: file: cannot read @NONE@";
        QTest::newRow("not UTF-8")
            << QStringList{"series", "@LATIN1@"}
            << "error: -: file: cannot read @LATIN1@: the season file is not "
               "UTF-8 text";
    }

    void fileAndUsageProblems()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, error);
        const QString latin1 = write("latin1.txt",
                                     "name = Gr\xfc\xdf"
                                     "e\n");
        for (QString &a : args)
            a.replace("@NONE@", path("none.txt")).replace("@LATIN1@", latin1);
        error.replace("@NONE@", path("none.txt")).replace("@LATIN1@", latin1);
        const CliRun r = runCli(args);
        QCOMPARE(r.status, 2);
        QCOMPARE(r.out, QByteArray());
        QVERIFY2(QString::fromUtf8(r.err).startsWith(error), r.err.constData());
    }

    // Only who played at least one table took part: a player on the list who
    // never sat at a table has no result, and is not counted for min_players.
    void onlyWhoPlayed()
    {
        tournament("listed.sqlite", {"Anna", "Bernd", "Carla", "Dario"});
        {
            ctd::Tournament t;
            ctd::DbError e;
            QVERIFY2(t.open(path("listed.sqlite"), &e), qPrintable(e.message));
            QVERIFY2(t.roster().addPlayers(testPass(), {"Zoe"}, &e), qPrintable(e.message));
        }
        QVERIFY(runCli({"--db", path("listed.sqlite"), "standings"}).out.contains(",Zoe,"));
        const QString season = write("listed.txt",
                                     "points = 10, 6, 3, 2, 1\n"
                                     "min_players = 5\n"
                                     "tournament = listed.sqlite\n");
        CliRun r = runCli({"series", season});
        QCOMPARE(r.status, 0);
        QVERIFY(!r.out.contains("Zoe"));
        QVERIFY2(r.out.contains("\n1,Anna,0,1,0,1\n"), r.out.constData());
        QVERIFY(r.err.contains("listed.sqlite gives nobody points: the season's minimum field is 5 "
                               "players, and 4 played there."));
        write("listed.txt",
              "points = 10, 6, 3, 2, 1\nmin_players = 4\ntournament = listed.sqlite\n");
        r = runCli({"series", season});
        QVERIFY2(r.out.contains("\n1,Anna,10,1,1,1\n"), r.out.constData());
        QCOMPARE(r.err, QByteArray());
    }

    // An empty season (no tournaments yet) is a header and nothing else.
    void emptySeason()
    {
        const CliRun r = runCli({"series", write("empty.txt", "name = New\n")});
        QCOMPARE(r.status, 0);
        QCOMPARE(r.out, "rank,player,points,tournaments,counted,best_rank\n");
        QCOMPARE(r.err, QByteArray());
    }
};

QTEST_GUILESS_MAIN(TestCliSeason)
#include "tst_cli_season.moc"
