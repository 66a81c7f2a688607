// Undo and redo of what the director did at the desk: Edit → Undo names it
// in the language, Ctrl+Z and Ctrl+Shift+Z take it back and do it again, an
// undo another change made impossible is refused with a message; and every
// view follows a change at once, whoever made it (the rule set reaches the
// open sheet). The history is the file's while the program runs.
#include "commands/detailcommands.h"
#include "desktest.h"
#include "rounds/resultspanel.h"
#include "sheettyping.h"
#include "storepass.h"
#include "window/restorebackupdialog.h"

#include "commands/playercommands.h"
#include "commands/roundcommands.h"
#include "common/deskhistory.h"
#include "tournament/backups.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"

#include <QAction>
#include <QLineEdit>
#include <QSettings>
#include <QStandardPaths>

using namespace ctd;
using namespace ctd::test;

class TstDeskHistory : public QObject
{
    Q_OBJECT

private:
    Desk desk;

    QAction *action(const char *name) const
    {
        return child<QAction>(desk.window, QString::fromLatin1(name));
    }
    DeskHistory *history() const { return DeskHistory::of(&desk.t()); }
    qint64 idOf(const QString &name) const
    {
        const std::optional<Player> p = desk.t().roster().playerByName(name);
        return p ? p->id : 0;
    }
    void run(std::unique_ptr<Command> command)
    {
        DbError e;
        QVERIFY2(history()->run(std::move(command), &e), qPrintable(e.message));
        QCoreApplication::processEvents();
    }
    void language(const QString &code)
    {
        child<QAction>(desk.window, QStringLiteral("language_") + code)->trigger();
        QCoreApplication::processEvents();
    }
    void seatRound1()
    {
        Seating tables{{idOf("Anna"), idOf("Bernd"), idOf("Carla"), idOf("Dario")}};
        run(std::make_unique<SeatRound>(tables, 1, 11));
    }

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init()
    {
        QSettings().clear();
        Language::apply(QStringLiteral("en"));
        QVERIFY(desk.start(desk.path()));
        desk.addPlayers(names(4));
    }
    void cleanup()
    {
        desk.window.reset();
        QFile::remove(desk.path());
        Language::apply(QStringLiteral("en"));
    }

