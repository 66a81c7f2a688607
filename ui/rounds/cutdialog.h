#pragma once

#include "scoring/stages.h"

#include <QDialog>
#include <QList>
#include <QStringList>

class QComboBox;
class QDialogButtonBox;
class QGridLayout;
class QLabel;
class QLineEdit;

namespace ctd {

/// Seats a semi-final or final with players the director chooses, starting
/// from the cut the rules propose (docs/rules.md §9). When the players of a
/// table differ from the proposal the director must say why: the reason is
/// kept with the round, shown in its history and printed with the standings.
class CutDialog : public QDialog
{
    Q_OBJECT

public:
    struct Offer
    {
        Stage stage = Stage::Final;
        QList<QStringList> tables; ///< the proposal, seats in order of preliminary rank
    };

    /// `players`: everybody who may be seated, in preliminary order.
    CutDialog(const QList<Offer> &offers, const QStringList &players, QWidget *parent = nullptr);

    Stage stage() const;
    /// The tables as chosen, seats in order.
    QList<QStringList> tables() const;
    /// The players of some table are not the proposal's.
    bool overrules() const;
    /// The reason typed (trimmed); only asked for when overrules().
    QString reason() const;
    /// What keeps the choice from being seated; empty when it can be.
    QString problem() const;
    /// The combo box of a seat (0-based), for the keyboard and tests.
    QComboBox *seatBox(int table, int seat) const;

    void accept() override;

protected:
    void changeEvent(QEvent *event) override;

private:
    void buildSeats();
    void updateState();
    void retranslateUi();
    const Offer &offer() const;

    QList<Offer> m_offers;
    QStringList m_players;
    QLabel *m_intro;
    QLabel *m_stageLabel;
    QComboBox *m_stage;
    QGridLayout *m_grid;
    QList<QLabel *> m_tableLabels;
    QList<QList<QComboBox *>> m_seats;
    QLabel *m_changes;
    QLabel *m_reasonLabel;
    QLineEdit *m_reason;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
};

} // namespace ctd
