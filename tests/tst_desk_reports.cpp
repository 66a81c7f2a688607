// The desk's review of the tables' reports, by keyboard (docs/formats.md,
// "A report and a saved result"): F9 skips a report a saved result settled;
// Enter on a report the file shows as settled asks first, with the old → new
// list; a report nobody confirmed is accepted only after a question; Enter
// accepts one report and does not open the next by itself; on a conflict F9
// shows the table's other report, which Enter then accepts.
#include "desktest.h"
#include "findchild.h"
#include "rounds/resultspanel.h"
#include "sheet/sheeteditor.h"
#include "storepass.h"
#include "testsheets.h"

#include "commands/reportcommands.h"
#include "commands/sheetcommands.h"
#include "common/deskhistory.h"
#include "tournament/reports.h"
#include "tournament/results.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"

#include <QAction>
#include <QListWidget>
#include <QSettings>
#include <QStandardPaths>

using namespace ctd;
using namespace ctd::test;

namespace {

const QString kTable1 =
    QStringLiteral("Anna 2 3 1 3 11 7 | Bernd 3 2 0 1 8 4 | Carla 4 1 0 0 9 5 | Dario 2 0 0 2 6 3");
const QString kTable1b =
    QStringLiteral("Anna 2 3 1 3 11 7 | Bernd 3 2 0 1 8 4 | Carla 3 1 0 0 9 5 | Dario 2 0 0 2 6 3");
const QString kTable2 = QStringLiteral(
    "Emil 2 3 1 3 11 7 | Fatma 3 2 0 1 8 4 | Gustavo 4 1 0 0 9 5 | Hanna 2 0 0 2 6 3");

} // namespace

class TstDeskReports : public QObject
{
    Q_OBJECT

    Desk desk;
    int m_files = 0;

