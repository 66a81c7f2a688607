// The result-sheet editor, typed as a director types it: digits and Tab,
// Space on an offered mark, Enter to save. Runs offscreen.
#include "tst_sheeteditor.h"
#include "scoring/messages.h"
#include "sheettyping.h"

#include <QApplication>
#include <QFontMetrics>
#include <QSignalSpy>
#include <QTest>
#include <QTreeWidget>
#include <QUndoStack>

using namespace ctd;
using namespace ctd::test;

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
    QTest::newRow("worked example") << 4 << ANNA " " REST << "13 7 6 2"
                                    << "1 2 3 4"
                                    << "5.00 3.00 2.00 1.00"
                                    << ""
                                    << "";
    QTest::newRow("tie for second") << 4 << ANNA " 2 2 0 1 8 4 4 1 0 0 9 5 2 0 0 2 6 3"
                                    << "13 6 6 2"
                                    << "1 2 2 4"
                                    << "5.00 2.50 2.50 1.00"
                                    << ""
                                    << "";
    QTest::newRow("table of 3, three-way tie") << 3 << "2 2 0 0 5 2 2 2 0 0 5 2 2 2 0 0 5 2"
                                               << "6 6 6"
                                               << "1 1 1"
                                               << "3.33 3.33 3.33"
                                               << ""
                                               << "";
    QTest::newRow("table of 3, plain") << 3 << ANNA " 3 2 0 1 8 4 4 1 0 0 9 5"
                                       << "13 7 6"
                                       << "1 2 3"
                                       << "5.00 3.00 2.00"
                                       << ""
                                       << "";
    // Bernd's offered mark is skipped with Tab; the message leads to Anna's mark.
    QTest::newRow("army tie settled through the message") << 4 << ARMY_TIE " - " CARLA_DARIO " ! X"
                                                          << "10 7 4 2"
                                                          << "1 2 3 4"
                                                          << "5.00 3.00 2.00 1.00"
                                                          << ""
                                                          << "";
    QTest::newRow("army tie left open")
        << 4 << ARMY_TIE " - " CARLA_DARIO << "8 7 4 2" << none << none << "army_mark_missing@-"
        << "0A 1A";
    // Typing on without Tab past the offered mark: the digit lands in Carla's row.
    QTest::newRow("digits on an offered mark go to the next cell")
        << 4 << ARMY_TIE " " CARLA_DARIO << "8 7 4 2" << none << none << "army_mark_missing@-"
        << "0A 1A";
    QTest::newRow("declared victory beats more VP")
        << 4 << "2 4 0 0 5 2 3 4 0 0 6 2 - 2 0 0 0 4 1 3 0 0 0 4 1 ! X"
        << "10 11 2 3"
        << "1 2 4 3"
        << "5.00 3.00 1.00 2.00"
        << ""
        << "";
    QTest::newRow("settlements out of range")
        << 4 << "6 3 1 3 11 7 " REST << "17 7 6 2" << none << none << "settlements_range@0"
        << "0s";
    QTest::newRow("longest road above roads built")
        << 4 << "2 3 1 3 6 7 " REST << "13 7 6 2" << none << none << "longest_road_range@0"
        << "0l";
    QTest::newRow("too many VP cards at the table")
        << 4 << "2 3 4 3 11 7 3 2 2 1 8 4 4 1 0 0 9 5 2 0 0 2 6 3"
        << "16 9 6 2" << none << none << "vp_cards_total@-"
        << "0v 1v";
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

    QTest::newRow("nothing typed") << ""
                                   << ""
                                   << ""
                                   << "Cells still to fill: 24.";
    QTest::newRow("1 settlement, cities still empty") << "=1"
                                                      << ""
                                                      << ""
                                                      << "Cells still to fill: 23.";
    QTest::newRow("1 settlement and no city") << "1 0"
                                              << "settlements_min@0"
                                              << "0s"
                                              << "Cells still to fill: 22. Problems to correct: 1.";
    QTest::newRow("roads 1 while still typing") << "2 3 1 3 =1"
                                                << ""
                                                << ""
                                                << "Cells still to fill: 19.";
    QTest::newRow("roads 1 once the cell is left")
        << "2 3 1 3 1"
        << "roads_range@0"
        << "0r"
        << "Cells still to fill: 19. Problems to correct: 1.";
    QTest::newRow("roads 12 typed in one go") << "2 3 1 3 12"
                                              << ""
                                              << ""
                                              << "Cells still to fill: 19.";
    QTest::newRow("longest road waits for roads") << "2 3 1 3 - 7"
                                                  << ""
                                                  << ""
                                                  << "Cells still to fill: 19.";
    QTest::newRow("knights of the table too many")
        << "2 3 1 9 11 7 3 2 0 6 8 4"
        << "knights_total@-"
        << "0k 1k"
        << "Cells still to fill: 12. Problems to correct: 1.";
    QTest::newRow("complete and correct") << ANNA " " REST << ""
                                          << ""
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

    QTest::newRow("digits and Tab fill the row") << "2 3 1 3 11 7"
                                                 << "2 3 1 3 11 7";
    QTest::newRow("letters are refused") << "=a =2 - =x - =-"
                                         << "2 _ _ _ _ _";
    QTest::newRow("out of range can be typed") << "9 99"
                                               << "9 99 _ _ _ _";
    QTest::newRow("a third digit is refused") << "=123"
                                              << "12 _ _ _ _ _";
    QTest::newRow("typing replaces after Shift+Tab") << "2 3 ^ =4"
                                                     << "2 4 _ _ _ _";
    QTest::newRow("Backspace empties the cell") << "2 3 ^ < -"
                                                << "2 _ _ _ _ _";
    // A decimal separator and the digits after it are refused, never dropped into 15.
    QTest::newRow("1.5 is not 15") << "=1.5"
                                   << "1 _ _ _ _ _";
    QTest::newRow("2,5 is not 25, and the next cell takes digits") << "=2,5 - 3"
                                                                   << "2 3 _ _ _ _";
    QTest::newRow(".5 leaves the cell empty") << "=.5"
                                              << "_ _ _ _ _ _";
    QTest::newRow("Backspace after a refusal types again") << "=1.5 < =4"
                                                           << "4 _ _ _ _ _";
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

    QTest::newRow("no ties")
        << "Anna 2 3 1 3 11 7 | Bernd 3 2 0 1 8 4 | Carla 4 1 0 0 9 5 | Dario 2 0 0 2 6 3"
        << "";
    QTest::newRow("army tie")
        << "Anna 2 3 0 4 5 2 | Bernd 3 2 0 4 5 2 | Carla 2 1 0 0 4 1 | Dario 2 0 0 0 2 0"
        << "0A 1A";
    QTest::newRow("a tie below the minimum offers nothing")
        << "Anna 2 3 0 2 5 2 | Bernd 3 2 0 2 5 2 | Carla 2 1 0 0 4 1 | Dario 2 0 0 0 2 0"
        << "";
    QTest::newRow("road tie of three")
        << "Anna 2 3 0 0 6 5 | Bernd 3 2 0 0 6 5 | Carla 2 1 0 0 6 5 | Dario 2 0 0 0 2 0"
        << "0R 1R 2R";
    QTest::newRow("two contenders")
        << "Anna 2 4 0 0 5 2 | Bernd 3 4 0 0 6 2 | Carla 2 0 0 0 4 1 | Dario 3 0 0 0 4 1"
        << "0D 1D";
    QTest::newRow("one contender offers no declared mark")
        << "Anna 2 4 0 0 5 2 | Bernd 3 2 0 0 6 2 | Carla 2 0 0 0 4 1 | Dario 3 0 0 0 4 1"
        << "";
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
    QTest::addColumn<QString>("cell"); // field letter, as in markedCells()
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("offeredBefore");
    QTest::addColumn<QString>("offeredAfter");
    QTest::addColumn<QString>("note");

    QTest::newRow("army tie broken")
        << "Anna 2 3 0 4 5 2 a | Bernd 3 2 0 4 5 2 | Carla 2 1 0 0 4 1 | Dario 2 0 0 0 2 0" << 1
        << "k"
        << "3"
        << "0A+ 1A"
        << ""
        << "Anna's Largest Army mark was cleared: Anna no longer ties for the most knights.";
    QTest::newRow("road tie broken")
        << "Anna 2 3 0 0 6 5 | Bernd 3 2 0 0 6 5 r | Carla 2 1 0 0 4 1 | Dario 2 0 0 0 2 0" << 0
        << "l"
        << "6"
        << "0R 1R+"
        << ""
        << "Bernd's Longest Road mark was cleared: Bernd no longer ties for the longest road.";
    QTest::newRow("second contender gone")
        << "Anna 2 4 0 0 5 2 d | Bernd 3 4 0 0 6 2 | Carla 2 0 0 0 4 1 | Dario 3 0 0 0 4 1" << 1
        << "c"
        << "3"
        << "0D+ 1D"
        << ""
        << "Anna's declared-victory mark was cleared: fewer than two players have 10 VP or more.";
    // Breaking the army tie moves Anna's title and so her 10 VP: both marks go.
    QTest::newRow("a cleared title mark ends a declared victory")
        << "Anna 2 3 0 4 5 2 ad | Bernd 3 4 0 4 6 2 | Carla 2 0 0 0 4 1 | Dario 3 0 0 0 4 1" << 1
        << "k"
        << "5"
        << "0A+ 0D+ 1A 1D"
        << ""
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

    QTest::newRow("two digits of a cell undo together") << "2 3 1 3 11 u"
                                                        << "2 3 1 3 _ _" << 4;
    QTest::newRow("undo twice, redo once") << "2 3 1 u u r"
                                           << "2 3 _ _ _ _" << 2;
    QTest::newRow("undo all") << "2 3 u u"
                              << "_ _ _ _ _ _" << 0;
    QTest::newRow("a new edit drops the redo") << "2 3 u =5 r"
                                               << "2 5 _ _ _ _" << 2;
    QTest::newRow("retyping the same number leaves nothing to undo") << "2 ^ 2"
                                                                     << "2 _ _ _ _ _" << 1;
    QTest::newRow("a mark toggle is a step of its own") << ARMY_TIE " X u"
                                                        << "2 3 0 4 5 2" << 12;
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

QTEST_MAIN(TstSheetEditor)
