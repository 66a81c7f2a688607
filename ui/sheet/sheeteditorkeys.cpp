// The keyboard of the sheet: what a director presses while typing, caught on
// every cell before the cell or the window's shortcuts see it.
#include "sheeteditor.h"

#include "sheetcells.h"
#include "sheetgrid.h"
#include "sheetproblems.h"

#include <QKeyEvent>
#include <QTreeWidget>
#include <QUndoStack>

namespace ctd {

SheetEditor::KeyAction SheetEditor::keyAction(QObject *watched, QKeyEvent *event) const
{
    const Qt::KeyboardModifiers mods = event->modifiers() & ~Qt::KeypadModifier;
    const int key = event->key();
    const bool inList = watched == m_problems->list();
    if ((key == Qt::Key_Return || key == Qt::Key_Enter) && mods == Qt::NoModifier)
        return inList ? KeyAction::None : KeyAction::Save; // in the list, Enter goes to the cell
    if (event->matches(QKeySequence::Save))
        return KeyAction::Save;
    if (key == Qt::Key_PageDown && mods == Qt::ControlModifier)
        return KeyAction::Next;
    if (key == Qt::Key_PageUp && mods == Qt::ControlModifier)
        return KeyAction::Previous;
    if (event->matches(QKeySequence::Undo))
        return KeyAction::Undo;
    if (event->matches(QKeySequence::Redo))
        return KeyAction::Redo;
    if (qobject_cast<CellEdit *>(watched) && mods == Qt::NoModifier) {
        if (key == Qt::Key_Up)
            return KeyAction::Up;
        if (key == Qt::Key_Down)
            return KeyAction::Down;
    }
    if (key == Qt::Key_F1 && mods == Qt::NoModifier && !inList)
        return KeyAction::RuleHelp;
    return KeyAction::None;
}

bool SheetEditor::eventFilter(QObject *watched, QEvent *event)
{
    switch (event->type()) {
    case QEvent::ShortcutOverride:
    case QEvent::KeyPress: {
        auto *ke = static_cast<QKeyEvent *>(event);
        const KeyAction action = keyAction(watched, ke);
        if (action == KeyAction::None)
            break;
        int seat = -1;
        Field field = Field::None;
        if (auto *cell = qobject_cast<CellEdit *>(watched)) {
            seat = cell->seat();
            field = cell->field();
        } else if (auto *box = qobject_cast<MarkBox *>(watched)) {
            seat = box->seat();
            field = box->field();
        }
        const auto code = m_cellCodes.constFind(SheetGrid::cellKey(seat, field));
        if (action == KeyAction::RuleHelp && code == m_cellCodes.cend())
            break; // no problem here: F1 is the window's
        if (event->type() == QEvent::ShortcutOverride) {
            // Claim the key so that it arrives here as a key press, ahead of
            // the line edit's own undo and of same-key shortcuts of the window.
            if (action == KeyAction::Up || action == KeyAction::Down)
                break;
            // With nothing to undo here, the window may undo something else
            // (its last save); the line edit must not claim the key for itself.
            // Where the window keeps one history for the typing and the
            // rest, its Undo and Redo decide; the line edit still never has it.
            const bool mine = !m_undoOutside && (action != KeyAction::Undo || m_undo->canUndo())
                && (action != KeyAction::Redo || m_undo->canRedo());
            ke->setAccepted(mine);
            return true;
        }
        switch (action) {
        case KeyAction::Save:
            emit saveRequested();
            break;
        case KeyAction::Next:
            emit nextTableRequested();
            break;
        case KeyAction::Previous:
            emit previousTableRequested();
            break;
        case KeyAction::Undo: // never the line edit's own undo, which knows no marks
            if (!m_undoOutside)
                m_undo->undo();
            break;
        case KeyAction::Redo:
            if (!m_undoOutside)
                m_undo->redo();
            break;
        case KeyAction::Up:
        case KeyAction::Down: {
            const int to = seat + (action == KeyAction::Up ? -1 : 1);
            focusCell(m_grid->cell(to, field));
            break;
        }
        case KeyAction::RuleHelp:
            emit ruleHelpRequested(*code);
            break;
        case KeyAction::None:
            break;
        }
        return true;
    }
    case QEvent::FocusIn:
    case QEvent::FocusOut: {
        // The focused cell decides which half-typed numbers wait (see visibleErrors).
        auto *cell = qobject_cast<CellEdit *>(watched);
        const bool in = event->type() == QEvent::FocusIn && cell;
        const int seat = in ? cell->seat() : -1;
        const Field field = in ? cell->field() : Field::None;
        if (seat != m_focusSeat || field != m_focusField) {
            m_focusSeat = seat;
            m_focusField = field;
            ++m_editSession;
            if (m_hasTable)
                refresh(false);
        }
        break;
    }
    default:
        break;
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace ctd
