#pragma once

#include <QString>
#include <QStringList>

namespace ctd::sql {

/// Everything in the tournament's SQL that differs between SQLite and a
/// server database (PostgreSQL). The rest of the storage code writes standard
/// SQL only, so another backend means another implementation of this file.
struct Dialect
{
    /// The Qt Sql driver.
    static QString driver();
    /// Connection options for a read-only or a read-write connection.
    static QString connectOptions(bool readOnly, bool immutable);
    /// Statements run once after a read-write connection opens: foreign keys,
    /// journal mode, durability, lock waiting.
    static QStringList sessionSetup();
    /// Statements run after a read-only connection opens.
    static QStringList readOnlySessionSetup();

    /// The column type of a generated whole-number key.
    static QString generatedKey();

    /// Starts a transaction that writes (SQLite takes the write lock at once,
    /// so a second writer is told at the start, not half way).
    static QString beginWrite();
    /// Starts a read transaction: one consistent snapshot for several queries.
    static QString beginRead();

    /// The schema version stored in the file, and how to set it.
    static QString schemaVersionQuery();
    static QString setSchemaVersion(int version);
    /// A number that changes whenever another connection commits a change to
    /// the file (one row, one column); a server database would read a change
    /// counter of its own.
    static QString changedElsewhereQuery();
    /// The mark that says "this file is a tournament", and how to set it.
    static QString applicationIdQuery();
    static QString setApplicationId(quint32 id);
    /// Lists the names of the tables (one column).
    static QString tableNamesQuery();
    /// Whole-database consistency check; one row "ok" when sound.
    static QString integrityCheck();

    /// Whether a driver error code means "another connection holds the lock".
    static bool isBusy(const QString &nativeErrorCode);
};

} // namespace ctd::sql
