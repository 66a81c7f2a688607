#pragma once

#include "tournament.h"

#include "scoring/seating/seating.h"

namespace ctd {

/// What planning the preliminary rounds did.
struct SchedulePlan
{
    int firstRound = 0;                 ///< the first round planned (0: none)
    QList<QList<QList<qint64>>> rounds; ///< the rounds planned, tables of player ids
    QString explanation;                ///< translated: what remains (repeats)
};

/// Plans (without writing: the command PlanRounds seats the plan) every
/// preliminary round not played yet at once, with the seating
/// engine's schedule mode (scoring::seatSchedule): the played rounds (up to
/// the last with any result) are its history, dropped players stay out, and
/// so do those the check-in marked absent for the first round planned; late
/// ones are in. Rounds seated but unplayed are re-seated, missing ones
/// added, up to `rounds` preliminary rounds (0: as many as there are); with
/// the no-win cut after game K not played yet, up to game K only (the
/// explanation says so), since its results decide who plays on.
/// Refused (false, `error` says why) when a round to plan is a semi-final or
/// final, or fewer rounds are asked than there are.
bool planPreliminaryRounds(const Tournament &tournament, int rounds, quint64 seed,
                           SchedulePlan *plan, DbError *error);

} // namespace ctd
