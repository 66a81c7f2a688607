// Instruction counts beside the times, for run.sh. A benchmark given
// --instructions runs under
//   valgrind --tool=callgrind --instr-atstart=no --collect-atstart=no
// and counts only between start() and stop() on the thread that calls them.
// Each stop() writes what was counted as the next part of callgrind's output
// (and zeroes it) and prints "instructions: " and the figure's name, one line
// a part, in their order; run.sh prints the median of each figure's parts.
// Without --instructions these do nothing.
#pragma once

#include <valgrind/callgrind.h>

#include <cstdio>
#include <cstring>

namespace ctd::bench::instructions {

inline bool counting = false;

// True (and counting from then on) if the arguments hold --instructions.
inline bool enable(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i)
        counting = counting || std::strcmp(argv[i], "--instructions") == 0;
    return counting;
}

inline void start()
{
    if (!counting)
        return;
    CALLGRIND_START_INSTRUMENTATION;
    CALLGRIND_TOGGLE_COLLECT;
}

inline void stop(const char *figure)
{
    if (!counting)
        return;
    CALLGRIND_TOGGLE_COLLECT;
    CALLGRIND_DUMP_STATS_AT(figure);
    std::printf("instructions: %s\n", figure);
    std::fflush(stdout);
}

} // namespace ctd::bench::instructions
