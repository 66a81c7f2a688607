// The tournament file's schema steps: an upgrade of an older file, in one
// transaction, and the statements that create a file from nothing.
#include "tournamentfile_p.h"

#include "dbschema.h"
#include "filecheck.h"
#include "nameupgrade.h"
#include "sqldialect.h"
#include "store.h"

#include <QDateTime>
#include <QFileInfo>
#include <QSqlQuery>

namespace ctd::tournamentfile {

using filecheck::dropConnection;
using filecheck::newConnectionName;

bool runAll(QSqlDatabase db, const QStringList &statements, QSqlError *failure)
{
    for (const QString &s : statements) {
        QSqlQuery q(db);
        if (!q.exec(s)) {
            *failure = q.lastError();
            return false;
        }
    }
    return true;
}

QStringList upgradeStatements(int from, sql::Backend backend)
{
    QStringList all;
    for (int step = from + 1; step <= schema::currentVersion(); ++step)
        all << schema::upgradeStep(step, backend);
    all << sql::Dialect::setSchemaVersion(schema::currentVersion(), backend);
    return all;
}

bool upgrade(const QString &abs, int from, DbError *error)
{
    // A copy first, so that a director can go back to the previous program.
    const QString backup = abs
        + QStringLiteral(".v%1-%2.bak")
              .arg(from)
              .arg(QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss")));
    const bool backupExisted = QFileInfo::exists(backup);
    const QString name = newConnectionName();
    bool ok = false;
    const dbfile::Held held(abs);
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(sql::Dialect::driver(), name);
        db.setDatabaseName(abs);
        db.setConnectOptions(sql::Dialect::connectOptions(false, false));
        QSqlQuery copy(db);
        const bool opened = db.open();
        // A refusal comes before the copy: a refused upgrade writes nothing.
        nameupgrade::Plan names;
        QSqlError readFailure;
        const bool needNames = from < nameupgrade::step();
        bool refused = false;
        if (opened && needNames && !nameupgrade::plan(db, &names, &readFailure)) {
            refused =
                !failWith(error, DbError::Io, DbMessages::upgradeFailed(abs, readFailure.text()));
        } else if (opened && !names.first.isEmpty()) {
            refused = !failWith(error, DbError::Conflict,
                                DbMessages::namesBecomeOne(abs, names.first, names.second));
        } else if (opened) {
            copy.prepare(QStringLiteral("VACUUM INTO ?"));
            copy.addBindValue(backup);
        }
        if (refused) {
            // nothing written, not even the copy
        } else if (!opened || !copy.exec()) {
            if (!backupExisted)
                QFile::remove(backup);
            failWith(error, DbError::Io, DbMessages::backupFailed(abs, backup));
        } else {
            QSqlError failure;
            Transaction tx(db);
            if (!tx.isActive()) {
                failure = tx.lastError();
            } else if (runAll(db, upgradeStatements(from), &failure)
                       && (!needNames || nameupgrade::apply(db, names, &failure)) && tx.commit()) {
                ok = true;
            } else if (!failure.isValid()) {
                failure = tx.lastError();
            }
            if (!ok) {
                // The transaction left the file as it was: the copy is not needed.
                QFile::remove(backup);
                failWith(error,
                         sql::Dialect::isBusy(failure.nativeErrorCode()) ? DbError::Locked
                                                                         : DbError::Io,
                         DbMessages::upgradeFailed(abs, failure.text()));
            }
        }
    }
    dropConnection(name);
    return ok;
}

} // namespace ctd::tournamentfile
