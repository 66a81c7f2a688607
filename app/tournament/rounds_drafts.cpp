// Rounds seated as drafts (docs/seating.md, "Publishing a round"): the
// players' page, the projector and /seating.csv show the rounds before the
// first draft; publishing a round shows it. Table round_draft (no row:
// published); removing a round removes its row.
#include "rounds.h"

#include "changemessages.h"
#include "store.h"

#include <algorithm>

namespace ctd {

QList<int> Rounds::drafts(DbError *error) const
{
    QList<int> out;
    QSqlQuery q = d->prepare(QStringLiteral("SELECT round FROM round_draft ORDER BY round"));
    if (d->read(q, error)) {
        while (q.next())
            out.append(q.value(0).toInt());
    }
    return out;
}

bool Rounds::isDraft(int round, DbError *error) const
{
    return drafts(error).contains(round);
}

int Rounds::publishedRounds(DbError *error) const
{
    DbError e;
    const int rounds = roundCount(&e);
    const QList<int> held = e.isError() ? QList<int>() : drafts(&e);
    if (e.isError()) {
        if (error)
            *error = e;
        return 0;
    }
    return held.isEmpty() ? rounds : std::min(rounds, held.first() - 1);
}

bool Rounds::setDrafts(StoreWrite, const QList<int> &rounds, bool draft, DbError *error)
{
    Store::Change change(*d, error);
    if (!change.isActive())
        return false;
    const int have = roundCount(error);
    for (int round : rounds) {
        if (round < 1 || round > have)
            return Store::fail(error, DbError::Invalid, ChangeMessages::unknownRound(round, have));
        // Portable to both dialects: no INSERT OR IGNORE, no ON CONFLICT.
        QSqlQuery q = d->prepare(
            draft ? QStringLiteral("INSERT INTO round_draft (round) SELECT ? WHERE NOT EXISTS "
                                   "(SELECT 1 FROM round_draft WHERE round = ?)")
                  : QStringLiteral("DELETE FROM round_draft WHERE round = ?"));
        if (!d->exec(q, draft ? QVariantList{round, round} : QVariantList{round}, error))
            return false;
    }
    for (int round : rounds)
        d->notify(&Notifier::roundPublished, round);
    return change.commit(error);
}

} // namespace ctd
