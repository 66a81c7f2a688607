#include "serverdialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QSysInfo>
#include <QVBoxLayout>

namespace ctd {

ServerDialog::ServerDialog(const DbLocation &last, const QString &deskName, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Connect to a tournament server"));
    m_host = new QLineEdit(last.host(), this);
    m_port = new QSpinBox(this);
    m_port->setRange(1, 65535);
    m_port->setValue(last.isServer() ? last.port() : DbLocation::kDefaultPort);
    m_database = new QLineEdit(last.database(), this);
    m_user = new QLineEdit(last.user(), this);
    m_password = new QLineEdit(this);
    m_password->setEchoMode(QLineEdit::Password);
    m_password->setPlaceholderText(tr("asked each time, never stored"));
    m_desk = new QLineEdit(deskName.isEmpty() ? QSysInfo::machineHostName() : deskName, this);

    auto *form = new QFormLayout;
    form->addRow(tr("&Server:"), m_host);
    form->addRow(tr("&Port:"), m_port);
    form->addRow(tr("&Database:"), m_database);
    form->addRow(tr("&User:"), m_user);
    form->addRow(tr("Pass&word:"), m_password);
    form->addRow(tr("This desk's &name:"), m_desk);
    auto *note = new QLabel(tr("One database holds one tournament. The server's administrator "
                               "creates the empty database; the desk creates its tables."),
                            this);
    note->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Connect"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto update = [this, buttons] {
        buttons->button(QDialogButtonBox::Ok)
            ->setEnabled(!m_host->text().trimmed().isEmpty()
                         && !m_database->text().trimmed().isEmpty());
    };
    connect(m_host, &QLineEdit::textChanged, this, update);
    connect(m_database, &QLineEdit::textChanged, this, update);
    update();

    auto *layout = new QVBoxLayout(this);
    setMinimumWidth(440);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addWidget(buttons);
    // Keyboard first: straight to the first field that needs typing.
    (m_host->text().isEmpty() ? m_host : (m_database->text().isEmpty() ? m_database : m_password))
        ->setFocus();
}

DbLocation ServerDialog::location() const
{
    return DbLocation::server(m_host->text().trimmed(), m_port->value(),
                              m_database->text().trimmed(), m_user->text().trimmed(),
                              m_password->text());
}

QString ServerDialog::deskName() const
{
    return m_desk->text().trimmed();
}

} // namespace ctd
