// The referees at the desk, by keyboard (docs/manual, "Referees"): F6 on
// the Players page or on the sheet opens the Referee dialog for the player
// at hand; a penalty moves the player in the standings and Ctrl+Z takes it
// back; a second warning is pointed out; a disqualification leaves the next
// round's seating and the standings; the ledger (Shift+F6) withdraws an
// entry with Del and prints as PDF.
#include "commands/sheetcommands.h"
#include "desktest.h"
#include "players/playersmodel.h"
#include "players/playerspanel.h"
#include "referees/ledgerdialog.h"
#include "referees/refereedialog.h"
#include "rounds/resultspanel.h"
#include "rounds/seatingpanel.h"
#include "sheet/sheeteditor.h"
#include "sheet/sheetgrid.h"
#include "standings/standingsmodel.h"
#include "standings/standingsview.h"
#include "storepass.h"
#include "tournament/ranking.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QProcess>
#include <QSettings>
#include <QSpinBox>
#include <QStatusBar>
#include <QTableView>
#include <QTableWidget>

using namespace ctd;
using namespace ctd::test;

class TstDeskReferees : public QObject
{
    Q_OBJECT

private:
    Desk desk;
    QTemporaryDir m_shots;

    QString shotPath(const QString &name) const
    {
        return qEnvironmentVariableIsSet("CATAN_SCREENSHOT_DIR")
            ? qEnvironmentVariable("CATAN_SCREENSHOT_DIR") + '/' + name
            : m_shots.filePath(name);
    }

    // Eight players, round 1 at two tables with results.
    void playedRound()
    {
        desk.addPlayers(playerNames(8));
        QCOMPARE(desk.window->seatingPanel()->drawNextRound(5), QString());
        for (const SeatedTable &table : desk.t().rounds().tables(1)) {
            DbError e;
            SaveSheet save(1, table.table, workedExample(table.names), false);
            QVERIFY2(save.apply(desk.t(), &e), qPrintable(e.message));
        }
        desk.window->reload();
    }
    QStringList standingsOrder()
    {
        QStringList names;
        for (const StandingsRow &r : desk.t().ranking().standings())
            names.append(r.player);
        return names;
    }
    // What the desk's standings view lists, in its order.
    QStringList viewOrder()
    {
        desk.window->showPage(MainWindow::ResultsPage);
        auto *view = desk.window->findChild<StandingsView *>();
        QStringList names;
        if (!view)
            return names;
        for (const StandingsRow &r : view->model()->standings())
            names.append(r.player);
        return names;
    }
    QTableView *playersView(const QString &select)
    {
        desk.window->showPage(MainWindow::PlayersPage);
        auto *view = child<QTableView>(desk.window, QStringLiteral("playersView"));
        view->setFocus();
        for (int row = 0; row < view->model()->rowCount(); ++row) {
            const QModelIndex index = view->model()->index(row, PlayersModel::NameColumn);
            if (index.data().toString() == select)
                view->setCurrentIndex(index);
        }
        return view;
    }
    RefereeDialog *openDialog(QWidget *from)
    {
        QTest::keyClick(from, Qt::Key_F6);
        RefereeDialog *dialog = nullptr;
        (void)QTest::qWaitFor([&] {
            dialog = desk.window->findChild<RefereeDialog *>();
            return dialog && dialog->isVisible();
        });
        if (dialog) {
            QApplication::setActiveWindow(dialog);
            (void)QTest::qWaitForWindowActive(dialog);
        }
        return dialog;
    }
    // In the open dialog: the decision (Down presses from Warning), points and
    // reason typed, Enter.
    void decide(RefereeDialog *dialog, int downs, const QString &points, const QString &reason)
    {
        const QPointer<RefereeDialog> open(dialog); // deleted once closed
        QWidget *kind = dialog->kindBox();
        QTRY_VERIFY(kind->hasFocus());
        for (int i = 0; i < downs; ++i)
            QTest::keyClick(kind, Qt::Key_Down);
        if (!points.isEmpty()) {
            dialog->pointsEdit()->setFocus();
            dialog->pointsEdit()->selectAll();
            QTest::keyClicks(dialog->pointsEdit(), points);
        }
        dialog->reasonEdit()->setFocus();
        QTest::keyClicks(dialog->reasonEdit(), reason);
        QTest::keyClick(dialog->reasonEdit(), Qt::Key_Return);
        QTRY_VERIFY(!open || !open->isVisible());
        QVERIFY(settle(desk.window.get()));
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
    }

