#include "tableplan.h"

#include "scoring/round.h"

namespace ctd {

TablePlan TablePlan::forPlayers(int players)
{
    const QList<int> sizes = tableSizes(players);
    TablePlan plan;
    plan.fours = int(sizes.count(4));
    plan.threes = int(sizes.count(3));
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
    QString refused;
    const TablePlan plan = forPlayers(players);
    if (tableSizes(players, &refused).isEmpty())
        return refused;
    const QString fours = tr("%n table(s) of 4", nullptr, plan.fours);
    const QString threes = tr("%n table(s) of 3", nullptr, plan.threes);
    if (plan.threes == 0)
        return fours;
    if (plan.fours == 0)
        return threes;
    return tr("%1 and %2").arg(fours, threes);
}

} // namespace ctd
