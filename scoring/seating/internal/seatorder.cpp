// The turn order at each table, once the tables are drawn (the lowest of the
// seating's aims, so it never changes who sits together).
#include "seatingrandom.h"
#include "seatingsearch.h"

#include <algorithm>
#include <array>
#include <vector>

namespace ctd::seating {

namespace {

using Counts = std::vector<std::array<int, 4>>; // player → how often in each seat

// Players who sat at a table of 3 in any of these rounds.
void markThree(std::vector<char> *atThree, const Plan &rounds)
{
    for (const auto &round : rounds)
        for (const auto &table : round)
            if (table.size() < 4)
                for (int p : table)
                    if (p >= 0)
                        (*atThree)[size_t(p)] = 1;
}

void tally(Counts *had, const QList<QList<int>> &round, int delta)
{
    for (const auto &table : round)
        for (int s = 0; s < table.size() && s < 4; ++s)
            if (table[s] >= 0) // -1: a player no longer seated
                (*had)[size_t(table[s])][size_t(s)] += delta;
}

// Reorders one table, drawing among equally good orders: by seatCost() for a
// single round, else by Σ C(times, 2) over the seats (which the passes over a
// schedule below never let grow).
void reorder(QList<int> *table, const Counts &had, const std::vector<char> *atThree, Random *rng)
{
    const auto k = size_t(table->size());
    std::array<int, 4> perm{0, 1, 2, 3};
    std::array<int, 4> chosen = perm;
    qint64 bestCost = -1;
    int ties = 0;
    do {
        qint64 cost = 0;
        for (size_t s = 0; s < k; ++s) {
            const auto p = size_t((*table)[perm[s]]);
            cost += atThree ? seatCost(had[p], (*atThree)[p] != 0, int(s)) : had[p][s];
        }
        if (bestCost < 0 || cost < bestCost) {
            bestCost = cost;
            chosen = perm;
            ties = 1;
        } else if (cost == bestCost && rng->below(++ties) == 0) {
            chosen = perm;
        }
    } while (std::next_permutation(perm.begin(), perm.begin() + k));
    QList<int> seated;
    for (size_t s = 0; s < k; ++s)
        seated.append((*table)[chosen[s]]);
    *table = seated;
}

// Splits `edges` (pairs of vertices of a bipartite graph, left ones below
// `left`) into two colours so that every vertex has as many edges of each as
// its degree allows (half, or half rounded either way when it is odd): an
// Euler circuit coloured alternately, after odd vertices are joined to a
// dummy vertex on the other side.
std::vector<char> halve(const std::vector<std::pair<int, int>> &edges, int vertices, int left)
{
    std::vector<std::pair<int, int>> all = edges;
    std::vector<int> degree(size_t(vertices) + 2, 0);
    for (const auto &e : edges) {
        ++degree[size_t(e.first)];
        ++degree[size_t(e.second)];
    }
    const int leftDummy = vertices;
    const int rightDummy = vertices + 1;
    for (int v = 0; v < vertices; ++v)
        if (degree[size_t(v)] % 2 != 0) {
            all.emplace_back(v < left ? v : leftDummy, v < left ? rightDummy : v);
            ++degree[size_t(v < left ? rightDummy : leftDummy)];
        }
    if (degree[size_t(leftDummy)] % 2 != 0)
        all.emplace_back(leftDummy, rightDummy);
    std::vector<std::vector<int>> incident(size_t(vertices) + 2);
    for (int i = 0; i < int(all.size()); ++i) {
        incident[size_t(all[size_t(i)].first)].push_back(i);
        incident[size_t(all[size_t(i)].second)].push_back(i);
    }
    std::vector<char> used(all.size(), 0);
    std::vector<char> colour(all.size(), 0);
    std::vector<size_t> next(size_t(vertices) + 2, 0);
    std::vector<std::pair<int, int>> stack; // (vertex, edge that led there)
    std::vector<int> circuit;
    for (int start = 0; start < vertices + 2; ++start) {
        stack.assign(1, {start, -1});
        circuit.clear();
        while (!stack.empty()) {
            const int u = stack.back().first;
            auto &at = next[size_t(u)];
            while (at < incident[size_t(u)].size() && used[size_t(incident[size_t(u)][at])])
                ++at;
            if (at < incident[size_t(u)].size()) {
                const int e = incident[size_t(u)][at];
                used[size_t(e)] = 1;
                const auto &ends = all[size_t(e)];
                stack.emplace_back(ends.first == u ? ends.second : ends.first, e);
            } else {
                if (stack.back().second >= 0)
                    circuit.push_back(stack.back().second);
                stack.pop_back();
            }
        }
        for (size_t i = 0; i < circuit.size(); ++i)
            colour[size_t(circuit[i])] = char(i % 2);
    }
    colour.resize(edges.size());
    return colour;
}

// Seat orders with every player's seats as even as the rounds allow, ignoring
// the history: the bipartite graph of players and tables, halved twice (seats
// 1–2 against 3–4, then within each), gives every table one edge of each
// colour and every player nearly as many of each. A table of 3 takes a
// stand-in for its fourth seat, and the seats after the stand-in's move up.
void balance(Plan *plan, int players)
{
    std::vector<std::pair<int, int>> edges; // (left: player or stand-in, right: table)
    std::vector<std::pair<int, int>> where; // edge → (table node, seat index in the list)
    std::vector<QList<int> *> tables;
    for (auto &round : *plan)
        for (auto &table : round)
            tables.push_back(&table);
    int standIns = 0;
    for (const auto *table : tables)
        standIns += table->size() < 4 ? 1 : 0;
    const int left = players + standIns;
    int nextStandIn = players;
    for (int t = 0; t < int(tables.size()); ++t) {
        const QList<int> &table = *tables[size_t(t)];
        for (int i = 0; i < table.size(); ++i) {
            edges.emplace_back(table[i] < 0 ? nextStandIn++ : table[i], left + t);
            where.emplace_back(t, i);
        }
        if (table.size() == 3) {
            edges.emplace_back(nextStandIn++, left + t);
            where.emplace_back(t, 3);
        }
    }
    const int vertices = left + int(tables.size());
    const std::vector<char> high = halve(edges, vertices, left);
    std::vector<int> seat(edges.size(), 0);
    for (int half = 0; half < 2; ++half) {
        std::vector<std::pair<int, int>> part;
        std::vector<int> index;
        for (size_t e = 0; e < edges.size(); ++e)
            if (high[e] == half) {
                part.push_back(edges[e]);
                index.push_back(int(e));
            }
        const std::vector<char> low = halve(part, vertices, left);
        for (size_t i = 0; i < part.size(); ++i)
            seat[size_t(index[i])] = 2 * half + low[i];
    }
    std::vector<std::array<int, 4>> bySeat(tables.size(), {-2, -2, -2, -2});
    for (size_t e = 0; e < edges.size(); ++e) {
        const auto [t, i] = where[e];
        bySeat[size_t(t)][size_t(seat[e])] =
            i < tables[size_t(t)]->size() ? (*tables[size_t(t)])[i] : -2;
    }
    for (size_t t = 0; t < tables.size(); ++t) {
        QList<int> seated;
        for (int p : bySeat[t])
            if (p != -2)
                seated.append(p);
        if (seated.size() == tables[t]->size()) // a seat left out would be a bug
            *tables[t] = seated;
    }
}

// Σ over players and seats of C(times, 2): smallest when every player's
// seats are as even as possible.
qint64 unevenness(const Counts &had)
{
    qint64 sum = 0;
    for (const auto &seats : had)
        for (int c : seats)
            sum += qint64(c) * (c - 1) / 2;
    return sum;
}

} // namespace

qint64 seatCost(const std::array<int, 4> &had, bool atThree, int seat)
{
    const int low = *std::min_element(had.begin(), atThree ? had.end() - 1 : had.end());
    const int above = qBound(0, had[size_t(seat)] - low, 12);
    return above == 0 ? 0 : qint64(1) << (4 * above);
}

void orderSeats(Plan *plan, const Plan &history, int players, Random *rng)
{
    std::vector<char> atThree(size_t(players), 0);
    markThree(&atThree, history);
    markThree(&atThree, *plan);
    Counts had(size_t(players), std::array<int, 4>{});
    for (const auto &round : history)
        tally(&had, round, 1);
    Plan balanced = *plan;
    // Round by round first, as a director would seat them ...
    const bool single = plan->size() == 1;
    for (auto &round : *plan) {
        for (auto &table : round)
            reorder(&table, had, single ? &atThree : nullptr, rng);
        tally(&had, round, 1);
    }
    if (plan->size() > 1) {
        // ... or all planned rounds as one, when that is more even.
        balance(&balanced, players);
        Counts other(size_t(players), std::array<int, 4>{});
        for (const auto &round : history)
            tally(&other, round, 1);
        for (const auto &round : balanced)
            tally(&other, round, 1);
        if (unevenness(other) < unevenness(had)) {
            *plan = balanced;
            had = other;
        }
    }
    // ... then each table again against all other rounds: an early round's
    // order may block a later one. Equally good orders are drawn again, which
    // lets a blocked table move sideways; the total never grows.
    for (int pass = 0; pass < 24 && plan->size() > 1; ++pass) {
        for (auto &round : *plan) {
            for (auto &table : round) {
                tally(&had, {table}, -1);
                reorder(&table, had, nullptr, rng);
                tally(&had, {table}, 1);
            }
        }
    }
}

} // namespace ctd::seating
