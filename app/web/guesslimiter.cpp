#include "guesslimiter.h"

#include <QMutexLocker>

namespace ctd {

QString GuessLimiter::addressOf(const QHostAddress &address)
{
    bool v4 = false;
    const quint32 ip4 = address.toIPv4Address(&v4); // an IPv4-mapped IPv6 address counts as IPv4
    return v4 ? QHostAddress(ip4).toString() : address.toString();
}

QString GuessLimiter::prefixOf(const QHostAddress &address)
{
    bool v4 = false;
    const quint32 ip4 = address.toIPv4Address(&v4);
    if (v4)
        return QHostAddress(ip4 & 0xffffff00u).toString() + QStringLiteral("/24");
    Q_IPV6ADDR ip6 = address.toIPv6Address();
    for (int i = 8; i < 16; ++i)
        ip6[i] = 0;
    return QHostAddress(ip6).toString() + QStringLiteral("/64");
}

void GuessLimiter::prune(qint64 now)
{
    // At most once a window's tenth: drop every time that is over, and the
    // keys left with none.
    if (now - m_pruned < m_windowMs / 10 && now >= m_pruned)
        return;
    m_pruned = now;
    for (auto it = m_times.begin(); it != m_times.end();) {
        it->removeIf([this, now](qint64 at) { return now - at >= m_windowMs; });
        it = it->isEmpty() ? m_times.erase(it) : std::next(it);
    }
}

bool GuessLimiter::over(const QString &key, int limit, qint64 now)
{
    auto it = m_times.find(key);
    if (it == m_times.end())
        return false;
    it->removeIf([this, now](qint64 at) { return now - at >= m_windowMs; });
    if (it->isEmpty()) {
        m_times.erase(it);
        return false;
    }
    return it->size() >= limit;
}

bool GuessLimiter::isBlocked(const QHostAddress &peer, qint64 now)
{
    QMutexLocker lock(&m_mutex);
    prune(now);
    return over(addressOf(peer), m_guesses, now)
        || over(prefixOf(peer), m_guesses * kPrefixFactor, now);
}

void GuessLimiter::count(const QHostAddress &peer, qint64 now)
{
    QMutexLocker lock(&m_mutex);
    prune(now);
    const auto add = [this, now](const QString &key, int keep) {
        QList<qint64> &times = m_times[key];
        times.append(now);
        // What is beyond the limit changes nothing but the memory it takes.
        if (times.size() > keep)
            times.remove(0, times.size() - keep);
    };
    add(addressOf(peer), m_guesses);
    add(prefixOf(peer), m_guesses * kPrefixFactor);
}

int GuessLimiter::held() const
{
    QMutexLocker lock(&m_mutex);
    return int(m_times.size());
}

} // namespace ctd
