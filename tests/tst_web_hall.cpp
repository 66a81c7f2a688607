// The players' page in a full hall (docs/formats.md, "The players' page in a
// full hall"), over real sockets: 1,200 phones holding the page and its
// event stream while a new phone is served at once; an event stream that
// sees a save; the network thread on Qt's own loop, not GLib's; a full server that closes its
// oldest idle connection before it refuses, and then refuses with a page in the phone's language;
// the forms' 303 and a foreign form's 403 as a phone's browser gets them.
#include "storepass.h"
#include "tournamenttest.h"
#include "webtest.h"

#include "commands/reportcommands.h"
#include "readmodel/follower.h"
#include "tournament/reports.h"
#include "tournament/results.h"
#include "web/httpserver.h"
#include "web/playersserver.h"
#include "web/reportsserver.h"

#include <QTcpSocket>

#include <memory>

using namespace ctd;
using namespace ctd::test;

namespace {

/// A phone's connection that asks once and then holds on (a page kept alive,
/// or an event stream), in the test's event loop.
class Phone : public QObject
{
public:
    Phone(quint16 port, const QHostAddress &from, const QByteArray &request)
    {
        m_socket.bind(from);
        connect(&m_socket, &QTcpSocket::connected, this,
                [this, request] { m_socket.write(request); });
        connect(&m_socket, &QTcpSocket::readyRead, this, [this] { got += m_socket.readAll(); });
        m_socket.connectToHost(QHostAddress::LocalHost, port);
    }
    bool answered() const { return got.contains("\r\n\r\n"); }
    bool open() const { return m_socket.state() == QAbstractSocket::ConnectedState; }
    QByteArray got;

private:
    QTcpSocket m_socket;
};

QByteArray pageRequest(const QByteArray &path, const QByteArray &extra = {})
{
    return "GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n" + extra
        + "\r\n";
}

QHostAddress loopback(int n)
{
    return QHostAddress(quint32((127u << 24) | quint32(n)));
}

// The newest `data:` of an event stream's bytes; -1 without one.
qint64 newestData(const QByteArray &stream)
{
    const qsizetype at = stream.lastIndexOf("\ndata: ");
    if (at < 0)
        return -1;
    const qsizetype end = stream.indexOf('\n', at + 7);
    return end < 0 ? -1 : stream.mid(at + 7, end - at - 7).toLongLong();
}

} // namespace

class TestWebHall : public TournamentTest
{
    Q_OBJECT

    std::unique_ptr<TournamentFollower> m_follower;
    std::unique_ptr<PlayersServer> m_server;

    quint16 serve(const HttpServer::Limits &limits = {})
    {
        m_follower = std::make_unique<TournamentFollower>();
        DbError e;
        if (!m_follower->open(m_t.path(), &e))
            return 0;
        m_server = std::make_unique<PlayersServer>(m_follower.get());
        m_server->http()->setLimits(limits);
        if (!m_server->listen(QHostAddress::LocalHost, 0))
            return 0;
        return m_server->http()->port();
    }

private slots:
    void init()
    {
        openNew();
        seatRoundOne();
    }

    void cleanup()
    {
        m_server.reset();
        m_follower.reset();
    }

    void aHallOfPhones()
    {
        const quint16 port = serve();
        QVERIFY(port);
        // 1,200 phones from 20 addresses (60 each, under the 64 of one
        // address): half hold the page kept alive, half its event stream.
        std::vector<std::unique_ptr<Phone>> phones;
        for (int i = 0; i < 1200; ++i)
            phones.push_back(std::make_unique<Phone>(port, loopback(1 + i % 20),
                                                     pageRequest(i % 2 ? "/events" : "/")));
        QTRY_VERIFY_WITH_TIMEOUT(std::all_of(phones.cbegin(), phones.cend(),
                                             [](const auto &p) { return p->answered(); }),
                                 60000);
        for (const auto &p : phones)
            QVERIFY2(p->got.startsWith("HTTP/1.1 200"), p->got.left(60).constData());
        QTRY_COMPARE(m_server->http()->openConnections(), 1200);
        // A new phone is served at once, and nobody was turned away or cut.
        Phone fresh(port, loopback(200), pageRequest("/seating.csv"));
        QTRY_VERIFY(fresh.answered());
        QVERIFY(fresh.got.startsWith("HTTP/1.1 200"));
        QCOMPARE(m_server->http()->refused(), 0);
        QCOMPARE(m_server->http()->idleClosed(), 0);
        QVERIFY(
            std::all_of(phones.cbegin(), phones.cend(), [](const auto &p) { return p->open(); }));
    }

