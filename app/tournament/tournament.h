#pragma once

#include "notifier.h"
#include "scoring/round.h"
#include "scoring/ruleset.h"
#include "scoring/sheet.h"
#include "scoring/stages.h"
#include "scoring/standings.h"
#include "sheetconflict.h"

#include <QDate>
#include <QDateTime>
#include <QList>
#include <QMap>
#include <QMetaMethod>
#include <QObject>
#include <QPair>
#include <QSet>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace ctd {

class Transaction;
class Roster;
class Rounds;
class Results;
class Ranking;
class Details;
class Clock;
class Boards;
class Backups;
class Reports;
class Door;

/// What went wrong with a tournament file, for the caller to show. The
/// message is translated and names the file and what to do.
struct DbError
{
    enum Kind {
        None,
        NotATournament, ///< not SQLite, empty, or another program's SQLite file
        TooNew,         ///< written by a newer version of the program
        ReadOnly,       ///< file or folder cannot be written
        Locked,         ///< another desk or program holds it open for writing
        Duplicate,      ///< a player name that exists already
        Conflict,       ///< e.g. table_exists on import, reseating a round with results
        Invalid,        ///< arguments that break a rule (unknown player, empty name, …)
        Damaged,        ///< SQLite's check of the file's pages failed
        Io,             ///< anything else the database reports
        Unreachable,    ///< the server cannot be reached (the connection dropped): nothing
                        ///< was written; the same change may be tried again
    };
    Kind kind = None;
    QString message;

    bool isError() const { return kind != None; }
};

/// The tournament's heading and rule set.
struct TournamentInfo
{
    QString name;
    QDate date;
    RuleSet rules = RuleSet::standard();
    int roundMinutes = 90; ///< the round clock's default length, 1 to 600
};

/// A round's clock as the director runs it: started with the tournament's
/// default length, paused and resumed, extended. Times are UTC.
struct RoundClock
{
    int round = 0;
    qint64 lengthMs = 0;    ///< 0: not started yet
    qint64 elapsedMs = 0;   ///< run before runningSince
    QDateTime runningSince; ///< invalid: paused (or not started)

    bool isStarted() const { return lengthMs > 0; }
    bool isRunning() const { return runningSince.isValid(); }
    qint64 elapsedAt(const QDateTime &now) const
    {
        return elapsedMs + (isRunning() ? qMax<qint64>(0, runningSince.msecsTo(now)) : 0);
    }
    /// Below zero once the time is up.
    qint64 remainingAt(const QDateTime &now) const { return lengthMs - elapsedAt(now); }
    bool operator==(const RoundClock &o) const
    {
        return round == o.round && lengthMs == o.lengthMs && elapsedMs == o.elapsedMs
            && runningSince == o.runningSince;
    }
    bool operator!=(const RoundClock &o) const { return !(*this == o); }
};

/// One change of a tournament's rule set, as the history keeps it.
struct RuleSetChange
{
    QDateTime changedAt; ///< UTC
    RuleSet before;
    RuleSet after;
};

struct Player
{
    qint64 id = 0;
    QString name;
    bool dropped = false; ///< a dropped player keeps their results but is not seated again
    QString team;         ///< the player's team in a team event; empty: none
};

/// The state of one table's result.
enum class SheetState { None, Draft, Complete };

/// One table of a round: who sits where (seat order = turn order) and the
/// state of its result.
struct SeatedTable
{
    int round = 0;
    int table = 0;
    QList<qint64> playerIds;
    QStringList names;
    SheetState state = SheetState::None;
};

/// A result sheet as stored: lines in seat order, names filled in.
struct StoredSheet
{
    int round = 0;
    int table = 0;
    QList<PlayerLine> lines;
    SheetState state = SheetState::None;
    QDateTime savedAt; ///< UTC
    int version = 0;   ///< 1 for the first save, +1 for each correction
    int previous = 0;  ///< the version this save replaced (0: none), which undo puts back
    QString desk;      ///< the desk that saved it ("" before desks had names)
    int report = 0;    ///< the table's report it was accepted from (0: typed at a desk)
};

/// One tournament in one SQLite file. All SQL of the program lives behind
/// this class. Every write is one transaction: it happens whole or not at all.
///
/// What happened is announced through notifier(), once per change, so that
/// every view listens to the tournament instead of being told by hand.
///
/// Reads take an optional error: on a failed statement they return what they
/// have (usually nothing), fill `error` and emit readFailed(), so that a failure
/// never passes for an empty tournament.
/// One of the desk's rolling backups of a tournament file.
struct TournamentBackup
{
    QString path;
    QDateTime savedAt; ///< local time
    int round = 0;     ///< the last round whose results were all in
};

class Tournament : public QObject
{
    Q_OBJECT

public:
    explicit Tournament(QObject *parent = nullptr);
    ~Tournament() override;

    /// Says what changed, whoever changed it (this desk, an import, another
    /// desk on the server); owned by the tournament.
    Notifier *notifier() const;

