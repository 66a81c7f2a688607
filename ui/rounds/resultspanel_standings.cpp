// The Results page beside the sheet: the round overview's columns, a saved
// table's row, and the standings after the round (kept, or read in the
// background for a large tournament).
#include "resultspanel.h"

#include "sheet/sheeteditor.h"
#include "sheetchanges.h"
#include "standings/standingsfeed.h"
#include "standings/standingsmodel.h"
#include "standings/standingsview.h"
#include "standings/teamstandingsview.h"
#include "tablesmodel.h"
#include "tournament/details.h"
#include "tournament/results.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"

#include <QApplication>
#include <QCheckBox>
#include <QEvent>
#include <QFontMetrics>
#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSet>
#include <QSplitter>
#include <QStyle>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QUndoStack>
#include <QVBoxLayout>

namespace ctd {

void ResultsPanel::fitOverviewColumns()
{
    // The table on the sheet is in bold: measured in bold.
    QFont bold = m_overview->font();
    bold.setBold(true);
    const QFontMetrics metrics(bold);
    const int margins = 2 * (style()->pixelMetric(QStyle::PM_FocusFrameHMargin) + 1) + 8;
    int lastTable = 0;
    for (const SeatedTable &t : m_tables->allTables())
        lastTable = qMax(lastTable, t.table);
    int state = 0;
    for (SheetState s : {SheetState::None, SheetState::Draft, SheetState::Complete})
        state = qMax(state, metrics.horizontalAdvance(TablesModel::stateText(s)));
    QHeaderView *header = m_overview->horizontalHeader();
    header->resizeSection(TablesModel::TableColumn,
                          qMax(header->sectionSizeHint(TablesModel::TableColumn),
                               metrics.horizontalAdvance(QLocale().toString(lastTable)) + margins));
    header->resizeSection(TablesModel::StateColumn,
                          qMax(header->sectionSizeHint(TablesModel::StateColumn), state + margins));
}

void ResultsPanel::tableChanged(int round, int table)
{
    if (!m_tournament || !m_tournament->isOpen())
        return;
    if (m_overviewPending) { // read now, with the table as saved
        loadOverview();
        return;
    }
    if (round == m_round) {
        const std::optional<StoredSheet> stored = m_tournament->results().sheet(round, table);
        m_tables->setState(table, stored ? stored->state : SheetState::None);
        selectRow(m_table);
        updateSummary();
        if (table == m_table) {
            // The sheet on screen without typing shows what the file holds
            // now (an undo, a redo, another desk's save), and a save from it
            // starts from that version: no conflict with itself.
            if (!m_editor->isModified() && m_reviewReport == 0)
                showStored();
            updateHistory();
            emit undoSaveAvailable(canUndoSave());
        }
    }
    // The standings after this round count every earlier round too.
    if (round <= m_round)
        updateStandings();
}

void ResultsPanel::showStored()
{
    const std::optional<SeatedTable> t = seated(m_table);
    if (!t)
        return;
    const std::optional<StoredSheet> stored = m_tournament->results().sheet(m_round, m_table);
    m_basedOn = stored ? stored->version : 0;
    const QWidget *focus = QApplication::focusWidget();
    const bool typing = focus && m_editor->isAncestorOf(focus);
    m_editor->setTable(m_round, m_table, t->names, stored ? stored->lines : QList<PlayerLine>(),
                       stored ? stored->state : SheetState::None);
    if (typing)
        m_editor->focusFirstCell();
}

void ResultsPanel::holdStandingsRead(bool held)
{
    m_feed->setHeld(held);
}

void ResultsPanel::readDropped()
{
    const QStringList names = m_tournament->roster().droppedNames();
    m_standingsView->model()->setDropped(QSet<QString>(names.begin(), names.end()));
    m_droppedRead = true;
}

void ResultsPanel::updateStandings()
{
    const bool open = m_tournament && m_tournament->isOpen();
    const TournamentInfo info = open ? m_tournament->details().info() : TournamentInfo();
    QList<StandingsRow> rows;
    if (!open || m_round < 1 || m_feed->standings(m_round, &rows)) {
        if (open && !rows.isEmpty() && !m_droppedRead)
            readDropped();
        m_standingsView->setStandings(info, rows, m_round);
        const bool teamsShown = !m_teamStandings->isHidden();
        m_teamStandings->setStandings(
            open ? computeTeamStandings(rows, m_tournament->roster().teams()) : TeamStandings(),
            info.rules, m_round);
        // The tabs only in a team event; without teams, the players' standings.
        const bool teams = !m_teamStandings->isHidden();
        m_standingsTabs->tabBar()->setVisible(teams);
        // Tab passes over the tab bar while it is hidden (the tabs hand the
        // focus to their bar, which a hidden one would keep from moving on).
        m_standingsTabs->setFocusPolicy(teams ? Qt::TabFocus : Qt::NoFocus);
        if (!teams)
            m_standingsTabs->setCurrentIndex(0);
        if (!teamsShown)
            giveTeamsRoom();
    } else
        m_standingsView->setPending(info, m_round);
    int complete = 0;
    int tables = int(m_tables->allTables().size());
    if (m_overviewPending && open) {
        m_tournament->rounds().roundProgress(m_round, &complete, &tables);
    } else {
        for (const SeatedTable &t : m_tables->allTables())
            complete += t.state == SheetState::Complete ? 1 : 0;
    }
    m_standingsView->setRoundProgress(complete, tables);
    // A semi-final or final whose players the director chose against the cut says why.
    const bool cut = open && m_round > 0
        && m_tournament->rounds().stages().value(m_round, Stage::Prelim) != Stage::Prelim;
    m_standingsView->setOverruled(cut ? m_tournament->rounds().overruled().value(m_round)
                                      : QString());
}

} // namespace ctd

namespace ctd {

void ResultsPanel::giveTeamsRoom()
{
    // A team event's standings (players' and teams' tabs) get the room the
    // sheet does not need, so that they show more than a few rows. Once
    // the page is on screen (the sizes are known), once a tournament.
    if (m_teamsRoomGiven || !m_splitter || !isVisible() || m_teamStandings->isHidden())
        return;
    m_teamsRoomGiven = true;
    QList<int> sizes = m_splitter->sizes();
    const int sheet = m_splitter->widget(0)->minimumSizeHint().height();
    if (sizes.size() == 2 && sizes[0] > sheet) {
        sizes[1] += sizes[0] - sheet;
        sizes[0] = sheet;
        m_splitter->setSizes(sizes);
    }
}

void ResultsPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    giveTeamsRoom();
}

} // namespace ctd
