#pragma once

#include "scoring/round.h"
#include "scoring/ruleset.h"
#include "scoring/sheet.h"
#include "scoring/stages.h"
#include "scoring/standings.h"
#include "storetypes.h"
#include "storewrite.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QMap>
#include <QPair>
#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>

namespace ctd {

class Store;
class Rounds;
class Details;

/// The rounds' clocks as the director runs them.
/// Reached through Tournament::clock(); works through the Store (store.h).
class Clock
{
public:
    Clock(Store &store, const Rounds &rounds, const Details &details)
        : d(&store)
        , m_rounds(rounds)
        , m_details(details)
    {
    }
    Clock(const Clock &) = delete;
    Clock &operator=(const Clock &) = delete;

    RoundClock roundClock(int round) const;
    /// Starts a round's clock with the tournament's default length, or resumes it.
    bool startClock(StoreWrite, int round, const QDateTime &now, DbError *error);
    bool pauseClock(StoreWrite, int round, const QDateTime &now, DbError *error);
    /// Adds minutes (or takes them away, never below what has run) to a started clock.
    bool extendClock(StoreWrite, int round, int minutes, DbError *error);
    /// Puts a round's clock back as it was (not started: no clock), for undo.
    bool setRoundClock(StoreWrite, const RoundClock &clock, DbError *error);

private:
    /// Puts a round's clock as given (not started: none), in the caller's transaction.
    bool writeClock(const RoundClock &clock, DbError *error);

    Store *d;
    const Rounds &m_rounds;
    const Details &m_details;
};

} // namespace ctd
