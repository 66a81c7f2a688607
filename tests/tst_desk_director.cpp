// The day's small tasks at the desk: a name like one already there asks
// first, a player added by mistake is removed, a pasted list becomes one
// player a line, the search ignores case, accents and ß/ss; the standings
// say when a round is partial and who dropped; a mistyped file name on the
// command line creates nothing. In English, German and Portuguese.
#include "desktest.h"
#include "players/pastenamesdialog.h"
#include "players/playerspanel.h"
#include "rounds/seatingpanel.h"
#include "rounds/startrounddialog.h"
#include "standings/standingsmodel.h"
#include "standings/standingsview.h"
#include "storepass.h"
#include "tournament/ranking.h"
#include "tournament/results.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"

#include <QAction>
#include <QClipboard>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QRadioButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>
#include <QTreeWidget>

using namespace ctd;
using namespace ctd::test;

class TstDeskDirector : public QObject
{
    Q_OBJECT

private:
    Desk desk;

    void language(const QString &code)
    {
        child<QAction>(desk.window, QStringLiteral("language_") + code)->trigger();
        QCoreApplication::processEvents();
    }
    QLineEdit *nameField() const
    {
        return child<QLineEdit>(desk.window, QStringLiteral("newPlayerName"));
    }
    void typeName(const QString &name)
    {
        QLineEdit *field = nameField();
        field->setFocus();
        // Accented letters cannot be typed by QTest: the text is set, Enter pressed.
        field->setText(name);
        QTest::keyClick(field, Qt::Key_Return);
    }

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init()
    {
        QSettings().clear();
        Language::apply(QStringLiteral("en"));
        QVERIFY(desk.start(desk.path()));
        desk.addPlayers({QStringLiteral("Anna Schmidt"), QStringLiteral("João Araújo"),
                         QStringLiteral("Jürgen Groß")});
        desk.window->showPage(MainWindow::PlayersPage);
    }
    void cleanup()
    {
        desk.window.reset();
        QFile::remove(desk.path());
        Language::apply(QStringLiteral("en"));
    }

