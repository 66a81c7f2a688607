// docs/command-line.md, "Printing and export": the printed standings with the
// ranks by round (`print standings --chart`, and the desk's option), read
// back with pdftotext, the chart's page made a picture with pdftoppm.
// CATAN_SCREENSHOT_DIR keeps the pictures.
#include "clirun.h"
#include "papertest.h"
#include "rankstest.h"

#include "paper/paperrankchart.h"
#include "printing/paperactions.h"
#include "tournament/ranking.h"

#include <QAction>
#include <QApplication>
#include <QImage>
#include <QTemporaryDir>
#include <QWidget>

using namespace ctd;
using namespace ctd::test;

class TestPaperRanks : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_db;

    QString shotPath(const QString &name) const
    {
        return qEnvironmentVariableIsSet("CATAN_SCREENSHOT_DIR")
            ? qEnvironmentVariable("CATAN_SCREENSHOT_DIR") + '/' + name
            : m_dir.filePath(name);
    }

    static CliRun cli(const QStringList &args)
    {
        return runCli(args, {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"});
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_db = m_dir.filePath("cup.sqlite");
        QVERIFY(makeRanksTournament(m_db));
    }

    void standingsWithChart_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("title");
        QTest::addColumn<QString>("round");
        QTest::addColumn<QString>("cut");
        QTest::newRow("en") << "en"
                            << "Ranks by round, up to round 3"
                            << "Round 3"
                            << "top 4: final";
        QTest::newRow("de") << "de"
                            << "Rangverlauf bis Runde 3"
                            << "Runde 3"
                            << "Top 4: Finale";
    }

    void standingsWithChart()
    {
        QFETCH(QString, language);
        QFETCH(QString, title);
        QFETCH(QString, round);
        QFETCH(QString, cut);
        const QString pdf = m_dir.filePath("chart-" + language + ".pdf");
        const CliRun r =
            cli({"--db", m_db, "--lang", language, "print", "standings", "--chart", "-o", pdf});
        QCOMPARE(r.status, 0);
        const QString text = papertest::pdfText(pdf);
        // The standings fit one page; the chart is the second and last.
        const QStringList pages = text.split('\f', Qt::SkipEmptyParts);
        QCOMPARE(pages.size(), 2);
        const QString chart = pages.last();
        QVERIFY2(chart.contains(title), qPrintable(chart));
        QVERIFY(chart.contains(round));
        QVERIFY(chart.contains(cut));
        Tournament t;
        DbError e;
        QVERIFY(t.openReadOnly(m_db, &e));
        const QList<StandingsRow> rows = t.ranking().standings(3);
        // The eight leaders named with their rank.
        for (int i = 0; i < 8; ++i) {
            const QString label = QString::number(i + 1) + "  " + rows[i].player;
            QVERIFY2(chart.simplified().contains(label.simplified()), qPrintable(label));
        }
        QVERIFY(!chart.contains(rows[8].player));

        QProcess toPng;
        const QString prefix = m_dir.filePath("chart-" + language);
        toPng.start(QStandardPaths::findExecutable("pdftoppm"),
                    {"-png", "-r", "80", "-f", "2", "-l", "2", "-singlefile", pdf, prefix});
        QVERIFY(toPng.waitForFinished(60000));
        QImage page(prefix + ".png");
        QVERIFY(!page.isNull());
        QVERIFY(page.save(shotPath("standings-chart-" + language + ".png")));
        int coloured = 0;
        for (int y = 0; y < page.height(); y += 2)
            for (int x = 0; x < page.width(); x += 2)
                coloured += page.pixelColor(x, y).saturation() > 120;
        QVERIFY2(coloured > 500, qPrintable(QString::number(coloured)));
    }

    void upToTheStandingsRound()
    {
        const QString pdf = m_dir.filePath("after2.pdf");
        const CliRun r =
            cli({"--db", m_db, "print", "standings", "--after-round", "2", "--chart", "-o", pdf});
        QCOMPARE(r.status, 0);
        const QString chart = papertest::pdfText(pdf).split('\f', Qt::SkipEmptyParts).last();
        QVERIFY(chart.contains("Ranks by round, up to round 2"));
        QVERIFY(chart.contains("Round 2"));
        QVERIFY(!chart.contains("Round 3"));
    }

    void withoutTheOptionNoChart()
    {
        const QString pdf = m_dir.filePath("plain.pdf");
        QCOMPARE(cli({"--db", m_db, "print", "standings", "-o", pdf}).status, 0);
        const QString text = papertest::pdfText(pdf);
        QVERIFY(!text.contains("Ranks by round"));
        QCOMPARE(text.split('\f', Qt::SkipEmptyParts).size(), 1);
    }

    void chartOnlyWithStandings()
    {
        const CliRun r =
            cli({"--db", m_db, "print", "seating", "--chart", "-o", m_dir.filePath("seating.pdf")});
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.contains("--chart goes with print standings"), r.err.constData());
        QVERIFY(!QFile::exists(m_dir.filePath("seating.pdf")));
    }

    void deskOption()
    {
        Tournament t;
        DbError e;
        QVERIFY(t.open(m_db, &e));
        QWidget window;
        PaperActions actions(&t, &window);
        actions.setCurrentRound(3);
        QVERIFY(actions.rankChartAction()->isEnabled());
        QVERIFY(actions.actions().contains(actions.rankChartAction()));
        QVERIFY(actions.document(PaperKind::Standings).ranks.isEmpty());
        actions.rankChartAction()->setChecked(true);
        const PaperDocument doc = actions.document(PaperKind::Standings);
        QCOMPARE(doc.ranks.rounds, QList<int>({1, 2, 3}));
        QCOMPARE(doc.ranksTitle, "Ranks by round, up to round 3");
        // Only the standings carry it.
        QVERIFY(actions.document(PaperKind::SeatingByTable).ranks.isEmpty());
    }
};

QTEST_MAIN(TestPaperRanks)
#include "tst_paper_ranks.moc"
