// The tournament file's schema, as numbered upgrade steps. A person with
// sqlite3 reads it with ".schema": names are spelled out and every table says
// what it holds. Never change a step once released; add a new one.
#include "dbschema.h"

#include "sqldialect.h"

namespace ctd::schema {

namespace {

QStringList step1(sql::Backend backend)
{
    return {
        // Exactly one row: the tournament's heading and rule set.
        QStringLiteral(R"(CREATE TABLE tournament (
    id        INTEGER NOT NULL PRIMARY KEY CHECK (id = 1),
    name      TEXT    NOT NULL,
    held_on   TEXT    NOT NULL,  -- ISO 8601 date, 2024-05-18
    rule_set  TEXT    NOT NULL   -- rule set id, e.g. 'standard'
))"),
        QStringLiteral(R"(CREATE TABLE player (
    id       %1,
    name     TEXT    NOT NULL UNIQUE CHECK (length(name) > 0),
    dropped  INTEGER NOT NULL DEFAULT 0 CHECK (dropped IN (0, 1))  -- keeps results, not seated again
))")
            .arg(sql::Dialect::generatedKey(backend)),
        QStringLiteral(R"(CREATE TABLE keep_apart (
    player_a  INTEGER NOT NULL REFERENCES player (id),
    player_b  INTEGER NOT NULL REFERENCES player (id),
    PRIMARY KEY (player_a, player_b),
    CHECK (player_a < player_b)
))"),
        QStringLiteral(R"(CREATE TABLE round (
    number  INTEGER NOT NULL PRIMARY KEY CHECK (number >= 1)
))"),
        QStringLiteral(R"(CREATE TABLE game_table (
    round   INTEGER NOT NULL REFERENCES round (number) ON DELETE CASCADE,
    number  INTEGER NOT NULL CHECK (number >= 1),
    PRIMARY KEY (round, number)
))"),
        // Who sits where; seat order is turn order.
        QStringLiteral(R"(CREATE TABLE seat (
    round       INTEGER NOT NULL,
    game_table  INTEGER NOT NULL,
    seat        INTEGER NOT NULL CHECK (seat BETWEEN 1 AND 4),
    player      INTEGER NOT NULL REFERENCES player (id),
    PRIMARY KEY (round, game_table, seat),
    UNIQUE (round, player),
    FOREIGN KEY (round, game_table) REFERENCES game_table (round, number) ON DELETE CASCADE
))"),
        // Every version of every table's sheet ever saved. A version is never
        // changed: a correction adds one, and undo moves back along previous.
        QStringLiteral(R"(CREATE TABLE sheet_version (
    round       INTEGER NOT NULL,
    game_table  INTEGER NOT NULL,
    version     INTEGER NOT NULL CHECK (version >= 1),
    previous    INTEGER CHECK (previous < version),  -- current before this save; NULL: none
    draft       INTEGER NOT NULL CHECK (draft IN (0, 1)),  -- 1: breaks a rule, not counted
    saved_at    TEXT    NOT NULL,  -- UTC, ISO 8601
    PRIMARY KEY (round, game_table, version),
    UNIQUE (round, game_table, version, draft),
    FOREIGN KEY (round, game_table) REFERENCES game_table (round, number) ON DELETE CASCADE,
    FOREIGN KEY (round, game_table, previous)
        REFERENCES sheet_version (round, game_table, version) ON DELETE CASCADE
))"),
        // One player's line of a sheet version. The ranges of docs/rules.md §1
        // hold for every complete sheet (draft = 0); the draft column is tied to
        // the version's by the foreign key, so a line cannot claim otherwise.
        QStringLiteral(R"(CREATE TABLE sheet_line (
    round         INTEGER NOT NULL,
    game_table    INTEGER NOT NULL,
    version       INTEGER NOT NULL,
    seat          INTEGER NOT NULL CHECK (seat BETWEEN 1 AND 4),
    player        INTEGER NOT NULL REFERENCES player (id),
    draft         INTEGER NOT NULL,
    settlements   INTEGER NOT NULL CHECK (draft = 1 OR settlements BETWEEN 0 AND 5),
    cities        INTEGER NOT NULL CHECK (draft = 1 OR cities BETWEEN 0 AND 4),
    vp_cards      INTEGER NOT NULL CHECK (draft = 1 OR vp_cards BETWEEN 0 AND 5),
    knights       INTEGER NOT NULL CHECK (draft = 1 OR knights BETWEEN 0 AND 14),
    roads         INTEGER NOT NULL CHECK (draft = 1 OR roads BETWEEN 2 AND 15),
    longest_road  INTEGER NOT NULL CHECK (draft = 1 OR longest_road BETWEEN 0 AND roads),
    army_first    INTEGER NOT NULL CHECK (army_first IN (0, 1)),
    road_first    INTEGER NOT NULL CHECK (road_first IN (0, 1)),
    declared      INTEGER NOT NULL CHECK (declared IN (0, 1)),
    PRIMARY KEY (round, game_table, version, seat),
    UNIQUE (round, game_table, version, player),
    CHECK (draft = 1 OR cities > 0 OR settlements >= 2),
    FOREIGN KEY (round, game_table, version, draft)
        REFERENCES sheet_version (round, game_table, version, draft) ON DELETE CASCADE
))"),
        // The version that counts for each table; no row: no result yet.
        QStringLiteral(R"(CREATE TABLE sheet (
    round       INTEGER NOT NULL,
    game_table  INTEGER NOT NULL,
    version     INTEGER NOT NULL,
    PRIMARY KEY (round, game_table),
    FOREIGN KEY (round, game_table, version)
        REFERENCES sheet_version (round, game_table, version) ON DELETE CASCADE
))"),
    };
}

