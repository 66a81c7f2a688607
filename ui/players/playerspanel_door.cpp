// The door (docs/door.md): a check-in field that takes a scanned or typed
// registration code (a scanner types the code, then Enter) or a name and
// answers at once, keeping the focus for the next one; the registration
// codes given and printed; the entry fee, self check-in and the totals.
#include "playerspanel.h"

#include "commands/doorcommands.h"
#include "commands/playercommands.h"
#include "common/deskhistory.h"
#include "language/language.h"
#include "paper/paperdoor.h"
#include "paper/papertournament.h"
#include "playersmodel.h"
#include "scoring/fraction.h"
#include "scoring/names.h"
#include "tournament/details.h"
#include "tournament/roster.h"
#include "tournament/tournament.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QVBoxLayout>

namespace ctd {

namespace {

enum class Answer { CheckedIn, Already, Unknown, Dropped, Many };

void showAnswer(QLabel *label, Answer kind, const QString &text)
{
    const char *color = kind == Answer::CheckedIn ? "#1b5e20"
        : kind == Answer::Already                 ? "#8a4b00"
                                                  : "#b00020";
    label->setStyleSheet(QStringLiteral("font-weight: bold; color: %1;").arg(QLatin1String(color)));
    label->setText(text);
}

// A code as a scanner may type it: the code alone, or the self check-in
// address that ends in /c/CODE.
QString codePart(const QString &typed)
{
    const qsizetype at = typed.lastIndexOf(QLatin1String("/c/"));
    return at >= 0 ? typed.mid(at + 3).trimmed() : typed.trimmed();
}

} // namespace

void PlayersPanel::setUpDoor()
{
    m_doorLabel = new QLabel(this);
    m_doorEdit = new QLineEdit(this);
    m_doorEdit->setObjectName(QStringLiteral("doorCheckIn"));
    m_doorEdit->setClearButtonEnabled(true);
    m_doorLabel->setBuddy(m_doorEdit);
    m_doorAnswer = new QLabel(this);
    m_doorAnswer->setObjectName(QStringLiteral("doorAnswer"));
    m_doorAnswer->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_doorTotals = new QLabel(this);
    m_doorTotals->setObjectName(QStringLiteral("doorTotals"));
    m_codesButton = new QPushButton(this);
    m_codesButton->setObjectName(QStringLiteral("giveCodesButton"));
    m_feeButton = new QPushButton(this);
    m_feeButton->setObjectName(QStringLiteral("doorSettingsButton"));
    m_doorPaperButton = new QPushButton(this);
    m_doorPaperButton->setObjectName(QStringLiteral("doorPaperButton"));
    m_notCheckedInButton = new QPushButton(this);
    m_notCheckedInButton->setObjectName(QStringLiteral("notCheckedInButton"));
    auto *paper = new QMenu(m_doorPaperButton);
    QAction *list = paper->addAction(QString());
    QAction *cards = paper->addAction(QString());
    m_doorPaperButton->setMenu(paper);
    connect(paper, &QMenu::aboutToShow, this, [list, cards] {
        list->setText(tr("List of codes as PDF…"));
        cards->setText(tr("One card per player as PDF…"));
    });
    connect(list, &QAction::triggered, this, [this] { saveDoorPdf(false); });
    connect(cards, &QAction::triggered, this, [this] { saveDoorPdf(true); });

    auto *field = new QHBoxLayout;
    field->addWidget(m_doorLabel);
    field->addWidget(m_doorEdit, 2);
    field->addWidget(m_doorAnswer, 3);
    auto *totals = new QHBoxLayout;
    totals->addWidget(m_doorTotals, 1);
    totals->addWidget(m_notCheckedInButton);
    totals->addWidget(m_codesButton);
    totals->addWidget(m_feeButton);
    totals->addWidget(m_doorPaperButton);
    if (auto *box = qobject_cast<QVBoxLayout *>(layout())) {
        // Under the search field, above the check-in for the next round.
        box->insertLayout(3, field);
        box->insertLayout(4, totals);
    }

    // Ctrl+I from any page of the window reaches the field (the window's
    // action, mainwindow_actions.cpp).
    // The amount paid: typed in place, Ctrl+Shift+E; empty for nothing.
    auto *paid = new QAction(this);
    paid->setObjectName(QStringLiteral("paidAction"));
    paid->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    paid->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(paid);
    connect(paid, &QAction::triggered, this, [this] {
        const QModelIndex index = m_view->currentIndex();
        if (!index.isValid() || !m_tournament || m_tournament->isReadOnly())
            return;
        m_view->setFocus();
        const QModelIndex cell = index.siblingAtColumn(PlayersModel::PaidColumn);
        m_view->setCurrentIndex(cell);
        m_view->edit(cell);
    });
    connect(m_doorEdit, &QLineEdit::returnPressed, this, [this] {
        const QString typed = m_doorEdit->text();
        m_doorEdit->clear();
        if (!typed.trimmed().isEmpty())
            checkInTyped(typed);
        // The next scan goes into the field again.
        m_doorEdit->setFocus();
    });
    connect(m_codesButton, &QPushButton::clicked, this, &PlayersPanel::giveCodes);
    connect(m_notCheckedInButton, &QPushButton::clicked, this, &PlayersPanel::absentNotCheckedIn);
    connect(m_feeButton, &QPushButton::clicked, this, &PlayersPanel::editDoorSettings);
}

void PlayersPanel::focusDoor()
{
    m_doorEdit->setFocus();
    m_doorEdit->selectAll();
}

QString PlayersPanel::doorAnswer() const
{
    return m_doorAnswer->text();
}

QString PlayersPanel::doorTotalsText() const
{
    return m_doorTotals->text();
}

QString PlayersPanel::checkInTyped(const QString &typed)
{
    if (!m_tournament || !m_tournament->isOpen() || m_tournament->isReadOnly())
        return {};
    DbError error;
    qint64 id = m_tournament->door().playerOfCode(codePart(typed), &error);
    if (id == 0) {
        // A name: exactly, else the one player whose name holds what was typed.
        const QString name = names::normalized(typed);
        QList<qint64> holding;
        for (const Player &p : m_model->players()) {
            if (p.name.compare(name, Qt::CaseInsensitive) == 0) {
                holding = {p.id};
                break;
            }
            if (!name.isEmpty() && p.name.contains(name, Qt::CaseInsensitive))
                holding.append(p.id);
        }
        if (holding.size() > 1) {
            showAnswer(
                m_doorAnswer, Answer::Many,
                tr("%n players match \"%1\": type more of the name.", nullptr, int(holding.size()))
                    .arg(typed.trimmed()));
            return m_doorAnswer->text();
        }
        id = holding.value(0);
    }
    const std::optional<Player> player = id ? m_tournament->roster().player(id) : std::nullopt;
    if (!player) {
        QApplication::beep();
        showAnswer(m_doorAnswer, Answer::Unknown,
                   tr("Unknown: \"%1\" is no player's code or name.").arg(typed.trimmed()));
        return m_doorAnswer->text();
    }
    if (player->dropped) {
        showAnswer(m_doorAnswer, Answer::Dropped,
                   tr("%1 has dropped out: bring them back (Ctrl+D) first.").arg(player->name));
        return m_doorAnswer->text();
    }
    const DoorEntry before = m_tournament->door().entry(id, &error);
    if (before.isCheckedIn()) {
        showAnswer(m_doorAnswer, Answer::Already,
                   tr("%1 was checked in already, at %2.")
                       .arg(player->name,
                            QLocale().toString(before.checkedInAt.toLocalTime().time(),
                                               QLocale::ShortFormat)));
        selectPlayer(id);
        return m_doorAnswer->text();
    }
    if (!DeskHistory::of(m_tournament)->run(std::make_unique<CheckIn>(id, true), &error)) {
        showAnswer(m_doorAnswer, Answer::Unknown, error.message);
        return m_doorAnswer->text();
    }
    const qint64 fee = m_tournament->door().settings().fee;
    QString text = tr("%1 is checked in.").arg(player->name);
    if (fee > before.paid)
        text += QLatin1Char(' ') + tr("Still owes %1.").arg(doorAmountText(fee - before.paid));
    showAnswer(m_doorAnswer, Answer::CheckedIn, text);
    reload();
    selectPlayer(id);
    emit statusMessage(text);
    return text;
}

void PlayersPanel::updateDoor()
{
    if (!m_doorTotals)
        return;
    const bool open = m_tournament && m_tournament->isOpen();
    const bool writable = open && !m_tournament->isReadOnly();
    m_doorEdit->setEnabled(writable);
    m_codesButton->setEnabled(writable);
    m_notCheckedInButton->setText(tr("Not checked in: absent"));
    m_notCheckedInButton->setToolTip(
        tr("Marks every player not checked in at the door absent for round %1, so that its "
           "draw leaves them out (Ctrl+Z takes it back).")
            .arg(m_model->checkInRound()));
    m_notCheckedInButton->setEnabled(writable);
    m_feeButton->setEnabled(writable);
    m_doorPaperButton->setEnabled(open);
    if (!open) {
        m_doorTotals->clear();
        return;
    }
    m_doorTotals->setText(
        ctd::doorTotalsText(m_tournament->door().totals(), m_tournament->door().settings()));
}

void PlayersPanel::giveCodes()
{
    if (!m_tournament || m_tournament->isReadOnly())
        return;
    DbError error;
    if (!DeskHistory::of(m_tournament)
             ->run(GiveRegistrationCodes::everyone(*m_tournament), &error)) {
        showProblem(error.message);
        return;
    }
    reload();
    int withCode = 0;
    for (const Player &p : m_model->players())
        withCode += m_model->doorEntry(p.id).code.isEmpty() ? 0 : 1;
    emit statusMessage(tr("%n player(s) have a registration code; print them with Codes on paper.",
                          nullptr, withCode));
}

void PlayersPanel::absentNotCheckedIn()
{
    if (!m_tournament || m_tournament->isReadOnly())
        return;
    QList<qint64> ids;
    for (const Player &p : m_model->players()) {
        if (!p.dropped && !m_model->isAbsent(p.id) && !m_model->doorEntry(p.id).isCheckedIn())
            ids.append(p.id);
    }
    if (ids.isEmpty()) {
        emit statusMessage(
            tr("Every player present for round %1 is checked in.").arg(m_model->checkInRound()));
        return;
    }
    DbError error;
    if (!DeskHistory::of(m_tournament)
             ->run(std::make_unique<SetAbsent>(m_model->checkInRound(), ids, true), &error)) {
        showProblem(error.message);
        return;
    }
    reload();
    emit statusMessage(
        tr("%n player(s) not checked in are absent for round %1.", nullptr, int(ids.size()))
            .arg(m_model->checkInRound()));
}

void PlayersPanel::editDoorSettings()
{
    if (!m_tournament || m_tournament->isReadOnly())
        return;
    const DoorSettings before = m_tournament->door().settings();
    QDialog dialog(this);
    dialog.setWindowTitle(tr("Entry fee and self check-in"));
    auto *fee = new QLineEdit(before.fee ? doorAmountText(before.fee) : QString(), &dialog);
    fee->setObjectName(QStringLiteral("entryFee"));
    fee->setPlaceholderText(tr("none"));
    auto *self = new QCheckBox(
        tr("Players may check in from their phones (the address on their card), until the "
           "round is seated"),
        &dialog);
    self->setObjectName(QStringLiteral("selfCheckIn"));
    self->setChecked(before.selfCheckIn);
    auto *problem = new QLabel(&dialog);
    problem->setStyleSheet(QStringLiteral("color: #b00020;"));
    problem->hide();
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    auto *form = new QFormLayout;
    form->addRow(tr("&Entry fee:"), fee);
    auto *box = new QVBoxLayout(&dialog);
    box->addLayout(form);
    box->addWidget(self);
    box->addWidget(problem);
    box->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, [&] {
        DoorSettings settings;
        settings.selfCheckIn = self->isChecked();
        if (!fee->text().trimmed().isEmpty()
            && !hundredthsFromDecimal(fee->text(), &settings.fee)) {
            problem->setText(tr("\"%1\" is not an amount, such as 10 or 12.50.").arg(fee->text()));
            problem->show();
            return;
        }
        DbError error;
        if (!DeskHistory::of(m_tournament)
                 ->run(std::make_unique<SetDoorSettings>(settings), &error)) {
            problem->setText(error.message);
            problem->show();
            return;
        }
        dialog.accept();
    });
    dialog.exec();
    updateDoor();
}

