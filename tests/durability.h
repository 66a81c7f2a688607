#pragma once
// The sheets that the durability helper saves and the test expects: each
// (table, version) has its own valid content, so a lost or mixed-up save shows.

#include "scoring/sheet.h"

#include <QStringList>

namespace ctd::test {

constexpr int kDurabilityTables = 10;

inline QString durabilityPlayer(int i)
{
    return QStringLiteral("Player %1").arg(i + 1, 2, 10, QLatin1Char('0'));
}

inline QList<PlayerLine> durabilitySheet(const QStringList &names, int table, int version)
{
    QList<PlayerLine> lines;
    for (int i = 0; i < names.size(); ++i) {
        PlayerLine l;
        l.name = names[i];
        l.settlements = 2 + (table + version + i) % 4; // 2..5
        l.cities = (version + i) % 3;                  // at most 9 VP: no declared victory
        l.roads = 5;
        l.longestRoad = (version + i) % 5; // below 5: no Longest Road
        lines.append(l);
    }
    return lines;
}

} // namespace ctd::test
