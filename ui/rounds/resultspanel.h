#pragma once

#include "tournament/reports.h"
#include "tournament/tournament.h"

#include <QPair>
#include <QWidget>

#include <functional>

class QCheckBox;
class QLabel;
class QSplitter;
class QTabWidget;
class QListWidget;
class QPushButton;
class QTableView;
class QUndoStack;

namespace ctd {

class SheetEditor;
class StandingsFeed;
class StandingsView;
class TeamStandingsView;
class TablesModel;

/// Result entry for one round: the round overview (every table and the state
/// of its result), the sheet of the current table, its history, and the
/// standings after the round, updated on each save.
///
/// Saving opens the next table without a result. A sheet with errors is only
/// kept as a draft after a question; a correction of a complete sheet shows
/// what changes first. Leaving a sheet with unsaved typing always asks.
class ResultsPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ResultsPanel(QWidget *parent = nullptr);

    void setTournament(Tournament *tournament);
    /// Holds the standings' read on the worker thread back (they say
    /// "updating…" meanwhile) until called with false: at the desk's start-up.
    void holdStandingsRead(bool held);
    /// At the desk's start-up: the next setRound() opens the next table's
    /// sheet without reading the round's tables (the overview says it is
    /// loading them) until loadOverview(), or anything that needs them.
    void deferOverview() { m_overviewPending = true; }
    void loadOverview();
    void setRound(int round);
    int round() const { return m_round; }
    /// Refreshes overview, standings and the current table's history.
    void refresh();

    SheetEditor *editor() const { return m_editor; }
    QUndoStack *editUndoStack() const;
    int currentTable() const;
    /// Opens a table of the round; asks first if the sheet has unsaved typing.
    void openTable(int table);
    void openNextTable();
    void openPreviousTable();
    /// Saves the current sheet (asks for a draft or a correction where needed).
    void save();
    /// Runs `then` once the current sheet's typing is saved or given up, or
    /// never if the director chooses to stay on the sheet.
    void whenSheetLeft(std::function<void()> then);
    bool hasUnsavedTyping() const;
    /// Takes back the last save of the table on the sheet, after a question
    /// naming the table and its versions: the version it replaced counts
    /// again (none if it was the first). One command of the desk's history.
    void undoLastSave();
    /// The table on the sheet has a saved version to take back.
    bool canUndoSave() const;
    void setOnlyMissing(bool only);
    /// The standings' name filter, for Ctrl+F on this page.
    void focusStandingsFilter();
    /// Opens the next table whose report waits (after the current one), on
    /// the sheet as the table typed it: Enter accepts it (a version "by the
    /// table's report"), rejectReports() drops it.
    void openNextReport();
    /// Rejects the open reports of the table on the sheet.
    void rejectReports();
    /// Tables of the round whose reports wait for the desk.
    int waitingReports() const;
    /// The report on the sheet (0: none).
    int reviewedReport() const { return m_reviewReport; }

signals:
    void statusMessage(const QString &text);
    void undoSaveAvailable(bool available);

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslateUi();
    void loadTable(int table, bool focus = true);
    /// The one save path: stores the sheet, or tells why not and keeps the
    /// typing on screen. Returns whether it was stored.
    bool writeSheet(bool asDraft);
    void afterSave(int table);
    /// A table's sheet was saved or undone (here or at another desk): its
    /// row, the summary, its history and the standings; nothing else is read again.
    void tableChanged(int round, int table);
    void updateStandings();
    void giveTeamsRoom();
    void fitOverviewColumns();
    void updateHistory();
    void readDropped();
    void updateSummary();
    void selectRow(int table);
    std::optional<SeatedTable> seated(int table) const;
    int neighbourTable(int step) const;
    int nextWithoutResult(int after) const;
    /// The sheet shows the table as the file holds it now.
    void showStored();
    /// setRound() with the overview deferred: the next table only.
    void showFirstTable();
    /// The round's reports in the overview and the summary (resultspanel_reports.cpp).
    void updateReports();
    /// Puts report `number` of the table on the sheet (0: the newest that waits).
    void loadReport(int table, int number = 0);
    /// The note above the sheet on the report it shows, in the language.
    void updateReportNote();
    /// Accepts the report on the sheet through the desk's history: a report
    /// the saved result settled only after the old → new list and a
    /// question, one nobody confirmed only after a question.
    void acceptReviewed();
    void runAccept(int table, int report, bool over);
    /// ", reports waiting: 2 (1 conflict)" for the summary; empty without reports.
    QString reportsSummary() const;

    Tournament *m_tournament = nullptr;
    int m_round = 0;
    int m_table = 0;
    int m_basedOn = 0; ///< the version of m_table's sheet when it was loaded (0: none)
    TablesModel *m_tables;
    QCheckBox *m_onlyMissing;
    QTableView *m_overview;
    QLabel *m_summary;
    QLabel *m_sheetHeading;
    SheetEditor *m_editor;
    QPushButton *m_saveButton;
    QLabel *m_historyLabel;
    QListWidget *m_history;
    StandingsView *m_standingsView;
    TeamStandingsView *m_teamStandings; ///< under the players' standings in a team event
    StandingsFeed *m_feed;
    bool m_overviewPending = false;
    std::optional<SeatedTable> m_firstTable; ///< on the sheet while the overview is deferred
    /// The standings' dropped marks are read for this tournament; until then
    /// they are read with the first standings rows shown.
    bool m_droppedRead = false;
    int m_reviewReport = 0;        ///< the report on the sheet (0: none)
    QList<TableReports> m_reports; ///< the round's tables with reports
    QLabel *m_reportNote;
    QWidget *m_reportNoteArea = nullptr;   ///< scrolls m_reportNote
    QSplitter *m_splitter = nullptr;       ///< the sheet above, standings and tables below
    QTabWidget *m_standingsTabs = nullptr; ///< the players' standings, a team event's teams
    bool m_teamsRoomGiven = false;         ///< giveTeamsRoom() done for this tournament
};

} // namespace ctd
