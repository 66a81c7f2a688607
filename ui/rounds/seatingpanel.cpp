#include "seatingpanel.h"

#include "handseatingdialog.h"
#include "moveplayerdialog.h"
#include "common/question.h"
#include "scoring/seating.h"
#include "startrounddialog.h"
#include "tableplan.h"
#include "tournament/tournament.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace ctd {

SeatingPanel::SeatingPanel(QWidget *parent)
    : QWidget(parent)
    , m_heading(new QLabel(this))
    , m_seedInfo(new QLabel(this))
    , m_tree(new QTreeWidget(this))
    , m_startButton(new QPushButton(this))
    , m_moveButton(new QPushButton(this))
    , m_removeButton(new QPushButton(this))
{
    m_tree->setObjectName(QStringLiteral("seatingTree"));
    m_seedInfo->setObjectName(QStringLiteral("seedInfo"));
    m_seedInfo->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_tree->setColumnCount(2);
    m_tree->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    QFont bold = m_heading->font();
    bold.setBold(true);
    m_heading->setFont(bold);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_startButton);
    buttons->addWidget(m_moveButton);
    buttons->addStretch(1);
    buttons->addWidget(m_removeButton);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_heading);
    layout->addWidget(m_seedInfo);
    layout->addWidget(m_tree, 1);
    layout->addLayout(buttons);
    connect(m_startButton, &QPushButton::clicked, this, &SeatingPanel::startRound);
    connect(m_moveButton, &QPushButton::clicked, this, &SeatingPanel::movePlayer);
    connect(m_removeButton, &QPushButton::clicked, this, &SeatingPanel::removeLastRound);
    retranslateUi();
}

void SeatingPanel::setTournament(Tournament *tournament)
{
    if (m_tournament)
        disconnect(m_tournament, nullptr, this, nullptr);
    m_tournament = tournament;
    if (m_tournament) {
        // What any desk changes in the tournament shows here.
        connect(m_tournament, &Tournament::playersChanged, this, &SeatingPanel::refresh);
        connect(m_tournament, &Tournament::roundSeated, this, &SeatingPanel::refresh);
        connect(m_tournament, &Tournament::roundRemoved, this, &SeatingPanel::refresh);
        // A saved or undone sheet changes no seat, only whether players may
        // still be moved: the buttons, not the 2,000 seats.
        connect(m_tournament, &Tournament::sheetSaved, this, &SeatingPanel::updateButtons);
        connect(m_tournament, &Tournament::sheetUndone, this, &SeatingPanel::updateButtons);
        connect(m_tournament, &Tournament::resultsImported, this, &SeatingPanel::refresh);
    }
    m_seeds.clear();
    m_round = 0;
    refresh();
}

void SeatingPanel::setRound(int round)
{
    m_round = round;
    refresh();
}

QList<qint64> SeatingPanel::activePlayers() const
{
    QList<qint64> ids;
    if (!m_tournament)
        return ids;
    for (const Player &p : m_tournament->players()) {
        if (!p.dropped)
            ids.append(p.id);
    }
    return ids;
}

bool SeatingPanel::roundHasResults(int round) const
{
    if (!m_tournament || round < 1)
        return false;
    return m_tournament->hasResults(round);
}

void SeatingPanel::refresh()
{
    m_tree->clear();
    const bool open = m_tournament && m_tournament->isOpen();
    if (open && m_round >= 1) {
        for (const SeatedTable &t : m_tournament->tables(m_round)) {
            auto *item = new QTreeWidgetItem(m_tree);
            item->setText(0, tr("Table %1").arg(t.table));
            item->setText(1, tr("%n player(s)", nullptr, int(t.names.size())));
            item->setData(0, Qt::UserRole, t.table);
            for (int seat = 0; seat < t.names.size(); ++seat) {
                auto *child = new QTreeWidgetItem(item);
                child->setText(0, tr("Seat %1").arg(seat + 1));
                child->setText(1, t.names.at(seat));
                child->setData(0, Qt::UserRole + 1, t.playerIds.value(seat));
            }
        }
        m_tree->expandAll();
    }
    retranslateUi();
}

void SeatingPanel::startRound()
{
    if (!m_tournament)
        return;
    const int next = m_tournament->roundCount() + 1;
    auto *dialog = new StartRoundDialog(next, int(activePlayers().size()), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog, next] {
        if (!dialog->byHand()) {
            const QString problem = drawNextRound(dialog->seed());
            if (!problem.isEmpty())
                tellUser(this, QMessageBox::Warning, tr("Round not started"), problem);
            return;
        }
        QList<Player> players;
        for (const Player &p : m_tournament->players()) {
            if (!p.dropped)
                players.append(p);
        }
        auto *hand = new HandSeatingDialog(next, players, this);
        hand->setAttribute(Qt::WA_DeleteOnClose);
        connect(hand, &QDialog::accepted, this, [this, hand] {
            const QString problem = addNextRound(hand->tables());
            if (!problem.isEmpty())
                tellUser(this, QMessageBox::Warning, tr("Round not started"), problem);
        });
        hand->open();
    });
    dialog->open();
}

