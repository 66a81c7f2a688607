#include "handseatingdialog.h"

#include "scoring/round.h"

#include <QAction>
#include <QApplication>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMap>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace ctd {

namespace {

enum Column { NameColumn, TableColumn, SeatColumn, ColumnCount };

} // namespace

HandSeatingDialog::HandSeatingDialog(int round, const QList<Player> &players, QWidget *parent)
    : QDialog(parent)
    , m_round(round)
    , m_players(players)
    , m_intro(new QLabel(this))
    , m_table(new QTableWidget(int(players.size()), ColumnCount, this))
    , m_problem(new QLabel(this))
    , m_upButton(new QPushButton(this))
    , m_downButton(new QPushButton(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("handSeatingDialog"));
    m_table->setObjectName(QStringLiteral("handSeatingTable"));
    m_intro->setWordWrap(true);
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_table->verticalHeader()->hide();
    m_table->setTabKeyNavigation(false);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->horizontalHeader()->setSectionResizeMode(NameColumn, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(SeatColumn, QHeaderView::ResizeToContents);
    const QList<int> sizes = tableSizes(int(players.size()));
    const int tableCount = qMax(1, int(sizes.size()));
    int table = 0;
    int filled = 0;
    for (int row = 0; row < players.size(); ++row) {
        if (table < sizes.size() && filled == sizes.at(table)) {
            ++table;
            filled = 0;
        }
        ++filled;
        auto *name = new QTableWidgetItem(players.at(row).name);
        name->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        m_table->setItem(row, NameColumn, name);
        auto *seat = new QTableWidgetItem;
        seat->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        seat->setTextAlignment(Qt::AlignCenter);
        m_table->setItem(row, SeatColumn, seat);
        auto *spin = new QSpinBox(m_table);
        spin->setRange(1, qMax(tableCount, int(players.size()) / 3 + 1));
        spin->setValue(qMin(table + 1, spin->maximum()));
        m_placed.append(++m_lastPlaced);
        // A player given a table sits after those already there.
        connect(spin, &QSpinBox::valueChanged, this, [this, row] {
            m_problem->clear();
            m_placed[row] = ++m_lastPlaced;
            updateSeats();
        });
        m_table->setCellWidget(row, TableColumn, spin);
    }
    // Ctrl+Up / Ctrl+Down from anywhere in the dialog, the table fields too.
    auto *up = new QAction(this);
    up->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Up));
    up->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(up);
    auto *down = new QAction(this);
    down->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Down));
    down->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(down);
    auto move = [this](int step) {
        const int row = selectedRow();
        if (moveSeat(row, step))
            m_table->setCurrentCell(row, NameColumn);
    };
    connect(up, &QAction::triggered, this, [move] { move(-1); });
    connect(down, &QAction::triggered, this, [move] { move(+1); });
    connect(m_upButton, &QPushButton::clicked, this, [move] { move(-1); });
    connect(m_downButton, &QPushButton::clicked, this, [move] { move(+1); });
    m_upButton->setAutoDefault(false);
    m_downButton->setAutoDefault(false);

    auto *order = new QHBoxLayout;
    order->addWidget(m_upButton);
    order->addWidget(m_downButton);
    order->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(m_table, 1);
    layout->addLayout(order);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &HandSeatingDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &HandSeatingDialog::reject);
    resize(520, 600);
    retranslateUi();
    updateSeats();
}

void HandSeatingDialog::setTableOf(int row, int table)
{
    if (auto *spin = qobject_cast<QSpinBox *>(m_table->cellWidget(row, TableColumn)))
        spin->setValue(table);
}

int HandSeatingDialog::tableOf(int row) const
{
    const auto *spin = qobject_cast<QSpinBox *>(m_table->cellWidget(row, TableColumn));
    return spin ? spin->value() : 0;
}

int HandSeatingDialog::selectedRow() const
{
    for (QWidget *w = QApplication::focusWidget(); w; w = w->parentWidget()) {
        for (int row = 0; row < m_table->rowCount(); ++row) {
            if (m_table->cellWidget(row, TableColumn) == w)
                return row;
        }
    }
    return m_table->currentRow();
}

