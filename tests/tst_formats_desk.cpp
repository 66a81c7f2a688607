// Whole events at the desk window, driven by the keyboard as a director runs
// them (docs/rules.md §8–§10): a 32-player catan-studio event from
// registration through the preliminary rounds, the cut, the semi-final and
// the final to the final ranking of §9; a 20-player de-ranking event with a
// planned schedule of every preliminary round and a late player whose
// arrival re-plans only the rounds not played; a cut the director overrules,
// with the reason kept in the history and printed with the standings.
#include "desktest.h"
#include "paper/papertournament.h"
#include "printing/paperactions.h"
#include "rounds/cutdialog.h"
#include "rounds/resultspanel.h"
#include "rounds/seatingpanel.h"
#include "rounds/startrounddialog.h"
#include "rounds/turnorderdialog.h"
#include "scoretables.h"
#include "sheettyping.h"
#include "standings/standingsmodel.h"
#include "standings/standingsview.h"
#include "window/tournamentinfodialog.h"

#include <QAction>
#include <QComboBox>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QProcess>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>

using namespace ctd;
using namespace ctd::test;

namespace {

// The rows of a valid sheet (docs/rules.md §7): settlements, cities, VP
// cards, knights, roads built, longest road. Row 0 wins (13 VP, both titles),
// then 7, 6 and 2 VP; any three of the first three make a table of 3.
const char *const kRows[4] = {"2 3 1 3 11 7", "3 2 0 1 8 4", "4 1 0 0 9 5", "2 0 0 2 6 3"};

/// The keystrokes of a table whose seat `winner` wins; the others follow in
/// seat order after it. Every number is followed by Tab but the last.
QString sheetScript(int seats, int winner)
{
    QStringList rows;
    for (int s = 0; s < seats; ++s)
        rows.append(QString::fromLatin1(kRows[(s - winner + seats) % seats]));
    QString script = rows.join(QLatin1Char(' '));
    const qsizetype last = script.lastIndexOf(QLatin1Char(' '));
    return script.left(last + 1) + QLatin1Char('=') + script.mid(last + 1);
}

QString pdfText(const QString &pdf)
{
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
    if (!p.waitForFinished(20000) || p.exitCode() != 0)
        return QStringLiteral("pdftotext failed: ")
            + QString::fromLocal8Bit(p.readAllStandardError());
    return QString::fromUtf8(p.readAllStandardOutput());
}

/// The desk's dialogs open window-modal; the offscreen platform has no window
/// manager to make them active, so the test does what one would.
bool activate(QWidget *dialog)
{
    QApplication::setActiveWindow(dialog);
    return QTest::qWaitForWindowActive(dialog);
}

/// The key of the underlined letter in a button's text (in any language).
Qt::Key mnemonicKey(const QString &text)
{
    const QKeySequence seq = QKeySequence::mnemonic(text);
    return seq.isEmpty() ? Qt::Key_unknown : seq[0].key();
}

} // namespace

// A step of a director's flow: the test ends at the first one that fails.
#define STEP(call)                                                                                 \
    do {                                                                                           \
        call;                                                                                      \
        if (QTest::currentTestFailed())                                                            \
            return;                                                                                \
    } while (false)

class TstFormatsDesk : public QObject
{
    Q_OBJECT

private:
    Desk desk;

    QWidget *win() const { return desk.window.get(); }
    SheetEditor &editor() const { return *desk.window->resultsPanel()->editor(); }
    void key(Qt::Key k, Qt::KeyboardModifiers mods = Qt::NoModifier)
    {
        QWidget *w = QApplication::focusWidget();
        QTest::keyClick(w ? w : win(), k, mods);
    }

    /// The dialog of type T the window has open now.
    template <typename T> T *openDialog() const
    {
        for (T *d : desk.window->findChildren<T *>()) {
            if (d->isVisible())
                return d;
        }
        return nullptr;
    }

    /// Alt and the underlined letter of a seating page button.
    void pressButton(const QString &name)
    {
        auto *button = child<QPushButton>(desk.window, name);
        QVERIFY2(button->isVisible() && button->isEnabled(), qPrintable(name));
        key(mnemonicKey(button->text()), Qt::AltModifier);
    }

