// The players' view in the desk: the View menu, the round clock in the status
// bar (start, pause, five more minutes, which tables have no result when the
// time is up), sharing the page (off until started, 127.0.0.1 first), its QR
// code, and the seating list that prints it.
#include "desktest.h"
#include "storepass.h"
#include "webtest.h"

#include "paper/qrcode.h"
#include "printing/paperactions.h"
#include "screen/playersviewactions.h"
#include "screen/roundclockbar.h"
#include "screen/sharedialog.h"
#include "tournament/clock.h"
#include "tournament/reports.h"
#include "tournament/results.h"
#include "tournament/rounds.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QStandardPaths>
#include <QTimer>

using namespace ctd;
using namespace ctd::test;

class TestPlayersViewDesk : public QObject
{
    Q_OBJECT

    Desk m_desk;

    PlayersViewActions *view() { return m_desk.window->findChild<PlayersViewActions *>(); }
    RoundClockBar *bar() { return m_desk.window->findChild<RoundClockBar *>("roundClockBar"); }

private slots:
    void initTestCase()
    {
        QVERIFY(!QStandardPaths::findExecutable("zbarimg").isEmpty());
        QVERIFY(makeServedTournament(m_desk.path(), 1));
        QVERIFY(m_desk.start(m_desk.path()));
        QVERIFY(view());
        QVERIFY(bar());
    }

    void viewMenu()
    {
        QMenu *menu = m_desk.window->findChild<QMenu *>("viewMenu");
        QVERIFY(menu);
        QVERIFY(m_desk.window->menuBar()->actions().contains(menu->menuAction()));
        QStringList texts;
        for (QAction *a : menu->actions())
            if (!a->isSeparator())
                texts.append(a->text().remove('&'));
        QCOMPARE(texts,
                 QStringList({"Players' screen", "Close the players' screen",
                              "Share on the local network…", "Reports from the tables",
                              "Accept confirmed reports at once", "Start round clock",
                              "Add 5 minutes", "Round length…"}));
    }

    void clock()
    {
        Tournament &t = m_desk.t();
        QVERIFY(!t.clock().roundClock(2).isStarted());
        QVERIFY(bar()->text().startsWith("Round 2: 1:30:00 to play, clock not started"));
        QVERIFY(!bar()->extendAction()->isEnabled());
        QTest::keyClick(m_desk.window.get(), Qt::Key_F8);
        QVERIFY(t.clock().roundClock(2).isRunning());
        QCOMPARE(t.clock().roundClock(2).lengthMs, qint64(90 * 60000));
        QVERIFY(bar()->text().contains(" left"));
        QCOMPARE(bar()->startPauseAction()->text().remove('&'), QString("Pause round clock"));
        QTest::keyClick(m_desk.window.get(), Qt::Key_F8, Qt::ShiftModifier);
        QCOMPARE(t.clock().roundClock(2).lengthMs, qint64(95 * 60000));
        QTest::keyClick(m_desk.window.get(), Qt::Key_F8);
        QVERIFY(!t.clock().roundClock(2).isRunning());
        QVERIFY(bar()->text().contains("clock paused"));
    }

    void timeUpNamesTablesWithoutResult()
    {
        Tournament &t = m_desk.t();
        DbError e;
        // A clock that ran out: 95 minutes of the 95 are gone.
        QVERIFY(t.clock().extendClock(testPass(), 2, -95 + 1, &e));
        QVERIFY(
            t.clock().startClock(testPass(), 2, QDateTime::currentDateTimeUtc().addSecs(-120), &e));
        bar()->refresh();
        QVERIFY2(bar()->text().contains("time is up – no result yet at tables 2 and 3"),
                 qPrintable(bar()->text()));
    }

    void sharingIsOffUntilStarted()
    {
        QVERIFY(!view()->isSharing());
        QVERIFY(view()->sharedUrl().isEmpty());
        ShareDialog *dialog = view()->shareDialog();
        auto *address = dialog->findChild<QComboBox *>("shareAddress");
        // Where phones reach it first; this computer alone last, and said so when chosen.
        QCOMPARE(address->itemData(address->count() - 1).toString(), QString("127.0.0.1"));
        QCOMPARE(address->itemData(address->count() - 2).toString(), QString("0.0.0.0"));
        QVERIFY(address->currentData().toString() != QString("127.0.0.1"));
        auto *state = dialog->findChild<QLabel *>("shareState");
        QVERIFY(!state->text().contains("No phone can reach"));
        address->setCurrentIndex(address->count() - 1);
        QVERIFY2(state->text().contains("No phone can reach 127.0.0.1"), qPrintable(state->text()));
    }

