// Teams of a team event (docs/rules.md §11): each player's team, a name by
// the name rule kept in the player's row.
#include "tournament_p.h"

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

bool Roster::setTeam(qint64 id, const QString &raw, DbError *error)
{
    if (!d->checkWritable(error))
        return false;
    QString team = names::normalized(raw);
    if (team.isNull())
        team = QStringLiteral(""); // no team: an empty text, never NULL
    if (team.size() > names::kMaxLength)
        return Private::fail(error, DbError::Invalid, TeamMessages::longTeam(team));
    if (names::isBad(team))
        return Private::fail(error, DbError::Invalid, names::badNameMessage(team));
    if (!player(id))
        return Private::fail(error, DbError::Invalid, ChangeMessages::unknownPlayer(id));
    QSqlQuery q = d->prepare(QStringLiteral("UPDATE player SET team = ? WHERE id = ?"));
    if (!d->exec(q, {team, id}, error))
        return false;
    d->notify(&Notifier::playersChanged);
    return true;
}

QHash<QString, QString> Roster::teams(DbError *error) const
{
    QHash<QString, QString> teamOf;
    QSqlQuery q = d->prepare(QStringLiteral("SELECT name, team FROM player WHERE team <> ''"));
    if (d->read(q, error)) {
        while (q.next())
            teamOf.insert(q.value(0).toString(), q.value(1).toString());
    }
    return teamOf;
}

} // namespace ctd
