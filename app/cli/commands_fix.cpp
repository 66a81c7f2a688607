// fix --player NAME --table T | --clear: a player's fixed table, which every
// seating puts them at (docs/seating.md, "Fixed tables").
#include "cli.h"

#include "commands/fixedtablecommands.h"
#include "scoring/names.h"
#include "tournament/roster.h"
#include "tournament/tournament.h"

namespace ctd::cli {

namespace {

class FixTexts
{
    Q_DECLARE_TR_FUNCTIONS(FixTexts)

public:
    static QString tableOrClear() { return tr("give either --table T or --clear"); }
    static QString unknownPlayer(const QString &name)
    {
        return tr("no player is named \"%1\"").arg(names::escaped(name));
    }
};

} // namespace

int fixDb(const Invocation &inv, Output *output)
{
    if (!inv.positional.isEmpty()) {
        output->errors.append(usageError(Texts::tooManyArguments()));
        return UsageOrFile;
    }
    if (!onlyOptions(inv,
                     {QStringLiteral("player"), QStringLiteral("table"), QStringLiteral("clear")},
                     output))
        return UsageOrFile;
    if (!inv.has(QStringLiteral("player"))) {
        output->errors.append(usageError(Texts::missingArgument(QStringLiteral("--player NAME"))));
        return UsageOrFile;
    }
    const bool clear = inv.has(QStringLiteral("clear"));
    if (clear == inv.has(QStringLiteral("table"))) {
        output->errors.append(usageError(FixTexts::tableOrClear()));
        return UsageOrFile;
    }
    int table = 0;
    if (!clear && !intOption(inv, QStringLiteral("table"), 1, &table, output))
        return UsageOrFile;

    Tournament t;
    DbError e;
    t.setLockWait(lockWaitMs());
    if (!t.open(inv.db, &e))
        return databaseProblem(e, output);
    const QString name = names::normalized(inv.value(QStringLiteral("player")));
    const std::optional<Player> p = t.roster().playerByName(name);
    if (!p) {
        const QString line =
            QStringLiteral("error: -: unknown_name: ") + FixTexts::unknownPlayer(name);
        output->errors.append(names::escaped(line));
        return RuleBroken;
    }
    if (!SetFixedTable(p->id, table).apply(t, &e))
        return databaseProblem(e, output);
    return Done;
}

} // namespace ctd::cli
