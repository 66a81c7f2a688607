#include "deskhistory.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QHash>
#include <QPointer>
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

/// Every file's history at this desk, for as long as the program runs; the
/// histories are children of the application (or of nothing before it is
/// made), so that a tournament closed leaves its file's behind.
class KeptHistories
{
public:
    static QHash<QString, QPointer<QUndoStack>> &all()
    {
        static QHash<QString, QPointer<QUndoStack>> kept;
        return kept;
    }
    /// One name for the file however it was reached; a server's address as given.
    static QString keyOf(const QString &path)
    {
        const QFileInfo file(path);
        const QString canonical = file.canonicalFilePath();
        return canonical.isEmpty() ? path : canonical;
    }
    static QUndoStack *of(const QString &path)
    {
        QPointer<QUndoStack> &stack = all()[keyOf(path)];
        if (!stack)
            stack = new QUndoStack(QCoreApplication::instance());
        return stack;
    }
    static void forget(const QString &path)
    {
        delete all().take(keyOf(path)).data(); // a history still showing it falls back to none
    }
};

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
    , m_none(new QUndoStack(this))
    , m_stack(m_none)
{
    // Another file opened or the file closed: its history is another.
    connect(tournament->notifier(), &Notifier::opened, this, &DeskHistory::follow);
    connect(tournament->notifier(), &Notifier::closed, this, &DeskHistory::follow);
    follow();
}

DeskHistory::~DeskHistory() = default;

void DeskHistory::follow()
{
    QUndoStack *stack = m_none;
    if (m_tournament->isOpen()) {
        // A file this tournament has just made holds nothing done before.
        if (m_tournament->createdByOpen() && m_stack == m_none)
            KeptHistories::forget(m_tournament->path());
        stack = KeptHistories::of(m_tournament->path());
    }
    if (stack == m_stack)
        return;
    disconnect(m_stack, nullptr, this, nullptr);
    m_stack = stack;
    m_typingAt = m_stack->index();
    connect(m_stack, &QUndoStack::indexChanged, this, &DeskHistory::changed);
    connect(m_stack, &QObject::destroyed, this, [this] {
        m_stack = m_none; // forgotten, or the application ends
        emit changed();
    });
    emit changed();
}

void DeskHistory::forget(const QString &path)
{
    KeptHistories::forget(path);
}

bool DeskHistory::run(std::unique_ptr<Command> command, DbError *error)
{
    const bool done = command->apply(*m_tournament, error);
    if (done && command->changedAnything())
        m_stack->push(new StackedCommand(std::move(command)));
    else
        m_kept = std::move(command); // for the caller to read, not to undo
    return done;
}

void DeskHistory::setTyping(QUndoStack *typing)
{
    if (m_typing == typing)
        return;
    if (m_typing)
        disconnect(m_typing, nullptr, this, nullptr);
    m_typing = typing;
    m_typingAt = m_stack->index();
    if (!typing)
        return;
    connect(typing, &QUndoStack::indexChanged, this, [this] {
        // Fresh typing (the first keystroke on a sheet as loaded or saved)
        // comes after every command done so far.
        if (m_typing->index() == 1 && m_typing->count() == 1)
            m_typingAt = m_stack->index();
        emit changed();
    });
}

bool DeskHistory::typingNext(bool redo) const
{
    if (!m_typing)
        return false;
    if (redo) {
        // Commands undone from before the typing come back first.
        if (m_stack->canRedo() && m_stack->index() < m_typingAt)
            return false;
        return m_typing->canRedo();
    }
    return m_typing->canUndo() && m_stack->index() <= m_typingAt;
}

bool DeskHistory::canUndo() const
{
    return typingNext(false) || m_stack->canUndo();
}

bool DeskHistory::canRedo() const
{
    return typingNext(true) || m_stack->canRedo();
}

QString DeskHistory::undoText() const
{
    const Command *next = nextUndo();
    return next ? next->text() : QString();
}

QString DeskHistory::redoText() const
{
    const StackedCommand *next = typingNext(true) ? nullptr : at(m_stack, m_stack->index());
    return next ? next->command().text() : QString();
}

const Command *DeskHistory::nextUndo() const
{
    const StackedCommand *next = typingNext(false) ? nullptr : at(m_stack, m_stack->index() - 1);
    return next ? &next->command() : nullptr;
}

bool DeskHistory::undo(DbError *error)
{
    if (typingNext(false)) {
        m_typing->undo();
        return true;
    }
    StackedCommand *next = at(m_stack, m_stack->index() - 1);
    if (!next || !next->command().revert(*m_tournament, error))
        return false;
    m_stack->undo();
    return true;
}

bool DeskHistory::redo(DbError *error)
{
    if (typingNext(true)) {
        m_typing->redo();
        return true;
    }
    StackedCommand *next = at(m_stack, m_stack->index());
    if (!next || !next->command().apply(*m_tournament, error))
        return false;
    m_stack->redo();
    return true;
}

} // namespace ctd
