#pragma once

#include "tournament/tournament.h"

#include <QCoreApplication>
#include <QString>

namespace ctd {

/// How the round clock reads on the desk and on the players' screen.
class ClockText
{
    Q_DECLARE_TR_FUNCTIONS(ClockText)

public:
    /// "45:12", "1:30:00", "-2:05".
    static QString time(qint64 remainingMs);
    /// "time left", "paused", "time is up", "not started".
    static QString state(const RoundClock &clock, const QDateTime &now);
    /// The clock's time as of now: the remaining time, or the length if not started.
    static qint64 shownMs(const RoundClock &clock, int defaultMinutes, const QDateTime &now);
};

} // namespace ctd
