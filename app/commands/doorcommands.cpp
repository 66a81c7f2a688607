#include "doorcommands.h"
#include "tournament/door.h"
#include "tournament/roster.h"

namespace ctd {

namespace {

bool readFailed(const DbError &failure, DbError *error)
{
    if (!failure.isError())
        return false;
    if (error)
        *error = failure;
    return true;
}

QString nameOf(const Tournament &t, qint64 id)
{
    const std::optional<Player> p = t.roster().player(id);
    return p ? p->name : QString();
}

} // namespace

// Registration codes --------------------------------------------------------------

GiveRegistrationCodes::GiveRegistrationCodes(const QList<qint64> &players)
    : m_players(players)
{
}

std::unique_ptr<GiveRegistrationCodes> GiveRegistrationCodes::everyone(const Tournament &t)
{
    QList<qint64> ids;
    for (const Player &p : t.roster().players()) {
        if (!p.dropped)
            ids.append(p.id);
    }
    return std::make_unique<GiveRegistrationCodes>(ids);
}

QString GiveRegistrationCodes::text() const
{
    return tr("give %n registration code(s)", nullptr, int(m_given.size()));
}

bool GiveRegistrationCodes::doApply(Tournament &t, DbError *error)
{
    if (m_applied) {
        // A redo gives the same codes again.
        for (auto it = m_given.cbegin(); it != m_given.cend(); ++it) {
            DbError failure;
            if (!t.door().entry(it.key(), &failure).code.isEmpty())
                return changedSince(error);
            if (readFailed(failure, error)
                || !t.door().setCode(writePass(), it.key(), it.value(), error))
                return false;
        }
        return true;
    }
    if (!t.door().giveCodes(writePass(), m_players, &m_given, error))
        return false;
    m_applied = true;
    setChanged(!m_given.isEmpty());
    return true;
}

bool GiveRegistrationCodes::doRevert(Tournament &t, DbError *error)
{
    for (auto it = m_given.cbegin(); it != m_given.cend(); ++it) {
        DbError failure;
        if (t.door().entry(it.key(), &failure).code != it.value())
            return readFailed(failure, error) ? false : changedSince(error);
        if (!t.door().setCode(writePass(), it.key(), QString(), error))
            return false;
    }
    return true;
}

// Check-in --------------------------------------------------------------------------

CheckIn::CheckIn(qint64 player, bool in)
    : m_player(player)
    , m_in(in)
{
}

QString CheckIn::text() const
{
    return m_in ? tr("check in %1").arg(m_name) : tr("take back the check-in of %1").arg(m_name);
}

bool CheckIn::doApply(Tournament &t, DbError *error)
{
    m_name = nameOf(t, m_player);
    DbError failure;
    const DoorEntry now = t.door().entry(m_player, &failure);
    if (readFailed(failure, error))
        return false;
    m_before = now.checkedInAt;
    if (now.isCheckedIn() == m_in) {
        setChanged(false);
        return true;
    }
    setChanged(true);
    if (!m_after.isValid() && m_in)
        m_after = QDateTime::currentDateTimeUtc();
    return t.door().setCheckedIn(writePass(), m_player, m_in ? m_after : QDateTime(), error);
}

bool CheckIn::doRevert(Tournament &t, DbError *error)
{
    DbError failure;
    const DoorEntry now = t.door().entry(m_player, &failure);
    if (readFailed(failure, error))
        return false;
    if (now.isCheckedIn() != m_in)
        return changedSince(error);
    return t.door().setCheckedIn(writePass(), m_player, m_before, error);
}

// Paid -------------------------------------------------------------------------------

SetPaid::SetPaid(qint64 player, qint64 paid)
    : m_player(player)
    , m_paid(paid)
{
}

QString SetPaid::text() const
{
    return tr("set what %1 paid").arg(m_name);
}

bool SetPaid::doApply(Tournament &t, DbError *error)
{
    m_name = nameOf(t, m_player);
    DbError failure;
    m_before = t.door().entry(m_player, &failure).paid;
    if (readFailed(failure, error))
        return false;
    setChanged(m_before != m_paid);
    return m_before == m_paid || t.door().setPaid(writePass(), m_player, m_paid, error);
}

bool SetPaid::doRevert(Tournament &t, DbError *error)
{
    DbError failure;
    if (t.door().entry(m_player, &failure).paid != m_paid)
        return readFailed(failure, error) ? false : changedSince(error);
    return t.door().setPaid(writePass(), m_player, m_before, error);
}

// Settings ---------------------------------------------------------------------------

SetDoorSettings::SetDoorSettings(const DoorSettings &settings)
    : m_settings(settings)
{
}

QString SetDoorSettings::text() const
{
    return tr("change the entry fee and self check-in");
}

bool SetDoorSettings::doApply(Tournament &t, DbError *error)
{
    DbError failure;
    m_before = t.door().settings(&failure);
    if (readFailed(failure, error))
        return false;
    setChanged(m_before != m_settings);
    return m_before == m_settings || t.door().setSettings(writePass(), m_settings, error);
}

bool SetDoorSettings::doRevert(Tournament &t, DbError *error)
{
    DbError failure;
    if (t.door().settings(&failure) != m_settings)
        return readFailed(failure, error) ? false : changedSince(error);
    return t.door().setSettings(writePass(), m_before, error);
}

// Calls --------------------------------------------------------------------------------

CallReferee::CallReferee(int round, int table, const QString &note, const QString &address)
{
    m_call.round = round;
    m_call.table = table;
    m_call.note = note;
    m_call.address = address;
}

QString CallReferee::text() const
{
    return tr("call a referee to table %1").arg(m_call.table);
}

bool CallReferee::doApply(Tournament &t, DbError *error)
{
    if (m_applied) {
        if (m_added && !t.door().restoreCall(writePass(), m_call, error))
            return false;
        return true;
    }
    qint64 id = 0;
    if (!t.door().addCall(writePass(), m_call.round, m_call.table, m_call.note, m_call.address, &id,
                          &m_added, error))
        return false;
    DbError failure;
    if (const std::optional<TableCall> stored = t.door().call(id, &failure))
        m_call = *stored;
    m_applied = true;
    setChanged(m_added);
    return !readFailed(failure, error);
}

bool CallReferee::doRevert(Tournament &t, DbError *error)
{
    if (!m_added)
        return true;
    DbError failure;
    const std::optional<TableCall> stored = t.door().call(m_call.id, &failure);
    if (readFailed(failure, error))
        return false;
    if (!stored || stored->state != m_call.state)
        return changedSince(error);
    return t.door().removeCall(writePass(), m_call.id, error);
}

SetCallState::SetCallState(qint64 id, TableCall::State state)
    : m_id(id)
    , m_state(state)
{
}

QString SetCallState::text() const
{
    return m_state == TableCall::State::Taken ? tr("take the call of table %1").arg(m_table)
        : m_state == TableCall::State::Closed ? tr("close the call of table %1").arg(m_table)
                                              : tr("open the call of table %1 again").arg(m_table);
}

bool SetCallState::doApply(Tournament &t, DbError *error)
{
    DbError failure;
    const std::optional<TableCall> stored = t.door().call(m_id, &failure);
    if (readFailed(failure, error))
        return false;
    if (!stored)
        return t.door().setCallState(writePass(), m_id, m_state, error); // refused: no such call
    m_table = stored->table;
    m_before = stored->state;
    setChanged(m_before != m_state);
    return m_before == m_state || t.door().setCallState(writePass(), m_id, m_state, error);
}

bool SetCallState::doRevert(Tournament &t, DbError *error)
{
    DbError failure;
    const std::optional<TableCall> stored = t.door().call(m_id, &failure);
    if (readFailed(failure, error))
        return false;
    if (!stored || stored->state != m_state)
        return changedSince(error);
    return t.door().setCallState(writePass(), m_id, m_before, error);
}

} // namespace ctd
