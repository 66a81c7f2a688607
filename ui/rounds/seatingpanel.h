#pragma once

#include <QMap>
#include <QWidget>

class QLabel;
class QPushButton;
class QTreeWidget;

namespace ctd {

class Tournament;

/// The seating of the selected round: tables and seats, starting the next
/// round (random draw from a seed, or by hand), moving a player before the
/// round has results, and taking back a round that has none.
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
    QString drawNextRound(quint64 seed);
    /// Adds the next round with these tables; the reason when it cannot.
    /// Adds the next round; `expected` (if given) is the round it must be.
    QString addNextRound(const QList<QList<qint64>> &tables, int expected = 0);
    void movePlayer();
    void removeLastRound();
    /// The seed the round was drawn with at this desk (0: unknown or by hand).
    quint64 seedOf(int round) const { return m_seeds.value(round); }

signals:
    void roundsChanged(int selectRound);
    void statusMessage(const QString &text);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void updateButtons();
    bool roundHasResults(int round) const;
    QList<qint64> activePlayers() const;

    Tournament *m_tournament = nullptr;
    int m_round = 0;
    QMap<int, quint64> m_seeds;
    QLabel *m_heading;
    QLabel *m_seedInfo;
    QTreeWidget *m_tree;
    QPushButton *m_startButton;
    QPushButton *m_moveButton;
    QPushButton *m_removeButton;
};

} // namespace ctd
