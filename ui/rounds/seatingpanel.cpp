#include "seatingpanel.h"

#include "commands/roundcommands.h"
#include "common/deskhistory.h"
#include "common/question.h"
#include "common/roomyrows.h"
#include "handseatingdialog.h"
#include "startrounddialog.h"
#include "tableplan.h"
#include "tournament/rounds.h"
#include "tournament/seatinginput.h"
#include "tournament/teams.h"
#include "tournament/tournament.h"

#include <QCoreApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QProgressDialog>
#include <QPushButton>
#include <QSet>
#include <QShowEvent>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <memory>

namespace ctd {

SeatingPanel::SeatingPanel(QWidget *parent)
    : QWidget(parent)
    , m_heading(new QLabel(this))
    , m_seedInfo(new QLabel(this))
    , m_absentInfo(new QLabel(this))
    , m_apartInfo(new QLabel(this))
    , m_draftInfo(new QLabel(this))
    , m_tree(new QTreeWidget(this))
    , m_startButton(new QPushButton(this))
    , m_moveButton(new QPushButton(this))
    , m_removeButton(new QPushButton(this))
    , m_cutButton(new QPushButton(this))
    , m_planButton(new QPushButton(this))
    , m_turnButton(new QPushButton(this))
    , m_apartButton(new QPushButton(this))
    , m_publishButton(new QPushButton(this))
{
    m_turnButton->setObjectName(QStringLiteral("turnOrderButton"));
    m_absentInfo->setObjectName(QStringLiteral("absentInfo"));
    m_apartInfo->setObjectName(QStringLiteral("apartInfo"));
    m_apartButton->setObjectName(QStringLiteral("apartButton"));
    m_moveButton->setObjectName(QStringLiteral("moveButton"));
    m_draftInfo->setObjectName(QStringLiteral("draftInfo"));
    m_publishButton->setObjectName(QStringLiteral("publishButton"));
    m_publishButton->hide();
    for (QLabel *label : {m_absentInfo, m_apartInfo, m_draftInfo}) {
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        label->hide();
    }
    m_apartInfo->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_draftInfo->setStyleSheet(QStringLiteral("color: #8a4b00; font-weight: bold;"));
    m_planButton->setObjectName(QStringLiteral("planButton"));
    m_cutButton->setObjectName(QStringLiteral("cutButton"));
    m_tree->setObjectName(QStringLiteral("seatingTree"));
    m_seedInfo->setObjectName(QStringLiteral("seedInfo"));
    m_seedInfo->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_tree->setColumnCount(2);
    m_tree->setItemDelegate(new RoomyRows(m_tree));
    m_tree->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    QFont bold = m_heading->font();
    bold.setBold(true);
    m_heading->setFont(bold);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_publishButton);
    buttons->addWidget(m_startButton);
    buttons->addWidget(m_moveButton);
    buttons->addWidget(m_planButton);
    buttons->addWidget(m_cutButton);
    buttons->addWidget(m_turnButton);
    buttons->addWidget(m_apartButton);
    buttons->addStretch(1);
    buttons->addWidget(m_removeButton);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_heading);
    layout->addWidget(m_seedInfo);
    layout->addWidget(m_draftInfo);
    layout->addWidget(m_absentInfo);
    layout->addWidget(m_apartInfo);
    layout->addWidget(m_tree, 1);
    layout->addLayout(buttons);
    connect(m_startButton, &QPushButton::clicked, this, &SeatingPanel::startRound);
    connect(m_moveButton, &QPushButton::clicked, this, &SeatingPanel::movePlayer);
    connect(m_removeButton, &QPushButton::clicked, this, &SeatingPanel::removeLastRound);
    connect(m_cutButton, &QPushButton::clicked, this, &SeatingPanel::proposeCut);
    connect(m_planButton, &QPushButton::clicked, this, &SeatingPanel::planAllRounds);
    connect(m_turnButton, &QPushButton::clicked, this, &SeatingPanel::recordTurnOrder);
    connect(m_apartButton, &QPushButton::clicked, this, &SeatingPanel::editKeepApart);
    connect(m_publishButton, &QPushButton::clicked, this, [this] {
        const QString problem = publishRounds();
        if (!problem.isEmpty())
            tellUser(this, QMessageBox::Warning, tr("Round not published"), problem);
    });
    retranslateUi();
}

