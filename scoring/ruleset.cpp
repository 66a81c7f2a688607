#include "ruleset.h"

namespace ctd {

RuleSet RuleSet::standard()
{
    RuleSet r;
    r.id = QStringLiteral("standard");
    return r;
}

QList<RuleSet> RuleSet::presets()
{
    QList<RuleSet> all{standard()};

    // Championships that give the last of three players 1 point instead of 2.
    RuleSet threeLow = standard();
    threeLow.id = QStringLiteral("three-5-3-1");
    threeLow.pointsTable3 = {5, 3, 1};
    all.append(threeLow);

    // Championships that do not reward running up the score: VP capped at 10.
    RuleSet capped = standard();
    capped.id = QStringLiteral("vp-cap-10");
    capped.tieBreakVpCap = 10;
    all.append(capped);

    // Championships that average the share of each table.
    RuleSet average = standard();
    average.id = QStringLiteral("average-share");
    average.shareMode = ShareMode::AveragePerTable;
    all.append(average);

    return all;
}

RuleSet RuleSet::byId(const QString &id, bool *found)
{
    const QList<RuleSet> all = presets();
    for (const RuleSet &r : all) {
        if (r.id == id) {
            if (found)
                *found = true;
            return r;
        }
    }
    if (found)
        *found = false;
    return standard();
}

} // namespace ctd
