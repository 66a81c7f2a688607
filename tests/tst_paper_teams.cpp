// docs/rules.md §11 and docs/formats.md "Teams" on paper: the team standings
// printed by catan-desk-cli print teams, read back from the PDF with
// pdftotext, in English and German, under standard and catan-studio.
#include "papertest.h"
#include "storepass.h"

#include "clirun.h"
#include "tournament/results.h"
#include "tournament/roster.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace ctd::test;
using namespace papertest;

namespace {

// Round 1: Red (A, D) 6 round points and 16 VP, Blue (E, H) 6 and 15; the
// others without a team. Blue has three players, one who never played.
QByteArray results()
{
    const QList<QPair<QString, QString>> rows{
        {"1,1,A,4,4", "Red"},  {"1,1,B,3,3", ""}, {"1,1,C,2,2", ""}, {"1,1,D,4,0", "Red"},
        {"1,2,E,2,4", "Blue"}, {"1,2,F,2,3", ""}, {"1,2,G,2,2", ""}, {"1,2,H,5,0", "Blue"}};
    QByteArray csv = kResultsHeader;
    csv.replace("declared\n", "declared,team\n");
    for (const auto &[row, team] : rows)
        csv += (row + ",0,0,2,0,0,0,0," + team + "\n").toUtf8();
    return csv;
}

} // namespace

class TestPaperTeams : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void printedAndReadBack_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("rules");
        QTest::addColumn<QStringList>("lines"); // in this order, spaces simplified

        QTest::newRow("en standard") << "en"
                                     << "standard"
                                     << QStringList{"Team standings after round 1",
                                                    "Rank Team Round points VP Members Best rank",
                                                    "1 Red 6.00 16 2 1", "2 Blue 6.00 15 2 2"};
        QTest::newRow("de standard")
            << "de"
            << "standard"
            << QStringList{"Teamwertung nach Runde 1", "1 Red 6,00 16 2 1", "2 Blue 6,00 15 2 2"};
        QTest::newRow("en catan-studio: wins")
            << "en"
            << "catan-studio"
            << QStringList{"Team standings after round 1", "Rank Team Wins VP Members Best rank",
                           "1 Red 1.00 16 2 1", "2 Blue 1.00 15 2 2"};
    }

    void printedAndReadBack()
    {
        QFETCH(QString, lang);
        QFETCH(QString, rules);
        QFETCH(QStringList, lines);
        const QString db = m_dir.filePath(lang + rules + ".catan");
        const CliRun imported = runCli({"--db", db, "import", "--rules", rules,
                                        writeFile(m_dir.filePath("r.csv"), results())});
        QVERIFY2(imported.status == 0, imported.err.constData());
        const QString pdf = m_dir.filePath(lang + rules + ".pdf");
        const CliRun printed =
            runCli({"--lang", lang, "--db", db, "print", "teams", "-o", pdf},
                   {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "LANGUAGE=" + lang});
        QVERIFY2(printed.status == 0, printed.err.constData());
        QStringList text;
        for (const QString &line : pdfText(pdf).split(u'\n'))
            text.append(line.simplified());
        qsizetype at = 0;
        for (const QString &line : lines) {
            const qsizetype found = text.indexOf(line, at);
            QVERIFY2(found >= 0, qPrintable(line + " not in:\n" + text.join(u'\n')));
            at = found + 1;
        }
    }

    // Before the first round, and a tournament without teams: said so.
    void beforeTheFirstRoundAndWithoutTeams()
    {
        const QString db = m_dir.filePath("before.catan");
        QCOMPARE(
            runCli({"--db", db, "import", writeFile(m_dir.filePath("b.csv"), results())}).status,
            0);
        const QString pdf = m_dir.filePath("before.pdf");
        QCOMPARE(
            runCli({"--lang", "en", "--db", db, "print", "teams", "--after-round", "0", "-o", pdf})
                .status,
            0);
        const QString before = pdfText(pdf).simplified();
        QVERIFY2(before.contains("Team standings before the first round"), qPrintable(before));
        QVERIFY2(before.contains("1 Red 0.00 0 0 1"), qPrintable(before));

        const QString plain = m_dir.filePath("plain.catan");
        QByteArray csv = results();
        csv.replace(",Red\n", ",\n").replace(",Blue\n", ",\n");
        QCOMPARE(runCli({"--db", plain, "import", writeFile(m_dir.filePath("p.csv"), csv)}).status,
                 0);
        const QString none = m_dir.filePath("none.pdf");
        QCOMPARE(runCli({"--lang", "de", "--db", plain, "print", "teams", "-o", none}).status, 0);
        const QString text = pdfText(none).simplified();
        QVERIFY2(text.contains("Kein Spieler hat ein Team"), qPrintable(text));
    }

    // Teams of different sizes: the printed note says they are compared as they are.
    void noteOnSizes()
    {
        const QString db = m_dir.filePath("sizes.catan");
        QByteArray csv = results();
        const CliRun imported =
            runCli({"--db", db, "import", writeFile(m_dir.filePath("s.csv"), csv)});
        QVERIFY(imported.status == 0);
        {
            ctd::Tournament t;
            ctd::DbError e;
            QVERIFY(t.open(db, &e));
            QVERIFY(t.roster().addPlayer(testPass(), "Z", nullptr, &e));
            QVERIFY(t.roster().setTeam(testPass(), t.roster().playerByName("Z")->id, "Blue", &e));
        }
        const QString pdf = m_dir.filePath("sizes.pdf");
        QCOMPARE(runCli({"--lang", "en", "--db", db, "print", "teams", "-o", pdf}).status, 0);
        const QString text = pdfText(pdf).simplified();
        QVERIFY2(text.contains("The teams have different sizes; they are compared as they are"),
                 qPrintable(text));
    }
};

QTEST_GUILESS_MAIN(TestPaperTeams)
#include "tst_paper_teams.moc"
