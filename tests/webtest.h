#pragma once
// Shared by the players' page tests: a tournament to serve, a raw HTTP client
// (so that a test can send exactly the bytes it means, broken ones included),
// and catan-desk-cli serve as a process.

#include "storepass.h"
#include "tournament/details.h"
#include "tournament/results.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"
#include "tournament/tournament.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QTcpSocket>
#include <QTest>

namespace ctd::test {

/// Players of the served tournament: accents, a name that is markup, one with
/// arg() markers and quotes.
inline QStringList servedNames()
{
    return {"Anna Berg",
            "Bernd Özdemir",
            "Carla Souza",
            "Dario Ferreira",
            "Emil Krause",
            "Fatma Yıldız",
            "<script>alert(1)</script>",
            "%1 & \"%2\" 'x'",
            "Hanna Schäfer",
            "Ilse Vogt",
            "João Martins"};
}

inline QList<PlayerLine> fourLines(const QStringList &names, int shift)
{
    // A valid sheet of three or four; shift changes who wins.
    static const int vp[4][6] = {
        {2, 3, 1, 3, 11, 7}, {3, 2, 0, 1, 8, 4}, {4, 1, 0, 0, 9, 5}, {2, 0, 0, 2, 6, 3}};
    QList<PlayerLine> lines;
    for (qsizetype i = 0; i < names.size(); ++i) {
        const int *r = vp[(i + shift) % 4];
        PlayerLine l;
        l.name = names[i];
        l.settlements = r[0];
        l.cities = r[1];
        l.vpCards = r[2];
        l.knights = r[3];
        l.roads = r[4];
        l.longestRoad = r[5];
        lines.append(l);
    }
    return lines;
}

/// Round 1 complete, round 2 seated with `round2Results` of its tables saved.
inline bool makeServedTournament(const QString &path, int round2Results = 0)
{
    Tournament t;
    DbError e;
    if (!t.open(path, &e) || !t.roster().addPlayers(ctd::testPass(), servedNames(), &e))
        return false;
    TournamentInfo info = t.details().info();
    info.name = "Cup <b>&</b> 2026";
    info.date = QDate(2026, 4, 18);
    if (!t.details().setInfo(ctd::testPass(), info, &e))
        return false;
    QList<qint64> ids;
    for (const Player &p : t.roster().players())
        ids.append(p.id);
    // 11 players: tables of 4, 4, 3.
    const auto seat = [&ids](int rot) {
        QList<QList<qint64>> tables{{}, {}, {}};
        for (qsizetype i = 0; i < ids.size(); ++i)
            tables[i < 4 ? 0 : i < 8 ? 1 : 2].append(ids[(i * rot + rot) % ids.size()]);
        return tables;
    };
    if (!t.rounds().addRound(ctd::testPass(), seat(1), &e))
        return false;
    for (const SeatedTable &s : t.rounds().tables(1))
        if (!t.results().saveSheet(ctd::testPass(), 1, s.table, fourLines(s.names, s.table), false,
                                   &e))
            return false;
    if (!t.rounds().addRound(ctd::testPass(), seat(3), &e))
        return false;
    for (const SeatedTable &s : t.rounds().tables(2)) {
        if (s.table > round2Results)
            break;
        if (!t.results().saveSheet(ctd::testPass(), 2, s.table, fourLines(s.names, s.table + 1),
                                   false, &e))
            return false;
    }
    return true;
}

struct HttpReply
{
    int status = 0; ///< 0: no answer (closed or timed out)
    QByteArray head;
    QByteArray body;
    bool closed = false; ///< the server closed the connection
    QByteArray header(const QByteArray &name) const
    {
        for (const QByteArray &line : head.split('\n')) {
            const qsizetype colon = line.indexOf(':');
            if (colon > 0 && line.left(colon).trimmed().toLower() == name.toLower())
                return line.mid(colon + 1).trimmed();
        }
        return {};
    }
};

/// Reads one response (Connection: close or Content-Length) from a connected socket.
inline HttpReply readReply(QTcpSocket &s, int timeoutMs = 5000)
{
    HttpReply r;
    // Bytes of a following response read with this one wait on the socket.
    QByteArray all = s.property("rest").toByteArray();
    QElapsedTimer timer;
    timer.start();
    qsizetype headEnd = -1;
    qint64 length = -1;
    while (timer.elapsed() < timeoutMs) {
        if (headEnd < 0 && (headEnd = all.indexOf("\r\n\r\n")) >= 0) {
            r.head = all.left(headEnd);
            r.status = r.head.mid(9, 3).toInt();
            const QByteArray cl = r.header("Content-Length");
            length = cl.isEmpty() ? -1 : cl.toLongLong();
        }
        if (headEnd >= 0 && length >= 0 && all.size() - headEnd - 4 >= length)
            break;
        if (s.bytesAvailable() == 0 && s.state() != QAbstractSocket::ConnectedState) {
            r.closed = true;
            break;
        }
        if (s.bytesAvailable() == 0)
            s.waitForReadyRead(100);
        all += s.readAll();
        if (headEnd < 0 && (headEnd = all.indexOf("\r\n\r\n")) >= 0) {
            r.head = all.left(headEnd);
            r.status = r.head.mid(9, 3).toInt();
            const QByteArray cl = r.header("Content-Length");
            length = cl.isEmpty() ? -1 : cl.toLongLong();
        }
        if (headEnd >= 0 && length >= 0 && all.size() - headEnd - 4 >= length)
            break;
    }
    if (headEnd >= 0)
        r.body = all.mid(headEnd + 4, length >= 0 ? length : -1);
    s.setProperty("rest",
                  headEnd >= 0 && length >= 0 ? all.mid(headEnd + 4 + length) : QByteArray());
    return r;
}

/// Sends raw bytes to 127.0.0.1:port and reads the answer.
inline HttpReply sendRaw(quint16 port, const QByteArray &bytes, int timeoutMs = 5000)
{
    QTcpSocket s;
    s.connectToHost(QHostAddress::LocalHost, port);
    if (!s.waitForConnected(timeoutMs))
        return {};
    s.write(bytes);
    s.waitForBytesWritten(timeoutMs);
    return readReply(s, timeoutMs);
}

inline HttpReply get(quint16 port, const QByteArray &path, const QByteArray &extraHeaders = {})
{
    return sendRaw(port,
                   "GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
                       + extraHeaders + "\r\n");
}

/// catan-desk-cli --db FILE serve --port 0, started; the port it reports.
/// A GET whole (head and body) that lets the event loop run meanwhile: for
/// a server in the test's own process (the desk's).
inline QByteArray fetch(quint16 port, const QByteArray &path)
{
    QTcpSocket s;
    s.connectToHost(QHostAddress::LocalHost, port);
    QByteArray all;
    QObject::connect(&s, &QTcpSocket::connected, &s, [&s, &path] {
        s.write("GET " + path + " HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    });
    QObject::connect(&s, &QTcpSocket::readyRead, &s, [&s, &all] { all += s.readAll(); });
    (void)QTest::qWaitFor([&s] { return s.state() == QAbstractSocket::UnconnectedState; }, 10000);
    all += s.readAll();
    return all;
}

inline quint16 startServe(QProcess &p, const QString &db)
{
    p.setProgram(CATAN_CLI_PATH);
    p.setArguments({"--db", db, "serve", "--port", "0"});
    p.start();
    if (!p.waitForStarted())
        return 0;
    QByteArray err;
    QElapsedTimer t;
    t.start();
    while (!err.contains('\n') && t.elapsed() < 10000) {
        p.waitForReadyRead(200);
        err += p.readAllStandardError();
    }
    const QByteArray line = err.left(err.indexOf('\n'));
    if (!line.startsWith("note: serving http://127.0.0.1:"))
        return 0;
    return quint16(line.mid(line.lastIndexOf(':') + 1).chopped(1).toUInt());
}

inline void stopServe(QProcess &p)
{
    p.terminate();
    if (!p.waitForFinished(5000)) {
        p.kill();
        p.waitForFinished();
    }
}

} // namespace ctd::test
