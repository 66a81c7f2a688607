// Opening, creating, checking and upgrading a tournament file. A file that is
// refused is never written: its header is read by hand before SQLite sees it,
// and the remaining checks run on a read-only connection.
#include "tournamentfile.h"

#include "dbfile.h"
#include "dbschema.h"
#include "tournament_p.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QLockFile>
#include <QSet>
#include <QStandardPaths>
#include <QUrl>

#include <atomic>

namespace ctd {

namespace {

constexpr int kUnreadableLockSeconds = 10;

QString newConnectionName()
{
    static std::atomic<int> counter{0};
    return QStringLiteral("ctd-tournament-%1").arg(++counter);
}

void dropConnection(const QString &name)
{
    {
        QSqlDatabase db = QSqlDatabase::database(name, false);
        if (db.isValid())
            db.close();
    }
    QSqlDatabase::removeDatabase(name);
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
        return failWith(error, DbError::NotATournament,
                                         DbMessages::otherProgram(path));
    case Kind::Unreadable:
        return failWith(error, DbError::Io, DbMessages::cannotOpen(path, h.reason));
    case Kind::Tournament:
        if (h.schemaVersion > schema::currentVersion())
            return failWith(
                error, DbError::TooNew,
                DbMessages::tooNew(path, h.schemaVersion, schema::currentVersion()));
        return true;
    case Kind::Missing:
        return true;
    }
    return true;
}

int pragmaInt(QSqlDatabase db, const QString &sql, bool *ok)
{
    QSqlQuery q(db);
    *ok = q.exec(sql) && q.next();
    return *ok ? q.value(0).toInt() : 0;
}

// The database's own answers: marked as ours, not too new, every table there.
bool checkTournament(QSqlDatabase db, const QString &path, int *version, DbError *error)
{
    bool ok = false;
    const int appId = pragmaInt(db, sql::Dialect::applicationIdQuery(), &ok);
    if (!ok)
        return failWith(error, DbError::NotATournament,
                                         DbMessages::notSqlite(path));
    if (quint32(appId) != schema::kApplicationId)
        return failWith(error, DbError::NotATournament,
                                         DbMessages::otherProgram(path));
    *version = pragmaInt(db, sql::Dialect::schemaVersionQuery(), &ok);
    if (*version > schema::currentVersion())
        return failWith(
            error, DbError::TooNew, DbMessages::tooNew(path, *version, schema::currentVersion()));
    QSqlQuery q(db);
    QSet<QString> tables;
    if (q.exec(sql::Dialect::tableNamesQuery())) {
        while (q.next())
            tables.insert(q.value(0).toString());
    }
    for (const QString &t : schema::requiredTables()) {
        if (!tables.contains(t))
            return failWith(error, DbError::NotATournament,
                                             DbMessages::otherProgram(path));
    }
    return true;
}

bool runAll(QSqlDatabase db, const QStringList &statements, QSqlError *failure)
{
    for (const QString &s : statements) {
        QSqlQuery q(db);
        if (!q.exec(s)) {
            *failure = q.lastError();
            return false;
        }
    }
    return true;
}

// The steps from `from` to the current version, run in the caller's transaction.
QStringList upgradeStatements(int from)
{
    QStringList all;
    for (int step = from + 1; step <= schema::currentVersion(); ++step)
        all << schema::upgradeStep(step);
    all << sql::Dialect::setSchemaVersion(schema::currentVersion());
    return all;
}

void setReadOnlyName(QSqlDatabase &db, const QString &abs)
{
    // In a folder nobody may write, SQLite cannot make the shared-memory file
    // a WAL reader needs; with no WAL beside it the file holds everything, so
    // it can be read as immutable.
    const bool immutable = !dbfile::folderWritable(QFileInfo(abs).absolutePath())
        && !QFileInfo::exists(abs + QStringLiteral("-wal"));
    if (immutable) {
        const QString uri = QUrl::fromLocalFile(abs).toString(QUrl::FullyEncoded);
        db.setDatabaseName(uri + QStringLiteral("?immutable=1"));
    } else {
        db.setDatabaseName(abs);
    }
    db.setConnectOptions(sql::Dialect::connectOptions(true, immutable));
}

bool checkReadOnly(const QString &abs, int *version, DbError *error)
{
    const QString name = newConnectionName();
    bool ok = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(sql::Dialect::driver(), name);
        setReadOnlyName(db, abs);
        if (!db.open())
            failWith(error, DbError::Io, DbMessages::cannotOpen(abs, db.lastError().text()));
        else
            ok = checkTournament(db, abs, version, error);
    }
    dropConnection(name);
    return ok;
}

bool upgrade(const QString &abs, int from, DbError *error)
{
    // A copy first, so that a director can go back to the previous program.
    const QString backup = abs
        + QStringLiteral(".v%1-%2.bak")
              .arg(from)
              .arg(QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss")));
    const QString name = newConnectionName();
    bool ok = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(sql::Dialect::driver(), name);
        db.setDatabaseName(abs);
        db.setConnectOptions(sql::Dialect::connectOptions(false, false));
        QSqlQuery copy(db);
        const bool opened = db.open();
        if (opened) {
            copy.prepare(QStringLiteral("VACUUM INTO ?"));
            copy.addBindValue(backup);
        }
        if (!opened || !copy.exec()) {
            failWith(error, DbError::Io, DbMessages::backupFailed(abs, backup));
        } else {
            QSqlError failure;
            Transaction tx(db);
            if (!tx.isActive()) {
                failure = tx.lastError();
            } else if (runAll(db, upgradeStatements(from), &failure) && tx.commit()) {
                ok = true;
            } else if (!failure.isValid()) {
                failure = tx.lastError();
            }
            if (!ok)
                failWith(error,
                              sql::Dialect::isBusy(failure.nativeErrorCode()) ? DbError::Locked
                                                                              : DbError::Io,
                              DbMessages::upgradeFailed(abs, failure.text(), backup));
        }
    }
    dropConnection(name);
    return ok;
}

