// Fixed tables (docs/seating.md, "Fixed tables"): a player who needs one
// table (a wheelchair place, a table by the door) has its number in table
// player_fixed_table (no row: none); every seating puts them there.
#include "roster.h"

#include "store.h"

#include "changemessages.h"
#include "roster.h"

#include <QCoreApplication>

namespace ctd {

namespace {

class FixedTableMessages
{
    Q_DECLARE_TR_FUNCTIONS(FixedTableMessages)

public:
    static QString badTable(int table)
    {
        return tr("%1 is not a table number; tables are numbered from 1.").arg(table);
    }
};

} // namespace

bool Roster::setFixedTable(StoreWrite, qint64 id, int table, DbError *error)
{
    if (!d->checkWritable(error))
        return false;
    if (table < 0)
        return Store::fail(error, DbError::Invalid, FixedTableMessages::badTable(table));
    if (!player(id))
        return Store::fail(error, DbError::Invalid, ChangeMessages::unknownPlayer(id));
    Transaction tx(d->db());
    if (!tx.isActive())
        return d->failTransaction(tx, error, DbError::Locked);
    QSqlQuery del = d->prepare(QStringLiteral("DELETE FROM player_fixed_table WHERE player = ?"));
    if (!d->exec(del, {id}, error))
        return false;
    if (table > 0) {
        QSqlQuery ins = d->prepare(
            QStringLiteral("INSERT INTO player_fixed_table (player, game_table) VALUES (?, ?)"));
        if (!d->exec(ins, {id, table}, error))
            return false;
    }
    if (!tx.commit())
        return d->failTransaction(tx, error, DbError::Io);
    d->notify(&Notifier::playersChanged);
    return true;
}

QHash<qint64, int> Roster::fixedTables(DbError *error) const
{
    QHash<qint64, int> tableOf;
    QSqlQuery q = d->prepare(QStringLiteral("SELECT player, game_table FROM player_fixed_table"));
    if (d->read(q, error)) {
        while (q.next())
            tableOf.insert(q.value(0).toLongLong(), q.value(1).toInt());
    }
    return tableOf;
}

} // namespace ctd
