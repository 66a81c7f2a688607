#include "collation.h"

#include <QCollator>
#include <QLocale>

#include <numeric>
#include <vector>

namespace ctd {

namespace {

const QCollator &nameCollator()
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
    return collator;
}

int byCodePoints(const QString &a, const QString &b)
{
    // Code point order (UTF-16 code unit order differs above U+FFFF).
    const QList<uint> ua = a.toUcs4();
    const QList<uint> ub = b.toUcs4();
    if (ua < ub)
        return -1;
    return ua == ub ? 0 : 1;
}

} // namespace

int compareNames(const QString &a, const QString &b)
{
    const int byCollation = nameCollator().compare(a, b);
    return byCollation != 0 ? byCollation : byCodePoints(a, b);
}

QList<qsizetype> nameOrder(const QStringList &names)
{
    const QCollator &collator = nameCollator();
    std::vector<QCollatorSortKey> keys;
    keys.reserve(size_t(names.size()));
    for (const QString &name : names)
        keys.push_back(collator.sortKey(name));
    QList<qsizetype> order(names.size());
    std::iota(order.begin(), order.end(), qsizetype(0));
    std::stable_sort(order.begin(), order.end(), [&](qsizetype a, qsizetype b) {
        const int byCollation = keys[size_t(a)].compare(keys[size_t(b)]);
        return (byCollation != 0 ? byCollation : byCodePoints(names[a], names[b])) < 0;
    });
    return order;
}

} // namespace ctd
