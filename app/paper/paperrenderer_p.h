#pragma once
// Inside the paper room: the renderer that lays out and paints a document,
// shared by paperdocument.cpp (heading, footer, tables) and paperslips.cpp
// (result slips). Nothing outside app/paper includes this.

#include "paperdocument.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPagedPaintDevice>
#include <QPainter>

namespace ctd::paper {

inline const int WrapFlags = Qt::TextWordWrap | Qt::AlignTop;

inline QFont makeFont(qreal points, bool bold = false)
{
    QFont f;
    // Without ligatures "fi" stays two letters when the PDF's text is copied or searched.
    f.setStyleStrategy(QFont::PreferNoShaping);
    f.setKerning(false);
    f.setPointSizeF(points);
    f.setBold(bold);
    return f;
}

// Print has no business with line breaks inside a name: one line per person.
inline QString oneLine(const QString &s)
{
    QString out = s;
    out.replace(QLatin1Char('\n'), QLatin1Char(' '));
    out.replace(QLatin1Char('\r'), QLatin1Char(' '));
    return out;
}

// Lays out and paints a document. Everything is measured in the device's
// pixels, derived from its resolution, so A4 and Letter, a printer and a
// PDF file all get the same sizes in millimetres.
class Renderer
{
public:
    Renderer(const PaperDocument &doc, QPagedPaintDevice *device, QPainter *painter,
             QList<PaperTextBox> *boxes = nullptr)
        : m_doc(doc)
        , m_device(device)
        , m_p(painter)
        , m_dpi(device->logicalDpiY())
        , m_width(device->width())
        , m_height(device->height())
        , m_body(makeFont(10))
        , m_bodyBold(makeFont(10, true))
        , m_heading(makeFont(16, true))
        , m_subheading(makeFont(11))
        , m_small(makeFont(8))
        , m_boxes(boxes)
    {
        m_limit = m_height - footerHeight();
        const QRectF paint = device->pageLayout().paintRect(QPageLayout::Point);
        m_origin = paint.topLeft();
    }

    int renderTable();
    /// The page of the ranks by round (paperrankchart.cpp).
    void paintRanksPage(int page, int pages);
    int renderSlips();
    /// The round's board on a page of its own (paperboard.cpp).
    int renderBoard();
    /// The players' registration cards, eight to a page (papercards.cpp).
    int renderCards();

    /// How the slips' columns share the line (paperslips.cpp): widths in
    /// device pixels, the header's font and the names' font.
    struct SlipColumns
    {
        QList<qreal> widths;
        QFont header;
        QFont names;
        /// The numbers' and marks' headers are set upright (bottom to top) in
        /// narrow columns, when lying they would leave no room to sign.
        bool upright = false;
        qreal headerHeight = 0;
    };
    /// With `spareNames` the names may give up room (down to 36 mm) for the
    /// upright headers to stay low.
    SlipColumns slipColumns(bool spareNames) const;
    /// The columns the slips are printed with: the names keep their room
    /// unless giving some up is what puts three slips on a page.
    SlipColumns chooseSlipColumns() const;
    qreal mm(qreal v) const { return v * m_dpi / 25.4; }
    qreal toMm(qreal px) const { return px * 25.4 / m_dpi; }

    QFontMetricsF metrics(const QFont &f) const { return QFontMetricsF(f, m_device); }

private:
    struct Page
    {
        qsizetype first = 0;
        qsizetype end = 0;
    };

    /// Starts the next page (and counts it for the text boxes).
    bool newPage()
    {
        ++m_page;
        return m_device->newPage();
    }
    /// Notes where `text` was meant to stay (`box` in device pixels).
    void noteBox(const QRectF &box, const QString &text)
    {
        if (!m_boxes)
            return;
        const qreal k = 72.0 / m_dpi;
        m_boxes->append(PaperTextBox{m_page,
                                     QRectF(m_origin.x() + box.x() * k, m_origin.y() + box.y() * k,
                                            box.width() * k, box.height() * k),
                                     text});
    }
    /// Draws text into a box and notes the box.
    void drawBoxed(const QRectF &box, int flags, const QString &text, QRectF *used = nullptr)
    {
        m_p->drawText(box, flags, text, used);
        noteBox(box, text);
    }

    qreal footerHeight() const { return metrics(m_small).height() + mm(3); }
    qreal headingHeight() const;
    void paintHeading();
    void paintFooter(int page, int pages);
    /// The columns' widths; with `fitsOnly` just the sum of the least widths
    /// that cut no word.
    QList<qreal> tableWidths(bool fitsOnly = false) const;
    bool tableFits() const;
    qreal dateHeight(qreal width) const;
    qreal rowHeight(const QStringList &cells, const QList<qreal> &widths, const QFont &font) const;
    void paintRow(qreal y, qreal h, const QStringList &cells, const QList<qreal> &widths,
                  const QFont &font);
    /// What a slip prints under its grid: the note on the left, the round's
    /// board, the report code's note and QR code on the right.
    struct SlipFoot
    {
        qreal noteWidth = 0;
        qreal codeWidth = 0; ///< the code's note
        qreal qr = 0;        ///< the QR code's side
        qreal board = 0;     ///< the round's board with the room beside it (boardWidth())
        qreal height = 0;
    };
    SlipFoot slipFoot(const PaperSlip &slip) const;
    qreal slipCaptionHeight() const;
    qreal slipHeight(const PaperSlip &slip, const SlipColumns &columns) const;
    void paintSlip(qreal y, const PaperSlip &slip, const SlipColumns &columns);
    /// The room the board's picture takes beside a slip's note (0: none).
    qreal boardWidth() const;
    void paintSlipHeader(qreal y, const SlipColumns &columns);
    /// Whether every upright header fits its column (`number` or `mark` wide)
    /// in a header row `height` high.
    bool uprightFits(const QFont &font, qreal number, qreal mark, qreal height) const;

    const PaperDocument &m_doc;
    QPagedPaintDevice *m_device;
    QPainter *m_p;
    qreal m_dpi;
    qreal m_width;
    qreal m_height;
    qreal m_limit = 0;
    QFont m_body, m_bodyBold, m_heading, m_subheading, m_small;
    QList<PaperTextBox> *m_boxes = nullptr;
    QPointF m_origin; ///< the printable area's corner on the page, in points
    int m_page = 0;
};

} // namespace ctd::paper
