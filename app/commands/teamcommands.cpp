#include "teamcommands.h"

#include "tournament/roster.h"

namespace ctd {

SetTeams::SetTeams(const QList<QPair<qint64, QString>> &teams)
{
    for (const auto &[id, team] : teams)
        m_changes.append({id, QString(), QString(), team});
}

SetTeams::SetTeams(qint64 id, const QString &team)
    : SetTeams(QList<QPair<qint64, QString>>{{id, team}})
{
}

QString SetTeams::text() const
{
    if (m_changes.size() != 1)
        return tr("set the teams of %n player(s)", nullptr, int(m_changes.size()));
    const Change &c = m_changes.constFirst();
    if (c.after.isEmpty())
        return tr("take %1 out of team %2").arg(c.name, c.before);
    return tr("put %1 in team %2").arg(c.name, c.after);
}

bool SetTeams::doApply(Tournament &t, DbError *error)
{
    bool changed = false;
    for (Change &c : m_changes) {
        const std::optional<Player> p = t.roster().player(c.id);
        if (!m_applied && p) {
            c.name = p->name;
            c.before = p->team;
        } else if (!p || p->team != c.before) {
            return changedSince(error);
        }
        if (!t.roster().setTeam(writePass(), c.id, c.after, error))
            return false;
        const std::optional<Player> stored = t.roster().player(c.id);
        c.after = stored ? stored->team : c.after; // as stored: spaces folded
        changed = changed || c.after != c.before;
    }
    m_applied = true;
    setChanged(changed);
    return true;
}

bool SetTeams::doRevert(Tournament &t, DbError *error)
{
    for (const Change &c : std::as_const(m_changes)) {
        const std::optional<Player> p = t.roster().player(c.id);
        if (!p || p->team != c.after)
            return changedSince(error);
        if (!t.roster().setTeam(writePass(), c.id, c.before, error))
            return false;
    }
    return true;
}

AddPlayersWithTeams::AddPlayersWithTeams(const QStringList &names,
                                         const QHash<QString, QString> &teams)
    : AddPlayers(names)
    , m_names(names)
    , m_teams(teams)
{
}

bool AddPlayersWithTeams::doApply(Tournament &t, DbError *error)
{
    if (!AddPlayers::doApply(t, error))
        return false;
    m_stored.clear();
    const QList<qint64> added = ids();
    for (qsizetype i = 0; i < added.size() && i < m_names.size(); ++i) {
        const QString team = m_teams.value(m_names.at(i));
        if (team.isEmpty())
            continue;
        if (!t.roster().setTeam(writePass(), added.at(i), team, error))
            return false;
        const std::optional<Player> p = t.roster().player(added.at(i));
        m_stored.insert(added.at(i), p ? p->team : team);
    }
    return true;
}

bool AddPlayersWithTeams::doRevert(Tournament &t, DbError *error)
{
    for (auto it = m_stored.cbegin(); it != m_stored.cend(); ++it) {
        const std::optional<Player> p = t.roster().player(it.key());
        if (!p || p->team != it.value())
            return changedSince(error);
    }
    return AddPlayers::doRevert(t, error);
}

} // namespace ctd
