// score and standings on a results file (docs/formats.md), without a database.
#include "cli.h"

#include "files/resultsfile.h"
#include "files/teamsfile.h"
#include "scoring/stages.h"
#include "scoring/standings.h"
#include "scoring/teamstandings.h"

#include <algorithm>

#include <QHash>

namespace ctd::cli {

namespace {

// Reads and checks the one results file the command names. Returns the exit
// status so far (Done when the sheets can be used).
int loadResults(const Invocation &inv, const RuleSet &rules, ResultsData *data, Output *output,
                ResultsScores keep = ResultsScores::Tables)
{
    if (!onePositional(inv, QStringLiteral("RESULTS.csv"), output))
        return UsageOrFile;
    QByteArray bytes;
    if (!readWholeFile(inv.positional.first(), &bytes, output))
        return UsageOrFile;
    *data = readResultsFile(bytes, rules, true, keep);
    if (!data->problems.isEmpty()) {
        for (const Problem &p : data->problems)
            output->errors.append(p.format());
        return RuleBroken;
    }
    return Done;
}

// The teams of `standings RESULTS.csv --teams [TEAMS.csv]`: the teams list
// named, else the results file's own `team` column (docs/formats.md, "Teams").
int loadTeams(const Invocation &inv, QHash<QString, QString> *teamOf, Output *output)
{
    const QString listPath = inv.value(QStringLiteral("teams"));
    const QString path = listPath.isEmpty() ? inv.positional.value(0) : listPath;
    QByteArray bytes;
    if (!readWholeFile(path, &bytes, output))
        return UsageOrFile;
    const TeamsList list = readTeamsList(bytes, path, true);
    int status = Done;
    for (const Problem &p : list.problems) {
        output->errors.append(p.format());
        // A player in two teams breaks a rule; a list that cannot be read is a file problem.
        status = std::max(
            status, p.code == QLatin1String("team_conflict") ? int(RuleBroken) : int(UsageOrFile));
    }
    *teamOf = list.teamOf;
    return status;
}

} // namespace

int scoreFile(const Invocation &inv, Output *output)
{
    RuleSet rules = RuleSet::standard();
    if (!onlyOptions(inv, {QStringLiteral("rules")}, output) || !rulesOption(inv, &rules, output))
        return UsageOrFile;
    ResultsData data;
    // The sheets are scored once, while checking, and written from those scores.
    const int status = loadResults(inv, rules, &data, output, ResultsScores::Seats);
    if (status != Done)
        return status;
    output->out = writeTableResults(data, rules);
    return Done;
}

int standingsFile(const Invocation &inv, Output *output)
{
    RuleSet rules = RuleSet::standard();
    if (!onlyOptions(
            inv, {QStringLiteral("after-round"), QStringLiteral("rules"), QStringLiteral("teams")},
            output)
        || !rulesOption(inv, &rules, output))
        return UsageOrFile;
    int afterRound = -1;
    if (inv.has(QStringLiteral("after-round"))
        && !intOption(inv, QStringLiteral("after-round"), 0, &afterRound, output))
        return UsageOrFile;
    ResultsData data;
    const int status = loadResults(inv, rules, &data, output, ResultsScores::TablesBySeat);
    if (status != Done)
        return status;
    // Without stages the standings are the preliminary ones, each seat's
    // player as checking the sheets found it (the scores have no names then).
    const QList<StandingsRow> rows = data.stages.isEmpty()
        ? computeStandings(data.players, data.scores, data.scoreSeats, rules, afterRound)
        : stagedStandings(data.players, data.scores, data.stages, rules, afterRound);
    if (inv.has(QStringLiteral("teams"))) {
        QHash<QString, QString> teamOf;
        const int teamsStatus = loadTeams(inv, &teamOf, output);
        if (teamsStatus != Done)
            return teamsStatus;
        const TeamStandings teams = computeTeamStandings(rows, teamOf);
        if (teams.sizesDiffer)
            output->errors.append(QStringLiteral("note: ") + Texts::teamSizesDiffer());
        output->out = writeTeamStandings(teams);
        return Done;
    }
    output->out = writeStandings(rows, CsvWriter::Dialect::Machine, rules);
    return Done;
}

} // namespace ctd::cli
