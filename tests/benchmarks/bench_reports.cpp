// Figures of the reports from the tables (not a test): the desk serving its
// players' page with reports on, in its own thread as the desk does, while
// 500 simulated phones poll the page as its script does (HEAD / every 2 s)
// and 125 tables report within five minutes, compressed into `--seconds`
// (60 by default): each table's phone checks the sheet after every typed
// cell (24 checks), sends it, and four players confirm it; meanwhile the
// desk saves a sheet of its own every 500 ms. Prints requests per second,
// the median and 99th percentile of a check and of a report, the reports
// lost or doubled (0 and 0, or the run failed), and the desk's keystroke to
// updated totals under that load beside idle. Runs offscreen.
//   bench_reports [--seconds S] [--phones N] [--tables T]
#include "../storepass.h"
#include "phonesheets.h"

#include "commands/reportcommands.h"
#include "readmodel/follower.h"
#include "sheet/sheeteditor.h"
#include "tournament/reports.h"
#include "tournament/results.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"
#include "tournament/tournament.h"
#include "web/playersserver.h"
#include "web/reportsserver.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMutex>
#include <QRandomGenerator>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>
#include <QUrl>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <memory>

using namespace ctd;
using namespace ctd::benchphones;

namespace {

int kSeconds = 60; ///< five minutes of reports, compressed
int kPhones = 500;
int kTables = 125;
constexpr int kPollMs = 2000;  ///< as the page's script asks
constexpr int kDeskTables = 5; ///< the desk's own tables, saved meanwhile

struct Figures
{
    QMutex mutex;
    QList<double> checks, reports;
    qint64 requests = 0, failures = 0;
    qint64 retries = 0;        ///< requests sent again after no answer or 503
    qint64 refused = 0;        ///< confirmations answered otherwise than 200
    QList<int> reportedTables; ///< tables whose report got 202
};

// The phones: a thread of their own, each request on a connection of its
// own (Connection: close), as many at once as the load asks.
class Phones : public QObject
{
public:
    struct Table
    {
        int table = 0;
        QByteArray code;
        QList<PlayerLine> lines;
    };

    Phones(quint16 port, QList<Table> tables, Figures *figures)
        : m_port(port)
        , m_tables(std::move(tables))
        , m_figures(figures)
    {
    }

    void start()
    {
        m_clock.start();
        // Every phone polls every 2 s, their first looks spread over 2 s.
        for (int p = 0; p < kPhones; ++p)
            QTimer::singleShot(p * kPollMs / kPhones, this, [this, p] { poll(p); });
        // The tables start typing at times spread over the first three
        // quarters, so that every one has sent within the window.
        const qint64 window = qint64(kSeconds) * 1000;
        for (qsizetype t = 0; t < m_tables.size(); ++t) {
            const int at = int(QRandomGenerator::global()->bounded(window * 3 / 4));
            QTimer::singleShot(at, this, [this, t] { step(t, 1); });
        }
    }

