#include "handseatingdialog.h"

#include "scoring/round.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QMap>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace ctd {

HandSeatingDialog::HandSeatingDialog(int round, const QList<Player> &players, QWidget *parent)
    : QDialog(parent)
    , m_round(round)
    , m_players(players)
    , m_intro(new QLabel(this))
    , m_table(new QTableWidget(int(players.size()), 2, this))
    , m_problem(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("handSeatingDialog"));
    m_intro->setWordWrap(true);
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
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
        name->setFlags(Qt::ItemIsEnabled);
        m_table->setItem(row, 0, name);
        auto *spin = new QSpinBox(m_table);
        spin->setRange(1, qMax(tableCount, int(players.size()) / 3 + 1));
        spin->setValue(qMin(table + 1, spin->maximum()));
        connect(spin, &QSpinBox::valueChanged, m_problem, [this] { m_problem->clear(); });
        m_table->setCellWidget(row, 1, spin);
    }
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &HandSeatingDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &HandSeatingDialog::reject);
    resize(460, 560);
    retranslateUi();
}

void HandSeatingDialog::setTableOf(int row, int table)
{
    if (auto *spin = qobject_cast<QSpinBox *>(m_table->cellWidget(row, 1)))
        spin->setValue(table);
}

QList<QList<qint64>> HandSeatingDialog::tables() const
{
    QMap<int, QList<qint64>> byNumber;
    for (int row = 0; row < m_players.size(); ++row) {
        const auto *spin = qobject_cast<QSpinBox *>(m_table->cellWidget(row, 1));
        byNumber[spin->value()].append(m_players.at(row).id);
    }
    return byNumber.values();
}

QString HandSeatingDialog::problems() const
{
    QMap<int, int> counts;
    for (int row = 0; row < m_players.size(); ++row)
        ++counts[qobject_cast<QSpinBox *>(m_table->cellWidget(row, 1))->value()];
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
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void HandSeatingDialog::retranslateUi()
{
    setWindowTitle(tr("Seat round %1 by hand").arg(m_round));
    m_intro->setText(tr("Give every player a table number. Each table seats 3 or 4; the seat "
                        "order is the order of this list."));
    m_table->setHorizontalHeaderLabels({tr("Player"), tr("Table")});
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Start round"));
}

} // namespace ctd
