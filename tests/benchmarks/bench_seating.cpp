// Seating figures: the time to plan 2,000 players over 8 rounds (a median,
// beside the greedy draw alone as a floor) with their seat positions, and the
// repeats reached on a grid of 12–40 players × 3–13 rounds with the default
// work and, given --seconds S, with S seconds a case, beside the best known
// value and its source. Prints; asserts nothing (speed is a figure here,
// never a test).
//
//   bench_seating                 the 2,000-player figures and the grid, default work
//   bench_seating --seconds 10    adds a column with 10 s a case (the full grid is long)
//   bench_seating --subset        only the cases of the table of best known values
//   bench_seating --markdown      the grid also as the README's table
//   bench_seating --players 29-32 the grid's rows for 29 to 32 players only
//   bench_seating --exact         only the proven optima of 6–12 players over 2–5 rounds
//   bench_seating --round-by-round  only the desk's case: 2,000 players seated round by round
//   bench_seating --instructions  under callgrind (run.sh): the 2,000-player figures
//                                 only, one run each
#include "instructions.h"
#include "scoring/seating/seating.h"
// --exact times the search's own exact optima: this benchmark sets
// CATAN_SEATING_INTERNALS (its CMakeLists.txt).
#include "scoring/seating/internal/seatingexact.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QHash>
#include <QMap>
#include <QTextStream>

#include <algorithm>
#include <array>
#include <ctime>

using namespace ctd;

