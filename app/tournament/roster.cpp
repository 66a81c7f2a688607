// The players of a tournament: adding, renaming, dropping, removing them,
// and the pairs kept apart. Names follow the name rule (scoring/names.h).
#include "roster.h"

#include "rounds.h"
#include "store.h"

#include "changemessages.h"
#include "scoring/collation.h"
#include "scoring/names.h"

#include <QSet>

#include <algorithm>

namespace ctd {

// Players -----------------------------------------------------------------------

namespace {

// A player's row and their team (team events, roster_teams.cpp).
const QLatin1String kPlayerColumns("p.id, p.name, p.dropped, coalesce(m.team, '') "
                                   "FROM player p LEFT JOIN team_member m ON m.player = p.id");

Player playerFrom(const QSqlQuery &q)
{
    Player p;
    p.id = q.value(0).toLongLong();
    p.name = q.value(1).toString();
    p.dropped = q.value(2).toInt() != 0;
    p.team = q.value(3).toString();
    return p;
}

} // namespace

QList<Player> Roster::players(DbError *error) const
{
    QList<Player> all;
    QSqlQuery q = d->prepare(QStringLiteral("SELECT %1").arg(kPlayerColumns));
    if (d->read(q, error)) {
        while (q.next())
            all.append(playerFrom(q));
    }
    QStringList names;
    names.reserve(all.size());
    for (const Player &p : std::as_const(all))
        names.append(p.name);
    QList<Player> sorted;
    sorted.reserve(all.size());
    for (qsizetype i : nameOrder(names))
        sorted.append(all.at(i));
    return sorted;
}

QStringList Roster::droppedNames(DbError *error) const
{
    QStringList names;
    QSqlQuery q = d->prepare(QStringLiteral("SELECT name FROM player WHERE dropped <> 0"));
    if (d->read(q, error)) {
        while (q.next())
            names.append(q.value(0).toString());
    }
    return names;
}

std::optional<Player> Roster::player(qint64 id) const
{
    QSqlQuery q = d->prepare(QStringLiteral("SELECT %1 WHERE p.id = ?").arg(kPlayerColumns));
    q.addBindValue(id);
    if (q.exec() && q.next())
        return playerFrom(q);
    return std::nullopt;
}

std::optional<Player> Roster::playerByName(const QString &name) const
{
    QSqlQuery q = d->prepare(QStringLiteral("SELECT %1 WHERE p.name = ?").arg(kPlayerColumns));
    q.addBindValue(names::normalized(name));
    if (q.exec() && q.next())
        return playerFrom(q);
    return std::nullopt;
}

bool Roster::addPlayer(StoreWrite pass, const QString &name, qint64 *id, DbError *error)
{
    if (!addPlayers(pass, {name}, error))
        return false;
    if (id)
        *id = playerByName(name)->id;
    return true;
}

bool Roster::addPlayers(StoreWrite, const QStringList &names, DbError *error)
{
    if (!d->checkWritable(error))
        return false;
    QSet<QString> seen;
    for (const QString &raw : names) {
        const QString name = names::normalized(raw);
        if (name.isEmpty())
            return Store::fail(error, DbError::Invalid, ChangeMessages::emptyName());
        if (name.size() > names::kMaxLength)
            return Store::fail(error, DbError::Invalid, ChangeMessages::longName(name));
        if (names::isBad(name))
            return Store::fail(error, DbError::Invalid, names::badNameMessage(name));
        if (seen.contains(name) || playerByName(name))
            return Store::fail(error, DbError::Duplicate, ChangeMessages::duplicateName(name));
        seen.insert(name);
    }
    Transaction tx(d->db());
    if (!tx.isActive())
        return d->failTransaction(tx, error, DbError::Locked);
    QSqlQuery q = d->prepare(QStringLiteral("INSERT INTO player (name) VALUES (?)"));
    for (const QString &raw : names) {
        if (!d->exec(q, {names::normalized(raw)}, error))
            return false;
    }
    if (!tx.commit())
        return d->failTransaction(tx, error, DbError::Io);
    d->notify(&Notifier::playersChanged);
    return true;
}

bool Roster::renamePlayer(StoreWrite, qint64 id, const QString &raw, DbError *error)
{
    if (!d->checkWritable(error))
        return false;
    const QString name = names::normalized(raw);
    if (name.isEmpty())
        return Store::fail(error, DbError::Invalid, ChangeMessages::emptyName());
    if (name.size() > names::kMaxLength)
        return Store::fail(error, DbError::Invalid, ChangeMessages::longName(name));
    if (names::isBad(name))
        return Store::fail(error, DbError::Invalid, names::badNameMessage(name));
    if (!player(id))
        return Store::fail(error, DbError::Invalid, ChangeMessages::unknownPlayer(id));
    const std::optional<Player> other = playerByName(name);
    if (other && other->id != id)
        return Store::fail(error, DbError::Duplicate, ChangeMessages::duplicateName(name));
    QSqlQuery q = d->prepare(QStringLiteral("UPDATE player SET name = ? WHERE id = ?"));
    if (!d->exec(q, {name, id}, error))
        return false;
    d->notify(&Notifier::playersChanged);
    return true;
}

bool Roster::setDropped(StoreWrite, qint64 id, bool dropped, DbError *error)
{
    if (!d->checkWritable(error))
        return false;
    if (!player(id))
        return Store::fail(error, DbError::Invalid, ChangeMessages::unknownPlayer(id));
    QSqlQuery q = d->prepare(QStringLiteral("UPDATE player SET dropped = ? WHERE id = ?"));
    if (!d->exec(q, {toInt(dropped), id}, error))
        return false;
    d->notify(&Notifier::playersChanged);
    return true;
}

bool Roster::removePlayer(StoreWrite, qint64 id, DbError *error)
{
    if (!d->checkWritable(error))
        return false;
    const std::optional<Player> p = player(id);
    if (!p)
        return Store::fail(error, DbError::Invalid, ChangeMessages::unknownPlayer(id));
    Transaction tx(d->db());
    if (!tx.isActive())
        return Store::fail(error, DbError::Locked, DbMessages::busy(d->path));
    QSqlQuery seated = d->prepare(QStringLiteral("SELECT min(round) FROM seat WHERE player = ?"));
    if (!d->exec(seated, {id}, error) || !seated.next())
        return false;
    if (!seated.value(0).isNull())
        return Store::fail(error, DbError::Invalid,
                           ChangeMessages::playerSeated(p->name, seated.value(0).toInt()));
    seated.finish();
    QSqlQuery apart =
        d->prepare(QStringLiteral("DELETE FROM keep_apart WHERE player_a = ? OR player_b = ?"));
    QSqlQuery absence = d->prepare(QStringLiteral("DELETE FROM absence WHERE player = ?"));
    QSqlQuery team = d->prepare(QStringLiteral("DELETE FROM team_member WHERE player = ?"));
    QSqlQuery del = d->prepare(QStringLiteral("DELETE FROM player WHERE id = ?"));
    if (!d->exec(apart, {id, id}, error) || !d->exec(absence, {id}, error)
        || !d->exec(team, {id}, error) || !d->exec(del, {id}, error))
        return false;
    if (!tx.commit())
        return Store::fail(error, DbError::Io,
                           DbMessages::writeFailed(d->path, tx.lastError().text()));
    d->notify(&Notifier::playersChanged);
    return true;
}

QList<QPair<qint64, qint64>> Roster::keepApart(DbError *error) const
{
    QList<QPair<qint64, qint64>> pairs;
    QSqlQuery q = d->prepare(
        QStringLiteral("SELECT player_a, player_b FROM keep_apart ORDER BY player_a, player_b"));
    if (d->read(q, error)) {
        while (q.next())
            pairs.append({q.value(0).toLongLong(), q.value(1).toLongLong()});
    }
    return pairs;
}

bool Roster::setKeepApart(StoreWrite, qint64 a, qint64 b, bool apart, DbError *error)
{
    if (!d->checkWritable(error))
        return false;
    if (a == b)
        return Store::fail(error, DbError::Invalid, ChangeMessages::apartFromSelf());
    for (qint64 id : {a, b}) {
        if (!player(id))
            return Store::fail(error, DbError::Invalid, ChangeMessages::unknownPlayer(id));
    }
    const qint64 lo = std::min(a, b), hi = std::max(a, b);
    // Delete first, so that setting a pair twice needs no upsert.
    Transaction tx(d->db());
    if (!tx.isActive())
        return d->failTransaction(tx, error, DbError::Locked);
    QSqlQuery del =
        d->prepare(QStringLiteral("DELETE FROM keep_apart WHERE player_a = ? AND player_b = ?"));
    if (!d->exec(del, {lo, hi}, error))
        return false;
    if (apart) {
        QSqlQuery ins =
            d->prepare(QStringLiteral("INSERT INTO keep_apart (player_a, player_b) VALUES (?, ?)"));
        if (!d->exec(ins, {lo, hi}, error))
            return false;
    }
    if (!tx.commit())
        return d->failTransaction(tx, error, DbError::Io);
    d->notify(&Notifier::playersChanged);
    return true;
}

} // namespace ctd
