#include "follower.h"

namespace ctd {

TournamentFollower::TournamentFollower(QObject *parent) : QObject(parent)
{
    m_timer.setInterval(250);
    connect(&m_timer, &QTimer::timeout, this, &TournamentFollower::poll);
}

TournamentFollower::~TournamentFollower() = default;

bool TournamentFollower::open(const QString &path, DbError *error)
{
    close();
    if (!m_tournament.openReadOnly(path, error))
        return false;
    refresh();
    m_timer.start();
    return true;
}

void TournamentFollower::close()
{
    m_timer.stop();
    m_tournament.close();
    m_dataVersion = -1;
}

void TournamentFollower::refresh()
{
    if (!m_tournament.isOpen())
        return;
    // The number first: a write that lands while the view is read is seen at
    // the next poll rather than lost.
    m_dataVersion = m_tournament.dataVersion();
    m_tournament.reloadInfo(nullptr);
    m_view = PlayersView::read(m_tournament);
    ++m_version;
    emit changed();
}

void TournamentFollower::poll()
{
    if (m_tournament.isOpen() && m_tournament.dataVersion() != m_dataVersion)
        refresh();
}

} // namespace ctd
