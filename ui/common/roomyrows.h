#pragma once

#include <QStyledItemDelegate>

namespace ctd {

/// Rows a quarter of a line taller than the font's line, so that the accents
/// of capitals (Ö, É, Ü) are not cut off in compact views such as a tree of
/// seats.
class RoomyRows : public QStyledItemDelegate
{
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};

} // namespace ctd