int HandSeatingDialog::seatOf(int row) const
{
    if (row < 0 || row >= m_players.size())
        return 0;
    int seat = 1;
    for (int other = 0; other < m_players.size(); ++other) {
        if (tableOf(other) == tableOf(row) && m_placed.at(other) < m_placed.at(row))
            ++seat;
    }
    return seat;
}

bool HandSeatingDialog::moveSeat(int row, int step)
{
    if (row < 0 || row >= m_players.size())
        return false;
    // The neighbour at the same table: the one placed just before or after.
    int neighbour = -1;
    for (int other = 0; other < m_players.size(); ++other) {
        if (other == row || tableOf(other) != tableOf(row))
            continue;
        const bool side = step < 0 ? m_placed.at(other) < m_placed.at(row)
                                   : m_placed.at(other) > m_placed.at(row);
        if (side
            && (neighbour < 0
                || (step < 0 ? m_placed.at(other) > m_placed.at(neighbour)
                             : m_placed.at(other) < m_placed.at(neighbour))))
            neighbour = other;
    }
    if (neighbour < 0)
        return false;
    std::swap(m_placed[row], m_placed[neighbour]);
    updateSeats();
    return true;
}

void HandSeatingDialog::updateSeats()
{
    for (int row = 0; row < m_players.size(); ++row) {
        const int seat = seatOf(row);
        m_table->item(row, SeatColumn)
            ->setText(seat == 1 ? tr("%1 (starts)").arg(seat) : QString::number(seat));
    }
}

QList<QList<qint64>> HandSeatingDialog::tables() const
{
    QMap<int, QList<int>> rowsByTable;
    for (int row = 0; row < m_players.size(); ++row)
        rowsByTable[tableOf(row)].append(row);
    QList<QList<qint64>> out;
    for (QList<int> rows : rowsByTable) {
        std::sort(rows.begin(), rows.end(),
                  [this](int a, int b) { return m_placed.at(a) < m_placed.at(b); });
        QList<qint64> ids;
        for (int row : std::as_const(rows))
            ids.append(m_players.at(row).id);
        out.append(ids);
    }
    return out;
}

QString HandSeatingDialog::problems() const
{
    QMap<int, int> counts;
    for (int row = 0; row < m_players.size(); ++row)
        ++counts[tableOf(row)];
    QStringList out;
    int expected = 1;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it, ++expected) {
        if (it.key() != expected) {
            out.append(tr("These tables cannot be played: %1.")
                           .arg(tr("no player is at table %1; number the tables 1, 2, 3, … "
                                   "without gaps")
                                    .arg(expected)));
            break;
        }
    }
    for (auto it = counts.cbegin(); it != counts.cend(); ++it) {
        if (!isTableSize(it.value()))
            out.append(tableSizeMessage(it.key(), it.value()));
    }
    return out.join(QLatin1Char(' '));
}

void HandSeatingDialog::accept()
{
    const QString problem = problems();
    m_problem->setText(problem);
    if (problem.isEmpty())
        QDialog::accept();
}

void HandSeatingDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        updateSeats();
    }
    QDialog::changeEvent(event);
}

void HandSeatingDialog::retranslateUi()
{
    setWindowTitle(tr("Seat round %1 by hand").arg(m_round));
    m_intro->setText(tr("Give every player a table number. Each table seats 3 or 4; the order in "
                        "which players get a table is their seat order there, seat 1 starts. "
                        "Ctrl+Up and Ctrl+Down move the selected player a seat earlier or "
                        "later."));
    m_table->setHorizontalHeaderLabels({tr("Player"), tr("Table"), tr("Seat")});
    m_upButton->setText(tr("Seat &earlier (Ctrl+Up)"));
    m_downButton->setText(tr("Seat &later (Ctrl+Down)"));
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Start round"));
}

} // namespace ctd
