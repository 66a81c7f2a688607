// seat: a schedule for a list of names, or the next round of a tournament file.
#include "cli.h"

#include "files/csv.h"
#include "scoring/seating.h"
#include "tournament/tournament.h"

#include <QHash>
#include <QRandomGenerator>
#include <QSet>
#include <QStringDecoder>

namespace ctd::cli {

namespace {

class SeatTexts
{
    Q_DECLARE_TR_FUNCTIONS(CliSeatTexts)

public:
    static QString notUtf8(const QString &path)
    {
        return tr("%1 is not UTF-8 text: save it as UTF-8 and try again").arg(path);
    }
    static QString duplicateName(const QString &path, const QString &name, int first)
    {
        return tr("%1: \"%2\" is on line %3 already; list each player once")
            .arg(path, name)
            .arg(first);
    }
    static QString apartSyntax(const QString &path)
    {
        return tr("%1: a keep-apart line holds exactly two names separated by a comma; put "
                  "a name that holds a comma in double quotes")
            .arg(path);
    }
    static QString apartSelf(const QString &path, const QString &name)
    {
        return tr("%1: \"%2\" is named twice on one line; a keep-apart pair is two different "
                  "players")
            .arg(path, name);
    }
    static QString unknownName(const QString &path, const QString &name, const QString &players)
    {
        return tr("%1: \"%2\" is not in %3; check the spelling or add the player")
            .arg(path, name, players);
    }
    static QString seed(quint64 seed)
    {
        return tr("drawn with seed %1; give --seed %1 to draw the same seating again")
            .arg(seed);
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

// The line of FORMATS.md for a problem of a seating input file.
QString problem(int line, const char *code, const QString &message)
{
    return QStringLiteral("error: %1: %2: %3")
        .arg(line > 0 ? QString::number(line) : QStringLiteral("-"), QLatin1String(code),
             message);
}

// One name a line; blank lines ignored; UTF-8 with or without a byte-order mark.
bool readNames(const QString &path, QStringList *names, Output *output)
{
    QByteArray bytes;
    if (!readWholeFile(path, &bytes, output))
        return false;
    if (bytes.startsWith("\xEF\xBB\xBF"))
        bytes.remove(0, 3);
    QStringDecoder decoder(QStringDecoder::Utf8);
    const QString text = decoder.decode(bytes);
    if (decoder.hasError()) {
        output->errors.append(problem(0, "file", SeatTexts::notUtf8(path)));
        return false;
    }
    QHash<QString, int> lineOf;
    const QStringList lines = text.split(QLatin1Char('\n'));
    bool ok = true;
    for (int i = 0; i < lines.size(); ++i) {
        const QString name = lines[i].trimmed();
        if (name.isEmpty())
            continue;
        if (lineOf.contains(name)) {
            output->errors.append(problem(i + 1, "duplicate_name",
                                          SeatTexts::duplicateName(path, name, lineOf[name])));
            ok = false;
            continue;
        }
        lineOf.insert(name, i + 1);
        names->append(name);
    }
    return ok;
}

// Two names a line as CSV (so that names may hold spaces, or commas when
// quoted), each a player of the list.
bool readApart(const QString &path, const QString &playersPath, const QHash<QString, qint64> &ids,
               QList<QPair<qint64, qint64>> *pairs, Output *output)
{
    QByteArray bytes;
    if (!readWholeFile(path, &bytes, output))
        return false;
    QList<CsvRecord> records;
    CsvSyntaxError syntax;
    if (!readCsv(bytes, &records, &syntax)) {
        output->errors.append(problem(syntax.line, "csv_syntax", path + QStringLiteral(": ")
                                                                    + syntax.message));
        return false;
    }
    bool ok = true;
    for (const CsvRecord &r : std::as_const(records)) {
        if (r.fields.size() != 2 || r.fields[0].isEmpty() || r.fields[1].isEmpty()) {
            output->errors.append(
                problem(r.line, "apart_syntax", SeatTexts::apartSyntax(path)));
            ok = false;
            continue;
        }
        if (r.fields[0] == r.fields[1]) {
            output->errors.append(
                problem(r.line, "apart_self", SeatTexts::apartSelf(path, r.fields[0])));
            ok = false;
            continue;
        }
        for (const QString &name : r.fields) {
            if (!ids.contains(name)) {
                output->errors.append(problem(r.line, "unknown_name",
                                              SeatTexts::unknownName(path, name, playersPath)));
                ok = false;
            }
        }
        if (ids.contains(r.fields[0]) && ids.contains(r.fields[1]))
            pairs->append({ids[r.fields[0]], ids[r.fields[1]]});
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

} // namespace

int seatFile(const Invocation &inv, Output *output)
{
    if (!onlyOptions(inv, {QStringLiteral("rounds"), QStringLiteral("seed"), QStringLiteral("apart")},
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
    if (!readNames(playersPath, &names, output))
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
    QString countError;
    if (tableSizes(int(names.size()), &countError).isEmpty())
        return cannotSeat(countError, output);
    in.rounds = rounds;
    bool drawn = false;
    if (!seedOption(inv, &in.seed, &drawn, output))
        return UsageOrFile;

    const ScheduleResult result = seatSchedule(in);
    if (!result.ok) {   // only the number of rounds is left to refuse
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
    if (!onlyOptions(inv, {QStringLiteral("round"), QStringLiteral("seed"),
                         QStringLiteral("by-standings")},
                   output))
        return UsageOrFile;
    if (!inv.positional.isEmpty()) {
        output->errors.append(usageError(Texts::tooManyArguments()));
        return UsageOrFile;
    }
    if (!inv.has(QStringLiteral("round"))) {
        output->errors.append(usageError(Texts::missingArgument(QStringLiteral("--round N"))));
        return UsageOrFile;
    }
    int round = 0;
    if (!intOption(inv, QStringLiteral("round"), 1, &round, output))
        return UsageOrFile;

    Tournament t;
    DbError e;
    if (!t.open(inv.db, &e))
        return databaseProblem(e, output);
    const int next = t.roundCount() + 1;
    if (round > next) {
        output->errors.append(usageError(SeatTexts::roundMissing(round, next)));
        return UsageOrFile;
    }

    // Dropped players stay out; late ones are simply players now.
    SeatingInput in;
    QHash<qint64, QString> nameOf;
    QHash<QString, qint64> idOf;
    for (const Player &p : t.players()) {
        nameOf.insert(p.id, p.name);
        idOf.insert(p.name, p.id);
        if (!p.dropped)
            in.players.append(p.id);
    }
    if (inv.has(QStringLiteral("by-standings"))) {
        in.mode = SeatingMode::ByStandings;
        QSet<qint64> active(in.players.cbegin(), in.players.cend());
        QList<qint64> ordered;
        for (const StandingsRow &row : t.standings(round - 1)) {
            const qint64 id = idOf.value(row.player, -1);
            if (active.remove(id))
                ordered.append(id);
        }
        for (qint64 id : std::as_const(in.players))   // not in the standings: last
            if (active.contains(id))
                ordered.append(id);
        in.players = ordered;
    }
    in.keepApart = t.keepApart();
    // Every other round counts, later ones too when an earlier round is re-seated.
    for (int r = 1; r < next; ++r) {
        if (r == round)
            continue;
        QList<QList<qint64>> tables;
        for (const SeatedTable &table : t.tables(r))
            tables.append(table.playerIds);
        in.history.append(tables);
    }
    bool drawn = false;
    if (!seedOption(inv, &in.seed, &drawn, output))
        return UsageOrFile;

    const SeatingResult result = seatRound(in);
    if (!result.ok)
        return cannotSeat(result.error, output);
    const bool saved = round == next ? t.addRound(result.tables, &e, next)
                                     : t.reseatRound(round, result.tables, &e);
    if (!saved)
        return databaseProblem(e, output);
    CsvWriter csv;
    csv.addRow({QStringLiteral("round"), QStringLiteral("table"), QStringLiteral("seat"),
                QStringLiteral("player")});
    writeRound(&csv, round, result.tables, nameOf);
    output->out = csv.bytes();
    notes(drawn, in.seed, result.explanation, output);
    return Done;
}

} // namespace ctd::cli
