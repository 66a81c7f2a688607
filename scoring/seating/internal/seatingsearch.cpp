#include "seatingsearch.h"

#include "pairtable.h"
#include "seatingcyclic.h"
#include "seatingrandom.h"

#include <algorithm>
#include <array>
#include <vector>

namespace ctd::seating {

namespace {

// Costs in one number, each level far above everything the level below can
// add up to: a keep-apart pair at one table, then a repeat meeting (the
// reported measure: every meeting of a pair after its first), then a meeting
// beyond a pair's second (the spread), then by standings the distance in
// tables from a player's group.
constexpr qint64 kApart = qint64(1) << 52;
constexpr qint64 kRepeat = qint64(1) << 32;
constexpr qint64 kSpread = qint64(1) << 16;

// Up to this many players every swap partner is tried; above, a sample.
constexpr int kTryAll = 160;
// Up to this many players a schedule starts from a cyclic base round; beyond,
// the greedy draw alone reaches no repeats wherever that is possible at all.
constexpr int kCyclicLimit = 100;
constexpr int kSample = 64;

struct Table
{
    std::array<int, 4> seat{};
    int size = 0;
};

class Search
{
public:
    Search(const SearchInput &p, Budget *budget, bool legacy)
        : m_p(p)
        , m_n(p.players)
        , m_rounds(p.rounds)
        , m_tableCount(int(p.sizes.size()))
        , m_pairs(p.players)
        , m_rng(p.seed)
        , m_budget(*budget)
        , m_legacy(legacy)
    {
        for (const auto &round : p.history) {
            for (const auto &table : round) {
                // -1 marks a seat whose player is no longer seated.
                for (int i = 0; i < table.size(); ++i)
                    for (int j = i + 1; j < table.size(); ++j)
                        if (table[i] >= 0 && table[j] >= 0)
                            m_pairs.add(table[i], table[j], 1);
            }
        }
        for (const auto &pair : p.apart)
            m_pairs.setApart(pair.first, pair.second);
        m_tableOf.assign(size_t(m_rounds) * m_n, -1);
        m_tables.assign(size_t(m_rounds) * m_tableCount, Table());
        m_target = kRepeat * p.repeatBound;
        // By standings players start at home and may move this many tables: the
        // four of a group need four different tables when they met already.
        m_window = p.home.isEmpty() ? m_tableCount : 3;
        for (int f : p.fixed)
            m_hasFixed = m_hasFixed || f >= 0;
    }

    Plan run()
    {
        Plan start;
        qint64 cycleRepeats = 0;
        if (!m_legacy && m_p.history.isEmpty() && m_p.home.isEmpty() && m_rounds > 1
            && m_n <= kCyclicLimit && !m_hasFixed) {
            // A quarter of the work for the cyclic start; the search below
            // gets the rest (and all of it when the cycle is already optimal).
            m_budget.cap(25);
            if (!cyclicStart(m_p, &m_rng, &m_budget, &start, &cycleRepeats))
                start.clear();
            m_budget.cap(100);
        }
        for (int r = 0; r < m_rounds; ++r) {
            if (r >= start.size()) { // a design may have fewer rounds
                construct(r);
                continue;
            }
            for (int t = 0; t < m_tableCount; ++t)
                for (int p : start[r][t])
                    place(r, p, t);
        }
        if (m_hard > m_target && m_tableCount > 1)
            improve();
        if (!m_p.home.isEmpty())
            polish();
        Plan plan;
        for (int r = 0; r < m_rounds; ++r) {
            QList<QList<int>> round;
            for (int t = 0; t < m_tableCount; ++t) {
                const Table &table = tableAt(r, t);
                round.append(QList<int>(table.seat.begin(), table.seat.begin() + table.size));
            }
            plan.append(round);
        }
        return plan;
    }

    Random &random() { return m_rng; }
    /// Repeats of the current seating (the best one, once run() returned).
    int repeats() const { return int((m_hard % kApart) / kRepeat); }

private:
    Table &tableAt(int r, int t) { return m_tables[size_t(r) * m_tableCount + t]; }
    int &tableOf(int r, int p) { return m_tableOf[size_t(r) * m_n + p]; }

