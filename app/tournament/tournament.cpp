// The Tournament class: shared tools, opening and the heading.
// The file itself (checks, lock, upgrade) is TournamentFile in tournamentfile.cpp, rounds in
// tournament_rounds.cpp, sheets in tournament_sheets.cpp, importing in tournament_import.cpp
// and the players in tournament_players.cpp.
#include "servermessages.h"
#include "tournament_p.h"
#include "tournamentfile_p.h"

#include "changemessages.h"

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
    const sql::Backend backend = sql::Dialect::backendOf(db());
    if (sql::Dialect::isBusy(e.nativeErrorCode(), backend))
        return fail(error, DbError::Locked, DbMessages::busy(path));
    if (sql::Dialect::isConnectionLost(e.nativeErrorCode(), backend))
        return fail(error, DbError::Unreachable, ServerMessages::connectionLost(path));
    return fail(error, DbError::Io, DbMessages::writeFailed(path, where().scrub(e.text())));
}

bool Tournament::Private::failTransaction(const Transaction &tx, DbError *error,
                                          DbError::Kind otherwise) const
{
    const QSqlError e = tx.lastError();
    const sql::Backend backend = sql::Dialect::backendOf(db());
    if (sql::Dialect::isConnectionLost(e.nativeErrorCode(), backend))
        return fail(error, DbError::Unreachable, ServerMessages::connectionLost(path));
    if (otherwise == DbError::Locked)
        return fail(error, DbError::Locked, DbMessages::busy(path));
    return fail(error, DbError::Io, DbMessages::writeFailed(path, where().scrub(e.text())));
}

bool Tournament::Private::failRead(DbError *error, const QSqlQuery &query) const
{
    const QString message = file.isOpen() ? DbMessages::readFailed(path, query.lastError().text())
                                          : DbMessages::notOpen();
    fail(error, DbError::Io, message);
    emit q->notifier()->readFailed(message);
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
    // A file whose pages are still being checked is written only once they
    // are found sound (a wait of a moment at most); a damaged one never.
    if (!file.pagesTrusted(error))
        return false;
    return checkConnection(error);
}

bool Tournament::Private::checkConnection(DbError *error) const
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
            const_cast<Private *>(this)->followOtherDesks();
        }
    }
    return fail(error, DbError::Unreachable, ServerMessages::connectionLost(path));
}

QSqlQuery Tournament::Private::prepare(const QString &sql) const
{
    QSqlQuery q(db());
    q.setForwardOnly(true);
    if (file.isOpen()) // else exec() fails, and the caller says nothing is open
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

// Tournament --------------------------------------------------------------------

Notifier *Tournament::notifier() const
{
    return d->notifier;
}

Tournament::Tournament(QObject *parent)
    : QObject(parent)
    , d(std::make_unique<Private>(this))
{
    d->announceEvents();
    d->watchScores();
}

Tournament::~Tournament()
{
    close();
}

// The tournament by job ---------------------------------------------------------

Roster &Tournament::roster()
{
    return d->roster;
}

const Roster &Tournament::roster() const
{
    return d->roster;
}

Rounds &Tournament::rounds()
{
    return d->rounds;
}

const Rounds &Tournament::rounds() const
{
    return d->rounds;
}

Results &Tournament::results()
{
    return d->results;
}

const Results &Tournament::results() const
{
    return d->results;
}

Details &Tournament::details()
{
    return d->details;
}

const Details &Tournament::details() const
{
    return d->details;
}

Boards &Tournament::boards()
{
    return d->boards;
}

const Boards &Tournament::boards() const
{
    return d->boards;
}

Clock &Tournament::clock()
{
    return d->clock;
}

const Clock &Tournament::clock() const
{
    return d->clock;
}

const Ranking &Tournament::ranking() const
{
    return d->ranking;
}

Backups &Tournament::backups()
{
    return d->backups;
}

Reports &Tournament::reports()
{
    return d->reports;
}

const Reports &Tournament::reports() const
{
    return d->reports;
}

Door &Tournament::door()
{
    return d->door;
}

const Door &Tournament::door() const
{
    return d->door;
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
        DbError finding; // a damaged page may be why the reading failed
        if (!file.pagesTrusted(&finding) && error)
            *error = finding;
        q->close();
        return false;
    }
    if (file.hasPageCheck()) {
        pageWatch = std::make_unique<QFutureWatcher<DbError>>();
        QObject::connect(pageWatch.get(), &QFutureWatcher<DbError>::finished, q, [this] {
            DbError finding;
            if (!file.pagesTrusted(&finding))
                emit q->notifier()->pagesDamaged(finding.message);
        });
        pageWatch->setFuture(file.pageCheck());
    }
    followOtherDesks();
    emit q->notifier()->opened();
    return true;
}

