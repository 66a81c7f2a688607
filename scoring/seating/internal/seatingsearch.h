#pragma once

#include "internal.h"

#include <QElapsedTimer>
#include <QList>
#include <QPair>

#include <array>

#include <functional>

namespace ctd::seating {

/// Rounds → tables → player indices in seat order.
using Plan = QList<QList<QList<int>>>;

/// What the search is given, with players numbered 0..players-1.
struct SearchInput
{
    int players = 0;
    QList<int> sizes;             ///< table sizes of every planned round
    int rounds = 1;               ///< rounds to plan
    Plan history;                 ///< rounds already seated, in seat order
    QList<QPair<int, int>> apart; ///< keep-apart pairs
    /// By standings: the table each player belongs at (leaders at table 0);
    /// players stay within a few tables of it. Empty for a random draw.
    QList<int> home;
    /// Each player's fixed table (0 for the first) or -1; empty for none. A
    /// fixed player is placed there and never moved.
    QList<int> fixed;
    quint64 seed = 0;
    qint64 budget = 0; ///< evaluated swaps at most
    /// Wall-clock limit in milliseconds on top of the work limit; 0 for none.
    /// With a time limit the result depends on the machine's speed.
    qint64 msecs = 0;
    /// Called now and then (at most ten times a second) with the share of the
    /// budget spent, in percent, and the fewest repeats found so far; returning
    /// false stops the search, which keeps the best seating found.
    std::function<bool(int percent, int repeats)> progress;
    /// A proven lower bound on the repeat meetings: reaching it ends the search.
    int repeatBound = 0;
};

/// The work spent and what is left of it: evaluated swaps, and a clock when
/// the problem sets a time limit.
class Budget
{
public:
    explicit Budget(const SearchInput &p)
        : m_p(p)
    {
        m_clock.start();
    }

    void spend(qint64 work) { m_work += work; }
    qint64 work() const { return m_work; }
    qint64 elapsed() const { return m_clock.elapsed(); }
    /// The caller asked to stop.
    bool cancelled() const { return m_cancelled; }
    /// The work or the time is used up, or the caller asked to stop.
    bool exhausted()
    {
        if (m_stopped || m_work >= m_p.budget || 100 * m_work >= m_cap * m_p.budget)
            return true;
        if ((m_p.msecs > 0 || m_p.progress) && m_work >= m_nextLook) {
            m_nextLook = m_work + 20000;
            const qint64 elapsed = m_clock.elapsed();
            if (m_p.msecs > 0 && elapsed >= m_p.msecs)
                m_stopped = true;
            else if (m_p.msecs > 0 && 100 * elapsed >= m_cap * m_p.msecs)
                return true;
            else if (m_p.progress && elapsed >= m_nextReport) {
                m_nextReport = elapsed + 100;
                if (!m_p.progress(percent(), m_best))
                    m_stopped = m_cancelled = true;
            }
        }
        return m_stopped;
    }
    /// The share spent, in percent: of the time when limited, else of the work.
    int percent() const
    {
        const qint64 byWork = m_p.budget > 0 ? 100 * m_work / m_p.budget : 100;
        const qint64 byTime = m_p.msecs > 0 ? 100 * m_clock.elapsed() / m_p.msecs : 0;
        return int(qBound(qint64(0), qMax(byWork, byTime), qint64(100)));
    }
    /// Lets a first stage of the search spend only this share, in percent.
    void cap(int percent) { m_cap = percent; }
    int capped() const { return int(m_cap); }
    /// The fewest repeats found so far, for the progress report.
    void setBest(int repeats) { m_best = repeats; }
    int best() const { return m_best; }

private:
    const SearchInput &m_p;
    QElapsedTimer m_clock;
    qint64 m_work = 0;
    qint64 m_nextLook = 0;
    qint64 m_nextReport = 0;
    int m_best = -1;
    qint64 m_cap = 100;
    bool m_stopped = false;
    bool m_cancelled = false;
};

/// Seats the planned rounds: a cyclic start or a greedy draw, then a tabu
/// search swapping players between tables of one round (and, unless that is
/// optimal, the engine's earlier search on its old work; the better plan
/// wins), then the seat order at each table. Deterministic for a given
/// problem without a time limit; never exceeds the budget by more than one
/// step.
Plan solve(const SearchInput &problem);

/// The repeats of a plan's rounds, Σ (met − 1) over its pairs, counted directly.
qint64 countRepeats(const Plan &plan, int players);

class Random;

/// One run of the tabu search (see solve()); `legacy` weights a pair's
/// meetings by how often it met, as the engine's earlier search did. Leaves
/// the run's generator in `rng` for the seat order.
Plan search(const SearchInput &problem, Budget *budget, bool legacy, Random *rng);

/// Chooses the seat order at every table of `plan`: the permutation that gives
/// its players the seat positions they had least often (in the history and
/// the other planned rounds), ties drawn at random.
void orderSeats(Plan *plan, const Plan &history, int players, Random *rng);

/// What seat `seat` (0 for the first) adds for a player who had the seats
/// `had` so far: nothing for one of the seats they had least often (seats 1–3
/// only for a player who sat at a table of 3 before, `atThree`), and steeply
/// more the more often they had it beyond that.
qint64 seatCost(const std::array<int, 4> &had, bool atThree, int seat);

/// One round seated after others: moves players between its tables where
/// that changes no keep-apart pair, repeat or spread, so that every table can
/// give each of its players a seat they had least often (the seat order is
/// free once the tables are drawn; who sits together is not, but among
/// equally good draws this one is). Only a random draw of a single round with
/// history; deterministic for a given generator.
void balanceTables(Plan *plan, const SearchInput &problem, Random *rng);

} // namespace ctd::seating
