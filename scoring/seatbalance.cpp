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
        for (int a = 0; a < m_n; ++a)
            for (int s = 0; s < 4; ++s)
                m_seatCost[size_t(a)][size_t(s)] =
                    seatCost(m_had[size_t(a)], m_atThree[size_t(a)] != 0, s);
        for (const auto &table : m_round)
            m_cost.push_back(tableCost(table));
    }

    void run(Random *rng)
    {
        std::vector<int> partners;
        for (int pass = 0; pass < kPasses; ++pass) {
            bool improved = false;
            for (int ta = 0; ta < m_round.size(); ++ta) {
                for (int i = 0; i < m_round[ta].size() && m_cost[size_t(ta)] > 0; ++i)
                    improved |= improve(ta, i, rng, &partners);
            }
            if (!improved)
                break;
        }
    }

private:
    // A keep-apart pair far above a repeat, far above a meeting beyond the second.
    static qint64 meetCost(quint8 cell)
    {
        const int met = PairTable::count(cell);
        return (PairTable::isApart(cell) ? qint64(1) << 40 : 0) + (met >= 1 ? 1 << 20 : 0)
            + (met >= 2 ? 1 : 0);
    }

    // The fewest seatCost() the table's players can have over its seat orders,
    // with the player in seat `at` replaced by `with` when at >= 0.
    qint64 tableCost(const QList<int> &players, int at = -1, int with = -1) const
    {
        const auto k = size_t(players.size());
        std::array<int, 4> table{};
        for (size_t s = 0; s < k; ++s)
            table[s] = int(s) == at ? with : players[qsizetype(s)];
        std::array<int, 4> perm{0, 1, 2, 3};
        qint64 best = -1;
        do {
            qint64 cost = 0;
            for (size_t s = 0; s < k; ++s)
                cost += m_seatCost[size_t(table[perm[s]])][s];
            if (best < 0 || cost < best)
                best = cost;
        } while (best > 0 && std::next_permutation(perm.begin(), perm.begin() + k));
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
    bool improve(int ta, int i, Random *rng, std::vector<int> *partners)
    {
        const int a = m_round[ta][i];
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
        }
        const qint64 meetA = meetings(a, ta, -1);
        int chosen = -1;
        qint64 gain = 0;
        qint64 costA = 0, costB = 0;
        for (int b : *partners) {
            const int tb = m_tableOf[size_t(b)];
            const qint64 before = meetA + meetings(b, tb, -1);
            const qint64 after = meetings(b, ta, a) + meetings(a, tb, b);
            if (after > before)
                continue;
            const qint64 newA = tableCost(m_round[ta], i, b);
            const qint64 newB = tableCost(m_round[tb], int(m_round[tb].indexOf(b)), a);
            const qint64 g = m_cost[size_t(ta)] + m_cost[size_t(tb)] - newA - newB;
            if (g > gain) {
                gain = g;
                chosen = b;
                costA = newA;
                costB = newB;
            }
        }
        if (chosen < 0)
            return false;
        const int tb = m_tableOf[size_t(chosen)];
        m_round[ta][i] = chosen;
        m_round[tb][m_round[tb].indexOf(chosen)] = a;
        m_cost[size_t(ta)] = costA;
        m_cost[size_t(tb)] = costB;
        m_tableOf[size_t(a)] = tb;
        m_tableOf[size_t(chosen)] = ta;
        return true;
    }

    QList<QList<int>> &m_round;
    const int m_n;
    PairTable m_pairs;
    std::vector<std::array<int, 4>> m_had;
    std::vector<char> m_atThree;
    std::vector<int> m_tableOf;
    std::vector<std::array<qint64, 4>> m_seatCost; // player → seatCost() of each seat
    std::vector<qint64> m_cost;                    // table → tableCost()
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