// Views for people who query the file without the program, and indexes for
// "every table of a player".
QStringList step2()
{
    return {
        QStringLiteral("CREATE INDEX seat_by_player ON seat (player)"),
        QStringLiteral("CREATE INDEX sheet_line_by_player ON sheet_line (player)"),
        QStringLiteral(R"(CREATE VIEW seating AS
SELECT s.round, s.game_table, s.seat, p.name AS player
FROM seat s JOIN player p ON p.id = s.player)"),
        QStringLiteral(R"(CREATE VIEW result AS
SELECT l.round, l.game_table, l.seat, p.name AS player,
       l.settlements, l.cities, l.vp_cards, l.knights, l.roads, l.longest_road,
       l.army_first, l.road_first, l.declared,
       CASE v.draft WHEN 1 THEN 'draft' ELSE 'complete' END AS state,
       v.version, v.saved_at
FROM sheet c
JOIN sheet_version v ON v.round = c.round AND v.game_table = c.game_table AND v.version = c.version
JOIN sheet_line l ON l.round = v.round AND l.game_table = v.game_table AND l.version = v.version
JOIN player p ON p.id = l.player)"),
    };
}

// The round clock: a default length per tournament, and each round's clock as
// the director started, paused and extended it. Self-contained: it only adds.
QStringList step3()
{
    return {
        QStringLiteral(
            "ALTER TABLE tournament ADD COLUMN round_minutes INTEGER NOT NULL DEFAULT 90 "
            "CHECK (round_minutes BETWEEN 1 AND 600)"),
        QStringLiteral(R"(CREATE TABLE round_clock (
    round          INTEGER NOT NULL PRIMARY KEY REFERENCES round (number) ON DELETE CASCADE,
    length_ms      INTEGER NOT NULL CHECK (length_ms > 0),   -- the round's time, extensions included
    elapsed_ms     INTEGER NOT NULL CHECK (elapsed_ms >= 0), -- run before running_since
    running_since  TEXT               -- UTC, ISO 8601 with milliseconds; NULL: paused
))"),
    };
}

// Tournament formats (docs/rules.md §8, §9): the whole rule set in the file, its
// changes, and the stage of every round.
QStringList step4()
{
    return {
        // The rule set's parts as rule-set text (id, points, cap, share,
        // tie-breaks); NULL: the preset named by rule_set, as files before
        // this step were scored.
        QStringLiteral("ALTER TABLE tournament ADD COLUMN rules TEXT"),
        // Every change of the rule set, oldest first.
        QStringLiteral(R"(CREATE TABLE rule_set_change (
    id          %1,
    changed_at  TEXT NOT NULL,  -- UTC, ISO 8601
    old_rules   TEXT NOT NULL,  -- rule-set text before the change
    new_rules   TEXT NOT NULL   -- and after it
))")
            .arg(sql::Dialect::generatedKey()),
        // prelim, semifinal or final (docs/rules.md §9).
        QStringLiteral("ALTER TABLE round ADD COLUMN stage TEXT NOT NULL DEFAULT 'prelim' "
                       "CHECK (stage IN ('prelim', 'semifinal', 'final'))"),
        // Why a cut's players are not those the rules name; NULL: they are.
        QStringLiteral("ALTER TABLE round ADD COLUMN overruled TEXT"),
    };
}

