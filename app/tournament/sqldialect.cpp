#include "sqldialect.h"

namespace ctd::sql {

QString Dialect::driver()
{
    return QStringLiteral("QSQLITE");
}

QString Dialect::connectOptions(bool readOnly, bool immutable)
{
    // Wait up to 5 s for a lock held by another connection (a reader that
    // finishes a query, a checkpoint) before giving up with "busy".
    QString options = QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000");
    if (readOnly)
        options += QStringLiteral(";QSQLITE_OPEN_READONLY");
    if (immutable)
        options += QStringLiteral(";QSQLITE_OPEN_URI");
    return options;
}

QStringList Dialect::sessionSetup()
{
    // WAL: a save appends to the log and never rewrites the file in place, so
    // a crash mid-save leaves the previous state; readers (the command line)
    // are not blocked by the desk. synchronous=FULL: every commit is flushed
    // to the disk before saveSheet returns, so a power cut loses no result
    // that the desk showed as saved (NORMAL could lose the last ones).
    return {QStringLiteral("PRAGMA foreign_keys = ON"),
            QStringLiteral("PRAGMA journal_mode = WAL"),
            QStringLiteral("PRAGMA synchronous = FULL")};
}

QStringList Dialect::readOnlySessionSetup()
{
    return {QStringLiteral("PRAGMA foreign_keys = ON"), QStringLiteral("PRAGMA query_only = ON")};
}

QString Dialect::generatedKey()
{
    // An alias of SQLite's rowid; PostgreSQL: BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY.
    return QStringLiteral("INTEGER PRIMARY KEY");
}

QString Dialect::beginWrite()
{
    return QStringLiteral("BEGIN IMMEDIATE");
}

QString Dialect::beginRead()
{
    return QStringLiteral("BEGIN");
}

QString Dialect::changedElsewhereQuery()
{
    return QStringLiteral("PRAGMA data_version");
}

QString Dialect::schemaVersionQuery()
{
    return QStringLiteral("PRAGMA user_version");
}

QString Dialect::setSchemaVersion(int version)
{
    return QStringLiteral("PRAGMA user_version = %1").arg(version);
}

QString Dialect::applicationIdQuery()
{
    return QStringLiteral("PRAGMA application_id");
}

QString Dialect::setApplicationId(quint32 id)
{
    // SQLite stores it as a signed 32-bit number.
    return QStringLiteral("PRAGMA application_id = %1").arg(qint32(id));
}

QString Dialect::tableNamesQuery()
{
    return QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table'");
}

QString Dialect::integrityCheck()
{
    return QStringLiteral("PRAGMA integrity_check");
}

bool Dialect::isBusy(const QString &nativeErrorCode)
{
    // SQLITE_BUSY (5) and SQLITE_LOCKED (6), also as extended codes.
    const int code = nativeErrorCode.toInt();
    return (code & 0xff) == 5 || (code & 0xff) == 6;
}

} // namespace ctd::sql