bool Tournament::Private::loadInfo(DbError *error)
{
    QSqlQuery q = prepare(QStringLiteral(
        "SELECT name, held_on, rule_set, rules, round_minutes FROM tournament WHERE id = 1"));
    if (!q.exec() || !q.next()) {
        return failWith(error, DbError::NotATournament,
                        DbMessages::cannotOpen(path, q.lastError().text()));
    }
    TournamentInfo loaded;
    loaded.name = q.value(0).toString();
    loaded.date = QDate::fromString(q.value(1).toString(), Qt::ISODate);
    const QString ruleSet = q.value(2).toString();
    const bool known = rulesFrom(ruleSet, q.value(3), &loaded.rules);
    loaded.roundMinutes = q.value(4).toInt();
    q.finish();
    if (!known)
        return failWith(error, DbError::TooNew, DbMessages::unknownRuleSet(path, ruleSet));
    info = loaded;
    return true;
}

void Tournament::setPagesCheckedLater(bool later)
{
    d->file.setPagesCheckedLater(later);
}

void Tournament::setPagesCheckedElsewhere(bool elsewhere)
{
    d->file.setPagesCheckedElsewhere(elsewhere);
}

void Tournament::setPageCheckHeld(bool held)
{
    d->file.setPageCheckHeld(held);
}

void Tournament::startPageCheck()
{
    d->file.releasePageCheck();
}

void Tournament::close()
{
    const bool wasOpen = d->file.isOpen();
    d->pageWatch.reset();
    d->file.close();
    d->path.clear();
    d->info = TournamentInfo();
    if (wasOpen)
        emit notifier()->closed();
}

void Tournament::closeAndDiscardIfCreated()
{
    const bool wasOpen = d->file.isOpen();
    d->pageWatch.reset();
    d->file.discardCreated();
    d->path.clear();
    d->info = TournamentInfo();
    if (wasOpen)
        emit notifier()->closed();
}

bool Tournament::createdByOpen() const
{
    return d->file.created();
}

void Tournament::setLockWait(int milliseconds)
{
    d->file.setLockWait(milliseconds);
}

void Tournament::setWriterRole(WriterRole role)
{
    d->file.setWriterRole(role);
}

void Tournament::setWriterDefaults(WriterRole role, int lockWaitMs)
{
    TournamentFile::setWriterDefaults(role, lockWaitMs);
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

TournamentInfo Details::info() const
{
    return d->info;
}

bool Details::setInfo(const TournamentInfo &info, DbError *error)
{
    if (!d->checkWritable(error))
        return false;
    if (info.roundMinutes < 1 || info.roundMinutes > 600)
        return failWith(error, DbError::Invalid,
                        ChangeMessages::badRoundMinutes(info.roundMinutes));
    Transaction tx(d->db());
    if (!tx.isActive())
        return Private::fail(error, DbError::Locked, DbMessages::busy(d->path));
    QSqlQuery q = d->prepare(QStringLiteral(
        "UPDATE tournament SET name = ?, held_on = ?, round_minutes = ? WHERE id = 1"));
    if (!d->exec(q, {info.name.trimmed(), info.date.toString(Qt::ISODate), info.roundMinutes},
                 error)
        || !d->storeRules(info.rules, error))
        return false;
    if (!tx.commit())
        return Private::fail(error, DbError::Io,
                             DbMessages::writeFailed(d->path, tx.lastError().text()));
    d->info = info;
    d->info.name = info.name.trimmed();
    d->notify(&Notifier::infoChanged);
    return true;
}

} // namespace ctd
