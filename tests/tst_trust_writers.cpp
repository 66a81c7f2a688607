// Trusting the tournament file while it is written: kills while a file is
// created, writers side by side, names upgraded (never merged), rolling
// backups, and a failed import that removes only its own file.
#include "storepass.h"
#include "trusttest.h"

#include "files/resultsfile.h"
#include "tournament/backupkeeper.h"
#include "tournament/backups.h"
#include "tournament/dbschema.h"
#include "tournament/results.h"
#include "tournament/rounds.h"
#include "tournament/tournament.h"

#include <QProcess>
#include <QTest>
#include <QThread>

#include <csignal>

using namespace ctd::test;

class TestTrustWriters : public QObject, private TrustFixture
{
    Q_OBJECT

private slots:
    void init() { QVERIFY(newFolder()); }

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
        QVERIFY(t.results().importResults(testPass(), tables.mid(0, 3), &problems, &e));
        QList<TournamentBackup> list = Backups::backups(db);
        QCOMPARE(list.size(), 1);
        QCOMPARE(list.first().round, 1);
        QVERIFY(list.first().savedAt.isValid());
        const QString roundOne = path("round1.sqlite");
        QVERIFY(QFile::copy(list.first().path, roundOne));
        QVERIFY(t.results().importResults(testPass(), tables.mid(3), &problems, &e));
        list = Backups::backups(db);
        QCOMPARE(list.size(), 2);
        QCOMPARE(list.first().round, 2);
        for (int i = 0; i < Backups::kKeptBackups + 2; ++i)
            QVERIFY2(t.backups().backUp(&e), qPrintable(e.message));
        list = Backups::backups(db);
        QCOMPARE(list.size(), Backups::kKeptBackups);
        for (qsizetype i = 1; i < list.size(); ++i)
            QVERIFY(list[i - 1].savedAt >= list[i].savedAt);

        // Back to round 1: the replaced file is kept beside it.
        t.close();
        QString replaced;
        QVERIFY2(Backups::restoreBackup(roundOne, db, &replaced, &e), qPrintable(e.message));
        QVERIFY(QFile::exists(replaced));
        QVERIFY(t.open(db, &e));
        QCOMPARE(t.rounds().roundCount(), 1);
        QCOMPARE(t.rounds().completedRounds(), 1);
        t.close();
        // A damaged backup is refused and changes nothing.
        QByteArray damaged = readFile(roundOne);
        damaged[pageSize(damaged)] = 0;
        write("round1.sqlite", damaged);
        const QByteArray before = readFile(db);
        QVERIFY(!Backups::restoreBackup(roundOne, db, &replaced, &e));
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

QTEST_GUILESS_MAIN(TestTrustWriters)
#include "tst_trust_writers.moc"
