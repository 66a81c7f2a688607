// The door and the calls on the command line (docs/door.md): register gives
// registration codes (after adding the players of a list), checkin checks a
// player in by code or name, players lists them, calls and call follow the
// tables' calls for a referee.
#include "cli.h"

#include "commands/doorcommands.h"
#include "commands/playercommands.h"
#include "commands/teamcommands.h"
#include "files/csv.h"
#include "scoring/fraction.h"
#include "scoring/names.h"
#include "tournament/door.h"
#include "tournament/roster.h"
#include "tournament/tournament.h"

namespace ctd::cli {

namespace {

class DoorCliTexts
{
    Q_DECLARE_TR_FUNCTIONS(CliDoorTexts)

public:
    static QString noPlayerColumn(const QString &path)
    {
        return tr("%1: the header has no column player").arg(path);
    }
    static QString badPaid(const QString &path, int line, const QString &paid)
    {
        return tr("%1, line %2: paid must be an amount such as 10 or 12.50, not \"%3\"")
            .arg(path)
            .arg(line)
            .arg(paid);
    }
    static QString badName(const QString &path, int line)
    {
        return tr("%1, line %2: the name is empty or holds invisible characters")
            .arg(path)
            .arg(line);
    }
    static QString unknown(const QString &typed)
    {
        return tr("neither a registration code nor a player: \"%1\"").arg(typed);
    }
    static QString dropped(const QString &name)
    {
        return tr("%1 has dropped out of the tournament").arg(name);
    }
    static QString already(const QString &name, const QString &at)
    {
        return tr("%1 was checked in already (%2)").arg(name, at);
    }
    static QString oneOf() { return tr("give either --take ID or --close ID"); }
};

QString yesNo(bool yes)
{
    return yes ? QStringLiteral("yes") : QStringLiteral("no");
}

struct ListedPlayer
{
    QString name;
    QString team;
    bool hasTeam = false;
    bool hasPaid = false;
    qint64 paid = 0;
};

// PLAYERS.csv: a header with the column player (team and paid optional), or
// one name a line.
int readRegisterList(const QString &path, QList<ListedPlayer> *out, Output *output)
{
    QByteArray bytes;
    if (!readWholeFile(path, &bytes, output))
        return UsageOrFile;
    QList<CsvRecord> records;
    CsvSyntaxError syntax;
    if (!readCsv(bytes, &records, &syntax)) {
        output->errors.append(QStringLiteral("error: %1: csv_syntax: %2")
                                  .arg(syntax.line)
                                  .arg(names::escaped(syntax.message)));
        return RuleBroken;
    }
    int player = 0;
    int team = -1;
    int paid = -1;
    qsizetype first = 0;
    if (!records.isEmpty() && records.first().fields.contains(QLatin1String("player"))) {
        const QStringList header = records.first().fields;
        player = int(header.indexOf(QLatin1String("player")));
        team = int(header.indexOf(QLatin1String("team")));
        paid = int(header.indexOf(QLatin1String("paid")));
        first = 1;
    }
    bool ok = true;
    for (qsizetype i = first; i < records.size(); ++i) {
        const CsvRecord &r = records.at(i);
        ListedPlayer p;
        p.name = names::normalized(r.fields.value(player));
        if (p.name.isEmpty() || names::isBad(p.name)) {
            output->errors.append(QStringLiteral("error: %1: bad_name: %2")
                                      .arg(r.line)
                                      .arg(DoorCliTexts::badName(path, r.line)));
            ok = false;
            continue;
        }
        if (team >= 0) {
            p.hasTeam = true;
            p.team = names::normalized(r.fields.value(team));
        }
        if (paid >= 0 && !r.fields.value(paid).trimmed().isEmpty()) {
            p.hasPaid = hundredthsFromDecimal(r.fields.value(paid), &p.paid);
            if (!p.hasPaid) {
                output->errors.append(
                    QStringLiteral("error: %1: not_a_number: %2")
                        .arg(r.line)
                        .arg(names::escaped(DoorCliTexts::badPaid(path, r.line, r.fields[paid]))));
                ok = false;
            }
        }
        out->append(p);
    }
    return ok ? Done : RuleBroken;
}

bool applyCommand(ctd::Command &command, Tournament &t, Output *output, int *exit)
{
    DbError e;
    if (command.apply(t, &e))
        return true;
    *exit = databaseProblem(e, output);
    return false;
}

} // namespace

int registerDb(const Invocation &inv, Output *output)
{
    if (!onlyOptions(inv, {}, output))
        return UsageOrFile;
    if (inv.positional.size() > 1) {
        output->errors.append(usageError(Texts::tooManyArguments()));
        return UsageOrFile;
    }
    QList<ListedPlayer> listed;
    if (!inv.positional.isEmpty()) {
        const int read = readRegisterList(inv.positional.first(), &listed, output);
        if (read != Done)
            return read;
    }
    Tournament t;
    t.setLockWait(lockWaitMs());
    DbError e;
    if (!t.open(inv.db, &e))
        return databaseProblem(e, output);
    int exit = Done;
    // The list's new players first, then their teams and amounts paid.
    QStringList added;
    for (const ListedPlayer &p : listed) {
        if (!t.roster().playerByName(p.name) && !added.contains(p.name))
            added.append(p.name);
    }
    if (!added.isEmpty()) {
        AddPlayers add(added);
        if (!applyCommand(add, t, output, &exit))
            return exit;
    }
    QList<QPair<qint64, QString>> teams;
    for (const ListedPlayer &p : listed) {
        const std::optional<Player> stored = t.roster().playerByName(p.name);
        if (!stored)
            continue;
        if (p.hasTeam && stored->team != p.team)
            teams.append({stored->id, p.team});
        if (p.hasPaid) {
            SetPaid paid(stored->id, p.paid);
            if (!applyCommand(paid, t, output, &exit))
                return exit;
        }
    }
    if (!teams.isEmpty()) {
        SetTeams set(teams);
        if (!applyCommand(set, t, output, &exit))
            return exit;
    }
    std::unique_ptr<GiveRegistrationCodes> give = GiveRegistrationCodes::everyone(t);
    if (!applyCommand(*give, t, output, &exit))
        return exit;
    const QHash<qint64, DoorEntry> door = t.door().entries(&e);
    if (e.isError())
        return databaseProblem(e, output);
    CsvWriter out;
    out.addRow({QStringLiteral("player"), QStringLiteral("code")});
    for (const Player &p : t.roster().players(&e)) {
        if (!p.dropped)
            out.addRow({p.name, door.value(p.id).code});
    }
    if (e.isError())
        return databaseProblem(e, output);
    output->out = out.bytes();
    return Done;
}

int checkinDb(const Invocation &inv, Output *output)
{
    if (!onlyOptions(inv, {}, output) || !onePositional(inv, QStringLiteral("CODE|NAME"), output))
        return UsageOrFile;
    const QString typed = inv.positional.first();
    Tournament t;
    t.setLockWait(lockWaitMs());
    DbError e;
    if (!t.open(inv.db, &e))
        return databaseProblem(e, output);
    qint64 id = t.door().playerOfCode(typed, &e);
    if (e.isError())
        return databaseProblem(e, output);
    if (id == 0) {
        if (const std::optional<Player> p = t.roster().playerByName(names::normalized(typed)))
            id = p->id;
    }
    const std::optional<Player> player = id ? t.roster().player(id) : std::nullopt;
    if (!player) {
        output->errors.append(QStringLiteral("error: -: unknown_player: %1")
                                  .arg(names::escaped(DoorCliTexts::unknown(typed))));
        return RuleBroken;
    }
    if (player->dropped) {
        output->errors.append(QStringLiteral("error: -: dropped: %1")
                                  .arg(names::escaped(DoorCliTexts::dropped(player->name))));
        return RuleBroken;
    }
    const DoorEntry before = t.door().entry(id, &e);
    if (e.isError())
        return databaseProblem(e, output);
    if (before.isCheckedIn()) {
        output->errors.append(QStringLiteral("note: %1")
                                  .arg(names::escaped(DoorCliTexts::already(
                                      player->name, before.checkedInAt.toString(Qt::ISODate)))));
    } else {
        CheckIn command(id, true);
        int exit = Done;
        if (!applyCommand(command, t, output, &exit))
            return exit;
    }
    CsvWriter out;
    out.addRow({QStringLiteral("player"), QStringLiteral("team"), QStringLiteral("present"),
                QStringLiteral("paid"), QStringLiteral("code")});
    const DoorEntry now = t.door().entry(id, &e);
    out.addRow({player->name, player->team, yesNo(now.isCheckedIn()), formatShortDecimal(now.paid),
                now.code});
    output->out = out.bytes();
    return Done;
}

int playersDb(const Invocation &inv, Output *output)
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
    const QHash<qint64, DoorEntry> door = t.door().entries(&e);
    const QList<Player> players = t.roster().players(&e);
    if (e.isError())
        return databaseProblem(e, output);
    CsvWriter out;
    out.addRow({QStringLiteral("player"), QStringLiteral("team"), QStringLiteral("present"),
                QStringLiteral("paid"), QStringLiteral("code")});
    for (const Player &p : players) {
        const DoorEntry d = door.value(p.id);
        out.addRow({p.name, p.team, yesNo(d.isCheckedIn()), formatShortDecimal(d.paid), d.code});
    }
    output->out = out.bytes();
    return Done;
}

