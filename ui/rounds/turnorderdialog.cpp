// The turn order a cut's players chose, recorded as the seat order.
#include "turnorderdialog.h"

#include "common/roomyrows.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace ctd {

TurnOrderDialog::TurnOrderDialog(const QList<SeatedTable> &tables, int table, QWidget *parent)
    : QDialog(parent)
    , m_tables(tables)
    , m_intro(new QLabel(this))
    , m_tableLabel(new QLabel(this))
    , m_table(new QComboBox(this))
    , m_list(new QListWidget(this))
    , m_up(new QPushButton(this))
    , m_down(new QPushButton(this))
{
    m_list->setItemDelegate(new RoomyRows(m_list)); // accents of capitals not cut off
    setObjectName(QStringLiteral("turnOrderDialog"));
    m_list->setObjectName(QStringLiteral("turnOrder"));
    m_table->setObjectName(QStringLiteral("turnOrderTable"));
    m_up->setObjectName(QStringLiteral("turnOrderUp"));
    m_down->setObjectName(QStringLiteral("turnOrderDown"));
    m_intro->setWordWrap(true);
    m_tableLabel->setBuddy(m_table);
    // The list keeps the focus while a player moves: the buttons are reached
    // by their letters (and Ctrl+Up / Ctrl+Down in the list).
    m_up->setFocusPolicy(Qt::NoFocus);
    m_down->setFocusPolicy(Qt::NoFocus);
    for (const SeatedTable &t : std::as_const(m_tables))
        m_table->addItem(QString(), t.table);
    m_table->setCurrentIndex(qMax(0, m_table->findData(table)));
    m_tableLabel->setVisible(m_tables.size() > 1);
    m_table->setVisible(m_tables.size() > 1);
    m_list->installEventFilter(this);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    auto *tableRow = new QHBoxLayout;
    tableRow->addWidget(m_tableLabel);
    tableRow->addWidget(m_table, 1);
    auto *moves = new QVBoxLayout;
    moves->addWidget(m_up);
    moves->addWidget(m_down);
    moves->addStretch(1);
    auto *listRow = new QHBoxLayout;
    listRow->addWidget(m_list, 1);
    listRow->addLayout(moves);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(tableRow);
    layout->addLayout(listRow);
    layout->addWidget(buttons);
    connect(m_table, &QComboBox::currentIndexChanged, this, &TurnOrderDialog::showTable);
    connect(m_up, &QPushButton::clicked, this, [this] { moveSelected(-1); });
    connect(m_down, &QPushButton::clicked, this, [this] { moveSelected(+1); });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    retranslateUi();
    showTable();
    m_list->setFocus();
}

void TurnOrderDialog::showTable()
{
    const int index = m_table->currentIndex();
    m_list->clear();
    if (index < 0 || index >= m_tables.size())
        return;
    const SeatedTable &t = m_tables.at(index);
    for (qsizetype s = 0; s < t.names.size(); ++s) {
        auto *item =
            new QListWidgetItem(s == 0 ? tr("%1. %2 (starts)").arg(s + 1).arg(t.names[s])
                                       : tr("%1. %2", "seat and player").arg(s + 1).arg(t.names[s]),
                                m_list);
        item->setData(Qt::UserRole, t.playerIds.value(s));
    }
    m_list->setCurrentRow(0);
}

void TurnOrderDialog::moveSelected(int by)
{
    const int index = m_table->currentIndex();
    const int row = m_list->currentRow();
    if (index < 0 || index >= m_tables.size() || row < 0)
        return;
    SeatedTable &t = m_tables[index];
    const int to = row + by;
    if (to < 0 || to >= t.names.size())
        return;
    t.names.swapItemsAt(row, to);
    t.playerIds.swapItemsAt(row, to);
    showTable();
    m_list->setCurrentRow(to);
}

QList<QList<qint64>> TurnOrderDialog::result() const
{
    QList<QList<qint64>> out;
    for (const SeatedTable &t : m_tables)
        out.append(t.playerIds);
    return out;
}

bool TurnOrderDialog::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_list && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->modifiers() == Qt::ControlModifier
            && (key->key() == Qt::Key_Up || key->key() == Qt::Key_Down)) {
            moveSelected(key->key() == Qt::Key_Up ? -1 : +1);
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

void TurnOrderDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        showTable();
    }
    QDialog::changeEvent(event);
}

void TurnOrderDialog::retranslateUi()
{
    setWindowTitle(tr("Turn order"));
    m_intro->setText(tr("The players were seated by preliminary rank and chose their turn order "
                        "in that order. Put them in the order they play: seat 1 starts."));
    m_tableLabel->setText(tr("&Table:"));
    for (int i = 0; i < m_table->count(); ++i)
        m_table->setItemText(i, tr("Table %1").arg(m_table->itemData(i).toInt()));
    m_up->setText(tr("Move &up"));
    m_down->setText(tr("Move &down"));
    m_up->setToolTip(tr("One seat earlier (Ctrl+Up)"));
    m_down->setToolTip(tr("One seat later (Ctrl+Down)"));
}

} // namespace ctd
