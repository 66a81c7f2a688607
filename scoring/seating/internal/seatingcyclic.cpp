// A cyclic start for a schedule: one base round, developed over Z_m.
#include "seatingcyclic.h"

#include "seatingdesigns.h"
#include "seatingrandom.h"

#include <algorithm>
#include <vector>

namespace ctd::seating {

namespace {

// A repeat meeting far above a meeting beyond the second.
constexpr qint64 kRepeatCost = 1 << 16;
// The exact search's node limits: many short random tries, now and then a longer one.
constexpr qint64 kSmallNodes = 2000;
constexpr qint64 kMaxNodes = 200000;

class Cyclic
{
public:
    Cyclic(int m, int levels, int fixed, const QList<int> &sizes)
        : m_m(m)
        , m_k(levels)
        , m_f(fixed)
        , m_points(levels * m + fixed)
        , m_sizes(sizes)
    {
        // Classes: level pairs (i <= j) × difference, then fixed × level, then fixed pairs.
        m_fixedBase = m_k * m_k * m_m;
        m_pairBase = m_fixedBase + m_f * m_k;
        const int classes = m_pairBase + m_f * m_f;
        m_occ.assign(size_t(classes), 0);
        m_size.assign(size_t(classes), m_m);
        m_weight.assign(size_t(classes), 1);
        if (m_m % 2 == 0) {
            // The pure difference m/2 pairs x with x + m/2: the class holds m/2
            // pairs, and every occurrence makes each of them meet twice.
            for (int i = 0; i < m_k; ++i) {
                m_size[size_t(levelClass(i, i, m_m / 2))] = m_m / 2;
                m_weight[size_t(levelClass(i, i, m_m / 2))] = 2;
            }
        }
        for (int c = m_pairBase; c < classes; ++c) {
            m_size[size_t(c)] = 1;
            m_weight[size_t(c)] = m_m;
        }
        m_tableOf.assign(size_t(m_points), -1);
    }

    int points() const { return m_points; }
    qint64 cost() const { return m_cost; }
    void seat(const std::vector<int> &order)
    {
        std::fill(m_occ.begin(), m_occ.end(), 0);
        m_cost = 0;
        m_tables.assign(size_t(m_sizes.size()), {});
        size_t next = 0;
        for (int t = 0; t < m_sizes.size(); ++t) {
            for (int s = 0; s < m_sizes[t]; ++s) {
                const int p = order[next++];
                for (int c : m_tables[size_t(t)])
                    m_cost += bump(p, c, 1);
                m_tables[size_t(t)].push_back(p);
                m_tableOf[size_t(p)] = t;
            }
        }
    }

    // The change of cost if a and b (at different tables) changed places.
    qint64 swapDelta(int a, int b)
    {
        const qint64 d = shift(a, b, 1) + shift(b, a, 1);
        shift(b, a, -1);
        shift(a, b, -1);
        return d;
    }

    void swap(int a, int b)
    {
        m_cost += shift(a, b, 1) + shift(b, a, 1);
        const int ta = m_tableOf[size_t(a)];
        const int tb = m_tableOf[size_t(b)];
        for (int &p : m_tables[size_t(ta)])
            if (p == a)
                p = b;
        for (int &p : m_tables[size_t(tb)])
            if (p == b)
                p = a;
        m_tableOf[size_t(a)] = tb;
        m_tableOf[size_t(b)] = ta;
    }

    int tableOf(int p) const { return m_tableOf[size_t(p)]; }
    const std::vector<std::vector<int>> &tables() const { return m_tables; }

    // A player meets someone more than once over the cycle.
    bool conflicted(int p) const
    {
        for (int c : m_tables[size_t(m_tableOf[size_t(p)])])
            if (c != p) {
                const int k = classOf(p, c);
                if (m_occ[size_t(k)] * m_weight[size_t(k)] > 1)
                    return true;
            }
        return false;
    }

