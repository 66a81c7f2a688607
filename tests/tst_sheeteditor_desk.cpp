// The sheet editor as the desk embeds it: its keys under a window with the
// same shortcuts, stored sheets, messages that lead to cells and rules,
// numbers in the user's locale, and the size and look of the whole sheet.
#include "language/language.h"
#include "scoring/messages.h"
#include "sheet/sheetcells.h"
#include "sheet/sheetgrid.h"
#include "sheettyping.h"
#include "tst_sheeteditor.h"

#include <QAction>
#include <QClipboard>
#include <QDir>
#include <QLabel>
#include <QMainWindow>
#include <QPushButton>
#include <QSignalSpy>
#include <QTranslator>
#include <QUndoStack>

using namespace ctd;
using namespace ctd::test;

Q_DECLARE_METATYPE(Qt::Key)
Q_DECLARE_METATYPE(Qt::KeyboardModifiers)

namespace {

// Stands for a real language: every string a person sees gets a marker, so a
// string that escaped tr() or missed the language change shows up.
class MarkingTranslator : public QTranslator
{
public:
    bool isEmpty() const override { return false; }
    QString translate(const char *, const char *source, const char *, int n) const override
    {
        QString text = QString::fromUtf8(source);
        if (n >= 0)
            text.replace(QLatin1String("%n"), QString::number(n));
        return QStringLiteral("«") + text;
    }
};

} // namespace

#define ANNA "2 3 1 3 11 7"
#define ARMY_TIE "2 3 0 4 5 2 3 2 0 4 5 2"
#define CARLA_DARIO "2 1 0 0 4 1 2 0 0 0 2 0"

void TstSheetEditor::keySignals_data()
{
    QTest::addColumn<Qt::Key>("key");
    QTest::addColumn<Qt::KeyboardModifiers>("mods");
    QTest::addColumn<bool>("onMark");
    QTest::addColumn<QString>("signal");

    const Qt::KeyboardModifiers none = Qt::NoModifier;
    QTest::newRow("Enter saves") << Qt::Key_Return << none << false << "save";
    QTest::newRow("keypad Enter saves")
        << Qt::Key_Enter << Qt::KeyboardModifiers(Qt::KeypadModifier) << false << "save";
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
    editor->setTable(
        2, 5, names(4),
        test::sheet(
            "Anna 2 3 0 4 5 2 | Bernd 3 2 0 4 5 2 | Carla 2 1 0 0 4 1 | Dario 2 0 0 0 2 0"));
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
        << int(SheetState::Complete) << "5.00 3.00 2.00 1.00"
        << ""
        << "Result saved";
    QTest::newRow("draft with a misplaced mark")
        << "Anna 2 4 0 0 5 2 d | Bernd 3 2 0 0 6 2 | Carla 2 0 0 0 4 1 | Dario 3 0 0 0 4 1"
        << int(SheetState::Draft) << "– – – –"
        << "declared_unavailable@0"
        << "Draft: left out of the standings until it is complete and correct";
    QTest::newRow("table of 3") << "Anna 2 3 1 3 11 7 | Bernd 3 2 0 1 8 4 | Carla 4 1 0 0 9 5"
                                << int(SheetState::Complete) << "5.00 3.00 2.00"
                                << ""
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
    QCOMPARE(child<QLabel>(&editor, QStringLiteral("sheetState"))->text(), stateText);

    play(editor, QStringLiteral("=4"));
    QVERIFY(editor.isModified());
    QVERIFY(child<QLabel>(&editor, QStringLiteral("sheetState"))
                ->text()
                .contains(QLatin1String("not saved")));
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
    QTest::addColumn<QString>("cell"); // "seat letter"

    const char *twoErrors =
        "Anna 2 3 0 0 5 2 | Bernd 3 2 0 0 16 2 | Carla 1 0 0 0 4 1 | Dario 2 0 0 0 2 0";
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
    QCOMPARE(save.count(), 0); // Enter in the list leads to the cell, it does not save

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
        4,
        test::sheet("Anna 2 3 0 0 5 2 | Bernd 3 2 0 0 6 2 | Carla 1 0 0 0 4 1 | Dario 2 0 0 0 2 0"),
        SheetState::Draft);
    QSignalSpy help(&editor, &SheetEditor::ruleHelpRequested);
    CellEdit *cell = editor.grid()->cell(2, Field::Settlements);
    QVERIFY(cell->hasProblem());
    if (how == QLatin1String("button")) {
        auto *button = child<QPushButton>(editor.problems());
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

void TstSheetEditor::decimalRefused_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QStringList>("words");
    QTest::newRow("English, a point") << "en"
                                      << "1.5" << QStringList{"\"1.5\"", "whole number", "keeps 1"};
    QTest::newRow("German, a comma") << "de"
                                     << "1,5" << QStringList{"„1,5“", "ganze Zahl", "bleibt 1"};
    QTest::newRow("Portuguese, a comma")
        << "pt"
        << "1,5" << QStringList{"“1,5”", "número inteiro", "fica com 1"};
}

