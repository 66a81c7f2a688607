#include "standingsmodel.h"

#include "fraction.h"

#include <QLocale>

namespace ctd {

StandingsModel::StandingsModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void StandingsModel::setRows(const QList<StandingsRow> &rows)
{
    beginResetModel();
    m_rows = rows;
    endResetModel();
}

int StandingsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int StandingsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant StandingsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const StandingsRow &r = m_rows.at(index.row());
    if (role == Qt::TextAlignmentRole)
        return index.column() == PlayerColumn ? int(Qt::AlignLeft | Qt::AlignVCenter)
                                              : int(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    // Numbers on screen follow the user's locale; files keep the machine format.
    const QLocale locale;
    switch (index.column()) {
    case RankColumn:
        return r.rank;
    case PlayerColumn:
        return r.player;
    case PointsColumn:
        return locale.toString(double(twelfthsToHundredths(r.roundPointsTwelfths)) / 100.0, 'f', 2);
    case VpColumn:
        return r.vp;
    case ShareColumn:
        return locale.toString(double(r.vpShare.percentHundredths()) / 100.0, 'f', 2)
            + QStringLiteral(" %");
    case TablesColumn:
        return r.tables;
    }
    return {};
}

QVariant StandingsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case RankColumn:
        return tr("Rank");
    case PlayerColumn:
        return tr("Player");
    case PointsColumn:
        return tr("Round points");
    case VpColumn:
        return tr("VP");
    case ShareColumn:
        return tr("VP share");
    case TablesColumn:
        return tr("Tables");
    }
    return {};
}

} // namespace ctd
