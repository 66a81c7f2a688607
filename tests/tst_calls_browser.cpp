// docs/door.md, "Calls from the tables", end to end: the desk, offscreen,
// shares the players' page with reports on; headless Chromium at 360 px
// opens a table's page and taps "Call a referee"; the call reaches the
// desk's queue, which flashes and rings once; F7 shows it, Enter takes it,
// and the table's page says that a referee is on the way. The phone runs in
// a thread of its own, so that the desk's event loop answers it. Only
// 127.0.0.1. With CATAN_PICTURES set, the phone's page and the desk's queue
// are written there as PNG files (for the manual).
#include "desktest.h"
#include "devtools.h"
#include "storepass.h"

#include "referees/callsqueue.h"
#include "screen/playersviewactions.h"
#include "tournament/door.h"
#include "tournament/reports.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"

#include <QFile>
#include <QStandardPaths>
#include <QTableWidget>

#include <atomic>
#include <thread>

using namespace ctd;
using namespace ctd::test;

namespace {

void savePicture(const QString &name, const QByteArray &png)
{
    const QString folder = qEnvironmentVariable("CATAN_PICTURES");
    if (folder.isEmpty() || png.isEmpty())
        return;
    QFile f(folder + QLatin1Char('/') + name);
    if (f.open(QIODevice::WriteOnly))
        f.write(png);
}

} // namespace

class TestCallsBrowser : public QObject
{
    Q_OBJECT

    QString m_chromium;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_chromium = QStandardPaths::findExecutable("chromium");
        QVERIFY2(!m_chromium.isEmpty(), "chromium is needed: .ci/install-deps installs it");
    }

    void callReachesTheDesk_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << "en";
        QTest::newRow("de") << "de";
    }
    void callReachesTheDesk()
    {
        QFETCH(QString, language);
        Language::apply(language);
        Desk desk;
        QVERIFY(desk.start(desk.path()));
        desk.addPlayers(playerNames(8));
        QList<qint64> ids;
        for (const Player &p : desk.t().roster().players())
            ids.append(p.id);
        DbError e;
        QVERIFY(desk.t().rounds().addRound(testPass(), {ids.mid(0, 4), ids.mid(4, 4)}, &e));
        desk.window->reload();
        auto *view = desk.window->findChild<PlayersViewActions *>();
        QVERIFY(view);
        view->setReportsOn(true);
        QString error;
        QVERIFY2(view->startSharing(QHostAddress::LocalHost, 0, &error), qPrintable(error));
        const QString url = QStringLiteral("http://127.0.0.1:%1/r/%2")
                                .arg(view->sharedUrl().port())
                                .arg(desk.t().reports().codes(1).value(2));
        auto *queue = desk.window->findChild<CallsQueue *>();
        QVERIFY(queue);
        QVERIFY(!queue->isVisible());

        // The phone, in a thread of its own: stage 1 the page is open, 2 the
        // call is sent, then (after the desk took it, stage 3) 4 the page
        // says a referee is on the way.
        std::atomic<int> stage{0};
        QString phoneError;
        const QString profile = desk.dir.filePath(QStringLiteral("profile"));
        std::thread phone([&] {
            DevTools browser;
            if (!browser.start(m_chromium, profile, language)) {
                phoneError = QStringLiteral("chromium did not start");
                stage = -1;
                return;
            }
            const QString tab = browser.openPage(url, 360, 780);
            if (tab.isEmpty()
                || !browser.waitFor(tab, "!!document.querySelector('#call button')")) {
                phoneError = QStringLiteral("no call button: ") + browser.error;
                stage = -1;
                return;
            }
            stage = 1;
            browser.eval(tab,
                         "document.querySelector('#call input[name=note]').value="
                             + DevTools::quoted(QStringLiteral("Longest road?")));
            savePicture(QStringLiteral("call-phone-%1.png").arg(language), browser.screenshot(tab));
            if (!browser.tap(tab, "#call button")
                || !browser.waitFor(tab, "!!document.querySelector('p#call')")) {
                phoneError = QStringLiteral("the call was not answered");
                stage = -1;
                return;
            }
            stage = 2;
            while (stage.load() == 2)
                QThread::msleep(20);
            browser.eval(tab, "location.reload()");
            if (!browser.waitFor(tab,
                                 "!!document.querySelector('p#call') && "
                                 "document.querySelector('p#call').dataset.state === 'taken'",
                                 15000)) {
                phoneError = QStringLiteral("the page did not come back");
                stage = -1;
                return;
            }
            stage = 4;
            savePicture(QStringLiteral("call-taken-%1.png").arg(language), browser.screenshot(tab));
            browser.stop();
        });
        const auto finish = qScopeGuard([&] {
            if (stage.load() >= 0 && stage.load() < 4)
                stage = 3;
            phone.join();
        });

        QTRY_VERIFY_WITH_TIMEOUT(stage.load() >= 2 || stage.load() < 0, 30000);
        QVERIFY2(stage.load() >= 2, qPrintable(phoneError));
        // At the desk: the call waits, the button flashes, the desk rang once.
        QTRY_VERIFY(queue->isVisible());
        QCOMPARE(queue->waiting().size(), 1);
        QCOMPARE(queue->waiting().at(0).table, 2);
        QCOMPARE(queue->waiting().at(0).note, QStringLiteral("Longest road?"));
        QVERIFY(queue->isFlashing());
        QCOMPARE(queue->rings(), 1);
        // F7 shows the queue; Enter takes the call.
        QTest::keyClick(desk.window.get(), Qt::Key_F7);
        QTRY_VERIFY(queue->dialog() && queue->dialog()->isVisible());
        QCOMPARE(queue->dialog()->table()->rowCount(), 1);
        const QString picture = qEnvironmentVariable("CATAN_PICTURES");
        if (!picture.isEmpty())
            queue->dialog()->grab().save(picture
                                         + QStringLiteral("/calls-desk-%1.png").arg(language));
        QTest::keyClick(queue->dialog()->table(), Qt::Key_Return);
        QCOMPARE(desk.t().door().calls().at(0).state, TableCall::State::Taken);
        QTRY_VERIFY(!queue->isFlashing());
        stage = 3;
        QTRY_VERIFY_WITH_TIMEOUT(stage.load() == 4 || stage.load() < 0, 30000);
        QVERIFY2(stage.load() == 4, qPrintable(phoneError));
        // Still one ring: taking a call rings no more.
        QCOMPARE(queue->rings(), 1);
        Language::apply(QStringLiteral("en"));
    }
};

QTEST_MAIN(TestCallsBrowser)
#include "tst_calls_browser.moc"
