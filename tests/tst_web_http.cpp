// The players' page server's request parser (docs/formats.md, "The players'
// page" and "Reports over the network"): what it takes, what it refuses and
// with which answer, row by row. The server's own behaviour on a socket is in
// tst_web_limits; random input is the fuzz target's (tests/fuzz/fuzz_http.cpp).
#include "web/httpparser.h"

#include <QTest>

using namespace ctd;

class TestWebHttp : public QObject
{
    Q_OBJECT

private slots:
    void taken_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<int>("bodyBytes");
        QTest::addColumn<QByteArray>("method");
        QTest::addColumn<QByteArray>("path");
        QTest::addColumn<QByteArray>("query");
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<bool>("keepAlive");
        QTest::addColumn<int>("used"); ///< -1: all of the input

        QTest::newRow("GET, CRLF") << QByteArray("GET /?q=a HTTP/1.1\r\nHost: x\r\n\r\n") << 0
                                   << QByteArray("GET") << QByteArray("/") << QByteArray("q=a")
                                   << QByteArray() << true << -1;
        QTest::newRow("bare LF line ends")
            << QByteArray("GET /seating.csv HTTP/1.1\nHost: x\n\n") << 0 << QByteArray("GET")
            << QByteArray("/seating.csv") << QByteArray() << QByteArray() << true << -1;
        QTest::newRow("LF and CRLF mixed")
            << QByteArray("GET / HTTP/1.1\r\nHost: x\n\r\n") << 0 << QByteArray("GET")
            << QByteArray("/") << QByteArray() << QByteArray() << true << -1;
        QTest::newRow("a leading empty line")
            << QByteArray("\r\nGET / HTTP/1.1\r\nHost: x\r\n\r\n") << 0 << QByteArray("GET")
            << QByteArray("/") << QByteArray() << QByteArray() << true << -1;
        QTest::newRow("leading bare LFs") << QByteArray("\n\nHEAD / HTTP/1.0\n\n") << 0
                                          << QByteArray("HEAD") << QByteArray("/") << QByteArray()
                                          << QByteArray() << false << -1;
        QTest::newRow("HTTP/1.0 needs no Host")
            << QByteArray("GET / HTTP/1.0\r\n\r\n") << 0 << QByteArray("GET") << QByteArray("/")
            << QByteArray() << QByteArray() << false << -1;
        QTest::newRow("HTTP/1.0 keep-alive")
            << QByteArray("GET / HTTP/1.0\r\nConnection: Keep-Alive\r\n\r\n") << 0
            << QByteArray("GET") << QByteArray("/") << QByteArray() << QByteArray() << true << -1;
        QTest::newRow("Connection: close")
            << QByteArray("GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n") << 0
            << QByteArray("GET") << QByteArray("/") << QByteArray() << QByteArray() << false << -1;
        QTest::newRow("a GET's body is not read: closed after")
            << QByteArray("GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\n\r\nGET ") << 0
            << QByteArray("GET") << QByteArray("/") << QByteArray() << QByteArray() << false << 46;
        QTest::newRow("pipelined: one at a time")
            << QByteArray("GET /a HTTP/1.1\r\nHost: x\r\n\r\nGET /b HTTP/1.1\r\nHost: x\r\n\r\n")
            << 0 << QByteArray("GET") << QByteArray("/a") << QByteArray() << QByteArray() << true
            << 28;
        QTest::newRow("POST with a body")
            << QByteArray("POST /r/AB HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello") << 16
            << QByteArray("POST") << QByteArray("/r/AB") << QByteArray() << QByteArray("hello")
            << true << -1;
        QTest::newRow("POST, the next request after its body")
            << QByteArray("POST /r/AB HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\nokGET /")
            << 16 << QByteArray("POST") << QByteArray("/r/AB") << QByteArray() << QByteArray("ok")
            << true << 53;
        QTest::newRow("POST with no length: empty")
            << QByteArray("POST /r/AB HTTP/1.1\r\nHost: x\r\n\r\n") << 16 << QByteArray("POST")
            << QByteArray("/r/AB") << QByteArray() << QByteArray() << true << -1;
        QTest::newRow("a body exactly at the limit")
            << QByteArray("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 16\r\n\r\n"
                          "0123456789abcdef")
            << 16 << QByteArray("POST") << QByteArray("/") << QByteArray()
            << QByteArray("0123456789abcdef") << true << -1;
        QTest::newRow("repeated other headers joined")
            << QByteArray("GET / HTTP/1.1\r\nHost: x\r\nAccept: a\r\nAccept: b\r\n\r\n") << 0
            << QByteArray("GET") << QByteArray("/") << QByteArray() << QByteArray() << true << -1;
    }

    void taken()
    {
        QFETCH(QByteArray, input);
        QFETCH(int, bodyBytes);
        HttpLimits limits;
        limits.bodyBytes = bodyBytes;
        const HttpParse p = HttpParse::next(input, limits);
        QCOMPARE(p.outcome, HttpParse::Request);
        QTEST(p.request.method, "method");
        QTEST(p.request.path, "path");
        QTEST(p.request.query, "query");
        QTEST(p.request.body, "body");
        QTEST(p.keepAlive, "keepAlive");
        QFETCH(int, used);
        QCOMPARE(p.used, used < 0 ? input.size() : used);
        QVERIFY(p.request.headers.contains("host") || input.contains("HTTP/1.0"));
        if (QByteArray(QTest::currentDataTag()).startsWith("repeated"))
            QCOMPARE(p.request.headers.value("accept"), QByteArray("a, b"));
    }

    void refused_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<int>("bodyBytes");
        QTest::addColumn<int>("status");

        QTest::newRow("HTTP/1.1 without Host") << QByteArray("GET / HTTP/1.1\r\n\r\n") << 0 << 400;
        QTest::newRow("two Hosts") << QByteArray("GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n")
                                   << 0 << 400;
        QTest::newRow("a repeated Content-Length")
            << QByteArray("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: "
                          "2\r\n\r\nok")
            << 16 << 400;
        QTest::newRow("a repeated Content-Length on a GET")
            << QByteArray("GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nContent-Length: "
                          "0\r\n\r\n")
            << 0 << 400;
        QTest::newRow("a length that is no number")
            << QByteArray("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n") << 16 << 400;
        QTest::newRow("a length with a sign")
            << QByteArray("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: +2\r\n\r\nok") << 16
            << 400;
        QTest::newRow("a folded header")
            << QByteArray("GET / HTTP/1.1\r\nHost: x\r\nX-A: 1\r\n 2\r\n\r\n") << 0 << 400;
        QTest::newRow("a space before the colon")
            << QByteArray("GET / HTTP/1.1\r\nHost : x\r\n\r\n") << 0 << 400;
        QTest::newRow("a bare CR in a header")
            << QByteArray("GET / HTTP/1.1\r\nHost: x\rX-A: 1\r\n\r\n") << 0 << 400;
        QTest::newRow("no version") << QByteArray("GET /\r\n\r\n") << 0 << 400;
        QTest::newRow("HTTP/2.0") << QByteArray("GET / HTTP/2.0\r\nHost: x\r\n\r\n") << 0 << 400;
        QTest::newRow("two spaces") << QByteArray("GET  / HTTP/1.1\r\nHost: x\r\n\r\n") << 0
                                    << 400;
        QTest::newRow("a target without a slash")
            << QByteArray("GET http://x/ HTTP/1.1\r\nHost: x\r\n\r\n") << 0 << 400;
        QTest::newRow("a method that is no token")
            << QByteArray("G\"T / HTTP/1.1\r\nHost: x\r\n\r\n") << 0 << 400;
        QTest::newRow("a lower-case method: unknown")
            << QByteArray("get / HTTP/1.1\r\nHost: x\r\n\r\n") << 0 << 405;
        QTest::newRow("POST where bodies are not taken")
            << QByteArray("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\nok") << 0 << 405;
        QTest::newRow("PUT") << QByteArray("PUT / HTTP/1.1\r\nHost: x\r\n\r\n") << 16 << 405;
        QTest::newRow("DELETE") << QByteArray("DELETE / HTTP/1.1\r\nHost: x\r\n\r\n") << 16 << 405;
        QTest::newRow("a chunked body")
            << QByteArray("POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"
                          "2\r\nok\r\n0\r\n\r\n")
            << 16 << 411;
        QTest::newRow("a body over the limit")
            << QByteArray("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 17\r\n\r\n") << 16 << 413;
        QTest::newRow("a header over the limit")
            << "GET / HTTP/1.1\r\nHost: x\r\nX-A: " + QByteArray(20000, 'a') << 0 << 431;
        QTest::newRow("empty lines over the limit") << QByteArray(20000, '\n') << 0 << 431;
    }

    void refused()
    {
        QFETCH(QByteArray, input);
        QFETCH(int, bodyBytes);
        HttpLimits limits;
        limits.bodyBytes = bodyBytes;
        const HttpParse p = HttpParse::next(input, limits);
        QCOMPARE(p.outcome, HttpParse::Refuse);
        QTEST(p.status, "status");
    }

    void needMore_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::newRow("nothing") << QByteArray();
        QTest::newRow("empty lines only") << QByteArray("\r\n\r\n");
        QTest::newRow("a CR at the end") << QByteArray("\r");
        QTest::newRow("half a request line") << QByteArray("GET / HT");
        QTest::newRow("no empty line yet") << QByteArray("GET / HTTP/1.1\r\nHost: x\r\n");
        QTest::newRow("half a body")
            << QByteArray("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhel");
    }

    void needMore()
    {
        QFETCH(QByteArray, input);
        HttpLimits limits;
        limits.bodyBytes = 16;
        QCOMPARE(HttpParse::next(input, limits).outcome, HttpParse::NeedMore);
    }
};

QTEST_GUILESS_MAIN(TestWebHttp)
#include "tst_web_http.moc"
