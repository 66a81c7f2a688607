#include "sheeteditor.h"

#include "scoring/messages.h"
#include "sheetcells.h"
#include "sheetgrid.h"
#include "sheetproblems.h"

#include <QApplication>
#include <QEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QTreeWidget>
#include <QUndoStack>
#include <QVBoxLayout>

namespace ctd {

SheetEditor::SheetEditor(QWidget *parent)
    : QWidget(parent)
    , m_undo(new QUndoStack(this))
    , m_title(new QLabel(this))
    , m_stateLabel(new QLabel(this))
    , m_placeholder(new QLabel(this))
    , m_content(new QWidget(this))
    , m_grid(new SheetGrid(m_content))
    , m_problems(new SheetProblems(m_content))
{
    m_title->setObjectName(QStringLiteral("sheetTitle"));
    m_stateLabel->setObjectName(QStringLiteral("sheetState"));
    QFont big = m_title->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.25);
    m_title->setFont(big);
    m_placeholder->setAlignment(Qt::AlignCenter);
    m_placeholder->setWordWrap(true);

    auto *titleRow = new QHBoxLayout;
    titleRow->addWidget(m_title);
    titleRow->addWidget(m_stateLabel, 1);
    auto *contentLayout = new QVBoxLayout(m_content);
    contentLayout->setContentsMargins(0, 0, 0, 0);
    contentLayout->addLayout(titleRow);
    auto *gridRow = new QHBoxLayout;
    gridRow->addWidget(m_grid);
    gridRow->addStretch(1); // a wide window widens nothing: the sheet stays compact
    contentLayout->addLayout(gridRow);
    contentLayout->addWidget(m_problems, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_content, 1);
    layout->addWidget(m_placeholder, 1);

    connect(m_grid, &SheetGrid::valueEdited, this, &SheetEditor::onValueEdited);
    connect(m_grid, &SheetGrid::markClicked, this, &SheetEditor::onMarkClicked);
    connect(m_grid, &SheetGrid::digitForNextCell, this, &SheetEditor::onDigitForNextCell);
    connect(m_grid, &SheetGrid::problemIconClicked, this, [this](int seat, Field field) {
        const auto it = m_cellCodes.constFind(SheetGrid::cellKey(seat, field));
        if (it != m_cellCodes.cend())
            emit ruleHelpRequested(*it);
    });
    connect(m_problems, &SheetProblems::problemActivated, this,
            [this](int seat, Field field, ErrorCode) { focusProblem(seat, field); });
    connect(m_problems, &SheetProblems::ruleHelpRequested, this, &SheetEditor::ruleHelpRequested);
    // A keystroke's command is applied before the stack counts it: the
    // status under the sheet ("The result is saved.") is read again once the
    // stack says the sheet differs from what is stored, as the title is.
    connect(m_undo, &QUndoStack::cleanChanged, this, [this] {
        refresh(false);
        updateTitle();
    });

    for (QWidget *w : m_grid->inputWidgets())
        w->installEventFilter(this);
    m_problems->list()->installEventFilter(this);
    clear();
}

SheetEditor::~SheetEditor()
{
    // The commands point back at this editor; drop them while it is whole.
    m_undo->clear();
}

// A new table starts a new history: undo never reaches into another table's sheet.
void SheetEditor::setTable(int round, int table, const QStringList &names,
                           const QList<PlayerLine> &lines, SheetState state)
{
    m_round = round;
    m_table = table;
    m_state = state;
    m_hasTable = true;
    m_undo->clear();
    m_notes.clear();
    ++m_editSession;
    m_entry.reset(names, lines);
    m_grid->setNames(names);
    // Rows may have been added for an unusual table; they take part in Tab too.
    for (QWidget *w : m_grid->inputWidgets())
        w->installEventFilter(this);
    applyReadOnly();
    updateTabOrder();
    m_undo->setClean();
    m_placeholder->hide();
    m_content->show();
    refresh(false);
    updateTitle();
}

