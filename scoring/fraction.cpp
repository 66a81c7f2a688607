#include "fraction.h"

#include <QString>

#include <numeric>

namespace ctd {

namespace {
__extension__ typedef __int128 Wide;   // products of two 64-bit values
}

Fraction::Fraction(qint64 numerator, qint64 denominator)
{
    if (denominator == 0 || numerator == 0) {
        m_num = 0;
        m_den = 1;
        return;
    }
    const qint64 g = std::gcd(numerator, denominator);
    m_num = numerator / g;
    m_den = denominator / g;
}

qint64 Fraction::percentHundredths() const
{
    // round(num × 10000 / den), half up, in integers.
    const Wide scaled = Wide(m_num) * 10000 * 2 + m_den;
    return qint64(scaled / (Wide(m_den) * 2));
}

Fraction Fraction::operator+(const Fraction &o) const
{
    if (m_num == 0)
        return o;
    if (o.m_num == 0)
        return *this;
    const qint64 g = std::gcd(m_den, o.m_den);
    const qint64 den = m_den / g * o.m_den;
    return Fraction(m_num * (o.m_den / g) + o.m_num * (m_den / g), den);
}

Fraction Fraction::dividedBy(qint64 k) const
{
    return k == 0 ? Fraction() : Fraction(m_num, m_den * k);
}

int Fraction::compare(const Fraction &a, const Fraction &b)
{
    const Wide left = Wide(a.m_num) * b.m_den;
    const Wide right = Wide(b.m_num) * a.m_den;
    return left < right ? -1 : (left > right ? 1 : 0);
}

qint64 twelfthsToHundredths(qint64 twelfths)
{
    // x/12 × 100 = 25x/3; a third is never exactly half a hundredth, so the
    // rounding is never ambiguous.
    const qint64 scaled = twelfths * 25;
    return scaled >= 0 ? (scaled * 2 + 3) / 6 : -((-scaled * 2 + 3) / 6);
}

QString formatHundredths(qint64 hundredths)
{
    const bool negative = hundredths < 0;
    const qint64 a = negative ? -hundredths : hundredths;
    return QStringLiteral("%1%2.%3")
        .arg(negative ? QStringLiteral("-") : QString())
        .arg(a / 100)
        .arg(a % 100, 2, 10, QLatin1Char('0'));
}

} // namespace ctd
