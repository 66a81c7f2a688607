// Result slips: one grid per table, cut apart along dashed lines. The
// columns are laid out from what they hold, so that a name fits on one line
// and there is room to sign in every language.
#include "boardpainter.h"
#include "paperdocument.h"
#include "paperrenderer_p.h"

#include <QBuffer>
#include <QPdfWriter>

#include <algorithm>
#include <numeric>

namespace ctd {

namespace paper {

namespace {

// A signature needs about 4 cm.
constexpr qreal kSignatureMm = 40;
// The names at the body's size; past the room a signature leaves, smaller
// down to this, then cut with "…".
constexpr qreal kNamePoints = 10;
constexpr qreal kSmallestNamePoints = 8;
// The names' column never gets narrower than this, even beside long headers.
constexpr qreal kSmallestNameMm = 32;
// What the names keep at least when upright headers need room to stay low.
constexpr qreal kSpareNameMm = 36;
constexpr QChar kSoftHyphen(0x00AD);
// Upright headers no higher than this leave room for three slips on A4 or Letter.
constexpr qreal kUprightMm = 20;
// The QR code of a table's report address, beside the note under its grid,
// and the width of the words beside it that say what the code is for.
constexpr qreal kReportCodeMm = 16;
// The round's board, as high, beside the note (left of the QR code): large
// enough for the table to set it up from (a number's digits about 1.5 mm).
constexpr qreal kBoardMm = 46;
constexpr qreal kCodeNoteMm = 58;
// A player's line, high enough to write in; the room between two slips to
// cut along. Three slips with QR codes fit on A4.
constexpr qreal kSlipRowMm = 8;
constexpr qreal kSlipGapMm = 6;

// The widest piece a header can be broken into: its words, and the parts of
// a word a soft hyphen allows ("Siegpunkt-" "karten"), each with its hyphen.
qreal widestHeaderPiece(const QFontMetricsF &fm, const QString &title)
{
    qreal widest = 0;
    for (const QString &word : title.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const QStringList parts = word.split(kSoftHyphen, Qt::SkipEmptyParts);
        for (qsizetype i = 0; i < parts.size(); ++i) {
            const qreal hyphen = i + 1 < parts.size() ? fm.horizontalAdvance(QLatin1Char('-')) : 0;
            widest = std::max(widest, fm.horizontalAdvance(parts[i]) + hyphen);
        }
    }
    return widest;
}

qreal widestName(const QFontMetricsF &fm, const QList<PaperSlip> &slips)
{
    qreal widest = 0;
    for (const PaperSlip &slip : slips) {
        for (const QString &name : slip.players)
            widest = std::max(widest, fm.horizontalAdvance(oneLine(name)));
    }
    return widest;
}

} // namespace

// The numbers and marks are as wide as their header's widest piece (headers
// shrink from 8 to 5.5 points until everything fits); the names' column (the
// first) as wide as the widest name in the printed font; the other weighted
// columns (the signature) share what is left, never less than kSignatureMm.
// Spare room goes to names and signature by their weights.
Renderer::SlipColumns Renderer::slipColumns(bool spareNames) const
{
    SlipColumns out;
    const qreal padding = mm(3.5);
    const qreal signature = mm(kSignatureMm);
    const qreal names = widestName(metrics(m_body), m_doc.slips) + padding;
    qreal fixed = 0;
    for (qreal points = 8; points >= 5.5; points -= 0.5) {
        out.header = makeFont(points, true);
        const QFontMetricsF fm = metrics(out.header);
        out.widths.clear();
        fixed = 0;
        for (qsizetype i = 0; i < m_doc.columns.size(); ++i) {
            const PaperColumn &c = m_doc.columns[i];
            qreal w = 0;
            if (c.weight <= 0) {
                w = std::max(widestHeaderPiece(fm, c.title) + padding, mm(8));
                fixed += w;
            } else if (i == 0) {
                w = widestHeaderPiece(fm, c.title) + padding; // at least its header
            }
            out.widths.append(w);
        }
        if (fixed + std::max(names, out.widths.value(0)) + signature <= m_width)
            break;
    }
    if (out.widths.isEmpty())
        return out;
    const auto needed = [names](qreal header) { return std::max(names, header); };
    if (fixed + std::max(names, out.widths[0]) + signature > m_width) {
        // Lying headers ("Längste Handelsstraße zuerst beansprucht") leave no
        // room: upright in columns as narrow as a box or two digits need.
        out.upright = true;
        // Numbers in columns for two digits; the marks' columns (whose
        // headers are the longest) as narrow as lets their headers stay low
        // enough for three slips on a page (kUprightMm) at the largest size,
        // with room left for names and signature; else the lowest header found.
        out.headerHeight = 0;
        const qreal number = mm(9);
        qreal chosenMark = number;
        bool done = false;
        qreal numbers = 0;
        int marks = 0;
        for (const PaperColumn &c : m_doc.columns) {
            if (c.weight <= 0 && c.tickBox)
                ++marks;
            else if (c.weight <= 0)
                numbers += number;
        }
        // First the names keep all they need; when the headers stay too high
        // for three slips on a page that way, the marks widen further while
        // the names keep kSpareNameMm: three slips on a page matter more than
        // a very long name whole (it is set smaller, then cut).
        const QList<qreal> reserves = spareNames
            ? QList<qreal>{needed(out.widths[0]), std::min(needed(out.widths[0]), mm(kSpareNameMm))}
            : QList<qreal>{needed(out.widths[0])};
        for (const qreal reserve : reserves) {
            for (qreal mark = number; mark <= mm(16) && !done; mark += mm(1)) {
                if (mark > number && numbers + marks * mark + reserve + signature > m_width)
                    break;
                for (qreal points = 7; points >= 6 && !done; points -= 0.5) {
                    const QFont font = makeFont(points, true);
                    for (qreal h = mm(12); h <= mm(45); h += mm(1)) {
                        if (!uprightFits(font, number, mark, h))
                            continue;
                        if (out.headerHeight == 0 || h < out.headerHeight) {
                            out.header = font;
                            out.headerHeight = h;
                            chosenMark = mark;
                        }
                        done = h <= mm(kUprightMm);
                        break;
                    }
                }
            }
            if (done)
                break;
        }
        fixed = 0;
        for (qsizetype i = 0; i < m_doc.columns.size(); ++i) {
            if (m_doc.columns[i].weight <= 0) {
                out.widths[i] = m_doc.columns[i].tickBox ? chosenMark : number;
                fixed += out.widths[i];
            }
        }
        if (out.headerHeight == 0) { // a header longer than any slip: cut, at the smallest size
            out.header = makeFont(6, true);
            out.headerHeight = mm(45);
        }
    }

    // The names: what they need, or what is left beside the signature.
    const qreal rest = std::max<qreal>(m_width - fixed, 0);
    qreal otherWeights = 0;
    for (qsizetype i = 1; i < m_doc.columns.size(); ++i)
        otherWeights += std::max<qreal>(m_doc.columns[i].weight, 0);
    const qreal room = otherWeights > 0 ? rest - signature : rest;
    const qreal nameNeeds = needed(out.widths[0]);
    qreal nameWidth = std::max({std::min(nameNeeds, room), mm(kSmallestNameMm), out.widths[0]});
    if (nameWidth >= nameNeeds && otherWeights > 0) {
        // Room to spare: shared by weight, as long as the signature keeps its
        // width and the names do not take more than a fifth over what they need.
        const qreal share =
            rest * m_doc.columns[0].weight / (m_doc.columns[0].weight + otherWeights);
        nameWidth = std::clamp(share, nameNeeds,
                               std::max(nameNeeds, std::min(rest - signature, nameNeeds * 1.2)));
    }
    out.widths[0] = std::min(nameWidth, rest);
    out.names = m_body;
    for (qreal points = kNamePoints; points >= kSmallestNamePoints; points -= 0.5) {
        out.names = makeFont(points);
        if (widestName(metrics(out.names), m_doc.slips) + padding <= out.widths[0])
            break;
    }
    const qreal left = std::max<qreal>(rest - out.widths[0], 0);
    for (qsizetype i = 1; i < out.widths.size(); ++i) {
        if (m_doc.columns[i].weight > 0)
            out.widths[i] = otherWeights > 0 ? left * m_doc.columns[i].weight / otherWeights : 0;
    }
    const qreal sum = std::accumulate(out.widths.cbegin(), out.widths.cend(), qreal(0));
    if (sum > m_width) {
        for (qreal &w : out.widths)
            w *= m_width / sum;
    }
    return out;
}

bool Renderer::uprightFits(const QFont &font, qreal number, qreal mark, qreal height) const
{
    const QFontMetricsF fm = metrics(font);
    for (const PaperColumn &c : m_doc.columns) {
        if (c.weight > 0)
            continue;
        // Turned a quarter: the header's height is the line's length.
        const QRectF box(0, 0, height - mm(2), m_height);
        const QRectF used = fm.boundingRect(box, WrapFlags, c.title);
        if (used.width() > box.width() || used.height() > (c.tickBox ? mark : number) - mm(1))
            return false;
    }
    return true;
}

void Renderer::paintSlipHeader(qreal y, const SlipColumns &columns)
{
    m_p->setFont(columns.header);
    const qreal h = columns.headerHeight;
    qreal x = 0;
    for (qsizetype i = 0; i < columns.widths.size(); ++i) {
        const qreal w = columns.widths[i];
        const PaperColumn &c = m_doc.columns[i];
        if (c.weight > 0) {
            drawBoxed(QRectF(x + mm(1.5), y + mm(0.9), w - mm(3), h - mm(1.8)),
                      int(c.alignment | Qt::AlignTop | Qt::TextWordWrap), c.title);
        } else {
            // Read from the bottom up, starting at the grid.
            m_p->save();
            m_p->translate(x, y + h);
            m_p->rotate(-90);
            m_p->drawText(QRectF(mm(1), mm(0.5), h - mm(2), w - mm(1)),
                          int(Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap), c.title);
            m_p->restore();
        }
        x += w;
    }
}

Renderer::SlipFoot Renderer::slipFoot(const PaperSlip &slip) const
{
    SlipFoot foot;
    foot.qr = slip.reportCode.isNull() ? 0 : mm(kReportCodeMm);
    if (!slip.codeNote.isEmpty())
        foot.codeWidth = mm(kCodeNoteMm);
    foot.board = boardWidth();
    const qreal right =
        foot.codeWidth + foot.qr + (foot.qr > 0 && foot.codeWidth > 0 ? mm(2) : 0) + foot.board;
    foot.noteWidth = m_width - (right > 0 ? right + mm(4) : 0);
    const QFontMetricsF fm = metrics(m_small);
    if (!m_doc.slipNote.isEmpty())
        foot.height =
            fm.boundingRect(QRectF(0, 0, foot.noteWidth, m_height), WrapFlags, m_doc.slipNote)
                .height();
    if (foot.codeWidth > 0)
        foot.height = std::max(
            foot.height,
            fm.boundingRect(QRectF(0, 0, foot.codeWidth, m_height), WrapFlags, slip.codeNote)
                .height());
    foot.height = std::max({foot.height, foot.qr, foot.board > 0 ? mm(kBoardMm) : qreal(0)});
    return foot;
}

// The caption on the left, the tournament on the right; under them the date
// and the rule set, so that a slip found apart from the others says which day
// and which rules it belongs to.
qreal Renderer::slipNameRoom(const PaperSlip &slip) const
{
    const qreal captionW = metrics(makeFont(11, true)).horizontalAdvance(slip.caption);
    return std::max<qreal>(m_width - captionW - mm(5), m_width / 4);
}

// The tournament's name beside the caption, set smaller (down to 6 points)
// rather than cut; the smallest size when even that is too wide.
QFont Renderer::slipNameFont(const PaperSlip &slip) const
{
    const qreal room = slipNameRoom(slip);
    QFont font = m_small;
    for (qreal points = m_small.pointSizeF(); points >= 6; points -= 0.5) {
        font = makeFont(points);
        if (metrics(font).horizontalAdvance(m_doc.tournament) <= room)
            break;
    }
    return font;
}

bool Renderer::slipNameBesideCaption(const PaperSlip &slip) const
{
    return metrics(slipNameFont(slip)).horizontalAdvance(m_doc.tournament) <= slipNameRoom(slip);
}

qreal Renderer::slipCaptionHeight(const PaperSlip &slip) const
{
    const qreal line = metrics(m_small).height();
    return metrics(m_subheading).height() + (m_doc.dateText.isEmpty() ? 0 : line)
        + (slipNameBesideCaption(slip) ? 0 : line);
}

qreal Renderer::slipHeight(const PaperSlip &slip, const SlipColumns &columns) const
{
    QStringList header;
    for (const PaperColumn &c : m_doc.columns)
        header.append(c.title);
    qreal h = slipCaptionHeight(slip) + mm(2);
    h += columns.upright ? columns.headerHeight : rowHeight(header, columns.widths, columns.header);
    h += slip.players.size() * mm(kSlipRowMm);
    const SlipFoot foot = slipFoot(slip);
    return foot.height > 0 ? h + mm(1.5) + foot.height : h;
}

namespace {

// A name on one line if it fits `width`, else on two, broken after the last
// space or hyphen that lets the first line fit; the rest cut with "…".
QStringList nameLines(const QFontMetricsF &fm, const QString &name, qreal width)
{
    if (fm.horizontalAdvance(name) <= width)
        return {name};
    for (qsizetype k = name.size() - 1; k > 0; --k) {
        const QChar c = name.at(k);
        if (c != QLatin1Char(' ') && c != QLatin1Char('-'))
            continue;
        const QString first = name.left(c == QLatin1Char('-') ? k + 1 : k).trimmed();
        const QString second = name.mid(k + 1).trimmed();
        if (first.isEmpty() || second.isEmpty() || fm.horizontalAdvance(first) > width)
            continue;
        return {first, fm.elidedText(second, Qt::ElideRight, width)};
    }
    return {fm.elidedText(name, Qt::ElideRight, width)};
}

} // namespace

void Renderer::paintSlip(qreal y, const PaperSlip &slip, const SlipColumns &columns)
{
    const QList<qreal> &widths = columns.widths;
    const QFont &headerFont = columns.header;
    const qreal captionH = slipCaptionHeight(slip);
    {
        const QFontMetricsF fm = metrics(m_small);
        const qreal lineH = metrics(m_subheading).height();
        const qreal room = slipNameRoom(slip);
        m_p->setFont(makeFont(11, true));
        drawBoxed(QRectF(0, y, m_width - room - mm(2), lineH), Qt::AlignLeft | Qt::AlignBottom,
                  slip.caption);
        m_p->setFont(m_small);
        // A tournament's name too long to stand beside the caption (a long
        // caption in Portuguese) even when set smaller has a line of its own.
        qreal under = y + lineH;
        if (slipNameBesideCaption(slip)) {
            m_p->setFont(slipNameFont(slip));
            drawBoxed(QRectF(m_width - room, y, room, lineH), Qt::AlignRight | Qt::AlignBottom,
                      m_doc.tournament);
            m_p->setFont(m_small);
        } else {
            drawBoxed(QRectF(0, under, m_width, fm.height()), Qt::AlignLeft | Qt::AlignTop,
                      fm.elidedText(m_doc.tournament, Qt::ElideRight, m_width));
            under += fm.height();
        }
        if (!m_doc.dateText.isEmpty())
            drawBoxed(QRectF(0, under, m_width, fm.height()), Qt::AlignLeft | Qt::AlignTop,
                      fm.elidedText(m_doc.dateText, Qt::ElideRight, m_width));
    }
    y += captionH + mm(2);

    QStringList header;
    for (const PaperColumn &c : m_doc.columns)
        header.append(c.title);
    const qreal headerH =
        columns.upright ? columns.headerHeight : rowHeight(header, widths, headerFont);
    const qreal rowH = mm(kSlipRowMm);
    const qreal gridH = headerH + slip.players.size() * rowH;
    m_p->fillRect(QRectF(0, y, m_width, headerH), QColor(0xe4, 0xe4, 0xe4));
    if (columns.upright)
        paintSlipHeader(y, columns);
    else
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

    m_p->setFont(columns.names);
    const QFontMetricsF nameMetrics = metrics(columns.names);
    for (qsizetype r = 0; r < slip.players.size(); ++r) {
        const qreal top = y + headerH + r * rowH;
        x = 0;
        for (qsizetype i = 0; i < widths.size(); ++i) {
            const QRectF cell(x, top, widths[i], rowH);
            if (i == 0) {
                // A name longer than the column (past the smallest size)
                // takes two lines, broken after a space or a hyphen; only
                // what a second line cannot hold is cut with "…".
                const QRectF text = cell.adjusted(mm(1.5), 0, -mm(1.5), 0);
                const QString name = oneLine(slip.players[r]);
                const QStringList lines = nameLines(nameMetrics, name, text.width());
                const qreal lineH = nameMetrics.height();
                qreal lineTop = text.center().y() - lines.size() * lineH / 2;
                for (const QString &line : lines) {
                    drawBoxed(QRectF(text.left(), lineTop, text.width(), lineH),
                              Qt::AlignLeft | Qt::AlignVCenter, line);
                    lineTop += lineH;
                }
            } else if (m_doc.columns[i].tickBox) {
                // A mark: a box to tick.
                const qreal s = mm(4);
                m_p->drawRect(QRectF(cell.center().x() - s / 2, cell.center().y() - s / 2, s, s));
            }
            x += widths[i];
        }
    }
    m_p->setPen(Qt::black);
    const SlipFoot foot = slipFoot(slip);
    const qreal top = y + gridH + mm(1.5);
    m_p->setFont(m_small);
    if (!m_doc.slipNote.isEmpty())
        drawBoxed(QRectF(0, top, foot.noteWidth, foot.height), WrapFlags, m_doc.slipNote);
    if (foot.qr > 0) {
        // The table's report address, for a phone's camera.
        m_p->drawImage(QRectF(m_width - foot.qr, top, foot.qr, foot.qr), slip.reportCode);
    }
    if (foot.board > 0) {
        // The round's board, between the note and the report code.
        const qreal right =
            foot.codeWidth + foot.qr + (foot.qr > 0 && foot.codeWidth > 0 ? mm(2) : 0);
        const qreal w = foot.board - mm(3);
        const qreal left = m_width - (right > 0 ? right + mm(2) : 0) - w;
        paintBoard(m_p, QRectF(left, top, w, mm(kBoardMm)), m_doc.board);
    }
    if (foot.codeWidth > 0) {
        const qreal left = m_width - foot.qr - (foot.qr > 0 ? mm(2) : 0) - foot.codeWidth;
        drawBoxed(QRectF(left, top, foot.codeWidth, foot.height), WrapFlags, slip.codeNote);
    }
}

qreal Renderer::boardWidth() const
{
    if (m_doc.board.items.isEmpty())
        return 0;
    const QRectF b = m_doc.board.bounds;
    return mm(kBoardMm) * b.width() / b.height() + mm(3);
}

Renderer::SlipColumns Renderer::chooseSlipColumns() const
{
    const SlipColumns columns = slipColumns(false);
    if (m_doc.slipLayout == PaperDocument::SlipLayout::OnePerPage || m_doc.slips.size() < 3)
        return columns;
    // Three slips on a page, if the names giving up some room makes them fit.
    const auto threeFit = [this](const SlipColumns &c) {
        qreal tallest = 0;
        for (const PaperSlip &slip : m_doc.slips)
            tallest = std::max(tallest, slipHeight(slip, c));
        return 3 * tallest + 2 * mm(kSlipGapMm) <= m_limit;
    };
    if (threeFit(columns))
        return columns;
    const SlipColumns spare = slipColumns(true);
    return threeFit(spare) ? spare : columns;
}

int Renderer::renderSlips()
{
    const SlipColumns columns = chooseSlipColumns();
    const qreal gap = mm(kSlipGapMm); // room to cut along the dashed line between two slips

    // First pass: the slips on each page.
    QList<Page> pages;
    Page page;
    qreal y = 0;
    for (qsizetype i = 0; i < m_doc.slips.size(); ++i) {
        const qreal h = slipHeight(m_doc.slips[i], columns);
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
        if (n > 0 && !newPage())
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
            paintSlip(y, m_doc.slips[i], columns);
            y += slipHeight(m_doc.slips[i], columns) + gap;
        }
        paintFooter(int(n) + 1, int(pages.size()));
    }
    return int(pages.size());
}

} // namespace paper

PaperSlipGeometry slipGeometry(const PaperDocument &doc, const QPageSize &pageSize)
{
    // Laid out on the device writePdf() prints on.
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    writer.setResolution(600);
    writer.setPageSize(pageSize);
    writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
    QPainter painter(&writer);
    const paper::Renderer renderer(doc, &writer, &painter);
    const paper::Renderer::SlipColumns columns = renderer.chooseSlipColumns();
    PaperSlipGeometry out;
    for (qreal w : columns.widths)
        out.columnMm.append(renderer.toMm(w));
    out.headerPoints = columns.header.pointSizeF();
    out.namePoints = columns.names.pointSizeF();
    const QFontMetricsF fm = renderer.metrics(columns.names);
    const qreal room = columns.widths.value(0) - renderer.mm(3);
    for (const PaperSlip &slip : doc.slips) {
        for (const QString &name : slip.players) {
            if (fm.horizontalAdvance(paper::oneLine(name)) > room)
                out.cutNames.append(name);
        }
    }
    painter.end();
    return out;
}

} // namespace ctd
