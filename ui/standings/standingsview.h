#pragma once

#include "tournament/tournament.h"

#include <QFont>
#include <QHash>
#include <QWidget>

class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QTableView;

namespace ctd {

class StandingsModel;

/// The standings after a round, for reading at the desk: a heading, a search
/// field for a player's name and a table that sorts by any column (printing
/// is always in rank order).
class StandingsView : public QWidget
{
    Q_OBJECT

public:
    explicit StandingsView(QWidget *parent = nullptr);

    void setStandings(const TournamentInfo &info, const QList<StandingsRow> &rows, int afterRound);
    /// The standings after the round are being read: the heading says so and
    /// the table is empty until setStandings().
    void setPending(const TournamentInfo &info, int afterRound);
    bool isPending() const { return m_pending; }
    /// How many of the round's tables are in: a partial round says so in the heading.
    void setRoundProgress(int complete, int tables);
    /// The director's reason for the players of a semi-final or final round
    /// chosen against the cut (empty: none): shown under the heading.
    void setOverruled(const QString &reason);
    QString heading() const;

    StandingsModel *model() const { return m_model; }
    QTableView *tableView() const { return m_table; }
    QLineEdit *searchField() const { return m_search; }
    int afterRound() const { return m_afterRound; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void updateTexts();
    /// Soon: the view's minimum width, from the other columns and the widest name.
    void queueFit();
    void fitPlayerColumn();
    /// The numbers' columns as wide as their widest values, and the widest
    /// name: one walk over the rows, which measures only the names not
    /// measured before with this font, language and these dropped marks.
    void fitColumns();
    /// The names are shown otherwise (dropped marks, font, language): measure again.
    void forgetNameWidths();

    StandingsModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QLabel *m_heading;
    QLineEdit *m_search;
    QTableView *m_table;
    TournamentInfo m_info;
    int m_afterRound = 0;
    int m_complete = 0;
    int m_tables = 0;
    QString m_overruled;
    QHash<QString, int> m_nameWidths; ///< a player's shown name, measured
    QFont m_nameFont;                 ///< the font m_nameWidths were measured in
    int m_widestName = 0;
    bool m_fitQueued = false;
    bool m_pending = false;
};

} // namespace ctd
