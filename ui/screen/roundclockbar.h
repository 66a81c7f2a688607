#pragma once

#include <QTimer>
#include <QWidget>

class QLabel;
class QToolButton;
class QAction;

namespace ctd {

class Tournament;

/// The round clock on the desk, in the status bar: the newest round's time,
/// and buttons for the clock actions (start or pause, five more minutes).
/// When the time is up it says which tables have no result yet.
class RoundClockBar : public QWidget
{
    Q_OBJECT

public:
    explicit RoundClockBar(QWidget *parent = nullptr);

    void setTournament(Tournament *tournament);
    QAction *startPauseAction() const { return m_startPause; }
    QAction *extendAction() const { return m_extend; }
    QAction *lengthAction() const { return m_length; }

    /// What the bar says now (for tests).
    QString text() const;

public slots:
    void refresh();
    void startOrPause();
    void extend();
    void askLength();

signals:
    /// The clock was started, paused or extended (the players' view follows).
    void clockChanged();

protected:
    void changeEvent(QEvent *event) override;

private:
    int round() const;
    void retranslate();

    Tournament *m_tournament = nullptr;
    QLabel *m_label;
    QToolButton *m_startPauseButton;
    QToolButton *m_extendButton;
    QAction *m_startPause;
    QAction *m_extend;
    QAction *m_length;
    QTimer m_tick;
};

} // namespace ctd
