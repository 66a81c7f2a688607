#pragma once

#include "sheetcommands.h"
#include "sheetentry.h"
#include "tournament/tournament.h"

#include <QHash>
#include <QPointer>
#include <QWidget>

class QLabel;
class QUndoStack;

namespace ctd {

class MarkBox;
class SheetGrid;
class SheetProblems;

/// The result sheet of one table, typed at the desk: numbers and Tab fill a
/// row then the next, every keystroke re-scores the sheet, cells that break
/// a rule are marked and explained under the sheet, and marks are offered
/// only where they can apply. The editor never saves: it asks for it
/// (saveRequested) and the window that embeds it decides.
class SheetEditor : public QWidget, private SheetCommandTarget
{
    Q_OBJECT

public:
    explicit SheetEditor(QWidget *parent = nullptr);
    ~SheetEditor() override;

    /// Shows one table: the seated names in seat order and, if the table has a
    /// stored sheet, its lines (else empty cells). Clears the edit undo stack.
    void setTable(int round, int table, const QStringList &names,
                  const QList<PlayerLine> &lines = {}, SheetState state = SheetState::None);
    void clear(); ///< no table
    bool hasTable() const { return m_hasTable; }
    int round() const { return m_round; }
    int table() const { return m_table; }

    QList<PlayerLine> lines() const; ///< as typed; empty cells count as 0
    bool isComplete() const;         ///< every number cell filled
    SheetResult result() const;      ///< scoreSheet(lines(), rules)
    bool isModified() const;         ///< typed since setTable()/markSaved()
    /// The sheet as shown is what the file holds (saved, or typing discarded):
    /// the typing before it is over and cannot be undone any more.
    void markSaved();
    void setRules(const RuleSet &rules);
    QUndoStack *undoStack() const { return m_undo; }
    /// Ctrl+Z and Ctrl+Shift+Z are the window's: it keeps one history of the
    /// typing and of what is done at the desk (DeskHistory), and the sheet
    /// neither takes the keys for itself nor lets its cells take them.
    void setUndoOutside(bool outside) { m_undoOutside = outside; }
    void focusFirstCell();
    /// Back to the sheet after a question: the cell or mark of the first
    /// problem, else the first empty cell, else the first cell.
    void focusFirstProblem();
    /// Shows the sheet without taking typing (a window following another
    /// desk's file): cells are read-only, marks disabled.
    void setReadOnly(bool readOnly);
    bool isReadOnly() const { return m_readOnly; }
    /// The widget Tab leads to after the sheet's last cell (the save button).
    void setTabAfterSheet(QWidget *next);

    /// Parts of the editor, for the window that embeds it and for tests.
    SheetGrid *grid() const { return m_grid; }
    SheetProblems *problems() const { return m_problems; }

    void retranslateUi();

signals:
    void edited();                               // after every change, totals already updated
    void saveRequested();                        // Enter on the sheet, or Ctrl+S
    void nextTableRequested();                   // Ctrl+PgDown
    void previousTableRequested();               // Ctrl+PgUp
    void ruleHelpRequested(ctd::ErrorCode code); // the director asked for the rule of a message

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    enum class KeyAction { None, Save, Next, Previous, Undo, Redo, Up, Down, RuleHelp };

    // SheetCommandTarget
    SheetEntry &entry() override { return m_entry; }
    const RuleSet &rules() const override { return m_rules; }
    void entryChanged(int seat, Field field, bool moveFocus) override;
    void marksCleared(const QList<ClearedMark> &marks) override;
    void marksRestored(const QList<ClearedMark> &marks) override;

    void onValueEdited(int seat, Field field, int value);
    void onMarkClicked(int seat, Field field, bool on);
    void onDigitForNextCell(QWidget *from, const QString &digit);
    void focusProblem(int seat, Field field);
    void refresh(bool changed);
    void updateTitle();
    void updateTabOrder();
    /// Marks that `appeared` in a row above the one typed in (a tie, a second
    /// contender) are put after the typed row in the Tab chain: they are
    /// still ahead of the director, not left behind.
    void bringMarksAhead(const QList<MarkBox *> &appeared);
    QList<int> cellsOf(const SheetError &error) const;
    QString noteText(const ClearedMark &mark) const;
    KeyAction keyAction(QObject *watched, QKeyEvent *event) const;
    void focusCell(QWidget *cell);
    void applyReadOnly();

    int m_round = 0;
    int m_table = 0;
    SheetState m_state = SheetState::None;
    bool m_hasTable = false;
    bool m_readOnly = false;
    bool m_undoOutside = false;
    RuleSet m_rules = RuleSet::standard();
    SheetEntry m_entry;
    SheetResult m_result;
    QList<ClearedMark> m_notes;
    QHash<int, ErrorCode> m_cellCodes; // first visible error of each marked cell
    int m_focusSeat = -1;
    Field m_focusField = Field::None;
    int m_editSession = 0;

    QUndoStack *m_undo;
    QLabel *m_title;
    QLabel *m_stateLabel;
    QLabel *m_placeholder;
    QWidget *m_content;
    SheetGrid *m_grid;
    SheetProblems *m_problems;
    QPointer<QWidget> m_tabAfter;
};

} // namespace ctd
