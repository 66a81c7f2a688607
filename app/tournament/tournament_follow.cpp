// Desks follow each other on a server: every change a desk commits is
// announced on the server's notification channel (PostgreSQL NOTIFY), and
// every other desk's Tournament emits the same signal, so that its views
// update as if the change had been made there. A file has one desk: nothing
// to announce.
#include "tournament_p.h"

#include <QSqlDriver>

#include <functional>

namespace ctd {

namespace {

constexpr sql::Backend kPg = sql::Backend::Postgres;

} // namespace

/// Hears every shared signal of the notifier and hands it on as words:
/// the signal's name and its whole-number arguments.
class SharedSignalForwarder : public QObject
{
    Q_OBJECT

public:
    SharedSignalForwarder(QObject *parent, std::function<void(const QString &)> announce)
        : QObject(parent)
        , m_announce(std::move(announce))
    {
    }

public slots:
    void forward0() { forward({}); }
    void forward1(int a) { forward({a}); }
    void forward2(int a, int b) { forward({a, b}); }

private:
    void forward(const QList<int> &arguments)
    {
        const QMetaMethod signal = sender()->metaObject()->method(senderSignalIndex());
        QStringList words{QString::fromLatin1(signal.name())};
        for (int a : arguments)
            words << QString::number(a);
        m_announce(words.join(QLatin1Char(' ')));
    }

    std::function<void(const QString &)> m_announce;
};

void Tournament::Private::announceEvents()
{
    auto *forwarder =
        new SharedSignalForwarder(q, [this](const QString &event) { announce(event); });
    const QMetaObject *notifierMeta = notifier->metaObject();
    const QMetaObject *forwarderMeta = forwarder->metaObject();
    for (int i = notifierMeta->methodOffset(); i < notifierMeta->methodCount(); ++i) {
        const QMetaMethod signal = notifierMeta->method(i);
        if (!Notifier::isShared(signal))
            continue;
        const QByteArray slot = "forward" + QByteArray::number(signal.parameterCount()) + "("
            + signal.parameterTypes().join(',') + ")";
        const int slotIndex = forwarderMeta->indexOfSlot(slot.constData());
        // A shared signal carries at most two whole numbers (notifier.h).
        Q_ASSERT_X(slotIndex >= 0, "announceEvents", signal.methodSignature().constData());
        QObject::connect(notifier, signal, forwarder, forwarderMeta->method(slotIndex));
    }
}

void Tournament::Private::announce(const QString &event) const
{
    if (relaying || !store.file.isOpen() || !store.file.location().isServer())
        return;
    // After the commit: a desk that misses it (its connection just dropped)
    // reads everything afresh when it connects again.
    QSqlQuery n(store.db());
    n.prepare(sql::Dialect::announceChange(kPg));
    n.addBindValue(event);
    n.exec();
}

void Tournament::Private::followOtherDesks()
{
    QSqlDatabase conn = store.db();
    QSqlDriver *driver = conn.driver();
    if (!driver || !store.file.location().isServer())
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
    QList<QByteArray> words = event.toLatin1().split(' ');
    const QByteArray name = words.takeFirst();
    QList<int> arguments;
    for (const QByteArray &w : std::as_const(words))
        arguments << w.toInt();
    if (arguments.size() > 2)
        return;
    QByteArray signature = name + "(";
    for (int i = 0; i < arguments.size(); ++i)
        signature += i ? ",int" : "int";
    signature += ")";
    const QMetaObject *meta = notifier->metaObject();
    const int index = meta->indexOfSignal(signature.constData());
    // A change this desk does not know (a newer desk's) is not followed.
    if (index < 0 || !Notifier::isShared(meta->method(index)))
        return;
    // The heading and the rule set are kept here: read them again first.
    if (name == "infoChanged" && !details.reloadInfo(nullptr))
        return;
    relaying = true;
    const QMetaMethod signal = meta->method(index);
    const int a = arguments.value(0), b = arguments.value(1);
    if (arguments.isEmpty())
        signal.invoke(notifier, Qt::DirectConnection);
    else if (arguments.size() == 1)
        signal.invoke(notifier, Qt::DirectConnection, Q_ARG(int, a));
    else
        signal.invoke(notifier, Qt::DirectConnection, Q_ARG(int, a), Q_ARG(int, b));
    relaying = false;
}

} // namespace ctd

#include "tournament_follow.moc"
