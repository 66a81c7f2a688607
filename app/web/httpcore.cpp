#include "httpcore.h"

#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

#include <algorithm>

namespace ctd {

QByteArray httpResponseHead(const HttpResponse &r, bool keepAlive, bool withLength)
{
    QByteArray out =
        "HTTP/1.1 " + QByteArray::number(r.status) + ' ' + HttpServer::reason(r.status) + "\r\n";
    for (const auto &h : r.headers)
        out += h.first + ": " + h.second + "\r\n";
    if (withLength)
        out += "Content-Length: " + QByteArray::number(r.body.size()) + "\r\n";
    out += keepAlive ? "Connection: keep-alive\r\n\r\n" : "Connection: close\r\n\r\n";
    return out;
}

HttpResponse httpPlainStatus(int status)
{
    HttpResponse r;
    r.status = status;
    r.body = QByteArray::number(status) + ' ' + HttpServer::reason(status) + '\n';
    r.headers.append(
        {QByteArrayLiteral("Content-Type"), QByteArrayLiteral("text/plain; charset=utf-8")});
    return r;
}

HttpCore::HttpCore(HttpServer *outer, HttpServer::Handler handler)
    : m_outer(outer)
    , m_handler(std::move(handler))
{
    m_clock.start();
}

void HttpCore::start()
{
    m_server = new QTcpServer(this);
    connect(m_server, &QTcpServer::newConnection, this, &HttpCore::accept);
    m_comment = new QTimer(this);
    connect(m_comment, &QTimer::timeout, this, [this] { toStreams(": \n\n"); });
    m_stats = new QTimer(this);
    m_stats->setInterval(100);
    connect(m_stats, &QTimer::timeout, this, &HttpCore::count);
    m_sweep = new QTimer(this);
    connect(m_sweep, &QTimer::timeout, this, &HttpCore::sweep);
}

bool HttpCore::listen(const QHostAddress &address, quint16 port)
{
    const bool ok = m_server->listen(address, port);
    if (ok) {
        m_comment->start(m_limits.streamCommentMs);
        m_stats->start();
        // Deadlines are kept to a quarter of the shortest (and at most half a second).
        m_sweep->start(qBound(10, qMin(m_limits.requestMs, m_limits.idleMs) / 4, 500));
    }
    return ok;
}

void HttpCore::closeAll()
{
    m_server->close();
    m_comment->stop();
    m_stats->stop();
    m_sweep->stop();
    const QList<Connection *> open = m_connections.values();
    for (Connection *c : open)
        drop(c, false);
    count();
}

void HttpCore::shutdown()
{
    closeAll();
    delete m_server;
    m_server = nullptr;
}

void HttpCore::finish(quint64 id, const HttpResponse &r, bool keepAlive, const QByteArray &method)
{
    Connection *c = m_connections.value(id);
    if (!c || !c->waiting)
        return;
    c->waiting = false;
    send(c, r, keepAlive, method);
    if (!c->closing)
        parse(c);
}

void HttpCore::toStreams(const QByteArray &bytes)
{
    const QList<Connection *> open = m_connections.values();
    for (Connection *c : open) {
        if (!c->stream)
            continue;
        if (c->socket->bytesToWrite() > m_limits.streamBacklogBytes) {
            drop(c, false); // a reader that does not read
            continue;
        }
        c->socket->write(bytes);
    }
}

int HttpCore::capacity() const
{
    static const qint64 files = HttpServer::raiseOpenFileLimit();
    // Room kept for the database, the log and what the program opens besides.
    return int(qMin<qint64>(m_limits.connections, qMax<qint64>(16, files - 128)));
}

void HttpCore::count()
{
    qint64 n = 0;
    for (const Connection *c : std::as_const(m_connections))
        n += c->socket->bytesToWrite() + c->socket->bytesAvailable() + c->buffer.size();
    m_outer->m_pending.storeRelaxed(n);
    m_outer->m_open.storeRelaxed(int(m_connections.size()));
}

bool HttpCore::isIdle(const Connection *c) const
{
    return c->served > 0 && !c->stream && !c->waiting && !c->closing && c->buffer.isEmpty()
        && c->socket->bytesToWrite() == 0 && c->socket->bytesAvailable() == 0;
}

bool HttpCore::closeOldestIdle(const QString &peerKey)
{
    Connection *oldest = nullptr;
    for (Connection *c : std::as_const(m_connections)) {
        // Idle since the same millisecond (a fast loop answers several
        // within one): the older connection goes first.
        if ((peerKey.isEmpty() || c->peerKey == peerKey) && isIdle(c)
            && (!oldest || c->idleSince < oldest->idleSince
                || (c->idleSince == oldest->idleSince && c->id < oldest->id)))
            oldest = c;
    }
    if (!oldest)
        return false;
    m_outer->m_idleClosed.fetchAndAddRelaxed(1);
    drop(oldest, true);
    return true;
}

void HttpCore::accept()
{
    while (QTcpSocket *socket = m_server->nextPendingConnection()) {
        const QHostAddress peer = socket->peerAddress();
        const QString key = peer.toString();
        if (m_perAddress.value(key) >= m_limits.connectionsPerAddress && !closeOldestIdle(key)) {
            refuse(socket);
            continue;
        }
        if (m_connections.size() >= capacity() && !closeOldestIdle(QString())) {
            refuse(socket);
            continue;
        }
        auto *c = new Connection;
        c->id = ++m_nextId;
        c->socket = socket;
        c->peer = peer;
        c->peerKey = key;
        c->idleSince = m_clock.elapsed();
        ++m_perAddress[key];
        // Qt reads no more from the network than a request may hold; the rest
        // waits in the system's buffers (and the sender), not in ours.
        socket->setReadBufferSize(requestRoom());
        m_connections.insert(c->id, c);
        m_outer->m_open.storeRelaxed(int(m_connections.size()));
        connect(socket, &QTcpSocket::readyRead, this, [this, c] { readFrom(c); });
        connect(socket, &QTcpSocket::bytesWritten, this, [this, c] { written(c); });
        connect(socket, &QTcpSocket::disconnected, this, [this, c] { drop(c, false); });
        connect(socket, &QTcpSocket::errorOccurred, this, [this, c] { drop(c, false); });
        arm(c, m_limits.requestMs);
    }
}

void HttpCore::written(Connection *c)
{
    if (c->stream)
        return;
    if (c->socket->bytesToWrite() > 0) {
        arm(c, m_limits.idleMs); // progress: the reader is alive
    } else if (c->closing) {
        c->socket->disconnectFromHost();
    } else if (!c->waiting) {
        c->idleSince = m_clock.elapsed();
        arm(c, c->buffer.isEmpty() ? m_limits.idleMs : m_limits.requestMs);
        // Requests that waited for the answer before them to leave.
        if (!c->buffer.isEmpty() || c->socket->bytesAvailable() > 0)
            readFrom(c);
    }
}

void HttpCore::refuse(QTcpSocket *socket)
{
    m_outer->m_refused.fetchAndAddRelaxed(1);
    // Full (for everyone, or for this address): a 503 once the client has
    // said what it asks (so that closing does not reset what it is reading,
    // and a browser gets the busy page in its language), then closed. A
    // flood beyond what can be told is cut at once, so it costs nothing.
    if (m_refusing >= m_limits.connections) {
        socket->abort();
        socket->deleteLater();
        return;
    }
    ++m_refusing;
    connect(socket, &QObject::destroyed, this, [this] { --m_refusing; });
    socket->setReadBufferSize(4096);
    auto *said = new QByteArray;
    connect(socket, &QObject::destroyed, this, [said] { delete said; });
    const auto tell = [this, socket, said](bool whole) {
        if (socket->property("told").toBool())
            return;
        HttpParse p = HttpParse::next(*said, m_limits);
        if (p.outcome == HttpParse::NeedMore && !whole && said->size() < 4096)
            return;
        socket->setProperty("told", true);
        HttpResponse r = httpPlainStatus(503);
        if (p.outcome == HttpParse::Request && m_busy)
            r = m_busy(p.request);
        r.status = 503;
        r.headers.append({QByteArrayLiteral("Retry-After"), QByteArrayLiteral("5")});
        socket->write(httpResponseHead(r, false, true)
                      + (p.request.method == "HEAD" ? QByteArray() : r.body));
        socket->disconnectFromHost();
    };
    connect(socket, &QTcpSocket::readyRead, socket, [socket, said, tell] {
        said->append(socket->read(4096 - said->size()));
        socket->skip(socket->bytesAvailable());
        tell(false);
    });
    connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
    connect(socket, &QTcpSocket::errorOccurred, socket, &QObject::deleteLater);
    // A client that says nothing is told anyway, and one that does not read is cut.
    QTimer::singleShot(qMin(m_limits.requestMs, 1000), socket, [tell] { tell(true); });
    QTimer::singleShot(m_limits.requestMs + 5000, socket, [socket] {
        socket->abort();
        socket->deleteLater();
    });
}

void HttpCore::sweep()
{
    const qint64 now = m_clock.elapsed();
    const QList<Connection *> open = m_connections.values();
    for (Connection *c : open) {
        if (c->deadline == 0 || c->deadline > now)
            continue;
        // Half a request when the time is up: 408; otherwise idle or a reader that stalled.
        if (!c->buffer.isEmpty() && !c->closing && !c->waiting && c->socket->bytesToWrite() == 0)
            fail(c, 408);
        else
            drop(c, c->socket->bytesToWrite() == 0);
    }
}

qsizetype HttpCore::requestRoom() const
{
    return qsizetype(m_limits.headerBytes) + 4 + m_limits.bodyBytes;
}

void HttpCore::drop(Connection *c, bool gently)
{
    if (!m_connections.remove(c->id))
        return;
    m_outer->m_open.storeRelaxed(int(m_connections.size()));
    if (--m_perAddress[c->peerKey] <= 0)
        m_perAddress.remove(c->peerKey);
    c->socket->disconnect(this);
    c->deadline = 0;
    if (gently) {
        QTcpSocket *s = c->socket;
        connect(s, &QTcpSocket::disconnected, s, &QObject::deleteLater);
        connect(s, &QTcpSocket::errorOccurred, s, &QObject::deleteLater);
        s->disconnectFromHost();
        if (s->state() == QAbstractSocket::UnconnectedState)
            s->deleteLater();
        else
            QTimer::singleShot(m_limits.requestMs, s, [s] {
                s->abort();
                s->deleteLater();
            });
    } else {
        c->socket->abort();
        c->socket->deleteLater();
    }
    delete c;
}

void HttpCore::fail(Connection *c, int status)
{
    HttpResponse r = httpPlainStatus(status);
    if (status == 405)
        r.headers.append({QByteArrayLiteral("Allow"),
                          m_limits.bodyBytes > 0 ? QByteArrayLiteral("GET, HEAD, POST")
                                                 : QByteArrayLiteral("GET, HEAD")});
    c->buffer.clear();
    c->closing = true;
    c->socket->write(httpResponseHead(r, false, true) + r.body);
    arm(c, m_limits.idleMs);
}

void HttpCore::readFrom(Connection *c)
{
    if (c->closing || c->stream) {
        // Answered for the last time, or a stream: whatever else comes is thrown away unread.
        c->socket->skip(c->socket->bytesAvailable());
        return;
    }
    // Never hold more than the limit: read only what fits, refuse the rest.
    const qint64 room = requestRoom() - c->buffer.size();
    if (room > 0)
        c->buffer += c->socket->read(room);
    if (!c->buffer.isEmpty() && !c->waiting && c->socket->bytesToWrite() == 0
        && (c->deadline == 0 || c->deadline - m_clock.elapsed() > m_limits.requestMs))
        arm(c, m_limits.requestMs); // a request begins: its deadline runs
    parse(c);
    if (!c->closing && !c->waiting && !c->stream && c->socket->bytesToWrite() == 0
        && c->socket->bytesAvailable() > 0 && c->buffer.size() < requestRoom()) {
        const quint64 id = c->id;
        QTimer::singleShot(0, this, [this, id] {
            if (Connection *again = m_connections.value(id))
                readFrom(again);
        });
    }
}

void HttpCore::parse(Connection *c)
{
    // One answer in flight per connection: a client that sends many requests
    // and reads none gets no more than one answer buffered for it.
    while (!c->closing && !c->waiting && !c->stream && c->socket->bytesToWrite() == 0) {
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
        const HttpResponse r = m_handler(p.request);
        if (r.kind == HttpResponse::Later) {
            c->waiting = true;
            arm(c, m_limits.idleMs);
            const quint64 id = c->id;
            HttpServer *outer = m_outer;
            const HttpRequest request = p.request;
            QMetaObject::invokeMethod(
                outer, [outer, id, request, keepAlive] { outer->runLater(id, request, keepAlive); },
                Qt::QueuedConnection);
            return;
        }
        send(c, r, keepAlive, p.request.method);
    }
}

void HttpCore::send(Connection *c, const HttpResponse &r, bool keepAlive, const QByteArray &method)
{
    if (r.kind == HttpResponse::Stream && method == "GET" && r.status == 200) {
        c->stream = true;
        c->buffer.clear();
        c->deadline = 0;
        c->socket->write(httpResponseHead(r, true, false) + r.body);
        return;
    }
    const bool body = method != "HEAD" && r.status != 304;
    c->closing = !keepAlive;
    c->socket->write(httpResponseHead(r, keepAlive, r.status != 304)
                     + (body ? r.body : QByteArray()));
    arm(c, m_limits.idleMs);
}

} // namespace ctd
