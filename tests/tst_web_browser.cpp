// The players' page in a real browser: headless Chromium loads it from
// catan-desk-cli serve, and the test reads the DOM after the page's script
// ran (so the script is allowed by the page's Content-Security-Policy), and
// takes pictures at a phone's size. Only 127.0.0.1.
#include "devtools.h"
#include "storepass.h"
#include "tournament/clock.h"
#include "tournament/ranking.h"
#include "tournament/results.h"
#include "tournament/rounds.h"
#include "webtest.h"

#include <QImage>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>

using namespace ctd;
using namespace ctd::test;

class TestWebBrowser : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_db;
    QString m_chromium;
    QProcess m_serve;
    quint16 m_port = 0;
    int m_profile = 0;

    QString url(const QString &rest = {}) const
    {
        return QStringLiteral("http://127.0.0.1:%1/%2").arg(m_port).arg(rest);
    }

    // One Chromium run with a fresh profile; returns stdout.
    QByteArray chromium(const QStringList &extra)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("HOME", m_dir.path());
        env.insert("DBUS_SESSION_BUS_ADDRESS", "disabled:");
        p.setProcessEnvironment(env);
        p.setProgram(m_chromium);
        p.setArguments(
            QStringList{"--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                        "--disable-background-networking", "--disable-component-update",
                        "--disable-sync", "--hide-scrollbars",
                        "--user-data-dir=" + m_dir.filePath(QString("profile%1").arg(++m_profile))}
            + extra);
        p.start();
        if (!p.waitForFinished(60000)) {
            p.kill();
            p.waitForFinished();
            return {};
        }
        return p.readAllStandardOutput();
    }

    QByteArray dom(const QString &address, const QString &language = "en")
    {
        return chromium({"--accept-lang=" + language, "--timeout=2500", "--dump-dom", address});
    }

    // Text as Chromium writes it back into markup.
    static QByteArray asText(const QString &s)
    {
        return s.toUtf8().replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;");
    }