    // What one more meeting of a pair that met `met` times costs.
    qint64 meetingCost(quint8 cell, int met) const
    {
        if (m_legacy) // weighted by how often the pair met: Σ C(met, 2)
            return (PairTable::isApart(cell) ? kApart : 0) + kRepeat * met;
        return (PairTable::isApart(cell) ? kApart : 0) + (met >= 1 ? kRepeat : 0)
            + (met >= 2 ? kSpread : 0);
    }
    qint64 addCost(int a, int c) const
    {
        const quint8 cell = m_pairs.cell(a, c);
        return meetingCost(cell, PairTable::count(cell));
    }
    // The cost a meeting that is in the counts takes away when it is undone.
    qint64 removeCost(int a, int c) const
    {
        const quint8 cell = m_pairs.cell(a, c);
        return -meetingCost(cell, PairTable::count(cell) - 1);
    }
    qint64 distance(int p, int t) const { return m_p.home.isEmpty() ? 0 : qAbs(t - m_p.home[p]); }

    void place(int r, int p, int t)
    {
        Table &table = tableAt(r, t);
        for (int i = 0; i < table.size; ++i) {
            m_hard += addCost(p, table.seat[i]);
            m_pairs.add(p, table.seat[i], 1);
        }
        table.seat[table.size++] = p;
        tableOf(r, p) = t;
        m_soft += distance(p, t);
    }

    qint64 placeCost(int r, int p, int t)
    {
        const Table &table = tableAt(r, t);
        qint64 cost = 0;
        for (int i = 0; i < table.size; ++i)
            cost += addCost(p, table.seat[i]);
        m_budget.spend(1);
        return cost;
    }

    // A random draw fills each player into the first table (from a random
    // start) where they meet nobody again, else the least bad one.
    void construct(int r)
    {
        if (!m_p.home.isEmpty()) {
            for (int p = 0; p < m_n; ++p)
                place(r, p, m_p.home[p]);
            return;
        }
        std::vector<int> order;
        for (int p = 0; p < m_n; ++p)
            if (fixedAt(p) < 0)
                order.push_back(p);
        m_rng.shuffle(order);
        // Players with a fixed table first, there.
        for (int p = 0; p < m_n; ++p)
            if (fixedAt(p) >= 0)
                place(r, p, fixedAt(p));
        std::vector<int> open;
        for (int t = 0; t < m_tableCount; ++t)
            if (tableAt(r, t).size < m_p.sizes[t])
                open.push_back(t);
        for (int p : order) {
            const int count = int(open.size());
            const int start = m_rng.below(count);
            int best = -1;
            qint64 bestCost = 0;
            for (int i = 0; i < count; ++i) {
                const int slot = (start + i) % count;
                const qint64 cost = placeCost(r, p, open[size_t(slot)]);
                if (best < 0 || cost < bestCost) {
                    best = slot;
                    bestCost = cost;
                }
                if (cost == 0)
                    break;
            }
            const int t = open[size_t(best)];
            place(r, p, t);
            if (tableAt(r, t).size == m_p.sizes[t]) {
                open[size_t(best)] = open.back();
                open.pop_back();
            }
        }
    }

    struct Delta
    {
        qint64 hard = 0;
        qint64 soft = 0;
        qint64 total() const { return hard + soft; }
    };

    Delta swapDelta(int r, int a, int b)
    {
        m_budget.spend(1);
        const int ta = tableOf(r, a);
        const int tb = tableOf(r, b);
        Delta d;
        const Table &A = tableAt(r, ta);
        for (int i = 0; i < A.size; ++i) {
            const int c = A.seat[i];
            if (c != a)
                d.hard += removeCost(a, c) + addCost(b, c);
        }
        const Table &B = tableAt(r, tb);
        for (int i = 0; i < B.size; ++i) {
            const int c = B.seat[i];
            if (c != b)
                d.hard += removeCost(b, c) + addCost(a, c);
        }
        d.soft = distance(a, tb) - distance(a, ta) + distance(b, ta) - distance(b, tb);
        return d;
    }

    void applySwap(int r, int a, int b, const Delta &d)
    {
        const int ta = tableOf(r, a);
        const int tb = tableOf(r, b);
        Table &A = tableAt(r, ta);
        Table &B = tableAt(r, tb);
        for (int i = 0; i < A.size; ++i) {
            if (A.seat[i] == a) {
                A.seat[i] = b;
            } else {
                m_pairs.add(a, A.seat[i], -1);
                m_pairs.add(b, A.seat[i], 1);
            }
        }
        for (int i = 0; i < B.size; ++i) {
            if (B.seat[i] == b) {
                B.seat[i] = a;
            } else {
                m_pairs.add(b, B.seat[i], -1);
                m_pairs.add(a, B.seat[i], 1);
            }
        }
        tableOf(r, a) = tb;
        tableOf(r, b) = ta;
        m_hard += d.hard;
        m_soft += d.soft;
    }

