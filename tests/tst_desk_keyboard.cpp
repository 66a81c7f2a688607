// The desk at full speed: whole tables typed with the keyboard as the README
// teaches (a Tab after the last cell too), focus chains without a trap on
// every page and dialog, undo and history that name the right versions, a
// question before a round starts over an incomplete one, and the shortcuts
// of the players' and the results' pages.
#include "desktest.h"
#include "players/pastenamesdialog.h"
#include "players/playerspanel.h"
#include "rounds/handseatingdialog.h"
#include "rounds/keepapartdialog.h"
#include "rounds/moveplayerdialog.h"
#include "rounds/resultspanel.h"
#include "rounds/seatingpanel.h"
#include "rounds/startrounddialog.h"
#include "rounds/tablesmodel.h"
#include "sheettyping.h"
#include "standings/standingsview.h"
#include "storepass.h"
#include "tournament/details.h"
#include "tournament/results.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"
#include "window/tournamentinfodialog.h"

#include <QAction>
#include <QElapsedTimer>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTreeWidget>

using namespace ctd;
using namespace ctd::test;

// Two valid tables, each cell followed by Tab, the last one too.
#define WORKED "2 3 1 3 11 7 3 2 0 1 8 4 4 1 0 0 9 5 2 0 0 2 6 3"
#define PLAIN "2 1 0 0 5 2 3 1 0 0 6 3 4 0 0 0 4 2 2 2 0 0 5 4"

namespace {

QString describe(const QWidget *w)
{
    if (!w)
        return QStringLiteral("(nothing)");
    const QString name = w->objectName();
    return QLatin1String(w->metaObject()->className())
        + (name.isEmpty() ? QString() : QLatin1Char('#') + name);
}

/// Walks the focus chain from the focused widget with `key` until the focus
/// is back where it started. Fails on a widget that keeps the focus (a trap)
/// or on a walk longer than `limit` (a chain that never comes back).
QList<QWidget *> walk(Qt::Key key, int limit = 200)
{
    QList<QWidget *> seen;
    QWidget *start = QApplication::focusWidget();
    if (!start) {
        QTest::qFail("no widget has the focus", __FILE__, __LINE__);
        return seen;
    }
    seen.append(start);
    for (int i = 0; i < limit; ++i) {
        QWidget *before = QApplication::focusWidget();
        QTest::keyClick(before, key, key == Qt::Key_Backtab ? Qt::ShiftModifier : Qt::NoModifier);
        QWidget *now = QApplication::focusWidget();
        if (now == before) {
            QTest::qFail(
                qPrintable(QStringLiteral("%1 keeps the focus: a trap").arg(describe(now))),
                __FILE__, __LINE__);
            return seen;
        }
        if (now == start)
            return seen;
        seen.append(now);
    }
    QTest::qFail("the focus chain does not come back to its start", __FILE__, __LINE__);
    return seen;
}

bool containsNamed(const QList<QWidget *> &chain, const QString &name)
{
    for (const QWidget *w : chain) {
        if (w->objectName() == name)
            return true;
    }
    return false;
}

/// Tab and Shift+Tab both come back, through the same widgets in reverse order.
void checkChain(const QStringList &mustHave)
{
    const QList<QWidget *> forward = walk(Qt::Key_Tab);
    if (QTest::currentTestFailed())
        return;
    const QList<QWidget *> backward = walk(Qt::Key_Backtab);
    if (QTest::currentTestFailed())
        return;
    QList<QWidget *> reversed{forward.first()};
    for (int i = int(forward.size()) - 1; i > 0; --i)
        reversed.append(forward.at(i));
    QStringList names;
    for (const QWidget *w : forward)
        names.append(describe(w));
    QVERIFY2(backward == reversed, qPrintable(names.join(QStringLiteral(" → "))));
    for (const QString &name : mustHave)
        QVERIFY2(containsNamed(forward, name),
                 qPrintable(name + QStringLiteral(" not in the chain: ")
                            + names.join(QStringLiteral(" → "))));
    QVERIFY2(!containsNamed(forward, QStringLiteral("sheetProblems")),
             qPrintable(names.join(QStringLiteral(" → "))));
}

} // namespace

