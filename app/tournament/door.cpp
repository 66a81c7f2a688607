// The door (docs/door.md): registration codes, check-in and amounts paid in
// table player_door, the fee and self check-in in door_setting, the
// confirmations made with a player's own code in report_confirmation_code,
// the tables' calls in table_call.

#include "door.h"

#include "changemessages.h"
#include "reports.h"
#include "roster.h"
#include "store.h"

#include <QCoreApplication>

namespace ctd {

namespace {

class DoorMessages
{
    Q_DECLARE_TR_FUNCTIONS(DoorMessages)

public:
    static QString negativePaid() { return tr("An amount paid cannot be negative."); }
    static QString negativeFee() { return tr("The entry fee cannot be negative."); }
    static QString badCode(const QString &code)
    {
        return tr("\"%1\" is not a registration code (8 symbols).").arg(code);
    }
    static QString codeTaken(const QString &code)
    {
        return tr("The registration code %1 belongs to another player.").arg(code);
    }
    static QString unknownCall(qint64 id) { return tr("There is no call %1.").arg(id); }
    static QString longNote(int most)
    {
        return tr("The note is longer than %1 characters; shorten it.").arg(most);
    }
    static QString state(TableCall::State state)
    {
        switch (state) {
        case TableCall::State::Open:
            return tr("open");
        case TableCall::State::Taken:
            return tr("taken");
        case TableCall::State::Closed:
            return tr("closed");
        }
        return {};
    }
};

const char *const kStates[] = {"open", "taken", "closed"};

} // namespace

QString TableCall::stateName(State state)
{
    return QLatin1String(kStates[int(state)]);
}

bool TableCall::stateFromName(const QString &name, State *state)
{
    for (int s = 0; s < 3; ++s) {
        if (name == QLatin1String(kStates[s])) {
            *state = State(s);
            return true;
        }
    }
    return false;
}

QString TableCall::stateText(State state)
{
    return DoorMessages::state(state);
}

// Players -------------------------------------------------------------------------

QHash<qint64, DoorEntry> Door::entries(DbError *error) const
{
    QHash<qint64, DoorEntry> out;
    QSqlQuery q =
        d->prepare(QStringLiteral("SELECT player, code, checked_in, paid FROM player_door"));
    if (d->read(q, error)) {
        while (q.next()) {
            DoorEntry e;
            e.playerId = q.value(0).toLongLong();
            e.code = q.value(1).toString();
            e.checkedInAt = fromIso(q.value(2).toString());
            e.paid = q.value(3).toLongLong();
            out.insert(e.playerId, e);
        }
    }
    return out;
}

DoorEntry Door::entry(qint64 player, DbError *error) const
{
    QSqlQuery q = d->prepare(
        QStringLiteral("SELECT player, code, checked_in, paid FROM player_door WHERE player = ?"));
    DoorEntry e;
    e.playerId = player;
    if (d->exec(q, {player}, error) && q.next()) {
        e.code = q.value(1).toString();
        e.checkedInAt = fromIso(q.value(2).toString());
        e.paid = q.value(3).toLongLong();
    }
    return e;
}

qint64 Door::playerOfCode(const QString &typed, DbError *error) const
{
    const QString code = Reports::normalizeCode(typed);
    if (code.isEmpty())
        return 0;
    QSqlQuery q = d->prepare(QStringLiteral("SELECT player FROM player_door WHERE code = ?"));
    if (d->exec(q, {code}, error) && q.next())
        return q.value(0).toLongLong();
    return 0;
}

bool Door::hasCodes(DbError *error) const
{
    QSqlQuery q =
        d->prepare(QStringLiteral("SELECT 1 FROM player_door WHERE code IS NOT NULL LIMIT 1"));
    return d->read(q, error) && q.next();
}

bool Door::ensureRow(qint64 player, DbError *error) const
{
    QSqlQuery q =
        d->prepare(QStringLiteral("INSERT INTO player_door (player) SELECT ? WHERE NOT EXISTS "
                                  "(SELECT 1 FROM player_door WHERE player = ?)"));
    return d->exec(q, {player, player}, error);
}

bool Door::giveCodes(StoreWrite, const QList<qint64> &players, QHash<qint64, QString> *given,
                     DbError *error)
{
    if (!d->checkWritable(error))
        return false;
    Transaction tx(d->db());
    if (!tx.isActive())
        return d->failTransaction(tx, error, DbError::Locked);
    const QHash<qint64, DoorEntry> known = entries(error);
    QSqlQuery taken = d->prepare(QStringLiteral("SELECT 1 FROM player_door WHERE code = ?"));
    QSqlQuery set = d->prepare(QStringLiteral("UPDATE player_door SET code = ? WHERE player = ?"));
    QHash<qint64, QString> out;
    for (qint64 id : players) {
        if (!known.value(id).code.isEmpty() || out.contains(id))
            continue;
        if (!m_roster->player(id))
            return Store::fail(error, DbError::Invalid, ChangeMessages::unknownPlayer(id));
        QString code;
        do {
            code = Reports::newCode();
            if (!d->exec(taken, {code}, error))
                return false;
        } while (taken.next());
        if (!ensureRow(id, error) || !d->exec(set, {code, id}, error))
            return false;
        out.insert(id, code);
    }
    if (!tx.commit())
        return d->failTransaction(tx, error, DbError::Io);
    if (given)
        *given = out;
    if (!out.isEmpty())
        d->notify(&Notifier::doorChanged);
    return true;
}

bool Door::setCode(StoreWrite, qint64 player, const QString &code, DbError *error)
{
    if (!d->checkWritable(error))
        return false;
    const QString stored = code.isEmpty() ? QString() : Reports::normalizeCode(code);
    if (!code.isEmpty() && stored.isEmpty())
        return Store::fail(error, DbError::Invalid, DoorMessages::badCode(code));
    Transaction tx(d->db());
    if (!tx.isActive())
        return d->failTransaction(tx, error, DbError::Locked);
    if (!stored.isEmpty()) {
        const qint64 owner = playerOfCode(stored, error);
        if (owner != 0 && owner != player)
            return Store::fail(error, DbError::Conflict, DoorMessages::codeTaken(stored));
    }
    QSqlQuery set = d->prepare(QStringLiteral("UPDATE player_door SET code = ? WHERE player = ?"));
    if (!ensureRow(player, error)
        || !d->exec(set,
                    {stored.isEmpty() ? QVariant(QMetaType(QMetaType::QString)) : stored, player},
                    error))
        return false;
    if (!tx.commit())
        return d->failTransaction(tx, error, DbError::Io);
    d->notify(&Notifier::doorChanged);
    return true;
}

bool Door::setCheckedIn(StoreWrite, qint64 player, const QDateTime &at, DbError *error)
{
    if (!d->checkWritable(error))
        return false;
    if (!m_roster->player(player))
        return Store::fail(error, DbError::Invalid, ChangeMessages::unknownPlayer(player));
    Transaction tx(d->db());
    if (!tx.isActive())
        return d->failTransaction(tx, error, DbError::Locked);
    QSqlQuery set = d->prepare(
        QStringLiteral("UPDATE player_door SET checked_in = COALESCE(?, '') WHERE player = ?"));
    if (!ensureRow(player, error) || !d->exec(set, {isoOrEmpty(at), player}, error))
        return false;
    if (!tx.commit())
        return d->failTransaction(tx, error, DbError::Io);
    d->notify(&Notifier::doorChanged);
    return true;
}

bool Door::setPaid(StoreWrite, qint64 player, qint64 paid, DbError *error)
{
    if (!d->checkWritable(error))
        return false;
    if (paid < 0)
        return Store::fail(error, DbError::Invalid, DoorMessages::negativePaid());
    if (!m_roster->player(player))
        return Store::fail(error, DbError::Invalid, ChangeMessages::unknownPlayer(player));
    Transaction tx(d->db());
    if (!tx.isActive())
        return d->failTransaction(tx, error, DbError::Locked);
    QSqlQuery set = d->prepare(QStringLiteral("UPDATE player_door SET paid = ? WHERE player = ?"));
    if (!ensureRow(player, error) || !d->exec(set, {paid, player}, error))
        return false;
    if (!tx.commit())
        return d->failTransaction(tx, error, DbError::Io);
    d->notify(&Notifier::doorChanged);
    return true;
}

DoorSettings Door::settings(DbError *error) const
{
    DoorSettings s;
    QSqlQuery q =
        d->prepare(QStringLiteral("SELECT fee, self_checkin FROM door_setting WHERE id = 1"));
    if (d->read(q, error) && q.next()) {
        s.fee = q.value(0).toLongLong();
        s.selfCheckIn = q.value(1).toInt() == 1;
    }
    return s;
}

bool Door::setSettings(StoreWrite, const DoorSettings &settings, DbError *error)
{
    if (!d->checkWritable(error))
        return false;
    if (settings.fee < 0)
        return Store::fail(error, DbError::Invalid, DoorMessages::negativeFee());
    Transaction tx(d->db());
    if (!tx.isActive())
        return d->failTransaction(tx, error, DbError::Locked);
    QSqlQuery del = d->prepare(QStringLiteral("DELETE FROM door_setting"));
    QSqlQuery ins = d->prepare(
        QStringLiteral("INSERT INTO door_setting (id, fee, self_checkin) VALUES (1, ?, ?)"));
    if (!d->exec(del, {}, error)
        || !d->exec(ins, {settings.fee, toInt(settings.selfCheckIn)}, error))
        return false;
    if (!tx.commit())
        return d->failTransaction(tx, error, DbError::Io);
    d->notify(&Notifier::doorChanged);
    return true;
}

DoorTotals Door::totals(DbError *error) const
{
    DoorTotals t;
    const qint64 fee = settings(error).fee;
    const QHash<qint64, DoorEntry> known = entries(error);
    for (const Player &p : m_roster->players(error)) {
        if (p.dropped)
            continue;
        const DoorEntry e = known.value(p.id);
        ++t.players;
        t.present += e.isCheckedIn() ? 1 : 0;
        t.paid += e.paid;
        t.owed += qMax<qint64>(0, fee - e.paid);
    }
    return t;
}

// Confirmations by code ------------------------------------------------------------

bool Door::markCodedConfirmation(StoreWrite, int round, int table, int report,
                                 const QString &player, DbError *error)
{
    QSqlQuery q = d->prepare(
        QStringLiteral("INSERT INTO report_confirmation_code (round, game_table, report, player) "
                       "SELECT ?, ?, ?, ? WHERE NOT EXISTS (SELECT 1 FROM report_confirmation_code "
                       "WHERE round = ? AND game_table = ? AND report = ? AND player = ?)"));
    return d->exec(q, {round, table, report, player, round, table, report, player}, error);
}

bool Door::unmarkCodedConfirmation(StoreWrite, int round, int table, int report,
                                   const QString &player, DbError *error)
{
    QSqlQuery q = d->prepare(
        QStringLiteral("DELETE FROM report_confirmation_code WHERE round = ? AND game_table = ? "
                       "AND report = ? AND player = ?"));
    return d->exec(q, {round, table, report, player}, error);
}

QSet<QString> Door::codedConfirmations(int round, int table, int report, DbError *error) const
{
    QSet<QString> out;
    QSqlQuery q =
        d->prepare(QStringLiteral("SELECT player FROM report_confirmation_code WHERE round = ? AND "
                                  "game_table = ? AND report = ?"));
    if (d->exec(q, {round, table, report}, error)) {
        while (q.next())
            out.insert(q.value(0).toString());
    }
    return out;
}

// Calls ----------------------------------------------------------------------------

namespace {

constexpr char kCallColumns[] = "SELECT id, round, game_table, note, state, at, address "
                                "FROM table_call ";

TableCall callFrom(const QSqlQuery &q)
{
    TableCall c;
    c.id = q.value(0).toLongLong();
    c.round = q.value(1).toInt();
    c.table = q.value(2).toInt();
    c.note = q.value(3).toString();
    TableCall::stateFromName(q.value(4).toString(), &c.state);
    c.at = fromIso(q.value(5).toString());
    c.address = q.value(6).toString();
    return c;
}

} // namespace

QList<TableCall> Door::calls(DbError *error) const
{
    QList<TableCall> out;
    QSqlQuery q = d->prepare(QLatin1String(kCallColumns) + QStringLiteral("ORDER BY id"));
    if (d->read(q, error)) {
        while (q.next())
            out.append(callFrom(q));
    }
    return out;
}

std::optional<TableCall> Door::call(qint64 id, DbError *error) const
{
    QSqlQuery q = d->prepare(QLatin1String(kCallColumns) + QStringLiteral("WHERE id = ?"));
    if (d->exec(q, {id}, error) && q.next())
        return callFrom(q);
    return std::nullopt;
}

std::optional<TableCall> Door::liveCall(int round, int table, DbError *error) const
{
    QSqlQuery q = d->prepare(QLatin1String(kCallColumns)
                             + QStringLiteral("WHERE round = ? AND game_table = ? AND state <> "
                                              "'closed' ORDER BY id DESC"));
    if (d->exec(q, {round, table}, error) && q.next())
        return callFrom(q);
    return std::nullopt;
}

bool Door::addCall(StoreWrite, int round, int table, const QString &note, const QString &address,
                   qint64 *id, bool *added, DbError *error)
{
    if (!d->checkWritable(error))
        return false;
    const QString text = note.simplified();
    if (text.size() > kMaxNote)
        return Store::fail(error, DbError::Invalid, DoorMessages::longNote(kMaxNote));
    Transaction tx(d->db());
    if (!tx.isActive())
        return d->failTransaction(tx, error, DbError::Locked);
    // Under the write lock: two phones of one table make one call.
    if (const std::optional<TableCall> live = liveCall(round, table, error)) {
        if (id)
            *id = live->id;
        if (added)
            *added = false;
        return true;
    }
    QSqlQuery next = d->prepare(QStringLiteral("SELECT COALESCE(MAX(id), 0) + 1 FROM table_call"));
    if (!d->exec(next, {}, error))
        return false;
    if (!next.next())
        return Store::fail(error, DbError::Io, next.lastError().text());
    const qint64 newId = next.value(0).toLongLong();
    QSqlQuery ins = d->prepare(
        QStringLiteral("INSERT INTO table_call (id, round, game_table, note, state, at, address) "
                       "VALUES (?, ?, ?, ?, 'open', ?, ?)"));
    if (!d->exec(ins,
                 {newId, round, table, text, isoOrEmpty(QDateTime::currentDateTimeUtc()), address},
                 error))
        return false;
    if (!tx.commit())
        return d->failTransaction(tx, error, DbError::Io);
    if (id)
        *id = newId;
    if (added)
        *added = true;
    d->notify(&Notifier::callsChanged, round, table);
    return true;
}

bool Door::setCallState(StoreWrite, qint64 id, TableCall::State state, DbError *error)
{
    if (!d->checkWritable(error))
        return false;
    Transaction tx(d->db());
    if (!tx.isActive())
        return d->failTransaction(tx, error, DbError::Locked);
    const std::optional<TableCall> c = call(id, error);
    if (!c)
        return Store::fail(error, DbError::Invalid, DoorMessages::unknownCall(id));
    QSqlQuery upd = d->prepare(QStringLiteral("UPDATE table_call SET state = ? WHERE id = ?"));
    if (!d->exec(upd, {TableCall::stateName(state), id}, error))
        return false;
    if (!tx.commit())
        return d->failTransaction(tx, error, DbError::Io);
    d->notify(&Notifier::callsChanged, c->round, c->table);
    return true;
}

bool Door::removeCall(StoreWrite, qint64 id, DbError *error)
{
    if (!d->checkWritable(error))
        return false;
    Transaction tx(d->db());
    if (!tx.isActive())
        return d->failTransaction(tx, error, DbError::Locked);
    const std::optional<TableCall> c = call(id, error);
    if (!c)
        return Store::fail(error, DbError::Invalid, DoorMessages::unknownCall(id));
    QSqlQuery del = d->prepare(QStringLiteral("DELETE FROM table_call WHERE id = ?"));
    if (!d->exec(del, {id}, error))
        return false;
    if (!tx.commit())
        return d->failTransaction(tx, error, DbError::Io);
    d->notify(&Notifier::callsChanged, c->round, c->table);
    return true;
}

bool Door::restoreCall(StoreWrite, const TableCall &c, DbError *error)
{
    if (!d->checkWritable(error))
        return false;
    Transaction tx(d->db());
    if (!tx.isActive())
        return d->failTransaction(tx, error, DbError::Locked);
    QSqlQuery ins = d->prepare(
        QStringLiteral("INSERT INTO table_call (id, round, game_table, note, state, at, address) "
                       "VALUES (?, ?, ?, ?, ?, ?, ?)"));
    if (!d->exec(ins,
                 {c.id, c.round, c.table, c.note, TableCall::stateName(c.state), isoOrEmpty(c.at),
                  c.address},
                 error))
        return false;
    if (!tx.commit())
        return d->failTransaction(tx, error, DbError::Io);
    d->notify(&Notifier::callsChanged, c.round, c.table);
    return true;
}

} // namespace ctd
