// The Tournament class: shared tools, opening, the heading and the players.
// The file itself (checks, lock, upgrade) is TournamentFile in tournamentfile.cpp, rounds in tournament_rounds.cpp, sheets in
// tournament_sheets.cpp and importing in tournament_import.cpp.
#include "tournament_p.h"

#include "scoring/collation.h"

#include <QDate>
#include <QFileInfo>

#include <QSet>

#include <algorithm>

namespace ctd {

// Tools -----------------------------------------------------------------------

bool Tournament::Private::fail(DbError *error, DbError::Kind kind, const QString &message)
{
    return failWith(error, kind, message);
}

bool Tournament::Private::failQuery(DbError *error, const QSqlQuery &query) const
{
    const QSqlError e = query.lastError();
    if (sql::Dialect::isBusy(e.nativeErrorCode()))
        return fail(error, DbError::Locked, DbMessages::busy(path));
    return fail(error, DbError::Io, DbMessages::writeFailed(path, e.text()));
}

bool Tournament::Private::failRead(DbError *error, const QSqlQuery &query) const
{
    const QString message = file.isOpen()
        ? DbMessages::readFailed(path, query.lastError().text())
        : DbMessages::notOpen();
    fail(error, DbError::Io, message);
    emit q->readFailed(message);
    return false;
}

bool Tournament::Private::read(QSqlQuery &query, DbError *error) const
{
    return query.exec() || failRead(error, query);
}

bool Tournament::Private::checkWritable(DbError *error) const
{
    if (!file.isOpen())
        return fail(error, DbError::Io, DbMessages::notOpen());
    if (file.isReadOnly())
        return fail(error, DbError::ReadOnly, DbMessages::openedReadOnly(path));
    return true;
}

QSqlQuery Tournament::Private::prepare(const QString &sql) const
{
    QSqlQuery q(db());
    q.setForwardOnly(true);
    if (file.isOpen())   // else exec() fails, and the caller says nothing is open
        q.prepare(sql);
    return q;
}

bool Tournament::Private::exec(QSqlQuery &query, const QVariantList &values, DbError *error) const
{
    for (int i = 0; i < values.size(); ++i)
        query.bindValue(i, values.at(i));
    if (!query.exec())
        return failQuery(error, query);
    return true;
}

Transaction::Transaction(QSqlDatabase db, bool write) : m_db(db)
{
    QSqlQuery q(m_db);
    m_active = q.exec(write ? sql::Dialect::beginWrite() : sql::Dialect::beginRead());
    if (!m_active)
        m_error = q.lastError();
}

Transaction::~Transaction()
{
    if (m_active) {
        QSqlQuery q(m_db);
        q.exec(QStringLiteral("ROLLBACK"));
    }
}

bool Transaction::commit()
{
    if (!m_active)
        return false;
    QSqlQuery q(m_db);
    if (!q.exec(QStringLiteral("COMMIT"))) {
        // SQLite may keep the transaction open after a failed commit: the
        // destructor rolls it back.
        m_error = q.lastError();
        return false;
    }
    m_active = false;
    return true;
}

// Tournament --------------------------------------------------------------------

Tournament::Tournament(QObject *parent) : QObject(parent), d(std::make_unique<Private>(this))
{
    d->watchScores();
}

Tournament::~Tournament()
{
    close();
}

QString Tournament::defaultPath()
{
    return TournamentFile::defaultPath();
}

QString Tournament::lockPath(const QString &path)
{
    return TournamentFile::lockPath(path);
}

bool Tournament::open(const QString &path, DbError *error)
{
    close();
    if (!d->file.open(path, error))
        return false;
    return d->afterOpen(error);
}

bool Tournament::openReadOnly(const QString &path, DbError *error)
{
    close();
    if (!d->file.openReadOnly(path, error))
        return false;
    return d->afterOpen(error);
}

bool Tournament::Private::afterOpen(DbError *error)
{
    path = file.path();
    if (!loadInfo(error)) {
        q->close();
        return false;
    }
    emit q->opened();
    return true;
}

bool Tournament::Private::loadInfo(DbError *error)
{
    QSqlQuery q = prepare(
        QStringLiteral("SELECT name, held_on, rule_set FROM tournament WHERE id = 1"));
    if (!q.exec() || !q.next()) {
        return failWith(error, DbError::NotATournament,
                             DbMessages::cannotOpen(path, q.lastError().text()));
    }
    TournamentInfo loaded;
    loaded.name = q.value(0).toString();
    loaded.date = QDate::fromString(q.value(1).toString(), Qt::ISODate);
    bool known = false;
    const QString ruleSet = q.value(2).toString();
    loaded.rules = RuleSet::byId(ruleSet, &known);
    q.finish();
    if (!known)
        return failWith(error, DbError::TooNew, DbMessages::unknownRuleSet(path, ruleSet));
    info = loaded;
    return true;
}


void Tournament::close()
{
    const bool wasOpen = d->file.isOpen();
    d->file.close();
    d->path.clear();
    d->info = TournamentInfo();
    d->deskSaves.clear();
    if (wasOpen)
        emit closed();
}

bool Tournament::isOpen() const
{
    return d->file.isOpen();
}

bool Tournament::isReadOnly() const
{
    return d->file.isReadOnly();
}

QString Tournament::path() const
{
    return d->path;
}

TournamentInfo Tournament::info() const
{
    return d->info;
}

bool Tournament::setInfo(const TournamentInfo &info, DbError *error)
{
    if (!d->checkWritable(error))
        return false;
    QSqlQuery q = d->prepare(QStringLiteral(
        "UPDATE tournament SET name = ?, held_on = ?, rule_set = ? WHERE id = 1"));
    if (!d->exec(q, {info.name.trimmed(), info.date.toString(Qt::ISODate), info.rules.id}, error))
        return false;
    d->info = info;
    d->info.name = info.name.trimmed();
    d->info.rules = RuleSet::byId(info.rules.id);
    emit infoChanged();
    return true;
}

// Players -----------------------------------------------------------------------

namespace {

Player playerFrom(const QSqlQuery &q)
{
    Player p;
    p.id = q.value(0).toLongLong();
    p.name = q.value(1).toString();
    p.dropped = q.value(2).toInt() != 0;
    return p;
}

} // namespace

QList<Player> Tournament::players(DbError *error) const
{
    QList<Player> all;
    QSqlQuery q = d->prepare(QStringLiteral("SELECT id, name, dropped FROM player"));
    if (d->read(q, error)) {
        while (q.next())
            all.append(playerFrom(q));
    }
    QStringList names;
    names.reserve(all.size());
    for (const Player &p : std::as_const(all))
        names.append(p.name);
    QList<Player> sorted;
    sorted.reserve(all.size());
    for (qsizetype i : nameOrder(names))
        sorted.append(all.at(i));
    return sorted;
}

std::optional<Player> Tournament::player(qint64 id) const
{
    QSqlQuery q = d->prepare(QStringLiteral("SELECT id, name, dropped FROM player WHERE id = ?"));
    q.addBindValue(id);
    if (q.exec() && q.next())
        return playerFrom(q);
    return std::nullopt;
}

std::optional<Player> Tournament::playerByName(const QString &name) const
{
    QSqlQuery q =
        d->prepare(QStringLiteral("SELECT id, name, dropped FROM player WHERE name = ?"));
    q.addBindValue(name.trimmed());
    if (q.exec() && q.next())
        return playerFrom(q);
    return std::nullopt;
}

bool Tournament::addPlayer(const QString &name, qint64 *id, DbError *error)
{
    if (!addPlayers({name}, error))
        return false;
    if (id)
        *id = playerByName(name)->id;
    return true;
}

bool Tournament::addPlayers(const QStringList &names, DbError *error)
{
    if (!d->checkWritable(error))
        return false;
    QSet<QString> seen;
    for (const QString &raw : names) {
        const QString name = raw.trimmed();
        if (name.isEmpty())
            return Private::fail(error, DbError::Invalid, DbMessages::emptyName());
        if (seen.contains(name) || playerByName(name))
            return Private::fail(error, DbError::Duplicate, DbMessages::duplicateName(name));
        seen.insert(name);
    }
    Transaction tx(d->db());
    if (!tx.isActive())
        return Private::fail(error, DbError::Locked, DbMessages::busy(d->path));
    QSqlQuery q = d->prepare(QStringLiteral("INSERT INTO player (name) VALUES (?)"));
    for (const QString &raw : names) {
        if (!d->exec(q, {raw.trimmed()}, error))
            return false;
    }
    if (!tx.commit())
        return Private::fail(error, DbError::Io, DbMessages::writeFailed(d->path, tx.lastError().text()));
    emit playersChanged();
    return true;
}

bool Tournament::renamePlayer(qint64 id, const QString &raw, DbError *error)
{
    if (!d->checkWritable(error))
        return false;
    const QString name = raw.trimmed();
    if (name.isEmpty())
        return Private::fail(error, DbError::Invalid, DbMessages::emptyName());
    if (!player(id))
        return Private::fail(error, DbError::Invalid, DbMessages::unknownPlayer(id));
    const std::optional<Player> other = playerByName(name);
    if (other && other->id != id)
        return Private::fail(error, DbError::Duplicate, DbMessages::duplicateName(name));
    QSqlQuery q = d->prepare(QStringLiteral("UPDATE player SET name = ? WHERE id = ?"));
    if (!d->exec(q, {name, id}, error))
        return false;
    emit playersChanged();
    return true;
}

bool Tournament::setDropped(qint64 id, bool dropped, DbError *error)
{
    if (!d->checkWritable(error))
        return false;
    if (!player(id))
        return Private::fail(error, DbError::Invalid, DbMessages::unknownPlayer(id));
    QSqlQuery q = d->prepare(QStringLiteral("UPDATE player SET dropped = ? WHERE id = ?"));
    if (!d->exec(q, {toInt(dropped), id}, error))
        return false;
    emit playersChanged();
    return true;
}

QList<QPair<qint64, qint64>> Tournament::keepApart(DbError *error) const
{
    QList<QPair<qint64, qint64>> pairs;
    QSqlQuery q = d->prepare(QStringLiteral(
        "SELECT player_a, player_b FROM keep_apart ORDER BY player_a, player_b"));
    if (d->read(q, error)) {
        while (q.next())
            pairs.append({q.value(0).toLongLong(), q.value(1).toLongLong()});
    }
    return pairs;
}

bool Tournament::setKeepApart(qint64 a, qint64 b, bool apart, DbError *error)
{
    if (!d->checkWritable(error))
        return false;
    if (a == b)
        return Private::fail(error, DbError::Invalid, DbMessages::apartFromSelf());
    for (qint64 id : {a, b}) {
        if (!player(id))
            return Private::fail(error, DbError::Invalid, DbMessages::unknownPlayer(id));
    }
    const qint64 lo = std::min(a, b), hi = std::max(a, b);
    // Delete first, so that setting a pair twice needs no upsert.
    Transaction tx(d->db());
    if (!tx.isActive())
        return Private::fail(error, DbError::Locked, DbMessages::busy(d->path));
    QSqlQuery del = d->prepare(
        QStringLiteral("DELETE FROM keep_apart WHERE player_a = ? AND player_b = ?"));
    if (!d->exec(del, {lo, hi}, error))
        return false;
    if (apart) {
        QSqlQuery ins = d->prepare(
            QStringLiteral("INSERT INTO keep_apart (player_a, player_b) VALUES (?, ?)"));
        if (!d->exec(ins, {lo, hi}, error))
            return false;
    }
    if (!tx.commit())
        return Private::fail(error, DbError::Io, DbMessages::writeFailed(d->path, tx.lastError().text()));
    emit playersChanged();
    return true;
}

} // namespace ctd
