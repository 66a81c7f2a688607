// docs/formats.md, "Reports over the network": every answer of the reports'
// paths (200, 202, 303, 400, 403, 404, 405, 409, 413, 415, 422, 429), asked of
// the players' page server's handler with reports on, and off.
#include "storepass.h"
#include "tournamenttest.h"
#include "webtest.h"

#include "commands/reportcommands.h"
#include "readmodel/follower.h"
#include "tournament/reports.h"
#include "tournament/results.h"
#include "tournament/rounds.h"
#include "web/playersserver.h"
#include "web/reportsserver.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace ctd;
using namespace ctd::test;

namespace {

const QByteArray kCsv = "text/csv";
const QByteArray kForm = "application/x-www-form-urlencoded";

QByteArray csvOf(const QString &spec)
{
    QByteArray out = "player,settlements,cities,vp_cards,knights,roads,longest_road,army_first,"
                     "road_first,declared\n";
    for (const PlayerLine &l : sheet(spec)) {
        out += l.name.toUtf8() + ',' + QByteArray::number(l.settlements) + ','
            + QByteArray::number(l.cities) + ',' + QByteArray::number(l.vpCards) + ','
            + QByteArray::number(l.knights) + ',' + QByteArray::number(l.roads) + ','
            + QByteArray::number(l.longestRoad) + ',' + (l.armyFirst ? "1" : "0") + ','
            + (l.roadFirst ? "1" : "0") + ',' + (l.declared ? "1" : "0") + '\n';
    }
    return out;
}

// The page's own form for a sheet: field name and seat number.
QByteArray formOf(const QString &spec)
{
    QByteArray out = "page=1";
    int seat = 1;
    for (const PlayerLine &l : sheet(spec)) {
        const QByteArray n = QByteArray::number(seat++);
        out += "&settlements" + n + '=' + QByteArray::number(l.settlements);
        out += "&cities" + n + '=' + QByteArray::number(l.cities);
        out += "&vp_cards" + n + '=' + QByteArray::number(l.vpCards);
        out += "&knights" + n + '=' + QByteArray::number(l.knights);
        out += "&roads" + n + '=' + QByteArray::number(l.roads);
        out += "&longest_road" + n + '=' + QByteArray::number(l.longestRoad);
        if (l.armyFirst)
            out += "&army_first" + n + "=1";
    }
    return out;
}

// The CSV with a table column first.
QByteArray withTable(const QByteArray &csv, const QByteArray &table)
{
    QList<QByteArray> lines = csv.trimmed().split('\n');
    lines[0] = "table," + lines[0];
    for (qsizetype i = 1; i < lines.size(); ++i)
        lines[i] = table + ',' + lines[i];
    return lines.join('\n') + '\n';
}

// Raw bytes to a server in this thread, the event loop running meanwhile;
// the whole answer (the request says Connection: close).
QByteArray sendLive(quint16 port, const QByteArray &bytes)
{
    QTcpSocket s;
    QByteArray all;
    QObject::connect(&s, &QTcpSocket::connected, &s, [&s, &bytes] { s.write(bytes); });
    QObject::connect(&s, &QTcpSocket::readyRead, &s, [&s, &all] { all += s.readAll(); });
    s.connectToHost(QHostAddress::LocalHost, port);
    (void)QTest::qWaitFor([&s] { return s.state() == QAbstractSocket::UnconnectedState; }, 10000);
    return all + s.readAll();
}

QByteArray post(const QByteArray &path, const QByteArray &type, const QByteArray &body)
{
    return "POST " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: "
        + type + "\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body;
}

// Where a 303 sends the phone, asked as its browser does.
HttpResponse follow(PlayersServer *server, const HttpResponse &seeOther)
{
    QByteArray location;
    for (const auto &[key, value] : seeOther.headers) {
        if (key == "Location")
            location = value;
    }
    HttpRequest r;
    r.method = "GET";
    const qsizetype q = location.indexOf('?');
    r.path = q < 0 ? location : location.left(q);
    r.query = q < 0 ? QByteArray() : location.mid(q + 1);
    r.peer = QHostAddress(QStringLiteral("192.168.7.10"));
    return server->handle(r);
}

QJsonObject jsonOf(const HttpResponse &r)
{
    return QJsonDocument::fromJson(r.body).object();
}

QByteArray headerOf(const HttpResponse &r, const QByteArray &name)
{
    for (const auto &[key, value] : r.headers) {
        if (key.toLower() == name.toLower())
            return value;
    }
    return {};
}

} // namespace

