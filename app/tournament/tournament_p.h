#pragma once
// Inside the Tournament class: its state and the small tools its files share.
// Nothing outside tournament*.cpp includes this.

#include "dbmessages.h"
#include "sqldialect.h"
#include "tournament.h"
#include "tournamentfile.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

#include <memory>

namespace ctd {

struct Tournament::Private
{
    explicit Private(Tournament *owner) : q(owner) {}

    Tournament *q;
    TournamentFile file;
    QString path;                    ///< file.path(), for the messages
    TournamentInfo info;
    QList<QPair<int, int>> deskSaves;   ///< (round, table) saved here, oldest first

    QSqlDatabase db() const { return QSqlDatabase::database(file.connection(), false); }

    /// Fills `error` (if any) and returns false.
    static bool fail(DbError *error, DbError::Kind kind, const QString &message);
    /// A failed statement as the person sees it: busy → Locked, else Io.
    bool failQuery(DbError *error, const QSqlQuery &query) const;
    /// A failed read: fills `error` (if any), announces it, and returns false.
    bool failRead(DbError *error, const QSqlQuery &query) const;
    /// Runs a read query; on failure as failRead().
    bool read(QSqlQuery &query, DbError *error) const;
    /// Refuses writes when nothing is open or the file is open read-only.
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

    /// The scores of the counted sheets and the players' names, kept between
    /// reads of the standings (tournament_standings.cpp).
    struct ScoreCache
    {
        bool valid = false;
        qint64 fileVersion = -1;    ///< changedElsewhere() when read
        QStringList names;
        QList<TableScore> scores;   ///< by round, then table
    };
    mutable ScoreCache scores;
    /// Keeps `scores` current from the tournament's own signals.
    void watchScores();
    void dropScores() const;
    /// Changes when another connection commits to the file; -1 if unknown.
    qint64 changedElsewhere() const;
    bool loadScores(ScoreCache *into, DbError *error) const;
    /// After a save or undo of one table: only its score changes.
    void rescore(int round, int table) const;

    bool loadInfo(DbError *error);
    /// After the file opened: the heading, then opened(); closes on failure.
    bool afterOpen(DbError *error);
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
