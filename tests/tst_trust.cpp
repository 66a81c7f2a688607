// Trusting the tournament file and the input, as a careful user would try it:
// damaged pages, endless input, forged and look-alike names, and refusals
// that must write nothing. Writers side by side: tst_trust_writers.cpp.
#include "storepass.h"
#include "trusttest.h"

#include "files/resultsfile.h"
#include "tournament/backupkeeper.h"
#include "tournament/backups.h"
#include "tournament/dbschema.h"
#include "tournament/roster.h"
#include "tournament/tournament.h"

#include <QSignalSpy>
#include <QTest>

using namespace ctd::test;

class TestTrust : public QObject, private TrustFixture
{
    Q_OBJECT

private slots:
    void init() { QVERIFY(newFolder()); }

    // 1, 9: a damaged page is refused for reading and for writing, named as
    // damage, with what to do; the file stays as it was.
    void damagedPagesAreRefused_data()
    {
        QTest::addColumn<int>("offset"); // in each page's b-tree header
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("broken page header") << 0 << QByteArray("\x00", 1);
        QTest::newRow("broken cell pointer") << 8 << QByteArray("\xff\xf0", 2);
    }
    void damagedPagesAreRefused()
    {
        QFETCH(int, offset);
        QFETCH(QByteArray, bytes);
        const QString sound = tournament("sound.sqlite");
        const QByteArray original = readFile(sound);
        const int size = pageSize(original);
        const int pages = int(original.size() / size);
        QVERIFY(pages >= 6);
        int tried = 0;
        int empty = 0; // empty tables' pages: no cell pointer to break
        for (int page = 2; page <= pages; ++page) {
            QByteArray damaged = original;
            const int start = (page - 1) * size;
            const int cells = (uchar(damaged[start + 3]) << 8) | uchar(damaged[start + 4]);
            if (offset == 8 && cells == 0) {
                ++empty; // an empty table's page: no cell pointer to break
                continue;
            }
            const int at = (page - 1) * size + offset + (page == 1 ? 100 : 0);
            // An interior page has a 12-byte header: its first cell pointer is at 12.
            const bool interior = (uchar(damaged[(page - 1) * size]) & 0x08) == 0;
            damaged.replace(at + (offset == 8 && interior ? 4 : 0), bytes.size(), bytes);
            const QString file = write(QStringLiteral("damaged-%1.sqlite").arg(page), damaged);
            ++tried;
            for (const QStringList &args :
                 {QStringList{"export", "results"}, QStringList{"standings"},
                  QStringList{"import", write("more.csv", kHeader + tablesOf(2, 1, 1))}}) {
                const CliRun r = runCli(QStringList{"--db", file} + args);
                QVERIFY2(r.status == 2,
                         qPrintable(QString("page %1, %2: exit %3, %4")
                                        .arg(page)
                                        .arg(args.first())
                                        .arg(r.status)
                                        .arg(QString::fromUtf8(r.err))));
                QVERIFY2(r.err.startsWith("error: -: damaged: "), r.err.constData());
                QVERIFY(r.err.contains("is damaged"));
                QVERIFY(r.err.contains("backup"));
                QCOMPARE(r.err.count('\n'), 1);
                QVERIFY(r.out.isEmpty());
                QCOMPARE(readFile(file), damaged);
            }
            QFile::remove(file);
        }
        QVERIFY(tried >= (pages - empty) / 2);
        QVERIFY(besides(sound).size() <= 3); // the csv files only
        qInfo("%d damaged files tried, all refused", tried);
    }

    // 1, 9: the desk checks the pages after its window shows the file: every
    // change waits for that check, and damage found refuses it and is told;
    // the file stays as it was. A sound file takes changes as ever.
    void damageFoundAfterOpeningRefusesChanges()
    {
        const QString sound = tournament("sound.sqlite");
        runSql(sound, {"PRAGMA journal_mode = WAL"});
        {
            const QString copy = write("copy.sqlite", readFile(sound));
            ctd::Tournament t;
            t.setPagesCheckedLater(true);
            QSignalSpy found(t.notifier(), &ctd::Notifier::pagesDamaged);
            ctd::DbError e;
            QVERIFY2(t.open(copy, &e), qPrintable(e.message));
            QVERIFY2(t.roster().addPlayers(testPass(), {"Late Comer"}, &e), qPrintable(e.message));
            QCoreApplication::processEvents();
            QCOMPARE(found.size(), 0);
        }
        const QByteArray original = readFile(sound);
        const int size = pageSize(original);
        const int pages = int(original.size() / size);
        int opened = 0;
        for (int page = 2; page <= pages; ++page) {
            QByteArray damaged = original;
            damaged[(page - 1) * size] = 0; // the page's b-tree header
            const QString file = write(QStringLiteral("later-%1.sqlite").arg(page), damaged);
            {
                ctd::Tournament t;
                t.setPagesCheckedLater(true);
                QSignalSpy found(t.notifier(), &ctd::Notifier::pagesDamaged);
                ctd::DbError e;
                if (t.open(file, &e)) {
                    ++opened;
                    QVERIFY(!t.roster().addPlayers(testPass(), {"Late Comer"}, &e));
                    QCOMPARE(e.kind, ctd::DbError::Damaged);
                    QVERIFY2(e.message.contains("is damaged"), qPrintable(e.message));
                    QVERIFY(!t.backups().backUp(&e));
                    QCOMPARE(e.kind, ctd::DbError::Damaged);
                    QTRY_COMPARE(found.size(), 1);
                    QCOMPARE(found.first().first().toString(), e.message);
                } else {
                    QCOMPARE(e.kind, ctd::DbError::Damaged);
                }
            }
            QCOMPARE(readFile(file), damaged);
        }
        QVERIFY2(opened >= 1, "no damaged file opened before its pages were checked");
        qInfo("%d of %d damaged files opened before the check, none written", opened, pages - 1);
    }

