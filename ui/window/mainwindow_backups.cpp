// The main window's backups: the keeper of the open tournament's rolling
// backups, and File > Restore a backup.
#include "mainwindow.h"

#include "common/deskhistory.h"
#include "common/question.h"
#include "restorebackupdialog.h"
#include "rounds/resultspanel.h"
#include "tournament/backupkeeper.h"
#include "tournament/backups.h"
#include "tournament/tournament.h"
#include "tournament/tournamentfiles.h"

#include <QDir>
#include <QFileInfo>
#include <QStatusBar>

namespace ctd {

BackupKeeper *MainWindow::keepBackups(Tournament *tournament)
{
    // Owned by the tournament: it lives exactly as long as the open file.
    auto *keeper = new BackupKeeper(tournament, tournament);
    connect(keeper, &BackupKeeper::failed, this,
            [this](const QString &message) { statusBar()->showMessage(message, 15000); });
    return keeper;
}

void MainWindow::restoreBackup()
{
    m_results->whenSheetLeft([this] {
        const QString path = tournament() ? tournament()->path()
            : !m_refusedPath.isEmpty()    ? m_refusedPath
                                          : TournamentFiles::defaultPath();
        auto *dialog = new RestoreBackupDialog(path, this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(dialog, &QDialog::accepted, this, [this, dialog, path] {
            const QString backup = dialog->chosen();
            if (backup.isEmpty())
                return;
            const bool wasOpen = tournament() != nullptr;
            if (wasOpen)
                tournament()->close(); // lets go of the lock; reopened below
            QString replaced;
            DbError error;
            if (!Backups::restoreBackup(backup, path, &replaced, &error)) {
                if (wasOpen)
                    openTournament(path);
                tellUser(this, QMessageBox::Warning, tr("Backup not restored"), error.message);
                return;
            }
            DeskHistory::forget(path); // the tournament there now is the backup's
            if (openTournament(path))
                statusBar()->showMessage(
                    replaced.isEmpty()
                        ? tr("Restored the backup of %1.").arg(dialog->chosenLabel())
                        : tr("Restored the backup of %1; the file it replaced is %2.")
                              .arg(dialog->chosenLabel(), QDir::toNativeSeparators(replaced)),
                    15000);
        });
        dialog->open();
    });
}

} // namespace ctd
