#pragma once

#include "scoring/ruleset.h"
#include "scoring/teamstandings.h"

#include <QWidget>

class QLabel;
class QTableWidget;

namespace ctd {

/// The team standings of a team event beside the players' standings
/// (docs/rules.md §11): a heading, the table in rank order and the note on
/// teams of different sizes. Hidden while no player has a team.
class TeamStandingsView : public QWidget
{
    Q_OBJECT

public:
    explicit TeamStandingsView(QWidget *parent = nullptr);

    void setStandings(const TeamStandings &standings, const RuleSet &rules, int afterRound);
    QTableWidget *tableView() const { return m_table; }
    QString heading() const;
    QString note() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void fill();

    QLabel *m_heading;
    QTableWidget *m_table;
    QLabel *m_note;
    TeamStandings m_standings;
    RuleSet m_rules;
    int m_afterRound = 0;
};

} // namespace ctd
