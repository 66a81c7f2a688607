#include "playerspanel.h"

#include "commands/playercommands.h"
#include "commands/teamcommands.h"
#include "common/deskhistory.h"
#include "files/inputfile.h"
#include "namelist.h"
#include "pastenamesdialog.h"
#include "playersfilter.h"
#include "playersmodel.h"
#include "tournament/tournament.h"
#include "tournament/tournamentfiles.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace ctd {

PlayersPanel::PlayersPanel(QWidget *parent)
    : QWidget(parent)
    , m_model(new PlayersModel(this))
    , m_filter(new PlayersFilter(this))
    , m_newLabel(new QLabel(this))
    , m_nameEdit(new QLineEdit(this))
    , m_addButton(new QPushButton(this))
    , m_message(new QLabel(this))
    , m_search(new QLineEdit(this))
    , m_view(new QTableView(this))
    , m_renameButton(new QPushButton(this))
    , m_teamButton(new QPushButton(this))
    , m_dropButton(new QPushButton(this))
    , m_removeButton(new QPushButton(this))
    , m_refereeButton(new QPushButton(this))
    , m_pasteButton(new QPushButton(this))
    , m_importButton(new QPushButton(this))
    , m_count(new QLabel(this))
    , m_checkIn(new QLabel(this))
    , m_allPresentButton(new QPushButton(this))
{
    m_checkIn->setObjectName(QStringLiteral("checkInInfo"));
    m_checkIn->setWordWrap(true);
    m_allPresentButton->setObjectName(QStringLiteral("allPresentButton"));
    m_nameEdit->setObjectName(QStringLiteral("newPlayerName"));
    m_search->setObjectName(QStringLiteral("playerSearch"));
    m_view->setObjectName(QStringLiteral("playersView"));
    m_message->setObjectName(QStringLiteral("playersMessage"));
    m_dropButton->setObjectName(QStringLiteral("dropButton"));
    m_removeButton->setObjectName(QStringLiteral("removeButton"));
    // A list pasted into the name field becomes one player a line (see eventFilter).
    m_nameEdit->installEventFilter(this);
    m_view->installEventFilter(this);
    m_message->setWordWrap(true);
    m_message->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_message->hide();
    m_newLabel->setBuddy(m_nameEdit);
    m_search->setClearButtonEnabled(true);

    m_filter->setSourceModel(m_model);
    m_filter->sort(PlayersModel::NameColumn);
    m_view->setModel(m_filter);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(PlayersModel::NameColumn, Qt::AscendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::EditKeyPressed | QAbstractItemView::DoubleClicked);
    m_view->verticalHeader()->hide();
    m_view->setTabKeyNavigation(false); // Tab leaves the list; the arrows move in it
    // Drop / Bring back from the keyboard, wherever the focus is on this page.
    auto *dropAction = new QAction(this);
    dropAction->setObjectName(QStringLiteral("dropAction"));
    dropAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    dropAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(dropAction);
    connect(dropAction, &QAction::triggered, this, &PlayersPanel::toggleDropped);
    setUpTeams();
    m_view->horizontalHeader()->setSectionResizeMode(PlayersModel::NameColumn,
                                                     QHeaderView::Stretch);
    m_view->horizontalHeader()->setSectionResizeMode(PlayersModel::CodeColumn,
                                                     QHeaderView::ResizeToContents);

    auto *addRow = new QHBoxLayout;
    addRow->addWidget(m_newLabel);
    addRow->addWidget(m_nameEdit, 1);
    addRow->addWidget(m_addButton);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_renameButton);
    buttons->addWidget(m_teamButton);
    buttons->addWidget(m_dropButton);
    buttons->addWidget(m_removeButton);
    buttons->addWidget(m_refereeButton);
    buttons->addStretch(1);
    buttons->addWidget(m_pasteButton);
    buttons->addWidget(m_importButton);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(addRow);
    layout->addWidget(m_message);
    layout->addWidget(m_search);
    auto *checkIn = new QHBoxLayout;
    checkIn->addWidget(m_checkIn, 1);
    checkIn->addWidget(m_allPresentButton);
    layout->addLayout(checkIn);
    layout->addWidget(m_view, 1);
    layout->addLayout(buttons);
    layout->addWidget(m_count);

    connect(m_nameEdit, &QLineEdit::returnPressed, this, &PlayersPanel::addFromField);
    connect(m_addButton, &QPushButton::clicked, this, &PlayersPanel::addFromField);
    connect(m_nameEdit, &QLineEdit::textEdited, this, [this] { showProblem({}); });
    connect(m_search, &QLineEdit::textChanged, m_filter, &PlayersFilter::setSearchText);
    connect(m_renameButton, &QPushButton::clicked, this, &PlayersPanel::renameCurrent);
    connect(m_teamButton, &QPushButton::clicked, this, &PlayersPanel::editTeamCurrent);
    connect(m_dropButton, &QPushButton::clicked, this, &PlayersPanel::toggleDropped);
    connect(m_removeButton, &QPushButton::clicked, this, &PlayersPanel::removeCurrent);
    connect(m_refereeButton, &QPushButton::clicked, this,
            [this] { emit refereeRequested(currentName()); });
    connect(m_pasteButton, &QPushButton::clicked, this, &PlayersPanel::pasteList);
    connect(m_importButton, &QPushButton::clicked, this, &PlayersPanel::importCsv);
    connect(m_allPresentButton, &QPushButton::clicked, this, &PlayersPanel::markAllPresent);
    connect(m_model, &PlayersModel::presenceChanged, this, &PlayersPanel::updateCheckIn);
    connect(m_model, &PlayersModel::checkInFailed, this, &PlayersPanel::showProblem);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &PlayersPanel::updateButtons);
    connect(m_model, &PlayersModel::renameFailed, this, &PlayersPanel::showProblem);
    connect(m_model, &PlayersModel::playerRenamed, this, [this](qint64 id) {
        showProblem({});
        selectPlayer(id);
    });
    setUpDoor();
    connect(m_model, &PlayersModel::paidChanged, this, &PlayersPanel::updateDoor);
    retranslateUi();
    updateButtons();
}

