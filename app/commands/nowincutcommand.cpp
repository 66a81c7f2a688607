#include "nowincutcommand.h"

#include "tournament/details.h"

namespace ctd {

SetNoWinCut::SetNoWinCut(int game)
    : m_after(game)
{
}

QString SetNoWinCut::text() const
{
    if (m_after == 0)
        return tr("turn the no-win cut off");
    return tr("cut players without a win after game %1").arg(m_after);
}

bool SetNoWinCut::doApply(Tournament &t, DbError *error)
{
    DbError e;
    const int now = t.details().noWinCut(&e);
    if (e.isError()) {
        if (error)
            *error = e;
        return false;
    }
    if (!m_applied)
        m_before = now;
    else if (now != m_before)
        return changedSince(error);
    if (!t.details().setNoWinCut(writePass(), m_after, error))
        return false;
    m_applied = true;
    setChanged(m_after != m_before);
    return true;
}

bool SetNoWinCut::doRevert(Tournament &t, DbError *error)
{
    if (t.details().noWinCut(error) != m_after)
        return changedSince(error);
    return t.details().setNoWinCut(writePass(), m_before, error);
}

} // namespace ctd
