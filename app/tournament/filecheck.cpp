#include "filecheck.h"

#include "dbfile.h"
#include "dbmessages.h"
#include "dbschema.h"
#include "sqldialect.h"
#include "store.h"

#include "scoring/ruleset.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QSet>
#include <QUrl>

#include <atomic>

namespace ctd::filecheck {

namespace {

// SQLITE_CORRUPT and SQLITE_NOTADB, also as extended codes.
bool isDamage(const QSqlError &e)
{
    const int code = e.nativeErrorCode().toInt() & 0xff;
    return code == 11 || code == 26;
}

bool exists(const QString &path)
{
    return QFileInfo::exists(path);
}

// Why a statement on a file whose header is a tournament's failed: the right
// cause, not "another program".
bool failedStatement(const QString &abs, const QSqlError &e, DbError *error)
{
    const QString folder = QFileInfo(abs).absolutePath();
    if (isDamage(e))
        return failWith(error, DbError::Damaged,
                        DbMessages::damaged(abs, e.databaseText(), newestBackup(abs)));
    if (!dbfile::folderWritable(folder) && exists(abs + QStringLiteral("-wal")))
        return failWith(error, DbError::ReadOnly, DbMessages::logInReadOnlyFolder(abs, folder));
    if (sql::Dialect::isBusy(e.nativeErrorCode()))
        return failWith(error, DbError::Locked, DbMessages::busy(abs));
    return failWith(error, DbError::Io, DbMessages::cannotOpen(abs, e.text()));
}

bool checkPagesOpen(QSqlDatabase db, const QString &abs, DbError *error)
{
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA quick_check(1)")) || !q.next())
        return failedStatement(abs, q.lastError(), error);
    const QString finding = q.value(0).toString();
    if (finding != QLatin1String("ok"))
        return failWith(error, DbError::Damaged,
                        DbMessages::damaged(abs, finding, newestBackup(abs)));
    return true;
}

bool checkOpen(QSqlDatabase db, const QString &abs, int *version, DbError *error, bool pages)
{
    QSqlQuery q(db);
    if (!q.exec(sql::Dialect::applicationIdQuery()) || !q.next())
        return failedStatement(abs, q.lastError(), error);
    if (quint32(q.value(0).toInt()) != schema::kApplicationId)
        return failWith(error, DbError::NotATournament, DbMessages::otherProgram(abs));
    if (!q.exec(sql::Dialect::schemaVersionQuery()) || !q.next())
        return failedStatement(abs, q.lastError(), error);
    *version = q.value(0).toInt();
    if (*version > schema::currentVersion())
        return failWith(error, DbError::TooNew,
                        DbMessages::tooNew(abs, *version, schema::currentVersion()));
    // The pages before their contents: a damaged page can hide tables and rows.
    if (pages && !checkPagesOpen(db, abs, error))
        return false;
    QSet<QString> tables;
    if (!q.exec(sql::Dialect::tableNamesQuery()))
        return failedStatement(abs, q.lastError(), error);
    while (q.next())
        tables.insert(q.value(0).toString());
    for (const QString &t : schema::requiredTables()) {
        if (!tables.contains(t))
            return failWith(error, DbError::NotATournament, DbMessages::otherProgram(abs));
    }
    if (!q.exec(QStringLiteral("SELECT rule_set FROM tournament WHERE id = 1")))
        return failedStatement(abs, q.lastError(), error);
    if (!q.next())
        return failWith(error, DbError::NotATournament, DbMessages::noTournamentRow(abs));
    bool known = false;
    const QString ruleSet = q.value(0).toString();
    RuleSet::byId(ruleSet, &known);
    if (!known)
        return failWith(error, DbError::TooNew, DbMessages::unknownRuleSet(abs, ruleSet));
    return true;
}

} // namespace

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

bool nameReader(QSqlDatabase &db, const QString &abs)
{
    const bool folderWritable = dbfile::folderWritable(QFileInfo(abs).absolutePath());
    const bool log = exists(abs + QStringLiteral("-wal"));
    // In a folder nobody may write, SQLite cannot make the shared-memory file
    // a WAL reader needs; with no WAL beside it the file holds everything, so
    // it can be read as immutable.
    const bool immutable = !folderWritable && !log;
    const bool readWrite = folderWritable && !log && !exists(abs + QStringLiteral("-shm"))
        && dbfile::fileWritable(abs);
    if (immutable) {
        const QString uri = QUrl::fromLocalFile(abs).toString(QUrl::FullyEncoded);
        db.setDatabaseName(uri + QStringLiteral("?immutable=1"));
    } else {
        db.setDatabaseName(abs);
    }
    db.setConnectOptions(sql::Dialect::connectOptions(!readWrite, immutable));
    return readWrite;
}

// Runs `job` on a connection of its own that only reads `abs`.
template <typename Job> bool onReader(const QString &abs, DbError *error, Job job)
{
    const QString name = newConnectionName();
    bool ok = false;
    const dbfile::Held held(abs);
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(sql::Dialect::driver(), name);
        const bool queryOnly = nameReader(db, abs);
        QSqlQuery guard(db);
        if (!db.open())
            failWith(error, DbError::Io, DbMessages::cannotOpen(abs, db.lastError().text()));
        else if (queryOnly && !guard.exec(QStringLiteral("PRAGMA query_only = ON")))
            failedStatement(abs, guard.lastError(), error);
        else
            ok = job(db);
    }
    dropConnection(name);
    return ok;
}

bool check(const QString &abs, int *version, DbError *error, bool pages)
{
    return onReader(abs, error,
                    [&](QSqlDatabase db) { return checkOpen(db, abs, version, error, pages); });
}

bool checkPages(const QString &abs, DbError *error)
{
    return onReader(abs, error, [&](QSqlDatabase db) { return checkPagesOpen(db, abs, error); });
}

QString backupFolder(const QString &abs)
{
    return abs + QStringLiteral(".backups");
}

QString newestBackup(const QString &abs)
{
    const QFileInfo info(abs);
    QFileInfoList candidates =
        QDir(backupFolder(abs)).entryInfoList({QStringLiteral("*.sqlite")}, QDir::Files);
    candidates += info.absoluteDir().entryInfoList({info.fileName() + QStringLiteral(".v*.bak")},
                                                   QDir::Files);
    QString newest;
    QDateTime when;
    for (const QFileInfo &c : std::as_const(candidates)) {
        if (newest.isEmpty() || c.lastModified() > when) {
            newest = c.absoluteFilePath();
            when = c.lastModified();
        }
    }
    return newest;
}

} // namespace ctd::filecheck
