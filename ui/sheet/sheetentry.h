#pragma once

#include "scoring/ruleset.h"
#include "scoring/sheet.h"

#include <QList>
#include <QStringList>

namespace ctd {

/// A mark the editor took away because it stopped applying after an edit.
struct ClearedMark
{
    int seat = -1;
    Field mark = Field::None; ///< ArmyFirst, RoadFirst or Declared

    bool operator==(const ClearedMark &o) const { return seat == o.seat && mark == o.mark; }
};

/// One table's sheet as it is being typed: numbers that may still be empty,
/// and the three marks. The widgets show it and the undo commands change it;
/// the rules themselves stay in scoreSheet().
class SheetEntry
{
public:
    static constexpr int kEmpty = -1;

    /// The six number fields and the three marks, in the order of the paper sheet.
    static const QList<Field> &numberFields();
    static const QList<Field> &markFields();
    static bool isNumberField(Field field);
    static bool isMarkField(Field field);
    /// Could `seat` carry `mark` according to `result`?
    static bool markApplies(const SheetResult &result, int seat, Field mark);

    /// Names in seat order; lines (if any) fill every number and mark.
    void reset(const QStringList &names, const QList<PlayerLine> &lines = {});

    int rowCount() const { return int(m_rows.size()); }
    QString name(int seat) const { return m_rows.value(seat).name; }
    int value(int seat, Field field) const; ///< kEmpty for an empty cell
    void setValue(int seat, Field field, int value);
    bool mark(int seat, Field field) const;
    void setMark(int seat, Field field, bool on);

    /// The sheet with empty cells as 0, as scoreSheet() wants it.
    QList<PlayerLine> lines() const;
    int emptyCellCount() const;
    bool isComplete() const { return emptyCellCount() == 0; }
    SheetResult score(const RuleSet &rules) const { return scoreSheet(lines(), rules); }

    /// Clears every mark that applied in `before` but no longer applies now,
    /// again and again until nothing changes (a cleared title mark can move
    /// VP and so end a declared-victory contest). Returns what it cleared.
    QList<ClearedMark> clearMarksThatStopped(const SheetResult &before, const RuleSet &rules);

    /// The errors worth showing while the sheet is typed: an error waits while
    /// a cell it depends on is empty, and a too-small number waits while it is
    /// still being typed in the focused cell (the "1" of "12" roads).
    QList<SheetError> visibleErrors(const SheetResult &result, int focusSeat = -1,
                                    Field focusField = Field::None) const;

private:
    struct Row
    {
        QString name;
        QList<int> values; // numberFields() order
        QList<bool> marks; // markFields() order
    };
    QList<Row> m_rows;
};

} // namespace ctd
