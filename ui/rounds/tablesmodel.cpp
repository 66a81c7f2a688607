#include "tablesmodel.h"
#include "tournament/reports.h"

#include <QBrush>
#include <QColor>
#include <QFont>

namespace ctd {

TablesModel::TablesModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void TablesModel::setTables(const QList<SeatedTable> &tables)
{
    m_all = tables;
    rebuild();
}

void TablesModel::setState(int table, SheetState state)
{
    for (SeatedTable &t : m_all) {
        if (t.table != table)
            continue;
        if (t.state == state)
            return;
        t.state = state;
        if (m_onlyMissing) {
            rebuild(); // a table leaves or joins the list
            return;
        }
        const int row = rowOf(table);
        if (row >= 0) {
            m_shown[row].state = state;
            emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
        }
        return;
    }
}

void TablesModel::setOnlyMissing(bool only)
{
    m_onlyMissing = only;
    rebuild();
}

void TablesModel::rebuild()
{
    beginResetModel();
    m_shown.clear();
    for (const SeatedTable &t : m_all) {
        if (!m_onlyMissing || t.state != SheetState::Complete)
            m_shown.append(t);
    }
    endResetModel();
}

int TablesModel::rowOf(int table) const
{
    for (int i = 0; i < m_shown.size(); ++i) {
        if (m_shown.at(i).table == table)
            return i;
    }
    return -1;
}

SeatedTable TablesModel::tableAt(int row) const
{
    return row >= 0 && row < m_shown.size() ? m_shown.at(row) : SeatedTable();
}

QString TablesModel::stateText(SheetState state)
{
    switch (state) {
    case SheetState::None:
        return tr("No result");
    case SheetState::Draft:
        return tr("Draft");
    case SheetState::Complete:
        return tr("Complete");
    }
    return {};
}

void TablesModel::setReports(const QHash<int, QString> &reports)
{
    if (reports == m_reports)
        return;
    m_reports = reports;
    if (!m_shown.isEmpty())
        emit dataChanged(index(0, ReportColumn), index(int(m_shown.size()) - 1, ReportColumn));
}

QString TablesModel::reportText(const TableReports &reports)
{
    const TableReport *newest = reports.current();
    int confirmed = 0;
    for (const QString &p : reports.players)
        confirmed += newest && newest->confirmedBy.contains(p) ? 1 : 0;
    switch (reports.state) {
    case ReportState::None:
        return {};
    case ReportState::Reported:
        return confirmed > 0 ? tr("confirmed %1/%2").arg(confirmed).arg(reports.players.size())
                             : tr("reported");
    case ReportState::Confirmed:
        return tr("confirmed %1/%2").arg(confirmed).arg(reports.players.size());
    case ReportState::Conflict:
        return tr("conflict");
    case ReportState::Accepted:
        return tr("accepted");
    case ReportState::Rejected:
        return tr("rejected");
    case ReportState::Superseded:
        return tr("superseded");
    }
    return {};
}

int TablesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_shown.size());
}

int TablesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

void TablesModel::setEditedTable(int table)
{
    if (table == m_edited)
        return;
    const int before = rowOf(m_edited);
    m_edited = table;
    for (int row : {before, rowOf(table)}) {
        if (row >= 0)
            emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
    }
}

QVariant TablesModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_shown.size())
        return {};
    const SeatedTable &t = m_shown.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case TableColumn:
            return t.table;
        case PlayersColumn:
            return t.names.join(QStringLiteral(", "));
        case StateColumn:
            return stateText(t.state);
        case ReportColumn:
            return m_reports.value(t.table);
        }
        return {};
    case Qt::ForegroundRole:
        // Colour only repeats the word; the state is always written out.
        if (index.column() == StateColumn && t.state == SheetState::Draft)
            return QBrush(QColor(0xb0, 0x5a, 0x00));
        if (index.column() == StateColumn && t.state == SheetState::Complete)
            return QBrush(QColor(0x1b, 0x6e, 0x20));
        return {};
    case Qt::FontRole:
        if (t.table == m_edited) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == TableColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case TableNumberRole:
        return t.table;
    case StateRole:
        return int(t.state);
    default:
        return {};
    }
}

QVariant TablesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case TableColumn:
        return tr("Table");
    case PlayersColumn:
        return tr("Players");
    case StateColumn:
        return tr("Result");
    case ReportColumn:
        return tr("Report");
    }
    return {};
}

} // namespace ctd
