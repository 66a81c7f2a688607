#include "paperdocument.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>

#include <algorithm>
#include <numeric>

namespace ctd {

QString PaperDocument::fullTitle() const
{
    if (tournament.isEmpty())
        return title;
    return tournament + QStringLiteral(" \u2013 ") + title;
}

QString PaperRenderTexts::pageOf(int page, int pages)
{
    return tr("Page %1 of %2").arg(page).arg(pages);
}

QString PaperRenderTexts::cannotWrite(const QString &path, const QString &reason)
{
    return tr("Cannot write %1: %2. Choose another folder or file name.").arg(path, reason);
}

namespace {

const int WrapFlags = Qt::TextWordWrap | Qt::AlignTop;

QFont makeFont(qreal points, bool bold = false)
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
QString oneLine(const QString &s)
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
    Renderer(const PaperDocument &doc, QPagedPaintDevice *device, QPainter *painter)
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
    {
        m_limit = m_height - footerHeight();
    }

    int renderTable();
    int renderSlips();

private:
    struct Page
    {
        qsizetype first = 0;
        qsizetype end = 0;
    };

    qreal mm(qreal v) const { return v * m_dpi / 25.4; }
    QFontMetricsF metrics(const QFont &f) const { return QFontMetricsF(f, m_device); }
    qreal footerHeight() const { return metrics(m_small).height() + mm(3); }
    qreal headingHeight() const;
    void paintHeading();
    void paintFooter(int page, int pages);
    QList<qreal> tableWidths() const;
    qreal rowHeight(const QStringList &cells, const QList<qreal> &widths, const QFont &font) const;
    void paintRow(qreal y, qreal h, const QStringList &cells, const QList<qreal> &widths,
                  const QFont &font);
    QList<qreal> slipWidths(QFont *headerFont) const;
    qreal slipHeight(const PaperSlip &slip, const QList<qreal> &widths,
                     const QFont &headerFont) const;
    void paintSlip(qreal y, const PaperSlip &slip, const QList<qreal> &widths,
                   const QFont &headerFont);

