// The desk's rolling backups of a tournament file: made with VACUUM INTO
// (a whole, consistent copy while the file stays open), listed with their
// time and round, and put back in place of the file.
#include "backups.h"
#include "filecheck.h"

#include "rounds.h"
#include "store.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

namespace ctd {

namespace {

const QString kStamp = QStringLiteral("yyyyMMdd-HHmmss-zzz");

// 20241201-132600-123-round-3.sqlite
const QRegularExpression &backupName()
{
    static const QRegularExpression re(
        QStringLiteral("^(\\d{8}-\\d{6}-\\d{3})-round-(\\d+)\\.sqlite$"));
    return re;
}

} // namespace

QString Backups::backupFolder(const QString &path)
{
    return filecheck::backupFolder(QFileInfo(path).absoluteFilePath());
}

QList<TournamentBackup> Backups::backups(const QString &path)
{
    QList<TournamentBackup> list;
    const QDir dir(backupFolder(path));
    const QStringList names = dir.entryList({QStringLiteral("*.sqlite")}, QDir::Files, QDir::Name);
    for (const QString &name : names) {
        const QRegularExpressionMatch m = backupName().match(name);
        if (!m.hasMatch())
            continue;
        TournamentBackup b;
        b.path = dir.filePath(name);
        b.savedAt = QDateTime::fromString(m.captured(1), kStamp);
        b.round = m.captured(2).toInt();
        list.prepend(b); // the names sort by time
    }
    return list;
}

int Rounds::completedRounds(DbError *error, int known) const
{
    // The first round with a table lacking a complete result, minus one.
    QSqlQuery q = d->prepare(QStringLiteral(
        "SELECT t.round FROM game_table t "
        "LEFT JOIN sheet c ON c.round = t.round AND c.game_table = t.number "
        "LEFT JOIN sheet_version v ON v.round = c.round AND v.game_table = c.game_table "
        "  AND v.version = c.version "
        "WHERE t.round > ? AND (v.draft IS NULL OR v.draft = 1) ORDER BY t.round LIMIT 1"));
    q.addBindValue(qMax(0, known));
    if (!d->read(q, error))
        return 0;
    if (q.next())
        return q.value(0).toInt() - 1;
    return roundCount(error);
}

bool Backups::backUp(DbError *error)
{
    if (!d->checkWritable(error))
        return false;
    const QString folder = backupFolder(d->path);
    if (!QDir().mkpath(folder))
        return Store::fail(error, DbError::ReadOnly, DbMessages::cannotCreateFolder(folder));
    const int round = m_rounds.completedRounds();
    QString target;
    do { // a name of its own, even for two backups within a millisecond
        target = QDir(folder).filePath(QStringLiteral("%1-round-%2.sqlite")
                                           .arg(QDateTime::currentDateTime().toString(kStamp))
                                           .arg(round));
    } while (QFileInfo::exists(target));
    QSqlQuery q(d->db());
    q.prepare(QStringLiteral("VACUUM INTO ?"));
    q.addBindValue(target);
    if (!q.exec()) {
        QFile::remove(target);
        return Store::fail(error, DbError::Io, DbMessages::backupFailed(d->path, target));
    }
    const QList<TournamentBackup> all = backups(d->path);
    for (qsizetype i = kKeptBackups; i < all.size(); ++i)
        QFile::remove(all[i].path);
    return true;
}

bool Backups::restoreBackup(const QString &backup, const QString &path, QString *replaced,
                            DbError *error)
{
    // A damaged backup is refused like any damaged file.
    {
        TournamentFile probe;
        if (!probe.openReadOnly(backup, error))
            return false;
    }
    return TournamentFile::replaceWith(backup, path, replaced, error);
}

} // namespace ctd
