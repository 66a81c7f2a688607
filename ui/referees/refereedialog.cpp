#include "refereedialog.h"

#include "commands/refereecommands.h"
#include "common/deskhistory.h"
#include "scoring/fraction.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"
#include "tournament/tournament.h"

#include <QComboBox>
#include <QCompleter>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace ctd {

RefereeDialog::RefereeDialog(Tournament *tournament, const QString &player, int round,
                             QWidget *parent)
    : QDialog(parent)
    , m_tournament(tournament)
    , m_player(new QComboBox(this))
    , m_kind(new QComboBox(this))
    , m_round(new QSpinBox(this))
    , m_pointsLabel(new QLabel(this))
    , m_points(new QLineEdit(this))
    , m_reason(new QLineEdit(this))
    , m_note(new QLabel(this))
    , m_problem(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Referee"));
    setObjectName(QStringLiteral("refereeDialog"));
    m_player->setObjectName(QStringLiteral("refereePlayer"));
    m_kind->setObjectName(QStringLiteral("refereeKind"));
    m_round->setObjectName(QStringLiteral("refereeRound"));
    m_points->setObjectName(QStringLiteral("refereePoints"));
    m_reason->setObjectName(QStringLiteral("refereeReason"));
    m_note->setObjectName(QStringLiteral("refereeNote"));
    m_problem->setObjectName(QStringLiteral("refereeProblem"));

    DbError error;
    if (m_tournament) {
        m_players = m_tournament->roster().players(&error);
        m_entries = m_tournament->roster().refereeEntries(&error);
    }
    // The name typed picks the player: an editable box with completion.
    m_player->setEditable(true);
    m_player->setInsertPolicy(QComboBox::NoInsert);
    for (const Player &p : std::as_const(m_players))
        m_player->addItem(p.name, p.id);
    m_player->completer()->setCompletionMode(QCompleter::PopupCompletion);
    m_player->completer()->setFilterMode(Qt::MatchContains);
    m_player->completer()->setCaseSensitivity(Qt::CaseInsensitive);
    const int at = m_player->findText(player);
    m_player->setCurrentIndex(at);
    if (at < 0)
        m_player->setEditText(QString());

    m_kind->addItem(tr("Warning"), int(RefereeEntry::Warning));
    m_kind->addItem(tr("Penalty (round points)"), int(RefereeEntry::Penalty));
    m_kind->addItem(tr("Disqualification"), int(RefereeEntry::Disqualification));

    const int rounds = m_tournament ? m_tournament->rounds().roundCount() : 0;
    m_round->setRange(0, qMax(rounds, round));
    m_round->setSpecialValueText(tr("none"));
    m_round->setValue(round);

    m_points->setText(QStringLiteral("-1"));
    m_points->setToolTip(tr("Round points added to the player's, such as -1 or -0.5"));
    m_reason->setMaxLength(500);
    m_reason->setMinimumWidth(m_reason->fontMetrics().averageCharWidth() * 44);
    m_reason->setPlaceholderText(tr("What happened, as the referee decided"));
    m_note->setWordWrap(true);
    m_note->setStyleSheet(QStringLiteral("color: #8a5a00; font-weight: bold;"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_problem->hide();
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Add to the ledger"));

    auto *form = new QFormLayout;
    auto *playerLabel = new QLabel(tr("&Player:"), this);
    playerLabel->setBuddy(m_player);
    auto *kindLabel = new QLabel(tr("&Decision:"), this);
    kindLabel->setBuddy(m_kind);
    auto *roundLabel = new QLabel(tr("R&ound:"), this);
    roundLabel->setBuddy(m_round);
    m_pointsLabel->setText(tr("Round p&oints:"));
    m_pointsLabel->setBuddy(m_points);
    auto *reasonLabel = new QLabel(tr("&Reason:"), this);
    reasonLabel->setBuddy(m_reason);
    form->addRow(playerLabel, m_player);
    form->addRow(kindLabel, m_kind);
    form->addRow(roundLabel, m_round);
    form->addRow(m_pointsLabel, m_points);
    form->addRow(reasonLabel, m_reason);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_note);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);

    connect(m_buttons, &QDialogButtonBox::accepted, this, &RefereeDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &RefereeDialog::reject);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &RefereeDialog::updateFields);
    connect(m_player, &QComboBox::currentIndexChanged, this, &RefereeDialog::updateFields);
    connect(m_player, &QComboBox::editTextChanged, this, &RefereeDialog::updateFields);
    updateFields();
    // With the player known, the decision comes first; else the name.
    if (at >= 0)
        m_kind->setFocus();
    else
        m_player->setFocus();
}