    void networkThreadOnQtsOwnLoop()
    {
        // GLib's loop (the window's) makes every write cost as many steps as
        // there are connections: the network thread runs Qt's own, and the
        // switch that chooses it is left as it was found.
        const bool glibAsked = qEnvironmentVariableIsEmpty("QT_NO_THREADED_GLIB");
        QVERIFY(serve());
        QCOMPARE(m_server->http()->loopName(), QByteArray("QEventDispatcherUNIX"));
        QCOMPARE(qEnvironmentVariableIsEmpty("QT_NO_THREADED_GLIB"), glibAsked);
    }

    void eventsFollowSaves()
    {
        const quint16 port = serve();
        QVERIFY(port);
        Phone stream(port, loopback(1), pageRequest("/events"));
        QTRY_VERIFY(newestData(stream.got) >= 0);
        QVERIFY(stream.got.startsWith("HTTP/1.1 200"));
        QVERIFY(stream.got.contains("Content-Type: text/event-stream"));
        QVERIFY(stream.got.contains("\nevent: changed\ndata: "));
        const qint64 before = newestData(stream.got);
        // The desk saves a table: the stream says so (the follower looks every 250 ms).
        DbError e;
        QVERIFY(m_t.results().saveSheet(testPass(), 1, 1, fourLines(tableNames(1), 0), false, &e));
        QTRY_VERIFY_WITH_TIMEOUT(newestData(stream.got) > before, 1000);
        // The page names the version the stream announced, so the page knows it is behind.
        const QByteArray page = fetch(port, "/");
        QVERIFY(page.contains(
            QByteArray("data-version=\"" + QByteArray::number(newestData(stream.got)))));
    }

    void fullServer()
    {
        HttpServer::Limits limits;
        limits.connections = 6;
        limits.streamCommentMs = 200;
        const quint16 port = serve(limits);
        QVERIFY(port);
        // Three pages kept alive, idle after their answer, and three streams.
        std::vector<std::unique_ptr<Phone>> held;
        for (int i = 0; i < 6; ++i) {
            held.push_back(std::make_unique<Phone>(port, loopback(1 + i),
                                                   pageRequest(i < 3 ? "/" : "/events")));
            QTRY_VERIFY(held.back()->answered());
        }
        QTRY_COMPARE(m_server->http()->openConnections(), 6);
        // An event stream hears from the server at least every streamCommentMs.
        QTRY_VERIFY(held[3]->got.contains("\n: \n\n"));
        // Full: the oldest idle page is closed, the new phone served.
        Phone next(port, loopback(20), pageRequest("/standings.csv"));
        QTRY_VERIFY(next.answered());
        QVERIFY2(next.got.startsWith("HTTP/1.1 200"), next.got.left(60).constData());
        QCOMPARE(m_server->http()->idleClosed(), 1);
        QTRY_VERIFY(!held[0]->open());
        QVERIFY(held[1]->open() && held[2]->open());
        // Full of streams and pages in use: a browser is told so in its language.
        for (int i = 0; i < 3; ++i)
            held[i] = std::make_unique<Phone>(port, loopback(10 + i), pageRequest("/events"));
        QTRY_COMPARE(m_server->http()->openConnections(), 6);
        for (int i = 0; i < 3; ++i)
            QTRY_VERIFY(held[i]->answered());
        Phone refused(port, loopback(30),
                      pageRequest("/", "Accept: text/html\r\nAccept-Language: de\r\n"));
        QTRY_VERIFY(refused.answered());
        QVERIFY2(refused.got.startsWith("HTTP/1.1 503"), refused.got.left(60).constData());
        QVERIFY(refused.got.contains("Content-Language: de"));
        QVERIFY(refused.got.contains("<html lang=\"de\""));
    }

