#include "command.h"

namespace ctd {

Command::~Command() = default;

bool Command::apply(Tournament &t, DbError *error)
{
    Tournament::Change change(t, error);
    if (!change.isActive())
        return false;
    return doApply(t, error) && change.commit(error);
}

bool Command::revert(Tournament &t, DbError *error)
{
    Tournament::Change change(t, error);
    if (!change.isActive())
        return false;
    return doRevert(t, error) && change.commit(error);
}

bool Command::changedSince(DbError *error) const
{
    if (error) {
        error->kind = DbError::Conflict;
        error->message = CommandTexts::changedSince(text());
    }
    return false;
}

QString CommandTexts::changedSince(const QString &what)
{
    return tr("“%1” was changed since, at this desk or another one: it is left as it is now. "
              "Make the change you want by hand.")
        .arg(what);
}

QString CommandTexts::addPlayer(const QString &name)
{
    return tr("add %1").arg(name);
}

QString CommandTexts::addPlayers(int count)
{
    return tr("add %n players", nullptr, count);
}

QString CommandTexts::renamePlayer(const QString &from, const QString &to)
{
    return tr("rename %1 to %2").arg(from, to);
}

QString CommandTexts::dropPlayer(const QString &name)
{
    return tr("drop %1").arg(name);
}

QString CommandTexts::undropPlayer(const QString &name)
{
    return tr("take %1 back in").arg(name);
}

QString CommandTexts::removePlayer(const QString &name)
{
    return tr("remove %1").arg(name);
}

QString CommandTexts::keepApart(const QString &a, const QString &b)
{
    return tr("keep %1 and %2 apart").arg(a, b);
}

QString CommandTexts::allowTogether(const QString &a, const QString &b)
{
    return tr("let %1 and %2 meet").arg(a, b);
}

QString CommandTexts::markAbsent(const QString &name, int round)
{
    return tr("mark %1 absent for round %2").arg(name).arg(round);
}

QString CommandTexts::markPresent(const QString &name, int round)
{
    return tr("mark %1 present for round %2").arg(name).arg(round);
}

QString CommandTexts::markPlayersPresent(int count, int round)
{
    return tr("mark %n players present for round %1", nullptr, count).arg(round);
}

QString CommandTexts::seatRound(int round)
{
    return tr("seat round %1").arg(round);
}

QString CommandTexts::reseatRound(int round)
{
    return tr("seat round %1 again").arg(round);
}

QString CommandTexts::moveSeats(int round, int tables)
{
    return tr("move players at %n tables of round %1", nullptr, tables).arg(round);
}

QString CommandTexts::publishRounds(int first, int last)
{
    if (first == last)
        return tr("publish round %1").arg(first);
    return tr("publish rounds %1 to %2").arg(first).arg(last);
}

QString CommandTexts::removeRound(int round)
{
    return tr("remove round %1").arg(round);
}

QString CommandTexts::planRounds(int first, int last)
{
    return first == last ? tr("plan round %1").arg(first)
                         : tr("plan rounds %1 to %2").arg(first).arg(last);
}

QString CommandTexts::setStage(int round)
{
    return tr("set the stage of round %1").arg(round);
}

QString CommandTexts::changeDetails()
{
    return tr("change the tournament's details");
}

QString CommandTexts::changeRules(const QString &ruleSet)
{
    return tr("play by %1").arg(ruleSet);
}

QString CommandTexts::startClock(int round)
{
    return tr("start the clock of round %1").arg(round);
}

QString CommandTexts::pauseClock(int round)
{
    return tr("pause the clock of round %1").arg(round);
}

QString CommandTexts::extendClock(int round, int minutes)
{
    return tr("add %n minutes to round %1", nullptr, minutes).arg(round);
}

QString CommandTexts::saveSheet(int round, int table)
{
    return tr("save table %1 of round %2").arg(table).arg(round);
}

QString CommandTexts::undoSave(int round, int table)
{
    return tr("take back the last save of table %1 of round %2").arg(table).arg(round);
}

QString CommandTexts::importResults(int tables)
{
    return tr("import %n tables' results", nullptr, tables);
}

QString CommandTexts::issueCodes(int round)
{
    return tr("give the tables of round %1 report codes").arg(round);
}

QString CommandTexts::submitReport(int round, int table)
{
    return tr("report of table %1 of round %2").arg(table).arg(round);
}

QString CommandTexts::confirmReport(const QString &player, int round, int table)
{
    return tr("%1 confirms the report of table %2 of round %3").arg(player).arg(table).arg(round);
}

QString CommandTexts::acceptReport(int round, int table)
{
    return tr("accept the report of table %1 of round %2").arg(table).arg(round);
}

QString CommandTexts::rejectReports(int round, int table)
{
    return tr("reject the reports of table %1 of round %2").arg(table).arg(round);
}

QString CommandTexts::reportsOn(bool on)
{
    return on ? tr("take reports from the tables") : tr("take no reports from the tables");
}

QString CommandTexts::acceptConfirmed(bool on)
{
    return on ? tr("accept confirmed reports") : tr("accept reports by hand");
}

QString CommandTexts::drawBoard(int round)
{
    return tr("draw the board of round %1").arg(round);
}

} // namespace ctd