    void undoAndRedoByName()
    {
        desk.window->showPage(MainWindow::PlayersPage);
        QVERIFY(!action("undoAction")->isEnabled() || !history()->canUndo());
        run(std::make_unique<RenamePlayer>(idOf("Anna"), "Anna Schmidt"));
        QCOMPARE(action("undoAction")->text(), QString("&Undo “rename Anna to Anna Schmidt”"));
        QVERIFY(action("undoAction")->isEnabled());

        QTest::keyClick(desk.window.get(), Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(desk.t().roster().playerByName("Anna"));
        QVERIFY(!desk.t().roster().playerByName("Anna Schmidt"));
        QCOMPARE(action("redoAction")->text(), QString("&Redo “rename Anna to Anna Schmidt”"));
        QVERIFY(action("redoAction")->isEnabled());

        QTest::keyClick(desk.window.get(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(desk.t().roster().playerByName("Anna Schmidt"));
        QVERIFY(!action("redoAction")->isEnabled());

        // The name follows the language, also of a command done before the change.
        language("de");
        QCOMPARE(action("undoAction")->text(),
                 QString("&Rückgängig: „Anna in Anna Schmidt umbenennen“"));
        language("pt");
        QCOMPARE(action("undoAction")->text(),
                 QString("&Desfazer “renomear Anna para Anna Schmidt”"));
    }

    // A player typed into the Players page is one command; so is a drop.
    void thePagesWriteThroughCommands()
    {
        desk.window->showPage(MainWindow::PlayersPage);
        QLineEdit *field = child<QLineEdit>(desk.window, "newPlayerName");
        field->setFocus();
        QTest::keyClicks(field, "Emil");
        QTest::keyClick(field, Qt::Key_Return);
        QVERIFY(desk.t().roster().playerByName("Emil"));
        QCOMPARE(action("undoAction")->text(), QString("&Undo “add Emil”"));
        QVERIFY(history()->undo(nullptr));
        QVERIFY(!desk.t().roster().playerByName("Emil"));

        // The round's clock and its seating are undone as well.
        seatRound1();
        QCOMPARE(history()->undoText(), QString("seat round 1"));
        QCOMPARE(desk.t().rounds().roundSeed(1), quint64(11));
        DbError e;
        QVERIFY(history()->undo(&e));
        QCOMPARE(desk.t().rounds().roundCount(), 0);
        QVERIFY(history()->redo(&e));
        QCOMPARE(desk.t().rounds().roundCount(), 1);
        QCOMPARE(desk.t().rounds().roundSeed(1), quint64(11));
    }

    // Another change of the same thing since: the undo says so and changes nothing.
    void undoRefusedAfterAnotherChange()
    {
        run(std::make_unique<SetDropped>(idOf("Bernd"), true));
        DbError e;
        QVERIFY(desk.t().roster().setDropped(testPass(), idOf("Bernd"), false,
                                             &e)); // another desk's change
        QTest::keyClick(desk.window.get(), Qt::Key_Z, Qt::ControlModifier);
        QTRY_VERIFY(openQuestion(desk.window.get()));
        QVERIFY2(questionText(desk.window.get()).contains("“drop Bernd” was changed since"),
                 qPrintable(questionText(desk.window.get())));
        openQuestion(desk.window.get())->accept();
        QVERIFY(!desk.t().roster().playerByName("Bernd")->dropped);
        QVERIFY(history()->canUndo()); // still there to look at; nothing moved
    }

    // A new rule set reaches the sheet that is open: the same sheet scores
    // under the rules now in force, as the standings beside it do.
    void rulesReachTheOpenSheet()
    {
        seatRound1();
        desk.window->setCurrentRound(1);
        desk.window->showPage(MainWindow::ResultsPage);
        SheetEditor *editor = desk.window->resultsPanel()->editor();
        QTRY_VERIFY(editor->hasTable());
        editor->setTable(1, 1, names(4), workedExample(names(4)), SheetState::None);
        QCOMPARE(live(*editor, SheetGrid::PointsColumn), QString("5.00 3.00 2.00 1.00"));
        run(SetDetails::rules(desk.t(), RuleSet::byId("catan-studio")));
        QCOMPARE(live(*editor, SheetGrid::PointsColumn), QString("1.00 0.00 0.00 0.00"));
        QVERIFY(history()->undo(nullptr));
        QCOMPARE(live(*editor, SheetGrid::PointsColumn), QString("5.00 3.00 2.00 1.00"));
    }

    // The history is the file's: another file has its own, and the file
    // opened again takes up its own where it was left.
    void keptAcrossAReopen()
    {
        const QString first = desk.path();
        run(std::make_unique<SetDropped>(idOf("Bernd"), true));
        QVERIFY(history()->canUndo());
        QVERIFY(desk.window->openTournament(desk.path("other.sqlite")));
        QVERIFY(!history()->canUndo());
        QVERIFY(!action("undoAction")->isEnabled());

        QVERIFY(desk.window->openTournament(first));
        QCOMPARE(action("undoAction")->text(), QString("&Undo “drop Bernd”"));
        QVERIFY(action("undoAction")->isEnabled());
        QTest::keyClick(desk.window.get(), Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(!desk.t().roster().playerByName("Bernd")->dropped);
        QCOMPARE(action("redoAction")->text(), QString("&Redo “drop Bernd”"));

        // A new window on the file (the desk started again in this program) too.
        desk.window.reset();
        QVERIFY(desk.start(first));
        QCOMPARE(history()->redoText(), QString("drop Bernd"));
        QVERIFY(history()->redo(nullptr));
        QVERIFY(desk.t().roster().playerByName("Bernd")->dropped);
    }

    // Changed while it was closed: the undo that no longer fits is refused,
    // as when another desk changed it while open.
    void reopenedAfterAChangeElsewhere()
    {
        const QString first = desk.path();
        run(std::make_unique<RenamePlayer>(idOf("Carla"), "Carla Nunes"));
        QVERIFY(desk.window->openTournament(desk.path("other.sqlite")));
        {
            Tournament elsewhere;
            DbError e;
            QVERIFY2(elsewhere.open(first, &e), qPrintable(e.message));
            QVERIFY(elsewhere.roster().renamePlayer(
                testPass(), elsewhere.roster().playerByName("Carla Nunes")->id, "Carla Souza", &e));
        }
        QVERIFY(desk.window->openTournament(first));
        DbError e;
        QVERIFY(!history()->undo(&e));
        QCOMPARE(e.kind, DbError::Conflict);
        QVERIFY2(e.message.contains("was changed since"), qPrintable(e.message));
        QVERIFY(desk.t().roster().playerByName("Carla Souza"));
    }

    // A file made new at the same place, or a backup put in its place, is
    // another tournament: nothing done to the one before can be undone there.
    void emptyForANewFileOrABackup()
    {
        const QString first = desk.path();
        run(std::make_unique<SetDropped>(idOf("Bernd"), true));
        desk.window.reset();
        QVERIFY(QFile::remove(first));
        QVERIFY(desk.start(first));
        QVERIFY(!history()->canUndo());

        desk.addPlayers(names(4));
        DbError e;
        QVERIFY2(desk.t().backups().backUp(&e), qPrintable(e.message));
        run(std::make_unique<SetDropped>(idOf("Dario"), true));
        QVERIFY(history()->canUndo());
        action("restoreAction")->trigger();
        auto *dialog = desk.window->findChild<RestoreBackupDialog *>();
        QTRY_VERIFY(dialog && dialog->isVisible());
        dialog->accept();
        QVERIFY(desk.window->tournament());
        QVERIFY(!desk.t().roster().playerByName("Dario")->dropped);
        QVERIFY(!history()->canUndo());
        QVERIFY(!action("undoAction")->isEnabled());
    }
};

QTEST_MAIN(TstDeskHistory)
#include "tst_desk_history.moc"
