#pragma once

#include "command.h"

#include <QDateTime>

namespace ctd {

/// Changes the tournament's details: name, date, rule set, the clock's
/// length. Undone, the details before come back (and the rule set's history
/// records the change back).
class SetDetails : public Command
{
public:
    explicit SetDetails(const TournamentInfo &info);
    /// The details as they are, with another rule set.
    static std::unique_ptr<SetDetails> rules(const Tournament &t, const RuleSet &rules);
    QString text() const override;

protected:
    bool doApply(Tournament &t, DbError *error) override;
    bool doRevert(Tournament &t, DbError *error) override;

private:
    TournamentInfo m_after;
    TournamentInfo m_before;
    bool m_read = false;
    bool m_rulesOnly = false;
};

/// Starts (or resumes), pauses or extends a round's clock. Undone, the clock
/// is put back as it was; redone, as this command left it.
class ClockCommand : public Command
{
public:
    enum Kind { Start, Pause, Extend };
    ClockCommand(Kind kind, int round, const QDateTime &now, int minutes = 0);
    QString text() const override;

protected:
    bool doApply(Tournament &t, DbError *error) override;
    bool doRevert(Tournament &t, DbError *error) override;

private:
    Kind m_kind;
    int m_round;
    QDateTime m_now;
    int m_minutes;
    RoundClock m_before;
    RoundClock m_after;
    bool m_done = false;
};

} // namespace ctd
