// The room every job of the tournament works through (store.h): the error
// helpers, reading and writing through prepared statements, and transactions.
#include "store.h"

#include "servermessages.h"
#include "tournamentfile_p.h"

#include <QSet>

#include <utility>

namespace ctd {

// Tools -----------------------------------------------------------------------

bool Store::fail(DbError *error, DbError::Kind kind, const QString &message)
{
    return failWith(error, kind, message);
}

bool Store::failQuery(DbError *error, const QSqlQuery &query) const
{
    const QSqlError e = query.lastError();
    const sql::Backend backend = sql::Dialect::backendOf(db());
    if (sql::Dialect::isBusy(e.nativeErrorCode(), backend))
        return fail(error, DbError::Locked, DbMessages::busy(path));
    if (sql::Dialect::isConnectionLost(e.nativeErrorCode(), backend))
        return fail(error, DbError::Unreachable, ServerMessages::connectionLost(path));
    return fail(error, DbError::Io, DbMessages::writeFailed(path, where().scrub(e.text())));
}

bool Store::failTransaction(const Transaction &tx, DbError *error, DbError::Kind otherwise) const
{
    const QSqlError e = tx.lastError();
    const sql::Backend backend = sql::Dialect::backendOf(db());
    if (sql::Dialect::isConnectionLost(e.nativeErrorCode(), backend))
        return fail(error, DbError::Unreachable, ServerMessages::connectionLost(path));
    if (otherwise == DbError::Locked)
        return fail(error, DbError::Locked, DbMessages::busy(path));
    return fail(error, DbError::Io, DbMessages::writeFailed(path, where().scrub(e.text())));
}

bool Store::failRead(DbError *error, const QSqlQuery &query) const
{
    const QString message = file.isOpen() ? DbMessages::readFailed(path, query.lastError().text())
                                          : DbMessages::notOpen();
    fail(error, DbError::Io, message);
    emit notifier->readFailed(message);
    return false;
}

bool Store::read(QSqlQuery &query, DbError *error) const
{
    return query.exec() || failRead(error, query);
}

bool Store::checkWritable(DbError *error) const
{
    if (!file.isOpen())
        return fail(error, DbError::Io, DbMessages::notOpen());
    if (file.isReadOnly())
        return fail(error, DbError::ReadOnly, DbMessages::openedReadOnly(path));
    // A file whose pages are still being checked is written only once they
    // are found sound (a wait of a moment at most); a damaged one never.
    if (!file.pagesTrusted(error))
        return false;
    return checkConnection(error);
}

bool Store::checkConnection(DbError *error) const
{
    // A change reads before it writes (the seats, the current version): on a
    // connection the server dropped those reads would come back empty, so the
    // connection is tried first and made again if it went away.
    if (!where().isServer())
        return true;
    QSqlDatabase conn = db();
    for (int attempt = 0; attempt < 2; ++attempt) {
        QSqlQuery ping(conn);
        if (conn.isOpen() && ping.exec(QStringLiteral("SELECT 1")))
            return true;
        const QSqlError e = conn.isOpen() ? ping.lastError() : conn.lastError();
        if (conn.isOpen() && !sql::Dialect::isConnectionLost(e.nativeErrorCode(), backend()))
            return failQuery(error, ping);
        if (attempt > 0)
            break;
        conn.close();
        if (conn.open()) {
            tournamentfile::quietServerNotices(conn);
            if (reconnected)
                reconnected();
        }
    }
    return fail(error, DbError::Unreachable, ServerMessages::connectionLost(path));
}

QSqlQuery Store::prepare(const QString &sql) const
{
    QSqlQuery q(db());
    q.setForwardOnly(true);
    if (file.isOpen()) // else exec() fails, and the caller says nothing is open
        q.prepare(sql);
    return q;
}

bool Store::exec(QSqlQuery &query, const QVariantList &values, DbError *error) const
{
    for (int i = 0; i < values.size(); ++i)
        query.bindValue(i, values.at(i));
    if (!query.exec())
        return failQuery(error, query);
    return true;
}

namespace {

// Connections whose transaction is open, on this thread. A Transaction made
// while one is open joins it: a writer called inside a Tournament::Change, or
// a snapshot read inside a save, is part of the outer transaction, which
// alone commits or rolls back. (SQLite refuses a second BEGIN; a server takes
// it with a warning, and the inner one's ROLLBACK would end the outer one.)
QSet<QString> &openTransactions()
{
    static thread_local QSet<QString> open;
    return open;
}

} // namespace

Transaction::Transaction(QSqlDatabase db, bool write)
    : m_db(db)
    , m_write(write)
{
    const sql::Backend backend = sql::Dialect::backendOf(m_db);
    m_server = backend == sql::Backend::Postgres;
    if (openTransactions().contains(m_db.connectionName())) {
        m_joined = true;
        return;
    }
    const QStringList begin =
        write ? sql::Dialect::beginWrite(backend) : QStringList{sql::Dialect::beginRead(backend)};
    // A server that went away and came back: nothing is half done before the
    // first statement, so the connection is made again and the start tried
    // once more. The session's settings come with the connection.
    for (int attempt = 0; attempt < (m_server ? 2 : 1) && !m_active; ++attempt) {
        if (attempt > 0) {
            if (!sql::Dialect::isConnectionLost(m_error.nativeErrorCode(), backend))
                break;
            m_db.close();
            if (!m_db.open()) {
                m_error = m_db.lastError();
                break;
            }
            tournamentfile::quietServerNotices(m_db);
        }
        for (const QString &statement : begin) {
            QSqlQuery q(m_db);
            m_active = q.exec(statement);
            if (!m_active) {
                m_error = q.lastError();
                if (statement != begin.first()) {
                    QSqlQuery rollback(m_db);
                    rollback.exec(QStringLiteral("ROLLBACK"));
                }
                break;
            }
        }
    }
    if (m_active)
        openTransactions().insert(m_db.connectionName());
}

Transaction::~Transaction()
{
    if (m_active) {
        QSqlQuery q(m_db);
        q.exec(QStringLiteral("ROLLBACK"));
        openTransactions().remove(m_db.connectionName());
    }
}

bool Transaction::commit()
{
    if (m_joined)
        return true; // the outer transaction commits
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
    openTransactions().remove(m_db.connectionName());
    return true;
}

qint64 Store::dataVersion() const
{
    // A server announces its changes instead (LISTEN/NOTIFY): no counter there.
    if (backend() != sql::Backend::Sqlite)
        return -1;
    QSqlQuery q = prepare(sql::Dialect::dataVersionQuery());
    if (q.exec() && q.next())
        return q.value(0).toLongLong();
    return -1;
}

Store::Change::Change(Store &store, DbError *error)
    : m_store(store)
{
    if (!store.checkWritable(error)) {
        m_ended = true;
        return;
    }
    m_tx = std::make_unique<Transaction>(store.db());
    if (!m_tx->isActive()) {
        store.failTransaction(*m_tx, error, DbError::Locked);
        m_tx.reset();
        m_ended = true;
        return;
    }
    ++store.changes;
}

Store::Change::~Change()
{
    if (!m_ended)
        end(false);
}

bool Store::Change::isActive() const
{
    return m_tx && !m_ended;
}

bool Store::Change::commit(DbError *error)
{
    if (!isActive())
        return false;
    if (!m_tx->commit()) {
        m_store.failTransaction(*m_tx, error, DbError::Io);
        end(false);
        return false;
    }
    end(true);
    return true;
}

void Store::Change::end(bool committed)
{
    m_ended = true;
    if (!committed)
        m_tx.reset(); // rolls back (unless joined to an outer Change, which decides)
    if (--m_store.changes > 0)
        return;
    const QList<std::function<void()>> told = std::exchange(m_store.held, {});
    if (committed) {
        for (const std::function<void()> &tell : told)
            tell();
        return;
    }
    for (const std::function<void()> &forget : m_store.rolledBack)
        forget();
}

} // namespace ctd
