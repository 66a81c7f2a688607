// Rule sets on the command line (docs/formats.md §7).
#include "cli.h"

#include "files/csv.h"
#include "files/rulesfile.h"
#include "tournament/tournamentfiles.h"

namespace ctd::cli {

bool rulesOption(const Invocation &inv, RuleSet *rules, Output *output)
{
    if (!inv.has(QStringLiteral("rules")))
        return true;
    return ruleSetArgument(inv.value(QStringLiteral("rules")), rules, output);
}

bool ruleSetArgument(const QString &idOrPath, RuleSet *rules, Output *output)
{
    QStringList problems;
    // Never the open tournament file as a plain file (TournamentFiles::heldHere()).
    if (TournamentFiles::heldHere(idOrPath))
        problems.append(Texts::cannotRead(idOrPath, Texts::openTournament()));
    else if (resolveRuleSet(idOrPath, rules, &problems))
        return true;
    for (const QString &p : problems)
        output->errors.append(usageError(p));
    return false;
}

int rulesList(const Invocation &inv, Output *output)
{
    if (!onlyOptions(inv, {}, output))
        return UsageOrFile;
    if (!inv.positional.isEmpty()) {
        output->errors.append(usageError(Texts::tooManyArguments()));
        return UsageOrFile;
    }
    CsvWriter out;
    out.addRow({QStringLiteral("id"), QStringLiteral("name")});
    for (const RuleSet &r : RuleSet::presets())
        out.addRow({r.id, r.title()});
    output->out = out.bytes();
    return Done;
}

} // namespace ctd::cli
