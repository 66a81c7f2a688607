// Schedules without repeats built in, and a start for a schedule from them.
#include "seatingdesigns.h"

#include "seatingrandom.h"

#include <algorithm>
#include <bitset>
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

// 32 players over 10 rounds, nobody meeting twice (the social golfer problem
// 8-4-10, a resolvable 4-GDD of type 2^16): player 2x + s is the point x of
// GF(2)^4 on side s, and the two sides of a point never meet. Ten
// 2-dimensional subspaces W of GF(2)^4 that hold every vector but 0 exactly
// twice give ten rounds of the 16 points, the tables the cosets y + W, in
// which each pair of points sits twice. A round seats each coset as two
// tables, the players 2y + σ(y) and the players 2y + 1 − σ(y) for y in the
// coset: a pair x, y of points is seated on the same sides (σ(x) = σ(y)),
// players 2x, 2y and 2x + 1, 2y + 1, or across. When each pair of points is
// seated once on the same sides and once across, each of its four pairs of
// players meets exactly once. That asks σ_r(x) + σ_r(y) + σ_q(x) + σ_q(y) = 1
// of the two rounds r, q holding x + y: 120 linear equations over GF(2) in
// the 160 signs, solved by elimination; a depth-first search takes the first
// set of subspaces in order whose equations have a solution.
constexpr int Points = 16;
constexpr int GolferRounds = 10;
constexpr int Signs = GolferRounds * Points; // σ_r(x) is bit Points × r + x
using Equation = std::bitset<Signs + 1>;     // the last bit is the right-hand side

// The subspaces {0, a, b, a + b}, a the least vector but 0 and b the next.
std::vector<std::pair<int, int>> planesOfGF16()
{
    std::vector<std::pair<int, int>> out;
    for (int a = 1; a < Points; ++a)
        for (int b = a + 1; b < Points; ++b)
            if ((a ^ b) > b)
                out.push_back({a, b});
    return out;
}

bool holds(std::pair<int, int> w, int v)
{
    return v == w.first || v == w.second || v == (w.first ^ w.second);
}

// The signs, or false when the equations of these rounds have no solution.
bool solveSigns(const std::vector<std::pair<int, int>> &rounds, std::vector<int> *sign)
{
    std::vector<Equation> pivots(Signs);
    std::vector<bool> used(Signs, false);
    for (int x = 0; x < Points; ++x) {
        for (int y = x + 1; y < Points; ++y) {
            Equation e;
            for (int r = 0; r < GolferRounds; ++r) {
                if (holds(rounds[size_t(r)], x ^ y)) {
                    e.flip(size_t(Points * r + x));
                    e.flip(size_t(Points * r + y));
                }
            }
            e.set(Signs);
            for (int h = Signs - 1; h >= 0; --h) {
                if (!e.test(size_t(h)))
                    continue;
                if (!used[size_t(h)]) {
                    pivots[size_t(h)] = e;
                    used[size_t(h)] = true;
                    break;
                }
                e ^= pivots[size_t(h)];
            }
            if (e.count() == 1 && e.test(Signs))
                return false; // 0 = 1
        }
    }
    // Each pivot's equation holds only lower signs besides its own; a free
    // sign is 0.
    sign->assign(Signs, 0);
    for (int h = 0; h < Signs; ++h) {
        if (!used[size_t(h)])
            continue;
        int v = pivots[size_t(h)].test(Signs) ? 1 : 0;
        for (int l = 0; l < h; ++l)
            if (pivots[size_t(h)].test(size_t(l)))
                v ^= (*sign)[size_t(l)];
        (*sign)[size_t(h)] = v;
    }
    return true;
}

