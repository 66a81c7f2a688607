#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace ctd {

/// Every message of the tournament database that a person reads: what is
/// wrong, with which file or table, and what to do.
class DbMessages
{
    Q_DECLARE_TR_FUNCTIONS(DbMessages)

public:
    // The file
    static QString emptyFile(const QString &path);
    static QString notSqlite(const QString &path);
    static QString otherProgram(const QString &path);
    static QString tooNew(const QString &path, int fileVersion, int known);
    static QString tooOldForReading(const QString &path);
    static QString unknownRuleSet(const QString &path, const QString &id);
    static QString isFolder(const QString &path);
    static QString missingFile(const QString &path);
    static QString readOnlyFile(const QString &path);
    static QString readOnlyFolder(const QString &path, const QString &folder);
    static QString cannotCreateFolder(const QString &folder);
    /// Who holds a file open for writing: "catan-desk, process 1234 on host".
    static QString writer(qint64 pid, const QString &host, const QString &app);
    static QString locked(const QString &path, qint64 pid, const QString &host, const QString &app);
    static QString busy(const QString &path);
    static QString cannotOpen(const QString &path, const QString &reason);
    static QString cannotCreate(const QString &path, const QString &reason);
    static QString backupFailed(const QString &path, const QString &backup);
    static QString upgradeFailed(const QString &path, const QString &reason);
    static QString writeFailed(const QString &path, const QString &reason);
    static QString readFailed(const QString &path, const QString &reason);
    static QString notOpen();
    static QString damaged(const QString &path, const QString &finding, const QString &backup);
    static QString noTournamentRow(const QString &path);
    static QString logInReadOnlyFolder(const QString &path, const QString &folder);
    static QString cannotWriteLock(const QString &path, const QString &lock);
    static QString diskFull(const QString &path);
    static QString namesBecomeOne(const QString &path, const QString &first, const QString &second);
    static QString openedReadOnly(const QString &path);
    // Players
    static QString emptyName();
    static QString duplicateName(const QString &name);
    static QString unknownPlayer(qint64 id);
    static QString playerSeated(const QString &name, int round);
    static QString apartFromSelf();
    static QString droppedPlayer(const QString &name);
    static QString absentPlayer(const QString &name, int round);
    static QString checkInSeated(int round);
    static QString tableHasResult(int round, int table);
    // Rounds and seating
    static QString noTables();
    static QString unknownRound(int round, int rounds);
    static QString unknownTable(int round, int table);
    static QString roundHasResults(int round);
    static QString noRoundToRemove();
    // Sheets
    static QString namesDontMatch(int round, int table, const QStringList &seated);
    static QString sheetBreaksRules(int round, int table);
    static QString nothingToUndo(int round, int table);
    static QString noDeskSave();
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
};

} // namespace ctd
