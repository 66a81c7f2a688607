// copy FROM TO: a whole tournament between a file and a server (docs/formats.md,
// "Tournament servers").
#include "cli.h"

#include "tournament/backups.h"
#include "tournament/dblocation.h"
#include "tournament/tournament.h"

namespace ctd::cli {

namespace {

class CopyTexts
{
    Q_DECLARE_TR_FUNCTIONS(CliCopyTexts)

public:
    static QString copied(const QString &target)
    {
        return tr("Copied the tournament, with every version of every sheet, to %1.\n").arg(target);
    }
};

} // namespace

int copyPlaces(const Invocation &inv, Output *output)
{
    if (!onlyOptions(inv, {}, output))
        return UsageOrFile;
    if (inv.positional.size() < 2) {
        output->errors.append(usageError(Texts::missingArgument(
            inv.positional.isEmpty() ? QStringLiteral("FROM") : QStringLiteral("TO"))));
        return UsageOrFile;
    }
    if (inv.positional.size() > 2) {
        output->errors.append(usageError(Texts::tooManyArguments()));
        return UsageOrFile;
    }
    DbError e;
    if (!Backups::copy(inv.positional.at(0), inv.positional.at(1), &e))
        return databaseProblem(e, output);
    output->out = CopyTexts::copied(DbLocation::parse(inv.positional.at(1)).display()).toUtf8();
    return Done;
}

} // namespace ctd::cli
