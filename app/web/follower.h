#pragma once

#include "playersview.h"
#include "tournament/tournament.h"

#include <QObject>
#include <QTimer>

namespace ctd {

/// Follows a tournament file as desks write it: a read-only connection of its
/// own (no lock, nothing written) asks SQLite on a short timer whether another
/// connection has committed (PRAGMA data_version, a cheap read), and only then
/// reads the players' view again. That notices the desk's own saves as well as
/// another process's. refresh() is the hook for a desk that knows it saved.
class TournamentFollower : public QObject
{
    Q_OBJECT

public:
    explicit TournamentFollower(QObject *parent = nullptr);
    ~TournamentFollower() override;

    bool open(const QString &path, DbError *error);
    void close();
    bool isOpen() const { return m_tournament.isOpen(); }
    QString path() const { return m_tournament.path(); }

    /// How often to ask whether something changed (default 250 ms).
    void setInterval(int ms) { m_timer.setInterval(ms); }

    const PlayersView &view() const { return m_view; }
    /// Grows by one at each new reading of the view.
    quint64 version() const { return m_version; }

public slots:
    /// Reads the view again now.
    void refresh();

signals:
    void changed();

private:
    void poll();

    Tournament m_tournament;
    QTimer m_timer;
    qint64 m_dataVersion = -1;
    PlayersView m_view;
    quint64 m_version = 0;
};

} // namespace ctd