    void penaltyMovesThePlayerAndUndoTakesItBack()
    {
        playedRound();
        const QStringList before = standingsOrder();
        const QString leader = before.first();
        QCOMPARE(viewOrder(), before);
        RefereeDialog *dialog = openDialog(playersView(leader));
        QVERIFY(dialog);
        QCOMPARE(dialog->playerBox()->currentText(), leader);
        decide(dialog, 1, QStringLiteral("-10"), QStringLiteral("moved the robber twice"));
        const QList<RefereeEntry> ledger = desk.t().roster().refereeEntries();
        QCOMPARE(ledger.size(), 1);
        QCOMPARE(ledger.at(0).kind, RefereeEntry::Penalty);
        QCOMPARE(ledger.at(0).twelfths, -120);
        QCOMPARE(ledger.at(0).round, 1);
        QVERIFY2(desk.window->statusBar()->currentMessage().contains(leader),
                 qPrintable(desk.window->statusBar()->currentMessage()));
        QCOMPARE(standingsOrder().last(), leader);
        QTRY_COMPARE(viewOrder().value(7), leader);
        // The Players page says so.
        desk.window->showPage(MainWindow::PlayersPage);
        QTRY_VERIFY(
            desk.window->playersPanel()
                ->findChild<QTableView *>()
                ->model()
                ->match(desk.window->playersPanel()->findChild<QTableView *>()->model()->index(
                            0, PlayersModel::StatusColumn),
                        Qt::DisplayRole, QStringLiteral("round points"), 1, Qt::MatchContains)
                .size()
            == 1);
        // Ctrl+Z takes it back.
        child<QAction>(desk.window, QStringLiteral("undoAction"))->trigger();
        QVERIFY(desk.t().roster().refereeEntries().isEmpty());
        QCOMPARE(standingsOrder(), before);
        QTRY_COMPARE(viewOrder(), before);
    }

    void secondWarningIsPointedOutFromTheSheet()
    {
        playedRound();
        // On the sheet: the line with the focus is the player at hand.
        desk.window->showPage(MainWindow::ResultsPage);
        ResultsPanel *results = desk.window->resultsPanel();
        results->openTable(1);
        QTRY_VERIFY(results->editor()->hasTable());
        const QString second = desk.t().rounds().tables(1).at(0).names.at(1);
        QWidget *cell = results->editor()->grid()->widgetFor(1, Field::Settlements);
        QVERIFY(cell);
        cell->setFocus();
        QTRY_VERIFY(cell->hasFocus());
        RefereeDialog *dialog = openDialog(cell);
        QVERIFY(dialog);
        QCOMPARE(dialog->playerBox()->currentText(), second);
        QVERIFY(!dialog->noteLabel()->isVisible());
        decide(dialog, 0, {}, QStringLiteral("phone rang"));
        cell->setFocus();
        dialog = openDialog(cell);
        QVERIFY(dialog);
        QVERIFY(dialog->noteLabel()->isVisible());
        QVERIFY2(dialog->noteLabel()->text().contains(second)
                     && dialog->noteLabel()->text().contains(QStringLiteral("1 warning")),
                 qPrintable(dialog->noteLabel()->text()));
        decide(dialog, 0, {}, QStringLiteral("phone rang again"));
        QVERIFY2(desk.window->statusBar()->currentMessage().contains(QStringLiteral("repeated")),
                 qPrintable(desk.window->statusBar()->currentMessage()));
        // Warnings change no standings.
        QCOMPARE(desk.t().roster().refereeDecisions().adjustments.size(), 0);
    }

    void disqualificationLeavesTheNextRound()
    {
        playedRound();
        const QString out = standingsOrder().value(3);
        RefereeDialog *dialog = openDialog(playersView(out));
        QVERIFY(dialog);
        decide(dialog, 2, {}, QStringLiteral("deliberate breach"));
        QCOMPARE(desk.t().roster().disqualified().size(), 1);
        QVERIFY(!standingsOrder().contains(out));
        QTRY_VERIFY(!viewOrder().contains(out));
        QCOMPARE(desk.window->seatingPanel()->drawNextRound(9), QString());
        for (const SeatedTable &table : desk.t().rounds().tables(2))
            QVERIFY2(!table.names.contains(out), qPrintable(table.names.join(", ")));
        int seated = 0;
        for (const SeatedTable &table : desk.t().rounds().tables(2))
            seated += int(table.names.size());
        QCOMPARE(seated, 7);
    }

