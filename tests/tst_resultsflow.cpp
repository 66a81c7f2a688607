// Result entry at the desk: whole sheets typed with the keyboard, saving and
// moving on, drafts, corrections with their history, undo, and the round
// overview with the standings after the round.
#include "desktest.h"
#include "rounds/resultspanel.h"
#include "rounds/seatingpanel.h"
#include "sheettyping.h"
#include "standings/standingsmodel.h"
#include "standings/standingsview.h"
#include "storepass.h"
#include "tournament/results.h"
#include "tournament/rounds.h"

#include <QAction>
#include <QLabel>
#include <QListWidget>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QUndoStack>

using namespace ctd;
using namespace ctd::test;

// Round 1, table 1 as in docs/rules.md §7 (seat order), and a valid table 2.
#define WORKED "2 3 1 3 11 7 3 2 0 1 8 4 4 1 0 0 9 5 2 0 0 2 6 =3"
#define PLAIN "2 1 0 0 5 2 3 1 0 0 6 3 4 0 0 0 4 2 2 2 0 0 5 =4"

class TstResultsFlow : public QObject
{
    Q_OBJECT

private:
    Desk desk;

    SheetEditor &editor() const { return *desk.window->resultsPanel()->editor(); }
    QString overviewStates() const
    {
        auto *view = child<QTableView>(desk.window, QStringLiteral("roundOverview"));
        QStringList out;
        for (int row = 0; row < view->model()->rowCount(); ++row)
            out.append(view->model()->index(row, 0).data().toString() + QLatin1Char(':')
                       + view->model()->index(row, 2).data().toString());
        return out.join(QLatin1Char(' '));
    }
    SheetState stored(int table) const
    {
        const std::optional<StoredSheet> s = desk.t().results().sheet(1, table);
        return s ? s->state : SheetState::None;
    }
    QString status() const { return desk.window->statusBar()->currentMessage(); }
    QAction *action(const char *name) const
    {
        return child<QAction>(desk.window, QString::fromLatin1(name));
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
        QVERIFY(desk.start(desk.path()));
        desk.addPlayers(playerNames(8));
        QCOMPARE(desk.window->seatingPanel()->drawNextRound(2024), QString());
        desk.window->showPage(MainWindow::ResultsPage);
        QCOMPARE(editor().table(), 1);
        QVERIFY(editor().isAncestorOf(QApplication::focusWidget()));
    }
    void cleanup()
    {
        desk.window.reset();
        QFile::remove(desk.path());
    }

    void typeTableSaveOpensNext_data()
    {
        QTest::addColumn<QKeySequence>("saveKey");
        QTest::newRow("Enter") << QKeySequence(Qt::Key_Return);
        QTest::newRow("Ctrl+S") << QKeySequence(QKeySequence::Save);
    }
    void typeTableSaveOpensNext()
    {
        QFETCH(QKeySequence, saveKey);
        play(editor(), QStringLiteral(WORKED));
        QCOMPARE(live(editor(), SheetGrid::VpColumn), QStringLiteral("13 7 6 2"));
        QCOMPARE(live(editor(), SheetGrid::PlaceColumn), QStringLiteral("1 2 3 4"));
        QCOMPARE(live(editor(), SheetGrid::PointsColumn), QStringLiteral("5.00 3.00 2.00 1.00"));
        QCOMPARE(markedCells(editor()), QString());
        QVERIFY(editor().isModified());
        QTest::keySequence(QApplication::focusWidget(), saveKey);

        QVERIFY(!openQuestion(desk.window.get()));
        const std::optional<StoredSheet> saved = desk.t().results().sheet(1, 1);
        QVERIFY(saved);
        QCOMPARE(saved->state, SheetState::Complete);
        QCOMPARE(saved->lines, workedExample(desk.t().rounds().tables(1).at(0).names));
        // The next table without a result is open, ready to type.
        QCOMPARE(editor().table(), 2);
        QVERIFY(!editor().isModified());
        QVERIFY(editor().isAncestorOf(QApplication::focusWidget()));
        QCOMPARE(overviewStates(), QStringLiteral("1:Complete 2:No result"));
        QVERIFY(status().contains(QStringLiteral("table 1 saved")));

        // Standings after round 1: table 1's winner leads with 5 points.
        auto *standings = child<StandingsView>(desk.window);
        QVERIFY(standings);
        QAbstractItemModel *model = standings->model();
        QCOMPARE(model->index(0, StandingsModel::Player).data().toString(),
                 desk.t().rounds().tables(1).at(0).names.at(0));
        QVERIFY(model->index(0, StandingsModel::RoundPoints)
                    .data()
                    .toString()
                    .startsWith(QLatin1String("5")));
        QCOMPARE(model->rowCount(), 8);

        // The last table: saved, and the desk says the round is done.
        play(editor(), QStringLiteral(PLAIN));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        QCOMPARE(overviewStates(), QStringLiteral("1:Complete 2:Complete"));
        QVERIFY(status().contains(QStringLiteral("Every table of round 1")));
    }

