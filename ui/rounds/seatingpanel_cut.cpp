// The cut after the preliminary rounds (docs/rules.md §9): the desk proposes
// who plays the semi-final or final and seats them by preliminary rank.
#include "seatingpanel.h"

#include "commands/roundcommands.h"
#include "common/deskhistory.h"
#include "common/question.h"
#include "cutdialog.h"
#include "tournament/ranking.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"
#include "tournament/schedule.h"
#include "tournament/seatinginput.h"
#include "tournament/tournament.h"
#include "turnorderdialog.h"

#include <QInputDialog>
#include <QRandomGenerator>
#include <QTreeWidget>

#include <QHash>
#include <QSet>

namespace ctd {

namespace {

QSet<QString> droppedOf(const Tournament &t)
{
    QSet<QString> out;
    for (const Player &p : t.roster().players()) {
        if (p.dropped)
            out.insert(p.name);
    }
    return out;
}

} // namespace

QList<Stage> SeatingPanel::possibleCutsNow() const
{
    if (!m_tournament || !m_tournament->isOpen())
        return {};
    const int rounds = m_tournament->rounds().roundCount();
    if (rounds < 1)
        return {};
    // Every table of the last round complete: asked of that round alone, not
    // by reading its 500 tables with their seats.
    if (m_tournament->rounds().completedRounds(nullptr, rounds - 1) < rounds)
        return {};
    const StageMap stages = m_tournament->rounds().stages();
    if (stages.values().contains(Stage::Final))
        return {};
    if (stages.values().contains(Stage::Semifinal))
        return {Stage::Final};
    return possibleCuts(int(activePlayers().size()));
}

QList<QStringList> SeatingPanel::cutProposal(Stage stage) const
{
    if (!m_tournament)
        return {};
    return cutTablesFor(*m_tournament, stage, nullptr);
}

QString SeatingPanel::seatCut(Stage stage)
{
    return seatCut(stage, {}, QString());
}

QString SeatingPanel::seatCut(Stage stage, const QList<QStringList> &chosen,
                              const QString &overruled)
{
    if (!possibleCutsNow().contains(stage))
        return tr("No %1 can be seated now: the last round needs all its results, and the "
                  "stages follow one another.")
            .arg(stage == Stage::Semifinal ? tr("semi-final") : tr("final"));
    const QList<QStringList> cut = chosen.isEmpty() ? cutProposal(stage) : chosen;
    if (cut.isEmpty())
        return tr("Too few players for a %1.")
            .arg(stage == Stage::Semifinal ? tr("semi-final") : tr("final"));
    QHash<QString, qint64> ids;
    for (const Player &p : m_tournament->roster().players())
        ids.insert(p.name, p.id);
    QList<QList<qint64>> tables;
    for (const QStringList &t : cut) {
        QList<qint64> seats;
        for (const QString &name : t)
            seats.append(ids.value(name));
        tables.append(seats);
    }
    // The round and its stage in one change: no desk ever sees one without the other.
    const QString problem = addNextRound(tables, 0, 0, stage, overruled);
    if (!problem.isEmpty())
        return problem;
    refresh();
    return {};
}

void SeatingPanel::chooseCutPlayers()
{
    QList<CutDialog::Offer> offers;
    for (Stage s : possibleCutsNow()) {
        const QList<QStringList> cut = cutProposal(s);
        if (!cut.isEmpty())
            offers.append({s, cut});
    }
    if (offers.isEmpty())
        return;
    // Everybody who may play, best preliminary rank first.
    QSet<QString> dropped = droppedOf(*m_tournament);
    QStringList players;
    for (const StandingsRow &row : m_tournament->ranking().standings()) {
        if (!dropped.contains(row.player))
            players.append(row.player);
    }
    auto *dialog = new CutDialog(offers, players, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        const Stage stage = dialog->stage();
        const QString problem =
            seatCut(stage, dialog->tables(), dialog->overrules() ? dialog->reason() : QString());
        if (!problem.isEmpty())
            tellUser(this, QMessageBox::Warning, tr("Cut not seated"), problem);
        else
            emit statusMessage(stage == Stage::Semifinal ? tr("The semi-final is seated.")
                                                         : tr("The final is seated."));
    });
    dialog->open();
}

