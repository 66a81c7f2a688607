#pragma once

#include <QDialog>

class QCheckBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;

namespace ctd {

/// Asks how to seat the next round: a random draw from a seed (shown, and
/// typed to repeat an earlier draw), near-instant or searching longer, or by
/// hand.
class StartRoundDialog : public QDialog
{
    Q_OBJECT

public:
    /// `absent`: players the check-in left out of this round (not in activePlayers).
    StartRoundDialog(int round, int activePlayers, QWidget *parent = nullptr, int absent = 0);
    QString summary() const;

    bool byHand() const;
    /// The draw may take up to a minute to find fewer repeat meetings.
    bool searchLonger() const;
    /// Drawn in standings order (round 2 on): the leaders share table 1.
    bool byStandings() const;
    void setByStandings(bool byStandings);
    quint32 seed() const;
    void setSeed(quint32 seed);
    void setByHand(bool byHand);
    static quint32 newSeed();

    void accept() override;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void updateState();

    int m_round;
    int m_players;
    int m_absent;
    QLabel *m_summary;
    QRadioButton *m_draw;
    QRadioButton *m_standings;
    QRadioButton *m_hand;
    QLabel *m_seedLabel;
    QLineEdit *m_seed;
    QPushButton *m_newSeed;
    QCheckBox *m_longer;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
};

} // namespace ctd