QString SeatingPanel::drawNextRound(quint64 seed)
{
    if (!m_tournament)
        return tr("No tournament is open.");
    SeatingInput input;
    input.players = activePlayers();
    input.keepApart = m_tournament->keepApart();
    // Earlier rounds let the draw avoid repeat meetings where it can.
    for (int r = 1; r <= m_tournament->roundCount(); ++r) {
        QList<QList<qint64>> round;
        for (const SeatedTable &t : m_tournament->tables(r))
            round.append(t.playerIds);
        input.history.append(round);
    }
    input.mode = SeatingMode::Random;
    input.seed = seed;
    const SeatingResult result = seatRound(input);
    if (!result.ok)
        return result.error.isEmpty() ? TablePlan::describe(int(input.players.size())) : result.error;
    const QString problem = addNextRound(result.tables);
    if (problem.isEmpty()) {
        const int round = m_tournament->roundCount();
        m_seeds.insert(round, seed);
        refresh();
        emit statusMessage(tr("Round %1 drawn with seed %2.").arg(round).arg(seed));
    }
    return problem;
}

QString SeatingPanel::addNextRound(const QList<QList<qint64>> &tables)
{
    DbError error;
    if (!m_tournament->addRound(tables, &error))
        return error.message;
    const int round = m_tournament->roundCount();
    m_round = round;
    emit roundsChanged(round);
    emit statusMessage(
        tr("Round %1 started with %n table(s).", nullptr, int(tables.size())).arg(round));
    return {};
}

void SeatingPanel::movePlayer()
{
    if (!m_tournament || m_round < 1)
        return;
    if (roundHasResults(m_round)) {
        tellUser(this, QMessageBox::Information, tr("Seating is fixed"),
                 tr("Round %1 has results, so its seating can no longer change. Undo or remove "
                    "its results first.").arg(m_round));
        return;
    }
    qint64 current = 0;
    if (QTreeWidgetItem *item = m_tree->currentItem())
        current = item->data(0, Qt::UserRole + 1).toLongLong();
    auto *dialog = new MovePlayerDialog(m_tournament->tables(m_round), current, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    const int round = m_round;
    connect(dialog, &QDialog::accepted, this, [this, dialog, round] {
        DbError error;
        if (!m_tournament->reseatRound(round, dialog->result(), &error)) {
            tellUser(this, QMessageBox::Warning, tr("Player not moved"), error.message);
            return;
        }
        refresh();
        emit roundsChanged(round);
        emit statusMessage(tr("Round %1: seating changed.").arg(round));
    });
    dialog->open();
}

void SeatingPanel::removeLastRound()
{
    if (!m_tournament || m_tournament->roundCount() < 1)
        return;
    const int last = m_tournament->roundCount();
    if (roundHasResults(last)) {
        tellUser(this, QMessageBox::Information, tr("Round kept"),
                 tr("Round %1 has results and cannot be removed.").arg(last));
        return;
    }
    askQuestion(this, QMessageBox::Question, tr("Remove round %1").arg(last),
                tr("Remove round %1 and its seating? It has no results yet.").arg(last),
                {{QMessageBox::AcceptRole, tr("&Remove round")},
                 {QMessageBox::RejectRole, tr("&Keep it")}},
                1, [this, last](int chosen) {
                    if (chosen != 0)
                        return;
                    DbError error;
                    if (!m_tournament->removeLastRound(&error)) {
                        tellUser(this, QMessageBox::Warning, tr("Round kept"), error.message);
                        return;
                    }
                    m_seeds.remove(last);
                    emit roundsChanged(last - 1);
                    emit statusMessage(tr("Round %1 removed.").arg(last));
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
    const int rounds = open ? m_tournament->roundCount() : 0;
    m_heading->setText(m_round >= 1 ? tr("Seating of round %1").arg(m_round)
                                    : tr("No round yet. Add the players, then start round 1."));
    const quint64 seed = m_seeds.value(m_round);
    m_seedInfo->setText(seed ? tr("Drawn with seed %1. The same seed and players repeat this draw.")
                                   .arg(seed)
                             : QString());
    m_seedInfo->setVisible(seed != 0);
    m_startButton->setText(tr("Start round %1…").arg(rounds + 1));
    m_moveButton->setText(tr("Move a player…"));
    m_removeButton->setText(tr("Remove round %1").arg(qMax(1, rounds)));
    updateButtons();
}

void SeatingPanel::updateButtons()
{
    const bool open = m_tournament && m_tournament->isOpen();
    const int rounds = open ? m_tournament->roundCount() : 0;
    m_startButton->setEnabled(open);
    m_moveButton->setEnabled(open && m_round >= 1 && !roundHasResults(m_round));
    m_removeButton->setEnabled(open && rounds >= 1 && !roundHasResults(rounds));
}

} // namespace ctd
