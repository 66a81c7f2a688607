#pragma once

#include "httpparser.h"

#include <QAtomicInteger>
#include <QByteArray>
#include <QHostAddress>
#include <QList>
#include <QMutex>
#include <QObject>
#include <QPair>
#include <QThread>

#include <functional>

namespace ctd {

struct HttpResponse
{
    enum Kind {
        Whole, ///< an answer as it is
        Later, ///< the owner's handler answers it, in the owner's thread (see setOwnerHandler)
        Stream ///< the head and body are sent and the connection stays open for broadcast()
    };
    int status = 200;
    QList<QPair<QByteArray, QByteArray>> headers;
    QByteArray body;
    Kind kind = Whole;

    static HttpResponse later()
    {
        HttpResponse r;
        r.kind = Later;
        return r;
    }
};

class HttpCore;

/// A small HTTP/1.1 server made to be left open in a full hall. Its network
/// work (every socket, every deadline) runs in a thread of its own, so that
/// nothing in the thread that made it (the desk's window) waits on a phone and
/// no phone waits on a repaint. It reads requests with `HttpParse`
/// (httpparser.h): GET and HEAD, and POST with a body of at most
/// `Limits::bodyBytes` only where that is not 0 (405 otherwise); at most
/// `Limits::headerBytes` of a header (431 beyond).
///
/// It cuts off a client that has not sent a whole request within
/// `Limits::requestMs`, closes a connection left idle for `Limits::idleMs`,
/// takes at most `Limits::connections` connections at once (and no more than
/// the process may open) and `Limits::connectionsPerAddress` from one
/// address. When full it first closes the connection idle the longest (of
/// that address, when the address is full); only when none is idle does it
/// answer 503 (the busy page, see setBusyPage) and close. It holds one answer
/// at a time for each connection.
///
/// The handler runs in the network thread: it must only read what is safe to
/// read there. A request it answers HttpResponse::later() goes to the owner's
/// handler in this object's thread, and its answer back. A Stream answer
/// (Server-Sent Events) keeps the connection: broadcast() writes to every
/// stream, and a comment line goes to each at least every `Limits::streamCommentMs`.
class HttpServer : public QObject
{
    Q_OBJECT

public:
    using Limits = HttpLimits;

    using Handler = std::function<HttpResponse(const HttpRequest &)>;

    /// `handler` runs in the server's network thread.
    explicit HttpServer(Handler handler, QObject *parent = nullptr);
    ~HttpServer() override;

    /// Answers what the handler left for later, in this object's thread.
    void setOwnerHandler(Handler handler) { m_ownerHandler = std::move(handler); }
    /// The answer to a request that comes when the server is full (the
    /// request is read as far as it fits 4 KiB): runs in the network thread.
    void setBusyPage(Handler page);

    void setLimits(const Limits &limits);
    Limits limits() const;

    /// Port 0 picks a free one.
    bool listen(const QHostAddress &address, quint16 port);
    void close();
    bool isListening() const;
    QHostAddress address() const;
    quint16 port() const;
    QString errorString() const;
    int openConnections() const { return m_open.loadRelaxed(); }
    /// Bytes held for all connections: answers not yet sent, requests not yet
    /// answered, and what Qt has read from the network for them.
    qint64 pendingBytes() const { return m_pending.loadRelaxed(); }
    /// Connections the server closed because they were idle when it was full.
    qint64 idleClosed() const { return m_idleClosed.loadRelaxed(); }
    /// Connections answered 503 because the server (or their address) was full.
    qint64 refused() const { return m_refused.loadRelaxed(); }

    /// The class of the network thread's event loop ("QEventDispatcherUNIX":
    /// Qt's poll() loop, not GLib's).
    QByteArray loopName() const;

    /// Writes `bytes` to every open stream (from any thread).
    void broadcast(const QByteArray &bytes);

    /// The status line's words for the codes this server sends.
    static QByteArray reason(int status);
    /// The soft limit of open files raised to the hard one (once per process);
    /// the soft limit as it is then.
    static qint64 raiseOpenFileLimit();

private:
    friend class HttpCore;
    void runLater(quint64 connection, const HttpRequest &request, bool keepAlive);

    Handler m_ownerHandler;
    mutable QMutex m_mutex; ///< guards m_limits, m_address, m_port, m_error, m_listening
    Limits m_limits;
    QHostAddress m_address;
    quint16 m_port = 0;
    QString m_error;
    bool m_listening = false;
    QAtomicInt m_open{0};
    QAtomicInteger<qint64> m_pending{0};
    QAtomicInteger<qint64> m_idleClosed{0};
    QAtomicInteger<qint64> m_refused{0};
    QThread m_thread;
    HttpCore *m_core;
};

} // namespace ctd
