#pragma once

#include "httpserver.h"

#include <QHash>
#include <QHostAddress>
#include <QList>
#include <QObject>

#include <functional>
#include <memory>

namespace ctd {

class GuessLimiter;
class Tournament;
struct ReportPageData;

/// Reports from the tables over HTTP (docs/formats.md, "Reports over the
/// network"): GET /report, GET /r/CODE, POST /r/CODE/check, POST /r/CODE and
/// POST /r/CODE/confirm. PlayersServer hands these paths to it while reports
/// are on; every write goes through a command (app/commands/reportcommands.h).
class ReportsServer : public QObject
{
    Q_OBJECT

public:
    /// The largest body taken (413 beyond).
    static constexpr int kBodyBytes = 16 * 1024;
    /// Unknown codes an address may send within kGuessWindowMs before 429.
    static constexpr int kGuesses = 10;
    static constexpr qint64 kGuessWindowMs = 10 * 60 * 1000;

    explicit ReportsServer(Tournament *tournament, QObject *parent = nullptr);

    /// Whether a path is one of the reports' (/report, /r/…).
    static bool isReportsPath(const QByteArray &path);
    /// An address that sent kGuesses unknown codes within kGuessWindowMs:
    /// every request from it gets 429 until that time is over.
    bool isBlocked(const QHostAddress &peer);
    static HttpResponse tooManyRequests();
    HttpResponse handle(const HttpRequest &request);

    /// Milliseconds since any fixed point; a test sets its own clock.
    void setClock(std::function<qint64()> now) { m_now = std::move(now); }
    /// The guesses counted (shared with the server's network thread, which
    /// answers a blocked address itself).
    void setGuessLimiter(std::shared_ptr<GuessLimiter> limiter) { m_guesses = std::move(limiter); }
    const std::shared_ptr<GuessLimiter> &guessLimiter() const { return m_guesses; }

private:
    HttpResponse codePage(const HttpRequest &request);
    HttpResponse tablePage(const HttpRequest &request, const QString &code, int round, int table);
    HttpResponse check(const HttpRequest &request, int round, int table);
    HttpResponse submit(const HttpRequest &request, const QString &code, int round, int table);
    HttpResponse confirm(const HttpRequest &request, const QString &code, int round, int table);
    /// POST /r/CODE/call: the table calls a referee (docs/door.md).
    HttpResponse call(const HttpRequest &request, const QString &code, int round, int table);
    /// GET and POST /c/CODE: a player checks in from their phone.
    HttpResponse selfCheckIn(const HttpRequest &request);
    /// The table behind a code as typed; {0, 0} (and a guess counted): none.
    QPair<int, int> tableOf(const QString &typed, const QHostAddress &peer, QString *code);
    void fillPage(ReportPageData *data, const HttpRequest &request, const QString &code, int round,
                  int table) const;
    bool hasResult(int round, int table) const;

    Tournament *m_tournament;
    std::function<qint64()> m_now;
    std::shared_ptr<GuessLimiter> m_guesses; ///< the unknown codes sent, by address and network
};

} // namespace ctd