    ResultsPanel *panel() const { return desk.window->resultsPanel(); }
    // What a phone does: a report, and confirmations by `confirmers`.
    int phoneReports(int table, const QString &spec, const QStringList &confirmers = {})
    {
        DbError e;
        SubmitReport sent(1, table, sheet(spec), QStringLiteral("10.0.0.9"));
        if (!sent.apply(desk.t(), &e))
            return 0;
        for (const QString &p : confirmers) {
            ConfirmReport c(1, table, sent.number(), p, QStringLiteral("10.0.0.9"));
            if (!c.apply(desk.t(), &e))
                return 0;
        }
        QCoreApplication::processEvents();
        return sent.number();
    }
    void key(int k, Qt::KeyboardModifiers m = Qt::NoModifier)
    {
        QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget()
                                                    : desk.window.get(),
                        Qt::Key(k), m);
        QCoreApplication::processEvents();
    }

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init()
    {
        QSettings().clear();
        Language::apply(QStringLiteral("en"));
        // Round 1 seated, two tables of four, no result.
        const QString file = desk.path(QStringLiteral("cup%1.sqlite").arg(++m_files));
        {
            Tournament t;
            DbError e;
            QVERIFY(t.open(file, &e));
            QVERIFY(t.roster().addPlayers(testPass(), playerNames(8), &e));
            QList<qint64> ids;
            for (const Player &p : t.roster().players())
                ids.append(p.id);
            QVERIFY(t.rounds().addRound(testPass(), {ids.mid(0, 4), ids.mid(4, 4)}, &e));
        }
        QVERIFY(desk.start(file));
        desk.window->showPage(MainWindow::ResultsPage);
        QCoreApplication::processEvents();
        QVERIFY(child<QAction>(desk.window, QStringLiteral("nextReportAction"))->isEnabled());
    }
    void cleanup() { desk.window.reset(); }

    // The table reported; the director typed the real result and saved it:
    // F9 no longer offers the report, which the overview calls superseded.
    void f9SkipsASupersededReport()
    {
        QVERIFY(phoneReports(1, kTable1, {"Anna"}) == 1);
        DbError e;
        QVERIFY(DeskHistory::of(&desk.t())->run(
            std::make_unique<SaveSheet>(1, 1, sheet(kTable1b), false), &e));
        QCoreApplication::processEvents();
        QCOMPARE(desk.t().reports().table(1, 1).state, ReportState::Superseded);
        key(Qt::Key_F9);
        QCOMPARE(panel()->reviewedReport(), 0);
        QCOMPARE(panel()->waitingReports(), 0);
        QCOMPARE(desk.t().results().sheet(1, 1)->lines, sheet(kTable1b));
    }

    // The report is on the sheet when a result is saved for its table
    // behind the desk's back (another desk, before the news arrives): Enter
    // shows the old → new list and asks; "keep" writes nothing.
    void enterOnASettledReportAsksFirst()
    {
        QVERIFY(phoneReports(1, kTable1, {"Anna"}) == 1);
        key(Qt::Key_F9);
        QCOMPARE(panel()->reviewedReport(), 1);
        {
            const QSignalBlocker quiet(desk.t().notifier());
            DbError e;
            SaveSheet typed(1, 1, sheet(kTable1b), false);
            QVERIFY(typed.apply(desk.t(), &e));
        }
        key(Qt::Key_Return);
        QVERIFY(openQuestion(desk.window.get()));
        QVERIFY2(questionText(desk.window.get()).contains("came before the result saved"),
                 qPrintable(questionText(desk.window.get())));
        // The old → new list: Carla's settlements, 3 saved, 4 reported.
        QVERIFY2(questionText(desk.window.get()).contains("Carla"),
                 qPrintable(questionText(desk.window.get())));
        QVERIFY(answer(desk.window.get(), "Keep the saved result"));
        QCOMPARE(desk.t().results().sheet(1, 1)->version, 1);
        QCOMPARE(desk.t().results().sheet(1, 1)->lines, sheet(kTable1b));
        // Asked for on purpose: a new version over the saved one.
        key(Qt::Key_Return);
        QVERIFY(answer(desk.window.get(), "Accept the report over it"));
        QTRY_COMPARE(desk.t().results().sheet(1, 1)->version, 2);
        QCOMPARE(desk.t().results().sheet(1, 1)->report, 1);
        QCOMPARE(desk.t().results().sheet(1, 1)->lines, sheet(kTable1));
    }

    // Nobody confirmed it: a question first; Enter accepts this report only.
    void unconfirmedAfterAQuestionAndNoNextByItself()
    {
        QVERIFY(phoneReports(1, kTable1) == 1);
        QVERIFY(phoneReports(2, kTable2, {"Emil"}) == 1);
        key(Qt::Key_F9);
        QCOMPARE(panel()->currentTable(), 1);
        QCOMPARE(panel()->reviewedReport(), 1);
        key(Qt::Key_Return);
        QVERIFY2(questionText(desk.window.get()).contains("has confirmed report 1"),
                 qPrintable(questionText(desk.window.get())));
        QVERIFY(answer(desk.window.get(), "Back to the sheet"));
        QVERIFY(!desk.t().results().sheet(1, 1));
        key(Qt::Key_Return);
        QVERIFY(answer(desk.window.get(), "Accept it"));
        QTRY_VERIFY(desk.t().results().sheet(1, 1).has_value());
        QCOMPARE(desk.t().results().sheet(1, 1)->report, 1);
        // Table 2's report waits for F9; Enter now does not accept it.
        QCOMPARE(panel()->reviewedReport(), 0);
        QCOMPARE(panel()->waitingReports(), 1);
        QVERIFY(!desk.t().results().sheet(1, 2));
        key(Qt::Key_F9);
        QCOMPARE(panel()->currentTable(), 2);
        QCOMPARE(panel()->reviewedReport(), 1);
        key(Qt::Key_Return);
        QTRY_VERIFY(desk.t().results().sheet(1, 2).has_value());
    }

    // The table's history says which version came from a report; Ctrl+Z on
    // the acceptance asks first, as on a save, and the sheet then shows the
    // table as the file holds it.
    void historyMarksReportsAndUndoAsks()
    {
        QVERIFY(phoneReports(1, kTable1, {"Bernd"}) == 1);
        key(Qt::Key_F9);
        key(Qt::Key_Return);
        QTRY_VERIFY(desk.t().results().sheet(1, 1).has_value());
        panel()->openTable(1);
        auto *list = child<QListWidget>(desk.window, QStringLiteral("sheetHistory"));
        QVERIFY(list->count() >= 1);
        QVERIFY2(list->item(0)->text().contains("From report 1 of the table."),
                 qPrintable(list->item(0)->text()));

        key(Qt::Key_Z, Qt::ControlModifier);
        QVERIFY2(questionText(desk.window.get()).contains("version 1 of round 1, table 1"),
                 qPrintable(questionText(desk.window.get())));
        QVERIFY(answer(desk.window.get(), "Undo save"));
        QVERIFY(!desk.t().results().sheet(1, 1));
        QCOMPARE(panel()->waitingReports(), 1);
    }

    // Two reports that differ: F9 shows the newest, F9 again the other;
    // Enter accepts the one on the sheet.
    void conflictEitherReport()
    {
        QVERIFY(phoneReports(1, kTable1, {"Anna"}) == 1);
        QVERIFY(phoneReports(1, kTable1b, {"Carla"}) == 2);
        key(Qt::Key_F9);
        QCOMPARE(panel()->reviewedReport(), 2);
        QCOMPARE(panel()->editor()->lines(), sheet(kTable1b));
        key(Qt::Key_F9);
        QCOMPARE(panel()->currentTable(), 1);
        QCOMPARE(panel()->reviewedReport(), 1);
        QCOMPARE(panel()->editor()->lines(), sheet(kTable1));
        key(Qt::Key_Return);
        QTRY_VERIFY(desk.t().results().sheet(1, 1).has_value());
        QCOMPARE(desk.t().results().sheet(1, 1)->report, 1);
    }

    // Shift+F9 says what it does, in the menu and as a tip.
    void rejectSaysWhatItDoes()
    {
        auto *reject = child<QAction>(desk.window, QStringLiteral("rejectReportAction"));
        QVERIFY(reject);
        QCOMPARE(reject->shortcut(), QKeySequence(Qt::SHIFT | Qt::Key_F9));
        QVERIFY(reject->text().contains("waiting reports"));
        QVERIFY(reject->toolTip().contains("saved result stays"));
        QCOMPARE(reject->statusTip(), reject->toolTip());
    }
};

QTEST_MAIN(TstDeskReports)
#include "tst_desk_reports.moc"
