// The players' page server's own limits (docs/formats.md §7, "The players'
// page"): a slow client is cut off, a huge header refused, pipelined
// requests wait for a reader that does not read, connections are bounded (a
// full server says 503) also for each address, and what the parser takes
// (tst_web_http) is answered at once over a socket; a server with its own
// event loop in a thread, as a phone cannot stall the desk.
#include "webtest.h"

#include "web/httpserver.h"

#include <QSemaphore>
#include <QTcpSocket>
#include <QTest>
#include <QThread>
#include <QTimer>

using namespace ctd;
using namespace ctd::test;

namespace {

// An HttpServer with its own event loop in a thread, so that the test's
// blocking client cannot stall it (as a phone cannot stall the desk).
class ServerThread : public QThread
{
public:
    explicit ServerThread(HttpServer::Limits limits)
        : m_limits(limits)
    {
    }
    static constexpr int kBig = 256 * 1024;
    quint16 port = 0;
    QAtomicInt open{0};
    QAtomicInteger<qint64> pending{0};
    QAtomicInteger<qint64> mostPending{0}; ///< the most ever held at one look
    QSemaphore ready;

protected:
    void run() override
    {
        HttpServer server([](const HttpRequest &r) {
            HttpResponse a;
            a.body = r.path == "/"  ? QByteArray("hello\n")
                : r.path == "/big"  ? QByteArray(kBig, 'x')
                : r.path == "/echo" ? r.method + ' ' + r.body + ' ' + r.peer.toString().toLatin1()
                                    : QByteArray();
            a.status = r.path == "/" || r.path == "/big" || r.path == "/echo" ? 200 : 404;
            return a;
        });
        server.setLimits(m_limits);
        server.listen(QHostAddress::LocalHost, 0);
        port = server.port();
        QTimer counter;
        QObject::connect(&counter, &QTimer::timeout, &server, [this, &server] {
            open.storeRelaxed(server.openConnections());
            pending.storeRelaxed(server.pendingBytes());
            mostPending.storeRelaxed(qMax(mostPending.loadRelaxed(), pending.loadRelaxed()));
        });
        counter.start(20);
        ready.release();
        exec();
    }

private:
    HttpServer::Limits m_limits;
};

} // namespace

class TestWebLimits : public QObject
{
    Q_OBJECT

private slots:
    // Limits, on a server with short deadlines in a thread of its own.
    void slowClientIsCutOff()
    {
        HttpServer::Limits limits;
        limits.requestMs = 300;
        limits.idleMs = 300;
        ServerThread server(limits);
        server.start();
        server.ready.acquire();

        QTcpSocket slow;
        slow.connectToHost(QHostAddress::LocalHost, server.port);
        QVERIFY(slow.waitForConnected());
        slow.write("GET / HTTP/1.1\r\n");
        slow.waitForBytesWritten();
        // A byte now and then, never the end of the header.
        QElapsedTimer t;
        t.start();
        while (slow.state() == QAbstractSocket::ConnectedState && t.elapsed() < 10000) {
            slow.write("X");
            slow.waitForBytesWritten(100);
            slow.waitForReadyRead(100);
        }
        QCOMPARE(slow.state(), QAbstractSocket::UnconnectedState);
        QVERIFY(slow.readAll().startsWith("HTTP/1.1 408"));
        // Meanwhile, and after, others are served.
        QCOMPARE(get(server.port, "/").status, 200);
        QTRY_COMPARE(server.open.loadRelaxed(), 0);
        server.quit();
        server.wait();
    }

    void hugeHeaderIsRefused()
    {
        ServerThread server(HttpServer::Limits{});
        server.start();
        server.ready.acquire();
        QTcpSocket s;
        s.connectToHost(QHostAddress::LocalHost, server.port);
        QVERIFY(s.waitForConnected());
        QByteArray answer;
        // 8 MB of header; the server answers 431 and closes long before the end.
        const QByteArray chunk(64 * 1024, 'a');
        s.write("GET / HTTP/1.1\r\nX-Big: ");
        for (int i = 0; i < 128 && s.state() == QAbstractSocket::ConnectedState; ++i) {
            s.write(chunk);
            s.waitForBytesWritten(1000);
            if (s.isOpen())
                answer += s.readAll();
        }
        if (s.state() == QAbstractSocket::ConnectedState) {
            s.write("\r\n\r\n");
            s.waitForBytesWritten(1000);
            while (s.waitForReadyRead(1000))
                answer += s.readAll();
        }
        QVERIFY2(answer.isEmpty() || answer.startsWith("HTTP/1.1 431"),
                 answer.left(40).constData());
        // What the server held for it stayed within the header limit and its answer.
        QVERIFY2(server.mostPending.loadRelaxed() <= HttpServer::Limits{}.headerBytes + 1024,
                 qPrintable(QString::number(server.mostPending.loadRelaxed())));
        QCOMPARE(get(server.port, "/").status, 200);
        QTRY_COMPARE(server.open.loadRelaxed(), 0);
        server.quit();
        server.wait();
    }

