// Copying a whole tournament between a file and a server (or two of either):
// every table row for row, in one transaction on each side, so that the
// target holds the whole tournament or nothing.
#include "backups.h"
#include "dbschema.h"
#include "servermessages.h"
#include "store.h"

#include <QFile>
#include <QFileInfo>
#include <QSqlRecord>

namespace ctd {

namespace {

bool samePlace(const DbLocation &a, const DbLocation &b)
{
    if (a.isServer() || b.isServer())
        return a == b;
    return QFileInfo(a.filePath()).absoluteFilePath() == QFileInfo(b.filePath()).absoluteFilePath();
}

// Copies one table; `failure` says why not.
bool copyTable(QSqlDatabase from, QSqlDatabase to, const QString &table, QSqlError *failure)
{
    const QSqlRecord columns = from.record(table);
    if (columns.isEmpty()) {
        *failure = from.lastError();
        return false;
    }
    QStringList names, marks;
    for (int i = 0; i < columns.count(); ++i) {
        names << columns.fieldName(i);
        marks << QStringLiteral("?");
    }
    // In the order of every column: the leading ones are the key's, so a
    // version comes after the one it corrects, as the key on `previous` needs.
    QSqlQuery read(from);
    read.setForwardOnly(true);
    if (!read.exec(
            QStringLiteral("SELECT %1 FROM %2 ORDER BY %3")
                .arg(names.join(QStringLiteral(", ")), table, names.join(QStringLiteral(", "))))) {
        *failure = read.lastError();
        return false;
    }
    QSqlQuery write(to);
    if (!write.prepare(
            QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)")
                .arg(table, names.join(QStringLiteral(", ")), marks.join(QStringLiteral(", "))))) {
        *failure = write.lastError();
        return false;
    }
    while (read.next()) {
        for (int i = 0; i < names.size(); ++i)
            write.bindValue(i, read.value(i));
        if (!write.exec()) {
            *failure = write.lastError();
            return false;
        }
    }
    if (read.lastError().isValid()) {
        *failure = read.lastError();
        return false;
    }
    return true;
}

} // namespace

bool Backups::copy(const QString &from, const QString &to, DbError *error)
{
    QString problem;
    const DbLocation target = DbLocation::parse(to, &problem);
    if (!target.isValid())
        return failWith(error, DbError::Invalid, problem);
    if (samePlace(DbLocation::parse(from), target))
        return failWith(error, DbError::Invalid, ServerMessages::sameSource());

    TournamentFile source;
    if (!source.openReadOnly(from, error))
        return false;
    // A file target is made new; a server database must hold nothing.
    if (!target.isServer() && QFileInfo::exists(to))
        return failWith(error, DbError::Conflict,
                        ServerMessages::targetNotEmpty(QFileInfo(to).absoluteFilePath()));
    TournamentFile copy;
    if (!copy.open(to, error))
        return false;
    const QString shown = copy.path();
    if (!copy.created())
        return failWith(error, DbError::Conflict, ServerMessages::targetNotEmpty(shown));

    QSqlDatabase in = QSqlDatabase::database(source.connection(), false);
    QSqlDatabase out = QSqlDatabase::database(copy.connection(), false);
    const sql::Backend backend = sql::Dialect::backendOf(out);
    QSqlError failure;
    bool ok = false;
    {
        Transaction snapshot(in, false);
        Transaction tx(out);
        ok = snapshot.isActive() && tx.isActive();
        if (!ok)
            failure = snapshot.isActive() ? tx.lastError() : snapshot.lastError();
        // The new tournament's heading gives way to the source's.
        QSqlQuery clear(out);
        if (ok && !clear.exec(QStringLiteral("DELETE FROM tournament"))) {
            ok = false;
            failure = clear.lastError();
        }
        // The check-in, the teams and the reports too (later steps' tables, in
        // every copy's source since those steps upgrade files on opening).
        const QStringList tables = schema::requiredTables()
            << QStringLiteral("absence") << QStringLiteral("team_member")
            << QStringLiteral("report_setting") << QStringLiteral("sheet_version_report")
            << QStringLiteral("report_code") << QStringLiteral("table_report")
            << QStringLiteral("report_confirmation") << QStringLiteral("report_event")
            << QStringLiteral("round_board") << QStringLiteral("referee_entry")
            << QStringLiteral("player_fixed_table") << QStringLiteral("player_door")
            << QStringLiteral("door_setting") << QStringLiteral("report_confirmation_code")
            << QStringLiteral("table_call") << QStringLiteral("no_win_cut")
            << QStringLiteral("round_draft") << QStringLiteral("report_switch");
        for (qsizetype i = 0; ok && i < tables.size(); ++i)
            ok = copyTable(in, out, tables.at(i), &failure);
        const QString follow =
            sql::Dialect::followKeys(QStringLiteral("player"), QStringLiteral("id"), backend);
        QSqlQuery keys(out);
        if (ok && !follow.isEmpty() && !keys.exec(follow)) {
            ok = false;
            failure = keys.lastError();
        }
        if (ok && !tx.commit()) {
            ok = false;
            failure = tx.lastError();
        }
    }
    if (ok)
        return true;

    // Nothing stays behind: not the new file, not the tables just made.
    const QString reason = target.scrub(failure.text());
    if (target.isServer()) {
        Transaction tx(out);
        QSqlError ignored;
        bool dropped = tx.isActive();
        for (const QString &s : sql::Dialect::dropAll(schema::requiredTables(), backend)) {
            QSqlQuery q(out);
            dropped = dropped && q.exec(s);
        }
        if (dropped)
            tx.commit();
        copy.close();
    } else {
        const QString file = copy.path();
        copy.close();
        for (const QString &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm"),
                                      QStringLiteral("-journal")})
            QFile::remove(file + suffix);
    }
    return failWith(error, DbError::Io, ServerMessages::copyFailed(shown, reason));
}

} // namespace ctd
