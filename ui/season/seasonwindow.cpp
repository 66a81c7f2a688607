// The season window: its actions, widgets and the editing of the season.
// Opening, saving, printing and exports are in seasonwindow_files.cpp.
#include "seasonwindow.h"

#include "seasonmodel.h"

#include "paper/paperseason.h"

#include <QAction>
#include <QEvent>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenuBar>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QSpinBox>
#include <QSplitter>
#include <QStatusBar>
#include <QTableView>
#include <QVBoxLayout>

namespace ctd {

SeasonWindow::SeasonWindow(QWidget *parent)
    : QMainWindow(parent, Qt::Window)
    , m_model(new SeasonModel(this))
{
    setObjectName(QStringLiteral("seasonWindow"));
    setAttribute(Qt::WA_DeleteOnClose, false);
    createActions();
    createWidgets();
    retranslateUi();
    newSeason();
    resize(1000, 680);
}

const SeasonData &SeasonWindow::season() const
{
    return m_model->season();
}

void SeasonWindow::createActions()
{
    auto make = [this](const char *name, const QKeySequence &keys) {
        auto *action = new QAction(this);
        action->setObjectName(QLatin1String(name));
        if (!keys.isEmpty())
            action->setShortcut(keys);
        addAction(action);
        return action;
    };
    m_newAction = make("seasonNewAction", QKeySequence::New);
    m_openAction = make("seasonOpenAction", QKeySequence::Open);
    m_saveAction = make("seasonSaveAction", QKeySequence::Save);
    m_saveAsAction = make("seasonSaveAsAction", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    m_printAction = make("seasonPrintAction", QKeySequence::Print);
    m_pdfAction = make("seasonPdfAction", {});
    m_csvAction = make("seasonCsvAction", {});
    m_spreadsheetAction = make("seasonSpreadsheetAction", {});
    m_closeAction = make("seasonCloseAction", QKeySequence(Qt::CTRL | Qt::Key_W));
    m_addAction = make("seasonAddAction", QKeySequence(Qt::CTRL | Qt::Key_T));
    m_removeAction = make("seasonRemoveAction", {});
    m_reloadAction = make("seasonReloadAction", QKeySequence::Refresh);
    m_aliasAction = make("seasonAliasAction", QKeySequence(Qt::CTRL | Qt::Key_L));

    connect(m_newAction, &QAction::triggered, this, &SeasonWindow::newSeason);
    connect(m_openAction, &QAction::triggered, this, &SeasonWindow::askOpen);
    connect(m_saveAction, &QAction::triggered, this, [this] { askSave(m_path.isEmpty()); });
    connect(m_saveAsAction, &QAction::triggered, this, [this] { askSave(true); });
    connect(m_printAction, &QAction::triggered, this, &SeasonWindow::print);
    connect(m_pdfAction, &QAction::triggered, this, &SeasonWindow::askPdf);
    connect(m_csvAction, &QAction::triggered, this,
            [this] { askCsv(CsvWriter::Dialect::Machine); });
    connect(m_spreadsheetAction, &QAction::triggered, this,
            [this] { askCsv(CsvWriter::Dialect::Spreadsheet); });
    connect(m_closeAction, &QAction::triggered, this, &QWidget::close);
    connect(m_addAction, &QAction::triggered, this, [this] { m_placeEdit->setFocus(); });
    connect(m_removeAction, &QAction::triggered, this,
            [this] { removeTournament(m_tournamentList->currentRow()); });
    connect(m_reloadAction, &QAction::triggered, this, &SeasonWindow::reload);
    connect(m_aliasAction, &QAction::triggered, this, &SeasonWindow::writeAliasOfSelectedNote);

    m_seasonMenu = menuBar()->addMenu(QString());
    m_seasonMenu->addActions({m_newAction, m_openAction, m_saveAction, m_saveAsAction});
    m_seasonMenu->addSeparator();
    m_seasonMenu->addActions({m_printAction, m_pdfAction, m_csvAction, m_spreadsheetAction});
    m_seasonMenu->addSeparator();
    m_seasonMenu->addAction(m_closeAction);
    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->addActions({m_addAction, m_removeAction, m_reloadAction, m_aliasAction});
}

void SeasonWindow::createWidgets()
{
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);

    // The season's rules.
    auto *form = new QFormLayout;
    m_nameLabel = new QLabel(central);
    m_nameEdit = new QLineEdit(central);
    m_nameEdit->setObjectName(QStringLiteral("seasonName"));
    // '#' starts a comment in the season file: a name cannot hold one.
    m_nameEdit->setValidator(new QRegularExpressionValidator(
        QRegularExpression(QStringLiteral("[^#\\n]*")), m_nameEdit));
    m_pointsLabel = new QLabel(central);
    m_pointsEdit = new QLineEdit(central);
    m_pointsEdit->setObjectName(QStringLiteral("seasonPoints"));
    m_bestLabel = new QLabel(central);
    m_bestBox = new QSpinBox(central);
    m_bestBox->setObjectName(QStringLiteral("seasonBest"));
    m_bestBox->setRange(0, 999);
    m_minLabel = new QLabel(central);
    m_minBox = new QSpinBox(central);
    m_minBox->setObjectName(QStringLiteral("seasonMinPlayers"));
    m_minBox->setRange(0, 99999);
    m_nameLabel->setBuddy(m_nameEdit);
    m_pointsLabel->setBuddy(m_pointsEdit);
    m_bestLabel->setBuddy(m_bestBox);
    m_minLabel->setBuddy(m_minBox);
    form->addRow(m_nameLabel, m_nameEdit);
    form->addRow(m_pointsLabel, m_pointsEdit);
    auto *numbers = new QHBoxLayout;
    numbers->addWidget(m_bestBox);
    numbers->addSpacing(16);
    numbers->addWidget(m_minLabel);
    numbers->addWidget(m_minBox);
    numbers->addStretch();
    form->addRow(m_bestLabel, numbers);
    layout->addLayout(form);

    // The tournaments, and a line to add one.
    m_tournamentsLabel = new QLabel(central);
    m_tournamentList = new QListWidget(central);
    m_tournamentList->setObjectName(QStringLiteral("seasonTournaments"));
    m_tournamentList->setMaximumHeight(96);
    m_tournamentsLabel->setBuddy(m_tournamentList);
    auto *add = new QHBoxLayout;
    m_placeLabel = new QLabel(central);
    m_placeEdit = new QLineEdit(central);
    m_placeEdit->setObjectName(QStringLiteral("seasonPlace"));
    m_placeLabel->setBuddy(m_placeEdit);
    m_browseButton = new QPushButton(central);
    m_browseButton->setObjectName(QStringLiteral("seasonBrowse"));
    m_addButton = new QPushButton(central);
    m_addButton->setObjectName(QStringLiteral("seasonAdd"));
    m_removeButton = new QPushButton(central);
    m_removeButton->setObjectName(QStringLiteral("seasonRemove"));
    add->addWidget(m_placeLabel);
    add->addWidget(m_placeEdit, 1);
    add->addWidget(m_browseButton);
    add->addWidget(m_addButton);
    add->addWidget(m_removeButton);
    layout->addWidget(m_tournamentsLabel);
    layout->addWidget(m_tournamentList);
    layout->addLayout(add);

    // The standings, and the notes under them.
    m_standingsLabel = new QLabel(central);
    m_table = new QTableView(central);
    m_table->setObjectName(QStringLiteral("seasonStandings"));
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_standingsLabel->setBuddy(m_table);
    m_notesLabel = new QLabel(central);
    m_notesList = new QListWidget(central);
    m_notesList->setObjectName(QStringLiteral("seasonNotes"));
    m_notesList->setWordWrap(true);
    m_notesList->setMaximumHeight(72);
    m_notesLabel->setBuddy(m_notesList);
    m_aliasButton = new QPushButton(central);
    m_aliasButton->setObjectName(QStringLiteral("seasonAlias"));
    layout->addWidget(m_standingsLabel);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_notesLabel);
    auto *notes = new QHBoxLayout;
    notes->addWidget(m_notesList, 1);
    notes->addWidget(m_aliasButton, 0, Qt::AlignTop);
    layout->addLayout(notes);
    setCentralWidget(central);

