#include "detailcommands.h"
#include "tournament/clock.h"
#include "tournament/details.h"

namespace ctd {

namespace {

bool sameInfo(const TournamentInfo &a, const TournamentInfo &b)
{
    return a.name.trimmed() == b.name.trimmed() && a.date == b.date && a.rules == b.rules
        && a.roundMinutes == b.roundMinutes;
}

} // namespace

// SetDetails ----------------------------------------------------------------------

SetDetails::SetDetails(const TournamentInfo &info)
    : m_after(info)
{
}

std::unique_ptr<SetDetails> SetDetails::rules(const Tournament &t, const RuleSet &rules)
{
    TournamentInfo info = t.details().info();
    info.rules = rules;
    auto command = std::make_unique<SetDetails>(info);
    command->m_rulesOnly = true;
    return command;
}

QString SetDetails::text() const
{
    return m_rulesOnly ? CommandTexts::changeRules(m_after.rules.title())
                       : CommandTexts::changeDetails();
}

bool SetDetails::doApply(Tournament &t, DbError *error)
{
    const TournamentInfo now = t.details().info();
    if (!m_read) {
        m_before = now;
        m_read = true;
    } else if (!sameInfo(now, m_before)) {
        return changedSince(error);
    }
    setChanged(!sameInfo(m_before, m_after));
    return t.details().setInfo(writePass(), m_after, error);
}

bool SetDetails::doRevert(Tournament &t, DbError *error)
{
    if (!sameInfo(t.details().info(), m_after))
        return changedSince(error);
    return t.details().setInfo(writePass(), m_before, error);
}

// ClockCommand --------------------------------------------------------------------

ClockCommand::ClockCommand(Kind kind, int round, const QDateTime &now, int minutes)
    : m_kind(kind)
    , m_round(round)
    , m_now(now)
    , m_minutes(minutes)
{
}

QString ClockCommand::text() const
{
    switch (m_kind) {
    case Start:
        return CommandTexts::startClock(m_round);
    case Pause:
        return CommandTexts::pauseClock(m_round);
    case Extend:
        break;
    }
    return CommandTexts::extendClock(m_round, m_minutes);
}

bool ClockCommand::doApply(Tournament &t, DbError *error)
{
    if (m_done) {
        if (t.clock().roundClock(m_round) != m_before)
            return changedSince(error);
        return t.clock().setRoundClock(writePass(), m_after, error);
    }
    m_before = t.clock().roundClock(m_round);
    bool ok = false;
    switch (m_kind) {
    case Start:
        ok = t.clock().startClock(writePass(), m_round, m_now, error);
        break;
    case Pause:
        ok = t.clock().pauseClock(writePass(), m_round, m_now, error);
        break;
    case Extend:
        ok = t.clock().extendClock(writePass(), m_round, m_minutes, error);
        break;
    }
    if (!ok)
        return false;
    m_after = t.clock().roundClock(m_round);
    m_done = true;
    setChanged(m_after != m_before);
    return true;
}

bool ClockCommand::doRevert(Tournament &t, DbError *error)
{
    if (t.clock().roundClock(m_round) != m_after)
        return changedSince(error);
    return t.clock().setRoundClock(writePass(), m_before, error);
}

} // namespace ctd