    const PaperDocument &m_doc;
    QPagedPaintDevice *m_device;
    QPainter *m_p;
    qreal m_dpi;
    qreal m_width;
    qreal m_height;
    qreal m_limit = 0;
    QFont m_body, m_bodyBold, m_heading, m_subheading, m_small;
};

// The players' page's code beside the heading: big enough for a phone held at
// arm's length from a list on the wall.
constexpr qreal kLinkCodeMm = 32;

qreal Renderer::headingHeight() const
{
    const qreal textWidth = m_doc.linkCode.isNull() ? m_width : m_width - mm(kLinkCodeMm + 4);
    qreal h = metrics(m_heading)
                  .boundingRect(QRectF(0, 0, textWidth, m_height), WrapFlags, m_doc.tournament)
                  .height();
    h += metrics(m_subheading).height() * (m_doc.dateText.isEmpty() ? 1 : 2);
    if (!m_doc.note.isEmpty())
        h += metrics(m_small)
                 .boundingRect(QRectF(0, 0, textWidth, m_height), WrapFlags, m_doc.note)
                 .height()
            + mm(1);
    if (!m_doc.linkCode.isNull())
        h = qMax(h, mm(kLinkCodeMm) + metrics(m_small).height());
    return h + mm(5);
}

void Renderer::paintHeading()
{
    qreal y = 0;
    qreal textWidth = m_width;
    if (!m_doc.linkCode.isNull()) {
        const QRectF code(m_width - mm(kLinkCodeMm), 0, mm(kLinkCodeMm), mm(kLinkCodeMm));
        m_p->drawImage(code, m_doc.linkCode);
        m_p->setFont(m_small);
        m_p->drawText(QRectF(m_width - mm(kLinkCodeMm + 20), code.bottom(), mm(kLinkCodeMm + 20),
                             metrics(m_small).height()),
                      Qt::AlignRight, m_doc.linkText);
        textWidth -= mm(kLinkCodeMm + 4);
    }
    m_p->setFont(m_heading);
    QRectF used;
    m_p->drawText(QRectF(0, y, textWidth, m_height), WrapFlags, m_doc.tournament, &used);
    y += used.height();
    m_p->setFont(m_subheading);
    const qreal line = metrics(m_subheading).height();
    m_p->drawText(QRectF(0, y, m_width, line), Qt::AlignLeft, m_doc.title);
    if (!m_doc.dateText.isEmpty()) {
        y += line;
        m_p->drawText(QRectF(0, y, m_width, line), Qt::AlignLeft, m_doc.dateText);
    }
    if (!m_doc.note.isEmpty()) {
        m_p->setFont(m_small);
        m_p->drawText(QRectF(0, y + line + mm(1), textWidth, m_height), WrapFlags, m_doc.note);
    }
}

void Renderer::paintFooter(int page, int pages)
{
    const qreal top = m_height - metrics(m_small).height();
    m_p->setPen(QPen(Qt::darkGray, mm(0.2)));
    m_p->drawLine(QPointF(0, top - mm(1.5)), QPointF(m_width, top - mm(1.5)));
    m_p->setPen(Qt::black);
    m_p->setFont(m_small);
    const QString number = PaperRenderTexts::pageOf(page, pages);
    const qreal numberWidth = metrics(m_small).horizontalAdvance(number) + mm(5);
    const QString left =
        metrics(m_small).elidedText(m_doc.fullTitle(), Qt::ElideRight, m_width - numberWidth);
    m_p->drawText(QRectF(0, top, m_width - numberWidth, m_height - top), Qt::AlignLeft, left);
    m_p->drawText(QRectF(0, top, m_width, m_height - top), Qt::AlignRight, number);
}

QList<qreal> Renderer::tableWidths() const
{
    qreal total = 0;
    for (const PaperColumn &c : m_doc.columns)
        total += c.weight;
    QList<qreal> widths;
    for (const PaperColumn &c : m_doc.columns)
        widths.append(total > 0 ? m_width * c.weight / total : 0);

    // A header word longer than its column ("Rundenpunkte") would be cut off:
    // such a column grows to the word, and the widest column gives the room.
    const QFontMetricsF fm = metrics(m_bodyBold);
    qsizetype widest = 0;
    for (qsizetype i = 0; i < widths.size(); ++i) {
        if (widths[i] > widths[widest])
            widest = i;
    }
    for (qsizetype i = 0; i < widths.size(); ++i) {
        if (i == widest)
            continue;
        qreal needed = 0;
        for (const QString &word :
             m_doc.columns[i].title.split(QLatin1Char(' '), Qt::SkipEmptyParts))
            needed = std::max(needed, fm.horizontalAdvance(word) + mm(3.5));
        const qreal extra = std::min(needed - widths[i], widths[widest] / 2);
        if (extra > 0) {
            widths[i] += extra;
            widths[widest] -= extra;
        }
    }
    return widths;
}

qreal Renderer::rowHeight(const QStringList &cells, const QList<qreal> &widths,
                          const QFont &font) const
{
    const QFontMetricsF fm = metrics(font);
    qreal h = fm.height();
    for (qsizetype i = 0; i < cells.size() && i < widths.size(); ++i) {
        const QRectF r(0, 0, std::max<qreal>(widths[i] - mm(3), 1), m_height);
        h = std::max(h, fm.boundingRect(r, WrapFlags, oneLine(cells[i])).height());
    }
    return h + mm(1.8);
}

void Renderer::paintRow(qreal y, qreal h, const QStringList &cells, const QList<qreal> &widths,
                        const QFont &font)
{
    m_p->setFont(font);
    qreal x = 0;
    for (qsizetype i = 0; i < widths.size(); ++i) {
        const Qt::Alignment align = m_doc.columns[i].alignment;
        const QRectF r(x + mm(1.5), y + mm(0.9), widths[i] - mm(3), h - mm(1.8));
        if (i < cells.size())
            m_p->drawText(r, int(align | Qt::AlignTop | Qt::TextWordWrap), oneLine(cells[i]));
        x += widths[i];
    }
}

int Renderer::renderTable()
{
    const QList<qreal> widths = tableWidths();
    QStringList header;
    for (const PaperColumn &c : m_doc.columns)
        header.append(c.title);
    const qreal headerH = rowHeight(header, widths, m_bodyBold);

    // First pass: which rows go on which page, so that "page n of m" is known.
    QList<qreal> heights;
    heights.reserve(m_doc.rows.size());
    for (const QStringList &row : m_doc.rows)
        heights.append(rowHeight(row, widths, m_body));
    QList<Page> pages;
    Page page;
    qreal y = headingHeight() + headerH;
    for (qsizetype i = 0; i < heights.size(); ++i) {
        if (y + heights[i] > m_limit && i > page.first) {
            page.end = i;
            pages.append(page);
            page.first = i;
            y = headerH;
        }
        y += heights[i];
    }
    page.end = heights.size();
    pages.append(page);

    for (qsizetype n = 0; n < pages.size(); ++n) {
        if (n > 0 && !m_device->newPage())
            return 0;
        y = 0;
        if (n == 0) {
            paintHeading();
            y = headingHeight();
        }
        m_p->fillRect(QRectF(0, y, m_width, headerH), QColor(0xdd, 0xdd, 0xdd));
        paintRow(y, headerH, header, widths, m_bodyBold);
        y += headerH;
        m_p->setPen(QPen(Qt::black, mm(0.3)));
        m_p->drawLine(QPointF(0, y), QPointF(m_width, y));
        m_p->setPen(Qt::black);
        for (qsizetype i = pages[n].first; i < pages[n].end; ++i) {
            // Every other row shaded, so that a long list on the wall is easy to follow.
            if (i % 2 == 1)
                m_p->fillRect(QRectF(0, y, m_width, heights[i]), QColor(0xf0, 0xf0, 0xf0));
            paintRow(y, heights[i], m_doc.rows[i], widths, m_body);
            y += heights[i];
        }
        if (m_doc.rows.isEmpty() && !m_doc.emptyText.isEmpty()) {
            m_p->setFont(m_body);
            m_p->drawText(QRectF(mm(1.5), y + mm(2), m_width - mm(3), m_limit - y), WrapFlags,
                          m_doc.emptyText);
        }
        paintFooter(int(n) + 1, int(pages.size()));
    }
    return int(pages.size());
}

// Slip columns of weight 0 are as wide as their header's longest word; the
// others share what is left. Headers shrink until the narrow columns fit.
QList<qreal> Renderer::slipWidths(QFont *headerFont) const
{
    QList<qreal> widths;
    for (qreal points = 8; points >= 5.5; points -= 0.5) {
        *headerFont = makeFont(points, true);
        const QFontMetricsF fm = metrics(*headerFont);
        widths.clear();
        qreal fixed = 0;
        qreal weights = 0;
        for (const PaperColumn &c : m_doc.columns) {
            qreal w = 0;
            if (c.weight <= 0) {
                for (const QString &word : c.title.split(QLatin1Char(' '), Qt::SkipEmptyParts))
                    w = std::max(w, fm.horizontalAdvance(word));
                w = std::max(w + mm(3.5), mm(8));
                fixed += w;
            }
            weights += std::max<qreal>(c.weight, 0);
            widths.append(w);
        }
        if (fixed <= m_width * 0.62 || points <= 5.5) {
            const qreal rest = std::max<qreal>(m_width - fixed, 0);
            for (qsizetype i = 0; i < widths.size(); ++i) {
                if (m_doc.columns[i].weight > 0)
                    widths[i] = weights > 0 ? rest * m_doc.columns[i].weight / weights : 0;
            }
            const qreal sum = std::accumulate(widths.cbegin(), widths.cend(), qreal(0));
            if (sum > m_width) {
                for (qreal &w : widths)
                    w *= m_width / sum;
            }
            break;
        }
    }
    return widths;
}

qreal Renderer::slipHeight(const PaperSlip &slip, const QList<qreal> &widths,
                           const QFont &headerFont) const
{
    QStringList header;
    for (const PaperColumn &c : m_doc.columns)
        header.append(c.title);
    qreal h = metrics(m_subheading).height() + mm(2);
    h += rowHeight(header, widths, headerFont);
    h += slip.players.size() * mm(10);
    if (!m_doc.slipNote.isEmpty())
        h += mm(1.5)
            + metrics(m_small)
                  .boundingRect(QRectF(0, 0, m_width, m_height), WrapFlags, m_doc.slipNote)
                  .height();
    return h;
}

void Renderer::paintSlip(qreal y, const PaperSlip &slip, const QList<qreal> &widths,
                         const QFont &headerFont)
{
    const qreal captionH = metrics(m_subheading).height();
    m_p->setFont(makeFont(11, true));
    m_p->drawText(QRectF(0, y, m_width, captionH), Qt::AlignLeft | Qt::AlignBottom, slip.caption);
    m_p->setFont(m_small);
    m_p->drawText(QRectF(0, y, m_width, captionH), Qt::AlignRight | Qt::AlignBottom,
                  metrics(m_small).elidedText(m_doc.tournament, Qt::ElideRight, m_width / 2));
    y += captionH + mm(2);

    QStringList header;
    for (const PaperColumn &c : m_doc.columns)
        header.append(c.title);
    const qreal headerH = rowHeight(header, widths, headerFont);
    const qreal rowH = mm(10);
    const qreal gridH = headerH + slip.players.size() * rowH;
    m_p->fillRect(QRectF(0, y, m_width, headerH), QColor(0xe4, 0xe4, 0xe4));
    paintRow(y, headerH, header, widths, headerFont);

    // The grid: a box per field, so that each number has its place.
    m_p->setPen(QPen(Qt::black, mm(0.25)));
    m_p->drawRect(QRectF(0, y, m_width, gridH));
    qreal x = 0;
    for (qsizetype i = 0; i + 1 < widths.size(); ++i) {
        x += widths[i];
        m_p->drawLine(QPointF(x, y), QPointF(x, y + gridH));
    }
    for (qsizetype r = 0; r <= slip.players.size(); ++r)
        m_p->drawLine(QPointF(0, y + headerH + r * rowH), QPointF(m_width, y + headerH + r * rowH));

    m_p->setFont(m_body);
    for (qsizetype r = 0; r < slip.players.size(); ++r) {
        const qreal top = y + headerH + r * rowH;
        x = 0;
        for (qsizetype i = 0; i < widths.size(); ++i) {
            const QRectF cell(x, top, widths[i], rowH);
            if (i == 0) {
                m_p->drawText(cell.adjusted(mm(1.5), 0, -mm(1.5), 0),
                              Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap,
                              oneLine(slip.players[r]));
            } else if (m_doc.columns[i].tickBox) {
                // A mark: a box to tick.
                const qreal s = mm(4);
                m_p->drawRect(QRectF(cell.center().x() - s / 2, cell.center().y() - s / 2, s, s));
            }
            x += widths[i];
        }
    }
    m_p->setPen(Qt::black);
    if (!m_doc.slipNote.isEmpty()) {
        m_p->setFont(m_small);
        m_p->drawText(QRectF(0, y + gridH + mm(1.5), m_width, m_height), WrapFlags, m_doc.slipNote);
    }
}

int Renderer::renderSlips()
{
    QFont headerFont;
    const QList<qreal> widths = slipWidths(&headerFont);
    const qreal gap = mm(12);

    // First pass: the slips on each page.
    QList<Page> pages;
    Page page;
    qreal y = 0;
    for (qsizetype i = 0; i < m_doc.slips.size(); ++i) {
        const qreal h = slipHeight(m_doc.slips[i], widths, headerFont);
        const bool full =
            m_doc.slipLayout == PaperDocument::SlipLayout::OnePerPage || y + h > m_limit;
        if (i > page.first && full) {
            page.end = i;
            pages.append(page);
            page.first = i;
            y = 0;
        }
        y += h + gap;
    }
    page.end = m_doc.slips.size();
    pages.append(page);

    for (qsizetype n = 0; n < pages.size(); ++n) {
        if (n > 0 && !m_device->newPage())
            return 0;
        y = 0;
        if (m_doc.slips.isEmpty() && !m_doc.emptyText.isEmpty()) {
            paintHeading();
            m_p->setFont(m_body);
            m_p->drawText(QRectF(0, headingHeight(), m_width, m_limit), WrapFlags, m_doc.emptyText);
        }
        for (qsizetype i = pages[n].first; i < pages[n].end; ++i) {
            if (i > pages[n].first) {
                // A dashed line to cut along, halfway between two slips.
                QPen cut(Qt::gray, mm(0.2), Qt::DashLine);
                m_p->setPen(cut);
                m_p->drawLine(QPointF(0, y - gap / 2), QPointF(m_width, y - gap / 2));
                m_p->setPen(Qt::black);
            }
            paintSlip(y, m_doc.slips[i], widths, headerFont);
            y += slipHeight(m_doc.slips[i], widths, headerFont) + gap;
        }
        paintFooter(int(n) + 1, int(pages.size()));
    }
    return int(pages.size());
}

} // namespace

int renderDocument(const PaperDocument &doc, QPagedPaintDevice *device)
{
    QPainter painter;
    if (!painter.begin(device))
        return 0;
    Renderer renderer(doc, device, &painter);
    const int pages =
        doc.kind == PaperDocument::Kind::Table ? renderer.renderTable() : renderer.renderSlips();
    painter.end();
    return pages;
}

bool writePdf(const PaperDocument &doc, const QString &path, const QPageSize &pageSize,
              QString *error)
{
    // Written to a temporary file and renamed at the end: a failed export
    // never leaves half a PDF where the last good one was.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = PaperRenderTexts::cannotWrite(path, file.errorString());
        return false;
    }
    {
        QPdfWriter writer(&file);
        writer.setResolution(600);
        writer.setTitle(doc.fullTitle());
        writer.setCreator(QStringLiteral("Catan Tournament Desk"));
        writer.setPageSize(pageSize);
        writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
        if (renderDocument(doc, &writer) == 0) {
            file.cancelWriting();
            *error = PaperRenderTexts::cannotWrite(path, file.errorString());
            return false;
        }
    }
    if (!file.commit()) {
        *error = PaperRenderTexts::cannotWrite(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace ctd
