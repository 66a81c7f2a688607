#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace ctd {

/// Orders names by the Unicode root collation, where case and accents are
/// only secondary differences ("anna" < "Bernd", "Ärger" < "Berta"); names
/// equal under it fall back to code point order, so the order is total and the
/// same in every user-interface language (docs/rules.md §6). Returns <0, 0 or >0.
int compareNames(const QString &a, const QString &b);

/// The order compareNames() gives `names`, as indices into it. For long
/// lists: each name's collation key is made once, where sorting through
/// compareNames() would ask the collator about every pair it compares.
QList<qsizetype> nameOrder(const QStringList &names);
/// For sorting: true when a comes before b.
inline bool nameLess(const QString &a, const QString &b)
{
    return compareNames(a, b) < 0;
}

} // namespace ctd
