// What the benchmarks of the tables' reports share (bench_reports, bench_hall):
// a percentile of measured times, a valid sheet of four players and the
// report page's form for the first cells of a sheet, as a table types it.
#pragma once

#include "scoring/sheet.h"

#include <QByteArray>
#include <QList>
#include <QStringList>

#include <algorithm>

namespace ctd::benchphones {

inline double percentile(QList<double> v, double p)
{
    if (v.isEmpty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[qMin(v.size() - 1, qsizetype(p * double(v.size())))];
}

// A valid sheet for four players; `roads` varies it.
inline QList<PlayerLine> sheetFor(const QStringList &names, int roads = 11)
{
    static const int v[4][6] = {
        {2, 3, 1, 3, 11, 7}, {3, 2, 0, 1, 8, 4}, {4, 1, 0, 0, 9, 5}, {2, 0, 0, 2, 6, 3}};
    QList<PlayerLine> lines;
    for (qsizetype i = 0; i < names.size(); ++i) {
        PlayerLine l;
        l.name = names[i];
        l.settlements = v[i][0];
        l.cities = v[i][1];
        l.vpCards = v[i][2];
        l.knights = v[i][3];
        l.roads = i == 0 ? roads : v[i][4];
        l.longestRoad = v[i][5];
        lines.append(l);
    }
    return lines;
}

// The page's form for the first `cells` cells of a sheet (column by column,
// as a table types it), the rest left empty.
inline QByteArray formOf(const QList<PlayerLine> &lines, int cells)
{
    static const char *const names[] = {"settlements", "cities", "vp_cards",
                                        "knights",     "roads",  "longest_road"};
    QByteArray out = "x=1";
    int n = 0;
    for (int f = 0; f < 6; ++f) {
        for (qsizetype s = 0; s < lines.size(); ++s, ++n) {
            if (n >= cells)
                return out;
            const PlayerLine &l = lines[s];
            const int values[] = {l.settlements, l.cities, l.vpCards,
                                  l.knights,     l.roads,  l.longestRoad};
            out += '&' + QByteArray(names[f]) + QByteArray::number(s + 1) + '='
                + QByteArray::number(values[f]);
        }
    }
    return out;
}

} // namespace ctd::benchphones
