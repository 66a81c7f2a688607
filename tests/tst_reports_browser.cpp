// docs/players-page.md, "Reports from the tables", end to end: headless
// Chromium at 360 px, in English and in German, opens /report, types a
// table's code, types the sheet with a mistake, sees the problem beside its
// cell in its language, corrects it, sends it and confirms it four times
// (catan-desk-cli serve --reports serving); then the desk, offscreen, opens
// the waiting report with F9, accepts it with Enter, and the standings move.
// Only 127.0.0.1. With CATAN_PICTURES set, the phone's pages and the desk's
// review are written there as PNG files (for the manual).
#include "clirun.h"
#include "desktest.h"
#include "devtools.h"
#include "storepass.h"
#include "testsheets.h"
#include "webtest.h"

#include "rounds/resultspanel.h"
#include "scoring/messages.h"
#include "sheet/sheeteditor.h"
#include "tournament/details.h"
#include "tournament/ranking.h"
#include "tournament/reports.h"
#include "tournament/results.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"
#include "web/pagetexts.h"

#include <QFile>
#include <QStandardPaths>
#include <QStatusBar>

using namespace ctd;
using namespace ctd::test;

namespace {

const QString kTable1 =
    QStringLiteral("Anna 2 3 1 3 11 7 | Bernd 3 2 0 1 8 4 | Carla 4 1 0 0 9 5 | Dario 2 0 0 2 6 3");
const QString kTable2 = QStringLiteral(
    "Emil 3 2 0 1 8 4 | Fatma 2 3 1 3 11 7 | Gustavo 2 0 0 2 6 3 | Hanna 4 1 0 0 9 5");

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

class TestReportsBrowser : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_db;
    QString m_chromium;
    QProcess m_serve;
    quint16 m_port = 0;

    quint16 serveReports()
    {
        m_serve.setProgram(CATAN_CLI_PATH);
        m_serve.setArguments({"--db", m_db, "serve", "--reports", "--port", "0"});
        m_serve.start();
        if (!m_serve.waitForStarted())
            return 0;
        QByteArray err;
        QElapsedTimer t;
        t.start();
        while (!err.contains('\n') && t.elapsed() < 10000) {
            m_serve.waitForReadyRead(200);
            err += m_serve.readAllStandardError();
        }
        const QByteArray line = err.left(err.indexOf('\n'));
        return line.startsWith("note: serving http://127.0.0.1:")
            ? quint16(line.mid(line.lastIndexOf(':') + 1).chopped(1).toUInt())
            : 0;
    }

    QString code(int table)
    {
        Tournament t;
        DbError e;
        return t.openReadOnly(m_db, &e) ? t.reports().codes(1).value(table) : QString();
    }

