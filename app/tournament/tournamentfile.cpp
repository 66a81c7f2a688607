// Opening, creating, checking and upgrading a tournament file. A file that is
// refused is never written: its header is read by hand before SQLite sees it,
// and the remaining checks run on a read-only connection.
#include "tournamentfile.h"

#include "dbfile.h"
#include "dbschema.h"
#include "filecheck.h"
#include "filelock.h"
#include "nameupgrade.h"
#include "store.h"
#include "tournamentfile_p.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QPromise>
#include <QSet>
#include <QStandardPaths>
#include <QThread>

#include <atomic>

namespace ctd {

namespace {

using filecheck::dropConnection;
using filecheck::newConnectionName;
using tournamentfile::runAll;
using tournamentfile::upgrade;
using tournamentfile::upgradeStatements;

// What a Tournament made in this process takes (see setWriterDefaults()).
std::atomic<WriterRole> defaultRole{WriterRole::Desk};
std::atomic<int> defaultLockWaitMs{0};

FileLock::Role lockRole(WriterRole role)
{
    switch (role) {
    case WriterRole::Desk:
        return FileLock::Role::Desk;
    case WriterRole::CommandLine:
        return FileLock::Role::Writer;
    case WriterRole::Server:
        return FileLock::Role::Server;
    }
    return FileLock::Role::Desk;
}

// Refusals that the header alone decides.
bool refuseByHeader(const dbfile::Header &h, const QString &path, DbError *error)
{
    using dbfile::Kind;
    switch (h.kind) {
    case Kind::Folder:
        return failWith(error, DbError::NotATournament, DbMessages::isFolder(path));
    case Kind::Empty:
        return failWith(error, DbError::NotATournament, DbMessages::emptyFile(path));
    case Kind::NotSqlite:
        return failWith(error, DbError::NotATournament, DbMessages::notSqlite(path));
    case Kind::OtherProgram:
        return failWith(error, DbError::NotATournament, DbMessages::otherProgram(path));
    case Kind::Unreadable:
        return failWith(error, DbError::Io, DbMessages::cannotOpen(path, h.reason));
    case Kind::Tournament:
        if (h.schemaVersion > schema::currentVersion())
            return failWith(error, DbError::TooNew,
                            DbMessages::tooNew(path, h.schemaVersion, schema::currentVersion()));
        return true;
    case Kind::Missing:
        return true;
    }
    return true;
}

} // namespace

TournamentFile::TournamentFile()
    : m_role(defaultRole.load())
    , m_lockWaitMs(defaultLockWaitMs.load())
{
}

void TournamentFile::setWriterDefaults(WriterRole role, int lockWaitMs)
{
    defaultRole = role;
    defaultLockWaitMs = lockWaitMs;
}

TournamentFile::~TournamentFile()
{
    close();
}

QString TournamentFile::defaultPath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("tournament.sqlite"));
}

QString TournamentFile::lockPath(const QString &path)
{
    return QFileInfo(path).absoluteFilePath() + QStringLiteral(".lock");
}

QString TournamentFile::writerOf(const QString &path)
{
    if (DbLocation::looksLikeServer(path))
        return {};
    // The system knows whether a holder lives; the file only names it.
    const std::optional<FileLock::Holder> holder = FileLock::holderOf(lockPath(path));
    if (!holder)
        return {};
    return DbMessages::writer(holder->pid, holder->host, holder->app);
}

