// The referees' ledger on the command line (docs/formats.md, "The referees'
// ledger"): penalty adds an entry or withdraws one, penalties lists them.
#include "cli.h"

#include "commands/refereecommands.h"
#include "files/csv.h"
#include "scoring/fraction.h"
#include "tournament/roster.h"
#include "tournament/tournament.h"

namespace ctd::cli {

namespace {

class RefereeCliTexts
{
    Q_DECLARE_TR_FUNCTIONS(CliRefereeTexts)

public:
    static QString unknownKind(const QString &kind)
    {
        return tr("--kind must be warning, penalty or disqualification, not \"%1\"").arg(kind);
    }
    static QString badPoints(const QString &points)
    {
        return tr("--points must be round points such as -1 or -0.5 (whole twelfths), not "
                  "\"%1\"")
            .arg(points);
    }
    static QString pointsOnlyForPenalty() { return tr("--points is only for --kind penalty"); }
    static QString unknownPlayer(const QString &name)
    {
        return tr("the tournament has no player \"%1\"").arg(name);
    }
    static QString withdrawAlone() { return tr("--withdraw ID takes no other option"); }
};

int withdraw(const Invocation &inv, Output *output)
{
    bool ok = false;
    const qint64 id = inv.value(QStringLiteral("withdraw")).toLongLong(&ok);
    if (!ok || id < 1) {
        output->errors.append(usageError(Texts::notANumber(QStringLiteral("--withdraw"),
                                                           inv.value(QStringLiteral("withdraw")))));
        return UsageOrFile;
    }
    Tournament t;
    t.setLockWait(lockWaitMs());
    DbError e;
    WithdrawRefereeEntry command(id);
    if (!t.open(inv.db, &e) || !command.apply(t, &e))
        return databaseProblem(e, output);
    return Done;
}

} // namespace

int penaltyDb(const Invocation &inv, Output *output)
{
    const QStringList allowed{QStringLiteral("player"), QStringLiteral("kind"),
                              QStringLiteral("round"),  QStringLiteral("points"),
                              QStringLiteral("reason"), QStringLiteral("withdraw")};
    if (!onlyOptions(inv, allowed, output))
        return UsageOrFile;
    if (!inv.positional.isEmpty()) {
        output->errors.append(usageError(Texts::tooManyArguments()));
        return UsageOrFile;
    }
    if (inv.has(QStringLiteral("withdraw"))) {
        if (inv.options.size() > (inv.has(QStringLiteral("lang")) ? 2 : 1)) {
            output->errors.append(usageError(RefereeCliTexts::withdrawAlone()));
            return UsageOrFile;
        }
        return withdraw(inv, output);
    }
    for (const QString &name :
         {QStringLiteral("player"), QStringLiteral("kind"), QStringLiteral("reason")}) {
        if (!inv.has(name)) {
            output->errors.append(usageError(Texts::missingArgument(QStringLiteral("--") + name)));
            return UsageOrFile;
        }
    }
    RefereeEntry entry;
    if (!RefereeEntry::kindFromName(inv.value(QStringLiteral("kind")), &entry.kind)) {
        output->errors.append(
            usageError(RefereeCliTexts::unknownKind(inv.value(QStringLiteral("kind")))));
        return UsageOrFile;
    }
    if (inv.has(QStringLiteral("round"))
        && !intOption(inv, QStringLiteral("round"), 1, &entry.round, output))
        return UsageOrFile;
    if (inv.has(QStringLiteral("points"))) {
        if (entry.kind != RefereeEntry::Penalty) {
            output->errors.append(usageError(RefereeCliTexts::pointsOnlyForPenalty()));
            return UsageOrFile;
        }
        if (!twelfthsFromDecimal(inv.value(QStringLiteral("points")), &entry.twelfths)) {
            output->errors.append(
                usageError(RefereeCliTexts::badPoints(inv.value(QStringLiteral("points")))));
            return UsageOrFile;
        }
    } else if (entry.kind == RefereeEntry::Penalty) {
        output->errors.append(usageError(Texts::missingArgument(QStringLiteral("--points"))));
        return UsageOrFile;
    }
    entry.reason = inv.value(QStringLiteral("reason"));
    Tournament t;
    t.setLockWait(lockWaitMs());
    DbError e;
    if (!t.open(inv.db, &e))
        return databaseProblem(e, output);
    const QString name = inv.value(QStringLiteral("player"));
    const std::optional<Player> player = t.roster().playerByName(name);
    if (!player) {
        output->errors.append(usageError(RefereeCliTexts::unknownPlayer(name)));
        return UsageOrFile;
    }
    entry.playerId = player->id;
    AddRefereeEntry command(entry);
    if (!command.apply(t, &e))
        return databaseProblem(e, output);
    output->out = QByteArray::number(command.id()) + '\n';
    return Done;
}

int penaltiesDb(const Invocation &inv, Output *output)
{
    if (!onlyOptions(inv, {}, output))
        return UsageOrFile;
    if (!inv.positional.isEmpty()) {
        output->errors.append(usageError(Texts::tooManyArguments()));
        return UsageOrFile;
    }
    Tournament t;
    DbError e;
    if (!t.openReadOnly(inv.db, &e))
        return databaseProblem(e, output);
    const QList<RefereeEntry> entries = t.roster().refereeEntries(&e);
    if (e.isError())
        return databaseProblem(e, output);
    CsvWriter out;
    out.addRow({QStringLiteral("id"), QStringLiteral("round"), QStringLiteral("player"),
                QStringLiteral("kind"), QStringLiteral("points"), QStringLiteral("reason"),
                QStringLiteral("time"), QStringLiteral("withdrawn")});
    for (const RefereeEntry &r : entries) {
        out.addRow({QString::number(r.id), r.round > 0 ? QString::number(r.round) : QString(),
                    r.player, RefereeEntry::kindName(r.kind),
                    r.kind == RefereeEntry::Penalty
                        ? formatHundredths(twelfthsToHundredths(r.twelfths))
                        : QString(),
                    r.reason, r.at.toString(Qt::ISODate),
                    r.isWithdrawn() ? r.withdrawnAt.toString(Qt::ISODate) : QString()});
    }
    output->out = out.bytes();
    return Done;
}

} // namespace ctd::cli
