// Figures of the players' page (not a test): catan-desk-cli serve on a
// championship-sized tournament (2,000 players, 8 rounds), loaded by 8
// keep-alive clients for the page in German, with and without a desk saving
// a sheet every 100 ms beside it (alternating); the server's memory; and the time from a
// save to the server answering with it (median of 21, beside the median of
// a plain request as the floor).
//   bench_players_page [CLI]        (default: catan-desk-cli beside the build)
#include "../storepass.h"
#include "bigtournament.h"
#include "tournament/results.h"
#include "tournament/rounds.h"
#include "tournament/tournament.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTextStream>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <memory>

using namespace ctd;

namespace {

constexpr int kPlayers = 2000;
constexpr int kRounds = 8;
constexpr int kClients = 8;
constexpr int kSeconds = 3;
constexpr int kPasses = 3;

QTextStream out(stdout);

double median(QList<double> v)
{
    std::sort(v.begin(), v.end());
    return v.isEmpty() ? 0 : v[v.size() / 2];
}

// The same valid sheet with one road more or less for the first player, so
// that every save writes a new version.
QList<PlayerLine> changed(QList<PlayerLine> lines)
{
    PlayerLine &p = lines[0];
    p.roads = p.roads < 15 ? p.roads + 1 : p.roads - 1;
    p.longestRoad = qMin(p.longestRoad, p.roads);
    return lines;
}

// The desk beside the server: a save every 100 ms until stopped.
int writer(const QString &path)
{
    Tournament t;
    DbError e;
    if (!t.open(path, &e)) {
        QTextStream(stderr) << e.message << '\n';
        return 1;
    }
    const QList<SeatedTable> tables = t.rounds().tables(kRounds);
    for (int n = 0;; ++n) {
        const SeatedTable &table = tables[n % tables.size()];
        const std::optional<StoredSheet> stored = t.results().sheet(kRounds, table.table);
        if (!stored
            || !t.results().saveSheet(testPass(), kRounds, table.table, changed(stored->lines),
                                      false, &e))
            return 1;
        QThread::msleep(100);
    }
}

// Keeps kClients connections busy with GET / for `seconds`; responses per second, each second.
QList<double> load(quint16 port, int seconds)
{
    struct Client
    {
        QTcpSocket socket;
        QByteArray buffer;
    };
    const QByteArray request = "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Language: de\r\n\r\n";
    QList<int> perSecond(seconds, 0);
    QElapsedTimer clock;
    std::vector<std::unique_ptr<Client>> clients;
    for (int i = 0; i < kClients; ++i) {
        auto c = std::make_unique<Client>();
        Client *raw = c.get();
        QObject::connect(&raw->socket, &QTcpSocket::connected,
                         [raw, &request] { raw->socket.write(request); });
        QObject::connect(
            &raw->socket, &QTcpSocket::readyRead, [raw, &request, &perSecond, &clock, seconds] {
                raw->buffer += raw->socket.readAll();
                for (;;) {
                    const qsizetype end = raw->buffer.indexOf("\r\n\r\n");
                    if (end < 0)
                        return;
                    const qsizetype at = raw->buffer.indexOf("Content-Length: ");
                    const qsizetype eol = raw->buffer.indexOf("\r\n", at);
                    const qsizetype length = raw->buffer.mid(at + 16, eol - at - 16).toLongLong();
                    if (raw->buffer.size() < end + 4 + length)
                        return;
                    raw->buffer.remove(0, end + 4 + length);
                    const qint64 second = clock.elapsed() / 1000;
                    if (second < seconds)
                        ++perSecond[int(second)];
                    raw->socket.write(request);
                }
            });
        QObject::connect(&raw->socket, &QTcpSocket::disconnected, [raw, port] {
            raw->buffer.clear();
            raw->socket.connectToHost(QHostAddress::LocalHost, port); // after 100 requests
        });
        clients.push_back(std::move(c));
    }
    clock.start();
    for (auto &c : clients)
        c->socket.connectToHost(QHostAddress::LocalHost, port);
    QEventLoop loop;
    QTimer::singleShot(seconds * 1000, &loop, &QEventLoop::quit);
    loop.exec();
    for (auto &c : clients)
        c->socket.abort();
    QList<double> rates;
    for (int n : perSecond)
        rates.append(n);
    return rates;
}

QByteArray header(quint16 port, const QByteArray &method, const QByteArray &path,
                  const QByteArray &name)
{
    QTcpSocket s;
    s.connectToHost(QHostAddress::LocalHost, port);
    s.waitForConnected(5000);
    s.write(method + ' ' + path + " HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    QByteArray all;
    while (s.waitForReadyRead(5000))
        all += s.readAll();
    const qsizetype at = all.indexOf(QByteArray(name + ": "));
    return at < 0 ? QByteArray()
                  : all.mid(at + name.size() + 2, all.indexOf("\r\n", at) - at - name.size() - 2);
}

qint64 kib(qint64 pid, const QByteArray &field)
{
    QFile f(QStringLiteral("/proc/%1/status").arg(pid));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : f.readAll().split('\n'))
        if (line.startsWith(QByteArray(field + ':')))
            return line.mid(field.size() + 1).trimmed().split(' ').first().toLongLong();
    return -1;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() == 3 && args[1] == QLatin1String("--writer"))
        return writer(args[2]);
    const QString cli = args.size() > 1
        ? args[1]
        : QCoreApplication::applicationDirPath() + "/../../catan-desk-cli";

