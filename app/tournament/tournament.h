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
    /// A signal of the Notifier that every desk on the server hears.
    static bool isSharedSignal(const QMetaMethod &method);

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
        QList<QPair<int, int>> m_deskSaves; ///< as they were before, for a rollback
        bool m_ended = false;
    };

    /// The default tournament file in the user's data folder.
    static QString defaultPath();
    /// Loads the SQLite driver's plugin, which the first file opened would
    /// load otherwise (the desk's start-up does it while another thread
    /// lists the fonts). Opens nothing.
    static void loadDriver();
    /// The lock file beside a tournament file that tells a second desk it is in use.
    static QString lockPath(const QString &path);
    /// Who holds the file open for writing, as a translated phrase
    /// ("catan-desk, process 1234 on host"); empty when nobody does (no lock,
    /// or the stale lock of a desk that is gone). Nothing is written.
    static QString writerOf(const QString &path);

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

    /// Backups (tournament_backup.cpp): a whole copy of the open file, made
    /// with SQLite's VACUUM INTO into backupFolder(); the newest
    /// kKeptBackups are kept.
    static constexpr int kKeptBackups = 10;
    bool backUp(DbError *error);
    /// FILE.backups beside the file.
    static QString backupFolder(const QString &path);
    /// The backups of a file, newest first.
    static QList<TournamentBackup> backups(const QString &path);
    /// The last round whose tables all have a complete result (0: none).
    /// `known`: rounds 1..known are known to be complete (only later ones are read).
    int completedRounds(DbError *error = nullptr, int known = 0) const;
    /// Puts `backup` in place of the tournament file `path` (which must not
    /// be open here): the backup is checked first, the file it replaces is
    /// kept as FILE.replaced-DATE (named in `replaced`).
    static bool restoreBackup(const QString &backup, const QString &path, QString *replaced,
                              DbError *error);
    /// Copies a whole tournament, every version of every sheet included,
    /// between two places (a file or a server address, either way). The
    /// target must be a missing file or an empty database; all or nothing.
    static bool copy(const QString &from, const QString &to, DbError *error);
    bool isOpen() const;
    bool isReadOnly() const;
    QString path() const;

    TournamentInfo info() const;
    /// Sets the heading and the rule set (kept whole, every part); a change of
    /// the rule set is recorded in ruleSetHistory().
    bool setInfo(const TournamentInfo &info, DbError *error);
    /// Changes the rule set alone (see setInfo()).
    bool setRules(const RuleSet &rules, DbError *error);
    /// Every change of the rule set, oldest first.
    QList<RuleSetChange> ruleSetHistory() const;

    // Stages (docs/rules.md §9) -----------------------------------------------
    /// The rounds that are not preliminary.
    StageMap stages() const;
    /// Sets a round's stage; `overruled` says why its players are not those
    /// the rules name (empty: they must be). Checked: stage_order, and
    /// stage_players unless overruled.
    bool setStage(int round, Stage stage, const QString &overruled, QList<Problem> *problems,
                  DbError *error);
    /// The director's reason for a cut's players, per round; empty: none.
    QHash<int, QString> overruled() const;
    /// stage_order and stage_players over the stored sheets and seating.
    QList<Problem> checkStages() const;

    // Players ---------------------------------------------------------------
    QList<Player> players(DbError *error = nullptr) const; ///< by name (docs/rules.md collation)
    /// The names of the dropped players, in no order: without reading everyone.
    QStringList droppedNames(DbError *error = nullptr) const;
    std::optional<Player> player(qint64 id) const;
    std::optional<Player> playerByName(const QString &name) const;
    bool addPlayer(const QString &name, qint64 *id, DbError *error);
    bool addPlayers(const QStringList &names, DbError *error); ///< all or nothing
    bool renamePlayer(qint64 id, const QString &name, DbError *error);
    bool setDropped(qint64 id, bool dropped, DbError *error);
    /// Removes a player added by mistake: only one never seated (a seated
    /// player keeps their place in the history; drop them instead).
    bool removePlayer(qint64 id, DbError *error);
    /// Pairs of players who must be kept apart at the seating (issue: seating).
    QList<QPair<qint64, qint64>> keepApart(DbError *error = nullptr) const;
    bool setKeepApart(qint64 a, qint64 b, bool apart, DbError *error);

    // Check-in (tournament_checkin.cpp) --------------------------------------
    /// The players marked absent for a round: not there for it, so left out
    /// of its draw and shown as absent. Absent for one round is not dropped.
    QSet<qint64> absent(int round, DbError *error = nullptr) const;
    /// Marks players absent for a round not seated yet, or present again;
    /// announced as checkInChanged().
    bool setAbsent(int round, const QList<qint64> &ids, bool absent, DbError *error);
    /// Marks everybody present for a round not seated yet.
    bool markAllPresent(int round, DbError *error);

    // Rounds and seating ----------------------------------------------------
    int roundCount(DbError *error = nullptr) const;                       ///< rounds 1..N exist
    QList<SeatedTable> tables(int round, DbError *error = nullptr) const; ///< by table number
    /// The table a director enters next in the round, as in tables(): the
    /// first without a result, else the first draft, else the first table;
    /// without reading every seat of the round. None: the round has no table.
    std::optional<SeatedTable> firstToEnter(int round, DbError *error = nullptr) const;
    /// How many tables the round has, and how many of them are complete.
    void roundProgress(int round, int *complete, int *tables, DbError *error = nullptr) const;
    /// Whether any table of the round has a result (complete or draft): what
    /// tables() says, without reading every seat.
    bool hasResults(int round, DbError *error = nullptr) const;
    /// Whether some table of the round has no result yet (its players may
    /// still move), without reading every seat.
    bool hasTableWithoutResult(int round, DbError *error = nullptr) const;
    /// Adds round roundCount()+1 with these tables (player ids in seat order).
    /// With `expectedRound`, refused (Conflict) when that is not the next round
    /// any more: another desk started it meanwhile.
    bool addRound(const QList<QList<qint64>> &tables, DbError *error, int expectedRound = 0);
    /// Replaces the seating of a round that has no result yet.
    bool reseatRound(int round, const QList<QList<qint64>> &tables, DbError *error);
    /// Replaces the seats of some tables of a round (table number → player
    /// ids in seat order), each without a result, while other tables of the
    /// round may have theirs; the whole round must still be a seating.
    bool reseatTables(int round, const QMap<int, QList<qint64>> &tables, DbError *error);
    /// The seed a round was drawn with (stored in the file); 0 when seated by
    /// hand, changed since, or unknown.
    quint64 roundSeed(int round, DbError *error = nullptr) const;
    /// Records the seed of a drawn round. A reseat forgets it.
    bool setRoundSeed(int round, quint64 seed, DbError *error);
    /// Removes the last round if it has no result yet.
    bool removeLastRound(DbError *error);

    // Result sheets ---------------------------------------------------------
    std::optional<StoredSheet> sheet(int round, int table, DbError *error = nullptr) const;
    /// Whether the table has a sheet that counts (complete or draft), without
    /// reading it. A failed read says false, and readFailed() as any read.
    bool hasSheet(int round, int table, DbError *error = nullptr) const;
    /// Saves a table's sheet (lines in seat order; names must match the seats).
    /// A sheet with rule errors is refused unless asDraft; a draft is kept,
    /// listed as needing attention, and left out of the standings. A valid
    /// sheet saved asDraft is stored complete (a draft is only for a sheet
    /// with errors). A correction keeps the earlier version in the history;
    /// saving what is stored already adds no version.
    bool saveSheet(int round, int table, const QList<PlayerLine> &lines, bool asDraft,
                   DbError *error);
    /// saveSheet() for a sheet that was read at version `basedOn` (0: the
    /// table had no result): when another desk saved the table meanwhile,
    /// nothing is saved, `conflict` says who changed what, and the error is
    /// DbError::Conflict; saving again based on conflict->current overrides.
    /// kAnyVersion: whatever is current (saveSheet()).
    static constexpr int kAnyVersion = -1;
    bool saveSheetBasedOn(int round, int table, const QList<PlayerLine> &lines, bool asDraft,
                          int basedOn, SheetConflict *conflict, DbError *error);
    /// The name this desk records with every version it saves; the machine's
    /// name unless set.
    QString deskName() const;
    void setDeskName(const QString &name);
    /// On a server: whether it answers now, connecting again if it dropped
    /// the connection (else false, DbError::Unreachable). A file: true.
    bool checkReachable(DbError *error = nullptr) const;

    /// Every earlier and the current version of a table's sheet, oldest first.
    QList<StoredSheet> history(int round, int table, DbError *error = nullptr) const;
    /// Puts back the version before the last save (or no result if the last
    /// save was the first); the undone version stays in the history.
    bool undoLastSave(int round, int table, DbError *error);
    /// The table of the last save made through this object (this desk) that
    /// is not undone yet; {0, 0} if none. Imports are not desk saves.
    QPair<int, int> lastDeskSave() const;
    /// Undoes the last save made at this desk (see undoLastSave()).
    bool undoLastDeskSave(DbError *error);
    /// Tables whose sheet is a draft, by round and table.
    QList<SeatedTable> drafts(DbError *error = nullptr) const;

    // The round clock (tournament_clock.cpp) ---------------------------------
    RoundClock roundClock(int round) const;
    /// Starts a round's clock with the tournament's default length, or resumes it.
    bool startClock(int round, const QDateTime &now, DbError *error);
    bool pauseClock(int round, const QDateTime &now, DbError *error);
    /// Adds minutes (or takes them away, never below what has run) to a started clock.
    bool extendClock(int round, int minutes, DbError *error);
    /// Puts a round's clock back as it was (not started: no clock), for undo.
    bool setRoundClock(const RoundClock &clock, DbError *error);

    // Following other writers ------------------------------------------------
    /// Changes whenever another connection (another process, or the desk while
    /// this is a reader beside it) has committed a write since the last call;
    /// -1 where there is no such counter (a server announces its changes).
    qint64 dataVersion() const;
    /// Reads the heading and rule set again (another connection may have changed them).
    bool reloadInfo(DbError *error);

    // Whole tournament ------------------------------------------------------
    /// Every stored sheet (complete and, if asked, drafts), by round and table.
    QList<TableSheet> sheets(bool includeDrafts = false, DbError *error = nullptr) const;
    /// docs/rules.md §6 over the complete sheets of rounds 1..afterRound (< 0: all),
    /// under the tournament's rule set, the final ranking of docs/rules.md §9
    /// once a final has a result.
    QList<StandingsRow> standings(int afterRound = -1, DbError *error = nullptr) const;

    /// What standings() are computed from: the players' names and the scores
    /// of the counted sheets (by round, then table).
    struct StandingsData
    {
        QStringList names;
        QList<TableScore> scores;
    };
    /// Where the kept standings data stood when a read elsewhere began (see keepStandingsData()).
    struct StandingsMark
    {
        quint64 drops = 0;
        qint64 fileVersion = -1;
    };
    /// Whether standings() would answer from data it keeps, without reading every sheet.
    bool hasKeptStandings() const;
    /// Reads the standings data afresh (for instance on a read-only Tournament
    /// of the same file, opened on another thread).
    bool readStandingsData(StandingsData *into, DbError *error = nullptr) const;
    /// Taken before reading the standings data elsewhere.
    StandingsMark standingsMark() const;
    /// Keeps standings data read elsewhere since `mark` as if standings() had
    /// read it, the tables saved or undone here meanwhile scored again. False
    /// (nothing kept) when anything else changed since `mark` (players, rounds,
    /// rules, an import, another program's commit): read again.
    bool keepStandingsData(const StandingsData &data, const StandingsMark &mark);

    /// Adds the rounds, tables, seats and results of a results file in one
    /// transaction, checked by the same rules: all or nothing. A table that
    /// already has a different result is a Problem with code table_exists; the
    /// same sheet imported again is accepted and changes nothing.
    /// Also problems: seating_differs (a table the desk seated with other
    /// players), duplicate_player (plays at another table of the round in the
    /// tournament), round_missing (rounds follow one another: round 3 into a
    /// tournament with 1 round needs round 2 in the same file). Players are
    /// created as needed; a seated table's lines are stored in its seat order.
    /// With `stages`, the rounds it creates get their stage (a round already
    /// there must have the same one: stage_order). `added`: how many tables
    /// got their result by this import (another desk may save at the same
    /// time, so counting before and after would not tell).
    bool importResults(const QList<TableSheet> &tables, QList<Problem> *problems, DbError *error,
                       const StageMap &stages = {}, int *added = nullptr);

private:
    /// importResults()' stages: new rounds get theirs, old ones must agree, then the checks.
    bool importStages(const QList<TableSheet> &tables, const StageMap &stages, int roundsBefore,
                      QList<Problem> *problems, DbError *error);

    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace ctd