    // Round t of the cycle: every finite point moved by t.
    QList<QList<int>> develop(int t) const
    {
        QList<QList<int>> round;
        for (const auto &table : m_tables) {
            QList<int> out;
            for (int p : table)
                out.append(p < m_k * m_m ? (p / m_m) * m_m + (p % m_m + t) % m_m : p);
            round.append(out);
        }
        return round;
    }

    int classCount() const { return int(m_occ.size()); }
    int pairClass(int p, int q) const { return classOf(p, q); }
    // A class whose pairs meet once for each time it occurs in the base round.
    bool single(int c) const { return m_weight[size_t(c)] == 1; }
    int fixedPoints() const { return m_f; }

private:
    int levelClass(int i, int j, int d) const { return (i * m_k + j) * m_m + d; }

    int classOf(int p, int q) const
    {
        const int finite = m_k * m_m;
        if (p >= finite && q >= finite) {
            const int a = qMin(p, q) - finite;
            const int b = qMax(p, q) - finite;
            return m_pairBase + a * m_f + b;
        }
        if (p >= finite || q >= finite) {
            const int fixedPoint = qMax(p, q) - finite;
            return m_fixedBase + fixedPoint * m_k + qMin(p, q) / m_m;
        }
        int i = p / m_m, x = p % m_m, j = q / m_m, y = q % m_m;
        if (i > j) {
            std::swap(i, j);
            std::swap(x, y);
        }
        int d = ((y - x) % m_m + m_m) % m_m;
        if (i == j)
            d = qMin(d, m_m - d);
        return levelClass(i, j, d);
    }

    qint64 classCost(int c, int occ) const
    {
        const qint64 met = qint64(occ) * m_weight[size_t(c)];
        return m_size[size_t(c)]
            * (kRepeatCost * qMax<qint64>(0, met - 1) + qMax<qint64>(0, met - 2));
    }

    // Adds `delta` occurrences to the class of p and q; returns the change of cost.
    qint64 bump(int p, int q, int delta)
    {
        const int c = classOf(p, q);
        const qint64 before = classCost(c, m_occ[size_t(c)]);
        m_occ[size_t(c)] += delta;
        return classCost(c, m_occ[size_t(c)]) - before;
    }

    // In the counts only: a leaves its table for b's (sign 1), or back (-1).
    qint64 shift(int a, int b, int sign)
    {
        qint64 d = 0;
        for (int c : m_tables[size_t(m_tableOf[size_t(a)])])
            if (c != a)
                d += bump(a, c, -sign);
        for (int c : m_tables[size_t(m_tableOf[size_t(b)])])
            if (c != b)
                d += bump(a, c, sign);
        return d;
    }

private:
    const int m_m;
    const int m_k;
    const int m_f;
    const int m_points;
    const QList<int> m_sizes;
    int m_fixedBase = 0;
    int m_pairBase = 0;
    std::vector<int> m_occ;
    std::vector<int> m_size;
    std::vector<int> m_weight;
    std::vector<int> m_tableOf;
    std::vector<std::vector<int>> m_tables;
    qint64 m_cost = 0;
};

// A base round in which no class of differences occurs twice: a schedule
// without repeats over the whole cycle. A depth-first search, table by table,
// each table led by the first player not yet seated in a random order (the
// fixed points first), with restarts on a growing node limit.
class Exact
{
public:
    Exact(const Cyclic &cyc, const QList<int> &sizes, Random *rng, Budget *budget)
        : m_cyc(cyc)
        , m_sizes(sizes)
        , m_rng(*rng)
        , m_budget(*budget)
        , m_used(size_t(cyc.classCount()), 0)
        , m_placed(size_t(cyc.points()), 0)
    {
    }