void SheetEditor::setReadOnly(bool readOnly)
{
    m_readOnly = readOnly;
    applyReadOnly();
}

void SheetEditor::applyReadOnly()
{
    // The sheet is shown as it is stored; its cells still take the focus, so
    // that the director can look along them.
    for (QWidget *w : m_grid->inputWidgets()) {
        if (auto *cell = qobject_cast<CellEdit *>(w))
            cell->setReadOnly(m_readOnly);
        else
            w->setEnabled(!m_readOnly);
    }
}

void SheetEditor::clear()
{
    m_hasTable = false;
    m_round = 0;
    m_table = 0;
    m_state = SheetState::None;
    m_undo->clear();
    m_notes.clear();
    m_entry.reset({});
    m_grid->setNames({});
    m_content->hide();
    m_placeholder->show();
    refresh(false);
    retranslateUi();
}

QList<PlayerLine> SheetEditor::lines() const
{
    return m_entry.lines();
}

bool SheetEditor::isComplete() const
{
    return m_hasTable && m_entry.isComplete();
}

SheetResult SheetEditor::result() const
{
    return m_result;
}

bool SheetEditor::isModified() const
{
    return !m_undo->isClean();
}

void SheetEditor::markSaved()
{
    m_undo->clear();
    m_undo->setClean();
    updateTitle();
}

void SheetEditor::setRules(const RuleSet &rules)
{
    m_rules = rules;
    refresh(false);
}

void SheetEditor::focusFirstCell()
{
    focusCell(m_grid->cell(0, Field::Settlements));
}

void SheetEditor::focusCell(QWidget *cell)
{
    if (!cell)
        return;
    cell->setFocus(Qt::TabFocusReason);
    if (auto *edit = qobject_cast<CellEdit *>(cell))
        edit->selectAll();
}

// Every keystroke becomes a command, so that the totals, the marks it clears
// and undo all go through one path.
void SheetEditor::onValueEdited(int seat, Field field, int value)
{
    const int old = m_entry.value(seat, field);
    if (old == value)
        return;
    m_undo->push(new CellCommand(this, seat, field, old, value, m_editSession));
}

void SheetEditor::onMarkClicked(int seat, Field field, bool on)
{
    if (m_entry.mark(seat, field) == on)
        return;
    // Setting a mark again answers the note that said it was cleared.
    if (on)
        m_notes.removeAll(ClearedMark{seat, field});
    m_undo->push(new MarkCommand(this, seat, field, on));
}

void SheetEditor::onDigitForNextCell(QWidget *from, const QString &digit)
{
    // The next cell as Tab goes: a mark brought ahead (bringMarksAhead())
    // leads on to the row after the one being typed, not back into its own.
    for (QWidget *w = from->nextInFocusChain(); w && w != from; w = w->nextInFocusChain()) {
        if (!m_grid->isAncestorOf(w))
            return; // past the sheet's last cell
        auto *cell = qobject_cast<CellEdit *>(w);
        if (cell && cell->isVisible()) {
            focusCell(cell);
            cell->insert(digit);
            return;
        }
    }
}

void SheetEditor::entryChanged(int seat, Field field, bool moveFocus)
{
    if (moveFocus) {
        // Undo and redo show where they acted, and start a fresh edit there.
        focusCell(m_grid->widgetFor(seat, field));
        ++m_editSession;
    }
    refresh(true);
}

void SheetEditor::marksCleared(const QList<ClearedMark> &marks)
{
    for (const ClearedMark &m : marks) {
        if (!m_notes.contains(m))
            m_notes.append(m);
    }
}

void SheetEditor::marksRestored(const QList<ClearedMark> &marks)
{
    for (const ClearedMark &m : marks)
        m_notes.removeAll(m);
}

