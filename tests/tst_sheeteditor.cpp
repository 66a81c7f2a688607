// The result-sheet editor, typed as a director types it: digits and Tab,
// Space on an offered mark, Enter to save. Runs offscreen.
#include "messages.h"
#include "sheettyping.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFontMetrics>
#include <QLabel>
#include <QMainWindow>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTreeWidget>
#include <QUndoStack>

using namespace ctd;
using namespace ctd::test;

Q_DECLARE_METATYPE(Qt::Key)
Q_DECLARE_METATYPE(Qt::KeyboardModifiers)


class TstSheetEditor : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<SheetEditor> m_editor;
    SheetEditor &newEditor(int players, const QList<PlayerLine> &lines = {},
                           SheetState state = SheetState::None);

private slots:
    void initTestCase();
    void cleanup();

    void typeWholeSheet_data();
    void typeWholeSheet();
    void waitsForEmptyCells_data();
    void waitsForEmptyCells();
    void cellEditing_data();
    void cellEditing();
    void offeredMarks_data();
    void offeredMarks();
    void clearedMarkNote_data();
    void clearedMarkNote();
    void undoRedo_data();
    void undoRedo();
    void keySignals_data();
    void keySignals();
    void storedSheet_data();
    void storedSheet();
    void messageLeadsToCell_data();
    void messageLeadsToCell();
    void ruleHelp_data();
    void ruleHelp();
    void localeNumbers_data();
    void localeNumbers();
    void fitsTheDesk_data();
    void fitsTheDesk();
};



SheetEditor &TstSheetEditor::newEditor(int players, const QList<PlayerLine> &lines,
                                       SheetState state)
{
    m_editor = std::make_unique<SheetEditor>();
    m_editor->resize(1200, 600);
    m_editor->show();
    QApplication::setActiveWindow(m_editor.get());
    [[maybe_unused]] const bool active = QTest::qWaitForWindowActive(m_editor.get());
    m_editor->setTable(1, 1, names(players), lines, state);
    m_editor->focusFirstCell();
    return *m_editor;
}

void TstSheetEditor::initTestCase()
{
    // Without real glyphs every text check below would still pass on boxes.
    QVERIFY(QFontMetrics(QApplication::font()).inFont(QLatin1Char('A')));
}

void TstSheetEditor::cleanup()
{
    m_editor.reset();
    QLocale::setDefault(QLocale::c());
}

// Anna, Bernd, Carla, Dario in seat order; scripts as in play().
#define ANNA "2 3 1 3 11 7"
#define REST "3 2 0 1 8 4 4 1 0 0 9 5 2 0 0 2 6 3"
#define ARMY_TIE "2 3 0 4 5 2 3 2 0 4 5 2"
#define CARLA_DARIO "2 1 0 0 4 1 2 0 0 0 2 0"