class TstDeskKeyboard : public QObject
{
    Q_OBJECT

private:
    Desk desk;

    SheetEditor &editor() const { return *desk.window->resultsPanel()->editor(); }
    SheetState stored(int round, int table) const
    {
        const std::optional<StoredSheet> s = desk.t().results().sheet(round, table);
        return s ? s->state : SheetState::None;
    }
    QString historyText() const
    {
        auto *list = child<QListWidget>(desk.window, QStringLiteral("sheetHistory"));
        QStringList out;
        for (int i = 0; i < list->count(); ++i)
            out.append(list->item(i)->text().section(QLatin1Char('\n'), 0, 0));
        return out.join(QLatin1Char('|'));
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(QFontMetrics(QApplication::font()).inFont(QLatin1Char('A')));
    }
    void init()
    {
        QSettings().clear();
        Language::apply(QStringLiteral("en"));
        QVERIFY(desk.start(desk.path()));
        desk.addPlayers(playerNames(8));
        QCOMPARE(desk.window->seatingPanel()->drawNextRound(2024), QString());
        desk.window->showPage(MainWindow::ResultsPage);
        QCOMPARE(editor().table(), 1);
    }
    void cleanup()
    {
        desk.window.reset();
        QFile::remove(desk.path());
        Language::apply(QStringLiteral("en"));
    }

    // Issue point 1: digit, Tab for every cell, the last one too, then Enter.
    void trailingTabThenEnterSaves()
    {
        QElapsedTimer clock;
        clock.start();
        int keys = 0;
        const QStringList cells = QStringLiteral(WORKED).split(QLatin1Char(' '));
        for (const QString &c : cells) {
            type(c);
            press(Qt::Key_Tab);
            keys += int(c.size()) + 1;
            QVERIFY2(focused()->objectName() != QStringLiteral("sheetProblems"),
                     "Tab led into the list of problems");
        }
        // After the last cell: the save button, where Enter saves.
        QCOMPARE(focused()->objectName(), QStringLiteral("saveTable"));
        press(Qt::Key_Return);
        ++keys;
        const qint64 ms = clock.elapsed();
        QVERIFY(!openQuestion(desk.window.get()));
        QCOMPARE(stored(1, 1), SheetState::Complete);
        QCOMPARE(desk.t().results().sheet(1, 1)->lines,
                 workedExample(desk.t().rounds().tables(1).at(0).names));
        qInfo("one table of 4 typed: %d keystrokes in %.2f s (offscreen, by the test)", keys,
              ms / 1000.0);

        // The next table is open, and the next digits go into its first cell,
        // never into the standings' filter or elsewhere.
        QCOMPARE(editor().table(), 2);
        QVERIFY(!editor().isModified());
        type(QStringLiteral("2"));
        QCOMPARE(editor().grid()->cell(0, Field::Settlements)->text(), QStringLiteral("2"));
        auto *standings = child<StandingsView>(desk.window, QStringLiteral("roundStandings"));
        QCOMPARE(standings->searchField()->text(), QString());
        press(Qt::Key_Tab);
        const QStringList rest = QStringLiteral(PLAIN).split(QLatin1Char(' ')).mid(1);
        for (const QString &c : rest) {
            type(c);
            press(Qt::Key_Tab);
        }
        press(Qt::Key_Return);
        QCOMPARE(stored(1, 2), SheetState::Complete);
        QCOMPARE(standings->searchField()->text(), QString());
        // Saved and staying on the last table: the sheet says it is saved.
        QVERIFY(!editor().problems()->status().contains(QStringLiteral("press Enter")));
    }

    void enterFromAnywhereInTheSheet()
    {
        play(editor(), QStringLiteral(WORKED));
        // Shift+Tab back onto a mark and Enter there: saved as well.
        press(Qt::Key_Backtab, Qt::ShiftModifier);
        press(Qt::Key_Backtab, Qt::ShiftModifier);
        QVERIFY(editor().isAncestorOf(focused()));
        press(Qt::Key_Return);
        QCOMPARE(stored(1, 1), SheetState::Complete);
    }

