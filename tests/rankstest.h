#pragma once
// Shared by the tests of the ranks by round's charts (page, projector,
// paper): the served tournament of webtest.h played to the end of round 3
// under catan-studio, whose format sends the top 4 of its 11 players to a
// final, so that the charts have three rounds and a cut line.

#include "storepass.h"
#include "tournament/details.h"
#include "tournament/results.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"
#include "webtest.h"

namespace ctd::test {

inline bool makeRanksTournament(const QString &path)
{
    if (!makeServedTournament(path, 3))
        return false;
    Tournament t;
    DbError e;
    if (!t.open(path, &e)
        || !t.details().setRules(ctd::testPass(), RuleSet::byId("catan-studio"), &e))
        return false;
    QList<qint64> ids;
    for (const SeatedTable &s : t.rounds().tables(2))
        for (const QString &n : s.names)
            ids.append(t.roster().playerByName(n)->id);
    QList<QList<qint64>> tables;
    for (qsizetype i = 0; i < ids.size(); ++i) {
        if (i == 0 || i == 4 || i == 8)
            tables.append(QList<qint64>());
        tables.last().append(ids[(i * 5 + 2) % ids.size()]);
    }
    if (!t.rounds().addRound(ctd::testPass(), tables, &e))
        return false;
    for (const SeatedTable &s : t.rounds().tables(3))
        if (!t.results().saveSheet(ctd::testPass(), 3, s.table, fourLines(s.names, s.table + 2),
                                   false, &e))
            return false;
    return true;
}

} // namespace ctd::test
