#pragma once
// The team standings' figures as people read them (docs/rules.md §11): the
// title, the columns in the desk's language and the rule set's words, the
// cells of a row and the note on teams of different sizes. Shared by the
// desk, the printed documents, the projector and the players' page.

#include "scoring/ruleset.h"
#include "scoring/teamstandings.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStringList>

namespace ctd {

class TeamFigures
{
    Q_DECLARE_TR_FUNCTIONS(TeamFigures)

public:
    /// "Team standings after round 3", "… before the first round".
    static QString title(int afterRound);
    /// Rank, Team, Round points (Wins), VP, Members, Best rank.
    static QStringList columnTitles(const RuleSet &rules = RuleSet::standard());
    /// One row as shown and printed, in the order of columnTitles().
    static QStringList cells(const TeamRow &row, const QLocale &locale = QLocale());
    /// The note when the teams' sizes differ, else empty.
    static QString note(const TeamStandings &standings);
};

} // namespace ctd