    // One table's phone: its code typed on /report, the sheet typed with a
    // mistake in the second player's settlements, corrected, sent and
    // confirmed by each player in turn.
    void reportTable(int table, const QString &spec, const QString &language)
    {
        DevTools browser;
        QVERIFY(browser.start(m_chromium, m_dir.filePath(QStringLiteral("profile-") + language),
                              language));
        const QString base = QStringLiteral("http://127.0.0.1:%1").arg(m_port);
        const QString tab = browser.openPage(base + QStringLiteral("/report"), 360, 780);
        QVERIFY2(!tab.isEmpty(), qPrintable(browser.error));
        QCOMPARE(browser.eval(tab, "document.documentElement.lang").toString(), language);
        // Typed as people do: lower case, with a dash.
        const QString typed = code(table).left(4).toLower() + "-" + code(table).mid(4).toLower();
        browser.eval(tab, "document.getElementById('code').value=" + DevTools::quoted(typed));
        QVERIFY(browser.tap(tab, "form button"));
        QCOMPARE(browser.eval(tab, "location.pathname").toString(), "/r/" + code(table));
        // Nothing loaded from elsewhere, nothing refused by the page's policy,
        // and no sideways scrolling at 360 px.
        QVERIFY(browser.eval(tab, "document.documentElement.scrollWidth <= 360").toBool());

        QList<PlayerLine> lines = sheet(spec);
        const QStringList fields{"settlements", "cities", "vp_cards",
                                 "knights",     "roads",  "longest_road"};
        for (qsizetype s = 0; s < lines.size(); ++s) {
            const PlayerLine &l = lines[s];
            const int values[] = {l.settlements, l.cities, l.vpCards,
                                  l.knights,     l.roads,  l.longestRoad};
            for (int f = 0; f < 6; ++f) {
                const int value = s == 1 && f == 0 ? 7 : values[f];
                browser.type(tab, fields[f] + QString::number(s + 1), QString::number(value));
                if (s == 1 && f == 1) {
                    // The cell with 7 settlements is left: its range error shows
                    // at once, though the player's column is not filled yet, and
                    // nothing that follows from the wrong cell shows with it.
                    QVERIFY2(
                        browser.waitFor(
                            tab, "!!document.querySelector('tr[data-f=settlements] + tr.pr li')"),
                        qPrintable(browser.error));
                    QCOMPARE(
                        browser.eval(tab, "document.querySelectorAll('tr.pr li').length").toInt(),
                        1);
                }
            }
        }
        // The problem beside its cell, in the phone's language.
        QVERIFY2(
            browser.waitFor(tab, "!!document.querySelector('tr[data-f=settlements] + tr.pr li')"),
            qPrintable(browser.error));
        PlayerLine wrong = lines[1];
        wrong.settlements = 7;
        QList<PlayerLine> shown = lines;
        shown[1] = wrong;
        const SheetError error{ErrorCode::SettlementsRange, 1, Field::Settlements};
        const QString expected = lines[1].name + QStringLiteral(": ")
            + SheetMessages::message(error, shown, [&language](const char *s) {
                                     return PageTexts::text(language, "SheetMessages", s);
                                 });
        QCOMPARE(browser.eval(tab, "document.querySelector('tr.pr li').textContent").toString(),
                 expected);
        QVERIFY(browser
                    .eval(tab,
                          "document.querySelector('input[name=settlements2]')"
                          ".getAttribute('aria-invalid') === 'true'")
                    .toBool());
        QVERIFY(browser.eval(tab, "document.documentElement.scrollWidth <= 360").toBool());
        // The last check answered: the one problem of the wrong cell, no other.
        QVERIFY2(
            browser.waitFor(tab, "document.querySelectorAll('tr.pr li').length === 1"),
            qPrintable(browser.eval(tab, "document.getElementById('sheet').innerText").toString()));
        savePicture(QStringLiteral("report-phone-%1.png").arg(language), browser.screenshot(tab));

        // Corrected: no problem left, VP, place and round points shown.
        browser.type(tab, "settlements2", QString::number(lines[1].settlements));
        QVERIFY(browser.waitFor(tab,
                                "!document.querySelector('tr.pr') && "
                                "document.querySelector('tr[data-k=place] td').textContent "
                                "!== ''"));
        QVERIFY(browser.tap(tab, "#sheet button[type=submit]"));
        QVERIFY(browser.eval(tab, "!!document.getElementById('report')").toBool());
        savePicture(QStringLiteral("report-sent-%1.png").arg(language), browser.screenshot(tab));
        // Pass the phone round: each player taps their own button.
        for (int i = 0; i < 4; ++i)
            QVERIFY(browser.tap(tab, ".confirm form button"));
        QCOMPARE(browser.eval(tab, "document.querySelectorAll('.confirm .done').length").toInt(),
                 4);
        browser.stop();
    }

private slots:
    void initTestCase()
    {
        m_chromium = QStandardPaths::findExecutable("chromium");
        QVERIFY2(!m_chromium.isEmpty(), "chromium is needed: .ci/install-deps installs it");
        m_db = m_dir.filePath("cup.sqlite");
        Tournament t;
        DbError e;
        QVERIFY(t.open(m_db, &e));
        QVERIFY(t.roster().addPlayers(testPass(), playerNames(8), &e));
        TournamentInfo info = t.details().info();
        info.name = QStringLiteral("Spring Cup");
        QVERIFY(t.details().setInfo(testPass(), info, &e));
        QList<qint64> ids;
        for (const Player &p : t.roster().players())
            ids.append(p.id);
        QVERIFY(t.rounds().addRound(testPass(), {ids.mid(0, 4), ids.mid(4, 4)}, &e));
        t.close();
        m_port = serveReports();
        QVERIFY(m_port > 0);
    }