    void focusChainsOfPages_data()
    {
        QTest::addColumn<int>("page");
        QTest::addColumn<QStringList>("mustHave");
        QTest::newRow("players") << int(MainWindow::PlayersPage)
                                 << QStringList{QStringLiteral("newPlayerName"),
                                                QStringLiteral("playerSearch"),
                                                QStringLiteral("playersView"),
                                                QStringLiteral("dropButton")};
        QTest::newRow("seating") << int(MainWindow::SeatingPage)
                                 << QStringList{QStringLiteral("seatingTree"),
                                                QStringLiteral("apartButton")};
        QTest::newRow("results") << int(MainWindow::ResultsPage)
                                 << QStringList{QStringLiteral("saveTable"),
                                                QStringLiteral("roundOverview")};
    }
    void focusChainsOfPages()
    {
        QFETCH(int, page);
        QFETCH(QStringList, mustHave);
        desk.window->showPage(MainWindow::Page(page));
        QCoreApplication::processEvents();
        if (page == MainWindow::PlayersPage)
            desk.window->playersPanel()->focusNewName();
        checkChain(mustHave);
    }

    void focusChainsOfDialogs_data()
    {
        QTest::addColumn<QString>("which");
        for (const char *d : {"paste", "start", "move", "hand", "details", "apart"})
            QTest::newRow(d) << QString::fromLatin1(d);
    }
    void focusChainsOfDialogs()
    {
        QFETCH(QString, which);
        std::unique_ptr<QDialog> dialog;
        if (which == QLatin1String("paste"))
            dialog = std::make_unique<PasteNamesDialog>(
                [](const QStringList &) { return QString(); }, desk.window.get());
        else if (which == QLatin1String("start"))
            dialog = std::make_unique<StartRoundDialog>(2, 8, desk.window.get());
        else if (which == QLatin1String("move"))
            dialog = std::make_unique<MovePlayerDialog>(desk.t().rounds().tables(1), 0,
                                                        desk.window.get());
        else if (which == QLatin1String("hand"))
            dialog = std::make_unique<HandSeatingDialog>(2, desk.t().roster().players(),
                                                         desk.window.get());
        else if (which == QLatin1String("apart"))
            dialog = std::make_unique<KeepApartDialog>(&desk.t(), desk.window.get());
        else
            dialog = std::make_unique<TournamentInfoDialog>(desk.t().details().info(),
                                                            desk.window.get());
        dialog->show();
        QApplication::setActiveWindow(dialog.get());
        QVERIFY(QTest::qWaitForWindowActive(dialog.get()));
        QVERIFY(dialog->isAncestorOf(QApplication::focusWidget()));
        checkChain({});
    }

    void pasteListTabAndCtrlEnter()
    {
        QStringList added;
        PasteNamesDialog dialog([&added](const QStringList &names) {
            added = names;
            return QString();
        });
        dialog.show();
        QApplication::setActiveWindow(&dialog);
        QVERIFY(QTest::qWaitForWindowActive(&dialog));
        auto *edit = child<QPlainTextEdit>(&dialog, QStringLiteral("names"));
        edit->setFocus();
        QTest::keyClicks(edit, QStringLiteral("Ana"));
        QTest::keyClick(edit, Qt::Key_Return);
        QTest::keyClicks(edit, QStringLiteral("Bia"));
        QTest::keyClick(edit, Qt::Key_Tab);
        QCOMPARE(edit->toPlainText(), QStringLiteral("Ana\nBia"));
        QVERIFY(!edit->hasFocus());
        edit->setFocus();
        QTest::keyClick(edit, Qt::Key_Return, Qt::ControlModifier);
        QCOMPARE(added, (QStringList{QStringLiteral("Ana"), QStringLiteral("Bia")}));
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
    }

