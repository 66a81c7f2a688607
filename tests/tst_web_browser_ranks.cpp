// docs/players-page.md, "Ranks by round": the players' page's chart in a real
// browser at a phone's width of 360 pixels. Headless Chromium loads the page
// from catan-desk-cli serve; the test reads the chart from the DOM (a line
// for every player, the leaders named with their rank, the cut line of a
// format with a final, the searched player's line picked out by the page's
// script) and takes the manual's pictures. Only 127.0.0.1.
#include "rankstest.h"
#include "tournament/ranking.h"

#include <QImage>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>

using namespace ctd;
using namespace ctd::test;

class TestWebBrowserRanks : public QObject
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
        return chromium({"--accept-lang=" + language, "--window-size=360,780", "--timeout=2500",
                         "--dump-dom", address});
    }

private slots:
    void initTestCase()
    {
        m_chromium = QStandardPaths::findExecutable("chromium");
        QVERIFY2(!m_chromium.isEmpty(), "chromium is needed: .ci/install-deps installs it");
        QVERIFY(m_dir.isValid());
        m_db = m_dir.filePath("cup.sqlite");
        // Three complete rounds under catan-studio: a cut line (top 4 to a final).
        QVERIFY(makeRanksTournament(m_db));
        m_port = startServe(m_serve, m_db);
        QVERIFY(m_port != 0);
    }

    void cleanupTestCase() { stopServe(m_serve); }

    void chartAtAPhonesWidth()
    {
        const QByteArray page = dom(url());
        QVERIFY2(page.contains("<body class=\"live\">"), "the page's script did not run");
        const qsizetype at = page.indexOf("<section id=\"ranks\">");
        QVERIFY2(at > 0, "no chart");
        const QByteArray chart = page.mid(at, page.indexOf("</section>", at) - at);
        QVERIFY(chart.contains("<h2>Ranks by round</h2>"));
        QVERIFY(chart.contains("<svg viewBox="));
        // A line of three rounds for every player, drawn by the page itself.
        QCOMPARE(chart.count("data-n="), servedNames().size());
        QCOMPARE(chart.count("<path d=\"M"), servedNames().size());
        QVERIFY(chart.contains("<line class=\"cut\""));
        QVERIFY(chart.contains(">top 4: final</text>"));
        // A name that is markup stays text.
        // (A label too long for the space beside the lines ends in "…".)
        QVERIFY(chart.contains("&lt;script&gt;alert(1)"));
        QVERIFY(!chart.contains("<script>alert"));

        // The leaders are named with their rank after the last round, as
        // /ranks.csv and the standings have it.
        Tournament t;
        DbError e;
        QVERIFY(t.openReadOnly(m_db, &e));
        const QList<StandingsRow> after3 = t.ranking().standings(3);
        for (int i = 0; i < 3; ++i) {
            const QByteArray label = ">" + QByteArray::number(i + 1) + " "
                + after3[i]
                      .player.toUtf8()
                      .replace('&', "&amp;")
                      .replace('<', "&lt;")
                      .replace('>', "&gt;")
                + "</text></g>";
            QVERIFY2(chart.contains(QByteArray("<g class=\"t" + QByteArray::number(i + 1) + "\"")),
                     label.constData());
            QVERIFY2(chart.contains(label), label.constData());
        }
    }

    void searchPicksTheLine()
    {
        const QByteArray page = dom(url("#berg"));
        QVERIFY(page.contains("<section id=\"ranks\" class=\"picking\">"));
        QCOMPARE(page.count("picked\""), 1);
        QVERIFY(QRegularExpression("<g class=\"(t\\d )?picked\" data-n=\"Anna Berg\">")
                    .match(QString::fromUtf8(page))
                    .hasMatch());
    }

    void german()
    {
        const QByteArray page = dom(url(), "de-DE,de");
        QVERIFY(page.contains("<section id=\"ranks\">"));
        QVERIFY(!page.contains("<h2>Ranks by round</h2>"));
        QVERIFY(!page.contains(">top 4: final</text>"));
    }

    void phoneScreenshot_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << "en";
        QTest::newRow("de") << "de";
    }

    void phoneScreenshot()
    {
        // Searched for one name, the lists keep one line each and the chart
        // comes up on the first screen, that player's line picked out.
        QFETCH(QString, language);
        const QString out = qEnvironmentVariableIsSet("CATAN_SCREENSHOT_DIR")
            ? qEnvironmentVariable("CATAN_SCREENSHOT_DIR") + "/players-page-ranks-" + language
                + ".png"
            : m_dir.filePath("ranks-" + language + ".png");
        QFile::remove(out);
        chromium({"--accept-lang=" + language, "--window-size=360,780", "--timeout=2500",
                  "--screenshot=" + out, url("#carla")});
        QImage shot(out);
        QVERIFY2(!shot.isNull(), qPrintable(out));
        QCOMPARE(shot.size(), QSize(360, 780));
        // The picked line in the page's accent colour.
        int accent = 0;
        for (int y = 0; y < shot.height(); ++y)
            for (int x = 0; x < shot.width(); ++x) {
                const QColor c = shot.pixelColor(x, y);
                accent += c.red() > 150 && c.green() < 80 && c.blue() < 80;
            }
        QVERIFY2(accent > 150, qPrintable(QString::number(accent)));
    }
};

QTEST_GUILESS_MAIN(TestWebBrowserRanks)
#include "tst_web_browser_ranks.moc"
