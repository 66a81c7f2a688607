#include "paperdocument.h"

#include "paperrenderer_p.h"

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

namespace paper {

// The players' page's code beside the heading: big enough for a phone held at
// arm's length from a list on the wall.
constexpr qreal kLinkCodeMm = 32;
// A table's type is never smaller than this.
constexpr qreal kSmallestTablePoints = 8;

qreal Renderer::headingHeight() const
{
    const qreal textWidth = m_doc.linkCode.isNull() ? m_width : m_width - mm(kLinkCodeMm + 4);
    qreal h = metrics(m_heading)
                  .boundingRect(QRectF(0, 0, textWidth, m_height), WrapFlags, m_doc.tournament)
                  .height();
    h += metrics(m_subheading).height();
    if (!m_doc.dateText.isEmpty())
        h += dateHeight(textWidth);
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
        drawBoxed(QRectF(m_width - mm(kLinkCodeMm + 20), code.bottom(), mm(kLinkCodeMm + 20),
                         metrics(m_small).height()),
                  Qt::AlignRight, m_doc.linkText);
        textWidth -= mm(kLinkCodeMm + 4);
    }
    m_p->setFont(m_heading);
    QRectF used;
    m_p->drawText(QRectF(0, y, textWidth, m_height), WrapFlags, m_doc.tournament, &used);
    noteBox(QRectF(0, y, textWidth, used.height()), m_doc.tournament);
    y += used.height();
    m_p->setFont(m_subheading);
    const qreal line = metrics(m_subheading).height();
    drawBoxed(QRectF(0, y, m_width, line), Qt::AlignLeft, m_doc.title);
    y += line;
    if (!m_doc.dateText.isEmpty()) {
        // The date and the rule set (or a season's rules): as many lines as they take.
        const qreal h = dateHeight(textWidth);
        drawBoxed(QRectF(0, y, textWidth, h), WrapFlags, m_doc.dateText);
        y += h;
    }
    if (!m_doc.note.isEmpty()) {
        m_p->setFont(m_small);
        const QRectF box(0, y + mm(1), textWidth, m_height);
        QRectF used;
        m_p->drawText(box, WrapFlags, m_doc.note, &used);
        noteBox(QRectF(box.topLeft(), QSizeF(textWidth, used.height())), m_doc.note);
    }
}

qreal Renderer::dateHeight(qreal width) const
{
    return metrics(m_subheading)
        .boundingRect(QRectF(0, 0, width, m_height), WrapFlags, m_doc.dateText)
        .height();
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
    drawBoxed(QRectF(0, top, m_width - numberWidth, m_height - top), Qt::AlignLeft, left);
    drawBoxed(QRectF(m_width - numberWidth, top, numberWidth, m_height - top), Qt::AlignRight,
              number);
}

