#include "httpserver.h"

#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

namespace ctd {

struct HttpServer::Connection
{
    QTcpSocket *socket = nullptr;
    QTimer *timer = nullptr; ///< the request's deadline, then the idle deadline
    QByteArray buffer;       ///< bytes of the request not yet answered, bounded
    int served = 0;
    bool closing = false; ///< answered for the last time: no more reading
};

HttpServer::HttpServer(Handler handler, QObject *parent)
    : QObject(parent)
    , m_handler(std::move(handler))
    , m_server(new QTcpServer(this))
{
    connect(m_server, &QTcpServer::newConnection, this, &HttpServer::accept);
}

HttpServer::~HttpServer()
{
    close();
}

bool HttpServer::listen(const QHostAddress &address, quint16 port)
{
    return m_server->listen(address, port);
}

void HttpServer::close()
{
    m_server->close();
    const QList<Connection *> open = m_connections;
    for (Connection *c : open)
        drop(c);
}

bool HttpServer::isListening() const
{
    return m_server->isListening();
}

QHostAddress HttpServer::address() const
{
    return m_server->serverAddress();
}

quint16 HttpServer::port() const
{
    return m_server->serverPort();
}

QString HttpServer::errorString() const
{
    return m_server->errorString();
}

QByteArray HttpServer::reason(int status)
{
    switch (status) {
    case 200:
        return QByteArrayLiteral("OK");
    case 304:
        return QByteArrayLiteral("Not Modified");
    case 400:
        return QByteArrayLiteral("Bad Request");
    case 404:
        return QByteArrayLiteral("Not Found");
    case 405:
        return QByteArrayLiteral("Method Not Allowed");
    case 408:
        return QByteArrayLiteral("Request Timeout");
    case 431:
        return QByteArrayLiteral("Request Header Fields Too Large");
    case 503:
        return QByteArrayLiteral("Service Unavailable");
    default:
        return QByteArrayLiteral("Error");
    }
}

void HttpServer::accept()
{
    while (QTcpSocket *socket = m_server->nextPendingConnection()) {
        if (m_connections.size() >= m_limits.connections) {
            // Full: refuse at once rather than queue, so a flood costs nothing.
            socket->abort();
            socket->deleteLater();
            continue;
        }
        auto *c = new Connection;
        c->socket = socket;
        // Qt reads no more from the network than a header may hold; the rest
        // waits in the system's buffers (and the sender), not in ours.
        socket->setReadBufferSize(m_limits.headerBytes + 4);
        c->timer = new QTimer(socket);
        c->timer->setSingleShot(true);
        m_connections.append(c);
        connect(c->timer, &QTimer::timeout, this, [this, c] {
            // Half a request when the time is up: 408; otherwise idle or a reader that stalled.
            if (!c->buffer.isEmpty() && !c->closing && c->socket->bytesToWrite() == 0)
                fail(c, 408);
            else
                drop(c);
        });
        connect(socket, &QTcpSocket::readyRead, this, [this, c] { readFrom(c); });
        connect(socket, &QTcpSocket::bytesWritten, this, [this, c] {
            if (c->socket->bytesToWrite() > 0) {
                c->timer->start(m_limits.idleMs); // progress: the reader is alive
            } else if (c->closing) {
                c->socket->disconnectFromHost();
            } else {
                c->timer->start(c->buffer.isEmpty() ? m_limits.idleMs : m_limits.requestMs);
                // Requests that waited for the answer before them to leave.
                if (!c->buffer.isEmpty() || c->socket->bytesAvailable() > 0)
                    readFrom(c);
            }
        });
        connect(socket, &QTcpSocket::disconnected, this, [this, c] { drop(c); });
        connect(socket, &QTcpSocket::errorOccurred, this, [this, c] { drop(c); });
        c->timer->start(m_limits.requestMs);
    }
}

qint64 HttpServer::pendingBytes() const
{
    qint64 n = 0;
    for (const Connection *c : m_connections)
        n += c->socket->bytesToWrite() + c->socket->bytesAvailable() + c->buffer.size();
    return n;
}

void HttpServer::drop(Connection *c)
{
    if (!m_connections.removeOne(c))
        return;
    c->socket->disconnect(this);
    c->timer->stop();
    c->socket->abort();
    c->socket->deleteLater();
    delete c;
}

void HttpServer::fail(Connection *c, int status)
{
    HttpResponse r;
    r.status = status;
    r.body = QByteArray::number(status) + ' ' + reason(status) + '\n';
    r.headers.append(
        {QByteArrayLiteral("Content-Type"), QByteArrayLiteral("text/plain; charset=utf-8")});
    if (status == 405)
        r.headers.append({QByteArrayLiteral("Allow"), QByteArrayLiteral("GET, HEAD")});
    c->buffer.clear();
    c->closing = true;
    QByteArray out = "HTTP/1.1 " + QByteArray::number(status) + ' ' + reason(status) + "\r\n";
    for (const auto &h : std::as_const(r.headers))
        out += h.first + ": " + h.second + "\r\n";
    out += "Content-Length: " + QByteArray::number(r.body.size()) + "\r\nConnection: close\r\n\r\n";
    out += r.body;
    c->socket->write(out);
    c->timer->start(m_limits.idleMs);
}

void HttpServer::readFrom(Connection *c)
{
    if (c->closing) {
        // Answered for the last time: whatever else comes is thrown away unread.
        c->socket->skip(c->socket->bytesAvailable());
        return;
    }
    // Never hold more than the limit: read only what fits, refuse the rest.
    const qint64 room = qint64(m_limits.headerBytes) + 4 - c->buffer.size();
    if (room > 0)
        c->buffer += c->socket->read(room);
    parse(c);
    if (!c->closing && c->socket->bytesToWrite() == 0 && c->socket->bytesAvailable() > 0
        && c->buffer.size() <= m_limits.headerBytes)
        QTimer::singleShot(0, this, [this, c] {
            if (m_connections.contains(c))
                readFrom(c);
        });
}

void HttpServer::parse(Connection *c)
{
    // One answer in flight per connection: a client that sends many requests
    // and reads none gets no more than one answer buffered for it.
    while (!c->closing && c->socket->bytesToWrite() == 0) {
        const qsizetype end = c->buffer.indexOf("\r\n\r\n");
        if (end < 0) {
            if (c->buffer.size() > m_limits.headerBytes)
                fail(c, 431);
            return;
        }
        if (end > m_limits.headerBytes) {
            fail(c, 431);
            return;
        }
        const QByteArray head = c->buffer.left(end);
        c->buffer.remove(0, end + 4);

        const QList<QByteArray> lines = head.split('\n');
        const QList<QByteArray> requestLine = lines.first().trimmed().split(' ');
        if (requestLine.size() != 3 || !requestLine[2].startsWith("HTTP/1.")
            || !requestLine[1].startsWith('/')) {
            fail(c, 400);
            return;
        }
        HttpRequest request;
        request.method = requestLine[0];
        const QByteArray target = requestLine[1];
        const qsizetype q = target.indexOf('?');
        request.path = q < 0 ? target : target.left(q);
        request.query = q < 0 ? QByteArray() : target.mid(q + 1);
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const QByteArray line = lines[i].trimmed();
            const qsizetype colon = line.indexOf(':');
            if (colon <= 0) {
                fail(c, 400);
                return;
            }
            request.headers.insert(line.left(colon).trimmed().toLower(),
                                   line.mid(colon + 1).trimmed());
        }
        if (request.method != "GET" && request.method != "HEAD") {
            fail(c, 405);
            return;
        }
        // A body is never read: a request that announces one is answered, and the
        // connection closed, so its bytes are never taken for the next request.
        const bool body = request.headers.contains("transfer-encoding")
            || request.headers.value("content-length", "0") != "0";
        const QByteArray connection = request.headers.value("connection").toLower();
        const bool keepAlive = !body && connection != "close"
            && (requestLine[2] == "HTTP/1.1" || connection == "keep-alive")
            && ++c->served < m_limits.requestsPerConnection;
        answer(c, request, keepAlive);
    }
}

void HttpServer::answer(Connection *c, const HttpRequest &request, bool keepAlive)
{
    const HttpResponse r = m_handler(request);
    QByteArray out = "HTTP/1.1 " + QByteArray::number(r.status) + ' ' + reason(r.status) + "\r\n";
    for (const auto &h : r.headers)
        out += h.first + ": " + h.second + "\r\n";
    if (r.status != 304)
        out += "Content-Length: " + QByteArray::number(r.body.size()) + "\r\n";
    out += keepAlive ? "Connection: keep-alive\r\n\r\n" : "Connection: close\r\n\r\n";
    if (request.method == "GET" && r.status != 304)
        out += r.body;
    c->closing = !keepAlive;
    c->socket->write(out);
    c->timer->start(m_limits.idleMs);
}

} // namespace ctd
