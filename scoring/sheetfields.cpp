#include "sheetfields.h"

namespace ctd {

namespace {

// One switch for a const line and for one to write to.
template <typename Line> auto numberIn(Line *line, Field field) -> decltype(&line->settlements)
{
    switch (field) {
    case Field::Settlements:
        return &line->settlements;
    case Field::Cities:
        return &line->cities;
    case Field::VpCards:
        return &line->vpCards;
    case Field::Knights:
        return &line->knights;
    case Field::Roads:
        return &line->roads;
    case Field::LongestRoad:
        return &line->longestRoad;
    default:
        return nullptr;
    }
}

} // namespace

const QList<Field> &lineFields()
{
    static const QList<Field> fields{Field::Settlements, Field::Cities,    Field::VpCards,
                                     Field::Knights,     Field::Roads,     Field::LongestRoad,
                                     Field::ArmyFirst,   Field::RoadFirst, Field::Declared};
    return fields;
}

bool isMarkField(Field field)
{
    return field == Field::ArmyFirst || field == Field::RoadFirst || field == Field::Declared;
}

int fieldValue(const PlayerLine &line, Field field)
{
    switch (field) {
    case Field::ArmyFirst:
        return line.armyFirst ? 1 : 0;
    case Field::RoadFirst:
        return line.roadFirst ? 1 : 0;
    case Field::Declared:
        return line.declared ? 1 : 0;
    default: {
        const int *n = numberIn(&line, field);
        return n ? *n : 0;
    }
    }
}

int *fieldNumber(PlayerLine *line, Field field)
{
    return numberIn(line, field);
}

} // namespace ctd
