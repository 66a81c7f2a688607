// Desks follow each other on a server: every change a desk commits is
// announced on the server's notification channel (PostgreSQL NOTIFY), and
// every other desk's Tournament emits the same signal, so that its views
// update as if the change had been made there. A file has one desk: nothing
// to announce.
#include "tournament_p.h"

#include <QSqlDriver>

namespace ctd {

namespace {

constexpr sql::Backend kPg = sql::Backend::Postgres;

} // namespace

void Tournament::Private::announceEvents()
{
    QObject::connect(q, &Tournament::sheetSaved, q, [this](int round, int table) {
        announce(QStringLiteral("sheetSaved %1 %2").arg(round).arg(table));
    });
    QObject::connect(q, &Tournament::sheetUndone, q, [this](int round, int table) {
        announce(QStringLiteral("sheetUndone %1 %2").arg(round).arg(table));
    });
    QObject::connect(q, &Tournament::roundSeated, q,
                     [this](int round) { announce(QStringLiteral("roundSeated %1").arg(round)); });
    QObject::connect(q, &Tournament::roundRemoved, q,
                     [this](int round) { announce(QStringLiteral("roundRemoved %1").arg(round)); });
    QObject::connect(q, &Tournament::playersChanged, q,
                     [this] { announce(QStringLiteral("playersChanged")); });
    QObject::connect(q, &Tournament::checkInChanged, q, [this](int round) {
        announce(QStringLiteral("checkInChanged %1").arg(round));
    });
    QObject::connect(q, &Tournament::infoChanged, q,
                     [this] { announce(QStringLiteral("infoChanged")); });
    QObject::connect(q, &Tournament::resultsImported, q,
                     [this] { announce(QStringLiteral("resultsImported")); });
}

void Tournament::Private::announce(const QString &event) const
{
    if (relaying || !file.isOpen() || !file.location().isServer())
        return;
    // After the commit: a desk that misses it (its connection just dropped)
    // reads everything afresh when it connects again.
    QSqlQuery n(db());
    n.prepare(sql::Dialect::announceChange(kPg));
    n.addBindValue(event);
    n.exec();
}

void Tournament::Private::followOtherDesks()
{
    QSqlDatabase conn = db();
    QSqlDriver *driver = conn.driver();
    if (!driver || !file.location().isServer())
        return;
    const QString channel = sql::Dialect::changeChannel(kPg);
    QObject::disconnect(notifications);
    if (!driver->subscribedToNotifications().contains(channel))
        driver->subscribeToNotification(channel);
    notifications =
        QObject::connect(driver, &QSqlDriver::notification, q,
                         [this, channel](const QString &name, QSqlDriver::NotificationSource source,
                                         const QVariant &payload) {
                             if (name == channel && source == QSqlDriver::OtherSource)
                                 relay(payload.toString());
                         });
}

void Tournament::Private::relay(const QString &event)
{
    const QStringList words = event.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    const QString what = words.value(0);
    const int a = words.value(1).toInt(), b = words.value(2).toInt();
    relaying = true;
    if (what == QLatin1String("sheetSaved"))
        emit q->sheetSaved(a, b);
    else if (what == QLatin1String("sheetUndone"))
        emit q->sheetUndone(a, b);
    else if (what == QLatin1String("roundSeated"))
        emit q->roundSeated(a);
    else if (what == QLatin1String("roundRemoved"))
        emit q->roundRemoved(a);
    else if (what == QLatin1String("playersChanged"))
        emit q->playersChanged();
    else if (what == QLatin1String("checkInChanged"))
        emit q->checkInChanged(a);
    else if (what == QLatin1String("infoChanged") && loadInfo(nullptr))
        emit q->infoChanged();
    else if (what == QLatin1String("resultsImported"))
        emit q->resultsImported();
    relaying = false;
}

} // namespace ctd
