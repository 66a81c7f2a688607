// The referees' ledger (docs/rules.md, "Referees"): warnings, penalties of
// round points and disqualifications, in table referee_entry. An entry is
// withdrawn (the time kept), never deleted; only the undo of its addition
// takes it out again.
#include "roster.h"

#include "store.h"

#include "changemessages.h"
#include "roster.h"

#include <QCoreApplication>

namespace ctd {

namespace {

class RefereeMessages
{
    Q_DECLARE_TR_FUNCTIONS(RefereeMessages)

public:
    static QString noReason() { return tr("Give the reason for the referee's decision."); }
    static QString longReason(int most)
    {
        return tr("The reason is longer than %1 characters; shorten it.").arg(most);
    }
    static QString noPoints()
    {
        return tr("A penalty needs its round points, such as -1 or -0.5.");
    }
    static QString pointsOnlyForPenalty()
    {
        return tr("Only a penalty takes round points; a warning or a disqualification has none.");
    }
    static QString unknownEntry(qint64 id)
    {
        return tr("The referees' ledger has no entry %1.").arg(id);
    }
    static QString kind(RefereeEntry::Kind kind)
    {
        switch (kind) {
        case RefereeEntry::Warning:
            return tr("warning");
        case RefereeEntry::Penalty:
            return tr("penalty");
        case RefereeEntry::Disqualification:
            return tr("disqualification");
        }
        return {};
    }
};

constexpr int kMaxReason = 500;

const char *const kKinds[] = {"warning", "penalty", "disqualification"};

} // namespace

QString RefereeEntry::kindName(Kind kind)
{
    return QLatin1String(kKinds[int(kind)]);
}

QString RefereeEntry::kindText(Kind kind)
{
    return RefereeMessages::kind(kind);
}

bool RefereeEntry::kindFromName(const QString &name, Kind *kind)
{
    for (int k = 0; k < 3; ++k) {
        if (name == QLatin1String(kKinds[k])) {
            *kind = Kind(k);
            return true;
        }
    }
    return false;
}

QList<RefereeEntry> Roster::refereeEntries(DbError *error) const
{
    QList<RefereeEntry> entries;
    QSqlQuery q = d->prepare(
        QStringLiteral("SELECT e.id, e.player, p.name, e.kind, e.round, e.twelfths, e.reason, "
                       "e.at, e.withdrawn FROM referee_entry e JOIN player p ON p.id = e.player "
                       "ORDER BY e.id"));
    if (d->read(q, error)) {
        while (q.next()) {
            RefereeEntry e;
            e.id = q.value(0).toLongLong();
            e.playerId = q.value(1).toLongLong();
            e.player = q.value(2).toString();
            RefereeEntry::kindFromName(q.value(3).toString(), &e.kind);
            e.round = q.value(4).toInt();
            e.twelfths = q.value(5).toLongLong();
            e.reason = q.value(6).toString();
            e.at = fromIso(q.value(7).toString());
            e.withdrawnAt = fromIso(q.value(8).toString());
            entries.append(e);
        }
    }
    return entries;
}

std::optional<RefereeEntry> Roster::refereeEntry(qint64 id, DbError *error) const
{
    for (const RefereeEntry &e : refereeEntries(error)) {
        if (e.id == id)
            return e;
    }
    return std::nullopt;
}

bool Roster::addRefereeEntry(StoreWrite, const RefereeEntry &entry, qint64 *id, DbError *error)
{
    if (!d->checkWritable(error))
        return false;
    const QString reason = entry.reason.simplified();
    if (reason.isEmpty())
        return Store::fail(error, DbError::Invalid, RefereeMessages::noReason());
    if (reason.size() > kMaxReason)
        return Store::fail(error, DbError::Invalid, RefereeMessages::longReason(kMaxReason));
    if (entry.kind == RefereeEntry::Penalty && entry.twelfths == 0)
        return Store::fail(error, DbError::Invalid, RefereeMessages::noPoints());
    if (entry.kind != RefereeEntry::Penalty && entry.twelfths != 0)
        return Store::fail(error, DbError::Invalid, RefereeMessages::pointsOnlyForPenalty());
    if (!player(entry.playerId))
        return Store::fail(error, DbError::Invalid, ChangeMessages::unknownPlayer(entry.playerId));
    Transaction tx(d->db());
    if (!tx.isActive())
        return d->failTransaction(tx, error, DbError::Locked);
    qint64 newId = entry.id;
    if (newId <= 0) {
        QSqlQuery next =
            d->prepare(QStringLiteral("SELECT COALESCE(MAX(id), 0) + 1 FROM referee_entry"));
        if (!d->exec(next, {}, error))
            return false;
        if (!next.next())
            return Store::fail(error, DbError::Io, next.lastError().text());
        newId = next.value(0).toLongLong();
    }
    QSqlQuery ins = d->prepare(
        QStringLiteral("INSERT INTO referee_entry (id, player, kind, round, twelfths, reason, at, "
                       "withdrawn) VALUES (?, ?, ?, ?, ?, ?, ?, COALESCE(?, ''))"));
    const QDateTime at = entry.at.isValid() ? entry.at : QDateTime::currentDateTimeUtc();
    if (!d->exec(ins,
                 {newId, entry.playerId, RefereeEntry::kindName(entry.kind), qMax(0, entry.round),
                  entry.twelfths, reason, isoOrEmpty(at), isoOrEmpty(entry.withdrawnAt)},
                 error))
        return false;
    if (!tx.commit())
        return d->failTransaction(tx, error, DbError::Io);
    if (id)
        *id = newId;
    d->notify(&Notifier::refereesChanged);
    return true;
}

bool Roster::setRefereeEntryWithdrawn(StoreWrite, qint64 id, const QDateTime &at, DbError *error)
{
    if (!d->checkWritable(error))
        return false;
    Transaction tx(d->db());
    if (!tx.isActive())
        return d->failTransaction(tx, error, DbError::Locked);
    QSqlQuery upd = d->prepare(
        QStringLiteral("UPDATE referee_entry SET withdrawn = COALESCE(?, '') WHERE id = ?"));
    if (!d->exec(upd, {isoOrEmpty(at), id}, error))
        return false;
    if (upd.numRowsAffected() != 1)
        return Store::fail(error, DbError::Invalid, RefereeMessages::unknownEntry(id));
    if (!tx.commit())
        return d->failTransaction(tx, error, DbError::Io);
    d->notify(&Notifier::refereesChanged);
    return true;
}

bool Roster::removeRefereeEntry(StoreWrite, qint64 id, DbError *error)
{
    if (!d->checkWritable(error))
        return false;
    Transaction tx(d->db());
    if (!tx.isActive())
        return d->failTransaction(tx, error, DbError::Locked);
    QSqlQuery del = d->prepare(QStringLiteral("DELETE FROM referee_entry WHERE id = ?"));
    if (!d->exec(del, {id}, error))
        return false;
    if (del.numRowsAffected() != 1)
        return Store::fail(error, DbError::Invalid, RefereeMessages::unknownEntry(id));
    if (!tx.commit())
        return d->failTransaction(tx, error, DbError::Io);
    d->notify(&Notifier::refereesChanged);
    return true;
}

bool Roster::hasPenalties(DbError *error) const
{
    QSqlQuery q =
        d->prepare(QStringLiteral("SELECT 1 FROM referee_entry WHERE kind = 'penalty' LIMIT 1"));
    return d->read(q, error) && q.next();
}

RefereeDecisions Roster::refereeDecisions(DbError *error) const
{
    RefereeDecisions decisions;
    for (const RefereeEntry &e : refereeEntries(error)) {
        if (e.isWithdrawn())
            continue;
        if (e.kind == RefereeEntry::Penalty)
            decisions.adjustments.append({e.player, e.round, e.twelfths});
        else if (e.kind == RefereeEntry::Disqualification && !decisions.excluded.contains(e.player))
            decisions.excluded.append(e.player);
    }
    return decisions;
}

QSet<qint64> Roster::disqualified(DbError *error) const
{
    QSet<qint64> ids;
    for (const RefereeEntry &e : refereeEntries(error)) {
        if (!e.isWithdrawn() && e.kind == RefereeEntry::Disqualification)
            ids.insert(e.playerId);
    }
    return ids;
}

} // namespace ctd
