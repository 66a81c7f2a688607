#pragma once

#include "scoring/stages.h"

#include <QMap>
#include <QWidget>

class QKeySequence;
class QLabel;
class QPushButton;
class QTreeWidget;

namespace ctd {

class Tournament;
struct SeatedTable;

/// The seating of the selected round: tables and seats, who is absent,
/// starting the next round (random draw from a seed, or by hand), the pairs
/// kept apart, moving a player between tables without a result, and taking
/// back a round that has none.
class SeatingPanel : public QWidget
{
    Q_OBJECT

public:
    explicit SeatingPanel(QWidget *parent = nullptr);

    void setTournament(Tournament *tournament);
    void setRound(int round);
    void refresh();

    /// Opens the start-round question (draw or by hand).
    void startRound();
    /// Draws the next round from `seed` and adds it; the reason when it cannot.
    /// Draws the next round, by standings if asked; `longer` searches up to a
    /// minute, with progress shown.
    QString drawNextRound(quint64 seed, bool byStandings = false, bool longer = false);
    /// Adds the next round with these tables; the reason when it cannot.
    /// Adds the next round; `expected` (if given) is the round it must be.
    /// Seats the next round (its seed and stage with it, in one change); the
    /// problem, translated, if it was refused.
    QString addNextRound(const QList<QList<qint64>> &tables, int expected = 0, quint64 seed = 0,
                         Stage stage = Stage::Prelim, const QString &overruled = {});
    /// Moves a player between tables without a result, even while other
    /// tables of the round have theirs (seatingpanel_moves.cpp).
    void movePlayer();
    /// Opens the list of pairs the draw keeps apart.
    void editKeepApart();
    /// The players marked absent for `round` at the check-in, by name.
    QStringList absentNames(int round) const;
    void removeLastRound();
    /// Opens the cut: who qualifies for a semi-final or final, their tables
    /// and seats (by preliminary rank), then seats it.
    void proposeCut();
    /// The cut's tables as docs/rules.md §9 says (names, seat order); empty if none can be made.
    QList<QStringList> cutProposal(Stage stage) const;
    /// Seats the cut as the next round with its stage; the reason when it cannot.
    QString seatCut(Stage stage);
    /// Seats these tables (names in seat order) as the cut's round; `overruled`
    /// says why they are not the cut's players (empty: they are).
    QString seatCut(Stage stage, const QList<QStringList> &tables, const QString &overruled);
    /// Opens the cut with the players to choose (a reason asked when they differ).
    void chooseCutPlayers();
    /// Opens the turn order of the selected table of a semi-final or final.
    void recordTurnOrder();
    /// The cuts the tournament can make now (none before the last round is complete).
    QList<Stage> possibleCutsNow() const;
    /// Asks how many preliminary rounds, then plans every one not played yet.
    void planAllRounds();
    /// Plans the preliminary rounds not played yet (up to `rounds`) at once
    /// from `seed` and stores them; the reason when it cannot.
    QString planRounds(int rounds, quint64 seed);
    /// The seed the round was drawn with, as the file keeps it (0: unknown or by hand).
    quint64 seedOf(int round) const;

    /// Publishing (docs/seating.md, "Publishing a round", seatingpanel_publish.cpp).
    /// The newest round when it is a draft the players do not see yet; 0: none.
    int draftRound() const;
    /// Publishes the draft rounds up to the newest; the reason when it cannot.
    QString publishRounds();
    /// Whether the desk seats new rounds as drafts (a setting of the desk,
    /// off by default: every round is the players' at once).
    static bool holdsDrafts();
    static void setHoldsDrafts(bool hold);
    /// Round → Publish's keys, as the menu has them.
    static QKeySequence publishShortcut();

signals:
    void roundsChanged(int selectRound);
    void statusMessage(const QString &text);

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void retranslateUi();
    void openStartDialog();
    void updateButtons();
    /// The draft's line over the seating and the Publish button.
    void updateDraft();
    static QString publishKeys();
    /// A sheet saved or undone: only the buttons can change (whether players
    /// may still move, whether a cut can be seated), and only once shown.
    void resultsChanged();
    /// The tables and seats (2,000 at a championship), built only while shown.
    void fillTree();
    bool roundHasResults(int round) const;
    /// Some table of the round has no result yet: its players may still move.
    bool roundHasFreeTable(int round) const;
    /// The players to seat in the next round: not dropped, not marked absent.
    QList<qint64> activePlayers() const;
    /// "Kept apart, but at one table: A and B", for a table's line; empty if none.
    QString apartTogether(const SeatedTable &table) const;

    Tournament *m_tournament = nullptr;
    int m_round = 0;
    QLabel *m_heading;
    QLabel *m_seedInfo;
    QLabel *m_absentInfo;
    QLabel *m_apartInfo;
    QLabel *m_draftInfo;
    QTreeWidget *m_tree;
    QPushButton *m_startButton;
    QPushButton *m_moveButton;
    QPushButton *m_removeButton;
    QPushButton *m_cutButton;
    QPushButton *m_planButton;
    QPushButton *m_turnButton;
    QPushButton *m_apartButton;
    QPushButton *m_publishButton;
    QList<QPair<qint64, qint64>> m_apart; ///< as read at the last refresh
    bool m_treeStale = false;             ///< the tree waits to be shown
    bool m_buttonsStale = false;          ///< the buttons wait to be shown
};

} // namespace ctd
