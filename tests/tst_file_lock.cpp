// docs/tournament-file.md, "Who may write a file at once": the lock beside a
// tournament file, tried from outside with real processes. A writer killed in
// its first 30 ms (with two busy processes beside it, as on a loaded laptop)
// leaves nothing the next writer or desk waits for; a live holder is named;
// the command line's writers work beside `serve --reports`, and the page
// follows.
#include "clirun.h"
#include "storepass.h"
#include "testsheets.h"

#include "commands/reportcommands.h"
#include "tournament/results.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"
#include "tournament/tournament.h"
#include "tournament/tournamentfiles.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QSysInfo>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <cstdio>
#include <memory>

using namespace ctd;
using namespace ctd::test;

Q_DECLARE_METATYPE(ctd::Tournament::WriterRole)

namespace {

const QByteArray kRound1 = kResultsHeader
    + "1,1,Anna,2,3,1,3,11,7,,,\n"
      "1,1,Bernd,3,2,0,1,8,4,,,\n"
      "1,1,Carla,4,1,0,0,9,5,,,\n"
      "1,1,Dario,2,0,0,2,6,3,,,\n"
      "1,2,Emil,2,1,0,0,4,1,,,\n"
      "1,2,Fritz,2,1,0,0,4,1,,,\n"
      "1,2,Greta,2,1,0,0,4,1,,,\n";

// One line of a table's result for its n-th player, valid at tables of 3 and 4.
const char *const kLine[] = {"2 3 1 3 11 7", "3 2 0 1 8 4", "4 1 0 0 9 5", "2 0 0 2 6 3"};

QByteArray httpGet(quint16 port, const QByteArray &path)
{
    QTcpSocket s;
    s.connectToHost(QHostAddress::LocalHost, port);
    if (!s.waitForConnected(5000))
        return {};
    s.write("GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
    QByteArray all;
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < 5000) {
        if (s.bytesAvailable() == 0 && s.state() != QAbstractSocket::ConnectedState)
            break;
        s.waitForReadyRead(100);
        all += s.readAll();
    }
    const qsizetype end = all.indexOf("\r\n\r\n");
    return end < 0 ? QByteArray() : all.mid(end + 4);
}

} // namespace

