#include "resultspanel.h"

#include "sheet/sheeteditor.h"
#include "standings/standingsfeed.h"
#include "standings/standingsmodel.h"
#include "standings/standingsview.h"
#include "standings/teamstandingsview.h"
#include "tablesmodel.h"
#include "tournament/details.h"
#include "tournament/results.h"
#include "tournament/rounds.h"

#include <QAction>
#include <QCheckBox>
#include <QEvent>
#include <QFontMetrics>
#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QSet>
#include <QSplitter>
#include <QStyle>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QUndoStack>
#include <QVBoxLayout>

namespace ctd {

ResultsPanel::ResultsPanel(QWidget *parent)
    : QWidget(parent)
    , m_tables(new TablesModel(this))
    , m_onlyMissing(new QCheckBox(this))
    , m_overview(new QTableView(this))
    , m_summary(new QLabel(this))
    , m_sheetHeading(new QLabel(this))
    , m_editor(new SheetEditor(this))
    , m_saveButton(new QPushButton(this))
    , m_historyLabel(new QLabel(this))
    , m_history(new QListWidget(this))
    , m_standingsView(new StandingsView(this))
    , m_teamStandings(new TeamStandingsView(this))
    , m_feed(new StandingsFeed(this))
    , m_reportNote(new QLabel(this))
{
    m_reportNote->setObjectName(QStringLiteral("reportNote"));
    m_reportNote->setWordWrap(true);
    m_reportNote->hide();
    m_overview->setObjectName(QStringLiteral("roundOverview"));
    m_onlyMissing->setObjectName(QStringLiteral("onlyMissing"));
    m_summary->setObjectName(QStringLiteral("roundSummary"));
    // The summary and the table's heading wrap: unbroken, a long German
    // summary with reports waiting made the page (and the window) wider
    // than the screen.
    m_summary->setWordWrap(true);
    m_sheetHeading->setWordWrap(true);
    m_editor->setObjectName(QStringLiteral("sheetEditor"));
    m_history->setObjectName(QStringLiteral("sheetHistory"));
    m_standingsView->setObjectName(QStringLiteral("roundStandings"));
    m_sheetHeading->setObjectName(QStringLiteral("sheetHeading"));
    QFont bold = m_sheetHeading->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.2);
    m_sheetHeading->setFont(bold);

    for (QTableView *view : {m_overview}) {
        view->setSelectionBehavior(QAbstractItemView::SelectRows);
        view->setSelectionMode(QAbstractItemView::SingleSelection);
        view->setEditTriggers(QAbstractItemView::NoEditTriggers);
        view->verticalHeader()->hide();
        view->setAlternatingRowColors(true);
    }
    m_overview->setModel(m_tables);
    // Tab leaves the list (it never walks its cells), and the arrows only
    // look: the table being edited stays marked until Enter opens another.
    m_overview->setTabKeyNavigation(false);
    m_overview->installEventFilter(this);
    m_overview->horizontalHeader()->setSectionResizeMode(TablesModel::PlayersColumn,
                                                         QHeaderView::Stretch);
    // The number and state columns are sized from what they can hold
    // (fitOverviewColumns()): measuring 500 rows after each save made saving slow.
    m_overview->horizontalHeader()->setSectionResizeMode(TablesModel::TableColumn,
                                                         QHeaderView::Interactive);
    m_overview->horizontalHeader()->setSectionResizeMode(TablesModel::StateColumn,
                                                         QHeaderView::Interactive);
    // Four names wrap onto a second line in a narrow window: every row has room
    // for two lines, so no accent of the first is cut off. (Sizing each row to
    // its contents costs a tenth of a second with 500 tables.)
    m_overview->verticalHeader()->setDefaultSectionSize(2 * m_overview->fontMetrics().lineSpacing()
                                                        + 8);
    // Tab from the sheet's last cell lands here; Enter on it saves as well.
    m_saveButton->setAutoDefault(true);
    m_saveButton->setObjectName(QStringLiteral("saveTable"));
    m_editor->setTabAfterSheet(m_saveButton);
    m_history->setWordWrap(true);
    m_history->setFocusPolicy(Qt::ClickFocus);