    // A player meets someone again, or a keep-apart partner, in round r.
    bool conflicted(int r, int p)
    {
        const Table &table = tableAt(r, tableOf(r, p));
        for (int i = 0; i < table.size; ++i) {
            const int c = table.seat[i];
            if (c != p) {
                const quint8 cell = m_pairs.cell(p, c);
                if (PairTable::isApart(cell) || PairTable::count(cell) >= 2)
                    return true;
            }
        }
        return false;
    }

    int fixedAt(int p) const { return m_hasFixed ? m_p.fixed[p] : -1; }

    // Whether player p may sit at table t: near their group by standings, and
    // at their fixed table if they have one.
    bool withinWindow(int p, int t) const
    {
        if (fixedAt(p) >= 0)
            return t == fixedAt(p);
        return m_p.home.isEmpty() || qAbs(t - m_p.home[p]) <= m_window;
    }

    // The partners worth trying for a conflicted player a of round r.
    void candidates(int r, int a, std::vector<int> *out)
    {
        out->clear();
        const int ta = tableOf(r, a);
        if (!m_p.home.isEmpty()) {
            const int from = qMax(0, m_p.home[a] - m_window);
            const int to = qMin(m_tableCount - 1, m_p.home[a] + m_window);
            for (int t = from; t <= to; ++t) {
                const Table &table = tableAt(r, t);
                for (int i = 0; t != ta && i < table.size; ++i) {
                    if (withinWindow(table.seat[i], ta))
                        out->push_back(table.seat[i]);
                }
            }
        } else if (m_n <= kTryAll) {
            for (int b = 0; b < m_n; ++b) {
                if (tableOf(r, b) != ta)
                    out->push_back(b);
            }
        } else {
            for (int i = 0; i < kSample; ++i) {
                const int b = m_rng.below(m_n);
                if (tableOf(r, b) != ta)
                    out->push_back(b);
            }
        }
        if (m_hasFixed) // a fixed player moves nowhere, and nobody onto a fixed place
            out->erase(std::remove_if(out->begin(), out->end(),
                                      [&](int b) {
                                          return !withinWindow(a, tableOf(r, b))
                                              || !withinWindow(b, ta);
                                      }),
                       out->end());
    }

    void rebuildConflicts()
    {
        m_conflicts.clear();
        for (int r = 0; r < m_rounds; ++r) {
            for (int p = 0; p < m_n; ++p) {
                if (conflicted(r, p))
                    m_conflicts.emplace_back(r, p);
            }
        }
        m_budget.spend(qint64(m_rounds) * m_n / 4);
    }

    struct Snapshot
    {
        std::vector<int> tableOf;
        qint64 hard = 0;
        qint64 soft = 0;
    };

    Snapshot snapshot() const { return Snapshot{m_tableOf, m_hard, m_soft}; }

    // Puts a saved state back: undoes every planned meeting, then seats again.
    void restore(const Snapshot &s)
    {
        for (int r = 0; r < m_rounds; ++r) {
            for (int t = 0; t < m_tableCount; ++t) {
                Table &table = tableAt(r, t);
                for (int i = 0; i < table.size; ++i)
                    for (int j = i + 1; j < table.size; ++j)
                        m_pairs.add(table.seat[i], table.seat[j], -1);
                table.size = 0;
            }
        }
        m_hard = 0;
        m_soft = 0;
        for (int r = 0; r < m_rounds; ++r)
            for (int p = 0; p < m_n; ++p)
                place(r, p, s.tableOf[size_t(r) * m_n + p]);
        m_budget.spend(qint64(m_rounds) * m_n);
    }