void PlayersPanel::setTournament(Tournament *tournament)
{
    if (m_tournament)
        disconnect(m_tournament->notifier(), nullptr, this, nullptr);
    m_tournament = tournament;
    if (m_tournament) {
        // What any desk changes in the tournament shows here.
        connect(m_tournament->notifier(), &Notifier::playersChanged, this, &PlayersPanel::follow);
        // A check-in made in this list is shown already; another desk's is read.
        connect(m_tournament->notifier(), &Notifier::checkInChanged, this, [this] {
            if (!m_model->isCommitting())
                reload();
        });
        connect(m_tournament->notifier(), &Notifier::roundSeated, this, &PlayersPanel::follow);
        connect(m_tournament->notifier(), &Notifier::refereesChanged, this, &PlayersPanel::follow);
        connect(m_tournament->notifier(), &Notifier::doorChanged, this, &PlayersPanel::follow);
        connect(m_tournament->notifier(), &Notifier::roundRemoved, this, &PlayersPanel::follow);
        connect(m_tournament->notifier(), &Notifier::resultsImported, this, &PlayersPanel::follow);
    }
    m_model->setTournament(tournament);
    showProblem({});
    updateButtons();
    updateCount();
    updateCheckIn();
}

void PlayersPanel::follow()
{
    if (!m_model->isCommitting()) {
        reload();
        return;
    }
    // A rename is announced while the list's editor is still committing it:
    // resetting the list now would pull the row from under the editor.
    if (m_reloadQueued)
        return;
    m_reloadQueued = true;
    QMetaObject::invokeMethod(
        this,
        [this] {
            m_reloadQueued = false;
            reload();
        },
        Qt::QueuedConnection);
}

void PlayersPanel::reload()
{
    const qint64 id = currentId();
    m_model->reload();
    selectPlayer(id);
    updateCount();
    updateCheckIn();
    updateDoor();
}

QString PlayersPanel::addNames(const QStringList &names, const QHash<QString, QString> &teams)
{
    if (!m_tournament)
        return tr("No tournament is open. Open or create one first.");
    QStringList existing;
    for (const Player &p : m_model->players())
        existing.append(p.name);
    QString problem = NameList::problems(names, existing);
    if (problem.isEmpty()) {
        DbError error;
        // With teams: one command, one undo (docs/rules.md §11).
        std::unique_ptr<Command> add = teams.isEmpty()
            ? std::unique_ptr<Command>(std::make_unique<AddPlayers>(names))
            : std::make_unique<AddPlayersWithTeams>(names, teams);
        if (!DeskHistory::of(m_tournament)->run(std::move(add), &error))
            problem = error.message;
    }
    if (!problem.isEmpty())
        return problem;
    reload();
    emit statusMessage(tr("%n player(s) added.", nullptr, int(names.size())));
    return {};
}

QString PlayersPanel::importNamesFile(const QString &path)
{
    QByteArray bytes;
    QString reason;
    // Never the open tournament file as a plain file (TournamentFiles::heldHere()).
    if (TournamentFiles::heldHere(path))
        reason = tr("it is the tournament open at this desk; choose a list of names");
    if (!reason.isEmpty() || !readInputFile(path, &bytes, &reason))
        return tr("Cannot read \"%1\": %2. Check the file and try again.").arg(path, reason);
    QStringList names;
    QString error;
    if (!NameList::fromCsv(bytes, &names, &error))
        return tr("Cannot import \"%1\": %2").arg(path, error);
    return addNames(names, NameList::teamsFromCsv(bytes));
}

