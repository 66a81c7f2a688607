// catan-desk-cli with a tournament on a real PostgreSQL server, which the test
// starts itself (pgserver.h): every command gives what it gives on a file,
// copies both ways, a dozen imports side by side, a wrong password, and a
// database of another program left alone.
#include "clirun.h"
#include "pgserver.h"
#include "readmodel/follower.h"

#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace ctd::test;

namespace {

const QByteArray kRound1 = kResultsHeader
    + "1,1,Anna,2,3,1,3,11,7,,,\n"
      "1,1,Bernd,3,2,0,1,8,4,,,\n"
      "1,1,Carla,4,1,0,0,9,5,,,\n"
      "1,1,Dario,2,0,0,2,6,3,,,\n"
      "1,2,Emil,2,1,0,0,4,1,,,\n"
      "1,2,Fritz,2,1,0,0,4,1,,,\n"
      "1,2,Greta,2,1,0,0,4,1,,,\n"
      "1,3,Hugo,2,1,1,0,4,1,,,\n"
      "1,3,Ida,2,0,0,0,4,1,,,\n"
      "1,3,Jonas,2,1,0,0,4,1,,,\n";
// Table 1 again with other figures: table_exists.
const QByteArray kClash = kResultsHeader
    + "1,1,Anna,2,0,0,0,4,1,,,\n1,1,Bernd,2,0,0,0,4,1,,,\n1,1,Carla,2,0,0,0,4,1,,,\n"
      "1,1,Dario,2,0,0,0,4,1,,,\n";

// A results file of one table of round 1 with its own players.
QByteArray oneTable(int table)
{
    QByteArray out = kResultsHeader;
    for (int seat = 1; seat <= 4; ++seat)
        out += QByteArray("1,") + QByteArray::number(table) + ",P" + QByteArray::number(table) + "-"
            + QByteArray::number(seat) + "," + QByteArray::number(2 + seat % 3) + ",1,0,"
            + QByteArray::number(seat) + ",5,1,,,\n";
    return out;
}

QString pdfText(const QString &path)
{
    QProcess p;
    p.start(QStandardPaths::findExecutable("pdftotext"), {"-layout", "-enc", "UTF-8", path, "-"});
    if (!p.waitForFinished(120000) || p.exitCode() != 0)
        return {};
    return QString::fromUtf8(p.readAllStandardOutput());
}

} // namespace

class TestServerCli : public QObject
{
    Q_OBJECT

    PgServer m_server;
    QTemporaryDir m_dir;
    int m_databases = 0;

    QString write(const QString &name, const QByteArray &bytes)
    {
        return writeFile(m_dir.filePath(name), bytes);
    }
    // A new empty database on the server; its address with the password.
    QString newDatabase(const QString &prefix = "t")
    {
        const QString name = prefix + QString::number(++m_databases);
        QString why;
        if (!m_server.createDatabase(name, &why))
            qFatal("%s", qPrintable(why));
        return m_server.address(name);
    }
    QString adminValue(const QString &database, const QString &sql)
    {
        QString why, out;
        if (!m_server.admin(database, sql, &why, &out))
            return QStringLiteral("failed: ") + why;
        return out;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QString why;
        QVERIFY2(m_server.start(&why), qPrintable(why));
        QVERIFY(!QStandardPaths::findExecutable("pdftotext").isEmpty());
    }

