#include "fraction.h"

#include "bignum.h"

#include <QString>

#include <limits>
#include <numeric>

namespace ctd {

namespace {
__extension__ typedef unsigned __int128 Wide; // products of two 64-bit values
constexpr qint64 maxSmall = std::numeric_limits<qint64>::max();

Wide gcdWide(Wide a, Wide b)
{
    while (b != 0) {
        const Wide r = a % b;
        a = b;
        b = r;
    }
    return a;
}

BigUint big(Wide v)
{
    const BigUint shift(quint64(1) << 32);
    return BigUint::add(BigUint::mul(BigUint::mul(BigUint(quint64(v >> 64)), shift), shift),
                        BigUint(quint64(v)));
}
} // namespace

struct WideFraction
{
    BigUint num;
    BigUint den;

    static BigUint numOf(const Fraction &f)
    {
        return f.m_wide ? f.m_wide->num : BigUint(quint64(f.m_num));
    }
    static BigUint denOf(const Fraction &f)
    {
        return f.m_wide ? f.m_wide->den : BigUint(quint64(f.m_den));
    }

    /// Reduced; back to 64 bits where it fits.
    static Fraction make(const BigUint &num, const BigUint &den)
    {
        if (num.isZero() || den.isZero())
            return {};
        const BigUint g = BigUint::gcd(num, den);
        const BigUint n = BigUint::divide(num, g);
        const BigUint d = BigUint::divide(den, g);
        Fraction f;
        if (n.fitsInt64() && d.fitsInt64()) {
            f.m_num = qint64(n.toUint64());
            f.m_den = qint64(d.toUint64());
        } else {
            f.m_wide = std::make_shared<const WideFraction>(WideFraction{n, d});
        }
        return f;
    }