class TestWebReports : public TournamentTest
{
    Q_OBJECT

    std::unique_ptr<TournamentFollower> m_follower;
    std::unique_ptr<PlayersServer> m_server;
    std::unique_ptr<ReportsServer> m_reports;
    qint64 m_clock = 1000000;
    QList<QByteArray> m_bodies; ///< every answer, for the check that no other code leaks

    QByteArray code(int table) const { return m_t.reports().codes(1).value(table).toLatin1(); }

    HttpResponse ask(const QByteArray &method, const QByteArray &target,
                     const QByteArray &type = {}, const QByteArray &body = {},
                     const QString &peer = QStringLiteral("192.168.7.10"),
                     const QByteArray &language = "en")
    {
        HttpRequest r;
        r.method = method;
        const qsizetype q = target.indexOf('?');
        r.path = q < 0 ? target : target.left(q);
        r.query = q < 0 ? QByteArray() : target.mid(q + 1);
        if (!type.isEmpty())
            r.headers.insert("content-type", type);
        r.headers.insert("accept-language", language);
        r.body = body;
        r.peer = QHostAddress(peer);
        const HttpResponse answer = m_server->handle(r);
        m_bodies.append(answer.body);
        for (const auto &[key, value] : answer.headers)
            m_bodies.append(value);
        return answer;
    }

private slots:
    void init()
    {
        openNew();
        seatRoundOne();
        m_follower = std::make_unique<TournamentFollower>();
        DbError e;
        QVERIFY2(m_follower->open(file(), &e), qPrintable(e.message));
        m_server = std::make_unique<PlayersServer>(m_follower.get());
        m_reports = std::make_unique<ReportsServer>(&m_t);
        m_reports->setClock([this] { return m_clock; });
        m_server->setReports(m_reports.get());
        m_bodies.clear();
    }

    void cleanup()
    {
        // No answer ever holds table 2's code: only table 1 was asked about.
        const QByteArray other = code(2);
        for (const QByteArray &b : std::as_const(m_bodies))
            QVERIFY2(other.isEmpty() || !b.contains(other), b.left(200).constData());
        m_server.reset();
        m_reports.reset();
        m_follower.reset();
    }

    void codePage()
    {
        const HttpResponse page = ask("GET", "/report");
        QCOMPARE(page.status, 200);
        QVERIFY(page.body.contains("name=\"code\""));
        QVERIFY(headerOf(page, "Content-Security-Policy").contains("default-src 'none'"));
        QCOMPARE(ask("POST", "/report", kForm, "code=x").status, 405);
        // Case, spaces and dashes do not matter.
        const QByteArray typed = code(1).left(4).toLower() + "-+" + code(1).mid(4).toLower();
        const HttpResponse found = ask("GET", "/report?code=" + typed);
        QCOMPARE(found.status, 303);
        QCOMPARE(headerOf(found, "Location"), "/r/" + code(1));
        QCOMPARE(ask("GET", "/report?code=ABCDEFGH").status, 403);
    }

    void tablePage()
    {
        const HttpResponse page =
            ask("GET", "/r/" + code(1), {}, {}, QStringLiteral("10.1.1.1"), "de-DE,de;q=0.9");
        QCOMPARE(page.status, 200);
        QCOMPARE(headerOf(page, "Content-Language"), "de");
        // The players in seat order, the round and table named.
        const qsizetype anna = page.body.indexOf("data-p=\"Anna\"");
        const qsizetype bernd = page.body.indexOf("data-p=\"Bernd\"");
        const qsizetype dario = page.body.indexOf("data-p=\"Dario\"");
        QVERIFY(anna > 0 && anna < bernd && bernd < dario);
        QVERIFY(!page.body.contains("data-p=\"Emil\""));
        QVERIFY(page.body.contains("settlements4"));
        // The same code typed in lower case opens the same table.
        QCOMPARE(ask("GET", "/r/" + code(1).toLower()).status, 200);
        QCOMPARE(ask("HEAD", "/r/" + code(1)).status, 200);
    }

    void methods_data()
    {
        QTest::addColumn<QByteArray>("method");
        QTest::addColumn<QByteArray>("path");
        QTest::newRow("PUT a table") << QByteArray("PUT") << QByteArray("/r/%1");
        QTest::newRow("DELETE a table") << QByteArray("DELETE") << QByteArray("/r/%1");
        QTest::newRow("GET the check") << QByteArray("GET") << QByteArray("/r/%1/check");
        QTest::newRow("GET the confirmation") << QByteArray("GET") << QByteArray("/r/%1/confirm");
        QTest::newRow("POST the players' page") << QByteArray("POST") << QByteArray("/");
        QTest::newRow("POST the standings") << QByteArray("POST") << QByteArray("/standings.csv");
    }

