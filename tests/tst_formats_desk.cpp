// Whole events at the desk window, driven by the keyboard as a director runs
// them (docs/rules.md §8–§10): a 32-player catan-studio event from
// registration through the preliminary rounds, the cut, the semi-final and
// the final to the final ranking of §9; a 20-player de-ranking event with a
// planned schedule of every preliminary round and a late player whose
// arrival re-plans only the rounds not played.

#include "formatsdesk.h"
#include "tournament/ranking.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"

using namespace ctd;
using namespace ctd::test;

class TstFormatsDesk : public QObject, protected FormatsDesk
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(startSuite()); }
    void init() { QVERIFY(startCase()); }
    void cleanup() { endCase(); }

    void catanStudioOfThirtyTwo()
    {
        QStringList names;
        for (int i = 1; i <= 32; ++i)
            names.append(QStringLiteral("Player %1").arg(i, 2, 10, QLatin1Char('0')));
        STEP(typeNames(names));
        QCOMPARE(desk.t().roster().players().size(), 32);
        STEP(chooseRuleSet(QStringLiteral("catan-studio")));

        // Three preliminary rounds, every table typed; the winner's seat varies.
        for (int round = 1; round <= 3; ++round) {
            STEP(startRound(round));
            STEP(typeRound(round, [round](const SeatedTable &t) { return (round + t.table) % 4; }));
        }
        QCOMPARE(desk.t().ranking().standings().size(), 32);
        const QStringList rank = namesOf(desk.t().ranking().standings());
        QCOMPARE(shownStandings(), rank);

        // The cut: Alt+A on the seating page proposes it; Enter seats the semi-final.
        key(Qt::Key_2, Qt::ControlModifier);
        QVERIFY(child<QPushButton>(desk.window, QStringLiteral("cutButton"))->isEnabled());
        pressButton(QStringLiteral("cutButton"));
        QTRY_VERIFY(openQuestion(win())); // a button's letter clicks from a timer
        const QString proposal = questionText(win());
        QVERIFY2(
            proposal.contains(
                QStringLiteral("Table 1: %1, %2, %3, %4").arg(rank[0], rank[7], rank[8], rank[15])),
            qPrintable(proposal));
        QVERIFY(proposal.contains(
            QStringLiteral("Table 4: %1, %2, %3, %4").arg(rank[3], rank[4], rank[11], rank[12])));
        QTest::keyClick(openQuestion(win()), Qt::Key_Return);
        QVERIFY(settle(win()));
        QTRY_COMPARE(desk.t().rounds().roundCount(), 4);
        QCOMPARE(desk.t().rounds().stages(), (StageMap{{4, Stage::Semifinal}}));

        // The semi-final: seat t % 4 wins at table t.
        STEP(typeRound(4, [](const SeatedTable &t) { return t.table % 4; }));
        const QList<SeatedTable> semis = desk.t().rounds().tables(4);
        QStringList winners;
        for (const SeatedTable &t : semis)
            winners.append(t.names[t.table % 4]);
        // The final's seats: the winners by preliminary rank.
        std::sort(winners.begin(), winners.end(), [&rank](const QString &a, const QString &b) {
            return rank.indexOf(a) < rank.indexOf(b);
        });

        key(Qt::Key_2, Qt::ControlModifier);
        pressButton(QStringLiteral("cutButton"));
        QTRY_VERIFY(openQuestion(win()));
        QVERIFY(questionText(win()).contains(QStringLiteral("Final:")));
        QVERIFY(!questionText(win()).contains(QStringLiteral("Semi-final:")));
        QTest::keyClick(openQuestion(win()), Qt::Key_Return);
        QVERIFY(settle(win()));
        QTRY_COMPARE(desk.t().rounds().roundCount(), 5);
        QCOMPARE(desk.t().rounds().stages().value(5), Stage::Final);
        QCOMPARE(desk.t().rounds().tables(5).first().names, winners);

        // The finalists chose their turn order: the fourth plays first.
        key(Qt::Key_2, Qt::ControlModifier);
        auto *turn = child<QPushButton>(desk.window, QStringLiteral("turnOrderButton"));
        QVERIFY(turn->isEnabled());
        pressButton(QStringLiteral("turnOrderButton"));
        QTRY_VERIFY(openDialog<TurnOrderDialog>());
        auto *order = openDialog<TurnOrderDialog>();
        QVERIFY(order);
        QVERIFY(activate(order));
        if (qEnvironmentVariableIsSet("CATAN_SHOTS"))
            order->grab().save(qEnvironmentVariable("CATAN_SHOTS") + "/turn-order-en.png");
        auto *list = child<QListWidget>(order, QStringLiteral("turnOrder"));
        QCOMPARE(QApplication::focusWidget(), list);
        QTest::keyClick(list, Qt::Key_End);
        for (int i = 0; i < 3; ++i)
            QTest::keyClick(list, Qt::Key_Up, Qt::ControlModifier);
        QVERIFY(list->item(0)->text().contains(winners[3]));
        QTest::keyClick(list, Qt::Key_Return);
        QVERIFY(settle(win()));
        const QStringList chosenOrder{winners[3], winners[0], winners[1], winners[2]};
        QTRY_COMPARE(desk.t().rounds().tables(5).first().names, chosenOrder);
        QVERIFY(desk.t().rounds().checkStages().isEmpty());

        // The final: seat 3 wins, then seats 4, 1, 2.
        STEP(typeRound(5, [](const SeatedTable &) { return 2; }));

        // docs/rules.md §9: the final's placing, then the other semi-finalists
        // by semi-final placing (all seconds, thirds, fourths), each by
        // preliminary rank, then everybody else in preliminary order.
        QStringList expected{chosenOrder[2], chosenOrder[3], chosenOrder[0], chosenOrder[1]};
        for (int place = 1; place <= 3; ++place) {
            QStringList atPlace;
            for (const SeatedTable &t : semis)
                atPlace.append(t.names[(t.table % 4 + place) % 4]);
            std::sort(atPlace.begin(), atPlace.end(), [&rank](const QString &a, const QString &b) {
                return rank.indexOf(a) < rank.indexOf(b);
            });
            expected += atPlace;
        }
        for (const QString &name : rank) {
            if (!expected.contains(name))
                expected.append(name);
        }
        QCOMPARE(expected.size(), 32);
        QCOMPARE(namesOf(desk.t().ranking().standings()), expected);
        QCOMPARE(desk.window->resultsPanel()->round(), 5);
        QCOMPARE(shownStandings(), expected);
        // The columns count the preliminary rounds only: three games each.
        auto *view = child<StandingsView>(desk.window, QStringLiteral("roundStandings"));
        QCOMPARE(view->model()->headerData(StandingsModel::RoundPoints, Qt::Horizontal).toString(),
                 QStringLiteral("Wins"));
        for (int row = 0; row < 32; ++row)
            QCOMPARE(view->model()->index(row, StandingsModel::Tables).data().toString(),
                     QStringLiteral("3"));
        QVERIFY(!child<QPushButton>(desk.window, QStringLiteral("cutButton"))->isEnabled());
    }

    void deRankingPlannedWithALatePlayer()
    {
        QStringList names;
        for (int i = 1; i <= 20; ++i)
            names.append(QStringLiteral("Spieler %1").arg(i, 2, 10, QLatin1Char('0')));
        STEP(typeNames(names));
        STEP(chooseRuleSet(QStringLiteral("de-ranking")));

        // Alt+N plans every preliminary round: four, typed into the box.
        key(Qt::Key_2, Qt::ControlModifier);
        pressButton(QStringLiteral("planButton"));
        QTRY_VERIFY(openDialog<QInputDialog>());
        auto *ask = openDialog<QInputDialog>();
        QVERIFY(ask);
        QVERIFY(activate(ask));
        auto *spin = child<QSpinBox>(ask);
        QCOMPARE(QApplication::focusWidget(), spin);
        QTest::keyClick(spin, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(spin, QStringLiteral("4"));
        QTest::keyClick(spin, Qt::Key_Return);
        QVERIFY(settle(win()));
        QTRY_COMPARE(desk.t().rounds().roundCount(), 4);
        QList<QList<SeatedTable>> planned;
        for (int r = 1; r <= 4; ++r) {
            planned.append(desk.t().rounds().tables(r));
            QCOMPARE(planned.last().size(), 5);
        }

        // The plan prints as one document: every round, table and seat order.
        PaperActions *paper = desk.window->paperActions();
        QVERIFY(paper);
        QAction *print = paper->printAction(PaperKind::Schedule);
        QVERIFY(print && print->isEnabled());
        QVERIFY(desk.window->menuBar()->actions().first()->menu()->actions().contains(print));
        const QString pdf = desk.dir.filePath(QStringLiteral("plan.pdf"));
        QString message;
        QVERIFY2(paper->exportPdf(PaperKind::Schedule, pdf, &message), qPrintable(message));
        const QString text = pdfText(pdf);
        QVERIFY2(text.contains(QStringLiteral("Schedule of all rounds")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("Seat 1 (starts)")));
        QVERIFY(text.contains(QStringLiteral("Rule set: German ranking tournament")));
        // A heading a round, then one line a table: table, the seats in order.
        // No line repeats the round.
        const QStringList lines = text.split(QLatin1Char('\n'));
        const auto headingAt = [&lines](int round) {
            const QRegularExpression heading(
                QStringLiteral("^\\s*Round %1 \\(preliminary round\\)\\s*$").arg(round));
            for (qsizetype i = 0; i < lines.size(); ++i) {
                if (heading.match(lines[i]).hasMatch())
                    return i;
            }
            return qsizetype(-1);
        };
        for (int r = 0; r < 4; ++r) {
            const qsizetype from = headingAt(r + 1);
            QVERIFY2(
                from >= 0,
                qPrintable(QStringLiteral("no heading of round %1 in\n%2").arg(r + 1).arg(text)));
            const qsizetype next = r < 3 ? headingAt(r + 2) : lines.size();
            QVERIFY2(next > from, qPrintable(text));
            for (const SeatedTable &t : planned[r]) {
                const QRegularExpression line(QStringLiteral("^\\s*%1\\s+%2\\s*$")
                                                  .arg(t.table)
                                                  .arg(t.names.join(QStringLiteral("\\s+"))));
                bool found = false;
                for (qsizetype i = from + 1; i < next; ++i)
                    found = found || line.match(lines[i]).hasMatch();
                QVERIFY2(
                    found,
                    qPrintable(QStringLiteral("round %1, table %2: %3 not under its heading in\n%4")
                                   .arg(r + 1)
                                   .arg(t.table)
                                   .arg(t.names.join(QLatin1Char(',')), text)));
            }
        }

        // Round 1 is played; then a late player arrives and the rest is planned again.
        STEP(typeRound(1, [](const SeatedTable &t) { return t.table % 4; }));
        STEP(typeNames({QStringLiteral("Late Arrival")}));
        QCOMPARE(desk.t().roster().players().size(), 21);
        key(Qt::Key_2, Qt::ControlModifier);
        pressButton(QStringLiteral("planButton"));
        QTRY_VERIFY(openDialog<QInputDialog>());
        ask = openDialog<QInputDialog>();
        QVERIFY(ask);
        QVERIFY(activate(ask));
        QCOMPARE(ask->intValue(), 4);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        QVERIFY(settle(win()));
        QTRY_VERIFY(desk.t().rounds().tables(2).size() == 6);
        QCOMPARE(desk.t().rounds().roundCount(), 4);
        QCOMPARE(desk.t().rounds().tables(1).size(), 5);
        for (qsizetype i = 0; i < planned[0].size(); ++i)
            QCOMPARE(desk.t().rounds().tables(1)[i].names, planned[0][i].names);
        for (int r = 2; r <= 4; ++r) {
            QStringList seated;
            for (const SeatedTable &t : desk.t().rounds().tables(r)) {
                QVERIFY(t.names.size() == 3 || t.names.size() == 4);
                seated += t.names;
            }
            QCOMPARE(seated.size(), 21);
            QVERIFY(seated.contains(QStringLiteral("Late Arrival")));
        }

        // Rounds 2 to 4 as planned, tables of 3 among them.
        for (int r = 2; r <= 4; ++r)
            STEP(typeRound(
                r, [r](const SeatedTable &t) { return (t.table + r) % int(t.names.size()); }));
        const QList<StandingsRow> final = desk.t().ranking().standings();
        QCOMPARE(final.size(), 21);
        QCOMPARE(shownStandings(), namesOf(final));
        auto *view = child<StandingsView>(desk.window, QStringLiteral("roundStandings"));
        QCOMPARE(view->model()->columnCount(), 9);
        QCOMPARE(view->model()->headerData(StandingsModel::FirstPlaces, Qt::Horizontal).toString(),
                 QStringLiteral("1st places"));
        // 13 VP count 10 under de-ranking: nobody has more than 40 over four games.
        for (int row = 0; row < 21; ++row)
            QVERIFY(view->model()->index(row, StandingsModel::Vp).data().toInt() <= 40);
        QCOMPARE(view->model()->index(20, StandingsModel::Player).data().toString(),
                 final.last().player);

        // The schedule in German, as printed now.
        child<QAction>(desk.window, QStringLiteral("language_de"))->trigger();
        QCoreApplication::processEvents();
        QVERIFY2(paper->exportPdf(PaperKind::Schedule, pdf, &message), qPrintable(message));
        const QString german = pdfText(pdf);
        QVERIFY2(german.contains(QStringLiteral("Plan aller Runden")), qPrintable(german));
        QVERIFY(german.contains(QStringLiteral("Sitzplatz 4"))
                && german.contains(QStringLiteral("(beginnt)")));
        QVERIFY(german.contains(QStringLiteral("Deutsches Ranglistenturnier")));
        QVERIFY2(german.contains(QStringLiteral("Runde 4 (Vorrunde)")), qPrintable(german));
        QVERIFY(german.contains(QStringLiteral("Late Arrival")));
        if (qEnvironmentVariableIsSet("CATAN_SHOTS")) {
            QFile::copy(pdf, qEnvironmentVariable("CATAN_SHOTS") + "/schedule-de.pdf");
            child<QAction>(desk.window, QStringLiteral("language_en"))->trigger();
            QVERIFY(paper->exportPdf(PaperKind::Schedule,
                                     qEnvironmentVariable("CATAN_SHOTS") + "/schedule-en.pdf",
                                     &message));
        }
    }
};

QTEST_MAIN(TstFormatsDesk)
#include "tst_formats_desk.moc"
