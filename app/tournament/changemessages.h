#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace ctd {

/// Every message a person reads when a change is refused: which player,
/// round, table or sheet breaks what, and what to do.
class ChangeMessages
{
    Q_DECLARE_TR_FUNCTIONS(ChangeMessages)

public:
    // Players
    static QString emptyName();
    /// A name longer than names::kMaxLength.
    static QString longName(const QString &name);
    static QString duplicateName(const QString &name);
    static QString unknownPlayer(qint64 id);
    static QString playerSeated(const QString &name, int round);
    static QString apartFromSelf();
    static QString droppedPlayer(const QString &name);
    static QString disqualifiedPlayer(const QString &name);
    static QString absentPlayer(const QString &name, int round);
    static QString checkInSeated(int round);
    static QString tableHasResult(int round, int table);
    // Rounds and seating
    static QString noTables();
    static QString unknownRound(int round, int rounds);
    static QString unknownTable(int round, int table);
    static QString roundHasResults(int round);
    static QString noRoundToRemove();
    static QString roundPublished(int round);
    // Sheets
    static QString namesDontMatch(int round, int table, const QStringList &seated);
    static QString sheetBreaksRules(int round, int table);
    static QString nothingToUndo(int round, int table);
    // Reports from the tables
    static QString unknownReport(int round, int table, int report);
    static QString noReports(int round, int table);
    static QString reportTableHasResult(int round, int table);
    static QString tooManyReports(int round, int table, int most);
    static QString reportSuperseded(int round, int table, int report);
    static QString reportsConflict(int round, int table);
    // Import
    static QString importBreaksRules();
    static QString tableExists(int round, int table);
    static QString tableHasDraft(int round, int table);
    static QString seatingDiffers(int round, int table, const QStringList &seated);
    static QString roundMissing(int round, int rounds);
    static QString importRefused();
    // Round clock
    static QString badRoundMinutes(int minutes);
    static QString clockNotStarted(int round);
    static QString stageDiffers(int round, const QString &inFile, const QString &there);
    static QString noSuchRound(int round);
    static QString stageRefused(int round);
    // The round's board
    static QString boardRound(int round, int rounds);
    static QString damagedBoard(int round);
};

} // namespace ctd
