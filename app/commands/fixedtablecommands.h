#pragma once
// Fixed tables (docs/seating.md, "Fixed tables"): a player's fixed table set
// or cleared, and undone.

#include "command.h"

namespace ctd {

/// Sets a player's fixed table (0: none); undone, the player gets back the
/// fixed table they had.
class SetFixedTable : public Command
{
    Q_DECLARE_TR_FUNCTIONS(SetFixedTable)

public:
    SetFixedTable(qint64 id, int table);
    QString text() const override;

protected:
    bool doApply(Tournament &t, DbError *error) override;
    bool doRevert(Tournament &t, DbError *error) override;

private:
    qint64 m_id = 0;
    QString m_name;
    int m_before = 0;
    int m_after = 0;
    bool m_applied = false;
};

} // namespace ctd
