// Round by round: who sits at which table, where that is free, so that every
// player can take one of the seats they had least often.
#include "pairtable.h"
#include "seatingrandom.h"
#include "seatingsearch.h"

#include <algorithm>
#include <array>
#include <vector>

namespace ctd::seating {

namespace {

// Up to this many players every swap partner is tried; above, a sample.
constexpr int kTryAll = 160;
constexpr int kSample = 64;
constexpr int kPasses = 8;
// With at most this many tables left that cannot seat everyone well, every
// player at one of them is tried as a swap partner too (besides the sample),
// and then rotations of three players.
constexpr int kTargeted = 32;
constexpr int kRotationTables = 8;
// Then up to this many times players of those tables move sideways and the
// swaps and rotations try again, within this many evaluated seatings of a table.
constexpr int kKicks = 64;
constexpr qint64 kEvaluations = 500'000;
// seatCost() of a seat had once more than the least used one.
constexpr qint64 kOneAbove = 16;

// How many of up to four players whose good seats are the bit masks in the
// nibbles of `masks` (seat s: bit s) cannot take a good seat at once, the
// fewest over the seat orders: by Hall's theorem the most any group of them
// lacks, its members less the good seats they have between them.
int deficiency(int masks)
{
    static constexpr int kBits[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};
    int worst = 0;
    for (int group = 1; group < 16; ++group) {
        int cover = 0;
        for (int i = 0; i < 4; ++i)
            if (group & (1 << i))
                cover |= (masks >> (4 * i)) & 15;
        worst = qMax(worst, kBits[group] - kBits[cover]);
    }
    return worst;
}

class Balancer
{
public:
    Balancer(QList<QList<int>> *round, const SearchInput &p)
        : m_round(*round)
        , m_n(p.players)
        , m_pairs(p.players)
        , m_had(size_t(p.players), std::array<int, 4>{})
        , m_atThree(size_t(p.players), 0)
        , m_tableOf(size_t(p.players), -1)
    {
        for (const auto &r : p.history) {
            for (const auto &table : r) {
                for (int i = 0; i < table.size(); ++i) {
                    const int a = table[i];
                    if (a < 0)
                        continue;
                    if (i < 4)
                        ++m_had[size_t(a)][size_t(i)];
                    if (table.size() < 4)
                        m_atThree[size_t(a)] = 1;
                    for (int j = i + 1; j < table.size(); ++j)
                        if (table[j] >= 0)
                            m_pairs.add(a, table[j], 1);
                }
            }
        }
        for (const auto &pair : p.apart)
            m_pairs.setApart(pair.first, pair.second);
        for (int t = 0; t < m_round.size(); ++t)
            for (int a : m_round[t]) {
                m_tableOf[size_t(a)] = t;
                if (m_round[t].size() < 4)
                    m_atThree[size_t(a)] = 1;
            }
        m_seatCost.resize(size_t(m_n));
        m_free.assign(size_t(m_n), 0);
        m_even.assign(size_t(m_n), 1);
        for (int a = 0; a < m_n; ++a)
            for (int s = 0; s < 4; ++s) {
                const qint64 c = seatCost(m_had[size_t(a)], m_atThree[size_t(a)] != 0, s);
                m_seatCost[size_t(a)][size_t(s)] = c;
                if (c == 0)
                    m_free[size_t(a)] |= 1 << s;
                else if (c != kOneAbove)
                    m_even[size_t(a)] = 0;
            }
        m_deficiency.assign(size_t(1) << 16, -1);
        for (const auto &table : m_round)
            m_cost.push_back(tableCost(table));
    }

    void run(Random *rng)
    {
        std::vector<int> costly;
        swaps(rng, &costly);
        for (int kick = 0;; ++kick) {
            collectCostly(&costly);
            if (costly.empty() || (int(costly.size()) > kRotationTables && m_n > kTryAll))
                return;
            // Where no swap of two helps, a rotation of three may.
            while (!costly.empty() && rotations(costly))
                collectCostly(&costly);
            if (costly.empty() || kick == kKicks || m_evaluations > kEvaluations)
                return;
            // Stuck: players of those tables move sideways, to a place as
            // good, which opens other swaps and rotations.
            for (int t : costly)
                sidestep(t, rng);
            swaps(rng, &costly);
        }
    }

private:
    // Passes of the best swap for each player at a table that seats someone
    // badly, while they help.
    void swaps(Random *rng, std::vector<int> *costly)
    {
        for (int pass = 0; pass < kPasses; ++pass) {
            collectCostly(costly);
            if (costly->empty())
                return;
            // Few tables left: their players are the partners that help
            // most, since a swap with a table that seats everyone well
            // mostly spoils it.
            m_targets.clear();
            if (int(costly->size()) <= kTargeted)
                for (int t : *costly)
                    for (int b : m_round[t])
                        m_targets.push_back(b);
            bool improved = false;
            for (int ta : *costly) {
                for (int i = 0; i < m_round[ta].size() && m_cost[size_t(ta)] > 0; ++i)
                    improved |= improve(ta, i, rng);
            }
            if (!improved)
                return;
        }
    }

