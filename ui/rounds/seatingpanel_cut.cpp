// The cut after the preliminary rounds (docs/rules.md §9): the desk proposes
// who plays the semi-final or final and seats them by preliminary rank.
#include "seatingpanel.h"

#include "common/question.h"
#include "tournament/schedule.h"
#include "tournament/tournament.h"

#include <QInputDialog>
#include <QRandomGenerator>

#include <QHash>
#include <QSet>

namespace ctd {

namespace {

QSet<QString> droppedOf(const Tournament &t)
{
    QSet<QString> out;
    for (const Player &p : t.players()) {
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
    const int rounds = m_tournament->roundCount();
    if (rounds < 1)
        return {};
    // Every table of the last round complete: asked of that round alone, not
    // by reading its 500 tables with their seats.
    if (m_tournament->completedRounds(nullptr, rounds - 1) < rounds)
        return {};
    const StageMap stages = m_tournament->stages();
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
    // Before the final has a result, the standings are the preliminary ones.
    const QList<StandingsRow> prelim = m_tournament->standings();
    QList<TableScore> semifinal;
    const StageMap stages = m_tournament->stages();
    const RuleSet rules = m_tournament->info().rules;
    for (auto it = stages.cbegin(); it != stages.cend(); ++it) {
        if (it.value() != Stage::Semifinal)
            continue;
        for (const TableSheet &t : m_tournament->sheets(false)) {
            if (t.round == it.key())
                semifinal += scoreTables({t}, rules);
        }
    }
    return cutTables(stage, prelim, droppedOf(*m_tournament), semifinal);
}

QString SeatingPanel::seatCut(Stage stage)
{
    if (!possibleCutsNow().contains(stage))
        return tr("No %1 can be seated now: the last round needs all its results, and the "
                  "stages follow one another.")
            .arg(stage == Stage::Semifinal ? tr("semi-final") : tr("final"));
    const QList<QStringList> cut = cutProposal(stage);
    if (cut.isEmpty())
        return tr("Too few players for a %1.")
            .arg(stage == Stage::Semifinal ? tr("semi-final") : tr("final"));
    QHash<QString, qint64> ids;
    for (const Player &p : m_tournament->players())
        ids.insert(p.name, p.id);
    QList<QList<qint64>> tables;
    for (const QStringList &t : cut) {
        QList<qint64> seats;
        for (const QString &name : t)
            seats.append(ids.value(name));
        tables.append(seats);
    }
    const QString problem = addNextRound(tables);
    if (!problem.isEmpty())
        return problem;
    const int round = m_tournament->roundCount();
    DbError error;
    QList<Problem> problems;
    if (!m_tournament->setStage(round, stage, QString(), &problems, &error)) {
        DbError ignored;
        m_tournament->removeLastRound(&ignored);
        emit roundsChanged(round - 1);
        return problems.isEmpty() ? error.message : problems.first().message;
    }
    refresh();
    emit roundsChanged(round);
    return {};
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
               "which Move a player records.");
    QList<Stage> offered;
    for (Stage s : cuts) {
        if (!cutProposal(s).isEmpty())
            offered.append(s);
    }
    buttons.append({QMessageBox::RejectRole, tr("&Not yet")});
    askQuestion(this, QMessageBox::Question, tr("The cut"), text, buttons, 0,
                [this, offered](int chosen) {
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
    SchedulePlan plan;
    DbError error;
    if (!planPreliminaryRounds(*m_tournament, rounds, seed, &plan, &error))
        return error.message;
    if (plan.rounds.isEmpty()) {
        emit statusMessage(tr("Every preliminary round has been played: nothing left to plan."));
        return {};
    }
    const int last = plan.firstRound + int(plan.rounds.size()) - 1;
    for (int r = plan.firstRound; r <= last; ++r) {
        DbError seedError;
        if (!m_tournament->setRoundSeed(r, seed, &seedError))
            emit statusMessage(seedError.message);
    }
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
    const int have = m_tournament->roundCount();
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
