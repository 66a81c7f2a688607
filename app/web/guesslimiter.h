#pragma once

#include <QHash>
#include <QHostAddress>
#include <QList>
#include <QMutex>
#include <QString>

namespace ctd {

/// Counts the unknown report codes sent from each address, for the reports'
/// 429 (docs/formats.md, "Reports over the network"). An address that sent
/// `guesses` unknown codes within `windowMs` is blocked until that window is
/// over; so is a whole network prefix (an IPv4 /24, an IPv6 /64: one device
/// may hold a whole /64) that sent `guesses` × kPrefixFactor, so that taking
/// a new address of the same network does not buy more guesses, while one
/// phone that mistypes its code does not shut out the hall that shares its
/// Wi-Fi. Safe to use from any thread; what it holds is pruned as it goes,
/// so an address that stopped guessing costs nothing after the window.
class GuessLimiter
{
public:
    static constexpr int kPrefixFactor = 10;

    GuessLimiter(int guesses, qint64 windowMs)
        : m_guesses(guesses)
        , m_windowMs(windowMs)
    {
    }

    /// The network prefix an address belongs to ("10.1.2.0/24", "2001:db8:1:2::/64").
    static QString prefixOf(const QHostAddress &address);

    bool isBlocked(const QHostAddress &peer, qint64 now);
    void count(const QHostAddress &peer, qint64 now);
    /// Addresses and prefixes held (for tests: pruning keeps it small).
    int held() const;

private:
    static QString addressOf(const QHostAddress &address);
    void prune(qint64 now);
    bool over(const QString &key, int limit, qint64 now);

    const int m_guesses;
    const qint64 m_windowMs;
    mutable QMutex m_mutex;
    QHash<QString, QList<qint64>> m_times; ///< address or prefix → times of its unknown codes
    qint64 m_pruned = 0;
};

} // namespace ctd