    bool find(std::vector<int> *order)
    {
        const int n = m_cyc.points();
        const int finite = n - m_cyc.fixedPoints();
        qint64 limit = kSmallNodes;
        while (!m_budget.exhausted()) {
            m_order.clear();
            for (int p = finite; p < n; ++p)
                m_order.push_back(p);
            std::vector<int> rest;
            for (int p = 0; p < finite; ++p)
                rest.push_back(p);
            m_rng.shuffle(rest);
            m_order.insert(m_order.end(), rest.begin(), rest.end());
            m_nodes = limit;
            m_seated.clear();
            std::fill(m_used.begin(), m_used.end(), 0);
            std::fill(m_placed.begin(), m_placed.end(), 0);
            if (fill(0, 0, 0)) {
                *order = m_seated;
                return true;
            }
            limit = limit < kMaxNodes ? limit + limit / 4 : kSmallNodes;
        }
        return false;
    }

private:
    // Seat s of table t, the candidates from position `from` of the order on.
    bool fill(int t, int s, int from)
    {
        if (t == m_sizes.size())
            return true;
        if (s == m_sizes[t])
            return fill(t + 1, 0, 0);
        const int n = int(m_order.size());
        const int tableStart = int(m_seated.size()) - s;
        for (int i = from; i < n; ++i) {
            if (--m_nodes < 0)
                return false;
            m_budget.spend(1);
            if ((m_nodes & 4095) == 0 && m_budget.exhausted()) {
                m_nodes = -1;
                return false;
            }
            const int p = m_order[size_t(i)];
            if (m_placed[size_t(p)])
                continue;
            bool fits = true;
            for (int j = tableStart; fits && j < int(m_seated.size()); ++j) {
                const int c = m_cyc.pairClass(p, m_seated[size_t(j)]);
                fits = m_cyc.single(c) && !m_used[size_t(c)];
            }
            if (fits) {
                for (int j = tableStart; j < int(m_seated.size()); ++j)
                    m_used[size_t(m_cyc.pairClass(p, m_seated[size_t(j)]))] = 1;
                m_placed[size_t(p)] = 1;
                m_seated.push_back(p);
                if (fill(t, s + 1, i + 1))
                    return true;
                m_seated.pop_back();
                m_placed[size_t(p)] = 0;
                for (int j = tableStart; j < int(m_seated.size()); ++j)
                    m_used[size_t(m_cyc.pairClass(p, m_seated[size_t(j)]))] = 0;
            }
            if (s == 0)
                return false; // the table's leader is the first player left
        }
        return false;
    }