private slots:
    void initTestCase()
    {
        m_chromium = QStandardPaths::findExecutable("chromium");
        QVERIFY2(!m_chromium.isEmpty(), "chromium is needed: .ci/install-deps installs it");
        QVERIFY(m_dir.isValid());
        m_db = m_dir.filePath("cup.sqlite");
        QVERIFY(makeServedTournament(m_db, 1));
        {
            Tournament t;
            DbError e;
            QVERIFY(t.open(m_db, &e));
            QVERIFY(t.clock().startClock(testPass(), 2, QDateTime::currentDateTimeUtc(), &e));
        }
        m_port = startServe(m_serve, m_db);
        QVERIFY(m_port != 0);
    }

    void cleanupTestCase() { stopServe(m_serve); }

    void everySeatedPlayerWithTableAndSeat()
    {
        const QByteArray page = dom(url());
        QVERIFY2(page.contains("<body class=\"live\">"), "the page's script did not run");
        Tournament t;
        DbError e;
        QVERIFY(t.openReadOnly(m_db, &e));
        int rows = 0;
        for (const SeatedTable &table : t.rounds().tables(2)) {
            for (qsizetype s = 0; s < table.names.size(); ++s) {
                const QByteArray row = "<tr><td class=\"n\">" + asText(table.names[s])
                    + "</td><td class=\"r\">" + QByteArray::number(table.table)
                    + "</td><td class=\"r\">" + QByteArray::number(s + 1);
                QVERIFY2(page.contains(row), row.constData());
                ++rows;
            }
        }
        QCOMPARE(rows, servedNames().size());
        // The clock was started (90 minutes): the script shows the time left.
        QVERIFY(QRegularExpression("<b>1:(29|30):\\d\\d</b>")
                    .match(QString::fromUtf8(page))
                    .hasMatch());
    }

    void standingsInOrder()
    {
        const QString page = QString::fromUtf8(dom(url()));
        const QString standings = page.mid(page.indexOf("id=\"standings\""));
        QVERIFY(standings.contains("Standings after round 1"));
        QStringList shown;
        const QRegularExpression name("<td class=\"n\">(.*?)</td>");
        for (auto it = name.globalMatch(standings); it.hasNext();)
            shown.append(it.next().captured(1));
        Tournament t;
        DbError e;
        QVERIFY(t.openReadOnly(m_db, &e));
        QStringList expected;
        for (const StandingsRow &r : t.ranking().standings(1))
            expected.append(QString::fromUtf8(asText(r.player)));
        QCOMPARE(shown, expected);
    }

    void markupInANameIsText()
    {
        const QByteArray page = dom(url());
        QVERIFY(page.contains("<td class=\"n\">&lt;script&gt;alert(1)&lt;/script&gt;</td>"));
        QVERIFY(page.contains("<h1>Cup &lt;b&gt;&amp;&lt;/b&gt; 2026</h1>"));
        QCOMPARE(page.count("<script"), 1);
        QVERIFY(!page.contains("<b>&amp;</b>"));
    }

    void searchByName()
    {
        // The search field filled from the address: only the player's rows stay.
        const QByteArray page = dom(url("#anna"));
        QVERIFY(page.contains("<tr><td class=\"n\">Anna Berg</td>"));
        QVERIFY(page.contains("<tr hidden=\"\"><td class=\"n\">Bernd Özdemir</td>"));
        QVERIFY(!page.contains("<tr><td class=\"n\">Bernd Özdemir</td>"));
        // Accents and case do not matter.
        const QByteArray accents = dom(url("#ozdemir"));
        QVERIFY(accents.contains("<tr><td class=\"n\">Bernd Özdemir</td>"));
    }

    // A fragment that does not decode ("%" alone) is searched for as typed:
    // the script goes on, and the page keeps following the desk.
    void undecodableFragment_data()
    {
        QTest::addColumn<QString>("fragment");
        QTest::newRow("%") << "#%";
        QTest::newRow("%E0%A4%A") << "#%E0%A4%A";
    }
    void undecodableFragment()
    {
        QFETCH(QString, fragment);
        const QByteArray page = dom(url(fragment));
        QVERIFY2(page.contains("<body class=\"live\">"), "the page's script stopped");
        QVERIFY(QRegularExpression("<b>1:(29|30):\\d\\d</b>")
                    .match(QString::fromUtf8(page))
                    .hasMatch());
    }

    void german()
    {
        const QByteArray page = dom(url(), "de-DE,de");
        QVERIFY(page.contains("<html lang=\"de\">"));
        QVERIFY(page.contains("<th class=\"r\">Tisch</th>"));
    }

    void phoneScreenshot_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << "en";
        QTest::newRow("de") << "de";
    }

    void phoneScreenshot()
    {
        QFETCH(QString, language);
        const QString out = qEnvironmentVariableIsSet("CATAN_SCREENSHOT_DIR")
            ? qEnvironmentVariable("CATAN_SCREENSHOT_DIR") + "/players-page-" + language + ".png"
            : m_dir.filePath("phone-" + language + ".png");
        QFile::remove(out);
        chromium({"--accept-lang=" + language, "--window-size=390,844", "--timeout=2500",
                  "--screenshot=" + out, url()});
        QImage shot(out);
        QVERIFY2(!shot.isNull(), qPrintable(out));
        QCOMPARE(shot.size(), QSize(390, 844));
        // Not blank: text draws many dark pixels on the light page.
        int dark = 0;
        for (int y = 0; y < shot.height(); y += 2)
            for (int x = 0; x < shot.width(); x += 2)
                dark += qGray(shot.pixel(x, y)) < 96;
        QVERIFY2(dark > 1000, qPrintable(QString::number(dark)));
    }

    // The page held open in a phone follows a save at the desk by its event
    // stream: the new result appears without the page being loaded again.
    // (Last: it saves a table of round 2.)
    void pageFollowsASave()
    {
        DevTools browser;
        QVERIFY(browser.start(m_chromium, m_dir.filePath(QStringLiteral("profile-live")),
                              QStringLiteral("en")));
        const QString tab = browser.openPage(url(), 390, 844);
        QVERIFY2(!tab.isEmpty(), qPrintable(browser.error));
        QVERIFY(browser.waitFor(tab, "document.body.classList.contains('live')"));
        const QString before =
            browser.eval(tab, "document.querySelector('main').dataset.version").toString();
        // A mark that a reload would wipe out.
        browser.eval(tab, "window.kept = 1");
        {
            Tournament t;
            DbError e;
            QVERIFY(t.open(m_db, &e));
            const SeatedTable table = t.rounds().tables(2).value(1);
            QVERIFY(!t.results().sheet(2, table.table));
            QVERIFY(t.results().saveSheet(testPass(), 2, table.table, fourLines(table.names, 0),
                                          false, &e));
        }
        QVERIFY2(browser.waitFor(tab,
                                 "document.querySelector('main').dataset.version !== "
                                     + DevTools::quoted(before) + " && window.kept === 1",
                                 10000),
                 qPrintable(browser.error));
        // Nothing polls: in the seconds after, the page asked the server once
        // (for the changed page), as its event stream told it to.
        QTest::qWait(4500);
        QCOMPARE(browser
                     .eval(tab,
                           "performance.getEntriesByType('resource')"
                           ".filter(function(e){return e.initiatorType==='fetch';}).length")
                     .toInt(),
                 1);
        browser.stop();
    }
};

QTEST_GUILESS_MAIN(TestWebBrowser)
#include "tst_web_browser.moc"
