#pragma once

#include "tournament/storewrite.h"
#include "tournament/tournament.h"

#include <QCoreApplication>
#include <QString>

namespace ctd {

/// One thing a director does to a tournament: the only way the desk, the
/// command line and every later writer change it. apply() and revert() are
/// each one transaction (a Tournament::Change): all or nothing.
///
/// revert() takes back exactly what apply() did and refuses, with
/// DbError::Conflict and a message naming what changed, when what it changed
/// was changed since (at another desk, or by a later command not undone).
/// After a revert, apply() does it again (redo).
class Command
{
public:
    virtual ~Command();

    /// What it does, in the language, to follow "Undo": "rename Anna Schmidt".
    virtual QString text() const = 0;
    /// Whether it changed anything: a command that found everything as it
    /// asks (a save of what is stored) has nothing to undo.
    bool changedAnything() const { return m_changed; }

    bool apply(Tournament &t, DbError *error);
    bool revert(Tournament &t, DbError *error);

protected:
    /// Inside the command's transaction; false with `error` filled rolls it back.
    virtual bool doApply(Tournament &t, DbError *error) = 0;
    virtual bool doRevert(Tournament &t, DbError *error) = 0;
    /// Refuses an undo or a redo: what this command changed was changed since.
    bool changedSince(DbError *error) const;
    void setChanged(bool changed) { m_changed = changed; }
    /// The pass the store's writers take (tournament/storewrite.h): only a
    /// command makes one.
    static StoreWrite writePass() { return StoreWrite(); }

private:
    bool m_changed = true;
};

/// Every text of the commands: their names and their refusals.
class CommandTexts
{
    Q_DECLARE_TR_FUNCTIONS(CommandTexts)

public:
    static QString changedSince(const QString &what);

    static QString addPlayer(const QString &name);
    static QString addPlayers(int count);
    static QString renamePlayer(const QString &from, const QString &to);
    static QString dropPlayer(const QString &name);
    static QString undropPlayer(const QString &name);
    static QString removePlayer(const QString &name);
    static QString keepApart(const QString &a, const QString &b);
    static QString allowTogether(const QString &a, const QString &b);
    static QString markAbsent(const QString &name, int round);
    static QString markPresent(const QString &name, int round);
    static QString markPlayersPresent(int count, int round);
    static QString seatRound(int round);
    static QString reseatRound(int round);
    static QString moveSeats(int round, int tables);
    static QString removeRound(int round);
    static QString publishRounds(int first, int last);
    static QString planRounds(int first, int last);
    static QString setStage(int round);
    static QString changeDetails();
    static QString changeRules(const QString &ruleSet);
    static QString startClock(int round);
    static QString pauseClock(int round);
    static QString extendClock(int round, int minutes);
    static QString saveSheet(int round, int table);
    static QString undoSave(int round, int table);
    static QString importResults(int tables);
    static QString issueCodes(int round);
    static QString submitReport(int round, int table);
    static QString confirmReport(const QString &player, int round, int table);
    static QString acceptReport(int round, int table);
    static QString rejectReports(int round, int table);
    static QString acceptConfirmed(bool on);
    static QString reportsOn(bool on);
    static QString drawBoard(int round);
};

} // namespace ctd
