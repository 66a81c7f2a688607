// The players' screen's turn from page to page: seating and standings, the
// ranks by round, the tables with their players; and the QR code while shared.
#include "playersscreen.h"
#include "rankspage.h"

#include "paper/qrcode.h"
#include "readmodel/follower.h"

namespace ctd {

void PlayersScreen::turn(bool force)
{
    const PlayersView &v = m_follower->view();
    if (m_showing == Showing::Tables && !force && m_scroll < tablesScrollRange())
        return; // the tables go on scrolling
    Showing next = m_showing;
    if (m_showing == Showing::Lists && ++m_listTurns < qMax(seatingPages(), standingsPages())) {
        m_seatingPage = (m_seatingPage + 1) % seatingPages();
        m_standingsPage = (m_standingsPage + 1) % standingsPages();
    } else {
        // Lists, ranks, tables, the board, each when there is something to show.
        const bool ranks = !v.ranks.isEmpty(), tables = v.round > 0, board = v.board.has_value();
        next = m_showing == Showing::Lists && ranks ? Showing::Ranks
            : (m_showing == Showing::Lists || m_showing == Showing::Ranks) && tables
            ? Showing::Tables
            : m_showing != Showing::Board && board ? Showing::Board
                                                   : Showing::Lists;
        m_listTurns = 0;
        m_seatingPage = m_standingsPage = 0;
    }
    m_showing = next;
    m_scroll = 0;
    if (m_showing == Showing::Tables)
        m_scroller.start();
    else
        m_scroller.stop();
    update();
}

QRect PlayersScreen::body() const
{
    const Layout l = layout();
    // Before the first complete round the seating has the whole body alone.
    return l.seatingAlone ? l.seating : QRect(l.seating.topLeft(), l.standings.bottomRight());
}

QStringList PlayersScreen::ranksShown() const
{
    return m_showing == Showing::Ranks ? RanksPage::ranksShown(m_follower->view()) : QStringList();
}

QList<int> PlayersScreen::tablesShown() const
{
    return m_showing == Showing::Tables
        ? RanksPage::tablesShown(body(), m_follower->view(), layout().unit, m_scroll)
        : QList<int>();
}

int PlayersScreen::tablesScrollRange() const
{
    return RanksPage::tablesScrollRange(body(), m_follower->view(), layout().unit);
}

void PlayersScreen::setSharedUrl(const QUrl &url)
{
    m_url = url;
    m_code = url.isEmpty() ? QImage() : qrCode(url.toString(), 1);
    update();
}

} // namespace ctd
