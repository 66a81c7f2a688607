// The printed standings' page of the ranks by round: the heading, the chart
// drawn by the same code as the players' screen (rankchart.h), the footer.
#include "paperrankchart.h"
#include "paperrenderer_p.h"
#include "rankchart.h"

#include "tournament/rankreading.h"
#include "tournament/tournament.h"

namespace ctd {

namespace paper {

void Renderer::paintRanksPage(int page, int pages)
{
    m_p->setPen(Qt::black);
    m_p->setFont(m_heading);
    QRectF used;
    m_p->drawText(QRectF(0, 0, m_width, m_height), WrapFlags, m_doc.tournament, &used);
    noteBox(QRectF(0, 0, m_width, used.height()), m_doc.tournament);
    qreal y = used.height();
    m_p->setFont(m_subheading);
    drawBoxed(QRectF(0, y, m_width, metrics(m_subheading).height()), Qt::AlignLeft,
              m_doc.ranksTitle);
    y += metrics(m_subheading).height() + mm(6);
    // As wide as the page, not taller than it is wide: a chart of a few
    // rounds reads best in landscape.
    const qreal height = qMin(m_limit - y - mm(4), m_width * 0.9);
    RankChartStyle style = RankChartStyle::paper();
    style.line = mm(0.6);
    RankChart::draw(m_p, QRectF(0, y, m_width, height), m_doc.ranks, style);
    noteBox(QRectF(0, y, m_width, height), QString()); // every label inside the chart
    paintFooter(page, pages);
}

} // namespace paper

void addRankChart(PaperDocument *doc, const Tournament &tournament, int afterRound)
{
    // Only the rounds the standings count.
    const RankHistory history = readRankHistory(tournament).upTo(afterRound);
    if (history.isEmpty())
        return;
    doc->ranks = history;
    doc->ranksTitle = PaperRankTexts::title(afterRound);
}

QString PaperRankTexts::title(int afterRound)
{
    return tr("Ranks by round, up to round %1").arg(afterRound);
}

} // namespace ctd
