#include "mainwindow.h"

#include "commands/reportcommands.h"
#include "commands/sheetcommands.h"
#include "common/deskhistory.h"
#include "help/manualhelp.h"
#include "help/ruleshelp.h"
#include "players/playerspanel.h"
#include "printing/paperactions.h"
#include "referees/callsqueue.h"
#include "rounds/resultspanel.h"
#include "rounds/seatingpanel.h"
#include "screen/playersviewactions.h"
#include "screen/roundclockbar.h"
#include "sheet/sheeteditor.h"
#include "tournament/tournament.h"
#include "tournamentinfodialog.h"

#include "common/question.h"
#include "tournament/details.h"
#include "tournament/results.h"
#include "tournament/rounds.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QTabWidget>
#include <QUndoStack>
#include <QVBoxLayout>

#include <utility>

namespace ctd {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_stack(new QStackedWidget(this))
    , m_emptyPage(new QWidget(this))
    , m_emptyText(new QLabel(this))
    , m_emptyOpen(new QPushButton(this))
    , m_emptyNew(new QPushButton(this))
    , m_deskPage(new QWidget(this))
    , m_title(new QLabel(this))
    , m_dateLabel(new QLabel(this))
    , m_roundLabel(new QLabel(this))
    , m_roundBox(new QComboBox(this))
    , m_detailsButton(new QPushButton(this))
    , m_tabs(new QTabWidget(this))
    , m_playersPage(new QWidget(this))
    , m_seatingPage(new QWidget(this))
    , m_results(new ResultsPanel(this))
    , m_fileLabel(new QLabel(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    m_title->setObjectName(QStringLiteral("tournamentTitle"));
    m_dateLabel->setObjectName(QStringLiteral("tournamentDate"));
    m_roundBox->setObjectName(QStringLiteral("roundBox"));
    m_fileLabel->setObjectName(QStringLiteral("fileLabel"));
    // The file's path is cut in the middle to a third of the window, on
    // purpose: the whole path is its tooltip.
    m_fileLabel->setProperty("elidedOnPurpose", true);
    // At least as wide as a two-digit round's name in the language
    // (retranslateUi()), not adjusted to its items: that laid out the whole
    // window again after each refill, and painted it twice at start-up.
    m_roundBox->setSizeAdjustPolicy(QComboBox::AdjustToContentsOnFirstShow);
    m_emptyText->setObjectName(QStringLiteral("emptyText"));

    // With no tournament open the window says so and offers the way out.
    m_emptyText->setWordWrap(true);
    m_emptyText->setAlignment(Qt::AlignCenter);
    auto *emptyButtons = new QHBoxLayout;
    emptyButtons->addStretch(1);
    emptyButtons->addWidget(m_emptyOpen);
    emptyButtons->addWidget(m_emptyNew);
    emptyButtons->addStretch(1);
    auto *emptyLayout = new QVBoxLayout(m_emptyPage);
    emptyLayout->addStretch(1);
    emptyLayout->addWidget(m_emptyText);
    emptyLayout->addLayout(emptyButtons);
    emptyLayout->addStretch(2);

    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.5);
    m_title->setFont(titleFont);
    m_roundLabel->setBuddy(m_roundBox);
    auto *header = new QHBoxLayout;
    header->addWidget(m_title);
    header->addSpacing(12);
    header->addWidget(m_dateLabel);
    header->addWidget(m_detailsButton);
    header->addStretch(1);
    header->addWidget(m_roundLabel);
    header->addWidget(m_roundBox);

    for (QWidget *page : {m_playersPage, m_seatingPage})
        (new QVBoxLayout(page))->setContentsMargins(0, 0, 0, 0);
    m_tabs->addTab(m_playersPage, QString());
    m_tabs->addTab(m_seatingPage, QString());
    m_tabs->addTab(m_results, QString());
    auto *deskLayout = new QVBoxLayout(m_deskPage);
    m_followBar = createFollowBar();
    deskLayout->addWidget(m_followBar);
    deskLayout->addLayout(header);
    deskLayout->addWidget(m_tabs, 1);

    m_stack->addWidget(m_emptyPage);
    m_stack->addWidget(m_deskPage);
    setCentralWidget(m_stack);
    statusBar()->addPermanentWidget(m_fileLabel);
    connect(statusBar(), &QStatusBar::messageChanged, this, &MainWindow::makeRoomForMessage);

    connect(m_emptyOpen, &QPushButton::clicked, this, &MainWindow::openTournamentDialog);
    connect(m_emptyNew, &QPushButton::clicked, this, &MainWindow::newTournament);
    connect(m_detailsButton, &QPushButton::clicked, this, &MainWindow::editDetails);
    connect(m_roundBox, &QComboBox::activated, this, [this](int index) {
        const int round = m_roundBox->itemData(index).toInt();
        const int before = m_results->round();
        // The round changes only once the sheet on screen is dealt with.
        m_roundBox->setCurrentIndex(m_roundBox->findData(before));
        m_results->whenSheetLeft([this, round] { setCurrentRound(round); });
    });
    connect(m_results, &ResultsPanel::statusMessage, this, &MainWindow::showStatus);
    m_playersView = new PlayersViewActions(this);
    statusBar()->addPermanentWidget(m_playersView->clockBar());
    m_calls = new CallsQueue(this);
    statusBar()->addPermanentWidget(m_calls);
    connect(m_calls, &CallsQueue::statusMessage, this, &MainWindow::showStatus);
    connect(m_playersView, &PlayersViewActions::statusMessage, this, &MainWindow::showStatus);
    connect(m_playersView, &PlayersViewActions::sharingChanged, this, [this](const QUrl &url) {
        if (m_paper)
            m_paper->setPlayersPage(url);
        if (m_players)
            m_players->setSharedAddress(url);
    });
    connect(m_results, &ResultsPanel::undoSaveAvailable, this, [this] { updateActions(); });
    // A page that waits for its tournament (start-up) reads it when shown.
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int page) {
        // A page's message ("Player … removed.") is about that page: it goes with it.
        statusBar()->clearMessage();
        if (page == PlayersPage) {
            playersPanel();
            loadPlayersPage();
        } else if (page == SeatingPage) {
            seatingPanel();
            loadSeatingPage();
        }
        // What Undo and Redo name follows the page (the round, the table on the sheet).
        if (tournament())
            updateActions();
    });
    // One history for the sheet's typing and the desk's commands: the keys are the window's.
    m_results->editor()->setUndoOutside(true);
    connect(m_results->editor(), &SheetEditor::ruleHelpRequested, this,
            [this](ErrorCode code) { showRuleHelp(int(code)); });

    createActions();
    createMenus();
    retranslateUi();
    m_stack->setCurrentWidget(m_emptyPage);
    updateActions();
    resize(1200, 760);
    restoreGeometry(QSettings().value(QStringLiteral("window/geometry")).toByteArray());
}

