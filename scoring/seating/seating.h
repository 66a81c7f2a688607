#pragma once

#include "scoring/round.h" // tableSizes(): the tables a count of players makes

#include <QHash>
#include <QList>
#include <QPair>
#include <QString>

#include <functional>

namespace ctd {

/// How the players of a round are drawn.
enum class SeatingMode {
    Random,      ///< a random draw, reproducible from the seed
    ByStandings, ///< groups from the top of the standings: leaders play leaders
};

/// What the seating engine is given. Pure data: player ids, no database.
struct SeatingInput
{
    /// The players to seat (active ones only: a dropped player is left out, a
    /// late one simply appears). With SeatingMode::ByStandings, in standings
    /// order, the leader first.
    QList<qint64> players;
    /// Pairs who must sit at different tables (family, friends, teammates).
    QList<QPair<qint64, qint64>> keepApart;
    /// Earlier rounds → tables → player ids in seat order (seat 1 starts).
    /// Players not in `players` are ignored.
    QList<QList<QList<qint64>>> history;
    /// Players who sit at one table every round (a wheelchair place, a table
    /// by the door): player id → table number, 1 for the first. Players not
    /// in `players` are ignored; a table beyond the round's tables, or more
    /// players fixed at a table than it seats, is an error.
    QList<QPair<qint64, int>> fixedTables;
    /// The names of players the messages may name (those with a fixed
    /// table); a player missing here is named by their id.
    QHash<qint64, QString> names;
    SeatingMode mode = SeatingMode::Random;
    quint64 seed = 0;
    /// Upper bound on the search's work, in evaluated swaps; 0 for the default.
    /// The engine stops there (or earlier, once nothing better can exist), so
    /// it always returns, and returns the same seating for the same input.
    qint64 workBudget = 0;
    /// As in ScheduleInput: more work, a time limit, progress and stopping.
    int effort = 1;
    qint64 msecs = 0;
    std::function<bool(int percent, int repeats)> progress;
};

/// Quality figures shared by a round and a schedule.
struct SeatingQuality
{
    /// Keep-apart pairs seated at one table (each pair and round once).
    int apartViolations = 0;
    /// Meetings of two players who had met before (in the history or an
    /// earlier seated round): over all pairs, times met minus one. The search
    /// minimises exactly this, after keep-apart pairs.
    int repeatPairs = 0;
    /// The spread, the search's next aim: meetings of a pair beyond its second
    /// (over all pairs, times met minus two), so that no pair meets three times
    /// where twice is enough.
    int thirdMeetings = 0;
    /// At least this many repeat meetings cannot be avoided (a proven bound,
    /// not always reachable).
    int repeatLowerBound = 0;
    /// Players seated at a seat position (1st, 2nd, … to play) they had before.
    int repeatSeatPositions = 0;
    /// Players whose seat positions are not as even as the rounds allow: their
    /// counts in seats 1 to 3 (and 4, for a player who sat at a table of 4
    /// every round) differ by more than one. The search's last aim.
    int unevenSeats = 0;
    /// Translated sentences: what remains and why.
    QString explanation;
};

struct SeatingResult : SeatingQuality
{
    bool ok = false;
    QString error;               ///< translated; set when !ok
    QList<QList<qint64>> tables; ///< table 1 first; player ids in seat order
};

/// Seats the next round: tables of 4 with the fewest tables of 3 the count
/// allows, then the seat order at each table. Minimises, in order, keep-apart
/// pairs at one table, repeat meetings, meetings beyond a pair's second, and
/// uneven seat positions. Fails (ok = false) only for a count that cannot be
/// seated (0, 1, 2 or 5 players) or a malformed input.
SeatingResult seatRound(const SeatingInput &input);

struct ScheduleInput
{
    QList<qint64> players;
    QList<QPair<qint64, qint64>> keepApart;
    QList<QList<QList<qint64>>> history; ///< rounds already played, if any
    /// As in SeatingInput: player id → fixed table number, in every round.
    QList<QPair<qint64, int>> fixedTables;
    QHash<qint64, QString> names; ///< as in SeatingInput
    int rounds = 1;               ///< how many rounds to plan
    quint64 seed = 0;
    qint64 workBudget = 0; ///< 0 for the default
    /// Multiplies the default work (ignored with a workBudget): 1 is the
    /// default, near-instant; the result stays the same on every machine.
    int effort = 1;
    /// A time limit in milliseconds (up to a minute is sensible) on top of the
    /// work limit, which it raises to match: the search runs until either is
    /// spent or the schedule is proven optimal. With a time limit the result
    /// depends on the machine; 0 for none (the default: near-instant, and the
    /// same on every machine).
    qint64 msecs = 0;
    /// Called about ten times a second during a long search with the share of
    /// the time or work spent (percent) and the fewest repeats so far; return
    /// false to stop early and keep the best schedule found.
    std::function<bool(int percent, int repeats)> progress;
};

struct ScheduleResult : SeatingQuality
{
    bool ok = false;
    QString error;
    QList<QList<QList<qint64>>> rounds; ///< planned rounds → tables → seat order
};

/// Plans several random rounds at once, as a schedule published before the
/// event; the search improves all rounds together, which finds repeat-free
/// schedules that seating round by round misses.
ScheduleResult seatSchedule(const ScheduleInput &input);

/// Schedules known to be optimal (proven by the engine's exact search, kept
/// so that the bound does not depend on its limit): the fewest repeats for
/// this count and number of rounds, or -1 when none is known.
int knownOptimalRepeats(int players, int rounds);

/// A proven lower bound on the repeat meetings of any schedule of `rounds`
/// rounds for `players` players who have not met before: a player at a table
/// of 4 meets 3 opponents, so over R rounds needs 3R (2 for each round at a
/// table of 3) but has only players − 1 distinct ones. The seats at tables of
/// 3 are spread as evenly as possible, and every repeat meeting is counted by
/// both of its players.
int scheduleRepeatLowerBound(int players, int rounds);

} // namespace ctd
