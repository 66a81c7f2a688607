#pragma once
// The store's value types and its error: what the tournament's jobs read and
// write, below everything else of app/tournament/ (no QObject, no job). Files
// that only pass these values around include this, not tournament.h.

#include "scoring/ruleset.h"
#include "scoring/sheet.h"

#include <QDate>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

namespace ctd {

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

/// One of the desk's rolling backups of a tournament file.
struct TournamentBackup
{
    QString path;
    QDateTime savedAt; ///< local time
    int round = 0;     ///< the last round whose results were all in
};

/// Results::saveSheetBasedOn() on whatever version is current.
constexpr int kAnyVersion = -1;

/// Who opens a file for writing, which decides who may write it beside
/// (docs/tournament-file.md, "Who may write a file at once"): a desk
/// writes alone; the command line's writers and a server taking the
/// tables' reports write beside each other, the command line's writers
/// one after another. A server's database has no lock: its desks share it.
enum class WriterRole { Desk, CommandLine, Server };

} // namespace ctd