    void dropHasAShortcut()
    {
        desk.window->showPage(MainWindow::PlayersPage);
        auto *view = child<QTableView>(desk.window, QStringLiteral("playersView"));
        view->setFocus();
        view->setCurrentIndex(view->model()->index(0, 0));
        const QString name = view->currentIndex().data().toString();
        QTest::keyClick(view, Qt::Key_D, Qt::ControlModifier);
        QVERIFY(desk.t().roster().playerByName(name)->dropped);
        QTest::keyClick(view, Qt::Key_D, Qt::ControlModifier);
        QVERIFY(!desk.t().roster().playerByName(name)->dropped);
    }

    void findOnResultsPageIsTheStandingsFilter()
    {
        auto *standings = child<StandingsView>(desk.window, QStringLiteral("roundStandings"));
        QTest::keyClick(focused(), Qt::Key_F, Qt::ControlModifier);
        QCOMPARE(QApplication::focusWidget(), standings->searchField());
        QCOMPARE(child<QTabWidget>(desk.window)->currentIndex(), int(MainWindow::ResultsPage));
        desk.window->showPage(MainWindow::SeatingPage);
        QTest::keyClick(focused(), Qt::Key_F, Qt::ControlModifier);
        QCOMPARE(focused()->objectName(), QStringLiteral("playerSearch"));
    }

    void tablesListMarksTheTableBeingEdited()
    {
        auto *view = child<QTableView>(desk.window, QStringLiteral("roundOverview"));
        auto *model = qobject_cast<TablesModel *>(view->model());
        QVERIFY(model);
        QCOMPARE(model->editedTable(), 1);
        view->setFocus();
        QTest::keyClick(view, Qt::Key_Down);
        QCOMPARE(view->currentIndex().row(), 1);
        // The sheet still shows table 1, and the list says so in bold.
        QCOMPARE(editor().table(), 1);
        QCOMPARE(model->editedTable(), 1);
        QVERIFY(model->index(0, 0).data(Qt::FontRole).value<QFont>().bold());
        QVERIFY(!model->index(1, 0).data(Qt::FontRole).value<QFont>().bold());
        // Leaving the list: the highlight is table 1 again.
        editor().focusFirstCell();
        QCOMPARE(view->currentIndex().row(), 0);
    }

