#include "playersscreen.h"
#include "boardpage.h"

#include "clocktext.h"
#include "rankspage.h"

#include "files/figures.h"
#include "readmodel/follower.h"

#include <QEvent>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QPainter>
#include <QScreen>

namespace ctd {

namespace {

// Light type on a dark ground reads best from the back of a hall and does not
// glare in a dim room.
const QColor kGround(0x12, 0x18, 0x1f);
const QColor kPanel(0x1c, 0x25, 0x30);
const QColor kText(0xf2, 0xf4, 0xf6);
const QColor kDim(0x9a, 0xa7, 0xb4);
const QColor kAccent(0xf5, 0xb7, 0x31); // who starts; the clock
const QColor kAlarm(0xff, 0x6b, 0x5b);  // time is up

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

int pages(qsizetype items, int perPage)
{
    return perPage <= 0 || items == 0 ? 1 : int((items + perPage - 1) / perPage);
}

} // namespace

PlayersScreen::PlayersScreen(TournamentFollower *follower, QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_follower(follower)
{
    setObjectName(QStringLiteral("playersScreen"));
    setAttribute(Qt::WA_OpaquePaintEvent);
    resize(1280, 720);
    connect(m_follower, &TournamentFollower::changed, this, [this] {
        m_seatingPage = qMin(m_seatingPage, seatingPages() - 1);
        m_standingsPage = qMin(m_standingsPage, standingsPages() - 1);
        m_scroll = qMin(m_scroll, tablesScrollRange());
        update();
    });
    m_tick.setInterval(1000);
    connect(&m_tick, &QTimer::timeout, this, qOverload<>(&QWidget::update));
    m_tick.start();
    m_pager.setInterval(12000);
    connect(&m_pager, &QTimer::timeout, this, [this] { turn(false); });
    m_pager.start();
    m_scroller.setInterval(40);
    connect(&m_scroller, &QTimer::timeout, this, [this] {
        m_scroll = qMin(m_scroll + qMax(1, int(2 * height() / 1080.0)), tablesScrollRange());
        update();
    });
    changeEvent(nullptr);
}

void PlayersScreen::showOnProjector(QWidget *besides)
{
    const QList<QScreen *> screens = QGuiApplication::screens();
    QScreen *own = besides ? besides->screen() : QGuiApplication::primaryScreen();
    QScreen *other = nullptr;
    for (QScreen *s : screens) {
        if (s != own) {
            other = s;
            break;
        }
    }
    if (other) {
        setScreen(other);
        setGeometry(other->geometry());
        showFullScreen();
    } else {
        show();
    }
    raise();
    activateWindow();
}

PlayersScreen::Layout PlayersScreen::layout() const
{
    Layout l;
    l.unit = height() / 1080.0;
    const int margin = int(40 * l.unit);
    const int headerHeight = int(170 * l.unit);
    l.header = QRect(margin, margin / 2, width() - 2 * margin, headerHeight);
    const int top = l.header.bottom() + margin / 2;
    const int bodyHeight = height() - top - margin;
    // Before the first complete round there are no standings to show: the
    // seating takes the whole width, its two columns twice as wide, so that
    // long names keep their size instead of being cut beside an empty half.
    l.seatingAlone = m_follower->view().standingsAfter == 0;
    const int seatingWidth =
        l.seatingAlone ? width() - 2 * margin : int((width() - 3 * margin) * 0.62);
    l.seating = QRect(margin, top, seatingWidth, bodyHeight);
    l.standings = l.seatingAlone
        ? QRect()
        : QRect(l.seating.right() + margin, top, width() - seatingWidth - 3 * margin, bodyHeight);
    l.lineHeight = int(54 * l.unit);
    const int titleHeight = int(100 * l.unit);
    l.seatingRows = qMax(1,
                         (bodyHeight - titleHeight - int(36 * l.unit))
                             / l.lineHeight); // a line for notes under the lists
    l.standingsRows = l.seatingRows;
    l.seatingColumns = 2;
    return l;
}

int PlayersScreen::seatingPages() const
{
    const Layout l = layout();
    return pages(m_follower->view().seating.size(), l.seatingRows * l.seatingColumns);
}

int PlayersScreen::standingsPages() const
{
    // A team event's team standings follow the players' (playersscreen_teams.cpp).
    return playerStandingsPages() + teamPages();
}

int PlayersScreen::playerStandingsPages() const
{
    return pages(m_follower->view().standings.size(), layout().standingsRows);
}

QStringList PlayersScreen::seatingShown() const
{
    const Layout l = layout();
    const int per = l.seatingRows * l.seatingColumns;
    QStringList names;
    const auto &seating = m_follower->view().seating;
    for (qsizetype i = qsizetype(m_seatingPage) * per;
         i < seating.size() && i < qsizetype(m_seatingPage + 1) * per; ++i)
        names.append(seating[i].name);
    return names;
}

QStringList PlayersScreen::standingsShown() const
{
    if (showingTeams())
        return teamsShown();
    const int per = layout().standingsRows;
    QStringList names;
    const auto &rows = m_follower->view().standings;
    for (qsizetype i = qsizetype(m_standingsPage) * per;
         i < rows.size() && i < qsizetype(m_standingsPage + 1) * per; ++i)
        names.append(rows[i].player);
    return names;
}

PlayersScreen::Header PlayersScreen::header(const QDateTime &now) const
{
    const PlayersView &v = m_follower->view();
    Header h;
    h.tournament = v.tournament;
    // The round, then the rule set the standings follow (docs/formats.md §7).
    RuleSet rules = RuleSet::byId(v.rules);
    rules.id = v.rules;
    rules.name = v.rulesName;
    h.round = (v.round > 0 ? tr("Round %1").arg(v.round) : tr("No round seated yet"))
        + QStringLiteral(" \u00b7 ") + Figures::ruleSetLine(rules);
    if (v.round > 0) {
        const qint64 shown = ClockText::shownMs(v.clock, v.roundMinutes, now);
        h.clock = ClockText::time(shown);
        h.clockState = ClockText::state(v.clock, now);
        h.clockUp = v.clock.isStarted() && shown <= 0;
        h.clockRunning = v.clock.isRunning();
    }
    h.seating = v.round == 0 ? tr("Seating") : tr("Round %1: where you sit").arg(v.round);
    h.standings = standingsHeading();
    return h;
}

QStringList PlayersScreen::headerShown() const
{
    const Header h = header(QDateTime::currentDateTimeUtc());
    QStringList shown{h.tournament, h.round};
    if (!h.clock.isEmpty())
        shown << h.clock << h.clockState;
    return shown << h.seating << h.standings;
}

QString PlayersScreen::standingsHeading() const
{
    const PlayersView &v = m_follower->view();
    if (v.standingsAfter == 0)
        return tr("Standings");
    if (showingTeams())
        return teamsHeading();
    if (isFinalRanking(v.standings))
        return Figures::standingsTitle(v.standingsAfter, v.standings);
    return tr("Standings after round %1").arg(v.standingsAfter);
}

void PlayersScreen::nextPage()
{
    turn(true);
}

void PlayersScreen::paintEvent(QPaintEvent *)
{
    const PlayersView &v = m_follower->view();
    const Layout l = layout();
    const double u = l.unit;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    p.fillRect(rect(), kGround);
    m_cut.clear();
    // Text that does not fit even at the smallest size is cut, and noted.
    const auto drawLine = [&](const QRect &box, int flags, const QString &text) {
        const QString shown = p.fontMetrics().elidedText(text, Qt::ElideRight, box.width());
        if (shown != text)
            m_cut.append(text);
        p.drawText(box, flags, shown);
    };

    // Header: the tournament and round on the left, the clock on the right.
    const int clockWidth = int(560 * u);
    QRect clockBox(l.header.right() - clockWidth, l.header.top(), clockWidth, l.header.height());
    QRect titleBox = l.header.adjusted(0, 0, -clockWidth - int(30 * u), 0);
    if (!m_code.isNull()) {
        // The players' page for phones, in the corner beside the clock.
        const QRect code(clockBox.left() - l.header.height() - int(24 * u), l.header.top(),
                         l.header.height(), l.header.height());
        RanksPage::paintCode(&p, code, m_code, m_url.host(), u);
        titleBox.setRight(code.left() - int(30 * u));
    }
    p.setPen(kText);
    const Header h = header(now);
    // A long name (German events have them) is set smaller rather than cut.
    p.setFont(fitted(typeOf(64 * u, true), {h.tournament}, 40 * u, titleBox.width()));
    drawLine(titleBox.adjusted(0, int(10 * u), 0, 0), Qt::AlignLeft | Qt::AlignTop, h.tournament);
    p.setPen(kDim);
    p.setFont(fitted(typeOf(38 * u), {h.round}, 26 * u, titleBox.width()));
    drawLine(titleBox.adjusted(0, 0, 0, -int(12 * u)), Qt::AlignLeft | Qt::AlignBottom, h.round);

    if (!h.clock.isEmpty()) {
        p.setPen(Qt::NoPen);
        p.setBrush(kPanel);
        p.drawRoundedRect(clockBox, 18 * u, 18 * u);
        p.setPen(h.clockUp ? kAlarm : h.clockRunning ? kAccent : kDim);
        p.setFont(typeOf(118 * u, true));
        p.drawText(clockBox.adjusted(int(24 * u), 0, -int(24 * u), -int(30 * u)),
                   Qt::AlignRight | Qt::AlignVCenter, h.clock);
        p.setFont(typeOf(30 * u));
        p.drawText(clockBox.adjusted(int(24 * u), 0, -int(24 * u), -int(12 * u)),
                   Qt::AlignRight | Qt::AlignBottom, h.clockState);
    }

    if (m_showing == Showing::Ranks) {
        RanksPage::paintRanks(&p, body(), v, u);
        return;
    }
    if (m_showing == Showing::Tables) {
        RanksPage::paintTables(&p, body(), v, u, m_scroll, &m_cut);
        return;
    }
    if (m_showing == Showing::Board) {
        BoardPage::paint(&p, body(), v, u);
        return;
    }

    // Seating by name, in columns.
    const auto title = [&](const QRect &box, const QString &text, int page, int count) {
        const QRect band = box.adjusted(0, 0, 0, -(box.height() - int(70 * u)));
        const int room = band.width();
        if (count > 1) {
            // Under the list, so that the title keeps its size.
            p.setPen(kDim);
            p.setFont(typeOf(24 * u));
            p.drawText(box, Qt::AlignRight | Qt::AlignBottom,
                       tr("page %1 of %2").arg(page + 1).arg(count));
        }
        // A long title (German) is set smaller rather than cut.
        double size = 44 * u;
        while (size > 26 * u && QFontMetrics(typeOf(size, true)).horizontalAdvance(text) > room)
            size -= 2 * u;
        p.setPen(kText);
        p.setFont(typeOf(size, true));
        drawLine(band, Qt::AlignLeft | Qt::AlignVCenter, text);
    };
    const int listTop = l.seating.top() + int(100 * u);
    const QFont nameFont = typeOf(36 * u);
    const QFont numberFont = typeOf(36 * u, true);
    const QFont smallFont = typeOf(24 * u);
    if (v.round == 0) {
        title(l.seating, h.seating, 0, 1);
    } else {
        title(l.seating, h.seating, m_seatingPage, seatingPages());
        const int per = l.seatingRows * l.seatingColumns;
        const int gap = int(40 * u);
        const int columnWidth =
            (l.seating.width() - gap * (l.seatingColumns - 1)) / l.seatingColumns;
        const int numbersWidth = int(200 * u);
        // A short page is shared evenly between the columns.
        const int onPage =
            int(qMin<qsizetype>(per, v.seating.size() - qsizetype(m_seatingPage) * per));
        // The names of a page in one size, as large as lets the longest fit.
        QStringList pageNames;
        for (int i = 0; i < onPage; ++i)
            pageNames.append(v.seating.at(qsizetype(m_seatingPage) * per + i).name);
        const QFont seatingNames =
            fitted(nameFont, pageNames, 24 * u, columnWidth - numbersWidth - int(12 * u));
        const int rows = qMax(1, (onPage + l.seatingColumns - 1) / l.seatingColumns);
        const int columns = qMax(1, (onPage + rows - 1) / rows);
        // Column headings are given once, in small type, so that each line holds only figures.
        for (int c = 0; c < columns; ++c) {
            const int x = l.seating.left() + c * (columnWidth + gap);
            p.setPen(kDim);
            p.setFont(smallFont);
            p.drawText(QRect(x + columnWidth - numbersWidth, listTop - int(34 * u),
                             numbersWidth / 2, int(30 * u)),
                       Qt::AlignRight | Qt::AlignVCenter, tr("table"));
            p.drawText(QRect(x + columnWidth - numbersWidth / 2, listTop - int(34 * u),
                             numbersWidth / 2, int(30 * u)),
                       Qt::AlignRight | Qt::AlignVCenter, tr("seat"));
        }
        for (int i = 0; i < per; ++i) {
            const qsizetype index = qsizetype(m_seatingPage) * per + i;
            if (index >= v.seating.size())
                break;
            const SeatEntry &s = v.seating[index];
            const int c = i / rows, r = i % rows;
            const QRect line(l.seating.left() + c * (columnWidth + gap), listTop + r * l.lineHeight,
                             columnWidth, l.lineHeight);
            if (r % 2 == 0)
                p.fillRect(line, kPanel);
            p.setPen(kText);
            p.setFont(seatingNames);
            drawLine(line.adjusted(int(12 * u), 0, -numbersWidth, 0),
                     Qt::AlignLeft | Qt::AlignVCenter, s.name);
            p.setFont(numberFont);
            p.drawText(
                QRect(line.right() - numbersWidth, line.top(), numbersWidth / 2, line.height()),
                Qt::AlignRight | Qt::AlignVCenter, QString::number(s.table));
            p.setPen(s.seat == 1 ? kAccent : kText);
            p.drawText(QRect(line.right() - numbersWidth / 2, line.top(),
                             numbersWidth / 2 - int(12 * u), line.height()),
                       Qt::AlignRight | Qt::AlignVCenter,
                       s.seat == 1 ? QStringLiteral("\u25B6 1") : QString::number(s.seat));
        }
        p.setPen(kDim);
        p.setFont(smallFont);
        p.drawText(l.seating, Qt::AlignLeft | Qt::AlignBottom, tr("\u25B6 starts the game"));
    }

    // Standings, then a team event's team standings.
    if (showingTeams()) {
        paintTeams(p, l.standings, u, l.lineHeight, l.standingsRows);
        m_cut += m_teamsCut;
    } else if (l.seatingAlone) {
        // Where the standings will be, in one small line under the seating.
        p.setPen(kDim);
        p.setFont(smallFont);
        drawLine(l.seating.adjusted(l.seating.width() / 4, 0, -l.seating.width() / 4, 0),
                 Qt::AlignHCenter | Qt::AlignBottom,
                 h.standings + QStringLiteral(" \u00B7 ") + tr("after the first complete round"));
    } else {
        title(l.standings, h.standings, m_standingsPage, standingsPages());
        // A final ranking says which stage decided each place instead of the
        // points, which count the preliminary rounds only.
        const bool ranked = isFinalRanking(v.standings);
        // The column's title as the desk's standings name it.
        const QString pointsTitle = Figures::roundPointsTitle(v.countsWins);
        const int rankWidth = int(80 * u);
        const int pointsWidth = ranked ? int(360 * u) : int(130 * u);
        p.setPen(kDim);
        p.setFont(smallFont);
        // Over the column, reaching left over the names where it is longer
        // ("Rundenpunkte").
        drawLine(QRect(l.standings.left() + rankWidth, listTop - int(34 * u),
                       l.standings.width() - rankWidth - int(12 * u), int(30 * u)),
                 Qt::AlignRight | Qt::AlignVCenter,
                 ranked ? Figures::decidedByTitle() : pointsTitle);
        const QLocale locale;
        QStringList pageNames, pageStages;
        for (int i = 0; i < l.standingsRows; ++i) {
            const qsizetype index = qsizetype(m_standingsPage) * l.standingsRows + i;
            if (index >= v.standings.size())
                break;
            pageNames.append(v.standings.at(index).player);
            pageStages.append(Figures::decidedBy(v.standings.at(index), locale));
        }
        const QFont standingsNames =
            fitted(nameFont, pageNames, 24 * u,
                   l.standings.width() - rankWidth - int(20 * u) - pointsWidth);
        const QFont stageFont = fitted(smallFont, pageStages, 18 * u, pointsWidth - int(12 * u));
        bool cutOnPage = false;
        for (int i = 0; i < l.standingsRows; ++i) {
            const qsizetype index = qsizetype(m_standingsPage) * l.standingsRows + i;
            if (index >= v.standings.size())
                break;
            const StandingsRow &row = v.standings[index];
            const QRect line(l.standings.left(), listTop + i * l.lineHeight, l.standings.width(),
                             l.lineHeight);
            if (i % 2 == 0)
                p.fillRect(line, kPanel);
            p.setPen(kDim);
            p.setFont(numberFont);
            p.drawText(QRect(line.left(), line.top(), rankWidth, line.height()),
                       Qt::AlignRight | Qt::AlignVCenter, QString::number(row.rank));
            // Who plays on: the players out at the no-win cut below a line, dimmed.
            const bool firstOut = row.outAtCut && (index == 0 || !v.standings[index - 1].outAtCut);
            if (firstOut) {
                p.fillRect(QRect(line.left(), line.top(), line.width(), qMax(2, int(3 * u))),
                           kAccent);
                cutOnPage = true;
            }
            p.setPen(row.outAtCut ? kDim : kText);
            p.setFont(standingsNames);
            drawLine(line.adjusted(rankWidth + int(20 * u), 0, -pointsWidth, 0),
                     Qt::AlignLeft | Qt::AlignVCenter, row.player);
            p.setFont(ranked ? stageFont : numberFont);
            drawLine(QRect(line.right() - pointsWidth, line.top(), pointsWidth - int(12 * u),
                           line.height()),
                     Qt::AlignRight | Qt::AlignVCenter,
                     ranked ? Figures::decidedBy(row, locale)
                            : Figures::points(row.roundPointsTwelfths, locale));
        }
        if (cutOnPage) {
            p.setPen(kAccent);
            p.setFont(smallFont);
            drawLine(l.standings, Qt::AlignLeft | Qt::AlignBottom,
                     tr("Below the line: out at the no-win cut after game %1").arg(v.noWinCut));
        }
    }
}

void PlayersScreen::toggleFullScreen()
{
    if (isFullScreen())
        showNormal();
    else
        showFullScreen();
}

void PlayersScreen::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_F11) {
        toggleFullScreen();
    } else if (event->key() == Qt::Key_Escape && isFullScreen()) {
        showNormal();
    } else if (event->key() == Qt::Key_Escape || event->matches(QKeySequence::Close)
               || (event->key() == Qt::Key_W
                   && event->modifiers() == (Qt::ControlModifier | Qt::ShiftModifier))) {
        // Escape out of full screen, again to close; Ctrl+W (or the desk's
        // Ctrl+Shift+W) closes at once.
        close();
    } else if (event->key() == Qt::Key_Space || event->key() == Qt::Key_PageDown) {
        nextPage();
    } else {
        QWidget::keyPressEvent(event);
    }
}

void PlayersScreen::mouseDoubleClickEvent(QMouseEvent *)
{
    toggleFullScreen();
}

void PlayersScreen::changeEvent(QEvent *event)
{
    if (!event || event->type() == QEvent::LanguageChange) {
        setWindowTitle(tr("Players' screen"));
        update();
    }
    if (event)
        QWidget::changeEvent(event);
}

} // namespace ctd
