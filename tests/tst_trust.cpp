// Trusting the tournament file and the input, as a careful user would try it:
// damaged pages, endless input, forged and look-alike names, kills while a
// file is created, refusals that must write nothing, and writers side by side.
#include "clirun.h"

#include "files/resultsfile.h"
#include "tournament/backupkeeper.h"
#include "tournament/dbschema.h"
#include "tournament/tournament.h"

#include <QDir>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <csignal>
#include <memory>

using namespace ctd::test;

namespace {

const QByteArray kHeader = kResultsHeader;

// A round of `tables` tables of four, the players named P<round>-<n> so
// that any number of tables can be made.
QByteArray tablesOf(int round, int first, int tables)
{
    QByteArray rows;
    for (int t = first; t < first + tables; ++t) {
        for (int s = 0; s < 4; ++s)
            rows += QByteArray::number(round) + ',' + QByteArray::number(t) + ",Player "
                + QByteArray::number(t * 4 + s)
                + (s == 0 ? ",2,3,1,3,11,7,,,\n" : ",2,1,0,0,4,1,,,\n");
    }
    return rows;
}

void runSql(const QString &path, const QStringList &statements)
{
    const QString name = QStringLiteral("trust-%1").arg(QRandomGenerator::global()->generate());
    {
        QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", name);
        db.setDatabaseName(path);
        if (!db.open())
            qFatal("cannot open %s", qPrintable(path));
        for (const QString &s : statements) {
            QSqlQuery q(db);
            if (!q.exec(s))
                qFatal("%s failed", qPrintable(s));
        }
    }
    QSqlDatabase::removeDatabase(name);
}

QStringList besides(const QString &path)
{
    const QFileInfo info(path);
    QStringList names = info.absoluteDir().entryList(QDir::Files | QDir::Hidden);
    names.removeOne(info.fileName());
    return names;
}

int pageSize(const QByteArray &file)
{
    const int size = (uchar(file[16]) << 8) | uchar(file[17]);
    return size == 1 ? 65536 : size;
}

} // namespace

class TestTrust : public QObject
{
    Q_OBJECT

    std::unique_ptr<QTemporaryDir> m_dir;

    QString path(const QString &name) const { return m_dir->filePath(name); }
    QString write(const QString &name, const QByteArray &bytes) const
    {
        return writeFile(path(name), bytes);
    }

