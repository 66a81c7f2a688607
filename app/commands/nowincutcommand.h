#pragma once
// The no-win cut of a large event (docs/seating.md, "The no-win cut") set or
// turned off, and undone.

#include "command.h"

namespace ctd {

/// Sets the game after which players without a win play no more
/// preliminary games (0: off); undone, the option is as it was.
class SetNoWinCut : public Command
{
    Q_DECLARE_TR_FUNCTIONS(SetNoWinCut)

public:
    explicit SetNoWinCut(int game);
    QString text() const override;

protected:
    bool doApply(Tournament &t, DbError *error) override;
    bool doRevert(Tournament &t, DbError *error) override;

private:
    int m_before = 0;
    int m_after = 0;
    bool m_applied = false;
};

} // namespace ctd