    /// Alt+O (the round box in the header), then the arrows to the round.
    void chooseRound(int round)
    {
        auto *box = child<QComboBox>(desk.window, QStringLiteral("roundBox"));
        QString label;
        for (QLabel *l : desk.window->findChildren<QLabel *>())
            label = l->buddy() == box ? l->text() : label;
        key(mnemonicKey(label), Qt::AltModifier);
        QCOMPARE(QApplication::focusWidget(), box);
        while (box->currentData().toInt() < round && box->currentIndex() < box->count() - 1)
            QTest::keyClick(box, Qt::Key_Down);
        QCOMPARE(desk.window->currentRound(), round);
    }

    void typeNames(const QStringList &names)
    {
        key(Qt::Key_1, Qt::ControlModifier);
        auto *field = child<QLineEdit>(desk.window, QStringLiteral("newPlayerName"));
        field->setFocus();
        for (const QString &name : names) {
            QTest::keyClicks(field, name);
            QTest::keyClick(field, Qt::Key_Return);
        }
    }

    /// File → Tournament details, the rule set chosen with the arrow keys.
    void chooseRuleSet(const QString &id)
    {
        child<QAction>(desk.window, QStringLiteral("detailsAction"))->trigger();
        auto *dialog = openDialog<TournamentInfoDialog>();
        QVERIFY(dialog);
        QVERIFY(activate(dialog));
        auto *rules = child<QComboBox>(dialog, QStringLiteral("ruleSet"));
        rules->setFocus();
        QTest::keyClick(rules, Qt::Key_Home);
        for (int i = 0; i < rules->count() && rules->currentData().toString() != id; ++i)
            QTest::keyClick(rules, Qt::Key_Down);
        QCOMPARE(rules->currentData().toString(), id);
        QTest::keyClick(rules, Qt::Key_Return);
        QVERIFY(settle(win()));
        QCOMPARE(desk.t().info().rules, RuleSet::byId(id));
    }

    /// Ctrl+R, and Enter takes the drawn seating.
    void startRound(int expected)
    {
        key(Qt::Key_R, Qt::ControlModifier);
        auto *dialog = openDialog<StartRoundDialog>();
        QVERIFY(dialog);
        QVERIFY(activate(dialog));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        QVERIFY(settle(win()));
        QTRY_COMPARE(desk.t().roundCount(), expected);
    }

    /// Types every table of the round on the results page, each saved with
    /// Enter, which opens the next; `winner(table)` says whose seat wins.
    void typeRound(int round, const std::function<int(const SeatedTable &)> &winner)
    {
        if (desk.window->currentRound() != round)
            STEP(chooseRound(round));
        key(Qt::Key_3, Qt::ControlModifier);
        QCOMPARE(desk.window->resultsPanel()->round(), round);
        const QList<SeatedTable> tables = desk.t().tables(round);
        for (qsizetype i = 0; i < tables.size(); ++i) {
            QCOMPARE(editor().table(), tables[i].table);
            QVERIFY(editor().isAncestorOf(QApplication::focusWidget()));
            play(editor(), sheetScript(int(tables[i].names.size()), winner(tables[i])));
            if (QTest::currentTestFailed())
                return;
            QCOMPARE(markedCells(editor()), QString());
            key(Qt::Key_Return);
            QVERIFY2(!openQuestion(win()), qPrintable(questionText(win())));
        }
        for (const SeatedTable &t : desk.t().tables(round))
            QCOMPARE(int(t.state), int(SheetState::Complete));
    }

    /// The standings the results page shows, names only (marks left out).
    QStringList shownStandings() const
    {
        auto *view = child<StandingsView>(desk.window, QStringLiteral("roundStandings"));
        // Large standings are read in the background: the view shows them once read.
        if (!QTest::qWaitFor([view] { return !view->isPending(); }))
            return {QStringLiteral("(still being read)")};
        QStringList names;
        for (int row = 0; row < view->model()->rowCount(); ++row)
            names.append(view->model()->index(row, StandingsModel::Player).data().toString());
        return names;
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
    }
    void cleanup()
    {
        desk.window.reset();
        QFile::remove(desk.path());
        Language::apply(QStringLiteral("en"));
    }

