#include "boardpage.h"

#include "paper/boardpainter.h"
#include "readmodel/playersview.h"

#include <QFontMetrics>
#include <QPainter>

namespace ctd {

namespace {

const QColor kText(0xf2, 0xf4, 0xf6);
const QColor kDim(0x9a, 0xa7, 0xb4);

QFont typeOf(double pixels, bool bold = false)
{
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPixelSize(qMax(8, int(pixels)));
    f.setBold(bold);
    return f;
}

} // namespace

QString BoardPage::title(const PlayersView &view)
{
    return tr("Round %1: the board").arg(view.boardRound);
}

void BoardPage::paint(QPainter *p, const QRect &body, const PlayersView &view, double u)
{
    p->save();
    p->setPen(kText);
    p->setFont(typeOf(44 * u, true));
    p->drawText(QRect(body.left(), body.top(), body.width(), int(70 * u)),
                Qt::AlignLeft | Qt::AlignVCenter, title(view));
    if (!view.board) {
        p->restore();
        return;
    }
    // The words beside the board, on the right, in type readable across a hall.
    const int side = int(body.width() * 0.3);
    const QRect picture = body.adjusted(0, int(84 * u), -side, 0);
    paintBoard(p, picture, BoardScene::of(*view.board));
    const QRect words =
        QRect(picture.right() + int(24 * u), picture.top(), side - int(24 * u), picture.height());
    QStringList lines;
    const auto pips = view.board->resourcePips();
    for (int r = 0; r < board::ResourceCount; ++r)
        lines << board::BoardTexts::resourceName(static_cast<board::Resource>(r))
                + QStringLiteral(": ") + QString::number(pips[static_cast<std::size_t>(r)]);
    p->setFont(typeOf(30 * u, true));
    p->setPen(kText);
    const int line = QFontMetrics(p->font()).height();
    int y = words.top();
    p->drawText(QRect(words.left(), y, words.width(), line), Qt::AlignLeft,
                board::BoardTexts::pipsWord());
    y += line;
    p->setFont(typeOf(30 * u));
    for (const QString &l : lines) {
        p->drawText(QRect(words.left(), y, words.width(), line), Qt::AlignLeft, l);
        y += line;
    }
    y += line / 2;
    p->setPen(kDim);
    p->setFont(typeOf(24 * u));
    p->drawText(QRect(words.left(), y, words.width(), words.bottom() - y),
                Qt::AlignLeft | Qt::TextWordWrap, board::BoardTexts::harbourList(*view.board));
    p->restore();
}

} // namespace ctd