    void methods()
    {
        QFETCH(QByteArray, method);
        QFETCH(QByteArray, path);
        path.replace("%1", code(1));
        QCOMPARE(ask(method, path, kCsv, csvOf(kTable1)).status, 405);
    }

    void unknownPaths()
    {
        QCOMPARE(ask("GET", "/r/").status, 404);
        QCOMPARE(ask("GET", "/r/" + code(1) + "/other").status, 404);
        QCOMPARE(ask("GET", "/r/" + code(1) + "/check/more").status, 404);
    }

    void check()
    {
        const HttpResponse ok = ask("POST", "/r/" + code(1) + "/check", kCsv, csvOf(kTable1));
        QCOMPARE(ok.status, 200);
        QJsonObject j = jsonOf(ok);
        QCOMPARE(j.value("ok").toBool(), true);
        QCOMPARE(j.value("problems").toArray().size(), 0);
        const QJsonArray players = j.value("players").toArray();
        QCOMPARE(players.size(), 4);
        QCOMPARE(players.at(0).toObject().value("player").toString(), QStringLiteral("Anna"));
        QCOMPARE(players.at(0).toObject().value("vp").toInt(), 13);
        QCOMPARE(players.at(0).toObject().value("place").toInt(), 1);
        QCOMPARE(players.at(0).toObject().value("round_points").toDouble(), 5.0);

        const HttpResponse bad = ask("POST", "/r/" + code(1) + "/check", kForm, formOf(kBroken));
        QCOMPARE(bad.status, 200);
        j = jsonOf(bad);
        QCOMPARE(j.value("ok").toBool(), false);
        const QJsonObject p = j.value("problems").toArray().first().toObject();
        QCOMPARE(p.value("player").toString(), QStringLiteral("Bernd"));
        QCOMPARE(p.value("code").toString(), QStringLiteral("settlements_range"));
        QVERIFY(!p.value("message").toString().isEmpty());
        QVERIFY(j.value("players").toArray().at(1).toObject().value("place").isNull());
        // Nothing is stored by a check.
        QCOMPARE(m_t.reports().table(1, 1).reports.size(), 0);
    }

    void refusedSheets_data()
    {
        QTest::addColumn<QByteArray>("type");
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<int>("status");
        QTest::newRow("another content type") << QByteArray("text/plain") << csvOf(kTable1) << 415;
        QTest::newRow("JSON") << QByteArray("application/json") << QByteArray("{}") << 415;
        QTest::newRow("no content type") << QByteArray() << csvOf(kTable1) << 415;
        QTest::newRow("not CSV") << kCsv << QByteArray("\"open quote\n") << 400;
        QTest::newRow("header only") << kCsv << QByteArray("player,settlements\n") << 400;
        QTest::newRow("a column missing")
            << kCsv << QByteArray("player,settlements\nAnna,2\nBernd,3\nCarla,4\nDario,2\n") << 400;
        QTest::newRow("another table") << kCsv << withTable(csvOf(kTable1), "2") << 400;
        QTest::newRow("its own table, given") << kCsv << withTable(csvOf(kTable1), "1") << 202;
        QTest::newRow("a name not at the table")
            << kCsv << csvOf(QString(kTable1).replace("Dario", "Emil")) << 400;
        QTest::newRow("a player missing")
            << kCsv << csvOf(QStringLiteral("Anna 2 3 1 3 11 7 | Bernd 3 2 0 1 8 4")) << 400;
        QTest::newRow("a number that is not one") << kForm << QByteArray("settlements1=two") << 400;
        QTest::newRow("breaks a rule (CSV)") << kCsv << csvOf(kBroken) << 422;
        QTest::newRow("breaks a rule (form)") << kForm << formOf(kBroken) << 422;
        QTest::newRow("breaks a rule (a form, not the page's)")
            << kForm << formOf(kBroken).mid(7) << 422;
        QTest::newRow("over 16 KiB") << kCsv << csvOf(kTable1) + QByteArray(16 * 1024, ' ') << 413;
        // Loose reading refused: another character set, a NUL after a number.
        QTest::newRow("UTF-16 declared")
            << QByteArray("text/csv; charset=utf-16") << csvOf(kTable1) << 415;
        QTest::newRow("a form in UTF-16")
            << QByteArray("application/x-www-form-urlencoded; charset=UTF-16") << formOf(kTable1)
            << 415;
        QTest::newRow("UTF-8 declared")
            << QByteArray("text/csv; charset=\"UTF-8\"") << csvOf(kTable1) << 202;
        QTest::newRow("a NUL in a number")
            << kForm << QByteArray(formOf(kTable1)).replace("settlements1=2", "settlements1=2%00")
            << 400;
        QTest::newRow("a sign before a number")
            << kForm << QByteArray(formOf(kTable1)).replace("settlements1=2", "settlements1=%2B2")
            << 400;
    }