    // The sheet takes the full width on top, as on paper; what the director
    // glances at (the round's tables, the standings, the table's history)
    // sits in a row beneath it, so everything fits a 1280 × 800 screen.
    auto *sheetArea = new QWidget(this);
    auto *sheetLayout = new QVBoxLayout(sheetArea);
    sheetLayout->setContentsMargins(0, 0, 0, 0);
    sheetLayout->addWidget(m_sheetHeading);
    // The report's note (with a conflict's differences, cell by cell) is
    // scrolled past five lines: it never pushes the sheet's rows off the page.
    auto *noteArea = new QScrollArea(sheetArea);
    noteArea->setObjectName(QStringLiteral("reportNoteArea"));
    noteArea->setWidget(m_reportNote);
    noteArea->setWidgetResizable(true);
    noteArea->setFrameShape(QFrame::NoFrame);
    noteArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    noteArea->setMaximumHeight(5 * m_reportNote->fontMetrics().lineSpacing() + 6);
    noteArea->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    noteArea->setFocusPolicy(Qt::NoFocus);
    noteArea->hide();
    m_reportNoteArea = noteArea;
    sheetLayout->addWidget(noteArea);
    sheetLayout->addWidget(m_editor, 1);
    sheetLayout->addWidget(m_saveButton, 0, Qt::AlignRight);

    auto *tablesArea = new QWidget(this);
    auto *tablesLayout = new QVBoxLayout(tablesArea);
    tablesLayout->setContentsMargins(0, 0, 0, 0);
    tablesLayout->addWidget(m_onlyMissing);
    tablesLayout->addWidget(m_overview, 1);
    tablesLayout->addWidget(m_summary);

    auto *historyArea = new QWidget(this);
    auto *historyLayout = new QVBoxLayout(historyArea);
    historyLayout->setContentsMargins(0, 0, 0, 0);
    historyLayout->addWidget(m_historyLabel);
    historyLayout->addWidget(m_history, 1);

    auto *below = new QSplitter(Qt::Horizontal, this);
    below->addWidget(tablesArea);
    // A team event's team standings in a tab beside the players' standings:
    // stacked under them, each showed two or three rows on a laptop's screen.
    // The tabs show only in a team event.
    auto *standings = new QTabWidget(this);
    standings->setObjectName(QStringLiteral("standingsTabs"));
    standings->setDocumentMode(true);
    auto *teamsPage = new QWidget(standings);
    auto *teamsLayout = new QVBoxLayout(teamsPage);
    teamsLayout->setContentsMargins(0, 0, 0, 0);
    teamsLayout->addWidget(m_teamStandings);
    standings->addTab(m_standingsView, QString());
    standings->addTab(teamsPage, QString());
    standings->tabBar()->hide();
    standings->setFocusPolicy(Qt::NoFocus);
    m_standingsTabs = standings;
    below->addWidget(standings);
    below->addWidget(historyArea);
    below->setStretchFactor(0, 4);
    below->setStretchFactor(1, 5);
    below->setStretchFactor(2, 3);
    // Shared in these proportions, so that a table's four names fit on two
    // lines; the widgets' own size hints would give the standings all that a
    // long heading asks for and squeeze the tables until their names are cut.
    below->setSizes({400, 640, 260});

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->setObjectName(QStringLiteral("resultsSplitter"));
    splitter->addWidget(sheetArea);
    splitter->addWidget(below);
    // The sheet first: its header and four rows must never be cut.
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 0);
    splitter->setSizes({430, 270});
    m_splitter = splitter;
    splitter->setChildrenCollapsible(false);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);
    // The line between the sheet and the standings moves by keyboard too:
    // Ctrl+Shift+Up gives the standings (and a team event's team standings)
    // more rows, Ctrl+Shift+Down gives them back to the sheet.
    const auto mover = [this, splitter](const QKeySequence &keys, int step) {
        auto *action = new QAction(this);
        action->setShortcut(keys);
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        connect(action, &QAction::triggered, this, [splitter, step] {
            QList<int> sizes = splitter->sizes();
            if (sizes.size() != 2)
                return;
            const int moved = qBound(-sizes[1], step, sizes[0]);
            sizes[0] -= moved;
            sizes[1] += moved;
            splitter->setSizes(sizes);
        });
        addAction(action);
        return action;
    };
    // Ctrl+T: the players' standings or a team event's team standings.
    auto *switchTabs = new QAction(this);
    switchTabs->setObjectName(QStringLiteral("teamStandingsAction"));
    switchTabs->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    switchTabs->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(switchTabs, &QAction::triggered, this, [standings] {
        if (standings->tabBar()->isVisible())
            standings->setCurrentIndex(1 - standings->currentIndex());
    });
    addAction(switchTabs);
    mover(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Up), 60)
        ->setObjectName(QStringLiteral("moreStandingsAction"));
    mover(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Down), -60)
        ->setObjectName(QStringLiteral("moreSheetAction"));

    connect(m_onlyMissing, &QCheckBox::toggled, this, &ResultsPanel::setOnlyMissing);
    connect(m_overview, &QTableView::activated, this, [this](const QModelIndex &index) {
        openTable(index.data(TablesModel::TableNumberRole).toInt());
    });
    connect(m_overview, &QTableView::clicked, this, [this](const QModelIndex &index) {
        openTable(index.data(TablesModel::TableNumberRole).toInt());
    });
    connect(m_saveButton, &QPushButton::clicked, this, &ResultsPanel::save);
    connect(m_editor, &SheetEditor::saveRequested, this, &ResultsPanel::save);
    connect(m_editor, &SheetEditor::nextTableRequested, this, &ResultsPanel::openNextTable);
    connect(m_editor, &SheetEditor::previousTableRequested, this, &ResultsPanel::openPreviousTable);
    connect(m_feed, &StandingsFeed::ready, this, &ResultsPanel::updateStandings);
    retranslateUi();
}

