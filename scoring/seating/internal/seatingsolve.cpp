// The whole of a seating: the two searches, the better plan, its seat order.
#include "pairtable.h"
#include "seatingrandom.h"
#include "seatingsearch.h"

#include <QElapsedTimer>

#include <algorithm>
#include <array>

namespace ctd::seating {

namespace {

// The work of the engine's earlier search (its default for a schedule).
constexpr qint64 kLegacyWork = 6'000'000;
// With a time limit: the work of each restart, and at most this many.
constexpr qint64 kRestartWork = 4 * kLegacyWork;
constexpr quint64 kMaxRestarts = 10'000;

// What a plan leaves, in the order of the aims: keep-apart pairs, repeats,
// meetings beyond the second.
std::array<qint64, 3> quality(const SearchInput &p, const Plan &plan)
{
    PairTable pairs(p.players);
    for (const auto &pair : p.apart)
        pairs.setApart(pair.first, pair.second);
    auto meet = [&](const QList<QList<int>> &round, std::array<qint64, 3> *q) {
        for (const auto &table : round)
            for (int i = 0; i < table.size(); ++i)
                for (int j = i + 1; j < table.size(); ++j) {
                    if (table[i] < 0 || table[j] < 0)
                        continue;
                    const quint8 cell = pairs.cell(table[i], table[j]);
                    if (q) {
                        (*q)[0] += PairTable::isApart(cell) ? 1 : 0;
                        (*q)[1] += PairTable::count(cell) >= 1 ? 1 : 0;
                        (*q)[2] += PairTable::count(cell) >= 2 ? 1 : 0;
                    }
                    pairs.add(table[i], table[j], 1);
                }
    };
    for (const auto &round : p.history)
        meet(round, nullptr);
    std::array<qint64, 3> q{0, 0, 0};
    for (const auto &round : plan)
        meet(round, &q);
    return q;
}

} // namespace

Plan solve(const SearchInput &problem)
{
    // Searches in turn, the best seating kept: the one on the reported
    // measure with a cyclic start, then (unless that is optimal) the one this
    // engine had before on the work it had (its measure, Σ C(met, 2), leads
    // some counts to fewer repeats). With a time limit both run on that work
    // first, so a longer search never ends worse than the default, and then
    // the first again from other seeds for the rest of the time.
    const qint64 legacyWork = qMin(problem.budget / 2, kLegacyWork);
    const bool timed = problem.msecs > 0;
    struct Phase
    {
        bool legacy;
        qint64 work;
        quint64 seed;
    };
    QList<Phase> phases{{false, timed ? legacyWork : problem.budget - legacyWork, problem.seed},
                        {true, legacyWork, problem.seed}};
    // Then restarts from other seeds, each on a few times the default work:
    // how far a search gets varies from start to start more than with time.
    if (timed)
        for (quint64 k = 1; k <= kMaxRestarts; ++k)
            phases.append({false, kRestartWork, problem.seed ^ (k * 0x9e3779b97f4a7c15ULL)});
    QElapsedTimer clock;
    clock.start();
    Plan plan;
    std::array<qint64, 3> best{};
    Random rng(0);
    qint64 workBefore = 0;
    for (int i = 0; i < phases.size(); ++i) {
        if (i > 0 && best[0] == 0 && best[1] <= problem.repeatBound)
            break; // optimal already
        if (timed && clock.elapsed() >= problem.msecs)
            break;
        SearchInput p = problem;
        p.seed = phases[i].seed;
        p.budget = phases[i].work;
        p.msecs = timed && i >= 2 ? qMax<qint64>(1, problem.msecs - clock.elapsed()) : 0;
        const int fewest = i == 0 ? -1 : int(best[1]);
        if (problem.progress) {
            // One percentage for all: of the time when limited, else of the work.
            p.progress = [&problem, &clock, timed, fewest, workBefore,
                          work = p.budget](int percent, int repeats) {
                if (fewest >= 0)
                    repeats = repeats >= 0 ? qMin(repeats, fewest) : fewest;
                const qint64 done = timed ? 100 * clock.elapsed() / problem.msecs
                                          : (100 * workBefore + percent * work) / problem.budget;
                return problem.progress(int(qBound(qint64(0), done, qint64(99))), repeats);
            };
        }
        Budget budget(p);
        Random phaseRng(0);
        const Plan found = search(p, &budget, phases[i].legacy, &phaseRng);
        const std::array<qint64, 3> q = quality(problem, found);
        if (i == 0 || q < best) {
            plan = found;
            best = q;
            rng = phaseRng;
        }
        workBefore += budget.work();
        if (budget.cancelled())
            break;
    }
    if (problem.progress) // the end, whether stopped, spent or optimal
        problem.progress(100, int(best[1]));
    if (!std::any_of(problem.fixed.begin(), problem.fixed.end(), [](int f) { return f >= 0; }))
        balanceTables(&plan, problem, &rng); // it moves players between tables
    orderSeats(&plan, problem.history, problem.players, &rng);
    return plan;
}

} // namespace ctd::seating