    connect(m_nameEdit, &QLineEdit::textEdited, this, &SeasonWindow::rulesEdited);
    connect(m_pointsEdit, &QLineEdit::textEdited, this, &SeasonWindow::rulesEdited);
    connect(m_bestBox, &QSpinBox::valueChanged, this, &SeasonWindow::rulesEdited);
    connect(m_minBox, &QSpinBox::valueChanged, this, &SeasonWindow::rulesEdited);
    connect(m_placeEdit, &QLineEdit::returnPressed, this, &SeasonWindow::addTypedTournament);
    connect(m_addButton, &QPushButton::clicked, this, &SeasonWindow::addTypedTournament);
    connect(m_browseButton, &QPushButton::clicked, this, &SeasonWindow::browseTournament);
    connect(m_removeButton, &QPushButton::clicked, m_removeAction, &QAction::trigger);
    connect(m_aliasButton, &QPushButton::clicked, m_aliasAction, &QAction::trigger);
    connect(m_tournamentList, &QListWidget::currentRowChanged, this, &SeasonWindow::updateActions);
    connect(m_notesList, &QListWidget::currentRowChanged, this, &SeasonWindow::updateActions);
    // Delete removes the tournament chosen in the list.
    auto *remove = new QAction(m_tournamentList);
    remove->setShortcut(QKeySequence::Delete);
    remove->setShortcutContext(Qt::WidgetShortcut);
    m_tournamentList->addAction(remove);
    connect(remove, &QAction::triggered, m_removeAction, &QAction::trigger);
}

