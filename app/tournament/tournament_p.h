#pragma once
// Inside the Tournament class: its state and the small tools its files share.
// Nothing outside tournament*.cpp includes this.

#include "dblocation.h"
#include "dbmessages.h"
#include "sqldialect.h"
#include "tournament.h"

#include <QLockFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSysInfo>
#include <QVariant>

#include <memory>

namespace ctd {

struct Tournament::Private
{
    QString path;                    ///< a file's path, or a server's address without password
    DbLocation where;                ///< the file or the server
    bool created = false;            ///< open() made the tournament's tables just now
    QString connection;              ///< unique per instance: several may be open at once
    std::unique_ptr<QLockFile> lock; ///< held while open for writing
    bool readOnly = false;
    QString desk = QSysInfo::machineHostName();   ///< recorded with every version saved
    TournamentInfo info;

    QSqlDatabase db() const { return QSqlDatabase::database(connection, false); }

    /// Fills `error` (if any) and returns false.
    static bool fail(DbError *error, DbError::Kind kind, const QString &message);
    /// A failed statement as the person sees it: busy → Locked, else Io.
    bool failQuery(DbError *error, const QSqlQuery &query) const;
    /// A transaction that could not start (`otherwise`: Locked) or commit
    /// (Io): busy → Locked, a server out of reach → Unreachable.
    bool failTransaction(const class Transaction &tx, DbError *error, DbError::Kind otherwise) const;
    /// A server's connection answers, made again if the server dropped it;
    /// else Unreachable. A file: always true.
    bool checkConnection(DbError *error) const;
    /// Refuses writes when nothing is open or the file is open read-only
    /// (and, on a server, when it cannot be reached).
    bool checkWritable(DbError *error) const;

    QSqlQuery prepare(const QString &sql) const;
    /// Prepared query with positional values, run. False on failure (error filled).
    bool exec(QSqlQuery &query, const QVariantList &values, DbError *error) const;

    // Reads shared by several files.
    QList<qint64> seatIds(int round, int table) const;
    QStringList seatNames(int round, int table) const;
    /// The current version of a table's sheet (0: none) and whether it is a draft.
    int currentVersion(int round, int table, bool *draft = nullptr) const;
    int maxVersion(int round, int table) const;
    bool roundHasSheets(int round) const;
    QList<PlayerLine> versionLines(int round, int table, int version) const;
    /// Inserts a sheet version with its lines and makes it current.
    bool insertVersion(int round, int table, int previous, const QList<qint64> &playerIds,
                       const QList<PlayerLine> &lines, bool draft, DbError *error);
    bool insertTables(int round, const QList<QList<qint64>> &tables, DbError *error);

    /// A new file: every schema step, the mark and the heading, in one transaction.
    bool createSchema(DbError *error);
    bool loadInfo(DbError *error);

    /// Fills `conflict` with what changed from `basedOn` to `current`
    /// (tournament_desks.cpp) and fails with DbError::Conflict.
    bool failConflict(int round, int table, int basedOn, int current, SheetConflict *conflict,
                      DbError *error) const;

    /// Opens a tournament on a server (tournament_server.cpp): connects,
    /// refuses another program's database, creates the tables in an empty one
    /// (not when read-only) and brings an older schema up to date.
    bool openServer(const DbLocation &server, bool readOnly, DbError *error);
    /// openServer() for a --db address; a malformed one is refused as Invalid.
    bool openServerAt(const QString &address, bool readOnly, DbError *error);
    sql::Backend backend() const { return sql::Dialect::backendOf(db()); }
};

/// A write transaction that rolls back unless committed, so an early return
/// or a failed statement never leaves half a change.
class Transaction
{
public:
    explicit Transaction(QSqlDatabase db, bool write = true);
    ~Transaction();
    Transaction(const Transaction &) = delete;
    Transaction &operator=(const Transaction &) = delete;

    bool isActive() const { return m_active; }
    QSqlError lastError() const { return m_error; }
    bool commit();

private:
    QSqlDatabase m_db;
    bool m_active = false;
    bool m_server = false;
    bool m_write = false;
    QSqlError m_error;
};

/// Fills `error` (if any) and returns false, so that a refusal is one line.
inline bool failWith(DbError *error, DbError::Kind kind, const QString &message)
{
    if (error) {
        error->kind = kind;
        error->message = message;
    }
    return false;
}

inline int toInt(bool b)
{
    return b ? 1 : 0;
}

} // namespace ctd
