// catan-desk-cli print (docs/formats.md §6): the desk's documents from a tournament file, as PDF,
// without a display.
#include "language/language.h"
#include "paper/paperbuilder.h"
#include "paper/papertournament.h"
#include "papertest.h"
#include "tournament/tournament.h"

#include "clirun.h"
#include "tournament/ranking.h"
#include "tournament/rounds.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace ctd;
using namespace papertest;

namespace {

struct Run
{
    int status = -1;
    QString err;
};

// Runs the CLI as a script would on a server: no display, no platform chosen.
Run cli(const QStringList &args)
{
    const ctd::test::CliRun r =
        ctd::test::runCli(args, {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"});
    return {r.status, QString::fromUtf8(r.err)};
}

} // namespace

class TestCliPrint : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_db;
    QList<SeatedTable> m_round3;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_db = m_dir.filePath("open.catan");
        QVERIFY(makeTournament(m_db));
        Tournament t;
        DbError error;
        QVERIFY(t.openReadOnly(m_db, &error));
        m_round3 = t.rounds().tables(3);
        QCOMPARE(m_round3.size(), 6);
    }

    void standingsAfterTheLastCompleteRound()
    {
        const QString pdf = m_dir.filePath("standings.pdf");
        const Run r = cli({"--db", m_db, "print", "standings", "-o", pdf});
        QCOMPARE(r.status, 0);
        QVERIFY2(!r.err.contains("error:"), qPrintable(r.err));
        const QString text = pdfText(pdf);
        QVERIFY(text.contains("Autumn Cup"));
        QVERIFY(text.contains("Standings after round 2"));

        Tournament t;
        DbError error;
        QVERIFY(t.openReadOnly(m_db, &error));
        const QList<StandingsRow> rows = t.ranking().standings(2);
        QStringList lines;
        for (const QString &l : text.split('\n'))
            lines.append(simplified(l));
        qsizetype at = 0;
        for (const StandingsRow &row : rows) {
            const QString expected = Figures::standingsCells(row, QLocale::c()).join(' ');
            const qsizetype found = lines.indexOf(expected, at);
            QVERIFY2(found >= at, qPrintable("not in rank order: " + expected));
            at = found + 1;
        }
    }