    void refusedSheets()
    {
        QFETCH(QByteArray, type);
        QFETCH(QByteArray, body);
        QFETCH(int, status);
        const HttpResponse r = ask("POST", "/r/" + code(1), type, body);
        QCOMPARE(r.status, status);
        if (status == 422 && type == kCsv) {
            QCOMPARE(jsonOf(r).value("ok").toBool(), false);
            QCOMPARE(jsonOf(r).value("problems").toArray().first().toObject().value("code"),
                     QStringLiteral("settlements_range"));
        }
        if (status == 422 && type == kForm && !body.startsWith("page=1")) {
            // A form without the page's own field is answered in JSON.
            QCOMPARE(jsonOf(r).value("ok").toBool(), false);
        } else if (status == 422 && type == kForm) {
            // The page again, the problem beside its cell.
            QVERIFY(r.body.contains("aria-invalid=\"true\""));
            QVERIFY(r.body.contains("class=\"pr\""));
        }
        QCOMPARE(m_t.reports().table(1, 1).reports.size(), status == 202 ? 1 : 0);
    }

    void reportAndConfirm()
    {
        HttpResponse r = ask("POST", "/r/" + code(1), kCsv, csvOf(kTable1));
        QCOMPARE(r.status, 202);
        QCOMPARE(jsonOf(r).value("state").toString(), QStringLiteral("reported"));
        QCOMPARE(jsonOf(r).value("report").toInt(), 1);
        // The same sheet by the page's form is the same report.
        r = ask("POST", "/r/" + code(1), kForm, formOf(kTable1));
        // The page's form is answered 303 See Other to the table's page, which says so.
        QCOMPARE(r.status, 303);
        r = follow(m_server.get(), r);
        QCOMPARE(r.status, 200);
        QVERIFY(r.body.contains("Report 1 is sent."));
        QVERIFY(r.body.contains("Anna confirms"));
        QCOMPARE(m_t.reports().table(1, 1).reports.size(), 1);

        QCOMPARE(ask("POST", "/r/" + code(1) + "/confirm", kCsv, "player=Anna&report=1").status,
                 415);
        // A player of another table is answered as such, not as a sheet that cannot be read.
        r = ask("POST", "/r/" + code(1) + "/confirm", kForm, "player=Emil&report=1");
        QCOMPARE(r.status, 400);
        QVERIFY2(r.body.contains("no such player at this table"), r.body.constData());
        QCOMPARE(ask("POST", "/r/" + code(1) + "/confirm", kForm, "player=Anna&report=9").status,
                 400);
        for (const QByteArray &p : QList<QByteArray>{"Anna", "Bernd", "Carla"}) {
            r = ask("POST", "/r/" + code(1) + "/confirm", kForm, "player=" + p + "&report=1");
            QCOMPARE(r.status, 200);
            QCOMPARE(jsonOf(r).value("state").toString(), QStringLiteral("reported"));
        }
        r = ask("POST", "/r/" + code(1) + "/confirm", kForm, "page=1&player=Dario&report=1");
        QCOMPARE(r.status, 303);
        r = follow(m_server.get(), r);
        QCOMPARE(r.status, 200);
        QVERIFY(r.body.contains("Dario has confirmed"));
        QCOMPARE(m_t.reports().table(1, 1).state, ReportState::Confirmed);
        // Where the tournament does not accept confirmed reports, the desk does.
        QVERIFY(!m_t.results().sheet(1, 1));
        const QList<ReportEvent> events = m_t.reports().events();
        QCOMPARE(events.first().address, QStringLiteral("192.168.7.10"));

        // Accepted: the page shows the result, and a new report is 409.
        AcceptReport accept(1, 1);
        DbError e;
        QVERIFY2(accept.apply(m_t, &e), qPrintable(e.message));
        r = ask("GET", "/r/" + code(1));
        QCOMPARE(r.status, 200);
        QVERIFY(!r.body.contains("<form id=\"sheet\""));
        QCOMPARE(ask("POST", "/r/" + code(1), kCsv, csvOf(kTable1)).status, 409);
        QCOMPARE(ask("POST", "/r/" + code(1) + "/confirm", kForm, "player=Anna&report=1").status,
                 409);
    }

