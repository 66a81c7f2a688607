#pragma once

// The tournament file's schema steps, shared by opening (an upgrade) and
// creating (every step from nothing), and with a tournament server in its
// dialect. Private to the tournament library.

#include <QSqlDatabase>
#include <QSqlError>
#include <QStringList>

#include "sqldialect.h"

namespace ctd {

struct DbError;

namespace tournamentfile {

/// Runs `statements` in order on `db`; the first failure ends it.
bool runAll(QSqlDatabase db, const QStringList &statements, QSqlError *failure);

/// The steps from `from` to the current version in `backend`'s dialect, and
/// the version set, run in the caller's transaction.
QStringList upgradeStatements(int from, sql::Backend backend = sql::Backend::Sqlite);

/// A server's connection (opened, or opened again): what the server says
/// outside a statement ("FATAL: terminating connection due to administrator
/// command") is not written to stderr by the client library; the desk and
/// catan-desk-cli say that the connection was lost in their own words. Any
/// other connection is left as it is.
void quietServerNotices(QSqlDatabase db);

/// Upgrades the file at `abs` from schema version `from`, all in one
/// transaction: either every step is done or the file is as it was.
bool upgrade(const QString &abs, int from, DbError *error);

} // namespace tournamentfile
} // namespace ctd
