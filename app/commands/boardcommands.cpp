#include "boardcommands.h"
#include "tournament/boards.h"

namespace ctd {

DrawBoard::DrawBoard(int round, quint64 seed)
    : m_round(round)
    , m_after(board::generate(seed))
{
}

QString DrawBoard::text() const
{
    return CommandTexts::drawBoard(m_round);
}

bool DrawBoard::doApply(Tournament &t, DbError *error)
{
    DbError readError;
    const std::optional<board::Board> now = t.boards().roundBoard(m_round, &readError);
    if (m_done && now != m_before)
        return changedSince(error);
    if (!m_done)
        m_before = now; // a board that cannot be read is replaced, and not put back
    if (!t.boards().setRoundBoard(writePass(), m_round, m_after, error))
        return false;
    m_done = true;
    setChanged(m_before != std::optional<board::Board>(m_after));
    return true;
}

bool DrawBoard::doRevert(Tournament &t, DbError *error)
{
    if (t.boards().roundBoard(m_round) != std::optional<board::Board>(m_after))
        return changedSince(error);
    return t.boards().setRoundBoard(writePass(), m_round, m_before, error);
}

} // namespace ctd
