#pragma once

#include "tournament/tournament.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace ctd {

/// Seating by hand: every active player gets a table number. Opens with a
/// suggestion (tables of 4, then of 3, in name order) that the director
/// changes. The order in which players are given a table is their seat order
/// there (the Seat column); Ctrl+Up and Ctrl+Down move the selected player a
/// seat earlier or later at their table.
class HandSeatingDialog : public QDialog
{
    Q_OBJECT

public:
    HandSeatingDialog(int round, const QList<Player> &players, QWidget *parent = nullptr);

    /// The table number given to the player in this row.
    void setTableOf(int row, int table);
    /// Moves the player in this row one seat earlier (-1) or later (+1) at
    /// their table; false when there is no such seat.
    bool moveSeat(int row, int step);
    /// The seat the player in this row has at their table (1 starts).
    int seatOf(int row) const;
    /// Player ids per table in seat order, table 1 first; valid after accept().
    QList<QList<qint64>> tables() const;
    /// Why the current numbers cannot be a seating; empty when they can.
    QString problems() const;

    void accept() override;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    int tableOf(int row) const;
    /// The row whose table field has the focus, else the list's current row.
    int selectedRow() const;
    void updateSeats();

    int m_round;
    QList<Player> m_players;
    QLabel *m_intro;
    QTableWidget *m_table;
    QLabel *m_problem;
    QPushButton *m_upButton;
    QPushButton *m_downButton;
    QDialogButtonBox *m_buttons;
    QList<int> m_placed; ///< per row: when the player was given their table (seat order)
    int m_lastPlaced = 0;
};

} // namespace ctd
