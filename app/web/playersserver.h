#pragma once

#include "httpserver.h"

#include <QHash>
#include <QObject>
#include <QUrl>

namespace ctd {

class TournamentFollower;
class ReportsServer;

/// The players' page of docs/formats.md §7 over HTTP, read-only: `/` the page for
/// phones in the language each one asks for, `/standings.csv` (what `export
/// standings` prints), `/seating.csv` (the newest round), `/ranks.csv` (the ranks by round).
/// Nothing else exists;
/// every answer comes from the follower's view, so no request touches the
/// database.
class PlayersServer : public QObject
{
    Q_OBJECT

public:
    explicit PlayersServer(TournamentFollower *follower, QObject *parent = nullptr);

    bool listen(const QHostAddress &address, quint16 port);
    void close();
    bool isListening() const { return m_http->isListening(); }
    QString errorString() const { return m_http->errorString(); }
    /// http://ADDRESS:PORT/ as served (an address for "any" is given as is).
    QUrl url() const;
    HttpServer *http() const { return m_http; }
    /// Takes the tables' reports through `reports` (docs/formats.md, "Reports
    /// over the network"); null (the default): reports are off, and their
    /// paths answer as any other (404, 405).
    void setReports(ReportsServer *reports);
    ReportsServer *reports() const { return m_reports; }

    HttpResponse handle(const HttpRequest &request);

private:
    TournamentFollower *m_follower;
    HttpServer *m_http;
    ReportsServer *m_reports = nullptr;
    QHash<QString, QByteArray> m_pages; ///< rendered per language for the follower's version
};

} // namespace ctd