    // The same commands, one after the other, on a file and on a server: the
    // same exit status, the same output byte for byte, the same messages but
    // for the place named.
    void everyCommandAsOnAFile()
    {
        const QString server = newDatabase("same");
        // The new tournament is named after its file or database.
        const QString file = m_dir.filePath(QStringLiteral("same%1.sqlite").arg(m_databases));
        const QString shownServer = QString(server).remove(":" + PgServer::password());
        const QString r1 = write("r1.csv", kRound1);
        const QString clash = write("clash.csv", kClash);
        const QList<QStringList> commands{
            {"standings"}, // nothing yet: refused on both
            {"import", r1},
            {"import", r1},
            {"import", clash},
            {"standings"},
            {"standings", "--after-round", "1", "--spreadsheet"},
            {"export", "results"},
            {"export", "results", "--spreadsheet"},
            {"export", "standings", "--after-round", "0"},
            {"seat", "--round", "2", "--seed", "3"},
            {"seat", "--round", "2", "--seed", "4", "--by-standings"},
            {"seat", "--round", "1", "--seed", "1"},
            {"seat", "--round", "5"},
            {"print", "standings", "-o", "PDF"},
            {"print", "seating", "--round", "2", "-o", "PDF"},
            {"print", "seating", "--by-name", "-o", "PDF"},
            {"print", "slips", "--round", "2", "-o", "PDF"},
            {"export", "standings"},
        };
        for (const QStringList &command : commands) {
            const QString what = command.join(' ');
            QStringList onFile = QStringList{"--db", file} + command;
            QStringList onServer = QStringList{"--db", server} + command;
            const qsizetype pdf = command.indexOf("PDF");
            if (pdf >= 0) {
                onFile[pdf + 2] = m_dir.filePath("file.pdf");
                onServer[pdf + 2] = m_dir.filePath("server.pdf");
            }
            const CliRun a = runCli(onFile);
            const CliRun b = runCli(onServer);
            QVERIFY2(a.status == b.status, qPrintable(what + ": " + a.err + " / " + b.err));
            QVERIFY2(a.out == b.out, qPrintable(what));
            QString errFile = QString::fromUtf8(a.err).replace(file, "PLACE");
            QString errServer = QString::fromUtf8(b.err).replace(shownServer, "PLACE");
            if (what == "standings" && a.status == 2) {
                // A missing file and an empty database say so in their own words.
                QVERIFY(errFile.startsWith("error: -: database: "));
                QVERIFY(errServer.startsWith("error: -: database: "));
            } else {
                QCOMPARE(errServer, errFile);
            }
            QVERIFY(!b.err.contains(PgServer::password().toUtf8()));
            if (pdf >= 0) {
                QCOMPARE(a.status, 0);
                // The same but for the tables' report codes, drawn for each place.
                // (in the caption and in the note beside it).
                const QRegularExpression code("report code [2-9A-Z]{4}-[2-9A-Z]{4}",
                                              QRegularExpression::CaseInsensitiveOption);
                const QString text = pdfText(m_dir.filePath("file.pdf")).replace(code, "CODE");
                QVERIFY(!text.isEmpty());
                QCOMPARE(pdfText(m_dir.filePath("server.pdf")).replace(code, "CODE"), text);
            }
        }
    }

