#pragma once

#include "playersview.h"
#include "tournament/tournament.h"

#include <QObject>
#include <QThread>

namespace ctd {

class FollowerWorker;

/// Follows a tournament file as desks write it. A thread of its own holds a
/// read-only connection (no lock, nothing written), asks SQLite on a short
/// timer whether another connection has committed (PRAGMA data_version, a
/// cheap read), and only then reads the players' view again; the view arrives
/// here, in the thread that made the follower, with changed(). Reading a
/// championship's standings takes a while: in its own thread it never holds
/// up the server's answers or the desk's typing. This notices the desk's own
/// saves as well as another process's; refresh() is the hook for a desk that
/// knows it has just saved.
class TournamentFollower : public QObject
{
    Q_OBJECT

public:
    explicit TournamentFollower(QObject *parent = nullptr);
    ~TournamentFollower() override;

    /// Opens the file and reads the first view before returning.
    bool open(const QString &path, DbError *error);
    void close();
    bool isOpen() const { return !m_path.isEmpty(); }
    QString path() const { return m_path; }

    /// How often to ask whether something changed (default 250 ms).
    void setInterval(int ms);

    const PlayersView &view() const { return m_view; }
    /// Grows by one at each new reading of the view.
    quint64 version() const { return m_version; }

public slots:
    /// Reads the view again now (it arrives with changed()).
    void refresh();

signals:
    void changed();

private:
    friend class FollowerWorker;
    void take(const PlayersView &view);

    QThread m_thread;
    FollowerWorker *m_worker;
    QString m_path;
    PlayersView m_view;
    quint64 m_version = 0;
};

} // namespace ctd