MainWindow::~MainWindow()
{
    // The panels let go of the tournament before it is closed: closing the
    // window may still commit an open editor (a player's name) into them.
    // The players' view first: it stops sharing, which the paper hears.
    m_playersView->setTournament(nullptr);
    m_calls->setTournament(nullptr);
    delete std::exchange(m_paper, nullptr);
    if (m_players)
        m_players->setTournament(nullptr);
    if (m_seating)
        m_seating->setTournament(nullptr);
    m_results->setTournament(nullptr);
}

Tournament *MainWindow::tournament() const
{
    return m_tournament && m_tournament->isOpen() ? m_tournament.get() : nullptr;
}

int MainWindow::currentRound() const
{
    return m_results->round();
}

void MainWindow::setCurrentRound(int round)
{
    m_roundBox->setCurrentIndex(m_roundBox->findData(round));
    if (!m_seatingPending && m_seating)
        m_seating->setRound(round);
    m_results->setRound(round);
    if (m_paper)
        m_paper->setCurrentRound(round);
    updateHeader();
    updateActions();
}

void MainWindow::showPage(Page page)
{
    m_tabs->setCurrentIndex(int(page));
    if (page == ResultsPage && m_results->currentTable() > 0)
        m_results->editor()->focusFirstCell();
}

void MainWindow::listenTo(Tournament *t)
{
    m_calls->setTournament(t);
    const auto roundsChanged = [this] {
        if (m_paper)
            m_paper->refresh();
        fillRounds();
        updateHeader();
        updateActions();
    };
    connect(t->notifier(), &Notifier::roundSeated, this, roundsChanged);
    connect(t->notifier(), &Notifier::roundRemoved, this, roundsChanged);
    connect(t->notifier(), &Notifier::resultsImported, this, roundsChanged);
    // Whatever changed, here or at another desk: the heading, what can be
    // done now, and the players' screen and page, which show a little of all.
    connect(t->notifier(), &Notifier::anythingChanged, this, [this] {
        updateHeader();
        updateActions();
        m_playersView->refresh();
    });
    // While the server is known to be away, its message stays: the reads
    // that fail meanwhile say nothing new.
    // What can be undone, and its name.
    connect(DeskHistory::of(t), &DeskHistory::changed, this, [this] { updateActions(); });
    DeskHistory::of(t)->setTyping(m_results->editUndoStack());
    connect(t->notifier(), &Notifier::readFailed, this, [this](const QString &message) {
        if (!m_serverLost)
            statusBar()->showMessage(message, 15000);
    });
}