namespace {

QList<qint64> ids(int n)
{
    QList<qint64> out;
    for (int i = 0; i < n; ++i)
        out.append(1000 + i);
    return out;
}

struct Known
{
    int repeats;
    const char *source;
};

// Best known values from outside this program. A schedule without repeats
// for R rounds also gives one for fewer rounds.
Known bestKnown(int players, int rounds)
{
    struct Row
    {
        int players, rounds, repeats;
        const char *source;
    };
    static const Row rows[] = {
        {12, 3, 6, "exhaustive search (exact)"},  {12, 4, 13, "exhaustive search (exact)"},
        {12, 5, 24, "exhaustive search (exact)"}, {13, 6, 12, "simulated annealing"},
        {15, 6, 21, "simulated annealing"},       {17, 6, 1, "simulated annealing, 20 s"},
        {18, 6, 2, "simulated annealing, 20 s"},
    };
    for (const Row &r : rows)
        if (r.players == players && r.rounds == rounds)
            return {r.repeats, r.source};
    struct Design
    {
        int players, rounds;
        const char *source;
    };
    static const Design designs[] = {
        {16, 5, "affine plane of order 4"},     {24, 7, "social golfer 6-4-7 (published)"},
        {28, 9, "resolvable (28,4,1) design"},  {32, 10, "social golfer 8-4-10 (published)"},
        {40, 13, "resolvable (40,4,1) design"},
    };
    for (const Design &d : designs)
        if (d.players == players && rounds <= d.rounds)
            return {0, d.source};
    return {-1, ""};
}

struct Reached
{
    int repeats = 0;
    int bound = 0;
    qint64 ms = 0;
};

Reached schedule(int players, int rounds, qint64 msecs)
{
    ScheduleInput in;
    in.players = ids(players);
    in.rounds = rounds;
    in.seed = 1;
    in.msecs = msecs;
    // Processor time, not the clock's: on a shared machine the clock also
    // counts the waiting.
    const std::clock_t start = std::clock();
    const ScheduleResult r = seatSchedule(in);
    return {r.repeatPairs, r.repeatLowerBound,
            qint64(1000.0 * double(std::clock() - start) / CLOCKS_PER_SEC)};
}

qint64 median(QList<qint64> values)
{
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

// Players whose four seat counts are not all equal to rounds / 4.
int unbalanced(const QList<QList<QList<qint64>>> &rounds)
{
    QHash<qint64, std::array<int, 4>> seats;
    for (const auto &round : rounds)
        for (const auto &table : round)
            for (int s = 0; s < table.size(); ++s)
                ++seats[table[s]][size_t(s)];
    int n = 0;
    for (const auto &c : std::as_const(seats))
        if (*std::max_element(c.begin(), c.end()) != *std::min_element(c.begin(), c.end()))
            ++n;
    return n;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const bool counting = bench::instructions::enable(argc, argv);
    const QStringList args = app.arguments();
    qint64 seconds = 0;
    const qsizetype at = args.indexOf(QStringLiteral("--seconds"));
    if (at >= 0 && at + 1 < args.size())
        seconds = args[at + 1].toLongLong();
    const bool subset = args.contains(QStringLiteral("--subset"));
    int fewestPlayers = 12;
    int mostPlayers = 40;
    const qsizetype rows = args.indexOf(QStringLiteral("--players"));
    if (rows >= 0 && rows + 1 < args.size()) {
        const QStringList range = args[rows + 1].split(QLatin1Char('-'));
        fewestPlayers = qMax(12, range.constFirst().toInt());
        mostPlayers = qMin(40, range.constLast().toInt());
    }
    const bool markdown = args.contains(QStringLiteral("--markdown"));
    QMap<QPair<int, int>, QString> cells;
    QTextStream out(stdout);

    if (args.contains(QStringLiteral("--exact"))) {
        // The exact search's proofs: no schedule has fewer repeats, beside the
        // bound the engine uses by default and what it reaches with its default work.
        out << "players x rounds | optimum (exact search: nodes, cpu ms) | engine's bound | "
               "engine\n";
        for (int n = 6; n <= 12; ++n) {
            for (int rounds = 2; rounds <= 5; ++rounds) {
                qint64 nodes = 0;
                const std::clock_t start = std::clock();
                // Beyond this limit, printed as -1.
                const int optimum = seating::exactRepeatOptimum(n, rounds, 300000, &nodes);
                const qint64 ms = qint64(1000.0 * double(std::clock() - start) / CLOCKS_PER_SEC);
                out << n << " x " << rounds << " | " << optimum << " (" << nodes << " nodes, " << ms
                    << " ms) | " << scheduleRepeatLowerBound(n, rounds) << " | "
                    << schedule(n, rounds, 0).repeats << "\n";
                out.flush();
            }
        }
        return 0;
    }

    const bool roundByRound = args.contains(QStringLiteral("--round-by-round"));
    if (!roundByRound) {
        ScheduleInput in;
        in.players = ids(2000);
        in.rounds = 8;
        in.seed = 1;
        QList<qint64> times;
        QList<qint64> floors;
        ScheduleResult r;
        for (int run = 0; run < (counting ? 1 : 5); ++run) {
            QElapsedTimer timer;
            in.workBudget = 1; // the floor: the greedy draw and the seat order only
            timer.start();
            seatSchedule(in);
            floors.append(timer.elapsed());
            in.workBudget = 0;
            timer.restart();
            bench::instructions::start();
            r = seatSchedule(in);
            bench::instructions::stop("schedule 2000 players x 8 rounds");
            times.append(timer.elapsed());
        }
        const qint64 t = median(times);
        const qint64 f = qMax<qint64>(1, median(floors));
        out << "schedule 2000 players x 8 rounds: median " << t << " ms of 5 (greedy draw alone "
            << f << " ms, ratio " << QString::number(double(t) / double(f), 'f', 1) << "), repeats "
            << r.repeatPairs << " (bound " << r.repeatLowerBound
            << "), players not 2-2-2-2 in the seats " << unbalanced(r.rounds) << ", uneven seats "
            << r.unevenSeats << "\n";
    }
    {
        // The desk's case: one round at a time, each after the earlier ones;
        // processor time, a median of 5 runs beside the same with a budget of
        // one swap (the greedy draw, the seat balancing and order alone).
        QList<QList<QList<qint64>>> rounds;
        int repeats = 0;
        auto run = [&rounds, &repeats](qint64 workBudget) {
            SeatingInput in;
            in.players = ids(2000);
            in.workBudget = workBudget;
            rounds.clear();
            repeats = 0;
            const std::clock_t start = std::clock();
            for (int round = 0; round < 8; ++round) {
                in.seed = quint64(round);
                const SeatingResult r = seatRound(in);
                repeats += r.repeatPairs;
                in.history.append(r.tables);
                rounds.append(r.tables);
            }
            return qint64(1000.0 * double(std::clock() - start) / CLOCKS_PER_SEC);
        };
        QList<qint64> times;
        QList<qint64> floors;
        if (counting) {
            bench::instructions::start();
            times.append(run(0));
            bench::instructions::stop("round by round 2000 players x 8 rounds");
            floors.append(times.constFirst());
        }
        for (int i = 0; i < (counting ? 0 : 5); ++i) {
            floors.append(run(1));
            times.append(run(0));
        }
        const qint64 t = median(times);
        const qint64 f = qMax<qint64>(1, median(floors));
        out << "round by round 2000 players x 8 rounds: median " << t
            << " cpu ms of 5 (a budget of one swap " << f << " ms, ratio "
            << QString::number(double(t) / double(f), 'f', 1) << "), repeats " << repeats
            << ", players not 2-2-2-2 in the seats " << unbalanced(rounds) << "\n";
    }
    if (roundByRound)
        return 0;

    if (counting)
        return 0;
    out << "\nplayers x rounds | default: repeats (bound) cpu ms";
    if (seconds > 0)
        out << " | " << seconds << " s: repeats (bound) cpu ms";
    out << " | best known (source)\n";
    out.flush();
    for (int n = fewestPlayers; n <= mostPlayers; ++n) {
        for (int rounds = 3; rounds <= 13; ++rounds) {
            const Known known = bestKnown(n, rounds);
            if (subset && known.repeats < 0)
                continue;
            const Reached quick = schedule(n, rounds, 0);
            out << n << " x " << rounds << " | " << quick.repeats << " (" << quick.bound << ") "
                << quick.ms;
            if (seconds > 0) {
                // An optimum reached already needs no longer search.
                const Reached slow =
                    quick.repeats <= quick.bound ? quick : schedule(n, rounds, 1000 * seconds);
                out << " | " << slow.repeats << " (" << slow.bound << ") " << slow.ms;
            }
            out << " | ";
            if (known.repeats >= 0)
                out << known.repeats << " (" << known.source << ")";
            else if (quick.repeats <= quick.bound)
                out << quick.bound << " (optimal: the bound)";
            else
                out << "-";
            out << "\n";
            out.flush();
            cells.insert({n, rounds},
                         QString::number(quick.repeats)
                             + (quick.repeats <= quick.bound ? QStringLiteral("*") : QString()));
        }
    }
    if (markdown) {
        out << "\n| players |";
        for (int rounds = 3; rounds <= 13; ++rounds)
            out << " " << rounds << " |";
        out << "\n|---|";
        for (int rounds = 3; rounds <= 13; ++rounds)
            out << "---|";
        out << "\n";
        for (int n = fewestPlayers; n <= mostPlayers; ++n) {
            if (!cells.contains({n, 3}))
                continue;
            out << "| " << n << " |";
            for (int rounds = 3; rounds <= 13; ++rounds)
                out << " " << cells.value({n, rounds}, QStringLiteral("")) << " |";
            out << "\n";
        }
    }
    return 0;
}
