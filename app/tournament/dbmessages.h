#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace ctd {

/// Every message of the tournament file or server itself that a person
/// reads: what is wrong, with which file, and what to do. What a change
/// breaks is ChangeMessages.
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
};

} // namespace ctd