bool golferRounds(const std::vector<std::pair<int, int>> &planes, size_t from,
                  std::vector<int> *covered, std::vector<std::pair<int, int>> *rounds,
                  std::vector<int> *sign)
{
    if (rounds->size() == size_t(GolferRounds))
        return solveSigns(*rounds, sign);
    int v = 1; // the least vector still held fewer than twice
    while (v < Points && (*covered)[size_t(v)] == 2)
        ++v;
    for (size_t i = from; i < planes.size(); ++i) {
        const auto w = planes[i];
        const int vs[] = {w.first, w.second, w.first ^ w.second};
        if (!holds(w, v) || std::any_of(std::begin(vs), std::end(vs), [&](int u) {
                return (*covered)[size_t(u)] == 2;
            }))
            continue;
        for (int u : vs)
            ++(*covered)[size_t(u)];
        rounds->push_back(w);
        if (golferRounds(planes, i + 1, covered, rounds, sign))
            return true;
        rounds->pop_back();
        for (int u : vs)
            --(*covered)[size_t(u)];
    }
    return false;
}

Design socialGolfer32()
{
    std::vector<int> covered(Points, 0);
    std::vector<std::pair<int, int>> rounds;
    std::vector<int> sign;
    golferRounds(planesOfGF16(), 0, &covered, &rounds, &sign);
    Design d;
    d.players = 2 * Points;
    for (int r = 0; r < int(rounds.size()); ++r) {
        const auto [a, b] = rounds[size_t(r)];
        QList<QList<int>> round;
        for (int x = 0; x < Points; ++x) {
            if (x != qMin(qMin(x, x ^ a), qMin(x ^ b, x ^ a ^ b)))
                continue;
            QList<int> same, across;
            for (int y : {x, x ^ a, x ^ b, x ^ a ^ b}) {
                const int s = sign[size_t(Points * r + y)];
                same.append(2 * y + s);
                across.append(2 * y + 1 - s);
            }
            round.append(same);
            round.append(across);
        }
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
        out.append(socialGolfer32());
        return out;
    }();
    return all;
}

namespace {

// The start from one design: its points drawn onto the players, the points
// left out chosen, the tables fitted to the sizes wanted.
void startFrom(const Design &design, const SearchInput &p, Random *rng, Plan *plan)
{
    const int tables = int(p.sizes.size());
    const int n = design.players;
    const int rounds = int(qMin(qsizetype(p.rounds), design.rounds.size()));
    // The points left out: a drawn one, then each meeting those already out
    // as rarely as possible, so that few tables come out too small.
    std::vector<int> met(size_t(n) * size_t(n), 0);
    for (int r = 0; r < rounds; ++r)
        for (const auto &table : design.rounds[r])
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
        for (const auto &table : design.rounds[r]) {
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
}

} // namespace

bool designStart(const SearchInput &p, Random *rng, Plan *plan)
{
    // A stored schedule of exactly the count and rounds, its tables the
    // sizes wanted, is the start (the search may still improve on it).
    QList<int> wanted = p.sizes;
    std::sort(wanted.begin(), wanted.end());
    for (const Design &s : storedSchedules()) {
        if (s.players != p.players || s.rounds.size() != p.rounds)
            continue;
        QList<int> sizes;
        for (const auto &table : s.rounds.first())
            sizes.append(int(table.size()));
        std::sort(sizes.begin(), sizes.end());
        if (sizes != wanted)
            continue;
        startFrom(s, p, rng, plan);
        return true;
    }
    // Every design that suits, a round short at most (the search draws the
    // last round), each from the same draw: the start with the most rounds
    // wins, then the one with the fewest repeats (AG(5, 2) over 9 rounds
    // leaves players unmet whom 29 players can leave out, without a table of
    // 2; the 10 rounds of 8-4-10 leave none).
    const int tables = int(p.sizes.size());
    bool found = false;
    qint64 fewest = 0;
    Random after = *rng;
    for (const Design &d : designs()) {
        const int extra = d.players - p.players;
        if (d.players != 4 * tables || extra < 0 || extra > tables
            || p.rounds > d.rounds.size() + 1)
            continue;
        Random draw = *rng;
        Plan start;
        startFrom(d, p, &draw, &start);
        const qint64 repeats = countRepeats(start, p.players);
        if (!found || start.size() > plan->size()
            || (start.size() == plan->size() && repeats < fewest)) {
            *plan = start;
            fewest = repeats;
            after = draw;
            found = true;
        }
    }
    *rng = after;
    return found;
}

} // namespace ctd::seating
