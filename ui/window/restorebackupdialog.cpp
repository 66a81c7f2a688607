#include "restorebackupdialog.h"

#include "tournament/backupkeeper.h"
#include "tournament/backups.h"
#include "tournament/tournament.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

namespace ctd {

RestoreBackupDialog::RestoreBackupDialog(const QString &tournamentPath, QWidget *parent)
    : QDialog(parent)
    , m_list(new QListWidget(this))
{
    setWindowTitle(tr("Restore a backup"));
    m_list->setObjectName(QStringLiteral("backupList"));
    const QList<TournamentBackup> backups = Backups::backups(tournamentPath);
    for (const TournamentBackup &b : backups) {
        const QString when = QLocale().toString(b.savedAt, QLocale::ShortFormat);
        const QString round = b.round > 0 ? tr("after round %1").arg(b.round)
                                          : tr("before the first round was complete");
        auto *item = new QListWidgetItem(tr("%1, %2").arg(when, round), m_list);
        item->setData(Qt::UserRole, b.path);
    }
    if (!backups.isEmpty())
        m_list->setCurrentRow(0);

    auto *text = new QLabel(
        backups.isEmpty()
            ? tr("There is no backup of %1 yet. The desk makes one after every round whose "
                 "results are all in and after every %2 saves, in %3.")
                  .arg(QDir::toNativeSeparators(tournamentPath))
                  .arg(BackupKeeper::kSavesBetweenBackups)
                  .arg(QDir::toNativeSeparators(Backups::backupFolder(tournamentPath)))
            : tr("Restoring puts the backup in place of %1; the file it replaces is kept "
                 "beside it.")
                  .arg(QDir::toNativeSeparators(tournamentPath)),
        this);
    text->setWordWrap(true);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    QPushButton *restore = buttons->addButton(tr("&Restore"), QDialogButtonBox::AcceptRole);
    restore->setDefault(true);
    restore->setEnabled(!backups.isEmpty());
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QListWidget::itemActivated, this, &QDialog::accept);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(text);
    layout->addWidget(m_list);
    layout->addWidget(buttons);
    m_list->setFocus();
    resize(520, 320);
}

QString RestoreBackupDialog::chosen() const
{
    const QListWidgetItem *item = m_list->currentItem();
    return item ? item->data(Qt::UserRole).toString() : QString();
}

QString RestoreBackupDialog::chosenLabel() const
{
    const QListWidgetItem *item = m_list->currentItem();
    return item ? item->text() : QString();
}

int RestoreBackupDialog::count() const
{
    return m_list->count();
}

} // namespace ctd