void ResultsPanel::setTournament(Tournament *tournament)
{
    if (m_tournament)
        disconnect(m_tournament->notifier(), nullptr, this, nullptr);
    m_tournament = tournament;
    m_teamsRoomGiven = false;
    m_feed->setTournament(tournament);
    if (m_tournament) {
        // What any desk changes in the tournament shows here.
        connect(m_tournament->notifier(), &Notifier::playersChanged, this, &ResultsPanel::refresh);
        // The open sheet scores under the rule set in force from the change on.
        connect(m_tournament->notifier(), &Notifier::infoChanged, this, [this] {
            m_editor->setRules(m_tournament->details().info().rules);
            refresh();
        });
        connect(m_tournament->notifier(), &Notifier::roundSeated, this, &ResultsPanel::refresh);
        connect(m_tournament->notifier(), &Notifier::roundRemoved, this, &ResultsPanel::refresh);
        connect(m_tournament->notifier(), &Notifier::sheetSaved, this, &ResultsPanel::tableChanged);
        connect(m_tournament->notifier(), &Notifier::sheetUndone, this,
                &ResultsPanel::tableChanged);
        connect(m_tournament->notifier(), &Notifier::resultsImported, this, &ResultsPanel::refresh);
        // A penalty or a disqualification changes the standings alone.
        connect(m_tournament->notifier(), &Notifier::refereesChanged, this,
                &ResultsPanel::updateStandings);
        connect(m_tournament->notifier(), &Notifier::stagesChanged, this,
                &ResultsPanel::updateStandings);
        connect(m_tournament->notifier(), &Notifier::reportsChanged, this,
                &ResultsPanel::updateReports);
    }
    m_round = 0;
    m_table = 0;
    m_editor->clear();
    m_editor->setReadOnly(m_tournament && m_tournament->isReadOnly());
    if (m_tournament && m_tournament->isOpen())
        m_editor->setRules(m_tournament->details().info().rules);
    refresh();
    emit undoSaveAvailable(canUndoSave());
}

void ResultsPanel::setRound(int round)
{
    if (round == m_round) {
        refresh();
        return;
    }
    m_round = round;
    m_table = 0;
    m_editor->clear();
    if (m_overviewPending && m_tournament && m_tournament->isOpen() && round >= 1) {
        showFirstTable();
        return;
    }
    refresh();
    // Start where the work is: the first table without a result.
    const int first = nextWithoutResult(0);
    if (first > 0)
        loadTable(first);
    else if (!m_tables->allTables().isEmpty())
        loadTable(m_tables->allTables().first().table);
}