    void nearDuplicateAsks_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("like");
        QTest::addColumn<QString>("addAnyway");
        QTest::newRow("en case") << "en"
                                 << "anna schmidt"
                                 << "Anna Schmidt"
                                 << "another player";
        // Inner spaces collapse by the name rule before the question, so the
        // question quotes the name as it will be stored.
        QTest::newRow("en case and spacing") << "en"
                                             << "anna  schmidt"
                                             << "Anna Schmidt"
                                             << "another player";
        QTest::newRow("de accents") << "de"
                                    << "Joao Araujo"
                                    << "João Araújo"
                                    << "weiteren Spieler";
        QTest::newRow("de ss") << "de"
                               << "Jurgen Gross"
                               << "Jürgen Groß"
                               << "weiteren Spieler";
        QTest::newRow("pt accents") << "pt"
                                    << "joão araujo"
                                    << "João Araújo"
                                    << "outro jogador";
    }
    void nearDuplicateAsks()
    {
        QFETCH(QString, code);
        QFETCH(QString, typed);
        QFETCH(QString, like);
        QFETCH(QString, addAnyway);
        language(code);
        typeName(typed);
        const QString question = questionText(desk.window.get());
        QVERIFY2(question.contains(like) && question.contains(typed.simplified()),
                 qPrintable(question));
        // Enter takes the default: back to the name, nothing added.
        QTest::keyClick(openQuestion(desk.window.get()), Qt::Key_Return);
        QVERIFY(settle(desk.window.get()));
        QCOMPARE(desk.t().roster().players().size(), 3);
        QCOMPARE(QApplication::focusWidget(), nameField());
        // Asked again and answered: added as another player.
        QTest::keyClick(nameField(), Qt::Key_Return);
        QVERIFY(answer(desk.window.get(), addAnyway));
        QCOMPARE(desk.t().roster().players().size(), 4);
        QVERIFY(desk.t().roster().playerByName(typed));
    }

    void differentNameAsksNothing()
    {
        typeName(QStringLiteral("Anna Schmid"));
        QVERIFY(!openQuestion(desk.window.get()));
        QCOMPARE(desk.t().roster().players().size(), 4);
    }

    void searchIgnoresAccentsAndSharpS_data()
    {
        QTest::addColumn<QString>("search");
        QTest::addColumn<int>("rows");
        QTest::newRow("jurgen gross") << "jurgen gross" << 1;
        QTest::newRow("JÜRGEN  GROSS") << "JÜRGEN  GROSS" << 1;
        QTest::newRow("joao") << "joao" << 1;
        QTest::newRow("groß") << "groß" << 1;
        QTest::newRow("nobody") << "zeta" << 0;
    }
    void searchIgnoresAccentsAndSharpS()
    {
        QFETCH(QString, search);
        QFETCH(int, rows);
        child<QLineEdit>(desk.window, QStringLiteral("playerSearch"))->setText(search);
        QCOMPARE(child<QTableView>(desk.window, QStringLiteral("playersView"))->model()->rowCount(),
                 rows);
    }

    void pasteIntoNameFieldSplitsLines()
    {
        QApplication::clipboard()->setText(QStringLiteral("Rita\nSven\n\nTomás\n"));
        nameField()->setFocus();
        QTest::keySequence(nameField(), QKeySequence::Paste);
        auto *dialog = desk.window->findChild<PasteNamesDialog *>();
        QVERIFY(dialog && dialog->isVisible());
        QApplication::setActiveWindow(dialog);
        QVERIFY(QTest::qWaitForWindowActive(dialog));
        auto *names = child<QPlainTextEdit>(dialog, QStringLiteral("names"));
        names->setFocus();
        QTest::keyClick(names, Qt::Key_Return, Qt::ControlModifier);
        QVERIFY(settle(desk.window.get()));
        QCOMPARE(desk.t().roster().players().size(), 6);
        QVERIFY(desk.t().roster().playerByName(QStringLiteral("Tomás")));
        QCOMPARE(nameField()->text(), QString());

        // One line is one name, typed into the field as usual.
        QApplication::clipboard()->setText(QStringLiteral("Ulla"));
        nameField()->setFocus();
        QTest::keySequence(nameField(), QKeySequence::Paste);
        QCOMPARE(nameField()->text(), QStringLiteral("Ulla"));
    }

    void removeAPlayerWithoutResults_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("remove");
        QTest::addColumn<QString>("seated");
        QTest::newRow("en") << "en"
                            << "Remove"
                            << "is seated in round 1";
        QTest::newRow("de") << "de"
                            << "entfernen"
                            << "sitzt in Runde 1";
        QTest::newRow("pt") << "pt"
                            << "Remover"
                            << "está na rodada 1";
    }
    void removeAPlayerWithoutResults()
    {
        QFETCH(QString, code);
        QFETCH(QString, remove);
        QFETCH(QString, seated);
        language(code);
        auto *view = child<QTableView>(desk.window, QStringLiteral("playersView"));
        view->setFocus();
        view->setCurrentIndex(view->model()->index(0, 0));
        const QString name = view->currentIndex().data().toString();
        QTest::keyClick(view, Qt::Key_Delete);
        QVERIFY(answer(desk.window.get(), remove));
        QVERIFY(!desk.t().roster().playerByName(name));
        QCOMPARE(desk.t().roster().players().size(), 2);

        // A seated player stays; the message says why and what to do.
        desk.addPlayers({QStringLiteral("Bia"), QStringLiteral("Caio")});
        QCOMPARE(desk.window->seatingPanel()->drawNextRound(5), QString());
        desk.window->showPage(MainWindow::PlayersPage);
        view->setFocus();
        view->setCurrentIndex(view->model()->index(0, 0));
        QTest::keyClick(view, Qt::Key_Delete);
        QVERIFY(answer(desk.window.get(), remove));
        QCOMPARE(desk.t().roster().players().size(), 4);
        const QString message = desk.window->playersPanel()->message();
        QVERIFY2(message.contains(seated), qPrintable(message));
    }

    void standingsSayPartialRoundAndDropped_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("partial");
        QTest::addColumn<QString>("dropped");
        QTest::newRow("en") << "en"
                            << "so far: 1 of 2 tables"
                            << "(dropped)";
        QTest::newRow("de") << "de"
                            << "bisher: 1 von 2 Tischen"
                            << "(ausgeschieden)";
        QTest::newRow("pt") << "pt"
                            << "até agora: 1 de 2 mesas"
                            << "(retirado)";
    }
    void standingsSayPartialRoundAndDropped()
    {
        QFETCH(QString, code);
        QFETCH(QString, partial);
        QFETCH(QString, dropped);
        desk.addPlayers(playerNames(5));
        QCOMPARE(desk.window->seatingPanel()->drawNextRound(3), QString());
        const SeatedTable first = desk.t().rounds().tables(1).at(0);
        DbError error;
        QVERIFY(desk.t().results().saveSheet(testPass(), 1, first.table, workedExample(first.names),
                                             false, &error));
        QVERIFY(desk.t().roster().setDropped(
            testPass(), desk.t().roster().playerByName(first.names.at(0))->id, true, &error));
        language(code);
        desk.window->showPage(MainWindow::ResultsPage);
        auto *standings = child<StandingsView>(desk.window, QStringLiteral("roundStandings"));
        QString heading;
        for (QLabel *l : standings->findChildren<QLabel *>())
            heading += l->text();
        QVERIFY2(heading.contains(partial), qPrintable(heading));
        QStringList names;
        for (int row = 0; row < standings->model()->rowCount(); ++row)
            names.append(standings->model()->index(row, StandingsModel::Player).data().toString());
        QVERIFY2(names.contains(first.names.at(0) + QLatin1Char(' ') + dropped),
                 qPrintable(names.join(QLatin1Char('|'))));
    }

    // The seed lives in the file: a reopened desk still shows it; a moved
    // player makes the round no longer the seed's draw.
    void seedKeptInTheFile()
    {
        desk.addPlayers({QStringLiteral("Dario")});
        QCOMPARE(desk.window->seatingPanel()->drawNextRound(777), QString());
        QCOMPARE(desk.t().rounds().roundSeed(1), quint64(777));
        desk.window.reset();
        QVERIFY(desk.start(desk.path()));
        QCOMPARE(desk.window->seatingPanel()->seedOf(1), quint64(777));
        desk.window->showPage(MainWindow::SeatingPage);
        QVERIFY(child<QLabel>(desk.window, QStringLiteral("seedInfo"))
                    ->text()
                    .contains(QStringLiteral("777")));
        QList<QList<qint64>> swapped{desk.t().rounds().tables(1).at(0).playerIds};
        std::swap(swapped[0][0], swapped[0][1]);
        DbError error;
        QVERIFY2(desk.t().rounds().reseatRound(testPass(), 1, swapped, &error),
                 qPrintable(error.message));
        QCOMPARE(desk.t().rounds().roundSeed(1), quint64(0));
    }

    void seatingShowsStartsAndRepeats_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("starts");
        QTest::addColumn<QString>("again");
        QTest::newRow("en") << "en"
                            << "(starts)"
                            << "meet again:";
        QTest::newRow("de") << "de"
                            << "(beginnt)"
                            << "treffen sich wieder:";
        QTest::newRow("pt") << "pt"
                            << "(começa)"
                            << "voltam a se encontrar:";
    }
    void seatingShowsStartsAndRepeats()
    {
        QFETCH(QString, code);
        QFETCH(QString, starts);
        QFETCH(QString, again);
        desk.addPlayers({QStringLiteral("Dario")});
        QCOMPARE(desk.window->seatingPanel()->drawNextRound(1), QString());
        auto *tree = child<QTreeWidget>(desk.window, QStringLiteral("seatingTree"));
        language(code);
        desk.window->showPage(MainWindow::SeatingPage);
        QVERIFY2(tree->topLevelItem(0)->child(0)->text(1).contains(starts),
                 qPrintable(tree->topLevelItem(0)->child(0)->text(1)));
        QVERIFY(!tree->topLevelItem(0)->text(1).contains(again));
        // Four players, a second round: all of them meet again.
        QCOMPARE(desk.window->seatingPanel()->drawNextRound(2), QString());
        desk.window->setCurrentRound(2);
        const QString summary = tree->topLevelItem(0)->text(1);
        QVERIFY2(summary.contains(again), qPrintable(summary));
        QVERIFY2(summary.contains(QStringLiteral("Dario")), qPrintable(summary));
    }

    // Round 2 from the standings: the leader after round 1 sits at table 1.
    void seatByStandingsFromTheDesk()
    {
        desk.addPlayers(playerNames(5));
        QCOMPARE(desk.window->seatingPanel()->drawNextRound(11), QString());
        DbError error;
        for (const SeatedTable &t : desk.t().rounds().tables(1))
            QVERIFY(desk.t().results().saveSheet(testPass(), 1, t.table, workedExample(t.names),
                                                 false, &error));
        const QString leader = desk.t().ranking().standings().at(0).player;

        QTest::keyClick(desk.window.get(), Qt::Key_R, Qt::ControlModifier);
        auto *dialog = desk.window->findChild<StartRoundDialog *>();
        QVERIFY(dialog && dialog->isVisible());
        auto *byStandings = child<QRadioButton>(dialog, QStringLiteral("byStandings"));
        QVERIFY(byStandings->isVisible());
        byStandings->setChecked(true);
        QVERIFY(dialog->byStandings());
        dialog->accept();
        QVERIFY(settle(desk.window.get()));
        QCOMPARE(desk.t().rounds().roundCount(), 2);
        QVERIFY2(desk.t().rounds().tables(2).at(0).names.contains(leader),
                 qPrintable(desk.t().rounds().tables(2).at(0).names.join(QLatin1Char(','))));
    }

    void mistypedPathCreatesNothing()
    {
        const QString missing = desk.dir.filePath(QStringLiteral("mistyped/path.sqlite"));
        QVERIFY(!desk.window->openExistingTournament(missing));
        QVERIFY(!QFileInfo::exists(missing));
        QVERIFY(!QFileInfo::exists(QFileInfo(missing).path()));
        QVERIFY2(
            questionText(desk.window.get()).contains(QStringLiteral("There is no tournament file")),
            qPrintable(questionText(desk.window.get())));
        // The tournament that was open stays open.
        QCOMPARE(desk.t().path(), desk.path());
        QVERIFY(answer(desk.window.get(), QStringLiteral("Close")));
        QVERIFY(desk.window->openExistingTournament(desk.path()));
    }
};

QTEST_MAIN(TstDeskDirector)
#include "tst_desk_director.moc"
