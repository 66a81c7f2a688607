#include "seasonmodel.h"

#include "paper/paperseason.h"

#include <QFont>
#include <QLocale>
#include <QPalette>

namespace ctd {

SeasonModel::SeasonModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void SeasonModel::setSeason(const SeasonData &season)
{
    beginResetModel();
    m_season = season;
    endResetModel();
}

int SeasonModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_season.standings.rows.size());
}

int SeasonModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : FirstTournament + int(m_season.tournaments.size());
}

const SeasonResult *SeasonModel::resultAt(const QModelIndex &index) const
{
    if (index.column() < FirstTournament)
        return nullptr;
    const int tournament = index.column() - FirstTournament;
    for (const SeasonResult &r : m_season.standings.rows.at(index.row()).results) {
        if (r.tournament == tournament)
            return &r;
    }
    return nullptr;
}

QVariant SeasonModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const SeasonRow &row = m_season.standings.rows.at(index.row());
    const QLocale locale;
    const SeasonResult *result = resultAt(index);
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case Rank:
            return locale.toString(row.rank);
        case Player:
            return row.player;
        case Points:
            return locale.toString(row.points);
        case Tournaments:
            return locale.toString(row.tournaments);
        case Counted:
            return locale.toString(row.counted);
        case BestRank:
            return locale.toString(row.bestRank);
        default:
            if (!result)
                return {};
            // The points first, the place after; a tick where they count.
            return QString(
                (result->counted ? QStringLiteral("\u2713 ") : QString())
                + tr("%1 (place %2)")
                      .arg(locale.toString(result->points), locale.toString(result->rank)));
        }
    case Qt::TextAlignmentRole:
        return int(index.column() == Player ? Qt::AlignLeft | Qt::AlignVCenter
                                            : Qt::AlignRight | Qt::AlignVCenter);
    case Qt::FontRole:
        if (result && result->counted) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::ToolTipRole:
        if (result)
            return result->counted ? tr("Counts for the season") : tr("Does not count");
        return {};
    case CountedRole:
        return result ? QVariant(result->counted) : QVariant();
    default:
        return {};
    }
}

QVariant SeasonModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole && section >= FirstTournament) {
        const SeasonTournamentRead &t = m_season.tournaments.value(section - FirstTournament);
        return t.shown;
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Rank:
        return tr("Rank");
    case Player:
        return tr("Player");
    case Points:
        return tr("Points");
    case Tournaments:
        return tr("Tournaments");
    case Counted:
        return tr("Counted");
    case BestRank:
        return tr("Best rank");
    default: {
        const int i = section - FirstTournament;
        const SeasonTournamentRead &t = m_season.tournaments.value(i);
        return QString(PaperSeason::tournamentKey(i) + QLatin1Char(' ')
                       + (t.name.isEmpty() ? t.shown : t.name));
    }
    }
}

void SeasonModel::retranslate()
{
    beginResetModel();
    endResetModel();
}

} // namespace ctd
