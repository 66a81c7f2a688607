#pragma once

#include <QSortFilterProxyModel>

namespace ctd {

/// Orders players by name as the standings do (docs/rules.md §6 collation) and
/// filters them by a search text that matches anywhere in the name, ignoring
/// case and accents, so "jose" finds "José".
class PlayersFilter : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit PlayersFilter(QObject *parent = nullptr);
    void setSearchText(const QString &text);
    static QString folded(const QString &text);
    /// Names a director would take for the same person ("anna schmidt",
    /// "Anna  Schmidt", "Joao Araujo" for "João Araújo") share this key.
    static QString sameNameKey(const QString &name);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    QString m_search;
};

} // namespace ctd