bool lockIsUnreadableAndOld(const QString &abs)
{
    QLockFile probe(TournamentFile::lockPath(abs));
    qint64 pid = 0;
    QString host, app;
    if (probe.getLockInfo(&pid, &host, &app))
        return false;
    const QFileInfo info(TournamentFile::lockPath(abs));
    return info.exists()
        && info.lastModified().secsTo(QDateTime::currentDateTime()) > kUnreadableLockSeconds;
}

} // namespace

TournamentFile::TournamentFile() = default;

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

    // One desk per file. The lock names the process, so a lock left by a desk
    // that crashed is recognised as stale and taken over.
    auto lock = std::make_unique<QLockFile>(lockPath(abs));
    lock->setStaleLockTime(0);
    bool locked = lock->tryLock(0);
    if (!locked && lock->error() == QLockFile::LockFailedError && lockIsUnreadableAndOld(abs)) {
        // A desk killed while writing the lock left it without its process id,
        // so QLockFile cannot tell it is stale; nobody writes one for that long.
        locked = lock->removeStaleLockFile() && lock->tryLock(0);
    }
    if (!locked) {
        if (lock->error() == QLockFile::LockFailedError) {
            qint64 pid = 0;
            QString host, app;
            lock->getLockInfo(&pid, &host, &app);
            return failWith(error, DbError::Locked, DbMessages::locked(abs, pid, host, app));
        }
        return failWith(error, DbError::ReadOnly, DbMessages::readOnlyFolder(abs, folder));
    }

    // With the lock held nobody else changes the file: look again.
    h = dbfile::inspect(abs, schema::kApplicationId);
    if (!refuseByHeader(h, abs, error))
        return false;
    const bool create = h.kind == dbfile::Kind::Missing;
    if (!create) {
        int version = 0;
        if (!checkReadOnly(abs, &version, error))
            return false;
        if (version < schema::currentVersion() && !upgrade(abs, version, error))
            return false;
    }

    m_connection = newConnectionName();
    m_path = abs;
    m_readOnly = false;
    m_lock = std::move(lock);
    m_location = DbLocation::file(abs);
    m_created = create;
    QSqlDatabase db = QSqlDatabase::addDatabase(sql::Dialect::driver(), m_connection);
    db.setDatabaseName(abs);
    db.setConnectOptions(sql::Dialect::connectOptions(false, false));
    if (!db.open()) {
        const QString reason = db.lastError().text();
        close();
        return failWith(error, DbError::Io, DbMessages::cannotOpen(abs, reason));
    }
    if (create && !createSchema(error)) {
        close();
        QFile::remove(abs);
        QFile::remove(abs + QStringLiteral("-journal"));
        return false;
    }
    QSqlError failure;
    if (!runAll(db, sql::Dialect::sessionSetup(), &failure)) {
        close();
        return failWith(error, sql::Dialect::isBusy(failure.nativeErrorCode()) ? DbError::Locked
                                                                                   : DbError::Io,
                             DbMessages::cannotOpen(abs, failure.text()));
    }
    return true;
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
    int version = 0;
    if (!checkReadOnly(abs, &version, error))
        return false;
    if (version < schema::currentVersion())
        return failWith(error, DbError::Io, DbMessages::tooOldForReading(abs));

    m_connection = newConnectionName();
    m_path = abs;
    m_readOnly = true;
    QSqlDatabase db = QSqlDatabase::addDatabase(sql::Dialect::driver(), m_connection);
    setReadOnlyName(db, abs);
    QSqlError failure;
    if (!db.open() || !runAll(db, sql::Dialect::readOnlySessionSetup(), &failure)) {
        const QString reason = db.isOpen() ? failure.text() : db.lastError().text();
        close();
        return failWith(error, DbError::Io, DbMessages::cannotOpen(abs, reason));
    }
    return true;
}

bool TournamentFile::createSchema(DbError *error)
{
    // Created in SQLite's rollback-journal mode, so that the finished header
    // (application id, version) is in the file itself before WAL is switched on.
    QSqlDatabase conn = QSqlDatabase::database(m_connection, false);
    QSqlError failure;
    Transaction tx(conn);
    QStringList statements = upgradeStatements(0);
    statements << sql::Dialect::setApplicationId(schema::kApplicationId);
    bool ok = tx.isActive() && runAll(conn, statements, &failure);
    if (ok) {
        QSqlQuery q(conn);
        q.prepare(QStringLiteral(
            "INSERT INTO tournament (id, name, held_on, rule_set) VALUES (1, ?, ?, ?)"));
        q.addBindValue(QFileInfo(m_path).completeBaseName());
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
    if (!ok)
        return failWith(error, DbError::Io,
                             DbMessages::cannotCreate(m_path, failure.isValid()
                                                                   ? failure.text()
                                                                   : tx.lastError().text()));
    return true;
}

void TournamentFile::close()
{
    if (!m_connection.isEmpty())
        dropConnection(m_connection);
    m_connection.clear();
    m_lock.reset();   // unlocks and removes the lock file
    m_path.clear();
    m_location = DbLocation();
    m_created = false;
    m_readOnly = false;
}

} // namespace ctd
