// Fixed tables: a player who needs one table (a wheelchair place, a table by
// the door) sits there in every round.
#include "fixedtables.h"

#include <QMap>
#include <QSet>

namespace ctd::seating {

namespace {

void placeRound(QList<QList<int>> *round, const QMap<int, QList<int>> &groups,
                const QList<int> &fixed)
{
    const int tables = int(round->size());
    QList<int> tableOf(fixed.size(), -1);
    auto locate = [&] {
        for (int t = 0; t < tables; ++t)
            for (int p : round->at(t))
                if (p >= 0)
                    tableOf[p] = t;
    };
    locate();
    QMap<int, int> chosen; // fixed table → table of the round
    QSet<int> used;
    for (auto it = groups.cbegin(); it != groups.cend(); ++it) {
        const QList<int> &members = it.value();
        int best = -1;
        int bestHeld = -1;
        for (int t = 0; t < tables; ++t) {
            // A table of the size of the fixed one: the sizes keep their places.
            if (used.contains(t) || round->at(t).size() != round->at(it.key()).size())
                continue;
            int held = 0;
            for (int m : members)
                held += tableOf[m] == t ? 1 : 0;
            if (held > bestHeld) {
                best = t;
                bestHeld = held;
            }
        }
        if (best < 0)
            continue; // checked by the caller: cannot happen
        used.insert(best);
        chosen.insert(it.key(), best);
        for (int m : members) {
            if (tableOf[m] == best)
                continue;
            // Someone at the chosen table who may move: without a fixed
            // table first, else one of a fixed table not placed yet.
            int swapAt = -1;
            QList<int> &target = (*round)[best];
            for (int pass = 0; pass < 2 && swapAt < 0; ++pass)
                for (int i = 0; i < target.size() && swapAt < 0; ++i) {
                    const int q = target[i];
                    if (q < 0 || fixed[q] == it.key())
                        continue;
                    if (pass == 0 ? fixed[q] < 0 : !chosen.contains(fixed[q]))
                        swapAt = i;
                }
            if (swapAt < 0)
                continue;
            QList<int> &from = (*round)[tableOf[m]];
            const int q = target[swapAt];
            from[from.indexOf(m)] = q;
            target[swapAt] = m;
            tableOf[q] = tableOf[m];
            tableOf[m] = best;
        }
    }
    // The tables in their new places.
    QList<QList<int>> placed(tables);
    QList<bool> filled(tables, false);
    for (auto it = chosen.cbegin(); it != chosen.cend(); ++it) {
        placed[it.key()] = round->at(it.value());
        filled[it.key()] = true;
    }
    for (int t = 0; t < tables; ++t) {
        if (used.contains(t))
            continue;
        int next = 0;
        while (filled[next] || round->at(next).size() != round->at(t).size())
            ++next;
        placed[next] = round->at(t);
        filled[next] = true;
    }
    *round = placed;
}

} // namespace

void placeFixed(Plan *plan, const QList<int> &fixed)
{
    QMap<int, QList<int>> groups;
    for (int p = 0; p < fixed.size(); ++p)
        if (fixed[p] >= 0)
            groups[fixed[p]].append(p);
    if (groups.isEmpty())
        return;
    for (auto &round : *plan)
        placeRound(&round, groups, fixed);
}

} // namespace ctd::seating
