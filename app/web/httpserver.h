#pragma once

#include <QByteArray>
#include <QHostAddress>
#include <QList>
#include <QMap>
#include <QObject>
#include <QPair>

#include <functional>

class QTcpServer;
class QTcpSocket;

namespace ctd {

/// A GET or HEAD request as the handler sees it (header names in lower case).
struct HttpRequest
{
    QByteArray method;
    QByteArray path; ///< without the query
    QByteArray query;
    QMap<QByteArray, QByteArray> headers;
};

struct HttpResponse
{
    int status = 200;
    QList<QPair<QByteArray, QByteArray>> headers;
    QByteArray body;
};

/// A small read-only HTTP/1.1 server on QTcpServer, made to be left open on a
/// venue's network: it only answers GET and HEAD (405 otherwise), reads at
/// most `Limits::headerBytes` of a request (431 beyond), cuts off a client
/// that has not sent a whole request within `Limits::requestMs` or leaves a
/// connection idle, takes at most `Limits::connections` connections at once,
/// holds one answer at a time for each, and never reads a body. Everything runs in the event loop
/// of the thread it lives in; no request can block it.
class HttpServer : public QObject
{
    Q_OBJECT

public:
    struct Limits
    {
        int headerBytes = 16 * 1024;
        int requestMs = 5000; ///< from the first byte to the end of the header
        int idleMs = 10000;   ///< a kept-alive connection with nothing to do, or a stalled reader
        int connections = 128;
        int requestsPerConnection = 100;
    };

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
    void readFrom(Connection *c);
    void parse(Connection *c);
    void answer(Connection *c, const HttpRequest &request, bool keepAlive);
    void fail(Connection *c, int status);
    void drop(Connection *c);

    Handler m_handler;
    Limits m_limits;
    QTcpServer *m_server;
    QList<Connection *> m_connections;
};

} // namespace ctd
