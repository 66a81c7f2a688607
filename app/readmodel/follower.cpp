// The follower's thread: a read-only connection to the tournament, told of
// every change rather than asking for one. A file is watched (inotify): every
// commit writes the write-ahead log (FILE-wal) or, without one, the file
// itself; a tournament on a server announces each desk's change (PostgreSQL
// NOTIFY), which the connection hears. Either way the follower then asks
// SQLite or the server whether the data changed (PRAGMA data_version, a cheap
// read) and reads the players' view again only if it did.
#include "follower.h"
#include "tournament/dblocation.h"
#include "tournament/details.h"
#include "tournament/notifier.h"

#include <QDir>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QTimer>

#include <memory>

namespace ctd {

namespace {

// A burst of commits (an import, a round seated) is read once, 15 ms after
// its last sign. A commit is written to the log before it counts (SQLite
// syncs the log, then marks the commit in its index, which the file system
// does not report): a look that finds nothing new yet looks again after
// these pauses, then waits for the next write. A checkpoint, which writes
// the file without a change, costs as many looks.
constexpr int kSettleMs[] = {15, 50, 150, 400, 1000, 2000};
constexpr int kSettleSteps = int(sizeof(kSettleMs) / sizeof(kSettleMs[0]));

} // namespace

/// Lives in the follower's thread: the connection, the watch, the reading.
class FollowerWorker : public QObject
{
public:
    explicit FollowerWorker(TournamentFollower *follower)
        : m_follower(follower)
    {
    }

    bool open(const QString &path, DbError *error, PlayersView *first)
    {
        close();
        // Made here, in the follower's thread: its connection (and on a
        // server its notifications) belong to this thread's event loop.
        m_tournament = std::make_unique<Tournament>();
        if (!m_tournament->openReadOnly(path, error)) {
            m_tournament.reset();
            return false;
        }
        m_settle = new QTimer(this);
        m_settle->setSingleShot(true);
        connect(m_settle, &QTimer::timeout, this, [this] { look(); });
        m_server = DbLocation::looksLikeServer(path);
        if (m_server) {
            // Another desk's change arrives as the notifier's signal.
            connect(m_tournament->notifier(), &Notifier::anythingChanged, this, [this] { told(); });
        } else {
            watch(path);
        }
        *first = readView();
        return true;
    }

    void close()
    {
        delete m_watcher;
        m_watcher = nullptr;
        delete m_settle;
        m_settle = nullptr;
        m_tournament.reset();
        m_dataVersion = -1;
        m_file.clear();
    }

    /// Something was written: look soon.
    void told()
    {
        m_step = 0;
        m_settle->start(kSettleMs[0]);
    }

    /// Asks whether the data changed and reads the view if it did; if not,
    /// looks again after the next pause (kSettleMs).
    void look()
    {
        if (!m_tournament || !m_tournament->isOpen())
            return;
        ++m_looks;
        // A server keeps no counter: its notification is the change itself.
        if (m_server || m_tournament->dataVersion() != m_dataVersion) {
            read();
            return;
        }
        if (++m_step < kSettleSteps)
            m_settle->start(kSettleMs[m_step]);
    }

    void read()
    {
        if (!m_tournament || !m_tournament->isOpen())
            return;
        const PlayersView view = readView();
        TournamentFollower *follower = m_follower;
        QMetaObject::invokeMethod(
            follower, [follower, view] { follower->take(view); }, Qt::QueuedConnection);
    }

    quint64 looks() const { return m_looks; }

private:
    void watch(const QString &path)
    {
        m_file = QFileInfo(path).absoluteFilePath();
        m_watcher = new QFileSystemWatcher(this);
        // The folder tells when FILE-wal comes or goes (SQLite makes it on
        // the first write and another program's last close deletes it); a
        // file's own watch tells when it is written.
        m_watcher->addPath(QFileInfo(m_file).absolutePath());
        watchFiles();
        connect(m_watcher, &QFileSystemWatcher::fileChanged, this, [this] {
            watchFiles();
            told();
        });
        connect(m_watcher, &QFileSystemWatcher::directoryChanged, this, [this] {
            if (watchFiles())
                told();
        });
    }

    /// Watches the file and its write-ahead log where they exist now; true
    /// when a watch was added (a log that came since: something was written).
    bool watchFiles()
    {
        bool added = false;
        const QStringList watched = m_watcher->files();
        for (const QString &p : QStringList{m_file, m_file + QStringLiteral("-wal")}) {
            if (!watched.contains(p) && QFileInfo::exists(p))
                added = m_watcher->addPath(p) || added;
        }
        return added;
    }

    PlayersView readView()
    {
        // The number first: a write that lands while the view is read is seen
        // at the next look rather than lost.
        m_dataVersion = m_tournament->dataVersion();
        m_tournament->details().reloadInfo(nullptr);
        return PlayersView::read(*m_tournament);
    }

    TournamentFollower *m_follower;
    std::unique_ptr<Tournament> m_tournament;
    QFileSystemWatcher *m_watcher = nullptr;
    QTimer *m_settle = nullptr;
    QString m_file;
    qint64 m_dataVersion = -1;
    quint64 m_looks = 0;
    int m_step = 0; ///< of kSettleMs, since the last sign of a write
    bool m_server = false;
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
    QMetaObject::invokeMethod(
        m_worker, [this] { delete m_worker; }, Qt::BlockingQueuedConnection);
    m_thread.quit();
    m_thread.wait();
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

quint64 TournamentFollower::looks() const
{
    quint64 n = 0;
    QMetaObject::invokeMethod(
        m_worker, [this, &n] { n = m_worker->looks(); }, Qt::BlockingQueuedConnection);
    return n;
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