void MainWindow::fillRounds()
{
    // Filled afresh whenever a round is seated or removed (here or at another
    // desk): it keeps naming the round the pages show.
    m_roundBox->clear();
    const int rounds = tournament() ? tournament()->rounds().roundCount() : 0;
    for (int r = 1; r <= rounds; ++r)
        m_roundBox->addItem(tr("Round %1").arg(r), r);
    m_roundBox->setCurrentIndex(m_roundBox->findData(m_results->round()));
    m_roundBox->setEnabled(rounds > 0);
}

void MainWindow::undo()
{
    DeskHistory *history = DeskHistory::of(tournament());
    if (!history || !history->canUndo())
        return;
    if (history->typingNext(false)) {
        history->undo(nullptr);
        return;
    }
    const QString what = history->undoText();
    // A saved result taken back asks first, as taking back a save always
    // did: which table, which version goes, which one counts again.
    int round = 0, table = 0, version = 0;
    if (const auto *save = dynamic_cast<const SaveSheet *>(history->nextUndo())) {
        round = save->round();
        table = save->table();
        version = save->version();
    } else if (const auto *accept = dynamic_cast<const AcceptReport *>(history->nextUndo())) {
        round = accept->round();
        table = accept->table();
        version = accept->version();
    }
    const std::optional<StoredSheet> now =
        version > 0 ? tournament()->results().sheet(round, table) : std::nullopt;
    if (!now || now->version != version) {
        undoNow(what); // not a save, or changed since: the undo itself says so
        return;
    }
    const QString back = now->previous > 0
        ? tr("The table goes back to version %1.").arg(now->previous)
        : tr("The table goes back to no result.");
    askQuestion(
        this, QMessageBox::Question, tr("Undo a save"),
        tr("Undo “%1”: version %2 of round %3, table %4? It stays in the table's history.")
                .arg(what)
                .arg(version)
                .arg(round)
                .arg(table)
            + QLatin1Char(' ') + back,
        {{QMessageBox::AcceptRole, tr("&Undo save")}, {QMessageBox::RejectRole, tr("&Keep it")}}, 0,
        [this, what](int chosen) {
            if (chosen == 0)
                undoNow(what);
        });
}

void MainWindow::undoNow(const QString &what)
{
    DeskHistory *history = DeskHistory::of(tournament());
    if (!history)
        return;
    DbError error;
    if (!history->undo(&error)) {
        tellUser(this, QMessageBox::Warning, tr("Not undone"), error.message);
        return;
    }
    statusBar()->showMessage(tr("Undone: %1.").arg(what), 8000);
}

void MainWindow::redo()
{
    DeskHistory *history = DeskHistory::of(tournament());
    if (!history || !history->canRedo())
        return;
    if (history->typingNext(true)) {
        history->redo(nullptr);
        return;
    }
    const QString what = history->redoText();
    DbError error;
    if (!history->redo(&error)) {
        tellUser(this, QMessageBox::Warning, tr("Not redone"), error.message);
        return;
    }
    statusBar()->showMessage(tr("Redone: %1.").arg(what), 8000);
}

void MainWindow::installPaperActions()
{
    // The actions are bound to one tournament: a new set for each file.
    if (m_paper) {
        for (QAction *a : m_paper->actions())
            m_fileMenu->removeAction(a);
        delete m_paper;
        m_paper = nullptr;
    }
    if (!tournament())
        return;
    m_paper = new PaperActions(tournament(), this);
    m_paper->setObjectName(QStringLiteral("paperActions"));
    m_fileMenu->insertActions(m_paperSeparator, m_paper->actions());
    m_paper->setCurrentRound(currentRound());
    m_paper->setPlayersPage(m_playersView->sharedUrl());
    m_paper->refresh();
}

void MainWindow::showRuleHelp(int code)
{
    if (!m_rulesHelp) {
        m_rulesHelp = new RulesHelp(this);
        m_rulesHelp->setObjectName(QStringLiteral("rulesHelp"));
    }
    if (code >= 0)
        m_rulesHelp->showRule(ErrorCode(code));
    m_rulesHelp->show();
    m_rulesHelp->raise();
}

