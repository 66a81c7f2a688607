// The main window's start-up: a tournament opened before the window is first
// painted shows the page it opens on at that paint (the results of a round,
// with the next table's sheet ready to type); what is not on that page (the
// round's overview of its tables, the players and seating pages (whose
// widgets are made only then, or when first shown), the check
// of the file's pages on its thread, the standings' read on the worker, the
// backups' count of complete rounds) follows right after, each in a step of
// the event loop of its own, so that typing is answered in between. A
// tournament opened later is shown at once.
#include "mainwindow.h"

#include "players/playerspanel.h"
#include "referees/refereeactions.h"
#include "rounds/resultspanel.h"
#include "rounds/seatingpanel.h"
#include "screen/playersviewactions.h"
#include "tournament/backupkeeper.h"
#include "tournament/rounds.h"
#include "tournament/tournament.h"

#include <QEvent>
#include <QLayout>
#include <QPointer>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>

namespace ctd {

void MainWindow::showTournament(BackupKeeper *keeper)
{
    Tournament *t = m_tournament.get();
    const bool startUp = !m_painted;
    m_playersPending = startUp;
    m_seatingPending = startUp;
    // The pages that wait let go of the tournament before now, if any.
    if (!startUp)
        playersPanel()->setTournament(t);
    else if (m_players)
        m_players->setTournament(nullptr);
    if (!startUp)
        seatingPanel()->setTournament(t);
    else if (m_seating)
        m_seating->setTournament(nullptr);
    m_results->holdStandingsRead(startUp);
    m_results->setTournament(t);
    if (startUp)
        m_results->deferOverview();
    m_playersView->setTournament(t);
    fillRounds();
    installPaperActions();
    m_stack->setCurrentWidget(m_deskPage);
    const int rounds = t->rounds().roundCount();
    setCurrentRound(rounds);
    // A tournament in progress opens on its results, a new one on its players.
    showPage(rounds > 0 ? ResultsPage : PlayersPage);
    QPointer<BackupKeeper> counted = keeper;
    const auto countRounds = [counted] {
        if (counted)
            counted->countRounds();
    };
    if (!startUp) {
        // Counting reads every table: when the desk is idle.
        QTimer::singleShot(0, this, countRounds);
        return;
    }
    // The threads first, so that they run beside the steps that follow.
    afterFirstPaint([this] {
        if (tournament())
            tournament()->startPageCheck();
        m_results->holdStandingsRead(false);
    });
    afterFirstPaint([this] { m_results->loadOverview(); });
    afterFirstPaint([this] { loadPlayersPage(); });
    afterFirstPaint([this] { loadSeatingPage(); });
    afterFirstPaint(countRounds);
}

void MainWindow::loadPlayersPage()
{
    if (!m_playersPending)
        return;
    m_playersPending = false;
    playersPanel()->setTournament(tournament());
}

PlayersPanel *MainWindow::playersPanel() const
{
    if (!m_players) {
        // Its widgets are made when it is first needed, not at start-up.
        auto *self = const_cast<MainWindow *>(this);
        self->m_players = new PlayersPanel(m_playersPage);
        m_playersPage->layout()->addWidget(m_players);
        m_players->show(); // at once if the page is on screen (focus can go there)
        connect(m_players, &PlayersPanel::statusMessage, self, &MainWindow::showStatus);
        connect(m_players, &PlayersPanel::refereeRequested, self,
                [self](const QString &player) { self->m_referees->openReferee(player); });
    }
    return m_players;
}

void MainWindow::loadSeatingPage()
{
    if (!m_seatingPending)
        return;
    m_seatingPending = false;
    seatingPanel()->setTournament(tournament());
    m_seating->setRound(currentRound());
}

SeatingPanel *MainWindow::seatingPanel() const
{
    if (!m_seating) {
        // As the players page's: made when first needed.
        auto *self = const_cast<MainWindow *>(this);
        self->m_seating = new SeatingPanel(m_seatingPage);
        m_seatingPage->layout()->addWidget(m_seating);
        m_seating->show();
        connect(m_seating, &SeatingPanel::statusMessage, self, &MainWindow::showStatus);
        // The panel follows the tournament's own signals; it asks for the
        // round to show after it changed one.
        connect(m_seating, &SeatingPanel::roundsChanged, self, &MainWindow::setCurrentRound);
    }
    return m_seating;
}

void MainWindow::showStatus(const QString &text)
{
    statusBar()->showMessage(text, 8000);
}

void MainWindow::afterFirstPaint(std::function<void()> step)
{
    m_afterPaint.append(std::move(step));
    if (m_painted && m_afterPaint.size() == 1)
        QTimer::singleShot(0, this, &MainWindow::runAfterPaintStep);
}

void MainWindow::runAfterPaintStep()
{
    if (m_afterPaint.isEmpty())
        return;
    const std::function<void()> step = m_afterPaint.takeFirst();
    // The next step in the next pass of the event loop, after what came in
    // meanwhile (a key typed into the sheet).
    if (!m_afterPaint.isEmpty())
        QTimer::singleShot(0, this, &MainWindow::runAfterPaintStep);
    step();
}

bool MainWindow::event(QEvent *event)
{
    if (event->type() == QEvent::Paint && !m_painted) {
        m_painted = true;
        // After this paint has reached the screen.
        if (!m_afterPaint.isEmpty())
            QTimer::singleShot(0, this, &MainWindow::runAfterPaintStep);
    }
    if (event->type() == QEvent::Resize)
        fitFileText();
    return QMainWindow::event(event);
}

} // namespace ctd
