#include "callsqueue.h"

#include "commands/doorcommands.h"
#include "common/deskhistory.h"
#include "tournament/door.h"
#include "tournament/tournament.h"

#include <QAction>
#include <QApplication>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace ctd {

// The queue ------------------------------------------------------------------------

CallsDialog::CallsDialog(QWidget *parent)
    : QDialog(parent)
    , m_table(new QTableWidget(this))
    , m_problem(new QLabel(this))
    , m_take(new QPushButton(tr("&Take: a referee goes (Enter)"), this))
    , m_close(new QPushButton(tr("&Close the call (Del)"), this))
{
    setObjectName(QStringLiteral("callsDialog"));
    setWindowTitle(tr("Calls from the tables"));
    m_table->setObjectName(QStringLiteral("callsTable"));
    m_table->setColumnCount(5);
    m_table->setHorizontalHeaderLabels(
        {tr("Round"), tr("Table"), tr("Called at"), tr("State"), tr("Note")});
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->installEventFilter(this);
    m_problem->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_problem->setWordWrap(true);
    m_problem->hide();
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_take);
    buttons->addWidget(m_close);
    buttons->addStretch(1);
    auto *done = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addWidget(done);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_problem);
    layout->addLayout(buttons);
    connect(done, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_take, &QPushButton::clicked, this, [this] { setSelected(TableCall::State::Taken); });
    connect(m_close, &QPushButton::clicked, this,
            [this] { setSelected(TableCall::State::Closed); });
    m_take->setAutoDefault(false);
    m_close->setAutoDefault(false);
    resize(620, 320);
}

void CallsDialog::setCalls(Tournament *tournament, const QList<TableCall> &calls)
{
    const qint64 selected = m_table->currentRow() >= 0 && m_table->currentRow() < m_calls.size()
        ? m_calls.at(m_table->currentRow()).id
        : 0;
    m_tournament = tournament;
    m_calls = calls;
    m_table->setRowCount(int(calls.size()));
    int row = 0;
    for (const TableCall &c : calls) {
        const QStringList cells{QString::number(c.round), QString::number(c.table),
                                QLocale().toString(c.at.toLocalTime().time(), QLocale::ShortFormat),
                                TableCall::stateText(c.state), c.note};
        for (int col = 0; col < cells.size(); ++col) {
            auto *item = new QTableWidgetItem(cells.at(col));
            if (c.state == TableCall::State::Open) {
                QFont bold = item->font();
                bold.setBold(true);
                item->setFont(bold);
            }
            m_table->setItem(row, col, item);
        }
        if (c.id == selected || (selected == 0 && row == 0))
            m_table->setCurrentCell(row, 0);
        ++row;
    }
    m_table->resizeColumnsToContents();
    const bool any = !calls.isEmpty();
    m_take->setEnabled(any);
    m_close->setEnabled(any);
}

QString CallsDialog::setSelected(TableCall::State state)
{
    const int row = m_table->currentRow();
    if (!m_tournament || row < 0 || row >= m_calls.size())
        return {};
    const TableCall call = m_calls.at(row);
    DbError error;
    if (!DeskHistory::of(m_tournament)
             ->run(std::make_unique<SetCallState>(call.id, state), &error)) {
        m_problem->setText(error.message);
        m_problem->show();
        return error.message;
    }
    m_problem->hide();
    emit statusMessage(
        state == TableCall::State::Taken
            ? tr("A referee goes to table %1 (round %2).").arg(call.table).arg(call.round)
            : tr("The call of table %1 is closed.").arg(call.table));
    return {};
}

bool CallsDialog::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_table && event->type() == QEvent::KeyPress) {
        auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            setSelected(TableCall::State::Taken);
            return true;
        }
        if (key->key() == Qt::Key_Delete) {
            setSelected(TableCall::State::Closed);
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

// The button ----------------------------------------------------------------------

CallsQueue::CallsQueue(QWidget *window)
    : QToolButton(window)
    , m_action(new QAction(window))
{
    setObjectName(QStringLiteral("callsQueue"));
    m_action->setObjectName(QStringLiteral("callsAction"));
    m_action->setShortcut(QKeySequence(Qt::Key_F7));
    window->addAction(m_action);
    connect(m_action, &QAction::triggered, this, &CallsQueue::openCalls);
    connect(this, &QToolButton::clicked, this, &CallsQueue::openCalls);
    setAutoRaise(false);
    m_flash.setInterval(500);
    connect(&m_flash, &QTimer::timeout, this, [this] {
        m_lit = !m_lit;
        setStyleSheet(m_lit ? QStringLiteral("QToolButton { background: #ffb300; color: black; "
                                             "font-weight: bold; }")
                            : QStringLiteral("QToolButton { font-weight: bold; }"));
    });
    retranslate();
    hide();
}

void CallsQueue::setTournament(Tournament *tournament)
{
    if (m_tournament)
        disconnect(m_tournament->notifier(), nullptr, this, nullptr);
    m_tournament = tournament;
    m_rung.clear();
    if (m_tournament) {
        connect(m_tournament->notifier(), &Notifier::callsChanged, this, &CallsQueue::reload);
        connect(m_tournament->notifier(), &Notifier::closed, this, &CallsQueue::reload);
        // The calls already there when the file opens are not new: no ring.
        for (const TableCall &c : m_tournament->door().calls())
            m_rung.insert(c.id);
    }
    reload();
}

void CallsQueue::reload()
{
    m_calls.clear();
    const bool open = m_tournament && m_tournament->isOpen();
    if (open) {
        for (const TableCall &c : m_tournament->door().calls()) {
            if (c.state != TableCall::State::Closed)
                m_calls.append(c);
        }
    }
    int waiting = 0;
    bool fresh = false;
    for (const TableCall &c : std::as_const(m_calls)) {
        if (c.state != TableCall::State::Open)
            continue;
        ++waiting;
        if (!m_rung.contains(c.id)) {
            m_rung.insert(c.id);
            fresh = true;
        }
    }
    if (fresh) {
        // Once for each new call, where the desk has sound.
        QApplication::beep();
        ++m_rings;
        emit statusMessage(tr("A table calls a referee: F7 shows the calls."));
    }
    if (waiting > 0 && !m_flash.isActive()) {
        m_flash.start();
    } else if (waiting == 0) {
        m_flash.stop();
        m_lit = false;
        setStyleSheet(QString());
    }
    setVisible(!m_calls.isEmpty());
    retranslate();
    if (m_dialog)
        m_dialog->setCalls(m_tournament, m_calls);
}

void CallsQueue::openCalls()
{
    if (!m_tournament || !m_tournament->isOpen())
        return;
    if (!m_dialog) {
        m_dialog = new CallsDialog(window());
        m_dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(m_dialog, &CallsDialog::statusMessage, this, &CallsQueue::statusMessage);
    }
    m_dialog->setCalls(m_tournament, m_calls);
    m_dialog->show();
    m_dialog->raise();
    m_dialog->activateWindow();
    m_dialog->table()->setFocus();
}

void CallsQueue::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QToolButton::changeEvent(event);
}

void CallsQueue::retranslate()
{
    m_action->setText(tr("&Calls from the tables…"));
    int waiting = 0;
    for (const TableCall &c : std::as_const(m_calls))
        waiting += c.state == TableCall::State::Open ? 1 : 0;
    setText(waiting > 0 ? tr("%n call(s) waiting (F7)", nullptr, waiting)
                        : tr("%n referee(s) on the way (F7)", nullptr, int(m_calls.size())));
}

} // namespace ctd
