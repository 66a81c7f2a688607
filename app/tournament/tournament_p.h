#pragma once
// Inside the Tournament class: its state and the small tools its files share.
// Nothing outside tournament*.cpp includes this.

#include "dblocation.h"
#include "dbmessages.h"
#include "sqldialect.h"
#include "tournament.h"
#include "tournamentfile.h"

#include <QFutureWatcher>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSysInfo>
#include <QVariant>

#include <functional>
#include <memory>

namespace ctd {

struct Tournament::Private
{
    explicit Private(Tournament *owner)
        : q(owner)
    {
    }

    Tournament *q;
    Notifier *notifier = new Notifier(q); ///< a child of the tournament
    // The tournament by job: each reads and writes through this state.
    Roster roster{q, this};
    Rounds rounds{q, this};
    Results results{q, this};
    Ranking ranking{q, this};
    Details details{q, this};
    Clock clock{q, this};
    Boards boards{q, this};
    Reports reports{q, this};
    Door door{q, this};
    Backups backups{q, this};
    TournamentFile file; ///< or a server's database
    QString path;        ///< file.path(), for the messages: never a password
    TournamentInfo info;
    QString desk = QSysInfo::machineHostName(); ///< recorded with every version saved
    /// Tells pagesDamaged() when the file's page check left running ends.
    std::unique_ptr<QFutureWatcher<DbError>> pageWatch;

    QSqlDatabase db() const { return QSqlDatabase::database(file.connection(), false); }

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
    bool failTransaction(const class Transaction &tx, DbError *error,
                         DbError::Kind otherwise) const;
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
    QList<PlayerLine> versionLines(int round, int table, int version) const;
    /// Gives a table a new report code (the old one stops working).
    bool assignCode(int round, int table, DbError *error);
    /// Drops a table's reports (its seating changed: they speak of others).
    bool dropReports(int round, int table, DbError *error);
    /// The report the sheet being saved comes from (0: typed at a desk).
    int savingReport = 0;

    /// The scores of the counted sheets and the players' names, kept between
    /// reads of the standings (tournament_standings.cpp).
    struct ScoreCache
    {
        bool valid = false;
        qint64 fileVersion = -1; ///< Tournament::dataVersion() when read
        QStringList names;
        QList<TableScore> scores;   ///< by round, then table
        RefereeDecisions decisions; ///< the referees' ledger as the standings count it
    };
    mutable ScoreCache scores;
    mutable quint64 scoreDrops = 0; ///< how often `scores` were dropped
    /// Tables saved or undone while `scores` were not kept, for keepStandingsData().
    mutable QList<QPair<int, int>> unscored;
    /// Keeps `scores` current from the tournament's own signals.
    void watchScores();
    void dropScores() const;
    /// Changes when another connection commits to the file; -1 if unknown.
    bool loadScores(ScoreCache *into, DbError *error) const;
    /// After a save or undo of one table: only its score changes.
    void rescore(int round, int table) const;

    bool loadInfo(DbError *error);
    /// Writes a changed rule set whole and records the change (in the caller's transaction).
    bool storeRules(const RuleSet &rules, DbError *error);
    /// The rule set a file keeps: its rule-set text, else (NULL) the preset `id`.
    static bool rulesFrom(const QString &id, const QVariant &text, RuleSet *rules);
    /// After the file opened: the heading, then opened(); closes on failure.
    bool afterOpen(DbError *error);

    DbLocation where() const { return file.location(); }

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

    // Desks following each other on a server (tournament_follow.cpp).
    bool relaying = false;                 ///< emitting another desk's change
    QMetaObject::Connection notifications; ///< the driver's notification signal
    /// Announces the notifier's shared signals to the other desks.
    void announceEvents();
    void announce(const QString &event) const;
    /// Listens to the other desks' announcements (again after a reconnect).
    void followOtherDesks();
    void relay(const QString &event);
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
