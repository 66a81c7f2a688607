#pragma once

#include "tournament/roster.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace ctd {

class Tournament;

/// The referee's decision for one player (docs/rules.md, "Referees"): a
/// warning, a penalty of round points or a disqualification, with the round
/// and the reason; OK adds it to the ledger as a command the desk can undo.
/// Keyboard first: the player's name is typed or chosen, Tab leads through
/// the fields, Enter adds. A second warning is pointed out before it is given.
class RefereeDialog : public QDialog
{
    Q_OBJECT

public:
    /// `player`: the name to start with (the selected player, the sheet's
    /// line); `round`: the round to name (0: none).
    RefereeDialog(Tournament *tournament, const QString &player, int round,
                  QWidget *parent = nullptr);

    /// What was done, for the status bar ("Second warning for Anna Schmidt.").
    QString doneText() const { return m_done; }

    QComboBox *playerBox() const { return m_player; }
    QComboBox *kindBox() const { return m_kind; }
    QLineEdit *pointsEdit() const { return m_points; }
    QLineEdit *reasonEdit() const { return m_reason; }
    QLabel *noteLabel() const { return m_note; }

    /// Standing warnings of a player, from the ledger.
    static int warningsOf(const QList<RefereeEntry> &entries, qint64 playerId);

public slots:
    void accept() override;

private:
    void updateFields();
    qint64 chosenPlayer() const;

    Tournament *m_tournament;
    QList<Player> m_players;
    QList<RefereeEntry> m_entries;
    QComboBox *m_player;
    QComboBox *m_kind;
    QSpinBox *m_round;
    QLabel *m_pointsLabel;
    QLineEdit *m_points;
    QLineEdit *m_reason;
    QLabel *m_note;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
    QString m_done;
};

} // namespace ctd
