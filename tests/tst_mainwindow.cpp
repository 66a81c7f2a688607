// The desk window: tournament files, players, and seating a round.
#include "desktest.h"
#include "language/language.h"
#include "printing/paperactions.h"
#include "players/pastenamesdialog.h"
#include "players/playerspanel.h"
#include "rounds/handseatingdialog.h"
#include "rounds/moveplayerdialog.h"
#include "rounds/seatingpanel.h"
#include "rounds/startrounddialog.h"
#include "rounds/tableplan.h"

#include <QAction>
#include <QClipboard>
#include <QCheckBox>
#include <QStatusBar>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>

using namespace ctd;
using namespace ctd::test;

class TstMainWindow : public QObject
{
    Q_OBJECT

private:
    Desk desk;

    QLineEdit *nameField() const
    {
        return desk.window->findChild<QLineEdit *>(QStringLiteral("newPlayerName"));
    }
    QStringList storedNames() const
    {
        QStringList out;
        for (const Player &p : desk.t().players())
            out.append(p.name);
        return out;
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
        QVERIFY(desk.dir.isValid());
        QVERIFY(desk.start(desk.path()));
    }
    void cleanup()
    {
        desk.window.reset();
        QFile::remove(desk.path());
    }

    void opensOnTheTournament()
    {
        QVERIFY(desk.window->tournament());
        QCOMPARE(desk.window->pages()->currentIndex(), int(MainWindow::PlayersPage));
        QCOMPARE(QSettings().value(QStringLiteral("files/last")).toString(), desk.t().path());
        QVERIFY(desk.window->recentFiles().contains(desk.t().path()));
        QVERIFY(desk.window->windowTitle().contains(QStringLiteral("Catan Tournament Desk")));
        // Printing and export of this tournament are in the File menu.
        QVERIFY(desk.window->paperActions());
        QAction *printStandings = desk.window->paperActions()->actions().constFirst();
        QVERIFY(!printStandings->associatedObjects().isEmpty());
    }

    void followsTheLanguage()
    {
        TournamentInfo info = desk.t().info();
        info.name = QStringLiteral("Spring Cup");
        info.date = QDate(2026, 4, 18);
        DbError error;
        QVERIFY(desk.t().setInfo(info, &error));
        desk.window->reload();
        auto *date = desk.window->findChild<QLabel *>(QStringLiteral("tournamentDate"));
        QVERIFY(date->text().contains(QStringLiteral("April")));
        // Switched while running: the window re-translates and re-formats.
        QVERIFY(Language::apply(QStringLiteral("de")));
        QCoreApplication::processEvents();   // LanguageChange is posted to each window
        QVERIFY2(date->text().contains(QStringLiteral("April 2026"))
                     && date->text().startsWith(QStringLiteral("Samstag")),
                 qPrintable(date->text()));
        QVERIFY(Language::apply(QStringLiteral("en")));
        QCoreApplication::processEvents();
        QVERIFY(date->text().contains(QStringLiteral("Saturday")));
    }

    void addPlayersByKeyboard_data()
    {
        QTest::addColumn<QStringList>("typed");
        QTest::addColumn<QStringList>("stored");
        QTest::addColumn<QString>("message");
        QTest::newRow("two names") << QStringList{"Anna", "Bernd"} << QStringList{"Anna", "Bernd"}
                                   << QString();
        QTest::newRow("spaces trimmed") << QStringList{"  Carla  "} << QStringList{"Carla"} << QString();
        QTest::newRow("duplicate refused") << QStringList{"Anna", "Anna"} << QStringList{"Anna"}
                                           << QStringLiteral("\"Anna\" is already a player");
        QTest::newRow("empty line ignored") << QStringList{"", "Dario"} << QStringList{"Dario"}
                                            << QString();
    }
    void addPlayersByKeyboard()
    {
        QFETCH(QStringList, typed);
        QFETCH(QStringList, stored);
        QFETCH(QString, message);
        QLineEdit *field = nameField();
        QVERIFY(field->hasFocus());
        for (const QString &name : typed) {
            QTest::keyClicks(field, name);
            QTest::keyClick(field, Qt::Key_Return);
        }
        QCOMPARE(storedNames(), stored);
        const QString shown = desk.window->playersPanel()->message();
        if (message.isEmpty())
            QVERIFY2(shown.isEmpty(), qPrintable(shown));
        else
            QVERIFY2(shown.contains(message), qPrintable(shown));
        // A refused name stays in the field to be corrected.
        QCOMPARE(field->text().isEmpty(), message.isEmpty());
    }

