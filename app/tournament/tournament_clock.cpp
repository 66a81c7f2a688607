// The round clock, and what a reader beside the desk needs to follow it.
#include "tournament_p.h"

namespace ctd {

namespace {

QString timeText(const QDateTime &t)
{
    return t.isValid() ? t.toUTC().toString(Qt::ISODateWithMs) : QString();
}

} // namespace

RoundClock Tournament::roundClock(int round) const
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

bool Tournament::startClock(int round, const QDateTime &now, DbError *error)
{
    if (!d->checkWritable(error))
        return false;
    const int rounds = roundCount();
    if (round < 1 || round > rounds)
        return failWith(error, DbError::Invalid, DbMessages::unknownRound(round, rounds));
    const RoundClock clock = roundClock(round);
    if (clock.isRunning())
        return true;
    QSqlQuery q =
        d->prepare(clock.isStarted()
                       ? QStringLiteral("UPDATE round_clock SET running_since = ? WHERE round = ?")
                       : QStringLiteral(
                           "INSERT INTO round_clock (running_since, round, length_ms, elapsed_ms) "
                           "VALUES (?, ?, ?, 0)"));
    QVariantList values{timeText(now), round};
    if (!clock.isStarted())
        values << qint64(d->info.roundMinutes) * 60000;
    return d->exec(q, values, error);
}

bool Tournament::pauseClock(int round, const QDateTime &now, DbError *error)
{
    if (!d->checkWritable(error))
        return false;
    const RoundClock clock = roundClock(round);
    if (!clock.isStarted())
        return failWith(error, DbError::Invalid, DbMessages::clockNotStarted(round));
    if (!clock.isRunning())
        return true;
    QSqlQuery q = d->prepare(QStringLiteral(
        "UPDATE round_clock SET elapsed_ms = ?, running_since = NULL WHERE round = ?"));
    return d->exec(q, {clock.elapsedAt(now), round}, error);
}

bool Tournament::extendClock(int round, int minutes, DbError *error)
{
    if (!d->checkWritable(error))
        return false;
    const RoundClock clock = roundClock(round);
    if (!clock.isStarted())
        return failWith(error, DbError::Invalid, DbMessages::clockNotStarted(round));
    const qint64 length = qMax<qint64>(1, clock.lengthMs + qint64(minutes) * 60000);
    QSqlQuery q =
        d->prepare(QStringLiteral("UPDATE round_clock SET length_ms = ? WHERE round = ?"));
    return d->exec(q, {length, round}, error);
}

qint64 Tournament::dataVersion() const
{
    // A server announces its changes instead (LISTEN/NOTIFY): no counter there.
    if (d->backend() != sql::Backend::Sqlite)
        return -1;
    QSqlQuery q = d->prepare(sql::Dialect::dataVersionQuery());
    if (q.exec() && q.next())
        return q.value(0).toLongLong();
    return -1;
}

bool Tournament::reloadInfo(DbError *error)
{
    return d->loadInfo(error);
}

} // namespace ctd
