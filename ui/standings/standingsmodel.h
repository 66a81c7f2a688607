#pragma once

#include "scoring/standings.h"

#include <QAbstractTableModel>
#include <QLocale>
#include <QSet>

namespace ctd {

/// The standings as a table for the screen: one row per player, numbers in
/// the user's locale. SortRole gives the raw values, so that a sorted view
/// orders 10 after 9 and round points by their exact value.
class StandingsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    /// Same order as StandingsField, the columns on paper and in the CSV;
    /// the placing counts follow where the rule set ranks by them.
    enum Column {
        Rank,
        Player,
        RoundPoints,
        Vp,
        VpShare,
        Tables,
        ColumnCount,
        FirstPlaces = ColumnCount,
        SecondPlaces,
        ThirdPlaces
    };
    enum Role { SortRole = Qt::UserRole + 1 };

    explicit StandingsModel(QObject *parent = nullptr);

    void setStandings(const QList<StandingsRow> &rows);
    /// The rule set the standings follow: its columns (wins, placings) and titles.
    void setRules(const RuleSet &rules);
    const QList<StandingsRow> &standings() const { return m_rows; }
    /// The column that says which stage decided each place: the last one, in a
    /// final ranking only (isFinalRanking()); -1 otherwise.
    int decidedByColumn() const { return m_final ? m_columns : -1; }
    /// Players who dropped out: their rows say so.
    void setDropped(const QSet<QString> &names);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    /// Headers and numbers again, after the language (and so the locale) changed.
    void retranslate();

private:
    QList<StandingsRow> m_rows;
    RuleSet m_rules = RuleSet::standard();
    int m_columns = RuleSet::standard().countsPlaces() ? ThirdPlaces + 1 : ColumnCount;
    bool m_final = false; ///< the rows are a final ranking
    QSet<QString> m_dropped;
    mutable QList<QStringList> m_cells; ///< per row, the shown texts once asked for
    mutable QLocale m_cellsLocale;      ///< the locale m_cells are written in
};

} // namespace ctd