class TestFileLock : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::vector<std::unique_ptr<QProcess>> m_burners;
    int m_files = 0;

    QString newFile() { return m_dir.filePath(QStringLiteral("t%1.sqlite").arg(++m_files)); }
    QString results() { return writeFile(m_dir.filePath("r1.csv"), kRound1); }

    // Two processes that keep a core busy each, as a loaded laptop.
    void startBurners()
    {
        for (int i = 0; i < 2; ++i) {
            auto p = std::make_unique<QProcess>();
            p->start("/bin/sh", {"-c", "while :; do :; done"});
            QVERIFY(p->waitForStarted());
            m_burners.push_back(std::move(p));
        }
    }
    void stopBurners()
    {
        for (auto &p : m_burners) {
            p->kill();
            p->waitForFinished();
        }
        m_burners.clear();
    }

    // catan-desk-cli --db FILE serve --reports --port 0, started: its port.
    static quint16 serveReports(QProcess &p, const QString &db)
    {
        p.start(CATAN_CLI_PATH, {"--db", db, "serve", "--reports", "--port", "0"});
        if (!p.waitForStarted())
            return 0;
        QByteArray err;
        QElapsedTimer t;
        t.start();
        while (!err.contains('\n') && t.elapsed() < 10000) {
            p.waitForReadyRead(100);
            err += p.readAllStandardError();
        }
        const QByteArray line = err.left(err.indexOf('\n'));
        if (!line.startsWith("note: serving http://127.0.0.1:"))
            return 0;
        return quint16(line.mid(line.lastIndexOf(':') + 1).chopped(1).toUInt());
    }

    // Polls a page of the server until `seen` says yes: the milliseconds it
    // took, or -1 after 10 s.
    template <typename Seen>
    static qint64 pageFollows(quint16 port, const QByteArray &path, Seen seen)
    {
        QElapsedTimer t;
        t.start();
        while (t.elapsed() < 10000) {
            if (seen(httpGet(port, path)))
                return t.elapsed();
            QThread::msleep(20);
        }
        return -1;
    }

    // The next writer and the next desk after a kill: neither waits. The
    // import may wait 1 s at most (a lock held by the dead would be waited
    // for that long and then reported as "locked"); the desk refuses at once.
    void nextWritersDoNotWait(const QString &db, const QString &what, int ms)
    {
        const QString context = QStringLiteral("%1 killed after %2 ms").arg(what).arg(ms);
        QVERIFY2(!QFile::exists(db + "-journal"), qPrintable(context));
        const CliRun r = runCli({"--db", db, "import", results()}, {"CATAN_DESK_LOCK_WAIT=1"});
        QVERIFY2(r.status == 0 && !r.err.contains("locked"),
                 qPrintable(context + ": " + QString::fromUtf8(r.err)));
        Tournament desk;
        DbError e;
        QVERIFY2(desk.open(db, &e), qPrintable(context + ": " + e.message));
        QCOMPARE(desk.results().sheets().size(), 2);
    }

    // How long the desk takes from its start to holding the file's lock.
    static qint64 deskLockMoment(const QString &db)
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("QT_QPA_PLATFORM", "offscreen");
        QProcess desk;
        desk.setProcessEnvironment(env);
        desk.start(CATAN_DESK_PATH, {db});
        if (!desk.waitForStarted())
            return -1;
        QElapsedTimer t;
        t.start();
        const QString name = "catan-desk, process " + QString::number(desk.processId());
        while (!TournamentFiles::writerOf(db).startsWith(name) && t.elapsed() < 20000)
            QThread::usleep(500);
        const qint64 moment = t.elapsed();
        desk.kill();
        desk.waitForFinished();
        return moment < 20000 ? moment : -1;
    }

    // Kills the writer at every millisecond from `from` to `from` + `span` after its start.
    void killEachMillisecond(const QString &program, const QStringList &args, const QString &db,
                             const QString &what, int from = 0, int span = 30)
    {
        QElapsedTimer all;
        all.start();
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("QT_QPA_PLATFORM", "offscreen");
        for (int ms = from; ms <= from + span; ++ms) {
            QProcess writer;
            writer.setProcessEnvironment(env);
            writer.start(program, args);
            QVERIFY(writer.waitForStarted());
            if (ms > 0)
                QThread::usleep(ulong(ms) * 1000);
            writer.kill();
            QVERIFY(writer.waitForFinished());
            nextWritersDoNotWait(db, what, ms);
        }
        // And the desk itself, once: it opens the file for writing (its lock
        // names it) rather than read-only beside a holder.
        QProcess desk;
        desk.setProcessEnvironment(env);
        desk.start(CATAN_DESK_PATH, {db});
        QVERIFY(desk.waitForStarted());
        const QString name = "catan-desk, process " + QString::number(desk.processId());
        QElapsedTimer opening;
        opening.start();
        while (!TournamentFiles::writerOf(db).startsWith(name) && opening.elapsed() < 20000)
            QThread::msleep(20);
        const QString writer = TournamentFiles::writerOf(db);
        desk.kill();
        desk.waitForFinished();
        QVERIFY2(writer.startsWith(name), qPrintable(what + ": " + writer));
        std::printf("%s: %d kills, next import and desk open each time, %lld ms in all; then "
                    "catan-desk opened the file for writing in %lld ms\n",
                    qPrintable(what), span + 1, qint64(all.elapsed()), qint64(opening.elapsed()));
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }
    void cleanup() { stopBurners(); }

    void roles_data()
    {
        using Role = Tournament::WriterRole;
        QTest::addColumn<Role>("first");
        QTest::addColumn<Role>("second");
        QTest::addColumn<bool>("beside");
        QTest::newRow("desk, desk") << Role::Desk << Role::Desk << false;
        QTest::newRow("desk, command line") << Role::Desk << Role::CommandLine << false;
        QTest::newRow("desk, server") << Role::Desk << Role::Server << false;
        QTest::newRow("server, desk") << Role::Server << Role::Desk << false;
        QTest::newRow("server, command line") << Role::Server << Role::CommandLine << true;
        QTest::newRow("server, server") << Role::Server << Role::Server << true;
        QTest::newRow("command line, desk") << Role::CommandLine << Role::Desk << false;
        QTest::newRow("command line, server") << Role::CommandLine << Role::Server << false;
        QTest::newRow("command line, command line")
            << Role::CommandLine << Role::CommandLine << false;
    }

    // Who may open a file for writing while another has it (docs/tournament-
    // file.md, the table of roles); a command-line writer keeps its turn
    // until it closes, a server sets up alone and then shares. In one
    // process: the locks belong to each opening, not to the process.
    void roles()
    {
        QFETCH(Tournament::WriterRole, first);
        QFETCH(Tournament::WriterRole, second);
        QFETCH(bool, beside);
        const QString db = newFile();
        QCOMPARE(runCli({"--db", db, "import", results()}).status, 0);
        Tournament a, b;
        a.setWriterRole(first);
        b.setWriterRole(second);
        DbError e;
        QVERIFY2(a.open(db, &e), qPrintable(e.message));
        QCOMPARE(b.open(db, &e), beside);
        if (!beside) {
            QCOMPARE(e.kind, DbError::Locked);
            QVERIFY2(e.message.contains("process "
                                        + QString::number(QCoreApplication::applicationPid())),
                     qPrintable(e.message));
        } else {
            QVERIFY(b.roster().addPlayer(testPass(), "Hanna", nullptr, &e));
            QCOMPARE(a.roster().players().size(), 8);
        }
        QVERIFY(!TournamentFiles::writerOf(db).isEmpty());
        b.close();
        a.close();
        QVERIFY(TournamentFiles::writerOf(db).isEmpty());
        QVERIFY(!QFile::exists(TournamentFiles::lockPath(db)));
        QVERIFY2(b.open(db, &e), qPrintable(e.message));
    }

    void aKilledImportLeavesNothingToWaitFor()
    {
        const QString db = newFile();
        QCOMPARE(runCli({"--db", db, "import", results()}).status, 0);
        startBurners();
        killEachMillisecond(CATAN_CLI_PATH, {"--db", db, "import", results()}, db, "import");
    }

    void aKilledDeskLeavesNothingToWaitFor()
    {
        const QString db = newFile();
        QCOMPARE(runCli({"--db", db, "import", results()}).status, 0);
        startBurners();
        killEachMillisecond(CATAN_DESK_PATH, {db}, db, "catan-desk");
        // The desk reaches its lock later than 30 ms (Qt Widgets load first):
        // killed again around that moment, as the loaded machine has it now.
        const qint64 moment = deskLockMoment(db);
        QVERIFY(moment >= 0);
        std::printf("catan-desk holds the lock %lld ms after its start\n", moment);
        killEachMillisecond(CATAN_DESK_PATH, {db}, db, "catan-desk around its lock",
                            int(qMax<qint64>(0, moment - 10)), 20);
    }

    void aKilledServerLeavesNothingToWaitFor()
    {
        const QString db = newFile();
        QCOMPARE(runCli({"--db", db, "import", results()}).status, 0);
        startBurners();
        killEachMillisecond(CATAN_CLI_PATH, {"--db", db, "serve", "--reports", "--port", "0"}, db,
                            "serve --reports");
    }

    void aLockFileLeftHalfWrittenMakesNobodyWait()
    {
        // What a writer killed while naming itself leaves, and what a desk of
        // the release before (QLockFile) left when it was killed: content
        // without a living holder.
        const QString db = newFile();
        QCOMPARE(runCli({"--db", db, "import", results()}).status, 0);
        for (const QByteArray &content : {QByteArray(), QByteArray("4242\ncatan-de"),
                                          QByteArray("99999999\ncatan-desk\nhost\n")}) {
            writeFile(TournamentFiles::lockPath(db), content);
            QVERIFY(TournamentFiles::writerOf(db).isEmpty());
            nextWritersDoNotWait(db, "a lock file of " + QString::number(content.size()) + " bytes",
                                 0);
        }
    }

    void aLiveDeskIsNamed()
    {
        const QString db = newFile();
        QCOMPARE(runCli({"--db", db, "import", results()}).status, 0);
        QProcess desk;
        desk.start(QStringLiteral(CATAN_DURABILITY_HELPER), {"hold", db});
        QVERIFY(desk.waitForReadyRead(30000));
        QCOMPARE(desk.readAllStandardOutput(), QByteArray("open\n"));
        const QString pid = QString::number(desk.processId());
        const QString host = QSysInfo::machineHostName();

        const CliRun r = runCli({"--db", db, "import", results()}, {"CATAN_DESK_LOCK_WAIT=0"});
        QCOMPARE(r.status, 2);
        const QString err = QString::fromUtf8(r.err);
        QVERIFY2(err.startsWith("error: -: locked: "), qPrintable(err));
        QVERIFY2(err.contains("is open in another desk (tst_durability_helper, process " + pid
                              + " on " + host + ")"),
                 qPrintable(err));
        Tournament second;
        DbError e;
        QVERIFY(!second.open(db, &e));
        QCOMPARE(e.kind, DbError::Locked);
        QVERIFY2(e.message.contains("process " + pid), qPrintable(e.message));
        QVERIFY(TournamentFiles::writerOf(db).contains("process " + pid));
        // serve --reports is refused beside a desk too.
        const CliRun s =
            runCli({"--db", db, "serve", "--reports", "--port", "0"}, {"CATAN_DESK_LOCK_WAIT=0"});
        QCOMPARE(s.status, 2);
        QVERIFY2(s.err.contains("locked: "), s.err.constData());

        desk.closeWriteChannel();
        QVERIFY(desk.waitForFinished(30000));
        QVERIFY(TournamentFiles::writerOf(db).isEmpty());
        QVERIFY(!QFile::exists(TournamentFiles::lockPath(db)));
        QCOMPARE(runCli({"--db", db, "import", results()}, {"CATAN_DESK_LOCK_WAIT=0"}).status, 0);
    }

    void theCommandLineWritesBesideTheServer()
    {
        const QString db = newFile();
        QCOMPARE(runCli({"--db", db, "import", results()}).status, 0);
        QProcess serve;
        const quint16 port = serveReports(serve, db);
        QVERIFY(port != 0);
        const QString pid = QString::number(serve.processId());

        // A desk is refused, naming the server.
        {
            Tournament desk;
            DbError e;
            QVERIFY(!desk.open(db, &e));
            QCOMPARE(e.kind, DbError::Locked);
            QVERIFY2(e.message.contains("(catan-desk-cli serve, process " + pid),
                     qPrintable(e.message));
        }
        QVERIFY(TournamentFiles::writerOf(db).contains("catan-desk-cli serve"));

        // seat: the page's seating shows round 2. No wait allowed for a lock.
        const QStringList noWait{"CATAN_DESK_LOCK_WAIT=0"};
        QElapsedTimer t;
        t.start();
        CliRun r = runCli({"--db", db, "seat", "--round", "2"}, noWait);
        QVERIFY2(r.status == 0, r.err.constData());
        const qint64 seatMs = t.elapsed();
        const qint64 seatSeen = pageFollows(port, "/seating.csv",
                                            [](const QByteArray &b) { return b.contains("\n2,"); });
        QVERIFY2(seatSeen >= 0, "the page never showed round 2's seating");

        // import: round 2's first table (the standings wait for the round).
        QList<SeatedTable> tables;
        {
            Tournament reader;
            DbError e;
            QVERIFY2(reader.openReadOnly(db, &e), qPrintable(e.message));
            tables = reader.rounds().tables(2);
        }
        QCOMPARE(tables.size(), 2);
        QByteArray csv = kResultsHeader;
        for (qsizetype i = 0; i < tables[0].names.size(); ++i)
            csv += "2,1," + tables[0].names[i].toUtf8() + ","
                + QByteArray(kLine[i]).replace(' ', ',') + ",,,\n";
        t.restart();
        r = runCli({"--db", db, "import", writeFile(m_dir.filePath("r2.csv"), csv)}, noWait);
        QVERIFY2(r.status == 0, r.err.constData());
        const qint64 importMs = t.elapsed();

        // accept: the report of round 2's last table, which completes the round.
        {
            Tournament phones; // writes as the server does, beside it
            phones.setWriterRole(Tournament::WriterRole::CommandLine);
            DbError e;
            QVERIFY2(phones.open(db, &e), qPrintable(e.message));
            QStringList spec;
            for (qsizetype i = 0; i < tables[1].names.size(); ++i)
                spec << tables[1].names[i] + " " + kLine[i];
            SubmitReport report(2, 2, sheet(spec.join(" | ")), "10.0.0.5");
            QVERIFY2(report.apply(phones, &e), qPrintable(e.message));
        }
        const QByteArray before = httpGet(port, "/standings.csv");
        QVERIFY(!before.isEmpty());
        t.restart();
        r = runCli({"--db", db, "accept", "--round", "2", "--table", "2"}, noWait);
        QVERIFY2(r.status == 0, r.err.constData());
        const qint64 acceptMs = t.elapsed();
        const qint64 acceptSeen =
            pageFollows(port, "/standings.csv", [&](const QByteArray &b) { return b != before; });
        QVERIFY2(acceptSeen >= 0, "the page never showed the accepted report");

        // import: a whole new round.
        const QByteArray middle = httpGet(port, "/standings.csv");
        QByteArray round3 = kRound1;
        round3.replace("\n1,", "\n3,");
        t.restart();
        r = runCli({"--db", db, "import", writeFile(m_dir.filePath("r3.csv"), round3)}, noWait);
        QVERIFY2(r.status == 0, r.err.constData());
        const qint64 import3Ms = t.elapsed();
        const qint64 importSeen =
            pageFollows(port, "/standings.csv", [&](const QByteArray &b) { return b != middle; });
        QVERIFY2(importSeen >= 0, "the page never showed the imported round");
        std::printf("beside serve --reports: seat %lld ms (on the page %lld ms later), import "
                    "%lld ms, accept %lld ms (on the page %lld ms later), import %lld ms (on the "
                    "page %lld ms later)\n",
                    seatMs, seatSeen, importMs, acceptMs, acceptSeen, import3Ms, importSeen);

        // Two writers at once beside the server take turns, both land.
        QProcess a, b;
        a.start(CATAN_CLI_PATH, {"--db", db, "rules", "de-ranking"});
        b.start(CATAN_CLI_PATH, {"--db", db, "import", m_dir.filePath("r3.csv")});
        QVERIFY(a.waitForFinished(60000) && b.waitForFinished(60000));
        QVERIFY2(a.exitCode() == 0, a.readAllStandardError().constData());
        QVERIFY2(b.exitCode() == 0, b.readAllStandardError().constData());

        // The server is still there and answers.
        QVERIFY(httpGet(port, "/standings.csv").contains("Anna"));
        serve.terminate();
        if (!serve.waitForFinished(10000)) {
            serve.kill();
            serve.waitForFinished();
        }
        // Ended by a signal: the system gave its lock back, whatever the file holds.
        QVERIFY(TournamentFiles::writerOf(db).isEmpty());
        Tournament desk;
        DbError e;
        QVERIFY2(desk.open(db, &e), qPrintable(e.message));
    }
};

QTEST_GUILESS_MAIN(TestFileLock)
#include "tst_file_lock.moc"
