#pragma once
// Inside scoring: numbers the players of many seats by name, for the check
// of a round (round.cpp) and the standings (standings.cpp).

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
        m_names.reserve(names);
        textRehash(names);
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
        bool isNew = false;
        const int number = byText(name, &isNew);
        if (added)
            *added = isNew;
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

    qsizetype size() const { return m_names.size(); }

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

    // The number of a name by its text: an open hash of numbers into m_names
    // with a short hash of the characters (QHash spent several times more on
    // each of the thousands of names).
    int byText(const QString &name, bool *isNew)
    {
        if (2 * (m_names.size() + 1) > m_textSlots.size())
            textRehash(m_names.size() + 1);
        const size_t hash = textHash(name);
        const size_t mask = size_t(m_textSlots.size() - 1);
        TextSlot *cells = m_textSlots.data();
        size_t b = hash & mask;
        for (; cells[b].number >= 0; b = (b + 1) & mask) {
            if (cells[b].hash == hash && m_names.at(cells[b].number) == name) {
                *isNew = false;
                return cells[b].number;
            }
        }
        *isNew = true;
        cells[b] = {hash, int(m_names.size())};
        m_names.append(name);
        return cells[b].number;
    }

    static size_t textHash(QStringView text)
    {
        size_t h = 14695981039346656037ull; // FNV-1a
        const char16_t *chars = text.utf16();
        for (qsizetype i = 0; i < text.size(); ++i) {
            h ^= chars[i];
            h *= 1099511628211ull;
        }
        return h ^ (h >> 29);
    }

    // Room for at least `count` names at most half full; keeps those there.
    void textRehash(qsizetype count)
    {
        qsizetype size = 16;
        while (size < 2 * count)
            size *= 2;
        if (size <= m_textSlots.size())
            return;
        m_textSlots = QList<TextSlot>(size);
        const size_t mask = size_t(size - 1);
        TextSlot *cells = m_textSlots.data();
        for (int i = 0; i < int(m_names.size()); ++i) {
            const size_t hash = textHash(m_names.at(i));
            size_t b = hash & mask;
            while (cells[b].number >= 0)
                b = (b + 1) & mask;
            cells[b] = {hash, i};
        }
    }

    struct TextSlot
    {
        size_t hash = 0;
        int number = -1; // empty while negative
    };
    QList<QString> m_names;      // by number
    QList<TextSlot> m_textSlots; // a power of two
    QList<Slot> m_slots;         // a power of two
    size_t m_mask = 0;
    int m_shift = 64;
    qsizetype m_used = 0;
};

} // namespace ctd
