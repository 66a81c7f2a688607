#pragma once

#include "playersview.h"
#include "tournament/tournament.h"

#include <QObject>
#include <QThread>

namespace ctd {

class FollowerWorker;

/// Follows a tournament as desks, the command line and phones write it. A
/// thread of its own holds a read-only connection (no lock, nothing written)
/// and is told of every change instead of asking: for a file, by the file
/// system (the file and its write-ahead log are watched); on a server, by the
/// server's notifications of each desk's change. It then asks whether the
/// data changed (PRAGMA data_version, a cheap read) and only then reads the
/// players' view again; the view arrives here, in the thread that made the
/// follower, with changed(). Reading a championship's standings takes a
/// while: in its own thread it never holds up the server's answers or the
/// desk's typing. refresh() is the hook for a desk that knows it has just
/// saved. Nothing polls: while nothing is written, the follower does nothing.
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

    /// How often the follower has asked whether the data changed (for tests:
    /// it asks only when told of a write).
    quint64 looks() const;

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