bool TournamentFile::open(const QString &path, DbError *error)
{
    close();
    if (DbLocation::looksLikeServer(path))
        return openServerAt(path, false, error) || (close(), false);
    // No path: the desk runs with nothing set up, on its default tournament.
    const QString abs = QFileInfo(path.isEmpty() ? defaultPath() : path).absoluteFilePath();
    const QString folder = QFileInfo(abs).absolutePath();
    dbfile::Header h = dbfile::inspect(abs, schema::kApplicationId);
    if (!refuseByHeader(h, abs, error))
        return false;

    if (h.kind == dbfile::Kind::Missing && !QDir().mkpath(folder))
        return failWith(error, DbError::ReadOnly, DbMessages::cannotCreateFolder(folder));
    if (!dbfile::folderWritable(folder))
        return failWith(error, DbError::ReadOnly, DbMessages::readOnlyFolder(abs, folder));
    if (h.kind != dbfile::Kind::Missing && !dbfile::fileWritable(abs))
        return failWith(error, DbError::ReadOnly, DbMessages::readOnlyFile(abs));

    std::unique_ptr<FileLock> lock;
    if (!takeLock(abs, &lock, error))
        return false;
    bool checkLater = false;

    // With the lock held nobody else changes the file: look again.
    h = dbfile::inspect(abs, schema::kApplicationId);
    if (!refuseByHeader(h, abs, error))
        return false;
    const bool create = h.kind == dbfile::Kind::Missing;
    removeUnfinished(abs);
    if (create) {
        if (!createAtomically(abs, error))
            return false;
    } else {
        // Every check that can refuse the file runs before anything changes it.
        // The pages may be checked after the file opened only where opening
        // it writes nothing: no upgrade, WAL already on, and no log beside it
        // that closing would copy into the file.
        const QFileInfo log(abs + QStringLiteral("-wal"));
        const bool pagesLater =
            m_pagesLater && dbfile::inWalMode(abs) && (!log.exists() || log.size() == 0);
        int version = 0;
        if (!filecheck::check(abs, &version, error, !pagesLater))
            return false;
        if (version < schema::currentVersion()) {
            if (pagesLater && !filecheck::checkPages(abs, error))
                return false;
            if (!upgrade(abs, version, error))
                return false;
        } else {
            checkLater = pagesLater;
        }
    }

    m_connection = newConnectionName();
    m_path = abs;
    m_readOnly = false;
    m_created = create;
    m_lock = std::move(lock);
    m_location = DbLocation::file(abs);
    m_created = create;
    m_held = std::make_unique<dbfile::Held>(abs);
    QSqlDatabase db = QSqlDatabase::addDatabase(sql::Dialect::driver(), m_connection);
    db.setDatabaseName(abs);
    db.setConnectOptions(sql::Dialect::connectOptions(false, false));
    QSqlError failure;
    if (!db.open() || !runAll(db, sql::Dialect::sessionSetup(), &failure)) {
        const QString reason = db.isOpen() ? failure.text() : db.lastError().text();
        const bool busy = sql::Dialect::isBusy(failure.nativeErrorCode());
        discardCreated();
        return failWith(error, busy ? DbError::Locked : DbError::Io,
                        DbMessages::cannotOpen(abs, reason));
    }
    if (checkLater)
        startPageCheck(abs);
    // Checked, created and upgraded: a desk and a server let the next writer
    // set up; a command-line writer keeps its turn until it is done.
    if (m_role != WriterRole::CommandLine)
        m_lock->endSetup();
    return true;
}

void TournamentFile::startPageCheck(const QString &abs)
{
    QPromise<DbError> promise;
    m_pageCheck = promise.future();
    m_pageChecking = true;
    QThread *thread = QThread::create([abs, promise = std::move(promise)]() mutable {
        promise.start();
        DbError finding;
        filecheck::checkPages(abs, &finding);
        promise.addResult(finding);
        promise.finish();
    });
    QObject::connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    if (m_pagesHeld)
        m_heldCheck = thread;
    else
        thread->start(QThread::LowPriority);
}

void TournamentFile::releasePageCheck() const
{
    if (m_heldCheck)
        m_heldCheck->start(QThread::LowPriority);
    m_heldCheck = nullptr;
}

bool TournamentFile::pagesTrusted(DbError *error) const
{
    if (!m_pageChecking)
        return true;
    releasePageCheck();
    QFuture<DbError> check = m_pageCheck;
    check.waitForFinished();
    const DbError finding = check.result();
    if (finding.kind == DbError::None)
        return true;
    if (error)
        *error = finding;
    return false;
}

bool TournamentFile::takeLock(const QString &abs, std::unique_ptr<FileLock> *out,
                              DbError *error) const
{
    // A lock the system gives back when its holder ends, however it ends: a
    // crash or a kill at any moment leaves nothing to wait for.
    const QString folder = QFileInfo(abs).absolutePath();
    auto lock = std::make_unique<FileLock>(lockPath(abs));
    switch (lock->take(lockRole(m_role), m_lockWaitMs)) {
    case FileLock::Outcome::Taken:
        *out = std::move(lock);
        return true;
    case FileLock::Outcome::Held: {
        const FileLock::Holder holder = lock->holder();
        return failWith(error, DbError::Locked,
                        DbMessages::locked(abs, holder.pid, holder.host, holder.app));
    }
    case FileLock::Outcome::Failed:
        break;
    }
    if (!dbfile::folderWritable(folder))
        return failWith(error, DbError::ReadOnly, DbMessages::readOnlyFolder(abs, folder));
    if (dbfile::diskFull(folder))
        return failWith(error, DbError::Io, DbMessages::diskFull(abs));
    return failWith(error, DbError::Io, DbMessages::cannotWriteLock(abs, lockPath(abs)));
}

