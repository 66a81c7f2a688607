// no-win-cut [K|off]: the no-win cut of a large event (docs/seating.md,
// "The no-win cut"): after game K, players without a win play no more
// preliminary games. Without an argument, prints the option (K or off).
#include "cli.h"

#include "commands/nowincutcommand.h"
#include "tournament/details.h"
#include "tournament/tournament.h"

namespace ctd::cli {

namespace {

class NoWinCutTexts
{
    Q_DECLARE_TR_FUNCTIONS(NoWinCutTexts)

public:
    static QString gameOrOff(const QString &given)
    {
        return tr("no-win-cut takes a game number from 1 on or off, not \"%1\"").arg(given);
    }
};

} // namespace

int noWinCutDb(const Invocation &inv, Output *output)
{
    if (inv.positional.size() > 1) {
        output->errors.append(usageError(Texts::tooManyArguments()));
        return UsageOrFile;
    }
    if (!onlyOptions(inv, {}, output))
        return UsageOrFile;
    int game = -1; // -1: show the option
    if (!inv.positional.isEmpty()) {
        const QString given = inv.positional.first();
        bool ok = false;
        game = given == QLatin1String("off") ? 0 : given.toInt(&ok);
        if (given != QLatin1String("off") && (!ok || game < 1)) {
            output->errors.append(usageError(NoWinCutTexts::gameOrOff(given)));
            return UsageOrFile;
        }
    }
    Tournament t;
    DbError e;
    t.setLockWait(lockWaitMs());
    if (!t.open(inv.db, &e))
        return databaseProblem(e, output);
    if (game < 0) {
        const int now = t.details().noWinCut(&e);
        if (e.isError())
            return databaseProblem(e, output);
        output->out.append((now > 0 ? QString::number(now) : QStringLiteral("off")).toUtf8()
                           + '\n');
        return Done;
    }
    if (!SetNoWinCut(game).apply(t, &e))
        return databaseProblem(e, output);
    return Done;
}

} // namespace ctd::cli
