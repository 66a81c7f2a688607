#include "playercommands.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"

#include <algorithm>

namespace ctd {

namespace {

QString nameOf(const Tournament &t, qint64 id)
{
    const std::optional<Player> p = t.roster().player(id);
    return p ? p->name : QString();
}

} // namespace

// AddPlayers ----------------------------------------------------------------------

AddPlayers::AddPlayers(const QStringList &names)
    : m_names(names)
{
}

QString AddPlayers::text() const
{
    return m_names.size() == 1 ? CommandTexts::addPlayer(m_names.first())
                               : CommandTexts::addPlayers(int(m_names.size()));
}

bool AddPlayers::doApply(Tournament &t, DbError *error)
{
    if (!t.roster().addPlayers(writePass(), m_names, error))
        return false;
    m_ids.clear();
    m_stored.clear();
    for (const QString &name : std::as_const(m_names)) {
        const std::optional<Player> p = t.roster().playerByName(name);
        if (!p)
            return changedSince(error);
        m_ids.append(p->id);
        m_stored.append(p->name);
    }
    return true;
}

bool AddPlayers::doRevert(Tournament &t, DbError *error)
{
    for (qsizetype i = 0; i < m_ids.size(); ++i) {
        const std::optional<Player> p = t.roster().player(m_ids.at(i));
        if (!p || p->name != m_stored.at(i))
            return changedSince(error);
        if (!t.roster().removePlayer(writePass(), p->id, error))
            return false;
    }
    return true;
}

// RenamePlayer --------------------------------------------------------------------

RenamePlayer::RenamePlayer(qint64 id, const QString &name)
    : m_id(id)
    , m_after(name)
{
}

QString RenamePlayer::text() const
{
    return CommandTexts::renamePlayer(m_before, m_after);
}

bool RenamePlayer::doApply(Tournament &t, DbError *error)
{
    const std::optional<Player> p = t.roster().player(m_id);
    if (m_before.isEmpty() && p)
        m_before = p->name;
    else if (!p || p->name != m_before)
        return changedSince(error);
    if (!t.roster().renamePlayer(writePass(), m_id, m_after, error))
        return false;
    m_after = nameOf(t, m_id); // as stored: spaces folded
    setChanged(m_after != m_before);
    return true;
}

bool RenamePlayer::doRevert(Tournament &t, DbError *error)
{
    if (nameOf(t, m_id) != m_after)
        return changedSince(error);
    return t.roster().renamePlayer(writePass(), m_id, m_before, error);
}

// SetDropped ----------------------------------------------------------------------

SetDropped::SetDropped(qint64 id, bool dropped)
    : m_id(id)
    , m_dropped(dropped)
{
}

QString SetDropped::text() const
{
    return m_dropped ? CommandTexts::dropPlayer(m_name) : CommandTexts::undropPlayer(m_name);
}

bool SetDropped::doApply(Tournament &t, DbError *error)
{
    const std::optional<Player> p = t.roster().player(m_id);
    if (p) {
        m_name = p->name;
        if (p->dropped == m_dropped) {
            setChanged(false);
            return true;
        }
    }
    return t.roster().setDropped(writePass(), m_id, m_dropped, error);
}

bool SetDropped::doRevert(Tournament &t, DbError *error)
{
    const std::optional<Player> p = t.roster().player(m_id);
    if (!p || p->dropped != m_dropped)
        return changedSince(error);
    return t.roster().setDropped(writePass(), m_id, !m_dropped, error);
}

// RemovePlayer --------------------------------------------------------------------

RemovePlayer::RemovePlayer(qint64 id)
    : m_id(id)
{
}

QString RemovePlayer::text() const
{
    return CommandTexts::removePlayer(m_player.name);
}

bool RemovePlayer::doApply(Tournament &t, DbError *error)
{
    const std::optional<Player> p = t.roster().player(m_id);
    if (!p)
        return t.roster().removePlayer(writePass(), m_id, error); // says which player is unknown
    m_player = *p;
    m_apartFrom.clear();
    const QList<QPair<qint64, qint64>> pairs = t.roster().keepApart(error);
    for (const auto &pair : pairs) {
        if (pair.first == m_id || pair.second == m_id)
            m_apartFrom.append(pair.first == m_id ? pair.second : pair.first);
    }
    m_absentIn.clear();
    const int next = t.rounds().roundCount(error) + 1;
    for (int round = next; round <= next + 1; ++round) {
        if (t.roster().absent(round, error).contains(m_id))
            m_absentIn.append(round);
    }
    return t.roster().removePlayer(writePass(), m_id, error);
}

bool RemovePlayer::doRevert(Tournament &t, DbError *error)
{
    if (t.roster().playerByName(m_player.name))
        return changedSince(error);
    if (!t.roster().addPlayer(writePass(), m_player.name, &m_id, error))
        return false;
    if (m_player.dropped && !t.roster().setDropped(writePass(), m_id, true, error))
        return false;
    if (!m_player.team.isEmpty() && !t.roster().setTeam(writePass(), m_id, m_player.team, error))
        return false;
    for (qint64 other : std::as_const(m_apartFrom)) {
        if (t.roster().player(other)
            && !t.roster().setKeepApart(writePass(), m_id, other, true, error))
            return false;
    }
    const int seated = t.rounds().roundCount(error);
    for (int round : std::as_const(m_absentIn)) {
        if (round > seated && !t.roster().setAbsent(writePass(), round, {m_id}, true, error))
            return false;
    }
    return true;
}

// SetKeepApart --------------------------------------------------------------------

SetKeepApart::SetKeepApart(qint64 a, qint64 b, bool apart)
    : m_a(a)
    , m_b(b)
    , m_apart(apart)
{
}

QString SetKeepApart::text() const
{
    return m_apart ? CommandTexts::keepApart(m_names[0], m_names[1])
                   : CommandTexts::allowTogether(m_names[0], m_names[1]);
}

bool SetKeepApart::isApart(const Tournament &t) const
{
    const QPair<qint64, qint64> pair{std::min(m_a, m_b), std::max(m_a, m_b)};
    return t.roster().keepApart().contains(pair);
}

bool SetKeepApart::doApply(Tournament &t, DbError *error)
{
    m_names[0] = nameOf(t, m_a);
    m_names[1] = nameOf(t, m_b);
    m_before = isApart(t);
    setChanged(m_before != m_apart);
    return t.roster().setKeepApart(writePass(), m_a, m_b, m_apart, error);
}

bool SetKeepApart::doRevert(Tournament &t, DbError *error)
{
    if (isApart(t) != m_apart)
        return changedSince(error);
    return t.roster().setKeepApart(writePass(), m_a, m_b, m_before, error);
}

// SetAbsent -----------------------------------------------------------------------

SetAbsent::SetAbsent(int round, const QList<qint64> &ids, bool absent)
    : m_round(round)
    , m_ids(ids)
    , m_absent(absent)
{
}

std::unique_ptr<SetAbsent> SetAbsent::allPresent(const Tournament &t, int round)
{
    const QSet<qint64> absent = t.roster().absent(round);
    QList<qint64> ids(absent.cbegin(), absent.cend());
    std::sort(ids.begin(), ids.end());
    return std::make_unique<SetAbsent>(round, ids, false);
}

QString SetAbsent::text() const
{
    if (m_ids.size() == 1)
        return m_absent ? CommandTexts::markAbsent(m_name, m_round)
                        : CommandTexts::markPresent(m_name, m_round);
    return CommandTexts::markPlayersPresent(int(m_ids.size()), m_round);
}

bool SetAbsent::doApply(Tournament &t, DbError *error)
{
    if (m_ids.size() == 1)
        m_name = nameOf(t, m_ids.first());
    const QSet<qint64> before = t.roster().absent(m_round, error);
    m_changed.clear();
    for (qint64 id : std::as_const(m_ids)) {
        if (before.contains(id) != m_absent)
            m_changed.append(id);
    }
    setChanged(!m_changed.isEmpty());
    return t.roster().setAbsent(writePass(), m_round, m_ids, m_absent, error);
}

bool SetAbsent::doRevert(Tournament &t, DbError *error)
{
    const QSet<qint64> now = t.roster().absent(m_round, error);
    for (qint64 id : std::as_const(m_changed)) {
        if (now.contains(id) != m_absent)
            return changedSince(error);
    }
    return m_changed.isEmpty()
        || t.roster().setAbsent(writePass(), m_round, m_changed, !m_absent, error);
}

} // namespace ctd
