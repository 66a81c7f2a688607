#pragma once

#include "sheetentry.h"

#include <QCoreApplication>
#include <QUndoCommand>

namespace ctd {

/// What the undo commands of a sheet change, and whom they tell.
class SheetCommandTarget
{
public:
    virtual ~SheetCommandTarget() = default;
    virtual SheetEntry &entry() = 0;
    virtual const RuleSet &rules() const = 0;
    /// The entry changed at (seat, field); focus moves there when the change
    /// came from undo or redo rather than from the director typing in place.
    virtual void entryChanged(int seat, Field field, bool moveFocus) = 0;
    virtual void marksCleared(const QList<ClearedMark> &marks) = 0;
    virtual void marksRestored(const QList<ClearedMark> &marks) = 0;
};

/// A change of one cell or mark, together with the marks it made stop
/// applying: undoing the change brings those back too.
class SheetCommand : public QUndoCommand
{
    Q_DECLARE_TR_FUNCTIONS(SheetCommand)

public:
    void redo() override;
    void undo() override;

protected:
    SheetCommand(SheetCommandTarget *target, int seat, Field field);
    /// Puts the command's own value (redo) or the earlier one (undo) in place.
    virtual void apply(bool forward) = 0;

    SheetCommandTarget *m_target;
    int m_seat;
    Field m_field;
    QList<ClearedMark> m_cleared;

private:
    bool m_firstRedo = true;
};

/// A number typed into a cell. Keystrokes in the same cell, without leaving
/// it, merge into one command: undo takes back "12", not just the "2".
class CellCommand : public SheetCommand
{
public:
    enum { Id = 1 };
    CellCommand(SheetCommandTarget *target, int seat, Field field, int oldValue, int newValue,
                int editSession);

    int id() const override { return Id; }
    bool mergeWith(const QUndoCommand *other) override;

protected:
    void apply(bool forward) override;

private:
    void updateText();

    int m_old;
    int m_new;
    int m_session;
};

/// A mark set or cleared by the director.
class MarkCommand : public SheetCommand
{
public:
    MarkCommand(SheetCommandTarget *target, int seat, Field field, bool on);

protected:
    void apply(bool forward) override;

private:
    bool m_on;
};

} // namespace ctd
