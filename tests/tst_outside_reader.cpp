// Nothing acknowledged is lost while another program reads the tournament
// file: `sqlite3 FILE "SELECT …"` (which the documentation invites), a
// database browser or a backup script opens the file read-write beside a
// running `serve --reports` or desk. Were the process to open and close the
// file outside SQLite after SQLite opened it (a header read, a WAL check),
// its POSIX locks would be gone, the outside program would take itself for
// the last connection, checkpoint and delete the WAL, and every later
// report would be answered 202 and written into a deleted file.
#include "clirun.h"
#include "storepass.h"
#include "webtest.h"

#include "commands/reportcommands.h"
#include "readmodel/follower.h"
#include "tournament/backups.h"
#include "tournament/reports.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"
#include "tournament/tournament.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QUrl>

#include <signal.h>
#include <unistd.h>

using namespace ctd;
using namespace ctd::test;

namespace {

const QStringList kNames = {"Anna Berg",   "Bernd Kahl", "Carla Souza", "Dario Lima",
                            "Emil Krause", "Fatma Ak",   "Gero Timm",   "Hanna Stein",
                            "Ilse Vogt",   "Jonas Roth", "Karl Frey",   "Lena Moll"};

struct Table
{
    int table = 0;
    QByteArray code;
    QList<PlayerLine> lines;
};

// Round 1 seated (three tables of four), no result: every table may report.
bool makeTournament(const QString &path, QList<Table> *tables)
{
    Tournament t;
    DbError e;
    if (!t.open(path, &e) || !t.roster().addPlayers(testPass(), kNames, &e))
        return false;
    QList<qint64> ids;
    for (const Player &p : t.roster().players())
        ids.append(p.id);
    QList<QList<qint64>> seating{ids.mid(0, 4), ids.mid(4, 4), ids.mid(8, 4)};
    if (!t.rounds().addRound(testPass(), seating, &e))
        return false;
    const QMap<int, QString> codes = t.reports().codes(1);
    for (const SeatedTable &s : t.rounds().tables(1))
        tables->append({s.table, codes.value(s.table).toLatin1(), fourLines(s.names, s.table)});
    return tables->size() == 3;
}

QByteArray csvOf(const QList<PlayerLine> &lines)
{
    QByteArray csv = kResultsHeader;
    for (const PlayerLine &l : lines)
        csv += QByteArray("1,,") + l.name.toUtf8() + ',' + QByteArray::number(l.settlements) + ','
            + QByteArray::number(l.cities) + ',' + QByteArray::number(l.vpCards) + ','
            + QByteArray::number(l.knights) + ',' + QByteArray::number(l.roads) + ','
            + QByteArray::number(l.longestRoad) + ",,,\n";
    return csv;
}

HttpReply post(quint16 port, const QByteArray &path, const QByteArray &type, const QByteArray &body)
{
    return sendRaw(port,
                   "POST " + path
                       + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
                         "Content-Type: "
                       + type + "\r\nContent-Length: " + QByteArray::number(body.size())
                       + "\r\n\r\n" + body);
}

// The sqlite3 program on the file, read-write as anybody would open it;
// with `namespaceOf`, in the mount namespace of that process (nsenter).
QByteArray outside(const QString &path, const QString &sql, qint64 namespaceOf = 0)
{
    const QString program = QStandardPaths::findExecutable(QStringLiteral("sqlite3"));
    QProcess p;
    if (namespaceOf > 0)
        p.start(QStandardPaths::findExecutable(QStringLiteral("nsenter")),
                {QStringLiteral("--target"), QString::number(namespaceOf),
                 QStringLiteral("--mount"), program, path, sql});
    else
        p.start(program, {path, sql});
    if (!p.waitForFinished(30000)) {
        p.kill();
        p.waitForFinished();
        return "timeout";
    }
    return p.readAllStandardOutput().trimmed() + p.readAllStandardError().trimmed();
}

quint16 startReports(QProcess &p, const QString &db)
{
    p.setProgram(CATAN_CLI_PATH);
    p.setArguments({"--db", db, "serve", "--reports", "--port", "0"});
    p.start();
    if (!p.waitForStarted())
        return 0;
    QByteArray err;
    QElapsedTimer t;
    t.start();
    while (!err.contains('\n') && t.elapsed() < 10000) {
        p.waitForReadyRead(200);
        err += p.readAllStandardError();
    }
    const QByteArray line = err.left(err.indexOf('\n'));
    if (!line.startsWith("note: serving http://127.0.0.1:"))
        return 0;
    return quint16(line.mid(line.lastIndexOf(':') + 1).chopped(1).toUInt());
}

} // namespace