    void pasteList_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("stored");
        QTest::addColumn<QStringList>("named");
        QTest::newRow("all new") << "Emil\n\n Fatma \nGustavo\n" << QStringList{"Anna", "Emil", "Fatma", "Gustavo"}
                                 << QStringList{};
        QTest::newRow("one already there: nothing added") << "Emil\nAnna\nFatma"
                                                          << QStringList{"Anna"} << QStringList{"Anna"};
        QTest::newRow("one given twice: nothing added") << "Emil\nFatma\nEmil"
                                                        << QStringList{"Anna"} << QStringList{"Emil"};
    }
    void pasteList()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, stored);
        QFETCH(QStringList, named);
        desk.addPlayers({"Anna"});
        QApplication::clipboard()->setText(text);
        desk.window->playersPanel()->pasteList();
        auto *dialog = desk.window->findChild<PasteNamesDialog *>();
        QVERIFY(dialog && dialog->isVisible());
        dialog->accept();
        QCOMPARE(storedNames(), stored);
        QCOMPARE(dialog->isVisible(), !named.isEmpty());
        for (const QString &name : named)
            QVERIFY2(dialog->problem().contains(name), qPrintable(dialog->problem()));
    }

    void importCsv_data()
    {
        QTest::addColumn<QByteArray>("csv");
        QTest::addColumn<QStringList>("stored");
        QTest::addColumn<QString>("problem");
        QTest::newRow("plain list") << QByteArray("Anna\nBernd\n") << QStringList{"Anna", "Bernd"} << QString();
        QTest::newRow("player column")
            << QByteArray("club,player\nOslo,Anna\nPorto,\"Souza, João\"\n")
            << QStringList{"Anna", "Souza, João"} << QString();
        QTest::newRow("name column with BOM")
            << QByteArray("\xEF\xBB\xBF" "Name,x\nAnna,1\n")
            << QStringList{"Anna"} << QString();
        QTest::newRow("duplicates named") << QByteArray("name\nAnna\nAnna\n") << QStringList{}
                                          << QStringLiteral("given twice: Anna");
        QTest::newRow("no names") << QByteArray("name\n") << QStringList{}
                                  << QStringLiteral("holds no names");
    }
    void importCsv()
    {
        QFETCH(QByteArray, csv);
        QFETCH(QStringList, stored);
        QFETCH(QString, problem);
        QFile file(desk.dir.filePath(QStringLiteral("names.csv")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(csv);
        file.close();
        const QString result = desk.window->playersPanel()->importNamesFile(file.fileName());
        QCOMPARE(storedNames(), stored);
        if (problem.isEmpty())
            QVERIFY2(result.isEmpty(), qPrintable(result));
        else
            QVERIFY2(result.contains(problem), qPrintable(result));
    }

    void renameAndDrop()
    {
        desk.addPlayers({"Anna", "Bernd"});
        auto *view = desk.window->findChild<QTableView *>(QStringLiteral("playersView"));
        view->setFocus();
        view->setCurrentIndex(view->model()->index(0, 0));
        QTest::keyClick(view, Qt::Key_F2);
        QLineEdit *editor = view->findChild<QLineEdit *>();
        QVERIFY(editor);
        editor->selectAll();
        QTest::keyClicks(editor, "Bernd");
        QTest::keyClick(editor, Qt::Key_Return);
        // The delegate commits the editor from the event loop.
        QCoreApplication::processEvents();
        QCOMPARE(storedNames(), (QStringList{"Anna", "Bernd"}));
        QVERIFY(!desk.window->playersPanel()->message().isEmpty());
        view->setCurrentIndex(view->model()->index(0, 0));
        QTest::keyClick(view, Qt::Key_F2);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        editor = view->findChild<QLineEdit *>();
        QVERIFY(editor);
        editor->selectAll();
        QTest::keyClicks(editor, "Ana");
        QTest::keyClick(editor, Qt::Key_Return);
        // The delegate commits the editor from the event loop.
        QCoreApplication::processEvents();
        QCOMPARE(storedNames(), (QStringList{"Ana", "Bernd"}));

        view->setCurrentIndex(view->model()->index(1, 0));
        desk.window->findChild<QPushButton *>(QStringLiteral("dropButton"))->click();
        QVERIFY(desk.t().playerByName(QStringLiteral("Bernd"))->dropped);
        desk.window->findChild<QPushButton *>(QStringLiteral("dropButton"))->click();
        QVERIFY(!desk.t().playerByName(QStringLiteral("Bernd"))->dropped);
    }

    void searchFilter_data()
    {
        QTest::addColumn<QString>("search");
        QTest::addColumn<int>("shown");
        QTest::newRow("nothing") << QString() << 4;
        QTest::newRow("accent ignored") << "joao" << 1;
        QTest::newRow("case ignored") << "AN" << 2;
        QTest::newRow("no match") << "zz" << 0;
    }
    void searchFilter()
    {
        QFETCH(QString, search);
        QFETCH(int, shown);
        desk.addPlayers({"Anna", "Bernd", "João", "Hanna"});
        QTest::keySequence(desk.window.get(), QKeySequence::Find);
        auto *field = desk.window->findChild<QLineEdit *>(QStringLiteral("playerSearch"));
        QVERIFY(field->hasFocus());
        QTest::keyClicks(field, search);
        QCOMPARE(desk.window->findChild<QTableView *>(QStringLiteral("playersView"))->model()->rowCount(), shown);
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
        for (const SeatedTable &t : desk.t().tables(1)) {
            got.append(int(t.playerIds.size()));
            first.append(t.playerIds);
        }
        QCOMPARE(got, sizes);
        QCOMPARE(desk.window->currentRound(), 1);
        QVERIFY(desk.window->findChild<QLabel *>(QStringLiteral("seedInfo"))->text().contains("4711"));

        // The same seed with the same players repeats the draw.
        DbError error;
        QVERIFY(desk.t().removeLastRound(&error));
        desk.window->reload();
        QCOMPARE(desk.window->seatingPanel()->drawNextRound(4711), QString());
        QList<QList<qint64>> again;
        for (const SeatedTable &t : desk.t().tables(1))
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
        desk.window->findChild<QAction *>(QStringLiteral("startRoundAction"))->trigger();
        auto *dialog = desk.window->findChild<StartRoundDialog *>();
        QVERIFY(dialog && dialog->isVisible());
        QVERIFY(TablePlan::describe(players).contains(explained));
        const QList<QLabel *> labels = dialog->findChildren<QLabel *>();
        bool shown = false;
        for (QLabel *l : labels)
            shown = shown || l->text().contains(explained);
        QVERIFY(shown);
        QTest::keyClick(dialog, Qt::Key_Return);
        QCOMPARE(desk.t().roundCount(), 0);
        QVERIFY(!desk.window->seatingPanel()->drawNextRound(1).isEmpty());
        QCOMPARE(desk.t().roundCount(), 0);
    }

    void startRoundThroughDialog()
    {
        desk.addPlayers(playerNames(8));
        QTest::keyClick(desk.window.get(), Qt::Key_R, Qt::ControlModifier);
        auto *dialog = desk.window->findChild<StartRoundDialog *>();
        QVERIFY(dialog && dialog->isVisible());
        auto *seed = dialog->findChild<QLineEdit *>(QStringLiteral("seed"));
        seed->selectAll();
        QTest::keyClicks(seed, "123");
        QTest::keyClick(seed, Qt::Key_Return);
        QCOMPARE(desk.t().roundCount(), 1);
        QCOMPARE(desk.window->seatingPanel()->seedOf(1), quint64(123));
        QCOMPARE(desk.window->findChild<QComboBox *>(QStringLiteral("roundBox"))->currentText(),
                 QStringLiteral("Round 1"));
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
        QTest::keyClick(dialog->focusWidget(), Qt::Key_Tab);   // past "New seed"
        QCOMPARE(dialog->focusWidget(), longer);
        QTest::keyClick(longer, Qt::Key_Space);
        QVERIFY(longer->isChecked());
        QVERIFY(dialog->searchLonger());
        QTest::keyClick(longer, Qt::Key_Return);
        QTRY_COMPARE(desk.t().roundCount(), round);
        QList<qint64> seated;
        for (const SeatedTable &t : desk.t().tables(round))
            seated += t.playerIds;
        QCOMPARE(seated.size(), 12);
        QCOMPARE(QSet<qint64>(seated.begin(), seated.end()).size(), 12);
        QTRY_VERIFY(!desk.window->findChild<StartRoundDialog *>());   // closed and gone
        // The status bar says what the engine reports: a first round meets nobody again.
        QVERIFY2(desk.window->statusBar()->currentMessage().contains("Nobody meets an opponent again"),
                 qPrintable(desk.window->statusBar()->currentMessage()));
    }

    void seatByHand_data()
    {
        QTest::addColumn<QList<int>>("tableOfRow");   // empty: the suggestion
        QTest::addColumn<QString>("problem");
        QTest::addColumn<QList<int>>("sizes");
        QTest::newRow("suggestion") << QList<int>{} << QString() << QList<int>{4, 3};
        QTest::newRow("own choice") << QList<int>{2, 2, 2, 1, 1, 1, 1} << QString() << QList<int>{4, 3};
        QTest::newRow("a gap") << QList<int>{1, 1, 1, 1, 3, 3, 3} << "no player is at table 2"
                               << QList<int>{};
        QTest::newRow("five at a table") << QList<int>{1, 1, 1, 1, 1, 2, 2}
                                         << "table 1 has 5 players" << QList<int>{};
    }
    void seatByHand()
    {
        QFETCH(QList<int>, tableOfRow);
        QFETCH(QString, problem);
        QFETCH(QList<int>, sizes);
        desk.addPlayers(playerNames(7));
        HandSeatingDialog dialog(1, desk.t().players());
        for (int row = 0; row < tableOfRow.size(); ++row)
            dialog.setTableOf(row, tableOfRow.at(row));
        QVERIFY2(dialog.problems().contains(problem), qPrintable(dialog.problems()));
        if (!problem.isEmpty())
            return;
        QCOMPARE(desk.window->seatingPanel()->addNextRound(dialog.tables()), QString());
        QList<int> got;
        for (const SeatedTable &t : desk.t().tables(1))
            got.append(int(t.playerIds.size()));
        QCOMPARE(got, sizes);
        QCOMPARE(desk.window->seatingPanel()->seedOf(1), quint64(0));
    }

    void moveBeforeResults()
    {
        desk.addPlayers(playerNames(7));
        QCOMPARE(desk.window->seatingPanel()->drawNextRound(9), QString());
        const QList<SeatedTable> before = desk.t().tables(1);
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
        auto *dialog = desk.window->findChild<MovePlayerDialog *>();
        QVERIFY(dialog && dialog->isVisible());
        dialog->choose(mover, 2, other);
        dialog->accept();
        QCOMPARE(desk.t().tables(1).at(1).playerIds.at(1), mover);
        QCOMPARE(desk.t().tables(1).at(0).playerIds.at(0), other);
    }

    void fileThatCannotBeOpened_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("text") << QByteArray("round,table,player\n1,1,Anna\n");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("binary") << QByteArray("SQLite format 2\0garbage", 24);
    }
    void fileThatCannotBeOpened()
    {
        QFETCH(QByteArray, bytes);
        const QString bad = desk.dir.filePath(QStringLiteral("results.csv"));
        QFile file(bad);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
        file.close();

        // With a tournament open, it stays open.
        QVERIFY(!desk.window->openTournament(bad));
        QVERIFY(desk.window->tournament());
        QVERIFY(desk.window->lastOpenError().contains(QStringLiteral("results.csv")));
        QVERIFY(answer(desk.window.get(), QStringLiteral("Close")));

        // At start-up, the window says why and offers a way out.
        desk.window.reset();
        QVERIFY(desk.start(QString()));
        QVERIFY(!desk.window->openTournament(bad));
        QVERIFY(!desk.window->tournament());
        QVERIFY(openQuestion(desk.window.get()));
        QVERIFY(questionText(desk.window.get()).contains(QStringLiteral("results.csv")));
        auto *empty = desk.window->findChild<QLabel *>(QStringLiteral("emptyText"));
        QVERIFY(empty->isVisible());
        QVERIFY(empty->text().contains(QStringLiteral("results.csv")));
        QTest::keyClick(openQuestion(desk.window.get()), Qt::Key_Escape);
        QVERIFY(!openQuestion(desk.window.get()));
        QVERIFY(!desk.window->findChild<QAction *>(QStringLiteral("startRoundAction"))->isEnabled());

        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), bytes);
        file.close();
        // Still usable: another file opens.
        QVERIFY(desk.window->openTournament(desk.path(QStringLiteral("other.sqlite"))));
        QVERIFY(!empty->isVisible());
    }
};

QTEST_MAIN(TstMainWindow)
#include "tst_mainwindow.moc"