QString TournamentFile::unfinishedPrefix(const QString &abs)
{
    return QFileInfo(abs).fileName() + QStringLiteral(".new-");
}

void TournamentFile::removeUnfinished(const QString &abs)
{
    // Only the holder of the lock creates a file, so any half-made one beside
    // it is left by a process that was killed while creating it.
    const QDir dir = QFileInfo(abs).absoluteDir();
    const QStringList left = dir.entryList({unfinishedPrefix(abs) + QLatin1Char('*')}, QDir::Files);
    for (const QString &name : left)
        QFile::remove(dir.filePath(name));
}

bool TournamentFile::createAtomically(const QString &abs, DbError *error)
{
    // Built whole under a name of its own and renamed into place, so a kill at
    // any moment leaves either no tournament file or a whole one.
    const QString temp = QFileInfo(abs).absoluteDir().filePath(
        unfinishedPrefix(abs) + QString::number(QCoreApplication::applicationPid()));
    const QString name = newConnectionName();
    bool ok = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(sql::Dialect::driver(), name);
        db.setDatabaseName(temp);
        db.setConnectOptions(sql::Dialect::connectOptions(false, false));
        if (!db.open())
            failWith(error, DbError::Io, DbMessages::cannotCreate(abs, db.lastError().text()));
        else
            ok = createSchema(db, abs, error);
    }
    dropConnection(name);
    if (ok && !dbfile::syncFile(temp)) {
        ok = false;
        failWith(error, DbError::Io,
                 dbfile::diskFull(QFileInfo(abs).absolutePath())
                     ? DbMessages::diskFull(abs)
                     : DbMessages::cannotCreate(abs, QStringLiteral("fsync")));
    }
    // QFile::rename never replaces a file that is there.
    if (ok && !QFile::rename(temp, abs)) {
        ok = false;
        failWith(error, DbError::Io, DbMessages::cannotCreate(abs, QStringLiteral("rename")));
    }
    if (ok)
        dbfile::syncFolder(QFileInfo(abs).absolutePath());
    QFile::remove(temp);
    QFile::remove(temp + QStringLiteral("-journal"));
    return ok;
}

bool TournamentFile::replaceWith(const QString &backup, const QString &path, QString *replaced,
                                 DbError *error)
{
    const QString abs = QFileInfo(path).absoluteFilePath();
    // Alone, as a desk: no other process has the file open for writing.
    TournamentFile holder;
    holder.setWriterRole(WriterRole::Desk);
    holder.setLockWait(0);
    std::unique_ptr<FileLock> lock;
    if (!holder.takeLock(abs, &lock, error))
        return false;
    // The copy is made whole beside the file before anything is moved.
    const QString temp = QFileInfo(abs).absoluteDir().filePath(
        unfinishedPrefix(abs) + QString::number(QCoreApplication::applicationPid()));
    QFile::remove(temp);
    if (!QFile::copy(backup, temp) || !dbfile::syncFile(temp)) {
        QFile::remove(temp);
        return failWith(error, DbError::Io,
                        dbfile::diskFull(QFileInfo(abs).absolutePath())
                            ? DbMessages::diskFull(abs)
                            : DbMessages::cannotCreate(abs, QStringLiteral("copy")));
    }
    if (QFileInfo::exists(abs)) {
        const QString aside = abs + QStringLiteral(".replaced-")
            + QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
        for (const QString &suffix : {QStringLiteral("-wal"), QStringLiteral("-shm")}) {
            if (QFileInfo::exists(abs + suffix))
                QFile::rename(abs + suffix, aside + suffix);
        }
        if (!QFile::rename(abs, aside)) {
            QFile::remove(temp);
            return failWith(error, DbError::Io,
                            DbMessages::cannotCreate(abs, QStringLiteral("rename")));
        }
        if (replaced)
            *replaced = aside;
    }
    if (!QFile::rename(temp, abs)) {
        QFile::remove(temp);
        return failWith(error, DbError::Io,
                        DbMessages::cannotCreate(abs, QStringLiteral("rename")));
    }
    dbfile::syncFolder(QFileInfo(abs).absolutePath());
    return true;
}

