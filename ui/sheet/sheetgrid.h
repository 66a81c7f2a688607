#pragma once

#include "scoring/sheet.h"

#include <QHash>
#include <QList>
#include <QWidget>

class QGridLayout;
class QLabel;

namespace ctd {

class CellEdit;
class MarkBox;
class SheetEntry;

/// The sheet itself, laid out like the paper: a row per seat, the typed
/// columns, the marks, then the live columns worked out from them.
class SheetGrid : public QWidget
{
    Q_OBJECT

public:
    enum Column {
        SeatColumn,
        NameColumn,
        SettlementsColumn,
        CitiesColumn,
        VpCardsColumn,
        KnightsColumn,
        RoadsColumn,
        LongestRoadColumn,
        ArmyFirstColumn,
        RoadFirstColumn,
        DeclaredColumn,
        VpColumn,
        ArmyHolderColumn,
        RoadHolderColumn,
        PlaceColumn,
        PointsColumn,
        ColumnCount
    };

    /// What to show beside the numbers; problems are keyed by cellKey().
    struct Display
    {
        const SheetEntry *entry = nullptr;
        const SheetResult *result = nullptr;
        bool showPlacing = false;     ///< complete and valid: placing and round points
        QHash<int, QString> problems; ///< tooltip text of every marked cell
    };

    explicit SheetGrid(QWidget *parent = nullptr);

    static int cellKey(int seat, Field field) { return seat * 100 + int(field); }

    /// Shows `names.size()` rows with these names; cells are filled by show().
    void setNames(const QStringList &names);
    int rowCount() const { return m_visibleRows; }
    void showSheet(const Display &display);

    CellEdit *cell(int seat, Field field) const;
    MarkBox *markBox(int seat, Field field) const;
    /// The cell or mark for (seat, field), or nullptr.
    QWidget *widgetFor(int seat, Field field) const;
    /// The text of a live column, as shown (for the director and for tests).
    QString liveText(int seat, Column column) const;
    /// Cells and marks in typing order, the same order as Tab.
    QList<QWidget *> inputWidgets() const;

    void retranslateUi();

signals:
    void valueEdited(int seat, ctd::Field field, int value);
    void markClicked(int seat, ctd::Field field, bool on);
    void problemIconClicked(int seat, ctd::Field field);
    void digitForNextCell(QWidget *from, const QString &digit);

protected:
    void changeEvent(QEvent *event) override;
    /// Never lower than its wrapped headers and names need at its width.
    void resizeEvent(QResizeEvent *event) override;

private:
    struct Row
    {
        QLabel *seat = nullptr;
        QLabel *name = nullptr;
        QList<CellEdit *> cells;
        QList<MarkBox *> marks;
        QLabel *vp = nullptr;
        QLabel *army = nullptr;
        QLabel *road = nullptr;
        QLabel *place = nullptr;
        QLabel *points = nullptr;
    };

    /// The font and fixed size of the live labels, regular and bold.
    struct LiveLook
    {
        QFont font;
        QSize size;
    };

    void addRow();
    void setRowVisible(int seat, bool visible);
    QLabel *liveLabel(int seat, Column column) const;

    QGridLayout *m_layout;
    QList<QLabel *> m_headers;
    QList<Row> m_rows;
    LiveLook m_liveLook[2];
    int m_visibleRows = 0;
};

} // namespace ctd
