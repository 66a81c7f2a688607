#include "fixedtablecommands.h"

#include "tournament/roster.h"

namespace ctd {

SetFixedTable::SetFixedTable(qint64 id, int table)
    : m_id(id)
    , m_after(table)
{
}

QString SetFixedTable::text() const
{
    if (m_after == 0)
        return tr("clear the fixed table of %1").arg(m_name);
    return tr("give %1 the fixed table %2").arg(m_name).arg(m_after);
}

bool SetFixedTable::doApply(Tournament &t, DbError *error)
{
    const std::optional<Player> p = t.roster().player(m_id);
    const QHash<qint64, int> fixed = t.roster().fixedTables(error);
    if (!m_applied && p) {
        m_name = p->name;
        m_before = fixed.value(m_id);
    } else if (!p || fixed.value(m_id) != m_before) {
        return changedSince(error);
    }
    if (!t.roster().setFixedTable(writePass(), m_id, m_after, error))
        return false;
    m_applied = true;
    setChanged(m_after != m_before);
    return true;
}

bool SetFixedTable::doRevert(Tournament &t, DbError *error)
{
    if (!t.roster().player(m_id) || t.roster().fixedTables(error).value(m_id) != m_after)
        return changedSince(error);
    return t.roster().setFixedTable(writePass(), m_id, m_before, error);
}

} // namespace ctd
