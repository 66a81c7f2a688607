#pragma once

#include <QtGlobal>

namespace ctd {

/// An exact non-negative fraction, kept reduced. Used for VP shares, which
/// docs/rules.md §6 compares exactly rather than through rounded percentages.
class Fraction
{
public:
    Fraction() = default;
    Fraction(qint64 numerator, qint64 denominator);

    qint64 numerator() const { return m_num; }
    qint64 denominator() const { return m_den; }
    double toDouble() const { return m_den == 0 ? 0.0 : double(m_num) / double(m_den); }
    /// The value × 100 rounded half up to whole hundredths (34.375 % → 3438).
    qint64 percentHundredths() const;

    Fraction operator+(const Fraction &o) const;
    Fraction dividedBy(qint64 k) const;

    /// -1, 0 or 1, compared by cross-multiplication.
    static int compare(const Fraction &a, const Fraction &b);
    bool operator==(const Fraction &o) const { return compare(*this, o) == 0; }
    bool operator<(const Fraction &o) const { return compare(*this, o) < 0; }

private:
    qint64 m_num = 0;
    qint64 m_den = 1;
};

/// Round points are whole twelfths (docs/rules.md §5). These show them rounded to
/// hundredths only at the end: 40 twelfths → 333 hundredths → "3.33".
qint64 twelfthsToHundredths(qint64 twelfths);
/// Machine format, "." and two decimals, as docs/formats.md fixes it.
QString formatHundredths(qint64 hundredths);

} // namespace ctd
