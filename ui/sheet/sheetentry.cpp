#include "sheetentry.h"

namespace ctd {

namespace {

int indexOf(const QList<Field> &fields, Field field)
{
    return int(fields.indexOf(field));
}

// The cells an error is about, beyond its own field: while any of them is
// empty the error is only the empty cell counting as 0, not a mistake.
QList<Field> dependsOn(ErrorCode code)
{
    switch (code) {
    case ErrorCode::SettlementsRange:
        return {Field::Settlements};
    case ErrorCode::CitiesRange:
        return {Field::Cities};
    case ErrorCode::SettlementsMin:
        return {Field::Settlements, Field::Cities};
    case ErrorCode::VpCardsRange:
        return {Field::VpCards};
    case ErrorCode::KnightsRange:
        return {Field::Knights};
    case ErrorCode::RoadsRange:
        return {Field::Roads};
    case ErrorCode::LongestRoadRange:
        return {Field::LongestRoad, Field::Roads};
    default:
        return {};
    }
}

bool isRangeCode(ErrorCode code)
{
    switch (code) {
    case ErrorCode::SettlementsRange:
    case ErrorCode::CitiesRange:
    case ErrorCode::VpCardsRange:
    case ErrorCode::KnightsRange:
    case ErrorCode::RoadsRange:
    case ErrorCode::LongestRoadRange:
        return true;
    default:
        return false;
    }
}

} // namespace

const QList<Field> &SheetEntry::numberFields()
{
    static const QList<Field> fields{Field::Settlements, Field::Cities, Field::VpCards,
                                     Field::Knights,     Field::Roads,  Field::LongestRoad};
    return fields;
}

const QList<Field> &SheetEntry::markFields()
{
    static const QList<Field> fields{Field::ArmyFirst, Field::RoadFirst, Field::Declared};
    return fields;
}

bool SheetEntry::isNumberField(Field field)
{
    return numberFields().contains(field);
}

bool SheetEntry::isMarkField(Field field)
{
    return markFields().contains(field);
}

bool SheetEntry::markApplies(const SheetResult &result, int seat, Field mark)
{
    switch (mark) {
    case Field::ArmyFirst:
        return result.armyMarkApplies.value(seat);
    case Field::RoadFirst:
        return result.roadMarkApplies.value(seat);
    case Field::Declared:
        return result.declaredApplies.value(seat);
    default:
        return false;
    }
}

// A stored sheet has every number (a draft too); a table without a result
// starts with every cell empty, so "how many cells remain" means something.
void SheetEntry::reset(const QStringList &names, const QList<PlayerLine> &lines)
{
    m_rows.clear();
    for (int seat = 0; seat < names.size(); ++seat) {
        Row row;
        row.name = names[seat];
        row.values = QList<int>(numberFields().size(), kEmpty);
        row.marks = QList<bool>(markFields().size(), false);
        if (seat < lines.size()) {
            const PlayerLine &p = lines[seat];
            row.values = {p.settlements, p.cities, p.vpCards, p.knights, p.roads, p.longestRoad};
            row.marks = {p.armyFirst, p.roadFirst, p.declared};
        }
        m_rows.append(row);
    }
}

int SheetEntry::value(int seat, Field field) const
{
    const int i = indexOf(numberFields(), field);
    if (seat < 0 || seat >= m_rows.size() || i < 0)
        return kEmpty;
    return m_rows[seat].values[i];
}

void SheetEntry::setValue(int seat, Field field, int value)
{
    const int i = indexOf(numberFields(), field);
    if (seat >= 0 && seat < m_rows.size() && i >= 0)
        m_rows[seat].values[i] = value < 0 ? kEmpty : value;
}

bool SheetEntry::mark(int seat, Field field) const
{
    const int i = indexOf(markFields(), field);
    if (seat < 0 || seat >= m_rows.size() || i < 0)
        return false;
    return m_rows[seat].marks[i];
}

void SheetEntry::setMark(int seat, Field field, bool on)
{
    const int i = indexOf(markFields(), field);
    if (seat >= 0 && seat < m_rows.size() && i >= 0)
        m_rows[seat].marks[i] = on;
}

// scoreSheet() knows no empty cells: an empty one counts as 0, and
// visibleErrors() keeps quiet about what only that 0 breaks.
QList<PlayerLine> SheetEntry::lines() const
{
    QList<PlayerLine> out;
    out.reserve(m_rows.size());
    for (const Row &row : m_rows) {
        PlayerLine p;
        p.name = row.name;
        const auto v = [&row](int i) { return row.values[i] < 0 ? 0 : row.values[i]; };
        p.settlements = v(0);
        p.cities = v(1);
        p.vpCards = v(2);
        p.knights = v(3);
        p.roads = v(4);
        p.longestRoad = v(5);
        p.armyFirst = row.marks[0];
        p.roadFirst = row.marks[1];
        p.declared = row.marks[2];
        out.append(p);
    }
    return out;
}

int SheetEntry::emptyCellCount() const
{
    int n = 0;
    for (const Row &row : m_rows)
        n += int(row.values.count(kEmpty));
    return n;
}

QList<ClearedMark> SheetEntry::clearMarksThatStopped(const SheetResult &before,
                                                     const RuleSet &rules)
{
    QList<ClearedMark> cleared;
    for (bool changed = true; changed;) {
        changed = false;
        const SheetResult now = score(rules);
        for (int seat = 0; seat < rowCount(); ++seat) {
            for (Field f : markFields()) {
                // A mark that never applied (a stored draft's mistake) stays and
                // is reported; only the director's own valid marks go away.
                if (mark(seat, f) && markApplies(before, seat, f) && !markApplies(now, seat, f)) {
                    setMark(seat, f, false);
                    cleared.append({seat, f});
                    changed = true;
                }
            }
        }
    }
    return cleared;
}

QList<SheetError> SheetEntry::visibleErrors(const SheetResult &result, int focusSeat,
                                            Field focusField) const
{
    QList<SheetError> out;
    for (const SheetError &e : result.errors) {
        if (e.seat >= 0) {
            bool waiting = false;
            for (Field f : dependsOn(e.code))
                waiting = waiting || value(e.seat, f) == kEmpty;
            if (waiting)
                continue;
            if (isRangeCode(e.code) && e.seat == focusSeat && e.field == focusField) {
                // One more digit could still bring a too-small number into range.
                const int v = value(e.seat, e.field);
                const FieldRange range = fieldRange(e.field, lines().value(e.seat));
                if (v < range.min && v > 0 && v * 10 <= range.max)
                    continue;
            }
        }
        out.append(e);
    }
    return out;
}

} // namespace ctd