QString PlayersPanel::writeDoorPdf(const QString &path, bool cards) const
{
    if (!m_tournament || !m_tournament->isOpen())
        return tr("No tournament is open.");
    QList<DoorLine> lines;
    for (const Player &p : m_model->players()) {
        if (!p.dropped)
            lines.append(DoorLine{p, m_model->doorEntry(p.id)});
    }
    const TournamentInfo info = m_tournament->details().info();
    const DoorSettings settings = m_tournament->door().settings();
    QString address;
    if (settings.selfCheckIn && m_sharedAddress.isValid() && !m_sharedAddress.isEmpty())
        address = m_sharedAddress.resolved(QUrl(QStringLiteral("/c/"))).toString();
    const PaperDocument doc = cards
        ? doorCardsDocument(info, lines, address)
        : doorListDocument(info, lines, settings, m_tournament->door().totals());
    QString error;
    if (!ctd::writePdf(doc, path, defaultPaper(Language::region()), &error))
        return error;
    return {};
}

void PlayersPanel::saveDoorPdf(bool cards)
{
    const QString path = QFileDialog::getSaveFileName(
        this,
        cards ? tr("Save the registration cards as PDF") : tr("Save the list of codes as PDF"),
        cards ? tr("registration-cards.pdf") : tr("registration-codes.pdf"),
        tr("PDF files (*.pdf)"));
    if (path.isEmpty())
        return;
    const QString problem = writeDoorPdf(path, cards);
    showProblem(problem);
    if (problem.isEmpty())
        emit statusMessage(tr("Saved %1").arg(path));
}

} // namespace ctd