    void saveWithErrorsAsksForDraft_data()
    {
        QTest::addColumn<int>("key");
        QTest::addColumn<int>("state");
        QTest::addColumn<int>("tableAfter");
        QTest::newRow("D keeps a draft") << int(Qt::Key_D) << int(SheetState::Draft) << 2;
        QTest::newRow("Enter goes back") << int(Qt::Key_Return) << int(SheetState::None) << 1;
        QTest::newRow("Esc goes back") << int(Qt::Key_Escape) << int(SheetState::None) << 1;
    }
    void saveWithErrorsAsksForDraft()
    {
        QFETCH(int, key);
        QFETCH(int, state);
        QFETCH(int, tableAfter);
        // Settlements 6 breaks a rule; the sheet marks it while typing.
        play(editor(), QStringLiteral("6 3 1 3 11 7 3 2 0 1 8 4 4 1 0 0 9 5 2 0 0 2 6 =3"));
        QCOMPARE(markedCells(editor()), QStringLiteral("0s"));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        QMessageBox *box = openQuestion(desk.window.get());
        QVERIFY(box);
        QVERIFY(questionText(desk.window.get()).contains(QStringLiteral("Settlements")));
        QTest::keyClick(box, Qt::Key(key));
        // A button's letter "animates" the click: it lands from the event loop.
        QTRY_VERIFY(!openQuestion(desk.window.get()));
        QVERIFY(settle(desk.window.get()));
        QCOMPARE(int(stored(1)), state);
        QCOMPARE(editor().table(), tableAfter);
        if (state == int(SheetState::Draft)) {
            QCOMPARE(overviewStates(), QStringLiteral("1:Draft 2:No result"));
            // A draft is not in the standings.
            auto *standings = child<StandingsView>(desk.window);
            QVERIFY(standings);
            QCOMPARE(standings->model()->index(0, StandingsModel::Vp).data().toString(),
                     QStringLiteral("0"));
            QCOMPARE(desk.t().results().drafts().size(), 1);
        } else {
            QVERIFY(editor().isModified());
            QCOMPARE(editor().lines().at(0).settlements, 6);
        }
    }

    void correctionShowsChangesAndHistory()
    {
        play(editor(), QStringLiteral(WORKED));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        QCOMPARE(editor().table(), 2);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_PageUp, Qt::ControlModifier);
        QCOMPARE(editor().table(), 1);
        QCOMPARE(live(editor(), SheetGrid::VpColumn), QStringLiteral("13 7 6 2"));

