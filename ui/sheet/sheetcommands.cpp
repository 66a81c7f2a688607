#include "sheetcommands.h"

#include "scoring/messages.h"

namespace ctd {

SheetCommand::SheetCommand(SheetCommandTarget *target, int seat, Field field)
    : m_target(target)
    , m_seat(seat)
    , m_field(field)
{
}

void SheetCommand::redo()
{
    SheetEntry &entry = m_target->entry();
    if (m_firstRedo) {
        // The marks to clear are decided once; a redo replays exactly that.
        const SheetResult before = entry.score(m_target->rules());
        apply(true);
        m_cleared = entry.clearMarksThatStopped(before, m_target->rules());
    } else {
        apply(true);
        for (const ClearedMark &m : std::as_const(m_cleared))
            entry.setMark(m.seat, m.mark, false);
    }
    m_target->marksCleared(m_cleared);
    m_target->entryChanged(m_seat, m_field, !m_firstRedo);
    m_firstRedo = false;
}

// Undo restores the number or mark first and the cleared marks after it, so
// the sheet is exactly as it was before the keystroke, notes included.
void SheetCommand::undo()
{
    SheetEntry &entry = m_target->entry();
    apply(false);
    for (const ClearedMark &m : std::as_const(m_cleared))
        entry.setMark(m.seat, m.mark, true);
    m_target->marksRestored(m_cleared);
    m_target->entryChanged(m_seat, m_field, true);
}

CellCommand::CellCommand(SheetCommandTarget *target, int seat, Field field, int oldValue,
                         int newValue, int editSession)
    : SheetCommand(target, seat, field)
    , m_old(oldValue)
    , m_new(newValue)
    , m_session(editSession)
{
    updateText();
}

void CellCommand::apply(bool forward)
{
    m_target->entry().setValue(m_seat, m_field, forward ? m_new : m_old);
}

bool CellCommand::mergeWith(const QUndoCommand *other)
{
    const auto *o = static_cast<const CellCommand *>(other);
    if (o->m_seat != m_seat || o->m_field != m_field || o->m_session != m_session)
        return false;
    m_new = o->m_new;
    m_cleared += o->m_cleared;
    // Typed and taken back within the cell: nothing left to undo.
    setObsolete(m_new == m_old && m_cleared.isEmpty());
    updateText();
    return true;
}

// The text names the cell in words: the desk may show it in an Edit menu.
void CellCommand::updateText()
{
    const QString name = m_target->entry().name(m_seat);
    const QString field = SheetMessages::fieldLabel(m_field);
    if (m_new == SheetEntry::kEmpty)
        setText(tr("Empty %1 of %2").arg(field, name));
    else
        setText(tr("%1 of %2: %3").arg(field, name).arg(m_new));
}

MarkCommand::MarkCommand(SheetCommandTarget *target, int seat, Field field, bool on)
    : SheetCommand(target, seat, field)
    , m_on(on)
{
    const QString name = target->entry().name(seat);
    const QString mark = SheetMessages::fieldLabel(field);
    setText(on ? tr("Mark %1: %2").arg(name, mark) : tr("Unmark %1: %2").arg(name, mark));
}

void MarkCommand::apply(bool forward)
{
    m_target->entry().setMark(m_seat, m_field, forward ? m_on : !m_on);
}

} // namespace ctd
