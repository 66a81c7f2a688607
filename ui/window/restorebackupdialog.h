#pragma once

#include <QDialog>

class QListWidget;

namespace ctd {

/// File > Restore a backup: the open (or refused) tournament's backups, newest
/// first, each with its time and the last round whose results were in.
/// Enter restores the highlighted one.
class RestoreBackupDialog : public QDialog
{
    Q_OBJECT

public:
    explicit RestoreBackupDialog(const QString &tournamentPath, QWidget *parent = nullptr);

    /// The backup chosen, empty if none.
    QString chosen() const;
    /// The chosen backup as listed (time and round).
    QString chosenLabel() const;
    /// How many backups are listed.
    int count() const;

private:
    QListWidget *m_list;
};

} // namespace ctd
