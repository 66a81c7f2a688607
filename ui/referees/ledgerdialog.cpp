#include "ledgerdialog.h"

#include "commands/refereecommands.h"
#include "common/deskhistory.h"
#include "common/question.h"
#include "language/language.h"
#include "paper/paperreferees.h"
#include "paper/papertournament.h"
#include "tournament/details.h"
#include "tournament/roster.h"
#include "tournament/tournament.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMap>
#include <QMessageBox>
#include <QPageSize>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace ctd {

LedgerDialog::LedgerDialog(Tournament *tournament, QWidget *parent)
    : QDialog(parent)
    , m_tournament(tournament)
    , m_warnings(new QLabel(this))
    , m_table(new QTableWidget(this))
    , m_problem(new QLabel(this))
    , m_newButton(new QPushButton(tr("&New entry… (F6)"), this))
    , m_withdrawButton(new QPushButton(tr("&Withdraw (Del)"), this))
    , m_pdfButton(new QPushButton(tr("Save as &PDF…"), this))
{
    setObjectName(QStringLiteral("ledgerDialog"));
    setWindowTitle(tr("Referees' ledger"));
    m_table->setObjectName(QStringLiteral("ledgerTable"));
    m_warnings->setObjectName(QStringLiteral("ledgerWarnings"));
    m_warnings->setWordWrap(true);
    m_warnings->setStyleSheet(QStringLiteral("color: #8a5a00; font-weight: bold;"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_problem->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->setTabKeyNavigation(false);
    m_table->setColumnCount(int(refereeLedgerTitles().size()));
    m_table->setHorizontalHeaderLabels(refereeLedgerTitles());
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(5, QHeaderView::Stretch);

    auto *withdraw = new QAction(this);
    withdraw->setShortcut(QKeySequence::Delete);
    withdraw->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(withdraw);
    connect(withdraw, &QAction::triggered, this, &LedgerDialog::withdrawCurrent);
    auto *add = new QAction(this);
    add->setShortcut(QKeySequence(Qt::Key_F6));
    add->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(add);
    connect(add, &QAction::triggered, this, &LedgerDialog::newEntryRequested);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_newButton);
    buttons->addWidget(m_withdrawButton);
    buttons->addStretch(1);
    buttons->addWidget(m_pdfButton);
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_warnings);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_problem);
    layout->addLayout(buttons);
    layout->addWidget(close);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_newButton, &QPushButton::clicked, this, &LedgerDialog::newEntryRequested);
    connect(m_withdrawButton, &QPushButton::clicked, this, &LedgerDialog::withdrawCurrent);
    connect(m_pdfButton, &QPushButton::clicked, this, &LedgerDialog::savePdf);
    if (m_tournament) {
        connect(m_tournament->notifier(), &Notifier::refereesChanged, this, &LedgerDialog::reload);
        connect(m_tournament->notifier(), &Notifier::playersChanged, this, &LedgerDialog::reload);
        connect(m_tournament->notifier(), &Notifier::closed, this, &QDialog::reject);
    }
    resize(900, 420);
    reload();
    m_table->setFocus();
}

void LedgerDialog::reload()
{
    const qint64 current = m_ids.value(m_table->currentRow(), 0);
    m_ids.clear();
    m_table->setRowCount(0);
    if (!m_tournament || !m_tournament->isOpen())
        return;
    DbError error;
    const QList<RefereeEntry> entries = m_tournament->roster().refereeEntries(&error);
    QMap<QString, int> warnings;
    m_table->setRowCount(int(entries.size()));
    int select = int(entries.size()) - 1;
    for (int r = 0; r < int(entries.size()); ++r) {
        const RefereeEntry &e = entries.at(r);
        m_ids.append(e.id);
        if (e.id == current)
            select = r;
        if (!e.isWithdrawn() && e.kind == RefereeEntry::Warning)
            warnings[e.player] += 1;
        const QStringList cells = refereeLedgerCells(e);
        for (int c = 0; c < int(cells.size()); ++c) {
            auto *item = new QTableWidgetItem(cells.at(c));
            if (c <= 1 || c == 4)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (e.isWithdrawn())
                item->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
            m_table->setItem(r, c, item);
        }
    }
    QStringList repeated;
    for (auto it = warnings.cbegin(); it != warnings.cend(); ++it) {
        if (it.value() > 1)
            repeated.append(tr("%1 (%n warnings)", nullptr, it.value()).arg(it.key()));
    }
    m_warnings->setText(
        repeated.isEmpty()
            ? QString()
            : tr("More than one warning: %1").arg(repeated.join(QStringLiteral(", "))));
    m_warnings->setVisible(!repeated.isEmpty());
    if (select >= 0)
        m_table->selectRow(select);
    m_withdrawButton->setEnabled(!entries.isEmpty());
    if (error.isError()) {
        m_problem->setText(error.message);
        m_problem->show();
    }
}

void LedgerDialog::withdrawCurrent()
{
    const int row = m_table->currentRow();
    if (!m_tournament || row < 0 || row >= m_ids.size())
        return;
    const qint64 id = m_ids.at(row);
    const QString what = m_table->item(row, 3)->text() + QStringLiteral(" – ")
        + m_table->item(row, 2)->text() + QStringLiteral(": ") + m_table->item(row, 5)->text();
    askQuestion(
        this, QMessageBox::Question, tr("Withdraw"),
        tr("Withdraw this entry? It stays in the ledger, marked withdrawn.\n\n%1").arg(what),
        {{QMessageBox::AcceptRole, tr("&Withdraw it")}, {QMessageBox::RejectRole, tr("&Keep it")}},
        0, [this, id, what](int chosen) {
            if (chosen == 0)
                withdraw(id, what);
        });
}

void LedgerDialog::withdraw(qint64 id, const QString &what)
{
    if (!m_tournament)
        return;
    DbError error;
    if (!DeskHistory::of(m_tournament)->run(std::make_unique<WithdrawRefereeEntry>(id), &error)) {
        m_problem->setText(error.message);
        m_problem->show();
        return;
    }
    m_problem->hide();
    emit statusMessage(tr("Withdrawn: %1").arg(what));
}

QString LedgerDialog::writePdf(const QString &path) const
{
    if (!m_tournament || !m_tournament->isOpen())
        return tr("No tournament is open.");
    const PaperDocument doc = refereeLedgerDocument(m_tournament->details().info(),
                                                    m_tournament->roster().refereeEntries());
    QString error;
    if (!ctd::writePdf(doc, path, defaultPaper(Language::region()), &error))
        return error;
    return {};
}

void LedgerDialog::savePdf()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save the ledger as PDF"), tr("referees-ledger.pdf"), tr("PDF files (*.pdf)"));
    if (path.isEmpty())
        return;
    const QString problem = writePdf(path);
    if (!problem.isEmpty()) {
        m_problem->setText(problem);
        m_problem->show();
        return;
    }
    emit statusMessage(tr("Saved %1").arg(path));
}

} // namespace ctd
