#pragma once

#include "tournament.h"

namespace ctd {

/// The rounds' clocks as the director runs them.
/// Reached through Tournament::clock(); part of the tournament's state.
class Clock
{
public:
    Clock(Tournament *tournament, Tournament::Private *state)
        : q(tournament)
        , d(state)
    {
    }
    Clock(const Clock &) = delete;
    Clock &operator=(const Clock &) = delete;

    RoundClock roundClock(int round) const;
    /// Starts a round's clock with the tournament's default length, or resumes it.
    bool startClock(int round, const QDateTime &now, DbError *error);
    bool pauseClock(int round, const QDateTime &now, DbError *error);
    /// Adds minutes (or takes them away, never below what has run) to a started clock.
    bool extendClock(int round, int minutes, DbError *error);
    /// Puts a round's clock back as it was (not started: no clock), for undo.
    bool setRoundClock(const RoundClock &clock, DbError *error);

private:
    using Private = Tournament::Private;
    /// Puts a round's clock as given (not started: none), in the caller's transaction.
    bool writeClock(const RoundClock &clock, DbError *error);

    Tournament *q;
    Private *d;
};

} // namespace ctd
