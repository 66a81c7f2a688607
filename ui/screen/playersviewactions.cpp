#include "playersviewactions.h"

#include "playersscreen.h"
#include "roundclockbar.h"
#include "sharedialog.h"

#include "commands/reportcommands.h"
#include "common/deskhistory.h"
#include "readmodel/follower.h"
#include "tournament/reports.h"
#include "tournament/tournament.h"
#include "web/playersserver.h"
#include "web/reportsserver.h"

#include <QAction>
#include <QCoreApplication>
#include <QEvent>
#include <QMenu>
#include <QMessageBox>

namespace ctd {

PlayersViewActions::PlayersViewActions(QWidget *window)
    : QObject(window)
    , m_window(window)
    , m_menu(new QMenu(window))
    , m_screenAction(new QAction(this))
    , m_closeScreenAction(new QAction(this))
    , m_shareAction(new QAction(this))
    , m_reportsAction(new QAction(this))
    , m_acceptConfirmedAction(new QAction(this))
    , m_clock(new RoundClockBar(window))
    , m_follower(new TournamentFollower(this))
    , m_server(new PlayersServer(m_follower, this))
{
    m_menu->setObjectName(QStringLiteral("viewMenu"));
    m_screenAction->setObjectName(QStringLiteral("playersScreenAction"));
    m_shareAction->setObjectName(QStringLiteral("shareAction"));
    m_reportsAction->setObjectName(QStringLiteral("reportsAction"));
    m_reportsAction->setCheckable(true);
    m_acceptConfirmedAction->setObjectName(QStringLiteral("acceptConfirmedAction"));
    m_acceptConfirmedAction->setCheckable(true);
    m_screenAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    // The projector's window is closed from the desk too: it may be on a
    // screen nobody can click or type on.
    m_closeScreenAction->setObjectName(QStringLiteral("closePlayersScreenAction"));
    m_closeScreenAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_W));
    m_closeScreenAction->setEnabled(false);
    m_menu->addAction(m_screenAction);
    m_menu->addAction(m_closeScreenAction);
    m_menu->addAction(m_shareAction);
    m_menu->addAction(m_reportsAction);
    m_menu->addAction(m_acceptConfirmedAction);
    m_menu->addSeparator();
    m_menu->addAction(m_clock->startPauseAction());
    m_menu->addAction(m_clock->extendAction());
    m_menu->addAction(m_clock->lengthAction());
    // Shortcuts work wherever the focus is in the desk.
    window->addAction(m_screenAction);
    window->addAction(m_closeScreenAction);
    window->addAction(m_clock->startPauseAction());
    window->addAction(m_clock->extendAction());
    connect(m_screenAction, &QAction::triggered, this, &PlayersViewActions::showScreen);
    connect(m_closeScreenAction, &QAction::triggered, this, [this] {
        if (m_screen)
            m_screen->close();
    });
    connect(m_shareAction, &QAction::triggered, this, &PlayersViewActions::showShareDialog);
    connect(m_reportsAction, &QAction::triggered, this, &PlayersViewActions::setReportsOn);
    connect(m_acceptConfirmedAction, &QAction::triggered, this, [this](bool on) {
        if (!m_tournament)
            return;
        DbError e;
        if (!DeskHistory::of(m_tournament)->run(std::make_unique<SetAcceptConfirmed>(on), &e))
            emit statusMessage(e.message);
        updateAcceptConfirmed();
    });
    connect(m_clock, &RoundClockBar::clockChanged, this, &PlayersViewActions::refresh);
    window->installEventFilter(this);
    retranslate();
    setTournament(nullptr);
}

PlayersViewActions::~PlayersViewActions()
{
    m_server->setReports(nullptr);
    delete m_screen;
    m_server->close();
}

void PlayersViewActions::setTournament(Tournament *tournament)
{
    m_tournament = tournament && tournament->isOpen() ? tournament : nullptr;
    m_clock->setTournament(m_tournament);
    const bool open = m_tournament != nullptr;
    m_screenAction->setEnabled(open);
    m_shareAction->setEnabled(open);
    // Reports go to the open tournament, as it keeps the switch: a restart
    // does not turn them off while reports wait, another file has its own.
    applyReports(open && m_tournament->reports().setting(ReportSetting::ReportsOn));
    m_reportsAction->setEnabled(open && !m_tournament->isReadOnly());
    if (m_tournament) {
        connect(m_tournament->notifier(), &Notifier::infoChanged, this,
                &PlayersViewActions::updateAcceptConfirmed, Qt::UniqueConnection);
    }
    updateAcceptConfirmed();
    // Another file: the screen and the page follow it, or stop with none.
    const bool wasSharing = isSharing();
    const QHostAddress address = m_server->http()->address();
    const quint16 port = m_server->http()->port();
    m_follower->close();
    if (wasSharing)
        stopSharing();
    if (!open) {
        if (m_screen)
            m_screen->close();
        return;
    }
    if (m_screen && m_screen->isVisible()) {
        QString error;
        ensureFollower(&error);
    }
    if (wasSharing) {
        QString error;
        startSharing(address, port, &error);
    }
}

void PlayersViewActions::setReportsOn(bool on)
{
    on = on && m_tournament && !m_tournament->isReadOnly();
    // Kept with the tournament (not a step of the history: Ctrl+Z takes
    // back work, not the switch).
    if (m_tournament && !m_tournament->isReadOnly()) {
        DbError e;
        if (!SetReportsOn(on).apply(*m_tournament, &e)) {
            emit statusMessage(e.message);
            on = reportsOn();
        }
    }
    applyReports(on);
}