    void acceptedAtOnce()
    {
        SetAcceptConfirmed on(true);
        DbError e;
        QVERIFY(on.apply(m_t, &e));
        QCOMPARE(ask("POST", "/r/" + code(1), kCsv, csvOf(kTable1)).status, 202);
        for (const QByteArray &p : QList<QByteArray>{"Anna", "Bernd", "Carla", "Dario"})
            QCOMPARE(ask("POST", "/r/" + code(1) + "/confirm", kForm, "player=" + p + "&report=1")
                         .status,
                     200);
        QCOMPARE(m_t.results().sheet(1, 1)->report, 1);
        QCOMPARE(m_t.reports().table(1, 1).state, ReportState::Accepted);
    }

    void deadCodes()
    {
        const QByteArray old = code(1);
        DbError e;
        QVERIFY(m_t.rounds().reseatTables(
            testPass(), 1,
            {{1, ids({"Anna", "Bernd", "Carla", "Emil"})}, {2, ids({"Dario", "Fritz", "Greta"})}},
            &e));
        // A dead code is answered as an unknown one.
        const HttpResponse dead = ask("GET", "/r/" + old);
        const HttpResponse unknown = ask("GET", "/r/ABCDEFGH");
        QCOMPARE(dead.status, 403);
        QCOMPARE(unknown.status, 403);
        QCOMPARE(dead.body, unknown.body);
        QCOMPARE(ask("POST", "/r/" + old, kCsv, csvOf(kTable1)).status, 403);
    }

    void guessing()
    {
        for (int i = 0; i < ReportsServer::kGuesses; ++i)
            QCOMPARE(ask("GET", "/r/ABCDEFG" + QByteArray(1, "23456789AB"[i])).status, 403);
        // Every request from that address now, a good code and the players' page too.
        QCOMPARE(ask("GET", "/r/" + code(1)).status, 429);
        QCOMPARE(ask("GET", "/").status, 429);
        // Another address is not held back.
        QCOMPARE(ask("GET", "/r/" + code(1), {}, {}, QStringLiteral("192.168.7.11")).status, 200);
        // Until those ten minutes are over.
        m_clock += ReportsServer::kGuessWindowMs - 1000;
        QCOMPARE(ask("GET", "/r/" + code(1)).status, 429);
        m_clock += 2000;
        QCOMPARE(ask("GET", "/r/" + code(1)).status, 200);
    }

    void overTheNetwork()
    {
        QVERIFY(m_server->listen(QHostAddress::LocalHost, 0));
        const quint16 port = m_server->http()->port();
        // The body arrives, and the phone's address is kept.
        QByteArray answer = sendLive(port, post("/r/" + code(1), kCsv, csvOf(kTable1)));
        QVERIFY2(answer.startsWith("HTTP/1.1 202"), answer.constData());
        QCOMPARE(m_t.reports().table(1, 1).reports.first().address, QStringLiteral("127.0.0.1"));
        // Over 16 KiB: the server refuses it before the handler sees it.
        answer = sendLive(
            port,
            post("/r/" + code(1) + "/check", kCsv, csvOf(kTable1) + QByteArray(17 * 1024, ' ')));
        QVERIFY2(answer.startsWith("HTTP/1.1 413"), answer.left(100).constData());
        // Reports off: a POST is 405 as it always was.
        m_server->setReports(nullptr);
        answer = sendLive(port, post("/r/" + code(1), kCsv, csvOf(kTable1)));
        QVERIFY2(answer.startsWith("HTTP/1.1 405"), answer.left(100).constData());
        m_server->close();
    }

