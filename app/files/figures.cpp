#include "figures.h"

#include "scoring/fraction.h"
#include "scoring/sheet.h"

namespace ctd {

QString Figures::standingsTitle(int afterRound)
{
    if (afterRound <= 0)
        return tr("Standings before the first round");
    return tr("Standings after round %1").arg(afterRound);
}

QString Figures::fieldTitle(StandingsField field, const RuleSet &rules)
{
    if (field == StandingsField::RoundPoints && rules.countsWins())
        return tr("Wins");
    switch (field) {
    case StandingsField::Rank:
        return tr("Rank");
    case StandingsField::Player:
        return tr("Player");
    case StandingsField::RoundPoints:
        return tr("Round points");
    case StandingsField::Vp:
        return tr("VP");
    case StandingsField::VpShare:
        return tr("VP share (%)");
    case StandingsField::Tables:
        return tr("Tables");
    case StandingsField::Count:
        break;
    }
    return {};
}

QStringList Figures::placeTitles()
{
    return {tr("1st places"), tr("2nd places"), tr("3rd places")};
}

QStringList Figures::placeCells(const StandingsRow &row, const QLocale &locale)
{
    return {locale.toString(row.firsts), locale.toString(row.seconds), locale.toString(row.thirds)};
}

QString Figures::ruleSetLine(const RuleSet &rules)
{
    return tr("Rule set: %1").arg(rules.title());
}

QStringList Figures::tableResultsTitles()
{
    return {tr("Round"),        tr("Table"),        tr("Player"), tr("VP"),
            tr("Largest Army"), tr("Longest Road"), tr("Place"),  tr("Round points")};
}

QString Figures::points(qint64 twelfths, const QLocale &locale)
{
    // Hundredths are whole numbers, so the division and 'f', 2 give them back exactly.
    return locale.toString(double(twelfthsToHundredths(twelfths)) / 100.0, 'f', 2);
}

QString Figures::percent(const Fraction &share, const QLocale &locale)
{
    return locale.toString(double(share.percentHundredths()) / 100.0, 'f', 2);
}

QStringList Figures::standingsCells(const StandingsRow &row, const QLocale &locale)
{
    // Rank 1000, not "1,000": a rank is a place in a list, not a quantity.
    QLocale l = locale;
    l.setNumberOptions(l.numberOptions() | QLocale::OmitGroupSeparator);
    return {l.toString(row.rank),
            row.player,
            points(row.roundPointsTwelfths, l),
            l.toString(row.vp),
            percent(row.vpShare, l),
            l.toString(row.tables)};
}

} // namespace ctd