    static Fraction make(Wide num, Wide den)
    {
        if (num == 0 || den == 0)
            return {};
        const Wide g = gcdWide(num, den);
        num /= g;
        den /= g;
        if (num <= Wide(maxSmall) && den <= Wide(maxSmall))
            return Fraction(qint64(num), qint64(den));
        return make(big(num), big(den));
    }
};

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

double Fraction::toDouble() const
{
    if (m_wide) {
        // num × 2^52 / den in integers, exact to a double's precision.
        const BigUint q =
            BigUint::divide(BigUint::mul(m_wide->num, BigUint(quint64(1) << 52)), m_wide->den);
        if (q.bitLength() <= 64)
            return double(q.toUint64()) / double(quint64(1) << 52);
        return m_wide->num.toDouble() / m_wide->den.toDouble();
    }
    return m_den == 0 ? 0.0 : double(m_num) / double(m_den);
}

qint64 Fraction::percentHundredths() const
{
    // round(num × 10000 / den), half up, in integers.
    if (m_wide) {
        const BigUint scaled = BigUint::add(BigUint::mul(m_wide->num, BigUint(20000)), m_wide->den);
        return qint64(BigUint::divide(scaled, BigUint::mul(m_wide->den, BigUint(2))).toUint64());
    }
    const Wide scaled = Wide(m_num) * 10000 * 2 + Wide(m_den);
    return qint64(scaled / (Wide(m_den) * 2));
}

Fraction Fraction::operator+(const Fraction &o) const
{
    if (!m_wide && m_num == 0)
        return o;
    if (!o.m_wide && o.m_num == 0)
        return *this;
    if (!m_wide && !o.m_wide) {
        const Wide g = gcdWide(Wide(m_den), Wide(o.m_den));
        const Wide den = Wide(m_den) / g * Wide(o.m_den); // < 2^126
        const Wide num =
            Wide(m_num) * (Wide(o.m_den) / g) + Wide(o.m_num) * (Wide(m_den) / g); // < 2^127
        return WideFraction::make(num, den);
    }
    const BigUint an = WideFraction::numOf(*this), ad = WideFraction::denOf(*this);
    const BigUint bn = WideFraction::numOf(o), bd = WideFraction::denOf(o);
    return WideFraction::make(BigUint::add(BigUint::mul(an, bd), BigUint::mul(bn, ad)),
                              BigUint::mul(ad, bd));
}

Fraction Fraction::dividedBy(qint64 k) const
{
    if (k <= 0)
        return {};
    if (!m_wide)
        return WideFraction::make(Wide(m_num), Wide(m_den) * Wide(k));
    return WideFraction::make(m_wide->num, BigUint::mul(m_wide->den, BigUint(quint64(k))));
}

int Fraction::compare(const Fraction &a, const Fraction &b)
{
    if (!a.m_wide && !b.m_wide) {
        const Wide left = Wide(a.m_num) * Wide(b.m_den);
        const Wide right = Wide(b.m_num) * Wide(a.m_den);
        return left < right ? -1 : (left > right ? 1 : 0);
    }
    return BigUint::compare(BigUint::mul(WideFraction::numOf(a), WideFraction::denOf(b)),
                            BigUint::mul(WideFraction::numOf(b), WideFraction::denOf(a)));
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

QString formatShortDecimal(qint64 hundredths)
{
    QString text = formatHundredths(hundredths);
    while (text.endsWith(QLatin1Char('0')))
        text.chop(1);
    if (text.endsWith(QLatin1Char('.')))
        text.chop(1);
    return text == QLatin1String("-0") ? QStringLiteral("0") : text;
}

bool hundredthsFromDecimal(const QString &text, qint64 *hundredths)
{
    const QString t = text.trimmed();
    qsizetype point = t.indexOf(QLatin1Char('.'));
    if (point < 0)
        point = t.indexOf(QLatin1Char(','));
    const QString whole = point < 0 ? t : t.left(point);
    const QString part = point < 0 ? QString() : t.mid(point + 1);
    const auto digits = [](const QString &s) {
        for (QChar c : s) {
            if (c < QLatin1Char('0') || c > QLatin1Char('9'))
                return false;
        }
        return true;
    };
    if (whole.isEmpty() || whole.size() > 7 || part.size() > 2 || (point >= 0 && part.isEmpty())
        || !digits(whole) || !digits(part))
        return false;
    qint64 value = whole.toLongLong() * 100;
    if (!part.isEmpty())
        value += part.size() == 1 ? part.toLongLong() * 10 : part.toLongLong();
    *hundredths = value;
    return true;
}

bool twelfthsFromDecimal(const QString &text, qint64 *twelfths)
{
    const QString t = text.trimmed();
    qsizetype i = 0;
    bool negative = false;
    if (i < t.size()
        && (t[i] == QLatin1Char('-') || t[i] == QChar(0x2212) || t[i] == QLatin1Char('+'))) {
        negative = t[i] != QLatin1Char('+');
        ++i;
    }
    qint64 whole = 0;
    qint64 fraction = 0;
    qint64 scale = 1;
    int digits = 0;
    bool point = false;
    for (; i < t.size(); ++i) {
        const QChar c = t[i];
        if (c == QLatin1Char('.') || c == QLatin1Char(',')) {
            if (point)
                return false;
            point = true;
            continue;
        }
        if (c < QLatin1Char('0') || c > QLatin1Char('9'))
            return false;
        ++digits;
        if (point) {
            if (scale >= 1000000)
                return false; // more decimals than any twelfth needs
            fraction = fraction * 10 + (c.unicode() - u'0');
            scale *= 10;
        } else {
            whole = whole * 10 + (c.unicode() - u'0');
            if (whole > 1000)
                return false;
        }
    }
    if (digits == 0)
        return false;
    // fraction / scale × 12 must be whole.
    if ((fraction * 12) % scale != 0)
        return false;
    const qint64 value = whole * 12 + fraction * 12 / scale;
    if (value > 12000)
        return false;
    *twelfths = negative ? -value : value;
    return true;
}

} // namespace ctd
