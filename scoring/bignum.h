#pragma once

#include <QtGlobal>

#include <vector>

namespace ctd {

/// An unsigned integer of any size, for the rare fractions whose numerator or
/// denominator outgrows 64 bits (an average of per-game shares over many
/// tables with pairwise coprime table totals). Only what Fraction needs.
class BigUint
{
public:
    BigUint() = default;
    explicit BigUint(quint64 v);

    bool isZero() const { return m_limbs.empty(); }
    /// True if the value fits in 63 bits (a positive qint64).
    bool fitsInt64() const;
    quint64 toUint64() const; ///< the low 64 bits
    double toDouble() const;
    int bitLength() const;

    static int compare(const BigUint &a, const BigUint &b);
    static BigUint add(const BigUint &a, const BigUint &b);
    static BigUint sub(const BigUint &a, const BigUint &b); ///< a >= b
    static BigUint mul(const BigUint &a, const BigUint &b);
    /// Quotient of a / b (b not zero); the remainder to `rest` if given.
    static BigUint divide(const BigUint &a, const BigUint &b, BigUint *rest = nullptr);
    static BigUint gcd(BigUint a, BigUint b);

private:
    bool bit(int i) const;
    void setBit(int i);
    void shiftLeft1();
    void trim();

    std::vector<quint32> m_limbs; // least significant first, no leading zero limbs
};

} // namespace ctd
