// The phones of bench_hall: each holds the players' page as a browser does,
// and the reporting ones type, check, report and confirm (see bench_hall.cpp).
#include "hallphones.h"
#include "phonesheets.h"

#include "web/httpserver.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QRandomGenerator>
#include <QSocketNotifier>
#include <QTcpSocket>
#include <QTimer>
#include <QUrl>

#include <algorithm>
#include <functional>

#include <unistd.h>

using namespace ctd;
using namespace ctd::benchphones;

namespace ctd::benchhall {

int kSeconds = 60;
int kPhones = 2000;
int kTables = 125;
int kAddresses = 125;

double residentMiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').first().toDouble() / 1024;
    }
    return 0;
}

namespace {

// Reads one whole answer with Content-Length from the front of `buffer`;
// -1: not whole yet. Status in *status, body in *body.
qsizetype takeAnswer(QByteArray *buffer, int *status, QByteArray *body)
{
    const qsizetype end = buffer->indexOf("\r\n\r\n");
    if (end < 0)
        return -1;
    const QByteArray head = buffer->left(end);
    qint64 length = 0;
    const qsizetype cl = head.toLower().indexOf("content-length:");
    if (cl >= 0) {
        const qsizetype eol = head.indexOf('\r', cl);
        length = head.mid(cl + 15, eol < 0 ? -1 : eol - cl - 15).trimmed().toLongLong();
    }
    if (buffer->size() < end + 4 + length)
        return -1;
    *status = head.startsWith("HTTP/1.1 ") ? head.mid(9, 3).toInt() : 0;
    *body = buffer->mid(end + 4, length);
    const qsizetype used = end + 4 + length;
    buffer->remove(0, used);
    return used;
}

QByteArray versionOf(QByteArray page)
{
    if (!page.startsWith('<')) // deflated (a zlib stream): qUncompress wants a size first
        page = qUncompress(QByteArray("\x00\x10\x00\x00", 4) + page);
    const qsizetype at = page.indexOf("data-version=\"");
    if (at < 0)
        return {};
    return page.mid(at + 14, page.indexOf('"', at + 14) - at - 14);
}

// The phones: a process of their own.
class Hall : public QObject
{
public:
    struct Table
    {
        int table = 0;
        QByteArray code;
        QList<PlayerLine> lines;
    };

    Hall(quint16 port, QList<Table> tables, Figures *figures)
        : m_port(port)
        , m_tables(std::move(tables))
        , m_figures(figures)
    {
    }

    ~Hall() override
    {
        // The sockets go first, quietly: closing one emits signals whose
        // handlers read this object's members.
        const QList<QTcpSocket *> sockets = findChildren<QTcpSocket *>();
        for (QTcpSocket *s : sockets)
            s->disconnect();
        qDeleteAll(sockets);
    }

    void start()
    {
        m_clock.start();
        // The phones open the page over the first 5 s (the hall fills up).
        for (int p = 0; p < kPhones; ++p)
            QTimer::singleShot(p * 5000 / kPhones, this, [this, p] { openPage(p); });
        const qint64 window = qint64(kSeconds) * 1000;
        for (qsizetype t = 0; t < m_tables.size(); ++t) {
            const int at = 5000 + int(QRandomGenerator::global()->bounded(window * 3 / 4));
            QTimer::singleShot(at, this, [this, t] { step(t, 1); });
        }
    }

    void count()
    {
        int open = 0;
        for (const Holder &h : std::as_const(m_holders))
            open += h.stream && h.streaming && h.stream->state() == QAbstractSocket::ConnectedState;
        QMutexLocker lock(&m_figures->mutex);
        m_figures->streamsOpen = open;
    }

private:
    struct Holder
    {
        QTcpSocket *stream = nullptr; ///< the page, then its event stream
        QTcpSocket *again = nullptr;  ///< the page fetched again (kept alive)
        QByteArray streamBuffer, againBuffer;
        QByteArray version;
        bool streaming = false;
        bool fetching = false;
        bool waiting = false;
    };

