// score and standings on a results file (FORMATS.md), without a database.
#include "cli.h"

#include "files/resultsfile.h"
#include "scoring/standings.h"

namespace ctd::cli {

namespace {

// Reads and checks the one results file the command names. Returns the exit
// status so far (Done when the sheets can be used).
int loadResults(const Invocation &inv, ResultsData *data, Output *output)
{
    if (!onePositional(inv, QStringLiteral("RESULTS.csv"), output))
        return UsageOrFile;
    QByteArray bytes;
    if (!readWholeFile(inv.positional.first(), &bytes, output))
        return UsageOrFile;
    *data = readResultsFile(bytes);
    if (!data->problems.isEmpty()) {
        for (const Problem &p : data->problems)
            output->errors.append(p.format());
        return RuleBroken;
    }
    return Done;
}

} // namespace

int scoreFile(const Invocation &inv, Output *output)
{
    if (!onlyOptions(inv, {}, output))
        return UsageOrFile;
    ResultsData data;
    const int status = loadResults(inv, &data, output);
    if (status != Done)
        return status;
    output->out = writeTableResults(data.tables, RuleSet::standard());
    return Done;
}

int standingsFile(const Invocation &inv, Output *output)
{
    if (!onlyOptions(inv, {QStringLiteral("after-round")}, output))
        return UsageOrFile;
    int afterRound = -1;
    if (inv.has(QStringLiteral("after-round"))
        && !intOption(inv, QStringLiteral("after-round"), 0, &afterRound, output))
        return UsageOrFile;
    ResultsData data;
    const int status = loadResults(inv, &data, output);
    if (status != Done)
        return status;
    const RuleSet rules = RuleSet::standard();
    // Nobody is missing from the scores: a file with a sheet that cannot be
    // scored stopped above, so the players are those seated at its tables.
    const QList<StandingsRow> rows = computeStandings({}, data.scores, rules, afterRound);
    output->out = writeStandings(rows);
    return Done;
}

} // namespace ctd::cli
