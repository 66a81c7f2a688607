#pragma once

#include <QtGlobal>

#include <memory>

namespace ctd {

struct WideFraction;

/// An exact non-negative fraction, kept reduced. Used for VP shares, which
/// docs/rules.md §6 and §8 compare exactly rather than through rounded
/// percentages. Numerator and denominator are 64-bit as long as they fit; a
/// sum of many per-game shares whose reduced denominator outgrows 64 bits
/// (16 tables with coprime VP totals) is kept in wide integers instead, so
/// no sum or comparison ever overflows.
class Fraction
{
public:
    Fraction() = default;
    Fraction(qint64 numerator, qint64 denominator);

    /// Only meaningful while !isWide().
    qint64 numerator() const { return m_num; }
    qint64 denominator() const { return m_den; }
    bool isWide() const { return bool(m_wide); }
    double toDouble() const;
    /// The value × 100 rounded half up to whole hundredths (34.375 % → 3438).
    qint64 percentHundredths() const;

    Fraction operator+(const Fraction &o) const;
    Fraction dividedBy(qint64 k) const;

    /// -1, 0 or 1, compared by cross-multiplication.
    static int compare(const Fraction &a, const Fraction &b);
    bool operator==(const Fraction &o) const { return compare(*this, o) == 0; }
    bool operator!=(const Fraction &o) const { return compare(*this, o) != 0; }
    bool operator<(const Fraction &o) const { return compare(*this, o) < 0; }

private:
    friend struct WideFraction;
    qint64 m_num = 0;
    qint64 m_den = 1;
    std::shared_ptr<const WideFraction> m_wide; // set when the value needs more than 64 bits
};

/// Round points are whole twelfths (docs/rules.md §5). These show them rounded to
/// hundredths only at the end: 40 twelfths → 333 hundredths → "3.33".
qint64 twelfthsToHundredths(qint64 twelfths);
/// Machine format, "." and two decimals, as docs/formats.md fixes it.
QString formatHundredths(qint64 hundredths);
/// The shortest decimal of a number of hundredths, "." and no trailing
/// zeros: "0", "-1", "-0.5", "12.25" (the referees' adjustment, an amount paid).
QString formatShortDecimal(qint64 hundredths);
/// A decimal with at most two decimals ("12", "12.5", "12,50") as hundredths;
/// false for anything else (a sign, more decimals, beyond 10 million).
bool hundredthsFromDecimal(const QString &text, qint64 *hundredths);
/// A decimal of round points ("-1", "-0.5", "+0.25", "-1,5") as whole
/// twelfths, exactly; false for anything that is not a whole number of
/// twelfths (-0.1) or is out of range (beyond ±1000).
bool twelfthsFromDecimal(const QString &text, qint64 *twelfths);

} // namespace ctd
