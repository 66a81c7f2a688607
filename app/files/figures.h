#pragma once

#include "scoring/standings.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

namespace ctd {

class Fraction;

/// The columns of the standings, on screen, on paper and in the spreadsheet CSV.
enum class StandingsField { Rank, Player, RoundPoints, Vp, VpShare, Tables, Count };

/// The standings' and results' figures as people read them: column titles in
/// the desk's language, points and shares in the locale's way. Shared by the
/// screen, the printed documents and the spreadsheet CSV.
class Figures
{
    Q_DECLARE_TR_FUNCTIONS(PaperBuilder)

public:
    static QString standingsTitle(int afterRound);
    /// "Final ranking" for a final ranking (isFinalRanking()), else standingsTitle().
    static QString standingsTitle(int afterRound, const QList<StandingsRow> &rows);
    /// The title of the column that says which stage decided each place.
    static QString decidedByTitle();
    /// Which stage decided the row's place: "Final, place 1", "Semi-final,
    /// place 2", "Preliminary rounds".
    static QString decidedBy(const StandingsRow &row, const QLocale &locale = QLocale());
    /// Under a final ranking: which places each stage decided, and that the
    /// figures count the preliminary rounds only. Empty for other standings.
    static QString finalRankingNote(const QList<StandingsRow> &rows,
                                    const QLocale &locale = QLocale());
    /// The column's title; round points are "Wins" where the rule set counts wins.
    static QString fieldTitle(StandingsField field, const RuleSet &rules = RuleSet::standard());
    /// The round points' title: "Wins" where they count wins, else "Round points".
    static QString roundPointsTitle(bool countsWins);
    /// The title of the referees' adjustment of round points ("Adjustment").
    static QString adjustmentTitle();
    /// The titles of the placing counts a rule set may rank by: 1st, 2nd, 3rd places.
    static QStringList placeTitles();
    /// The cells of the placing counts of one row.
    static QStringList placeCells(const StandingsRow &row, const QLocale &locale = QLocale());
    /// "Rule set: …", for the standings' headings.
    static QString ruleSetLine(const RuleSet &rules);
    /// The header of the table results in the spreadsheet CSV, in docs/formats.md's order.
    static QStringList tableResultsTitles();
    /// Round points with two decimals in the locale's way ("2.50", "2,50").
    static QString points(qint64 twelfths, const QLocale &locale = QLocale());
    /// A VP share in percent with two decimals ("34.38").
    static QString percent(const Fraction &share, const QLocale &locale = QLocale());
    /// One row of the standings as shown and printed, one string per StandingsField.
    static QStringList standingsCells(const StandingsRow &row, const QLocale &locale = QLocale());
};

} // namespace ctd
