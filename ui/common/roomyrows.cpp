#include "roomyrows.h"

namespace ctd {

QSize RoomyRows::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    const int line = option.fontMetrics.lineSpacing();
    size.setHeight(qMax(size.height(), line + (line + 3) / 4));
    return size;
}

} // namespace ctd
