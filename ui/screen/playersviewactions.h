#pragma once

#include "playersscreen.h"
#include "sharedialog.h"

#include <QHostAddress>
#include <QObject>
#include <QPointer>
#include <QUrl>

class QAction;
class QMenu;

namespace ctd {

class PlayersServer;
class ReportsServer;
class RoundClockBar;
class Tournament;
class TournamentFollower;

/// The players' view of the desk: the View menu (players' screen, sharing
/// the players' page, the round clock), the clock in the status bar, and
/// the follower, server and projector window behind them. The follower has
/// its own read-only connection to the open file and is opened only while
/// the screen is shown or the page shared.
class PlayersViewActions : public QObject
{
    Q_OBJECT

public:
    explicit PlayersViewActions(QWidget *window);
    ~PlayersViewActions() override;

    QMenu *menu() const { return m_menu; }
    RoundClockBar *clockBar() const { return m_clock; }
    PlayersScreen *screen() const { return m_screen; }
    QAction *screenAction() const { return m_screenAction; }
    /// View → Close the players' screen (Ctrl+Shift+W), while it is open.
    QAction *closeScreenAction() const { return m_closeScreenAction; }
    QAction *shareAction() const { return m_shareAction; }
    QAction *reportsAction() const { return m_reportsAction; }
    QAction *acceptConfirmedAction() const { return m_acceptConfirmedAction; }
    /// Takes the tables' reports on the players' page (off by default): the
    /// director's switch, kept with the tournament, then applied.
    void setReportsOn(bool on);
    bool reportsOn() const { return m_reports != nullptr; }
    /// Where phones report now, or why they cannot, in a sentence.
    QString reportsReach() const;
    PlayersServer *server() const { return m_server; }

    void setTournament(Tournament *tournament);
    /// The desk is closing: the screen closes, sharing stops and the
    /// follower lets go of the file, so that nothing outlives the window.
    void endAll();

    bool startSharing(const QHostAddress &address, quint16 port, QString *error);
    void stopSharing();
    bool isSharing() const;
    /// The address phones open while sharing; empty otherwise.
    QUrl sharedUrl() const;
    ShareDialog *shareDialog();

public slots:
    /// The hook for the desk's saves: the view is read again now rather than
    /// at the follower's next look at the file.
    void refresh();
    void showScreen();
    void showShareDialog();

signals:
    void sharingChanged(const QUrl &url);
    void statusMessage(const QString &text);

private:
    bool eventFilter(QObject *watched, QEvent *event) override;
    /// Starts or stops taking reports, without touching the tournament's switch.
    void applyReports(bool on);
    bool ensureFollower(QString *error);
    void releaseFollowerIfIdle();
    void retranslate();
    void updateAcceptConfirmed();

    QWidget *m_window;
    Tournament *m_tournament = nullptr;
    QMenu *m_menu;
    QAction *m_screenAction;
    QAction *m_closeScreenAction;
    QAction *m_shareAction;
    QAction *m_reportsAction;
    QAction *m_acceptConfirmedAction;
    ReportsServer *m_reports = nullptr;
    RoundClockBar *m_clock;
    TournamentFollower *m_follower;
    PlayersServer *m_server;
    QPointer<PlayersScreen> m_screen;
    QPointer<ShareDialog> m_share;
    QUrl m_url;
};

} // namespace ctd