    // A browser (Accept: text/html) never gets a bare status line on the table paths.
    void pagesForPhones_data()
    {
        QTest::addColumn<bool>("on");
        QTest::addColumn<QByteArray>("method");
        QTest::addColumn<QByteArray>("path");
        QTest::addColumn<QByteArray>("language");
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("says");
        QTest::newRow("reports off, English")
            << false << QByteArray("GET") << QByteArray("/r/TABLE1") << QByteArray("en") << 404
            << QByteArray("Reports are off: hand your slip to the desk.");
        QTest::newRow("reports off, German")
            << false << QByteArray("GET") << QByteArray("/r/TABLE1") << QByteArray("de-DE,de;q=0.9")
            << 404 << QByteArray("Meldungen sind aus");
        QTest::newRow("reports off, the code page")
            << false << QByteArray("GET") << QByteArray("/report") << QByteArray("pt") << 404
            << QByteArray("lang=\"pt\"");
        QTest::newRow("an unknown code, German")
            << true << QByteArray("GET") << QByteArray("/r/ABCDEFGH") << QByteArray("de") << 403
            << QByteArray("lang=\"de\"");
        QTest::newRow("a sheet that cannot be read")
            << true << QByteArray("POST") << QByteArray("/r/TABLE1") << QByteArray("en") << 415
            << QByteArray("<h1>");
        QTest::newRow("no such page") << true << QByteArray("GET") << QByteArray("/nothing")
                                      << QByteArray("en") << 404 << QByteArray("<h1>");
    }

    void pagesForPhones()
    {
        QFETCH(bool, on);
        QFETCH(QByteArray, method);
        QFETCH(QByteArray, path);
        QFETCH(QByteArray, language);
        if (!on)
            m_server->setReports(nullptr);
        HttpRequest r;
        r.method = method;
        r.path = QByteArray(path).replace("TABLE1", code(1));
        r.headers.insert("accept", "text/html,application/xhtml+xml,*/*;q=0.8");
        r.headers.insert("accept-language", language);
        r.headers.insert("content-type", "text/plain");
        r.peer = QHostAddress(QStringLiteral("192.168.7.20"));
        const HttpResponse a = m_server->handle(r);
        QTEST(a.status, "status");
        QVERIFY(headerOf(a, "Content-Type").startsWith("text/html"));
        QFETCH(QByteArray, says);
        QVERIFY2(a.body.contains(says), a.body.constData());
    }

    // A form from another site is refused (403), in the phone's language for a browser.
    void foreignForms_data()
    {
        QTest::addColumn<QByteArray>("origin");
        QTest::addColumn<QByteArray>("referer");
        QTest::addColumn<int>("status");
        QTest::newRow("its own page") << QByteArray("http://127.0.0.1:8080") << QByteArray() << 202;
        QTest::newRow("no origin (a script)") << QByteArray() << QByteArray() << 202;
        QTest::newRow("another site") << QByteArray("http://evil.example") << QByteArray() << 403;
        QTest::newRow("another port") << QByteArray("http://127.0.0.1:9090") << QByteArray() << 403;
        QTest::newRow("a sandboxed frame") << QByteArray("null") << QByteArray() << 403;
        QTest::newRow("a referer elsewhere")
            << QByteArray() << QByteArray("http://evil.example/form.html") << 403;
        QTest::newRow("a referer of its own")
            << QByteArray() << QByteArray("http://127.0.0.1:8080/r/x") << 202;
    }

    void foreignForms()
    {
        QFETCH(QByteArray, origin);
        QFETCH(QByteArray, referer);
        HttpRequest r;
        r.method = "POST";
        r.path = "/r/" + code(1);
        r.headers.insert("host", "127.0.0.1:8080");
        if (!origin.isEmpty())
            r.headers.insert("origin", origin);
        if (!referer.isEmpty())
            r.headers.insert("referer", referer);
        r.headers.insert("content-type", kCsv);
        r.headers.insert("accept-language", "de");
        r.body = csvOf(kTable1);
        r.peer = QHostAddress(QStringLiteral("192.168.7.21"));
        const HttpResponse a = m_server->handle(r);
        QTEST(a.status, "status");
        QCOMPARE(m_t.reports().table(1, 1).reports.size(), a.status == 202 ? 1 : 0);
    }

    void reportsOff()
    {
        m_server->setReports(nullptr);
        QCOMPARE(ask("GET", "/report").status, 404);
        QCOMPARE(ask("GET", "/r/" + code(1)).status, 404);
        QCOMPARE(m_server->http()->limits().bodyBytes, 0);
        m_server->setReports(m_reports.get());
        QCOMPARE(m_server->http()->limits().bodyBytes, ReportsServer::kBodyBytes);
    }
};

QTEST_GUILESS_MAIN(TestWebReports)
#include "tst_web_reports.moc"
