// A cut the director overrules at the desk window (docs/rules.md §9): the
// dialog asks why, and the reason is kept in the history, shown under the
// standings and printed with them.

#include "formatsdesk.h"
#include "storepass.h"
#include "tournament/details.h"
#include "tournament/ranking.h"
#include "tournament/rounds.h"

using namespace ctd;
using namespace ctd::test;

class TstFormatsCut : public QObject, protected FormatsDesk
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(startSuite()); }
    void init() { QVERIFY(startCase()); }
    void cleanup() { endCase(); }

    // The director overrules the cut: a finalist has left. The dialog asks
    // why; the reason is kept with the round, shown in its history and
    // printed with the final standings.
    void overruledCutAsksWhy_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("asks");
        QTest::addColumn<QString>("history");
        QTest::addColumn<QString>("printed");
        QTest::newRow("en") << "en"
                            << "Say why the players differ from the cut"
                            << "Players chosen by the director against the cut: "
                            << "The director chose the players of the final (round 2) against";
        QTest::newRow("de") << "de"
                            << "Angeben, warum"
                            << "Spieler von der Turnierleitung abweichend von der Qualifikation "
                               "gewählt: "
                            << "Die Turnierleitung hat die Spieler des Finales (Runde 2)";
    }
    void overruledCutAsksWhy()
    {
        QFETCH(QString, code);
        QFETCH(QString, asks);
        QFETCH(QString, history);
        QFETCH(QString, printed);
        QStringList names;
        for (int i = 1; i <= 8; ++i)
            names.append(QStringLiteral("Player %1").arg(i));
        desk.addPlayers(names);
        DbError e;
        QVERIFY(desk.t().details().setRules(testPass(),
                                            RuleSet::byId(QStringLiteral("catan-studio")), &e));
        child<QAction>(desk.window, QStringLiteral("language_") + code)->trigger();
        QCoreApplication::processEvents();
        STEP(startRound(1));
        STEP(typeRound(1, [](const SeatedTable &t) { return t.table - 1; }));
        const QStringList rank = namesOf(desk.t().ranking().standings());

        // The proposal: the top 4. The director chooses the players (Alt+H).
        key(Qt::Key_2, Qt::ControlModifier);
        pressButton(QStringLiteral("cutButton"));
        QTRY_VERIFY(openQuestion(win())); // a button's letter clicks from a timer
        QAbstractButton *choose = nullptr;
        for (QAbstractButton *b : openQuestion(win())->buttons())
            choose = openQuestion(win())->buttonRole(b) == QMessageBox::ActionRole ? b : choose;
        QVERIFY(choose);
        QTest::keyClick(openQuestion(win()), mnemonicKey(choose->text()));
        QTRY_VERIFY(openDialog<CutDialog>());
        auto *cut = openDialog<CutDialog>();
        QVERIFY(activate(cut));
        QCOMPARE(cut->tables(), (QList<QStringList>{rank.mid(0, 4)}));
        QVERIFY(!cut->overrules());
        auto *reason = child<QLineEdit>(cut, QStringLiteral("overruleReason"));
        QVERIFY(!reason->isEnabled());

        // Seat 4 (the fourth) left: the fifth takes the seat, chosen by typing.
        QComboBox *seat4 = cut->seatBox(0, 3);
        seat4->setFocus();
        while (seat4->currentData().toString() != rank[4])
            QTest::keyClick(seat4, Qt::Key_Down);
        QVERIFY(cut->overrules());
        QVERIFY(reason->isEnabled());
        QVERIFY(child<QLabel>(cut, QStringLiteral("cutChanges"))->text().contains(rank[3]));
        // Enter without a reason: asked for it, nothing seated.
        QTest::keyClick(seat4, Qt::Key_Return);
        QVERIFY(cut->isVisible());
        const QString problem = child<QLabel>(cut, QStringLiteral("cutProblem"))->text();
        QVERIFY2(problem.contains(asks), qPrintable(problem));
        QCOMPARE(QApplication::focusWidget(), reason);
        QCOMPARE(desk.t().rounds().roundCount(), 1);
        if (qEnvironmentVariableIsSet("CATAN_SHOTS"))
            cut->grab().save(qEnvironmentVariable("CATAN_SHOTS") + "/cut-overruled-" + code
                             + ".png");
        const QString why = rank[3] + QStringLiteral(" left before the final");
        QTest::keyClicks(reason, why);
        QTest::keyClick(reason, Qt::Key_Return);
        QVERIFY(settle(win()));
        QTRY_COMPARE(desk.t().rounds().roundCount(), 2);
        QCOMPARE(desk.t().rounds().stages().value(2), Stage::Final);
        QCOMPARE(desk.t().rounds().overruled().value(2), why);
        QStringList finalists = rank.mid(0, 3);
        finalists.append(rank[4]);
        QCOMPARE(desk.t().rounds().tables(2).first().names, finalists);
        // The seating page says so too.
        bool headed = false;
        for (QLabel *l : desk.window->seatingPanel()->findChildren<QLabel *>())
            headed = headed || l->text().contains(history + why);
        QVERIFY(headed);
        // And the standings' heading on the results page, for the final's round.
        key(Qt::Key_3, Qt::ControlModifier);
        auto *standings = child<StandingsView>(desk.window, QStringLiteral("roundStandings"));
        QCOMPARE(standings->afterRound(), 2);
        QVERIFY2(standings->heading().contains(QLatin1Char('\n') + history + why),
                 qPrintable(standings->heading()));
        if (qEnvironmentVariableIsSet("CATAN_SHOTS"))
            win()->grab().save(qEnvironmentVariable("CATAN_SHOTS") + "/final-standings-" + code
                               + ".png");
        key(Qt::Key_2, Qt::ControlModifier);
        // The turn order dialog speaks the language; Esc leaves the seats as they are.
        STEP(pressButton(QStringLiteral("turnOrderButton")));
        QTRY_VERIFY(openDialog<TurnOrderDialog>());
        auto *order = openDialog<TurnOrderDialog>();
        QVERIFY(activate(order));
        QCOMPARE(order->windowTitle(),
                 code == QLatin1String("de") ? QStringLiteral("Zugreihenfolge")
                                             : QStringLiteral("Turn order"));
        if (qEnvironmentVariableIsSet("CATAN_SHOTS"))
            order->grab().save(qEnvironmentVariable("CATAN_SHOTS") + "/turn-order-" + code
                               + ".png");
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Escape);
        QVERIFY(settle(win()));
        QCOMPARE(desk.t().rounds().tables(2).first().names, finalists);

        // The final typed; the table's history shows the reason.
        STEP(typeRound(2, [](const SeatedTable &) { return 0; }));
        key(Qt::Key_PageUp, Qt::ControlModifier);
        auto *list = child<QListWidget>(desk.window, QStringLiteral("sheetHistory"));
        QStringList items;
        for (int i = 0; i < list->count(); ++i)
            items.append(list->item(i)->text());
        QVERIFY2(items.contains(history + why), qPrintable(items.join(QLatin1Char('|'))));
        QVERIFY2(standings->heading().contains(history + why), qPrintable(standings->heading()));
        // A preliminary round's standings have no such line.
        auto *roundBox = child<QComboBox>(desk.window, QStringLiteral("roundBox"));
        roundBox->setFocus();
        QTest::keyClick(roundBox, Qt::Key_Home);
        QCOMPARE(desk.window->currentRound(), 1);
        QVERIFY2(!standings->heading().contains(why), qPrintable(standings->heading()));
        chooseRound(2);

        // The printed final standings carry it.
        const QString pdf = desk.dir.filePath(QStringLiteral("final.pdf"));
        QString message;
        QVERIFY2(desk.window->paperActions()->exportPdf(PaperKind::Standings, pdf, &message),
                 qPrintable(message));
        const QString text = pdfText(pdf).simplified();
        QVERIFY2(text.contains(printed) && text.contains(why), qPrintable(text));
        QCOMPARE(namesOf(desk.t().ranking().standings()).first(), finalists.first());
    }
};

QTEST_MAIN(TstFormatsCut)
#include "tst_formats_cut.moc"
