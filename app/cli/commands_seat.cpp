// seat: a schedule for a list of names, or the next round of a tournament file.
#include "cli.h"

#include "commands/roundcommands.h"
#include "files/csv.h"
#include "files/namesfile.h"
#include "scoring/names.h"
#include "scoring/seating/seating.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"
#include "tournament/schedule.h"
#include "tournament/seatinginput.h"
#include "tournament/teams.h"
#include "tournament/tournament.h"

#include <QHash>
#include <QRandomGenerator>

#include <cstdio>
#include <memory>

namespace ctd::cli {

namespace {

class SeatTexts
{
    Q_DECLARE_TR_FUNCTIONS(CliSeatTexts)

public:
    static QString unknownName(const QString &path, const QString &name, const QString &players)
    {
        return tr("%1: \"%2\" is not in %3; check the spelling or add the player")
            .arg(path, name, players);
    }
    static QString seed(quint64 seed)
    {
        return tr("drawn with seed %1; give --seed %1 to draw the same seating again").arg(seed);
    }
    static QString effortOrSeconds() { return tr("give --effort or --seconds, not both"); }
    static QString searching(int percent, int repeats)
    {
        return tr("searching: %1 % done, fewest repeats so far %2").arg(percent).arg(repeats);
    }
    static QString publishedRound(int round)
    {
        return tr("round %1 is published already: --draft seats a new round or a draft "
                  "again")
            .arg(round);
    }
    static QString draftNote(int round)
    {
        return tr("round %1 is a draft: the players see it after `publish --round %1`").arg(round);
    }
    static QString roundMissing(int round, int next)
    {
        return tr("the tournament has no round %1: the next round to seat is %2")
            .arg(round)
            .arg(next);
    }
};

// --seed S, or a fresh seed (`drawn`), to be reported so the draw can be repeated.
bool seedOption(const Invocation &inv, quint64 *seed, bool *drawn, Output *output)
{
    *drawn = !inv.has(QStringLiteral("seed"));
    if (*drawn) {
        *seed = QRandomGenerator::system()->generate64() >> 1;
        return true;
    }
    bool ok = false;
    *seed = inv.value(QStringLiteral("seed")).toULongLong(&ok);
    if (!ok) {
        output->errors.append(usageError(
            Texts::notANumber(QStringLiteral("--seed"), inv.value(QStringLiteral("seed")))));
        return false;
    }
    return true;
}

// --effort N (1 to 100 times the default work, the same result everywhere) or
// --seconds S (up to a minute, progress on stderr): a longer search.
bool searchOptions(const Invocation &inv, ScheduleInput *in, Output *output)
{
    const bool effort = inv.has(QStringLiteral("effort"));
    const bool seconds = inv.has(QStringLiteral("seconds"));
    if (effort && seconds) {
        output->errors.append(usageError(SeatTexts::effortOrSeconds()));
        return false;
    }
    int value = 0;
    if (effort) {
        if (!intOption(inv, QStringLiteral("effort"), 1, &value, output))
            return false;
        in->effort = qMin(value, 100);
    }
    if (seconds) {
        if (!intOption(inv, QStringLiteral("seconds"), 1, &value, output))
            return false;
        in->msecs = 1000 * qint64(qMin(value, 60));
        // A line every tenth of the time, written as the search goes.
        auto shown = std::make_shared<int>(-1);
        in->progress = [shown](int percent, int repeats) {
            if (repeats >= 0 && percent / 10 > *shown) {
                *shown = percent / 10;
                const QByteArray line =
                    (QStringLiteral("note: ") + SeatTexts::searching(percent, repeats)
                     + QLatin1Char('\n'))
                        .toUtf8();
                std::fputs(line.constData(), messages());
                std::fflush(messages());
            }
            return true;
        };
    }
    return true;
}

// The line of docs/formats.md for a problem of a seating input file.
QString problem(int line, const char *code, const QString &message)
{
    return names::escaped(QStringLiteral("error: %1: %2: %3")
                              .arg(line > 0 ? QString::number(line) : QStringLiteral("-"),
                                   QLatin1String(code), message));
}

// The players' list (files/namesfile.h), its problems reported.
bool readNames(const QString &path, QStringList *names, QHash<QString, QString> *teamOf,
               Output *output)
{
    QByteArray bytes;
    if (!readWholeFile(path, &bytes, output))
        return false;
    const PlayersList list = readPlayersList(bytes, path);
    for (const Problem &p : list.problems)
        output->errors.append(p.format());
    *names = list.names;
    *teamOf = list.teamOf;
    return list.problems.isEmpty();
}

// The keep-apart file, each name a player of the list.
bool readApart(const QString &path, const QString &playersPath, const QHash<QString, qint64> &ids,
               QList<QPair<qint64, qint64>> *pairs, Output *output)
{
    QByteArray bytes;
    if (!readWholeFile(path, &bytes, output))
        return false;
    const ApartList list = readApartList(bytes, path);
    for (const Problem &p : list.problems)
        output->errors.append(p.format());
    bool ok = list.problems.isEmpty();
    for (qsizetype i = 0; i < list.pairs.size(); ++i) {
        const auto &[a, b] = list.pairs[i];
        for (const QString &name : {a, b}) {
            if (!ids.contains(name)) {
                output->errors.append(problem(list.lines[i], "unknown_name",
                                              SeatTexts::unknownName(path, name, playersPath)));
                ok = false;
            }
        }
        if (ids.contains(a) && ids.contains(b))
            pairs->append({ids[a], ids[b]});
    }
    return ok;
}

// round,table,seat,player: one row per seat, seat 1 starts.
void writeRound(CsvWriter *csv, int round, const QList<QList<qint64>> &tables,
                const QHash<qint64, QString> &names)
{
    for (int t = 0; t < tables.size(); ++t)
        for (int s = 0; s < tables[t].size(); ++s)
            csv->addRow({QString::number(round), QString::number(t + 1), QString::number(s + 1),
                         names.value(tables[t][s])});
}

// Notes on stderr after a seating: the seed when it was drawn, and what remains.
void notes(bool drawn, quint64 seed, const QString &explanation, Output *output)
{
    if (drawn)
        output->errors.append(QStringLiteral("note: ") + SeatTexts::seed(seed));
    output->errors.append(QStringLiteral("note: ") + explanation);
}

int cannotSeat(const QString &message, Output *output)
{
    output->errors.append(problem(0, "table_count", message));
    return RuleBroken;
}

// --all-rounds: every preliminary round not played yet, planned at once with
// the schedule mode (a German ranking tournament publishes them beforehand);
// run again after a drop or a late arrival, it re-plans only those rounds.
int planAllRounds(const Invocation &inv, Output *output)
{
    Tournament t;
    DbError e;
    if (!t.open(inv.db, &e))
        return databaseProblem(e, output);
    int rounds = 0;
    if (inv.has(QStringLiteral("rounds"))
        && !intOption(inv, QStringLiteral("rounds"), 1, &rounds, output))
        return UsageOrFile;
    bool drawn = false;
    quint64 seed = 0;
    if (!seedOption(inv, &seed, &drawn, output))
        return UsageOrFile;
    PlanRounds planning(rounds, seed);
    planning.holdAsDrafts(inv.has(QStringLiteral("draft")));
    const bool planned = planning.apply(t, &e);
    const SchedulePlan plan = planning.plan();
    if (!planned) {
        if (e.kind != DbError::Invalid)
            return databaseProblem(e, output);
        output->errors.append(usageError(e.message));
        return UsageOrFile;
    }
    QHash<qint64, QString> nameOf;
    for (const Player &p : t.roster().players())
        nameOf.insert(p.id, p.name);
    CsvWriter csv;
    csv.addRow({QStringLiteral("round"), QStringLiteral("table"), QStringLiteral("seat"),
                QStringLiteral("player")});
    for (int k = 0; k < plan.rounds.size(); ++k)
        writeRound(&csv, plan.firstRound + k, plan.rounds[k], nameOf);
    output->out = csv.bytes();
    if (!plan.rounds.isEmpty())
        notes(drawn, seed, plan.explanation, output);
    return Done;
}

} // namespace

int seatFile(const Invocation &inv, Output *output)
{
    if (!onlyOptions(inv,
                     {QStringLiteral("rounds"), QStringLiteral("seed"), QStringLiteral("apart"),
                      QStringLiteral("effort"), QStringLiteral("seconds")},
                     output))
        return UsageOrFile;
    if (inv.positional.size() != 1) {
        output->errors.append(usageError(inv.positional.isEmpty()
                                             ? Texts::missingArgument(QStringLiteral("PLAYERS.txt"))
                                             : Texts::tooManyArguments()));
        return UsageOrFile;
    }
    if (!inv.has(QStringLiteral("rounds"))) {
        output->errors.append(usageError(Texts::missingArgument(QStringLiteral("--rounds R"))));
        return UsageOrFile;
    }
    int rounds = 0;
    if (!intOption(inv, QStringLiteral("rounds"), 1, &rounds, output))
        return UsageOrFile;

    const QString playersPath = inv.positional.first();
    QStringList names;
    QHash<QString, QString> teamOf;
    if (!readNames(playersPath, &names, &teamOf, output))
        return UsageOrFile;
    QHash<QString, qint64> ids;
    QHash<qint64, QString> nameOf;
    ScheduleInput in;
    for (int i = 0; i < names.size(); ++i) {
        ids.insert(names[i], i + 1);
        nameOf.insert(i + 1, names[i]);
        in.players.append(i + 1);
    }
    if (inv.has(QStringLiteral("apart"))
        && !readApart(inv.value(QStringLiteral("apart")), playersPath, ids, &in.keepApart, output))
        return UsageOrFile;
    // Teammates are kept apart as keep-apart pairs are (docs/rules.md §11), each pair once.
    QList<Player> players;
    for (int i = 0; i < names.size(); ++i)
        players.append({i + 1, names[i], false, teamOf.value(names[i])});
    for (const auto &pair : teammatePairs(players)) {
        if (!in.keepApart.contains(pair) && !in.keepApart.contains({pair.second, pair.first}))
            in.keepApart.append(pair);
    }
    QString countError;
    if (tableSizes(int(names.size()), &countError).isEmpty())
        return cannotSeat(countError, output);
    in.rounds = rounds;
    bool drawn = false;
    if (!seedOption(inv, &in.seed, &drawn, output) || !searchOptions(inv, &in, output))
        return UsageOrFile;

    const ScheduleResult result = seatSchedule(in);
    if (!result.ok) { // only the number of rounds is left to refuse
        output->errors.append(usageError(result.error));
        return UsageOrFile;
    }
    CsvWriter csv;
    csv.addRow({QStringLiteral("round"), QStringLiteral("table"), QStringLiteral("seat"),
                QStringLiteral("player")});
    for (int r = 0; r < result.rounds.size(); ++r)
        writeRound(&csv, r + 1, result.rounds[r], nameOf);
    output->out = csv.bytes();
    notes(drawn, in.seed, result.explanation, output);
    return Done;
}

int seatDb(const Invocation &inv, Output *output)
{
    if (!inv.positional.isEmpty()) {
        output->errors.append(usageError(Texts::tooManyArguments()));
        return UsageOrFile;
    }
    if (inv.has(QStringLiteral("all-rounds"))) {
        if (!onlyOptions(inv,
                         {QStringLiteral("all-rounds"), QStringLiteral("rounds"),
                          QStringLiteral("seed"), QStringLiteral("draft")},
                         output))
            return UsageOrFile;
        return planAllRounds(inv, output);
    }
    if (!onlyOptions(inv,
                     {QStringLiteral("round"), QStringLiteral("seed"),
                      QStringLiteral("by-standings"), QStringLiteral("draft")},
                     output))
        return UsageOrFile;
    int round = 0;
    if (!roundOption(inv, &round, output))
        return UsageOrFile;

    Tournament t;
    DbError e;
    t.setLockWait(lockWaitMs());
    if (!t.open(inv.db, &e))
        return databaseProblem(e, output);
    const int next = t.rounds().roundCount() + 1;
    if (round > next) {
        output->errors.append(usageError(SeatTexts::roundMissing(round, next)));
        return UsageOrFile;
    }
    // A draft (docs/seating.md, "Publishing a round"): a new round, or a draft seated again.
    const bool draft = inv.has(QStringLiteral("draft"));
    if (draft && round < next && !t.rounds().isDraft(round)) {
        output->errors.append(usageError(SeatTexts::publishedRound(round)));
        return UsageOrFile;
    }

    // Dropped players stay out, and those the desk's check-in marked absent
    // for this round; late ones are simply players now. Every other round
    // counts, later ones too when an earlier round is re-seated.
    const SeatingMode mode =
        inv.has(QStringLiteral("by-standings")) ? SeatingMode::ByStandings : SeatingMode::Random;
    SeatingInput in = seatingInputFor(t, round, round, mode, &e);
    if (e.isError())
        return databaseProblem(e, output);
    QHash<qint64, QString> nameOf;
    for (const Player &p : t.roster().players())
        nameOf.insert(p.id, p.name);
    bool drawn = false;
    if (!seedOption(inv, &in.seed, &drawn, output))
        return UsageOrFile;

    const SeatingResult result = seatRound(in);
    if (!result.ok)
        return cannotSeat(result.error, output);
    // The seed is kept with the round, in the same transaction.
    SeatRound seating(result.tables, next, in.seed);
    seating.holdAsDraft(draft);
    const bool saved = round == next ? seating.apply(t, &e)
                                     : ReseatRounds(round, {result.tables}, in.seed).apply(t, &e);
    if (!saved)
        return databaseProblem(e, output);
    if (t.rounds().isDraft(round))
        output->errors.append(SeatTexts::draftNote(round));
    CsvWriter csv;
    csv.addRow({QStringLiteral("round"), QStringLiteral("table"), QStringLiteral("seat"),
                QStringLiteral("player")});
    writeRound(&csv, round, result.tables, nameOf);
    output->out = csv.bytes();
    notes(drawn, in.seed, result.explanation, output);
    return Done;
}

int publishDb(const Invocation &inv, Output *output)
{
    if (!inv.positional.isEmpty()) {
        output->errors.append(usageError(Texts::tooManyArguments()));
        return UsageOrFile;
    }
    if (!onlyOptions(inv, {QStringLiteral("round")}, output))
        return UsageOrFile;
    int round = 0;
    if (!roundOption(inv, &round, output))
        return UsageOrFile;
    Tournament t;
    DbError e;
    t.setLockWait(lockWaitMs());
    if (!t.open(inv.db, &e))
        return databaseProblem(e, output);
    if (!PublishRounds(round).apply(t, &e))
        return databaseProblem(e, output);
    return Done;
}

} // namespace ctd::cli
