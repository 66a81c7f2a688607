#include "tableplan.h"

namespace ctd {

TablePlan TablePlan::forPlayers(int players)
{
    TablePlan plan;
    if (players < 3)
        return plan;
    const int tables = (players + 3) / 4;
    const int threes = tables * 4 - players;
    // 5 players would need three tables of 3 around two tables: impossible.
    if (threes > tables)
        return plan;
    plan.fours = tables - threes;
    plan.threes = threes;
    return plan;
}

QList<int> TablePlan::sizes() const
{
    QList<int> out;
    for (int i = 0; i < fours; ++i)
        out.append(4);
    for (int i = 0; i < threes; ++i)
        out.append(3);
    return out;
}

QString TablePlan::describe(int players)
{
    const TablePlan plan = forPlayers(players);
    if (players < 3)
        return tr("%n active player(s): a table needs at least 3. Add players, or bring back "
                  "dropped ones, before starting a round.", nullptr, players);
    if (!plan.isPossible())
        return tr("5 active players cannot be seated: tables seat 3 or 4, and 5 splits only into "
                  "4 + 1 or 3 + 2, which leaves a table too small. Add a player or drop one "
                  "before starting the round.");
    const QString fours = tr("%n table(s) of 4", nullptr, plan.fours);
    const QString threes = tr("%n table(s) of 3", nullptr, plan.threes);
    if (plan.threes == 0)
        return fours;
    if (plan.fours == 0)
        return threes;
    return tr("%1 and %2").arg(fours, threes);
}

} // namespace ctd
