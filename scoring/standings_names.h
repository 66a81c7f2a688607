#pragma once
// Inside scoring: numbers the players of many seats by name, for the check
// of a round (round.cpp) and the standings (standings.cpp).

#include <QHash>
#include <QList>
#include <QString>

#include <algorithm>
#include <utility>

namespace ctd {

/// Numbers names 0, 1, 2, … in the order first given. Each name's text is
/// hashed once per string object: a later seat holding the same QString
/// (the readers share one string a player) is found by the address of its
/// characters, far cheaper than hashing them. Strings equal in text but
/// apart in memory still get the same number. Only for names that stay
/// alive and unchanged while the index is used (the inputs of one call).
class SeatNames
{
public:
    void reserve(qsizetype names, qsizetype seats)
    {
        m_byText.reserve(names);
        // Most seats share a string with another: room for the names, grown when needed.
        rehash(std::max<qsizetype>(names, std::min<qsizetype>(seats, 64)));
    }

    /// The name's number; `added` says whether it is new (then it is size() - 1).
    int number(const QString &name, bool *added = nullptr)
    {
        const void *const address = name.constData();
        if (m_slots.isEmpty())
            rehash(16);
        // An open hash of the characters' addresses: the usual seat is found
        // here with a multiplication and a comparison or two.
        Slot *cells = m_slots.data();
        size_t b = bucketOf(address);
        for (; cells[b].address; b = (b + 1) & m_mask) {
            if (cells[b].address == address) {
                if (added)
                    *added = false;
                return cells[b].number;
            }
        }
        auto known = m_byText.constFind(name);
        const bool isNew = known == m_byText.cend();
        if (isNew)
            known = m_byText.insert(name, int(m_byText.size()));
        if (added)
            *added = isNew;
        const int number = *known;
        if (address) {
            if (2 * (m_used + 1) > qsizetype(m_mask + 1)) {
                rehash(2 * m_used + 2);
                cells = m_slots.data();
                b = bucketOf(address);
                while (cells[b].address)
                    b = (b + 1) & m_mask;
            }
            cells[b] = {address, number};
            ++m_used;
        }
        return number;
    }

    qsizetype size() const { return m_byText.size(); }

private:
    struct Slot
    {
        const void *address = nullptr; // empty while null
        int number = 0;
    };

    size_t bucketOf(const void *address) const
    {
        return size_t((quintptr(address) * 0x9E3779B97F4A7C15ull) >> m_shift) & m_mask;
    }

    // Room for at least `count` addresses at most half full; keeps those there.
    void rehash(qsizetype count)
    {
        int bits = 4;
        while ((qsizetype(1) << bits) < 2 * count)
            ++bits;
        if (!m_slots.isEmpty() && (qsizetype(1) << bits) <= m_slots.size())
            return;
        const QList<Slot> old = std::exchange(m_slots, QList<Slot>(qsizetype(1) << bits));
        m_mask = (size_t(1) << bits) - 1;
        m_shift = 64 - bits;
        Slot *cells = m_slots.data();
        for (const Slot &s : old) {
            if (!s.address)
                continue;
            size_t b = bucketOf(s.address);
            while (cells[b].address)
                b = (b + 1) & m_mask;
            cells[b] = s;
        }
    }

    QHash<QString, int> m_byText;
    QList<Slot> m_slots; // a power of two
    size_t m_mask = 0;
    int m_shift = 64;
    qsizetype m_used = 0;
};

} // namespace ctd
