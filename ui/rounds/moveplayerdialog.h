#pragma once

#include "tournament/tournament.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;

namespace ctd {

/// Moves one player to another table, among the tables given (those of a
/// round without a result yet), either into a free seat (a table of 3) or
/// by swapping with a player there.
class MovePlayerDialog : public QDialog
{
    Q_OBJECT

public:
    MovePlayerDialog(const QList<SeatedTable> &tables, qint64 playerId, QWidget *parent = nullptr);

    void choose(qint64 playerId, int targetTable, qint64 swapWith);
    /// The round's seating after the move (player ids in seat order).
    QList<QList<qint64>> result() const;
    QString problem() const;

    void accept() override;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void fillTargets();
    void fillSwap();
    int tableIndexOf(qint64 playerId) const;

    QList<SeatedTable> m_tables;
    QLabel *m_intro;
    QLabel *m_playerLabel;
    QComboBox *m_player;
    QLabel *m_targetLabel;
    QComboBox *m_target;
    QLabel *m_swapLabel;
    QComboBox *m_swap;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
};

} // namespace ctd