void TstSheetEditor::typeWholeSheet_data()
{
    QTest::addColumn<int>("players");
    QTest::addColumn<QString>("script");
    QTest::addColumn<QString>("vp");
    QTest::addColumn<QString>("places");
    QTest::addColumn<QString>("points");
    QTest::addColumn<QString>("errors");
    QTest::addColumn<QString>("marked");

    const QString none = QStringLiteral("– – – –");
    QTest::newRow("worked example") << 4 << ANNA " " REST << "13 7 6 2" << "1 2 3 4"
                                    << "5.00 3.00 2.00 1.00" << "" << "";
    QTest::newRow("tie for second")
        << 4 << ANNA " 2 2 0 1 8 4 4 1 0 0 9 5 2 0 0 2 6 3" << "13 6 6 2" << "1 2 2 4"
        << "5.00 2.50 2.50 1.00" << "" << "";
    QTest::newRow("table of 3, three-way tie")
        << 3 << "2 2 0 0 5 2 2 2 0 0 5 2 2 2 0 0 5 2" << "6 6 6" << "1 1 1"
        << "3.33 3.33 3.33" << "" << "";
    QTest::newRow("table of 3, plain") << 3 << ANNA " 3 2 0 1 8 4 4 1 0 0 9 5" << "13 7 6"
                                       << "1 2 3" << "5.00 3.00 2.00" << "" << "";
    // Bernd's offered mark is skipped with Tab; the message leads to Anna's mark.
    QTest::newRow("army tie settled through the message")
        << 4 << ARMY_TIE " - " CARLA_DARIO " ! X" << "10 7 4 2" << "1 2 3 4"
        << "5.00 3.00 2.00 1.00" << "" << "";
    QTest::newRow("army tie left open") << 4 << ARMY_TIE " - " CARLA_DARIO << "8 7 4 2" << none
                                        << none << "army_mark_missing@-" << "0A 1A";
    // Typing on without Tab past the offered mark: the digit lands in Carla's row.
    QTest::newRow("digits on an offered mark go to the next cell")
        << 4 << ARMY_TIE " " CARLA_DARIO << "8 7 4 2" << none << none << "army_mark_missing@-"
        << "0A 1A";
    QTest::newRow("declared victory beats more VP")
        << 4 << "2 4 0 0 5 2 3 4 0 0 6 2 - 2 0 0 0 4 1 3 0 0 0 4 1 ! X" << "10 11 2 3"
        << "1 2 4 3" << "5.00 3.00 1.00 2.00" << "" << "";
    QTest::newRow("settlements out of range") << 4 << "6 3 1 3 11 7 " REST << "17 7 6 2" << none
                                              << none << "settlements_range@0" << "0s";
    QTest::newRow("longest road above roads built")
        << 4 << "2 3 1 3 6 7 " REST << "13 7 6 2" << none << none << "longest_road_range@0"
        << "0l";
    QTest::newRow("too many VP cards at the table")
        << 4 << "2 3 4 3 11 7 3 2 2 1 8 4 4 1 0 0 9 5 2 0 0 2 6 3" << "16 9 6 2" << none << none
        << "vp_cards_total@-" << "0v 1v";
}

void TstSheetEditor::typeWholeSheet()
{
    QFETCH(int, players);
    QFETCH(QString, script);
    QFETCH(QString, vp);
    QFETCH(QString, places);
    QFETCH(QString, points);
    QFETCH(QString, errors);
    QFETCH(QString, marked);

    SheetEditor &editor = newEditor(players);
    QSignalSpy edited(&editor, &SheetEditor::edited);
    play(editor, script);
    if (QTest::currentTestFailed())
        return;
    QVERIFY(editor.isComplete());
    QVERIFY(editor.isModified());
    QVERIFY(edited.count() >= players * 6);
    QCOMPARE(live(editor, SheetGrid::VpColumn), vp);
    QCOMPARE(live(editor, SheetGrid::PlaceColumn), places.left(players * 2 - 1));
    QCOMPARE(live(editor, SheetGrid::PointsColumn), points);
    QCOMPARE(shownErrors(editor), errors);
    QCOMPARE(markedCells(editor), marked);
    QCOMPARE(errorList(editor.result().errors).join(QLatin1Char(' ')), errors);
    // Every message names its player (or the table) and says what to change.
    for (const QString &m : editor.problems()->messages())
        QVERIFY2(m.contains(QLatin1String(": ")), qPrintable(m));
}

