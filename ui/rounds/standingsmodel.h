#pragma once

#include "standings.h"

#include <QAbstractTableModel>

namespace ctd {

/// Standings rows for a table view (SPEC.md §6 order, as computed).
class StandingsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { RankColumn, PlayerColumn, PointsColumn, VpColumn, ShareColumn, TablesColumn, ColumnCount };

    explicit StandingsModel(QObject *parent = nullptr);
    void setRows(const QList<StandingsRow> &rows);
    const QList<StandingsRow> &rows() const { return m_rows; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    QList<StandingsRow> m_rows;
};

} // namespace ctd
