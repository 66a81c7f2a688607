#include "refereecommands.h"
#include "tournament/roster.h"

namespace ctd {

namespace {

class RefereeTexts
{
    Q_DECLARE_TR_FUNCTIONS(RefereeTexts)

public:
    static QString unknownEntry(qint64 id)
    {
        return tr("The referees' ledger has no entry %1.").arg(id);
    }
    static QString withdrawnAlready(qint64 id)
    {
        return tr("Entry %1 of the referees' ledger was withdrawn already.").arg(id);
    }
};

bool refuse(DbError *error, DbError::Kind kind, const QString &message)
{
    if (error) {
        error->kind = kind;
        error->message = message;
    }
    return false;
}

} // namespace

AddRefereeEntry::AddRefereeEntry(const RefereeEntry &entry)
    : m_entry(entry)
{
    m_entry.id = 0;
    m_entry.withdrawnAt = QDateTime();
}

QString AddRefereeEntry::text() const
{
    switch (m_entry.kind) {
    case RefereeEntry::Warning:
        return tr("warn %1").arg(m_name);
    case RefereeEntry::Penalty:
        return tr("penalise %1").arg(m_name);
    case RefereeEntry::Disqualification:
        return tr("disqualify %1").arg(m_name);
    }
    return {};
}

bool AddRefereeEntry::doApply(Tournament &t, DbError *error)
{
    if (const std::optional<Player> p = t.roster().player(m_entry.playerId))
        m_name = p->name;
    if (!m_entry.at.isValid())
        m_entry.at = QDateTime::currentDateTimeUtc();
    // A redo puts the entry back with its id and time.
    qint64 id = 0;
    if (!t.roster().addRefereeEntry(writePass(), m_entry, &id, error))
        return false;
    m_entry.id = id;
    return true;
}

bool AddRefereeEntry::doRevert(Tournament &t, DbError *error)
{
    DbError failure;
    const std::optional<RefereeEntry> stored = t.roster().refereeEntry(m_entry.id, &failure);
    if (failure.isError()) {
        if (error)
            *error = failure;
        return false;
    }
    if (!stored || stored->isWithdrawn())
        return changedSince(error);
    return t.roster().removeRefereeEntry(writePass(), m_entry.id, error);
}

WithdrawRefereeEntry::WithdrawRefereeEntry(qint64 id)
    : m_id(id)
{
}

QString WithdrawRefereeEntry::text() const
{
    return tr("withdraw the %1 of %2").arg(RefereeEntry::kindText(m_kind), m_name);
}

bool WithdrawRefereeEntry::doApply(Tournament &t, DbError *error)
{
    DbError failure;
    const std::optional<RefereeEntry> stored = t.roster().refereeEntry(m_id, &failure);
    if (failure.isError()) {
        if (error)
            *error = failure;
        return false;
    }
    if (!stored)
        return refuse(error, DbError::Invalid, RefereeTexts::unknownEntry(m_id));
    m_name = stored->player;
    m_kind = stored->kind;
    if (stored->isWithdrawn())
        return refuse(error, DbError::Conflict, RefereeTexts::withdrawnAlready(m_id));
    m_at = QDateTime::currentDateTimeUtc();
    return t.roster().setRefereeEntryWithdrawn(writePass(), m_id, m_at, error);
}

bool WithdrawRefereeEntry::doRevert(Tournament &t, DbError *error)
{
    DbError failure;
    const std::optional<RefereeEntry> stored = t.roster().refereeEntry(m_id, &failure);
    if (failure.isError()) {
        if (error)
            *error = failure;
        return false;
    }
    if (!stored || !stored->isWithdrawn())
        return changedSince(error);
    return t.roster().setRefereeEntryWithdrawn(writePass(), m_id, QDateTime(), error);
}

} // namespace ctd