void SheetEditor::focusProblem(int seat, Field field)
{
    QWidget *target = nullptr;
    if (seat >= 0) {
        target = m_grid->widgetFor(seat, field);
        if (!target)
            target = m_grid->cell(seat, Field::Settlements);
    } else {
        // A whole-table problem: the first cell that takes part in it.
        for (int s = 0; s < m_entry.rowCount() && !target; ++s) {
            QWidget *w = m_grid->widgetFor(s, field);
            if (w
                && (SheetEntry::isMarkField(field) ? w->isVisible() : m_entry.value(s, field) > 0))
                target = w;
        }
        if (!target)
            target = m_grid->cell(0, SheetEntry::isNumberField(field) ? field : Field::Settlements);
    }
    focusCell(target);
}

// The cells to mark for an error. A whole-table total marks the cells that
// add to it; a missing mark marks the players who could carry it.
QList<int> SheetEditor::cellsOf(const SheetError &error) const
{
    QList<int> keys;
    if (error.seat >= 0) {
        keys.append(SheetGrid::cellKey(error.seat, error.field));
        return keys;
    }
    for (int s = 0; s < m_entry.rowCount(); ++s) {
        if (SheetEntry::isNumberField(error.field) && m_entry.value(s, error.field) > 0)
            keys.append(SheetGrid::cellKey(s, error.field));
        else if (SheetEntry::isMarkField(error.field)
                 && SheetEntry::markApplies(m_result, s, error.field))
            keys.append(SheetGrid::cellKey(s, error.field));
    }
    return keys;
}

// Re-scores the sheet and shows it. Cheap enough for every keystroke (see
// tests/benchmarks/bench_sheet.cpp), so there is no delayed or partial update.
void SheetEditor::refresh(bool changed)
{
    m_result = m_entry.score(m_rules);
    const QList<SheetError> visible = m_entry.visibleErrors(m_result, m_focusSeat, m_focusField);
    const QList<PlayerLine> lines = m_entry.lines();

    SheetGrid::Display display;
    display.entry = &m_entry;
    display.result = &m_result;
    display.showPlacing = m_hasTable && m_entry.isComplete() && m_result.isValid();
    QList<SheetProblems::Line> problemLines;
    m_cellCodes.clear();
    for (const SheetError &e : visible) {
        const QString message = SheetMessages::message(e, lines);
        problemLines.append({e, e.seat >= 0 ? m_entry.name(e.seat) : QString(), message});
        for (int key : cellsOf(e)) {
            QString &tip = display.problems[key];
            tip += (tip.isEmpty() ? QString() : QStringLiteral("\n")) + message;
            if (!m_cellCodes.contains(key))
                m_cellCodes.insert(key, e.code);
        }
    }
    QList<MarkBox *> hidden;
    for (QWidget *w : m_grid->inputWidgets()) {
        if (auto *box = qobject_cast<MarkBox *>(w); box && box->isHidden())
            hidden.append(box);
    }
    m_grid->showSheet(display);
    QList<MarkBox *> appeared;
    for (MarkBox *box : std::as_const(hidden)) {
        if (!box->isHidden())
            appeared.append(box);
    }
    if (!appeared.isEmpty())
        bringMarksAhead(appeared);
    m_problems->setLines(problemLines);

    const int empty = m_entry.emptyCellCount();
    QStringList status;
    if (empty > 0)
        status.append(tr("Cells still to fill: %1.").arg(empty));
    if (!visible.isEmpty())
        status.append(tr("Problems to correct: %1.").arg(visible.size()));
    else if (empty == 0 && m_state == SheetState::Complete && !isModified())
        status.append(tr("The result is saved."));
    else if (empty == 0)
        status.append(tr("The sheet is complete: press Enter to save it."));
    m_problems->setStatus(status.join(QLatin1Char(' ')), empty == 0 && visible.isEmpty());

    QStringList notes;
    for (const ClearedMark &m : std::as_const(m_notes))
        notes.append(noteText(m));
    m_problems->setNotes(notes);

    if (changed) {
        updateTitle();
        emit edited();
    }
}

