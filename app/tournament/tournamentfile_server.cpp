// A tournament on a PostgreSQL server (docs/formats.md, "Tournament servers"): the
// same schema and upgrade steps as a file, in the server's dialect. One
// database holds one tournament; its tables are made on the first open for
// writing. A database with another program's tables is refused and never
// written: it is looked at inside a read-only transaction first.
#include "dbschema.h"
#include "servermessages.h"
#include "store.h"
#include "tournamentfile.h"
#include "tournamentfile_p.h"

#include <QDate>
#include <QSet>
#include <QSqlDriver>

#include <atomic>

#ifdef Q_OS_UNIX
#include <dlfcn.h>
#endif

namespace ctd {

namespace {

constexpr sql::Backend kPg = sql::Backend::Postgres;
using tournamentfile::runAll;
using tournamentfile::upgradeStatements;

QString newServerConnectionName()
{
    static std::atomic<int> counter{0};
    return QStringLiteral("ctd-server-%1").arg(++counter);
}

enum class Contents { Empty, Ours, Other, Unknown };

// What the database holds; `version` for a tournament.
Contents contents(QSqlDatabase db, int *version, QSet<QString> *tables, QSqlError *failure)
{
    QSqlQuery q(db);
    if (!q.exec(sql::Dialect::tableNamesQuery(kPg))) {
        *failure = q.lastError();
        return Contents::Unknown;
    }
    while (q.next())
        tables->insert(q.value(0).toString());
    if (tables->isEmpty())
        return Contents::Empty;
    if (!tables->contains(sql::Dialect::markTable(kPg)))
        return Contents::Other;
    QSqlQuery id(db);
    if (!id.exec(sql::Dialect::applicationIdQuery(kPg)) || !id.next()
        || quint32(id.value(0).toInt()) != schema::kApplicationId)
        return Contents::Other;
    QSqlQuery v(db);
    if (!v.exec(sql::Dialect::schemaVersionQuery(kPg)) || !v.next()) {
        *failure = v.lastError();
        return Contents::Unknown;
    }
    *version = v.value(0).toInt();
    return Contents::Ours;
}

} // namespace

namespace tournamentfile {

void quietServerNotices(QSqlDatabase db)
{
#ifdef Q_OS_UNIX
    // libpq's own notice processor writes to stderr. The driver loaded libpq;
    // its function is looked up there rather than linked, so that a desk
    // without the server driver needs no libpq.
    using Processor = void (*)(void *, const char *);
    using SetProcessor = Processor (*)(void *, Processor, void *);
    const QVariant handle = db.isOpen() ? db.driver()->handle() : QVariant();
    if (qstrcmp(handle.typeName(), "PGconn*") != 0)
        return;
    static const SetProcessor setProcessor = [] {
        void *libpq = ::dlopen("libpq.so.5", RTLD_LAZY | RTLD_NOLOAD);
        return libpq ? reinterpret_cast<SetProcessor>(::dlsym(libpq, "PQsetNoticeProcessor"))
                     : nullptr;
    }();
    void *connection = *static_cast<void *const *>(handle.constData());
    if (setProcessor && connection)
        setProcessor(
            connection, [](void *, const char *) {}, nullptr);
#else
    Q_UNUSED(db);
#endif
}

} // namespace tournamentfile

bool TournamentFile::openServer(const DbLocation &server, bool openReadOnly, DbError *error)
{
    const QString shown = server.display();
    if (!QSqlDatabase::isDriverAvailable(sql::Dialect::driver(kPg)))
        return failWith(error, DbError::Io, ServerMessages::noDriver(shown));

    m_connection = newServerConnectionName();
    m_path = shown;
    m_location = server;
    m_readOnly = openReadOnly;
    m_created = false;
    QSqlDatabase conn = QSqlDatabase::addDatabase(sql::Dialect::driver(kPg), m_connection);
    conn.setHostName(server.host());
    conn.setPort(server.port());
    conn.setDatabaseName(server.database());
    conn.setUserName(server.user());
    conn.setPassword(server.password());
    QString options = sql::Dialect::connectOptions(openReadOnly, false, kPg);
    if (!server.driverOptions().isEmpty())
        options += QLatin1Char(';') + server.driverOptions();
    conn.setConnectOptions(options);
    QSqlError failure;
    if (!conn.open()) {
        const QString reason = server.scrub(conn.lastError().text());
        return failWith(error, DbError::Io, ServerMessages::cannotConnect(shown, reason));
    }
    tournamentfile::quietServerNotices(conn);
    const QStringList setup =
        openReadOnly ? sql::Dialect::readOnlySessionSetup(kPg) : sql::Dialect::sessionSetup(kPg);
    if (!runAll(conn, setup, &failure))
        return failWith(error, DbError::Io,
                        ServerMessages::cannotConnect(shown, server.scrub(failure.text())));

    // Looked at under the write lock, so that two desks opening an empty
    // database at once make its tables once.
    Transaction tx(conn, !openReadOnly);
    if (!tx.isActive())
        return failWith(error,
                        sql::Dialect::isBusy(tx.lastError().nativeErrorCode(), kPg)
                            ? DbError::Locked
                            : DbError::Io,
                        ServerMessages::cannotConnect(shown, server.scrub(tx.lastError().text())));
    int version = 0;
    QSet<QString> tables;
    switch (contents(conn, &version, &tables, &failure)) {
    case Contents::Unknown:
        return failWith(error, DbError::Io,
                        ServerMessages::cannotConnect(shown, server.scrub(failure.text())));
    case Contents::Other:
        return failWith(error, DbError::NotATournament, ServerMessages::otherProgram(shown));
    case Contents::Empty: {
        if (openReadOnly)
            return failWith(error, DbError::Io, ServerMessages::emptyDatabase(shown));
        QStringList statements = sql::Dialect::markSetup(kPg) + upgradeStatements(0, kPg);
        statements << sql::Dialect::setApplicationId(schema::kApplicationId, kPg);
        bool ok = runAll(conn, statements, &failure);
        if (ok) {
            QSqlQuery q(conn);
            q.prepare(QStringLiteral(
                "INSERT INTO tournament (id, name, held_on, rule_set) VALUES (1, ?, ?, ?)"));
            q.addBindValue(server.database());
            q.addBindValue(QDate::currentDate().toString(Qt::ISODate));
            q.addBindValue(RuleSet::standard().id);
            ok = q.exec();
            if (!ok)
                failure = q.lastError();
        }
        if (!ok || !tx.commit())
            return failWith(error, DbError::Io,
                            ServerMessages::cannotCreate(
                                shown, server.scrub(ok ? tx.lastError().text() : failure.text())));
        m_created = true;
        break;
    }
    case Contents::Ours: {
        if (version > schema::currentVersion())
            return failWith(error, DbError::TooNew,
                            ServerMessages::tooNew(shown, version, schema::currentVersion()));
        for (const QString &t : schema::requiredTables()) {
            if (!tables.contains(t))
                return failWith(error, DbError::NotATournament,
                                ServerMessages::notATournament(shown));
        }
        if (version < schema::currentVersion()) {
            if (openReadOnly)
                return failWith(error, DbError::Io, ServerMessages::tooOldForReading(shown));
            if (!runAll(conn, upgradeStatements(version, kPg), &failure) || !tx.commit())
                return failWith(
                    error, DbError::Io,
                    ServerMessages::upgradeFailed(
                        shown,
                        server.scrub(failure.isValid() ? failure.text() : tx.lastError().text())));
        }
        break;
    }
    }
    if (tx.isActive() && !tx.commit())
        return failWith(error, DbError::Io,
                        ServerMessages::cannotConnect(shown, server.scrub(tx.lastError().text())));
    return true;
}

void TournamentFile::dropCreatedServerTables()
{
    QSqlDatabase conn = QSqlDatabase::database(m_connection, false);
    if (!conn.isOpen())
        return;
    // Under the write lock, so that no other desk writes meanwhile; and only
    // while the tournament is as open() made it (another desk may have opened
    // and filled it since).
    Transaction tx(conn);
    if (!tx.isActive())
        return;
    QSqlQuery used(conn);
    if (!used.exec(
            QStringLiteral("SELECT (SELECT COUNT(*) FROM player) + (SELECT COUNT(*) FROM round)"))
        || !used.next() || used.value(0).toLongLong() != 0)
        return;
    // The database held nothing before: every relation in it is ours.
    QSqlQuery list(conn);
    if (!list.exec(QStringLiteral(
            "SELECT c.relkind, quote_ident(n.nspname) || '.' || quote_ident(c.relname) "
            "FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
            "WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') "
            "AND n.nspname NOT LIKE 'pg_toast%' AND c.relkind IN ('r', 'v')")))
        return;
    QStringList views, tables;
    while (list.next())
        (list.value(0).toString() == QLatin1String("v") ? views : tables)
            .append(list.value(1).toString());
    QStringList statements;
    if (!views.isEmpty())
        statements << QStringLiteral("DROP VIEW IF EXISTS %1 CASCADE").arg(views.join(u','));
    if (!tables.isEmpty())
        statements << QStringLiteral("DROP TABLE IF EXISTS %1 CASCADE").arg(tables.join(u','));
    QSqlError failure;
    if (runAll(conn, statements, &failure))
        tx.commit();
}

bool TournamentFile::openServerAt(const QString &address, bool openReadOnly, DbError *error)
{
    QString problem;
    const DbLocation server = DbLocation::parse(address, &problem);
    if (!server.isValid())
        return failWith(error, DbError::Invalid, problem);
    return openServer(server, openReadOnly, error);
}

} // namespace ctd
