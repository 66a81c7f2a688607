#pragma once

#include "tournament/tournament.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;

namespace ctd {

/// Records the turn order the players of a cut's table chose (docs/rules.md
/// §9: seated by preliminary rank, they choose chair, colour and turn order
/// in that order). The seats change order only: nobody joins or leaves.
class TurnOrderDialog : public QDialog
{
    Q_OBJECT

public:
    /// The round's tables; `table` (its number) is shown first.
    TurnOrderDialog(const QList<SeatedTable> &tables, int table, QWidget *parent = nullptr);

    /// The round's seating with the new orders (player ids in seat order).
    QList<QList<qint64>> result() const;
    /// Moves the selected player one seat earlier (-1) or later (+1).
    void moveSelected(int by);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void showTable();
    void retranslateUi();

    QList<SeatedTable> m_tables;
    QLabel *m_intro;
    QLabel *m_tableLabel;
    QComboBox *m_table;
    QListWidget *m_list;
    QPushButton *m_up;
    QPushButton *m_down;
};

} // namespace ctd