    void cleanupTestCase() { stopServe(m_serve); }

    void phones()
    {
        reportTable(1, kTable1, QStringLiteral("en"));
        reportTable(2, kTable2, QStringLiteral("de"));
        const CliRun r = runCli({"--db", m_db, "reports"});
        QVERIFY2(r.out.contains("\n1,1,confirmed,1,4/4,"), r.out.constData());
        QVERIFY2(r.out.contains("\n1,2,confirmed,1,4/4,"), r.out.constData());
    }

    void deskAccepts()
    {
        stopServe(m_serve); // the desk takes the file
        Desk desk;
        QVERIFY(desk.start(m_db));
        MainWindow *w = desk.window.get();
        QVERIFY(desk.t().ranking().standings().isEmpty()
                || desk.t().ranking().standings().first().roundPointsTwelfths == 0);
        QTest::keyClick(w, Qt::Key_F9);
        ResultsPanel *panel = w->resultsPanel();
        QCOMPARE(panel->reviewedReport(), 1);
        QCOMPARE(panel->currentTable(), 1);
        QCOMPARE(panel->editor()->lines(), sheet(kTable1));
        const QString picture = qEnvironmentVariable("CATAN_PICTURES");
        if (!picture.isEmpty()) {
            w->resize(1366, 768);
            // The manual's picture without the test's file name in the status bar.
            w->statusBar()->clearMessage();
            QTest::qWait(200);
            w->grab().save(picture + QStringLiteral("/report-desk-en.png"));
            Language::apply(QStringLiteral("de"));
            QTest::qWait(200);
            w->grab().save(picture + QStringLiteral("/report-desk-de.png"));
            Language::apply(QStringLiteral("en"));
            QTest::qWait(200);
        }
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        QTRY_VERIFY(desk.t().results().sheet(1, 1).has_value());
        QCOMPARE(desk.t().results().sheet(1, 1)->report, 1);
        // Enter accepted that report only: the next one waits for F9.
        QTRY_COMPARE(panel->currentTable(), 2);
        QCOMPARE(panel->reviewedReport(), 0);
        QTest::keyClick(w, Qt::Key_F9);
        QCOMPARE(panel->currentTable(), 2);
        QCOMPARE(panel->reviewedReport(), 1);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        QTRY_VERIFY(desk.t().results().sheet(1, 2).has_value());
        // The standings moved: Anna and Fatma won their tables.
        const QList<StandingsRow> rows = desk.t().ranking().standings();
        QCOMPARE(rows.size(), 8);
        QCOMPARE(rows.at(0).roundPointsTwelfths, 5 * 12);
        QVERIFY(rows.at(0).player == QLatin1String("Anna")
                || rows.at(0).player == QLatin1String("Fatma"));
        // Undone at the desk like any save: the report waits again.
        QTest::keyClick(w, Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(answer(w, "Undo save"));
        QTRY_VERIFY(!desk.t().results().sheet(1, 2).has_value());
        QCOMPARE(desk.t().reports().table(1, 2).state, ReportState::Confirmed);
    }
};

QTEST_MAIN(TestReportsBrowser)
#include "tst_reports_browser.moc"
