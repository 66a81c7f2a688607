#include "collation.h"

#include <QCollator>
#include <QLocale>

namespace ctd {

int compareNames(const QString &a, const QString &b)
{
    // Qt's collator uses ICU. English has no tailoring in CLDR, so it is the
    // root collation; the C locale would fall back to code points.
    thread_local const QCollator collator = [] {
        QCollator c{QLocale(QLocale::English, QLocale::UnitedStates)};
        c.setCaseSensitivity(Qt::CaseSensitive);
        c.setNumericMode(false);
        c.setIgnorePunctuation(false);
        return c;
    }();
    const int byCollation = collator.compare(a, b);
    if (byCollation != 0)
        return byCollation;
    // Code point order (UTF-16 code unit order differs above U+FFFF).
    const QList<uint> ua = a.toUcs4();
    const QList<uint> ub = b.toUcs4();
    if (ua < ub)
        return -1;
    return ua == ub ? 0 : 1;
}

} // namespace ctd
