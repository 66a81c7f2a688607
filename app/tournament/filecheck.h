#pragma once
// Inside the tournament library: what is checked before a tournament file is
// trusted, on a connection that writes nothing. Nothing outside
// tournament*.cpp and filecheck.cpp includes this.

#include "storetypes.h"

#include <QSqlDatabase>
#include <QString>

namespace ctd::filecheck {

QString newConnectionName();
void dropConnection(const QString &name);

/// Names a connection that only reads `abs` so that it leaves nothing beside
/// the file: in a folder nobody may write and without a log, the file is read
/// as immutable; where the file and folder may be written and no log is there
/// yet, a read-write connection that runs with query_only (the last connection
/// to close removes the -wal and -shm it made); else SQLite's read-only mode.
/// Returns whether the connection must run `PRAGMA query_only`.
bool nameReader(QSqlDatabase &db, const QString &abs);

/// Every check that can refuse the file, before anything changes it: marked
/// as ours, not too new, every table there, the tournament's row with a rule
/// set this version knows, and SQLite's `quick_check` of every page. Fills
/// `version` with the file's schema version. With `pages` false the
/// `quick_check` is left out: checkPages() then runs it later.
bool check(const QString &abs, int *version, DbError *error, bool pages = true);

/// SQLite's `quick_check` of every page alone, on a connection of its own
/// that writes nothing: safe to run on any thread.
bool checkPages(const QString &abs, DbError *error);

/// The newest backup of `abs` (the desk's rolling backups and the upgrade
/// copies FILE.vN-DATE.bak), or empty.
QString newestBackup(const QString &abs);

/// The folder of the desk's rolling backups of `abs`: FILE.backups beside it.
QString backupFolder(const QString &abs);

} // namespace ctd::filecheck
