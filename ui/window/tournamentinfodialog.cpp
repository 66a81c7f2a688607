#include "tournamentinfodialog.h"

#include <QDateEdit>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>

namespace ctd {

TournamentInfoDialog::TournamentInfoDialog(const TournamentInfo &info, QWidget *parent)
    : QDialog(parent)
    , m_info(info)
    , m_nameLabel(new QLabel(this))
    , m_name(new QLineEdit(info.name, this))
    , m_dateLabel(new QLabel(this))
    , m_date(new QDateEdit(info.date.isValid() ? info.date : QDate::currentDate(), this))
    , m_problem(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("tournamentInfoDialog"));
    m_name->setObjectName(QStringLiteral("tournamentName"));
    m_date->setObjectName(QStringLiteral("tournamentDate"));
    m_date->setCalendarPopup(true);
    // Tab leaves the date (the day, month and year are reached with the
    // arrows, or typed with their separators), as it leaves every field.
    m_date->installEventFilter(this);
    m_problem->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_nameLabel->setBuddy(m_name);
    m_dateLabel->setBuddy(m_date);
    auto *form = new QFormLayout(this);
    form->addRow(m_nameLabel, m_name);
    form->addRow(m_dateLabel, m_date);
    form->addRow(m_problem);
    form->addRow(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &TournamentInfoDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &TournamentInfoDialog::reject);
    m_name->selectAll();
    resize(420, sizeHint().height());
    retranslateUi();
}

TournamentInfo TournamentInfoDialog::info() const
{
    TournamentInfo out = m_info;
    out.name = m_name->text().trimmed();
    out.date = m_date->date();
    return out;
}

void TournamentInfoDialog::setName(const QString &name)
{
    m_name->setText(name);
}

void TournamentInfoDialog::accept()
{
    if (m_name->text().trimmed().isEmpty()) {
        m_problem->setText(tr("The tournament needs a name; it heads every printed page."));
        m_name->setFocus();
        return;
    }
    QDialog::accept();
}

bool TournamentInfoDialog::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_date && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key == Qt::Key_Tab || key == Qt::Key_Backtab) {
            focusNextPrevChild(key == Qt::Key_Tab);
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

void TournamentInfoDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void TournamentInfoDialog::retranslateUi()
{
    setWindowTitle(tr("Tournament details"));
    m_nameLabel->setText(tr("&Name:"));
    m_dateLabel->setText(tr("&Date:"));
}

} // namespace ctd