// Notes are built from the cleared marks whenever shown, not stored as
// text, so they follow a change of language.
QString SheetEditor::noteText(const ClearedMark &mark) const
{
    const QString name = m_entry.name(mark.seat);
    switch (mark.mark) {
    case Field::ArmyFirst:
        return tr("%1's Largest Army mark was cleared: %1 no longer ties for the most "
                  "knights.")
            .arg(name);
    case Field::RoadFirst:
        return tr("%1's Longest Road mark was cleared: %1 no longer ties for the longest "
                  "road.")
            .arg(name);
    default:
        break;
    }
    if (m_result.players.value(mark.seat).vp < 10)
        return tr("%1's declared-victory mark was cleared: %1 no longer has 10 VP or more.")
            .arg(name);
    return tr("%1's declared-victory mark was cleared: fewer than two players have 10 VP or "
              "more.")
        .arg(name);
}

void SheetEditor::updateTitle()
{
    if (!m_hasTable) {
        m_title->clear();
        m_stateLabel->clear();
        return;
    }
    m_title->setText(tr("Round %1, table %2").arg(m_round).arg(m_table));
    QString state;
    switch (m_state) {
    case SheetState::None:
        state = tr("No result yet");
        break;
    case SheetState::Draft:
        state = tr("Draft: left out of the standings until it is complete and correct");
        break;
    case SheetState::Complete:
        state = tr("Result saved");
        break;
    }
    // The director must see at a glance that the screen differs from the file.
    if (isModified())
        state = tr("%1, changed and not saved yet").arg(state);
    m_stateLabel->setText(state);
}

void SheetEditor::updateTabOrder()
{
    // Typing order: a row's numbers, its offered marks, then the next row.
    QWidget *previous = nullptr;
    for (QWidget *w : m_grid->inputWidgets()) {
        if (previous)
            setTabOrder(previous, w);
        previous = w;
    }
    // After the last cell comes what the embedding window names (its save
    // button): never the list of problems, which would swallow Enter. The
    // list is reached with the mouse, and its rules with F1 on a cell.
    if (previous && m_tabAfter)
        setTabOrder(previous, m_tabAfter);
}

void SheetEditor::bringMarksAhead(const QList<MarkBox *> &appeared)
{
    QWidget *focus = QApplication::focusWidget();
    int row = -1;
    if (auto *cell = qobject_cast<CellEdit *>(focus))
        row = cell->seat();
    else if (auto *box = qobject_cast<MarkBox *>(focus))
        row = box->seat();
    if (row < 0)
        return;
    // The typed row's last widget in the chain is its last mark (shown or not).
    QWidget *after = m_grid->markBox(row, SheetEntry::markFields().constLast());
    for (MarkBox *box : appeared) {
        if (box->seat() >= row || !after)
            continue;
        setTabOrder(after, box);
        after = box;
    }
}

void SheetEditor::focusFirstProblem()
{
    for (const SheetError &e : std::as_const(m_result.errors)) {
        if (e.field != Field::None || e.seat >= 0) {
            focusProblem(e.seat, e.field);
            return;
        }
    }
    for (int seat = 0; seat < m_entry.rowCount(); ++seat) {
        for (Field f : SheetEntry::numberFields()) {
            if (m_entry.value(seat, f) == SheetEntry::kEmpty) {
                focusCell(m_grid->cell(seat, f));
                return;
            }
        }
    }
    focusFirstCell();
}

void SheetEditor::setTabAfterSheet(QWidget *next)
{
    m_tabAfter = next;
    updateTabOrder();
}

void SheetEditor::retranslateUi()
{
    m_placeholder->setText(tr("Choose a table of the round to type its result sheet."));
    updateTitle();
    refresh(false);
}

void SheetEditor::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

} // namespace ctd
