#pragma once
// Scored tables and sheets written compactly for the rule-set and stage tests.

#include "scoring/round.h"
#include "scoring/standings.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace ctd::test {

/// "A=10/5 B=9/3 C=6/2 D=5/1": name=vp/round points (whole, or "a:b" for a/b);
/// places follow the VP.
inline TableScore scored(int round, const QString &spec, int table = 1)
{
    TableScore t;
    t.round = round;
    t.table = table;
    const QStringList seats = spec.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (const QString &s : seats) {
        t.players.append(s.section(QLatin1Char('='), 0, 0));
        const QString value = s.section(QLatin1Char('='), 1);
        t.vp.append(value.section(QLatin1Char('/'), 0, 0).toInt());
        const QStringList frac = value.section(QLatin1Char('/'), 1).split(QLatin1Char(':'));
        t.roundPointsTwelfths.append(frac.size() == 2 ? frac[0].toInt() * 12 / frac[1].toInt()
                                                      : qRound(frac[0].toDouble() * 12));
    }
    return t;
}

/// A valid sheet whose players reach the given VP (2 to 13), no titles.
inline TableSheet sheetWithVp(int round, int table, const QStringList &names, const QList<int> &vp)
{
    TableSheet t;
    t.round = round;
    t.table = table;
    for (qsizetype i = 0; i < names.size(); ++i) {
        PlayerLine p;
        p.name = names[i];
        p.cities = std::min(4, vp[i] / 2);
        p.settlements = vp[i] - 2 * p.cities;
        p.roads = 2;
        t.lines.append(p);
    }
    return t;
}

inline QStringList namesOf(const QList<StandingsRow> &rows)
{
    QStringList names;
    for (const StandingsRow &r : rows)
        names.append(r.player);
    return names;
}

} // namespace ctd::test