void TstSheetEditor::waitsForEmptyCells_data()
{
    QTest::addColumn<QString>("script");
    QTest::addColumn<QString>("errors");
    QTest::addColumn<QString>("marked");
    QTest::addColumn<QString>("status");

    QTest::newRow("nothing typed") << "" << "" << "" << "Cells still to fill: 24.";
    QTest::newRow("1 settlement, cities still empty") << "=1" << "" << ""
                                                      << "Cells still to fill: 23.";
    QTest::newRow("1 settlement and no city") << "1 0" << "settlements_min@0" << "0s"
                                              << "Cells still to fill: 22. Problems to correct: 1.";
    QTest::newRow("roads 1 while still typing") << "2 3 1 3 =1" << "" << ""
                                                << "Cells still to fill: 19.";
    QTest::newRow("roads 1 once the cell is left") << "2 3 1 3 1" << "roads_range@0" << "0r"
                                                   << "Cells still to fill: 19. Problems to correct: 1.";
    QTest::newRow("roads 12 typed in one go") << "2 3 1 3 12" << "" << ""
                                              << "Cells still to fill: 19.";
    QTest::newRow("longest road waits for roads")
        << "2 3 1 3 - 7" << "" << "" << "Cells still to fill: 19.";
    QTest::newRow("knights of the table too many")
        << "2 3 1 9 11 7 3 2 0 6 8 4" << "knights_total@-" << "0k 1k"
        << "Cells still to fill: 12. Problems to correct: 1.";
    QTest::newRow("complete and correct") << ANNA " " REST << "" << ""
                                          << "The sheet is complete: press Enter to save it.";
}

void TstSheetEditor::waitsForEmptyCells()
{
    QFETCH(QString, script);
    QFETCH(QString, errors);
    QFETCH(QString, marked);
    QFETCH(QString, status);

    SheetEditor &editor = newEditor(4);
    play(editor, script);
    QCOMPARE(shownErrors(editor), errors);
    QCOMPARE(markedCells(editor), marked);
    QCOMPARE(editor.problems()->status(), status);
    // Nothing is placed before the sheet is complete.
    if (!editor.isComplete())
        QCOMPARE(live(editor, SheetGrid::PlaceColumn), QStringLiteral("– – – –"));
}

void TstSheetEditor::cellEditing_data()
{
    QTest::addColumn<QString>("script");
    QTest::addColumn<QString>("row");

    QTest::newRow("digits and Tab fill the row") << "2 3 1 3 11 7" << "2 3 1 3 11 7";
    QTest::newRow("letters are refused") << "=a =2 - =x - =-" << "2 _ _ _ _ _";
    QTest::newRow("out of range can be typed") << "9 99" << "9 99 _ _ _ _";
    QTest::newRow("a third digit is refused") << "=123" << "12 _ _ _ _ _";
    QTest::newRow("typing replaces after Shift+Tab") << "2 3 ^ =4" << "2 4 _ _ _ _";
    QTest::newRow("Backspace empties the cell") << "2 3 ^ < -" << "2 _ _ _ _ _";
}

void TstSheetEditor::cellEditing()
{
    QFETCH(QString, script);
    QFETCH(QString, row);
    SheetEditor &editor = newEditor(4);
    play(editor, script);
    QCOMPARE(rowTexts(editor, 0), row);
}

void TstSheetEditor::offeredMarks_data()
{
    QTest::addColumn<QString>("sheet");
    QTest::addColumn<QString>("offered");

    QTest::newRow("no ties") << "Anna 2 3 1 3 11 7 | Bernd 3 2 0 1 8 4 | Carla 4 1 0 0 9 5 | Dario 2 0 0 2 6 3"
                             << "";
    QTest::newRow("army tie") << "Anna 2 3 0 4 5 2 | Bernd 3 2 0 4 5 2 | Carla 2 1 0 0 4 1 | Dario 2 0 0 0 2 0"
                              << "0A 1A";
    QTest::newRow("a tie below the minimum offers nothing")
        << "Anna 2 3 0 2 5 2 | Bernd 3 2 0 2 5 2 | Carla 2 1 0 0 4 1 | Dario 2 0 0 0 2 0" << "";
    QTest::newRow("road tie of three") << "Anna 2 3 0 0 6 5 | Bernd 3 2 0 0 6 5 | Carla 2 1 0 0 6 5 | Dario 2 0 0 0 2 0"
                                       << "0R 1R 2R";
    QTest::newRow("two contenders")
        << "Anna 2 4 0 0 5 2 | Bernd 3 4 0 0 6 2 | Carla 2 0 0 0 4 1 | Dario 3 0 0 0 4 1"
        << "0D 1D";
    QTest::newRow("one contender offers no declared mark")
        << "Anna 2 4 0 0 5 2 | Bernd 3 2 0 0 6 2 | Carla 2 0 0 0 4 1 | Dario 3 0 0 0 4 1" << "";
    QTest::newRow("a set mark that does not apply stays visible")
        << "Anna 2 4 0 0 5 2 d | Bernd 3 2 0 0 6 2 | Carla 2 0 0 0 4 1 | Dario 3 0 0 0 4 1"
        << "0D+";
}

