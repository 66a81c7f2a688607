#pragma once
// Inside the tournament library: the room every job of the tournament works
// through. The open file, its transactions, the error helpers and what the
// writers announce; each job (roster.h, rounds.h, …) receives the Store by
// reference and keeps its own state itself. Nothing outside app/tournament/
// includes this; it includes no job and not tournament.h.

#include "dblocation.h"
#include "dbmessages.h"
#include "notifier.h"
#include "sqldialect.h"
#include "storetypes.h"
#include "tournamentfile.h"

#include <QDateTime>
#include <QList>
#include <QPair>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QStringList>
#include <QSysInfo>
#include <QVariant>

#include <functional>
#include <memory>

namespace ctd {

class Transaction;

/// The open tournament as its jobs share it: the file (or a server's
/// database) and its name, this desk's name, the notifier, and the tools to
/// read, write and fail. Owned by the Tournament; every job holds a reference.
class Store
{
public:
    explicit Store(Notifier *notifier)
        : notifier(notifier)
    {
    }
    Store(const Store &) = delete;
    Store &operator=(const Store &) = delete;

    Notifier *notifier;                         ///< the tournament's, a child of it
    TournamentFile file;                        ///< or a server's database
    QString path;                               ///< file.path(), for the messages: never a password
    QString desk = QSysInfo::machineHostName(); ///< recorded with every version saved

    QSqlDatabase db() const { return QSqlDatabase::database(file.connection(), false); }
    DbLocation where() const { return file.location(); }
    sql::Backend backend() const { return sql::Dialect::backendOf(db()); }
    bool isReadOnly() const { return file.isReadOnly(); }
    /// Changes when another connection commits to the file; -1 if unknown
    /// (Tournament::dataVersion()).
    qint64 dataVersion() const;

    /// Fills `error` (if any) and returns false.
    static bool fail(DbError *error, DbError::Kind kind, const QString &message);
    /// A failed statement as the person sees it: busy → Locked, else Io.
    bool failQuery(DbError *error, const QSqlQuery &query) const;
    /// A failed read: fills `error` (if any), announces it, and returns false.
    bool failRead(DbError *error, const QSqlQuery &query) const;
    /// Runs a read query; on failure as failRead().
    bool read(QSqlQuery &query, DbError *error) const;
    /// A transaction that could not start (`otherwise`: Locked) or commit
    /// (Io): busy → Locked, a server out of reach → Unreachable.
    bool failTransaction(const Transaction &tx, DbError *error, DbError::Kind otherwise) const;
    /// A server's connection answers, made again if the server dropped it;
    /// else Unreachable. A file: always true.
    bool checkConnection(DbError *error) const;
    /// Refuses writes when nothing is open or the file is open read-only
    /// (and, on a server, when it cannot be reached).
    bool checkWritable(DbError *error) const;

    QSqlQuery prepare(const QString &sql) const;
    /// Prepared query with positional values, run. False on failure (error filled).
    bool exec(QSqlQuery &query, const QVariantList &values, DbError *error) const;

    // Reads and writes shared by several jobs.
    QList<qint64> seatIds(int round, int table) const;
    QStringList seatNames(int round, int table) const;
    /// The current version of a table's sheet (0: none) and whether it is a draft.
    int currentVersion(int round, int table, bool *draft = nullptr) const;
    QList<PlayerLine> versionLines(int round, int table, int version) const;
    /// Gives a table a new report code (the old one stops working).
    bool assignCode(int round, int table, DbError *error);
    /// Drops a table's reports (its seating changed: they speak of others).
    bool dropReports(int round, int table, DbError *error);

    // Announcing changes (tournament_change.cpp) -------------------------------
    int changes = 0; ///< Tournament::Change scopes open
    /// What the writers inside an open Change announced, told once it commits.
    QList<std::function<void()>> held;
    /// Announces a change now, or when the Change it is part of commits (and
    /// never, if that Change rolls back).
    template <typename... Args, typename... Values>
    void notify(void (Notifier::*signal)(Args...), Values... values)
    {
        std::function<void()> tell = [n = notifier, signal, values...] { (n->*signal)(values...); };
        if (changes > 0)
            held.append(std::move(tell));
        else
            tell();
    }

    /// Tournament::Change for a job that writes several statements as one
    /// change on its own: the writers inside join its transaction, what they
    /// announce is told once it commits, and a rollback puts back what the
    /// jobs keep in memory (rolledBack).
    class Change
    {
    public:
        Change(Store &store, DbError *error);
        ~Change();
        Change(const Change &) = delete;
        Change &operator=(const Change &) = delete;

        bool isActive() const;
        bool commit(DbError *error);

    private:
        void end(bool committed);

        Store &m_store;
        std::unique_ptr<Transaction> m_tx;
        bool m_ended = false;
    };

    /// What the jobs keep in memory from the file, put back to what the file
    /// holds after a Change rolled back (each job adds its own).
    QList<std::function<void()>> rolledBack;
    /// Called when checkConnection() made a server's connection again.
    std::function<void()> reconnected;
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

    /// Open, or joined to the transaction already open on the connection.
    bool isActive() const { return m_active || m_joined; }
    QSqlError lastError() const { return m_error; }
    bool commit();

private:
    QSqlDatabase m_db;
    bool m_active = false;
    bool m_server = false;
    bool m_write = false;
    bool m_joined = false; ///< inside another Transaction on the same connection
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

/// A time as the file keeps it: UTC, ISO 8601 with milliseconds; "" for none.
inline QString isoOrEmpty(const QDateTime &at)
{
    return at.isValid() ? at.toUTC().toString(Qt::ISODateWithMs) : QString();
}

/// A time the file keeps (isoOrEmpty()), read back as UTC; invalid for "".
inline QDateTime fromIso(const QString &text)
{
    if (text.isEmpty())
        return {};
    QDateTime at = QDateTime::fromString(text, Qt::ISODateWithMs);
    at.setTimeSpec(Qt::UTC);
    return at;
}

} // namespace ctd
