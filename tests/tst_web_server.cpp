// The players' page server (docs/formats.md §7, "The players' page"): only GET and
// HEAD, only the documented paths, names escaped, each phone's language and
// its numbers, and following saves of another process (its limits:
// tst_web_limits).
#include "clirun.h"
#include "storepass.h"
#include "webtest.h"

#include "tournament/clock.h"
#include "tournament/details.h"
#include "tournament/results.h"
#include "tournament/rounds.h"
#include "web/httpserver.h"
#include "web/pagetexts.h"

#include <QTemporaryDir>
#include <QTimer>

using namespace ctd;
using namespace ctd::test;

class TestWebServer : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_db;
    QProcess m_serve;
    quint16 m_port = 0;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_db = m_dir.filePath("cup.sqlite");
        QVERIFY(makeServedTournament(m_db, 1));
        m_port = startServe(m_serve, m_db);
        QVERIFY2(m_port != 0, m_serve.readAllStandardError().constData());
    }

    void cleanupTestCase() { stopServe(m_serve); }

    void methods_data()
    {
        QTest::addColumn<QByteArray>("method");
        QTest::addColumn<int>("status");
        QTest::newRow("GET") << QByteArray("GET") << 200;
        QTest::newRow("HEAD") << QByteArray("HEAD") << 200;
        for (const char *m :
             {"POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "CONNECT", "get"})
            QTest::newRow(m) << QByteArray(m) << 405;
    }

    void methods()
    {
        QFETCH(QByteArray, method);
        QFETCH(int, status);
        const HttpReply r = sendRaw(m_port,
                                    method
                                        + " / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n"
                                          "Content-Length: 0\r\n\r\n");
        QCOMPARE(r.status, status);
        if (status == 405)
            QCOMPARE(r.header("Allow"), QByteArray("GET, HEAD"));
        if (method == "HEAD") {
            QVERIFY(r.body.isEmpty());
            QCOMPARE(r.header("Content-Length").toLongLong(), get(m_port, "/").body.size());
        }
    }

    void paths_data()
    {
        QTest::addColumn<QByteArray>("path");
        QTest::addColumn<int>("status");
        QTest::newRow("page") << QByteArray("/") << 200;
        QTest::newRow("page with a query") << QByteArray("/?lang=de") << 200;
        QTest::newRow("standings") << QByteArray("/standings.csv") << 200;
        QTest::newRow("seating") << QByteArray("/seating.csv") << 200;
        QTest::newRow("ranks") << QByteArray("/ranks.csv") << 200;
        QTest::newRow("index.html") << QByteArray("/index.html") << 404;
        QTest::newRow("up") << QByteArray("/..") << 404;
        QTest::newRow("traversal") << QByteArray("/../../etc/passwd") << 404;
        QTest::newRow("encoded traversal") << QByteArray("/%2e%2e/%2e%2e/etc/passwd") << 404;
        QTest::newRow("double slash") << QByteArray("//etc/passwd") << 404;
        QTest::newRow("backslash") << QByteArray("/..\\..\\etc\\passwd") << 404;
        QTest::newRow("dot segment") << QByteArray("/./standings.csv") << 404;
        QTest::newRow("after a file") << QByteArray("/standings.csv/../seating.csv") << 404;
        QTest::newRow("NUL") << QByteArray("/seating.csv%00.txt") << 404;
        QTest::newRow("case") << QByteArray("/STANDINGS.CSV") << 404;
        QTest::newRow("database") << QByteArray("/cup.sqlite") << 404;
        QTest::newRow("absolute form") << QByteArray("http://127.0.0.1/etc/passwd") << 400;
        QTest::newRow("asterisk") << QByteArray("*") << 400;
    }

    void paths()
    {
        QFETCH(QByteArray, path);
        QFETCH(int, status);
        const HttpReply r = get(m_port, path);
        QCOMPARE(r.status, status);
        if (status != 200)
            QVERIFY(!r.body.contains("Anna"));
    }

    void malformed_data()
    {
        QTest::addColumn<QByteArray>("request");
        QTest::newRow("no version") << QByteArray("GET /\r\n\r\n");
        QTest::newRow("HTTP/2 text") << QByteArray("GET / HTTP/2.0\r\n\r\n");
        QTest::newRow("header without colon") << QByteArray("GET / HTTP/1.1\r\nnonsense\r\n\r\n");
        // The start of a TLS greeting: NUL bytes inside, so its size is given.
        static const char tls[] = "\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03\r\n\r\n";
        QTest::newRow("binary") << QByteArray(tls, sizeof tls - 1);
    }

    void malformed()
    {
        QFETCH(QByteArray, request);
        QCOMPARE(sendRaw(m_port, request).status, 400);
    }

    void keepAlive()
    {
        // Two requests on one connection, the second sent before the first is read.
        const QByteArray one = "GET /seating.csv HTTP/1.1\r\nHost: x\r\n\r\n";
        QTcpSocket s;
        s.connectToHost(QHostAddress::LocalHost, m_port);
        QVERIFY(s.waitForConnected());
        s.write(one + one);
        const HttpReply a = readReply(s);
        const HttpReply b = readReply(s);
        QCOMPARE(a.status, 200);
        QCOMPARE(b.status, 200);
        QCOMPARE(a.body, b.body);
    }

    void csvFiles()
    {
        const HttpReply standings = get(m_port, "/standings.csv");
        QCOMPARE(standings.header("Content-Type"), QByteArray("text/csv; charset=utf-8"));
        const CliRun exported = runCli({"--db", m_db, "export", "standings"});
        QCOMPARE(exported.status, 0);
        QCOMPARE(standings.body, exported.out);

        Tournament t;
        DbError e;
        QVERIFY(t.openReadOnly(m_db, &e));
        QByteArray seating = "round,table,seat,player\n";
        for (const SeatedTable &table : t.rounds().tables(2))
            for (qsizetype s = 0; s < table.names.size(); ++s)
                seating += "2," + QByteArray::number(table.table) + ',' + QByteArray::number(s + 1)
                    + ','
                    + (table.names[s].contains('"') || table.names[s].contains(',')
                           ? '"' + table.names[s].toUtf8().replace("\"", "\"\"") + '"'
                           : table.names[s].toUtf8())
                    + '\n';
        QCOMPARE(get(m_port, "/seating.csv").body, seating);
    }

    void namesEscaped()
    {
        const HttpReply r = get(m_port, "/");
        QCOMPARE(r.status, 200);
        const QByteArray page = r.body;
        QVERIFY(page.contains("<td class=\"n\">&lt;script&gt;alert(1)&lt;/script&gt;</td>"));
        QVERIFY(page.contains("%1 &amp; &quot;%2&quot; 'x'"));
        QVERIFY(page.contains("<h1>Cup &lt;b&gt;&amp;&lt;/b&gt; 2026</h1>"));
        QVERIFY(!page.contains("alert(1)</script>"));
        QCOMPARE(page.count("<script"), 1); // the page's own, allowed by its hash
        const QByteArray csp = r.header("Content-Security-Policy");
        QVERIFY(csp.startsWith("default-src 'none'"));
        QVERIFY(csp.contains("script-src 'sha256-"));
        QVERIFY(!csp.contains("unsafe-inline"));
        QCOMPARE(r.header("X-Content-Type-Options"), QByteArray("nosniff"));
    }

    // The page's numbers follow the phone's language, not the region of the
    // computer serving it; the round points' column is named as at the desk.
    void numbersInThePhonesLanguage()
    {
        QProcess serve;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("LC_ALL", "de_DE.UTF-8");
        env.insert("LANG", "de_DE.UTF-8");
        serve.setProcessEnvironment(env);
        const quint16 port = startServe(serve, m_db);
        QVERIFY(port != 0);
        const HttpReply en = get(port, "/", "Accept-Language: en\r\n");
        const HttpReply de = get(port, "/", "Accept-Language: de\r\n");
        stopServe(serve);
        QVERIFY2(en.body.contains("<td class=\"r\">5.00</td>"), en.body.constData());
        QVERIFY(!en.body.contains(",00</td>"));
        QVERIFY2(de.body.contains("<td class=\"r\">5,00</td>"), de.body.constData());
        QVERIFY(en.body.contains("<th class=\"r\">Round points</th>"));
        // A soft hyphen lets the narrow phone break the long German word.
        QVERIFY(de.body.contains("<th class=\"r\">Runden\xC2\xAD"
                                 "punkte</th>"));

        // Under CATAN Studio's rules the round points are wins, as at the desk.
        {
            Tournament t;
            DbError e;
            QVERIFY(t.open(m_db, &e));
            QVERIFY(t.details().setRules(testPass(), RuleSet::byId("catan-studio"), &e));
        }
        QTRY_VERIFY(get(m_port, "/", "Accept-Language: de\r\n")
                        .body.contains("<th class=\"r\">Siege</th>"));
        QVERIFY(
            get(m_port, "/", "Accept-Language: en\r\n").body.contains("<th class=\"r\">Wins</th>"));
        Tournament t;
        DbError e;
        QVERIFY(t.open(m_db, &e));
        QVERIFY(t.details().setRules(testPass(), RuleSet::standard(), &e));
    }

    void language_data()
    {
        QTest::addColumn<QByteArray>("accept");
        QTest::addColumn<QString>("language");
        QTest::newRow("none") << QByteArray() << "en";
        QTest::newRow("de-DE") << QByteArray("de-DE,de;q=0.9,en;q=0.8") << "de";
        QTest::newRow("pt-BR") << QByteArray("pt-BR") << "pt";
        QTest::newRow("unknown first") << QByteArray("fr-FR, fr;q=0.9, de;q=0.5") << "de";
        QTest::newRow("only unknown") << QByteArray("fr") << "en";
        QTest::newRow("by q") << QByteArray("en;q=0.3, pt;q=0.8") << "pt";
        QTest::newRow("q=0 refuses") << QByteArray("de;q=0, en") << "en";
        QTest::newRow("upper case") << QByteArray("DE-AT") << "de";
    }

    void language()
    {
        QFETCH(QByteArray, accept);
        QFETCH(QString, language);
        QCOMPARE(PageTexts::languageFor(accept), language);
        const HttpReply r = get(
            m_port, "/", accept.isEmpty() ? QByteArray() : "Accept-Language: " + accept + "\r\n");
        QCOMPARE(r.header("Content-Language"), language.toLatin1());
        QVERIFY(r.body.contains(QByteArray("<html lang=\"" + language.toLatin1() + "\">")));
        const QByteArray table = language == "de" ? "Tisch" : language == "pt" ? "Mesa" : "Table";
        QVERIFY2(r.body.contains(QByteArray("<th class=\"r\">" + table + "</th>")),
                 table.constData());
    }

    // The page names the tournament and its rule set (docs/formats.md §7), in
    // each phone's language, and follows a change of the rule set.
    void nameAndRuleSet_data()
    {
        QTest::addColumn<QByteArray>("accept");
        QTest::addColumn<QString>("preset");
        QTest::addColumn<QString>("changed");
        QTest::newRow("en") << QByteArray("en") << "Rule set: German ranking tournament"
                            << "Rule set: Town league";
        QTest::newRow("de") << QByteArray("de-DE") << "Regelwerk: Deutsches Ranglistenturnier"
                            << "Regelwerk: Town league";
        QTest::newRow("pt") << QByteArray("pt-BR") << "Regras: Campeonato CATAN Studio"
                            << "Regras: Town league";
    }

    void nameAndRuleSet()
    {
        QFETCH(QByteArray, accept);
        QFETCH(QString, preset);
        QFETCH(QString, changed);
        const QString db = m_dir.filePath(QString("rules-%1.sqlite").arg(QString(accept)));
        QVERIFY(makeServedTournament(db));
        {
            Tournament t;
            DbError e;
            QVERIFY(t.open(db, &e));
            QVERIFY(t.details().setRules(
                testPass(), RuleSet::byId(accept == "pt-BR" ? "catan-studio" : "de-ranking"), &e));
        }
        QProcess serve;
        const quint16 port = startServe(serve, db);
        QVERIFY2(port != 0, serve.readAllStandardError().constData());
        const QByteArray header = "Accept-Language: " + accept + "\r\n";
        const QString page = QString::fromUtf8(get(port, "/", header).body);
        QVERIFY2(page.contains("<h1>Cup &lt;b&gt;&amp;&lt;/b&gt; 2026</h1>"), qPrintable(page));
        QVERIFY2(page.contains(preset), qPrintable(page.mid(page.indexOf("<header>"), 400)));

        // A custom rule set shows by its own name.
        {
            Tournament t;
            DbError e;
            QVERIFY(t.open(db, &e));
            RuleSet custom = RuleSet::byId("de-ranking");
            custom.id = "custom";
            custom.name = "Town league";
            QVERIFY(t.details().setRules(testPass(), custom, &e));
        }
        QTRY_VERIFY_WITH_TIMEOUT(QString::fromUtf8(get(port, "/", header).body).contains(changed),
                                 10000);
        stopServe(serve);
    }

    // A save made by another process (this test, writing the file the
    // server reads) shows on the page and in the files. The bound is generous:
    // this checks that the change arrives, not how fast.
    void followsAnotherProcess()
    {
        const QByteArray before = get(m_port, "/standings.csv").body;
        const QByteArray etag = get(m_port, "/").header("ETag");
        {
            Tournament t;
            DbError e;
            QVERIFY2(t.open(m_db, &e), qPrintable(e.message));
            for (const SeatedTable &s : t.rounds().tables(2))
                if (s.state == SheetState::None)
                    QVERIFY2(t.results().saveSheet(testPass(), 2, s.table, fourLines(s.names, 0),
                                                   false, &e),
                             qPrintable(e.message));
            QVERIFY(t.clock().startClock(testPass(), 2, QDateTime::currentDateTimeUtc(), &e));
        }
        // Two saves, two commits: the server may show the first before the second.
        const CliRun exported = runCli({"--db", m_db, "export", "standings"});
        QVERIFY(exported.out != before);
        QTRY_COMPARE_WITH_TIMEOUT(get(m_port, "/standings.csv").body, exported.out, 10000);
        // The clock was started after the saves: a commit of its own.
        QTRY_VERIFY_WITH_TIMEOUT(get(m_port, "/").body.contains("data-running=\"1\""), 10000);
        const HttpReply page = get(m_port, "/");
        QVERIFY(page.header("ETag") != etag);
        QVERIFY(page.body.contains("Standings after round 2"));
    }

    void serveRefusals_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("code");
        QTest::newRow("bad address") << QStringList{"--listen", "venue"} << QByteArray("usage");
        QTest::newRow("bad port") << QStringList{"--port", "70000"} << QByteArray("usage");
        QTest::newRow("unknown option") << QStringList{"--after-round", "1"} << QByteArray("usage");
        QTest::newRow("missing file") << QStringList{"--db-missing"} << QByteArray("database");
    }

    void serveRefusals()
    {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, code);
        const bool missing = args == QStringList{"--db-missing"};
        const QStringList full =
            QStringList{"--db", missing ? m_dir.filePath("none.sqlite") : m_db, "serve"}
            + (missing ? QStringList{"--port", "0"} : args);
        const CliRun r = runCli(full);
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.startsWith(QByteArray("error: -: " + code + ": ")), r.err.constData());
        QVERIFY(!QFile::exists(m_dir.filePath("none.sqlite")));
    }
};

QTEST_GUILESS_MAIN(TestWebServer)
#include "tst_web_server.moc"
