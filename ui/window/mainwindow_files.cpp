// The main window's files: opening and creating tournaments, the recent
// files, the settings it remembers, and closing without losing typing.
#include "mainwindow.h"

#include "commands/detailcommands.h"
#include "commands/nowincutcommand.h"
#include "common/deskhistory.h"
#include "screen/playersviewactions.h"

#include "common/question.h"
#include "players/playerspanel.h"
#include "printing/paperactions.h"
#include "rounds/resultspanel.h"
#include "rounds/seatingpanel.h"
#include "tournament/backups.h"
#include "tournament/dblocation.h"
#include "tournament/details.h"
#include "tournament/results.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"
#include "tournament/tournament.h"
#include "tournament/tournamentfiles.h"
#include "tournamentinfodialog.h"

#include <QCloseEvent>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>

#include <utility>

namespace ctd {

namespace {

const int maxRecent = 8;

QString recentKey()
{
    return QStringLiteral("files/recent");
}

} // namespace

QStringList MainWindow::recentFiles() const
{
    return QSettings().value(recentKey()).toStringList();
}

bool MainWindow::openTournament(const QString &address)
{
    // A server's address may hold its password: messages name the place without it.
    const QString path = DbLocation::parse(address).display();
    if (tournament()
        && QFileInfo(path).absoluteFilePath()
            == QFileInfo(tournament()->path()).absoluteFilePath()) {
        // The file is open here already; a second handle would find it locked.
        reload();
        return true;
    }
    // Opened beside the current one, which stays open if this fails.
    auto candidate = std::make_unique<Tournament>();
    candidate->results().setDeskName(QSettings().value(QStringLiteral("desk/name")).toString());
    // The window shows the file while SQLite checks its pages; a change
    // waits for that check, and damage found takes the file away again.
    candidate->setPagesCheckedLater(true);
    // At start-up that check waits until the window is painted.
    candidate->setPageCheckHeld(!m_painted);
    connect(candidate.get()->notifier(), &Notifier::pagesDamaged, this,
            [this](const QString &message) {
                if (!tournament())
                    return;
                const QString damagedPath = tournament()->path();
                m_tournament->close();
                updateHeader();
                updateActions();
                showOpenProblem(damagedPath, message);
            });
    DbError error;
    if (!candidate->open(address, &error)) {
        // Another desk writes the file: this window follows it, read-only.
        DbError readError;
        if (error.kind != DbError::Locked || DbLocation::looksLikeServer(address)
            || !candidate->openReadOnly(address, &readError)) {
            showOpenProblem(path, error.message);
            return false;
        }
    }
    const bool following = candidate->isReadOnly();
    m_lastOpenError.clear();
    m_refusedPath.clear();
    // The desk that writes the file keeps its backups.
    BackupKeeper *keeper = following ? nullptr : keepBackups(candidate.get());
    if (m_paper) {
        delete m_paper; // bound to the tournament that is closed now
        m_paper = nullptr;
    }
    // The tournament before stays alive until every panel has let go of it.
    std::unique_ptr<Tournament> before = std::exchange(m_tournament, std::move(candidate));
    m_address = address;
    watchServer();
    startFollowing();
    listenTo(m_tournament.get());
    showTournament(keeper);
    before.reset();
    if (m_tournament->rounds().roundCount() == 0 && !following)
        playersPanel()->focusNewName();
    rememberFile(m_tournament->path());
    updateHeader();
    updateActions();
    const QString shown = QDir::toNativeSeparators(m_tournament->path());
    statusBar()->showMessage(following
                                 ? tr("Opened %1 read-only: another desk writes it.").arg(shown)
                                 : tr("Opened %1.").arg(shown),
                             8000);
    return true;
}

bool MainWindow::openExistingTournament(const QString &path)
{
    // A name typed on the command line that names no file is a slip, not a
    // wish for a new tournament: say so, and create nothing.
    if (!QFileInfo::exists(path)) {
        showOpenProblem(path,
                        tr("There is no tournament file \"%1\". Check the name, or open "
                           "another or create a new one.")
                            .arg(QDir::toNativeSeparators(path)));
        return false;
    }
    return openTournament(path);
}

void MainWindow::reload()
{
    if (!tournament())
        return;
    const int round = currentRound();
    loadPlayersPage();
    loadSeatingPage();
    playersPanel()->reload();
    fillRounds();
    setCurrentRound(qMin(qMax(round, 0), tournament()->rounds().roundCount()));
    seatingPanel()->refresh();
    m_results->refresh();
    m_playersView->refresh();
    updateHeader();
    updateActions();
}

void MainWindow::showOpenProblem(const QString &path, const QString &message)
{
    m_lastOpenError = message.isEmpty()
        ? tr("\"%1\" could not be opened as a tournament.").arg(QDir::toNativeSeparators(path))
        : message;
    if (!tournament()) {
        m_emptyText->setText(m_lastOpenError + QLatin1Char('\n')
                             + tr("Open another tournament or create a new one."));
        m_stack->setCurrentWidget(m_emptyPage);
    }
    statusBar()->showMessage(tr("Could not open %1.").arg(QDir::toNativeSeparators(path)), 8000);
    m_refusedPath = QFileInfo(path).absoluteFilePath();
    QList<QuestionButton> answers{{QMessageBox::AcceptRole, tr("&Open another…")},
                                  {QMessageBox::ActionRole, tr("Create &new…")},
                                  {QMessageBox::RejectRole, tr("&Close")}};
    // A damaged file (or any refused one) that has backups: offer them.
    const bool backups = !Backups::backups(path).isEmpty();
    if (backups)
        answers.insert(0, {QMessageBox::ActionRole, tr("Restore a &backup…")});
    askQuestion(this, QMessageBox::Warning, tr("Tournament not opened"), m_lastOpenError, answers,
                backups ? 0 : int(answers.size()) - 1, [this, backups](int chosen) {
                    const int first = backups ? 1 : 0;
                    if (backups && chosen == 0)
                        restoreBackup();
                    else if (chosen == first)
                        openTournamentDialog();
                    else if (chosen == first + 1)
                        newTournament();
                });
}

void MainWindow::openTournamentDialog()
{
    m_results->whenSheetLeft([this] {
        const QString start = tournament()
            ? QFileInfo(tournament()->path()).absolutePath()
            : QFileInfo(TournamentFiles::defaultPath()).absolutePath();
        const QString path =
            QFileDialog::getOpenFileName(this, tr("Open tournament"), start,
                                         tr("Tournaments (*.catan *.sqlite *.db);;All files (*)"));
        if (!path.isEmpty())
            openTournament(path);
    });
}

void MainWindow::newTournament()
{
    m_results->whenSheetLeft([this] {
        const QString start = QFileInfo(TournamentFiles::defaultPath()).absolutePath();
        QString path = QFileDialog::getSaveFileName(this, tr("New tournament"), start,
                                                    tr("Tournaments (*.catan)"));
        if (path.isEmpty())
            return;
        if (QFileInfo(path).suffix().isEmpty())
            path += QStringLiteral(".catan");
        const bool exists = QFileInfo::exists(path);
        if (exists) {
            // Never overwrite: an existing file is opened, not replaced.
            tellUser(this, QMessageBox::Information, tr("File exists"),
                     tr("\"%1\" exists already, so it is opened instead of replaced. To start a "
                        "new tournament, choose a new file name.")
                         .arg(QDir::toNativeSeparators(path)));
        }
        // A new tournament asks for its name, date and rule set at once;
        // Enter takes what the dialog proposes (the file's name, today, the
        // standard rules).
        if (openTournament(path) && (!exists || tournament()->details().info().name.isEmpty()))
            editDetails();
    });
}

void MainWindow::editDetails()
{
    if (!tournament() || tournament()->isReadOnly())
        return;
    auto *dialog = new TournamentInfoDialog(tournament()->details().info(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->showTeams(tournament()->roster().teams());
    const int cut = tournament()->details().noWinCut();
    dialog->setNoWinCut(cut);
    connect(dialog, &QDialog::accepted, this, [this, dialog, cut] {
        if (!tournament())
            return;
        DbError error;
        if (!DeskHistory::of(tournament())
                 ->run(std::make_unique<SetDetails>(dialog->info()), &error)) {
            tellUser(this, QMessageBox::Warning, tr("Details not saved"), error.message);
            return;
        }
        // The no-win cut is a step of its own in the history (Ctrl+Z).
        if (dialog->noWinCut() != cut
            && !DeskHistory::of(tournament())
                    ->run(std::make_unique<SetNoWinCut>(dialog->noWinCut()), &error)) {
            tellUser(this, QMessageBox::Warning, tr("Details not saved"), error.message);
            return;
        }
        updateHeader();
        statusBar()->showMessage(tr("Tournament details saved."), 8000);
    });
    dialog->open();
}

void MainWindow::rememberFile(const QString &path)
{
    QSettings settings;
    QStringList recent = settings.value(recentKey()).toStringList();
    recent.removeAll(path);
    recent.prepend(path);
    while (recent.size() > maxRecent)
        recent.removeLast();
    settings.setValue(recentKey(), recent);
    settings.setValue(QStringLiteral("files/last"), path);
    fillRecentMenu();
}

void MainWindow::fillRecentMenu()
{
    if (!m_recentMenu)
        return;
    m_recentMenu->clear();
    const QStringList recent = recentFiles();
    for (int i = 0; i < recent.size(); ++i) {
        const QString path = recent.at(i);
        QAction *action = m_recentMenu->addAction(
            QStringLiteral("&%1 %2").arg(i + 1).arg(QDir::toNativeSeparators(path)));
        connect(action, &QAction::triggered, this, [this, path] {
            // A server's password was never remembered: it is asked again.
            if (DbLocation::looksLikeServer(path))
                connectToServerDialog(path);
            else
                m_results->whenSheetLeft([this, path] { openTournament(path); });
        });
    }
    if (recent.isEmpty()) {
        QAction *none = m_recentMenu->addAction(tr("No recent tournaments"));
        none->setEnabled(false);
    }
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_closeConfirmed && m_results->hasUnsavedTyping()) {
        // Asked first; the window closes once the typing is saved or given up.
        event->ignore();
        m_results->whenSheetLeft([this] {
            m_closeConfirmed = true;
            close();
        });
        return;
    }
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    m_closeConfirmed = false;
    // The players' screen is a window of its own: were it left up, the
    // program would go on (sharing the page, holding the file) without a desk.
    m_playersView->endAll();
    event->accept();
}

} // namespace ctd