void TstSheetEditor::decimalRefused()
{
    QFETCH(QString, language);
    QFETCH(QString, typed);
    QFETCH(QStringList, words);
    QVERIFY(Language::apply(language));
    SheetEditor &editor = newEditor(4);
    QSignalSpy edited(&editor, &SheetEditor::edited);
    type(typed);
    CellEdit *cell = editor.grid()->cell(0, Field::Settlements);
    QCOMPARE(cell->text(), QStringLiteral("1"));
    QCOMPARE(edited.size(), 1); // only the 1 reached the sheet
    QVERIFY(cell->hasProblem());
    const QString said = cell->refusal();
    Language::apply(QStringLiteral("en"));
    for (const QString &w : words)
        QVERIFY2(said.contains(w), qPrintable(said + " lacks " + w));
    // The next digit typed in the cell after leaving the refusal is typed again.
    press(Qt::Key_End);
    type(QStringLiteral("2"));
    QCOMPARE(cell->text(), QStringLiteral("12"));
    // Pasted, the number is refused whole.
    QApplication::clipboard()->setText(QStringLiteral("2.5"));
    press(Qt::Key_V, Qt::ControlModifier);
    QCOMPARE(cell->text(), QStringLiteral("12"));
    QVERIFY2(cell->refusal().contains(QStringLiteral("\"2.5\"")), qPrintable(cell->refusal()));
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
        const QString name = QString::fromLatin1(QTest::currentDataTag())
                                 .replace(QLatin1Char(' '), QLatin1Char('-'));
        QVERIFY(shot.save(QDir(dir).filePath(QStringLiteral("sheet-%1.png").arg(name))));
    }
}

void TstSheetEditor::followsTheLanguage_data()
{
    QTest::addColumn<QString>("sheet");
    QTest::newRow("sheet with a problem")
        << "Anna 2 3 0 0 5 2 | Bernd 3 2 0 0 6 2 | Carla 1 0 0 0 4 1 | Dario 2 0 0 0 2 0";
    QTest::newRow("correct sheet")
        << "Anna 2 3 1 3 11 7 | Bernd 3 2 0 1 8 4 | Carla 4 1 0 0 9 5 | Dario 2 0 0 2 6 3";
}

void TstSheetEditor::followsTheLanguage()
{
    QFETCH(QString, sheet);
    SheetEditor &editor = newEditor(4, test::sheet(sheet), SheetState::Complete);
    const QString marker = QStringLiteral("«");
    const auto translatedTexts = [&editor, &marker] {
        QStringList wrong;
        for (const QLabel *label : editor.findChildren<QLabel *>()) {
            const QString t = label->text();
            // Names, numbers and marks are data, not words to translate.
            if (!label->isVisibleTo(&editor) || t.isEmpty() || !t.at(0).isLetter()
                || test::names(4).contains(t))
                continue;
            if (!t.startsWith(marker))
                wrong.append(t);
        }
        for (const QString &m : editor.problems()->messages()) {
            if (m.count(marker) < 1)
                wrong.append(m);
        }
        return wrong;
    };
    QVERIFY(!translatedTexts().isEmpty()); // English first: the check can fail

    MarkingTranslator translator;
    QVERIFY(QCoreApplication::installTranslator(&translator));
    // QApplication posts the language change to every window.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    QCOMPARE(translatedTexts(), QStringList());
    QVERIFY(editor.problems()->status().startsWith(marker));
    QCoreApplication::removeTranslator(&translator);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    QVERIFY(!editor.problems()->status().startsWith(marker));
}
