#pragma once

#include "httpserver.h"
#include "tournament/reports.h"

#include <QAtomicInt>
#include <QElapsedTimer>
#include <QHash>
#include <QMutex>
#include <QObject>
#include <QTimer>
#include <QUrl>

#include <memory>

namespace ctd {

class GuessLimiter;
class TournamentFollower;
class ReportsServer;

/// The players' page of docs/formats.md §7 over HTTP: `/` the page for
/// phones in the language each one asks for, `/standings.csv` (what `export
/// standings` prints), `/seating.csv` (the newest round), `/ranks.csv` (the
/// ranks by round), `/events` (Server-Sent Events: `changed` with the view's
/// version at each change). Nothing else exists unless reports are on.
///
/// The server's network thread answers all of these by itself from a copy of
/// the follower's view handed over at each change, so that no request touches
/// the database or waits on the thread that made this object (the desk's
/// window). Only the reports' paths (which write through commands) are
/// answered in this object's thread.
class PlayersServer : public QObject
{
    Q_OBJECT

public:
    explicit PlayersServer(TournamentFollower *follower, QObject *parent = nullptr);
    ~PlayersServer() override;

    bool listen(const QHostAddress &address, quint16 port);
    void close();
    bool isListening() const { return m_http->isListening(); }
    QString errorString() const { return m_http->errorString(); }
    /// http://ADDRESS:PORT/ as served (an address for "any" is given as is).
    QUrl url() const;
    HttpServer *http() const { return m_http; }
    /// Takes the tables' reports through `reports` (docs/formats.md, "Reports
    /// over the network"); null (the default): reports are off, and their
    /// paths answer so (a page in the phone's language for a browser, 404).
    void setReports(ReportsServer *reports);
    ReportsServer *reports() const { return m_reports; }

    /// Any request, answered in this object's thread (what the network thread
    /// leaves for later, and tests).
    HttpResponse handle(const HttpRequest &request);

private:
    struct Snapshot;
    HttpResponse answer(const HttpRequest &request, bool here);
    HttpResponse fromView(const HttpRequest &request);
    void takeView();
    void announce();
    std::shared_ptr<Snapshot> snapshot() const;

    TournamentFollower *m_follower;
    ReportsServer *m_reports = nullptr;
    QAtomicInt m_reportsOn{0};
    const std::shared_ptr<GuessLimiter> m_guesses;
    mutable QMutex m_mutex; ///< guards m_snapshot (the pointer; a snapshot guards its pages)
    std::shared_ptr<Snapshot> m_snapshot;
    /// Events at most every kEventSpacingMs: a hall of phones fetches the page
    /// once for a burst of saves, and still within 250 ms of each change.
    static constexpr int kEventSpacingMs = 200;
    QTimer m_nextEvent;
    QElapsedTimer m_lastEvent;
    HttpServer *m_http; ///< last: its thread reads the members above
};

} // namespace ctd
