// The Players page's part of team events (docs/rules.md §11): the Team
// column, typed in place like a name (Ctrl+T, or F2 in the column).
#include "playerspanel.h"

#include "playersfilter.h"
#include "playersmodel.h"
#include "tournament/tournament.h"

#include <QAction>
#include <QHeaderView>
#include <QTableView>

namespace ctd {

void PlayersPanel::setUpTeams()
{
    auto *teamAction = new QAction(this);
    teamAction->setObjectName(QStringLiteral("teamAction"));
    teamAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    teamAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(teamAction);
    connect(teamAction, &QAction::triggered, this, &PlayersPanel::editTeamCurrent);
    m_teamButton->setObjectName(QStringLiteral("teamButton"));
    m_view->horizontalHeader()->setSectionResizeMode(PlayersModel::TeamColumn,
                                                     QHeaderView::ResizeToContents);
    // The fixed table (docs/seating.md, "Fixed tables"): typed in place,
    // Ctrl+Shift+T, or F2 in the column; empty for none. Undone like a name.
    auto *fixedAction = new QAction(this);
    fixedAction->setObjectName(QStringLiteral("fixedTableAction"));
    fixedAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T));
    fixedAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(fixedAction);
    connect(fixedAction, &QAction::triggered, this, [this] {
        const QModelIndex index = m_view->currentIndex();
        if (!index.isValid() || !m_tournament || m_tournament->isReadOnly())
            return;
        m_view->setFocus();
        const QModelIndex cell = index.siblingAtColumn(PlayersModel::FixedTableColumn);
        m_view->setCurrentIndex(cell);
        m_view->edit(cell);
    });
    m_view->horizontalHeader()->setSectionResizeMode(PlayersModel::FixedTableColumn,
                                                     QHeaderView::ResizeToContents);
}

void PlayersPanel::editTeamCurrent()
{
    const QModelIndex index = m_view->currentIndex();
    if (!index.isValid() || !m_tournament || m_tournament->isReadOnly())
        return;
    m_view->setFocus();
    const QModelIndex team = index.siblingAtColumn(PlayersModel::TeamColumn);
    m_view->setCurrentIndex(team);
    m_view->edit(team);
}

} // namespace ctd
