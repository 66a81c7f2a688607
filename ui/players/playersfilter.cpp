#include "playersfilter.h"

#include "playersmodel.h"
#include "scoring/collation.h"

namespace ctd {

PlayersFilter::PlayersFilter(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setDynamicSortFilter(true);
}

QString PlayersFilter::folded(const QString &text)
{
    // Decompose and drop the combining marks: accents do not count in a
    // search; ß is ss, as a German keyboard-less search types it; runs of
    // spaces are one space.
    const QString decomposed = text.normalized(QString::NormalizationForm_KD);
    QString out;
    out.reserve(decomposed.size());
    bool space = false;
    for (const QChar c : decomposed) {
        if (c.category() == QChar::Mark_NonSpacing)
            continue;
        if (c.isSpace()) {
            space = !out.isEmpty();
            continue;
        }
        if (space)
            out.append(QLatin1Char(' '));
        space = false;
        if (c == QChar(0x00DF) || c == QChar(0x1E9E))
            out.append(QStringLiteral("ss"));
        else
            out.append(c.toCaseFolded());
    }
    return out;
}

QString PlayersFilter::sameNameKey(const QString &name)
{
    return folded(name).remove(QLatin1Char(' '));
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
    const QModelIndex index =
        sourceModel()->index(sourceRow, PlayersModel::NameColumn, sourceParent);
    // A team's name finds its players too.
    return folded(index.data().toString()).contains(m_search)
        || folded(index.siblingAtColumn(PlayersModel::TeamColumn).data().toString())
               .contains(m_search);
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
    if (left.column() == PlayersModel::TeamColumn) {
        // By team, the players without one last; by name within a team.
        const QString ta = left.data().toString();
        const QString tb = right.data().toString();
        if (ta != tb)
            return tb.isEmpty() || (!ta.isEmpty() && compareNames(ta, tb) < 0);
    }
    return compareNames(a, b) < 0;
}

} // namespace ctd
