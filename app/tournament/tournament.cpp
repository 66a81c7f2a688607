// The Tournament class: opening and closing, and each job reached.
// The file itself (checks, lock, upgrade) is TournamentFile in tournamentfile.cpp; the
// tools every job shares are the Store (store.cpp); each job is a file of its own.
#include "backups.h"
#include "boards.h"
#include "clock.h"
#include "details.h"
#include "ranking.h"
#include "reports.h"
#include "results.h"
#include "roster.h"
#include "rounds.h"
#include "tournament_p.h"

namespace ctd {

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
    if (!d->store.file.open(path, error))
        return false;
    return d->afterOpen(error);
}

bool Tournament::openReadOnly(const QString &path, DbError *error)
{
    close();
    if (!d->store.file.openReadOnly(path, error))
        return false;
    return d->afterOpen(error);
}

bool Tournament::Private::afterOpen(DbError *error)
{
    TournamentFile &file = store.file;
    store.path = file.path();
    if (!details.reloadInfo(error)) {
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
            if (!store.file.pagesTrusted(&finding))
                emit notifier->pagesDamaged(finding.message);
        });
        pageWatch->setFuture(file.pageCheck());
    }
    followOtherDesks();
    emit notifier->opened();
    return true;
}

void Tournament::setPagesCheckedLater(bool later)
{
    d->store.file.setPagesCheckedLater(later);
}

void Tournament::setPagesCheckedElsewhere(bool elsewhere)
{
    d->store.file.setPagesCheckedElsewhere(elsewhere);
}

void Tournament::setPageCheckHeld(bool held)
{
    d->store.file.setPageCheckHeld(held);
}

void Tournament::startPageCheck()
{
    d->store.file.releasePageCheck();
}

void Tournament::close()
{
    const bool wasOpen = d->store.file.isOpen();
    d->pageWatch.reset();
    d->store.file.close();
    d->store.path.clear();
    if (wasOpen)
        emit notifier()->closed();
}

void Tournament::closeAndDiscardIfCreated()
{
    const bool wasOpen = d->store.file.isOpen();
    d->pageWatch.reset();
    d->store.file.discardCreated();
    d->store.path.clear();
    if (wasOpen)
        emit notifier()->closed();
}

bool Tournament::createdByOpen() const
{
    return d->store.file.created();
}

void Tournament::setLockWait(int milliseconds)
{
    d->store.file.setLockWait(milliseconds);
}

void Tournament::setWriterRole(WriterRole role)
{
    d->store.file.setWriterRole(role);
}

void Tournament::setWriterDefaults(WriterRole role, int lockWaitMs)
{
    TournamentFile::setWriterDefaults(role, lockWaitMs);
}

bool Tournament::isOpen() const
{
    return d->store.file.isOpen();
}

bool Tournament::isReadOnly() const
{
    return d->store.file.isReadOnly();
}

QString Tournament::path() const
{
    return d->store.path;
}

bool Tournament::checkReachable(DbError *error) const
{
    return !d->store.file.isOpen() || d->store.checkConnection(error);
}

qint64 Tournament::dataVersion() const
{
    return d->store.dataVersion();
}

} // namespace ctd
