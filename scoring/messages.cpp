#include "messages.h"

namespace ctd {

namespace {

// A text of SheetMessages through the caller's lookup, else the installed translation.
QString lookUp(const SheetMessages::Translate &translate, const char *source)
{
    return translate ? translate(source) : QCoreApplication::translate("SheetMessages", source);
}

} // namespace

QString SheetMessages::fieldLabel(Field field, const Translate &translate)
{
    const auto T = [&translate](const char *source) { return lookUp(translate, source); };
    switch (field) {
    case Field::None:
        return T(QT_TR_NOOP("Table"));
    case Field::Player:
        return T(QT_TR_NOOP("Player"));
    case Field::Settlements:
        return T(QT_TR_NOOP("Settlements"));
    case Field::Cities:
        return T(QT_TR_NOOP("Cities"));
    case Field::VpCards:
        return T(QT_TR_NOOP("VP cards"));
    case Field::Knights:
        return T(QT_TR_NOOP("Knights"));
    case Field::Roads:
        return T(QT_TR_NOOP("Roads"));
    case Field::LongestRoad:
        return T(QT_TR_NOOP("Longest road"));
    case Field::ArmyFirst:
        return T(QT_TR_NOOP("Claimed Largest Army first"));
    case Field::RoadFirst:
        return T(QT_TR_NOOP("Claimed Longest Road first"));
    case Field::Declared:
        return T(QT_TR_NOOP("Declared victory"));
    }
    return {};
}

QString SheetMessages::ruleTitle(ErrorCode code, const Translate &translate)
{
    const auto T = [&translate](const char *source) { return lookUp(translate, source); };
    switch (code) {
    case ErrorCode::TableSize:
        return T(QT_TR_NOOP("A table seats 3 or 4 players"));
    case ErrorCode::DuplicatePlayer:
        return T(QT_TR_NOOP("A player sits once at a table and once in a round"));
    case ErrorCode::SettlementsRange:
        return T(QT_TR_NOOP("Settlements: 0 to 5"));
    case ErrorCode::CitiesRange:
        return T(QT_TR_NOOP("Cities: 0 to 4"));
    case ErrorCode::SettlementsMin:
        return T(QT_TR_NOOP("No city: at least 2 settlements"));
    case ErrorCode::VpCardsRange:
        return T(QT_TR_NOOP("VP cards: 0 to 5 per player"));
    case ErrorCode::KnightsRange:
        return T(QT_TR_NOOP("Knights: 0 to 14 per player"));
    case ErrorCode::RoadsRange:
        return T(QT_TR_NOOP("Roads: 2 to 15"));
    case ErrorCode::LongestRoadRange:
        return T(QT_TR_NOOP("Longest road: at most the roads built"));
    case ErrorCode::VpCardsTotal:
        return T(QT_TR_NOOP("VP cards: at most 5 at the table"));
    case ErrorCode::KnightsTotal:
        return T(QT_TR_NOOP("Knights: at most 14 at the table"));
    case ErrorCode::ArmyMarkMissing:
    case ErrorCode::ArmyMarkMultiple:
    case ErrorCode::ArmyMarkMisplaced:
        return T(QT_TR_NOOP("Ties for Largest Army"));
    case ErrorCode::RoadMarkMissing:
    case ErrorCode::RoadMarkMultiple:
    case ErrorCode::RoadMarkMisplaced:
        return T(QT_TR_NOOP("Ties for Longest Road"));
    case ErrorCode::DeclaredUnavailable:
    case ErrorCode::DeclaredMissing:
    case ErrorCode::DeclaredMultiple:
    case ErrorCode::DeclaredIneligible:
        return T(QT_TR_NOOP("Declared victory"));
    }
    return {};
}

QString SheetMessages::message(const SheetError &error, const QList<PlayerLine> &lines,
                               const Translate &translate)
{
    const auto T = [&translate](const char *source) { return lookUp(translate, source); };
    const PlayerLine line = error.seat >= 0 ? lines.value(error.seat) : PlayerLine();
    switch (error.code) {
    case ErrorCode::TableSize:
        return T(QT_TR_NOOP("A table seats 3 or 4 players, not %1.")).arg(lines.size());
    case ErrorCode::DuplicatePlayer:
        return T(QT_TR_NOOP("%1 is entered more than once; a player sits at a table only once."))
            .arg(line.name.trimmed());
    case ErrorCode::SettlementsRange:
        return T(QT_TR_NOOP("Settlements %1: enter 0 to 5.")).arg(line.settlements);
    case ErrorCode::CitiesRange:
        return T(QT_TR_NOOP("Cities %1: enter 0 to 4.")).arg(line.cities);
    case ErrorCode::SettlementsMin:
        return T(QT_TR_NOOP("With no city a player has at least 2 settlements, not %1."))
            .arg(line.settlements);
    case ErrorCode::VpCardsRange:
        return T(QT_TR_NOOP("VP cards %1: enter 0 to 5.")).arg(line.vpCards);
    case ErrorCode::KnightsRange:
        return T(QT_TR_NOOP("Knights played %1: enter 0 to 14.")).arg(line.knights);
    case ErrorCode::RoadsRange:
        return T(QT_TR_NOOP("Roads built %1: enter 2 to 15.")).arg(line.roads);
    case ErrorCode::LongestRoadRange:
        return T(QT_TR_NOOP("Longest road %1 is more than the roads built (%2): enter 0 to %2."))
            .arg(line.longestRoad)
            .arg(line.roads);
    case ErrorCode::VpCardsTotal: {
        int total = 0;
        for (const PlayerLine &p : lines)
            total += p.vpCards;
        return T(QT_TR_NOOP("The table holds %1 VP cards together; there are only 5.")).arg(total);
    }
    case ErrorCode::KnightsTotal: {
        int total = 0;
        for (const PlayerLine &p : lines)
            total += p.knights;
        return T(QT_TR_NOOP("The table played %1 knights together; there are only 14.")).arg(total);
    }
    case ErrorCode::ArmyMarkMissing:
        return T(
            QT_TR_NOOP("Several players tie for the most knights (3 or more): mark the one who "
                       "claimed Largest Army first."));
    case ErrorCode::ArmyMarkMultiple:
        return T(
            QT_TR_NOOP("Only one of the players tied for Largest Army claimed it first: clear the "
                       "other marks."));
    case ErrorCode::ArmyMarkMisplaced:
        return T(
            QT_TR_NOOP("The Largest Army mark is only for a player tied for the most knights (3 or "
                       "more): clear it here."));
    case ErrorCode::RoadMarkMissing:
        return T(
            QT_TR_NOOP("Several players tie for the longest road (5 or more): mark the one who "
                       "claimed Longest Road first."));
    case ErrorCode::RoadMarkMultiple:
        return T(
            QT_TR_NOOP("Only one of the players tied for Longest Road claimed it first: clear the "
                       "other marks."));
    case ErrorCode::RoadMarkMisplaced:
        return T(
            QT_TR_NOOP("The Longest Road mark is only for a player tied for the longest road (5 or "
                       "more): clear it here."));
    case ErrorCode::DeclaredUnavailable:
        return T(
            QT_TR_NOOP("Declared victory applies only when two or more players have 10 VP or more: "
                       "clear the mark."));
    case ErrorCode::DeclaredMissing:
        return T(QT_TR_NOOP(
            "Two or more players have 10 VP or more: mark the one who declared victory."));
    case ErrorCode::DeclaredMultiple:
        return T(QT_TR_NOOP("Only one player declared victory: clear the other marks."));
    case ErrorCode::DeclaredIneligible:
        return T(
            QT_TR_NOOP("Only a player with 10 VP or more can declare victory: clear the mark."));
    }
    return {};
}

} // namespace ctd