    /// Several writes as one transaction, all or nothing: a command reads what
    /// it checks and writes what it changes inside one Change. The writers
    /// called meanwhile join its transaction; what they announce is told once
    /// it commits. Destroyed without commit(), it rolls back: nothing was
    /// written, nothing is announced. A Change inside a Change joins it.
    class Change
    {
    public:
        /// Starts the transaction; isActive() false (and `error` filled) when
        /// the tournament cannot be written or is held by another writer.
        Change(Tournament &tournament, DbError *error);
        ~Change();
        Change(const Change &) = delete;
        Change &operator=(const Change &) = delete;

        bool isActive() const;
        bool commit(DbError *error);

    private:
        void end(bool committed);

        Tournament &m_tournament;
        std::unique_ptr<Transaction> m_tx;
        bool m_ended = false;
    };

    /// Opens a tournament file, creating it (and its folder) if it does not
    /// exist. A file that is not a tournament, is too new, read-only or held
    /// by another desk is refused and left byte for byte as it was. An empty
    /// path opens defaultPath().
    bool open(const QString &path, DbError *error);
    /// Opens an existing tournament file for reading only (standings, export)
    /// while a desk may be writing it: no lock is taken and nothing is written;
    /// every change is refused with DbError::ReadOnly.
    bool openReadOnly(const QString &path, DbError *error);
    void close();
    /// Closes, and removes the file if open() created it, before any other
    /// writer can reach it: a failed first import leaves nothing behind.
    void closeAndDiscardIfCreated();
    /// open() created the file: it did not exist before.
    bool createdByOpen() const;
    /// How long open() waits while another writer holds the file (0, the
    /// default: refuse at once with DbError::Locked).
    void setLockWait(int milliseconds);
    /// Who opens a file for writing, which decides who may write it beside
    /// (docs/tournament-file.md, "Who may write a file at once"): a desk
    /// writes alone; the command line's writers and a server taking the
    /// tables' reports write beside each other, the command line's writers
    /// one after another. A server's database has no lock: its desks share it.
    enum class WriterRole { Desk, CommandLine, Server };
    /// The role open() takes (default: see setWriterDefaults()).
    void setWriterRole(WriterRole role);
    /// The role and lock wait of every Tournament this process makes from
    /// now on (without a call: a desk that refuses at once).
    static void setWriterDefaults(WriterRole role, int lockWaitMs);
    /// open() leaves SQLite's check of every page of an existing file to a
    /// thread of its own (the desk shows the file meanwhile): where opening
    /// the file writes nothing to it (no upgrade, no log to copy in), else
    /// the check runs first as always. Every change waits for that check and
    /// is refused with its finding if it failed; pagesDamaged() tells.
    /// openReadOnly() then checks them on that thread too.
    void setPagesCheckedLater(bool later);
    /// openReadOnly() without the check of every page, for a reader beside
    /// the desk's own Tournament on the same file, which checks them: a
    /// damaged page then fails a read, and nothing is written either way.
    void setPagesCheckedElsewhere(bool elsewhere);
    /// With setPagesCheckedLater(): open() holds that check's thread back
    /// until startPageCheck() (the desk starts it once its window is on
    /// screen, so that it does not share the cores with the first paint).
    /// A change, a backup or close() starts it first if it is still held.
    void setPageCheckHeld(bool held);
    /// Starts the check setPageCheckHeld() holds back; nothing otherwise.
    void startPageCheck();

    bool isOpen() const;
    bool isReadOnly() const;
    QString path() const;

    /// Results::saveSheetBasedOn() on whatever version is current.
    static constexpr int kAnyVersion = -1;
    /// On a server: whether it answers now, connecting again if it dropped
    /// the connection (else false, DbError::Unreachable). A file: true.
    bool checkReachable(DbError *error = nullptr) const;

    // Following other writers ------------------------------------------------
    /// Changes whenever another connection (another process, or the desk while
    /// this is a reader beside it) has committed a write since the last call;
    /// -1 where there is no such counter (a server announces its changes).
    qint64 dataVersion() const;

    // The tournament by job: each a class of its own (roster.h, rounds.h, …),
    // reached here, never repeated here.
    Roster &roster();
    const Roster &roster() const;
    Rounds &rounds();
    const Rounds &rounds() const;
    Results &results();
    const Results &results() const;
    Details &details();
    const Details &details() const;
    Clock &clock();
    const Clock &clock() const;
    Boards &boards();
    const Boards &boards() const;
    const Ranking &ranking() const;
    Backups &backups();
    Reports &reports();
    const Reports &reports() const;
    Door &door();
    const Door &door() const;

private:
    friend class Roster;
    friend class Rounds;
    friend class Results;
    friend class Ranking;
    friend class Details;
    friend class Clock;
    friend class Boards;
    friend class Backups;
    friend class Reports;
    friend class Door;
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace ctd

// The tournament by job.
#include "backups.h"
#include "boards.h"
#include "clock.h"
#include "details.h"
#include "door.h"
#include "ranking.h"
#include "reports.h"
#include "results.h"
#include "roster.h"
#include "rounds.h"
