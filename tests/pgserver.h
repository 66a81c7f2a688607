#pragma once
// A private PostgreSQL 15 server for the tests: created in a temporary
// folder, listening on 127.0.0.1 at a free port (and on a Unix socket in the
// folder for its administrator), stopped and removed afterwards.
//
// initdb and postgres refuse to run as root, and CI runs as root: then the
// server runs as the `postgres` system user (Debian's package creates it),
// which is given the temporary folder. As another user it runs as that user.

#include <QDir>
#include <QProcess>
#include <QStringList>
#include <QTemporaryDir>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <pwd.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

namespace ctd::test {

class PgServer
{
public:
    /// The role the program connects as, and its password.
    static QString user() { return QStringLiteral("desk"); }
    static QString password() { return QStringLiteral("s3cret-Pw"); }

    PgServer() = default;
    ~PgServer() { destroy(); }
    PgServer(const PgServer &) = delete;
    PgServer &operator=(const PgServer &) = delete;

    /// Creates the cluster, starts it and creates the role. False with the
    /// reason in `why` when something is missing or fails.
    bool start(QString *why, bool durable = false)
    {
        if (!QFileInfo::exists(binary(QStringLiteral("initdb")))) {
            *why = QStringLiteral("PostgreSQL 15 is not installed (.ci/install-deps installs it)");
            return false;
        }
        if (!m_dir.isValid()) {
            *why = QStringLiteral("no temporary folder");
            return false;
        }
        if (!handOver(m_dir.path(), why))
            return false;
        m_port = freePort();
        QStringList initdb{QStringLiteral("-D"),
                           dataDir(),
                           QStringLiteral("-U"),
                           QStringLiteral("postgres"),
                           QStringLiteral("--auth-local=trust"),
                           QStringLiteral("--auth-host=scram-sha-256"),
                           QStringLiteral("-E"),
                           QStringLiteral("UTF8"),
                           QStringLiteral("--no-locale")};
        if (!durable)
            initdb << QStringLiteral("--no-sync");
        if (!run(binary(QStringLiteral("initdb")), initdb, why))
            return false;
        m_durable = durable;
        if (!resume(why))
            return false;
        return admin(QStringLiteral("postgres"),
                     QStringLiteral("CREATE ROLE %1 LOGIN PASSWORD '%2'").arg(user(), password()),
                     why);
    }

    /// Stops the server (fast: open connections are cut), keeping its data.
    bool stop(QString *why = nullptr)
    {
        QString ignored;
        if (!m_running)
            return true;
        m_running = !run(binary(QStringLiteral("pg_ctl")),
                         {QStringLiteral("-D"), dataDir(), QStringLiteral("-m"),
                          QStringLiteral("fast"), QStringLiteral("-w"), QStringLiteral("stop")},
                         why ? why : &ignored);
        return !m_running;
    }

    /// Starts the stopped server again on the same port.
    bool resume(QString *why)
    {
        QString options = QStringLiteral("-p %1 -k %2 -c listen_addresses=127.0.0.1")
                              .arg(m_port)
                              .arg(m_dir.path());
        if (!m_durable)
            options += QStringLiteral(" -c fsync=off -c synchronous_commit=off");
        m_running = run(binary(QStringLiteral("pg_ctl")),
                        {QStringLiteral("-D"), dataDir(), QStringLiteral("-l"),
                         m_dir.filePath(QStringLiteral("log")), QStringLiteral("-o"), options,
                         QStringLiteral("-w"), QStringLiteral("start")},
                        why);
        return m_running;
    }

    /// Creates an empty database owned by user().
    bool createDatabase(const QString &name, QString *why)
    {
        return admin(QStringLiteral("postgres"),
                     QStringLiteral("CREATE DATABASE \"%1\" OWNER %2").arg(name, user()), why);
    }