void MainWindow::setFileText(const QString &text)
{
    m_fileText = text;
    m_fileLabel->setToolTip(text);
    fitFileText();
}

void MainWindow::makeRoomForMessage(const QString &message)
{
    // A message longer than the room beside the file's name and the clock
    // takes their place while it is shown (the file first, then the clock),
    // rather than being cut under them; they come back when it goes.
    for (QWidget *w : std::as_const(m_hiddenForMessage)) {
        if (w)
            w->show();
    }
    m_hiddenForMessage.clear();
    statusBar()->setToolTip(message);
    if (message.isEmpty())
        return;
    const int needed = statusBar()->fontMetrics().horizontalAdvance(message) + 16;
    QList<QWidget *> permanent{m_fileLabel};
    if (m_playersView)
        permanent.append(m_playersView->clockBar());
    int taken = 0;
    for (QWidget *w : std::as_const(permanent)) {
        if (w && w->isVisible())
            taken += w->sizeHint().width() + 8;
    }
    for (QWidget *w : std::as_const(permanent)) {
        if (needed + taken <= statusBar()->width())
            break;
        if (!w || !w->isVisible())
            continue;
        taken -= w->sizeHint().width() + 8;
        w->hide();
        m_hiddenForMessage.append(w);
    }
}

void MainWindow::fitFileText()
{
    const int room = qMax(120, width() / 3);
    m_fileLabel->setText(m_fileLabel->fontMetrics().elidedText(m_fileText, Qt::ElideMiddle, room));
}

void MainWindow::showManual()
{
    if (!m_manual) {
        m_manual = new ManualHelp(this);
        m_manual->setObjectName(QStringLiteral("manualHelp"));
    }
    m_manual->show();
    m_manual->raise();
}

void MainWindow::updateHeader()
{
    Tournament *t = tournament();
    if (!t) {
        m_title->clear();
        m_dateLabel->clear();
        setWindowTitle(tr("Catan Tournament Desk"));
        setFileText({});
        return;
    }
    const TournamentInfo info = t->details().info();
    const QString name = info.name.isEmpty() ? tr("Unnamed tournament") : info.name;
    m_title->setText(name);
    m_dateLabel->setText(info.date.isValid() ? QLocale().toString(info.date, QLocale::LongFormat)
                                             : tr("no date set"));
    const int rounds = t->rounds().roundCount();
    m_roundLabel->setText(rounds ? tr("R&ound (of %1):").arg(rounds) : tr("No round yet"));
    if (t->isReadOnly()) {
        setWindowTitle(tr("%1 (read-only) – Catan Tournament Desk").arg(name));
        setFileText(tr("%1 (read-only)").arg(t->path()));
    } else {
        setWindowTitle(tr("%1 – Catan Tournament Desk").arg(name));
        setFileText(t->path());
    }
}