// The seed a round was drawn with, so that a reopened file still says how
// to repeat the draw. NULL: seated by hand, moved since, or from an import.
QStringList step5()
{
    return {
        QStringLiteral("ALTER TABLE round ADD COLUMN seed BIGINT CHECK (seed >= 0)"),
    };
}

// Several desks on one tournament (a server): which desk saved each version.
// Versions saved before desks had names keep an empty name.
QStringList step6()
{
    return {QStringLiteral("ALTER TABLE sheet_version ADD COLUMN desk TEXT NOT NULL DEFAULT ''")};
}

// Players' names by the name rule of docs/formats.md (NFC, one space, no
// invisible characters): done in C++ by nameupgrade.cpp, which refuses the
// upgrade, before anything is written, if two names would become one.
QStringList step7()
{
    return {};
}

// Check-in: who is not there for a round. Absent for one round is not
// dropped: the draw of that round leaves them out, the next finds them
// present again. Self-contained: it only adds (and finds the table made
// already in a file whose version number was set back).
QStringList step8()
{
    return {
        QStringLiteral(R"(CREATE TABLE IF NOT EXISTS absence (
    round   INTEGER NOT NULL CHECK (round >= 1),  -- checked in before it is seated: no key on round
    player  INTEGER NOT NULL REFERENCES player (id) ON DELETE CASCADE,
    PRIMARY KEY (round, player)
))"),
    };
}

// Team events (docs/rules.md §11): a player's team, a name by the name
// rule; a player without a team has no row. Self-contained: it only adds
// (and finds the table made already in a file whose version number was set
// back).
QStringList step9()
{
    return {
        QStringLiteral(R"(CREATE TABLE IF NOT EXISTS team_member (
    player  INTEGER NOT NULL PRIMARY KEY REFERENCES player (id) ON DELETE CASCADE,
    team    TEXT    NOT NULL CHECK (length(team) > 0)
))"),
    };
}

// Reports from the tables (docs/formats.md, "Report codes" and "Reports
// over the network"): each seated table's code, the sheets the tables sent,
// who at the table confirmed them, and a log of every report, confirmation,
// acceptance and rejection with its time and address. Self-contained: it only
// adds tables (and finds them made already in a file whose version number
// was set back).
QStringList step10()
{
    return {
        // At most one row: 1, a report every player of its table confirmed
        // becomes the table's result at once; no row or 0: the director accepts it.
        QStringLiteral(R"(CREATE TABLE IF NOT EXISTS report_setting (
    id                INTEGER NOT NULL PRIMARY KEY CHECK (id = 1),
    accept_confirmed  INTEGER NOT NULL DEFAULT 0 CHECK (accept_confirmed IN (0, 1))
))"),
        // The table's report a sheet version was accepted from; no row: typed at a desk.
        QStringLiteral(R"(CREATE TABLE IF NOT EXISTS sheet_version_report (
    round       INTEGER NOT NULL,
    game_table  INTEGER NOT NULL,
    version     INTEGER NOT NULL,
    report      INTEGER NOT NULL CHECK (report >= 1),
    PRIMARY KEY (round, game_table, version),
    FOREIGN KEY (round, game_table, version)
        REFERENCES sheet_version (round, game_table, version) ON DELETE CASCADE
))"),
        // A seated table's code; reseating the table gives it a new one.
        QStringLiteral(R"(CREATE TABLE IF NOT EXISTS report_code (
    round       INTEGER NOT NULL,
    game_table  INTEGER NOT NULL,
    code        TEXT    NOT NULL UNIQUE CHECK (length(code) = 8),
    PRIMARY KEY (round, game_table),
    FOREIGN KEY (round, game_table) REFERENCES game_table (round, number) ON DELETE CASCADE
))"),
        // A sheet a table sent; an identical second sheet is the same report.
        QStringLiteral(R"(CREATE TABLE IF NOT EXISTS table_report (
    round        INTEGER NOT NULL,
    game_table   INTEGER NOT NULL,
    report       INTEGER NOT NULL CHECK (report >= 1),
    sheet        TEXT    NOT NULL,  -- the lines in seat order, as JSON
    received_at  TEXT    NOT NULL,  -- UTC, ISO 8601
    address      TEXT    NOT NULL,  -- the sender's network address
    status       TEXT    NOT NULL DEFAULT 'open'
                 CHECK (status IN ('open', 'accepted', 'rejected')),
    PRIMARY KEY (round, game_table, report),
    FOREIGN KEY (round, game_table) REFERENCES game_table (round, number) ON DELETE CASCADE
))"),
        // A player of the table who agrees with a report.
        QStringLiteral(R"(CREATE TABLE IF NOT EXISTS report_confirmation (
    round         INTEGER NOT NULL,
    game_table    INTEGER NOT NULL,
    report        INTEGER NOT NULL,
    player        TEXT    NOT NULL,
    confirmed_at  TEXT    NOT NULL,  -- UTC, ISO 8601
    address       TEXT    NOT NULL,
    PRIMARY KEY (round, game_table, report, player),
    FOREIGN KEY (round, game_table, report)
        REFERENCES table_report (round, game_table, report) ON DELETE CASCADE
))"),
        // Everything that happened to reports, kept even when its table goes.
        QStringLiteral(R"(CREATE TABLE IF NOT EXISTS report_event (
    seq         INTEGER NOT NULL PRIMARY KEY,
    round       INTEGER NOT NULL,
    game_table  INTEGER NOT NULL,
    report      INTEGER NOT NULL,  -- 0: every report of the table
    kind        TEXT    NOT NULL
                CHECK (kind IN ('report', 'confirm', 'accept', 'reject', 'reopen')),
    player      TEXT    NOT NULL DEFAULT '',  -- who confirmed
    at          TEXT    NOT NULL,  -- UTC, ISO 8601
    address     TEXT    NOT NULL   -- the phone's address, or the desk's name
))"),
    };
}

