#pragma once

#include <QMainWindow>
#include <QPointer>

#include <functional>
#include <memory>

class QAction;
class QComboBox;
class QLabel;
class QMenu;
class QPushButton;
class QStackedWidget;
class QTabWidget;

namespace ctd {

class BoardDialog;
class PaperActions;
class CallsQueue;
class PlayersPanel;
class PlayersViewActions;
class RefereeActions;
class BackupKeeper;
class ResultsPanel;
class RulesHelp;
class ManualHelp;
class SeatingPanel;
class Tournament;

/// The desk: one tournament file, its players, the seating of each round and
/// the result entry with the round overview and standings. Every save is a
/// transaction in the file, so there is no "Save" command.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Opens (or creates) a tournament file. A file that cannot be opened is
    /// explained in a message and left untouched; the tournament open before
    /// stays open. Returns whether `path` is now the open tournament.
    bool openTournament(const QString &path);
    /// Opens a file named by the user that must exist (the command line):
    /// a missing one is reported, never created.
    bool openExistingTournament(const QString &path);
    /// Shows the open tournament afresh from its file.
    void reload();
    /// The open file is written by another desk: this window shows it
    /// read-only and follows its saves (mainwindow_follow.cpp).
    bool isFollowing() const;
    /// Reopens a followed file for writing once no other desk writes it.
    void takeOver();
    /// The last message about a file that could not be opened.
    QString lastOpenError() const { return m_lastOpenError; }

    Tournament *tournament() const;
    int currentRound() const;
    void setCurrentRound(int round);

    /// The players and seating pages' panels, each made when first needed:
    /// its page shown, a tournament handed to it (mainwindow_startup.cpp), or
    /// asked for here.
    PlayersPanel *playersPanel() const;
    SeatingPanel *seatingPanel() const;
    PaperActions *paperActions() const { return m_paper; }
    ResultsPanel *resultsPanel() const { return m_results; }
    QTabWidget *pages() const { return m_tabs; }
    QStringList recentFiles() const;