    static QHostAddress address(int phone)
    {
        return QHostAddress(quint32((127u << 24) | quint32(1 + phone % kAddresses)));
    }

    static QByteArray get(const QByteArray &path, const QByteArray &accept)
    {
        return "GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\nAccept: "
            + accept + "\r\nAccept-Language: de\r\nAccept-Encoding: gzip, deflate\r\n\r\n";
    }

    QTcpSocket *connectFrom(int phone)
    {
        auto *s = new QTcpSocket(this);
        s->bind(address(phone), 0);
        s->connectToHost(QHostAddress::LocalHost, m_port);
        return s;
    }

    void openPage(int p)
    {
        Holder &h = m_holders[p];
        h.stream = connectFrom(p);
        QTcpSocket *s = h.stream;
        connect(s, &QTcpSocket::connected, s, [s] { s->write(get("/", "text/html")); });
        connect(s, &QTcpSocket::readyRead, s, [this, p, s] {
            if (m_holders[p].stream == s)
                readStream(p);
        });
        connect(s, &QTcpSocket::disconnected, s, [this, p, s] {
            if (m_holders[p].stream == s)
                lostStream(p);
        });
        connect(s, &QTcpSocket::errorOccurred, s, [this, p, s] {
            if (m_holders[p].stream == s && s->state() != QAbstractSocket::ConnectedState)
                lostStream(p);
        });
    }

    void lostStream(int p)
    {
        Holder &h = m_holders[p];
        if (!h.stream)
            return;
        if (!h.streaming) {
            QMutexLocker lock(&m_figures->mutex);
            ++m_figures->streamsRefused;
        }
        h.stream->deleteLater();
        h.stream = nullptr;
        h.streaming = false;
        // A browser opens the stream again after its retry time.
        if (m_clock.elapsed() < qint64(kSeconds) * 1000)
            QTimer::singleShot(3000, this, [this, p] { openPage(p); });
    }

    void readStream(int p)
    {
        Holder &h = m_holders[p];
        h.streamBuffer += h.stream->readAll();
        if (!h.streaming) {
            int status = 0;
            QByteArray body;
            if (takeAnswer(&h.streamBuffer, &status, &body) < 0)
                return;
            {
                QMutexLocker lock(&m_figures->mutex);
                if (status == 200)
                    ++m_figures->pagesServed;
                else
                    ++m_figures->pagesRefused;
            }
            if (status != 200)
                return; // closed by the server: lostStream() tries again
            h.version = versionOf(body);
            h.streaming = true;
            h.streamBuffer.clear();
            {
                QMutexLocker lock(&m_figures->mutex);
                ++m_figures->streamsEver;
            }
            h.stream->write(get("/events", "text/event-stream"));
            return;
        }
        // The stream: its head, then events.
        for (;;) {
            const qsizetype end = h.streamBuffer.indexOf("\n\n");
            if (end < 0)
                return;
            const QByteArray event = h.streamBuffer.left(end);
            h.streamBuffer.remove(0, end + 2);
            const qsizetype data = event.indexOf("data: ");
            if (data < 0)
                continue;
            const QByteArray version = event.mid(data + 6).split('\n').first();
            {
                QMutexLocker lock(&m_figures->mutex);
                ++m_figures->events;
            }
            // The page's script: the changed page after a pause of up to 2 s
            // (so that a hall does not ask all at once), once for a burst.
            if (version != h.version && !h.waiting) {
                h.waiting = true;
                const int pause = int(QRandomGenerator::global()->bounded(2000));
                QTimer::singleShot(pause, this, [this, p, version] {
                    m_holders[p].waiting = false;
                    fetchAgain(p, version);
                });
            }
        }
    }