// The rounds' boards (docs/formats.md, "The round's board"): each with its
// seed and its pieces as drawn. No key on round: a board may be drawn for the
// next round before it is seated. Self-contained: it only adds a table.
QStringList step11()
{
    return {
        QStringLiteral(R"(CREATE TABLE IF NOT EXISTS round_board (
    round     INTEGER NOT NULL PRIMARY KEY CHECK (round >= 1),
    seed      TEXT    NOT NULL,  -- decimal, 0 to 2^64 - 1
    hexes     TEXT    NOT NULL,  -- places 1-19: "resource:number", space-separated
    harbours  TEXT    NOT NULL   -- places 1-9: resource or generic, space-separated
))"),
    };
}

// The referees' ledger (docs/rules.md, "Referees"): warnings, penalties and
// disqualifications, each with its player, round, reason and time. An entry
// is withdrawn, never deleted. Self-contained: it only adds tables.
QStringList step12()
{
    return {
        QStringLiteral(R"(CREATE TABLE IF NOT EXISTS referee_entry (
    id          INTEGER NOT NULL PRIMARY KEY CHECK (id >= 1),  -- kept by undo and redo
    player      INTEGER NOT NULL REFERENCES player (id) ON DELETE CASCADE,
    kind        TEXT    NOT NULL CHECK (kind IN ('warning', 'penalty', 'disqualification')),
    round       INTEGER NOT NULL DEFAULT 0 CHECK (round >= 0),  -- 0: no round named
    twelfths    INTEGER NOT NULL DEFAULT 0,  -- a penalty's round points, in twelfths
    reason      TEXT    NOT NULL CHECK (length(reason) > 0),
    at          TEXT    NOT NULL,  -- UTC, ISO 8601
    withdrawn   TEXT    NOT NULL DEFAULT '',  -- UTC, ISO 8601; '': stands
    CHECK (kind = 'penalty' OR twelfths = 0)
))"),
    };
}

// Large events (docs/seating.md, "Fixed tables"): a player's fixed table,
// the seating puts them there every round. Self-contained: it only adds a
// table.
QStringList step13()
{
    return {
        QStringLiteral(R"(CREATE TABLE IF NOT EXISTS player_fixed_table (
    player      INTEGER NOT NULL PRIMARY KEY REFERENCES player (id) ON DELETE CASCADE,
    game_table  INTEGER NOT NULL CHECK (game_table >= 1)
))"),
    };
}