    // file → server → file: every table of the tournament as it was, the
    // history of corrections included; a target that is not empty is refused.
    void copiesBothWays()
    {
        const QString file = m_dir.filePath("orig.sqlite");
        QCOMPARE(runCli({"--db", file, "import", write("c1.csv", kRound1)}).status, 0);
        QCOMPARE(runCli({"--db", file, "seat", "--round", "2", "--seed", "9"}).status, 0);
        const QString server = newDatabase("copy");
        CliRun r = runCli({"copy", file, server});
        QVERIFY2(r.status == 0, r.err.constData());
        QVERIFY(!r.out.contains(PgServer::password().toUtf8()));
        const QString back = m_dir.filePath("back.sqlite");
        r = runCli({"copy", server, back});
        QVERIFY2(r.status == 0, r.err.constData());
        for (const QString table : {"tournament", "player", "keep_apart", "round", "game_table",
                                    "seat", "sheet_version", "sheet_line", "sheet"}) {
            const auto dump = [&](const QString &path) {
                QProcess p;
                p.start("sqlite3",
                        {path, QStringLiteral("SELECT * FROM %1 ORDER BY 1, 2, 3").arg(table)});
                p.waitForFinished();
                return p.readAllStandardOutput();
            };
            QCOMPARE(dump(back), dump(file));
        }
        QCOMPARE(runCli({"--db", server, "export", "results"}).out,
                 runCli({"--db", file, "export", "results"}).out);

        // Not empty any more: refused, nothing changed.
        const QString before =
            adminValue("copy" + QString::number(m_databases), "SELECT count(*) FROM sheet_line");
        r = runCli({"copy", file, server});
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.startsWith("error: -: conflict: "), r.err.constData());
        QCOMPARE(
            adminValue("copy" + QString::number(m_databases), "SELECT count(*) FROM sheet_line"),
            before);
        r = runCli({"copy", server, back});
        QCOMPARE(r.status, 2);
        r = runCli({"copy", server, server});
        QCOMPARE(r.status, 2);
        QVERIFY(!r.err.contains(PgServer::password().toUtf8()));
    }

    // Twelve imports started at once into one empty database: every one
    // succeeds, the tables are made once, and the tournament holds all twelve.
    void aDozenImportsSideBySide()
    {
        const QString server = newDatabase("dozen");
        const QString file = m_dir.filePath("dozen.sqlite");
        QList<QProcess *> running;
        for (int table = 1; table <= 12; ++table) {
            const QString csv = write(QStringLiteral("dozen%1.csv").arg(table), oneTable(table));
            QCOMPARE(runCli({"--db", file, "import", csv}).status, 0);
            auto *p = new QProcess(this);
            p->start(CATAN_CLI_PATH, {"--db", server, "import", csv});
            running.append(p);
        }
        for (QProcess *p : running) {
            QVERIFY(p->waitForFinished(120000));
            const QByteArray err = p->readAllStandardError(), out = p->readAllStandardOutput();
            QVERIFY2(p->exitCode() == 0, err.constData());
            QVERIFY2(out.startsWith("Imported 1 table result; 0 were"), out.constData());
            delete p;
        }
        QCOMPARE(runCli({"--db", server, "export", "results"}).out,
                 runCli({"--db", file, "export", "results"}).out);
        QCOMPARE(runCli({"--db", server, "standings"}).out,
                 runCli({"--db", file, "standings"}).out);
        QCOMPARE(adminValue("dozen" + QString::number(m_databases), "SELECT count(*) FROM player"),
                 QString("48"));
    }

    // The players' view of a tournament on a server (the page's and the
    // projector's) follows what another program writes there, told by the
    // server's notification: while nothing is written it does not ask.
    void followerHearsTheServer()
    {
        const QString server = newDatabase("follow");
        QCOMPARE(runCli({"--db", server, "import", write("follow.csv", kRound1)}).status, 0);
        ctd::TournamentFollower follower;
        ctd::DbError e;
        QVERIFY2(follower.open(server, &e), qPrintable(e.message));
        const int round = follower.view().round;
        QVERIFY(round >= 1);
        QTest::qWait(300);
        const quint64 before = follower.looks();
        QTest::qWait(2000);
        QCOMPARE(follower.looks(), before);
        const CliRun seated =
            runCli({"--db", server, "seat", "--round", QString::number(round + 1), "--seed", "3"});
        QVERIFY2(seated.status == 0, seated.err.constData());
        QTRY_COMPARE_WITH_TIMEOUT(follower.view().round, round + 1, 10000);
        QVERIFY(follower.looks() > before);
    }

    void wrongPassword_data()
    {
        QTest::addColumn<bool>("inAddress");
        QTest::newRow("in the address") << true;
        QTest::newRow("in PGPASSWORD") << false;
    }

    // Exit 2, and the password, right or wrong, in no message.
    void wrongPassword()
    {
        QFETCH(bool, inAddress);
        const QString server = newDatabase("pw");
        QCOMPARE(runCli({"--db", server, "import", write("pw.csv", kRound1)}).status, 0);
        const QString wrong = "Wr0ng-Secret";
        const QString address = inAddress
            ? QString(server).replace(PgServer::password(), wrong)
            : m_server.address("pw" + QString::number(m_databases), false);
        const QStringList env{"PGPASSWORD=" + wrong, "PGPASSFILE=" + m_dir.filePath("none")};
        for (const QStringList &command : QList<QStringList>{
                 {"standings"}, {"import", m_dir.filePath("pw.csv")}, {"export", "results"}}) {
            const CliRun r = runCli(QStringList{"--db", address} + command, env);
            QCOMPARE(r.status, 2);
            QVERIFY(r.out.isEmpty());
            QVERIFY2(r.err.contains("password authentication failed"), r.err.constData());
            QVERIFY(!r.err.contains(wrong.toUtf8()));
            QVERIFY(!r.err.contains(PgServer::password().toUtf8()));
        }
        const CliRun r = runCli({"copy", address, m_dir.filePath("never.sqlite")}, env);
        QCOMPARE(r.status, 2);
        QVERIFY(!r.err.contains(wrong.toUtf8()));
        QVERIFY(!QFile::exists(m_dir.filePath("never.sqlite")));
    }

    // Without a password in the address: PGPASSWORD, then ~/.pgpass.
    void passwordFromTheEnvironment()
    {
        const QString server = newDatabase("env");
        const QString bare = m_server.address("env" + QString::number(m_databases), false);
        QCOMPARE(runCli({"--db", server, "import", write("env.csv", kRound1)}).status, 0);
        const QByteArray expected = runCli({"--db", server, "standings"}).out;
        CliRun r = runCli({"--db", bare, "standings"}, {"PGPASSWORD=" + PgServer::password()});
        QVERIFY2(r.status == 0, r.err.constData());
        QCOMPARE(r.out, expected);
        const QString pgpass = write("pgpass",
                                     QStringLiteral("127.0.0.1:%1:*:%2:%3\n")
                                         .arg(m_server.port())
                                         .arg(PgServer::user(), PgServer::password())
                                         .toUtf8());
        QFile::setPermissions(pgpass, QFile::ReadOwner | QFile::WriteOwner);
        r = runCli({"--db", bare, "standings"}, {"PGPASSWORD", "PGPASSFILE=" + pgpass});
        QVERIFY2(r.status == 0, r.err.constData());
        QCOMPARE(r.out, expected);
    }

    // A database that holds another program's tables: refused with exit 2 by
    // every command, and left exactly as it was.
    void anotherProgramsDatabaseIsLeftAlone()
    {
        const QString server = newDatabase("other");
        const QString name = "other" + QString::number(m_databases);
        QString why;
        QVERIFY2(m_server.admin(name,
                                "CREATE TABLE invoice (id INTEGER PRIMARY KEY, total NUMERIC);"
                                "GRANT ALL ON invoice TO desk;"
                                "INSERT INTO invoice VALUES (1, 9.5), (2, 12);",
                                &why),
                 qPrintable(why));
        const QString state =
            "SELECT string_agg(relname, ',' ORDER BY relname) FROM pg_class c "
            "JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public'";
        const QString before = adminValue(name, state);
        const QString rows =
            adminValue(name, "SELECT string_agg(id || ':' || total, ',' ORDER BY id) FROM invoice");
        const QString csv = write("o.csv", kRound1);
        const QString file = m_dir.filePath("o.sqlite");
        QCOMPARE(runCli({"--db", file, "import", csv}).status, 0);
        for (const QStringList &args : QList<QStringList>{{"--db", server, "import", csv},
                                                          {"--db", server, "standings"},
                                                          {"--db", server, "seat", "--round", "1"},
                                                          {"copy", file, server}}) {
            const CliRun r = runCli(args);
            QCOMPARE(r.status, 2);
            QVERIFY2(r.err.startsWith("error: -: not_a_tournament: "), r.err.constData());
            QVERIFY(r.err.contains("another program"));
            QVERIFY(!r.err.contains(PgServer::password().toUtf8()));
        }
        QCOMPARE(adminValue(name, state), before);
        QCOMPARE(
            adminValue(name, "SELECT string_agg(id || ':' || total, ',' ORDER BY id) FROM invoice"),
            rows);
    }

    // An import refused with exit 1 writes nothing: an empty database stays
    // empty, without the tournament's tables either.
    void refusedImportLeavesTheDatabaseEmpty()
    {
        const QString server = newDatabase("refused");
        const QString name = "refused" + QString::number(m_databases);
        // Round 2 is a final of players who are not the top 4: stage_players.
        const QByteArray final = QByteArray(kResultsHeader).chopped(1) + ",stage\n";
        QByteArray rows = final;
        for (const QByteArray &line : kRound1.mid(kResultsHeader.size()).split('\n'))
            if (!line.isEmpty())
                rows += line + ",prelim\n";
        rows += "2,1,Hugo,2,3,1,3,11,7,,,,final\n2,1,Ida,3,2,0,1,8,4,,,,final\n"
                "2,1,Jonas,4,1,0,0,9,5,,,,final\n2,1,Greta,2,0,0,2,6,3,,,,final\n";
        const CliRun r = runCli({"--db", server, "import", write("final.csv", rows)});
        QCOMPARE(r.status, 1);
        QVERIFY2(r.err.contains("stage_players"), r.err.constData());
        const QString state =
            "SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
            "WHERE n.nspname = 'public'";
        QCOMPARE(adminValue(name, state), QString("0"));
        // The same file without the final: imported, the tables made then.
        QCOMPARE(runCli({"--db", server, "import", write("round1.csv", kRound1)}).status, 0);
        QVERIFY(adminValue(name, state).toInt() > 5);
    }

    // A server that goes away in the middle of an import: one error line,
    // which does not promise a retry the command never makes.
    void serverGoneMidImport()
    {
        const QString server = newDatabase("gone");
        const QString name = "gone" + QString::number(m_databases);
        QByteArray big = kResultsHeader;
        for (int table = 1; table <= 4000; ++table)
            big += oneTable(table).mid(kResultsHeader.size());
        QProcess import;
        import.start(CATAN_CLI_PATH, {"--db", server, "import", write("big.csv", big)});
        QVERIFY(import.waitForStarted());
        // Once the command has made the tournament's tables and imports, the
        // server stops (open connections are cut).
        QTRY_VERIFY_WITH_TIMEOUT(
            adminValue(name, "SELECT to_regclass('public.player') IS NOT NULL") == "t", 20000);
        QString why;
        QVERIFY2(m_server.stop(&why), qPrintable(why));
        QVERIFY(import.waitForFinished(60000));
        const QByteArray err = import.readAllStandardError();
        QVERIFY2(m_server.resume(&why), qPrintable(why));
        QVERIFY2(import.exitCode() == 2, err.constData());
        QVERIFY2(err.startsWith("error: ") && err.count('\n') == 1, err.constData());
        QVERIFY2(!err.contains("tried again"), err.constData());
        QVERIFY(!err.contains(PgServer::password().toUtf8()));
    }

    void badAddresses_data()
    {
        QTest::addColumn<QString>("address");
        QTest::addColumn<QString>("message");
        QTest::newRow("no database") << "postgresql://desk:Hidden1@127.0.0.1:5432/"
                                     << "database's name is missing";
        QTest::newRow("port not a number") << "postgresql://desk:Hidden1@127.0.0.1:54x/t"
                                           << "port";
        QTest::newRow("no host") << "postgresql://desk:Hidden1@/t"
                                 << "server's name";
        QTest::newRow("password option") << "postgresql://desk@127.0.0.1/t?password=Hidden1"
                                         << "password";
        for (const char *key : {"dbname", "host", "hostaddr", "port", "user", "service"})
            QTest::newRow(key)
                << QString("postgresql://desk:Hidden1@127.0.0.1:5432/e2?%1=e3").arg(key)
                << QString("option \"%1\"").arg(key);
        QTest::newRow("nobody listens") << "postgresql://desk:Hidden1@127.0.0.1:1/t"
                                        << "could not be reached";
    }

    void badAddresses()
    {
        QFETCH(QString, address);
        QFETCH(QString, message);
        const CliRun r = runCli({"--db", address, "standings"});
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
        QVERIFY2(!r.err.contains("Hidden1"), r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestServerCli)
#include "tst_server_cli.moc"