    QTemporaryDir dir;
    const QString path = dir.filePath("championship.sqlite");
    {
        Tournament t;
        DbError e;
        QList<Problem> problems;
        if (!t.open(path, &e)
            || !t.results().importResults(
                testPass(), bench::bigTournament(kPlayers, kRounds, 20240518), &problems, &e)) {
            out << "cannot build the tournament: " << e.message << '\n';
            return 1;
        }
    }
    QProcess serve;
    serve.setReadChannel(QProcess::StandardError);
    serve.start(cli, {"--db", path, "serve", "--port", "0"});
    QByteArray note;
    while (!note.contains('\n') && serve.waitForReadyRead(30000))
        note += serve.readAllStandardError();
    const quint16 port = quint16(note.mid(note.lastIndexOf(':') + 1).chopped(2).toUInt());
    if (port == 0) {
        out << "serve did not start: " << note << '\n';
        return 1;
    }
    const qint64 rssStart = kib(serve.processId(), "VmRSS");
    const qint64 pageBytes = header(port, "HEAD", "/", "Content-Length").toLongLong();
    out << "tournament: " << kPlayers << " players, " << kRounds << " rounds; page in German "
        << pageBytes / 1024 << " KiB; " << kClients << " keep-alive clients; " << kPasses << " x "
        << kSeconds << " s of each load, alternating; medians of 1-second counts\n";

    // The two kinds of load alternate, so that the machine's other work
    // falls on both alike.
    QList<double> quietRates, savingRates;
    for (int pass = 0; pass < kPasses; ++pass) {
        quietRates += load(port, kSeconds);
        QProcess desk;
        desk.start(QCoreApplication::applicationFilePath(), {"--writer", path});
        desk.waitForStarted();
        QThread::msleep(300);
        savingRates += load(port, kSeconds);
        desk.kill();
        desk.waitForFinished();
    }
    const double quiet = median(quietRates);
    const double saving = median(savingRates);
    out << "requests/s, no saves (floor):        " << quiet << '\n';
    out << "requests/s, a save every 100 ms:     " << saving << " ("
        << QString::number(saving / quiet, 'f', 2) << " x the floor)\n";
    out << "server memory: " << rssStart / 1024 << " MiB after start, "
        << kib(serve.processId(), "VmRSS") / 1024 << " MiB after the load, peak "
        << kib(serve.processId(), "VmHWM") / 1024 << " MiB\n";

    // From a save returning to the server answering with a new version.
    Tournament t;
    DbError e;
    if (!t.open(path, &e)) {
        out << e.message << '\n';
        return 1;
    }
    QList<double> follow, plain;
    const QList<SeatedTable> tables = t.rounds().tables(kRounds);
    for (int i = 0; i < 21; ++i) {
        QElapsedTimer get;
        get.start();
        const QByteArray before = header(port, "HEAD", "/", "ETag");
        plain.append(get.nsecsElapsed() / 1e6);
        const SeatedTable &table = tables[i];
        const QList<PlayerLine> lines = changed(t.results().sheet(kRounds, table.table)->lines);
        if (!t.results().saveSheet(testPass(), kRounds, table.table, lines, false, &e)) {
            out << e.message << '\n';
            return 1;
        }
        QElapsedTimer since;
        since.start();
        while (header(port, "HEAD", "/", "ETag") == before && since.elapsed() < 10000)
            QThread::msleep(5);
        follow.append(since.nsecsElapsed() / 1e6);
        QThread::msleep(50 + 37 * (i % 7)); // saves land at different moments of the server's look
    }
    out << "save to page, median of 21:          " << QString::number(median(follow), 'f', 0)
        << " ms (max " << QString::number(*std::max_element(follow.begin(), follow.end()), 'f', 0)
        << " ms; the server is told of each write)\n";
    out << "plain request, median (floor):       " << QString::number(median(plain), 'f', 1)
        << " ms\n";
    serve.terminate();
    serve.waitForFinished();
    return 0;
}