    // 1: the newest .bak beside the file is named as what to open instead.
    void damageNamesTheNewestBackup()
    {
        const QString db = tournament("t.sqlite");
        QFile::copy(db, db + ".v1-20240101-000000.bak");
        QByteArray bytes = readFile(db);
        bytes[pageSize(bytes)] = 0; // page 2's header
        write("t.sqlite", bytes);
        const CliRun r = runCli({"--db", db, "export", "results"});
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.contains("t.sqlite.v1-20240101-000000.bak"), r.err.constData());
    }

    // 3: endless or huge input is refused, never read until memory runs out.
    void boundedInput_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("reason");
        QTest::newRow("/dev/zero") << "/dev/zero" << QByteArray("not a regular file");
        QTest::newRow("/dev/urandom") << "/dev/urandom" << QByteArray("not a regular file");
        QTest::newRow("folder") << "." << QByteArray("not a regular file");
        QTest::newRow("65 MiB") << "big.csv" << QByteArray("larger than 64 MiB");
    }
    void boundedInput()
    {
        QFETCH(QString, file);
        QFETCH(QByteArray, reason);
        if (file == "big.csv") {
            QFile big(path(file));
            QVERIFY(big.open(QIODevice::WriteOnly));
            QVERIFY(big.resize(qint64(65) * 1024 * 1024)); // sparse: costs no disk
            file = path(file);
        } else if (file == ".") {
            file = m_dir->path();
        }
        for (const QStringList &args : {QStringList{"score", file}, QStringList{"standings", file},
                                        QStringList{"--db", path("t.sqlite"), "import", file},
                                        QStringList{"seat", file, "--rounds", "1"}}) {
            const CliRun r = runCli(args);
            QVERIFY2(r.status == 2, qPrintable(args.join(' ') + ": " + QString::number(r.status)));
            QVERIFY2(r.err.startsWith("error: -: file: cannot read "), r.err.constData());
            QVERIFY2(r.err.contains(reason), r.err.constData());
            QCOMPARE(r.err.count('\n'), 1);
        }
        QVERIFY(!QFile::exists(path("t.sqlite")));
    }

    // 4: a name cannot forge or split a line, nor send terminal controls.
    void namesCannotForgeLines_data()
    {
        QTest::addColumn<QByteArray>("name");
        QTest::newRow("newline") << QByteArray(
            "Anna\nerror: -: round 7, table 7: table_size: forged line");
        QTest::newRow("carriage return") << QByteArray("Anna\rerror: forged");
        QTest::newRow("ESC") << QByteArray("Anna\x1b[2J\x1b]0;title\x07");
        QTest::newRow("BEL, DEL, C1") << QByteArray("Anna\x07\x7f\xc2\x9b"
                                                    "31m");
        QTest::newRow("line separator") << QByteArray("Anna\xe2\x80\xa8"
                                                      "error: forged");
    }
    void namesCannotForgeLines()
    {
        QFETCH(QByteArray, name);
        QByteArray quoted = '"' + name + '"';
        const QByteArray file = kHeader + "1,1," + quoted
            + ",2,3,1,3,11,7,,,\n"
              "1,1,Bernd,3,2,0,1,8,4,,,\n1,1,Carla,4,1,0,0,9,5,,,\n1,1,Dario,2,0,0,2,6,3,,,\n";
        QList<QStringList> commands{QStringList{"score", write("f.csv", file)},
                                    QStringList{"--db", path("t.sqlite"), "import", path("f.csv")}};
        // In a players' list a line end ends the name.
        if (!name.contains('\n') && !name.contains('\r'))
            commands.append(
                {"seat", write("p.txt", "Bernd\n" + name + "\nCarla\n"), "--rounds", "1"});
        for (const QStringList &args : std::as_const(commands)) {
            const CliRun r = runCli(args);
            QVERIFY2(r.status == 1 || r.status == 2, qPrintable(QString::number(r.status)));
            QVERIFY(r.out.isEmpty());
            const QList<QByteArray> lines = r.err.split('\n');
            QCOMPARE(lines.last(), QByteArray());
            QCOMPARE(lines.size(), 2); // exactly one problem, on one line
            QVERIFY2(lines.first().contains(": bad_name: "), lines.first().constData());
            for (const char c : r.err)
                QVERIFY2(uchar(c) >= 0x20 || c == '\n', r.err.toHex().constData());
            QVERIFY(!r.err.contains("\xc2\x9b") && !r.err.contains("\xe2\x80\xa8"));
        }
        QVERIFY(!QFile::exists(path("t.sqlite")));
    }

    // 5: names that look the same are one player.
    void lookAlikeNamesAreOne_data()
    {
        QTest::addColumn<QByteArray>("first");
        QTest::addColumn<QByteArray>("second");
        QTest::addColumn<QByteArray>("code");
        QTest::newRow("NFC and NFD") << QByteArray("Jos\xc3\xa9") << QByteArray("Jose\xcc\x81")
                                     << QByteArray("duplicate_player");
        QTest::newRow("doubled inner space")
            << QByteArray("Anna Maria") << QByteArray("Anna  Maria")
            << QByteArray("duplicate_player");
        QTest::newRow("no-break space")
            << QByteArray("Anna Maria") << QByteArray("Anna\xc2\xa0Maria")
            << QByteArray("duplicate_player");
        QTest::newRow("zero-width space")
            << QByteArray("Anna") << QByteArray("An\xe2\x80\x8bna") << QByteArray("bad_name");
    }
    void lookAlikeNamesAreOne()
    {
        QFETCH(QByteArray, first);
        QFETCH(QByteArray, second);
        QFETCH(QByteArray, code);
        const QByteArray file = kHeader + "1,1," + first
            + ",2,3,1,3,11,7,,,\n"
              "1,1,B,3,2,0,1,8,4,,,\n1,1,C,4,1,0,0,9,5,,,\n"
              "1,2,"
            + second + ",2,3,1,3,11,7,,,\n1,2,E,3,2,0,1,8,4,,,\n1,2,F,4,1,0,0,9,5,,,\n";
        const CliRun r = runCli({"score", write("f.csv", file)});
        QCOMPARE(r.status, 1);
        QVERIFY2(r.err.contains(QByteArray(": " + code + ": ")), r.err.constData());
        // The players' list: the same name twice.
        const CliRun s =
            runCli({"seat", write("p.txt", first + "\nB\nC\n" + second + "\n"), "--rounds", "1"});
        QCOMPARE(s.status, 2);
        QVERIFY2(s.err.contains(code == "bad_name" ? ": bad_name: " : ": duplicate_name: "),
                 s.err.constData());
        // One spelling, stored once, in NFC with one space.
        const CliRun i = runCli({"--db", path("t.sqlite"), "import",
                                 write("g.csv",
                                       kHeader + "1,1," + second
                                           + ",2,3,1,3,11,7,,,\n"
                                             "1,1,B,3,2,0,1,8,4,,,\n1,1,C,4,1,0,0,9,5,,,\n")});
        if (code == "bad_name") {
            QCOMPARE(i.status, 1);
            return;
        }
        QCOMPARE(i.status, 0);
        const CliRun e = runCli({"--db", path("t.sqlite"), "export", "results"});
        QVERIFY2(e.out.contains(QByteArray("\n1,1," + first + ",")), e.out.constData());
    }

    // 7: a refusal in rollback-journal mode writes nothing, nor anything beside.
    void refusalsWriteNothing_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<QByteArray>("code");
        QTest::newRow("unknown rule set")
            << "UPDATE tournament SET rule_set = 'nonesuch'" << QByteArray("too_new");
        QTest::newRow("no tournament row")
            << "DELETE FROM tournament" << QByteArray("not_a_tournament");
    }
    void refusalsWriteNothing()
    {
        QFETCH(QString, change);
        QFETCH(QByteArray, code);
        const QString db = tournament("t.sqlite");
        runSql(db, {change});
        QStringList before = besides(db);
        before.append("more.csv");
        before.sort();
        const QByteArray bytes = readFile(db);
        for (const QStringList &args :
             {QStringList{"import", write("more.csv", kHeader + tablesOf(2, 1, 1))},
              QStringList{"export", "results"}, QStringList{"seat", "--round", "2"}}) {
            const CliRun r = runCli(QStringList{"--db", db} + args);
            QCOMPARE(r.status, 2);
            QVERIFY2(r.err.startsWith(QByteArray("error: -: " + code + ": ")), r.err.constData());
            QCOMPARE(readFile(db), bytes);
            QStringList after = besides(db);
            after.sort();
            QCOMPARE(after, before);
        }
    }

    // 7: reading beside a file leaves no -wal or -shm.
    void readingLeavesNothing()
    {
        const QString db = path("t.sqlite");
        QCOMPARE(runCli({"--db", db, "import", write("r.csv", kHeader + tablesOf(1, 1, 2))}).status,
                 0);
        QCOMPARE(besides(db), QStringList{"r.csv"});
        const QByteArray bytes = readFile(db);
        QCOMPARE(runCli({"--db", db, "export", "results"}).status, 0);
        QCOMPARE(runCli({"--db", db, "standings"}).status, 0);
        QCOMPARE(besides(db), QStringList{"r.csv"});
        QCOMPARE(readFile(db), bytes);
    }
};

QTEST_GUILESS_MAIN(TestTrust)
#include "tst_trust.moc"
