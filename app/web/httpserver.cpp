#include "httpserver.h"

#include <QAbstractEventDispatcher>
#include <QElapsedTimer>
#include <QHash>
#include <QMutexLocker>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

#include <sys/resource.h>

#include <algorithm>

namespace ctd {

namespace {

QByteArray head(const HttpResponse &r, bool keepAlive, bool withLength)
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

HttpResponse plainStatus(int status)
{
    HttpResponse r;
    r.status = status;
    r.body = QByteArray::number(status) + ' ' + HttpServer::reason(status) + '\n';
    r.headers.append(
        {QByteArrayLiteral("Content-Type"), QByteArrayLiteral("text/plain; charset=utf-8")});
    return r;
}

} // namespace

/// Everything on the network: lives in the server's thread.
class HttpCore : public QObject
{
public:
    struct Connection
    {
        quint64 id = 0;
        QTcpSocket *socket = nullptr;
        qint64 deadline = 0; ///< the request's deadline, then the idle deadline (0: none)
        QByteArray buffer;   ///< bytes of the request not yet answered, bounded
        QHostAddress peer;
        QString peerKey;
        int served = 0;
        qint64 idleSince = 0;
        bool closing = false; ///< answered for the last time: no more reading
        bool waiting = false; ///< its request is with the owner's handler
        bool stream = false;  ///< an event stream: written to by broadcast()
    };

    HttpCore(HttpServer *outer, HttpServer::Handler handler)
        : m_outer(outer)
        , m_handler(std::move(handler))
    {
        m_clock.start();
    }

    void start()
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

    bool listen(const QHostAddress &address, quint16 port)
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

    void closeAll()
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

    void shutdown()
    {
        closeAll();
        delete m_server;
        m_server = nullptr;
    }

    QTcpServer *server() const { return m_server; }
    HttpServer::Limits m_limits;
    HttpServer::Handler m_busy;

    void finish(quint64 id, const HttpResponse &r, bool keepAlive, const QByteArray &method)
    {
        Connection *c = m_connections.value(id);
        if (!c || !c->waiting)
            return;
        c->waiting = false;
        send(c, r, keepAlive, method);
        if (!c->closing)
            parse(c);
    }

    void toStreams(const QByteArray &bytes)
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

private:
    int capacity() const
    {
        static const qint64 files = HttpServer::raiseOpenFileLimit();
        // Room kept for the database, the log and what the program opens besides.
        return int(qMin<qint64>(m_limits.connections, qMax<qint64>(16, files - 128)));
    }

    void count()
    {
        qint64 n = 0;
        for (const Connection *c : std::as_const(m_connections))
            n += c->socket->bytesToWrite() + c->socket->bytesAvailable() + c->buffer.size();
        m_outer->m_pending.storeRelaxed(n);
        m_outer->m_open.storeRelaxed(int(m_connections.size()));
    }

    bool isIdle(const Connection *c) const
    {
        return c->served > 0 && !c->stream && !c->waiting && !c->closing && c->buffer.isEmpty()
            && c->socket->bytesToWrite() == 0 && c->socket->bytesAvailable() == 0;
    }

    /// Closes the connection idle the longest (of `peerKey`, unless empty).
    bool closeOldestIdle(const QString &peerKey)
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