    void pipelinedRequestsWaitForTheReader()
    {
        // A client sends hundreds of requests and reads nothing: the server
        // holds one answer for it, not hundreds.
        ServerThread server(HttpServer::Limits{});
        server.start();
        server.ready.acquire();
        QTcpSocket s;
        s.setReadBufferSize(1); // take nothing from the system's buffers
        s.connectToHost(QHostAddress::LocalHost, server.port);
        QVERIFY(s.waitForConnected());
        QByteArray requests;
        for (int i = 0; i < 400; ++i)
            requests += "GET /big HTTP/1.1\r\nHost: x\r\n\r\n";
        s.write(requests);
        s.waitForBytesWritten();
        QTest::qWait(500);
        QVERIFY(server.pending.loadRelaxed() > 0);
        QVERIFY2(server.pending.loadRelaxed() <= ServerThread::kBig + 20 * 1024,
                 qPrintable(QString::number(server.pending.loadRelaxed())));
        s.abort();
        QTRY_COMPARE(server.open.loadRelaxed(), 0);
        server.quit();
        server.wait();
    }

    void connectionsAreBounded()
    {
        HttpServer::Limits limits;
        limits.connections = 3;
        ServerThread server(limits);
        server.start();
        server.ready.acquire();
        QList<QTcpSocket *> held;
        for (int i = 0; i < 3; ++i) {
            held.append(new QTcpSocket);
            held.last()->connectToHost(QHostAddress::LocalHost, server.port);
            QVERIFY(held.last()->waitForConnected());
        }
        QTRY_COMPARE(server.open.loadRelaxed(), 3);
        // Full: told so (503) and closed, rather than dropped without a word.
        const HttpReply refused = get(server.port, "/");
        QCOMPARE(refused.status, 503);
        QVERIFY(refused.closed || refused.header("Connection") == "close");
        qDeleteAll(held);
        QTRY_COMPARE(server.open.loadRelaxed(), 0);
        QCOMPARE(get(server.port, "/").status, 200);
        server.quit();
        server.wait();
    }

    void oneAddressCannotHoldThemAll()
    {
        HttpServer::Limits limits;
        limits.connections = 10;
        limits.connectionsPerAddress = 2;
        ServerThread server(limits);
        server.start();
        server.ready.acquire();
        QList<QTcpSocket *> held;
        for (int i = 0; i < 2; ++i) {
            held.append(new QTcpSocket);
            held.last()->connectToHost(QHostAddress::LocalHost, server.port);
            QVERIFY(held.last()->waitForConnected());
        }
        QTRY_COMPARE(server.open.loadRelaxed(), 2);
        QCOMPARE(get(server.port, "/").status, 503);
        // Another address of the loopback network is still served.
        QTcpSocket other;
        QVERIFY(other.bind(QHostAddress(QStringLiteral("127.0.0.2"))));
        other.connectToHost(QHostAddress::LocalHost, server.port);
        QVERIFY(other.waitForConnected());
        other.write("GET /echo HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
        const HttpReply r = readReply(other);
        QCOMPARE(r.status, 200);
        QCOMPARE(r.body, QByteArray("GET  127.0.0.2"));
        qDeleteAll(held);
        QTRY_COMPARE(server.open.loadRelaxed(), 0);
        QCOMPARE(get(server.port, "/").status, 200);
        server.quit();
        server.wait();
    }

    // What the parser takes, as a client sees it: answered at once, not at the deadline.
    void requestsAnswered_data()
    {
        QTest::addColumn<int>("bodyBytes");
        QTest::addColumn<QByteArray>("request");
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("body");
        QTest::newRow("bare LF line ends")
            << 0 << QByteArray("GET / HTTP/1.1\nHost: x\nConnection: close\n\n") << 200
            << QByteArray("hello\n");
        QTest::newRow("a leading empty line")
            << 0 << QByteArray("\r\nGET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n") << 200
            << QByteArray("hello\n");
        QTest::newRow("HTTP/1.1 without Host")
            << 0 << QByteArray("GET / HTTP/1.1\r\n\r\n") << 400 << QByteArray("400 Bad Request\n");
        QTest::newRow("a repeated Content-Length")
            << 16384
            << QByteArray("POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n"
                          "Content-Length: 2\r\n\r\nok")
            << 400 << QByteArray("400 Bad Request\n");
        QTest::newRow("a POST with a body")
            << 16384
            << QByteArray("POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n"
                          "Connection: close\r\n\r\nhello")
            << 200 << QByteArray("POST hello 127.0.0.1");
        QTest::newRow("a POST where bodies are not taken")
            << 0 << QByteArray("POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello")
            << 405 << QByteArray("405 Method Not Allowed\n");
        QTest::newRow("a body over the limit")
            << 16384
            << "POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 16385\r\n\r\n"
                + QByteArray(16385, 'x')
            << 413 << QByteArray("413 Content Too Large\n");
    }

    void requestsAnswered()
    {
        QFETCH(int, bodyBytes);
        QFETCH(QByteArray, request);
        HttpServer::Limits limits;
        limits.bodyBytes = bodyBytes;
        // A long deadline, so that an answer only at the deadline shows as a failure.
        limits.requestMs = 60000;
        ServerThread server(limits);
        server.start();
        server.ready.acquire();
        const HttpReply r = sendRaw(server.port, request, 10000);
        QTEST(r.status, "status");
        QTEST(r.body, "body");
        if (r.status == 405)
            QCOMPARE(r.header("Allow"), QByteArray("GET, HEAD"));
        server.quit();
        server.wait();
    }
};

QTEST_GUILESS_MAIN(TestWebLimits)
#include "tst_web_limits.moc"