    enum Page { PlayersPage, SeatingPage, ResultsPage };
    void showPage(Page page);
    /// A tournament opened before the window's first paint (at start-up) shows
    /// its first page then; the other pages, the check of the file's pages,
    /// the standings' read and the backups' count follow right after, one
    /// step of the event loop each (mainwindow_startup.cpp). True until done.
    bool isLoading() const { return !m_afterPaint.isEmpty(); }

public slots:
    void newTournament();
    void openTournamentDialog();
    /// File > Restore a backup (mainwindow_backups.cpp).
    void restoreBackup();
    /// File → Connect to a server…; `preset` fills the fields (a recent server).
    void connectToServerDialog(const QString &preset = {});
    /// File → Copy to a server… / Save a copy as file…: the whole tournament.
    void copyToServerDialog();
    void saveCopyDialog();
    /// On a server: looks every 2 s whether it answers, says at once when it
    /// does not, and shows everything afresh when it is back.
    void watchServer();
    void editDetails();
    /// Ctrl+Z and Ctrl+Shift+Z: the next step of the desk's one history
    /// (DeskHistory), typing in the sheet or a command; the undo of a saved
    /// result asks first, naming the table and its versions.
    void undo();
    void redo();
    void undoNow(const QString &what);

protected:
    bool event(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void createActions();
    void createMenus();
    void retranslateUi();
    void updateHeader();
    void updateActions();
    /// The window's own parts that follow the tournament: header, rounds, actions, paper.
    void listenTo(Tournament *t);
    void fillRounds();
    void rememberFile(const QString &path);
    void fillRecentMenu();
    void showOpenProblem(const QString &path, const QString &message);
    BackupKeeper *keepBackups(Tournament *tournament);
    /// Hands the open tournament to the panels: at once, or for a start-up
    /// (nothing painted yet) the pages not shown first after the first paint.
    void showTournament(BackupKeeper *keeper);
    void afterFirstPaint(std::function<void()> step);
    void runAfterPaintStep();
    /// A page's message in the status bar, for 8 seconds.
    void showStatus(const QString &text);
    /// The player the Referee dialog starts with: the Players page's
    /// selected player, the sheet's line with the focus (empty: none).
    QString playerAtHand() const;
    /// The open file (or server) in the status bar: shortened in the middle
    /// to a third of the window, whole in its tooltip, so that the bar keeps
    /// room for the messages.
    void setFileText(const QString &text);
    void fitFileText();
    /// Hides the status bar's permanent widgets while a message needs their room.
    void makeRoomForMessage(const QString &message);
    /// The players and seating pages read their tournament (if they wait for it).
    void loadPlayersPage();
    void loadSeatingPage();
    void showRuleHelp(int code);
    void showManual();
    void installPaperActions();
    QWidget *createFollowBar();
    void startFollowing();
    /// Looks whether the other desk saved (then shows everything afresh) or let go of the file.
    void followWriter();
    void updateFollowBar();

    std::unique_ptr<Tournament> m_tournament;
    /// Where the open tournament lives, with a server's password: in memory
    /// only, for copying it; never shown or stored.
    QString m_address;
    class QTimer *m_serverWatch = nullptr;
    bool m_serverLost = false;
    QString m_lastOpenError;
    QWidget *m_followBar = nullptr;
    QLabel *m_followText = nullptr;
    QPushButton *m_takeOverButton = nullptr;
    class QTimer *m_followTimer = nullptr;
    qint64 m_seenVersion = -1;
    QString m_writer; ///< who writes the followed file; empty: nobody now
    bool m_closeConfirmed = false;
    bool m_painted = false;        ///< the window was painted once
    bool m_playersPending = false; ///< the players page waits for the tournament
    bool m_seatingPending = false; ///< the seating page too
    QList<std::function<void()>> m_afterPaint;

    QStackedWidget *m_stack;
    QWidget *m_emptyPage;
    QLabel *m_emptyText;
    QPushButton *m_emptyOpen;
    QPushButton *m_emptyNew;
    QWidget *m_deskPage;
    QLabel *m_title;
    QLabel *m_dateLabel;
    QLabel *m_roundLabel;
    QComboBox *m_roundBox;
    QPushButton *m_detailsButton;
    QTabWidget *m_tabs;
    QWidget *m_playersPage; ///< holds m_players once made
    PlayersPanel *m_players = nullptr;
    QWidget *m_seatingPage; ///< holds m_seating once made
    SeatingPanel *m_seating = nullptr;
    ResultsPanel *m_results;
    QLabel *m_fileLabel;
    QString m_fileText;                          ///< what m_fileLabel shows, before shortening
    QList<QPointer<QWidget>> m_hiddenForMessage; ///< permanent widgets a long message hides
    RulesHelp *m_rulesHelp = nullptr;
    ManualHelp *m_manual = nullptr;
    PaperActions *m_paper = nullptr;             // printing and export of the open tournament
    RefereeActions *m_referees = nullptr;        // Round → Referee…, Referees' ledger
    CallsQueue *m_calls = nullptr;               // the tables' calls, in the status bar (F7)
    PlayersViewActions *m_playersView = nullptr; // View menu: players' screen, page, clock
    QAction *m_paperSeparator = nullptr;

    QMenu *m_fileMenu = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_roundMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_newAction = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_connectAction = nullptr;
    QAction *m_copyToServerAction = nullptr;
    QAction *m_saveCopyAction = nullptr;
    QAction *m_detailsAction = nullptr;
    QAction *m_restoreAction = nullptr;
    QString m_refusedPath; ///< the last file that could not be opened
    QAction *m_saveTableAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_undoSaveAction = nullptr;
    QAction *m_findAction = nullptr;
    QAction *m_startRoundAction = nullptr;
    QAction *m_moveAction = nullptr;
    QAction *m_removeRoundAction = nullptr;
    QAction *m_boardAction = nullptr;
    QAction *m_publishAction = nullptr;
    QAction *m_holdDraftsAction = nullptr;
    QPointer<BoardDialog> m_boardDialog; ///< Round → Board, while open
    /// Round → Board: the current round's board, drawn at once if it has none
    /// (mainwindow_board.cpp).
    void showBoard();
    QAction *m_onlyMissingAction = nullptr;
    QAction *m_nextReportAction = nullptr;
    QAction *m_rejectReportAction = nullptr;
    QAction *m_playersPageAction = nullptr;
    QAction *m_seatingPageAction = nullptr;
    QAction *m_resultsPageAction = nullptr;
    QAction *m_rulesAction = nullptr;
    QAction *m_manualAction = nullptr;
    QAction *m_aboutAction = nullptr;
};

} // namespace ctd
