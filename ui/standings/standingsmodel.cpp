#include "standingsmodel.h"

#include "files/figures.h"

#include <QGuiApplication>
#include <QPalette>

namespace ctd {

static_assert(int(StandingsModel::ColumnCount) == int(StandingsField::Count),
              "the screen shows the columns that are printed and exported");

StandingsModel::StandingsModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void StandingsModel::setStandings(const QList<StandingsRow> &rows)
{
    beginResetModel();
    m_rows = rows;
    m_final = isFinalRanking(m_rows);
    m_cells.clear();
    m_cells.resize(m_rows.size());
    endResetModel();
}

void StandingsModel::setRules(const RuleSet &rules)
{
    if (rules == m_rules)
        return;
    beginResetModel();
    m_rules = rules;
    // Asked for on every index the views make (a sort asks thousands of times).
    m_columns = m_rules.countsPlaces() ? ThirdPlaces + 1 : ColumnCount;
    endResetModel();
}

int StandingsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int StandingsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_columns + (m_final ? 1 : 0);
}

QVariant StandingsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const StandingsRow &r = m_rows[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        // The same text as on paper, so what the director reads is what is printed.
        if (index.column() == decidedByColumn())
            return Figures::decidedBy(r);
        if (index.column() >= ColumnCount)
            return Figures::placeCells(r).value(index.column() - ColumnCount);
        if (index.column() == Player && m_dropped.contains(r.player))
            return tr("%1 (dropped)").arg(r.player);
        // Made once a row (the view asks for each cell many times), again when
        // the user's locale changed.
        if (m_cellsLocale != QLocale()) {
            for (QStringList &cells : m_cells)
                cells.clear();
            m_cellsLocale = QLocale();
        }
        if (m_cells[index.row()].isEmpty())
            m_cells[index.row()] = Figures::standingsCells(r);
        return m_cells[index.row()].value(index.column());
    case SortRole:
        switch (index.column()) {
        case Rank:
            return r.rank;
        case Player:
            return r.player;
        case RoundPoints:
            return r.roundPointsTwelfths;
        case Vp:
            return r.vp;
        case VpShare:
            return r.vpShare.toDouble();
        case Tables:
            return r.tables;
        case FirstPlaces:
            return r.firsts;
        case SecondPlaces:
            return r.seconds;
        case ThirdPlaces:
            return r.thirds;
        }
        if (index.column() == decidedByColumn())
            return r.rank; // the order the stages decided
        return {};
    case Qt::TextAlignmentRole:
        return QVariant::fromValue(index.column() == Player || index.column() == decidedByColumn()
                                       ? Qt::AlignLeft | Qt::AlignVCenter
                                       : Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ForegroundRole:
        // Who plays on: the players out at the no-win cut, below everyone
        // still playing, dimmed as on the projector and the players' page.
        if (r.outAtCut)
            return QGuiApplication::palette().brush(QPalette::Disabled, QPalette::Text);
        return {};
    case Qt::ToolTipRole:
        if (index.column() == Player && r.outAtCut)
            return tr("%1: out at the no-win cut, plays no more preliminary games").arg(r.player);
        if (index.column() == Player)
            return r.player;
        return {};
    }
    return {};
}

QVariant StandingsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole && section == decidedByColumn())
        return Figures::decidedByTitle();
    if (role == Qt::DisplayRole)
        return section >= ColumnCount ? Figures::placeTitles().value(section - ColumnCount)
                                      : Figures::fieldTitle(StandingsField(section), m_rules);
    if (role == Qt::TextAlignmentRole)
        return QVariant::fromValue(section == Player || section == decidedByColumn()
                                       ? Qt::AlignLeft | Qt::AlignVCenter
                                       : Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

void StandingsModel::setDropped(const QSet<QString> &names)
{
    if (names == m_dropped)
        return;
    m_dropped = names;
    if (!m_rows.isEmpty())
        emit dataChanged(index(0, Player), index(rowCount() - 1, Player), {Qt::DisplayRole});
}

void StandingsModel::retranslate()
{
    // The language (and with it the numbers' format) may have changed.
    for (QStringList &cells : m_cells)
        cells.clear();
    emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
    if (!m_rows.isEmpty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1), {Qt::DisplayRole});
}

} // namespace ctd
