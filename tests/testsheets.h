#pragma once
// Compact sheets for data-driven tests:
//   "Anna 2 3 1 3 11 7 a | Bernd 3 2 0 1 8 4"
// is name, settlements, cities, vp_cards, knights, roads, longest_road, then
// marks: a = army_first, r = road_first, d = declared.

#include "scoring/sheet.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace ctd::test {

inline QList<PlayerLine> sheet(const QString &spec)
{
    QList<PlayerLine> lines;
    const QStringList rows = spec.split(QLatin1Char('|'), Qt::SkipEmptyParts);
    for (const QString &row : rows) {
        const QStringList f = row.simplified().split(QLatin1Char(' '));
        PlayerLine p;
        p.name = f.value(0);
        p.settlements = f.value(1).toInt();
        p.cities = f.value(2).toInt();
        p.vpCards = f.value(3).toInt();
        p.knights = f.value(4).toInt();
        p.roads = f.value(5).toInt();
        p.longestRoad = f.value(6).toInt();
        const QString marks = f.value(7);
        p.armyFirst = marks.contains(QLatin1Char('a'));
        p.roadFirst = marks.contains(QLatin1Char('r'));
        p.declared = marks.contains(QLatin1Char('d'));
        lines.append(p);
    }
    return lines;
}

inline QList<int> ints(const QString &spec)
{
    QList<int> out;
    const QStringList parts = spec.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (const QString &s : parts)
        out.append(s.toInt());
    return out;
}

/// Round points written as "5 3 2.5 10/3" → whole twelfths.
inline QList<int> twelfths(const QString &spec)
{
    QList<int> out;
    const QStringList parts = spec.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (const QString &s : parts) {
        if (s.contains(QLatin1Char('/'))) {
            const QStringList nd = s.split(QLatin1Char('/'));
            out.append(nd[0].toInt() * 12 / nd[1].toInt());
        } else {
            out.append(qRound(s.toDouble() * 12));
        }
    }
    return out;
}

/// Errors as "code@seat", seat "-" for the whole table, sorted for comparison.
inline QStringList errorList(const QList<SheetError> &errors)
{
    QStringList out;
    for (const SheetError &e : errors)
        out.append(errorCodeName(e.code) + QLatin1Char('@')
                   + (e.seat < 0 ? QStringLiteral("-") : QString::number(e.seat)));
    out.sort();
    return out;
}

inline QStringList sortedWords(const QString &spec)
{
    QStringList out = spec.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    out.sort();
    return out;
}

} // namespace ctd::test
