#include "playersfilter.h"

#include "scoring/collation.h"
#include "playersmodel.h"

namespace ctd {

PlayersFilter::PlayersFilter(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setDynamicSortFilter(true);
}

QString PlayersFilter::folded(const QString &text)
{
    // Decompose and drop the combining marks: accents do not count in a search.
    const QString decomposed = text.normalized(QString::NormalizationForm_KD);
    QString out;
    out.reserve(decomposed.size());
    for (const QChar c : decomposed) {
        if (c.category() != QChar::Mark_NonSpacing)
            out.append(c.toCaseFolded());
    }
    return out;
}

void PlayersFilter::setSearchText(const QString &text)
{
    m_search = folded(text.trimmed());
    invalidateFilter();
}

bool PlayersFilter::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (m_search.isEmpty())
        return true;
    const QModelIndex index = sourceModel()->index(sourceRow, PlayersModel::NameColumn, sourceParent);
    return folded(index.data().toString()).contains(m_search);
}

bool PlayersFilter::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const QString a = left.siblingAtColumn(PlayersModel::NameColumn).data().toString();
    const QString b = right.siblingAtColumn(PlayersModel::NameColumn).data().toString();
    if (left.column() == PlayersModel::StatusColumn) {
        const bool da = left.data(PlayersModel::DroppedRole).toBool();
        const bool db = right.data(PlayersModel::DroppedRole).toBool();
        if (da != db)
            return !da;
    }
    return compareNames(a, b) < 0;
}

} // namespace ctd
