#pragma once

#include <QCoreApplication>
#include <QList>
#include <QPair>
#include <QString>

namespace ctd {

/// Where a tournament lives: a file, or a database on a PostgreSQL server
/// (docs/formats.md, "Tournament servers"):
///
///     postgresql://[USER[:PASSWORD]@]HOST[:PORT]/DATABASE[?OPTION=VALUE&…]
///
/// The options are passed to the server's client library as they are
/// (sslmode, connect_timeout, …). The password is kept for connecting only:
/// no text this class makes for a person or a log contains it.
class DbLocation
{
    Q_DECLARE_TR_FUNCTIONS(DbLocation)

public:
    static constexpr int kDefaultPort = 5432;

    /// A file (an empty path: the default tournament file).
    DbLocation() = default;
    static DbLocation file(const QString &path);
    static DbLocation server(const QString &host, int port, const QString &database,
                             const QString &user, const QString &password = {});

    /// Whether `text` names a server (starts with postgresql:// or postgres://).
    static bool looksLikeServer(const QString &text);
    /// Reads a --db argument. A server address that is not well formed gives
    /// an invalid location and the reason in `problem` (translated, without
    /// the password).
    static DbLocation parse(const QString &text, QString *problem = nullptr);

    bool isValid() const { return m_valid; }
    bool isServer() const { return m_server; }

    /// The file's path (files only).
    QString filePath() const { return m_path; }

    QString host() const { return m_host; }
    int port() const { return m_port; }
    QString database() const { return m_database; }
    QString user() const { return m_user; }
    bool hasPassword() const { return !m_password.isEmpty(); }
    /// For the connection only; never shown.
    QString password() const { return m_password; }
    void setPassword(const QString &password) { m_password = password; }
    QList<QPair<QString, QString>> options() const { return m_options; }
    /// The options in the Qt driver's form: "key=value;key=value".
    QString driverOptions() const;

    /// The --db form with the password, to hand to Tournament::open() only:
    /// never shown, logged or stored.
    QString connectionAddress() const;
    /// What a person reads: the file's path, or the address without the
    /// password (postgresql://desk@host:5432/final).
    QString display() const;
    /// `text` with every occurrence of the password replaced, for messages
    /// that come from elsewhere (the server, the client library).
    QString scrub(const QString &text) const;

    bool operator==(const DbLocation &other) const;
    bool operator!=(const DbLocation &other) const { return !(*this == other); }

private:
    bool m_valid = true;
    bool m_server = false;
    QString m_path;
    QString m_host;
    int m_port = kDefaultPort;
    QString m_database;
    QString m_user;
    QString m_password;
    QList<QPair<QString, QString>> m_options;
};

} // namespace ctd
