#pragma once

#include "command.h"
#include "scoring/board.h"

#include <optional>

namespace ctd {

/// Draws a round's board from a seed and keeps it with the round (drawing
/// again replaces the one kept). Undone, the round has the board it had
/// before (or none); redone, the board this command drew.
class DrawBoard : public Command
{
public:
    DrawBoard(int round, quint64 seed);
    QString text() const override;
    const board::Board &drawn() const { return m_after; }

protected:
    bool doApply(Tournament &t, DbError *error) override;
    bool doRevert(Tournament &t, DbError *error) override;

private:
    int m_round;
    board::Board m_after;
    std::optional<board::Board> m_before;
    bool m_done = false;
};

} // namespace ctd
