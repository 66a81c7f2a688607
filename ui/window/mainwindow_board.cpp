// Round → Board: the round's board in a window of its own.
#include "mainwindow.h"

#include "rounds/boarddialog.h"
#include "tournament/boards.h"
#include "tournament/tournament.h"

namespace ctd {

void MainWindow::showBoard()
{
    Tournament *t = tournament();
    if (!t)
        return;
    // The round on screen; before the first round is seated, round 1.
    const int round = std::max(1, currentRound());
    if (!m_boardDialog) {
        m_boardDialog = new BoardDialog(t, round, {m_undoAction, m_redoAction}, this);
        m_boardDialog->setAttribute(Qt::WA_DeleteOnClose);
    } else {
        m_boardDialog->setRound(round);
    }
    // The picture at once: a round without a board gets one.
    if (!t->isReadOnly() && !t->boards().roundBoard(round))
        m_boardDialog->drawAgain();
    m_boardDialog->show();
    m_boardDialog->raise();
    m_boardDialog->activateWindow();
}

} // namespace ctd
