#include "changemessages.h"

#include "scoring/names.h"

#include <QLocale>

namespace ctd {

namespace {

QString nameList(const QStringList &names)
{
    return QLocale().createSeparatedList(names);
}

} // namespace

QString ChangeMessages::emptyName()
{
    return tr("The player's name is empty. Type a name.");
}

QString ChangeMessages::longName(const QString &name)
{
    return tr("A player's name can have at most %1 characters; \"%2…\" has %3. Shorten it.")
        .arg(names::kMaxLength)
        .arg(names::escaped(QStringView(name).left(24)))
        .arg(name.size());
}

QString ChangeMessages::duplicateName(const QString &name)
{
    return tr("There is already a player named \"%1\". Choose another name, e.g. add the "
              "first letter of the surname.")
        .arg(name);
}

QString ChangeMessages::playerSeated(const QString &name, int round)
{
    return tr("%1 is seated in round %2 and stays in the tournament's history. Drop %1 "
              "instead, so that they are not seated again.")
        .arg(name)
        .arg(round);
}

QString ChangeMessages::unknownPlayer(qint64 id)
{
    return tr("There is no player number %1 in this tournament. Reload the player list.").arg(id);
}

QString ChangeMessages::apartFromSelf()
{
    return tr("A player cannot be kept apart from themselves. Choose two different players.");
}

QString ChangeMessages::disqualifiedPlayer(const QString &name)
{
    return tr("%1 is disqualified and cannot be seated. Withdraw the disqualification in the "
              "referees' ledger first, or seat someone else.")
        .arg(name);
}

QString ChangeMessages::droppedPlayer(const QString &name)
{
    return tr("%1 has dropped out and cannot be seated. Take them back into the tournament "
              "first, or seat someone else.")
        .arg(name);
}

QString ChangeMessages::noTables()
{
    return tr("A round needs at least one table. Seat the players first.");
}

QString ChangeMessages::unknownRound(int round, int rounds)
{
    return tr("There is no round %1; the tournament has %n round(s).", nullptr, rounds).arg(round);
}

QString ChangeMessages::unknownTable(int round, int table)
{
    return tr("Round %1 has no table %2. Check the table number.").arg(round).arg(table);
}

QString ChangeMessages::absentPlayer(const QString &name, int round)
{
    return tr("%1 is marked absent for round %2 and cannot be seated. Mark them present at the "
              "check-in first, or seat someone else.")
        .arg(name)
        .arg(round);
}

QString ChangeMessages::checkInSeated(int round)
{
    return tr("Round %1 is seated already, so its check-in cannot change. Remove the round "
              "first, or check in for the next one.")
        .arg(round);
}

QString ChangeMessages::unknownReport(int round, int table, int report)
{
    return tr("Table %1 of round %2 has no open report %3.").arg(table).arg(round).arg(report);
}

QString ChangeMessages::noReports(int round, int table)
{
    return tr("Table %1 of round %2 has no report waiting.").arg(table).arg(round);
}

QString ChangeMessages::reportTableHasResult(int round, int table)
{
    return tr("Table %1 of round %2 has an accepted result already.").arg(table).arg(round);
}

QString ChangeMessages::tooManyReports(int round, int table, int most)
{
    return tr("Table %1 of round %2 has sent %3 reports, the most a table may send.")
        .arg(table)
        .arg(round)
        .arg(most);
}

QString ChangeMessages::reportSuperseded(int round, int table, int report)
{
    return tr("Report %3 of table %1 of round %2 came before the table's saved result; accept it "
              "over that result only on purpose.")
        .arg(table)
        .arg(round)
        .arg(report);
}

QString ChangeMessages::reportsConflict(int round, int table)
{
    return tr("Table %1 of round %2 sent reports that differ; name the report to accept.")
        .arg(table)
        .arg(round);
}

QString ChangeMessages::tableHasResult(int round, int table)
{
    return tr("Table %1 of round %2 has a result, so its seating cannot change. Undo its result "
              "sheet first.")
        .arg(table)
        .arg(round);
}

QString ChangeMessages::roundHasResults(int round)
{
    return tr("Round %1 already has results, so its seating cannot change. Undo its result "
              "sheets first.")
        .arg(round);
}

QString ChangeMessages::noRoundToRemove()
{
    return tr("There is no round to remove.");
}

QString ChangeMessages::namesDontMatch(int round, int table, const QStringList &seated)
{
    return tr("The sheet's players do not match the seating of round %1, table %2 (%3, in "
              "this order). Enter the sheet for the seated players.")
        .arg(round)
        .arg(table)
        .arg(nameList(seated));
}

QString ChangeMessages::sheetBreaksRules(int round, int table)
{
    return tr("The sheet of round %1, table %2 breaks a rule, so it cannot count. Correct it, "
              "or save it as a draft to settle it later.")
        .arg(round)
        .arg(table);
}

QString ChangeMessages::nothingToUndo(int round, int table)
{
    return tr("Round %1, table %2 has no saved sheet to undo.").arg(round).arg(table);
}

QString ChangeMessages::importBreaksRules()
{
    return tr("The results break rules of the tournament; nothing was imported. Correct the "
              "lines reported and import again.");
}

QString ChangeMessages::tableExists(int round, int table)
{
    return tr("Round %1, table %2 already has a different result in the tournament. Correct "
              "it at the desk, or remove this table from the file.")
        .arg(round)
        .arg(table);
}

QString ChangeMessages::tableHasDraft(int round, int table)
{
    return tr("Round %1, table %2 has a draft sheet in the tournament that is being settled. "
              "Finish it at the desk, or remove this table from the file.")
        .arg(round)
        .arg(table);
}

QString ChangeMessages::seatingDiffers(int round, int table, const QStringList &seated)
{
    return tr("The tournament seats %3 at round %1, table %2; the file has other players. "
              "Correct the names in the file or the seating at the desk.")
        .arg(round)
        .arg(table)
        .arg(nameList(seated));
}

QString ChangeMessages::roundMissing(int round, int rounds)
{
    return tr("Round %1 cannot be added: the tournament has %n round(s), and rounds follow one "
              "another. Import round %2 first, or in the same file.",
              nullptr, rounds)
        .arg(round)
        .arg(rounds + 1);
}

QString ChangeMessages::importRefused()
{
    return tr("The results do not fit the tournament; nothing was imported. Correct the "
              "lines reported and import again.");
}

QString ChangeMessages::badRoundMinutes(int minutes)
{
    return tr("A round lasts 1 to 600 minutes, not %1.").arg(minutes);
}

QString ChangeMessages::boardRound(int round, int rounds)
{
    return tr("A board is drawn for a seated round or the next one; round %1 is neither (the "
              "tournament has %n round(s)).",
              nullptr, rounds)
        .arg(round);
}

QString ChangeMessages::damagedBoard(int round)
{
    return tr("The board kept for round %1 cannot be read; draw it again.").arg(round);
}

QString ChangeMessages::clockNotStarted(int round)
{
    return tr("The clock of round %1 has not been started yet.").arg(round);
}

QString ChangeMessages::stageDiffers(int round, const QString &inFile, const QString &there)
{
    return tr("Round %1 is %2 in the file but %3 in the tournament; a round keeps its stage.")
        .arg(round)
        .arg(inFile, there);
}

QString ChangeMessages::roundPublished(int round)
{
    return tr("Round %1 is not a draft: the players see it already.").arg(round);
}

QString ChangeMessages::noSuchRound(int round)
{
    return tr("There is no round %1 in the tournament.").arg(round);
}

QString ChangeMessages::stageRefused(int round)
{
    return tr("Round %1 keeps its stage: the stages would break the rules (see the problems listed).")
        .arg(round);
}

} // namespace ctd
