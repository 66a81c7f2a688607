#include "cli.h"

#include "files/inputfile.h"
#include "language/language.h"
#include "tournament/servermessages.h"
#include "tournament/tournament.h"
#include "tournament/tournamentfiles.h"

#include <QFile>

#include <algorithm>

namespace ctd::cli {

QString Texts::usage()
{
    return tr(
        "Usage:\n"
        "  catan-desk-cli score RESULTS.csv                       table results to stdout\n"
        "  catan-desk-cli standings RESULTS.csv [--after-round N] standings to stdout\n"
        "      (score and standings also take --rules ID|FILE; without it: standard)\n"
        "  catan-desk-cli standings RESULTS.csv --teams [TEAMS.csv]\n"
        "                                                         team standings: the results' team column,\n"
        "                                                         or TEAMS.csv (player,team)\n"
        "  catan-desk-cli rules                                   the rule sets, as CSV: id,name\n"
        "  catan-desk-cli --db FILE import RESULTS.csv [--rules ID|FILE]\n"
        "                                                         add results to a tournament\n"
        "  catan-desk-cli --db FILE standings [--after-round N]   standings of a tournament\n"
        "  catan-desk-cli --db FILE standings --teams             team standings of a tournament\n"
        "  catan-desk-cli --db FILE export results|standings      a tournament's results or standings\n"
        "  catan-desk-cli --db FILE rules [ID|FILE]               show, or change, a tournament's rule set\n"
        "      (--db standings and export also take --after-round N and --spreadsheet)\n"
        "  catan-desk-cli seat PLAYERS.txt --rounds R [--seed S] [--apart FILE]\n"
        "      [--effort N | --seconds S]                         a schedule of R rounds to stdout\n"
        "      (PLAYERS.txt: one name a line, or CSV with the columns player,team)\n"
        "  catan-desk-cli --db FILE seat --round N [--by-standings] [--seed S] [--draft]\n"
        "                                                         seat (or re-seat) round N of a tournament\n"
        "  catan-desk-cli --db FILE seat --all-rounds [--rounds R] [--seed S] [--draft]\n"
        "                                                         plan every preliminary round not played yet\n"
        "      (--draft: the players see the round once it is published)\n"
        "  catan-desk-cli --db FILE publish --round N             publish the draft rounds up to N\n"
        "  catan-desk-cli --db FILE print standings|teams|seating|slips|schedule|board|codes|cards\n"
        "      -o FILE.pdf [--round N] [--by-name] [--one-per-page] [--chart] [--paper a4|letter]\n"
        "                                                         the desk's documents as PDF\n"
        "      (print codes|cards: the registration codes as a list, or one card per player)\n"
        "  catan-desk-cli --db FILE serve [--reports] [--listen ADDRESS] [--port N]\n"
        "                                                         the players' page, read-only, until stopped\n"
        "      (default 127.0.0.1 port 8080; --listen 0.0.0.0 shares it on the network;\n"
        "      --reports also takes the tables' reports from their phones)\n"
        "  catan-desk-cli --db FILE codes [--round N]             the tables' report codes\n"
        "  catan-desk-cli --db FILE reports [--round N]           the tables' reports and their state\n"
        "  catan-desk-cli --db FILE accept --round N --table T [--report R] [--over]\n"
        "                                                         a table's report becomes its result\n"
        "  catan-desk-cli --db FILE reject --round N --table T    a table's reports are dropped\n"
        "  catan-desk-cli --db FILE penalty --player NAME --kind warning|penalty|disqualification\n"
        "      [--round N] [--points X] --reason TEXT             an entry of the referees' ledger;\n"
        "                                                         prints its id (--points: a penalty's\n"
        "                                                         round points, such as -1 or -0.5)\n"
        "  catan-desk-cli --db FILE penalty --withdraw ID         withdraws an entry (it stays listed)\n"
        "  catan-desk-cli --db FILE penalties                     the referees' ledger\n"
        "  catan-desk-cli --db FILE fix --player NAME --table T | --clear\n"
        "                                                         a player's fixed table, or none\n"
        "  catan-desk-cli --db FILE register [PLAYERS.csv]        registration codes for the players without\n"
        "                                                         one (PLAYERS.csv: player[,team][,paid]\n"
        "                                                         adds them first); prints player,code\n"
        "  catan-desk-cli --db FILE checkin CODE|NAME             checks a player in at the door\n"
        "  catan-desk-cli --db FILE players                       player,team,present,paid,code\n"
        "  catan-desk-cli --db FILE calls                         the tables' calls for a referee\n"
        "  catan-desk-cli --db FILE call --take ID | --close ID   a referee on the way, or done\n"
        "  catan-desk-cli --db FILE no-win-cut [K|off]            after game K, players without a win\n"
        "                                                         play no more preliminary games\n"
        "  catan-desk-cli copy FROM TO                            a whole tournament, history included,\n"
        "                                                         to a new file or an empty server database\n"
        "  catan-desk-cli board [--seed S]                        a valid board as CSV\n"
        "  catan-desk-cli --db FILE board --round N [--seed S]    draw and keep round N's board, or show it\n"
        "  catan-desk-cli series SEASON.txt [--detail]            a season's standings across tournaments\n"
        "      (--detail: each player's result in each tournament)\n"
        "\n"
        "Options:\n"
        "  --db FILE     the tournament database file, or a tournament server:\n"
        "                postgresql://[USER[:PASSWORD]@]HOST[:PORT]/DATABASE\n"
        "                (without a password: PGPASSWORD or ~/.pgpass)\n"
        "  --lang LANG   language of messages: en, de or pt (default: the environment's)\n"
        "  -h, --help    show this help\n"
        "  --version     show the program's version\n"
        "\n"
        "Exit status: 0 done; 1 the input breaks a rule (nothing is written);\n"
        "2 a usage, file or database problem.\n");
}

QString Texts::teamSizesDiffer()
{
    return tr("the teams have different sizes; they are compared as they are");
}

QString Texts::unknownCommand(const QString &command)
{
    return tr("unknown command \"%1\"; see catan-desk-cli --help").arg(command);
}

QString Texts::missingArgument(const QString &what)
{
    return tr("missing %1; see catan-desk-cli --help").arg(what);
}

QString Texts::tooManyArguments()
{
    return tr("too many arguments; see catan-desk-cli --help");
}

QString Texts::unknownOption(const QString &option)
{
    return tr("unknown option \"%1\"; see catan-desk-cli --help").arg(option);
}

QString Texts::missingValue(const QString &option)
{
    return tr("the option %1 needs a value").arg(option);
}

QString Texts::notANumber(const QString &option, const QString &value)
{
    return tr("the option %1 takes a whole number, not \"%2\"").arg(option, value);
}

QString Texts::cannotRead(const QString &path, const QString &reason)
{
    return tr("cannot read %1: %2").arg(path, reason);
}

QString Texts::openTournament()
{
    return tr("it is the tournament file this command has open; give a CSV file");
}

QString Texts::cannotWrite(const QString &path, const QString &reason)
{
    return tr("cannot write %1: %2").arg(path, reason);
}

QString Texts::unknownLanguage(const QString &lang)
{
    return tr("unknown language \"%1\"; use en, de or pt").arg(lang);
}

QString Texts::cannotStart(const QString &program, const QString &reason)
{
    return tr("cannot start %1: %2").arg(program, reason);
}

QString Texts::needsDb(const QString &command)
{
    return tr("the command \"%1\" works on a tournament file: give --db FILE").arg(command);
}

int lockWaitMs()
{
    bool ok = false;
    const int seconds = qEnvironmentVariableIntValue("CATAN_DESK_LOCK_WAIT", &ok);
    return (ok && seconds >= 0 ? qMin(seconds, 3600) : 30) * 1000;
}

QString usageError(const QString &message)
{
    return QStringLiteral("error: -: usage: ") + message;
}

bool readWholeFile(const QString &path, QByteArray *bytes, Output *output)
{
    QString reason;
    // Never the open tournament file as a plain file (TournamentFiles::heldHere()).
    if (TournamentFiles::heldHere(path))
        reason = Texts::openTournament();
    if (!reason.isEmpty() || !readInputFile(path, bytes, &reason)) {
        output->errors.append(QStringLiteral("error: -: file: ") + Texts::cannotRead(path, reason));
        return false;
    }
    return true;
}

bool intOption(const Invocation &inv, const QString &name, int minimum, int *value, Output *output)
{
    bool ok = false;
    const QString text = inv.value(name);
    const int v = text.toInt(&ok);
    if (!ok || v < minimum) {
        output->errors.append(usageError(Texts::notANumber(QStringLiteral("--") + name, text)));
        return false;
    }
    *value = v;
    return true;
}

bool roundOption(const Invocation &inv, int *round, Output *output)
{
    if (!inv.has(QStringLiteral("round"))) {
        output->errors.append(usageError(Texts::missingArgument(QStringLiteral("--round N"))));
        return false;
    }
    return intOption(inv, QStringLiteral("round"), 1, round, output);
}

bool onlyOptions(const Invocation &inv, const QStringList &allowed, Output *output)
{
    for (auto it = inv.options.cbegin(); it != inv.options.cend(); ++it) {
        if (!allowed.contains(it.key()) && it.key() != QLatin1String("lang")) {
            output->errors.append(
                usageError(Texts::unknownOption(QStringLiteral("--") + it.key())));
            return false;
        }
    }
    return true;
}

bool onePositional(const Invocation &inv, const QString &what, Output *output)
{
    if (inv.positional.isEmpty()) {
        output->errors.append(usageError(Texts::missingArgument(what)));
        return false;
    }
    if (inv.positional.size() > 1) {
        output->errors.append(usageError(Texts::tooManyArguments()));
        return false;
    }
    return true;
}

int databaseProblem(const DbError &error, Output *output)
{
    QString code = QStringLiteral("database");
    switch (error.kind) {
    case DbError::NotATournament:
        code = QStringLiteral("not_a_tournament");
        break;
    case DbError::TooNew:
        code = QStringLiteral("too_new");
        break;
    case DbError::ReadOnly:
        code = QStringLiteral("read_only");
        break;
    case DbError::Locked:
        code = QStringLiteral("locked");
        break;
    case DbError::Duplicate:
        code = QStringLiteral("duplicate");
        break;
    case DbError::Conflict:
        code = QStringLiteral("conflict");
        break;
    case DbError::Invalid:
        code = QStringLiteral("invalid");
        break;
    case DbError::Damaged:
        code = QStringLiteral("damaged");
        break;
    case DbError::None:
    case DbError::Unreachable:
    case DbError::Io:
        break;
    }
    output->errors.append(QStringLiteral("error: -: ") + code + QStringLiteral(": ")
                          + error.message);
    return UsageOrFile;
}

namespace {

// Options that take a value; any other option is a flag.
const QStringList &valueOptions()
{
    static const QStringList names{
        QStringLiteral("db"),       QStringLiteral("lang"),   QStringLiteral("after-round"),
        QStringLiteral("round"),    QStringLiteral("o"),      QStringLiteral("output"),
        QStringLiteral("seed"),     QStringLiteral("rounds"), QStringLiteral("apart"),
        QStringLiteral("rules"),    QStringLiteral("effort"), QStringLiteral("seconds"),
        QStringLiteral("paper"),    QStringLiteral("listen"), QStringLiteral("port"),
        QStringLiteral("table"),    QStringLiteral("report"), QStringLiteral("player"),
        QStringLiteral("kind"),     QStringLiteral("points"), QStringLiteral("reason"),
        QStringLiteral("withdraw"), QStringLiteral("take"),   QStringLiteral("close")};
    return names;
}

const QStringList &flagOptions()
{
    static const QStringList names{QStringLiteral("help"),       QStringLiteral("h"),
                                   QStringLiteral("version"),    QStringLiteral("by-standings"),
                                   QStringLiteral("all-rounds"), QStringLiteral("spreadsheet"),
                                   QStringLiteral("by-name"),    QStringLiteral("one-per-page"),
                                   QStringLiteral("detail"),     QStringLiteral("chart"),
                                   QStringLiteral("reports"),    QStringLiteral("over"),
                                   QStringLiteral("clear"),      QStringLiteral("draft")};
    return names;
}

bool parse(const QStringList &args, Invocation *inv, Output *output)
{
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        if (a.startsWith(QLatin1Char('-')) && a.size() > 1) {
            QString name = a.mid(a.startsWith(QStringLiteral("--")) ? 2 : 1);
            QString value;
            bool inlineValue = false;
            const qsizetype eq = name.indexOf(QLatin1Char('='));
            if (eq >= 0) {
                value = name.mid(eq + 1);
                name = name.left(eq);
                inlineValue = true;
            }
            if (valueOptions().contains(name)) {
                if (!inlineValue) {
                    if (i + 1 >= args.size()) {
                        output->errors.append(usageError(Texts::missingValue(a)));
                        return false;
                    }
                    value = args[++i];
                }
                if (name == QLatin1String("output"))
                    name = QStringLiteral("o");
                if (name == QLatin1String("db"))
                    inv->db = value;
                else
                    inv->options.insert(name, value);
            } else if (name == QLatin1String("teams")) {
                // --teams TEAMS.csv with a results file; a flag with --db, or
                // when the results file has the team column (docs/formats.md).
                if (!inlineValue && i + 1 < args.size() && !args[i + 1].startsWith(QLatin1Char('-'))
                    && !args.contains(QStringLiteral("--db"))
                    && !std::any_of(args.cbegin(), args.cend(), [](const QString &x) {
                           return x.startsWith(QStringLiteral("--db="));
                       }))
                    value = args[++i];
                inv->options.insert(name, value);
            } else if (flagOptions().contains(name) && !inlineValue) {
                inv->options.insert(name == QLatin1String("h") ? QStringLiteral("help") : name,
                                    QString());
            } else {
                output->errors.append(usageError(Texts::unknownOption(a)));
                return false;
            }
        } else if (inv->command.isEmpty()) {
            inv->command = a;
        } else {
            inv->positional.append(a);
        }
    }
    return true;
}

} // namespace

