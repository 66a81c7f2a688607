// serve: the players' page of a tournament file (docs/formats.md §7, "The players' page").
#include "cli.h"

#include "readmodel/follower.h"
#include "tournament/details.h"
#include "tournament/tournament.h"
#include "web/playersserver.h"
#include "web/reportsserver.h"

#include <QHostAddress>

#include <cstdio>
#include <memory>

namespace ctd::cli {

namespace {

class ServeTexts
{
    Q_DECLARE_TR_FUNCTIONS(CliServeTexts)

public:
    static QString badAddress(const QString &address)
    {
        return tr("--listen takes an IP address such as 127.0.0.1 or 0.0.0.0, not \"%1\"")
            .arg(address);
    }
    static QString badPort(const QString &port)
    {
        return tr("--port takes a port number from 0 to 65535, not \"%1\"").arg(port);
    }
    static QString cannotListen(const QString &address, int port, const QString &reason)
    {
        return tr("cannot serve on %1 port %2: %3").arg(address).arg(port).arg(reason);
    }
};

} // namespace

int serveDb(const Invocation &inv, Output *output)
{
    if (!onlyOptions(inv,
                     {QStringLiteral("listen"), QStringLiteral("port"), QStringLiteral("reports")},
                     output))
        return UsageOrFile;
    if (!inv.positional.isEmpty()) {
        output->errors.append(usageError(Texts::tooManyArguments()));
        return UsageOrFile;
    }
    const QString listen = inv.has(QStringLiteral("listen")) ? inv.value(QStringLiteral("listen"))
                                                             : QStringLiteral("127.0.0.1");
    QHostAddress address;
    if (!address.setAddress(listen)) {
        output->errors.append(usageError(ServeTexts::badAddress(listen)));
        return UsageOrFile;
    }
    int port = 8080;
    if (inv.has(QStringLiteral("port"))) {
        bool ok = false;
        port = inv.value(QStringLiteral("port")).toInt(&ok);
        if (!ok || port < 0 || port > 65535) {
            output->errors.append(
                usageError(ServeTexts::badPort(inv.value(QStringLiteral("port")))));
            return UsageOrFile;
        }
    }

    TournamentFollower follower;
    DbError e;
    if (!follower.open(inv.db, &e))
        return databaseProblem(e, output);
    PlayersServer server(&follower);
    // With --reports the tables' reports are written to the tournament: it
    // is open for writing while serving, beside the command line's writers
    // (a desk is refused meanwhile). What they write reaches the page through
    // the follower, and the details this connection keeps (the rules) are
    // read again whenever it sees a change.
    Tournament tournament;
    std::unique_ptr<ReportsServer> reports;
    if (inv.has(QStringLiteral("reports"))) {
        tournament.setWriterRole(Tournament::WriterRole::Server);
        tournament.setLockWait(lockWaitMs());
        if (!tournament.open(inv.db, &e))
            return databaseProblem(e, output);
        reports = std::make_unique<ReportsServer>(&tournament);
        server.setReports(reports.get());
        QObject::connect(&follower, &TournamentFollower::changed, &tournament,
                         [&tournament] { tournament.details().reloadInfo(nullptr); });
    }
    if (!server.listen(address, quint16(port))) {
        output->errors.append(QStringLiteral("error: -: listen: ")
                              + ServeTexts::cannotListen(listen, port, server.errorString()));
        return UsageOrFile;
    }
    // The first line on stderr names the address, at once: a script (or a
    // test) that asked for port 0 reads the port from it.
    const QByteArray note =
        QStringLiteral("note: serving %1\n").arg(server.url().toString()).toUtf8();
    std::fputs(note.constData(), messages());
    std::fflush(messages());
    return QCoreApplication::exec();
}

} // namespace ctd::cli
