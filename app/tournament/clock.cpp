// The round clock, and what a reader beside the desk needs to follow it.
#include "clock.h"

#include "details.h"
#include "rounds.h"
#include "store.h"

#include "changemessages.h"

namespace ctd {

namespace {

QString timeText(const QDateTime &t)
{
    return t.isValid() ? t.toUTC().toString(Qt::ISODateWithMs) : QString();
}

} // namespace

RoundClock Clock::roundClock(int round) const
{
    RoundClock clock;
    clock.round = round;
    QSqlQuery q = d->prepare(QStringLiteral(
        "SELECT length_ms, elapsed_ms, running_since FROM round_clock WHERE round = ?"));
    q.addBindValue(round);
    if (q.exec() && q.next()) {
        clock.lengthMs = q.value(0).toLongLong();
        clock.elapsedMs = q.value(1).toLongLong();
        const QString since = q.value(2).toString();
        if (!since.isEmpty()) {
            clock.runningSince = QDateTime::fromString(since, Qt::ISODateWithMs);
            clock.runningSince.setTimeSpec(Qt::UTC);
        }
    }
    return clock;
}

bool Clock::startClock(StoreWrite, int round, const QDateTime &now, DbError *error)
{
    // Read and written in one transaction: two desks starting the clock at
    // once start it once.
    Store::Change change(*d, error);
    if (!change.isActive())
        return false;
    const int rounds = m_rounds.roundCount();
    if (round < 1 || round > rounds)
        return failWith(error, DbError::Invalid, ChangeMessages::unknownRound(round, rounds));
    RoundClock clock = roundClock(round);
    if (clock.isRunning())
        return true;
    if (!clock.isStarted())
        clock.lengthMs = qint64(m_details.info().roundMinutes) * 60000;
    clock.runningSince = now.toUTC();
    return writeClock(clock, error) && change.commit(error);
}

bool Clock::pauseClock(StoreWrite, int round, const QDateTime &now, DbError *error)
{
    Store::Change change(*d, error);
    if (!change.isActive())
        return false;
    RoundClock clock = roundClock(round);
    if (!clock.isStarted())
        return failWith(error, DbError::Invalid, ChangeMessages::clockNotStarted(round));
    if (!clock.isRunning())
        return true;
    clock.elapsedMs = clock.elapsedAt(now);
    clock.runningSince = QDateTime();
    return writeClock(clock, error) && change.commit(error);
}

bool Clock::extendClock(StoreWrite, int round, int minutes, DbError *error)
{
    Store::Change change(*d, error);
    if (!change.isActive())
        return false;
    RoundClock clock = roundClock(round);
    if (!clock.isStarted())
        return failWith(error, DbError::Invalid, ChangeMessages::clockNotStarted(round));
    clock.lengthMs = qMax<qint64>(1, clock.lengthMs + qint64(minutes) * 60000);
    return writeClock(clock, error) && change.commit(error);
}

bool Clock::setRoundClock(StoreWrite, const RoundClock &clock, DbError *error)
{
    Store::Change change(*d, error);
    if (!change.isActive())
        return false;
    const int rounds = m_rounds.roundCount();
    if (clock.round < 1 || clock.round > rounds)
        return failWith(error, DbError::Invalid, ChangeMessages::unknownRound(clock.round, rounds));
    return writeClock(clock, error) && change.commit(error);
}

bool Clock::writeClock(const RoundClock &clock, DbError *error)
{
    QSqlQuery del = d->prepare(QStringLiteral("DELETE FROM round_clock WHERE round = ?"));
    if (!d->exec(del, {clock.round}, error))
        return false;
    if (clock.isStarted()) {
        QSqlQuery ins = d->prepare(
            QStringLiteral("INSERT INTO round_clock (round, length_ms, elapsed_ms, running_since) "
                           "VALUES (?, ?, ?, ?)"));
        const QVariant since = clock.isRunning() ? QVariant(timeText(clock.runningSince))
                                                 : QVariant(QMetaType::fromType<QString>());
        if (!d->exec(ins, {clock.round, clock.lengthMs, clock.elapsedMs, since}, error))
            return false;
    }
    d->notify(&Notifier::clockChanged, clock.round);
    return true;
}

} // namespace ctd