void TstSheetEditor::offeredMarks()
{
    QFETCH(QString, sheet);
    QFETCH(QString, offered);
    SheetEditor &editor = newEditor(4, test::sheet(sheet), SheetState::Draft);
    QCOMPARE(test::offeredMarks(editor), offered);
}

void TstSheetEditor::clearedMarkNote_data()
{
    QTest::addColumn<QString>("sheet");
    QTest::addColumn<int>("seat");
    QTest::addColumn<QString>("cell");   // field letter, as in markedCells()
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("offeredBefore");
    QTest::addColumn<QString>("offeredAfter");
    QTest::addColumn<QString>("note");

    QTest::newRow("army tie broken")
        << "Anna 2 3 0 4 5 2 a | Bernd 3 2 0 4 5 2 | Carla 2 1 0 0 4 1 | Dario 2 0 0 0 2 0" << 1
        << "k" << "3" << "0A+ 1A" << ""
        << "Anna's Largest Army mark was cleared: Anna no longer ties for the most knights.";
    QTest::newRow("road tie broken")
        << "Anna 2 3 0 0 6 5 | Bernd 3 2 0 0 6 5 r | Carla 2 1 0 0 4 1 | Dario 2 0 0 0 2 0" << 0
        << "l" << "6" << "0R 1R+" << ""
        << "Bernd's Longest Road mark was cleared: Bernd no longer ties for the longest road.";
    QTest::newRow("second contender gone")
        << "Anna 2 4 0 0 5 2 d | Bernd 3 4 0 0 6 2 | Carla 2 0 0 0 4 1 | Dario 3 0 0 0 4 1" << 1
        << "c" << "3" << "0D+ 1D" << ""
        << "Anna's declared-victory mark was cleared: fewer than two players have 10 VP or more.";
    // Breaking the army tie moves Anna's title and so her 10 VP: both marks go.
    QTest::newRow("a cleared title mark ends a declared victory")
        << "Anna 2 3 0 4 5 2 ad | Bernd 3 4 0 4 6 2 | Carla 2 0 0 0 4 1 | Dario 3 0 0 0 4 1"
        << 1 << "k" << "5" << "0A+ 0D+ 1A 1D" << ""
        << "Anna's Largest Army mark was cleared: Anna no longer ties for the most knights.\n"
           "Anna's declared-victory mark was cleared: Anna no longer has 10 VP or more.";
}

void TstSheetEditor::clearedMarkNote()
{
    QFETCH(QString, sheet);
    QFETCH(int, seat);
    QFETCH(QString, cell);
    QFETCH(QString, typed);
    QFETCH(QString, offeredBefore);
    QFETCH(QString, offeredAfter);
    QFETCH(QString, note);

    Field field = Field::None;
    for (const auto &[letter, f] : kFieldLetters) {
        if (cell == QString(letter))
            field = f;
    }
    SheetEditor &editor = newEditor(4, test::sheet(sheet), SheetState::Complete);
    QVERIFY(editor.result().isValid());
    QCOMPARE(test::offeredMarks(editor), offeredBefore);
    QVERIFY(editor.problems()->notes().isEmpty());

    editor.grid()->cell(seat, field)->setFocus(Qt::TabFocusReason);
    play(editor, QLatin1Char('=') + typed);
    QCOMPARE(test::offeredMarks(editor), offeredAfter);
    QCOMPARE(editor.problems()->notes().join(QLatin1Char('\n')), note);
    QCOMPARE(editor.undoStack()->count(), 1);

    // The mark comes back with the number that cleared it, and goes again on redo.
    play(editor, QStringLiteral("u"));
    QCOMPARE(test::offeredMarks(editor), offeredBefore);
    QVERIFY(editor.problems()->notes().isEmpty());
    QCOMPARE(editor.lines(), test::sheet(sheet));
    QVERIFY(!editor.isModified());
    play(editor, QStringLiteral("r"));
    QCOMPARE(test::offeredMarks(editor), offeredAfter);
    QCOMPARE(editor.problems()->notes().join(QLatin1Char('\n')), note);
}

