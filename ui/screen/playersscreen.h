#pragma once

#include <QImage>
#include <QStringList>
#include <QTimer>
#include <QUrl>
#include <QWidget>

class QPainter;

namespace ctd {

class TournamentFollower;

/// The players' screen for a projector: the newest round's seating by name
/// (name → table, seat, who starts) in type readable across a hall, the
/// standings after the last complete round, and the round clock; then the
/// leaders' ranks by round, then the tables with their players (rankspage.h).
/// It follows every save through the follower and turns its pages by itself.
/// F11 or a double click switches full screen, Esc leaves it.
class PlayersScreen : public QWidget
{
    Q_OBJECT

public:
    explicit PlayersScreen(TournamentFollower *follower, QWidget *parent = nullptr);

    /// Full screen on a screen other than `besides`' when there is one.
    void showOnProjector(QWidget *besides);

    int seatingPages() const;
    int standingsPages() const;
    /// The names on the seating page shown now, and on the standings page.
    QStringList seatingShown() const;
    QStringList standingsShown() const;
    /// The headings shown now: the tournament, the round and rule set, the
    /// clock and its state (once a round is seated), and the titles of the
    /// seating and of the standings.
    QStringList headerShown() const;
    /// The title over the standings: after which round, or the final ranking.
    QString standingsHeading() const;
    /// The texts the last paint had to cut ("Greta Hoffm…") because they did
    /// not fit even in the smallest type: none, on a screen of 1280×720 and up.
    QStringList cutTexts() const { return m_cut; }
    /// The teams on the team standings' page shown now (playersscreen_teams.cpp);
    /// empty while the players' standings are shown.
    QStringList teamsShown() const;
    /// Turns to the next pages (the timer does this every few seconds, and
    /// leaves the tables only once they have scrolled to their end).
    void nextPage();

    /// What the screen shows: seating and standings, the ranks by round,
    /// the tables with their players, or the round's board (boardpage.h).
    enum class Showing { Lists, Ranks, Tables, Board };
    Showing showing() const { return m_showing; }
    /// The leaders named on the ranks page; the tables in view on the tables page.
    QStringList ranksShown() const;
    QList<int> tablesShown() const;
    int tablesScroll() const { return m_scroll; }
    int tablesScrollRange() const;
    /// The players' page while the desk shares it: its QR code in the
    /// heading's corner. Empty: none.
    void setSharedUrl(const QUrl &url);
    QUrl sharedUrl() const { return m_url; }

protected:
    void paintEvent(QPaintEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    struct Layout
    {
        double unit = 1; ///< 1 at 1080 pixels high
        QRect header, seating, standings;
        bool seatingAlone = false; ///< no standings yet: the seating has the whole width
        int lineHeight = 0;
        int seatingRows = 1; ///< per column
        int seatingColumns = 2;
        int standingsRows = 1;
    };
    Layout layout() const;
    struct Header
    {
        QString tournament, round, clock, clockState, seating, standings;
        bool clockUp = false, clockRunning = false;
    };
    Header header(const QDateTime &now) const;
    void toggleFullScreen();
    // A team event's team standings, pages after the players' standings
    // (playersscreen_teams.cpp).
    int playerStandingsPages() const;
    int teamPages() const;
    bool showingTeams() const;
    QString teamsHeading() const;
    void paintTeams(QPainter &p, const QRect &box, double unit, int lineHeight, int rows);
    void turn(bool force);
    QRect body() const;

    TournamentFollower *m_follower;
    QTimer m_tick; ///< the clock, each second
    QTimer m_pager;
    int m_seatingPage = 0;
    int m_standingsPage = 0;
    int m_listTurns = 0; ///< pages of the lists shown since they came up
    Showing m_showing = Showing::Lists;
    QTimer m_scroller; ///< the tables page, a few pixels at a time
    int m_scroll = 0;
    QUrl m_url;
    QImage m_code;
    QStringList m_cut;
    QStringList m_teamsCut;
};

} // namespace ctd