void PlayersViewActions::applyReports(bool on)
{
    on = on && m_tournament && !m_tournament->isReadOnly();
    if (on == reportsOn()) {
        m_reportsAction->setChecked(on);
        return;
    }
    m_server->setReports(nullptr);
    delete m_reports;
    m_reports = on ? new ReportsServer(m_tournament, this) : nullptr;
    m_server->setReports(m_reports);
    m_reportsAction->setChecked(on);
    emit statusMessage(reportsReach());
}

QString PlayersViewActions::reportsReach() const
{
    if (!reportsOn())
        return tr("Reports from the tables are off.");
    if (!isSharing())
        return tr("Reports from the tables are on, but no phone can reach them: share the "
                  "players' page on the local network (View → Share).");
    if (m_server->http()->address().isLoopback())
        return tr("Reports from the tables are on, but only this computer reaches them: share "
                  "the players' page on the local network (View → Share).");
    QUrl report = m_url;
    report.setPath(QStringLiteral("/report"));
    return tr("Reports from the tables are on: phones report at %1 or by the QR code on "
              "their table's slip.")
        .arg(report.toString());
}

void PlayersViewActions::updateAcceptConfirmed()
{
    const bool writable = m_tournament && !m_tournament->isReadOnly();
    m_acceptConfirmedAction->setEnabled(writable);
    m_acceptConfirmedAction->setChecked(writable && m_tournament->reports().acceptConfirmed());
}

void PlayersViewActions::endAll()
{
    // Ended with the window: the tournament keeps the switch for the next start.
    applyReports(false);
    stopSharing();
    if (m_share)
        m_share->close();
    if (m_screen)
        m_screen->close();
    m_follower->close();
}

bool PlayersViewActions::ensureFollower(QString *error)
{
    if (m_follower->isOpen())
        return true;
    if (!m_tournament) {
        return false;
    }
    DbError e;
    if (!m_follower->open(m_tournament->path(), &e)) {
        *error = e.message;
        return false;
    }
    return true;
}

void PlayersViewActions::releaseFollowerIfIdle()
{
    if (!isSharing() && !(m_screen && m_screen->isVisible()))
        m_follower->close();
}

bool PlayersViewActions::startSharing(const QHostAddress &address, quint16 port, QString *error)
{
    stopSharing();
    if (!ensureFollower(error))
        return false;
    if (!m_server->listen(address, port)) {
        *error = tr("The players' page cannot be shared on %1 port %2: %3")
                     .arg(address.toString())
                     .arg(port)
                     .arg(m_server->errorString());
        releaseFollowerIfIdle();
        return false;
    }
    m_url = m_server->url();
    m_url.setHost(ShareDialog::shownHost(address));
    emit sharingChanged(m_url);
    if (reportsOn())
        emit statusMessage(reportsReach());
    return true;
}

void PlayersViewActions::stopSharing()
{
    if (!m_server->isListening())
        return;
    m_server->close();
    m_url.clear();
    releaseFollowerIfIdle();
    emit sharingChanged(m_url);
}

bool PlayersViewActions::isSharing() const
{
    return m_server->isListening();
}

QUrl PlayersViewActions::sharedUrl() const
{
    return m_url;
}

ShareDialog *PlayersViewActions::shareDialog()
{
    if (!m_share)
        m_share = new ShareDialog(this, m_window);
    return m_share;
}

void PlayersViewActions::refresh()
{
    if (m_follower->isOpen())
        m_follower->refresh();
    m_clock->refresh();
}

void PlayersViewActions::showScreen()
{
    QString error;
    if (!ensureFollower(&error)) {
        QMessageBox::warning(m_window, tr("Players' screen"), error);
        return;
    }
    if (!m_screen) {
        m_screen = new PlayersScreen(m_follower);
        m_screen->setAttribute(Qt::WA_DeleteOnClose);
        // Once the screen is being destroyed it is no PlayersScreen any more:
        // forget it before asking whether the follower is still needed.
        connect(m_screen, &QObject::destroyed, this, [this] {
            m_screen.clear();
            m_closeScreenAction->setEnabled(false);
            releaseFollowerIfIdle();
        });
        connect(this, &PlayersViewActions::sharingChanged, m_screen, &PlayersScreen::setSharedUrl);
        m_screen->setSharedUrl(m_url);
    }
    m_screen->showOnProjector(m_window);
    m_closeScreenAction->setEnabled(true);
}

void PlayersViewActions::showShareDialog()
{
    ShareDialog *dialog = shareDialog();
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
}

bool PlayersViewActions::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && event->type() == QEvent::LanguageChange)
        retranslate();
    return QObject::eventFilter(watched, event);
}

void PlayersViewActions::retranslate()
{
    m_menu->setTitle(tr("&View"));
    m_screenAction->setText(tr("&Players' screen"));
    m_closeScreenAction->setText(tr("Clos&e the players' screen"));
    m_screenAction->setToolTip(tr("Seating, standings and the round clock for a projector"));
    m_shareAction->setText(tr("S&hare on the local network…"));
    m_reportsAction->setText(tr("&Reports from the tables"));
    m_reportsAction->setToolTip(
        tr("Phones send their table's result to the players' page; the desk accepts them"));
    m_acceptConfirmedAction->setText(tr("&Accept confirmed reports at once"));
}

} // namespace ctd