void TstSheetEditor::undoRedo_data()
{
    QTest::addColumn<QString>("script");
    QTest::addColumn<QString>("row");
    QTest::addColumn<int>("steps");

    QTest::newRow("two digits of a cell undo together") << "2 3 1 3 11 u" << "2 3 1 3 _ _" << 4;
    QTest::newRow("undo twice, redo once") << "2 3 1 u u r" << "2 3 _ _ _ _" << 2;
    QTest::newRow("undo all") << "2 3 u u" << "_ _ _ _ _ _" << 0;
    QTest::newRow("a new edit drops the redo") << "2 3 u =5 r" << "2 5 _ _ _ _" << 2;
    QTest::newRow("retyping the same number leaves nothing to undo") << "2 ^ 2" << "2 _ _ _ _ _"
                                                                     << 1;
    QTest::newRow("a mark toggle is a step of its own")
        << ARMY_TIE " X u" << "2 3 0 4 5 2" << 12;
}

void TstSheetEditor::undoRedo()
{
    QFETCH(QString, script);
    QFETCH(QString, row);
    QFETCH(int, steps);
    SheetEditor &editor = newEditor(4);
    play(editor, script);
    QCOMPARE(rowTexts(editor, 0), row);
    QCOMPARE(editor.undoStack()->index(), steps);
    QVERIFY(!editor.lines().at(1).armyFirst);
    // The totals follow the undone sheet.
    const SheetResult expected = scoreSheet(editor.lines());
    for (int seat = 0; seat < 4; ++seat)
        QCOMPARE(editor.result().players.at(seat).vp, expected.players.at(seat).vp);
    QCOMPARE(live(editor, SheetGrid::VpColumn).section(QLatin1Char(' '), 0, 0),
             QString::number(editor.result().players.at(0).vp));
}

void TstSheetEditor::keySignals_data()
{
    QTest::addColumn<Qt::Key>("key");
    QTest::addColumn<Qt::KeyboardModifiers>("mods");
    QTest::addColumn<bool>("onMark");
    QTest::addColumn<QString>("signal");

    const Qt::KeyboardModifiers none = Qt::NoModifier;
    QTest::newRow("Enter saves") << Qt::Key_Return << none << false << "save";
    QTest::newRow("keypad Enter saves") << Qt::Key_Enter << Qt::KeyboardModifiers(Qt::KeypadModifier)
                                        << false << "save";
    QTest::newRow("Enter on a mark saves") << Qt::Key_Return << none << true << "save";
    QTest::newRow("Ctrl+S saves") << Qt::Key_S << Qt::KeyboardModifiers(Qt::ControlModifier)
                                  << false << "save";
    QTest::newRow("Ctrl+PgDown: next table")
        << Qt::Key_PageDown << Qt::KeyboardModifiers(Qt::ControlModifier) << false << "next";
    QTest::newRow("Ctrl+PgUp: previous table")
        << Qt::Key_PageUp << Qt::KeyboardModifiers(Qt::ControlModifier) << true << "previous";
    // Nothing typed yet: the window's own undo (of the last save) gets the key.
    QTest::newRow("Ctrl+Z with nothing to undo is the window's")
        << Qt::Key_Z << Qt::KeyboardModifiers(Qt::ControlModifier) << false << "window";
}

