#include "refereeactions.h"

#include "ledgerdialog.h"
#include "refereedialog.h"
#include "tournament/tournament.h"

#include <QAction>
#include <QEvent>
#include <QWidget>

namespace ctd {

RefereeActions::RefereeActions(QWidget *window, std::function<Tournament *()> tournament,
                               std::function<QString()> player, std::function<int()> round)
    : QObject(window)
    , m_window(window)
    , m_tournament(std::move(tournament))
    , m_player(std::move(player))
    , m_round(std::move(round))
    , m_referee(new QAction(window))
    , m_ledger(new QAction(window))
{
    m_referee->setObjectName(QStringLiteral("refereeAction"));
    m_ledger->setObjectName(QStringLiteral("ledgerAction"));
    m_referee->setShortcut(QKeySequence(Qt::Key_F6));
    m_ledger->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F6));
    window->addAction(m_referee);
    window->addAction(m_ledger);
    connect(m_referee, &QAction::triggered, this, [this] { openReferee(); });
    connect(m_ledger, &QAction::triggered, this, &RefereeActions::openLedger);
    window->installEventFilter(this);
    retranslate();
}

void RefereeActions::openReferee(const QString &player)
{
    Tournament *t = m_tournament();
    if (!t || !t->isOpen() || t->isReadOnly())
        return;
    QWidget *parent = m_ledgerDialog && m_ledgerDialog->isVisible()
        ? static_cast<QWidget *>(m_ledgerDialog)
        : m_window;
    // Not blocking: the window goes on following the tournament meanwhile.
    auto *dialog = new RefereeDialog(t, player.isEmpty() ? m_player() : player, m_round(), parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this,
            [this, dialog] { emit statusMessage(dialog->doneText()); });
    dialog->open();
}

void RefereeActions::openLedger()
{
    Tournament *t = m_tournament();
    if (!t || !t->isOpen())
        return;
    if (m_ledgerDialog && m_ledgerDialog->tournament() != t)
        delete m_ledgerDialog;
    if (!m_ledgerDialog) {
        m_ledgerDialog = new LedgerDialog(t, m_window);
        m_ledgerDialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(m_ledgerDialog, &LedgerDialog::newEntryRequested, this, [this] { openReferee(); });
        connect(m_ledgerDialog, &LedgerDialog::statusMessage, this, &RefereeActions::statusMessage);
    }
    m_ledgerDialog->show();
    m_ledgerDialog->raise();
    m_ledgerDialog->activateWindow();
}

LedgerDialog *RefereeActions::ledger() const
{
    return m_ledgerDialog;
}

bool RefereeActions::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && event->type() == QEvent::LanguageChange)
        retranslate();
    return QObject::eventFilter(watched, event);
}

void RefereeActions::retranslate()
{
    m_referee->setText(tr("Re&feree…"));
    m_referee->setStatusTip(
        tr("A warning, a penalty or a disqualification for the selected player"));
    m_ledger->setText(tr("Referees' &ledger"));
    m_ledger->setStatusTip(tr("Every warning, penalty and disqualification, to withdraw or print"));
}

} // namespace ctd