    // Issue point 2, in each language: v1, v2, undo (v1 current), v3, undo again.
    void undoNamesTheVersionItGoesBackTo_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("backToOne");
        QTest::addColumn<QString>("current");
        QTest::addColumn<QString>("undone");
        QTest::newRow("en") << "en"
                            << "goes back to version 1"
                            << "(current)"
                            << "(undone)";
        QTest::newRow("de") << "de"
                            << "zu Version 1 zurück"
                            << "(gilt)"
                            << "(rückgängig gemacht)";
        QTest::newRow("pt") << "pt"
                            << "volta à versão 1"
                            << "(em vigor)"
                            << "(desfeita)";
    }
    void undoNamesTheVersionItGoesBackTo()
    {
        QFETCH(QString, code);
        QFETCH(QString, backToOne);
        QFETCH(QString, current);
        QFETCH(QString, undone);
        const QStringList names = desk.t().rounds().tables(1).at(0).names;
        QList<PlayerLine> lines = workedExample(names);
        DbError error;
        QVERIFY(desk.t().results().saveSheet(testPass(), 1, 1, lines, false, &error)); // v1
        lines[0].settlements = 3;
        QVERIFY(desk.t().results().saveSheet(testPass(), 1, 1, lines, false, &error)); // v2
        QVERIFY(desk.t().results().undoLastSave(testPass(), 1, 1, &error));            // v1 again
        lines[0].settlements = 4;
        QVERIFY(desk.t().results().saveSheet(testPass(), 1, 1, lines, false,
                                             &error)); // v3, replacing v1
        const std::optional<StoredSheet> now = desk.t().results().sheet(1, 1);
        QVERIFY(now);
        QCOMPARE(now->version, 3);
        QCOMPARE(now->previous, 1);

        auto *choice = child<QAction>(desk.window, QStringLiteral("language_") + code);
        choice->trigger();
        QCoreApplication::processEvents();
        desk.window->reload();
        desk.window->showPage(MainWindow::ResultsPage);
        desk.window->resultsPanel()->openTable(1);
        QCOMPARE(editor().table(), 1);

        // Newest first: v3 is current, v2 was undone, v1 is what v3 replaced.
        const QStringList rows = historyText().split(QLatin1Char('|'));
        QCOMPARE(rows.size(), 3);
        QVERIFY2(rows.at(0).contains(QLatin1Char('3')) && rows.at(0).contains(current),
                 qPrintable(rows.at(0)));
        QVERIFY2(rows.at(1).contains(QLatin1Char('2')) && rows.at(1).contains(undone),
                 qPrintable(rows.at(1)));
        QVERIFY2(!rows.at(2).contains(undone) && !rows.at(2).contains(current),
                 qPrintable(rows.at(2)));
        // v3 is compared with v1 (settlements 2 → 4), not with the undone v2.
        auto *list = child<QListWidget>(desk.window, QStringLiteral("sheetHistory"));
        QVERIFY2(list->item(0)->text().contains(QStringLiteral("2 → 4")),
                 qPrintable(list->item(0)->text()));

        QTest::keyClick(desk.window.get(), Qt::Key_Z, Qt::ControlModifier | Qt::AltModifier);
        const QString question = questionText(desk.window.get());
        QVERIFY2(question.contains(backToOne), qPrintable(question));
        QTest::keyClick(openQuestion(desk.window.get()), Qt::Key_Return);
        QVERIFY(settle(desk.window.get()));
        QCOMPARE(desk.t().results().sheet(1, 1)->version, 1);
    }

    // Issue point 4, in each language.
    void startRoundOverIncompleteAsks_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("title");
        QTest::addColumn<QString>("anyway");
        QTest::newRow("en") << "en"
                            << "Round 1 is not complete"
                            << "anyway";
        QTest::newRow("de") << "de"
                            << "Runde 1 ist nicht vollständig"
                            << "trotzdem";
        QTest::newRow("pt") << "pt"
                            << "A rodada 1 não está completa"
                            << "mesmo assim";
    }
    void startRoundOverIncompleteAsks()
    {
        QFETCH(QString, code);
        QFETCH(QString, title);
        QFETCH(QString, anyway);
        DbError error;
        QVERIFY(desk.t().results().saveSheet(testPass(), 1, 1,
                                             workedExample(desk.t().rounds().tables(1).at(0).names),
                                             false, &error));
        child<QAction>(desk.window, QStringLiteral("language_") + code)->trigger();
        QCoreApplication::processEvents();

        QTest::keyClick(desk.window.get(), Qt::Key_R, Qt::ControlModifier);
        QMessageBox *box = openQuestion(desk.window.get());
        QVERIFY(box);
        QVERIFY2(box->windowTitle() == title, qPrintable(box->windowTitle()));
        // Esc (the default is to go back): no round 2, no dialog.
        QTest::keyClick(box, Qt::Key_Escape);
        QVERIFY(settle(desk.window.get()));
        QCOMPARE(desk.t().rounds().roundCount(), 1);
        QVERIFY(!desk.window->findChild<StartRoundDialog *>());

        QTest::keyClick(desk.window.get(), Qt::Key_R, Qt::ControlModifier);
        QVERIFY(answer(desk.window.get(), anyway));
        auto *dialog = desk.window->findChild<StartRoundDialog *>();
        QVERIFY(dialog && dialog->isVisible());
        dialog->reject();
    }

    void completeRoundStartsWithoutAQuestion()
    {
        DbError error;
        for (const SeatedTable &t : desk.t().rounds().tables(1))
            QVERIFY(desk.t().results().saveSheet(testPass(), 1, t.table, workedExample(t.names),
                                                 false, &error));
        QTest::keyClick(desk.window.get(), Qt::Key_R, Qt::ControlModifier);
        QVERIFY(!openQuestion(desk.window.get()));
        auto *dialog = desk.window->findChild<StartRoundDialog *>();
        QVERIFY(dialog && dialog->isVisible());
        dialog->reject();
    }
};

QTEST_MAIN(TstDeskKeyboard)
#include "tst_desk_keyboard.moc"
