// Check-in: who is there for a round. The desk marks the absent ones before
// the round is seated; its draw leaves them out, and the seating shows them.
#include "roster.h"

#include "rounds.h"
#include "store.h"

#include "changemessages.h"

namespace ctd {

QSet<qint64> Roster::absent(int round, DbError *error) const
{
    QSet<qint64> ids;
    QSqlQuery q = d->prepare(QStringLiteral("SELECT player FROM absence WHERE round = ?"));
    q.addBindValue(round);
    if (d->read(q, error)) {
        while (q.next())
            ids.insert(q.value(0).toLongLong());
    }
    return ids;
}

bool Roster::setAbsent(StoreWrite, int round, const QList<qint64> &ids, bool absent, DbError *error)
{
    if (!d->checkWritable(error))
        return false;
    for (qint64 id : ids) {
        if (!player(id))
            return Store::fail(error, DbError::Invalid, ChangeMessages::unknownPlayer(id));
    }
    Transaction tx(d->db());
    if (!tx.isActive())
        return d->failTransaction(tx, error, DbError::Locked);
    // Under the write lock: another desk may have seated the round meanwhile.
    if (round < 1 || round <= m_rounds.roundCount())
        return Store::fail(error, DbError::Conflict, ChangeMessages::checkInSeated(round));
    // Delete first, so that marking twice needs no upsert.
    QSqlQuery del =
        d->prepare(QStringLiteral("DELETE FROM absence WHERE round = ? AND player = ?"));
    QSqlQuery ins = d->prepare(QStringLiteral("INSERT INTO absence (round, player) VALUES (?, ?)"));
    for (qint64 id : ids) {
        if (!d->exec(del, {round, id}, error) || (absent && !d->exec(ins, {round, id}, error)))
            return false;
    }
    if (!tx.commit())
        return d->failTransaction(tx, error, DbError::Io);
    d->notify(&Notifier::checkInChanged, round);
    return true;
}

bool Roster::markAllPresent(StoreWrite, int round, DbError *error)
{
    if (!d->checkWritable(error))
        return false;
    Transaction tx(d->db());
    if (!tx.isActive())
        return d->failTransaction(tx, error, DbError::Locked);
    if (round < 1 || round <= m_rounds.roundCount())
        return Store::fail(error, DbError::Conflict, ChangeMessages::checkInSeated(round));
    QSqlQuery del = d->prepare(QStringLiteral("DELETE FROM absence WHERE round = ?"));
    if (!d->exec(del, {round}, error))
        return false;
    if (!tx.commit())
        return d->failTransaction(tx, error, DbError::Io);
    d->notify(&Notifier::checkInChanged, round);
    return true;
}

} // namespace ctd
