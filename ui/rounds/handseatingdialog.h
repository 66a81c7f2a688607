#pragma once

#include "tournament/tournament.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QTableWidget;

namespace ctd {

/// Seating by hand: every active player gets a table number. Opens with a
/// suggestion (tables of 4, then of 3, in name order) that the director
/// changes; the order within a table is the order of the list.
class HandSeatingDialog : public QDialog
{
    Q_OBJECT

public:
    HandSeatingDialog(int round, const QList<Player> &players, QWidget *parent = nullptr);

    /// The table number given to the player in this row.
    void setTableOf(int row, int table);
    /// Player ids per table, table 1 first; valid after accept().
    QList<QList<qint64>> tables() const;
    /// Why the current numbers cannot be a seating; empty when they can.
    QString problems() const;

    void accept() override;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    int m_round;
    QList<Player> m_players;
    QLabel *m_intro;
    QTableWidget *m_table;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
};

} // namespace ctd
