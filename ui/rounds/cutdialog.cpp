// The cut seated by the director's choice, with the reason they must give
// when the players differ from those the rules name (docs/rules.md §9).
#include "cutdialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScreen>
#include <QSet>
#include <QVBoxLayout>

namespace ctd {

namespace {

QSet<QString> asSet(const QStringList &names)
{
    return QSet<QString>(names.cbegin(), names.cend());
}

QStringList inOrder(const QSet<QString> &names, const QStringList &order)
{
    QStringList out;
    for (const QString &n : order) {
        if (names.contains(n))
            out.append(n);
    }
    return out;
}

} // namespace

CutDialog::CutDialog(const QList<Offer> &offers, const QStringList &players, QWidget *parent)
    : QDialog(parent)
    , m_offers(offers)
    , m_players(players)
    , m_intro(new QLabel(this))
    , m_stageLabel(new QLabel(this))
    , m_stage(new QComboBox(this))
    , m_grid(new QGridLayout)
    , m_changes(new QLabel(this))
    , m_reasonLabel(new QLabel(this))
    , m_reason(new QLineEdit(this))
    , m_problem(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("cutDialog"));
    // Wide enough for four names a table; the wrapped texts then keep their height.
    setMinimumWidth(640);
    m_stage->setObjectName(QStringLiteral("cutStage"));
    m_reason->setObjectName(QStringLiteral("overruleReason"));
    m_changes->setObjectName(QStringLiteral("cutChanges"));
    m_problem->setObjectName(QStringLiteral("cutProblem"));
    m_intro->setWordWrap(true);
    m_changes->setWordWrap(true);
    m_reasonLabel->setWordWrap(true);
    m_problem->setWordWrap(true);
    QPalette warn = m_problem->palette();
    warn.setColor(QPalette::WindowText, QColor(0xb0, 0x00, 0x20));
    m_problem->setPalette(warn);
    m_stageLabel->setBuddy(m_stage);
    m_reasonLabel->setBuddy(m_reason);
    if (m_offers.isEmpty())
        m_offers.append(Offer{});

    auto *stageRow = new QHBoxLayout;
    stageRow->addWidget(m_stageLabel);
    stageRow->addWidget(m_stage, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(stageRow);
    layout->addLayout(m_grid);
    layout->addWidget(m_changes);
    layout->addWidget(m_reasonLabel);
    layout->addWidget(m_reason);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);
    m_stageLabel->setVisible(m_offers.size() > 1);
    m_stage->setVisible(m_offers.size() > 1);
    for (qsizetype i = 0; i < m_offers.size(); ++i)
        m_stage->addItem(QString(), int(m_offers[i].stage));

    connect(m_stage, &QComboBox::currentIndexChanged, this, &CutDialog::buildSeats);
    connect(m_reason, &QLineEdit::textChanged, this, [this] { m_problem->clear(); });
    connect(m_buttons, &QDialogButtonBox::accepted, this, &CutDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &CutDialog::reject);
    retranslateUi();
    buildSeats();
}

const CutDialog::Offer &CutDialog::offer() const
{
    return m_offers.at(qBound(0, m_stage->currentIndex(), int(m_offers.size()) - 1));
}

Stage CutDialog::stage() const
{
    return offer().stage;
}

void CutDialog::buildSeats()
{
    for (QLabel *l : std::as_const(m_tableLabels))
        delete l;
    for (const QList<QComboBox *> &row : std::as_const(m_seats))
        qDeleteAll(row);
    m_tableLabels.clear();
    m_seats.clear();
    QWidget *previous = m_offers.size() > 1 ? m_stage : nullptr;
    const QList<QStringList> &proposal = offer().tables;
    for (qsizetype t = 0; t < proposal.size(); ++t) {
        auto *label = new QLabel(tr("Table %1").arg(t + 1), this);
        m_grid->addWidget(label, int(t), 0);
        m_tableLabels.append(label);
        QList<QComboBox *> row;
        for (qsizetype s = 0; s < proposal[t].size(); ++s) {
            auto *box = new QComboBox(this);
            box->setObjectName(QStringLiteral("seat_%1_%2").arg(t + 1).arg(s + 1));
            for (const QString &name : std::as_const(m_players))
                box->addItem(name, name);
            box->setCurrentIndex(box->findData(proposal[t][s]));
            box->setToolTip(tr("Table %1, seat %2").arg(t + 1).arg(s + 1));
            box->setAccessibleName(box->toolTip());
            connect(box, &QComboBox::currentIndexChanged, this, &CutDialog::updateState);
            m_grid->addWidget(box, int(t), int(s) + 1);
            if (previous)
                setTabOrder(previous, box);
            previous = box;
            row.append(box);
        }
        m_seats.append(row);
    }
    if (previous)
        setTabOrder(previous, m_reason);
    // As wide as the longest names need, so that no chosen name is cut (a
    // window with wrapped texts would otherwise open at two thirds of the
    // screen), but never wider than the screen.
    const QMargins margins = layout()->contentsMargins();
    int wanted = m_grid->sizeHint().width() + margins.left() + margins.right();
    if (const QScreen *s = screen())
        wanted = qMin(wanted, s->availableGeometry().width() - 2 * margins.left());
    setMinimumWidth(qMax(640, wanted));
    if (!m_seats.isEmpty() && !m_seats.first().isEmpty() && m_offers.size() == 1)
        m_seats.first().first()->setFocus();
    updateState();
}