        play(editor(), QStringLiteral("=3"));
        QCOMPARE(live(editor(), SheetGrid::VpColumn), QStringLiteral("14 7 6 2"));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        const QString name = desk.t().rounds().tables(1).at(0).names.at(0);
        QVERIFY2(
            questionText(desk.window.get()).contains(name + QStringLiteral(": Settlements 2 → 3")),
            qPrintable(questionText(desk.window.get())));
        QVERIFY(answer(desk.window.get(), QStringLiteral("Save correction")));
        const QList<StoredSheet> history = desk.t().results().history(1, 1);
        QCOMPARE(history.size(), 2);
        QCOMPARE(history.at(0).lines.at(0).settlements, 2);
        QCOMPARE(history.at(1).lines.at(0).settlements, 3);

        // Back on table 1, its history shows the change, newest on top.
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_PageUp, Qt::ControlModifier);
        auto *list = child<QListWidget>(desk.window, QStringLiteral("sheetHistory"));
        QCOMPARE(list->count(), 2);
        QVERIFY(list->item(0)->text().startsWith(QStringLiteral("Version 2")));
        QVERIFY(list->item(0)->text().contains(QStringLiteral("Settlements 2 → 3")));

        // Saving unchanged asks nothing and writes nothing.
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        QVERIFY(!openQuestion(desk.window.get()));
        QCOMPARE(desk.t().results().history(1, 1).size(), 2);
    }

    // The sheet on screen shows what the file holds after every undo and
    // redo; Ctrl+Z on a save asks first; Enter then saves from that version
    // and never meets a conflict with a desk that is not there.
    void undoWithTheSheetOnScreen()
    {
        play(editor(), QStringLiteral(WORKED));
        press(Qt::Key_Return);
        QCOMPARE(editor().table(), 2);
        press(Qt::Key_PageUp, Qt::ControlModifier);
        QCOMPARE(editor().table(), 1);
        QCOMPARE(live(editor(), SheetGrid::VpColumn), QStringLiteral("13 7 6 2"));

        // Ctrl+Z names the table and its versions; Esc keeps the save.
        press(Qt::Key_Z, Qt::ControlModifier);
        QVERIFY2(questionText(desk.window.get())
                     .contains(QStringLiteral("version 1 of round 1, table 1")),
                 qPrintable(questionText(desk.window.get())));
        QVERIFY(questionText(desk.window.get()).contains(QStringLiteral("back to no result")));
        QTest::keyClick(openQuestion(desk.window.get()), Qt::Key_Escape);
        QVERIFY(settle(desk.window.get()));
        QCOMPARE(stored(1), SheetState::Complete);

        press(Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(answer(desk.window.get(), QStringLiteral("Undo save")));
        QCOMPARE(stored(1), SheetState::None);
        QCOMPARE(editor().table(), 1);
        QVERIFY(!editor().isModified());
        QVERIFY2(!rowTexts(editor(), 0).contains(QRegularExpression(QStringLiteral("\\d"))),
                 qPrintable(rowTexts(editor(), 0)));
        QCOMPARE(overviewStates(), QStringLiteral("1:No result 2:No result"));

        // Enter on it: a sheet with empty cells, never "another desk".
        QVERIFY(editor().isAncestorOf(QApplication::focusWidget()));
        press(Qt::Key_Return);
        QVERIFY(!questionText(desk.window.get()).contains(QStringLiteral("another desk")));
        QVERIFY(!questionText(desk.window.get()).contains(QStringLiteral("meanwhile")));
        if (openQuestion(desk.window.get()))
            QVERIFY(answer(desk.window.get(), QStringLiteral("Back to the sheet")));

        // Redone: the file's version again, on screen, and Enter keeps it.
        press(Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(!openQuestion(desk.window.get()));
        QCOMPARE(stored(1), SheetState::Complete);
        QCOMPARE(desk.t().results().sheet(1, 1)->version, 2);
        QCOMPARE(live(editor(), SheetGrid::VpColumn), QStringLiteral("13 7 6 2"));
        QVERIFY(!editor().isModified());
        QVERIFY(status().contains(QStringLiteral("Redone: save table 1 of round 1")));
        press(Qt::Key_Return);
        QVERIFY(!openQuestion(desk.window.get()));
        QCOMPARE(desk.t().results().sheet(1, 1)->version, 2);
        QCOMPARE(editor().table(), 2);
    }

    // Typing and commands in one history, newest first, whatever the page.
    void typingAndSavesInOneHistory()
    {
        play(editor(), QStringLiteral(WORKED));
        press(Qt::Key_Return);
        play(editor(), QStringLiteral("2 1"));
        QCOMPARE(action("undoAction")->text(), QStringLiteral("&Undo typing"));
        desk.window->showPage(MainWindow::PlayersPage);
        QCOMPARE(action("undoAction")->text(), QStringLiteral("&Undo typing"));
        desk.window->showPage(MainWindow::ResultsPage);
        press(Qt::Key_Z, Qt::ControlModifier);
        press(Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(!openQuestion(desk.window.get()));
        QVERIFY(!editor().isModified());
        QCOMPARE(action("undoAction")->text(), QStringLiteral("&Undo “save table 1 of round 1”"));
        press(Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(rowTexts(editor(), 0).left(3), QStringLiteral("2 _"));
    }

    // Taking back a table's last save is an action of its own, with a
    // question naming the table and the version; it is undone like any other.
    void takeBackThisTablesLastSave()
    {
        play(editor(), QStringLiteral(WORKED));
        press(Qt::Key_Return);
        play(editor(), QStringLiteral(PLAIN));
        press(Qt::Key_Return);
        QCOMPARE(editor().table(), 2); // every table saved: stays
        const QString saved = live(editor(), SheetGrid::VpColumn);
        QCOMPARE(action("undoSaveAction")->text(),
                 QStringLiteral("Take back this table's last &save…"));

        press(Qt::Key_Z, Qt::ControlModifier | Qt::AltModifier);
        QVERIFY2(questionText(desk.window.get())
                     .contains(QStringLiteral("round 1, table 2 (version 1)")),
                 qPrintable(questionText(desk.window.get())));
        QTest::keyClick(openQuestion(desk.window.get()), Qt::Key_Escape);
        QVERIFY(settle(desk.window.get()));
        QCOMPARE(stored(2), SheetState::Complete);

        press(Qt::Key_Z, Qt::ControlModifier | Qt::AltModifier);
        QVERIFY(answer(desk.window.get(), QStringLiteral("Take back")));
        QCOMPARE(stored(2), SheetState::None);
        QCOMPARE(stored(1), SheetState::Complete);
        QVERIFY(!rowTexts(editor(), 0).contains(QRegularExpression(QStringLiteral("\\d"))));
        QVERIFY(status().contains(QStringLiteral("last save taken back")));

        // Ctrl+Z brings the save back, and the sheet shows it.
        QCOMPARE(action("undoAction")->text(),
                 QStringLiteral("&Undo “take back the last save of table 2 of round 1”"));
        press(Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(stored(2), SheetState::Complete);
        QCOMPARE(live(editor(), SheetGrid::VpColumn), saved);
    }

    // Another desk (or the command line) saved the table after this desk:
    // Ctrl+Z refuses, says why, and leaves the newer version.
    void undoRefusedAfterANewerSave()
    {
        play(editor(), QStringLiteral(WORKED));
        press(Qt::Key_Return);
        {
            // As another desk on the server, or the command line, writes.
            DbError e;
            const QList<PlayerLine> lines = desk.t().results().sheet(1, 1)->lines;
            QVERIFY(desk.t().results().undoLastSave(testPass(), 1, 1, &e));
            QVERIFY2(desk.t().results().saveSheet(testPass(), 1, 1, lines, false, &e),
                     qPrintable(e.message));
        }
        QCOMPARE(desk.t().results().sheet(1, 1)->version, 2);
        press(Qt::Key_Z, Qt::ControlModifier);
        QTRY_VERIFY(openQuestion(desk.window.get()));
        QVERIFY2(questionText(desk.window.get()).contains(QStringLiteral("was changed since")),
                 qPrintable(questionText(desk.window.get())));
        openQuestion(desk.window.get())->accept();
        QVERIFY(settle(desk.window.get()));
        QCOMPARE(desk.t().results().sheet(1, 1)->version, 2);
        QCOMPARE(stored(1), SheetState::Complete);
    }

    void undoTypingDoesNotTouchSaves()
    {
        play(editor(), QStringLiteral(WORKED));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        play(editor(), QStringLiteral("2 1"));
        QCOMPARE(rowTexts(editor(), 0), QStringLiteral("2 1 _ _ _ _"));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(!openQuestion(desk.window.get()));
        QCOMPARE(rowTexts(editor(), 0), QStringLiteral("2 _ _ _ _ _"));
        QCOMPARE(stored(1), SheetState::Complete);
    }

    void leavingUnsavedSheetAsks_data()
    {
        QTest::addColumn<QString>("choice");
        QTest::addColumn<int>("tableAfter");
        QTest::addColumn<int>("state");
        QTest::newRow("stay") << "Stay" << 1 << int(SheetState::None);
        QTest::newRow("discard") << "Discard" << 2 << int(SheetState::None);
        QTest::newRow("draft") << "draft" << 2 << int(SheetState::Draft);
    }
    void leavingUnsavedSheetAsks()
    {
        QFETCH(QString, choice);
        QFETCH(int, tableAfter);
        QFETCH(int, state);
        play(editor(), QStringLiteral("2 3 1"));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_PageDown, Qt::ControlModifier);
        QVERIFY(questionText(desk.window.get()).contains(QStringLiteral("not saved")));
        QVERIFY(answer(desk.window.get(), choice));
        QCOMPARE(editor().table(), tableAfter);
        QCOMPARE(int(stored(1)), state);
        if (tableAfter == 1)
            QCOMPARE(rowTexts(editor(), 0), QStringLiteral("2 3 1 _ _ _"));
    }

    void closingWithUnsavedTypingAsks()
    {
        play(editor(), QStringLiteral("2 3 1"));
        desk.window->close();
        // Still open: the typing is not given up without a word.
        QVERIFY(desk.window->isVisible());
        QVERIFY(questionText(desk.window.get()).contains(QStringLiteral("not saved")));
        QVERIFY(answer(desk.window.get(), QStringLiteral("Stay")));
        QVERIFY(desk.window->isVisible());
        desk.window->close();
        QVERIFY(answer(desk.window.get(), QStringLiteral("draft")));
        QVERIFY(!desk.window->isVisible());
        QCOMPARE(stored(1), SheetState::Draft);
    }

    void overviewFilter()
    {
        play(editor(), QStringLiteral(WORKED));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        QCOMPARE(overviewStates(), QStringLiteral("1:Complete 2:No result"));
        child<QAction>(desk.window, QStringLiteral("onlyMissingAction"))->trigger();
        QCOMPARE(overviewStates(), QStringLiteral("2:No result"));
        QVERIFY(child<QLabel>(desk.window, QStringLiteral("roundSummary"))
                    ->text()
                    .contains(QStringLiteral("Complete: 1 of 2 tables")));
        child<QAction>(desk.window, QStringLiteral("onlyMissingAction"))->trigger();
        QCOMPARE(overviewStates(), QStringLiteral("1:Complete 2:No result"));
    }

    void reopenedTournamentStartsOnResults()
    {
        play(editor(), QStringLiteral(WORKED));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        const QString path = desk.t().path();
        desk.window.reset();
        QVERIFY(desk.start(path));
        QCOMPARE(desk.window->pages()->currentIndex(), int(MainWindow::ResultsPage));
        QCOMPARE(desk.window->currentRound(), 1);
        QCOMPARE(editor().table(), 2);
    }
};

QTEST_MAIN(TstResultsFlow)
#include "tst_resultsflow.moc"