    bool rotations(const std::vector<int> &costly)
    {
        bool rotated = false;
        for (int ta : costly)
            for (int i = 0; i < m_round[ta].size() && m_cost[size_t(ta)] > 0; ++i)
                rotated |= rotate(ta, i, costly);
        return rotated;
    }

    // Swaps a random player of table ta with one of a sample that leaves the
    // seat costs and the meetings as they are, if any.
    void sidestep(int ta, Random *rng)
    {
        const int i = rng->below(int(m_round[ta].size()));
        const int a = m_round[ta][i];
        for (int k = 0; k < kSample; ++k) {
            const int b = rng->below(m_n);
            const int tb = m_tableOf[size_t(b)];
            if (tb < 0 || tb == ta)
                continue;
            const qint64 newA = tableCost(m_round[ta], i, b);
            const qint64 newB = tableCost(m_round[tb], int(m_round[tb].indexOf(b)), a);
            if (newA + newB != m_cost[size_t(ta)] + m_cost[size_t(tb)])
                continue;
            if (meetings(b, ta, a) + meetings(a, tb, b) > meetings(a, ta, -1) + meetings(b, tb, -1))
                continue;
            swap(ta, i, b, newA, newB);
            return;
        }
    }

    void swap(int ta, int i, int b, qint64 costA, qint64 costB)
    {
        const int a = m_round[ta][i];
        const int tb = m_tableOf[size_t(b)];
        m_round[ta][i] = b;
        m_round[tb][m_round[tb].indexOf(b)] = a;
        m_cost[size_t(ta)] = costA;
        m_cost[size_t(tb)] = costB;
        m_tableOf[size_t(a)] = tb;
        m_tableOf[size_t(b)] = ta;
    }

    // A keep-apart pair far above a repeat, far above a meeting beyond the second.
    static qint64 meetCost(quint8 cell)
    {
        const int met = PairTable::count(cell);
        return (PairTable::isApart(cell) ? qint64(1) << 40 : 0) + (met >= 1 ? 1 << 20 : 0)
            + (met >= 2 ? 1 : 0);
    }

    void collectCostly(std::vector<int> *costly) const
    {
        costly->clear();
        for (int t = 0; t < m_round.size(); ++t)
            if (m_cost[size_t(t)] > 0)
                costly->push_back(t);
    }

    // The fewest seatCost() the table's players can have over its seat orders,
    // with the player in seat `at` replaced by `with` when at >= 0.
    qint64 tableCost(const QList<int> &players, int at = -1, int with = -1) const
    {
        const auto k = size_t(players.size());
        std::array<int, 4> table{};
        // A table of 3 as one of 4 whose fourth player can take only seat 4.
        int masks = k < 4 ? 8 << 12 : 0;
        bool even = true;
        for (size_t s = 0; s < k; ++s) {
            table[s] = int(s) == at ? with : players[qsizetype(s)];
            masks |= (m_free[size_t(table[s])] & (k < 4 ? 7 : 15)) << (4 * s);
            even = even && m_even[size_t(table[s])];
        }
        ++m_evaluations;
        qint8 &d = m_deficiency[size_t(masks)];
        if (d < 0)
            d = qint8(deficiency(masks));
        // Every seat costs nothing or one above the least used: the fewest
        // players who cannot have a good one decide.
        if (d == 0 || even)
            return kOneAbove * d;
        std::array<int, 4> perm{0, 1, 2, 3};
        qint64 best = -1;
        do {
            qint64 cost = 0;
            for (size_t s = 0; s < k; ++s)
                cost += m_seatCost[size_t(table[perm[s]])][s];
            if (best < 0 || cost < best)
                best = cost;
        } while (std::next_permutation(perm.begin(), perm.begin() + k));
        return best;
    }

    // What a's meetings at table t cost, leaving `skip` out.
    qint64 meetings(int a, int t, int skip) const
    {
        qint64 cost = 0;
        for (int c : m_round[t])
            if (c != a && c != skip)
                cost += meetCost(m_pairs.cell(a, c));
        return cost;
    }

