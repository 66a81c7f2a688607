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

QString Figures::standingsTitle(int afterRound, const QList<StandingsRow> &rows)
{
    return isFinalRanking(rows) ? tr("Final ranking") : standingsTitle(afterRound);
}

QString Figures::decidedByTitle()
{
    return tr("Decided by");
}

QString Figures::decidedBy(const StandingsRow &row, const QLocale &locale)
{
    switch (row.decidedBy) {
    case Stage::Final:
        return tr("Final, place %1").arg(locale.toString(row.stagePlace));
    case Stage::Semifinal:
        return tr("Semi-final, place %1").arg(locale.toString(row.stagePlace));
    case Stage::Prelim:
        break;
    }
    return tr("Preliminary rounds");
}

QString Figures::finalRankingNote(const QList<StandingsRow> &rows, const QLocale &locale)
{
    if (!isFinalRanking(rows))
        return {};
    // The rows come in rank order, each stage's places one block.
    QStringList parts;
    qsizetype i = 0;
    while (i < rows.size()) {
        const Stage stage = rows.at(i).decidedBy;
        qsizetype j = i;
        while (j + 1 < rows.size() && rows.at(j + 1).decidedBy == stage)
            ++j;
        const QString places = i == j
            ? locale.toString(rows.at(i).rank)
            : QStringLiteral("%1\u2013%2")
                  .arg(locale.toString(rows.at(i).rank), locale.toString(rows.at(j).rank));
        parts.append(stage == Stage::Final ? tr("places %1 from the final").arg(places)
                         : stage == Stage::Semifinal
                         ? tr("places %1 from the semi-finals").arg(places)
                         : tr("places %1 from the preliminary rounds").arg(places));
        i = j + 1;
    }
    return tr("Ranked by stage: %1. Points, VP, share and tables count the preliminary rounds "
              "only.")
        .arg(parts.join(QStringLiteral(", ")));
}

QString Figures::roundPointsTitle(bool countsWins)
{
    return countsWins ? tr("Wins") : tr("Round points");
}

QString Figures::fieldTitle(StandingsField field, const RuleSet &rules)
{
    switch (field) {
    case StandingsField::Rank:
        return tr("Rank");
    case StandingsField::Player:
        return tr("Player");
    case StandingsField::RoundPoints:
        return roundPointsTitle(rules.countsWins());
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

QString Figures::adjustmentTitle()
{
    return tr("Adjustment");
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
