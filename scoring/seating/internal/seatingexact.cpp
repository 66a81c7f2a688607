// The proven optimum of repeats for small fields, by an exhaustive search.
#include "seatingexact.h"

#include "scoring/round.h"

#include <algorithm>
#include <array>
#include <limits>
#include <vector>

namespace ctd::seating {

namespace {

constexpr int kMaxPlayers = 12;

// Tables filled in turn, each in increasing order; a table of the same size
// as the one before starts with a higher player, so that no seating comes
// twice.
struct Enumeration
{
    QList<int> sizes;
    int players = 0;
    std::vector<int> seated;
    std::vector<char> used;
    QList<QList<QList<int>>> out;

    void place(int table, int seat)
    {
        if (table == sizes.size()) {
            QList<QList<int>> seating;
            auto at = seated.begin();
            for (int size : sizes) {
                seating.append(QList<int>(at, at + size));
                at += size;
            }
            out.append(seating);
            return;
        }
        if (seat == sizes[table]) {
            place(table + 1, 0);
            return;
        }
        const int here = int(seated.size());
        int from = 0;
        if (seat > 0)
            from = seated[size_t(here - 1)] + 1;
        else if (table > 0 && sizes[table - 1] == sizes[table])
            from = seated[size_t(here - sizes[table - 1])] + 1;
        for (int p = from; p < players; ++p) {
            if (used[size_t(p)])
                continue;
            used[size_t(p)] = 1;
            seated.push_back(p);
            place(table, seat + 1);
            seated.pop_back();
            used[size_t(p)] = 0;
        }
    }
};

struct Problem
{
    int players = 0;
    int rounds = 0;
    int tablesOf3 = 0;
    int pairsPerSeating = 0;
    std::vector<int> pairs;  // seating × its pairs (a × players + b)
    std::vector<int> second; // the seatings worth trying as the second round
    qint64 maxNodes = 0;
    qint64 nodes = 0;
    int best = std::numeric_limits<int>::max();
    int floor = 0; // a bound for the whole schedule: reaching it ends the search
    bool stopped = false;
    bool done = false;
};

// The counting bound on the repeats `left` more rounds add: a player meets 3
// opponents a round at a table of 4 (2 at a table of 3, and the seats at
// tables of 3 go to whoever gains most) but has only `unmet[a]` opponents left
// to meet for the first time; every repeat is counted by both of its players.
int countingBound(const std::vector<int> &unmet, int left, int tablesOf3)
{
    int excess = 0;
    int relief = 0;
    for (int u : unmet) {
        const int e = qMax(0, 3 * left - u);
        excess += e;
        relief += qMin(left, e);
    }
    return (excess - qMin(3 * tablesOf3 * left, relief) + 1) / 2;
}

// The kind of a second round: how many of each first-round table sit at
// each of its tables, up to the order of tables of one size (both rounds'),
// as the smallest such matrix.
std::vector<int> kind(const QList<QList<int>> &first, const QList<QList<int>> &seating, int players)
{
    std::vector<int> tableOf(size_t(players), 0);
    for (int t = 0; t < first.size(); ++t)
        for (int p : first[t])
            tableOf[size_t(p)] = t;
    const int k = int(first.size());
    std::vector<int> matrix(size_t(k * k), 0);
    for (int c = 0; c < k; ++c)
        for (int p : seating[c])
            ++matrix[size_t(tableOf[size_t(p)] * k + c)];
    std::vector<int> rows(static_cast<size_t>(k));
    std::vector<int> cols(static_cast<size_t>(k));
    for (int i = 0; i < k; ++i)
        rows[size_t(i)] = cols[size_t(i)] = i;
    auto sameSizes = [&](const std::vector<int> &order, const QList<QList<int>> &tables) {
        for (int i = 0; i < k; ++i)
            if (tables[order[size_t(i)]].size() != tables[i].size())
                return false;
        return true;
    };
    std::vector<int> smallest;
    do {
        if (!sameSizes(rows, first))
            continue;
        do {
            if (!sameSizes(cols, seating))
                continue;
            std::vector<int> m(size_t(k * k));
            for (int i = 0; i < k; ++i)
                for (int j = 0; j < k; ++j)
                    m[size_t(i * k + j)] = matrix[size_t(rows[size_t(i)] * k + cols[size_t(j)])];
            if (smallest.empty() || m < smallest)
                smallest = m;
        } while (std::next_permutation(cols.begin(), cols.end()));
    } while (std::next_permutation(rows.begin(), rows.end()));
    return smallest;
}

void branch(Problem &p, std::vector<int> &met, std::vector<int> &unmet, int depth, int from,
            int cost)
{
    if (p.stopped || p.done)
        return;
    if (++p.nodes > p.maxNodes && p.maxNodes > 0) {
        p.stopped = true;
        return;
    }
    if (depth == p.rounds) {
        p.best = qMin(p.best, cost);
        p.done = p.best <= p.floor;
        return;
    }
    const int seatings = int(p.pairs.size()) / p.pairsPerSeating;
    // After the first round every seating is a candidate, and the later
    // rounds' bound is over all of them; the second round tries one of each
    // kind only.
    std::vector<int> candidates;
    for (int s = from; s < seatings; ++s)
        candidates.push_back(s);
    // What each adds now, and from each on the least any adds.
    std::vector<int> adds(candidates.size());
    for (size_t i = 0; i < candidates.size(); ++i) {
        const int *pair = &p.pairs[size_t(candidates[i]) * size_t(p.pairsPerSeating)];
        int a = 0;
        for (int j = 0; j < p.pairsPerSeating; ++j)
            a += met[size_t(pair[j])] > 0 ? 1 : 0;
        adds[i] = a;
    }
    std::vector<int> leastFrom(candidates.size() + 1, std::numeric_limits<int>::max() / 4);
    for (size_t i = candidates.size(); i-- > 0;)
        leastFrom[i] = qMin(leastFrom[i + 1], adds[i]);
    std::vector<size_t> order;
    if (depth == 1) {
        for (int s : p.second)
            order.push_back(size_t(s));
    } else {
        for (size_t i = 0; i < candidates.size(); ++i)
            order.push_back(i);
    }
    std::stable_sort(order.begin(), order.end(),
                     [&](size_t a, size_t b) { return adds[a] < adds[b]; });
    const int left = p.rounds - depth - 1; // rounds after this one
    for (size_t i : order) {
        // The later rounds come from this candidate on (from the first
        // candidate on after the second round), and each adds at least as
        // much as it would now: meetings only grow.
        const int laterLeast = leastFrom[depth == 1 ? 0 : i];
        if (cost + adds[i] + left * laterLeast >= p.best)
            continue;
        const int *pair = &p.pairs[size_t(candidates[i]) * size_t(p.pairsPerSeating)];
        for (int j = 0; j < p.pairsPerSeating; ++j) {
            if (met[size_t(pair[j])]++ == 0) {
                --unmet[size_t(pair[j] / p.players)];
                --unmet[size_t(pair[j] % p.players)];
            }
        }
        // And the rounds left cannot add less than their counting bound.
        if (left == 0 || cost + adds[i] + countingBound(unmet, left, p.tablesOf3) < p.best)
            branch(p, met, unmet, depth + 1, depth == 1 ? 0 : candidates[i], cost + adds[i]);
        for (int j = 0; j < p.pairsPerSeating; ++j) {
            if (--met[size_t(pair[j])] == 0) {
                ++unmet[size_t(pair[j] / p.players)];
                ++unmet[size_t(pair[j] % p.players)];
            }
        }
        if (p.stopped || p.done)
            return;
    }
}

} // namespace

QList<QList<QList<int>>> allSeatings(int players)
{
    const QList<int> sizes = tableSizes(players);
    if (sizes.isEmpty() || players > kMaxPlayers)
        return {};
    Enumeration e;
    e.sizes = sizes;
    e.players = players;
    e.used.assign(size_t(players), 0);
    e.place(0, 0);
    return e.out;
}

int exactRepeatOptimum(int players, int rounds, qint64 maxNodes, qint64 *nodes)
{
    const QList<QList<QList<int>>> seatings = allSeatings(players);
    if (seatings.isEmpty() || rounds < 1)
        return -1;
    Problem p;
    p.players = players;
    p.rounds = rounds;
    p.maxNodes = maxNodes;
    for (const auto &table : seatings.first())
        p.pairsPerSeating += int(table.size() * (table.size() - 1) / 2);
    for (const auto &seating : seatings)
        for (const auto &table : seating)
            for (int i = 0; i < table.size(); ++i)
                for (int j = i + 1; j < table.size(); ++j)
                    p.pairs.push_back(table[i] * players + table[j]);
    // The first round: the first seating (players in order). The second: one
    // of each kind.
    const QList<QList<int>> &first = seatings.first();
    std::vector<std::vector<int>> kinds;
    for (int s = 0; s < seatings.size(); ++s) {
        const std::vector<int> k = kind(first, seatings[s], players);
        if (std::find(kinds.begin(), kinds.end(), k) == kinds.end()) {
            kinds.push_back(k);
            p.second.push_back(s);
        }
    }
    p.tablesOf3 = int(tableSizes(players).count(3));
    std::vector<int> met(size_t(players) * size_t(players), 0);
    std::vector<int> unmet(size_t(players), players - 1);
    for (int j = 0; j < p.pairsPerSeating; ++j) {
        ++met[size_t(p.pairs[size_t(j)])];
        --unmet[size_t(p.pairs[size_t(j)] / players)];
        --unmet[size_t(p.pairs[size_t(j)] % players)];
    }
    p.floor = countingBound(unmet, rounds - 1, p.tablesOf3);
    // Looks for a schedule at the bound first, where the cuts are sharpest,
    // then one more at a time: each search that finds none proves the next.
    while (rounds > 1 && !p.stopped && !p.done) {
        p.best = p.floor + 1;
        branch(p, met, unmet, 1, 0, 0);
        if (p.best > p.floor)
            ++p.floor;
        else
            p.done = true;
    }
    if (nodes)
        *nodes = p.nodes;
    return p.stopped ? -1 : rounds > 1 ? p.best : 0;
}

} // namespace ctd::seating
