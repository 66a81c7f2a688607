#include "clocktext.h"

namespace ctd {

QString ClockText::time(qint64 remainingMs)
{
    const qint64 s = (qAbs(remainingMs) + 999) / 1000;
    const qint64 h = s / 3600, m = (s / 60) % 60;
    QString t =
        h > 0 ? QStringLiteral("%1:%2").arg(h).arg(m, 2, 10, QLatin1Char('0')) : QString::number(m);
    t += QStringLiteral(":%1").arg(s % 60, 2, 10, QLatin1Char('0'));
    return remainingMs < 0 ? QChar(0x2212) + t : t;
}

QString ClockText::state(const RoundClock &clock, const QDateTime &now)
{
    if (!clock.isStarted())
        return tr("clock not started");
    if (clock.remainingAt(now) <= 0)
        return tr("time is up");
    return clock.isRunning() ? tr("time left") : tr("clock paused");
}

qint64 ClockText::shownMs(const RoundClock &clock, int defaultMinutes, const QDateTime &now)
{
    return clock.isStarted() ? clock.remainingAt(now) : qint64(defaultMinutes) * 60000;
}

} // namespace ctd
