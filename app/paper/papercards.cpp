// The players' registration cards (docs/door.md): two columns of four cards
// a page, each with the tournament, the player's name and team, the code in
// large letters and its QR code, cut apart along dashed lines.
#include "paperdocument.h"
#include "paperrenderer_p.h"

namespace ctd::paper {

namespace {

constexpr int kColumns = 2;
constexpr int kRows = 4;
constexpr qreal kQrMm = 30;
constexpr qreal kPadMm = 4;

// "K7QM2PXA" as "K7QM 2PXA": two halves read back more easily.
QString spaced(const QString &code)
{
    return code.size() == 8 ? code.left(4) + QLatin1Char(' ') + code.mid(4) : code;
}

} // namespace

int Renderer::renderCards()
{
    const qreal cardWidth = m_width / kColumns;
    const qreal cardHeight = m_limit / kRows;
    const int perPage = kColumns * kRows;
    const int pages = std::max(1, int((m_doc.cards.size() + perPage - 1) / perPage));
    const qreal pad = mm(kPadMm);
    const qreal qr = mm(kQrMm);
    const QFont small = makeFont(8);
    const QFont name = makeFont(14, true);
    QFont code = makeFont(18, true);
    code.setFamily(QStringLiteral("DejaVu Sans Mono"));
    code.setStyleHint(QFont::Monospace);
    for (int page = 0; page < pages; ++page) {
        if (page > 0 && !newPage())
            return 0;
        if (m_doc.cards.isEmpty()) {
            paintHeading();
            m_p->setFont(m_body);
            m_p->drawText(QRectF(0, headingHeight(), m_width, m_limit), WrapFlags, m_doc.emptyText);
        }
        // Cut lines between the cards.
        m_p->setPen(QPen(Qt::gray, mm(0.2), Qt::DashLine));
        for (int c = 1; c < kColumns; ++c)
            m_p->drawLine(QPointF(c * cardWidth, 0), QPointF(c * cardWidth, m_limit));
        for (int r = 1; r < kRows; ++r)
            m_p->drawLine(QPointF(0, r * cardHeight), QPointF(m_width, r * cardHeight));
        m_p->setPen(Qt::black);
        for (int i = 0; i < perPage; ++i) {
            const qsizetype index = qsizetype(page) * perPage + i;
            if (index >= m_doc.cards.size())
                break;
            const PaperCard &card = m_doc.cards.at(index);
            const QRectF box((i % kColumns) * cardWidth + pad, (i / kColumns) * cardHeight + pad,
                             cardWidth - 2 * pad, cardHeight - 2 * pad);
            const qreal textWidth = box.width() - qr - pad;
            qreal y = box.top();
            m_p->setFont(small);
            const qreal smallLine = metrics(small).height();
            drawBoxed(QRectF(box.left(), y, textWidth, smallLine), Qt::AlignLeft | Qt::AlignTop,
                      metrics(small).elidedText(m_doc.tournament, Qt::ElideRight, textWidth));
            y += smallLine + mm(2);
            // The name on up to two lines, smaller when long.
            QFont nameFont = name;
            for (qreal points = 14; points >= 9; points -= 1) {
                nameFont.setPointSizeF(points);
                if (metrics(nameFont)
                        .boundingRect(QRectF(0, 0, textWidth, box.height()), WrapFlags,
                                      oneLine(card.player))
                        .height()
                    <= 2 * metrics(nameFont).height())
                    break;
            }
            m_p->setFont(nameFont);
            QRectF used;
            drawBoxed(QRectF(box.left(), y, textWidth, 2 * metrics(nameFont).height()), WrapFlags,
                      oneLine(card.player), &used);
            y += used.height() + mm(1);
            if (!card.team.isEmpty()) {
                m_p->setFont(m_body);
                drawBoxed(QRectF(box.left(), y, textWidth, metrics(m_body).height()),
                          Qt::AlignLeft | Qt::AlignTop,
                          metrics(m_body).elidedText(card.team, Qt::ElideRight, textWidth));
                y += metrics(m_body).height();
            }
            // The code, large, at the bottom of the text column.
            m_p->setFont(code);
            const qreal codeHeight = metrics(code).height();
            const qreal noteHeight = card.note.isEmpty()
                ? 0
                : metrics(small)
                      .boundingRect(QRectF(0, 0, box.width(), box.height()), WrapFlags, card.note)
                      .height();
            const qreal codeTop = std::max(y + mm(1), box.top() + qr - codeHeight);
            drawBoxed(QRectF(box.left(), codeTop, textWidth, codeHeight),
                      Qt::AlignLeft | Qt::AlignVCenter, spaced(card.code));
            if (!card.qr.isNull())
                m_p->drawImage(QRectF(box.right() - qr, box.top(), qr, qr), card.qr);
            if (!card.note.isEmpty()) {
                m_p->setFont(small);
                const qreal top = std::max(codeTop + codeHeight, box.top() + qr) + mm(1);
                drawBoxed(
                    QRectF(box.left(), top, box.width(), std::min(noteHeight, box.bottom() - top)),
                    WrapFlags, card.note);
            }
        }
        paintFooter(page + 1, pages);
    }
    return pages;
}

} // namespace ctd::paper