void TournamentFile::discardCreated()
{
    // Removed while the lock is still held: no other writer can have written
    // the file since it was made here.
    const bool created = m_created && !m_path.isEmpty();
    const QString abs = m_path;
    if (created && m_location.isServer()) {
        dropCreatedServerTables();
        close();
        return;
    }
    if (!m_connection.isEmpty())
        dropConnection(m_connection);
    m_connection.clear();
    if (created) {
        QFile::remove(abs);
        QFile::remove(abs + QStringLiteral("-wal"));
        QFile::remove(abs + QStringLiteral("-shm"));
    }
    close();
}

bool TournamentFile::openReadOnly(const QString &path, DbError *error)
{
    close();
    if (DbLocation::looksLikeServer(path))
        return openServerAt(path, true, error) || (close(), false);
    const QString abs = QFileInfo(path).absoluteFilePath();
    const dbfile::Header h = dbfile::inspect(abs, schema::kApplicationId);
    if (!refuseByHeader(h, abs, error))
        return false;
    if (h.kind == dbfile::Kind::Missing)
        return failWith(error, DbError::Io, DbMessages::missingFile(abs));
    // Read-only, nothing is written whatever the pages hold: their check may
    // come later, or be left to the desk that has the file open.
    int version = 0;
    if (!filecheck::check(abs, &version, error, !m_pagesLater && !m_pagesElsewhere))
        return false;
    if (version < schema::currentVersion())
        return failWith(error, DbError::Io, DbMessages::tooOldForReading(abs));

    m_connection = newConnectionName();
    m_path = abs;
    m_readOnly = true;
    m_held = std::make_unique<dbfile::Held>(abs);
    QSqlDatabase db = QSqlDatabase::addDatabase(sql::Dialect::driver(), m_connection);
    filecheck::nameReader(db, abs);
    QSqlError failure;
    // query_only on every reader, whichever way it was opened.
    if (!db.open() || !runAll(db, sql::Dialect::readOnlySessionSetup(), &failure)) {
        const QString reason = db.isOpen() ? failure.text() : db.lastError().text();
        close();
        return failWith(error, DbError::Io, DbMessages::cannotOpen(abs, reason));
    }
    if (m_pagesLater && !m_pagesElsewhere)
        startPageCheck(abs);
    return true;
}

bool TournamentFile::createSchema(QSqlDatabase conn, const QString &abs, DbError *error)
{
    // Created in SQLite's rollback-journal mode, so that the finished header
    // (application id, version) is in the file itself before WAL is switched on.
    QSqlError failure;
    Transaction tx(conn);
    QStringList statements = upgradeStatements(0);
    statements << sql::Dialect::setApplicationId(schema::kApplicationId);
    bool ok = tx.isActive() && runAll(conn, statements, &failure);
    if (ok) {
        QSqlQuery q(conn);
        q.prepare(QStringLiteral(
            "INSERT INTO tournament (id, name, held_on, rule_set) VALUES (1, ?, ?, ?)"));
        // A new file is named after itself; the program's own default file
        // ("tournament.sqlite") by a word in the director's language.
        q.addBindValue(QFileInfo(abs).absoluteFilePath()
                               == QFileInfo(defaultPath()).absoluteFilePath()
                           ? QCoreApplication::translate("TournamentFile", "Tournament")
                           : QFileInfo(abs).completeBaseName());
        q.addBindValue(QDate::currentDate().toString(Qt::ISODate));
        q.addBindValue(RuleSet::standard().id);
        ok = q.exec();
        if (!ok)
            failure = q.lastError();
    }
    if (ok && !tx.commit()) {
        ok = false;
        failure = tx.lastError();
    }
    if (!ok) {
        const QString reason = failure.isValid() ? failure.text() : tx.lastError().text();
        return failWith(error, DbError::Io,
                        dbfile::diskFull(QFileInfo(abs).absolutePath())
                            ? DbMessages::diskFull(abs)
                            : DbMessages::cannotCreate(abs, reason));
    }
    return true;
}

void TournamentFile::close()
{
    // The check's own connection reads the file: done before anything else
    // (a restored backup, a second desk) may replace it.
    if (m_pageChecking) {
        releasePageCheck();
        m_pageCheck.waitForFinished();
    }
    m_pageCheck = QFuture<DbError>();
    m_pageChecking = false;
    if (!m_connection.isEmpty())
        dropConnection(m_connection);
    m_connection.clear();
    m_held.reset(); // after the connection: the file may be opened outside SQLite again
    m_lock.reset(); // gives the lock back; the last holder removes its file
    m_path.clear();
    m_location = DbLocation();
    m_created = false;
    m_readOnly = false;
    m_created = false;
}

} // namespace ctd