void SeatingPanel::setTournament(Tournament *tournament)
{
    if (m_tournament)
        disconnect(m_tournament->notifier(), nullptr, this, nullptr);
    m_tournament = tournament;
    if (m_tournament) {
        // What any desk changes in the tournament shows here.
        connect(m_tournament->notifier(), &Notifier::playersChanged, this, &SeatingPanel::refresh);
        connect(m_tournament->notifier(), &Notifier::roundSeated, this, &SeatingPanel::refresh);
        connect(m_tournament->notifier(), &Notifier::roundRemoved, this, &SeatingPanel::refresh);
        connect(m_tournament->notifier(), &Notifier::roundPublished, this,
                &SeatingPanel::updateDraft);
        // A saved or undone sheet changes no seat, only whether players may
        // still be moved: the buttons, not the 2,000 seats.
        connect(m_tournament->notifier(), &Notifier::sheetSaved, this,
                &SeatingPanel::resultsChanged);
        connect(m_tournament->notifier(), &Notifier::sheetUndone, this,
                &SeatingPanel::resultsChanged);
        connect(m_tournament->notifier(), &Notifier::resultsImported, this, &SeatingPanel::refresh);
        connect(m_tournament->notifier(), &Notifier::stagesChanged, this, &SeatingPanel::refresh);
    }
    m_round = 0;
    refresh();
}

quint64 SeatingPanel::seedOf(int round) const
{
    return m_tournament && m_tournament->isOpen() && round >= 1
        ? m_tournament->rounds().roundSeed(round)
        : 0;
}

void SeatingPanel::setRound(int round)
{
    m_round = round;
    refresh();
}

QList<qint64> SeatingPanel::activePlayers() const
{
    if (!m_tournament || !m_tournament->isOpen())
        return {};
    // The check-in's no-shows sit this round out; dropped players every round.
    return playersToSeat(*m_tournament, m_tournament->rounds().roundCount() + 1);
}

bool SeatingPanel::roundHasResults(int round) const
{
    if (!m_tournament || round < 1)
        return false;
    return m_tournament->rounds().hasResults(round);
}

void SeatingPanel::refresh()
{
    // Hidden behind another page the tree waits: filled when the page is shown.
    m_treeStale = !isVisible();
    if (m_treeStale)
        m_tree->clear();
    else
        fillTree();
    retranslateUi();
}

void SeatingPanel::resultsChanged()
{
    m_buttonsStale = !isVisible();
    if (!m_buttonsStale)
        updateButtons();
}

void SeatingPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_treeStale) {
        m_treeStale = false;
        fillTree();
    }
    if (m_buttonsStale)
        updateButtons();
}