    void formsOverTheNetwork()
    {
        const quint16 port = serve();
        QVERIFY(port);
        ReportsServer reports(&m_t);
        m_server->setReports(&reports);
        const QByteArray code = m_t.reports().codes(1).value(1).toLatin1();
        const auto post = [port](const QByteArray &path, const QByteArray &origin,
                                 const QByteArray &body) {
            QByteArray request = "POST " + path
                + " HTTP/1.1\r\nHost: 127.0.0.1:" + QByteArray::number(port)
                + "\r\nConnection: close\r\nAccept: text/html\r\nAccept-Language: de\r\n"
                  "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: "
                + QByteArray::number(body.size()) + "\r\n";
            if (!origin.isEmpty())
                request += "Origin: " + origin + "\r\n";
            return fetchRaw(port, request + "\r\n" + body);
        };
        const QByteArray self = "http://127.0.0.1:" + QByteArray::number(port);
        QByteArray form = "page=1";
        const QStringList names = tableNames(1);
        const QList<PlayerLine> lines = fourLines(names, 0);
        for (int seat = 0; seat < lines.size(); ++seat) {
            const PlayerLine &l = lines[seat];
            const QByteArray n = QByteArray::number(seat + 1);
            form += "&settlements" + n + '=' + QByteArray::number(l.settlements) + "&cities" + n
                + '=' + QByteArray::number(l.cities) + "&vp_cards" + n + '='
                + QByteArray::number(l.vpCards) + "&knights" + n + '='
                + QByteArray::number(l.knights) + "&roads" + n + '=' + QByteArray::number(l.roads)
                + "&longest_road" + n + '=' + QByteArray::number(l.longestRoad);
        }
        // A form from another site: 403, a page in the phone's language, nothing stored.
        QByteArray answer = post("/r/" + code, "http://evil.example", form);
        QVERIFY2(answer.startsWith("HTTP/1.1 403"), answer.left(80).constData());
        QVERIFY(answer.contains("<html lang=\"de\""));
        QCOMPARE(m_t.reports().table(1, 1).reports.size(), 0);
        // The page's own form: 303 to the table's page.
        answer = post("/r/" + code, self, form);
        QVERIFY2(answer.startsWith("HTTP/1.1 303"), answer.left(200).constData());
        QVERIFY(answer.contains(QByteArray("Location: /r/" + code + "?sent=1")));
        QCOMPARE(m_t.reports().table(1, 1).reports.size(), 1);
        // A confirmation by the page's form: 303 too.
        answer = post("/r/" + code + "/confirm", self,
                      "page=1&report=1&player=" + QUrl::toPercentEncoding(names.first()));
        QVERIFY2(answer.startsWith("HTTP/1.1 303"), answer.left(200).constData());
        QVERIFY(answer.contains(QByteArray("Location: /r/" + code + "?confirmed=1&player=")));
        m_server->setReports(nullptr);
    }

private:
    QStringList tableNames(int table) const { return m_t.reports().table(1, table).players; }

    // Raw bytes to the server, the event loop running meanwhile (the
    // reports are answered in this thread); the whole answer.
    static QByteArray fetchRaw(quint16 port, const QByteArray &bytes)
    {
        QTcpSocket s;
        QByteArray all;
        QObject::connect(&s, &QTcpSocket::connected, &s, [&s, &bytes] { s.write(bytes); });
        QObject::connect(&s, &QTcpSocket::readyRead, &s, [&s, &all] { all += s.readAll(); });
        s.connectToHost(QHostAddress::LocalHost, port);
        (void)QTest::qWaitFor([&s] { return s.state() == QAbstractSocket::UnconnectedState; },
                              10000);
        return all + s.readAll();
    }
};

QTEST_GUILESS_MAIN(TestWebHall)
#include "tst_web_hall.moc"