void SeasonWindow::retranslateUi()
{
    m_seasonMenu->setTitle(tr("&Season"));
    m_editMenu->setTitle(tr("&Edit"));
    m_newAction->setText(tr("&New season"));
    m_openAction->setText(tr("&Open season…"));
    m_saveAction->setText(tr("&Save"));
    m_saveAsAction->setText(tr("Save &as…"));
    m_printAction->setText(tr("&Print standings…"));
    m_pdfAction->setText(tr("Export as P&DF…"));
    m_csvAction->setText(tr("Export as &CSV…"));
    m_spreadsheetAction->setText(tr("Export for a sp&readsheet…"));
    m_closeAction->setText(tr("C&lose"));
    m_addAction->setText(tr("&Add a tournament"));
    m_removeAction->setText(tr("&Remove the tournament"));
    m_reloadAction->setText(tr("Read the tournaments a&gain"));
    m_aliasAction->setText(tr("Write the a&lias line"));
    m_aliasAction->setToolTip(
        tr("Makes the two names of the chosen note one player, the first name shown"));

    m_nameLabel->setText(tr("Season &name:"));
    m_pointsLabel->setText(tr("&Points by place:"));
    m_pointsEdit->setPlaceholderText(tr("e.g. 100, 80, 65, 55, 50"));
    m_bestLabel->setText(tr("&Best results counted:"));
    m_bestBox->setSpecialValueText(tr("all"));
    m_minLabel->setText(tr("Points from &at least"));
    m_minBox->setSuffix(tr(" players"));
    m_tournamentsLabel->setText(tr("&Tournaments:"));
    m_placeLabel->setText(tr("Add a tournament &file or server:"));
    m_placeEdit->setPlaceholderText(
        tr("a tournament file, or postgresql://USER@HOST:PORT/DATABASE"));
    m_browseButton->setText(tr("Bro&wse…"));
    m_addButton->setText(tr("A&dd"));
    m_removeButton->setText(tr("Re&move"));
    m_standingsLabel->setText(tr("Season standings (\u2713 and bold: the results that count):"));
    m_notesLabel->setText(tr("N&otes:"));
    m_aliasButton->setText(m_aliasAction->text());
    m_aliasButton->setToolTip(m_aliasAction->toolTip());
    m_model->retranslate();
    showSeason();
}

void SeasonWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

void SeasonWindow::setModified(bool modified)
{
    m_modified = modified;
    setWindowModified(modified);
}

void SeasonWindow::rulesEdited()
{
    if (m_filling)
        return;
    m_file.name = m_nameEdit->text().trimmed();
    // The points as the season file reads them: a typing mistake is shown, not taken.
    SeasonFile points;
    QList<SeasonFileProblem> problems;
    const bool ok = SeasonFileText::parse(
        QByteArrayLiteral("points = ") + m_pointsEdit->text().toUtf8(), &points, &problems);
    m_pointsEdit->setStyleSheet(ok ? QString() : QStringLiteral("color: #b00020"));
    m_pointsEdit->setToolTip(ok ? QString() : problems.value(0).message);
    if (ok)
        m_file.rules.points = points.rules.points;
    m_file.rules.best = m_bestBox->value();
    m_file.rules.minPlayers = m_minBox->value();
    setModified(true);
    recompute();
}