void TstSheetEditor::keySignals()
{
    QFETCH(Qt::Key, key);
    QFETCH(Qt::KeyboardModifiers, mods);
    QFETCH(bool, onMark);
    QFETCH(QString, signal);

    // Embedded as the desk embeds it, under a window with the same shortcuts.
    QMainWindow window;
    auto *editor = new SheetEditor(&window);
    window.setCentralWidget(editor);
    int windowActions = 0;
    for (const QKeySequence &seq :
         {QKeySequence(QKeySequence::Save), QKeySequence(Qt::CTRL | Qt::Key_PageDown),
          QKeySequence(Qt::CTRL | Qt::Key_PageUp), QKeySequence(QKeySequence::Undo)}) {
        auto *action = new QAction(&window);
        action->setShortcut(seq);
        connect(action, &QAction::triggered, &window, [&windowActions] { ++windowActions; });
        window.addAction(action);
    }
    window.show();
    QApplication::setActiveWindow(&window);
    QVERIFY(QTest::qWaitForWindowActive(&window));
    editor->setTable(2, 5, names(4),
                     test::sheet("Anna 2 3 0 4 5 2 | Bernd 3 2 0 4 5 2 | Carla 2 1 0 0 4 1 | Dario 2 0 0 0 2 0"));
    QWidget *target = onMark ? static_cast<QWidget *>(editor->grid()->markBox(1, Field::ArmyFirst))
                             : editor->grid()->cell(2, Field::Roads);
    target->setFocus(Qt::TabFocusReason);
    QCOMPARE(QApplication::focusWidget(), target);

    QSignalSpy save(editor, &SheetEditor::saveRequested);
    QSignalSpy next(editor, &SheetEditor::nextTableRequested);
    QSignalSpy previous(editor, &SheetEditor::previousTableRequested);
    QTest::keyClick(target, key, mods);
    QCOMPARE(save.count(), signal == QLatin1String("save") ? 1 : 0);
    QCOMPARE(next.count(), signal == QLatin1String("next") ? 1 : 0);
    QCOMPARE(previous.count(), signal == QLatin1String("previous") ? 1 : 0);
    QCOMPARE(windowActions, signal == QLatin1String("window") ? 1 : 0);
    QCOMPARE(editor->round(), 2);
    QCOMPARE(editor->table(), 5);
}

void TstSheetEditor::storedSheet_data()
{
    QTest::addColumn<QString>("sheet");
    QTest::addColumn<int>("state");
    QTest::addColumn<QString>("points");
    QTest::addColumn<QString>("errors");
    QTest::addColumn<QString>("stateText");

    QTest::newRow("saved sheet")
        << "Anna 2 3 1 3 11 7 | Bernd 3 2 0 1 8 4 | Carla 4 1 0 0 9 5 | Dario 2 0 0 2 6 3"
        << int(SheetState::Complete) << "5.00 3.00 2.00 1.00" << "" << "Result saved";
    QTest::newRow("draft with a misplaced mark")
        << "Anna 2 4 0 0 5 2 d | Bernd 3 2 0 0 6 2 | Carla 2 0 0 0 4 1 | Dario 3 0 0 0 4 1"
        << int(SheetState::Draft) << "– – – –" << "declared_unavailable@0"
        << "Draft: left out of the standings until it is complete and correct";
    QTest::newRow("table of 3") << "Anna 2 3 1 3 11 7 | Bernd 3 2 0 1 8 4 | Carla 4 1 0 0 9 5"
                                << int(SheetState::Complete) << "5.00 3.00 2.00" << ""
                                << "Result saved";
}

