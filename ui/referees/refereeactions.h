#pragma once

#include <QObject>
#include <QPointer>

#include <functional>

class QAction;
class QWidget;

namespace ctd {

class LedgerDialog;
class Tournament;

/// Round → Referee… (F6) and Round → Referees' ledger (Shift+F6): the
/// referee's decision for the player at hand (the Players page's selected
/// player, the sheet's line) and the ledger, from anywhere in the window.
class RefereeActions : public QObject
{
    Q_OBJECT

public:
    /// `tournament`: the window's tournament now; `player`: the name at hand
    /// (empty: none); `round`: the round at hand (0: none).
    RefereeActions(QWidget *window, std::function<Tournament *()> tournament,
                   std::function<QString()> player, std::function<int()> round);

    QAction *refereeAction() const { return m_referee; }
    QAction *ledgerAction() const { return m_ledger; }
    /// Opens the Referee dialog for `player` (empty: the one at hand).
    void openReferee(const QString &player = QString());
    void openLedger();
    LedgerDialog *ledger() const;

signals:
    void statusMessage(const QString &text);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslate();

    QWidget *m_window;
    std::function<Tournament *()> m_tournament;
    std::function<QString()> m_player;
    std::function<int()> m_round;
    QAction *m_referee;
    QAction *m_ledger;
    QPointer<LedgerDialog> m_ledgerDialog;
};

} // namespace ctd
