#pragma once

#include "tournament/dblocation.h"

#include <QDialog>

class QLineEdit;
class QSpinBox;

namespace ctd {

/// File → Connect to a server…: where the tournament's database is (host,
/// port, database, user), the password (asked each time, never stored), and
/// the name this desk records with its saves.
class ServerDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ServerDialog(const DbLocation &last, const QString &deskName,
                          QWidget *parent = nullptr);

    /// The server with the password typed (for connecting only).
    DbLocation location() const;
    QString deskName() const;

private:
    QLineEdit *m_host;
    QSpinBox *m_port;
    QLineEdit *m_database;
    QLineEdit *m_user;
    QLineEdit *m_password;
    QLineEdit *m_desk;
};

} // namespace ctd
