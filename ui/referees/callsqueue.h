#pragma once
// The tables' calls for a referee at the desk (docs/door.md): a button in
// the status bar that flashes while a call waits (and rings once for each
// new one, where the desk has sound), and the queue of calls to take and
// close, by keyboard (F7).

#include "tournament/door.h"

#include <QDialog>
#include <QPointer>
#include <QSet>
#include <QTimer>
#include <QToolButton>

class QAction;
class QLabel;
class QPushButton;
class QTableWidget;

namespace ctd {

class Tournament;

/// The queue: the calls not closed, oldest first; Enter takes the selected
/// call (a referee on the way: the table's phone says so), Del closes it.
class CallsDialog : public QDialog
{
    Q_OBJECT

public:
    explicit CallsDialog(QWidget *parent = nullptr);
    void setCalls(Tournament *tournament, const QList<TableCall> &calls);
    QTableWidget *table() const { return m_table; }
    /// Takes or closes the selected call; a refusal's text, or "".
    QString setSelected(TableCall::State state);

signals:
    void statusMessage(const QString &text);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QPointer<Tournament> m_tournament;
    QList<TableCall> m_calls;
    QTableWidget *m_table;
    QLabel *m_problem;
    QPushButton *m_take;
    QPushButton *m_close;
};

class CallsQueue : public QToolButton
{
    Q_OBJECT

public:
    explicit CallsQueue(QWidget *window);
    void setTournament(Tournament *tournament);
    /// Round → Calls from the tables… (F7).
    QAction *action() const { return m_action; }
    /// The calls not closed, oldest first.
    QList<TableCall> waiting() const { return m_calls; }
    /// Whether a call waits that nobody took yet (the button flashes).
    bool isFlashing() const { return m_flash.isActive(); }
    void openCalls();
    CallsDialog *dialog() const { return m_dialog; }
    /// How often the desk rang for a new call (a test's count).
    int rings() const { return m_rings; }

signals:
    void statusMessage(const QString &text);

protected:
    void changeEvent(QEvent *event) override;

private:
    void reload();
    void retranslate();

    QPointer<Tournament> m_tournament;
    QList<TableCall> m_calls;
    QSet<qint64> m_rung; ///< the calls the desk rang for
    QTimer m_flash;
    bool m_lit = false;
    int m_rings = 0;
    QAction *m_action;
    QPointer<CallsDialog> m_dialog;
};

} // namespace ctd