    /// Runs `sql` in `database` as the server's superuser; its output in `out`.
    bool admin(const QString &database, const QString &sql, QString *why, QString *out = nullptr)
    {
        return run(QStringLiteral("psql"),
                   {QStringLiteral("-X"), QStringLiteral("-q"), QStringLiteral("-A"),
                    QStringLiteral("-t"), QStringLiteral("-v"), QStringLiteral("ON_ERROR_STOP=1"),
                    QStringLiteral("-h"), m_dir.path(), QStringLiteral("-p"),
                    QString::number(m_port), QStringLiteral("-U"), QStringLiteral("postgres"),
                    QStringLiteral("-d"), database, QStringLiteral("-c"), sql},
                   why, out);
    }

    int port() const { return m_port; }
    bool isRunning() const { return m_running; }
    /// postgresql://desk@127.0.0.1:PORT/DATABASE, with the password if asked.
    QString address(const QString &database, bool withPassword = true) const
    {
        return QStringLiteral("postgresql://%1%2@127.0.0.1:%3/%4")
            .arg(user(), withPassword ? QStringLiteral(":") + password() : QString())
            .arg(m_port)
            .arg(database);
    }

private:
    static QString binary(const QString &name)
    {
        return QStringLiteral("/usr/lib/postgresql/15/bin/") + name;
    }
    QString dataDir() const { return m_dir.filePath(QStringLiteral("data")); }

    static bool asRoot() { return ::geteuid() == 0; }

    // As root, the postgres user gets the folder; otherwise it is ours already.
    static bool handOver(const QString &path, QString *why)
    {
        if (!asRoot())
            return true;
        const passwd *pw = ::getpwnam("postgres");
        if (!pw) {
            *why = QStringLiteral("no postgres system user (the postgresql package creates it)");
            return false;
        }
        const QByteArray p = QFile::encodeName(path);
        if (::chown(p.constData(), pw->pw_uid, pw->pw_gid) != 0
            || ::chmod(p.constData(), 0700) != 0) {
            *why = QStringLiteral("cannot give %1 to the postgres user").arg(path);
            return false;
        }
        return true;
    }

    // A port nobody listens on now: the one the system gives to a socket
    // bound to port 0.
    static int freePort()
    {
        const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in a{};
        a.sin_family = AF_INET;
        a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        socklen_t size = sizeof a;
        int port = 0;
        if (fd >= 0 && ::bind(fd, reinterpret_cast<sockaddr *>(&a), sizeof a) == 0
            && ::getsockname(fd, reinterpret_cast<sockaddr *>(&a), &size) == 0)
            port = ntohs(a.sin_port);
        if (fd >= 0)
            ::close(fd);
        return port;
    }

    bool run(const QString &program, const QStringList &args, QString *why, QString *out = nullptr)
    {
        QProcess p;
        p.setWorkingDirectory(m_dir.path());
        if (asRoot())
            p.start(QStringLiteral("runuser"),
                    QStringList{QStringLiteral("-u"), QStringLiteral("postgres"),
                                QStringLiteral("--"), program}
                        + args);
        else
            p.start(program, args);
        p.closeWriteChannel();
        const bool finished = p.waitForFinished(120000);
        const QString output = QString::fromLocal8Bit(p.readAllStandardOutput());
        if (out)
            *out = output.trimmed();
        if (finished && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0)
            return true;
        *why = QStringLiteral("%1 %2 failed: %3 %4")
                   .arg(program, args.join(QLatin1Char(' ')), output,
                        QString::fromLocal8Bit(p.readAllStandardError()));
        return false;
    }

    void destroy()
    {
        stop();
        // As root the files belong to postgres; root removes them all the same.
        m_dir.remove();
    }

    QTemporaryDir m_dir{QDir::tempPath() + QStringLiteral("/ctd-pg-XXXXXX")};
    int m_port = 0;
    bool m_running = false;
    bool m_durable = false;
};

} // namespace ctd::test
