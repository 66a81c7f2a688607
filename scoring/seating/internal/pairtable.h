#pragma once

#include "internal.h"

#include <QHash>

#include <vector>

namespace ctd::seating {

/// How often each pair of players has met, and which pairs must be kept
/// apart, in one byte per pair: the high bit marks keep-apart, the low seven
/// bits count meetings (saturating at 127). Dense up to a few thousand
/// players, where one lookup must be a single memory access; a hash beyond.
class PairTable
{
public:
    explicit PairTable(int players)
        : m_n(players)
        , m_dense(players <= kDenseLimit)
    {
        if (m_dense)
            m_cells.assign(size_t(players) * size_t(players), 0);
    }

    quint8 cell(int a, int b) const
    {
        if (m_dense)
            return m_cells[size_t(a) * size_t(m_n) + size_t(b)];
        return m_sparse.value(key(a, b), 0);
    }

    static int count(quint8 cell) { return cell & 0x7f; }
    static bool isApart(quint8 cell) { return (cell & 0x80) != 0; }

    void add(int a, int b, int delta)
    {
        const quint8 old = cell(a, b);
        const int n = qBound(0, count(old) + delta, 127);
        put(a, b, quint8((old & 0x80) | n));
    }

    void setApart(int a, int b) { put(a, b, quint8(cell(a, b) | 0x80)); }

private:
    static constexpr int kDenseLimit = 4096; // 16 MiB

    static quint64 key(int a, int b)
    {
        return a < b ? (quint64(quint32(a)) << 32) | quint32(b)
                     : (quint64(quint32(b)) << 32) | quint32(a);
    }

    void put(int a, int b, quint8 value)
    {
        if (m_dense) {
            m_cells[size_t(a) * size_t(m_n) + size_t(b)] = value;
            m_cells[size_t(b) * size_t(m_n) + size_t(a)] = value;
        } else if (value == 0) {
            m_sparse.remove(key(a, b));
        } else {
            m_sparse.insert(key(a, b), value);
        }
    }

    int m_n;
    bool m_dense;
    std::vector<quint8> m_cells;
    QHash<quint64, quint8> m_sparse;
};

} // namespace ctd::seating
