// Several writes as one transaction (Tournament::Change): the writers inside
// join it, and what they announce waits for its commit.
#include "tournament_p.h"

#include <utility>

namespace ctd {

Tournament::Change::Change(Tournament &tournament, DbError *error)
    : m_tournament(tournament)
{
    Store *d = &tournament.d->store;
    if (!d->checkWritable(error)) {
        m_ended = true;
        return;
    }
    m_tx = std::make_unique<Transaction>(d->db());
    if (!m_tx->isActive()) {
        d->failTransaction(*m_tx, error, DbError::Locked);
        m_tx.reset();
        m_ended = true;
        return;
    }
    ++d->changes;
}

Tournament::Change::~Change()
{
    if (!m_ended)
        end(false);
}

bool Tournament::Change::isActive() const
{
    return m_tx && !m_ended;
}

bool Tournament::Change::commit(DbError *error)
{
    if (!isActive())
        return false;
    if (!m_tx->commit()) {
        m_tournament.d->store.failTransaction(*m_tx, error, DbError::Io);
        end(false);
        return false;
    }
    end(true);
    return true;
}

void Tournament::Change::end(bool committed)
{
    m_ended = true;
    Store *d = &m_tournament.d->store;
    if (!committed)
        m_tx.reset(); // rolls back (unless joined to an outer Change, which decides)
    if (--d->changes > 0)
        return;
    const QList<std::function<void()>> told = std::exchange(d->held, {});
    if (committed) {
        for (const std::function<void()> &tell : told)
            tell();
        return;
    }
    // What the writers kept in memory goes back to what the file holds.
    for (const std::function<void()> &forget : d->rolledBack)
        forget();
}

} // namespace ctd
