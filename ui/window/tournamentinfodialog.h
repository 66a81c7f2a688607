#pragma once

#include "tournament/tournament.h"

#include <QDialog>

class QDateEdit;
class QDialogButtonBox;
class QLabel;
class QLineEdit;

namespace ctd {

/// The tournament's name and date, as printed on every document.
class TournamentInfoDialog : public QDialog
{
    Q_OBJECT

public:
    explicit TournamentInfoDialog(const TournamentInfo &info, QWidget *parent = nullptr);
    TournamentInfo info() const;
    void setName(const QString &name);

    void accept() override;

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslateUi();

    TournamentInfo m_info;
    QLabel *m_nameLabel;
    QLineEdit *m_name;
    QLabel *m_dateLabel;
    QDateEdit *m_date;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
};

} // namespace ctd
