#include "roundclockbar.h"

#include "clocktext.h"
#include "commands/detailcommands.h"
#include "common/deskhistory.h"

#include "tournament/clock.h"
#include "tournament/details.h"
#include "tournament/rounds.h"
#include "tournament/tournament.h"

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QMessageBox>
#include <QToolButton>

namespace ctd {

RoundClockBar::RoundClockBar(QWidget *parent)
    : QWidget(parent)
    , m_label(new QLabel(this))
    , m_startPauseButton(new QToolButton(this))
    , m_extendButton(new QToolButton(this))
    , m_startPause(new QAction(this))
    , m_extend(new QAction(this))
    , m_length(new QAction(this))
{
    setObjectName(QStringLiteral("roundClockBar"));
    m_label->setObjectName(QStringLiteral("clockLabel"));
    m_startPause->setObjectName(QStringLiteral("clockStartPauseAction"));
    m_extend->setObjectName(QStringLiteral("clockExtendAction"));
    m_length->setObjectName(QStringLiteral("clockLengthAction"));
    m_startPause->setShortcut(QKeySequence(Qt::Key_F8));
    m_extend->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F8));
    m_startPauseButton->setDefaultAction(m_startPause);
    m_extendButton->setDefaultAction(m_extend);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_label);
    layout->addWidget(m_startPauseButton);
    layout->addWidget(m_extendButton);
    connect(m_startPause, &QAction::triggered, this, &RoundClockBar::startOrPause);
    connect(m_extend, &QAction::triggered, this, &RoundClockBar::extend);
    connect(m_length, &QAction::triggered, this, &RoundClockBar::askLength);
    m_tick.setInterval(1000);
    connect(&m_tick, &QTimer::timeout, this, &RoundClockBar::refresh);
    m_tick.start();
    retranslate();
}

void RoundClockBar::setTournament(Tournament *tournament)
{
    m_tournament = tournament;
    refresh();
}

int RoundClockBar::round() const
{
    return m_tournament && m_tournament->isOpen() ? m_tournament->rounds().roundCount() : 0;
}

QString RoundClockBar::text() const
{
    return m_label->text();
}

void RoundClockBar::refresh()
{
    const int r = round();
    // A window that follows another desk's file shows the clock, never runs it.
    const bool writable = m_tournament && m_tournament->isOpen() && !m_tournament->isReadOnly();
    m_startPause->setEnabled(r > 0 && writable);
    m_length->setEnabled(writable);
    if (r == 0) {
        // Named in the View menu all the same, disabled until a round is seated.
        m_startPause->setText(tr("Start round &clock"));
        m_extend->setEnabled(false);
        m_label->clear();
        m_label->setStyleSheet(QString());
        return;
    }
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const RoundClock clock = m_tournament->clock().roundClock(r);
    const qint64 shown =
        ClockText::shownMs(clock, m_tournament->details().info().roundMinutes, now);
    m_extend->setEnabled(clock.isStarted() && writable);
    m_startPause->setText(clock.isRunning() ? tr("Pause round &clock") : tr("Start round &clock"));
    // The time is a length, never read as a time of day ("1:30:00 Uhr").
    const QString time = ClockText::time(shown);
    QString text = !clock.isStarted()
        ? tr("Round %1: %2 to play, clock not started", "h:mm:ss").arg(r).arg(time)
        : shown <= 0
        ? tr("Round %1: %2 over, time is up", "h:mm:ss").arg(r).arg(ClockText::time(-shown))
        : clock.isRunning() ? tr("Round %1: %2 left", "h:mm:ss").arg(r).arg(time)
                            : tr("Round %1: %2 left, clock paused", "h:mm:ss").arg(r).arg(time);
    const bool up = clock.isStarted() && shown <= 0;
    if (up) {
        QStringList missing;
        for (const SeatedTable &t : m_tournament->rounds().tables(r))
            if (t.state != SheetState::Complete)
                missing.append(QString::number(t.table));
        text += QStringLiteral(" \u2013 ")
            + (missing.isEmpty() ? tr("every table has its result")
                                 : tr("no result yet at table(s) %1", nullptr, int(missing.size()))
                                       .arg(QLocale().createSeparatedList(missing)));
    }
    m_label->setStyleSheet(up ? QStringLiteral("color: #b3261e; font-weight: bold") : QString());
    m_label->setText(text);
}

void RoundClockBar::startOrPause()
{
    const int r = round();
    if (r == 0)
        return;
    DbError e;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const auto kind =
        m_tournament->clock().roundClock(r).isRunning() ? ClockCommand::Pause : ClockCommand::Start;
    if (!DeskHistory::of(m_tournament)->run(std::make_unique<ClockCommand>(kind, r, now), &e))
        QMessageBox::warning(window(), tr("Round clock"), e.message);
    refresh();
    emit clockChanged();
}

void RoundClockBar::extend()
{
    const int r = round();
    if (r == 0)
        return;
    DbError e;
    if (!DeskHistory::of(m_tournament)
             ->run(std::make_unique<ClockCommand>(ClockCommand::Extend, r,
                                                  QDateTime::currentDateTimeUtc(), 5),
                   &e))
        QMessageBox::warning(window(), tr("Round clock"), e.message);
    refresh();
    emit clockChanged();
}

void RoundClockBar::askLength()
{
    if (!m_tournament || !m_tournament->isOpen())
        return;
    TournamentInfo info = m_tournament->details().info();
    bool ok = false;
    const int minutes = QInputDialog::getInt(window(), tr("Round length"),
                                             tr("Minutes a round lasts when its clock is started:"),
                                             info.roundMinutes, 1, 600, 5, &ok);
    if (!ok)
        return;
    info.roundMinutes = minutes;
    DbError e;
    if (!DeskHistory::of(m_tournament)->run(std::make_unique<SetDetails>(info), &e))
        QMessageBox::warning(window(), tr("Round length"), e.message);
    refresh();
    emit clockChanged();
}

void RoundClockBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void RoundClockBar::retranslate()
{
    m_extend->setText(tr("Add &5 minutes"));
    m_extend->setToolTip(tr("Five more minutes on the round clock (Shift+F8)"));
    m_length->setText(tr("Round &length…"));
    m_startPause->setToolTip(tr("Start or pause the round clock (F8)"));
    refresh();
}

} // namespace ctd
