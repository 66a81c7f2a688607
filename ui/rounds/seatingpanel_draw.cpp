// The Seating page's draw of the next round: the dialog, the engine's draw
// (at random, by standings, with a longer search) and storing the round.
#include "seatingpanel.h"

#include "commands/roundcommands.h"
#include "common/deskhistory.h"
#include "common/question.h"
#include "handseatingdialog.h"
#include "scoring/seating/seating.h"
#include "startrounddialog.h"
#include "tableplan.h"
#include "tournament/reports.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"
#include "tournament/seatinginput.h"
#include "tournament/tournament.h"

#include <QCoreApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressDialog>
#include <QPushButton>
#include <QShowEvent>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <memory>

namespace ctd {

void SeatingPanel::startRound()
{
    if (!m_tournament || m_tournament->isReadOnly())
        return;
    // A round over one still being played is a slip more often than a plan:
    // say which tables lack a result and let the director choose.
    // A draft the players have not seen is drawn again without a question.
    if (draftRound() > 0) {
        openStartDialog();
        return;
    }
    const int last = m_tournament->rounds().roundCount();
    int missing = 0;
    int drafts = 0;
    int reports = 0;
    if (last >= 1) {
        for (const SeatedTable &t : m_tournament->rounds().tables(last)) {
            missing += t.state == SheetState::None ? 1 : 0;
            drafts += t.state == SheetState::Draft ? 1 : 0;
        }
        // Reports the tables sent that nobody accepted or rejected yet.
        for (const TableReports &r : m_tournament->reports().round(last)) {
            reports += r.state == ReportState::Reported || r.state == ReportState::Confirmed
                    || r.state == ReportState::Conflict
                ? 1
                : 0;
        }
    }
    if (missing + drafts + reports == 0) {
        openStartDialog();
        return;
    }
    QStringList what;
    if (missing)
        what.append(tr("%n table(s) without a result", nullptr, missing));
    if (drafts)
        what.append(tr("%n draft(s)", nullptr, drafts));
    if (reports)
        what.append(tr("%n report(s) from the tables waiting", nullptr, reports));
    askQuestion(this, QMessageBox::Warning, tr("Round %1 is not complete").arg(last),
                tr("Round %1 still has %2. Start round %3 anyway? Its standings will not "
                   "count the missing results.")
                    .arg(last)
                    .arg(what.join(tr(" and ")))
                    .arg(last + 1),
                {{QMessageBox::AcceptRole, tr("&Start round %1 anyway").arg(last + 1)},
                 {QMessageBox::RejectRole, tr("&Back")}},
                1, [this](int chosen) {
                    if (chosen == 0)
                        openStartDialog();
                });
}

void SeatingPanel::openStartDialog()
{
    // The round to seat: the next, or the draft on screen drawn again.
    const int next = draftRound() > 0 ? draftRound() : m_tournament->rounds().roundCount() + 1;
    const QList<qint64> active = activePlayers();
    int absent = 0;
    for (qint64 id : m_tournament->roster().absent(next)) {
        const std::optional<Player> p = m_tournament->roster().player(id);
        absent += p && !p->dropped ? 1 : 0;
    }
    auto *dialog = new StartRoundDialog(next, int(active.size()), this, absent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog, next] {
        if (!dialog->byHand()) {
            const quint32 seed = dialog->seed();
            auto draw = [this, seed, byStandings = dialog->byStandings(),
                         longer = dialog->searchLonger()] {
                const QString problem = drawNextRound(seed, byStandings, longer);
                if (!problem.isEmpty())
                    tellUser(this, QMessageBox::Warning, tr("Round not started"), problem);
            };
            // A longer search lets events through, so it starts once this
            // dialog is closed and gone.
            if (dialog->searchLonger())
                QMetaObject::invokeMethod(this, draw, Qt::QueuedConnection);
            else
                draw();
            return;
        }
        QList<Player> players;
        const QList<qint64> active = activePlayers();
        for (const Player &p : m_tournament->roster().players()) {
            if (active.contains(p.id))
                players.append(p);
        }
        auto *hand = new HandSeatingDialog(next, players, this);
        hand->setAttribute(Qt::WA_DeleteOnClose);
        connect(hand, &QDialog::accepted, this, [this, hand, next] {
            const QString problem = addNextRound(hand->tables(), next);
            if (!problem.isEmpty())
                tellUser(this, QMessageBox::Warning, tr("Round not started"), problem);
        });
        hand->open();
    });
    dialog->open();
}