    // Tabu search on the conflicted players (after Dotú and Van Hentenryck's
    // search for the social golfer problem): take the best swap of one of
    // them even when it is worse, forbid moving the two players again for a
    // few steps, and go back to the best state with a shake when stuck.
    void improve()
    {
        const std::vector<int>::size_type cells = size_t(m_rounds) * m_n;
        std::vector<qint64> tabuUntil(cells, 0);
        std::vector<int> partners;
        Snapshot best = snapshot();
        m_budget.setBest(int((best.hard % kApart) / kRepeat));
        qint64 step = 0;
        qint64 lastGain = 0;
        qint64 nextRebuild = 0;
        const qint64 stallLimit = 100 + 4 * qint64(m_n);
        while (m_hard > m_target && !m_budget.exhausted()) {
            if (m_conflicts.empty() || step >= nextRebuild) {
                rebuildConflicts();
                if (m_conflicts.empty())
                    break;
                nextRebuild = step + 10 + qint64(m_conflicts.size());
            }
            const int pick = m_rng.below(int(m_conflicts.size()));
            const auto [r, a] = m_conflicts[size_t(pick)];
            if (!conflicted(r, a)) {
                m_conflicts[size_t(pick)] = m_conflicts.back();
                m_conflicts.pop_back();
                continue;
            }
            ++step;
            m_budget.spend(1); // a step with no partner to try still counts
            candidates(r, a, &partners);
            int chosen = -1;
            Delta chosenDelta;
            int ties = 0;
            const qint64 bestTotal = best.hard + best.soft;
            for (int b : partners) {
                const Delta d = swapDelta(r, a, b);
                const bool tabu =
                    tabuUntil[size_t(r) * m_n + a] > step || tabuUntil[size_t(r) * m_n + b] > step;
                if (tabu && m_hard + m_soft + d.total() >= bestTotal)
                    continue;
                if (chosen < 0 || d.total() < chosenDelta.total()) {
                    chosen = b;
                    chosenDelta = d;
                    ties = 1;
                } else if (d.total() == chosenDelta.total() && m_rng.below(++ties) == 0) {
                    chosen = b;
                }
            }
            if (chosen >= 0) {
                applySwap(r, a, chosen, chosenDelta);
                const qint64 tenure = 3 + m_rng.below(8);
                tabuUntil[size_t(r) * m_n + a] = step + tenure;
                tabuUntil[size_t(r) * m_n + chosen] = step + tenure;
            }
            if (m_hard + m_soft < bestTotal) {
                best = snapshot();
                m_budget.setBest(int((best.hard % kApart) / kRepeat));
                lastGain = step;
            } else if (step - lastGain > stallLimit) {
                restore(best);
                shake();
                // By standings a wider window may hold the way out.
                m_window = qMin(m_tableCount, m_window + 1);
                lastGain = step;
                m_conflicts.clear();
            }
        }
        if (m_hard + m_soft > best.hard + best.soft)
            restore(best);
    }

    // A few random swaps in random rounds, to leave a local minimum.
    void shake()
    {
        const int swaps = 2 + m_rng.below(5);
        for (int i = 0; i < swaps; ++i) {
            const int r = m_rng.below(m_rounds);
            const int a = m_rng.below(m_n);
            const int b = m_rng.below(m_n);
            const int ta = tableOf(r, a);
            const int tb = tableOf(r, b);
            if (ta != tb && withinWindow(a, tb) && withinWindow(b, ta))
                applySwap(r, a, b, swapDelta(r, a, b));
        }
    }

    // By standings: bring players back towards their group wherever that
    // costs no repeat, taking only swaps that make the whole better.
    void polish()
    {
        std::vector<int> partners;
        bool changed = true;
        while (changed && !m_budget.exhausted()) {
            changed = false;
            for (int r = 0; r < m_rounds; ++r) {
                for (int a = 0; a < m_n && !m_budget.exhausted(); ++a) {
                    if (distance(a, tableOf(r, a)) == 0)
                        continue;
                    candidates(r, a, &partners);
                    for (int b : partners) {
                        const Delta d = swapDelta(r, a, b);
                        if (d.total() < 0) {
                            applySwap(r, a, b, d);
                            changed = true;
                            break;
                        }
                    }
                }
            }
        }
    }

    const SearchInput &m_p;
    const int m_n;
    const int m_rounds;
    const int m_tableCount;
    PairTable m_pairs;
    Random m_rng;
    Budget &m_budget;
    const bool m_legacy;
    qint64 m_hard = 0; // relative to the history alone
    qint64 m_soft = 0;
    qint64 m_target = 0;
    int m_window = 0;
    bool m_hasFixed = false;
    std::vector<int> m_tableOf;                   // round × player → table
    std::vector<Table> m_tables;                  // round × table → players
    std::vector<std::pair<int, int>> m_conflicts; // (round, player), some stale
};

} // namespace

Plan search(const SearchInput &problem, Budget *budget, bool legacy, Random *rng)
{
    Search search(problem, budget, legacy);
    Plan plan = search.run();
    *rng = search.random();
    return plan;
}

} // namespace ctd::seating
