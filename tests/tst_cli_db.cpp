// catan-desk-cli on a tournament database, run as a process on real files:
// import, standings and export (docs/formats.md §6), round trips and refusals.
#include "clirun.h"

#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace ctd::test;

namespace {

using Run = CliRun;

const QByteArray kHeader = kResultsHeader;

// The worked example of docs/rules.md §7, a tie at a table of three, and round 2
// with a declared victory.
const QByteArray kRound1 = kHeader
    + "1,1,Anna,2,3,1,3,11,7,,,\n"
      "1,1,Bernd,3,2,0,1,8,4,,,\n"
      "1,1,Carla,4,1,0,0,9,5,,,\n"
      "1,1,Dario,2,0,0,2,6,3,,,\n"
      "1,2,Emil,2,1,0,0,4,1,,,\n"
      "1,2,Fritz,2,1,0,0,4,1,,,\n"
      "1,2,Greta,2,1,0,0,4,1,,,\n";
const QByteArray kRound2 = kHeader
    + "2,1,Dario,2,4,0,0,5,2,0,0,1\n"
      "2,1,Carla,3,4,0,0,6,2,0,0,0\n"
      "2,1,Emil,2,0,0,0,4,1,0,0,0\n"
      "2,2,Anna,2,1,0,0,4,1,,,\n"
      "2,2,Bernd,2,1,0,0,4,1,,,\n"
      "2,2,Fritz,2,3,0,0,5,2,,,\n"
      "2,2,Greta,2,0,0,0,2,0,,,\n";

QByteArray bytesOf(const QString &path)
{
    return readFile(path);
}

} // namespace

class TestCliDb : public QObject
{
    Q_OBJECT

    std::unique_ptr<QTemporaryDir> m_dir;

    QString write(const QString &name, const QByteArray &bytes)
    {
        return writeFile(m_dir->filePath(name), bytes);
    }

    QString db(const QString &name = "t.sqlite") const { return m_dir->filePath(name); }

