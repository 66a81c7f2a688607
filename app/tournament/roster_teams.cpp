// Teams of a team event (docs/rules.md §11): each player's team, a name by
// the name rule, in table team_member (no row: no team).
#include "roster.h"

#include "store.h"

#include "changemessages.h"
#include "roster.h"
#include "scoring/names.h"

#include <QCoreApplication>

namespace ctd {

namespace {

class TeamMessages
{
    Q_DECLARE_TR_FUNCTIONS(TeamMessages)

public:
    static QString longTeam(const QString &team)
    {
        return tr("The team name \"%1\" is longer than %2 characters; shorten it.")
            .arg(names::escaped(team))
            .arg(names::kMaxLength);
    }
};

} // namespace

bool Roster::setTeam(StoreWrite, qint64 id, const QString &raw, DbError *error)
{
    if (!d->checkWritable(error))
        return false;
    const QString team = names::normalized(raw);
    if (team.size() > names::kMaxLength)
        return Store::fail(error, DbError::Invalid, TeamMessages::longTeam(team));
    if (names::isBad(team))
        return Store::fail(error, DbError::Invalid, names::badNameMessage(team));
    if (!player(id))
        return Store::fail(error, DbError::Invalid, ChangeMessages::unknownPlayer(id));
    Transaction tx(d->db());
    if (!tx.isActive())
        return d->failTransaction(tx, error, DbError::Locked);
    QSqlQuery del = d->prepare(QStringLiteral("DELETE FROM team_member WHERE player = ?"));
    if (!d->exec(del, {id}, error))
        return false;
    if (!team.isEmpty()) {
        QSqlQuery ins =
            d->prepare(QStringLiteral("INSERT INTO team_member (player, team) VALUES (?, ?)"));
        if (!d->exec(ins, {id, team}, error))
            return false;
    }
    if (!tx.commit())
        return d->failTransaction(tx, error, DbError::Io);
    d->notify(&Notifier::playersChanged);
    return true;
}

QHash<QString, QString> Roster::teams(DbError *error) const
{
    QHash<QString, QString> teamOf;
    QSqlQuery q = d->prepare(QStringLiteral(
        "SELECT p.name, m.team FROM team_member m JOIN player p ON p.id = m.player"));
    if (d->read(q, error)) {
        while (q.next())
            teamOf.insert(q.value(0).toString(), q.value(1).toString());
    }
    return teamOf;
}

} // namespace ctd