int callsDb(const Invocation &inv, Output *output)
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
    const QList<TableCall> calls = t.door().calls(&e);
    if (e.isError())
        return databaseProblem(e, output);
    CsvWriter out;
    out.addRow({QStringLiteral("id"), QStringLiteral("round"), QStringLiteral("table"),
                QStringLiteral("state"), QStringLiteral("note"), QStringLiteral("time")});
    for (const TableCall &c : calls)
        out.addRow({QString::number(c.id), QString::number(c.round), QString::number(c.table),
                    TableCall::stateName(c.state), c.note, c.at.toString(Qt::ISODate)});
    output->out = out.bytes();
    return Done;
}

int callDb(const Invocation &inv, Output *output)
{
    if (!onlyOptions(inv, {QStringLiteral("take"), QStringLiteral("close")}, output))
        return UsageOrFile;
    if (!inv.positional.isEmpty()) {
        output->errors.append(usageError(Texts::tooManyArguments()));
        return UsageOrFile;
    }
    const bool take = inv.has(QStringLiteral("take"));
    if (take == inv.has(QStringLiteral("close"))) {
        output->errors.append(usageError(DoorCliTexts::oneOf()));
        return UsageOrFile;
    }
    const QString option = take ? QStringLiteral("take") : QStringLiteral("close");
    int id = 0;
    if (!intOption(inv, option, 1, &id, output))
        return UsageOrFile;
    Tournament t;
    t.setLockWait(lockWaitMs());
    DbError e;
    if (!t.open(inv.db, &e))
        return databaseProblem(e, output);
    SetCallState command(id, take ? TableCall::State::Taken : TableCall::State::Closed);
    int exit = Done;
    if (!applyCommand(command, t, output, &exit))
        return exit;
    return Done;
}

} // namespace ctd::cli
