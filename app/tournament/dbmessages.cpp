#include "dbmessages.h"

#include "placemessages.h"
#include "scoring/names.h"

#include <QLocale>

namespace ctd {

namespace {

QString nameList(const QStringList &names)
{
    return QLocale().createSeparatedList(names);
}

} // namespace

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

QString DbMessages::emptyName()
{
    return tr("The player's name is empty. Type a name.");
}

QString DbMessages::duplicateName(const QString &name)
{
    return tr("There is already a player named \"%1\". Choose another name, e.g. add the "
              "first letter of the surname.")
        .arg(name);
}

QString DbMessages::playerSeated(const QString &name, int round)
{
    return tr("%1 is seated in round %2 and stays in the tournament's history. Drop %1 "
              "instead, so that they are not seated again.")
        .arg(name)
        .arg(round);
}

QString DbMessages::unknownPlayer(qint64 id)
{
    return tr("There is no player number %1 in this tournament. Reload the player list.").arg(id);
}

QString DbMessages::apartFromSelf()
{
    return tr("A player cannot be kept apart from themselves. Choose two different players.");
}

QString DbMessages::droppedPlayer(const QString &name)
{
    return tr("%1 has dropped out and cannot be seated. Take them back into the tournament "
              "first, or seat someone else.")
        .arg(name);
}

QString DbMessages::noTables()
{
    return tr("A round needs at least one table. Seat the players first.");
}

QString DbMessages::unknownRound(int round, int rounds)
{
    return tr("There is no round %1; the tournament has %n round(s).", nullptr, rounds).arg(round);
}

QString DbMessages::unknownTable(int round, int table)
{
    return tr("Round %1 has no table %2. Check the table number.").arg(round).arg(table);
}

QString DbMessages::absentPlayer(const QString &name, int round)
{
    return tr("%1 is marked absent for round %2 and cannot be seated. Mark them present at the "
              "check-in first, or seat someone else.")
        .arg(name)
        .arg(round);
}

QString DbMessages::checkInSeated(int round)
{
    return tr("Round %1 is seated already, so its check-in cannot change. Remove the round "
              "first, or check in for the next one.")
        .arg(round);
}

QString DbMessages::tableHasResult(int round, int table)
{
    return tr("Table %1 of round %2 has a result, so its seating cannot change. Undo its result "
              "sheet first.")
        .arg(table)
        .arg(round);
}

QString DbMessages::roundHasResults(int round)
{
    return tr("Round %1 already has results, so its seating cannot change. Undo its result "
              "sheets first.")
        .arg(round);
}

QString DbMessages::noRoundToRemove()
{
    return tr("There is no round to remove.");
}

QString DbMessages::namesDontMatch(int round, int table, const QStringList &seated)
{
    return tr("The sheet's players do not match the seating of round %1, table %2 (%3, in "
              "this order). Enter the sheet for the seated players.")
        .arg(round)
        .arg(table)
        .arg(nameList(seated));
}

QString DbMessages::sheetBreaksRules(int round, int table)
{
    return tr("The sheet of round %1, table %2 breaks a rule, so it cannot count. Correct it, "
              "or save it as a draft to settle it later.")
        .arg(round)
        .arg(table);
}

QString DbMessages::noDeskSave()
{
    return tr("No save made at this desk is left to undo.");
}

QString DbMessages::nothingToUndo(int round, int table)
{
    return tr("Round %1, table %2 has no saved sheet to undo.").arg(round).arg(table);
}

QString DbMessages::importBreaksRules()
{
    return tr("The results break rules of the tournament; nothing was imported. Correct the "
              "lines reported and import again.");
}

QString DbMessages::tableExists(int round, int table)
{
    return tr("Round %1, table %2 already has a different result in the tournament. Correct "
              "it at the desk, or remove this table from the file.")
        .arg(round)
        .arg(table);
}

QString DbMessages::tableHasDraft(int round, int table)
{
    return tr("Round %1, table %2 has a draft sheet in the tournament that is being settled. "
              "Finish it at the desk, or remove this table from the file.")
        .arg(round)
        .arg(table);
}

QString DbMessages::seatingDiffers(int round, int table, const QStringList &seated)
{
    return tr("The tournament seats %3 at round %1, table %2; the file has other players. "
              "Correct the names in the file or the seating at the desk.")
        .arg(round)
        .arg(table)
        .arg(nameList(seated));
}

QString DbMessages::roundMissing(int round, int rounds)
{
    return tr("Round %1 cannot be added: the tournament has %n round(s), and rounds follow one "
              "another. Import round %2 first, or in the same file.",
              nullptr, rounds)
        .arg(round)
        .arg(rounds + 1);
}

QString DbMessages::importRefused()
{
    return tr("The results do not fit the tournament; nothing was imported. Correct the "
              "lines reported and import again.");
}

QString DbMessages::badRoundMinutes(int minutes)
{
    return tr("A round lasts 1 to 600 minutes, not %1.").arg(minutes);
}

QString DbMessages::clockNotStarted(int round)
{
    return tr("The clock of round %1 has not been started yet.").arg(round);
}

QString DbMessages::stageDiffers(int round, const QString &inFile, const QString &there)
{
    return tr("Round %1 is %2 in the file but %3 in the tournament; a round keeps its stage.")
        .arg(round)
        .arg(inFile, there);
}

QString DbMessages::noSuchRound(int round)
{
    return tr("There is no round %1 in the tournament.").arg(round);
}

QString DbMessages::stageRefused(int round)
{
    return tr("Round %1 keeps its stage: the stages would break the rules (see the problems listed).")
        .arg(round);
}

} // namespace ctd