    // A tournament of 40 tables in one round, in rollback-journal mode and
    // vacuumed, so that every page belongs to a table or an index.
    QString tournament(const QString &name)
    {
        const QString db = path(name);
        const CliRun r =
            runCli({"--db", db, "import", write(name + ".csv", kHeader + tablesOf(1, 1, 40))});
        if (r.status != 0)
            qFatal("import failed: %s", r.err.constData());
        runSql(db, {"PRAGMA journal_mode = DELETE", "VACUUM"});
        return db;
    }

private slots:
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
    }

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
        for (int page = 2; page <= pages; ++page) {
            QByteArray damaged = original;
            const int start = (page - 1) * size;
            const int cells = (uchar(damaged[start + 3]) << 8) | uchar(damaged[start + 4]);
            if (offset == 8 && cells == 0)
                continue; // an empty table's page: no cell pointer to break
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
        QVERIFY(tried >= pages / 2);
        QVERIFY(besides(sound).size() <= 3); // the csv files only
        qInfo("%d damaged files tried, all refused", tried);
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

    // 6: a kill at any moment of creating a file leaves no file or a whole one.
    void killsDuringCreation()
    {
        const QString results = write("r.csv", kHeader + tablesOf(1, 1, 40));
        int survived = 0;
        for (int i = 0; i < 30; ++i) {
            const QString db = path(QStringLiteral("k%1.sqlite").arg(i));
            QProcess p;
            p.start(QStringLiteral(CATAN_CLI_PATH), {"--db", db, "import", results});
            QVERIFY(p.waitForStarted());
            // Spread over starting the program (~10 ms) and creating the file.
            QThread::usleep(2000 + (i * 1500) % 40000);
            ::kill(pid_t(p.processId()), SIGKILL);
            p.waitForFinished();
            // Either nothing, or a whole tournament that imports again.
            const CliRun again = runCli({"--db", db, "import", results});
            QVERIFY2(again.status == 0, again.err.constData());
            const CliRun e = runCli({"--db", db, "export", "results"});
            QCOMPARE(e.status, 0);
            QCOMPARE(e.out.count('\n'), 161);
            for (const QString &left : besides(db))
                QVERIFY2(!left.startsWith(QFileInfo(db).fileName() + ".new"), qPrintable(left));
            ++survived;
        }
        qInfo("%d kills during creation survived", survived);
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

    // 8: writers side by side wait their turn, and all land.
    void fourImportsSideBySide()
    {
        const QString db = path("t.sqlite");
        std::vector<std::unique_ptr<QProcess>> imports;
        for (int i = 0; i < 4; ++i) {
            auto p = std::make_unique<QProcess>();
            p->start(
                QStringLiteral(CATAN_CLI_PATH),
                {"--db", db, "import",
                 write(QStringLiteral("t%1.csv").arg(i), kHeader + tablesOf(1, 1 + i * 5, 5))});
            imports.push_back(std::move(p));
        }
        for (auto &p : imports) {
            QVERIFY(p->waitForFinished(60000));
            QVERIFY2(p->exitCode() == 0, p->readAllStandardError().constData());
        }
        const CliRun e = runCli({"--db", db, "export", "results"});
        QCOMPARE(e.status, 0);
        QCOMPARE(e.out.count('\n'), 1 + 4 * 5 * 4);
    }

    // 5: an older file's names are upgraded to the rule, with the usual copy.
    void olderNamesAreUpgraded()
    {
        const QString db = tournament("t.sqlite");
        runSql(db,
               {"INSERT INTO player (name) VALUES ('Jose\u0301'), ('Anna  Maria'), ('Bo\u200Bb')",
                QString("PRAGMA user_version = %1").arg(ctd::schema::namesStep() - 1)});
        const CliRun r = runCli({"--db", db, "seat", "--round", "2", "--seed", "1"});
        QVERIFY2(r.status == 0, r.err.constData());
        QVERIFY2(r.out.contains(",Jos\xc3\xa9\n"), r.out.constData());
        QVERIFY(r.out.contains(",Anna Maria\n"));
        QVERIFY(r.out.contains(",Bo b\n"));
        QVERIFY(!besides(db).filter(".bak").isEmpty());
    }

    // 5: two names that would become one refuse the upgrade, and nothing is written.
    void upgradeNeverMergesNames()
    {
        const QString db = tournament("t.sqlite");
        runSql(db,
               {"INSERT INTO player (name) VALUES ('Jos' || char(233)), ('Jose' || char(769))",
                QString("PRAGMA user_version = %1").arg(ctd::schema::namesStep() - 1)});
        const QByteArray bytes = readFile(db);
        const QStringList before = besides(db);
        const CliRun r =
            runCli({"--db", db, "import", write("more.csv", kHeader + tablesOf(2, 1, 1))});
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.startsWith("error: -: conflict: "), r.err.constData());
        QVERIFY(r.err.contains("\"Jos\xc3\xa9\" and \"Jose\xcc\x81\""));
        QCOMPARE(r.err.count('\n'), 1);
        QCOMPARE(readFile(db), bytes);
        QCOMPARE(besides(db).filter(".bak"), QStringList());
    }

    // Rolling backups: after a round whose results are all in; a bounded
    // number, newest first, with their round; restorable in place.
    void rollingBackups()
    {
        using namespace ctd;
        const QString db = path("t.sqlite");
        Tournament t;
        DbError e;
        QVERIFY(t.open(db, &e));
        BackupKeeper keeper(&t);
        QList<Problem> problems;
        const QList<TableSheet> tables =
            readResultsFile(kHeader + tablesOf(1, 1, 3) + tablesOf(2, 1, 3)).tables;
        QCOMPARE(tables.size(), 6);
        QVERIFY(t.importResults(tables.mid(0, 3), &problems, &e));
        QList<TournamentBackup> list = Tournament::backups(db);
        QCOMPARE(list.size(), 1);
        QCOMPARE(list.first().round, 1);
        QVERIFY(list.first().savedAt.isValid());
        const QString roundOne = path("round1.sqlite");
        QVERIFY(QFile::copy(list.first().path, roundOne));
        QVERIFY(t.importResults(tables.mid(3), &problems, &e));
        list = Tournament::backups(db);
        QCOMPARE(list.size(), 2);
        QCOMPARE(list.first().round, 2);
        for (int i = 0; i < Tournament::kKeptBackups + 2; ++i)
            QVERIFY2(t.backUp(&e), qPrintable(e.message));
        list = Tournament::backups(db);
        QCOMPARE(list.size(), Tournament::kKeptBackups);
        for (qsizetype i = 1; i < list.size(); ++i)
            QVERIFY(list[i - 1].savedAt >= list[i].savedAt);

        // Back to round 1: the replaced file is kept beside it.
        t.close();
        QString replaced;
        QVERIFY2(Tournament::restoreBackup(roundOne, db, &replaced, &e), qPrintable(e.message));
        QVERIFY(QFile::exists(replaced));
        QVERIFY(t.open(db, &e));
        QCOMPARE(t.roundCount(), 1);
        QCOMPARE(t.completedRounds(), 1);
        t.close();
        // A damaged backup is refused and changes nothing.
        QByteArray damaged = readFile(roundOne);
        damaged[pageSize(damaged)] = 0;
        write("round1.sqlite", damaged);
        const QByteArray before = readFile(db);
        QVERIFY(!Tournament::restoreBackup(roundOne, db, &replaced, &e));
        QCOMPARE(e.kind, DbError::Damaged);
        QCOMPARE(readFile(db), before);
    }

    // 2: a failed import on a file that did not exist removes only what it
    // made itself, never a tournament another import created.
    void failedImportRemovesOnlyItsOwnFile()
    {
        const QString good = write("good.csv", kHeader + tablesOf(1, 1, 30));
        const QString bad = write("bad.csv", kHeader + tablesOf(3, 1, 1)); // round_missing
        for (int i = 0; i < 6; ++i) {
            const QString db = path(QStringLiteral("race%1.sqlite").arg(i));
            QProcess failing, succeeding;
            failing.start(QStringLiteral(CATAN_CLI_PATH), {"--db", db, "import", bad});
            succeeding.start(QStringLiteral(CATAN_CLI_PATH), {"--db", db, "import", good});
            QVERIFY(failing.waitForFinished(60000) && succeeding.waitForFinished(60000));
            QVERIFY2(succeeding.exitCode() == 0, succeeding.readAllStandardError().constData());
            QVERIFY(failing.exitCode() != 0);
            const CliRun e = runCli({"--db", db, "export", "results"});
            QVERIFY2(e.status == 0, e.err.constData());
            QCOMPARE(e.out.count('\n'), 1 + 30 * 4);
        }
        // Alone, the failing import leaves nothing.
        QCOMPARE(runCli({"--db", path("alone.sqlite"), "import", bad}).status, 1);
        QVERIFY(!QFile::exists(path("alone.sqlite")));
    }
};

QTEST_GUILESS_MAIN(TestTrust)
#include "tst_trust.moc"
