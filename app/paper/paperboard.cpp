// The round's board on paper: a page of its own, with each resource's pips
// and the seed (docs/formats.md, "The round's board").
#include "boardpainter.h"
#include "paperbuilder.h"
#include "paperrenderer_p.h"
#include "scoring/board.h"

namespace ctd {

PaperDocument PaperBuilder::board(const TournamentInfo &info, const board::Board &b, int round,
                                  const QLocale &locale)
{
    PaperDocument doc;
    doc.kind = PaperDocument::Kind::Board;
    doc.tournament = info.name.trimmed().isEmpty() ? tr("CATAN tournament") : info.name;
    doc.title = tr("Board of round %1").arg(round);
    if (info.date.isValid())
        doc.dateText = locale.toString(info.date, QLocale::LongFormat);
    doc.board = BoardScene::of(b);
    doc.note = boardPips(b, locale) + QLatin1Char('\n') + board::BoardTexts::harbourList(b)
        + QLatin1Char('\n')
        + tr("Drawn with seed %1: the same seed draws the same board.").arg(b.seed);
    return doc;
}

QString PaperBuilder::boardPips(const board::Board &b, const QLocale &locale)
{
    QStringList parts;
    const auto pips = b.resourcePips();
    for (int r = 0; r < board::ResourceCount; ++r)
        parts << board::BoardTexts::resourceName(static_cast<board::Resource>(r)) + QLatin1Char(' ')
                + locale.toString(pips[static_cast<std::size_t>(r)]);
    return tr("Pips: %1").arg(parts.join(QStringLiteral(" \u00b7 ")));
}

namespace paper {

int Renderer::renderBoard()
{
    paintHeading();
    const qreal top = headingHeight();
    paintBoard(m_p, QRectF(0, top, m_width, m_limit - top - mm(5)), m_doc.board);
    paintFooter(1, 1);
    return 1;
}

} // namespace paper

} // namespace ctd
