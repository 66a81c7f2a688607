#include "dbmessages.h"

#include "placemessages.h"
#include "scoring/names.h"

#include <QLocale>

namespace ctd {

QString DbMessages::emptyFile(const QString &path)
{
    return tr("%1 is an empty file, not a tournament file. Choose a tournament file, or "
              "delete the empty file to start a new tournament under that name.")
        .arg(path);
}

QString DbMessages::notSqlite(const QString &path)
{
    return tr("%1 is not a tournament file (it is not an SQLite database). Choose a tournament "
              "file, or a new file name to start a tournament.")
        .arg(path);
}

QString DbMessages::otherProgram(const QString &path)
{
    return placeMessage(PlaceMessage::OtherProgram, Place::File, path);
}

QString DbMessages::tooNew(const QString &path, int fileVersion, int known)
{
    return placeMessage(PlaceMessage::TooNew, Place::File, path, QString::number(fileVersion),
                        QString::number(known));
}

QString DbMessages::tooOldForReading(const QString &path)
{
    return placeMessage(PlaceMessage::TooOldForReading, Place::File, path);
}

QString DbMessages::unknownRuleSet(const QString &path, const QString &id)
{
    return tr("%1 uses the rule set \"%2\", which this version does not know. Open it with "
              "the version that wrote it.")
        .arg(path, id);
}

QString DbMessages::isFolder(const QString &path)
{
    return tr("%1 is a folder, not a tournament file. Choose a file.").arg(path);
}

QString DbMessages::missingFile(const QString &path)
{
    return tr("There is no tournament file %1. Check the name, or create the tournament "
              "at the desk or by importing results.")
        .arg(path);
}

QString DbMessages::readOnlyFile(const QString &path)
{
    return tr("%1 is read-only, so no result could be saved in it. Make the file writable, "
              "or copy it to a folder of your own, and open it again.")
        .arg(path);
}

QString DbMessages::readOnlyFolder(const QString &path, const QString &folder)
{
    return tr("The folder %2 is read-only, and the tournament file %1 needs to write its "
              "journal beside it. Make the folder writable, or copy the file to a folder of "
              "your own, and open it again.")
        .arg(path, folder);
}

QString DbMessages::cannotCreateFolder(const QString &folder)
{
    return tr("The folder %1 could not be created. Check the name and that you may write "
              "there, or choose another place.")
        .arg(folder);
}

QString DbMessages::locked(const QString &path, qint64 pid, const QString &host, const QString &app)
{
    return tr("%1 is open in another desk (%2, process %3 on %4). Close it there first: "
              "two desks writing one file would mix up results.")
        .arg(path, app.isEmpty() ? tr("unknown program") : app)
        .arg(pid)
        .arg(host.isEmpty() ? tr("this computer") : host);
}

QString DbMessages::writer(qint64 pid, const QString &host, const QString &app)
{
    return tr("%1, process %2 on %3")
        .arg(app.isEmpty() ? tr("unknown program") : app)
        .arg(pid)
        .arg(host.isEmpty() ? tr("this computer") : host);
}

QString DbMessages::busy(const QString &path)
{
    return tr("%1 is being written by another program. Close that program, or wait until it "
              "is done, and try again.")
        .arg(path);
}

QString DbMessages::damaged(const QString &path, const QString &finding, const QString &backup)
{
    const QString what = tr("%1 is damaged: SQLite's check of its pages found \"%2\". It was "
                            "left as it was and nothing was read from it.")
                             .arg(path, finding.simplified());
    if (backup.isEmpty())
        return what + QLatin1Char(' ')
            + tr("Open a backup instead (the desk's File > Restore a backup, or a copy of "
                 "your own).");
    return what + QLatin1Char(' ')
        + tr("Open the newest backup instead, %1 (in the desk: File > Restore a backup).")
              .arg(backup);
}

QString DbMessages::noTournamentRow(const QString &path)
{
    return tr("%1 has the tables of a tournament file but no tournament in them. It was left "
              "as it is; open a backup or another tournament file.")
        .arg(path);
}

QString DbMessages::logInReadOnlyFolder(const QString &path, const QString &folder)
{
    return tr("%1 has saves in its log (%1-wal) that SQLite cannot read while the folder %2 is "
              "read-only. Make the folder writable and open the file again.")
        .arg(path, folder);
}

QString DbMessages::cannotWriteLock(const QString &path, const QString &lock)
{
    return tr("The lock file %2 for %1 could not be written. Check that the disk has room "
              "and the folder can be written, and open it again.")
        .arg(path, lock);
}

QString DbMessages::diskFull(const QString &path)
{
    return tr("The disk that holds %1 is full, so nothing was written. Make room on the disk "
              "and try again; the file is as it was before.")
        .arg(path);
}

QString DbMessages::namesBecomeOne(const QString &path, const QString &first, const QString &second)
{
    return tr("%1 cannot be upgraded: the players \"%2\" and \"%3\" look the same and would "
              "become one name, and players are never merged without asking. Rename one of "
              "them with the version that wrote the file, then open it again. Nothing was "
              "changed.")
        .arg(path, names::escaped(first), names::escaped(second));
}

QString DbMessages::cannotOpen(const QString &path, const QString &reason)
{
    return tr("%1 could not be opened: %2. Check the file and try again.").arg(path, reason);
}

QString DbMessages::cannotCreate(const QString &path, const QString &reason)
{
    return placeMessage(PlaceMessage::CannotCreate, Place::File, path, reason);
}

QString DbMessages::backupFailed(const QString &path, const QString &backup)
{
    return tr("%1 needs an upgrade, but the copy %2 to keep beforehand could not be written. "
              "Nothing was changed; free some disk space or make the folder writable.")
        .arg(path, backup);
}

QString DbMessages::upgradeFailed(const QString &path, const QString &reason)
{
    return placeMessage(PlaceMessage::UpgradeFailed, Place::File, path, reason);
}

QString DbMessages::writeFailed(const QString &path, const QString &reason)
{
    return tr("Could not save to %1: %2. Nothing was changed; check the disk and try again.")
        .arg(path, reason);
}

QString DbMessages::readFailed(const QString &path, const QString &reason)
{
    return tr("Could not read %1: %2. What is shown may be incomplete; check the file and "
              "open it again.")
        .arg(path, reason);
}

QString DbMessages::notOpen()
{
    return tr("No tournament file is open. Open or create one first.");
}

QString DbMessages::openedReadOnly(const QString &path)
{
    return tr("%1 is open for reading only, so nothing can be changed. Open it for writing "
              "to make changes.")
        .arg(path);
}

} // namespace ctd