void SeasonWindow::addTypedTournament()
{
    const QString place = m_placeEdit->text().trimmed();
    if (place.isEmpty())
        return;
    addTournament(place);
    m_placeEdit->clear();
}

void SeasonWindow::addTournament(const QString &place)
{
    const auto twice = std::find_if(m_file.tournaments.cbegin(), m_file.tournaments.cend(),
                                    [&](const SeasonEntry &e) { return e.place == place; });
    if (twice != m_file.tournaments.cend())
        return;
    m_file.tournaments.append(SeasonEntry{place, 0});
    setModified(true);
    recompute();
    m_tournamentList->setCurrentRow(m_tournamentList->count() - 1);
}

void SeasonWindow::removeTournament(int index)
{
    if (index < 0 || index >= m_file.tournaments.size())
        return;
    m_file.tournaments.removeAt(index);
    setModified(true);
    recompute();
    m_tournamentList->setCurrentRow(qMin(index, m_tournamentList->count() - 1));
}

bool SeasonWindow::writeAliasOfSelectedNote()
{
    const int row = m_notesList->currentRow();
    const QList<SeasonNote> &notes = m_model->season().standings.notes;
    if (row < 0 || row >= notes.size() || notes.at(row).kind != SeasonNote::LookAlike)
        return false;
    m_file.rules.aliases.append(qMakePair(notes.at(row).name, notes.at(row).other));
    setModified(true);
    recompute();
    // Written at once where the season has its file; a new one on saving.
    if (!m_path.isEmpty()) {
        QString error;
        if (!saveSeason(m_path, &error)) {
            statusBar()->showMessage(error);
            return false;
        }
    }
    return true;
}

void SeasonWindow::reload()
{
    m_cache.clear();
    recompute();
}

void SeasonWindow::recompute()
{
    m_model->setSeason(SeasonReader::read(m_file, m_path, &m_cache));
    showSeason();
}

void SeasonWindow::showSeason()
{
    const SeasonData &data = m_model->season();
    const int current = m_tournamentList->currentRow();
    m_tournamentList->clear();
    for (qsizetype i = 0; i < data.tournaments.size(); ++i) {
        const SeasonTournamentRead &t = data.tournaments.at(i);
        QString text = PaperSeason::tournamentKey(int(i)) + QStringLiteral("  ")
            + (t.name.isEmpty() || t.name == t.shown ? t.shown
                                                     : tr("%1 (%2)").arg(t.name, t.shown));
        if (t.read)
            text += QStringLiteral(" \u2013 ") + tr("%n player(s)", nullptr, t.players);
        else
            text += QStringLiteral(" \u2013 ") + tr("cannot be read: %1").arg(t.problem);
        auto *item = new QListWidgetItem(text, m_tournamentList);
        if (!t.read)
            item->setForeground(QColor(0xb0, 0x00, 0x20));
    }
    m_tournamentList->setCurrentRow(qMin(current, m_tournamentList->count() - 1));
    const int note = m_notesList->currentRow();
    m_notesList->clear();
    const QStringList labels = data.labels();
    for (const SeasonNote &n : data.standings.notes)
        m_notesList->addItem(seasonNoteText(n, labels));
    if (m_notesList->count() > 0)
        m_notesList->setCurrentRow(qBound(0, note, m_notesList->count() - 1));
    const QString name = m_file.name.isEmpty() ? tr("New season") : m_file.name;
    setWindowTitle(tr("Season: %1[*]")
                       .arg(m_path.isEmpty() ? name
                                             : name + QStringLiteral(" \u2013 ")
                                    + QFileInfo(m_path).fileName()));
    updateActions();
}

void SeasonWindow::updateActions()
{
    const int note = m_notesList->currentRow();
    const QList<SeasonNote> &notes = m_model->season().standings.notes;
    const bool alias =
        note >= 0 && note < notes.size() && notes.at(note).kind == SeasonNote::LookAlike;
    m_aliasAction->setEnabled(alias);
    m_aliasButton->setEnabled(alias);
    const bool chosen = m_tournamentList->currentRow() >= 0;
    m_removeAction->setEnabled(chosen);
    m_removeButton->setEnabled(chosen);
}

} // namespace ctd