namespace {

FILE *messageStream = nullptr;

} // namespace

FILE *messages()
{
    return messageStream ? messageStream : stderr;
}

void setMessages(FILE *stream)
{
    messageStream = stream;
}

int run(const QStringList &arguments, Output *output, const FullCommands &full)
{
    // Messages follow the environment's language unless --lang says otherwise.
    Language::apply(Language::systemDefault());
    // A command runs once: a change a lost server stopped is not tried again.
    ServerMessages::setRetried(false);
    // The command line's writers work beside a server taking the tables'
    // reports, one after another; a desk keeps the file to itself, and a
    // writer waits a while for it (CATAN_DESK_LOCK_WAIT) before it gives up.
    Tournament::setWriterDefaults(Tournament::WriterRole::CommandLine, lockWaitMs());
    Invocation inv;
    if (!parse(arguments, &inv, output))
        return UsageOrFile;
    if (inv.has(QStringLiteral("lang")) && !Language::apply(inv.value(QStringLiteral("lang")))) {
        output->errors.append(
            usageError(Texts::unknownLanguage(inv.value(QStringLiteral("lang")))));
        return UsageOrFile;
    }
    if (inv.has(QStringLiteral("help"))) {
        output->out = Texts::usage().toUtf8();
        return Done;
    }
    if (inv.has(QStringLiteral("version"))) {
        output->out = (QStringLiteral("catan-desk-cli ") + QCoreApplication::applicationVersion()
                       + QLatin1Char('\n'))
                          .toUtf8();
        return Done;
    }
    if (inv.command.isEmpty()) {
        output->errors.append(usageError(Texts::missingArgument(QStringLiteral("COMMAND"))));
        return UsageOrFile;
    }

    struct Entry
    {
        const char *name;
        bool withDb;
        Command fn;
    };
    const Entry commands[] = {
        {"score", false, scoreFile},      {"standings", false, standingsFile},
        {"import", true, importDb},       {"standings", true, standingsDb},
        {"export", true, exportDb},       {"seat", false, seatFile},
        {"seat", true, seatDb},           {"print", true, full.print},
        {"serve", true, full.serve},      {"rules", false, rulesList},
        {"rules", true, rulesDb},         {"copy", false, copyPlaces},
        {"series", false, seriesFile},    {"codes", true, codesDb},
        {"reports", true, reportsDb},     {"accept", true, acceptDb},
        {"reject", true, rejectDb},       {"board", false, boardFile},
        {"board", true, boardDb},         {"penalty", true, penaltyDb},
        {"penalties", true, penaltiesDb}, {"fix", true, fixDb},
        {"register", true, registerDb},   {"checkin", true, checkinDb},
        {"players", true, playersDb},     {"calls", true, callsDb},
        {"call", true, callDb},           {"no-win-cut", true, noWinCutDb},
        {"publish", true, publishDb},
    };
    for (const Entry &c : commands) {
        if (inv.command == QLatin1String(c.name) && inv.db.isEmpty() != c.withDb)
            return c.fn ? c.fn(inv, output) : RunFull;
    }
    for (const Entry &c : commands) {
        if (inv.command == QLatin1String(c.name)) {
            output->errors.append(usageError(c.withDb ? Texts::needsDb(inv.command)
                                                      : Texts::unknownCommand(inv.command)));
            return UsageOrFile;
        }
    }
    output->errors.append(usageError(Texts::unknownCommand(inv.command)));
    return UsageOrFile;
}

} // namespace ctd::cli
