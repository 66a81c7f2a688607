#pragma once

#include <QString>
#include <QStringList>

class QSqlDatabase;

namespace ctd::sql {

/// Where the tournament's SQL runs: an SQLite file (the default) or a
/// PostgreSQL server.
enum class Backend { Sqlite, Postgres };

/// Everything in the tournament's SQL that differs between SQLite and a
/// server database (PostgreSQL). The rest of the storage code writes standard
/// SQL only, so another backend means another implementation of this file.
struct Dialect
{
    /// The Qt Sql driver.
    static QString driver(Backend backend = Backend::Sqlite);
    /// Connection options for a read-only or a read-write connection.
    static QString connectOptions(bool readOnly, bool immutable, Backend backend = Backend::Sqlite);
    /// Statements run once after a read-write connection opens: foreign keys,
    /// journal mode, durability, lock waiting.
    static QStringList sessionSetup(Backend backend = Backend::Sqlite);
    /// Statements run after a read-only connection opens.
    static QStringList readOnlySessionSetup(Backend backend = Backend::Sqlite);

    /// The column type of a generated whole-number key.
    static QString generatedKey(Backend backend = Backend::Sqlite);

    /// Starts a transaction that writes and takes the tournament's write lock
    /// at once, so a second writer waits or is told at the start, not half way
    /// (SQLite: BEGIN IMMEDIATE; a server: one lock for all its desks).
    static QStringList beginWrite(Backend backend = Backend::Sqlite);
    /// Starts a read transaction: one consistent snapshot for several queries.
    static QString beginRead(Backend backend = Backend::Sqlite);

    /// The schema version stored in the file, and how to set it.
    static QString schemaVersionQuery(Backend backend = Backend::Sqlite);
    static QString setSchemaVersion(int version, Backend backend = Backend::Sqlite);
    /// The mark that says "this file is a tournament", and how to set it.
    static QString applicationIdQuery(Backend backend = Backend::Sqlite);
    static QString setApplicationId(quint32 id, Backend backend = Backend::Sqlite);
    /// Lists the names of the tables (one column).
    static QString tableNamesQuery(Backend backend = Backend::Sqlite);
    /// A number that changes when another connection commits (one row, one column).
    static QString dataVersionQuery();
    /// Whole-database consistency check; one row "ok" when sound.
    static QString integrityCheck(Backend backend = Backend::Sqlite);

    /// The backend a connection talks to.
    static Backend backendOf(const QSqlDatabase &db);

    /// Statements that a new database runs before the schema's first step:
    /// where a server database keeps what SQLite keeps in its header (the
    /// tournament mark and the schema version). Nothing for SQLite.
    static QStringList markSetup(Backend backend = Backend::Sqlite);
    /// The table of markSetup() (empty for SQLite): a database whose
    /// relations are none at all is empty; with this table it is ours.
    static QString markTable(Backend backend = Backend::Sqlite);
    /// After rows were written with their own generated keys (a copy): the
    /// statement that makes the next generated key follow them (empty: none needed).
    static QString followKeys(const QString &table, const QString &column,
                              Backend backend = Backend::Sqlite);
    /// Statements that remove every table and view of a tournament (a copy
    /// that failed into a database it had just set up).
    static QStringList dropAll(const QStringList &tables, Backend backend = Backend::Sqlite);

    /// The channel on which a server tells every desk that one saved; empty
    /// for SQLite (one desk a file).
    static QString changeChannel(Backend backend = Backend::Sqlite);
    /// The statement that tells the other desks what changed (one value: the
    /// event), run after the change committed.
    static QString announceChange(Backend backend = Backend::Sqlite);

    /// Whether a driver error code means "another connection holds the lock".
    static bool isBusy(const QString &nativeErrorCode, Backend backend = Backend::Sqlite);
    /// Whether a driver error code means "the server cannot be reached" (the
    /// connection dropped, the server shut down): nothing was written.
    static bool isConnectionLost(const QString &nativeErrorCode, Backend backend = Backend::Sqlite);
};

} // namespace ctd::sql
