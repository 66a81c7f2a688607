// The main window and tournament servers: connecting, and copying the open
// tournament to a server or into a file.
#include "mainwindow.h"

#include "common/question.h"
#include "rounds/resultspanel.h"
#include "serverdialog.h"
#include "tournament/backups.h"
#include "tournament/dblocation.h"
#include "tournament/tournament.h"
#include "tournament/tournamentfiles.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>

namespace ctd {

namespace {

QString deskNameKey()
{
    return QStringLiteral("desk/name");
}

} // namespace

void MainWindow::connectToServerDialog(const QString &preset)
{
    const DbLocation last = DbLocation::parse(
        preset.isEmpty() ? QSettings().value(QStringLiteral("files/lastServer")).toString()
                         : preset);
    auto *dialog = new ServerDialog(last, QSettings().value(deskNameKey()).toString(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        const DbLocation server = dialog->location();
        QSettings settings;
        settings.setValue(deskNameKey(), dialog->deskName());
        // Remembered without the password.
        settings.setValue(QStringLiteral("files/lastServer"), server.display());
        m_results->whenSheetLeft([this, server] { openTournament(server.connectionAddress()); });
    });
    dialog->open();
}

void MainWindow::watchServer()
{
    m_serverLost = false;
    if (!m_serverWatch) {
        m_serverWatch = new QTimer(this);
        m_serverWatch->setInterval(2000);
        connect(m_serverWatch, &QTimer::timeout, this, [this] {
            if (!tournament())
                return;
            DbError error;
            const bool reachable = tournament()->checkReachable(&error);
            if (reachable == !m_serverLost)
                return;
            m_serverLost = !reachable;
            if (m_serverLost) {
                setFileText(tr("%1 — not reachable").arg(tournament()->path()));
                statusBar()->showMessage(error.message);
            } else {
                setFileText(tournament()->path());
                statusBar()->showMessage(tr("Connected to the server again."), 8000);
                reload(); // what the other desks did meanwhile
            }
        });
    }
    if (tournament() && DbLocation::looksLikeServer(tournament()->path()))
        m_serverWatch->start();
    else
        m_serverWatch->stop();
}

void MainWindow::copyToServerDialog()
{
    if (!tournament())
        return;
    auto *dialog =
        new ServerDialog(DbLocation(), QSettings().value(deskNameKey()).toString(), this);
    dialog->setWindowTitle(tr("Copy the tournament to a server"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        const DbLocation server = dialog->location();
        DbError error;
        if (!Backups::copy(m_address, server.connectionAddress(), &error)) {
            tellUser(this, QMessageBox::Warning, tr("Tournament not copied"), error.message);
            return;
        }
        statusBar()->showMessage(
            tr("The tournament was copied to %1, with its history.").arg(server.display()), 8000);
    });
    dialog->open();
}

void MainWindow::saveCopyDialog()
{
    if (!tournament())
        return;
    QString path = QFileDialog::getSaveFileName(
        this, tr("Save a copy as file"), QFileInfo(TournamentFiles::defaultPath()).absolutePath(),
        tr("Tournaments (*.catan)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".catan");
    DbError error;
    if (!Backups::copy(m_address, path, &error)) {
        tellUser(this, QMessageBox::Warning, tr("Tournament not copied"), error.message);
        return;
    }
    statusBar()->showMessage(tr("A copy of the tournament, with its history, is in %1.")
                                 .arg(QDir::toNativeSeparators(path)),
                             8000);
}

} // namespace ctd
