// The whole of a seating: the two searches, the better plan, its seat order.
#include "pairtable.h"
#include "seatingrandom.h"
#include "seatingsearch.h"

#include <array>

namespace ctd::seating {

namespace {

// The work of the engine's earlier search (its default for a schedule).
constexpr qint64 kLegacyWork = 6'000'000;

// What a plan leaves, in the order of the aims: keep-apart pairs, repeats,
// meetings beyond the second.
std::array<qint64, 3> quality(const Problem &p, const Plan &plan)
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

Plan solve(const Problem &problem)
{
    // Two searches: first the one on the reported measure, with a cyclic
    // start; then, unless that one is optimal, the one this engine had
    // before, on the work it had (its measure, Σ C(met, 2), leads some counts
    // to fewer repeats). The better seating wins.
    const qint64 legacyWork = qMin(problem.budget / 2, kLegacyWork);
    const int share = problem.msecs > 0 ? 80 : int(100 * (problem.budget - legacyWork)
                                                    / qMax<qint64>(1, problem.budget));
    Problem first = problem;
    first.budget = problem.budget - legacyWork;
    first.msecs = problem.msecs * 4 / 5;
    if (problem.progress)
        first.progress = [&problem, share](int percent, int repeats) {
            return problem.progress(percent * share / 100, repeats);
        };
    Budget budget(first);
    Random rng(0);
    Plan plan = search(first, &budget, false, &rng);
    std::array<qint64, 3> best = quality(problem, plan);

    if (!budget.stopped() && (best[0] > 0 || best[1] > problem.repeatBound)) {
        Problem second = problem;
        second.budget = legacyWork;
        second.msecs = problem.msecs > 0 ? qMax<qint64>(1, problem.msecs - budget.elapsed()) : 0;
        if (problem.progress)
            second.progress = [&problem, share, &best](int percent, int repeats) {
                const int fewest = int(best[1]);
                return problem.progress(share + percent * (100 - share) / 100,
                                        repeats >= 0 ? qMin(fewest, repeats) : fewest);
            };
        Budget more(second);
        Random otherRng(0);
        const Plan other = search(second, &more, true, &otherRng);
        const std::array<qint64, 3> q = quality(problem, other);
        if (q < best) {
            plan = other;
            best = q;
            rng = otherRng;
        }
    }
    if (problem.progress)   // the end, whether stopped, spent or optimal
        problem.progress(100, int(best[1]));
    orderSeats(&plan, problem.history, problem.players, &rng);
    return plan;
}

} // namespace ctd::seating