int RefereeDialog::warningsOf(const QList<RefereeEntry> &entries, qint64 playerId)
{
    int n = 0;
    for (const RefereeEntry &e : entries)
        n += !e.isWithdrawn() && e.kind == RefereeEntry::Warning && e.playerId == playerId ? 1 : 0;
    return n;
}

qint64 RefereeDialog::chosenPlayer() const
{
    const QString typed = m_player->currentText().trimmed();
    for (const Player &p : m_players) {
        if (p.name.compare(typed, Qt::CaseInsensitive) == 0)
            return p.id;
    }
    return 0;
}

void RefereeDialog::updateFields()
{
    const auto kind = RefereeEntry::Kind(m_kind->currentData().toInt());
    const bool penalty = kind == RefereeEntry::Penalty;
    m_points->setEnabled(penalty);
    m_pointsLabel->setEnabled(penalty);
    m_problem->hide();
    const qint64 id = chosenPlayer();
    const int warnings = id ? warningsOf(m_entries, id) : 0;
    QString note;
    if (warnings > 0 && kind == RefereeEntry::Warning)
        note = tr("%1 has %n warning(s) already: this is a further warning. What follows is "
                  "the referee's decision.",
                  nullptr, warnings)
                   .arg(m_player->currentText().trimmed());
    else if (warnings > 0)
        note =
            tr("%1 has %n warning(s).", nullptr, warnings).arg(m_player->currentText().trimmed());
    m_note->setText(note);
    m_note->setVisible(!note.isEmpty());
}

void RefereeDialog::accept()
{
    const auto fail = [this](const QString &text, QWidget *focus) {
        m_problem->setText(text);
        m_problem->show();
        if (focus)
            focus->setFocus();
    };
    if (!m_tournament || !m_tournament->isOpen())
        return fail(tr("No tournament is open."), nullptr);
    RefereeEntry entry;
    entry.playerId = chosenPlayer();
    if (entry.playerId == 0)
        return fail(tr("Choose a player of the tournament."), m_player);
    entry.kind = RefereeEntry::Kind(m_kind->currentData().toInt());
    entry.round = m_round->value();
    if (entry.kind == RefereeEntry::Penalty
        && (!twelfthsFromDecimal(m_points->text(), &entry.twelfths) || entry.twelfths == 0))
        return fail(tr("Give the round points as a number such as -1 or -0.5."), m_points);
    entry.reason = m_reason->text().simplified();
    if (entry.reason.isEmpty())
        return fail(tr("Give the reason for the decision."), m_reason);
    const int warningsBefore = warningsOf(m_entries, entry.playerId);
    DbError error;
    auto *done =
        DeskHistory::of(m_tournament)->run(std::make_unique<AddRefereeEntry>(entry), &error);
    if (!done)
        return fail(error.message, nullptr);
    const QString name = m_player->currentText().trimmed();
    switch (entry.kind) {
    case RefereeEntry::Warning:
        m_done = warningsBefore > 0
            ? tr("Warning %1 for %2: a repeated warning.").arg(warningsBefore + 1).arg(name)
            : tr("Warning for %1.").arg(name);
        break;
    case RefereeEntry::Penalty:
        m_done = tr("Penalty for %1: %2 round points.").arg(name, m_points->text().trimmed());
        break;
    case RefereeEntry::Disqualification:
        m_done = tr("%1 is disqualified: seated in no later round, left out of the standings.")
                     .arg(name);
        break;
    }
    QDialog::accept();
}

} // namespace ctd
