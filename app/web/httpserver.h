#pragma once

#include "httpparser.h"

#include <QByteArray>
#include <QHostAddress>
#include <QList>
#include <QObject>
#include <QPair>

#include <functional>

class QTcpServer;
class QTcpSocket;

namespace ctd {

struct HttpResponse
{
    int status = 200;
    QList<QPair<QByteArray, QByteArray>> headers;
    QByteArray body;
};

/// A small HTTP/1.1 server on QTcpServer, made to be left open on a venue's
/// network. It reads requests with `HttpParse` (httpparser.h): GET and HEAD,
/// and POST with a body of at most `Limits::bodyBytes` only where that is not
/// 0 (405 otherwise); at most `Limits::headerBytes` of a header (431 beyond).
/// It cuts off a client that has not sent a whole request within
/// `Limits::requestMs` or leaves a connection idle, takes at most
/// `Limits::connections` connections at once and `Limits::connectionsPerAddress`
/// from one address (503 to the ones beyond, then closed), and holds one
/// answer at a time for each. Everything runs in the event loop of the thread
/// it lives in; no request can block it.
class HttpServer : public QObject
{
    Q_OBJECT

public:
    using Limits = HttpLimits;

    using Handler = std::function<HttpResponse(const HttpRequest &)>;

    explicit HttpServer(Handler handler, QObject *parent = nullptr);
    ~HttpServer() override;

    void setLimits(const Limits &limits) { m_limits = limits; }
    Limits limits() const { return m_limits; }

    /// Port 0 picks a free one.
    bool listen(const QHostAddress &address, quint16 port);
    void close();
    bool isListening() const;
    QHostAddress address() const;
    quint16 port() const;
    QString errorString() const;
    int openConnections() const { return int(m_connections.size()); }
    /// Bytes held for all connections: answers not yet sent, requests not yet
    /// answered, and what Qt has read from the network for them.
    qint64 pendingBytes() const;

    /// The status line's words for the codes this server sends.
    static QByteArray reason(int status);

private:
    struct Connection;
    void accept();
    void refuse(QTcpSocket *socket);
    /// The most a connection's unanswered request may hold: header and body.
    qsizetype requestRoom() const;
    void readFrom(Connection *c);
    void parse(Connection *c);
    void answer(Connection *c, const HttpRequest &request, bool keepAlive);
    void fail(Connection *c, int status);
    void drop(Connection *c);

    Handler m_handler;
    Limits m_limits;
    QTcpServer *m_server;
    QList<Connection *> m_connections;
    int m_refusing = 0; ///< sockets being told 503 before they are closed
};

} // namespace ctd
