// Result sheets: saving (complete or draft), corrections kept as versions,
// undo, and the standings built from the sheets that count.
#include "results.h"

#include "details.h"
#include "rounds.h"
#include "store.h"

#include "changemessages.h"

#include <QDateTime>

namespace ctd {

namespace {

// The columns of a sheet line, in PlayerLine's order, after the player's name.
const QString kNumberColumns =
    QStringLiteral("l.settlements, l.cities, l.vp_cards, l.knights, l.roads, l.longest_road, "
                   "l.army_first, l.road_first, l.declared");
const QString kLineColumns = QStringLiteral("p.name, ") + kNumberColumns;
// A version (v) and its lines with their players' names, as sheetsFrom() reads them.
const QString kVersionColumns =
    QStringLiteral("SELECT v.version, v.draft, v.saved_at, v.previous, v.desk, "
                   "(SELECT r.report FROM sheet_version_report r WHERE r.round = v.round "
                   "AND r.game_table = v.game_table AND r.version = v.version), ")
    + kLineColumns;
const QString kVersionLines =
    QStringLiteral(" JOIN sheet_line l ON l.round = v.round AND l.game_table = v.game_table "
                   "     AND l.version = v.version "
                   "JOIN player p ON p.id = l.player ");

// A whole-number column. SQLite's driver gives INTEGER as qlonglong, which
// toLongLong() reads directly; toInt() converted every value through
// QMetaType (a third of reading all sheets of a large tournament).
int intAt(const QSqlQuery &q, int column)
{
    return int(q.value(column).toLongLong());
}

// Reads kNumberColumns starting at `first` into `l`.
void numbersFrom(const QSqlQuery &q, int first, PlayerLine *l)
{
    l->settlements = intAt(q, first);
    l->cities = intAt(q, first + 1);
    l->vpCards = intAt(q, first + 2);
    l->knights = intAt(q, first + 3);
    l->roads = intAt(q, first + 4);
    l->longestRoad = intAt(q, first + 5);
    l->armyFirst = intAt(q, first + 6) != 0;
    l->roadFirst = intAt(q, first + 7) != 0;
    l->declared = intAt(q, first + 8) != 0;
}

// Reads kLineColumns starting at `first`.
PlayerLine lineFrom(const QSqlQuery &q, int first)
{
    PlayerLine l;
    l.name = q.value(first).toString();
    numbersFrom(q, first + 1, &l);
    return l;
}

SheetState stateOf(const QVariant &draft)
{
    return draft.toInt() ? SheetState::Draft : SheetState::Complete;
}

// The versions of one table's sheet from a query of kVersionColumns, one row
// per line, ordered by version and seat.
QList<StoredSheet> sheetsFrom(QSqlQuery &q, int round, int table)
{
    QList<StoredSheet> out;
    while (q.next()) {
        const int version = q.value(0).toInt();
        if (out.isEmpty() || out.last().version != version) {
            StoredSheet s;
            s.round = round;
            s.table = table;
            s.version = version;
            s.state = stateOf(q.value(1));
            s.savedAt = QDateTime::fromString(q.value(2).toString(), Qt::ISODateWithMs);
            s.savedAt.setTimeSpec(Qt::UTC);
            s.previous = q.value(3).toInt();
            s.desk = q.value(4).toString();
            s.report = q.value(5).toInt();
            out.append(s);
        }
        out.last().lines.append(lineFrom(q, 6));
    }
    return out;
}

} // namespace

int Store::currentVersion(int round, int table, bool *draft) const
{
    QSqlQuery q = prepare(QStringLiteral(
        "SELECT c.version, v.draft FROM sheet c JOIN sheet_version v "
        "ON v.round = c.round AND v.game_table = c.game_table AND v.version = c.version "
        "WHERE c.round = ? AND c.game_table = ?"));
    q.addBindValue(round);
    q.addBindValue(table);
    if (!q.exec() || !q.next())
        return 0;
    if (draft)
        *draft = q.value(1).toInt() != 0;
    return q.value(0).toInt();
}

int Results::maxVersion(int round, int table) const
{
    QSqlQuery q = d->prepare(QStringLiteral(
        "SELECT COALESCE(MAX(version), 0) FROM sheet_version WHERE round = ? AND game_table = ?"));
    q.addBindValue(round);
    q.addBindValue(table);
    return q.exec() && q.next() ? q.value(0).toInt() : 0;
}

QList<PlayerLine> Store::versionLines(int round, int table, int version) const
{
    QList<PlayerLine> lines;
    QSqlQuery q = prepare(QStringLiteral("SELECT ") + kLineColumns
                          + QStringLiteral(" FROM sheet_line l JOIN player p ON p.id = l.player "
                                           "WHERE l.round = ? AND l.game_table = ? "
                                           "AND l.version = ? ORDER BY l.seat"));
    q.addBindValue(round);
    q.addBindValue(table);
    q.addBindValue(version);
    if (q.exec()) {
        while (q.next())
            lines.append(lineFrom(q, 0));
    }
    return lines;
}

bool Results::insertVersion(int round, int table, int previous, const QList<qint64> &playerIds,
                            const QList<PlayerLine> &lines, bool draft, int report, DbError *error)
{
    const int version = maxVersion(round, table) + 1;
    QSqlQuery v = d->prepare(QStringLiteral(
        "INSERT INTO sheet_version (round, game_table, version, previous, draft, saved_at, desk) "
        "VALUES (?, ?, ?, ?, ?, ?, ?)"));
    const QVariant prev = previous > 0 ? QVariant(previous) : QVariant(QMetaType::fromType<int>());
    const QString now = QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs);
    if (!d->exec(v, {round, table, version, prev, toInt(draft), now, d->desk}, error))
        return false;
    // A version accepted from a table's report says which.
    if (report > 0) {
        QSqlQuery byReport = d->prepare(
            QStringLiteral("INSERT INTO sheet_version_report (round, game_table, version, report) "
                           "VALUES (?, ?, ?, ?)"));
        if (!d->exec(byReport, {round, table, version, report}, error))
            return false;
    }
    QSqlQuery l = d->prepare(QStringLiteral(
        "INSERT INTO sheet_line (round, game_table, version, seat, player, draft, settlements, "
        "cities, vp_cards, knights, roads, longest_road, army_first, road_first, declared) "
        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    for (qsizetype s = 0; s < lines.size(); ++s) {
        const PlayerLine &p = lines[s];
        if (!d->exec(l,
                     {round, table, version, int(s + 1), playerIds.at(s), toInt(draft),
                      p.settlements, p.cities, p.vpCards, p.knights, p.roads, p.longestRoad,
                      toInt(p.armyFirst), toInt(p.roadFirst), toInt(p.declared)},
                     error))
            return false;
    }
    // Delete and insert rather than an upsert: the same in every SQL dialect.
    QSqlQuery del =
        d->prepare(QStringLiteral("DELETE FROM sheet WHERE round = ? AND game_table = ?"));
    QSqlQuery cur = d->prepare(
        QStringLiteral("INSERT INTO sheet (round, game_table, version) VALUES (?, ?, ?)"));
    return d->exec(del, {round, table}, error) && d->exec(cur, {round, table, version}, error);
}

std::optional<StoredSheet> Results::sheet(int round, int table, DbError *error) const
{
    // The version that counts alone, not the whole history: the desk asks for
    // it on every table it shows.
    QSqlQuery q = d->prepare(
        kVersionColumns
        + QStringLiteral(
            " FROM sheet c "
            "JOIN sheet_version v ON v.round = c.round AND v.game_table = c.game_table "
            "     AND v.version = c.version")
        + kVersionLines + QStringLiteral("WHERE c.round = ? AND c.game_table = ? ORDER BY l.seat"));
    q.addBindValue(round);
    q.addBindValue(table);
    if (!d->read(q, error))
        return std::nullopt;
    const QList<StoredSheet> current = sheetsFrom(q, round, table);
    if (current.isEmpty())
        return std::nullopt;
    return current.first();
}

bool Results::hasSheet(int round, int table, DbError *error) const
{
    QSqlQuery q =
        d->prepare(QStringLiteral("SELECT 1 FROM sheet WHERE round = ? AND game_table = ?"));
    q.addBindValue(round);
    q.addBindValue(table);
    return d->read(q, error) && q.next();
}

bool Results::saveSheet(StoreWrite pass, int round, int table, const QList<PlayerLine> &lines,
                        bool asDraft, DbError *error)
{
    return saveSheetBasedOn(pass, round, table, lines, asDraft, kAnyVersion, nullptr, error);
}

bool Results::saveReportedSheet(StoreWrite, int round, int table, const QList<PlayerLine> &lines,
                                int report, DbError *error)
{
    // A report is never saved as a draft.
    return save(round, table, lines, false, kAnyVersion, report, nullptr, error);
}

bool Results::saveSheetBasedOn(StoreWrite, int round, int table, const QList<PlayerLine> &lines,
                               bool asDraft, int basedOn, SheetConflict *conflict, DbError *error)
{
    return save(round, table, lines, asDraft, basedOn, 0, conflict, error);
}

bool Results::save(int round, int table, const QList<PlayerLine> &lines, bool asDraft, int basedOn,
                   int report, SheetConflict *conflict, DbError *error)
{
    if (!d->checkWritable(error))
        return false;
    // The seats, the stored version and the new one in one transaction: a
    // move at another desk is seen before the save or waits for it.
    Transaction tx(d->db());
    if (!tx.isActive())
        return d->failTransaction(tx, error, DbError::Locked);
    const QList<qint64> ids = d->seatIds(round, table);
    const QStringList seated = d->seatNames(round, table);
    // A server that went away just now answers nothing: that is not a wrong table.
    if ((ids.isEmpty() || seated.size() != ids.size()) && !d->checkConnection(error))
        return false;
    if (ids.isEmpty()) {
        const int rounds = m_rounds.roundCount();
        return Store::fail(error, DbError::Invalid,
                           round < 1 || round > rounds
                               ? ChangeMessages::unknownRound(round, rounds)
                               : ChangeMessages::unknownTable(round, table));
    }
    QStringList given;
    for (const PlayerLine &l : lines)
        given.append(l.name);
    if (given != seated)
        return Store::fail(error, DbError::Invalid,
                           ChangeMessages::namesDontMatch(round, table, seated));
    // A draft is only for a sheet that breaks a rule: a valid sheet saved
    // "as draft" is stored complete, so that it counts.
    const bool draft = !scoreSheet(lines, m_details.info().rules).isValid();
    if (draft && !asDraft)
        return Store::fail(error, DbError::Invalid, ChangeMessages::sheetBreaksRules(round, table));
    bool currentDraft = false;
    const int current = d->currentVersion(round, table, &currentDraft);
    // Saving what is stored already changes nothing and adds no history.
    if (current > 0 && currentDraft == draft && d->versionLines(round, table, current) == lines)
        return true;
    // Another desk saved this table since this one read it: nothing is
    // overwritten unseen; the person is told what changed and chooses.
    if (basedOn != kAnyVersion && basedOn != current)
        return failConflict(round, table, basedOn, current, conflict, error);
    if (!insertVersion(round, table, current, ids, lines, draft, report, error))
        return false;
    if (!tx.commit())
        return d->failTransaction(tx, error, DbError::Io);
    d->notify(&Notifier::sheetSaved, round, table);
    return true;
}

QList<StoredSheet> Results::history(int round, int table, DbError *error) const
{
    QSqlQuery q = d->prepare(
        kVersionColumns + QStringLiteral(" FROM sheet_version v") + kVersionLines
        + QStringLiteral("WHERE v.round = ? AND v.game_table = ? ORDER BY v.version, l.seat"));
    q.addBindValue(round);
    q.addBindValue(table);
    if (!d->read(q, error))
        return {};
    return sheetsFrom(q, round, table);
}

bool Results::undoLastSave(StoreWrite, int round, int table, DbError *error)
{
    if (!d->checkWritable(error))
        return false;
    Transaction tx(d->db());
    if (!tx.isActive())
        return d->failTransaction(tx, error, DbError::Locked);
    const int current = d->currentVersion(round, table);
    if (current == 0)
        return Store::fail(error, DbError::Invalid, ChangeMessages::nothingToUndo(round, table));
    QSqlQuery prev = d->prepare(QStringLiteral(
        "SELECT previous FROM sheet_version WHERE round = ? AND game_table = ? AND version = ?"));
    if (!d->exec(prev, {round, table, current}, error) || !prev.next())
        return Store::fail(error, DbError::Io,
                           DbMessages::writeFailed(d->path, prev.lastError().text()));
    const QVariant previous = prev.value(0);
    prev.finish();
    // The undone version stays in sheet_version: only the pointer moves.
    QSqlQuery del =
        d->prepare(QStringLiteral("DELETE FROM sheet WHERE round = ? AND game_table = ?"));
    if (!d->exec(del, {round, table}, error))
        return false;
    if (!previous.isNull()) {
        QSqlQuery ins = d->prepare(
            QStringLiteral("INSERT INTO sheet (round, game_table, version) VALUES (?, ?, ?)"));
        if (!d->exec(ins, {round, table, previous.toInt()}, error))
            return false;
    }
    if (!tx.commit())
        return d->failTransaction(tx, error, DbError::Io);
    d->notify(&Notifier::sheetUndone, round, table);
    return true;
}

QList<SeatedTable> Results::drafts(DbError *error) const
{
    QList<SeatedTable> out;
    QSqlQuery q = d->prepare(QStringLiteral(
        "SELECT c.round, c.game_table FROM sheet c JOIN sheet_version v "
        "ON v.round = c.round AND v.game_table = c.game_table AND v.version = c.version "
        "WHERE v.draft = 1 ORDER BY c.round, c.game_table"));
    if (!d->read(q, error))
        return out;
    while (q.next()) {
        SeatedTable t;
        t.round = q.value(0).toInt();
        t.table = q.value(1).toInt();
        t.playerIds = d->seatIds(t.round, t.table);
        t.names = d->seatNames(t.round, t.table);
        t.state = SheetState::Draft;
        out.append(t);
    }
    return out;
}

QList<TableSheet> Results::sheets(bool includeDrafts, DbError *error) const
{
    QList<TableSheet> out;
    // One snapshot, so that a desk saving meanwhile cannot give half its change.
    Transaction snapshot(d->db(), false);
    // Each player's name is read once and every line of theirs shares that
    // string: no join and no text per line, and the standings find a seat's
    // player by its string without hashing the text again.
    QHash<qint64, QString> nameOf;
    QSqlQuery names = d->prepare(QStringLiteral("SELECT id, name FROM player"));
    if (!d->read(names, error))
        return out;
    while (names.next())
        nameOf.insert(names.value(0).toLongLong(), names.value(1).toString());
    QSqlQuery q =
        d->prepare(QStringLiteral("SELECT l.round, l.game_table, l.player, ")
                   + kNumberColumns
                   // Table by table: each table's current version once, then its lines
                   // by their key, in seat order, without a sort. (SQLite keeps the
                   // order of a CROSS JOIN; left to choose, it scanned every line and
                   // searched its table's version per line, then sorted: a third more.)
                   + QStringLiteral(" FROM sheet c "
                                    "CROSS JOIN sheet_version v CROSS JOIN sheet_line l "
                                    "WHERE v.round = c.round AND v.game_table = c.game_table "
                                    "  AND v.version = c.version "
                                    "  AND l.round = v.round AND l.game_table = v.game_table "
                                    "  AND l.version = v.version "
                                    "  AND (v.draft = 0 OR ? = 1) "
                                    "ORDER BY c.round, c.game_table, l.seat"));
    q.addBindValue(toInt(includeDrafts));
    if (!d->read(q, error))
        return out;
    while (q.next()) {
        const int round = intAt(q, 0);
        const int table = intAt(q, 1);
        if (out.isEmpty() || out.last().round != round || out.last().table != table) {
            TableSheet t;
            t.round = round;
            t.table = table;
            out.append(t);
        }
        PlayerLine &line = out.last().lines.emplaceBack();
        line.name = nameOf.value(q.value(2).toLongLong()); // the key makes it exist
        numbersFrom(q, 3, &line);
        out.last().fileLines.append(0);
    }
    return out;
}

} // namespace ctd