    void ledgerWithdrawsAndPrints()
    {
        playedRound();
        RefereeEntry entry;
        entry.playerId = desk.t().roster().playerByName(QStringLiteral("Anna"))->id;
        entry.kind = RefereeEntry::Penalty;
        entry.twelfths = -6;
        entry.reason = QStringLiteral("slow play");
        DbError e;
        QVERIFY(desk.t().roster().addRefereeEntry(testPass(), entry, nullptr, &e));
        QTest::keyClick(playersView(QStringLiteral("Anna")), Qt::Key_F6, Qt::ShiftModifier);
        auto *ledger = desk.window->findChild<LedgerDialog *>();
        QVERIFY(ledger && ledger->isVisible());
        QApplication::setActiveWindow(ledger);
        QVERIFY(QTest::qWaitForWindowActive(ledger));
        QCOMPARE(ledger->table()->rowCount(), 1);
        QCOMPARE(ledger->table()->item(0, 5)->text(), QStringLiteral("slow play"));
        ledger->table()->setFocus();
        QTest::keyClick(ledger->table(), Qt::Key_Delete);
        QVERIFY(answer(ledger, QStringLiteral("Withdraw it")));
        QTRY_VERIFY(desk.t().roster().refereeEntries().value(0).isWithdrawn());
        QCOMPARE(ledger->table()->rowCount(), 1); // kept, withdrawn
        QVERIFY(!ledger->table()->item(0, 7)->text().isEmpty());
        const QString pdf = desk.dir.filePath(QStringLiteral("ledger.pdf"));
        QCOMPARE(ledger->writePdf(pdf), QString());
        QProcess text;
        text.start(QStandardPaths::findExecutable(QStringLiteral("pdftotext")),
                   {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
        QVERIFY(text.waitForFinished(30000));
        const QString printed = QString::fromUtf8(text.readAllStandardOutput());
        QVERIFY2(printed.contains(QStringLiteral("Referees' ledger"))
                     && printed.contains(QStringLiteral("slow play"))
                     && printed.contains(QStringLiteral("Anna")),
                 qPrintable(printed));
        ledger->close();
    }

    // The manual's pictures, in each language (CATAN_SCREENSHOT_DIR keeps them).
    void pictures_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("title");
        QTest::addColumn<QString>("repeated");
        QTest::newRow("en") << "en"
                            << "Referees' ledger"
                            << "More than one warning";
        QTest::newRow("de") << "de"
                            << "Schiedsrichterprotokoll"
                            << "Mehr als eine Verwarnung";
        QTest::newRow("pt") << "pt"
                            << "Registro da arbitragem"
                            << "Mais de uma advertência";
    }
    void pictures()
    {
        QFETCH(QString, lang);
        QFETCH(QString, title);
        QFETCH(QString, repeated);
        Language::apply(lang);
        playedRound();
        const auto add = [this](const QString &name, RefereeEntry::Kind kind, qint64 twelfths,
                                const QString &reason) {
            RefereeEntry entry;
            entry.playerId = desk.t().roster().playerByName(name)->id;
            entry.kind = kind;
            entry.twelfths = twelfths;
            entry.round = 1;
            entry.reason = reason;
            DbError e;
            qint64 id = 0;
            if (!desk.t().roster().addRefereeEntry(testPass(), entry, &id, &e))
                QTest::qFail(qPrintable(e.message), __FILE__, __LINE__);
            return id;
        };
        add(QStringLiteral("Carla"), RefereeEntry::Warning, 0, QStringLiteral("phone rang"));
        add(QStringLiteral("Carla"), RefereeEntry::Warning, 0, QStringLiteral("phone rang again"));
        const qint64 withdrawn =
            add(QStringLiteral("Emil"), RefereeEntry::Penalty, -12, QStringLiteral("slow play"));
        DbError e;
        QVERIFY(desk.t().roster().setRefereeEntryWithdrawn(testPass(), withdrawn,
                                                           QDateTime::currentDateTimeUtc(), &e));
        add(QStringLiteral("Anna"), RefereeEntry::Penalty, -12,
            QStringLiteral("moved the robber twice"));
        desk.window->reload();

        RefereeDialog *dialog = openDialog(playersView(QStringLiteral("Bernd")));
        QVERIFY(dialog);
        QTest::keyClick(dialog->kindBox(), Qt::Key_Down);
        dialog->reasonEdit()->setText(QStringLiteral("looked at the development cards"));
        QVERIFY(dialog->grab().save(shotPath("referee-" + lang + ".png")));
        dialog->reject();
        QVERIFY(settle(desk.window.get()));

        QTest::keyClick(playersView(QStringLiteral("Anna")), Qt::Key_F6, Qt::ShiftModifier);
        auto *ledger = desk.window->findChild<LedgerDialog *>();
        QVERIFY(ledger && ledger->isVisible());
        QCOMPARE(ledger->windowTitle(), title);
        QVERIFY2(ledger->warningsLabel()->text().startsWith(repeated),
                 qPrintable(ledger->warningsLabel()->text()));
        QCOMPARE(ledger->table()->rowCount(), 4);
        QVERIFY(ledger->grab().save(shotPath("ledger-" + lang + ".png")));
        ledger->close();
        Language::apply(QStringLiteral("en"));
    }
};

QTEST_MAIN(TstDeskReferees)
#include "tst_desk_referees.moc"
