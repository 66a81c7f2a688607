// The desk's seating work around a draw: the check-in on the Players page
// (Space, "mark all present", the live count), absent players left out of
// the draw and shown, the pairs kept apart, the seat order chosen by hand,
// and moving a player while another table of the round has a result.
#include "desktest.h"
#include "language/language.h"
#include "players/playersmodel.h"
#include "players/playerspanel.h"
#include "rounds/handseatingdialog.h"
#include "rounds/keepapartdialog.h"
#include "rounds/moveplayerdialog.h"
#include "rounds/seatingpanel.h"
#include "rounds/startrounddialog.h"
#include "rounds/tableplan.h"
#include "storepass.h"
#include "tournament/results.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"

#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTableWidget>
#include <QTreeWidget>

using namespace ctd;
using namespace ctd::test;

class TstDeskCheckIn : public QObject
{
    Q_OBJECT

private:
    Desk desk;

    QTableView *playersView()
    {
        desk.window->showPage(MainWindow::PlayersPage);
        auto *view = child<QTableView>(desk.window, QStringLiteral("playersView"));
        view->setFocus();
        return view;
    }
    // Selects a player in the list by name.
    void select(QTableView *view, const QString &name)
    {
        for (int row = 0; row < view->model()->rowCount(); ++row) {
            const QModelIndex index = view->model()->index(row, PlayersModel::NameColumn);
            if (index.data().toString() == name) {
                view->setCurrentIndex(index);
                return;
            }
        }
        QFAIL(qPrintable(QStringLiteral("no %1 in the list").arg(name)));
    }
    QString checkIn() { return desk.window->playersPanel()->checkInText(); }
    static void languageRows()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("present");
        QTest::addColumn<QString>("absent");
        QTest::addColumn<QString>("apart");
        QTest::newRow("en") << "en"
                            << "present"
                            << "Absent"
                            << "Kept apart, but seated together";
        QTest::newRow("de") << "de"
                            << "anwesend"
                            << "Abwesend"
                            << "Getrennt einzuteilen, aber am selben Tisch";
        QTest::newRow("pt") << "pt"
                            << "presentes"
                            << "Ausentes"
                            << "A separar, mas na mesma mesa";
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
        QVERIFY(desk.dir.isValid());
        QVERIFY(desk.start(desk.path()));
    }
    void cleanup()
    {
        desk.window.reset();
        QFile::remove(desk.path());
        Language::apply(QStringLiteral("en"));
    }

    void checkInWithSpace_data() { languageRows(); }
    void checkInWithSpace()
    {
        QFETCH(QString, lang);
        QFETCH(QString, present);
        Language::apply(lang);
        desk.addPlayers(playerNames(7));
        QTableView *view = playersView();
        QVERIFY2(checkIn().contains(TablePlan::describe(7)), qPrintable(checkIn()));
        select(view, QStringLiteral("Carla"));
        // Space on the status column too: the row's player, not the column, counts.
        view->setCurrentIndex(view->currentIndex().siblingAtColumn(PlayersModel::StatusColumn));
        QTest::keyClick(view, Qt::Key_Space);
        const qint64 carla = desk.t().roster().playerByName(QStringLiteral("Carla"))->id;
        QCOMPARE(desk.t().roster().absent(1), QSet<qint64>{carla});
        QVERIFY(!desk.t().roster().player(carla)->dropped); // absent is not dropped
        QVERIFY2(checkIn().contains(QStringLiteral("6")) && checkIn().contains(QStringLiteral("7"))
                     && checkIn().contains(present) && checkIn().contains(TablePlan::describe(6)),
                 qPrintable(checkIn()));
        QCOMPARE(view->currentIndex()
                     .siblingAtColumn(PlayersModel::NameColumn)
                     .data(Qt::CheckStateRole)
                     .toInt(),
                 int(Qt::Unchecked));
        // Two absent leave 5: the count says why 5 cannot be seated.
        select(view, QStringLiteral("Dario"));
        QTest::keyClick(view, Qt::Key_Space);
        QString five;
        tableSizes(5, &five);
        QVERIFY2(checkIn().contains(five), qPrintable(checkIn()));
        // Space again: present again.
        QTest::keyClick(view, Qt::Key_Space);
        QCOMPARE(desk.t().roster().absent(1).size(), 1);
        select(view, QStringLiteral("Emil"));
        QTest::keyClick(view, Qt::Key_Space);
        // Stored in the file: a reader beside the desk sees it.
        {
            Tournament reader;
            DbError e;
            QVERIFY2(reader.openReadOnly(desk.path(), &e), qPrintable(e.message));
            QCOMPARE(reader.roster().absent(1).size(), 2);
        }
        auto *all = child<QPushButton>(desk.window, QStringLiteral("allPresentButton"));
        QVERIFY(all->isEnabled());
        all->click();
        QVERIFY(desk.t().roster().absent(1).isEmpty());
        QVERIFY(!all->isEnabled());
        QVERIFY(checkIn().contains(TablePlan::describe(7)));
    }

    void checkInSurvivesReopening()
    {
        desk.addPlayers(playerNames(8));
        QTableView *view = playersView();
        select(view, QStringLiteral("Hanna"));
        QTest::keyClick(view, Qt::Key_Space);
        desk.window.reset();
        QVERIFY(desk.start(desk.path()));
        QCOMPARE(desk.t().roster().absent(1),
                 QSet<qint64>{desk.t().roster().playerByName(QStringLiteral("Hanna"))->id});
        QVERIFY(checkIn().contains(TablePlan::describe(7)));
    }

    void drawLeavesOutTheAbsent_data() { languageRows(); }
    void drawLeavesOutTheAbsent()
    {
        QFETCH(QString, lang);
        QFETCH(QString, absent);
        Language::apply(lang);
        desk.addPlayers(playerNames(9));
        QTableView *view = playersView();
        select(view, QStringLiteral("Ilse"));
        QTest::keyClick(view, Qt::Key_Space);
        const qint64 ilse = desk.t().roster().playerByName(QStringLiteral("Ilse"))->id;
        QTest::keyClick(desk.window.get(), Qt::Key_R, Qt::ControlModifier);
        auto *dialog = child<StartRoundDialog>(desk.window);
        QVERIFY(dialog && dialog->isVisible());
        QVERIFY2(dialog->summary().contains(TablePlan::describe(8)), qPrintable(dialog->summary()));
        dialog->setSeed(4);
        dialog->accept();
        QTRY_COMPARE(desk.t().rounds().roundCount(), 1);
        QList<qint64> seated;
        for (const SeatedTable &t : desk.t().rounds().tables(1))
            seated += t.playerIds;
        QCOMPARE(seated.size(), 8);
        QVERIFY(!seated.contains(ilse));
        // The Seating page says who was absent.
        desk.window->showPage(MainWindow::SeatingPage);
        auto *info = child<QLabel>(desk.window, QStringLiteral("absentInfo"));
        QVERIFY(info->isVisible());
        QVERIFY2(info->text().contains(absent) && info->text().contains(QStringLiteral("Ilse")),
                 qPrintable(info->text()));
        // Round 2's check-in starts with everybody present again.
        QVERIFY(desk.t().roster().absent(2).isEmpty());
        QVERIFY(checkIn().contains(TablePlan::describe(9)));
    }

    void keepApartFromTheKeyboard()
    {
        desk.addPlayers(playerNames(8));
        desk.window->showPage(MainWindow::SeatingPage);
        child<QPushButton>(desk.window, QStringLiteral("apartButton"))->click();
        auto *dialog = child<KeepApartDialog>(desk.window);
        QVERIFY(dialog && dialog->isVisible());
        QApplication::setActiveWindow(dialog);
        QVERIFY(QTest::qWaitForWindowActive(dialog));
        auto *first = child<QLineEdit>(dialog, QStringLiteral("apartFirst"));
        auto *second = child<QLineEdit>(dialog, QStringLiteral("apartSecond"));
        first->setFocus();
        QTest::keyClicks(first, QStringLiteral("Anna"));
        QTest::keyClick(first, Qt::Key_Return);
        QTRY_VERIFY(second->hasFocus());
        QTest::keyClicks(second, QStringLiteral("Nobody"));
        QTest::keyClick(second, Qt::Key_Return);
        QVERIFY2(dialog->problem().contains(QStringLiteral("Nobody")),
                 qPrintable(dialog->problem()));
        second->clear();
        QTest::keyClicks(second, QStringLiteral("bernd")); // the name rule's spelling is found
        QTest::keyClick(second, Qt::Key_Return);
        QCOMPARE(dialog->problem(), QString());
        QCOMPARE(dialog->pairs(), QStringList{QStringLiteral("Anna and Bernd")});
        QCOMPARE(desk.t().roster().keepApart().size(), 1);
        QVERIFY(dialog->addPair(QStringLiteral("Carla"), QStringLiteral("Dario")).isEmpty());
        QVERIFY(!dialog->addPair(QStringLiteral("Carla"), QStringLiteral("Carla")).isEmpty());
        QCOMPARE(dialog->pairs().size(), 2);
        // Del in the list removes the selected pair.
        auto *list = child<QListWidget>(dialog, QStringLiteral("apartList"));
        list->setFocus();
        list->setCurrentRow(1);
        QTest::keyClick(list, Qt::Key_Delete);
        QCOMPARE(dialog->pairs(), QStringList{QStringLiteral("Anna and Bernd")});
        QCOMPARE(desk.t().roster().keepApart().size(), 1);
        dialog->accept();
        // The draw keeps the pair apart.
        QCOMPARE(desk.window->seatingPanel()->drawNextRound(11), QString());
        const qint64 anna = desk.t().roster().playerByName(QStringLiteral("Anna"))->id;
        const qint64 bernd = desk.t().roster().playerByName(QStringLiteral("Bernd"))->id;
        for (const SeatedTable &t : desk.t().rounds().tables(1))
            QVERIFY(!(t.playerIds.contains(anna) && t.playerIds.contains(bernd)));
        QVERIFY(child<QLabel>(desk.window, QStringLiteral("apartInfo"))->isHidden());
    }

    void pairSeatedTogetherIsShown_data() { languageRows(); }
    void pairSeatedTogetherIsShown()
    {
        QFETCH(QString, lang);
        QFETCH(QString, apart);
        Language::apply(lang);
        desk.addPlayers(playerNames(8));
        const qint64 anna = desk.t().roster().playerByName(QStringLiteral("Anna"))->id;
        const qint64 bernd = desk.t().roster().playerByName(QStringLiteral("Bernd"))->id;
        DbError e;
        QVERIFY(desk.t().roster().setKeepApart(testPass(), anna, bernd, true, &e));
        // By hand, the suggestion puts Anna and Bernd at table 1.
        HandSeatingDialog hand(1, desk.t().roster().players());
        QCOMPARE(desk.window->seatingPanel()->addNextRound(hand.tables()), QString());
        desk.window->showPage(MainWindow::SeatingPage);
        auto *info = child<QLabel>(desk.window, QStringLiteral("apartInfo"));
        QVERIFY(info->isVisible());
        QVERIFY2(info->text().contains(apart) && info->text().contains(QStringLiteral("Anna"))
                     && info->text().contains(QStringLiteral("Bernd")),
                 qPrintable(info->text()));
    }

    void seatOrderByHand()
    {
        desk.addPlayers(playerNames(7));
        HandSeatingDialog dialog(1, desk.t().roster().players());
        dialog.show();
        QApplication::setActiveWindow(&dialog);
        QVERIFY(QTest::qWaitForWindowActive(&dialog));
        // Suggestion: Anna, Bernd, Carla, Dario at table 1 in list order.
        QCOMPARE(dialog.seatOf(0), 1);
        QCOMPARE(dialog.seatOf(3), 4);
        // Anna leaves table 1 and comes back: she is placed last there now.
        dialog.setTableOf(0, 2);
        dialog.setTableOf(0, 1);
        QCOMPARE(dialog.seatOf(0), 4);
        QCOMPARE(dialog.seatOf(1), 1);
        // Ctrl+Up from her table field: a seat earlier; Ctrl+Down back.
        auto *table = child<QTableWidget>(&dialog, QStringLiteral("handSeatingTable"));
        QWidget *field = table->cellWidget(0, 1);
        field->setFocus();
        QTest::keyClick(field, Qt::Key_Up, Qt::ControlModifier);
        QCOMPARE(static_cast<QSpinBox *>(field)->value(), 1); // the field kept its number
        QCOMPARE(dialog.seatOf(0), 3);
        QCOMPARE(dialog.seatOf(3), 4);
        QVERIFY(dialog.moveSeat(0, -1));
        QVERIFY(dialog.moveSeat(0, -1));
        QVERIFY(!dialog.moveSeat(0, -1)); // seat 1 already
        QCOMPARE(dialog.seatOf(0), 1);
        table->setFocus();
        table->setCurrentCell(0, 0);
        QTest::keyClick(table, Qt::Key_Down, Qt::ControlModifier);
        QCOMPARE(dialog.seatOf(0), 2);
        QCOMPARE(table->item(1, 2)->text(), QStringLiteral("1 (starts)"));
        // Bernd, Anna, Carla, Dario: stored so, shown so.
        QCOMPARE(desk.window->seatingPanel()->addNextRound(dialog.tables()), QString());
        QCOMPARE(desk.t().rounds().tables(1).at(0).names,
                 (QStringList{QStringLiteral("Bernd"), QStringLiteral("Anna"),
                              QStringLiteral("Carla"), QStringLiteral("Dario")}));
        desk.window->showPage(MainWindow::SeatingPage);
        auto *tree = child<QTreeWidget>(desk.window, QStringLiteral("seatingTree"));
        QCOMPARE(tree->topLevelItem(0)->child(0)->text(1), QStringLiteral("Bernd (starts)"));
        QCOMPARE(tree->topLevelItem(0)->child(1)->text(1), QStringLiteral("Anna"));
    }

    void dialogTextsInEveryLanguage_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("starts");
        QTest::addColumn<QString>("pair");
        QTest::addColumn<QString>("title");
        QTest::newRow("en") << "en"
                            << "1 (starts)"
                            << "Anna and Bernd"
                            << "Keep players apart";
        QTest::newRow("de") << "de"
                            << "1 (beginnt)"
                            << "Anna und Bernd"
                            << "Spieler getrennt einteilen";
        QTest::newRow("pt") << "pt"
                            << "1 (começa)"
                            << "Anna e Bernd"
                            << "Manter jogadores separados";
    }
    void dialogTextsInEveryLanguage()
    {
        QFETCH(QString, lang);
        QFETCH(QString, starts);
        QFETCH(QString, pair);
        QFETCH(QString, title);
        Language::apply(lang);
        desk.addPlayers(playerNames(7));
        HandSeatingDialog hand(1, desk.t().roster().players());
        auto *table = child<QTableWidget>(&hand, QStringLiteral("handSeatingTable"));
        QCOMPARE(table->item(0, 2)->text(), starts);
        KeepApartDialog apart(&desk.t());
        QCOMPARE(apart.addPair(QStringLiteral("Bernd"), QStringLiteral("Anna")), QString());
        QCOMPARE(apart.pairs(), QStringList{pair});
        QCOMPARE(apart.windowTitle(), title);
        // A name not in the tournament is named in the message.
        QVERIFY(apart.addPair(QStringLiteral("Anna"), QStringLiteral("Zoe")).contains("Zoe"));
    }

    void moveWhileAnotherTableHasAResult()
    {
        desk.addPlayers(playerNames(12));
        QCOMPARE(desk.window->seatingPanel()->drawNextRound(3), QString());
        const QList<SeatedTable> before = desk.t().rounds().tables(1);
        DbError e;
        QVERIFY2(desk.t().results().saveSheet(testPass(), 1, 1, workedExample(before.at(0).names),
                                              false, &e),
                 qPrintable(e.message));
        desk.window->showPage(MainWindow::SeatingPage);
        QTRY_VERIFY(child<QPushButton>(desk.window, QStringLiteral("moveButton"))->isEnabled());
        QTest::keyClick(desk.window.get(), Qt::Key_M, Qt::ControlModifier);
        auto *dialog = child<MovePlayerDialog>(desk.window);
        QVERIFY(dialog && dialog->isVisible());
        // Only the players of the tables without a result can move.
        QComboBox *player = dialog->findChildren<QComboBox *>().value(0);
        QVERIFY(player);
        QCOMPARE(player->count(), 8);
        const qint64 mover = before.at(1).playerIds.at(0);
        const qint64 other = before.at(2).playerIds.at(2);
        dialog->choose(mover, 3, other);
        dialog->accept();
        const QList<SeatedTable> after = desk.t().rounds().tables(1);
        QCOMPARE(after.at(0).playerIds, before.at(0).playerIds);
        QCOMPARE(after.at(0).state, SheetState::Complete);
        QCOMPARE(after.at(1).playerIds.at(0), other);
        QCOMPARE(after.at(2).playerIds.at(2), mover);
    }
};

QTEST_MAIN(TstDeskCheckIn)
#include "tst_desk_checkin.moc"
