#include "teamfigures.h"

#include "figures.h"

namespace ctd {

QString TeamFigures::title(int afterRound)
{
    if (afterRound <= 0)
        return tr("Team standings before the first round");
    return tr("Team standings after round %1").arg(afterRound);
}

QStringList TeamFigures::columnTitles(const RuleSet &rules)
{
    return {Figures::fieldTitle(StandingsField::Rank, rules),
            tr("Team"),
            Figures::fieldTitle(StandingsField::RoundPoints, rules),
            Figures::fieldTitle(StandingsField::Vp, rules),
            tr("Members"),
            tr("Best rank")};
}

QStringList TeamFigures::cells(const TeamRow &row, const QLocale &locale)
{
    return {locale.toString(row.rank),
            row.team,
            Figures::points(row.roundPointsTwelfths, locale),
            locale.toString(row.vp),
            locale.toString(row.members),
            row.bestRank > 0 ? locale.toString(row.bestRank) : QString()};
}

QString TeamFigures::note(const TeamStandings &standings)
{
    if (!standings.sizesDiffer)
        return {};
    return tr("The teams have different sizes; they are compared as they are: the sums of "
              "all members count.");
}

} // namespace ctd
