#pragma once
// Inside the Tournament class: the Store its jobs share, the jobs, and what
// the Tournament itself keeps (the page check, following other desks).
// Nothing outside tournament*.cpp includes this.

#include "backups.h"
#include "boards.h"
#include "clock.h"
#include "details.h"
#include "door.h"
#include "ranking.h"
#include "reports.h"
#include "results.h"
#include "roster.h"
#include "rounds.h"
#include "store.h"
#include "tournament.h"

#include <QFutureWatcher>

#include <memory>

namespace ctd {

struct Tournament::Private
{
    explicit Private(Tournament *owner)
        : q(owner)
    {
        store.reconnected = [this] { followOtherDesks(); };
    }

    Tournament *q;
    Notifier *notifier = new Notifier(q); ///< a child of the tournament
    Store store{notifier};
    // The tournament by job: each holds the Store and the jobs it reads.
    Details details{store};
    Roster roster{store, rounds};
    Rounds rounds{store, roster, results, details};
    Results results{store, roster, rounds, details};
    Ranking ranking{store, roster, rounds, results, details};
    Clock clock{store, rounds, details};
    Boards boards{store, rounds};
    Reports reports{store};
    Door door{store, roster};
    Backups backups{store, rounds};
    /// Tells pagesDamaged() when the file's page check left running ends.
    std::unique_ptr<QFutureWatcher<DbError>> pageWatch;

    /// After the file opened: the heading, then opened(); closes on failure.
    bool afterOpen(DbError *error);

    // Desks following each other on a server (tournament_follow.cpp).
    bool relaying = false;                 ///< emitting another desk's change
    QMetaObject::Connection notifications; ///< the driver's notification signal
    /// Announces the notifier's shared signals to the other desks.
    void announceEvents();
    void announce(const QString &event) const;
    /// Listens to the other desks' announcements (again after a reconnect).
    void followOtherDesks();
    void relay(const QString &event);
};

} // namespace ctd