    void sameDocumentAsTheDesk_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("round");
        QTest::newRow("standings after round 1")
            << QStringList{"standings", "--after-round", "1"} << int(PaperKind::Standings) << 1;
        QTest::newRow("seating by table")
            << QStringList{"seating", "--round", "2"} << int(PaperKind::SeatingByTable) << 2;
        QTest::newRow("seating by name")
            << QStringList{"seating", "--by-name"} << int(PaperKind::SeatingByName) << 3;
        QTest::newRow("slips") << QStringList{"slips"} << int(PaperKind::Slips) << 3;
        QTest::newRow("schedule of all rounds")
            << QStringList{"schedule"} << int(PaperKind::Schedule) << 3;
    }

    void sameDocumentAsTheDesk()
    {
        QFETCH(QStringList, args);
        QFETCH(int, kind);
        QFETCH(int, round);
        const QString pdf = m_dir.filePath(QTest::currentDataTag() + QStringLiteral(".pdf"));
        const Run r = cli(QStringList{"--db", m_db, "print"} + args
                          + QStringList{"-o", pdf, "--paper", "a4"});
        QCOMPARE(r.status, 0);

        Tournament t;
        DbError error;
        QVERIFY(t.openReadOnly(m_db, &error));
        const QString desk = m_dir.filePath("desk.pdf");
        QString writeError;
        // The CLI speaks the environment's language (English in the tests).
        QVERIFY(
            writePdf(buildDocument(t, PaperKind(kind), round,
                                   PaperDocument::SlipLayout::AsManyAsFit, Language::locale("en")),
                     desk, QPageSize(QPageSize::A4), &writeError));
        QCOMPARE(pdfText(pdf), pdfText(desk));
    }

    // The schedule of all rounds: a heading a round, then its tables, the
    // round never repeated on a table's line.
    void scheduleGroupsTheRounds()
    {
        const QString pdf = m_dir.filePath("schedule.pdf");
        const Run r = cli({"--db", m_db, "print", "schedule", "-o", pdf});
        QCOMPARE(r.status, 0);
        QStringList lines;
        for (const QString &l : pdfText(pdf).split('\n'))
            lines.append(simplified(l));
        const qsizetype at = lines.indexOf(QStringLiteral("Round 3 (preliminary round)"));
        QVERIFY2(at > lines.indexOf(QStringLiteral("Round 2 (preliminary round)")),
                 qPrintable(lines.join('\n')));
        QVERIFY(lines.indexOf(QStringLiteral("Round 1 (preliminary round)")) >= 0);
        for (qsizetype i = 0; i < m_round3.size(); ++i)
            QCOMPARE(lines.value(at + 1 + i),
                     QString::number(m_round3[i].table) + ' ' + m_round3[i].names.join(' '));
    }

    void slipsHoldEachTablesPlayers()
    {
        const QString pdf = m_dir.filePath("slips-one.pdf");
        const Run r =
            cli({"--db", m_db, "print", "slips", "--round", "3", "--one-per-page", "-o", pdf});
        QCOMPARE(r.status, 0);
        const QStringList pages = pdfText(pdf).split('\f', Qt::SkipEmptyParts);
        QCOMPARE(pages.size(), m_round3.size());
        for (qsizetype i = 0; i < m_round3.size(); ++i) {
            QVERIFY(pages[i].contains(QStringLiteral("Round 3, table %1").arg(m_round3[i].table)));
            for (qsizetype s = 0; s < m_round3[i].names.size(); ++s)
                QVERIFY(pages[i].contains(
                    QStringLiteral("%1. %2").arg(s + 1).arg(m_round3[i].names[s])));
        }
    }

    void mistakesAreReported_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::addColumn<QString>("code");
        const QString missing = QDir::temp().filePath("no-such-tournament-file.catan");
        QTest::newRow("no such file")
            << QStringList{"--db", missing, "print", "standings", "-o", "x.pdf"} << missing
            << "database";
        QTest::newRow("no such round")
            << QStringList{"print", "seating", "--round", "7", "-o", "x.pdf"}
            << "round 7 does not exist"
            << "usage";
        QTest::newRow("unknown document")
            << QStringList{"print", "menu", "-o", "x.pdf"} << "unknown document \"menu\""
            << "usage";
        QTest::newRow("no output file") << QStringList{"print", "standings"} << "-o FILE.pdf"
                                        << "usage";
        QTest::newRow("unknown paper")
            << QStringList{"print", "slips", "--paper", "a3", "-o", "x.pdf"} << "unknown paper"
            << "usage";
        QTest::newRow("no database")
            << QStringList{"print", "standings", "-o", "x.pdf"} << "--db FILE"
            << "usage";
    }

    void mistakesAreReported()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        QFETCH(QString, code);
        if (!args.contains("--db") && QByteArray(QTest::currentDataTag()) != "no database")
            args = QStringList{"--db", m_db} + args;
        const int x = args.indexOf("x.pdf");
        if (x >= 0)
            args[x] = m_dir.filePath("x.pdf");
        const Run r = cli(args);
        QCOMPARE(r.status, 2);
        // Qt may warn first (no display here): the tool's own lines start with "error: ".
        QStringList errors = r.err.split(QLatin1Char('\n'));
        errors.removeIf([](const QString &line) { return !line.startsWith("error: "); });
        QCOMPARE(errors.size(), 1);
        QVERIFY2(errors.first().startsWith(QString("error: -: " + code + ": ")), qPrintable(r.err));
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(!QFile::exists(m_dir.filePath("x.pdf")));
        QVERIFY(!QFile::exists(QDir::temp().filePath("no-such-tournament-file.catan")));
    }

    // catan-desk-cli hands print and serve to catan-desk-cli-full (which has
    // Qt Gui and Network): where that program is missing, the command says
    // so, and nothing is written.
    void withoutTheFullProgram()
    {
        const QString alone = m_dir.filePath("alone");
        QVERIFY(QDir().mkpath(alone));
        const QString cli = QDir(alone).filePath("catan-desk-cli");
        QVERIFY(QFile::copy(QStringLiteral(CATAN_CLI_PATH), cli));
        const QString pdf = m_dir.filePath("alone.pdf");
        for (const QStringList &args : {QStringList{"--db", m_db, "print", "standings", "-o", pdf},
                                        QStringList{"--db", m_db, "serve", "--port", "0"}}) {
            QProcess p;
            p.start(cli, QStringList{"--lang", "en"} + args);
            QVERIFY(p.waitForFinished(30000));
            QCOMPARE(p.exitCode(), 2);
            const QString err = QString::fromUtf8(p.readAllStandardError());
            QVERIFY2(err.startsWith("error: -: file: cannot start "
                                    + QDir(alone).filePath("catan-desk-cli-full") + ": "),
                     qPrintable(err));
            QCOMPARE(err.count('\n'), 1);
            QCOMPARE(p.readAllStandardOutput(), QByteArray());
        }
        QVERIFY(!QFile::exists(pdf));
        // The other commands need nothing else.
        QProcess p;
        p.start(cli, {"--db", m_db, "standings"});
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitCode(), 0);
        QVERIFY(p.readAllStandardOutput().startsWith("rank,player,"));
    }
};

QTEST_MAIN(TestCliPrint)
#include "tst_cli_print.moc"