    void catanStudioOfThirtyTwo()
    {
        QStringList names;
        for (int i = 1; i <= 32; ++i)
            names.append(QStringLiteral("Player %1").arg(i, 2, 10, QLatin1Char('0')));
        STEP(typeNames(names));
        QCOMPARE(desk.t().players().size(), 32);
        STEP(chooseRuleSet(QStringLiteral("catan-studio")));

        // Three preliminary rounds, every table typed; the winner's seat varies.
        for (int round = 1; round <= 3; ++round) {
            STEP(startRound(round));
            STEP(typeRound(round, [round](const SeatedTable &t) { return (round + t.table) % 4; }));
        }
        QCOMPARE(desk.t().standings().size(), 32);
        const QStringList rank = namesOf(desk.t().standings());
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
        QTRY_COMPARE(desk.t().roundCount(), 4);
        QCOMPARE(desk.t().stages(), (StageMap{{4, Stage::Semifinal}}));

        // The semi-final: seat t % 4 wins at table t.
        STEP(typeRound(4, [](const SeatedTable &t) { return t.table % 4; }));
        const QList<SeatedTable> semis = desk.t().tables(4);
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
        QTRY_COMPARE(desk.t().roundCount(), 5);
        QCOMPARE(desk.t().stages().value(5), Stage::Final);
        QCOMPARE(desk.t().tables(5).first().names, winners);

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
        QTRY_COMPARE(desk.t().tables(5).first().names, chosenOrder);
        QVERIFY(desk.t().checkStages().isEmpty());

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
        QCOMPARE(namesOf(desk.t().standings()), expected);
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
        QTRY_COMPARE(desk.t().roundCount(), 4);
        QList<QList<SeatedTable>> planned;
        for (int r = 1; r <= 4; ++r) {
            planned.append(desk.t().tables(r));
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
        QCOMPARE(desk.t().players().size(), 21);
        key(Qt::Key_2, Qt::ControlModifier);
        pressButton(QStringLiteral("planButton"));
        QTRY_VERIFY(openDialog<QInputDialog>());
        ask = openDialog<QInputDialog>();
        QVERIFY(ask);
        QVERIFY(activate(ask));
        QCOMPARE(ask->intValue(), 4);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        QVERIFY(settle(win()));
        QTRY_VERIFY(desk.t().tables(2).size() == 6);
        QCOMPARE(desk.t().roundCount(), 4);
        QCOMPARE(desk.t().tables(1).size(), 5);
        for (qsizetype i = 0; i < planned[0].size(); ++i)
            QCOMPARE(desk.t().tables(1)[i].names, planned[0][i].names);
        for (int r = 2; r <= 4; ++r) {
            QStringList seated;
            for (const SeatedTable &t : desk.t().tables(r)) {
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
        const QList<StandingsRow> final = desk.t().standings();
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
        QVERIFY(desk.t().setRules(RuleSet::byId(QStringLiteral("catan-studio")), &e));
        child<QAction>(desk.window, QStringLiteral("language_") + code)->trigger();
        QCoreApplication::processEvents();
        STEP(startRound(1));
        STEP(typeRound(1, [](const SeatedTable &t) { return t.table - 1; }));
        const QStringList rank = namesOf(desk.t().standings());

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
        QCOMPARE(desk.t().roundCount(), 1);
        if (qEnvironmentVariableIsSet("CATAN_SHOTS"))
            cut->grab().save(qEnvironmentVariable("CATAN_SHOTS") + "/cut-overruled-" + code
                             + ".png");
        const QString why = rank[3] + QStringLiteral(" left before the final");
        QTest::keyClicks(reason, why);
        QTest::keyClick(reason, Qt::Key_Return);
        QVERIFY(settle(win()));
        QTRY_COMPARE(desk.t().roundCount(), 2);
        QCOMPARE(desk.t().stages().value(2), Stage::Final);
        QCOMPARE(desk.t().overruled().value(2), why);
        QStringList finalists = rank.mid(0, 3);
        finalists.append(rank[4]);
        QCOMPARE(desk.t().tables(2).first().names, finalists);
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
        QCOMPARE(desk.t().tables(2).first().names, finalists);

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
        QCOMPARE(namesOf(desk.t().standings()).first(), finalists.first());
    }
};

QTEST_MAIN(TstFormatsDesk)
#include "tst_formats_desk.moc"
