#pragma once

#include "ruleset.h"
#include "sheet.h"
#include "standings.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace ctd {

/// One table's sheet, as read from a file or kept in a tournament.
struct TableSheet
{
    int round = 0;
    int table = 0;
    QList<PlayerLine> lines;   ///< seat order
    QList<int> fileLines;      ///< per seat: the line in the file it came from (0: none)
};

/// A problem with a results file or its sheets, as docs/formats.md prints it.
struct Problem
{
    int line = 0;     ///< 0: no line applies
    int round = 0;    ///< 0: unknown
    int table = 0;
    QString player;   ///< empty for a whole-table or file problem
    QString code;     ///< docs/rules.md's code or a file code (csv_syntax, missing_column, …)
    QString message;  ///< translated

    /// "error: LINE: round R, table T, player NAME: CODE: message"
    QString format() const;
};

/// Checks sheets by docs/rules.md: every rule of each sheet and no player twice in a
/// round. The scores of the valid sheets go to `scores` if given.
QList<Problem> checkSheets(const QList<TableSheet> &tables, const RuleSet &rules,
                           QList<TableScore> *scores = nullptr);

/// One valid sheet's scores.
TableScore tableScore(const TableSheet &sheet, const SheetResult &result);

/// The scores of valid sheets, for the standings.
QList<TableScore> scoreTables(const QList<TableSheet> &tables, const RuleSet &rules);

/// Every name at any table, in first-seen order.
QStringList playersOf(const QList<TableSheet> &tables);

} // namespace ctd