    // The page's script: the changed page on another kept-alive connection.
    void fetchAgain(int p, const QByteArray &version)
    {
        Holder &h = m_holders[p];
        h.version = version;
        if (h.fetching)
            return;
        h.fetching = true;
        if (!h.again || h.again->state() != QAbstractSocket::ConnectedState) {
            if (h.again)
                h.again->deleteLater();
            h.again = connectFrom(p);
            h.againBuffer.clear();
            QTcpSocket *s = h.again;
            connect(s, &QTcpSocket::connected, s, [s] { s->write(get("/", "*/*")); });
            connect(s, &QTcpSocket::readyRead, s, [this, p, s] {
                Holder &held = m_holders[p];
                if (held.again != s)
                    return;
                held.againBuffer += s->readAll();
                int status = 0;
                QByteArray body;
                if (takeAnswer(&held.againBuffer, &status, &body) < 0)
                    return;
                held.fetching = false;
                QMutexLocker lock(&m_figures->mutex);
                if (status == 200)
                    ++m_figures->pagesServed;
                else
                    ++m_figures->pagesRefused;
            });
            connect(s, &QTcpSocket::disconnected, s, [this, p, s] {
                Holder &held = m_holders[p];
                if (held.again == s && held.fetching) {
                    held.fetching = false;
                    QMutexLocker lock(&m_figures->mutex);
                    ++m_figures->pagesRefused;
                }
            });
        } else {
            h.again->write(get("/", "*/*"));
        }
    }

    // One reporting request on a connection of its own; `done(status, body)` once.
    void ask(const QByteArray &request, int phone, std::function<void(int, QByteArray)> done)
    {
        QTcpSocket *s = connectFrom(phone);
        auto all = std::make_shared<QByteArray>();
        auto finished = std::make_shared<bool>(false);
        const auto finish = [this, s, all, finished, done] {
            if (*finished)
                return;
            *finished = true;
            *all += s->readAll();
            const int status = all->startsWith("HTTP/1.1 ") ? all->mid(9, 3).toInt() : 0;
            const qsizetype body = all->indexOf("\r\n\r\n");
            {
                QMutexLocker lock(&m_figures->mutex);
                ++m_figures->requests;
            }
            done(status, body < 0 ? QByteArray() : all->mid(body + 4));
            s->deleteLater();
        };
        connect(s, &QTcpSocket::connected, s, [s, request] { s->write(request); });
        connect(s, &QTcpSocket::readyRead, s, [s, all] { *all += s->readAll(); });
        connect(s, &QTcpSocket::disconnected, s, finish);
        connect(s, &QTcpSocket::errorOccurred, s, [s, finish](QAbstractSocket::SocketError e) {
            if (e == QAbstractSocket::RemoteHostClosedError)
                return;
            finish();
            s->abort();
        });
    }

    static QByteArray post(const QByteArray &path, const QByteArray &body)
    {
        return "POST " + path
            + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nAccept-Language: de\r\n"
              "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: "
            + QByteArray::number(body.size()) + "\r\n\r\n" + body;
    }