// The door and the calls (docs/door.md): each player's registration code,
// check-in and amount paid; the entry fee and whether players may check in
// from their phones; the confirmations a player made with their own code;
// the calls for a referee from the tables. Self-contained: it only adds
// tables.
QStringList step14()
{
    return {
        // No row: no code, not checked in, nothing paid.
        QStringLiteral(R"(CREATE TABLE IF NOT EXISTS player_door (
    player      INTEGER NOT NULL PRIMARY KEY REFERENCES player (id) ON DELETE CASCADE,
    code        TEXT    UNIQUE CHECK (code IS NULL OR length(code) = 8),
    checked_in  TEXT    NOT NULL DEFAULT '',  -- UTC, ISO 8601; '': not checked in
    paid        INTEGER NOT NULL DEFAULT 0 CHECK (paid >= 0)  -- in hundredths
))"),
        // At most one row; no row: no fee, no self check-in.
        QStringLiteral(R"(CREATE TABLE IF NOT EXISTS door_setting (
    id            INTEGER NOT NULL PRIMARY KEY CHECK (id = 1),
    fee           INTEGER NOT NULL DEFAULT 0 CHECK (fee >= 0),  -- in hundredths
    self_checkin  INTEGER NOT NULL DEFAULT 0 CHECK (self_checkin IN (0, 1))
))"),
        // A confirmation the player made with their own registration code.
        QStringLiteral(R"(CREATE TABLE IF NOT EXISTS report_confirmation_code (
    round         INTEGER NOT NULL,
    game_table    INTEGER NOT NULL,
    report        INTEGER NOT NULL,
    player        TEXT    NOT NULL,
    PRIMARY KEY (round, game_table, report, player),
    FOREIGN KEY (round, game_table, report, player)
        REFERENCES report_confirmation (round, game_table, report, player) ON DELETE CASCADE
))"),
        // A table's call for a referee; one open call per table.
        QStringLiteral(R"(CREATE TABLE IF NOT EXISTS table_call (
    id          INTEGER NOT NULL PRIMARY KEY CHECK (id >= 1),
    round       INTEGER NOT NULL CHECK (round >= 1),
    game_table  INTEGER NOT NULL CHECK (game_table >= 1),
    note        TEXT    NOT NULL DEFAULT '',
    state       TEXT    NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'taken', 'closed')),
    at          TEXT    NOT NULL,  -- UTC, ISO 8601
    address     TEXT    NOT NULL DEFAULT ''  -- the phone's address
))"),
    };
}

// Large events (docs/seating.md, "The no-win cut"): the game after which
// players without a win are seated in no later preliminary game (no row:
// off). Self-contained: it only adds a table.
QStringList step15()
{
    return {
        QStringLiteral(R"(CREATE TABLE IF NOT EXISTS no_win_cut (
    id          INTEGER NOT NULL PRIMARY KEY CHECK (id = 1),
    game        INTEGER NOT NULL CHECK (game >= 1)
))"),
    };
}

// Large events (docs/seating.md, "Publishing a round"): the rounds seated
// as drafts, which the players' page, the projector and /seating.csv do not
// show until the director publishes them (no row: published). Removing a
// round removes its row. And whether the desk takes reports from the tables
// (docs/players-page.md, "Reports from the tables"), kept with the
// tournament so that a restart does not turn it off while reports wait.
// Self-contained: it only adds tables.
QStringList step16()
{
    return {
        QStringLiteral(R"(CREATE TABLE IF NOT EXISTS round_draft (
    round       INTEGER NOT NULL PRIMARY KEY REFERENCES round (number) ON DELETE CASCADE
))"),
        // At most one row; no row: off. A table of its own, as every step
        // only adds tables (a step may meet them already there).
        QStringLiteral(R"(CREATE TABLE IF NOT EXISTS report_switch (
    id          INTEGER NOT NULL PRIMARY KEY CHECK (id = 1),
    reports_on  INTEGER NOT NULL DEFAULT 0 CHECK (reports_on IN (0, 1))
))"),
    };
}

} // namespace

int currentVersion()
{
    return 16;
}

int namesStep()
{
    return 7;
}

QStringList upgradeStep(int step, sql::Backend backend)
{
    switch (step) {
    case 1:
        return step1(backend);
    case 2:
        return step2();
    case 3:
        return step3();
    case 4:
        return step4();
    case 5:
        return step5();
    case 6:
        return step6();
    case 7:
        return step7();
    case 8:
        return step8();
    case 9:
        return step9();
    case 10:
        return step10();
    case 11:
        return step11();
    case 12:
        return step12();
    case 13:
        return step13();
    case 14:
        return step14();
    case 15:
        return step15();
    case 16:
        return step16();
    default:
        return {};
    }
}

QStringList requiredTables()
{
    return {
        QStringLiteral("tournament"),    QStringLiteral("player"),     QStringLiteral("keep_apart"),
        QStringLiteral("round"),         QStringLiteral("game_table"), QStringLiteral("seat"),
        QStringLiteral("sheet_version"), QStringLiteral("sheet_line"), QStringLiteral("sheet")};
}

} // namespace ctd::schema
