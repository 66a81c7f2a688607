// score and standings on a results file (docs/formats.md), without a database.
#include "cli.h"

#include "files/resultsfile.h"
#include "scoring/stages.h"
#include "scoring/standings.h"

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
    if (!onlyOptions(inv, {QStringLiteral("after-round"), QStringLiteral("rules")}, output)
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
    output->out = writeStandings(rows, CsvWriter::Dialect::Machine, rules);
    return Done;
}

} // namespace ctd::cli
