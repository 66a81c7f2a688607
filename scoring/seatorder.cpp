// The turn order at each table, once the tables are drawn (the lowest of the
// seating's aims, so it never changes who sits together).
#include "seatingrandom.h"
#include "seatingsearch.h"

#include <algorithm>
#include <array>
#include <vector>

namespace ctd::seating {

namespace {

using Counts = std::vector<std::array<int, 4>>;   // player → how often in each seat

void tally(Counts *had, const QList<QList<int>> &round, int delta)
{
    for (const auto &table : round)
        for (int s = 0; s < table.size() && s < 4; ++s)
            if (table[s] >= 0)   // -1: a player no longer seated
                (*had)[size_t(table[s])][size_t(s)] += delta;
}

// Reorders one table, drawing among equally good orders.
void reorder(QList<int> *table, const Counts &had, Random *rng)
{
    const auto k = size_t(table->size());
    std::array<int, 4> perm{0, 1, 2, 3};
    std::array<int, 4> chosen = perm;
    int bestCost = -1;
    int ties = 0;
    do {
        int cost = 0;
        for (size_t s = 0; s < k; ++s)
            cost += had[size_t((*table)[perm[s]])][s];
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

} // namespace

void orderSeats(Plan *plan, const Plan &history, int players, Random *rng)
{
    Counts had(size_t(players), std::array<int, 4>{});
    for (const auto &round : history)
        tally(&had, round, 1);
    // Round by round first, as a director would seat them ...
    for (auto &round : *plan) {
        for (auto &table : round)
            reorder(&table, had, rng);
        tally(&had, round, 1);
    }
    // ... then each table again against all other rounds: an early round's
    // order may block a later one. Equally good orders are drawn again, which
    // lets a blocked table move sideways; the total never grows.
    for (int pass = 0; pass < 24 && plan->size() > 1; ++pass) {
        for (auto &round : *plan) {
            for (auto &table : round) {
                tally(&had, {table}, -1);
                reorder(&table, had, rng);
                tally(&had, {table}, 1);
            }
        }
    }
}

} // namespace ctd::seating
