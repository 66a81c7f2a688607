#include "moveplayerdialog.h"

#include "scoring/collation.h"
#include "scoring/round.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>

#include <algorithm>

namespace ctd {

MovePlayerDialog::MovePlayerDialog(const QList<SeatedTable> &tables, qint64 playerId,
                                   QWidget *parent)
    : QDialog(parent)
    , m_tables(tables)
    , m_intro(new QLabel(this))
    , m_playerLabel(new QLabel(this))
    , m_player(new QComboBox(this))
    , m_targetLabel(new QLabel(this))
    , m_target(new QComboBox(this))
    , m_swapLabel(new QLabel(this))
    , m_swap(new QComboBox(this))
    , m_problem(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("movePlayerDialog"));
    m_intro->setWordWrap(true);
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_playerLabel->setBuddy(m_player);
    m_targetLabel->setBuddy(m_target);
    m_swapLabel->setBuddy(m_swap);

    // Players by name, so typing the first letters in the box finds them.
    QList<QPair<QString, qint64>> everyone;
    for (const SeatedTable &t : tables) {
        for (int i = 0; i < t.playerIds.size(); ++i)
            everyone.append({t.names.value(i), t.playerIds.at(i)});
    }
    std::sort(everyone.begin(), everyone.end(),
              [](const auto &a, const auto &b) { return nameLess(a.first, b.first); });
    for (const auto &p : everyone)
        m_player->addItem(p.first, p.second);

    auto *form = new QFormLayout(this);
    form->addRow(m_intro);
    form->addRow(m_playerLabel, m_player);
    form->addRow(m_targetLabel, m_target);
    form->addRow(m_swapLabel, m_swap);
    form->addRow(m_problem);
    form->addRow(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &MovePlayerDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &MovePlayerDialog::reject);
    connect(m_player, &QComboBox::currentIndexChanged, this, &MovePlayerDialog::fillTargets);
    connect(m_target, &QComboBox::currentIndexChanged, this, &MovePlayerDialog::fillSwap);
    retranslateUi();
    const int index = m_player->findData(playerId);
    m_player->setCurrentIndex(qMax(0, index));
    fillTargets();
}

void MovePlayerDialog::choose(qint64 playerId, int targetTable, qint64 swapWith)
{
    m_player->setCurrentIndex(m_player->findData(playerId));
    m_target->setCurrentIndex(m_target->findData(targetTable));
    m_swap->setCurrentIndex(m_swap->findData(swapWith));
}

int MovePlayerDialog::tableIndexOf(qint64 playerId) const
{
    for (int i = 0; i < m_tables.size(); ++i) {
        if (m_tables.at(i).playerIds.contains(playerId))
            return i;
    }
    return -1;
}

void MovePlayerDialog::fillTargets()
{
    const int from = tableIndexOf(m_player->currentData().toLongLong());
    m_target->clear();
    for (int i = 0; i < m_tables.size(); ++i) {
        if (i != from)
            m_target->addItem(tr("Table %1 (%2)")
                                  .arg(m_tables.at(i).table)
                                  .arg(m_tables.at(i).names.join(QStringLiteral(", "))),
                              m_tables.at(i).table);
    }
    fillSwap();
}

void MovePlayerDialog::fillSwap()
{
    m_swap->clear();
    m_swap->addItem(tr("Nobody: take a free seat"), qint64(0));
    for (const SeatedTable &t : m_tables) {
        if (t.table != m_target->currentData().toInt())
            continue;
        for (int i = 0; i < t.playerIds.size(); ++i)
            m_swap->addItem(t.names.value(i), t.playerIds.at(i));
        // A full table has no free seat: offer a swap first.
        if (t.playerIds.size() >= kMostAtTable)
            m_swap->setCurrentIndex(1);
    }
    m_problem->clear();
}

QList<QList<qint64>> MovePlayerDialog::result() const
{
    QList<QList<qint64>> out;
    for (const SeatedTable &t : m_tables)
        out.append(t.playerIds);
    const qint64 who = m_player->currentData().toLongLong();
    const qint64 swap = m_swap->currentData().toLongLong();
    const int from = tableIndexOf(who);
    int to = -1;
    for (int i = 0; i < m_tables.size(); ++i) {
        if (m_tables.at(i).table == m_target->currentData().toInt())
            to = i;
    }
    if (from < 0 || to < 0)
        return out;
    if (swap != 0) {
        // Each takes the other's seat, so the seat order stays as drawn.
        out[from][out[from].indexOf(who)] = swap;
        out[to][out[to].indexOf(swap)] = who;
    } else {
        out[from].removeAll(who);
        out[to].append(who);
    }
    return out;
}

QString MovePlayerDialog::problem() const
{
    const QList<QList<qint64>> tables = result();
    for (int i = 0; i < tables.size(); ++i) {
        const int n = int(tables.at(i).size());
        if (!isTableSize(n))
            return tableSizeMessage(m_tables.at(i).table, n);
    }
    return {};
}

void MovePlayerDialog::accept()
{
    const QString text = problem();
    m_problem->setText(text);
    if (text.isEmpty())
        QDialog::accept();
}

void MovePlayerDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void MovePlayerDialog::retranslateUi()
{
    setWindowTitle(tr("Move a player"));
    m_intro->setText(tr("Between the tables that have no result yet; the tables with a result "
                        "keep their players. The seating is changed, everything else stays."));
    m_playerLabel->setText(tr("&Player:"));
    m_targetLabel->setText(tr("&To table:"));
    m_swapLabel->setText(tr("&Swap with:"));
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Move"));
    if (m_swap->count() > 0)
        m_swap->setItemText(0, tr("Nobody: take a free seat"));
}

} // namespace ctd
