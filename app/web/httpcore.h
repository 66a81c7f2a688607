#pragma once

#include "httpserver.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>

class QTcpServer;
class QTcpSocket;
class QTimer;

namespace ctd {

/// The head of an answer (status line and headers, with the length where asked).
QByteArray httpResponseHead(const HttpResponse &r, bool keepAlive, bool withLength);
/// An answer of the status alone, as plain text.
HttpResponse httpPlainStatus(int status);

/// Everything on the network: lives in the server's thread. The connections,
/// their limits and deadlines; HttpServer is its face in the owner's thread.
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

    HttpCore(HttpServer *outer, HttpServer::Handler handler);
    void start();
    bool listen(const QHostAddress &address, quint16 port);
    void closeAll();
    void shutdown();

    QTcpServer *server() const { return m_server; }
    HttpServer::Limits m_limits;
    HttpServer::Handler m_busy;
    void finish(quint64 id, const HttpResponse &r, bool keepAlive, const QByteArray &method);
    void toStreams(const QByteArray &bytes);

private:
    int capacity() const;
    void count();
    bool isIdle(const Connection *c) const;
    /// Closes the connection idle the longest (of `peerKey`, unless empty).
    bool closeOldestIdle(const QString &peerKey);
    void accept();
    void written(Connection *c);
    void refuse(QTcpSocket *socket);

    void arm(Connection *c, int ms) { c->deadline = m_clock.elapsed() + ms; }

    /// One timer for every connection's deadline (thousands of timers of
    /// their own would make each start and stop cost as much as all of them).
    void sweep();
    qsizetype requestRoom() const;
    /// `gently`: a connection with nothing in flight is closed as a server
    /// closes a kept-alive one (the browser asks again on a new one).
    void drop(Connection *c, bool gently);
    void fail(Connection *c, int status);
    void readFrom(Connection *c);
    void parse(Connection *c);
    void send(Connection *c, const HttpResponse &r, bool keepAlive, const QByteArray &method);

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

} // namespace ctd
