// The projector's team standings in a team event (docs/rules.md §11): pages
// after the players' standings, in the same type and colours.
#include "playersscreen.h"

#include "files/figures.h"
#include "files/teamfigures.h"
#include "readmodel/follower.h"

#include <QPainter>

namespace ctd {

namespace {

const QColor kPanel(0x1c, 0x25, 0x30);
const QColor kText(0xf2, 0xf4, 0xf6);
const QColor kDim(0x9a, 0xa7, 0xb4);

QFont typeOf(double pixels, bool bold = false)
{
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPixelSize(qMax(8, int(pixels)));
    f.setBold(bold);
    return f;
}

// `font` made smaller, down to `smallest` pixels, until every text fits `room`.
QFont fitted(QFont font, const QStringList &texts, double smallest, int room)
{
    const auto widest = [&texts](const QFont &f) {
        const QFontMetrics m(f);
        int w = 0;
        for (const QString &t : texts)
            w = qMax(w, m.horizontalAdvance(t));
        return w;
    };
    while (font.pixelSize() > int(smallest) && widest(font) > room)
        font.setPixelSize(font.pixelSize() - 1);
    return font;
}

// The rows a page holds: a line is kept for the note on teams' sizes.
int rowsPerPage(int rows)
{
    return qMax(1, rows - 1);
}

} // namespace

int PlayersScreen::teamPages() const
{
    const PlayersView &v = m_follower->view();
    if (v.standingsAfter == 0 || v.teams.rows.isEmpty())
        return 0;
    const int per = rowsPerPage(layout().standingsRows);
    return int((v.teams.rows.size() + per - 1) / per);
}

bool PlayersScreen::showingTeams() const
{
    return teamPages() > 0 && m_standingsPage >= playerStandingsPages();
}

QString PlayersScreen::teamsHeading() const
{
    return TeamFigures::title(m_follower->view().standingsAfter);
}

QStringList PlayersScreen::teamsShown() const
{
    if (!showingTeams())
        return {};
    const QList<TeamRow> &rows = m_follower->view().teams.rows;
    const int per = rowsPerPage(layout().standingsRows);
    const qsizetype first = qsizetype(m_standingsPage - playerStandingsPages()) * per;
    QStringList names;
    for (qsizetype i = first; i < rows.size() && i < first + per; ++i)
        names.append(rows[i].team);
    return names;
}

void PlayersScreen::paintTeams(QPainter &p, const QRect &box, double u, int lineHeight, int rows)
{
    const PlayersView &v = m_follower->view();
    m_teamsCut.clear();
    const int page = m_standingsPage - playerStandingsPages();
    const int per = rowsPerPage(rows);
    const auto drawLine = [&](const QRect &r, int flags, const QString &text) {
        const QString shown = p.fontMetrics().elidedText(text, Qt::ElideRight, r.width());
        if (shown != text)
            m_teamsCut.append(text);
        p.drawText(r, flags, shown);
    };
    // The title, smaller rather than cut (German), and the page under the list.
    const QRect band(box.left(), box.top(), box.width(), int(70 * u));
    const QString title = teamsHeading();
    double size = 44 * u;
    while (size > 26 * u
           && QFontMetrics(typeOf(size, true)).horizontalAdvance(title) > band.width())
        size -= 2 * u;
    p.setPen(kText);
    p.setFont(typeOf(size, true));
    drawLine(band, Qt::AlignLeft | Qt::AlignVCenter, title);
    if (teamPages() > 1) {
        p.setPen(kDim);
        p.setFont(typeOf(24 * u));
        p.drawText(box, Qt::AlignRight | Qt::AlignBottom,
                   tr("page %1 of %2").arg(page + 1).arg(teamPages()));
    }
    const int listTop = box.top() + int(100 * u);
    const int rankWidth = int(80 * u);
    const int pointsWidth = int(130 * u);
    const int vpWidth = int(110 * u);
    p.setPen(kDim);
    p.setFont(typeOf(24 * u));
    // Over the column, reaching left over the names where it is longer ("Rundenpunkte").
    drawLine(QRect(box.left() + rankWidth, listTop - int(34 * u),
                   box.width() - rankWidth - vpWidth - int(12 * u), int(30 * u)),
             Qt::AlignRight | Qt::AlignVCenter, Figures::roundPointsTitle(v.countsWins));
    drawLine(
        QRect(box.right() - vpWidth, listTop - int(34 * u), vpWidth - int(12 * u), int(30 * u)),
        Qt::AlignRight | Qt::AlignVCenter, Figures::fieldTitle(StandingsField::Vp));
    const QLocale locale;
    // The names of a page in one size, as large as lets the longest fit.
    const QFont names = fitted(typeOf(36 * u), teamsShown(), 24 * u,
                               box.width() - rankWidth - int(20 * u) - pointsWidth - vpWidth);
    for (int i = 0; i < per; ++i) {
        const qsizetype index = qsizetype(page) * per + i;
        if (index >= v.teams.rows.size())
            break;
        const TeamRow &row = v.teams.rows[index];
        const QRect line(box.left(), listTop + i * lineHeight, box.width(), lineHeight);
        if (i % 2 == 0)
            p.fillRect(line, kPanel);
        p.setPen(kDim);
        p.setFont(typeOf(36 * u, true));
        p.drawText(QRect(line.left(), line.top(), rankWidth, line.height()),
                   Qt::AlignRight | Qt::AlignVCenter, QString::number(row.rank));
        p.setPen(kText);
        p.setFont(names);
        drawLine(line.adjusted(rankWidth + int(20 * u), 0, -pointsWidth - vpWidth, 0),
                 Qt::AlignLeft | Qt::AlignVCenter, row.team);
        p.setFont(typeOf(36 * u, true));
        p.drawText(QRect(line.right() - pointsWidth - vpWidth, line.top(),
                         pointsWidth - int(12 * u), line.height()),
                   Qt::AlignRight | Qt::AlignVCenter,
                   Figures::points(row.roundPointsTwelfths, locale));
        p.drawText(QRect(line.right() - vpWidth, line.top(), vpWidth - int(12 * u), line.height()),
                   Qt::AlignRight | Qt::AlignVCenter, locale.toString(row.vp));
    }
    const QString note = TeamFigures::note(v.teams);
    if (!note.isEmpty()) {
        p.setPen(kDim);
        p.setFont(typeOf(22 * u));
        // Under the rows of this page.
        const int shown = int(teamsShown().size());
        p.drawText(QRect(box.left(), listTop + shown * lineHeight + int(16 * u), box.width(),
                         2 * lineHeight),
                   Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, note);
    }
}

} // namespace ctd
