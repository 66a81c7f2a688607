#pragma once
// What every fuzz target checks beyond "no crash": a problem is one line,
// and a name that was accepted obeys the name rule.

#include "scoring/names.h"
#include "scoring/round.h"

#include <cstdio>
#include <cstdlib>

namespace ctd::fuzz {

inline void require(bool ok, const char *what)
{
    if (!ok) {
        std::fprintf(stderr, "fuzz check failed: %s\n", what);
        std::abort();
    }
}

inline void checkProblems(const QList<Problem> &problems)
{
    for (const Problem &p : problems) {
        const QString line = p.format();
        require(!line.contains(QLatin1Char('\n')) && !line.contains(QLatin1Char('\r')),
                "a problem is one line");
        require(!names::isBad(line), "no control character in a problem");
    }
}

inline void checkName(const QString &name)
{
    require(!name.isEmpty(), "an accepted name is not empty");
    require(!names::isBad(name), "an accepted name has no control or format character");
    require(names::normalized(name) == name, "an accepted name is normalised");
}

} // namespace ctd::fuzz