void ResultsPanel::showFirstTable()
{
    m_firstTable = m_tournament->rounds().firstToEnter(m_round);
    m_tables->setTables({});
    // At start-up the standings wait for the worker: the dropped marks (a read
    // of every player) come with their rows, after the first paint.
    m_droppedRead = false;
    updateStandings();
    updateSummary();
    if (m_firstTable)
        loadTable(m_firstTable->table);
    else
        retranslateUi();
}

void ResultsPanel::loadOverview()
{
    if (m_overviewPending)
        refresh();
}

void ResultsPanel::refresh()
{
    m_overviewPending = false;
    m_firstTable.reset();
    const bool open = m_tournament && m_tournament->isOpen();
    m_tables->setTables(open && m_round >= 1 ? m_tournament->rounds().tables(m_round)
                                             : QList<SeatedTable>());
    // The seats changed under a sheet not typed into (a player moved, a
    // cut's turn order recorded): the sheet shows the new seat order.
    if (open && m_table > 0 && m_editor->hasTable() && !m_editor->isModified()) {
        const std::optional<SeatedTable> now = seated(m_table);
        QStringList shown;
        for (const PlayerLine &l : m_editor->lines())
            shown.append(l.name);
        if (now && now->names != shown) {
            const std::optional<StoredSheet> stored =
                m_tournament->results().sheet(m_round, m_table);
            m_basedOn = stored ? stored->version : 0;
            m_editor->setTable(m_round, m_table, now->names,
                               stored ? stored->lines : QList<PlayerLine>(),
                               stored ? stored->state : SheetState::None);
        }
    }
    fitOverviewColumns();
    // Before the standings: their rows show the marks at once.
    if (open && m_round >= 1) {
        readDropped();
    } else {
        m_droppedRead = false;
        m_standingsView->model()->setDropped({});
    }
    updateStandings();
    // A window that follows another desk shows the table's sheet as saved there.
    if (open && m_tournament->isReadOnly() && m_table > 0)
        loadTable(m_table, false);
    selectRow(m_table);
    updateReports();
    updateHistory();
    retranslateUi();
}

QUndoStack *ResultsPanel::editUndoStack() const
{
    return m_editor->undoStack();
}

int ResultsPanel::currentTable() const
{
    return m_table;
}

std::optional<SeatedTable> ResultsPanel::seated(int table) const
{
    if (m_overviewPending)
        return m_firstTable && m_firstTable->table == table ? m_firstTable : std::nullopt;
    for (const SeatedTable &t : m_tables->allTables()) {
        if (t.table == table)
            return t;
    }
    return std::nullopt;
}

void ResultsPanel::openTable(int table)
{
    loadOverview();
    if (table == m_table || table <= 0) {
        selectRow(m_table);
        return;
    }
    whenSheetLeft([this, table] { loadTable(table); });
}

void ResultsPanel::openNextTable()
{
    loadOverview();
    openTable(neighbourTable(+1));
}

void ResultsPanel::openPreviousTable()
{
    loadOverview();
    openTable(neighbourTable(-1));
}

int ResultsPanel::neighbourTable(int step) const
{
    const QList<SeatedTable> &all = m_tables->allTables();
    for (int i = 0; i < all.size(); ++i) {
        if (all.at(i).table == m_table) {
            const int j = i + step;
            return j >= 0 && j < all.size() ? all.at(j).table : 0;
        }
    }
    return all.isEmpty() ? 0 : all.first().table;
}

int ResultsPanel::nextWithoutResult(int after) const
{
    // Tables after the current one first, then from the top: the director
    // works down the pile of sheets, and a skipped one is found again.
    const QList<SeatedTable> &all = m_tables->allTables();
    for (const SheetState wanted : {SheetState::None, SheetState::Draft}) {
        for (const SeatedTable &t : all) {
            if (t.table > after && t.state == wanted)
                return t.table;
        }
        for (const SeatedTable &t : all) {
            if (t.table <= after && t.table != after && t.state == wanted)
                return t.table;
        }
    }
    return 0;
}