    bool pollingDone() const { return m_clock.elapsed() > qint64(kSeconds) * 1000; }

private:
    // One request; `done(status, body)` once, when the answer is whole or
    // the connection failed (status 0).
    void ask(const QByteArray &request, const QHostAddress &from,
             std::function<void(int, QByteArray)> done)
    {
        auto *s = new QTcpSocket(this);
        // Each phone from an address of its own, as on a venue's network
        // (the server holds at most 16 connections from one address).
        s->bind(from, 0);
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
                if (status == 0 || status >= 500)
                    ++m_figures->failures;
            }
            done(status, body < 0 ? QByteArray() : all->mid(body + 4));
            s->deleteLater();
        };
        QObject::connect(s, &QTcpSocket::connected, s, [s, request] { s->write(request); });
        QObject::connect(s, &QTcpSocket::readyRead, s, [s, all] { *all += s->readAll(); });
        QObject::connect(s, &QTcpSocket::disconnected, s, finish);
        QObject::connect(s, &QTcpSocket::errorOccurred, s,
                         [s, finish](QAbstractSocket::SocketError e) {
                             if (e == QAbstractSocket::RemoteHostClosedError)
                                 return;
                             finish();
                             s->abort();
                         });
        s->connectToHost(QHostAddress::LocalHost, m_port);
    }

    // 127.1.x.y for the polling phones, 127.2.x.y for the tables' phones.
    static QHostAddress phone(int group, int n)
    {
        return QHostAddress(quint32((127u << 24) | (quint32(group) << 16) | quint32(n / 250 << 8)
                                    | quint32(n % 250 + 1)));
    }

    static QByteArray post(const QByteArray &path, const QByteArray &body)
    {
        return "POST " + path
            + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nAccept-Language: de\r\n"
              "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: "
            + QByteArray::number(body.size()) + "\r\n\r\n" + body;
    }

    void poll(int p)
    {
        if (pollingDone())
            return;
        ask("HEAD / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", phone(1, p),
            [](int, const QByteArray &) {});
        QTimer::singleShot(kPollMs, this, [this, p] { poll(p); });
    }

    // Step 1..24: a check after each typed cell; 25: the report; 26..29: a
    // confirmation each. A gap between steps as people type, compressed. A
    // request the server could not take (no answer, 503) is sent again after
    // the gap, as a person taps again.
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
                ++m_figures->retries;
            }
            if (n < 29 || again)
                QTimer::singleShot(gap, this, [this, t, n, again] { step(t, again ? n : n + 1); });
        };
        QByteArray request;
        if (n <= 24) {
            request = post("/r/" + table.code + "/check", formOf(table.lines, n));
        } else if (n == 25) {
            request = post("/r/" + table.code, formOf(table.lines, 24));
        } else {
            const QByteArray player = QUrl::toPercentEncoding(table.lines[n - 26].name);
            request = post("/r/" + table.code + "/confirm",
                           "player=" + player + "&report=" + QByteArray::number(m_report.value(t)));
        }
        ask(request, phone(2, int(t)),
            [this, timer, after, t, n](int status, const QByteArray &body) {
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
                        ++m_figures->refused;
                }
                if (n == 25 && status == 202)
                    m_report[t] = QJsonDocument::fromJson(body)
                                      .object()
                                      .value(QStringLiteral("report"))
                                      .toInt();
                after(status);
            });
    }

    quint16 m_port;
    QList<Table> m_tables;
    Figures *m_figures;
    QElapsedTimer m_clock;
    QHash<qsizetype, int> m_report;
};

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const QStringList args = app.arguments();
    for (qsizetype i = 1; i + 1 < args.size(); ++i) {
        if (args[i] == QLatin1String("--seconds"))
            kSeconds = args[i + 1].toInt();
        else if (args[i] == QLatin1String("--phones"))
            kPhones = args[i + 1].toInt();
        else if (args[i] == QLatin1String("--tables"))
            kTables = args[i + 1].toInt();
    }

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("reports.catan"));
    Tournament t;
    DbError e;
    QStringList names;
    for (int i = 0; i < (kTables + kDeskTables) * 4; ++i)
        names.append(QStringLiteral("Player %1").arg(i + 1, 4, 10, QLatin1Char('0')));
    if (!t.open(path, &e) || !t.roster().addPlayers(testPass(), names, &e)) {
        std::fprintf(stderr, "bench_reports: %s\n", qPrintable(e.message));
        return 1;
    }
    QList<QList<qint64>> seating;
    const QList<Player> players = t.roster().players();
    for (qsizetype i = 0; i < players.size(); i += 4)
        seating.append({players[i].id, players[i + 1].id, players[i + 2].id, players[i + 3].id});
    if (!t.rounds().addRound(testPass(), seating, &e)) {
        std::fprintf(stderr, "bench_reports: %s\n", qPrintable(e.message));
        return 1;
    }
    const QList<SeatedTable> tables = t.rounds().tables(1);
    const QMap<int, QString> codes = t.reports().codes(1);

    // The desk: its tournament, the page's follower and server with
    // reports on, in this thread, and a sheet to type into.
    TournamentFollower follower;
    if (!follower.open(path, &e))
        return 1;
    PlayersServer server(&follower);
    ReportsServer reports(&t);
    server.setReports(&reports);
    if (!server.listen(QHostAddress::LocalHost, 0))
        return 1;
    SheetEditor editor;
    const SeatedTable &own = tables.last();
    editor.setTable(1, own.table, own.names, sheetFor(own.names));
    editor.resize(1000, 300);
    editor.show();
    if (!QTest::qWaitForWindowExposed(&editor))
        return 1;

    const auto keystrokes = [&editor](int count, int gapMs) {
        QList<double> times;
        QElapsedTimer timer;
        for (int i = 0; i < count; ++i) {
            editor.focusFirstCell();
            QWidget *cell = QApplication::focusWidget();
            timer.start();
            QTest::keyClick(cell, Qt::Key(Qt::Key_2 + i % 3));
            QCoreApplication::processEvents();
            times.append(double(timer.nsecsElapsed()) / 1e6);
            QTest::qWait(gapMs);
        }
        return times;
    };
    const QList<double> idle = keystrokes(40, 20);

    QList<Phones::Table> reporting;
    for (int i = 0; i < kTables; ++i)
        reporting.append(
            {tables[i].table, codes.value(tables[i].table).toLatin1(), sheetFor(tables[i].names)});
    Figures figures;
    QThread phoneThread;
    auto *phones = new Phones(server.http()->port(), reporting, &figures);
    phones->moveToThread(&phoneThread);
    QObject::connect(&phoneThread, &QThread::finished, phones, &QObject::deleteLater);
    phoneThread.start();
    QElapsedTimer run;
    run.start();
    QMetaObject::invokeMethod(phones, [phones] { phones->start(); });

    // The desk saves its own tables meanwhile, every 500 ms.
    int saves = 0;
    QTimer desk;
    QObject::connect(&desk, &QTimer::timeout, &desk, [&] {
        const SeatedTable &s = tables[kTables + saves % kDeskTables];
        DbError err;
        if (t.results().saveSheet(testPass(), 1, s.table, sheetFor(s.names, 10 + saves % 3), false,
                                  &err))
            ++saves;
    });
    desk.start(500);

    // Keystrokes under load, spread over the run.
    QList<double> loaded;
    while (run.elapsed() < qint64(kSeconds) * 1000) {
        loaded += keystrokes(1, 0);
        QTest::qWait(250);
    }
    // The last tables' confirmations.
    (void)QTest::qWaitFor(
        [&] {
            int confirmed = 0;
            for (int i = 0; i < kTables; ++i)
                confirmed += t.reports().table(1, tables[i].table).state == ReportState::Confirmed;
            return confirmed == kTables;
        },
        30000);
    const double seconds = double(run.elapsed()) / 1000;
    desk.stop();
    phoneThread.quit();
    phoneThread.wait();

    // Every table's report stored once, none lost, none doubled.
    int lost = 0, doubled = 0, unconfirmed = 0;
    for (int i = 0; i < kTables; ++i) {
        const TableReports r = t.reports().table(1, tables[i].table);
        lost += r.reports.isEmpty() ? 1 : 0;
        doubled += r.reports.size() > 1 ? int(r.reports.size()) - 1 : 0;
        unconfirmed += r.state == ReportState::Confirmed ? 0 : 1;
    }
    // A table whose phone never got its 202 lost its report too.
    lost = qMax(lost, kTables - int(figures.reportedTables.size()));

    std::printf("reports: %d phones polling every %d ms, %d tables reporting within %d s "
                "(5 minutes compressed), the desk saving every 500 ms\n",
                kPhones, kPollMs, kTables, kSeconds);
    std::printf("requests: %lld in %.1f s, %.0f requests/s; %lld not taken (no answer or "
                "503; the tables' phones sent %lld of them again)\n",
                figures.requests, seconds, double(figures.requests) / seconds, figures.failures,
                figures.retries);
    std::printf("check (POST /r/CODE/check): median %.2f ms, p99 %.2f ms of %lld\n",
                percentile(figures.checks, 0.5), percentile(figures.checks, 0.99),
                qint64(figures.checks.size()));
    std::printf("report (POST /r/CODE): median %.2f ms, p99 %.2f ms of %lld\n",
                percentile(figures.reports, 0.5), percentile(figures.reports, 0.99),
                qint64(figures.reports.size()));
    std::printf("reports lost: %d, doubled: %d, not confirmed by all four: %d, confirmations "
                "refused: %lld\n",
                lost, doubled, unconfirmed, figures.refused);
    std::printf("desk saves meanwhile: %d\n", saves);
    std::printf("keystroke to updated totals: median %.2f ms idle, %.2f ms under load (p99 "
                "%.2f ms of %lld)\n",
                percentile(idle, 0.5), percentile(loaded, 0.5), percentile(loaded, 0.99),
                qint64(loaded.size()));
    return lost == 0 && doubled == 0 ? 0 : 1;
}
