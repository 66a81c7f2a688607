// The desk window: drawing, starting and changing the seating of a round.
#include "desktest.h"
#include "printing/paperactions.h"
#include "rounds/handseatingdialog.h"
#include "rounds/moveplayerdialog.h"
#include "rounds/seatingpanel.h"
#include "rounds/startrounddialog.h"
#include "rounds/tableplan.h"
#include "storepass.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTimer>

using namespace ctd;
using namespace ctd::test;

class TstDeskSeating : public QObject
{
    Q_OBJECT

private:
    Desk desk;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(QFontMetrics(QApplication::font()).inFont(QLatin1Char('A')));
    }
    void init()
    {
        QSettings().clear();
        QVERIFY(desk.dir.isValid());
        QVERIFY(desk.start(desk.path()));
    }
    void cleanup()
    {
        desk.window.reset();
        QFile::remove(desk.path());
    }

    // "Search longer" from the keyboard: the draw searches with a progress
    // window and ends at once where the seating is already optimal.
    void startRoundSearchingLonger()
    {
        desk.addPlayers(playerNames(12));
        const int round = 1;
        QTest::keyClick(desk.window.get(), Qt::Key_R, Qt::ControlModifier);
        auto *dialog = desk.window->findChild<StartRoundDialog *>();
        QVERIFY(dialog && dialog->isVisible());
        auto *longer = dialog->findChild<QCheckBox *>(QStringLiteral("searchLonger"));
        QVERIFY(longer && longer->isEnabled() && !longer->isChecked());
        // Tab from the seed to the check box, and Space.
        auto *seed = dialog->findChild<QLineEdit *>(QStringLiteral("seed"));
        seed->setFocus();
        QTest::keyClick(seed, Qt::Key_Tab);
        QTest::keyClick(dialog->focusWidget(), Qt::Key_Tab); // past "New seed"
        QCOMPARE(dialog->focusWidget(), longer);
        QTest::keyClick(longer, Qt::Key_Space);
        QVERIFY(longer->isChecked());
        QVERIFY(dialog->searchLonger());
        QTest::keyClick(longer, Qt::Key_Return);
        QTRY_COMPARE(desk.t().rounds().roundCount(), round);
        QList<qint64> seated;
        for (const SeatedTable &t : desk.t().rounds().tables(round))
            seated += t.playerIds;
        QCOMPARE(seated.size(), 12);
        QCOMPARE(QSet<qint64>(seated.begin(), seated.end()).size(), 12);
        QTRY_VERIFY(!desk.window->findChild<StartRoundDialog *>()); // closed and gone
        // The status bar says what the engine reports: a first round meets nobody again.
        QVERIFY2(
            desk.window->statusBar()->currentMessage().contains("Nobody meets an opponent again"),
            qPrintable(desk.window->statusBar()->currentMessage()));
    }

    void drawFromSeed_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<QList<int>>("sizes");
        QTest::newRow("8: two of 4") << 8 << QList<int>{4, 4};
        QTest::newRow("7: 4 and 3") << 7 << QList<int>{4, 3};
        QTest::newRow("9: three of 3") << 9 << QList<int>{3, 3, 3};
        QTest::newRow("11: 4, 4, 3") << 11 << QList<int>{4, 4, 3};
    }
    void drawFromSeed()
    {
        QFETCH(int, players);
        QFETCH(QList<int>, sizes);
        desk.addPlayers(playerNames(players));
        QCOMPARE(desk.window->seatingPanel()->drawNextRound(4711), QString());
        QList<int> got;
        QList<QList<qint64>> first;
        for (const SeatedTable &t : desk.t().rounds().tables(1)) {
            got.append(int(t.playerIds.size()));
            first.append(t.playerIds);
        }
        QCOMPARE(got, sizes);
        QCOMPARE(desk.window->currentRound(), 1);
        QVERIFY(child<QLabel>(desk.window, QStringLiteral("seedInfo"))->text().contains("4711"));

        // The same seed with the same players repeats the draw.
        DbError error;
        QVERIFY(desk.t().rounds().removeLastRound(testPass(), &error));
        desk.window->reload();
        QCOMPARE(desk.window->seatingPanel()->drawNextRound(4711), QString());
        QList<QList<qint64>> again;
        for (const SeatedTable &t : desk.t().rounds().tables(1))
            again.append(t.playerIds);
        QCOMPARE(again, first);
    }

    void countThatCannotBeSeated_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<QString>("explained");
        QTest::newRow("5") << 5 << "5 active players cannot be seated";
        QTest::newRow("2") << 2 << "a table needs at least 3";
        QTest::newRow("0") << 0 << "a table needs at least 3";
    }
    void countThatCannotBeSeated()
    {
        QFETCH(int, players);
        QFETCH(QString, explained);
        if (players)
            desk.addPlayers(playerNames(players));
        child<QAction>(desk.window, QStringLiteral("startRoundAction"))->trigger();
        auto *dialog = child<StartRoundDialog>(desk.window);
        QVERIFY(dialog && dialog->isVisible());
        QVERIFY(TablePlan::describe(players).contains(explained));
        const QList<QLabel *> labels = dialog->findChildren<QLabel *>();
        bool shown = false;
        for (QLabel *l : labels)
            shown = shown || l->text().contains(explained);
        QVERIFY(shown);
        QTest::keyClick(dialog, Qt::Key_Return);
        QCOMPARE(desk.t().rounds().roundCount(), 0);
        QVERIFY(!desk.window->seatingPanel()->drawNextRound(1).isEmpty());
        QCOMPARE(desk.t().rounds().roundCount(), 0);
    }

    void startRoundThroughDialog()
    {
        desk.addPlayers(playerNames(8));
        QTest::keyClick(desk.window.get(), Qt::Key_R, Qt::ControlModifier);
        auto *dialog = child<StartRoundDialog>(desk.window);
        QVERIFY(dialog && dialog->isVisible());
        auto *seed = child<QLineEdit>(dialog, QStringLiteral("seed"));
        seed->selectAll();
        QTest::keyClicks(seed, "123");
        QTest::keyClick(seed, Qt::Key_Return);
        QCOMPARE(desk.t().rounds().roundCount(), 1);
        QCOMPARE(desk.window->seatingPanel()->seedOf(1), quint64(123));
        QCOMPARE(child<QComboBox>(desk.window, QStringLiteral("roundBox"))->currentText(),
                 QStringLiteral("Round 1"));
    }

    // docs/seating.md, "Publishing a round", by keyboard: with the desk's
    // setting on, Ctrl+R seats a draft, which the page says; Ctrl+R draws it
    // again without a question; printing its slips asks first;
    // Ctrl+Shift+R publishes it, Ctrl+Z holds it back, and removing a draft
    // asks nothing.
    void draftsPublishedByKey()
    {
        desk.addPlayers(playerNames(8));
        auto *hold = child<QAction>(desk.window, QStringLiteral("holdDraftsAction"));
        QVERIFY(!hold->isChecked() && !SeatingPanel::holdsDrafts());
        hold->trigger();
        QVERIFY(SeatingPanel::holdsDrafts());
        const auto draw = [this](const char *typed) {
            // The desk is the active window again once a dialog has gone.
            desk.window->activateWindow();
            QVERIFY(QTest::qWaitForWindowActive(desk.window.get()));
            QTest::keyClick(desk.window.get(), Qt::Key_R, Qt::ControlModifier);
            auto *dialog = child<StartRoundDialog>(desk.window);
            QVERIFY(dialog && dialog->isVisible());
            auto *seed = child<QLineEdit>(dialog, QStringLiteral("seed"));
            seed->selectAll();
            QTest::keyClicks(seed, typed);
            QTest::keyClick(seed, Qt::Key_Return);
        };
        draw("123");
        QCOMPARE(desk.t().rounds().roundCount(), 1);
        QCOMPARE(desk.t().rounds().drafts(), QList<int>{1});
        auto *info = child<QLabel>(desk.window, QStringLiteral("draftInfo"));
        QTRY_VERIFY(info->isVisible());
        if (qEnvironmentVariableIsSet("CATAN_SCREENSHOT_DIR"))
            desk.window->grab().save(
                qEnvironmentVariable("CATAN_SCREENSHOT_DIR")
                + QStringLiteral("/seating-draft-%1.png").arg(QLocale().name().left(2)));
        QVERIFY2(desk.window->statusBar()->currentMessage().contains("It is a draft"),
                 qPrintable(desk.window->statusBar()->currentMessage()));
        QVERIFY2(info->text().contains("Round 1 is a draft") && info->text().contains("no seating"),
                 qPrintable(info->text()));
        auto *publish = child<QPushButton>(desk.window, QStringLiteral("publishButton"));
        QVERIFY(publish->isVisible() && publish->text().contains("round 1"));

        // Drawn again: the dialog at once, no "not complete" question.
        QTRY_VERIFY(!desk.window->findChild<StartRoundDialog *>());
        draw("124");
        QCOMPARE(desk.t().rounds().roundCount(), 1);
        QCOMPARE(desk.window->seatingPanel()->seedOf(1), quint64(124));
        QCOMPARE(desk.t().rounds().drafts(), QList<int>{1});

        // Its slips: asked first; Cancel prints nothing.
        auto *paper = desk.window->findChild<PaperActions *>();
        QVERIFY(paper);
        QString asked;
        QTimer::singleShot(0, this, [&asked] {
            QMessageBox *box = nullptr;
            (void)QTest::qWaitFor([&box] {
                box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
                return box && box->isVisible();
            });
            if (!box)
                return;
            asked = box->objectName() + QLatin1Char(':') + box->text();
            box->button(QMessageBox::Cancel)->click();
        });
        paper->printAction(PaperKind::Slips)->trigger();
        QVERIFY2(asked.startsWith("draftPaper:Round 1 is a draft"), qPrintable(asked));
        QVERIFY(!QApplication::activeModalWidget());
        desk.window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(desk.window.get()));

        QTest::keyClick(desk.window.get(), Qt::Key_R, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(desk.t().rounds().drafts().isEmpty());
        QVERIFY(!info->isVisible());
        QVERIFY(!publish->isVisible());
        QVERIFY2(desk.window->statusBar()->currentMessage().contains("Round 1 published"),
                 qPrintable(desk.window->statusBar()->currentMessage()));
        QTest::keyClick(desk.window.get(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(desk.t().rounds().drafts(), QList<int>{1});
        QVERIFY(info->isVisible());
        QTest::keyClick(desk.window.get(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(desk.t().rounds().drafts().isEmpty());
        QTest::keyClick(desk.window.get(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(desk.t().rounds().drafts(), QList<int>{1});

        // A draft removed: no question (asynchronous, it would leave the round).
        child<QAction>(desk.window, QStringLiteral("removeRoundAction"))->trigger();
        QCOMPARE(desk.t().rounds().roundCount(), 0);
        QVERIFY(desk.t().rounds().drafts().isEmpty());
        QVERIFY(!QApplication::activeModalWidget());
    }

    void seatByHand_data()
    {
        QTest::addColumn<QList<int>>("tableOfRow"); // empty: the suggestion
        QTest::addColumn<QString>("problem");
        QTest::addColumn<QList<int>>("sizes");
        QTest::newRow("suggestion") << QList<int>{} << QString() << QList<int>{4, 3};
        QTest::newRow("own choice")
            << QList<int>{2, 2, 2, 1, 1, 1, 1} << QString() << QList<int>{4, 3};
        QTest::newRow("a gap") << QList<int>{1, 1, 1, 1, 3, 3, 3} << "no player is at table 2"
                               << QList<int>{};
        QTest::newRow("five at a table")
            << QList<int>{1, 1, 1, 1, 1, 2, 2} << "table 1 has 5 players" << QList<int>{};
    }
    void seatByHand()
    {
        QFETCH(QList<int>, tableOfRow);
        QFETCH(QString, problem);
        QFETCH(QList<int>, sizes);
        desk.addPlayers(playerNames(7));
        HandSeatingDialog dialog(1, desk.t().roster().players());
        for (int row = 0; row < tableOfRow.size(); ++row)
            dialog.setTableOf(row, tableOfRow.at(row));
        QVERIFY2(dialog.problems().contains(problem), qPrintable(dialog.problems()));
        if (!problem.isEmpty())
            return;
        QCOMPARE(desk.window->seatingPanel()->addNextRound(dialog.tables()), QString());
        QList<int> got;
        for (const SeatedTable &t : desk.t().rounds().tables(1))
            got.append(int(t.playerIds.size()));
        QCOMPARE(got, sizes);
        QCOMPARE(desk.window->seatingPanel()->seedOf(1), quint64(0));
    }

    void moveBeforeResults()
    {
        desk.addPlayers(playerNames(7));
        QCOMPARE(desk.window->seatingPanel()->drawNextRound(9), QString());
        const QList<SeatedTable> before = desk.t().rounds().tables(1);
        const qint64 mover = before.at(0).playerIds.at(0);
        const qint64 other = before.at(1).playerIds.at(1);
        // Into the free seat of the table of 3: 3 and 4 afterwards.
        MovePlayerDialog into(before, mover);
        into.choose(mover, 2, 0);
        QCOMPARE(into.problem(), QString());
        QCOMPARE(into.result().at(1).last(), mover);
        // A swap keeps both seat orders.
        MovePlayerDialog swap(before, mover);
        swap.choose(mover, 2, other);
        QCOMPARE(swap.result().at(0).at(0), other);
        QCOMPARE(swap.result().at(1).at(1), mover);
        // Moving out of the table of 3 would leave 2.
        MovePlayerDialog bad(before, other);
        bad.choose(other, 1, 0);
        QVERIFY(bad.problem().contains(QStringLiteral("3 or 4")));

        QTest::keyClick(desk.window.get(), Qt::Key_M, Qt::ControlModifier);
        auto *dialog = child<MovePlayerDialog>(desk.window);
        QVERIFY(dialog && dialog->isVisible());
        dialog->choose(mover, 2, other);
        dialog->accept();
        QCOMPARE(desk.t().rounds().tables(1).at(1).playerIds.at(1), mover);
        QCOMPARE(desk.t().rounds().tables(1).at(0).playerIds.at(0), other);
    }
};

QTEST_MAIN(TstDeskSeating)
#include "tst_desk_seating.moc"
