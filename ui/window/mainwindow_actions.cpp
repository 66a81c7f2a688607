// The main window's actions, their keys, and its menus.
#include "mainwindow.h"

#include "help/languagemenu.h"
#include "players/playerspanel.h"
#include "referees/callsqueue.h"
#include "referees/refereeactions.h"
#include "rounds/resultspanel.h"
#include "rounds/seatingpanel.h"
#include "screen/playersviewactions.h"
#include "season/seasonaction.h"
#include "sheet/sheeteditor.h"
#include "sheet/sheetgrid.h"

#include "common/question.h"
#include "tournament/rounds.h"

#include <QAction>
#include <QApplication>
#include <QKeyEvent>
#include <QMenu>
#include <QMenuBar>
#include <QPointer>
#include <QTimer>
#include <QUndoStack>

namespace ctd {

void MainWindow::createActions()
{
    auto make = [this](const char *name, const QKeySequence &keys) {
        auto *action = new QAction(this);
        action->setObjectName(QLatin1String(name));
        if (!keys.isEmpty())
            action->setShortcut(keys);
        addAction(action);
        return action;
    };
    m_newAction = make("newAction", QKeySequence::New);
    m_openAction = make("openAction", QKeySequence::Open);
    m_connectAction = make("connectAction", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    m_copyToServerAction = make("copyToServerAction", {});
    m_saveCopyAction = make("saveCopyAction", {});
    m_detailsAction = make("detailsAction", {});
    m_restoreAction = make("restoreAction", {});
    m_saveTableAction = make("saveTableAction", QKeySequence::Save);
    m_quitAction = make("quitAction", QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    // Ctrl+Q everywhere: some platforms' themes (and the offscreen one) name
    // no key for Quit.
    QList<QKeySequence> quitKeys = QKeySequence::keyBindings(QKeySequence::Quit);
    const QKeySequence ctrlQ(Qt::CTRL | Qt::Key_Q);
    if (!quitKeys.contains(ctrlQ))
        quitKeys.prepend(ctrlQ);
    m_quitAction->setShortcuts(quitKeys);
    m_undoAction = make("undoAction", QKeySequence::Undo);
    m_redoAction = make("redoAction", QKeySequence::Redo);
    // Ctrl+Shift+Z everywhere, as the sheet takes it, beside the platform's own.
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    const QKeySequence shiftZ(Qt::CTRL | Qt::SHIFT | Qt::Key_Z);
    if (!redoKeys.contains(shiftZ))
        redoKeys.prepend(shiftZ);
    m_redoAction->setShortcuts(redoKeys);
    m_undoSaveAction = make("undoSaveAction", QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_Z));
    m_findAction = make("findAction", QKeySequence::Find);
    m_startRoundAction = make("startRoundAction", QKeySequence(Qt::CTRL | Qt::Key_R));
    m_moveAction = make("moveAction", QKeySequence(Qt::CTRL | Qt::Key_M));
    m_removeRoundAction = make("removeRoundAction", {});
    m_boardAction = make("boardAction", QKeySequence(Qt::CTRL | Qt::Key_B));
    // Publishing a round seated as a draft (docs/seating.md, "Publishing a round").
    m_publishAction = make("publishAction", SeatingPanel::publishShortcut());
    m_holdDraftsAction = make("holdDraftsAction", {});
    m_holdDraftsAction->setCheckable(true);
    m_holdDraftsAction->setChecked(SeatingPanel::holdsDrafts());
    m_onlyMissingAction = make("onlyMissingAction", QKeySequence(Qt::CTRL | Qt::Key_L));
    m_onlyMissingAction->setCheckable(true);
    m_nextReportAction = make("nextReportAction", QKeySequence(Qt::Key_F9));
    m_rejectReportAction = make("rejectReportAction", QKeySequence(Qt::SHIFT | Qt::Key_F9));
    m_playersPageAction = make("playersPageAction", QKeySequence(Qt::CTRL | Qt::Key_1));
    m_seatingPageAction = make("seatingPageAction", QKeySequence(Qt::CTRL | Qt::Key_2));
    m_resultsPageAction = make("resultsPageAction", QKeySequence(Qt::CTRL | Qt::Key_3));
    m_rulesAction = make("rulesAction", QKeySequence::HelpContents);
    m_manualAction = make("manualAction", {});
    m_aboutAction = make("aboutAction", {});
    m_aboutAction->setMenuRole(QAction::AboutRole);

    connect(m_newAction, &QAction::triggered, this, &MainWindow::newTournament);
    connect(m_openAction, &QAction::triggered, this, &MainWindow::openTournamentDialog);
    connect(m_connectAction, &QAction::triggered, this, [this] { connectToServerDialog(); });
    connect(m_copyToServerAction, &QAction::triggered, this, &MainWindow::copyToServerDialog);
    connect(m_saveCopyAction, &QAction::triggered, this, &MainWindow::saveCopyDialog);
    connect(m_detailsAction, &QAction::triggered, this, &MainWindow::editDetails);
    connect(m_restoreAction, &QAction::triggered, this, &MainWindow::restoreBackup);
    connect(m_saveTableAction, &QAction::triggered, this, [this] {
        showPage(ResultsPage);
        m_results->save();
    });
    connect(m_quitAction, &QAction::triggered, this, &MainWindow::close);
    connect(m_undoAction, &QAction::triggered, this, &MainWindow::undo);
    connect(m_redoAction, &QAction::triggered, this, &MainWindow::redo);
    connect(m_undoSaveAction, &QAction::triggered, m_results, &ResultsPanel::undoLastSave);
    connect(m_findAction, &QAction::triggered, this, [this] {
        // On the results page the standings' filter, elsewhere the players.
        if (m_tabs->currentIndex() == int(ResultsPage)) {
            m_results->focusStandingsFilter();
            return;
        }
        showPage(PlayersPage);
        playersPanel()->focusSearch();
    });
    connect(m_startRoundAction, &QAction::triggered, this, [this] {
        showPage(SeatingPage);
        seatingPanel()->startRound();
    });
    connect(m_moveAction, &QAction::triggered, this, [this] {
        showPage(SeatingPage);
        seatingPanel()->movePlayer();
    });
    connect(m_boardAction, &QAction::triggered, this, &MainWindow::showBoard);
    connect(m_publishAction, &QAction::triggered, this, [this] {
        loadSeatingPage();
        const QString problem = seatingPanel()->publishRounds();
        if (!problem.isEmpty())
            tellUser(this, QMessageBox::Warning, tr("Round not published"), problem);
        updateActions();
    });
    connect(m_holdDraftsAction, &QAction::toggled, this, [this](bool hold) {
        SeatingPanel::setHoldsDrafts(hold);
        showStatus(hold ? tr("New rounds are seated as drafts: publish each with %1.")
                              .arg(m_publishAction->shortcut().toString(QKeySequence::NativeText))
                        : tr("New rounds are the players' as soon as they are seated."));
    });
    connect(m_removeRoundAction, &QAction::triggered, this, [this] {
        loadSeatingPage();
        seatingPanel()->removeLastRound();
    });
    connect(m_onlyMissingAction, &QAction::toggled, m_results, &ResultsPanel::setOnlyMissing);
    connect(m_nextReportAction, &QAction::triggered, this, [this] {
        showPage(ResultsPage);
        m_results->openNextReport();
    });
    connect(m_rejectReportAction, &QAction::triggered, this, [this] {
        showPage(ResultsPage);
        m_results->rejectReports();
    });
    connect(m_playersPageAction, &QAction::triggered, this, [this] { showPage(PlayersPage); });
    connect(m_seatingPageAction, &QAction::triggered, this, [this] { showPage(SeatingPage); });
    connect(m_resultsPageAction, &QAction::triggered, this, [this] { showPage(ResultsPage); });
    connect(m_rulesAction, &QAction::triggered, this, [this] { showRuleHelp(-1); });
    connect(m_manualAction, &QAction::triggered, this, &MainWindow::showManual);
    connect(m_aboutAction, &QAction::triggered, this, [this] {
        tellUser(this, QMessageBox::Information, tr("About Catan Tournament Desk"),
                 tr("Catan Tournament Desk %1\nResult entry and standings for CATAN tournaments.")
                     .arg(QApplication::applicationVersion()));
    });
    // Round → Referee… (F6) for the player at hand, and the referees' ledger.
    // Ctrl+I from any page: the Players page's check-in field at the door.
    auto *door = new QAction(this);
    door->setObjectName(QStringLiteral("doorAction"));
    door->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    addAction(door);
    connect(door, &QAction::triggered, this, [this] {
        if (!tournament() || !playersPanel())
            return;
        showPage(PlayersPage);
        playersPanel()->focusDoor();
    });
    m_referees = new RefereeActions(
        this, [this] { return tournament(); }, [this] { return playerAtHand(); },
        [this] {
            const int shown = m_results->round();
            return shown > 0 ? shown : (tournament() ? tournament()->rounds().roundCount() : 0);
        });
    connect(m_referees, &RefereeActions::statusMessage, this, &MainWindow::showStatus);
    connect(m_results->editUndoStack(), &QUndoStack::canRedoChanged, this,
            [this] { updateActions(); });
    connect(m_results->editUndoStack(), &QUndoStack::canUndoChanged, this,
            [this] { updateActions(); });
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addAction(m_newAction);
    m_fileMenu->addAction(m_openAction);
    m_fileMenu->addAction(m_connectAction);
    m_recentMenu = m_fileMenu->addMenu(QString());
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_saveTableAction);
    m_fileMenu->addAction(m_detailsAction);
    m_fileMenu->addAction(m_restoreAction);
    m_fileMenu->addAction(m_copyToServerAction);
    m_fileMenu->addAction(m_saveCopyAction);
    m_fileMenu->addAction(new SeasonAction(this));
    // Printing and export of the open tournament go here, before Quit.
    m_fileMenu->addSeparator();
    m_paperSeparator = m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quitAction);

    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->addAction(m_undoAction);
    m_editMenu->addAction(m_redoAction);
    m_editMenu->addAction(m_undoSaveAction);
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_findAction);

    m_roundMenu = menuBar()->addMenu(QString());
    m_roundMenu->addAction(m_startRoundAction);
    m_roundMenu->addAction(m_moveAction);
    m_roundMenu->addAction(m_boardAction);
    m_roundMenu->addAction(m_publishAction);
    m_roundMenu->addAction(m_holdDraftsAction);
    m_roundMenu->addSeparator();
    m_roundMenu->addAction(m_onlyMissingAction);
    m_roundMenu->addAction(m_nextReportAction);
    m_roundMenu->addAction(m_rejectReportAction);
    m_roundMenu->addSeparator();
    m_roundMenu->addAction(m_referees->refereeAction());
    m_roundMenu->addAction(m_referees->ledgerAction());
    m_roundMenu->addAction(m_calls->action());
    m_roundMenu->addSeparator();
    m_roundMenu->addAction(m_playersPageAction);
    m_roundMenu->addAction(m_seatingPageAction);
    m_roundMenu->addAction(m_resultsPageAction);
    // Removing a round is last, apart: arrows from the menu's top never land
    // on it by chance (and its question keeps the round on Enter).
    m_roundMenu->addSeparator();
    m_roundMenu->addAction(m_removeRoundAction);

    menuBar()->addMenu(m_playersView->menu());
    menuBar()->addMenu(new LanguageMenu(this));
    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_manualAction);
    m_helpMenu->addAction(m_rulesAction);
    m_helpMenu->addAction(m_aboutAction);
    fillRecentMenu();

    // Escape in a menu opened from the menu bar (Alt+letter) closes it and
    // leaves the menu bar too, back to where the focus was: else the menu
    // bar stays active and the next arrow keys walk its menus.
    for (QAction *a : menuBar()->actions()) {
        if (QMenu *menu = a->menu())
            menu->installEventFilter(this);
    }
}

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::KeyPress && qobject_cast<QMenu *>(watched)
        && static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape
        && static_cast<QKeyEvent *>(event)->modifiers() == Qt::NoModifier) {
        QPointer<QMenuBar> bar = menuBar();
        QTimer::singleShot(0, this, [bar] {
            if (!bar || !bar->hasFocus())
                return;
            // The menu bar's own Escape leaves it and gives the focus back.
            QKeyEvent escape(QEvent::KeyPress, Qt::Key_Escape, Qt::NoModifier);
            QCoreApplication::sendEvent(bar, &escape);
        });
    }
    return QMainWindow::eventFilter(watched, event);
}

QString MainWindow::playerAtHand() const
{
    // The Players page: the selected player.
    if (m_tabs->currentIndex() == int(PlayersPage))
        return m_players ? m_players->currentName() : QString();
    if (m_tabs->currentIndex() != int(ResultsPage) || !tournament())
        return {};
    // The sheet: the line the focus is on.
    SheetEditor *editor = m_results->editor();
    QWidget *focus = QApplication::focusWidget();
    if (!editor->hasTable() || !focus || !editor->isAncestorOf(focus))
        return {};
    for (int seat = 0; seat < editor->grid()->rowCount(); ++seat) {
        for (int f = int(Field::Player); f <= int(Field::Declared); ++f) {
            QWidget *w = editor->grid()->widgetFor(seat, Field(f));
            if (w && (w == focus || w->isAncestorOf(focus))) {
                for (const SeatedTable &t : tournament()->rounds().tables(editor->round())) {
                    if (t.table == editor->table())
                        return t.names.value(seat);
                }
                return {};
            }
        }
    }
    return {};
}

} // namespace ctd
