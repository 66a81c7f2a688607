// Reports from the tables on the command line (docs/formats.md, "Report
// codes" and "Reports over the network"): codes, reports, accept, reject.
#include "cli.h"

#include "commands/reportcommands.h"
#include "files/csv.h"
#include "scoring/messages.h"
#include "tournament/details.h"
#include "tournament/reports.h"
#include "tournament/rounds.h"
#include "tournament/tournament.h"

namespace ctd::cli {

namespace {

class ReportTexts
{
    Q_DECLARE_TR_FUNCTIONS(CliReportTexts)

public:
    static QString noRound(int round) { return tr("the tournament has no round %1").arg(round); }
    static QString noTables() { return tr("the tournament has no round yet"); }
};

// --round N (default: the newest round), read from an open tournament.
bool roundOf(const Invocation &inv, const Tournament &t, int *round, Output *output)
{
    const int rounds = t.rounds().roundCount();
    if (!inv.has(QStringLiteral("round"))) {
        *round = rounds;
        if (rounds > 0)
            return true;
        output->errors.append(usageError(ReportTexts::noTables()));
        return false;
    }
    if (!intOption(inv, QStringLiteral("round"), 1, round, output))
        return false;
    if (*round <= rounds)
        return true;
    output->errors.append(usageError(ReportTexts::noRound(*round)));
    return false;
}

bool noPositional(const Invocation &inv, Output *output)
{
    if (inv.positional.isEmpty())
        return true;
    output->errors.append(usageError(Texts::tooManyArguments()));
    return false;
}

// --round N --table T, both required.
bool tableOptions(const Invocation &inv, int *round, int *table, Output *output)
{
    for (const QString &name : {QStringLiteral("round"), QStringLiteral("table")}) {
        if (!inv.has(name)) {
            output->errors.append(usageError(Texts::missingArgument(QStringLiteral("--") + name)));
            return false;
        }
    }
    return intOption(inv, QStringLiteral("round"), 1, round, output)
        && intOption(inv, QStringLiteral("table"), 1, table, output);
}

} // namespace

int codesDb(const Invocation &inv, Output *output)
{
    if (!onlyOptions(inv, {QStringLiteral("round")}, output) || !noPositional(inv, output))
        return UsageOrFile;
    Tournament t;
    DbError e;
    if (!t.openReadOnly(inv.db, &e))
        return databaseProblem(e, output);
    int round = 0;
    if (!roundOf(inv, t, &round, output))
        return UsageOrFile;
    QMap<int, QString> codes = t.reports().codes(round, &e);
    if (e.isError())
        return databaseProblem(e, output);
    if (codes.size() < t.rounds().tables(round).size()) {
        // Tables seated before codes existed get theirs now.
        t.close();
        t.setLockWait(lockWaitMs());
        IssueReportCodes issue(round);
        if (!t.open(inv.db, &e) || !issue.apply(t, &e))
            return databaseProblem(e, output);
        codes = t.reports().codes(round, &e);
    }
    CsvWriter out;
    out.addRow({QStringLiteral("round"), QStringLiteral("table"), QStringLiteral("code")});
    for (auto it = codes.cbegin(); it != codes.cend(); ++it)
        out.addRow({QString::number(round), QString::number(it.key()), it.value()});
    output->out = out.bytes();
    return Done;
}

int reportsDb(const Invocation &inv, Output *output)
{
    if (!onlyOptions(inv, {QStringLiteral("round")}, output) || !noPositional(inv, output))
        return UsageOrFile;
    Tournament t;
    DbError e;
    if (!t.openReadOnly(inv.db, &e))
        return databaseProblem(e, output);
    int round = 0;
    if (!roundOf(inv, t, &round, output))
        return UsageOrFile;
    const QList<TableReports> tables = t.reports().round(round, &e);
    if (e.isError())
        return databaseProblem(e, output);
    CsvWriter out;
    out.addRow({QStringLiteral("round"), QStringLiteral("table"), QStringLiteral("state"),
                QStringLiteral("report"), QStringLiteral("confirmed"), QStringLiteral("received")});
    for (const TableReports &r : tables) {
        const TableReport *shown = r.current();
        if (!shown && !r.reports.isEmpty())
            shown = &r.reports.last();
        int confirmed = 0;
        for (const QString &p : r.players)
            confirmed += shown && shown->confirmedBy.contains(p) ? 1 : 0;
        out.addRow({QString::number(round), QString::number(r.table), reportStateName(r.state),
                    shown ? QString::number(shown->number) : QString(),
                    QStringLiteral("%1/%2").arg(confirmed).arg(r.players.size()),
                    shown ? shown->receivedAt.toString(Qt::ISODate) : QString()});
    }
    output->out = out.bytes();
    return Done;
}

int acceptDb(const Invocation &inv, Output *output)
{
    int round = 0, table = 0, report = 0;
    if (!onlyOptions(inv,
                     {QStringLiteral("round"), QStringLiteral("table"), QStringLiteral("report"),
                      QStringLiteral("over")},
                     output)
        || !noPositional(inv, output) || !tableOptions(inv, &round, &table, output)
        || (inv.has(QStringLiteral("report"))
            && !intOption(inv, QStringLiteral("report"), 1, &report, output)))
        return UsageOrFile;
    Tournament t;
    t.setLockWait(lockWaitMs());
    DbError e;
    if (!t.open(inv.db, &e))
        return databaseProblem(e, output);
    AcceptReport accept(round, table, report, inv.has(QStringLiteral("over")));
    if (accept.apply(t, &e))
        return Done;
    // Nothing written: a report the saved result settled, or reports that
    // differ and none named.
    if (accept.outcome() == AcceptReport::Outcome::Superseded) {
        output->errors.append(QStringLiteral("error: -: superseded: ") + e.message);
        return RuleBroken;
    }
    if (accept.outcome() == AcceptReport::Outcome::Conflict) {
        output->errors.append(QStringLiteral("error: -: conflict: ") + e.message);
        return RuleBroken;
    }
    if (accept.outcome() == AcceptReport::Outcome::BreaksRules) {
        // Every broken rule, one a line, as a results file's problems.
        const TableReports now = t.reports().table(round, table);
        for (const TableReport &r : now.reports) {
            if (r.number != accept.report())
                continue;
            for (const SheetError &err : scoreSheet(r.lines, t.details().info().rules).errors) {
                Problem p;
                p.round = round;
                p.table = table;
                p.player = err.seat >= 0 ? r.lines.value(err.seat).name : QString();
                p.code = errorCodeName(err.code);
                p.message = SheetMessages::message(err, r.lines);
                output->errors.append(p.format());
            }
        }
        return RuleBroken;
    }
    return databaseProblem(e, output);
}

int rejectDb(const Invocation &inv, Output *output)
{
    int round = 0, table = 0;
    if (!onlyOptions(inv, {QStringLiteral("round"), QStringLiteral("table")}, output)
        || !noPositional(inv, output) || !tableOptions(inv, &round, &table, output))
        return UsageOrFile;
    Tournament t;
    t.setLockWait(lockWaitMs());
    DbError e;
    RejectReports reject(round, table);
    if (!t.open(inv.db, &e) || !reject.apply(t, &e))
        return databaseProblem(e, output);
    return Done;
}

} // namespace ctd::cli
