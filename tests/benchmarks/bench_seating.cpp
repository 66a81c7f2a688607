// Seating figures: the time to plan 2,000 players over 8 rounds, and the
// repeats reached against the counting bound on the documented cases. Prints;
// asserts nothing (speed is a figure here, never a test).
#include "scoring/seating.h"

#include <QElapsedTimer>
#include <QTextStream>

using namespace ctd;

namespace {

QList<qint64> ids(int n)
{
    QList<qint64> out;
    for (int i = 0; i < n; ++i)
        out.append(1000 + i);
    return out;
}

} // namespace

int main()
{
    QTextStream out(stdout);

    {
        ScheduleInput in;
        in.players = ids(2000);
        in.rounds = 8;
        in.seed = 1;
        QElapsedTimer timer;
        timer.start();
        const ScheduleResult r = seatSchedule(in);
        out << "schedule 2000 players x 8 rounds: " << timer.elapsed() << " ms, repeats "
            << r.repeatPairs << " (bound " << r.repeatLowerBound << "), seat repeats "
            << r.repeatSeatPositions << "\n";
    }
    {
        // The desk's case: one round at a time, each after the earlier ones.
        SeatingInput in;
        in.players = ids(2000);
        QElapsedTimer timer;
        timer.start();
        int repeats = 0;
        for (int round = 0; round < 8; ++round) {
            in.seed = quint64(round);
            const SeatingResult r = seatRound(in);
            repeats += r.repeatPairs;
            in.history.append(r.tables);
        }
        out << "round by round 2000 players x 8 rounds: " << timer.elapsed()
            << " ms, repeats " << repeats << "\n";
    }

    out << "\nplayers | rounds | repeats reached (seeds 1..5: best / worst) | lower bound | ms (worst)\n";
    const int counts[] = {12, 13, 16, 20, 24, 27, 40};
    for (int n : counts) {
        for (int rounds = 3; rounds <= 6; ++rounds) {
            int best = -1;
            int worst = -1;
            int bound = 0;
            qint64 slowest = 0;
            for (quint64 seed = 1; seed <= 5; ++seed) {
                ScheduleInput in;
                in.players = ids(n);
                in.rounds = rounds;
                in.seed = seed;
                QElapsedTimer timer;
                timer.start();
                const ScheduleResult r = seatSchedule(in);
                slowest = qMax(slowest, timer.elapsed());
                bound = r.repeatLowerBound;
                best = best < 0 ? r.repeatPairs : qMin(best, r.repeatPairs);
                worst = qMax(worst, r.repeatPairs);
            }
            out << n << " | " << rounds << " | " << best << " / " << worst << " | " << bound
                << " | " << slowest << "\n";
        }
    }
    return 0;
}