void SeatingPanel::recordTurnOrder()
{
    if (!m_tournament || m_round < 1
        || m_tournament->rounds().stages().value(m_round, Stage::Prelim) == Stage::Prelim)
        return;
    if (roundHasResults(m_round)) {
        tellUser(this, QMessageBox::Information, tr("Seating is fixed"),
                 tr("Round %1 has results, so its seating can no longer change. Undo or remove "
                    "its results first.")
                     .arg(m_round));
        return;
    }
    int table = 0;
    if (QTreeWidgetItem *item = m_tree->currentItem()) {
        while (item->parent())
            item = item->parent();
        table = item->data(0, Qt::UserRole).toInt();
    }
    const int round = m_round;
    auto *dialog = new TurnOrderDialog(m_tournament->rounds().tables(round), table, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog, round] {
        DbError error;
        if (!DeskHistory::of(m_tournament)
                 ->run(std::make_unique<ReseatRounds>(round, QList<Seating>{dialog->result()}),
                       &error)) {
            tellUser(this, QMessageBox::Warning, tr("Turn order not recorded"), error.message);
            return;
        }
        refresh();
        emit roundsChanged(round);
        emit statusMessage(tr("Round %1: the turn order is recorded.").arg(round));
    });
    dialog->open();
}

void SeatingPanel::proposeCut()
{
    const QList<Stage> cuts = possibleCutsNow();
    if (cuts.isEmpty())
        return;
    QString text;
    QList<QuestionButton> buttons;
    for (Stage s : cuts) {
        const QList<QStringList> cut = cutProposal(s);
        if (cut.isEmpty())
            continue;
        text += (s == Stage::Semifinal ? tr("Semi-final:") : tr("Final:")) + QLatin1Char('\n');
        for (qsizetype t = 0; t < cut.size(); ++t)
            text += tr("Table %1: %2").arg(t + 1).arg(cut[t].join(QStringLiteral(", ")))
                + QLatin1Char('\n');
        text += QLatin1Char('\n');
        buttons.append(
            {QMessageBox::AcceptRole,
             s == Stage::Semifinal ? tr("Seat the &semi-final") : tr("Seat the &final")});
    }
    if (buttons.isEmpty())
        return;
    text += tr("Seats follow the preliminary rank; the players then choose their turn order, "
               "which Turn order records. Where the rules cannot be followed, choose the "
               "players yourself and say why.");
    QList<Stage> offered;
    for (Stage s : cuts) {
        if (!cutProposal(s).isEmpty())
            offered.append(s);
    }
    buttons.append({QMessageBox::ActionRole, tr("C&hoose the players…")});
    buttons.append({QMessageBox::RejectRole, tr("&Not yet")});
    askQuestion(this, QMessageBox::Question, tr("The cut"), text, buttons, 0,
                [this, offered](int chosen) {
                    if (chosen == offered.size()) {
                        chooseCutPlayers();
                        return;
                    }
                    if (chosen < 0 || chosen >= offered.size())
                        return;
                    const QString problem = seatCut(offered[chosen]);
                    if (!problem.isEmpty())
                        tellUser(this, QMessageBox::Warning, tr("Cut not seated"), problem);
                    else
                        emit statusMessage(offered[chosen] == Stage::Semifinal
                                               ? tr("The semi-final is seated.")
                                               : tr("The final is seated."));
                });
}

QString SeatingPanel::planRounds(int rounds, quint64 seed)
{
    if (!m_tournament)
        return {};
    DbError error;
    auto command = std::make_unique<PlanRounds>(rounds, seed);
    command->holdAsDrafts(holdsDrafts());
    const PlanRounds *planned = DeskHistory::of(m_tournament)->run(std::move(command), &error);
    if (!planned)
        return error.message;
    const SchedulePlan plan = planned->plan();
    if (plan.rounds.isEmpty()) {
        emit statusMessage(tr("Every preliminary round has been played: nothing left to plan."));
        return {};
    }
    const int last = plan.firstRound + int(plan.rounds.size()) - 1;
    m_round = plan.firstRound;
    refresh();
    emit roundsChanged(plan.firstRound);
    emit statusMessage(
        tr("Rounds %1 to %2 planned. %3").arg(plan.firstRound).arg(last).arg(plan.explanation));
    return {};
}

void SeatingPanel::planAllRounds()
{
    if (!m_tournament)
        return;
    const int have = m_tournament->rounds().roundCount();
    auto *dialog = new QInputDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Plan all rounds"));
    dialog->setLabelText(tr("Preliminary rounds in all (the played ones stay as they are):"));
    dialog->setInputMode(QInputDialog::IntInput);
    dialog->setIntRange(std::max(1, have), 16);
    dialog->setIntValue(std::max(3, have));
    connect(dialog, &QInputDialog::intValueSelected, this, [this](int rounds) {
        const QString problem = planRounds(rounds, QRandomGenerator::system()->generate64() >> 1);
        if (!problem.isEmpty())
            tellUser(this, QMessageBox::Warning, tr("Rounds not planned"), problem);
    });
    dialog->open();
}

} // namespace ctd
