#include "dblocation.h"

#include <QUrl>
#include <QUrlQuery>

namespace ctd {

namespace {

const QString kScheme = QStringLiteral("postgresql");
const QString kShortScheme = QStringLiteral("postgres");

// The address as it was written, with the password (if any) left out, for a
// message about an address that could not be read.
QString withoutPassword(const QString &written)
{
    // The options may hold anything, a password too.
    const QString text = written.left(written.indexOf(QLatin1Char('?')));
    const qsizetype start = text.indexOf(QLatin1String("://"));
    const qsizetype at = text.lastIndexOf(QLatin1Char('@'));
    if (start < 0 || at < start)
        return text;
    const qsizetype colon = text.indexOf(QLatin1Char(':'), start + 3);
    if (colon < 0 || colon > at)
        return text;
    return text.left(colon) + text.mid(at);
}

// Option names the client library knows, as libpq spells them: letters,
// digits and underscores.
bool isOptionName(const QString &name)
{
    if (name.isEmpty())
        return false;
    for (QChar c : name) {
        if (!(c.isLetterOrNumber() || c == QLatin1Char('_')) || c.unicode() > 127)
            return false;
    }
    return true;
}

} // namespace

DbLocation DbLocation::file(const QString &path)
{
    DbLocation l;
    l.m_path = path;
    return l;
}

DbLocation DbLocation::server(const QString &host, int port, const QString &database,
                              const QString &user, const QString &password)
{
    DbLocation l;
    l.m_server = true;
    l.m_host = host;
    l.m_port = port > 0 ? port : kDefaultPort;
    l.m_database = database;
    l.m_user = user;
    l.m_password = password;
    l.m_valid = !host.isEmpty() && !database.isEmpty();
    return l;
}

bool DbLocation::looksLikeServer(const QString &text)
{
    return text.startsWith(kScheme + QStringLiteral("://"), Qt::CaseInsensitive)
        || text.startsWith(kShortScheme + QStringLiteral("://"), Qt::CaseInsensitive);
}

DbLocation DbLocation::parse(const QString &text, QString *problem)
{
    if (!looksLikeServer(text))
        return file(text);

    DbLocation l;
    l.m_server = true;
    l.m_valid = false;
    auto refuse = [&](const QString &why) {
        if (problem)
            *problem = tr("%1 is not a server address: %2. Write "
                          "postgresql://[USER[:PASSWORD]@]HOST[:PORT]/DATABASE.")
                           .arg(withoutPassword(text), why);
        return l;
    };

    const QUrl url(text, QUrl::StrictMode);
    if (!url.isValid()) {
        // QUrl's own explanation repeats the address, password included.
        const QString afterHost = text.mid(text.lastIndexOf(QLatin1Char('@')) + 1);
        const qsizetype colon = afterHost.indexOf(QLatin1Char(':'));
        if (colon >= 0 && !afterHost.startsWith(QLatin1Char('[')))
            return refuse(tr("the port must be a number from 1 to 65535"));
        return refuse(tr("it is not a well-formed address"));
    }
    if (url.host().isEmpty())
        return refuse(tr("the server's name or IP address is missing"));
    const QString path = url.path(QUrl::FullyDecoded);
    const QString database = path.startsWith(QLatin1Char('/')) ? path.mid(1) : path;
    if (database.isEmpty())
        return refuse(tr("the database's name is missing"));
    if (database.contains(QLatin1Char('/')))
        return refuse(tr("\"%1\" is not a database name").arg(database));
    if (url.port() == 0)
        return refuse(tr("the port must be a number from 1 to 65535"));
    if (url.hasFragment())
        return refuse(tr("an address has no part after #"));

    const QUrlQuery query(url);
    for (const auto &[key, value] : query.queryItems(QUrl::FullyDecoded)) {
        if (!isOptionName(key))
            return refuse(tr("\"%1\" is not an option name").arg(key));
        // Options that would connect elsewhere than the address says: every
        // message names the address, so it alone says where the tournament is.
        static const QStringList elsewhere{QStringLiteral("dbname"),   QStringLiteral("host"),
                                           QStringLiteral("hostaddr"), QStringLiteral("port"),
                                           QStringLiteral("user"),     QStringLiteral("service")};
        if (elsewhere.contains(key))
            return refuse(tr("the option \"%1\" would choose another server, database or user "
                             "than the address names; write that in the address itself")
                              .arg(key));
        if (key == QLatin1String("password"))
            return refuse(tr("write the password before the @, or leave it out and let the "
                             "server's usual password file or PGPASSWORD give it"));
        l.m_options.append({key, value});
    }

    l.m_host = url.host(QUrl::FullyDecoded);
    l.m_port = url.port(kDefaultPort);
    l.m_database = database;
    l.m_user = url.userName(QUrl::FullyDecoded);
    l.m_password = url.password(QUrl::FullyDecoded);
    l.m_valid = true;
    return l;
}

QString DbLocation::driverOptions() const
{
    QStringList parts;
    for (const auto &[key, value] : m_options) {
        QString quoted = value;
        quoted.replace(QLatin1Char('\\'), QStringLiteral("\\\\"))
            .replace(QLatin1Char('\''), QStringLiteral("\\'"));
        parts.append(key + QStringLiteral("='") + quoted + QLatin1Char('\''));
    }
    return parts.join(QLatin1Char(';'));
}

QString DbLocation::connectionAddress() const
{
    if (!m_server || m_password.isEmpty())
        return display();
    QUrl url(display());
    url.setPassword(m_password);
    return url.toString(QUrl::FullyEncoded);
}

QString DbLocation::display() const
{
    if (!m_server)
        return m_path;
    QUrl url;
    url.setScheme(kScheme);
    url.setUserName(m_user);
    url.setHost(m_host);
    url.setPort(m_port);
    url.setPath(QLatin1Char('/') + m_database);
    if (!m_options.isEmpty()) {
        QUrlQuery query;
        query.setQueryItems(m_options);
        url.setQuery(query);
    }
    return url.toString();
}

QString DbLocation::scrub(const QString &text) const
{
    if (m_password.isEmpty())
        return text;
    QString out = text;
    out.replace(m_password, QStringLiteral("********"));
    return out;
}

bool DbLocation::operator==(const DbLocation &other) const
{
    return m_server == other.m_server && m_path == other.m_path && m_host == other.m_host
        && m_port == other.m_port && m_database == other.m_database && m_user == other.m_user
        && m_options == other.m_options;
}

} // namespace ctd
