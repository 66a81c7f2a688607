#include "sheetchanges.h"

#include "scoring/messages.h"

namespace ctd {

namespace {

QString mark(bool on)
{
    return on ? SheetChanges::tr("yes") : SheetChanges::tr("no");
}

} // namespace

QStringList SheetChanges::describe(const QList<PlayerLine> &before, const QList<PlayerLine> &after)
{
    QStringList out;
    const int seats = int(qMax(before.size(), after.size()));
    for (int seat = 0; seat < seats; ++seat) {
        const PlayerLine a = before.value(seat);
        const PlayerLine b = after.value(seat);
        const QString name = b.name.isEmpty() ? a.name : b.name;
        auto number = [&](Field field, int x, int y) {
            if (x != y)
                out.append(
                    tr("%1: %2 %3 → %4").arg(name, SheetMessages::fieldLabel(field)).arg(x).arg(y));
        };
        auto flag = [&](Field field, bool x, bool y) {
            if (x != y)
                out.append(tr("%1: %2 %3 → %4")
                               .arg(name, SheetMessages::fieldLabel(field), mark(x), mark(y)));
        };
        number(Field::Settlements, a.settlements, b.settlements);
        number(Field::Cities, a.cities, b.cities);
        number(Field::VpCards, a.vpCards, b.vpCards);
        number(Field::Knights, a.knights, b.knights);
        number(Field::Roads, a.roads, b.roads);
        number(Field::LongestRoad, a.longestRoad, b.longestRoad);
        flag(Field::ArmyFirst, a.armyFirst, b.armyFirst);
        flag(Field::RoadFirst, a.roadFirst, b.roadFirst);
        flag(Field::Declared, a.declared, b.declared);
    }
    return out;
}

} // namespace ctd
