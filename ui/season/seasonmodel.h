#pragma once

#include "season/seasonreader.h"

#include <QAbstractTableModel>

namespace ctd {

/// The season standings for the screen: one row a player, then a column for
/// each tournament with the player's points and place there; the results
/// that count are marked (a tick, bold, and CountedRole).
class SeasonModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Rank, Player, Points, Tournaments, Counted, BestRank, FirstTournament };
    enum Role {
        CountedRole = Qt::UserRole + 1, ///< a tournament's cell: true for a result that counts
    };

    explicit SeasonModel(QObject *parent = nullptr);

    void setSeason(const SeasonData &season);
    const SeasonData &season() const { return m_season; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    /// Headers and numbers again, after the language (and so the locale) changed.
    void retranslate();

private:
    const SeasonResult *resultAt(const QModelIndex &index) const;

    SeasonData m_season;
};

} // namespace ctd
