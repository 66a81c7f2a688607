#pragma once

#include "tournament/reports.h"
#include "tournament/tournament.h"

#include <QAbstractTableModel>
#include <QHash>

namespace ctd {

/// The tables of one round with the state of their result: the round
/// overview. Can show only the tables that still need a result (no result or
/// a draft).
class TablesModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { TableColumn, PlayersColumn, StateColumn, ReportColumn, ColumnCount };
    enum Role { TableNumberRole = Qt::UserRole + 1, StateRole };

    explicit TablesModel(QObject *parent = nullptr);

    void setTables(const QList<SeatedTable> &tables);
    /// One table's result changed: its row only (or, showing only the tables
    /// still needing a result, the list).
    void setState(int table, SheetState state);
    void setOnlyMissing(bool only);
    bool onlyMissing() const { return m_onlyMissing; }
    const QList<SeatedTable> &allTables() const { return m_all; }
    /// The row showing this table, or -1 if it is filtered out or absent.
    int rowOf(int table) const;
    SeatedTable tableAt(int row) const;
    static QString stateText(SheetState state);
    /// The reports the tables sent, by table ("reported", "confirmed 3/4", …).
    void setReports(const QHash<int, QString> &reports);
    bool hasReports() const { return !m_reports.isEmpty(); }
    /// What a table's reports say, as the overview writes it.
    static QString reportText(const TableReports &reports);
    /// The table on the sheet: shown in bold with a marker, wherever the cursor is.
    void setEditedTable(int table);
    int editedTable() const { return m_edited; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    void rebuild();

    QList<SeatedTable> m_all;
    QList<SeatedTable> m_shown;
    bool m_onlyMissing = false;
    int m_edited = 0;
    QHash<int, QString> m_reports;
};

} // namespace ctd
