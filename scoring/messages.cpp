#include "messages.h"

namespace ctd {

QString SheetMessages::fieldLabel(Field field)
{
    switch (field) {
    case Field::None:
        return tr("Table");
    case Field::Player:
        return tr("Player");
    case Field::Settlements:
        return tr("Settlements");
    case Field::Cities:
        return tr("Cities");
    case Field::VpCards:
        return tr("VP cards");
    case Field::Knights:
        return tr("Knights");
    case Field::Roads:
        return tr("Roads");
    case Field::LongestRoad:
        return tr("Longest road");
    case Field::ArmyFirst:
        return tr("Claimed Largest Army first");
    case Field::RoadFirst:
        return tr("Claimed Longest Road first");
    case Field::Declared:
        return tr("Declared victory");
    }
    return {};
}

QString SheetMessages::ruleTitle(ErrorCode code)
{
    switch (code) {
    case ErrorCode::TableSize:
        return tr("A table seats 3 or 4 players");
    case ErrorCode::DuplicatePlayer:
        return tr("A player sits once at a table and once in a round");
    case ErrorCode::SettlementsRange:
        return tr("Settlements: 0 to 5");
    case ErrorCode::CitiesRange:
        return tr("Cities: 0 to 4");
    case ErrorCode::SettlementsMin:
        return tr("No city: at least 2 settlements");
    case ErrorCode::VpCardsRange:
        return tr("VP cards: 0 to 5 per player");
    case ErrorCode::KnightsRange:
        return tr("Knights: 0 to 14 per player");
    case ErrorCode::RoadsRange:
        return tr("Roads: 2 to 15");
    case ErrorCode::LongestRoadRange:
        return tr("Longest road: at most the roads built");
    case ErrorCode::VpCardsTotal:
        return tr("VP cards: at most 5 at the table");
    case ErrorCode::KnightsTotal:
        return tr("Knights: at most 14 at the table");
    case ErrorCode::ArmyMarkMissing:
    case ErrorCode::ArmyMarkMultiple:
    case ErrorCode::ArmyMarkMisplaced:
        return tr("Ties for Largest Army");
    case ErrorCode::RoadMarkMissing:
    case ErrorCode::RoadMarkMultiple:
    case ErrorCode::RoadMarkMisplaced:
        return tr("Ties for Longest Road");
    case ErrorCode::DeclaredUnavailable:
    case ErrorCode::DeclaredMissing:
    case ErrorCode::DeclaredMultiple:
    case ErrorCode::DeclaredIneligible:
        return tr("Declared victory");
    }
    return {};
}

QString SheetMessages::message(const SheetError &error, const QList<PlayerLine> &lines)
{
    const PlayerLine line = error.seat >= 0 ? lines.value(error.seat) : PlayerLine();
    switch (error.code) {
    case ErrorCode::TableSize:
        return tr("A table seats 3 or 4 players, not %1.").arg(lines.size());
    case ErrorCode::DuplicatePlayer:
        return tr("%1 is entered more than once; a player sits at a table only once.")
            .arg(line.name.trimmed());
    case ErrorCode::SettlementsRange:
        return tr("Settlements %1: enter 0 to 5.").arg(line.settlements);
    case ErrorCode::CitiesRange:
        return tr("Cities %1: enter 0 to 4.").arg(line.cities);
    case ErrorCode::SettlementsMin:
        return tr("With no city a player has at least 2 settlements, not %1.")
            .arg(line.settlements);
    case ErrorCode::VpCardsRange:
        return tr("VP cards %1: enter 0 to 5.").arg(line.vpCards);
    case ErrorCode::KnightsRange:
        return tr("Knights played %1: enter 0 to 14.").arg(line.knights);
    case ErrorCode::RoadsRange:
        return tr("Roads built %1: enter 2 to 15.").arg(line.roads);
    case ErrorCode::LongestRoadRange:
        return tr("Longest road %1 is more than the roads built (%2): enter 0 to %2.")
            .arg(line.longestRoad)
            .arg(line.roads);
    case ErrorCode::VpCardsTotal: {
        int total = 0;
        for (const PlayerLine &p : lines)
            total += p.vpCards;
        return tr("The table holds %1 VP cards together; there are only 5.").arg(total);
    }
    case ErrorCode::KnightsTotal: {
        int total = 0;
        for (const PlayerLine &p : lines)
            total += p.knights;
        return tr("The table played %1 knights together; there are only 14.").arg(total);
    }
    case ErrorCode::ArmyMarkMissing:
        return tr("Several players tie for the most knights (3 or more): mark the one who "
                  "claimed Largest Army first.");
    case ErrorCode::ArmyMarkMultiple:
        return tr("Only one of the players tied for Largest Army claimed it first: clear the "
                  "other marks.");
    case ErrorCode::ArmyMarkMisplaced:
        return tr("The Largest Army mark is only for a player tied for the most knights (3 or "
                  "more): clear it here.");
    case ErrorCode::RoadMarkMissing:
        return tr("Several players tie for the longest road (5 or more): mark the one who "
                  "claimed Longest Road first.");
    case ErrorCode::RoadMarkMultiple:
        return tr("Only one of the players tied for Longest Road claimed it first: clear the "
                  "other marks.");
    case ErrorCode::RoadMarkMisplaced:
        return tr("The Longest Road mark is only for a player tied for the longest road (5 or "
                  "more): clear it here.");
    case ErrorCode::DeclaredUnavailable:
        return tr("Declared victory applies only when two or more players have 10 VP or more: "
                  "clear the mark.");
    case ErrorCode::DeclaredMissing:
        return tr("Two or more players have 10 VP or more: mark the one who declared victory.");
    case ErrorCode::DeclaredMultiple:
        return tr("Only one player declared victory: clear the other marks.");
    case ErrorCode::DeclaredIneligible:
        return tr("Only a player with 10 VP or more can declare victory: clear the mark.");
    }
    return {};
}

} // namespace ctd