    void sharePageAndCode()
    {
        QString error;
        QVERIFY2(view()->startSharing(QHostAddress::LocalHost, 0, &error), qPrintable(error));
        const QUrl url = view()->sharedUrl();
        QCOMPARE(url.host(), QString("127.0.0.1"));
        const QByteArray page = fetch(quint16(url.port()), "/");
        QVERIFY2(page.startsWith("HTTP/1.1 200 OK"), page.left(60).constData());
        QVERIFY(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"));
        // The ranks by round: round 1 is complete, a row for each player.
        const QByteArray ranks = fetch(quint16(url.port()), "/ranks.csv");
        QVERIFY2(ranks.startsWith("HTTP/1.1 200 OK"), ranks.left(60).constData());
        QCOMPARE(ranks.count(",1,"), servedNames().size());
        // The QR code reads back as the address.
        QCOMPARE(readCode(qrCode(url.toString()), m_desk.dir.filePath("code.png")), url.toString());
        ShareDialog *dialog = view()->shareDialog();
        dialog->refreshState();
        auto *code = dialog->findChild<QLabel *>("shareCode");
        QCOMPARE(readCode(code->pixmap().toImage(), m_desk.dir.filePath("code.png")),
                 url.toString());
        QVERIFY(dialog->findChild<QLabel *>("shareState")->text().contains(url.toString()));
        QVERIFY(
            dialog->findChild<QLabel *>("shareState")->text().contains("no phone can reach it"));
        // Slips with a code no phone can open: the director is asked first.
        auto *paper = m_desk.window->findChild<PaperActions *>();
        QVERIFY(paper);
        bool asked = false;
        QTimer::singleShot(0, this, [&asked] {
            QMessageBox *box = nullptr;
            (void)QTest::qWaitFor([&box] {
                box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
                return box && box->isVisible();
            });
            if (!box)
                return;
            asked = box->objectName() == QLatin1String("unreachableCodes")
                && box->text().contains("127.0.0.1");
            box->button(QMessageBox::Cancel)->click();
        });
        paper->printAction(PaperKind::Slips)->trigger();
        QVERIFY(asked);
        QVERIFY(!QApplication::activeModalWidget());
        if (qEnvironmentVariableIsSet("CATAN_SCREENSHOT_DIR")) {
            dialog->show();
            QVERIFY(QTest::qWaitForWindowExposed(dialog));
            const QString dir = qEnvironmentVariable("CATAN_SCREENSHOT_DIR");
            dialog->grab().save(dir + "/share-dialog.png");
            m_desk.window->grab().save(dir + "/desk-clock.png");
            dialog->hide();
        }

        // A save at the desk shows on the page.
        Tournament &t = m_desk.t();
        DbError e;
        for (const SeatedTable &s : t.rounds().tables(2))
            if (s.state == SheetState::None)
                QVERIFY(t.results().saveSheet(testPass(), 2, s.table, fourLines(s.names, 3), false,
                                              &e));
        view()->refresh();
        QTRY_VERIFY(fetch(quint16(url.port()), "/").contains("Standings after round 2"));

        // The seating list prints the code.
        const PaperDocument seating = paper->document(PaperKind::SeatingByName);
        QCOMPARE(seating.linkText, url.toString());
        QCOMPARE(readCode(seating.linkCode, m_desk.dir.filePath("code.png")), url.toString());
        QVERIFY(paper->document(PaperKind::Standings).linkCode.isNull());

        view()->stopSharing();
        QVERIFY(!view()->isSharing());
        QVERIFY(paper->document(PaperKind::SeatingByName).linkCode.isNull());
        QVERIFY(fetch(quint16(url.port()), "/").isEmpty());
    }

    void playersScreen()
    {
        QAction *action = m_desk.window->findChild<QAction *>("playersScreenAction");
        action->trigger();
        QVERIFY(view()->screen());
        QVERIFY(QTest::qWaitForWindowExposed(view()->screen()));
        QCOMPARE(view()->screen()->seatingShown().size(), servedNames().size());
        // While the page is shared, the screen carries its QR code.
        QVERIFY(view()->screen()->sharedUrl().isEmpty());
        QString error;
        QVERIFY2(view()->startSharing(QHostAddress::LocalHost, 0, &error), qPrintable(error));
        QCOMPARE(view()->screen()->sharedUrl(), view()->sharedUrl());
        view()->stopSharing();
        QVERIFY(view()->screen()->sharedUrl().isEmpty());
        view()->screen()->close();
        QTRY_VERIFY(!view()->screen());
    }

    // The reports switch is kept with the tournament: a restart of the desk
    // takes reports again while they may still wait, and turned off it stays
    // off; "accept confirmed reports" is kept beside it.
    void reportsSwitchKeptWithTournament()
    {
        const auto kept = [this](ReportSetting which) {
            Tournament outside; // another program's reading of the file
            DbError e;
            if (!outside.openReadOnly(m_desk.path(), &e))
                qFatal("cannot open");
            return outside.reports().setting(which);
        };
        const auto restart = [this] {
            m_desk.window->close();
            m_desk.window.reset();
            return m_desk.start(m_desk.path());
        };
        QVERIFY(!view()->reportsOn());
        QVERIFY(!kept(ReportSetting::ReportsOn));
        m_desk.window->findChild<QAction *>("acceptConfirmedAction")->trigger();
        QVERIFY(kept(ReportSetting::AcceptConfirmed));
        view()->reportsAction()->trigger();
        QVERIFY(view()->reportsOn());
        QVERIFY(kept(ReportSetting::ReportsOn));
        QVERIFY(kept(ReportSetting::AcceptConfirmed));

        QVERIFY(restart());
        QVERIFY(view()->reportsOn());
        QVERIFY(view()->reportsAction()->isChecked());

        view()->reportsAction()->trigger();
        QVERIFY(!view()->reportsOn());
        QVERIFY(!kept(ReportSetting::ReportsOn));
        QVERIFY(kept(ReportSetting::AcceptConfirmed));
        QVERIFY(restart());
        QVERIFY(!view()->reportsOn());
        QVERIFY(!view()->reportsAction()->isChecked());
    }
};

QTEST_MAIN(TestPlayersViewDesk)
#include "tst_players_view_desk.moc"
