#include "httpserver.h"

#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

#include <algorithm>

namespace ctd {

struct HttpServer::Connection
{
    QTcpSocket *socket = nullptr;
    QTimer *timer = nullptr; ///< the request's deadline, then the idle deadline
    QByteArray buffer;       ///< bytes of the request not yet answered, bounded
    QHostAddress peer;
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
    case 202:
        return QByteArrayLiteral("Accepted");
    case 303:
        return QByteArrayLiteral("See Other");
    case 304:
        return QByteArrayLiteral("Not Modified");
    case 400:
        return QByteArrayLiteral("Bad Request");
    case 403:
        return QByteArrayLiteral("Forbidden");
    case 404:
        return QByteArrayLiteral("Not Found");
    case 405:
        return QByteArrayLiteral("Method Not Allowed");
    case 408:
        return QByteArrayLiteral("Request Timeout");
    case 409:
        return QByteArrayLiteral("Conflict");
    case 411:
        return QByteArrayLiteral("Length Required");
    case 413:
        return QByteArrayLiteral("Content Too Large");
    case 415:
        return QByteArrayLiteral("Unsupported Media Type");
    case 422:
        return QByteArrayLiteral("Unprocessable Content");
    case 429:
        return QByteArrayLiteral("Too Many Requests");
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
        const QHostAddress peer = socket->peerAddress();
        const auto fromPeer =
            std::count_if(m_connections.cbegin(), m_connections.cend(),
                          [&peer](const Connection *c) { return c->peer == peer; });
        if (m_connections.size() >= m_limits.connections
            || fromPeer >= m_limits.connectionsPerAddress) {
            refuse(socket);
            continue;
        }
        auto *c = new Connection;
        c->socket = socket;
        c->peer = peer;
        // Qt reads no more from the network than a request may hold; the rest
        // waits in the system's buffers (and the sender), not in ours.
        socket->setReadBufferSize(requestRoom());
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

void HttpServer::refuse(QTcpSocket *socket)
{
    // Full (for everyone, or for this address): a short 503 once the client has
    // said something (so that closing does not reset what it is reading), then
    // closed. A flood beyond what can be told is cut at once, so it costs nothing.
    if (m_refusing >= m_limits.connections) {
        socket->abort();
        socket->deleteLater();
        return;
    }
    ++m_refusing;
    connect(socket, &QObject::destroyed, this, [this] { --m_refusing; });
    socket->setReadBufferSize(4096);
    const auto tell = [socket] {
        if (socket->property("told").toBool())
            return;
        socket->setProperty("told", true);
        static const QByteArray body = "503 " + reason(503) + '\n';
        const QByteArray out = "HTTP/1.1 503 " + reason(503)
            + "\r\nContent-Type: text/plain; charset=utf-8\r\nRetry-After: 5\r\n"
              "Content-Length: "
            + QByteArray::number(body.size()) + "\r\nConnection: close\r\n\r\n" + body;
        socket->write(out);
        socket->disconnectFromHost();
    };
    connect(socket, &QTcpSocket::readyRead, socket, [socket, tell] {
        socket->skip(socket->bytesAvailable());
        tell();
    });
    connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
    connect(socket, &QTcpSocket::errorOccurred, socket, &QObject::deleteLater);
    // A client that says nothing is told anyway, and one that does not read is cut.
    QTimer::singleShot(qMin(m_limits.requestMs, 1000), socket, tell);
    QTimer::singleShot(m_limits.requestMs + m_limits.idleMs, socket, [socket] {
        socket->abort();
        socket->deleteLater();
    });
}

qsizetype HttpServer::requestRoom() const
{
    return qsizetype(m_limits.headerBytes) + 4 + m_limits.bodyBytes;
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
        r.headers.append({QByteArrayLiteral("Allow"),
                          m_limits.bodyBytes > 0 ? QByteArrayLiteral("GET, HEAD, POST")
                                                 : QByteArrayLiteral("GET, HEAD")});
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
    const qint64 room = requestRoom() - c->buffer.size();
    if (room > 0)
        c->buffer += c->socket->read(room);
    parse(c);
    if (!c->closing && c->socket->bytesToWrite() == 0 && c->socket->bytesAvailable() > 0
        && c->buffer.size() < requestRoom())
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
        HttpParse p = HttpParse::next(c->buffer, m_limits);
        if (p.outcome == HttpParse::NeedMore)
            return;
        if (p.outcome == HttpParse::Refuse) {
            fail(c, p.status);
            return;
        }
        c->buffer.remove(0, p.used);
        p.request.peer = c->peer;
        const bool keepAlive = p.keepAlive && ++c->served < m_limits.requestsPerConnection;
        answer(c, p.request, keepAlive);
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
    if (request.method != "HEAD" && r.status != 304)
        out += r.body;
    c->closing = !keepAlive;
    c->socket->write(out);
    c->timer->start(m_limits.idleMs);
}

} // namespace ctd