    void accept()
    {
        while (QTcpSocket *socket = m_server->nextPendingConnection()) {
            const QHostAddress peer = socket->peerAddress();
            const QString key = peer.toString();
            if (m_perAddress.value(key) >= m_limits.connectionsPerAddress
                && !closeOldestIdle(key)) {
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

    void written(Connection *c)
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

    void refuse(QTcpSocket *socket)
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
            HttpResponse r = plainStatus(503);
            if (p.outcome == HttpParse::Request && m_busy)
                r = m_busy(p.request);
            r.status = 503;
            r.headers.append({QByteArrayLiteral("Retry-After"), QByteArrayLiteral("5")});
            socket->write(head(r, false, true)
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

    void arm(Connection *c, int ms) { c->deadline = m_clock.elapsed() + ms; }

    /// One timer for every connection's deadline (thousands of timers of
    /// their own would make each start and stop cost as much as all of them).
    void sweep()
    {
        const qint64 now = m_clock.elapsed();
        const QList<Connection *> open = m_connections.values();
        for (Connection *c : open) {
            if (c->deadline == 0 || c->deadline > now)
                continue;
            // Half a request when the time is up: 408; otherwise idle or a reader that stalled.
            if (!c->buffer.isEmpty() && !c->closing && !c->waiting
                && c->socket->bytesToWrite() == 0)
                fail(c, 408);
            else
                drop(c, c->socket->bytesToWrite() == 0);
        }
    }

    qsizetype requestRoom() const
    {
        return qsizetype(m_limits.headerBytes) + 4 + m_limits.bodyBytes;
    }

    /// `gently`: a connection with nothing in flight is closed as a server
    /// closes a kept-alive one (the browser asks again on a new one).
    void drop(Connection *c, bool gently)
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

    void fail(Connection *c, int status)
    {
        HttpResponse r = plainStatus(status);
        if (status == 405)
            r.headers.append({QByteArrayLiteral("Allow"),
                              m_limits.bodyBytes > 0 ? QByteArrayLiteral("GET, HEAD, POST")
                                                     : QByteArrayLiteral("GET, HEAD")});
        c->buffer.clear();
        c->closing = true;
        c->socket->write(head(r, false, true) + r.body);
        arm(c, m_limits.idleMs);
    }

    void readFrom(Connection *c)
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

    void parse(Connection *c)
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
                    outer,
                    [outer, id, request, keepAlive] { outer->runLater(id, request, keepAlive); },
                    Qt::QueuedConnection);
                return;
            }
            send(c, r, keepAlive, p.request.method);
        }
    }

    void send(Connection *c, const HttpResponse &r, bool keepAlive, const QByteArray &method)
    {
        if (r.kind == HttpResponse::Stream && method == "GET" && r.status == 200) {
            c->stream = true;
            c->buffer.clear();
            c->deadline = 0;
            c->socket->write(head(r, true, false) + r.body);
            return;
        }
        const bool body = method != "HEAD" && r.status != 304;
        c->closing = !keepAlive;
        c->socket->write(head(r, keepAlive, r.status != 304) + (body ? r.body : QByteArray()));
        arm(c, m_limits.idleMs);
    }

