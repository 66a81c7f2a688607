// The check-in: who is present for the next round. The list's check boxes
// say it, Space toggles the selected player, and the line above the list
// counts the present players and the tables they make.
#include "playerspanel.h"

#include "commands/playercommands.h"
#include "common/deskhistory.h"
#include "playersfilter.h"
#include "playersmodel.h"
#include "rounds/tableplan.h"
#include "tournament/tournament.h"

#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QTableView>

namespace ctd {

void PlayersPanel::togglePresent()
{
    const QModelIndex index = m_filter->mapToSource(m_view->currentIndex());
    if (!m_tournament || !index.isValid())
        return;
    const Player p = m_model->playerAt(index.row());
    if (p.dropped) {
        showProblem(
            tr("%1 has dropped out: bring them back (Ctrl+D) to check them in.").arg(p.name));
        return;
    }
    const bool present = m_model->isAbsent(p.id);
    if (!m_model->setPresent(index.row(), present))
        return;
    showProblem({});
    emit statusMessage(
        present ? tr("%1 is present for round %2.").arg(p.name).arg(m_model->checkInRound())
                : tr("%1 is absent for round %2: left out of its draw, not "
                     "dropped.")
                      .arg(p.name)
                      .arg(m_model->checkInRound()));
}

void PlayersPanel::markAllPresent()
{
    if (!m_tournament || !m_tournament->isOpen())
        return;
    DbError error;
    if (!DeskHistory::of(m_tournament)
             ->run(SetAbsent::allPresent(*m_tournament, m_model->checkInRound()), &error)) {
        showProblem(error.message);
        return;
    }
    reload();
    emit statusMessage(tr("Everybody is present for round %1.").arg(m_model->checkInRound()));
}

QString PlayersPanel::checkInText() const
{
    return m_checkIn->text();
}

void PlayersPanel::updateCheckIn()
{
    const bool open = m_tournament && m_tournament->isOpen();
    int active = 0;
    for (const Player &p : m_model->players())
        active += p.dropped ? 0 : 1;
    const int present = m_model->presentCount();
    // The status column as wide as its longest word, without measuring every
    // row: "Absent for round 3" must not wrap.
    int widest = 0;
    for (const QString &text : m_model->statusTexts())
        widest = qMax(widest, m_view->fontMetrics().horizontalAdvance(text));
    const int status = widest + 4 * m_view->style()->pixelMetric(QStyle::PM_HeaderMargin) + 8;
    if (m_view->horizontalHeader()->sectionSize(PlayersModel::StatusColumn) < status)
        m_view->horizontalHeader()->resizeSection(PlayersModel::StatusColumn, status);
    m_allPresentButton->setEnabled(open && present < active);
    if (!open || active == 0) {
        m_checkIn->clear();
        return;
    }
    // The tables in words, or why this many cannot be seated (a sentence).
    const bool seatable = TablePlan::forPlayers(present).isPossible();
    m_checkIn->setText((seatable ? tr("Check-in for round %1: %2 of %3 present, %4.")
                                 : tr("Check-in for round %1: %2 of %3 present. %4"))
                           .arg(m_model->checkInRound())
                           .arg(present)
                           .arg(active)
                           .arg(TablePlan::describe(present)));
}

} // namespace ctd
