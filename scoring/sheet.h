#pragma once

#include "ruleset.h"

#include <QList>
#include <QString>

namespace ctd {

/// The fields of one row of a result sheet, in the order of the paper sheet.
enum class Field {
    None, ///< the whole table
    Player,
    Settlements,
    Cities,
    VpCards,
    Knights,
    Roads,
    LongestRoad,
    ArmyFirst,
    RoadFirst,
    Declared,
};

/// docs/rules.md's error codes, one per rule.
enum class ErrorCode {
    TableSize,
    DuplicatePlayer,
    SettlementsRange,
    CitiesRange,
    SettlementsMin,
    VpCardsRange,
    KnightsRange,
    RoadsRange,
    LongestRoadRange,
    VpCardsTotal,
    KnightsTotal,
    ArmyMarkMissing,
    ArmyMarkMultiple,
    ArmyMarkMisplaced,
    RoadMarkMissing,
    RoadMarkMultiple,
    RoadMarkMisplaced,
    DeclaredUnavailable,
    DeclaredMissing,
    DeclaredMultiple,
    DeclaredIneligible,
};

/// The code as docs/rules.md and docs/formats.md spell it, e.g. "settlements_range".
QString errorCodeName(ErrorCode code);
/// The code for a name as docs/rules.md spells it; false if there is none.
bool errorCodeFromName(const QString &name, ErrorCode *code);
/// Every code, in docs/rules.md's order.
QList<ErrorCode> allErrorCodes();

/// One player's row of the sheet as typed.
struct PlayerLine
{
    QString name;
    int settlements = 0;
    int cities = 0;
    int vpCards = 0;
    int knights = 0;
    int roads = 0;
    int longestRoad = 0;
    bool armyFirst = false;
    bool roadFirst = false;
    bool declared = false;

    bool operator==(const PlayerLine &o) const
    {
        return name == o.name && settlements == o.settlements && cities == o.cities
            && vpCards == o.vpCards && knights == o.knights && roads == o.roads
            && longestRoad == o.longestRoad && armyFirst == o.armyFirst && roadFirst == o.roadFirst
            && declared == o.declared;
    }
    bool operator!=(const PlayerLine &o) const { return !(*this == o); }
};

/// One broken rule: which, for which seat (-1: the whole table), in which field.
struct SheetError
{
    ErrorCode code;
    int seat = -1;
    Field field = Field::None;

    bool operator==(const SheetError &o) const
    {
        return code == o.code && seat == o.seat && field == o.field;
    }
};

/// What the sheet gives one player.
struct PlayerScore
{
    int vp = 0;
    bool largestArmy = false;
    bool longestRoad = false;
    int place = 0;               ///< shared best place; 0 while the sheet has errors
    int roundPointsTwelfths = 0; ///< round points × 12; 0 while the sheet has errors
};

/// The outcome of one sheet: scores per seat (VP always, places and round
/// points only for a valid sheet), every error, and which marks can apply.
struct SheetResult
{
    QList<PlayerScore> players;
    QList<SheetError> errors;
    /// Per seat: could this player carry the mark? (part of a tie for the title,
    /// or a contender for declared victory when the exception is available)
    QList<bool> armyMarkApplies;
    QList<bool> roadMarkApplies;
    QList<bool> declaredApplies;

    bool isValid() const { return errors.isEmpty(); }
    bool hasError(ErrorCode code) const;
    QList<SheetError> errorsForSeat(int seat) const;
};

/// Scores one table's sheet by docs/rules.md §1–§5 with the round points of `rules`.
SheetResult scoreSheet(const QList<PlayerLine> &lines, const RuleSet &rules = RuleSet::standard());
/// The same into `result`, reusing the memory of its lists: scoring many sheets
/// one after another with one SheetResult allocates nothing per sheet.
void scoreSheet(const QList<PlayerLine> &lines, const RuleSet &rules, SheetResult *result);

/// The allowed range of a numeric field (docs/rules.md §1); roads bounds longest_road.
struct FieldRange
{
    int min;
    int max;
};
FieldRange fieldRange(Field field, const PlayerLine &line);

} // namespace ctd

// A sheet's row holds a QString and numbers: lists of rows move it in memory
// (QString is relocatable) instead of constructing and destroying each.
Q_DECLARE_TYPEINFO(ctd::PlayerLine, Q_RELOCATABLE_TYPE);
