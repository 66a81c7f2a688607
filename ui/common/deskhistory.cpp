#include "deskhistory.h"

#include <QUndoStack>

namespace ctd {

namespace {

/// A command on the undo stack. The stack's own undo() and redo() only move
/// its index: the command ran (or was refused) before they are called.
class StackedCommand : public QUndoCommand
{
public:
    explicit StackedCommand(std::unique_ptr<Command> command)
        : m_command(std::move(command))
    {
        setText(m_command->text());
    }
    Command &command() const { return *m_command; }
    void undo() override { }
    void redo() override { }

private:
    std::unique_ptr<Command> m_command;
};

StackedCommand *at(const QUndoStack *stack, int index)
{
    return index >= 0 && index < stack->count()
        ? static_cast<StackedCommand *>(const_cast<QUndoCommand *>(stack->command(index)))
        : nullptr;
}

} // namespace

DeskHistory *DeskHistory::of(Tournament *tournament)
{
    if (!tournament)
        return nullptr;
    auto *history = tournament->findChild<DeskHistory *>(QString(), Qt::FindDirectChildrenOnly);
    return history ? history : new DeskHistory(tournament);
}

DeskHistory::DeskHistory(Tournament *tournament)
    : QObject(tournament)
    , m_tournament(tournament)
    , m_stack(new QUndoStack(this))
{
    connect(m_stack, &QUndoStack::indexChanged, this, &DeskHistory::changed);
    // A file opened or closed in the tournament: what was done before is not this file's.
    const auto forget = [this] {
        m_stack->clear();
        emit changed();
    };
    connect(tournament->notifier(), &Notifier::opened, this, forget);
    connect(tournament->notifier(), &Notifier::closed, this, forget);
}

DeskHistory::~DeskHistory() = default;

bool DeskHistory::run(std::unique_ptr<Command> command, DbError *error)
{
    const bool done = command->apply(*m_tournament, error);
    if (done && command->changedAnything())
        m_stack->push(new StackedCommand(std::move(command)));
    else
        m_kept = std::move(command); // for the caller to read, not to undo
    return done;
}

bool DeskHistory::canUndo() const
{
    return m_stack->canUndo();
}

bool DeskHistory::canRedo() const
{
    return m_stack->canRedo();
}

QString DeskHistory::undoText() const
{
    const StackedCommand *next = at(m_stack, m_stack->index() - 1);
    return next ? next->command().text() : QString();
}

QString DeskHistory::redoText() const
{
    const StackedCommand *next = at(m_stack, m_stack->index());
    return next ? next->command().text() : QString();
}

bool DeskHistory::undo(DbError *error)
{
    StackedCommand *next = at(m_stack, m_stack->index() - 1);
    if (!next || !next->command().revert(*m_tournament, error))
        return false;
    m_stack->undo();
    return true;
}

bool DeskHistory::redo(DbError *error)
{
    StackedCommand *next = at(m_stack, m_stack->index());
    if (!next || !next->command().apply(*m_tournament, error))
        return false;
    m_stack->redo();
    return true;
}

} // namespace ctd
