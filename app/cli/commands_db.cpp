// import, standings and export on a tournament database (docs/formats.md).
#include "cli.h"

#include "commands/detailcommands.h"
#include "commands/sheetcommands.h"
#include "commands/teamcommands.h"
#include "files/resultsfile.h"
#include "files/teamsfile.h"
#include "scoring/rulesettext.h"
#include "tournament/dblocation.h"
#include "tournament/details.h"
#include "tournament/ranking.h"
#include "tournament/results.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"
#include "tournament/teams.h"
#include "tournament/tournament.h"

namespace ctd::cli {

namespace {

class DbTexts
{
    Q_DECLARE_TR_FUNCTIONS(CliDbTexts)

public:
    static QString imported(int added, int present)
    {
        return tr("Imported %n table result(s); ", nullptr, added)
            + tr("%n were in the tournament already.\n", nullptr, present);
    }
    static QString hasOtherRules(const QString &path, const QString &id)
    {
        return tr("%1 is a tournament under the rule set \"%2\" already; change it with --db %1 rules ID|FILE")
            .arg(path, id);
    }
    static QString exportWhat(const QString &what)
    {
        return tr("export writes \"results\" or \"standings\", not \"%1\"").arg(what);
    }
};

bool afterRound(const Invocation &inv, int *round, Output *output)
{
    *round = -1;
    return !inv.has(QStringLiteral("after-round"))
        || intOption(inv, QStringLiteral("after-round"), 0, round, output);
}

CsvWriter::Dialect dialectOf(const Invocation &inv)
{
    return inv.has(QStringLiteral("spreadsheet")) ? CsvWriter::Dialect::Spreadsheet
                                                  : CsvWriter::Dialect::Machine;
}

// The teams a results file names, set after its import (a team named
// replaces the player's team; players it names without one keep theirs).
bool setTeams(Tournament &t, const QHash<QString, QString> &teamOf, DbError *error)
{
    QList<QPair<qint64, QString>> teams;
    for (const Player &p : t.roster().players(error)) {
        const auto it = teamOf.constFind(p.name);
        if (it != teamOf.cend() && it.value() != p.team)
            teams.append({p.id, it.value()});
    }
    return error->isError() ? false : teams.isEmpty() || SetTeams(teams).apply(t, error);
}

} // namespace

int importDb(const Invocation &inv, Output *output)
{
    RuleSet rules = RuleSet::standard();
    if (!onlyOptions(inv, {QStringLiteral("rules")}, output)
        || !onePositional(inv, QStringLiteral("RESULTS.csv"), output)
        || !rulesOption(inv, &rules, output))
        return UsageOrFile;
    QByteArray bytes;
    if (!readWholeFile(inv.positional.first(), &bytes, output))
        return UsageOrFile;
    // The file's own problems first, before the tournament file is touched
    // (the rule set changes round points only, never what is an error).
    const ResultsData data = readResultsFile(bytes, rules, false);
    // The optional team column (docs/formats.md, "Teams"): a team named sets it.
    const TeamsList teams = readTeamsList(bytes, inv.positional.first(), false);
    if (!data.problems.isEmpty() || !teams.problems.isEmpty()) {
        for (const Problem &p : data.problems + teams.problems)
            output->errors.append(p.format());
        return RuleBroken;
    }

    Tournament t;
    t.setLockWait(lockWaitMs());
    DbError e;
    if (!t.open(inv.db, &e))
        return databaseProblem(e, output);
    // A server database keeps its tables: its administrator made it for the tournament.
    const bool existed = DbLocation::looksLikeServer(inv.db) || !t.createdByOpen();
    if (inv.has(QStringLiteral("rules")) && existed && t.details().info().rules != rules) {
        output->errors.append(
            usageError(DbTexts::hasOtherRules(inv.db, t.details().info().rules.id)));
        return UsageOrFile;
    }
    // A new tournament gets the rule set in the same transaction as the results.
    ImportResults import(data.tables, data.stages,
                         existed ? std::nullopt : std::optional<RuleSet>(rules));
    const bool ok = import.apply(t, &e);
    const QList<Problem> problems = import.problems();
    const int added = import.added();
    if (!ok) {
        // Nothing is written on failure: not even the new, empty tournament
        // (removed only if made here, and before the lock is let go).
        t.closeAndDiscardIfCreated();
        if (!problems.isEmpty()) {
            for (const Problem &p : std::as_const(problems))
                output->errors.append(p.format());
            return RuleBroken;
        }
        return databaseProblem(e, output);
    }
    if (!teams.teamOf.isEmpty() && !setTeams(t, teams.teamOf, &e)) {
        t.close();
        return databaseProblem(e, output);
    }
    t.close();
    output->out = DbTexts::imported(added, int(data.tables.size()) - added).toUtf8();
    return Done;
}

int standingsDb(const Invocation &inv, Output *output)
{
    int round = -1;
    if (!onlyOptions(
            inv,
            {QStringLiteral("after-round"), QStringLiteral("spreadsheet"), QStringLiteral("teams")},
            output)
        || !afterRound(inv, &round, output))
        return UsageOrFile;
    if (!inv.value(QStringLiteral("teams")).isEmpty()) {
        // A tournament knows its teams: --teams is a flag here.
        output->errors.append(usageError(Texts::tooManyArguments()));
        return UsageOrFile;
    }
    if (!inv.positional.isEmpty()) {
        output->errors.append(usageError(Texts::tooManyArguments()));
        return UsageOrFile;
    }
    Tournament t;
    DbError e;
    if (!t.openReadOnly(inv.db, &e))
        return databaseProblem(e, output);
    const QList<StandingsRow> rows = t.ranking().standings(round, &e);
    if (e.isError())
        return databaseProblem(e, output);
    if (inv.has(QStringLiteral("teams"))) {
        const TeamStandings teams = teamStandingsOf(t, rows, &e);
        if (e.isError())
            return databaseProblem(e, output);
        if (teams.sizesDiffer)
            output->errors.append(QStringLiteral("note: ") + Texts::teamSizesDiffer());
        output->out = writeTeamStandings(teams, dialectOf(inv));
        return Done;
    }
    output->out =
        writeStandings(rows, dialectOf(inv), t.details().info().rules, t.roster().hasPenalties());
    return Done;
}

int exportDb(const Invocation &inv, Output *output)
{
    int round = -1;
    if (!onlyOptions(inv, {QStringLiteral("after-round"), QStringLiteral("spreadsheet")}, output)
        || !afterRound(inv, &round, output)
        || !onePositional(inv, QStringLiteral("results|standings"), output))
        return UsageOrFile;
    const QString what = inv.positional.first();
    if (what != QLatin1String("results") && what != QLatin1String("standings")) {
        output->errors.append(usageError(DbTexts::exportWhat(what)));
        return UsageOrFile;
    }
    Tournament t;
    DbError e;
    if (!t.openReadOnly(inv.db, &e))
        return databaseProblem(e, output);
    if (what == QLatin1String("results")) {
        // Complete sheets only: a draft is not a result yet. The file reads
        // back in with import.
        QList<TableSheet> sheets = t.results().sheets(false, &e);
        if (e.isError())
            return databaseProblem(e, output);
        if (round >= 0)
            sheets.removeIf([round](const TableSheet &s) { return s.round > round; });
        output->out =
            writeResultsFile(sheets, t.details().info().rules, dialectOf(inv), t.rounds().stages());
    } else {
        const QList<StandingsRow> rows = t.ranking().standings(round, &e);
        if (e.isError())
            return databaseProblem(e, output);
        output->out = writeStandings(rows, dialectOf(inv), t.details().info().rules,
                                     t.roster().hasPenalties());
    }
    return Done;
}

int rulesDb(const Invocation &inv, Output *output)
{
    if (!onlyOptions(inv, {}, output))
        return UsageOrFile;
    if (inv.positional.size() > 1) {
        output->errors.append(usageError(Texts::tooManyArguments()));
        return UsageOrFile;
    }
    RuleSet rules;
    if (!inv.positional.isEmpty() && !ruleSetArgument(inv.positional.first(), &rules, output))
        return UsageOrFile;
    Tournament t;
    DbError e;
    const bool change = !inv.positional.isEmpty();
    if (!(change ? t.open(inv.db, &e) : t.openReadOnly(inv.db, &e)))
        return databaseProblem(e, output);
    if (change && !SetDetails::rules(t, rules)->apply(t, &e))
        return databaseProblem(e, output);
    output->out = ruleSetToText(t.details().info().rules).toUtf8();
    return Done;
}

} // namespace ctd::cli