void SeatingPanel::fillTree()
{
    m_tree->clear();
    const bool open = m_tournament && m_tournament->isOpen();
    // Teammates count as kept apart (docs/rules.md §11).
    m_apart = open ? seatingApartPairs(*m_tournament) : QList<QPair<qint64, qint64>>();
    QStringList together;
    // A semi-final's or final's tables are the cut's: nobody can move to keep
    // a pair (teammates) apart, so they are not flagged there.
    const bool cut =
        open && m_tournament->rounds().stages().value(m_round, Stage::Prelim) != Stage::Prelim;
    if (open && m_round >= 1) {
        // Who shared a table in an earlier round: such a pair meets again.
        QSet<QPair<qint64, qint64>> met;
        for (int r = 1; r < m_round; ++r) {
            for (const SeatedTable &t : m_tournament->rounds().tables(r)) {
                for (int i = 0; i < t.playerIds.size(); ++i) {
                    for (int j = i + 1; j < t.playerIds.size(); ++j)
                        met.insert(qMakePair(qMin(t.playerIds[i], t.playerIds[j]),
                                             qMax(t.playerIds[i], t.playerIds[j])));
                }
            }
        }
        for (const SeatedTable &t : m_tournament->rounds().tables(m_round)) {
            auto *item = new QTreeWidgetItem(m_tree);
            item->setText(0, tr("Table %1").arg(t.table));
            QStringList again;
            for (int i = 0; i < t.playerIds.size(); ++i) {
                for (int j = i + 1; j < t.playerIds.size(); ++j) {
                    if (met.contains(qMakePair(qMin(t.playerIds[i], t.playerIds[j]),
                                               qMax(t.playerIds[i], t.playerIds[j]))))
                        again.append(tr("%1 and %2").arg(t.names.value(i), t.names.value(j)));
                }
            }
            QString summary = tr("%n player(s)", nullptr, int(t.names.size()));
            if (!again.isEmpty())
                summary = tr("%1; meet again: %2").arg(summary, again.join(QStringLiteral(", ")));
            const QString apart = cut ? QString() : apartTogether(t);
            if (!apart.isEmpty()) {
                summary = tr("%1; kept apart, but at this table: %2").arg(summary, apart);
                together.append(tr("table %1: %2").arg(t.table).arg(apart));
            }
            item->setText(1, summary);
            item->setData(0, Qt::UserRole, t.table);
            for (int seat = 0; seat < t.names.size(); ++seat) {
                auto *child = new QTreeWidgetItem(item);
                child->setText(0, tr("Seat %1").arg(seat + 1));
                // Seat 1 starts the game; the others follow in seat order.
                child->setText(
                    1, seat == 0 ? tr("%1 (starts)").arg(t.names.at(seat)) : t.names.at(seat));
                child->setData(0, Qt::UserRole + 1, t.playerIds.value(seat));
            }
        }
        m_tree->expandAll();
    }
    // The check-in's no-shows of this round, and pairs the draw could not keep apart.
    const QStringList absent = absentNames(m_round);
    m_absentInfo->setText(absent.isEmpty() ? QString()
                                           : tr("Absent in round %1 (not dropped): %2.")
                                                 .arg(m_round)
                                                 .arg(absent.join(QStringLiteral(", "))));
    m_absentInfo->setVisible(!absent.isEmpty());
    m_apartInfo->setText(together.isEmpty()
                             ? QString()
                             : tr("Kept apart, but seated together: %1. A player can still "
                                  "move while the table has no result.")
                                   .arg(together.join(QStringLiteral("; "))));
    m_apartInfo->setVisible(!together.isEmpty());
}

void SeatingPanel::removeLastRound()
{
    if (!m_tournament || m_tournament->isReadOnly() || m_tournament->rounds().roundCount() < 1)
        return;
    const int last = m_tournament->rounds().roundCount();
    if (roundHasResults(last)) {
        tellUser(this, QMessageBox::Information, tr("Round kept"),
                 tr("Round %1 has results and cannot be removed.").arg(last));
        return;
    }
    const auto remove = [this, last] {
        DbError error;
        if (!DeskHistory::of(m_tournament)->run(std::make_unique<RemoveLastRound>(), &error)) {
            tellUser(this, QMessageBox::Warning, tr("Round kept"), error.message);
            return;
        }
        emit roundsChanged(last - 1);
        emit statusMessage(tr("Round %1 removed.").arg(last));
    };
    // A draft nobody has seen goes without a question (Ctrl+Z brings it back).
    if (draftRound() == last) {
        remove();
        return;
    }
    askQuestion(
        this, QMessageBox::Question, tr("Remove round %1").arg(last),
        tr("Remove round %1 and its seating? It has no results yet.").arg(last),
        {{QMessageBox::AcceptRole, tr("&Remove round")}, {QMessageBox::RejectRole, tr("&Keep it")}},
        1, [remove](int chosen) {
            if (chosen == 0)
                remove();
        });
}

void SeatingPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        refresh();
    }
    QWidget::changeEvent(event);
}

void SeatingPanel::retranslateUi()
{
    m_tree->setHeaderLabels({tr("Table / seat"), tr("Player")});
    const bool open = m_tournament && m_tournament->isOpen();
    const int rounds = open ? m_tournament->rounds().roundCount() : 0;
    const Stage stage =
        open ? m_tournament->rounds().stages().value(m_round, Stage::Prelim) : Stage::Prelim;
    m_heading->setText(
        m_round < 1                     ? tr("No round yet. Add the players, then start round 1.")
            : stage == Stage::Semifinal ? tr("Seating of round %1, the semi-final").arg(m_round)
            : stage == Stage::Final     ? tr("Seating of round %1, the final").arg(m_round)
                                        : tr("Seating of round %1").arg(m_round));
    const QString overruled = open && stage != Stage::Prelim
        ? m_tournament->rounds().overruled().value(m_round)
        : QString();
    if (!overruled.isEmpty())
        m_heading->setText(
            m_heading->text() + QLatin1Char('\n')
            + tr("Players chosen by the director against the cut: %1").arg(overruled));
    const quint64 seed = seedOf(m_round);
    m_seedInfo->setText(
        seed ? tr("Drawn with seed %1. The same seed and players repeat this draw.").arg(seed)
             : QString());
    m_seedInfo->setVisible(seed != 0);
    const int draft = draftRound();
    m_startButton->setText(draft ? tr("Draw round %1 again…").arg(draft)
                                 : tr("Start round %1…").arg(rounds + 1));
    m_moveButton->setText(tr("Move a player…"));
    m_removeButton->setText(tr("Remove round %1").arg(qMax(1, rounds)));
    m_cutButton->setText(tr("Se&at the cut…"));
    m_planButton->setText(tr("Pla&n all rounds…"));
    m_turnButton->setText(tr("T&urn order…"));
    m_turnButton->setToolTip(tr("A semi-final's or final's players chose their turn order in "
                                "order of preliminary rank: record it as the seat order."));
    m_apartButton->setText(tr("&Keep apart…"));
    m_apartButton->setToolTip(
        tr("The pairs of players the draw keeps apart (%n now).", nullptr, int(m_apart.size())));
    m_planButton->setToolTip(tr("Plans table and starting player of every preliminary round not "
                                "played yet, at once; plan again after a drop or a late arrival."));
    m_cutButton->setToolTip(tr("After the preliminary rounds: the semi-final or final of the best "
                               "players, seated by preliminary rank; Turn order records the "
                               "turn order they chose."));
    updateButtons();
}

void SeatingPanel::updateButtons()
{
    m_buttonsStale = false;
    // A window that follows another desk's file seats nobody.
    const bool open = m_tournament && m_tournament->isOpen() && !m_tournament->isReadOnly();
    const int rounds = open ? m_tournament->rounds().roundCount() : 0;
    m_startButton->setEnabled(open);
    m_moveButton->setEnabled(open && m_round >= 1 && roundHasFreeTable(m_round));
    m_apartButton->setEnabled(open && !m_tournament->isReadOnly());
    m_removeButton->setEnabled(open && rounds >= 1 && !roundHasResults(rounds));
    m_cutButton->setEnabled(open && !possibleCutsNow().isEmpty());
    m_planButton->setEnabled(open && m_tournament->rounds().stages().isEmpty());
    m_turnButton->setEnabled(open && m_round >= 1
                             && m_tournament->rounds().stages().value(m_round, Stage::Prelim)
                                 != Stage::Prelim
                             && !roundHasResults(m_round));
    updateDraft();
}

} // namespace ctd
