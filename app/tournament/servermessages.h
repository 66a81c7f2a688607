#pragma once

#include <QCoreApplication>
#include <QString>

namespace ctd {

/// The messages about a tournament on a server. `server` is always the
/// address as DbLocation::display() writes it: never with the password.
class ServerMessages
{
    Q_DECLARE_TR_FUNCTIONS(ServerMessages)

public:
    static QString cannotConnect(const QString &server, const QString &reason);
    static QString noDriver(const QString &server);
    static QString otherProgram(const QString &server);
    static QString notATournament(const QString &server);
    static QString emptyDatabase(const QString &server);
    static QString tooNew(const QString &server, int version, int known);
    static QString tooOldForReading(const QString &server);
    static QString cannotCreate(const QString &server, const QString &reason);
    static QString upgradeFailed(const QString &server, const QString &reason);
    static QString connectionLost(const QString &server);
    /// Whether a change the lost connection stopped is tried again (at the
    /// desk it is); catan-desk-cli ends instead, and says so.
    static void setRetried(bool retried);
    static QString roundChanged(int round);
    // Copying a tournament
    static QString sameSource();
    static QString targetNotEmpty(const QString &target);
    static QString copyFailed(const QString &target, const QString &reason);
};

} // namespace ctd