void ResultsPanel::loadTable(int table, bool focus)
{
    const std::optional<SeatedTable> t = seated(table);
    if (!t || !m_tournament) {
        m_table = 0;
        m_editor->clear();
        retranslateUi();
        return;
    }
    m_table = table;
    m_reviewReport = 0;
    m_reportNote->hide();
    m_reportNoteArea->hide();
    const std::optional<StoredSheet> stored = m_tournament->results().sheet(m_round, table);
    m_basedOn = stored ? stored->version : 0;
    m_editor->setTable(m_round, table, t->names, stored ? stored->lines : QList<PlayerLine>(),
                       stored ? stored->state : SheetState::None);
    selectRow(table);
    updateHistory();
    retranslateUi();
    if (focus)
        m_editor->focusFirstCell();
    emit undoSaveAvailable(canUndoSave());
}

bool ResultsPanel::hasUnsavedTyping() const
{
    return m_table > 0 && m_editor->isModified();
}

void ResultsPanel::selectRow(int table)
{
    m_tables->setEditedTable(table);
    const int row = m_tables->rowOf(table);
    if (row < 0) {
        m_overview->clearSelection();
        return;
    }
    const QModelIndex index = m_tables->index(row, TablesModel::TableColumn);
    m_overview->selectionModel()->setCurrentIndex(
        index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_overview->scrollTo(index);
}

void ResultsPanel::setOnlyMissing(bool only)
{
    loadOverview();
    if (m_onlyMissing->isChecked() != only)
        m_onlyMissing->setChecked(only);
    m_tables->setOnlyMissing(only);
    selectRow(m_table);
    updateSummary();
}

void ResultsPanel::updateSummary()
{
    int complete = 0;
    int drafts = 0;
    const QList<SeatedTable> &all = m_tables->allTables();
    for (const SeatedTable &t : all) {
        complete += t.state == SheetState::Complete ? 1 : 0;
        drafts += t.state == SheetState::Draft ? 1 : 0;
    }
    QString text;
    if (m_overviewPending) {
        text = tr("Loading the round's tables…");
    } else if (!all.isEmpty()) {
        text = tr("Complete: %1 of %n table(s)", nullptr, int(all.size())).arg(complete);
        if (drafts)
            text += tr(", drafts to finish: %1").arg(drafts);
        const int missing = int(all.size()) - complete - drafts;
        if (missing)
            text += tr(", without a result: %1").arg(missing);
        text += reportsSummary();
    }
    m_summary->setText(text);
}

void ResultsPanel::focusStandingsFilter()
{
    QLineEdit *search = m_standingsView->searchField();
    search->setFocus(Qt::ShortcutFocusReason);
    search->selectAll();
}

bool ResultsPanel::eventFilter(QObject *watched, QEvent *event)
{
    // Leaving the list after looking around: the highlighted row is the
    // table on the sheet again.
    if (watched == m_overview && event->type() == QEvent::FocusOut)
        selectRow(m_table);
    return QWidget::eventFilter(watched, event);
}

void ResultsPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        fitOverviewColumns();
        updateSummary();
        updateHistory();
        updateReports(); // the overview's words for them
        updateReportNote();
    }
    QWidget::changeEvent(event);
}

void ResultsPanel::retranslateUi()
{
    m_onlyMissing->setText(tr("Only tables still needing a res&ult"));
    m_saveButton->setText(tr("Save table (Enter)"));
    m_saveButton->setEnabled(m_table > 0 && m_tournament && !m_tournament->isReadOnly());
    m_historyLabel->setText(tr("History of this table"));
    m_standingsTabs->setTabText(0, tr("Standings"));
    m_standingsTabs->setTabText(1, tr("Team standings"));
    for (int i = 0; i < 2; ++i)
        m_standingsTabs->setTabToolTip(i, tr("Ctrl+T: the players' or the team standings"));
    if (m_round < 1)
        m_sheetHeading->setText(tr("No round yet: start one on the Seating page."));
    else if (m_table <= 0)
        m_sheetHeading->setText(tr("Round %1: choose a table").arg(m_round));
    m_sheetHeading->setVisible(m_table <= 0);
}

} // namespace ctd
