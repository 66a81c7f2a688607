// Schedules without repeats built in, and a start for a schedule from them.
#include "seatingdesigns.h"

#include "seatingrandom.h"

#include <algorithm>
#include <vector>

namespace ctd::seating {

namespace {

// Base rounds of resolvable designs over Z_m: the points are x + m × level
// (x in Z_m) and, beyond the levels, fixed points; round t moves every x by
// t. Difference families with every class of differences exactly once,
// found by an exact-cover search (checked by the tests): developed, no pair
// meets twice.
struct CyclicBase
{
    int players;
    int m;
    QList<QList<int>> tables;
};

const QList<CyclicBase> &cyclicBases()
{
    static const QList<CyclicBase> bases = {
        // 24 players, 7 rounds: the social golfer problem 6-4-7.
        {24,
         7,
         {{0, 1, 5, 8},
          {2, 7, 15, 23},
          {3, 17, 19, 20},
          {4, 13, 16, 21},
          {6, 10, 14, 22},
          {9, 11, 12, 18}}},
        // 28 players, 9 rounds: a resolvable (28, 4, 1) design.
        {28,
         9,
         {{0, 5, 18, 24},
          {1, 4, 14, 16},
          {2, 3, 19, 23},
          {6, 8, 13, 17},
          {7, 15, 21, 27},
          {9, 12, 25, 26},
          {10, 11, 20, 22}}},
        // 40 players, 13 rounds: a resolvable (40, 4, 1) design.
        {40,
         13,
         {{39, 0, 13, 26},
          {1, 5, 22, 23},
          {3, 2, 14, 17},
          {9, 6, 16, 25},
          {4, 11, 31, 36},
          {12, 7, 28, 30},
          {10, 8, 32, 38},
          {15, 21, 29, 33},
          {19, 24, 35, 34},
          {18, 20, 27, 37}}},
    };
    return bases;
}

Design develop(const CyclicBase &base)
{
    const int finite = (base.players / base.m) * base.m;
    Design d;
    d.players = base.players;
    for (int t = 0; t < base.m; ++t) {
        QList<QList<int>> round;
        for (const auto &table : base.tables) {
            QList<int> out;
            for (int p : table)
                out.append(p < finite ? (p / base.m) * base.m + (p % base.m + t) % base.m : p);
            round.append(out);
        }
        d.rounds.append(round);
    }
    return d;
}

// 32 players as the points of the affine space AG(5, 2), the vectors of
// GF(2)^5: a round for each 2-dimensional subspace W, its tables the cosets
// x + W, in which two players meet when their sum lies in W. Subspaces that
// share no vector but 0 (a partial spread of lines of PG(4, 2), at most 9 of
// them) give rounds in which nobody meets twice; a depth-first search finds 9.
bool spread(std::vector<std::pair<int, int>> *lines, quint32 used, int from)
{
    if (lines->size() == 9)
        return true;
    for (int a = from; a < 32; ++a) {
        if (used & (1U << a))
            continue;
        for (int b = a + 1; b < 32; ++b) {
            const int c = a ^ b;
            if (c < b || (used & ((1U << b) | (1U << c))))
                continue;
            lines->push_back({a, b});
            if (spread(lines, used | (1U << a) | (1U << b) | (1U << c), a + 1))
                return true;
            lines->pop_back();
        }
    }
    return false;
}

Design affineSpace()
{
    std::vector<std::pair<int, int>> lines;
    spread(&lines, 1, 1); // 0 is in every subspace
    Design d;
    d.players = 32;
    for (const auto &[a, b] : lines) {
        QList<QList<int>> round;
        for (int x = 0; x < 32; ++x)
            if (x == qMin(qMin(x, x ^ a), qMin(x ^ b, x ^ a ^ b)))
                round.append({x, x ^ a, x ^ b, x ^ a ^ b});
        d.rounds.append(round);
    }
    return d;
}

} // namespace

const QList<Design> &designs()
{
    static const QList<Design> all = [] {
        QList<Design> out;
        for (const CyclicBase &base : cyclicBases())
            out.append(develop(base));
        out.append(affineSpace());
        return out;
    }();
    return all;
}

bool designStart(const SearchInput &p, Random *rng, Plan *plan)
{
    const int tables = int(p.sizes.size());
    const Design *chosen = nullptr;
    for (const Design &d : designs()) {
        const int extra = d.players - p.players;
        if (d.players == 4 * tables && extra >= 0 && extra <= tables
            && (!chosen || d.rounds.size() > chosen->rounds.size()))
            chosen = &d;
    }
    // A design one round short still helps: the search draws the last round.
    if (!chosen || p.rounds > chosen->rounds.size() + 1)
        return false;
    const int n = chosen->players;
    const int rounds = int(qMin(qsizetype(p.rounds), chosen->rounds.size()));
    // The points left out: a drawn one, then each meeting those already out
    // as rarely as possible, so that few tables come out too small.
    std::vector<int> met(size_t(n) * size_t(n), 0);
    for (int r = 0; r < rounds; ++r)
        for (const auto &table : chosen->rounds[r])
            for (int a : table)
                for (int b : table)
                    ++met[size_t(a) * size_t(n) + size_t(b)];
    std::vector<int> out;
    if (n > p.players)
        out.push_back(rng->below(n));
    while (int(out.size()) < n - p.players) {
        int best = -1;
        int fewest = 0;
        for (int c = 0; c < n; ++c) {
            if (std::find(out.begin(), out.end(), c) != out.end())
                continue;
            int m = 0;
            for (int o : out)
                m += met[size_t(c) * size_t(n) + size_t(o)];
            if (best < 0 || m < fewest) {
                best = c;
                fewest = m;
            }
        }
        out.push_back(best);
    }
    // Which player is which point is drawn, so that seeds differ.
    std::vector<int> players(static_cast<size_t>(p.players));
    for (int i = 0; i < p.players; ++i)
        players[size_t(i)] = i;
    rng->shuffle(players);
    std::vector<int> who(static_cast<size_t>(n), -1);
    for (int point = 0, next = 0; point < n; ++point)
        if (std::find(out.begin(), out.end(), point) == out.end())
            who[size_t(point)] = players[size_t(next++)];
    // The tables in order of size onto the sizes wanted, largest first; then a
    // player moves from a table too large to one too small.
    std::vector<int> targets(static_cast<size_t>(tables));
    for (int t = 0; t < tables; ++t)
        targets[size_t(t)] = t;
    std::stable_sort(targets.begin(), targets.end(),
                     [&](int a, int b) { return p.sizes[a] > p.sizes[b]; });
    plan->clear();
    for (int r = 0; r < rounds; ++r) {
        QList<QList<int>> seated;
        for (const auto &table : chosen->rounds[r]) {
            QList<int> t;
            for (int point : table)
                if (who[size_t(point)] >= 0)
                    t.append(who[size_t(point)]);
            seated.append(t);
        }
        std::stable_sort(
            seated.begin(), seated.end(),
            [](const QList<int> &a, const QList<int> &b) { return a.size() > b.size(); });
        QList<QList<int>> round(tables);
        for (int i = 0; i < tables; ++i)
            round[targets[size_t(i)]] = seated[i];
        for (int t = 0; t < tables; ++t) {
            for (int u = 0; u < tables && round[t].size() > p.sizes[t]; ++u)
                while (round[u].size() < p.sizes[u] && round[t].size() > p.sizes[t])
                    round[u].append(round[t].takeLast());
        }
        plan->append(round);
    }
    return true;
}

} // namespace ctd::seating
