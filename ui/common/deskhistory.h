#pragma once

#include "commands/command.h"

#include <QObject>
#include <QPointer>

#include <memory>

class QUndoStack;

namespace ctd {

/// What the director did at this desk, command by command, to undo and redo
/// in turn (Edit → Undo "rename Anna Schmidt"). Every change the desk makes
/// to the tournament runs through run(): one command, one transaction.
///
/// An undo or redo that another desk's change makes impossible is refused
/// with the command's message and leaves the history where it was.
///
/// It is the desk's one history: the typing in the sheet on screen
/// (setTyping()) takes its place in it by time. Typed after the last command,
/// Ctrl+Z takes the typing back first; a command done while the sheet held
/// typing is taken back before that typing. A save ends the typing: the
/// save is the command that holds it.
///
/// The history is the file's, for as long as the program runs: a file closed
/// and opened again (another file in between, a dropped server connection,
/// a new window) takes up its history where it was left, and each undo
/// checks, as always, that nothing changed since. A file the desk creates
/// or replaces by a backup starts with an empty one (forget()).
class DeskHistory : public QObject
{
    Q_OBJECT

public:
    /// The tournament's history, made at first use.
    static DeskHistory *of(Tournament *tournament);
    ~DeskHistory() override;

    Tournament *tournament() const { return m_tournament; }

    /// Does the command; when it changed anything, it is kept to undo.
    /// False (`error` says why) when it was refused: nothing changed. The
    /// command can be read (what it found, why it was refused) until the
    /// next run().
    bool run(std::unique_ptr<Command> command, DbError *error);
    /// run() that hands back the command, to read what it did (nullptr: refused).
    template <class C> C *run(std::unique_ptr<C> command, DbError *error)
    {
        C *kept = command.get();
        return run(std::unique_ptr<Command>(std::move(command)), error) ? kept : nullptr;
    }

    /// The sheet's typing stack of the window on this tournament (nullptr: none).
    void setTyping(QUndoStack *typing);
    /// Whether the next undo (redo) is typing in the sheet, not a command.
    bool typingNext(bool redo) const;

    /// Typing or a command to undo (redo).
    bool canUndo() const;
    bool canRedo() const;
    /// The next command to undo or redo, in the language ("rename Anna
    /// Schmidt"); empty when the next step is typing (typingNext()).
    QString undoText() const;
    QString redoText() const;
    /// The command the next undo takes back (nullptr: typing, or nothing).
    const Command *nextUndo() const;
    bool undo(DbError *error);
    bool redo(DbError *error);

    /// Drops the history kept for the file or server at `path` (as
    /// Tournament::path() names it): what was done there is not the
    /// tournament there now.
    static void forget(const QString &path);
    /// The commands, for a view of the history (their texts in the language
    /// they were done in; undoText() and redoText() follow the language).
    QUndoStack *stack() const { return m_stack; }

signals:
    /// What can be undone or redone changed.
    void changed();

private:
    explicit DeskHistory(Tournament *tournament);
    /// Takes up the history of the file open in the tournament (an empty one
    /// while none is open).
    void follow();

    Tournament *m_tournament;
    QUndoStack *m_none;              ///< the history while no file is open: always empty
    QUndoStack *m_stack;             ///< the open file's, kept for the program's life
    std::unique_ptr<Command> m_kept; ///< the last command refused or that changed nothing
    QPointer<QUndoStack> m_typing;   ///< the sheet's typing, newest part of the history
    int m_typingAt = 0;              ///< the command index the typing started at
};

} // namespace ctd