void MainWindow::updateActions()
{
    const bool open = tournament() != nullptr;
    // A window that follows another desk's file changes nothing in it.
    const bool writable = open && !tournament()->isReadOnly();
    m_detailsAction->setEnabled(writable);
    m_detailsButton->setEnabled(writable);
    m_restoreAction->setEnabled(!open || writable);
    m_saveTableAction->setEnabled(writable && m_results->currentTable() > 0);
    m_startRoundAction->setEnabled(writable);
    m_moveAction->setEnabled(writable && currentRound() >= 1);
    m_removeRoundAction->setEnabled(writable && tournament()->rounds().roundCount() >= 1);
    m_boardAction->setEnabled(open);
    m_publishAction->setEnabled(writable && !tournament()->rounds().drafts().isEmpty());
    // Asked once: it reads the file.
    m_undoSaveAction->setEnabled(writable && m_results->canUndoSave());
    const DeskHistory *history = writable ? DeskHistory::of(tournament()) : nullptr;
    if (history && history->typingNext(false))
        m_undoAction->setText(tr("&Undo typing"));
    else if (history && history->canUndo())
        m_undoAction->setText(tr("&Undo “%1”").arg(history->undoText()));
    else
        m_undoAction->setText(tr("&Undo"));
    m_undoAction->setEnabled(history && history->canUndo());
    if (history && history->typingNext(true))
        m_redoAction->setText(tr("&Redo typing"));
    else if (history && history->canRedo())
        m_redoAction->setText(tr("&Redo “%1”").arg(history->redoText()));
    else
        m_redoAction->setText(tr("&Redo"));
    m_redoAction->setEnabled(history && history->canRedo());
    m_findAction->setEnabled(open);
    m_onlyMissingAction->setEnabled(open);
    m_nextReportAction->setEnabled(writable && currentRound() >= 1);
    m_rejectReportAction->setEnabled(writable && m_results->currentTable() > 0);
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        updateActions(); // the names of what Undo and Redo take back
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::retranslateUi()
{
    m_fileMenu->setTitle(tr("&File"));
    m_recentMenu->setTitle(tr("Open rec&ent"));
    m_editMenu->setTitle(tr("&Edit"));
    m_roundMenu->setTitle(tr("&Round"));
    m_helpMenu->setTitle(tr("&Help"));
    m_newAction->setText(tr("&New tournament…"));
    m_openAction->setText(tr("&Open tournament…"));
    m_connectAction->setText(tr("&Connect to a server…"));
    m_copyToServerAction->setText(tr("Copy to a ser&ver…"));
    m_saveCopyAction->setText(tr("Save a cop&y as file…"));
    m_detailsAction->setText(tr("Tournament &details…"));
    m_restoreAction->setText(tr("&Restore a backup…"));
    m_saveTableAction->setText(tr("&Save table"));
    m_saveTableAction->setToolTip(tr("Every save is written to the tournament file at once"));
    m_quitAction->setText(tr("&Quit"));
    m_undoAction->setToolTip(tr("Undo the last step at this desk: typing in the sheet or a "
                                "change, newest first"));
    m_undoSaveAction->setText(tr("Take back this table's last &save…"));
    m_findAction->setText(tr("&Find player"));
    m_startRoundAction->setText(tr("&Start next round…"));
    m_moveAction->setText(tr("&Move a player…"));
    m_removeRoundAction->setText(tr("&Remove last round"));
    m_boardAction->setText(tr("&Board…"));
    m_boardAction->setToolTip(tr("The round's board: drawn at once, shown, printed"));
    m_publishAction->setText(tr("Publis&h round"));
    m_publishAction->setToolTip(tr("The players' page, the projector and the seating file show "
                                   "the round seated as a draft"));
    m_holdDraftsAction->setText(tr("Hold new seatings as &drafts"));
    m_holdDraftsAction->setToolTip(tr("A new round waits for Publish before the players see "
                                      "it; off, every round is theirs at once"));
    m_onlyMissingAction->setText(tr("Show only tables still needing a res&ult"));
    m_nextReportAction->setText(tr("Open the next &waiting report"));
    m_nextReportAction->setToolTip(
        tr("A table's report from the phones, on the sheet as the table sent it: Enter "
           "accepts it"));
    m_rejectReportAction->setText(tr("Re&ject the table's waiting reports"));
    m_rejectReportAction->setToolTip(
        tr("Drops every report of the table on the sheet that waits; its saved result stays, "
           "and its code takes reports again"));
    m_rejectReportAction->setStatusTip(m_rejectReportAction->toolTip());
    m_playersPageAction->setText(tr("&Players"));
    m_seatingPageAction->setText(tr("S&eating"));
    m_resultsPageAction->setText(tr("Resul&ts"));
    m_rulesAction->setText(tr("Scoring &rules"));
    m_manualAction->setText(tr("&Manual"));
    m_aboutAction->setText(tr("&About"));
    m_tabs->setTabText(PlayersPage, tr("&Players"));
    m_tabs->setTabText(SeatingPage, tr("&Seating"));
    m_tabs->setTabText(ResultsPage, tr("Resul&ts"));
    m_detailsButton->setText(tr("Edit details…"));
    m_emptyOpen->setText(tr("Open a tournament…"));
    m_emptyNew->setText(tr("Create a new tournament…"));
    if (m_lastOpenError.isEmpty())
        m_emptyText->setText(tr("No tournament is open."));
    updateFollowBar();
    fillRecentMenu();
    // Wide enough for "Rodada 88" as for "Round 88", measured as the box
    // measures its items.
    QStyleOptionComboBox box;
    box.initFrom(m_roundBox);
    const QFontMetrics metrics = m_roundBox->fontMetrics();
    const QSize longest(metrics.horizontalAdvance(tr("Round %1").arg(88)), metrics.height());
    m_roundBox->setMinimumWidth(
        m_roundBox->style()
            ->sizeFromContents(QStyle::CT_ComboBox, &box, longest, m_roundBox)
            .width());
    const int round = currentRound();
    fillRounds();
    m_roundBox->setCurrentIndex(m_roundBox->findData(round));
    updateHeader();
}

} // namespace ctd