    const Cyclic &m_cyc;
    const QList<int> &m_sizes;
    Random &m_rng;
    Budget &m_budget;
    std::vector<char> m_used;
    std::vector<char> m_placed;
    std::vector<int> m_order;
    std::vector<int> m_seated;
    qint64 m_nodes = 0;
};

// The cycle lengths that suit a count: the rounds or a little more, with the
// players beyond whole orbits (fixed points) one a table at most.
QList<int> cycleLengths(int players, int tables, int rounds)
{
    QList<int> out;
    for (int m = qMax(rounds, 2); m <= rounds + 3; ++m) {
        const int fixed = players % m;
        if (players / m >= 1 && fixed <= tables && fixed < m)
            out.append(m);
    }
    return out;
}

// The tabu search on the base round; leaves the best base round seated.
void improveBase(Cyclic &cyc, Random *rng, Budget *budget, qint64 target)
{
    const int n = cyc.points();
    std::vector<int> order(static_cast<size_t>(n));
    for (int i = 0; i < n; ++i)
        order[size_t(i)] = i;
    rng->shuffle(order);
    cyc.seat(order);
    budget->spend(n);

    std::vector<std::vector<int>> best = cyc.tables();
    qint64 bestCost = cyc.cost();
    std::vector<qint64> tabuUntil(size_t(n), 0);
    qint64 step = 0;
    qint64 lastGain = 0;
    while (bestCost > target && !budget->exhausted()) {
        ++step;
        // The best swap of a conflicted player with anyone at another table,
        // the tabu ones only when they beat the best so far.
        int chosenA = -1, chosenB = -1, ties = 0;
        qint64 chosen = 0;
        for (int a = 0; a < n; ++a) {
            if (!cyc.conflicted(a))
                continue;
            for (int b = 0; b < n; ++b) {
                if (cyc.tableOf(b) == cyc.tableOf(a) || (b < a && cyc.conflicted(b)))
                    continue;
                const qint64 d = cyc.swapDelta(a, b);
                const bool tabu = tabuUntil[size_t(a)] > step || tabuUntil[size_t(b)] > step;
                if (tabu && cyc.cost() + d >= bestCost)
                    continue;
                if (chosenA < 0 || d < chosen) {
                    chosenA = a;
                    chosenB = b;
                    chosen = d;
                    ties = 1;
                } else if (d == chosen && rng->below(++ties) == 0) {
                    chosenA = a;
                    chosenB = b;
                }
            }
            budget->spend(n);
        }
        if (chosenA < 0)
            break; // nobody is conflicted: what is left is beyond repeats
        cyc.swap(chosenA, chosenB);
        tabuUntil[size_t(chosenA)] = step + 4 + rng->below(8);
        tabuUntil[size_t(chosenB)] = step + 4 + rng->below(8);
        if (cyc.cost() < bestCost) {
            bestCost = cyc.cost();
            best = cyc.tables();
            lastGain = step;
        } else if (step - lastGain > 200 + 10 * n) {
            // Stuck: start again from a fresh draw.
            rng->shuffle(order);
            cyc.seat(order);
            lastGain = step;
        }
    }
    order.clear();
    for (const auto &table : best)
        order.insert(order.end(), table.begin(), table.end());
    cyc.seat(order);
}

} // namespace

qint64 countRepeats(const Plan &plan, int players)
{
    std::vector<int> met(size_t(players) * size_t(players), 0);
    qint64 repeats = 0;
    for (const auto &round : plan)
        for (const auto &table : round)
            for (int i = 0; i < table.size(); ++i)
                for (int j = i + 1; j < table.size(); ++j)
                    if (met[size_t(table[i]) * size_t(players) + size_t(table[j])]++ > 0)
                        ++repeats;
    return repeats;
}

bool cyclicStart(const SearchInput &p, Random *rng, Budget *budget, Plan *plan, qint64 *repeats)
{
    if (designStart(p, rng, plan)) {
        *repeats = countRepeats(*plan, p.players);
        return true;
    }
    const int tables = int(p.sizes.size());
    const QList<int> lengths = cycleLengths(p.players, tables, p.rounds);
    if (lengths.isEmpty() || tables < 2)
        return false;
    const int share = budget->capped();
    bool found = false;
    for (int i = 0; i < lengths.size(); ++i) {
        const int m = lengths[i];
        Cyclic cyc(m, p.players / m, p.players % m, p.sizes);
        // Each length may spend up to its share of what this stage has.
        budget->cap(share * (2 * i + 1) / (2 * int(lengths.size())));
        std::vector<int> order;
        bool seated = false;
        if (p.repeatBound == 0) {
            Exact exact(cyc, p.sizes, rng, budget);
            if (exact.find(&order)) {
                cyc.seat(order);
                seated = true;
            }
        }
        budget->cap(share * (i + 1) / int(lengths.size()));
        if (!seated)
            improveBase(cyc, rng, budget, kRepeatCost * p.repeatBound);
        Plan developed;
        for (int t = 0; t < p.rounds; ++t)
            developed.append(cyc.develop(t));
        const qint64 r = countRepeats(developed, p.players);
        if (!found || r < *repeats) {
            *plan = developed;
            *repeats = r;
            found = true;
        }
        if (*repeats <= p.repeatBound)
            break;
    }
    budget->cap(share);
    return found;
}

} // namespace ctd::seating
