#pragma once
// Typing into the sheet editor as a director does, and reading back what it
// shows, for the GUI tests and the keystroke benchmark.

#include "findchild.h"
#include "sheet/sheetcells.h"
#include "sheet/sheeteditor.h"
#include "sheet/sheetgrid.h"
#include "sheet/sheetproblems.h"
#include "testsheets.h"

#include <QApplication>
#include <QTest>
#include <QTreeWidget>

namespace ctd::test {

// Short names for the cells in expectations: "1r" is seat 1's roads, "0A"
// seat 0's Largest Army mark.
inline const QList<QPair<QChar, Field>> kFieldLetters{
    {QLatin1Char('s'), Field::Settlements}, {QLatin1Char('c'), Field::Cities},
    {QLatin1Char('v'), Field::VpCards},     {QLatin1Char('k'), Field::Knights},
    {QLatin1Char('r'), Field::Roads},       {QLatin1Char('l'), Field::LongestRoad},
    {QLatin1Char('A'), Field::ArmyFirst},   {QLatin1Char('R'), Field::RoadFirst},
    {QLatin1Char('D'), Field::Declared},
};

inline QStringList names(int n)
{
    return QStringList{QStringLiteral("Anna"), QStringLiteral("Bernd"), QStringLiteral("Carla"),
                       QStringLiteral("Dario")}
        .mid(0, n);
}

inline QWidget *focused()
{
    return QApplication::focusWidget();
}

inline void press(Qt::Key key, Qt::KeyboardModifiers mods = Qt::NoModifier)
{
    QWidget *w = focused();
    QVERIFY2(w, "no widget has the focus");
    QTest::keyClick(w, key, mods);
}

inline void type(const QString &text)
{
    QWidget *w = focused();
    QVERIFY2(w,
             qPrintable(QStringLiteral("no widget has the focus to type \"%1\" into").arg(text)));
    QTest::keyClicks(w, text);
}

// Plays a director's keystrokes. Tokens: a number is typed and followed by
// Tab; "=N" types N and stays; "-" Tab; "x" Space and Tab; "X" Space; "<"
// Backspace; "^" Shift+Tab; "u" Ctrl+Z; "r" Ctrl+Shift+Z; "!" goes to the
// first message of the list and presses Enter there.
inline void play(SheetEditor &editor, const QString &script)
{
    const QStringList tokens = script.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (const QString &t : tokens) {
        if (t == QLatin1String("-")) {
            press(Qt::Key_Tab);
        } else if (t == QLatin1String("x")) {
            press(Qt::Key_Space);
            press(Qt::Key_Tab);
        } else if (t == QLatin1String("X")) {
            press(Qt::Key_Space);
        } else if (t == QLatin1String("<")) {
            press(Qt::Key_Backspace);
        } else if (t == QLatin1String("^")) {
            press(Qt::Key_Backtab, Qt::ShiftModifier);
        } else if (t == QLatin1String("u")) {
            press(Qt::Key_Z, Qt::ControlModifier);
        } else if (t == QLatin1String("r")) {
            press(Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        } else if (t == QLatin1String("!")) {
            QTreeWidget *list = editor.problems()->list();
            QVERIFY2(list->topLevelItemCount() > 0, "no message to activate");
            list->setFocus(Qt::OtherFocusReason);
            list->setCurrentItem(list->topLevelItem(0));
            QTest::keyClick(list, Qt::Key_Return);
        } else if (t.startsWith(QLatin1Char('='))) {
            type(t.mid(1));
        } else {
            type(t);
            press(Qt::Key_Tab);
        }
        if (QTest::currentTestFailed())
            return;
    }
}

inline QString live(const SheetEditor &editor, SheetGrid::Column column)
{
    QStringList out;
    for (int seat = 0; seat < editor.grid()->rowCount(); ++seat)
        out.append(editor.grid()->liveText(seat, column));
    return out.join(QLatin1Char(' '));
}

// Every cell or mark marked as breaking a rule, as "1r 0A".
inline QString markedCells(const SheetEditor &editor)
{
    QStringList out;
    for (int seat = 0; seat < editor.grid()->rowCount(); ++seat) {
        for (const auto &[letter, field] : kFieldLetters) {
            QWidget *w = editor.grid()->widgetFor(seat, field);
            const auto *cell = qobject_cast<CellEdit *>(w);
            const auto *box = qobject_cast<MarkBox *>(w);
            if ((cell && cell->hasProblem()) || (box && box->hasProblem()))
                out.append(QString::number(seat) + letter);
        }
    }
    return out.join(QLatin1Char(' '));
}

// Every mark on offer (visible), as "0A 1A"; a "+" after it when it is set.
inline QString offeredMarks(const SheetEditor &editor)
{
    QStringList out;
    for (int seat = 0; seat < editor.grid()->rowCount(); ++seat) {
        for (Field f : {Field::ArmyFirst, Field::RoadFirst, Field::Declared}) {
            MarkBox *box = editor.grid()->markBox(seat, f);
            if (!box) {
                QTest::qFail(
                    qPrintable(QStringLiteral("seat %1 has no mark box %2").arg(seat).arg(int(f))),
                    __FILE__, __LINE__);
                return out.join(QLatin1Char(' '));
            }
            if (box->isVisible()) {
                const QChar letter = f == Field::ArmyFirst ? QLatin1Char('A')
                    : f == Field::RoadFirst                ? QLatin1Char('R')
                                                           : QLatin1Char('D');
                out.append(QString::number(seat) + letter
                           + (box->isChecked() ? QStringLiteral("+") : QString()));
            }
        }
    }
    return out.join(QLatin1Char(' '));
}

inline QString rowTexts(const SheetEditor &editor, int seat)
{
    QStringList out;
    for (Field f : {Field::Settlements, Field::Cities, Field::VpCards, Field::Knights, Field::Roads,
                    Field::LongestRoad}) {
        const CellEdit *cell = editor.grid()->cell(seat, f);
        if (!cell) {
            QTest::qFail(qPrintable(QStringLiteral("seat %1 has no cell %2").arg(seat).arg(int(f))),
                         __FILE__, __LINE__);
            return out.join(QLatin1Char(' '));
        }
        const QString t = cell->text();
        out.append(t.isEmpty() ? QStringLiteral("_") : t);
    }
    return out.join(QLatin1Char(' '));
}

inline QString shownErrors(const SheetEditor &editor)
{
    return errorList(editor.problems()->errors()).join(QLatin1Char(' '));
}

} // namespace ctd::test
