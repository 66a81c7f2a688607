// The no-win cut's option (docs/seating.md, "The no-win cut"): the game it
// comes after, in table no_win_cut (no row: off). Who it leaves out is the
// NoWinCut's (nowincut.h).
#include "details.h"

#include "store.h"

#include <QCoreApplication>

namespace ctd {

namespace {

class NoWinCutMessages
{
    Q_DECLARE_TR_FUNCTIONS(NoWinCutMessages)

public:
    static QString badGame(int game)
    {
        return tr("The no-win cut comes after a game from 1 on, not %1.").arg(game);
    }
};

} // namespace

int Details::noWinCut(DbError *error) const
{
    QSqlQuery q = d->prepare(QStringLiteral("SELECT game FROM no_win_cut WHERE id = 1"));
    if (d->read(q, error) && q.next())
        return q.value(0).toInt();
    return 0;
}

bool Details::setNoWinCut(StoreWrite, int game, DbError *error)
{
    Store::Change change(*d, error);
    if (!change.isActive())
        return false;
    if (game < 0)
        return Store::fail(error, DbError::Invalid, NoWinCutMessages::badGame(game));
    QSqlQuery del = d->prepare(QStringLiteral("DELETE FROM no_win_cut"));
    if (!d->exec(del, {}, error))
        return false;
    if (game > 0) {
        QSqlQuery ins =
            d->prepare(QStringLiteral("INSERT INTO no_win_cut (id, game) VALUES (1, ?)"));
        if (!d->exec(ins, {game}, error))
            return false;
    }
    d->notify(&Notifier::infoChanged);
    return change.commit(error);
}

} // namespace ctd
