#include "sheet.h"

#include <QVarLengthArray>

#include <algorithm>

namespace ctd {

namespace {

struct CodeName
{
    ErrorCode code;
    const char *name;
};

constexpr CodeName kCodeNames[] = {
    {ErrorCode::TableSize, "table_size"},
    {ErrorCode::DuplicatePlayer, "duplicate_player"},
    {ErrorCode::SettlementsRange, "settlements_range"},
    {ErrorCode::CitiesRange, "cities_range"},
    {ErrorCode::SettlementsMin, "settlements_min"},
    {ErrorCode::VpCardsRange, "vp_cards_range"},
    {ErrorCode::KnightsRange, "knights_range"},
    {ErrorCode::RoadsRange, "roads_range"},
    {ErrorCode::LongestRoadRange, "longest_road_range"},
    {ErrorCode::VpCardsTotal, "vp_cards_total"},
    {ErrorCode::KnightsTotal, "knights_total"},
    {ErrorCode::ArmyMarkMissing, "army_mark_missing"},
    {ErrorCode::ArmyMarkMultiple, "army_mark_multiple"},
    {ErrorCode::ArmyMarkMisplaced, "army_mark_misplaced"},
    {ErrorCode::RoadMarkMissing, "road_mark_missing"},
    {ErrorCode::RoadMarkMultiple, "road_mark_multiple"},
    {ErrorCode::RoadMarkMisplaced, "road_mark_misplaced"},
    {ErrorCode::DeclaredUnavailable, "declared_unavailable"},
    {ErrorCode::DeclaredMissing, "declared_missing"},
    {ErrorCode::DeclaredMultiple, "declared_multiple"},
    {ErrorCode::DeclaredIneligible, "declared_ineligible"},
};

// The per-player limits of docs/rules.md §1.
constexpr int kMaxSettlements = 5;
constexpr int kMaxCities = 4;
constexpr int kMinSettlementsWithoutCity = 2;
constexpr int kMaxVpCards = 5;
constexpr int kMaxKnights = 14;
constexpr int kMinRoads = 2;
constexpr int kMaxRoads = 15;
// Whole-table limits.
constexpr int kMaxVpCardsTable = 5;
constexpr int kMaxKnightsTable = 14;
// Titles and the declared-victory exception (docs/rules.md §2, §4).
constexpr int kArmyMinimum = 3;
constexpr int kRoadMinimum = 5;
constexpr int kTitleVp = 2;
constexpr int kContenderVp = 10;

struct TitleCodes
{
    ErrorCode missing;
    ErrorCode multiple;
    ErrorCode misplaced;
    Field field;
};

// Per-seat lists of a sheet: on the stack for any real table.
template <typename T> using SeatList = QVarLengthArray<T, 8>;

// docs/rules.md §2, the same for both titles. Appends its errors to `errors`,
// marks in `applies` (n seats, already false) who could carry the mark, and
// returns the holder's seat, or -1.
template <typename Value, typename Mark>
int decideTitle(int n, Value value, Mark mark, int minimum, const TitleCodes &codes,
                QList<SheetError> &errors, bool *applies)
{
    int best = -1;
    for (int i = 0; i < n; ++i) {
        if (value(i) >= minimum)
            best = std::max(best, value(i));
    }
    SeatList<int> tied;
    if (best >= 0) {
        for (int i = 0; i < n; ++i) {
            if (value(i) == best)
                tied.append(i);
        }
    }

    const auto errorsBefore = errors.size();
    if (tied.size() <= 1) {
        // Nobody eligible, or one alone at the top: no mark belongs anywhere.
        for (int i = 0; i < n; ++i) {
            if (mark(i))
                errors.append({codes.misplaced, i, codes.field});
        }
        return tied.size() == 1 && errors.size() == errorsBefore ? tied.first() : -1;
    }

    SeatList<int> markedInTie;
    for (int i : tied) {
        applies[i] = true;
        if (mark(i))
            markedInTie.append(i);
    }
    for (int i = 0; i < n; ++i) {
        if (mark(i) && !applies[i])
            errors.append({codes.misplaced, i, codes.field});
    }
    if (markedInTie.isEmpty())
        errors.append({codes.missing, -1, codes.field});
    else if (markedInTie.size() > 1) {
        for (int i : markedInTie)
            errors.append({codes.multiple, i, codes.field});
    }
    // A title whose marks are wrong is held by nobody (docs/rules.md §4).
    return errors.size() == errorsBefore ? markedInTie.first() : -1;
}

// Sets every element of `list` to `value` and its size to `n`, keeping its memory.
template <typename T> void refill(QList<T> &list, qsizetype n, const T &value)
{
    if (list.size() != n)
        list.resize(n);
    T *items = list.data(); // one check for sharing, not one an element
    std::fill(items, items + n, value);
}

void checkRange(QList<SheetError> &errors, int seat, Field field, int value, FieldRange range,
                ErrorCode code)
{
    if (value < range.min || value > range.max)
        errors.append({code, seat, field});
}

int errorOrder(const SheetError &e)
{
    // Whole-table problems after the rows, rows in seat order, fields left to right.
    const int seat = e.seat < 0 ? 1000 : e.seat;
    return seat * 10000 + int(e.field) * 100 + int(e.code);
}

} // namespace

QString errorCodeName(ErrorCode code)
{
    for (const CodeName &c : kCodeNames) {
        if (c.code == code)
            return QString::fromLatin1(c.name);
    }
    return {};
}

bool errorCodeFromName(const QString &name, ErrorCode *code)
{
    for (const CodeName &c : kCodeNames) {
        if (name == QLatin1String(c.name)) {
            *code = c.code;
            return true;
        }
    }
    return false;
}

QList<ErrorCode> allErrorCodes()
{
    QList<ErrorCode> codes;
    for (const CodeName &c : kCodeNames)
        codes.append(c.code);
    return codes;
}

FieldRange fieldRange(Field field, const PlayerLine &line)
{
    switch (field) {
    case Field::Settlements:
        return {0, kMaxSettlements};
    case Field::Cities:
        return {0, kMaxCities};
    case Field::VpCards:
        return {0, kMaxVpCards};
    case Field::Knights:
        return {0, kMaxKnights};
    case Field::Roads:
        return {kMinRoads, kMaxRoads};
    case Field::LongestRoad:
        return {0, std::max(0, line.roads)};
    default:
        return {0, 1};
    }
}

bool SheetResult::hasError(ErrorCode code) const
{
    return std::any_of(errors.cbegin(), errors.cend(),
                       [code](const SheetError &e) { return e.code == code; });
}

QList<SheetError> SheetResult::errorsForSeat(int seat) const
{
    QList<SheetError> out;
    for (const SheetError &e : errors) {
        if (e.seat == seat)
            out.append(e);
    }
    return out;
}

SheetResult scoreSheet(const QList<PlayerLine> &lines, const RuleSet &rules)
{
    SheetResult result;
    scoreSheet(lines, rules, &result);
    return result;
}

void scoreSheet(const QList<PlayerLine> &lines, const RuleSet &rules, SheetResult *out)
{
    // Everything is written into `out`'s lists, cleared but keeping their
    // memory: scoring sheet after sheet into one result allocates nothing.
    const int n = int(lines.size());
    SheetResult &result = *out;
    refill(result.players, n, PlayerScore());
    PlayerScore *const scores = result.players.data();
    refill(result.armyMarkApplies, n, false);
    refill(result.roadMarkApplies, n, false);
    refill(result.declaredApplies, n, false);
    QList<SheetError> &errors = result.errors;
    errors.clear();

    if (n < 3 || n > 4)
        errors.append({ErrorCode::TableSize, -1, Field::None});

    SeatList<QStringView> names;
    for (int i = 0; i < n; ++i) {
        const QStringView name(lines[i].name);
        // A name as read or typed has no spaces around it: trimmed() only when it might.
        const bool mayHaveSpace = !name.isEmpty()
            && (name.front().unicode() <= 0x20 || name.front().unicode() >= 0x7f
                || name.back().unicode() <= 0x20 || name.back().unicode() >= 0x7f);
        names.append(mayHaveSpace ? name.trimmed() : name);
    }
    for (int i = 0; i < n; ++i) {
        if (names[i].isEmpty())
            continue;
        const QStringView name = names[i];
        for (int j = 0; j < i; ++j) {
            // Names of a length usually differ in their last character: compared
            // here before all of them.
            const QStringView other = names[j];
            if (other.size() == name.size() && other.back() == name.back() && other == name) {
                errors.append({ErrorCode::DuplicatePlayer, i, Field::Player});
                break;
            }
        }
    }

    int vpCardsTotal = 0;
    int knightsTotal = 0;
    for (int i = 0; i < n; ++i) {
        const PlayerLine &p = lines[i];
        // The ranges of fieldRange(), written out: this runs for every seat of every sheet.
        checkRange(errors, i, Field::Settlements, p.settlements, {0, kMaxSettlements},
                   ErrorCode::SettlementsRange);
        checkRange(errors, i, Field::Cities, p.cities, {0, kMaxCities}, ErrorCode::CitiesRange);
        if (p.cities == 0 && p.settlements < kMinSettlementsWithoutCity)
            errors.append({ErrorCode::SettlementsMin, i, Field::Settlements});
        checkRange(errors, i, Field::VpCards, p.vpCards, {0, kMaxVpCards}, ErrorCode::VpCardsRange);
        checkRange(errors, i, Field::Knights, p.knights, {0, kMaxKnights}, ErrorCode::KnightsRange);
        checkRange(errors, i, Field::Roads, p.roads, {kMinRoads, kMaxRoads}, ErrorCode::RoadsRange);
        checkRange(errors, i, Field::LongestRoad, p.longestRoad, {0, std::max(0, p.roads)},
                   ErrorCode::LongestRoadRange);
        vpCardsTotal += p.vpCards;
        knightsTotal += p.knights;
    }
    if (vpCardsTotal > kMaxVpCardsTable)
        errors.append({ErrorCode::VpCardsTotal, -1, Field::VpCards});
    if (knightsTotal > kMaxKnightsTable)
        errors.append({ErrorCode::KnightsTotal, -1, Field::Knights});

    const int armyHolder = decideTitle(
        n, [&lines](int i) { return lines[i].knights; },
        [&lines](int i) { return lines[i].armyFirst; }, kArmyMinimum,
        {ErrorCode::ArmyMarkMissing, ErrorCode::ArmyMarkMultiple, ErrorCode::ArmyMarkMisplaced,
         Field::ArmyFirst},
        errors, result.armyMarkApplies.data());
    const int roadHolder = decideTitle(
        n, [&lines](int i) { return lines[i].longestRoad; },
        [&lines](int i) { return lines[i].roadFirst; }, kRoadMinimum,
        {ErrorCode::RoadMarkMissing, ErrorCode::RoadMarkMultiple, ErrorCode::RoadMarkMisplaced,
         Field::RoadFirst},
        errors, result.roadMarkApplies.data());

    bool *const declaredApplies = result.declaredApplies.data();
    SeatList<int> contenders;
    for (int i = 0; i < n; ++i) {
        const PlayerLine &p = lines[i];
        PlayerScore &s = scores[i];
        s.largestArmy = armyHolder == i;
        s.longestRoad = roadHolder == i;
        s.vp = p.settlements + 2 * p.cities + p.vpCards + (s.largestArmy ? kTitleVp : 0)
            + (s.longestRoad ? kTitleVp : 0);
        if (s.vp >= kContenderVp)
            contenders.append(i);
    }

    int declarer = -1;
    if (contenders.size() < 2) {
        for (int i = 0; i < n; ++i) {
            if (lines[i].declared)
                errors.append({ErrorCode::DeclaredUnavailable, i, Field::Declared});
        }
    } else {
        SeatList<int> markedContenders;
        for (int i : contenders) {
            declaredApplies[i] = true;
            if (lines[i].declared)
                markedContenders.append(i);
        }
        for (int i = 0; i < n; ++i) {
            if (lines[i].declared && !declaredApplies[i])
                errors.append({ErrorCode::DeclaredIneligible, i, Field::Declared});
        }
        if (markedContenders.isEmpty())
            errors.append({ErrorCode::DeclaredMissing, -1, Field::Declared});
        else if (markedContenders.size() > 1) {
            for (int i : markedContenders)
                errors.append({ErrorCode::DeclaredMultiple, i, Field::Declared});
        } else {
            declarer = markedContenders.first();
        }
    }

    if (!errors.isEmpty()) {
        std::stable_sort(
            errors.begin(), errors.end(),
            [](const SheetError &a, const SheetError &b) { return errorOrder(a) < errorOrder(b); });
        return;
    }

    // docs/rules.md §5: the declarer first alone, everybody else by VP; equal VP share places.
    // A stable insertion sort: a table has 3 or 4 seats.
    const auto before = [&](int a, int b) {
        if ((a == declarer) != (b == declarer))
            return a == declarer;
        return scores[a].vp > scores[b].vp;
    };
    SeatList<int> order;
    for (int i = 0; i < n; ++i) {
        qsizetype k = order.size();
        order.append(i);
        for (; k > 0 && before(i, order[k - 1]); --k)
            order[k] = order[k - 1];
        order[k] = i;
    }
    const QList<int> &points = rules.pointsForTable(n);
    for (int start = 0; start < n;) {
        int end = start + 1;
        if (order[start] != declarer) {
            while (end < n && scores[order[end]].vp == scores[order[start]].vp)
                ++end;
        }
        int sum = 0;
        for (int k = start; k < end; ++k)
            sum += k < points.size() ? points[k] : 0;
        const int group = end - start;
        for (int k = start; k < end; ++k) {
            PlayerScore &s = scores[order[k]];
            s.place = start + 1;
            s.roundPointsTwelfths = sum * 12 / group;
        }
        start = end;
    }
}

} // namespace ctd