    // Step 1..24: a check after each typed cell; 25: the report; 26..29: a
    // confirmation from each player's phone. A request the server did not
    // take (no answer, 5xx) is sent again after the gap, as a person taps again.
    void step(qsizetype t, int n)
    {
        const Table &table = m_tables[t];
        const int gap = qMax(1, kSeconds * 1000 / 300 * 2); // 2 s a cell, compressed
        auto timer = std::make_shared<QElapsedTimer>();
        timer->start();
        const auto after = [this, t, n, gap](int status) {
            const bool again = status == 0 || status >= 500;
            if (again) {
                QMutexLocker lock(&m_figures->mutex);
                ++m_figures->refused;
            }
            if ((n < 29 || again) && m_clock.elapsed() < qint64(kSeconds) * 1000 + 30000)
                QTimer::singleShot(gap, this, [this, t, n, again] { step(t, again ? n : n + 1); });
        };
        QByteArray request;
        int phone = int(t) * 4; // the table's first player's phone
        if (n <= 24) {
            request = post("/r/" + table.code + "/check", "x=1&" + formOf(table.lines, n).mid(4));
        } else if (n == 25) {
            request = post("/r/" + table.code, formOf(table.lines, 24));
        } else {
            phone += n - 26;
            const QByteArray player = QUrl::toPercentEncoding(table.lines[n - 26].name);
            request = post("/r/" + table.code + "/confirm",
                           "player=" + player + "&report=" + QByteArray::number(m_report.value(t)));
        }
        ask(request, phone, [this, timer, after, t, n](int status, const QByteArray &body) {
            const double ms = double(timer->nsecsElapsed()) / 1e6;
            const bool answered = status > 0 && status < 500;
            {
                QMutexLocker lock(&m_figures->mutex);
                if (answered && n <= 24)
                    m_figures->checks.append(ms);
                if (answered && n == 25)
                    m_figures->reports.append(ms);
                if (status == 202)
                    m_figures->reportedTables.append(m_tables[t].table);
                if (answered && n > 25 && status != 200)
                    ++m_figures->confirmRefused;
            }
            if (n == 25 && status == 202)
                m_report[t] =
                    QJsonDocument::fromJson(body).object().value(QStringLiteral("report")).toInt();
            after(status);
        });
    }

    quint16 m_port;
    QList<Table> m_tables;
    Figures *m_figures;
    QElapsedTimer m_clock;
    QHash<qsizetype, int> m_report;
    QHash<int, Holder> m_holders;
};

} // namespace

void readArguments(const QStringList &args)
{
    for (qsizetype i = 1; i + 1 < args.size(); ++i) {
        if (args[i] == QLatin1String("--seconds"))
            kSeconds = args[i + 1].toInt();
        else if (args[i] == QLatin1String("--phones"))
            kPhones = args[i + 1].toInt();
        else if (args[i] == QLatin1String("--tables"))
            kTables = args[i + 1].toInt();
        else if (args[i] == QLatin1String("--addresses"))
            kAddresses = qBound(1, args[i + 1].toInt(), 250);
    }
    kTables = qMin(kTables, kPhones / 4);
}

// The phones' process: `--phones-of PORT FILE` (FILE: the reporting tables
// as JSON). Says "started" on its standard output, and when a line comes on
// its standard input, counts the streams held, writes its figures as one
// line of JSON and ends.
int phones(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    readArguments(args);
    const qsizetype at = args.indexOf(QLatin1String("--phones-of"));
    if (at < 0 || at + 2 >= args.size())
        return 2;
    const auto port = quint16(args[at + 1].toUInt());
    QFile file(args[at + 2]);
    if (!file.open(QIODevice::ReadOnly))
        return 2;
    QList<Hall::Table> tables;
    for (const QJsonValue v : QJsonDocument::fromJson(file.readAll()).array()) {
        const QJsonObject o = v.toObject();
        QStringList names;
        for (const QJsonValue n : o.value(QStringLiteral("names")).toArray())
            names.append(n.toString());
        tables.append({o.value(QStringLiteral("table")).toInt(),
                       o.value(QStringLiteral("code")).toString().toLatin1(), sheetFor(names)});
    }
    // Two sockets a phone, and the reporting ones besides.
    (void)HttpServer::raiseOpenFileLimit();
    Figures figures;
    Hall hall(port, tables, &figures);
    hall.start();
    QSocketNotifier input(STDIN_FILENO, QSocketNotifier::Read);
    QObject::connect(&input, &QSocketNotifier::activated, &app, [&] {
        input.setEnabled(false);
        hall.count();
        const QByteArray out = figures.toJson() + '\n';
        (void)::write(STDOUT_FILENO, out.constData(), size_t(out.size()));
        app.quit();
    });
    (void)::write(STDOUT_FILENO, "started\n", 8);
    return app.exec();
}

} // namespace ctd::benchhall
