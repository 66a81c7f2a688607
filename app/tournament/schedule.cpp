#include "schedule.h"

#include "details.h"
#include "rounds.h"
#include "seatinginput.h"

#include <QCoreApplication>

namespace ctd {

namespace {

class PlanTexts
{
    Q_DECLARE_TR_FUNCTIONS(CliPlanTexts)

public:
    static QString tooFew(int rounds, int have)
    {
        return tr("the tournament has %1 rounds already, more than --rounds %2")
            .arg(have)
            .arg(rounds);
    }
    static QString noPlan()
    {
        return tr(
            "the tournament has no rounds to plan yet: give --rounds R, the number of preliminary rounds");
    }
    static QString noWinCut(int game)
    {
        return tr("The no-win cut comes after game %1: the later games are seated one at a time "
                  "once its results are in.")
            .arg(game);
    }
    static QString cutAfter(int round)
    {
        return tr("round %1 is a semi-final or final: only preliminary rounds are planned")
            .arg(round);
    }
};

bool fail(DbError *error, const QString &message)
{
    if (error) {
        error->kind = DbError::Invalid;
        error->message = message;
    }
    return false;
}

} // namespace

bool planPreliminaryRounds(const Tournament &t, int rounds, quint64 seed, SchedulePlan *plan,
                           DbError *error)
{
    *plan = SchedulePlan();
    const int have = t.rounds().roundCount();
    const StageMap stages = t.rounds().stages();
    if (rounds <= 0) {
        for (int r = 1; r <= have; ++r)
            rounds += stages.contains(r) ? 0 : 1;
    }
    if (rounds <= 0)
        return fail(error, PlanTexts::noPlan());
    if (rounds < have)
        return fail(error, PlanTexts::tooFew(rounds, have));
    // Played: up to the last round with any result; the plan starts after it.
    int played = 0;
    for (int r = 1; r <= have; ++r) {
        for (const SeatedTable &table : t.rounds().tables(r))
            played = table.state != SheetState::None ? r : played;
    }
    for (int r = played + 1; r <= have; ++r) {
        if (stages.contains(r))
            return fail(error, PlanTexts::cutAfter(r));
    }
    if (played >= rounds)
        return true; // everything played: nothing left to plan

    // The check-in's no-shows of the first planned round stay out of the
    // plan; plan again once they arrive.
    // The no-win cut (docs/seating.md): who plays after game K is known
    // only from its results, so a plan before it stops there.
    DbError readError;
    const int cutGame = t.details().noWinCut(&readError);
    const bool stopAtCut = cutGame > played && cutGame < rounds;
    const int last = stopAtCut ? cutGame : rounds;
    ScheduleInput in = scheduleInputFor(t, played + 1, last, &readError);
    if (readError.isError()) {
        if (error)
            *error = readError;
        return false;
    }
    in.seed = seed;
    const ScheduleResult result = seatSchedule(in);
    if (!result.ok)
        return fail(error, result.error);
    plan->firstRound = played + 1;
    plan->rounds = result.rounds;
    plan->explanation = result.explanation;
    if (stopAtCut)
        plan->explanation += QLatin1Char(' ') + PlanTexts::noWinCut(cutGame);
    return true;
}

} // namespace ctd
