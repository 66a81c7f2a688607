#include "startrounddialog.h"

#include "tableplan.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QIntValidator>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QRandomGenerator>
#include <QRegularExpressionValidator>
#include <QVBoxLayout>

namespace ctd {

StartRoundDialog::StartRoundDialog(int round, int activePlayers, QWidget *parent, int absent)
    : QDialog(parent)
    , m_round(round)
    , m_players(activePlayers)
    , m_absent(absent)
    , m_summary(new QLabel(this))
    , m_draw(new QRadioButton(this))
    , m_standings(new QRadioButton(this))
    , m_hand(new QRadioButton(this))
    , m_seedLabel(new QLabel(this))
    , m_seed(new QLineEdit(this))
    , m_newSeed(new QPushButton(this))
    , m_longer(new QCheckBox(this))
    , m_problem(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("startRoundDialog"));
    m_seed->setObjectName(QStringLiteral("seed"));
    m_hand->setObjectName(QStringLiteral("byHand"));
    m_longer->setObjectName(QStringLiteral("searchLonger"));
    m_standings->setObjectName(QStringLiteral("byStandings"));
    // From round 2 on the tables can follow the standings: leaders together.
    m_standings->setVisible(round > 1);
    m_summary->setWordWrap(true);
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #b00020;"));
    // A seed is a plain unsigned 32-bit number, so it can be read out and typed.
    m_seed->setValidator(
        new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{1,10}")), m_seed));
    m_seedLabel->setBuddy(m_seed);
    m_draw->setChecked(true);
    setSeed(newSeed());

    auto *seedRow = new QHBoxLayout;
    seedRow->addWidget(m_seedLabel);
    seedRow->addWidget(m_seed, 1);
    seedRow->addWidget(m_newSeed);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_draw);
    layout->addLayout(seedRow);
    layout->addWidget(m_standings);
    layout->addWidget(m_longer);
    layout->addWidget(m_hand);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &StartRoundDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &StartRoundDialog::reject);
    connect(m_newSeed, &QPushButton::clicked, this, [this] { setSeed(newSeed()); });
    connect(m_draw, &QRadioButton::toggled, this, &StartRoundDialog::updateState);
    connect(m_standings, &QRadioButton::toggled, this, &StartRoundDialog::updateState);
    connect(m_seed, &QLineEdit::textEdited, this, [this] { m_problem->clear(); });
    retranslateUi();
    updateState();
}

bool StartRoundDialog::byHand() const
{
    return m_hand->isChecked();
}

bool StartRoundDialog::byStandings() const
{
    return m_standings->isChecked();
}

void StartRoundDialog::setByStandings(bool byStandings)
{
    if (byStandings && !m_standings->isHidden())
        m_standings->setChecked(true);
    else if (!byStandings && m_standings->isChecked())
        m_draw->setChecked(true);
}

quint32 StartRoundDialog::seed() const
{
    bool ok = false;
    const qulonglong value = m_seed->text().toULongLong(&ok);
    return ok ? quint32(value) : 0;
}

bool StartRoundDialog::searchLonger() const
{
    return !byHand() && m_longer->isChecked();
}

void StartRoundDialog::setSeed(quint32 seed)
{
    m_seed->setText(QString::number(seed));
}

void StartRoundDialog::setByHand(bool byHand)
{
    (byHand ? m_hand : m_draw)->setChecked(true);
}

quint32 StartRoundDialog::newSeed()
{
    // Six digits at most: short enough to read aloud and type again.
    return QRandomGenerator::global()->bounded(1u, 1000000u);
}

void StartRoundDialog::accept()
{
    if (!TablePlan::forPlayers(m_players).isPossible())
        return;
    bool ok = false;
    const qulonglong value = m_seed->text().toULongLong(&ok);
    if (!byHand() && (!ok || value > 0xffffffffULL)) {
        m_problem->setText(tr("The seed must be a whole number from 0 to 4294967295. Type one, "
                              "or press \"New seed\"."));
        return;
    }
    QDialog::accept();
}

void StartRoundDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QDialog::changeEvent(event);
}

void StartRoundDialog::retranslateUi()
{
    setWindowTitle(tr("Start round %1").arg(m_round));
    const bool possible = TablePlan::forPlayers(m_players).isPossible();
    QString summary = possible
        ? tr("%n active player(s): %1.", nullptr, m_players).arg(TablePlan::describe(m_players))
        : TablePlan::describe(m_players);
    // The check-in's no-shows: not drawn, not dropped either.
    if (m_absent > 0)
        summary += QLatin1Char(' ')
            + tr("%n player(s) marked absent at the check-in sit out this round.", nullptr,
                 m_absent);
    m_summary->setText(summary);
    m_draw->setText(tr("&Random draw"));
    m_seedLabel->setText(tr("&Seed:"));
    m_seed->setToolTip(tr("The same seed with the same players gives the same tables. Type the "
                          "seed of an earlier draw to repeat it."));
    m_newSeed->setText(tr("New seed"));
    m_longer->setText(tr("Search &longer (up to a minute)"));
    m_longer->setToolTip(tr("Spends up to a minute looking for fewer repeat meetings, with "
                            "progress shown; stopping early keeps the best seating found."));
    m_standings->setText(tr("Draw by s&tandings (the leaders at table 1, repeats avoided)"));
    m_hand->setText(tr("Seat by &hand"));
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Start round"));
}

QString StartRoundDialog::summary() const
{
    return m_summary->text();
}

void StartRoundDialog::updateState()
{
    const bool possible = TablePlan::forPlayers(m_players).isPossible();
    m_draw->setEnabled(possible);
    m_hand->setEnabled(possible);
    m_standings->setEnabled(possible);
    const bool drawn = m_draw->isChecked() || m_standings->isChecked();
    m_seed->setEnabled(possible && drawn);
    m_newSeed->setEnabled(possible && drawn);
    m_longer->setEnabled(possible && drawn);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(possible);
}

} // namespace ctd
