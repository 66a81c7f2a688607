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
    static QString locked(const QString &path, qint64 pid, const QString &host, const QString &app);
    static QString busy(const QString &path);
    static QString cannotOpen(const QString &path, const QString &reason);
    static QString cannotCreate(const QString &path, const QString &reason);
    static QString backupFailed(const QString &path, const QString &backup);
    static QString upgradeFailed(const QString &path, const QString &reason, const QString &backup);
    static QString writeFailed(const QString &path, const QString &reason);
    static QString readFailed(const QString &path, const QString &reason);
    static QString notOpen();
    static QString openedReadOnly(const QString &path);
    // Players
    static QString emptyName();
    static QString duplicateName(const QString &name);
    static QString unknownPlayer(qint64 id);
    static QString apartFromSelf();
    static QString droppedPlayer(const QString &name);
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
};

} // namespace ctd
