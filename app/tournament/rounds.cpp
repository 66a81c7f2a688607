// Rounds and seating: who sits at which table, in turn order.
#include "rounds.h"

#include "roster.h"
#include "servermessages.h"
#include "store.h"

#include "changemessages.h"
#include "scoring/round.h"

#include <QHash>
#include <QSet>

namespace ctd {

namespace {

// The seating rules a desk's round must keep: nobody unknown or dropped out,
// and the round's own rules (3 or 4 at a table, everybody once).
bool checkSeating(const Roster &roster, const QList<QList<qint64>> &tables, DbError *error)
{
    if (tables.isEmpty())
        return failWith(error, DbError::Invalid, ChangeMessages::noTables());
    QHash<qint64, QString> names;
    for (const QList<qint64> &ids : tables) {
        for (qint64 id : ids) {
            const std::optional<Player> p = roster.player(id);
            if (!p)
                return failWith(error, DbError::Invalid, ChangeMessages::unknownPlayer(id));
            if (p->dropped)
                return failWith(error, DbError::Invalid, ChangeMessages::droppedPlayer(p->name));
            names.insert(id, p->name);
        }
    }
    const QString problem = seatingError(tables, [&names](qint64 id) { return names.value(id); });
    if (!problem.isEmpty())
        return failWith(error, DbError::Invalid, problem);
    return true;
}

// Nobody disqualified by the referees in a round seated (again): they sit at
// no later table (moves inside a round leave the players who sit there).
bool checkNotDisqualified(const Roster &roster, const QList<QList<qint64>> &tables, DbError *error)
{
    const QSet<qint64> disqualified = roster.disqualified();
    for (const QList<qint64> &ids : tables) {
        for (qint64 id : ids) {
            if (disqualified.contains(id))
                return failWith(error, DbError::Invalid,
                                ChangeMessages::disqualifiedPlayer(roster.player(id)->name));
        }
    }
    return true;
}

// Nobody marked absent for the round at the check-in.
bool checkPresent(const Roster &roster, int round, const QList<QList<qint64>> &tables,
                  DbError *error)
{
    const QSet<qint64> absent = roster.absent(round);
    for (const QList<qint64> &ids : tables) {
        for (qint64 id : ids) {
            if (absent.contains(id))
                return failWith(error, DbError::Invalid,
                                ChangeMessages::absentPlayer(roster.player(id)->name, round));
        }
    }
    return true;
}

} // namespace

bool Rounds::insertTables(int round, const QList<QList<qint64>> &tables, DbError *error)
{
    QSqlQuery table =
        d->prepare(QStringLiteral("INSERT INTO game_table (round, number) VALUES (?, ?)"));
    QSqlQuery seat = d->prepare(
        QStringLiteral("INSERT INTO seat (round, game_table, seat, player) VALUES (?, ?, ?, ?)"));
    for (qsizetype t = 0; t < tables.size(); ++t) {
        if (!d->exec(table, {round, int(t + 1)}, error) || !d->assignCode(round, int(t + 1), error))
            return false;
        for (qsizetype s = 0; s < tables[t].size(); ++s) {
            if (!d->exec(seat, {round, int(t + 1), int(s + 1), tables[t][s]}, error))
                return false;
        }
    }
    return true;
}

int Rounds::roundCount(DbError *error) const
{
    QSqlQuery q = d->prepare(QStringLiteral("SELECT COALESCE(MAX(number), 0) FROM round"));
    return d->read(q, error) && q.next() ? q.value(0).toInt() : 0;
}

QList<SeatedTable> Rounds::tables(int round, DbError *error) const
{
    QList<SeatedTable> out;
    QSqlQuery q = d->prepare(QStringLiteral(
        "SELECT t.number, s.player, p.name, v.draft "
        "FROM game_table t "
        "LEFT JOIN seat s ON s.round = t.round AND s.game_table = t.number "
        "LEFT JOIN player p ON p.id = s.player "
        "LEFT JOIN sheet c ON c.round = t.round AND c.game_table = t.number "
        "LEFT JOIN sheet_version v ON v.round = c.round AND v.game_table = c.game_table "
        "     AND v.version = c.version "
        "WHERE t.round = ? ORDER BY t.number, s.seat"));
    q.addBindValue(round);
    if (!d->read(q, error))
        return out;
    while (q.next()) {
        const int number = q.value(0).toInt();
        if (out.isEmpty() || out.last().table != number) {
            SeatedTable t;
            t.round = round;
            t.table = number;
            t.state = q.value(3).isNull() ? SheetState::None
                : q.value(3).toInt()      ? SheetState::Draft
                                          : SheetState::Complete;
            out.append(t);
        }
        if (!q.value(1).isNull()) {
            out.last().playerIds.append(q.value(1).toLongLong());
            out.last().names.append(q.value(2).toString());
        }
    }
    return out;
}

std::optional<SeatedTable> Rounds::firstToEnter(int round, DbError *error) const
{
    // The first table without a result, else the first draft, else the first
    // table: each query stops at its first row (no sort of the whole round),
    // and at the start of a round the first one answers at its first table.
    static const QString kSteps[] = {
        QStringLiteral(
            "SELECT t.number FROM game_table t WHERE t.round = ? AND NOT EXISTS "
            "(SELECT 1 FROM sheet c WHERE c.round = t.round AND c.game_table = t.number) "
            "ORDER BY t.number LIMIT 1"),
        QStringLiteral(
            "SELECT c.game_table FROM sheet c JOIN sheet_version v "
            "ON v.round = c.round AND v.game_table = c.game_table AND v.version = c.version "
            "WHERE c.round = ? AND v.draft <> 0 ORDER BY c.game_table LIMIT 1"),
        QStringLiteral("SELECT number FROM game_table WHERE round = ? ORDER BY number LIMIT 1"),
    };
    static const SheetState kStates[] = {SheetState::None, SheetState::Draft, SheetState::Complete};
    // One snapshot for the steps and the seats: a save at another desk
    // meanwhile is seen by all of them or by none.
    Transaction snapshot(d->db(), false);
    SeatedTable t;
    t.round = round;
    for (int step = 0; step < 3 && t.table == 0; ++step) {
        QSqlQuery q = d->prepare(kSteps[step]);
        q.addBindValue(round);
        if (!d->read(q, error))
            return std::nullopt;
        if (q.next()) {
            t.table = q.value(0).toInt();
            t.state = kStates[step];
        }
    }
    if (t.table == 0)
        return std::nullopt;
    QSqlQuery seats = d->prepare(
        QStringLiteral("SELECT s.player, p.name FROM seat s JOIN player p ON p.id = s.player "
                       "WHERE s.round = ? AND s.game_table = ? ORDER BY s.seat"));
    seats.addBindValue(round);
    seats.addBindValue(t.table);
    if (!d->read(seats, error))
        return std::nullopt;
    while (seats.next()) {
        t.playerIds.append(seats.value(0).toLongLong());
        t.names.append(seats.value(1).toString());
    }
    return t;
}

void Rounds::roundProgress(int round, int *complete, int *tables, DbError *error) const
{
    *complete = 0;
    *tables = 0;
    // Two counts, each over its own key: the round's tables, and its sheets
    // that count, complete ones.
    QSqlQuery q = d->prepare(QStringLiteral(
        "SELECT (SELECT COUNT(*) FROM game_table WHERE round = ?), "
        "(SELECT COUNT(*) FROM sheet c JOIN sheet_version v "
        " ON v.round = c.round AND v.game_table = c.game_table AND v.version = c.version "
        " WHERE c.round = ? AND v.draft = 0)"));
    q.addBindValue(round);
    q.addBindValue(round);
    if (d->read(q, error) && q.next()) {
        *tables = q.value(0).toInt();
        *complete = q.value(1).toInt();
    }
}

bool Rounds::addRound(StoreWrite, const QList<QList<qint64>> &tables, DbError *error,
                      int expectedRound)
{
    if (!d->checkWritable(error) || !checkSeating(m_roster, tables, error))
        return false;
    Transaction tx(d->db());
    if (!tx.isActive())
        return d->failTransaction(tx, error, DbError::Locked);
    // Counted under the write lock: two desks starting a round at once start
    // it once; the second is told, not given a round after it.
    const int round = roundCount() + 1;
    if (expectedRound > 0 && round != expectedRound)
        return Store::fail(error, DbError::Conflict, ServerMessages::roundChanged(expectedRound));
    if (!checkPresent(m_roster, round, tables, error)
        || !checkNotDisqualified(m_roster, tables, error))
        return false;
    QSqlQuery q = d->prepare(QStringLiteral("INSERT INTO round (number) VALUES (?)"));
    if (!d->exec(q, {round}, error) || !insertTables(round, tables, error))
        return false;
    if (!tx.commit())
        return d->failTransaction(tx, error, DbError::Io);
    d->notify(&Notifier::roundSeated, round);
    return true;
}

quint64 Rounds::roundSeed(int round, DbError *error) const
{
    QSqlQuery q = d->prepare(QStringLiteral("SELECT seed FROM round WHERE number = ?"));
    q.addBindValue(round);
    return d->read(q, error) && q.next() ? q.value(0).toULongLong() : 0;
}

bool Rounds::setRoundSeed(StoreWrite, int round, quint64 seed, DbError *error)
{
    if (!d->checkWritable(error))
        return false;
    QSqlQuery q = d->prepare(QStringLiteral("UPDATE round SET seed = ? WHERE number = ?"));
    const QVariant value =
        seed > 0 ? QVariant(qint64(seed)) : QVariant(QMetaType::fromType<qint64>());
    if (!d->exec(q, {value, round}, error))
        return false;
    d->notify(&Notifier::roundSeated, round);
    return true;
}

bool Rounds::reseatRound(StoreWrite, int round, const QList<QList<qint64>> &tables, DbError *error)
{
    if (!d->checkWritable(error))
        return false;
    const int rounds = roundCount();
    if (round < 1 || round > rounds)
        return Store::fail(error, DbError::Invalid, ChangeMessages::unknownRound(round, rounds));
    if (roundHasSheets(round))
        return Store::fail(error, DbError::Conflict, ChangeMessages::roundHasResults(round));
    if (!checkSeating(m_roster, tables, error) || !checkPresent(m_roster, round, tables, error)
        || !checkNotDisqualified(m_roster, tables, error))
        return false;
    Transaction tx(d->db());
    if (!tx.isActive())
        return d->failTransaction(tx, error, DbError::Locked);
    // Looked at again under the write lock: another desk may have saved a
    // result of this round since (its sheets would go with the tables).
    if (roundHasSheets(round))
        return Store::fail(error, DbError::Conflict, ChangeMessages::roundHasResults(round));
    // Tables go with their seats and any undone sheet versions (cascade).
    QSqlQuery q = d->prepare(QStringLiteral("DELETE FROM game_table WHERE round = ?"));
    // A changed seating is no longer the seed's draw.
    QSqlQuery seed = d->prepare(QStringLiteral("UPDATE round SET seed = NULL WHERE number = ?"));
    if (!d->exec(q, {round}, error) || !insertTables(round, tables, error)
        || !d->exec(seed, {round}, error))
        return false;
    if (!tx.commit())
        return d->failTransaction(tx, error, DbError::Io);
    d->notify(&Notifier::roundSeated, round);
    return true;
}

bool Rounds::reseatTables(StoreWrite, int round, const QMap<int, QList<qint64>> &changed,
                          DbError *error)
{
    if (!d->checkWritable(error))
        return false;
    const int rounds = roundCount();
    if (round < 1 || round > rounds)
        return Store::fail(error, DbError::Invalid, ChangeMessages::unknownRound(round, rounds));
    Transaction tx(d->db());
    if (!tx.isActive())
        return d->failTransaction(tx, error, DbError::Locked);
    // The whole round after the change, read and checked under the write
    // lock: another desk may have saved one of these tables since.
    QList<QList<qint64>> whole;
    QSet<int> numbers;
    for (const SeatedTable &t : tables(round)) {
        numbers.insert(t.table);
        if (!changed.contains(t.table)) {
            whole.append(t.playerIds);
            continue;
        }
        if (t.state != SheetState::None)
            return Store::fail(error, DbError::Conflict,
                               ChangeMessages::tableHasResult(round, t.table));
        whole.append(changed.value(t.table));
    }
    for (auto it = changed.cbegin(); it != changed.cend(); ++it) {
        if (!numbers.contains(it.key()))
            return Store::fail(error, DbError::Invalid,
                               ChangeMessages::unknownTable(round, it.key()));
    }
    if (!checkSeating(m_roster, whole, error) || !checkPresent(m_roster, round, whole, error))
        return false;
    // Seats of every changed table first (a player may move between them),
    // and their undone versions, which name the players that sat there.
    QSqlQuery seats =
        d->prepare(QStringLiteral("DELETE FROM seat WHERE round = ? AND game_table = ?"));
    QSqlQuery versions =
        d->prepare(QStringLiteral("DELETE FROM sheet_version WHERE round = ? AND game_table = ?"));
    // A changed table gets a new report code; its reports spoke of others.
    for (auto it = changed.cbegin(); it != changed.cend(); ++it) {
        if (!d->exec(seats, {round, it.key()}, error)
            || !d->exec(versions, {round, it.key()}, error)
            || !d->dropReports(round, it.key(), error) || !d->assignCode(round, it.key(), error))
            return false;
    }
    QSqlQuery seat = d->prepare(
        QStringLiteral("INSERT INTO seat (round, game_table, seat, player) VALUES (?, ?, ?, ?)"));
    for (auto it = changed.cbegin(); it != changed.cend(); ++it) {
        for (qsizetype s = 0; s < it.value().size(); ++s) {
            if (!d->exec(seat, {round, it.key(), int(s + 1), it.value().at(s)}, error))
                return false;
        }
    }
    // A changed seating is no longer the seed's draw.
    QSqlQuery seed = d->prepare(QStringLiteral("UPDATE round SET seed = NULL WHERE number = ?"));
    if (!d->exec(seed, {round}, error))
        return false;
    if (!tx.commit())
        return d->failTransaction(tx, error, DbError::Io);
    d->notify(&Notifier::roundSeated, round);
    return true;
}

bool Rounds::removeLastRound(StoreWrite, DbError *error)
{
    if (!d->checkWritable(error))
        return false;
    // One transaction under the write lock: the round counted, checked and
    // removed with no other desk's save between.
    Transaction tx(d->db());
    if (!tx.isActive())
        return d->failTransaction(tx, error, DbError::Locked);
    const int round = roundCount();
    if (round == 0)
        return Store::fail(error, DbError::Invalid, ChangeMessages::noRoundToRemove());
    if (roundHasSheets(round))
        return Store::fail(error, DbError::Conflict, ChangeMessages::roundHasResults(round));
    QSqlQuery q = d->prepare(QStringLiteral("DELETE FROM round WHERE number = ?"));
    if (!d->exec(q, {round}, error))
        return false;
    if (!tx.commit())
        return d->failTransaction(tx, error, DbError::Io);
    d->notify(&Notifier::roundRemoved, round);
    return true;
}

// Reads shared with the sheet code ------------------------------------------------

QList<qint64> Store::seatIds(int round, int table) const
{
    QList<qint64> ids;
    QSqlQuery q = prepare(
        QStringLiteral("SELECT player FROM seat WHERE round = ? AND game_table = ? ORDER BY seat"));
    q.addBindValue(round);
    q.addBindValue(table);
    if (q.exec()) {
        while (q.next())
            ids.append(q.value(0).toLongLong());
    }
    return ids;
}

QStringList Store::seatNames(int round, int table) const
{
    QStringList names;
    QSqlQuery q =
        prepare(QStringLiteral("SELECT p.name FROM seat s JOIN player p ON p.id = s.player "
                               "WHERE s.round = ? AND s.game_table = ? ORDER BY s.seat"));
    q.addBindValue(round);
    q.addBindValue(table);
    if (q.exec()) {
        while (q.next())
            names.append(q.value(0).toString());
    }
    return names;
}

bool Rounds::hasResults(int round, DbError *error) const
{
    QSqlQuery q = d->prepare(QStringLiteral(
        "SELECT COUNT(*) FROM sheet c JOIN sheet_version v ON v.round = c.round "
        "AND v.game_table = c.game_table AND v.version = c.version WHERE c.round = ?"));
    q.addBindValue(round);
    if (!d->read(q, error) || !q.next())
        return false;
    return q.value(0).toInt() > 0;
}

bool Rounds::hasTableWithoutResult(int round, DbError *error) const
{
    QSqlQuery q = d->prepare(QStringLiteral(
        "SELECT COUNT(*) FROM game_table t WHERE t.round = ? AND NOT EXISTS "
        "(SELECT 1 FROM sheet c WHERE c.round = t.round AND c.game_table = t.number)"));
    q.addBindValue(round);
    if (!d->read(q, error) || !q.next())
        return false;
    return q.value(0).toInt() > 0;
}

bool Rounds::roundHasSheets(int round) const
{
    QSqlQuery q = d->prepare(QStringLiteral("SELECT COUNT(*) FROM sheet WHERE round = ?"));
    q.addBindValue(round);
    return q.exec() && q.next() && q.value(0).toInt() > 0;
}

} // namespace ctd
