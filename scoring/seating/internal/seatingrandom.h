#pragma once

#include "internal.h"

#include <QtGlobal>

#include <utility>

namespace ctd::seating {

/// xoshiro256** seeded through splitmix64. The seating must be the same for the
/// same seed on every machine and standard library, which rules out the
/// <random> distributions (their algorithms are left to each library).
class Random
{
public:
    explicit Random(quint64 seed)
    {
        for (quint64 &word : m_s)
            word = splitmix(seed);
    }

    quint64 next()
    {
        const quint64 result = rotl(m_s[1] * 5, 7) * 9;
        const quint64 t = m_s[1] << 17;
        m_s[2] ^= m_s[0];
        m_s[3] ^= m_s[1];
        m_s[1] ^= m_s[2];
        m_s[0] ^= m_s[3];
        m_s[2] ^= t;
        m_s[3] = rotl(m_s[3], 45);
        return result;
    }

    /// A whole number in [0, n), n > 0. The modulo bias is below 2^-40 for the
    /// counts seating deals with.
    int below(int n) { return int(next() % quint64(n)); }

    /// Fisher–Yates, spelled out so that it is the same everywhere.
    template <typename List> void shuffle(List &list)
    {
        for (int i = int(list.size()) - 1; i > 0; --i) {
            const int j = below(i + 1);
            if (j != i)
                std::swap(list[i], list[j]);
        }
    }

private:
    static quint64 rotl(quint64 x, int k) { return (x << k) | (x >> (64 - k)); }
    static quint64 splitmix(quint64 &state)
    {
        quint64 z = (state += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }

    quint64 m_s[4];
};

} // namespace ctd::seating