QString SeatingPanel::drawNextRound(quint64 seed, bool byStandings, bool longer)
{
    if (!m_tournament)
        return tr("No tournament is open.");
    // By standings: the standings after the rounds so far, leader first;
    // players not in them yet (late ones) last, in name order. Earlier rounds
    // let the draw avoid repeat meetings where it can.
    const int next = draftRound() > 0 ? draftRound() : m_tournament->rounds().roundCount() + 1;
    DbError readError;
    SeatingInput input =
        seatingInputFor(*m_tournament, next, next,
                        byStandings ? SeatingMode::ByStandings : SeatingMode::Random, &readError);
    if (readError.isError())
        return readError.message;
    input.seed = seed;
    std::unique_ptr<QProgressDialog> progress;
    if (longer) {
        // The search runs here and lets the window breathe at each report.
        progress = std::make_unique<QProgressDialog>(this);
        progress->setWindowTitle(tr("Searching"));
        progress->setCancelButtonText(tr("&Stop and use the best"));
        progress->setRange(0, 100);
        progress->setMinimumDuration(0);
        progress->setWindowModality(Qt::WindowModal);
        // "–" until the search reports its first seating.
        progress->setLabelText(tr("Looking for fewer repeat meetings. Fewest so far: %1.")
                                   .arg(QStringLiteral("\u2013")));
        input.msecs = 60000;
        input.progress = [&progress](int percent, int repeats) {
            progress->setValue(percent);
            if (repeats >= 0)
                progress->setLabelText(
                    tr("Looking for fewer repeat meetings. Fewest so far: %1.").arg(repeats));
            QCoreApplication::processEvents();
            return !progress->wasCanceled();
        };
    }
    const SeatingResult result = seatRound(input);
    progress.reset();
    if (!result.ok)
        return result.error.isEmpty() ? TablePlan::describe(int(input.players.size()))
                                      : result.error;
    const QString problem = addNextRound(result.tables, next, seed);
    if (problem.isEmpty()) {
        const int round = m_round;
        refresh();
        // What the engine says of its seating: repeats, and whether fewer are possible.
        QString said = tr("Round %1 drawn with seed %2.").arg(round).arg(seed) + QLatin1Char(' ')
            + result.explanation;
        if (draftRound() == round)
            said += QLatin1Char(' ')
                + tr("It is a draft: the players see it once you publish it with %1.")
                      .arg(publishKeys());
        emit statusMessage(said);
    }
    return problem;
}

QString SeatingPanel::addNextRound(const QList<QList<qint64>> &tables, int expected, quint64 seed,
                                   Stage stage, const QString &overruled)
{
    DbError error;
    // The draft on screen drawn again: its seats replaced, still a draft.
    if (expected > 0 && expected == draftRound()) {
        if (!DeskHistory::of(m_tournament)
                 ->run(std::make_unique<ReseatRounds>(expected, QList<Seating>{tables}, seed),
                       &error))
            return error.message;
        m_round = expected;
        emit roundsChanged(expected);
        emit statusMessage(tr("Round %1 drawn again, still a draft: publish it with %2.")
                               .arg(expected)
                               .arg(publishKeys()));
        return {};
    }
    // Another desk may have started this round since: then nothing is added.
    auto command = std::make_unique<SeatRound>(tables, expected, seed, stage, overruled);
    command->holdAsDraft(holdsDrafts());
    const SeatRound *seated = DeskHistory::of(m_tournament)->run(std::move(command), &error);
    if (!seated)
        return error.message;
    const int round = seated->round();
    m_round = round;
    emit roundsChanged(round);
    emit statusMessage(
        holdsDrafts()
            ? tr("Round %1 seated as a draft with %n table(s): the players see it once you "
                 "publish it with %2.",
                 nullptr, int(tables.size()))
                  .arg(round)
                  .arg(publishKeys())
            : tr("Round %1 started with %n table(s).", nullptr, int(tables.size())).arg(round));
    return {};
}

} // namespace ctd
