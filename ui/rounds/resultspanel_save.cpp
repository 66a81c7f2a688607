// The saving side of the results panel: the questions before a save, the
// save itself, moving on to the next table, and undoing a save.
#include "resultspanel.h"

#include "commands/sheetcommands.h"
#include "common/deskhistory.h"
#include "common/question.h"
#include "scoring/messages.h"
#include "sheet/sheeteditor.h"
#include "sheetchanges.h"
#include "tournament/results.h"

#include <QTimer>

namespace ctd {

namespace {

/// The sheet's problems as the director reads them: "Anna: message".
QString problemList(const SheetResult &result, const QList<PlayerLine> &lines)
{
    QStringList out;
    for (const SheetError &e : result.errors) {
        const QString message = SheetMessages::message(e, lines);
        out.append(e.seat >= 0 && e.seat < lines.size()
                       ? QStringLiteral("• %1: %2").arg(lines.at(e.seat).name, message)
                       : QStringLiteral("• %1").arg(message));
    }
    return out.join(QLatin1Char('\n'));
}

} // namespace

void ResultsPanel::save()
{
    loadOverview();
    if (!m_tournament || m_tournament->isReadOnly() || m_table <= 0)
        return;
    // A table's report on the sheet as it sent it: Enter accepts it.
    if (m_reviewReport > 0 && !m_editor->isModified()) {
        acceptReviewed();
        return;
    }
    const QList<PlayerLine> lines = m_editor->lines();
    const SheetResult result = m_editor->result();
    const std::optional<StoredSheet> stored = m_tournament->results().sheet(m_round, m_table);
    if (!result.isValid() || !m_editor->isComplete()) {
        QString text = result.isValid()
            ? tr("Round %1, table %2: some cells are empty.").arg(m_round).arg(m_table)
            : tr("Round %1, table %2 breaks a rule of the sheet.").arg(m_round).arg(m_table);
        text += QLatin1Char(' ')
            + tr("Keep the sheet as a draft (listed as needing attention, not in the standings), "
                 "or go back and correct it?");
        askQuestion(
            this, QMessageBox::Warning, tr("Sheet not complete"), text,
            {{QMessageBox::AcceptRole, tr("Keep as &draft")},
             {QMessageBox::RejectRole, tr("&Back to the sheet")}},
            1,
            [this](int chosen) {
                const int table = m_table;
                if (chosen != 0)
                    m_editor->focusFirstProblem();
                else if (writeSheet(true))
                    afterSave(table);
            },
            problemList(result, lines));
        return;
    }
    if (stored && stored->state == SheetState::Complete) {
        const QStringList changes = SheetChanges::describe(stored->lines, lines);
        if (changes.isEmpty()) {
            // Nothing to correct: move on as if saved.
            m_editor->markSaved();
            afterSave(m_table);
            return;
        }
        askQuestion(
            this, QMessageBox::Question, tr("Correct a saved result"),
            tr("Round %1, table %2 already has a result. Save this correction? The "
               "earlier version stays in the table's history.")
                .arg(m_round)
                .arg(m_table),
            {{QMessageBox::AcceptRole, tr("&Save correction")},
             {QMessageBox::RejectRole, tr("&Back to the sheet")}},
            0,
            [this](int chosen) {
                const int table = m_table;
                if (chosen == 0 && writeSheet(false))
                    afterSave(table);
            },
            changes.join(QLatin1Char('\n')));
        return;
    }
    const int table = m_table;
    if (writeSheet(false))
        afterSave(table);
}

bool ResultsPanel::writeSheet(bool asDraft)
{
    DbError error;
    const int table = m_table;
    auto command =
        std::make_unique<SaveSheet>(m_round, table, m_editor->lines(), asDraft, m_basedOn);
    SaveSheet *save = command.get();
    SheetConflict conflict;
    if (!DeskHistory::of(m_tournament)->run(std::move(command), &error)) {
        conflict = save->conflict();
        if (error.kind == DbError::Conflict && conflict.round == m_round
            && conflict.table == table) {
            // Another desk saved this table meanwhile: shown what it changed,
            // the person chooses; nothing is overwritten unseen.
            askQuestion(
                this, QMessageBox::Warning, tr("Saved at another desk meanwhile"),
                conflict.headline() + QLatin1Char('\n') + error.message,
                {{QMessageBox::AcceptRole, tr("&Keep the other desk's result")},
                 {QMessageBox::DestructiveRole, tr("&Save mine over it")},
                 {QMessageBox::RejectRole, tr("&Back to the sheet")}},
                2,
                [this, table, asDraft, conflict](int chosen) {
                    if (table != m_table)
                        return;
                    if (chosen == 0) {
                        m_editor->markSaved();
                        loadTable(table);
                    } else if (chosen == 1) {
                        m_basedOn = conflict.current;
                        if (writeSheet(asDraft))
                            afterSave(table);
                    }
                },
                conflict.changeLines().join(QLatin1Char('\n')));
            return false;
        }
        if (error.kind == DbError::Unreachable) {
            // The server is away: the typed sheet stays, and the same save is
            // tried again every 2 s until the server has committed it.
            emit statusMessage(error.message);
            QTimer::singleShot(2000, this, [this, table, asDraft] {
                if (table == m_table && hasUnsavedTyping() && writeSheet(asDraft))
                    afterSave(table);
            });
            return false;
        }
        tellUser(this, QMessageBox::Critical, tr("Sheet not saved"),
                 tr("Round %1, table %2 was not saved: %3 What you typed is still on the screen.")
                     .arg(m_round)
                     .arg(table)
                     .arg(error.message));
        return false;
    }
    // The overview, history and standings follow the tournament's sheetSaved().
    m_editor->markSaved();
    if (const std::optional<StoredSheet> stored = m_tournament->results().sheet(m_round, table))
        m_basedOn = stored->version;
    emit statusMessage(asDraft ? tr("Round %1, table %2 kept as a draft.").arg(m_round).arg(table)
                               : tr("Round %1, table %2 saved.").arg(m_round).arg(table));
    return true;
}

void ResultsPanel::afterSave(int table)
{
    // The overview and the standings are current already: the save's
    // sheetSaved() refreshed them (and a sheet left as it was changed nothing).
    const int next = nextWithoutResult(table);
    if (next > 0) {
        loadTable(next);
        return;
    }
    // Every table has a result: stay on the saved one, shown as stored.
    loadTable(table);
    emit statusMessage(tr("Every table of round %1 has a complete result.").arg(m_round));
}

void ResultsPanel::whenSheetLeft(std::function<void()> then)
{
    if (!hasUnsavedTyping()) {
        then();
        return;
    }
    const SheetResult result = m_editor->result();
    const bool valid = result.isValid() && m_editor->isComplete();
    const std::optional<StoredSheet> stored = m_tournament->results().sheet(m_round, m_table);
    // Typing that cannot be saved as a result is kept as a draft: the first
    // button and the default, so that Enter never throws typing away. A
    // complete result it replaces stays in the table's history.
    QString text = tr("Round %1, table %2 has typing that is not saved.").arg(m_round).arg(m_table);
    // Over a complete result, Enter stays on the sheet: neither the typing
    // nor the standings are lost by a key pressed in haste.
    const bool replacesResult = !valid && stored && stored->state == SheetState::Complete;
    if (replacesResult)
        text += QLatin1Char(' ')
            + tr("It cannot be saved as a result; kept as a draft, it takes the table out of "
                 "the standings until it is corrected. The saved result stays in the table's "
                 "history.");
    const QList<QuestionButton> buttons{
        {QMessageBox::AcceptRole, valid ? tr("&Save") : tr("Keep as &draft")},
        {QMessageBox::DestructiveRole, tr("D&iscard typing")},
        {QMessageBox::RejectRole, tr("S&tay on the sheet")}};
    askQuestion(this, QMessageBox::Question, tr("Unsaved sheet"), text, buttons,
                replacesResult ? 2 : 0, [this, then, valid](int chosen) {
                    if (chosen == 0) {
                        if (writeSheet(!valid))
                            then();
                    } else if (chosen == 1) {
                        m_editor->markSaved();
                        then();
                    } else {
                        selectRow(m_table);
                        m_editor->focusFirstProblem();
                    }
                });
}

bool ResultsPanel::canUndoSave() const
{
    return m_tournament && m_table > 0 && m_tournament->results().hasSheet(m_round, m_table);
}

void ResultsPanel::undoLastSave()
{
    loadOverview();
    const int round = m_round;
    const int table = m_table;
    const std::optional<StoredSheet> current =
        m_tournament && table > 0 ? m_tournament->results().sheet(round, table) : std::nullopt;
    if (!current) {
        emit statusMessage(
            table > 0 ? tr("Round %1, table %2 has no save to take back.").arg(round).arg(table)
                      : tr("Choose a table first: its last save is taken back."));
        return;
    }
    // The save taken back is the table's current version; the one it replaced
    // counts again (not the one listed before it, which may be an undone one).
    const QString back = current->previous > 0
        ? tr("The table goes back to version %1.").arg(current->previous)
        : tr("The table goes back to no result.");
    QString text = tr("Take back the last save of round %1, table %2 (version %3)? It stays in "
                      "the table's history.")
                       .arg(round)
                       .arg(table)
                       .arg(current->version)
        + QLatin1Char(' ') + back;
    if (hasUnsavedTyping())
        text += QLatin1Char(' ') + tr("The typing not saved on the sheet is given up.");
    askQuestion(
        this, QMessageBox::Question, tr("Take back a save"), text,
        {{QMessageBox::AcceptRole, tr("&Take back")}, {QMessageBox::RejectRole, tr("&Keep it")}}, 0,
        [this, round, table, back, version = current->version](int chosen) {
            if (chosen != 0)
                return;
            DbError error;
            const std::optional<StoredSheet> now = m_tournament->results().sheet(round, table);
            if (!now || now->version != version) {
                // Saved again (another desk, the command line) while the question was open.
                tellUser(this, QMessageBox::Warning, tr("Save not taken back"),
                         tr("Round %1, table %2 was saved again since the question: version %3 "
                            "is no longer its last. Nothing was taken back.")
                             .arg(round)
                             .arg(table)
                             .arg(version));
                return;
            }
            if (!DeskHistory::of(m_tournament)
                     ->run(std::make_unique<UndoSheetSave>(round, table), &error)) {
                tellUser(this, QMessageBox::Warning, tr("Save not taken back"), error.message);
                return;
            }
            if (round == m_round && table == m_table) {
                // Show what is stored now, in place of the version taken back.
                m_editor->markSaved();
                showStored();
            }
            emit statusMessage(tr("Round %1, table %2: last save taken back.").arg(round).arg(table)
                               + QLatin1Char(' ') + back);
            emit undoSaveAvailable(canUndoSave());
        });
}

} // namespace ctd
