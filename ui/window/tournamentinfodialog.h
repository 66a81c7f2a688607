#pragma once

#include "tournament/tournament.h"

#include <QDialog>
#include <QHash>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace ctd {

/// The tournament's name and date, as printed on every document, and its
/// rule set: one of docs/rules.md §8's by name, or a custom one from its parts
/// (points per place at 4 and 3, VP cap, share, order of the tie-breaks).
class TournamentInfoDialog : public QDialog
{
    Q_OBJECT

public:
    explicit TournamentInfoDialog(const TournamentInfo &info, QWidget *parent = nullptr);
    ~TournamentInfoDialog() override;
    TournamentInfo info() const;
    void setName(const QString &name);
    /// Says whether the tournament is a team event (docs/rules.md §11): the
    /// players' teams by name (tournamentinfodialog_teams.cpp).
    void showTeams(const QHash<QString, QString> &teamOf);
    /// The no-win cut (EVENTS.md §6): the game after which players without a
    /// win stop playing the preliminary rounds; 0: off.
    void setNoWinCut(int game);
    int noWinCut() const;

    void accept() override;

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    /// As tall as the wrapped paragraphs need at the dialog's width, never
    /// narrower: each time it opens, and after its texts change.
    void fitHeight();
    void retranslateUi();
    void ruleSetChosen();
    void showDateProblem(const QString &text);
    /// The rule set chosen; false (and the problem shown) if the custom parts do not read.
    bool chosenRules(RuleSet *rules) const;

    TournamentInfo m_info;
    QLabel *m_nameLabel;
    QLineEdit *m_name;
    QLabel *m_dateLabel;
    QLineEdit *m_date;
    QLabel *m_rulesLabel;
    QComboBox *m_rules;
    QWidget *m_custom;
    QLabel *m_points4Label;
    QLineEdit *m_points4;
    QLabel *m_points3Label;
    QLineEdit *m_points3;
    QLabel *m_capLabel;
    QLineEdit *m_cap;
    QLabel *m_shareLabel;
    QComboBox *m_share;
    QLabel *m_orderLabel;
    QLineEdit *m_order;
    QLabel *m_cutLabel;
    QSpinBox *m_cut;
    QLabel *m_summary;
    QLabel *m_problem;
    QLabel *m_teams = nullptr; ///< whether it is a team event, once showTeams() was called
    QHash<QString, QString> m_teamOf;
    QString m_dateProblem; ///< the date's problem shown in m_problem, if any
    QDialogButtonBox *m_buttons;
};

} // namespace ctd