    // Swaps the player in seat i of table ta with the partner that lowers the
    // two tables' seat costs most, among those that leave the meetings no
    // worse. Returns whether it found one.
    bool improve(int ta, int i, Random *rng)
    {
        const int a = m_round[ta][i];
        std::vector<int> *partners = &m_partners;
        partners->clear();
        if (m_n <= kTryAll) {
            for (int b = 0; b < m_n; ++b)
                if (m_tableOf[size_t(b)] >= 0 && m_tableOf[size_t(b)] != ta)
                    partners->push_back(b);
        } else {
            for (int k = 0; k < kSample; ++k) {
                const int b = rng->below(m_n);
                if (m_tableOf[size_t(b)] >= 0 && m_tableOf[size_t(b)] != ta)
                    partners->push_back(b);
            }
            for (int b : m_targets)
                if (m_tableOf[size_t(b)] != ta)
                    partners->push_back(b);
        }
        qint64 meetA = -1; // computed once a swap would help
        int chosen = -1;
        qint64 gain = 0;
        qint64 costA = 0, costB = 0;
        for (int b : *partners) {
            const int tb = m_tableOf[size_t(b)];
            const qint64 newA = tableCost(m_round[ta], i, b);
            const qint64 newB = tableCost(m_round[tb], int(m_round[tb].indexOf(b)), a);
            const qint64 g = m_cost[size_t(ta)] + m_cost[size_t(tb)] - newA - newB;
            if (g <= gain)
                continue;
            if (meetA < 0)
                meetA = meetings(a, ta, -1);
            const qint64 before = meetA + meetings(b, tb, -1);
            const qint64 after = meetings(b, ta, a) + meetings(a, tb, b);
            if (after > before)
                continue;
            gain = g;
            chosen = b;
            costA = newA;
            costB = newB;
        }
        if (chosen < 0)
            return false;
        swap(ta, i, chosen, costA, costB);
        return true;
    }

    // A rotation of three: the player in seat i of table ta takes the place
    // of b at another table that seats someone badly, b the place of some x
    // at a third table, and x the first one's place, where that lowers the
    // three tables' seat costs and leaves the meetings no worse. Returns
    // whether it made one.
    bool rotate(int ta, int i, const std::vector<int> &costly)
    {
        const int a = m_round[ta][i];
        const qint64 costA = m_cost[size_t(ta)];
        if (m_evaluations > kEvaluations)
            return false;
        for (int tb : costly) {
            if (tb == ta || m_cost[size_t(tb)] == 0)
                continue;
            for (int j = 0; j < m_round[tb].size(); ++j) {
                const int b = m_round[tb][j];
                const qint64 newB = tableCost(m_round[tb], j, a);
                const qint64 base = costA + m_cost[size_t(tb)] - newB;
                if (base <= 0 && costA == 0)
                    continue;
                for (int tx = 0; tx < m_round.size(); ++tx) {
                    if (tx == ta || tx == tb)
                        continue;
                    const QList<int> &X = m_round[tx];
                    for (int k = 0; k < X.size(); ++k) {
                        const int x = X[k];
                        const qint64 newA = tableCost(m_round[ta], i, x);
                        if (newA >= base + m_cost[size_t(tx)])
                            continue;
                        const qint64 newX = tableCost(X, k, b);
                        if (base + m_cost[size_t(tx)] - newA - newX <= 0)
                            continue;
                        const qint64 before =
                            meetings(a, ta, -1) + meetings(b, tb, -1) + meetings(x, tx, -1);
                        const qint64 after =
                            meetings(a, tb, b) + meetings(b, tx, x) + meetings(x, ta, a);
                        if (after > before)
                            continue;
                        m_round[ta][i] = x;
                        m_round[tb][j] = a;
                        m_round[tx][k] = b;
                        m_cost[size_t(ta)] = newA;
                        m_cost[size_t(tb)] = newB;
                        m_cost[size_t(tx)] = newX;
                        m_tableOf[size_t(a)] = tb;
                        m_tableOf[size_t(b)] = tx;
                        m_tableOf[size_t(x)] = ta;
                        return true;
                    }
                }
            }
        }
        return false;
    }

    QList<QList<int>> &m_round;
    const int m_n;
    PairTable m_pairs;
    std::vector<std::array<int, 4>> m_had;
    std::vector<char> m_atThree;
    std::vector<int> m_tableOf;
    std::vector<std::array<qint64, 4>> m_seatCost; // player → seatCost() of each seat
    std::vector<int> m_free;                       // player → the seats costing nothing
    std::vector<char> m_even;                // player → every seat costs nothing or kOneAbove
    mutable std::vector<qint8> m_deficiency; // deficiency() by its masks, -1 until known
    std::vector<qint64> m_cost;              // table → tableCost()
    std::vector<int> m_targets;              // players at the tables left seating someone badly
    std::vector<int> m_partners;
    mutable qint64 m_evaluations = 0; // tableCost() calls, to bound the work
};

} // namespace

void balanceTables(Plan *plan, const SearchInput &problem, Random *rng)
{
    if (plan->size() != 1 || problem.history.isEmpty() || !problem.home.isEmpty())
        return;
    Balancer balancer(&(*plan)[0], problem);
    balancer.run(rng);
}

} // namespace ctd::seating
