#include "bignum.h"

#include <algorithm>

namespace ctd {

BigUint::BigUint(quint64 v)
{
    while (v != 0) {
        m_limbs.push_back(quint32(v));
        v >>= 32;
    }
}

bool BigUint::fitsInt64() const
{
    return bitLength() <= 63;
}

quint64 BigUint::toUint64() const
{
    quint64 v = 0;
    for (size_t i = std::min<size_t>(m_limbs.size(), 2); i-- > 0;)
        v = (v << 32) | m_limbs[i];
    return v;
}

double BigUint::toDouble() const
{
    double v = 0;
    for (size_t i = m_limbs.size(); i-- > 0;)
        v = v * 4294967296.0 + double(m_limbs[i]);
    return v;
}

int BigUint::bitLength() const
{
    if (m_limbs.empty())
        return 0;
    int bits = int(m_limbs.size() - 1) * 32;
    for (quint32 top = m_limbs.back(); top != 0; top >>= 1)
        ++bits;
    return bits;
}

int BigUint::compare(const BigUint &a, const BigUint &b)
{
    if (a.m_limbs.size() != b.m_limbs.size())
        return a.m_limbs.size() < b.m_limbs.size() ? -1 : 1;
    for (size_t i = a.m_limbs.size(); i-- > 0;) {
        if (a.m_limbs[i] != b.m_limbs[i])
            return a.m_limbs[i] < b.m_limbs[i] ? -1 : 1;
    }
    return 0;
}

BigUint BigUint::add(const BigUint &a, const BigUint &b)
{
    BigUint r;
    const size_t n = std::max(a.m_limbs.size(), b.m_limbs.size());
    r.m_limbs.resize(n + 1);
    quint64 carry = 0;
    for (size_t i = 0; i < n; ++i) {
        const quint64 s = carry + (i < a.m_limbs.size() ? a.m_limbs[i] : 0)
            + (i < b.m_limbs.size() ? b.m_limbs[i] : 0);
        r.m_limbs[i] = quint32(s);
        carry = s >> 32;
    }
    r.m_limbs[n] = quint32(carry);
    r.trim();
    return r;
}

BigUint BigUint::sub(const BigUint &a, const BigUint &b)
{
    BigUint r = a;
    qint64 borrow = 0;
    for (size_t i = 0; i < r.m_limbs.size(); ++i) {
        qint64 d =
            qint64(r.m_limbs[i]) - borrow - (i < b.m_limbs.size() ? qint64(b.m_limbs[i]) : 0);
        borrow = d < 0 ? 1 : 0;
        r.m_limbs[i] = quint32(d + (borrow << 32));
    }
    r.trim();
    return r;
}

BigUint BigUint::mul(const BigUint &a, const BigUint &b)
{
    if (a.isZero() || b.isZero())
        return {};
    BigUint r;
    r.m_limbs.assign(a.m_limbs.size() + b.m_limbs.size(), 0);
    for (size_t i = 0; i < a.m_limbs.size(); ++i) {
        quint64 carry = 0;
        for (size_t j = 0; j < b.m_limbs.size(); ++j) {
            const quint64 t = quint64(a.m_limbs[i]) * b.m_limbs[j] + r.m_limbs[i + j] + carry;
            r.m_limbs[i + j] = quint32(t);
            carry = t >> 32;
        }
        r.m_limbs[i + b.m_limbs.size()] = quint32(carry);
    }
    r.trim();
    return r;
}

BigUint BigUint::divide(const BigUint &a, const BigUint &b, BigUint *rest)
{
    // Shift and subtract, one bit at a time: the numbers here have a few
    // hundred bits at most.
    BigUint q;
    BigUint r;
    for (int i = a.bitLength(); i-- > 0;) {
        r.shiftLeft1();
        if (a.bit(i)) {
            if (r.m_limbs.empty())
                r.m_limbs.push_back(0);
            r.m_limbs[0] |= 1u;
        }
        if (compare(r, b) >= 0) {
            r = sub(r, b);
            q.setBit(i);
        }
    }
    q.trim();
    if (rest)
        *rest = r;
    return q;
}

BigUint BigUint::gcd(BigUint a, BigUint b)
{
    while (!b.isZero()) {
        BigUint r;
        divide(a, b, &r);
        a = b;
        b = r;
    }
    return a;
}

bool BigUint::bit(int i) const
{
    const size_t limb = size_t(i / 32);
    return limb < m_limbs.size() && ((m_limbs[limb] >> (i % 32)) & 1u);
}

void BigUint::setBit(int i)
{
    const size_t limb = size_t(i / 32);
    if (m_limbs.size() <= limb)
        m_limbs.resize(limb + 1, 0);
    m_limbs[limb] |= 1u << (i % 32);
}

void BigUint::shiftLeft1()
{
    quint32 carry = 0;
    for (quint32 &l : m_limbs) {
        const quint32 next = l >> 31;
        l = (l << 1) | carry;
        carry = next;
    }
    if (carry)
        m_limbs.push_back(carry);
}

void BigUint::trim()
{
    while (!m_limbs.empty() && m_limbs.back() == 0)
        m_limbs.pop_back();
}

} // namespace ctd