QComboBox *CutDialog::seatBox(int table, int seat) const
{
    return m_seats.value(table).value(seat);
}

QList<QStringList> CutDialog::tables() const
{
    QList<QStringList> out;
    for (const QList<QComboBox *> &row : m_seats) {
        QStringList names;
        for (const QComboBox *box : row)
            names.append(box->currentData().toString());
        out.append(names);
    }
    return out;
}

bool CutDialog::overrules() const
{
    const QList<QStringList> chosen = tables();
    const QList<QStringList> &proposal = offer().tables;
    for (qsizetype t = 0; t < chosen.size(); ++t) {
        if (asSet(chosen[t]) != asSet(proposal.value(t)))
            return true;
    }
    return false;
}

QString CutDialog::reason() const
{
    return m_reason->text().trimmed();
}

QString CutDialog::problem() const
{
    QSet<QString> seen;
    for (const QStringList &table : tables()) {
        for (const QString &name : table) {
            if (seen.contains(name))
                return tr("\"%1\" has two seats: choose another player for one of them.").arg(name);
            seen.insert(name);
        }
    }
    if (overrules() && reason().isEmpty())
        return tr("Say why the players differ from the cut: the reason is kept with the round "
                  "and printed with the standings.");
    return {};
}

void CutDialog::updateState()
{
    QStringList chosen;
    QStringList proposed;
    for (const QStringList &t : tables())
        chosen += t;
    for (const QStringList &t : offer().tables)
        proposed += t;
    const QSet<QString> in = asSet(chosen) - asSet(proposed);
    const QSet<QString> out = asSet(proposed) - asSet(chosen);
    QString text;
    if (!in.isEmpty() || !out.isEmpty())
        text = tr("Not in the cut: %1. Left out: %2.")
                   .arg(inOrder(in, m_players).join(QStringLiteral(", ")),
                        inOrder(out, m_players).join(QStringLiteral(", ")));
    else if (overrules())
        text = tr("The players are the cut's, at other tables than the seeding says.");
    m_changes->setText(text);
    m_changes->setVisible(!text.isEmpty());
    const bool ask = overrules();
    m_reasonLabel->setEnabled(ask);
    m_reason->setEnabled(ask);
    m_problem->clear();
    adjustSize();
}

void CutDialog::accept()
{
    const QString text = problem();
    m_problem->setText(text);
    adjustSize();
    if (!text.isEmpty()) {
        if (overrules() && reason().isEmpty())
            m_reason->setFocus();
        return;
    }
    QDialog::accept();
}

void CutDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void CutDialog::retranslateUi()
{
    setWindowTitle(tr("Choose the players of the cut"));
    m_intro->setText(tr("The seats start as the rules propose: the best preliminary ranks, "
                        "seat 1 the best. Choose another player for a seat only where the rules "
                        "cannot be followed, for example because a finalist has left."));
    m_stageLabel->setText(tr("&Stage:"));
    for (int i = 0; i < m_stage->count(); ++i)
        m_stage->setItemText(i,
                             Stage(m_stage->itemData(i).toInt()) == Stage::Semifinal
                                 ? tr("Semi-final")
                                 : tr("Final"));
    for (qsizetype t = 0; t < m_tableLabels.size(); ++t)
        m_tableLabels[t]->setText(tr("Table %1").arg(t + 1));
    m_reasonLabel->setText(tr("&Why the players differ from the cut (kept in the round's history "
                              "and printed with the standings):"));
    m_reason->setPlaceholderText(tr("e.g. Bernd left after the semi-final"));
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Seat &these players"));
    updateState();
}

} // namespace ctd
