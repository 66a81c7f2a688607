#pragma once
// Inside the tournament library: the file under a Tournament. Nothing outside
// tournament*.cpp includes this.

#include "dbfile.h"
#include "dblocation.h"
#include "storetypes.h"

#include <QFuture>
#include <QPointer>
#include <QSqlDatabase>
#include <QString>
#include <QThread>

#include <memory>

namespace ctd {

class FileLock;

/// One tournament file on disk: checking what it is, locking it against a
/// second desk (filelock.h: who may write it at once), creating or upgrading
/// it, and the SQLite connection to it.
/// A file that is refused is left byte for byte as it was.
///
/// Or a tournament's database on a PostgreSQL server (tournamentfile_server.cpp):
/// the same checks, no lock (several desks share it), the connection to it.
class TournamentFile
{
public:
    TournamentFile();
    ~TournamentFile();
    TournamentFile(const TournamentFile &) = delete;
    TournamentFile &operator=(const TournamentFile &) = delete;

    /// The default tournament file in the user's data folder.
    static QString defaultPath();
    /// The lock file beside a tournament file that tells a second desk it is in use.
    static QString lockPath(const QString &path);
    /// Who holds the file open for writing, as a translated phrase
    /// ("catan-desk, process 1234 on host"); empty when nobody does (no lock
    /// file, or one whose holders are gone). Nothing is written.
    static QString writerOf(const QString &path);

    /// See Tournament::open(): creates a missing file, upgrades an older one.
    bool open(const QString &path, DbError *error);
    /// See Tournament::openReadOnly(): no lock, nothing written.
    bool openReadOnly(const QString &path, DbError *error);
    void close();
    /// Closes, and removes the file if open() created it: while the lock is
    /// still held, so never a file another writer has made or written since.
    /// On a server, the tables open() made in the empty database are dropped
    /// again, unless a player or round was written to them meanwhile.
    void discardCreated();
    /// Puts a copy of `backup` in place of `path` while holding its lock;
    /// the file it replaces (with its -wal) is kept as FILE.replaced-DATE.
    static bool replaceWith(const QString &backup, const QString &path, QString *replaced,
                            DbError *error);
    /// How long open() waits for another writer to finish (0: not at all).
    void setLockWait(int milliseconds) { m_lockWaitMs = milliseconds; }
    /// See Tournament::setWriterRole().
    void setWriterRole(WriterRole role) { m_role = role; }
    /// See Tournament::setWriterDefaults().
    static void setWriterDefaults(WriterRole role, int lockWaitMs);
    /// See Tournament::setPagesCheckedLater().
    void setPagesCheckedLater(bool later) { m_pagesLater = later; }
    /// See Tournament::setPagesCheckedElsewhere().
    void setPagesCheckedElsewhere(bool elsewhere) { m_pagesElsewhere = elsewhere; }
    /// See Tournament::setPageCheckHeld().
    void setPageCheckHeld(bool held) { m_pagesHeld = held; }
    /// Starts the check open() holds back, if any (see Tournament::startPageCheck()).
    void releasePageCheck() const;
    /// The check of every page that open() left running on a thread of its
    /// own (DbError::None: the pages are sound), if hasPageCheck().
    QFuture<DbError> pageCheck() const { return m_pageCheck; }
    bool hasPageCheck() const { return m_pageChecking; }
    /// Waits for pageCheck(), if any: false with its finding when it failed.
    bool pagesTrusted(DbError *error) const;

    bool isOpen() const { return !m_connection.isEmpty(); }
    bool isReadOnly() const { return m_readOnly; }
    /// The file's path, or the server's address without the password.
    QString path() const { return m_path; }
    DbLocation location() const { return m_location; }
    /// open() made the tournament's tables just now (a new file, an empty database).
    bool created() const { return m_created; }
    /// The name of the SQLite connection (unique per open file).
    QString connection() const { return m_connection; }

private:
    bool takeLock(const QString &abs, std::unique_ptr<FileLock> *lock, DbError *error) const;
    static QString unfinishedPrefix(const QString &abs);
    static void removeUnfinished(const QString &abs);
    /// A new file under a temporary name, renamed into place when whole.
    static bool createAtomically(const QString &abs, DbError *error);
    /// A new file: every schema step, the mark and the heading, in one transaction.
    static bool createSchema(QSqlDatabase conn, const QString &abs, DbError *error);
    /// Connects to a server, refuses another program's database, creates the
    /// tables in an empty one (not when read-only) and brings an older schema
    /// up to date.
    bool openServer(const DbLocation &server, bool readOnly, DbError *error);
    /// openServer() for a --db address; a malformed one is refused as Invalid.
    bool openServerAt(const QString &address, bool readOnly, DbError *error);
    /// discardCreated() on a server: the database was empty before open(), so
    /// the tables open() made go again, if nothing was written to them since.
    void dropCreatedServerTables();

    QString m_path;
    QString m_connection;
    std::unique_ptr<FileLock> m_lock; ///< held while open for writing
    WriterRole m_role;
    std::unique_ptr<dbfile::Held> m_held; ///< while the connection is open
    bool m_readOnly = false;
    DbLocation m_location;
    bool m_created = false; ///< open() created the file
    int m_lockWaitMs;
    bool m_pagesLater = false;
    bool m_pagesElsewhere = false;
    bool m_pageChecking = false; ///< m_pageCheck runs or ran for the open file
    QFuture<DbError> m_pageCheck;
    bool m_pagesHeld = false;
    /// The check's thread while held back, not started yet.
    mutable QPointer<QThread> m_heldCheck;
    void startPageCheck(const QString &abs);
};

} // namespace ctd