// Each column is at least as wide as its widest word (of the header and of
// its cells), so that no word is ever cut; with room to spare, cells and
// headers get what keeps them on one line (a name never broken while the
// page has room), else headers and long cells wrap between their words; what
// is still left is shared by the columns' weights.
QList<qreal> Renderer::tableWidths(bool fitsOnly) const
{
    const qsizetype n = m_doc.columns.size();
    const qreal padding = mm(3.5);
    const QFontMetricsF body = metrics(m_body);
    const QFontMetricsF bold = metrics(m_bodyBold);
    const auto widestWord = [](const QFontMetricsF &fm, const QString &text) {
        qreal widest = 0;
        for (const QString &word : oneLine(text).split(QLatin1Char(' '), Qt::SkipEmptyParts))
            widest = std::max(widest, fm.horizontalAdvance(word));
        return widest;
    };
    QList<qreal> least(n, 0);
    QList<qreal> cells(n, 0);  // every cell on one line
    QList<qreal> wanted(n, 0); // and the header on one line too
    qreal weights = 0;
    for (qsizetype i = 0; i < n; ++i) {
        least[i] = widestWord(bold, m_doc.columns[i].title);
        for (const QStringList &row : m_doc.rows) {
            if (i >= row.size())
                continue;
            least[i] = std::max(least[i], widestWord(body, row[i]));
            cells[i] = std::max(cells[i], body.horizontalAdvance(oneLine(row[i])));
        }
        least[i] += padding;
        cells[i] = std::max(cells[i] + padding, least[i]);
        wanted[i] =
            std::max(bold.horizontalAdvance(oneLine(m_doc.columns[i].title)) + padding, cells[i]);
        weights += std::max<qreal>(m_doc.columns[i].weight, 0);
    }
    const auto sum = [](const QList<qreal> &v) {
        return std::accumulate(v.cbegin(), v.cend(), qreal(0));
    };
    const qreal leastSum = sum(least);
    if (fitsOnly)
        return {leastSum};
    // From `from` towards `to`, each column by what it misses, with `room`.
    const auto towards = [n](const QList<qreal> &from, const QList<qreal> &to, qreal room) {
        qreal missing = 0;
        for (qsizetype i = 0; i < n; ++i)
            missing += to[i] - from[i];
        QList<qreal> out = from;
        for (qsizetype i = 0; i < n; ++i)
            out[i] += missing > 0 ? room * (to[i] - from[i]) / missing : 0;
        return out;
    };
    if (leastSum >= m_width) {
        // More words side by side than the line holds: each column loses
        // its share (a word longer than the page is cut at last).
        QList<qreal> widths = least;
        for (qreal &w : widths)
            w *= leastSum > 0 ? m_width / leastSum : 0;
        return widths;
    }
    if (sum(wanted) <= m_width) {
        QList<qreal> widths = wanted;
        const qreal spare = m_width - sum(wanted);
        for (qsizetype i = 0; i < n; ++i)
            widths[i] += weights > 0 ? spare * std::max<qreal>(m_doc.columns[i].weight, 0) / weights
                                     : spare / qreal(n);
        return widths;
    }
    // The cells first (a name on one line), then the headers.
    if (sum(cells) <= m_width)
        return towards(cells, wanted, m_width - sum(cells));
    return towards(least, cells, m_width - leastSum);
}

bool Renderer::tableFits() const
{
    return tableWidths(true).value(0) <= m_width;
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
            drawBoxed(r, int(align | Qt::AlignTop | Qt::TextWordWrap), oneLine(cells[i]));
        x += widths[i];
    }
}

