#pragma once

#include "ruleset.h"

#include <QList>
#include <QString>

namespace ctd {

/// A problem in a rule-set text: its line (0: the whole text) and a
/// translated message saying what is wrong.
struct RuleSetTextProblem
{
    int line = 0;
    QString message;
};

/// The rule-set text: the format of a custom rule set's file (`--rules FILE`)
/// and of the rule set a tournament file keeps. UTF-8, one `key = value` a
/// line, `#` starts a comment, keys in any order, each at most once:
///
///     base = de-ranking               a preset to start from (default: standard)
///     id = town-league                the rule set's key (default: custom)
///     name = Town league              the name shown
///     points-4 = 5 3 2 1              round points of places 1-4 at a table of 4
///     points-3 = 5 3 1                round points of places 1-3 at a table of 3
///     vp-cap = 10                     each game's VP count at most this; none: no cap
///     share = average                 pooled, average or sum-virtual-fourth
///     tie-breaks = vp share first second third
///                                     after round points, each at most once
///
/// A key left out keeps the base's value; without an id the rule set is
/// the base itself if nothing else is given, else "custom". The name always
/// decides last.
QString ruleSetToText(const RuleSet &rules);
/// Reads a rule-set text; `problems` gets every problem (then the result is
/// the standard rule set).
RuleSet ruleSetFromText(const QString &text, QList<RuleSetTextProblem> *problems);

/// The words of the text for a share mode and a tie-break.
QString shareModeWord(ShareMode mode);
QString tieBreakWord(TieBreak step);

} // namespace ctd
