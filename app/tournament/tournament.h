#pragma once

#include "scoring/round.h"
#include "scoring/ruleset.h"
#include "scoring/sheet.h"
#include "scoring/standings.h"

#include <QDate>
#include <QDateTime>
#include <QList>
#include <QObject>
#include <QPair>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace ctd {

/// What went wrong with a tournament file, for the caller to show. The
/// message is translated and names the file and what to do.
struct DbError
{
    enum Kind {
        None,
        NotATournament,    ///< not SQLite, empty, or another program's SQLite file
        TooNew,            ///< written by a newer version of the program
        ReadOnly,          ///< file or folder cannot be written
        Locked,            ///< another desk or program holds it open for writing
        Duplicate,         ///< a player name that exists already
        Conflict,          ///< e.g. table_exists on import, reseating a round with results
        Invalid,           ///< arguments that break a rule (unknown player, empty name, …)
        Io,                ///< anything else the database reports
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
};

struct Player
{
    qint64 id = 0;
    QString name;
    bool dropped = false;   ///< a dropped player keeps their results but is not seated again
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
    QDateTime savedAt;   ///< UTC
    int version = 0;     ///< 1 for the first save, +1 for each correction
};

/// One tournament in one SQLite file. All SQL of the program lives behind
/// this class. Every write is one transaction: it happens whole or not at all.
///
/// What happened is announced through the signals below, once per change, so
/// that every view listens to the tournament instead of being told by hand.
///
/// Reads take an optional error: on a failed statement they return what they
/// have (usually nothing), fill `error` and emit readFailed(), so that a failure
/// never passes for an empty tournament.
class Tournament : public QObject
{
    Q_OBJECT

public:
    explicit Tournament(QObject *parent = nullptr);
    ~Tournament() override;

    /// The default tournament file in the user's data folder.
    static QString defaultPath();
    /// The lock file beside a tournament file that tells a second desk it is in use.
    static QString lockPath(const QString &path);

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
    bool isOpen() const;
    bool isReadOnly() const;
    QString path() const;

    TournamentInfo info() const;
    bool setInfo(const TournamentInfo &info, DbError *error);

    // Players ---------------------------------------------------------------
    QList<Player> players(DbError *error = nullptr) const;                         ///< by name (SPEC.md collation)
    std::optional<Player> player(qint64 id) const;
    std::optional<Player> playerByName(const QString &name) const;
    bool addPlayer(const QString &name, qint64 *id, DbError *error);
    bool addPlayers(const QStringList &names, DbError *error);   ///< all or nothing
    bool renamePlayer(qint64 id, const QString &name, DbError *error);
    bool setDropped(qint64 id, bool dropped, DbError *error);
    /// Pairs of players who must be kept apart at the seating (issue: seating).
    QList<QPair<qint64, qint64>> keepApart(DbError *error = nullptr) const;
    bool setKeepApart(qint64 a, qint64 b, bool apart, DbError *error);

    // Rounds and seating ----------------------------------------------------
    int roundCount(DbError *error = nullptr) const;         ///< rounds 1..N exist
    QList<SeatedTable> tables(int round, DbError *error = nullptr) const;   ///< by table number
    /// Whether any table of the round has a result (complete or draft): what
    /// tables() says, without reading every seat.
    bool hasResults(int round, DbError *error = nullptr) const;
    /// Adds round roundCount()+1 with these tables (player ids in seat order).
    bool addRound(const QList<QList<qint64>> &tables, DbError *error);
    /// Replaces the seating of a round that has no result yet.
    bool reseatRound(int round, const QList<QList<qint64>> &tables, DbError *error);
    /// Removes the last round if it has no result yet.
    bool removeLastRound(DbError *error);

    // Result sheets ---------------------------------------------------------
    std::optional<StoredSheet> sheet(int round, int table, DbError *error = nullptr) const;
    /// Saves a table's sheet (lines in seat order; names must match the seats).
    /// A sheet with rule errors is refused unless asDraft; a draft is kept,
    /// listed as needing attention, and left out of the standings. A valid
    /// sheet saved asDraft is stored complete (a draft is only for a sheet
    /// with errors). A correction keeps the earlier version in the history;
    /// saving what is stored already adds no version.
    bool saveSheet(int round, int table, const QList<PlayerLine> &lines, bool asDraft,
                   DbError *error);
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

    // Whole tournament ------------------------------------------------------
    /// Every stored sheet (complete and, if asked, drafts), by round and table.
    QList<TableSheet> sheets(bool includeDrafts = false, DbError *error = nullptr) const;
    /// SPEC.md §6 over the complete sheets of rounds 1..afterRound (< 0: all).
    QList<StandingsRow> standings(int afterRound = -1, DbError *error = nullptr) const;

    /// Adds the rounds, tables, seats and results of a results file in one
    /// transaction, checked by the same rules: all or nothing. A table that
    /// already has a different result is a Problem with code table_exists; the
    /// same sheet imported again is accepted and changes nothing.
    /// Also problems: seating_differs (a table the desk seated with other
    /// players), duplicate_player (plays at another table of the round in the
    /// tournament), round_missing (rounds follow one another: round 3 into a
    /// tournament with 1 round needs round 2 in the same file). Players are
    /// created as needed; a seated table's lines are stored in its seat order.
    bool importResults(const QList<TableSheet> &tables, QList<Problem> *problems, DbError *error);

signals:
    void opened();                         ///< a file is open (after open/openReadOnly)
    void closed();                         ///< the open file was closed
    void infoChanged();                    ///< heading or rule set
    void playersChanged();                 ///< added, renamed, dropped, kept apart
    void roundSeated(int round);           ///< a round added or reseated
    void roundRemoved(int round);          ///< the last round removed
    void sheetSaved(int round, int table); ///< a new version of a table's sheet
    void sheetUndone(int round, int table);
    void resultsImported();                ///< a results file added rounds and sheets
    void deskSavesChanged();               ///< lastDeskSave() changed
    /// A read failed; `message` is translated and names the file.
    void readFailed(const QString &message);

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace ctd