int Renderer::renderTable()
{
    // Many columns of long words (the standings with placings in German):
    // the table's type a little smaller rather than words cut.
    for (qreal points = 10; points >= kSmallestTablePoints; points -= 0.5) {
        m_body = makeFont(points);
        m_bodyBold = makeFont(points, true);
        if (tableFits())
            break;
    }
    const QList<qreal> widths = tableWidths();
    QStringList header;
    for (const PaperColumn &c : m_doc.columns)
        header.append(c.title);
    const qreal headerH = rowHeight(header, widths, m_bodyBold);

    // A group's heading goes with its first row; a page that starts inside
    // a group repeats it.
    const qreal groupH = metrics(m_bodyBold).height() + mm(3.5);
    const auto groupOf = [this](qsizetype row) {
        auto it = m_doc.groups.upperBound(row);
        return it == m_doc.groups.constBegin() ? m_doc.groups.constEnd() : std::prev(it);
    };
    const auto headed = [&](qsizetype row, qsizetype first) {
        return m_doc.groups.contains(row) || (row == first && groupOf(row) != m_doc.groups.cend());
    };

    // First pass: which rows go on which page, so that "page n of m" is known.
    QList<qreal> heights;
    heights.reserve(m_doc.rows.size());
    for (const QStringList &row : m_doc.rows)
        heights.append(rowHeight(row, widths, m_body));
    QList<Page> pages;
    Page page;
    qreal y = headingHeight() + headerH;
    for (qsizetype i = 0; i < heights.size(); ++i) {
        const qreal h = heights[i] + (m_doc.groups.contains(i) ? groupH : 0);
        if (y + h > m_limit && i > page.first) {
            page.end = i;
            pages.append(page);
            page.first = i;
            y = headerH + (headed(i, i) ? groupH : 0);
            y += heights[i];
            continue;
        }
        y += h;
    }
    page.end = heights.size();
    pages.append(page);
    const int chart = m_doc.ranks.isEmpty() ? 0 : 1; // the ranks by round: a page of its own
    // The lines under the table: on its last page, or a page of their own.
    const qreal afterH = m_doc.afterTable.isEmpty()
        ? 0
        : metrics(m_small)
                .boundingRect(QRectF(0, 0, m_width, m_height), WrapFlags, m_doc.afterTable)
                .height()
            + mm(4);
    const int afterPage = afterH > 0 && y + afterH > m_limit ? 1 : 0;
    const int total = int(pages.size()) + afterPage + chart;

    for (qsizetype n = 0; n < pages.size(); ++n) {
        if (n > 0 && !newPage())
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
            const auto group = groupOf(i);
            if (headed(i, pages[n].first)) {
                m_p->setFont(m_bodyBold);
                const QRectF r(mm(1.5), y + mm(2), m_width - mm(3), groupH - mm(2.5));
                drawBoxed(r, int(Qt::AlignLeft | Qt::AlignBottom | Qt::TextSingleLine),
                          group.value());
                m_p->setPen(QPen(Qt::black, mm(0.2)));
                m_p->drawLine(QPointF(0, y + groupH - mm(0.3)),
                              QPointF(m_width, y + groupH - mm(0.3)));
                m_p->setPen(Qt::black);
                y += groupH;
            }
            // Every other row shaded, so that a long list on the wall is easy to
            // follow; counted from the group's first row.
            const qsizetype nth = group == m_doc.groups.cend() ? i : i - group.key();
            if (nth % 2 == 1)
                m_p->fillRect(QRectF(0, y, m_width, heights[i]), QColor(0xf0, 0xf0, 0xf0));
            paintRow(y, heights[i], m_doc.rows[i], widths, m_body);
            y += heights[i];
        }
        if (m_doc.rows.isEmpty() && !m_doc.emptyText.isEmpty()) {
            m_p->setFont(m_body);
            drawBoxed(QRectF(mm(1.5), y + mm(2), m_width - mm(3), m_limit - y), WrapFlags,
                      m_doc.emptyText);
        }
        if (afterH > 0 && !afterPage && n + 1 == pages.size()) {
            m_p->setFont(m_small);
            m_p->drawText(QRectF(0, y + mm(4), m_width, m_limit - y), WrapFlags, m_doc.afterTable);
        }
        paintFooter(int(n) + 1, total);
    }
    if (afterPage) {
        if (!m_device->newPage())
            return 0;
        m_p->setFont(m_small);
        m_p->drawText(QRectF(0, 0, m_width, m_limit), WrapFlags, m_doc.afterTable);
        paintFooter(int(pages.size()) + 1, total);
    }
    if (chart) {
        if (!newPage())
            return 0;
        paintRanksPage(total, total);
    }
    return total;
}

} // namespace paper

int renderDocument(const PaperDocument &doc, QPagedPaintDevice *device, QList<PaperTextBox> *boxes)
{
    QPainter painter;
    if (!painter.begin(device))
        return 0;
    paper::Renderer renderer(doc, device, &painter, boxes);
    const int pages = doc.kind == PaperDocument::Kind::Table ? renderer.renderTable()
        : doc.kind == PaperDocument::Kind::Board             ? renderer.renderBoard()
        : doc.kind == PaperDocument::Kind::Cards             ? renderer.renderCards()
                                                             : renderer.renderSlips();
    painter.end();
    return pages;
}

bool writePdf(const PaperDocument &doc, const QString &path, const QPageSize &pageSize,
              QString *error, QList<PaperTextBox> *boxes)
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
        if (renderDocument(doc, &writer, boxes) == 0) {
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
