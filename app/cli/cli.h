#pragma once

#include <cstdio>

#include <QByteArray>
#include <QCoreApplication>
#include <QMap>
#include <QString>
#include <QStringList>

namespace ctd {
struct DbError;
struct RuleSet;
} // namespace ctd

namespace ctd::cli {

/// Exit statuses of docs/formats.md.
enum Exit { Done = 0, RuleBroken = 1, UsageOrFile = 2 };

/// The command line after the global options: the command, its positional
/// arguments and its options (name without dashes → value, "" for a flag).
struct Invocation
{
    QString db;
    QString command;
    QStringList positional;
    QMap<QString, QString> options;

    bool has(const QString &name) const { return options.contains(name); }
    QString value(const QString &name) const { return options.value(name); }
};

/// Where a command writes: stdout only when it succeeds, stderr always.
struct Output
{
    QByteArray out;
    QStringList errors; ///< one line each, without the newline
};

class Texts
{
    Q_DECLARE_TR_FUNCTIONS(CliTexts)

public:
    static QString usage();
    static QString unknownCommand(const QString &command);
    static QString missingArgument(const QString &what);
    static QString tooManyArguments();
    static QString unknownOption(const QString &option);
    static QString missingValue(const QString &option);
    static QString notANumber(const QString &option, const QString &value);
    static QString cannotRead(const QString &path, const QString &reason);
    static QString openTournament();
    static QString cannotWrite(const QString &path, const QString &reason);
    static QString needsDb(const QString &command);
    static QString unknownLanguage(const QString &lang);
    static QString cannotStart(const QString &program, const QString &reason);
    /// The note of team standings whose teams have different sizes.
    static QString teamSizesDiffer();
};

using Command = int (*)(const Invocation &, Output *);

/// The commands that need more of Qt than Core and Sql: print (Qt Gui) and
/// serve (Qt Network). Only catan-desk-cli-full has them; in catan-desk-cli
/// they are null and run() answers RunFull.
struct FullCommands
{
    Command print = nullptr;
    Command serve = nullptr;
};

/// run()'s answer for a command that `full` does not have: the caller runs
/// catan-desk-cli-full with the same arguments instead.
constexpr int RunFull = -1;

/// Runs catan-desk-cli with `arguments` (without the program name). Returns the exit status.
int run(const QStringList &arguments, Output *output, const FullCommands &full = {});

/// Where the program writes its own lines on stderr (notes, progress,
/// errors): stderr, or the stream main() set while the libraries' own
/// writes to stderr are left out (a server's client library prints there).
FILE *messages();
void setMessages(FILE *stream);

// Commands, one file each family.
int scoreFile(const Invocation &inv, Output *output);
int standingsFile(const Invocation &inv, Output *output);
int importDb(const Invocation &inv, Output *output);
int standingsDb(const Invocation &inv, Output *output);
int exportDb(const Invocation &inv, Output *output);
int seatFile(const Invocation &inv, Output *output);
int seatDb(const Invocation &inv, Output *output);
int printDb(const Invocation &inv, Output *output);
/// Serves the players' page until the process is stopped.
int serveDb(const Invocation &inv, Output *output);
int rulesList(const Invocation &inv, Output *output);
int codesDb(const Invocation &inv, Output *output);
int reportsDb(const Invocation &inv, Output *output);
int acceptDb(const Invocation &inv, Output *output);
int rejectDb(const Invocation &inv, Output *output);
/// fix --player NAME --table T | --clear: a player's fixed table (commands_fix.cpp).
int fixDb(const Invocation &inv, Output *output);
/// register [PLAYERS.csv], checkin CODE|NAME, players, calls, call --take|--close ID: the
/// door and the tables' calls (commands_door.cpp).
int registerDb(const Invocation &inv, Output *output);
int checkinDb(const Invocation &inv, Output *output);
int playersDb(const Invocation &inv, Output *output);
int callsDb(const Invocation &inv, Output *output);
int callDb(const Invocation &inv, Output *output);
/// no-win-cut [K|off]: the no-win cut of a large event (commands_nowincut.cpp).
int noWinCutDb(const Invocation &inv, Output *output);
/// publish --round N: publishes the draft rounds up to N (commands_seat.cpp).
int publishDb(const Invocation &inv, Output *output);
int rulesDb(const Invocation &inv, Output *output);
/// board [--seed S], and --db FILE board --round N [--seed S] (docs/formats.md, "The round's
/// board").
int boardFile(const Invocation &inv, Output *output);
int boardDb(const Invocation &inv, Output *output);
/// penalty: an entry of the referees' ledger added or withdrawn; penalties: the ledger.
int penaltyDb(const Invocation &inv, Output *output);
int penaltiesDb(const Invocation &inv, Output *output);

/// The rule set `--rules ID|FILE` names, if given (else `rules` is left as
/// it is); on a problem reports it as a usage problem and returns false.
bool rulesOption(const Invocation &inv, RuleSet *rules, Output *output);
/// The rule set an ID or FILE argument names; reports as rulesOption().
bool ruleSetArgument(const QString &idOrPath, RuleSet *rules, Output *output);
int copyPlaces(const Invocation &inv, Output *output);
/// series SEASON.txt [--detail]: a season's standings (docs/formats.md, "Seasons").
int seriesFile(const Invocation &inv, Output *output);

/// Reads a whole file; on failure adds "error: -: …" to output and returns false.
bool readWholeFile(const QString &path, QByteArray *bytes, Output *output);
/// Parses --name as a whole number ≥ minimum; on failure reports and returns false.
bool intOption(const Invocation &inv, const QString &name, int minimum, int *value, Output *output);
/// --round N, which the command needs (a round from 1 on): a usage error when
/// it is missing or not such a number.
bool roundOption(const Invocation &inv, int *round, Output *output);
/// How long a command that writes a tournament file waits for another
/// writer: 30 s, or CATAN_DESK_LOCK_WAIT seconds from the environment.
int lockWaitMs();
/// The usage error line, "error: -: usage: …".
QString usageError(const QString &message);
/// False (and a usage error) if the command got an option outside `allowed`
/// (--lang is always allowed).
bool onlyOptions(const Invocation &inv, const QStringList &allowed, Output *output);
/// False (and a usage error) unless exactly one positional argument, `what`, is given.
bool onePositional(const Invocation &inv, const QString &what, Output *output);
/// Reports a tournament file problem as "error: -: CODE: message" with CODE
/// one of not_a_tournament, too_new, read_only, locked, duplicate, conflict,
/// invalid, database. Returns UsageOrFile.
int databaseProblem(const ctd::DbError &error, Output *output);

} // namespace ctd::cli
