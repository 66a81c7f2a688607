#pragma once

// What the tests of the kept standings compare: standings as text, and the
// standings of a file read and computed afresh (what catan-desk-cli --db FILE
// standings prints).

#include "tournament/ranking.h"
#include "tournament/tournament.h"

#include <QStringList>

namespace ctd::test {

/// One line a row: rank, player, round points in twelfths, VP, the exact VP
/// share and the tables played.
inline QStringList rowsText(const QList<StandingsRow> &rows)
{
    QStringList out;
    for (const StandingsRow &r : rows)
        out.append(QStringLiteral("%1 %2 %3 %4 %5/%6 %7")
                       .arg(r.rank)
                       .arg(r.player)
                       .arg(r.roundPointsTwelfths)
                       .arg(r.vp)
                       .arg(r.vpShare.numerator())
                       .arg(r.vpShare.denominator())
                       .arg(r.tables));
    return out;
}

/// The standings as the file holds them now, read and computed afresh.
inline QStringList fresh(const QString &path, int afterRound)
{
    Tournament t;
    DbError e;
    if (!t.openReadOnly(path, &e))
        return {QStringLiteral("cannot open: ") + e.message};
    return rowsText(t.ranking().standings(afterRound, &e));
}

} // namespace ctd::test