    HttpServer *m_outer;
    HttpServer::Handler m_handler;
    QTcpServer *m_server = nullptr;
    QTimer *m_comment = nullptr;
    QTimer *m_stats = nullptr;
    QTimer *m_sweep = nullptr;
    QElapsedTimer m_clock;
    QHash<quint64, Connection *> m_connections;
    QHash<QString, int> m_perAddress;
    quint64 m_nextId = 0;
    int m_refusing = 0; ///< sockets being told 503 before they are closed
};

HttpServer::HttpServer(Handler handler, QObject *parent)
    : QObject(parent)
    , m_core(new HttpCore(this, std::move(handler)))
{
    m_thread.setObjectName(QStringLiteral("http server"));
    m_core->moveToThread(&m_thread);
    // The network thread runs Qt's own poll() loop, not GLib's: GLib keeps a
    // socket's poll in lists as long as the connections, so that with
    // thousands open every write and every loop costs thousands (a full hall
    // answered four times slower). Qt reads QT_NO_THREADED_GLIB when a
    // thread makes its loop (the window's thread keeps GLib's); it is set
    // only until this thread's loop is made, unless it was set before.
    const bool chosen = !qEnvironmentVariableIsEmpty("QT_NO_GLIB")
        || !qEnvironmentVariableIsEmpty("QT_NO_THREADED_GLIB");
    if (!chosen)
        qputenv("QT_NO_THREADED_GLIB", "1");
    m_thread.start();
    QMetaObject::invokeMethod(
        m_core, [this] { m_core->start(); }, Qt::BlockingQueuedConnection);
    if (!chosen)
        qunsetenv("QT_NO_THREADED_GLIB");
}

HttpServer::~HttpServer()
{
    QMetaObject::invokeMethod(
        m_core, [this] { m_core->shutdown(); }, Qt::BlockingQueuedConnection);
    m_thread.quit();
    m_thread.wait();
    delete m_core;
}

void HttpServer::setBusyPage(Handler page)
{
    QMetaObject::invokeMethod(
        m_core, [this, page] { m_core->m_busy = page; }, Qt::BlockingQueuedConnection);
}

void HttpServer::setLimits(const Limits &limits)
{
    {
        QMutexLocker lock(&m_mutex);
        m_limits = limits;
    }
    QMetaObject::invokeMethod(
        m_core, [this, limits] { m_core->m_limits = limits; }, Qt::BlockingQueuedConnection);
}

HttpServer::Limits HttpServer::limits() const
{
    QMutexLocker lock(&m_mutex);
    return m_limits;
}

bool HttpServer::listen(const QHostAddress &address, quint16 port)
{
    bool ok = false;
    QHostAddress at;
    quint16 on = 0;
    QString error;
    QMetaObject::invokeMethod(
        m_core,
        [&] {
            ok = m_core->listen(address, port);
            at = m_core->server()->serverAddress();
            on = m_core->server()->serverPort();
            error = m_core->server()->errorString();
        },
        Qt::BlockingQueuedConnection);
    QMutexLocker lock(&m_mutex);
    m_listening = ok;
    m_address = ok ? at : QHostAddress();
    m_port = ok ? on : 0;
    m_error = error;
    return ok;
}

void HttpServer::close()
{
    QMetaObject::invokeMethod(
        m_core, [this] { m_core->closeAll(); }, Qt::BlockingQueuedConnection);
    QMutexLocker lock(&m_mutex);
    m_listening = false;
}

bool HttpServer::isListening() const
{
    QMutexLocker lock(&m_mutex);
    return m_listening;
}

QHostAddress HttpServer::address() const
{
    QMutexLocker lock(&m_mutex);
    return m_address;
}

quint16 HttpServer::port() const
{
    QMutexLocker lock(&m_mutex);
    return m_port;
}

QString HttpServer::errorString() const
{
    QMutexLocker lock(&m_mutex);
    return m_error;
}

QByteArray HttpServer::loopName() const
{
    const QAbstractEventDispatcher *loop = m_thread.eventDispatcher();
    return loop ? QByteArray(loop->metaObject()->className()) : QByteArray();
}

void HttpServer::broadcast(const QByteArray &bytes)
{
    QMetaObject::invokeMethod(
        m_core, [this, bytes] { m_core->toStreams(bytes); }, Qt::QueuedConnection);
}

void HttpServer::runLater(quint64 connection, const HttpRequest &request, bool keepAlive)
{
    const HttpResponse r = m_ownerHandler ? m_ownerHandler(request) : plainStatus(404);
    HttpCore *core = m_core;
    const QByteArray method = request.method;
    QMetaObject::invokeMethod(
        core,
        [core, connection, r, keepAlive, method] {
            core->finish(connection, r, keepAlive, method);
        },
        Qt::QueuedConnection);
}

qint64 HttpServer::raiseOpenFileLimit()
{
    static const qint64 soft = [] {
        rlimit l{};
        if (::getrlimit(RLIMIT_NOFILE, &l) != 0)
            return qint64(1024);
        if (l.rlim_cur < l.rlim_max) {
            rlimit raised = l;
            raised.rlim_cur = l.rlim_max;
            if (::setrlimit(RLIMIT_NOFILE, &raised) == 0)
                l = raised;
        }
        return l.rlim_cur == RLIM_INFINITY ? qint64(1) << 20 : qint64(l.rlim_cur);
    }();
    return soft;
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
    case 507:
        return QByteArrayLiteral("Insufficient Storage");
    default:
        return QByteArrayLiteral("Error");
    }
}

} // namespace ctd