class TstOutsideReader : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    int m_files = 0;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("sqlite3")).isEmpty(),
                 "the sqlite3 program is needed (package sqlite3)");
    }

    // serve --reports, sqlite3 reading beside it, reports and confirmations
    // over HTTP, then the server stopped: every write it acknowledged is in
    // the file, seen by sqlite3 while it runs and after it stopped.
    void serveKeepsAcknowledgedWrites_data()
    {
        QTest::addColumn<bool>("killed");
        QTest::newRow("SIGTERM") << false;
        QTest::newRow("kill -9") << true;
    }

    void serveKeepsAcknowledgedWrites()
    {
        QFETCH(bool, killed);
        const QString db = m_dir.filePath(QStringLiteral("serve%1.sqlite").arg(++m_files));
        QList<Table> tables;
        QVERIFY(makeTournament(db, &tables));

        QProcess serve;
        const quint16 port = startReports(serve, db);
        QVERIFY2(port != 0, serve.readAllStandardError().constData());
        // Another program opens the file read-write while the server runs.
        QCOMPARE(outside(db, "SELECT count(*) FROM table_report"), QByteArray("0"));

        int reports = 0, confirmations = 0;
        QList<int> numbers;
        for (const Table &t : std::as_const(tables)) {
            const HttpReply r = post(port, "/r/" + t.code, "text/csv", csvOf(t.lines));
            QCOMPARE(r.status, 202);
            ++reports;
            const int number =
                QJsonDocument::fromJson(r.body).object().value(QStringLiteral("report")).toInt();
            QVERIFY(number > 0);
            numbers.append(number);
            // Read from outside after every acknowledged report.
            QCOMPARE(outside(db, "SELECT count(*) FROM table_report"), QByteArray::number(reports));
            for (int seat = 0; seat < 2; ++seat) {
                const HttpReply c =
                    post(port, "/r/" + t.code + "/confirm", "application/x-www-form-urlencoded",
                         "player=" + QUrl::toPercentEncoding(t.lines[seat].name)
                             + "&report=" + QByteArray::number(number));
                QCOMPARE(c.status, 200);
                ++confirmations;
            }
            QCOMPARE(outside(db, "SELECT count(*) FROM report_confirmation"),
                     QByteArray::number(confirmations));
        }

        if (killed) {
            ::kill(pid_t(serve.processId()), SIGKILL);
        } else {
            serve.terminate();
        }
        QVERIFY(serve.waitForFinished(10000));
        QCOMPARE(outside(db, "SELECT count(*) FROM table_report"), QByteArray::number(reports));
        QCOMPARE(outside(db, "SELECT count(*) FROM report_confirmation"),
                 QByteArray::number(confirmations));
        // And the command line lists every table's report.
        const CliRun listed = runCli({"--db", db, "reports", "--round", "1"});
        QCOMPARE(listed.status, 0);
        for (const Table &t : std::as_const(tables))
            QVERIFY2(
                listed.out.contains(QByteArray("1," + QByteArray::number(t.table) + ",reported,")),
                listed.out.constData());
    }

    // A full disk: serve --reports on a file in a small file system of its
    // own (a tmpfs, mounted in a mount namespace of the server's alone, so
    // nothing outside the test sees it). With the disk filled, a report is
    // answered 507 (a browser gets a page in its language that says to hand
    // in the slip, never a bare status line), and nothing is half-written:
    // what was acknowledged before is all there; with room again, the next
    // report is taken.
    void serveOnAFullDisk()
    {
        if (::geteuid() != 0)
            QSKIP("mounting a small file system needs root (CI runs as root)");
        const QString unshare = QStandardPaths::findExecutable(QStringLiteral("unshare"));
        QVERIFY2(!unshare.isEmpty()
                     && !QStandardPaths::findExecutable(QStringLiteral("nsenter")).isEmpty(),
                 "unshare and nsenter (util-linux) are needed");
        const QString db = m_dir.filePath(QStringLiteral("full%1.sqlite").arg(++m_files));
        QList<Table> tables;
        QVERIFY(makeTournament(db, &tables));
        const QString mount = m_dir.filePath(QStringLiteral("small%1").arg(m_files));
        QVERIFY(QDir().mkpath(mount));

        QProcess serve;
        serve.setProgram(unshare);
        serve.setArguments(
            {"--mount", "--propagation", "private", "sh", "-c",
             "mount -t tmpfs -o size=4m tmpfs \"$1\" && cp \"$2\" \"$1/t.sqlite\" && exec \"$3\" "
             "--db \"$1/t.sqlite\" serve --reports --port 0",
             "sh", mount, db, QStringLiteral(CATAN_CLI_PATH)});
        serve.start();
        QVERIFY(serve.waitForStarted());
        QByteArray err;
        QElapsedTimer waited;
        waited.start();
        while (!err.contains('\n') && waited.elapsed() < 10000) {
            serve.waitForReadyRead(200);
            err += serve.readAllStandardError();
        }
        const QByteArray line = err.left(err.indexOf('\n'));
        QVERIFY2(line.startsWith("note: serving http://127.0.0.1:"), err.constData());
        const auto port = quint16(line.mid(line.lastIndexOf(':') + 1).chopped(1).toUInt());
        // The server's own view of its files, from outside its namespace.
        const QString inside = QStringLiteral("/proc/%1/root%2").arg(serve.processId()).arg(mount);
        QVERIFY2(QFile::exists(inside + QStringLiteral("/t.sqlite")), qPrintable(inside));
        // sqlite3 in the server's namespace: SQLite resolves the /proc link
        // to a path, which only there names the file.
        const QString file = mount + QStringLiteral("/t.sqlite");
        const qint64 pid = serve.processId();

        HttpReply r = post(port, "/r/" + tables[0].code, "text/csv", csvOf(tables[0].lines));
        QCOMPARE(r.status, 202);
        QCOMPARE(outside(file, "SELECT count(*) FROM table_report", pid), QByteArray("1"));

        // Fill the disk to the last byte.
        QFile filler(inside + QStringLiteral("/filler"));
        QVERIFY(filler.open(QIODevice::WriteOnly));
        const QByteArray block(64 * 1024, 'x');
        while (filler.write(block) == block.size() && filler.flush()) { }
        const QByteArray small(512, 'x');
        while (filler.write(small) == small.size() && filler.flush()) { }
        filler.close();

        r = post(port, "/r/" + tables[1].code, "text/csv", csvOf(tables[1].lines));
        QCOMPARE(r.status, 507);
        QVERIFY2(r.body.contains("disk is full"), r.body.constData());
        r = sendRaw(port,
                    "POST /r/" + tables[1].code
                        + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
                          "Accept: text/html\r\nAccept-Language: de\r\n"
                          "Content-Type: text/csv\r\nContent-Length: "
                        + QByteArray::number(csvOf(tables[1].lines).size()) + "\r\n\r\n"
                        + csvOf(tables[1].lines));
        QCOMPARE(r.status, 507);
        QVERIFY2(r.header("Content-Type").startsWith("text/html"), r.head.constData());
        QVERIFY2(QString::fromUtf8(r.body).contains(
                     QStringLiteral("Gib deinen Zettel bei der Turnierleitung ab")),
                 r.body.constData());

        // Room again: nothing was half-written, the next report is taken.
        QVERIFY(QFile::remove(filler.fileName()));
        QCOMPARE(outside(file, "PRAGMA quick_check", pid), QByteArray("ok"));
        QCOMPARE(outside(file, "SELECT count(*) FROM table_report", pid), QByteArray("1"));
        r = post(port, "/r/" + tables[1].code, "text/csv", csvOf(tables[1].lines));
        QCOMPARE(r.status, 202);
        QCOMPARE(outside(file, "SELECT count(*) FROM table_report", pid), QByteArray("2"));
        serve.terminate();
        QVERIFY(serve.waitForFinished(10000));
    }

    // The desk's way: the file open for writing, then the readers the desk
    // opens beside it on the same file (the players' screen and the sharing
    // follow it; the standings read it; "save a copy" reads it), then another
    // program reads it: what the desk writes after that is in the file.
    void deskReadersBesideTheWriter()
    {
        const QString db = m_dir.filePath(QStringLiteral("desk%1.sqlite").arg(++m_files));
        QList<Table> tables;
        QVERIFY(makeTournament(db, &tables));

        Tournament desk;
        DbError e;
        QVERIFY2(desk.open(db, &e), qPrintable(e.message));
        TournamentFollower follower;
        QVERIFY2(follower.open(db, &e), qPrintable(e.message));
        {
            Tournament standings;
            QVERIFY2(standings.openReadOnly(db, &e), qPrintable(e.message));
        }
        QVERIFY2(
            Backups::copy(db, m_dir.filePath(QStringLiteral("copy%1.sqlite").arg(m_files)), &e),
            qPrintable(e.message));

        QCOMPARE(outside(db, "SELECT count(*) FROM table_report"), QByteArray("0"));
        int reports = 0;
        for (const Table &t : std::as_const(tables)) {
            SubmitReport submit(1, t.table, t.lines, QStringLiteral("10.0.0.9"));
            QVERIFY2(submit.apply(desk, &e), qPrintable(e.message));
            ++reports;
            QCOMPARE(outside(db, "SELECT count(*) FROM table_report"), QByteArray::number(reports));
        }
        follower.close();
        desk.close();
        QCOMPARE(outside(db, "SELECT count(*) FROM table_report"), QByteArray::number(reports));
    }
};

QTEST_GUILESS_MAIN(TstOutsideReader)
#include "tst_outside_reader.moc"
