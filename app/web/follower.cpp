#include "follower.h"
#include "tournament/details.h"

#include <QTimer>

namespace ctd {

/// Lives in the follower's thread: the connection, the timer, the reading.
class FollowerWorker : public QObject
{
public:
    explicit FollowerWorker(TournamentFollower *follower)
        : m_follower(follower)
    {
        m_timer = new QTimer(this);
        m_timer->setInterval(250);
        connect(m_timer, &QTimer::timeout, this, [this] {
            if (m_tournament.isOpen() && m_tournament.dataVersion() != m_dataVersion)
                read();
        });
    }

    bool open(const QString &path, DbError *error, PlayersView *first)
    {
        close();
        if (!m_tournament.openReadOnly(path, error))
            return false;
        *first = readView();
        m_timer->start();
        return true;
    }

    void close()
    {
        m_timer->stop();
        m_tournament.close();
        m_dataVersion = -1;
    }

    void read()
    {
        if (!m_tournament.isOpen())
            return;
        const PlayersView view = readView();
        TournamentFollower *follower = m_follower;
        QMetaObject::invokeMethod(
            follower, [follower, view] { follower->take(view); }, Qt::QueuedConnection);
    }

    QTimer *m_timer;

private:
    PlayersView readView()
    {
        // The number first: a write that lands while the view is read is seen
        // at the next look rather than lost.
        m_dataVersion = m_tournament.dataVersion();
        m_tournament.details().reloadInfo(nullptr);
        return PlayersView::read(m_tournament);
    }

    TournamentFollower *m_follower;
    Tournament m_tournament;
    qint64 m_dataVersion = -1;
};

TournamentFollower::TournamentFollower(QObject *parent)
    : QObject(parent)
    , m_worker(new FollowerWorker(this))
{
    m_thread.setObjectName(QStringLiteral("tournament follower"));
    m_worker->moveToThread(&m_thread);
    m_thread.start();
}

TournamentFollower::~TournamentFollower()
{
    close();
    m_thread.quit();
    m_thread.wait();
    delete m_worker;
}

bool TournamentFollower::open(const QString &path, DbError *error)
{
    bool ok = false;
    PlayersView first;
    DbError e;
    QMetaObject::invokeMethod(
        m_worker, [this, &ok, &path, &e, &first] { ok = m_worker->open(path, &e, &first); },
        Qt::BlockingQueuedConnection);
    if (!ok) {
        m_path.clear();
        if (error)
            *error = e;
        return false;
    }
    m_path = path;
    take(first);
    return true;
}

void TournamentFollower::close()
{
    if (m_path.isEmpty())
        return;
    QMetaObject::invokeMethod(
        m_worker, [this] { m_worker->close(); }, Qt::BlockingQueuedConnection);
    m_path.clear();
}

void TournamentFollower::setInterval(int ms)
{
    QMetaObject::invokeMethod(m_worker, [this, ms] { m_worker->m_timer->setInterval(ms); });
}

void TournamentFollower::refresh()
{
    QMetaObject::invokeMethod(m_worker, [this] { m_worker->read(); });
}

void TournamentFollower::take(const PlayersView &view)
{
    // A view read just before close() may still arrive: it is dropped.
    if (m_path.isEmpty())
        return;
    m_view = view;
    ++m_version;
    emit changed();
}

} // namespace ctd
