#pragma once
// The referees' ledger (docs/rules.md, "Referees"): an entry added, or
// withdrawn, each undone like any other command.

#include "command.h"

#include "tournament/roster.h"

namespace ctd {

/// Adds an entry to the referees' ledger; undone, it is taken out again
/// (refused once it was withdrawn meanwhile), and a redo puts it back with
/// the same id.
class AddRefereeEntry : public Command
{
    Q_DECLARE_TR_FUNCTIONS(AddRefereeEntry)

public:
    /// `entry`: its player, kind, round, points and reason (its id and time
    /// are given when it is added).
    explicit AddRefereeEntry(const RefereeEntry &entry);
    QString text() const override;
    /// The entry's id (after apply()).
    qint64 id() const { return m_entry.id; }

protected:
    bool doApply(Tournament &t, DbError *error) override;
    bool doRevert(Tournament &t, DbError *error) override;

private:
    RefereeEntry m_entry;
    QString m_name;
};

/// Withdraws an entry of the ledger (it stays, marked withdrawn, with the
/// time); undone, it stands again.
class WithdrawRefereeEntry : public Command
{
    Q_DECLARE_TR_FUNCTIONS(WithdrawRefereeEntry)

public:
    explicit WithdrawRefereeEntry(qint64 id);
    QString text() const override;

protected:
    bool doApply(Tournament &t, DbError *error) override;
    bool doRevert(Tournament &t, DbError *error) override;

private:
    qint64 m_id;
    QString m_name;
    RefereeEntry::Kind m_kind = RefereeEntry::Warning;
    QDateTime m_at;
};

} // namespace ctd