void TstSheetEditor::storedSheet()
{
    QFETCH(QString, sheet);
    QFETCH(int, state);
    QFETCH(QString, points);
    QFETCH(QString, errors);
    QFETCH(QString, stateText);

    const QList<PlayerLine> lines = test::sheet(sheet);
    SheetEditor &editor = newEditor(int(lines.size()), lines, SheetState(state));
    QCOMPARE(editor.lines(), lines);
    QVERIFY(editor.isComplete());
    QVERIFY(!editor.isModified());
    QCOMPARE(editor.undoStack()->count(), 0);
    QCOMPARE(live(editor, SheetGrid::PointsColumn), points);
    QCOMPARE(shownErrors(editor), errors);
    QCOMPARE(editor.findChild<QLabel *>(QStringLiteral("sheetState"))->text(), stateText);

    play(editor, QStringLiteral("=4"));
    QVERIFY(editor.isModified());
    QVERIFY(editor.findChild<QLabel *>(QStringLiteral("sheetState"))->text().contains(
        QLatin1String("not saved")));
    editor.markSaved();
    QVERIFY(!editor.isModified());
    // Showing the table again forgets the edits of the one before.
    editor.setTable(1, 2, names(int(lines.size())));
    QCOMPARE(editor.undoStack()->count(), 0);
    QVERIFY(!editor.isComplete());
    QCOMPARE(rowTexts(editor, 0), QStringLiteral("_ _ _ _ _ _"));
    editor.clear();
    QVERIFY(!editor.hasTable());
    QVERIFY(!editor.isComplete());
}

void TstSheetEditor::messageLeadsToCell_data()
{
    QTest::addColumn<QString>("sheet");
    QTest::addColumn<int>("message");
    QTest::addColumn<QString>("cell");   // "seat letter"

    const char *twoErrors = "Anna 2 3 0 0 5 2 | Bernd 3 2 0 0 16 2 | Carla 1 0 0 0 4 1 | Dario 2 0 0 0 2 0";
    QTest::newRow("first message") << twoErrors << 0 << "1r";
    QTest::newRow("second message") << twoErrors << 1 << "2s";
    QTest::newRow("whole-table total")
        << "Anna 2 3 3 0 5 2 | Bernd 3 2 3 0 6 2 | Carla 2 1 0 0 4 1 | Dario 2 0 0 0 2 0" << 0
        << "0v";
    QTest::newRow("missing mark")
        << "Anna 2 3 0 0 5 2 | Bernd 3 2 0 4 5 2 | Carla 2 1 0 4 4 1 | Dario 2 0 0 0 2 0" << 0
        << "1A";
}

void TstSheetEditor::messageLeadsToCell()
{
    QFETCH(QString, sheet);
    QFETCH(int, message);
    QFETCH(QString, cell);
    SheetEditor &editor = newEditor(4, test::sheet(sheet), SheetState::Draft);
    QTreeWidget *list = editor.problems()->list();
    QVERIFY(list->topLevelItemCount() > message);
    list->setFocus(Qt::OtherFocusReason);
    list->setCurrentItem(list->topLevelItem(message));
    QSignalSpy save(&editor, &SheetEditor::saveRequested);
    QTest::keyClick(list, Qt::Key_Return);
    QCOMPARE(save.count(), 0);   // Enter in the list leads to the cell, it does not save

    const int seat = cell.left(1).toInt();
    QWidget *expected = nullptr;
    for (const auto &[letter, f] : kFieldLetters) {
        if (letter == cell.at(1))
            expected = editor.grid()->widgetFor(seat, f);
    }
    QCOMPARE(QApplication::focusWidget(), expected);
}

void TstSheetEditor::ruleHelp_data()
{
    QTest::addColumn<QString>("how");
    QTest::newRow("button under the list") << "button";
    QTest::newRow("F1 in the list") << "list";
    QTest::newRow("F1 in the marked cell") << "cell";
    QTest::newRow("the cell's warning icon") << "icon";
}

