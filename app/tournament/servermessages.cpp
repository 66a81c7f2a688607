#include "servermessages.h"

#include "placemessages.h"

namespace ctd {

QString ServerMessages::cannotConnect(const QString &server, const QString &reason)
{
    return tr("The tournament server %1 could not be reached: %2. Check the address, the user "
              "and the password, and that the server is running.")
        .arg(server, reason.trimmed());
}

QString ServerMessages::noDriver(const QString &server)
{
    return tr("%1 needs the PostgreSQL driver of Qt (Debian: libqt6sql6-psql), which is not "
              "installed.")
        .arg(server);
}

QString ServerMessages::otherProgram(const QString &server)
{
    return placeMessage(PlaceMessage::OtherProgram, Place::Server, server);
}

QString ServerMessages::notATournament(const QString &server)
{
    return tr("The database %1 is marked as a tournament but lacks some of its tables. It was "
              "left as it is; ask the server's administrator to check it.")
        .arg(server);
}

QString ServerMessages::emptyDatabase(const QString &server)
{
    return tr("The database %1 holds no tournament yet. Import results or seat a round into it "
              "first, or copy a tournament into it.")
        .arg(server);
}

QString ServerMessages::tooNew(const QString &server, int version, int known)
{
    return placeMessage(PlaceMessage::TooNew, Place::Server, server, QString::number(version),
                        QString::number(known));
}

QString ServerMessages::tooOldForReading(const QString &server)
{
    return placeMessage(PlaceMessage::TooOldForReading, Place::Server, server);
}

QString ServerMessages::cannotCreate(const QString &server, const QString &reason)
{
    return placeMessage(PlaceMessage::CannotCreate, Place::Server, server, reason.trimmed());
}

QString ServerMessages::upgradeFailed(const QString &server, const QString &reason)
{
    return placeMessage(PlaceMessage::UpgradeFailed, Place::Server, server, reason.trimmed());
}

namespace {

bool retriedLater = true;

} // namespace

void ServerMessages::setRetried(bool retried)
{
    retriedLater = retried;
}

QString ServerMessages::connectionLost(const QString &server)
{
    if (!retriedLater)
        return tr("The connection to the tournament server %1 was lost. Nothing of this change "
                  "was saved; run the command again when the server is back.")
            .arg(server);
    return tr("The connection to the tournament server %1 was lost. Nothing of this change was "
              "saved; it is tried again when the server is back.")
        .arg(server);
}

QString ServerMessages::roundChanged(int round)
{
    return tr("Round %1 was started at another desk meanwhile, so this seating was not saved. "
              "Look at the round as it is now.")
        .arg(round);
}

QString ServerMessages::sameSource()
{
    return tr("A tournament cannot be copied onto itself: name another place as the target.");
}

QString ServerMessages::targetNotEmpty(const QString &target)
{
    return tr("%1 is not empty. A tournament is copied only to a new file or an empty database; "
              "nothing was changed.")
        .arg(target);
}

QString ServerMessages::copyFailed(const QString &target, const QString &reason)
{
    return tr("The tournament could not be copied to %1: %2. Nothing was written there.")
        .arg(target, reason.trimmed());
}

} // namespace ctd