    static Run run(const QStringList &args) { return runCli(args); }

private slots:
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
    }

    void importThenExportReadsBackTheSame()
    {
        const QString both = write("both.csv", kRound1 + kRound2.mid(kHeader.size()));
        Run r = run({"--db", db(), "import", both});
        QCOMPARE(r.err, QByteArray());
        QCOMPARE(r.status, 0);
        QVERIFY(r.out.startsWith("Imported 4 table results; 0 were"));

        const Run exported = run({"--db", db(), "export", "results"});
        QCOMPARE(exported.status, 0);
        QVERIFY(exported.out.startsWith(
            QByteArray(kHeader.chopped(1) + ",vp,army_title,road_title,place,round_points\n")));
        QVERIFY(exported.out.contains("\n1,1,Anna,2,3,1,3,11,7,0,0,0,13,1,1,1,5.00\n"));
        // The export imports into a new tournament and exports the same again.
        r = run({"--db", db("copy.sqlite"), "import", write("exported.csv", exported.out)});
        QCOMPARE(r.status, 0);
        QCOMPARE(run({"--db", db("copy.sqlite"), "export", "results"}).out, exported.out);
        // Same table results as the file itself gives.
        QCOMPARE(run({"score", write("exported2.csv", exported.out)}).out,
                 run({"score", both}).out);
    }

    // docs/formats.md: no CSV the program writes names a column twice (the
    // results' computed titles are army_title and road_title).
    void everyHeaderNamesEachColumnOnce_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("export results") << QStringList{"export", "results"};
        QTest::newRow("export results, spreadsheet")
            << QStringList{"--lang", "en", "export", "results", "--spreadsheet"};
        QTest::newRow("export standings") << QStringList{"export", "standings"};
        QTest::newRow("export standings, spreadsheet")
            << QStringList{"--lang", "en", "export", "standings", "--spreadsheet"};
        QTest::newRow("standings") << QStringList{"standings"};
    }
    void everyHeaderNamesEachColumnOnce()
    {
        QFETCH(QStringList, args);
        QCOMPARE(
            run({"--db", db(), "import", write("both.csv", kRound1 + kRound2.mid(kHeader.size()))})
                .status,
            0);
        const Run r = run(QStringList{"--db", db()} + args);
        QCOMPARE(r.status, 0);
        QString header = QString::fromUtf8(r.out.left(r.out.indexOf('\n'))).trimmed();
        if (header.startsWith(QChar(0xfeff)))
            header.remove(0, 1);
        const QStringList columns = header.split(header.contains(';') ? ';' : ',');
        QVERIFY2(columns.size() > 3, qPrintable(header));
        QCOMPARE(QSet<QString>(columns.cbegin(), columns.cend()).size(), columns.size());
        // The score of a results file too.
        const Run score = run({"score", write("scored.csv", kRound1)});
        const QStringList scored =
            QString::fromUtf8(score.out.left(score.out.indexOf('\n'))).split(',');
        QCOMPARE(QSet<QString>(scored.cbegin(), scored.cend()).size(), scored.size());
    }

    void standingsMatchTheFile_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::newRow("all rounds") << QStringList{};
        QTest::newRow("after round 1") << QStringList{"--after-round", "1"};
        QTest::newRow("after round 0") << QStringList{"--after-round", "0"};
    }

    void standingsMatchTheFile()
    {
        QFETCH(QStringList, options);
        // Two imports, one round each: rounds follow one another.
        QCOMPARE(run({"--db", db(), "import", write("r1.csv", kRound1)}).status, 0);
        QCOMPARE(run({"--db", db(), "import", write("r2.csv", kRound2)}).status, 0);
        const QString both = write("both.csv", kRound1 + kRound2.mid(kHeader.size()));
        const Run fromFile = run(QStringList{"standings", both} + options);
        const Run fromDb = run(QStringList{"--db", db(), "standings"} + options);
        QCOMPARE(fromDb.err, QByteArray());
        QCOMPARE(fromDb.status, 0);
        QCOMPARE(fromDb.out, fromFile.out);
        QVERIFY(fromDb.out.startsWith("rank,player,round_points,vp,vp_share,tables,adjustment\n"));
        QCOMPARE(run(QStringList{"--db", db(), "export", "standings"} + options).out, fromFile.out);
    }

    void importRefusals_data()
    {
        QTest::addColumn<QByteArray>("second");
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("error");
        QTest::newRow("identical again") << kRound1 << 0 << QByteArray();
        QTest::newRow("a different result")
            << QByteArray(kRound1).replace("1,2,Greta,2,1", "1,2,Greta,3,1") << 1
            << QByteArray("error: 6: round 1, table 2: table_exists: ");
        QTest::newRow("round 3 after round 1")
            << QByteArray(kRound2).replace("\n2,", "\n3,") << 1
            << QByteArray("error: 2: round 3, table 1: round_missing: ");
        QTest::newRow("a broken rule")
            << QByteArray(kRound2).replace("2,2,Greta,2,0", "2,2,Greta,9,0") << 1
            << QByteArray("error: 8: round 2, table 2, player Greta: settlements_range: ");
    }

    void importRefusals()
    {
        QFETCH(QByteArray, second);
        QFETCH(int, status);
        QFETCH(QByteArray, error);
        QCOMPARE(run({"--db", db(), "import", write("r1.csv", kRound1)}).status, 0);
        const QByteArray before = run({"--db", db(), "export", "results"}).out;
        const Run r = run({"--db", db(), "import", write("second.csv", second)});
        QCOMPARE(r.status, status);
        QVERIFY2(r.err.startsWith(error), r.err.constData());
        QCOMPARE(r.err.count('\n'), error.isEmpty() ? 0 : 1);
        QCOMPARE(run({"--db", db(), "export", "results"}).out, before);
    }

    void nothingWrittenOnFailure()
    {
        // A rule broken, or a problem with the tournament: no new file either.
        QCOMPARE(run({"--db", db("new.sqlite"), "import",
                      write("bad.csv", QByteArray(kRound1).replace("Anna,2,3", "Anna,7,3"))})
                     .status,
                 1);
        QCOMPARE(run({"--db", db("new.sqlite"), "import", write("r2.csv", kRound2)}).status, 1);
        const Run r = run({"--db", db("new.sqlite"), "standings"});
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.startsWith("error: -: database: "), r.err.constData());
        QVERIFY2(r.err.contains(db("new.sqlite").toUtf8()), r.err.constData());
        QCOMPARE(QDir(m_dir->path()).entryList({"new.sqlite*"}), QStringList());
    }

    void badDatabaseFiles_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QByteArray>("code");
        QTest::newRow("a CSV file") << kRound1 << QByteArray("not_a_tournament");
        QTest::newRow("an empty file") << QByteArray() << QByteArray("not_a_tournament");
    }

    void badDatabaseFiles()
    {
        QFETCH(QByteArray, content);
        QFETCH(QByteArray, code);
        const QString path = write("bad.sqlite", content);
        const QString csv = write("r1.csv", kRound1);
        for (const QStringList &args : {QStringList{"import", csv}, QStringList{"standings"},
                                        QStringList{"export", "results"}}) {
            const Run r = run(QStringList{"--db", path} + args);
            QCOMPARE(r.status, 2);
            QVERIFY2(r.err.startsWith(QByteArray("error: -: " + code + ": ")), r.err.constData());
            QVERIFY(r.out.isEmpty());
        }
        QCOMPARE(bytesOf(path), content);
    }

    void usageProblems_data()
    {
        // The message names the mistake, so a row cannot pass on another one.
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("detail");
        QTest::newRow("export players")
            << QStringList{"export", "players"} << QByteArray("\"players\"");
        QTest::newRow("export nothing")
            << QStringList{"export"} << QByteArray("missing results|standings");
        QTest::newRow("import nothing")
            << QStringList{"import"} << QByteArray("missing RESULTS.csv");
        QTest::newRow("after-round not a number")
            << QStringList{"standings", "--after-round", "x"}
            << QByteArray("--after-round takes a whole number, not \"x\"");
        QTest::newRow("import needs --db")
            << QStringList{"import", "x.csv"} << QByteArray("--db FILE");
    }

    void usageProblems()
    {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, detail);
        if (QByteArray(QTest::currentDataTag()) != "import needs --db")
            args = QStringList{"--db", db()} + args;
        const Run r = run(args);
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.startsWith("error: -: usage: "), r.err.constData());
        QVERIFY2(r.err.contains(detail), r.err.constData());
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY(r.out.isEmpty());
        QVERIFY(!QFile::exists(db()));
    }

    void aSecondWriterIsRefused()
    {
        QCOMPARE(run({"--db", db(), "import", write("r1.csv", kRound1)}).status, 0);
        QProcess desk;
        desk.start(QStringLiteral(CATAN_DURABILITY_HELPER), {"hold", db()});
        QVERIFY(desk.waitForReadyRead(30000));
        QCOMPARE(desk.readAllStandardOutput(), QByteArray("open\n"));

        const QByteArray before = bytesOf(db());
        // A writer waits its turn, a bounded time (here 1 s), then says why.
        const Run r =
            runCli({"--db", db(), "import", write("r2.csv", kRound2)}, {"CATAN_DESK_LOCK_WAIT=1"});
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.startsWith("error: -: locked: "), r.err.constData());
        QVERIFY(r.err.contains("another desk"));
        QCOMPARE(bytesOf(db()), before);
        // Reading while the desk has it open is safe.
        const Run s = run({"--db", db(), "standings"});
        QCOMPARE(s.status, 0);
        QCOMPARE(s.out.count('\n'), 8);

        // A desk that crashed holds nothing: the system gave its lock back.
        desk.kill();
        QVERIFY(desk.waitForFinished(30000));
        QCOMPARE(run({"--db", db(), "import", write("r2.csv", kRound2)}).status, 0);
    }
};

QTEST_GUILESS_MAIN(TestCliDb)
#include "tst_cli_db.moc"
