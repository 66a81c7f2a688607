// The round's board: the time to draw a valid board from a seed and how many
// boards are drawn to find it, over many seeds (median and 99th percentile).
// Prints; asserts nothing.
//
//   bench_board [BOARDS] [--instructions]   (under callgrind, run.sh: 20 boards, each counted)
#include "instructions.h"
#include "scoring/board.h"

#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

using namespace ctd;

namespace {

template <typename T> T percentile(std::vector<T> v, double p)
{
    std::sort(v.begin(), v.end());
    return v[static_cast<std::size_t>(p * static_cast<double>(v.size() - 1) + 0.5)];
}

} // namespace

int main(int argc, char *argv[])
{
    const bool counting = bench::instructions::enable(argc, argv);
    int boards = 10000;
    for (int i = 1; i < argc; ++i)
        if (argv[i][0] != '-')
            boards = std::max(1, std::atoi(argv[i]));
    if (counting) {
        for (quint64 seed = 1; seed <= 20; ++seed) {
            bench::instructions::start();
            const board::Board b = board::generate(seed * 7919);
            bench::instructions::stop("a board");
            if (b.seed == 0)
                return 1;
        }
        return 0;
    }
    std::vector<double> micros;
    std::vector<int> draws;
    micros.reserve(static_cast<std::size_t>(boards));
    draws.reserve(static_cast<std::size_t>(boards));
    board::generate(0); // the neighbourhood's tables, once
    QElapsedTimer timer;
    for (int i = 0; i < boards; ++i) {
        board::DrawCount count;
        timer.start();
        const board::Board b = board::generate(static_cast<quint64>(i) * 7919 + 1, &count);
        micros.push_back(static_cast<double>(timer.nsecsElapsed()) / 1000.0);
        draws.push_back(count.draws);
        if (b.numbers[0] < 0)
            return 1;
    }
    std::printf("board from a seed: median %.1f us, p99 %.1f us (%d boards)\n",
                percentile(micros, 0.5), percentile(micros, 0.99), boards);
    std::printf("draws for a valid board: median %d, p99 %d, most %d\n", percentile(draws, 0.5),
                percentile(draws, 0.99), *std::max_element(draws.begin(), draws.end()));
    return 0;
}
