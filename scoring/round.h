#pragma once

#include "ruleset.h"
#include "sheet.h"
#include "standings.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

namespace ctd {

/// One table's sheet, as read from a file or kept in a tournament.
struct TableSheet
{
    int round = 0;
    int table = 0;
    QList<PlayerLine> lines; ///< seat order
    QList<int> fileLines;    ///< per seat: the line in the file it came from (0: none)
};

/// A problem with a results file or its sheets, as docs/formats.md prints it.
struct Problem
{
    int line = 0;  ///< 0: no line applies
    int round = 0; ///< 0: unknown
    int table = 0;
    QString player;  ///< empty for a whole-table or file problem
    QString code;    ///< docs/rules.md's code or a file code (csv_syntax, missing_column, …)
    QString message; ///< translated

    /// "error: LINE: round R, table T, player NAME: CODE: message"
    QString format() const;
};

/// Checks sheets by docs/rules.md: every rule of each sheet and no player twice in a
/// round. The scores of the valid sheets go to `scores` if given, and every
/// name at any of the tables, in first-seen order (as playersOf() gives
/// them), to `players`: each name is looked up once for both. `seatScores`
/// if given gets every seat's score, table after table in the order of
/// `tables` (place 0 at a sheet with errors): what a writer of the scored
/// sheets needs without scoring them again.
/// `scoreSeats` if given (with `scores` and `players`) gets every seat of
/// `scores`, table after table, as its player's index in `players`, and the
/// scores are then without their players' names (TableScore::players empty):
/// what computeStandings() with seat players needs, nobody found by name again.
QList<Problem> checkSheets(const QList<TableSheet> &tables, const RuleSet &rules,
                           QList<TableScore> *scores = nullptr, QStringList *players = nullptr,
                           QList<PlayerScore> *seatScores = nullptr,
                           QList<int> *scoreSeats = nullptr);

/// One valid sheet's scores.
TableScore tableScore(const TableSheet &sheet, const SheetResult &result);

/// The scores of valid sheets, for the standings.
QList<TableScore> scoreTables(const QList<TableSheet> &tables, const RuleSet &rules);

/// Every name at any table, in first-seen order.
QStringList playersOf(const QList<TableSheet> &tables);

/// A table seats 3 or 4 players.
constexpr int kFewestAtTable = 3;
constexpr int kMostAtTable = 4;
constexpr bool isTableSize(int players)
{
    return players >= kFewestAtTable && players <= kMostAtTable;
}

/// The table sizes for a count of players: tables of 4 and as few tables of 3
/// as the count allows, the tables of 4 first. Empty, with the translated
/// reason in `error`, for the counts that cannot be seated (0, 1, 2 and 5).
QList<int> tableSizes(int players, QString *error = nullptr);

/// Why table `table` with `players` players cannot play; translated.
QString tableSizeMessage(int table, int players);

/// Checks a round's seating (tables → player ids, table 1 first): every table
/// seats 3 or 4 and every player sits at one table only. The translated
/// message of the first problem, naming the player by `nameOf`; empty if the
/// seating is valid.
QString seatingError(const QList<QList<qint64>> &tables,
                     const std::function<QString(qint64)> &nameOf);

/// Why `name` cannot be seated a second time in one round; translated.
QString seatedTwiceMessage(const QString &name);

/// Nobody plays twice in a round: why `name` cannot play at another table of
/// round `round` as well as at `otherTable`; translated.
QString playsTwiceMessage(const QString &name, int otherTable, int round);

} // namespace ctd

// Lists and strings, all relocatable: lists of them move them in memory.
Q_DECLARE_TYPEINFO(ctd::TableSheet, Q_RELOCATABLE_TYPE);
Q_DECLARE_TYPEINFO(ctd::Problem, Q_RELOCATABLE_TYPE);