void TstSheetEditor::ruleHelp()
{
    QFETCH(QString, how);
    SheetEditor &editor = newEditor(
        4, test::sheet("Anna 2 3 0 0 5 2 | Bernd 3 2 0 0 6 2 | Carla 1 0 0 0 4 1 | Dario 2 0 0 0 2 0"),
        SheetState::Draft);
    QSignalSpy help(&editor, &SheetEditor::ruleHelpRequested);
    CellEdit *cell = editor.grid()->cell(2, Field::Settlements);
    QVERIFY(cell->hasProblem());
    if (how == QLatin1String("button")) {
        auto *button = editor.problems()->findChild<QPushButton *>();
        QVERIFY(button && button->isEnabled());
        QTest::mouseClick(button, Qt::LeftButton);
    } else if (how == QLatin1String("list")) {
        editor.problems()->list()->setFocus(Qt::OtherFocusReason);
        QTest::keyClick(editor.problems()->list(), Qt::Key_F1);
    } else if (how == QLatin1String("cell")) {
        cell->setFocus(Qt::TabFocusReason);
        QTest::keyClick(cell, Qt::Key_F1);
    } else {
        QList<QAction *> actions = cell->actions();
        QCOMPARE(actions.size(), 1);
        QVERIFY(actions.first()->isVisible());
        actions.first()->trigger();
    }
    QCOMPARE(help.count(), 1);
    QCOMPARE(help.first().first().value<ErrorCode>(), ErrorCode::SettlementsMin);

    // A cell that breaks no rule leaves F1 alone.
    CellEdit *fine = editor.grid()->cell(0, Field::Settlements);
    QVERIFY(!fine->hasProblem());
    fine->setFocus(Qt::TabFocusReason);
    QTest::keyClick(fine, Qt::Key_F1);
    QCOMPARE(help.count(), 1);
}

void TstSheetEditor::localeNumbers_data()
{
    QTest::addColumn<QLocale>("locale");
    QTest::addColumn<QString>("points");
    QTest::newRow("English") << QLocale(QLocale::English, QLocale::UnitedStates)
                             << "5.00 2.50 2.50 1.00";
    QTest::newRow("German") << QLocale(QLocale::German, QLocale::Germany) << "5,00 2,50 2,50 1,00";
    QTest::newRow("Portuguese") << QLocale(QLocale::Portuguese, QLocale::Brazil)
                                << "5,00 2,50 2,50 1,00";
}

void TstSheetEditor::localeNumbers()
{
    QFETCH(QLocale, locale);
    QFETCH(QString, points);
    QLocale::setDefault(locale);
    SheetEditor &editor = newEditor(4);
    play(editor, QStringLiteral(ANNA " 2 2 0 1 8 4 4 1 0 0 9 5 2 0 0 2 6 3"));
    QCOMPARE(live(editor, SheetGrid::PointsColumn), points);
}

void TstSheetEditor::fitsTheDesk_data()
{
    QTest::addColumn<QString>("script");
    QTest::newRow("empty") << "";
    QTest::newRow("half typed with problems") << "2 3 1 3 11 7 3 2 0 4 1 2 6 1 0 3";
    QTest::newRow("tie offers marks") << ARMY_TIE " - " CARLA_DARIO;
    QTest::newRow("complete") << ANNA " 2 2 0 1 8 4 4 1 0 0 9 5 2 0 0 2 6 3";
}

void TstSheetEditor::fitsTheDesk()
{
    QFETCH(QString, script);
    SheetEditor &editor = newEditor(4);
    play(editor, script);
    // The whole sheet fits a 1280×800 desk screen beside nothing else.
    QVERIFY2(editor.minimumSizeHint().width() <= 1280,
             qPrintable(QString::number(editor.minimumSizeHint().width())));
    QVERIFY(editor.minimumSizeHint().height() <= 700);
    editor.resize(1180, 560);
    const QImage shot = editor.grab().toImage();
    QCOMPARE(shot.size(), editor.size() * shot.devicePixelRatio());
    // Set CATAN_SHEET_SCREENSHOTS to a folder to look at the sheet as a director sees it.
    const QString dir = qEnvironmentVariable("CATAN_SHEET_SCREENSHOTS");
    if (!dir.isEmpty()) {
        const QString name = QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-'));
        QVERIFY(shot.save(QDir(dir).filePath(QStringLiteral("sheet-%1.png").arg(name))));
    }
}

QTEST_MAIN(TstSheetEditor)
#include "tst_sheeteditor.moc"