void PlayersPanel::pasteList()
{
    auto *dialog = new PasteNamesDialog(
        [this](const QStringList &names, const QHash<QString, QString> &teams) {
            return addNames(names, teams);
        },
        this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setText(QApplication::clipboard()->text());
    dialog->open();
}

void PlayersPanel::focusSearch()
{
    m_search->setFocus();
    m_search->selectAll();
}

void PlayersPanel::focusNewName()
{
    m_nameEdit->setFocus();
}

QString PlayersPanel::message() const
{
    return m_message->isHidden() ? QString() : m_message->text();
}

void PlayersPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void PlayersPanel::retranslateUi()
{
    m_newLabel->setText(tr("&New player:"));
    m_nameEdit->setPlaceholderText(tr("Name, then Enter"));
    m_addButton->setText(tr("Add"));
    m_search->setPlaceholderText(tr("Search players (Ctrl+F)"));
    m_renameButton->setText(tr("Rename (F2)"));
    m_teamButton->setText(tr("Team (Ctrl+T)"));
    m_pasteButton->setText(tr("Paste a list…"));
    m_importButton->setText(tr("Import CSV…"));
    m_allPresentButton->setText(tr("&Mark all present"));
    m_allPresentButton->setToolTip(
        tr("Check-in: everybody not dropped is present for the next round. In the list, Space "
           "marks the selected player present or absent."));
    if (m_doorLabel) {
        m_doorLabel->setText(tr("At the door:"));
        m_doorEdit->setPlaceholderText(
            tr("Scan or type a registration code, or a name, then Enter (Ctrl+I)"));
        m_codesButton->setText(tr("Give codes"));
        m_codesButton->setToolTip(tr("A registration code for every player without one."));
        m_feeButton->setText(tr("Entry fee…"));
        m_doorPaperButton->setText(tr("Codes on paper"));
        updateDoor();
    }
    updateButtons();
    updateCount();
    updateCheckIn();
}

void PlayersPanel::toggleDropped()
{
    const QModelIndex index = m_filter->mapToSource(m_view->currentIndex());
    if (!m_tournament || m_tournament->isReadOnly() || !index.isValid())
        return;
    const Player p = m_model->playerAt(index.row());
    DbError error;
    if (!DeskHistory::of(m_tournament)
             ->run(std::make_unique<SetDropped>(p.id, !p.dropped), &error)) {
        showProblem(error.message);
        return;
    }
    reload();
    emit statusMessage(
        p.dropped
            ? tr("%1 is back and will be seated again.").arg(p.name)
            : tr("%1 is dropped: their results stay, they are not seated again.").arg(p.name));
}

void PlayersPanel::renameCurrent()
{
    const QModelIndex index = m_view->currentIndex();
    if (!index.isValid() || !m_tournament || m_tournament->isReadOnly())
        return;
    m_view->setFocus();
    m_view->edit(index.siblingAtColumn(PlayersModel::NameColumn));
}

void PlayersPanel::importCsv()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Import players"), QString(),
                                                      tr("CSV files (*.csv *.txt);;All files (*)"));
    if (path.isEmpty())
        return;
    showProblem(importNamesFile(path));
}

void PlayersPanel::showProblem(const QString &text)
{
    m_message->setText(text);
    m_message->setVisible(!text.isEmpty());
}

void PlayersPanel::updateButtons()
{
    const QModelIndex index = m_filter->mapToSource(m_view->currentIndex());
    // A window that follows another desk's file changes nothing.
    const bool writable = m_tournament && !m_tournament->isReadOnly();
    const bool has = writable && index.isValid();
    m_renameButton->setEnabled(has);
    m_teamButton->setEnabled(has);
    m_dropButton->setEnabled(has);
    m_removeButton->setEnabled(has);
    m_removeButton->setText(tr("Remove (Del)"));
    m_refereeButton->setEnabled(has);
    m_refereeButton->setText(tr("Referee… (F6)"));
    const bool dropped = has && m_model->playerAt(index.row()).dropped;
    m_dropButton->setText(dropped ? tr("Bring back (Ctrl+D)") : tr("Drop (Ctrl+D)"));
    m_nameEdit->setEnabled(writable);
    m_addButton->setEnabled(writable);
    m_pasteButton->setEnabled(writable);
    m_importButton->setEnabled(writable);
}

void PlayersPanel::updateCount()
{
    int dropped = 0;
    for (const Player &p : m_model->players())
        dropped += p.dropped ? 1 : 0;
    const int total = int(m_model->players().size());
    const QString players = tr("%n player(s)", nullptr, total);
    m_count->setText(dropped ? tr("%1, %2 dropped").arg(players).arg(dropped) : players);
}

QString PlayersPanel::currentName() const
{
    const qint64 id = currentId();
    for (const Player &p : m_model->players()) {
        if (p.id == id)
            return p.name;
    }
    return {};
}

qint64 PlayersPanel::currentId() const
{
    return m_view->currentIndex().data(PlayersModel::PlayerIdRole).toLongLong();
}

void PlayersPanel::selectPlayer(qint64 id)
{
    const int row = m_model->rowOf(id);
    if (row < 0)
        return;
    const QModelIndex index =
        m_filter->mapFromSource(m_model->index(row, PlayersModel::NameColumn));
    m_view->setCurrentIndex(index);
    m_view->scrollTo(index);
    updateButtons();
}

} // namespace ctd
