#include "httpserver.h"

#include "httpcore.h"

#include <QAbstractEventDispatcher>
#include <QMutexLocker>
#include <QTcpServer>

#include <sys/resource.h>

namespace ctd {

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
    const HttpResponse r = m_ownerHandler ? m_ownerHandler(request) : httpPlainStatus(404);
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
