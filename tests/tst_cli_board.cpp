// catan-desk-cli board (docs/formats.md, "The round's board"): a board from a
// seed as CSV, read back and checked row by row; a round's board drawn, kept,
// shown again and drawn again in a tournament file; its page and the slips'
// pictures as PDF; and each mistake with its exit status and message.
#include "commands/boardcommands.h"
#include "papertest.h"
#include "scoring/board.h"
#include "tournament/tournament.h"

#include "clirun.h"
#include "tournament/boards.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace ctd;
using ctd::test::runCli;

namespace {

// The CSV's rows as lists of fields (no quoting in a board's file).
QList<QStringList> rows(const QByteArray &csv)
{
    QList<QStringList> out;
    for (const QString &line : QString::fromUtf8(csv).split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        out << line.split(QLatin1Char(','));
    return out;
}

} // namespace

class TestCliBoard : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_db;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_db = m_dir.filePath("t.catan");
        const QByteArray round1 = ctd::test::kResultsHeader
            + "1,1,Anna,2,3,1,3,11,7,,,\n1,1,Bernd,3,2,0,1,8,4,,,\n1,1,Carla,4,1,0,0,9,5,,,\n"
              "1,1,Dario,2,0,0,2,6,3,,,\n";
        const auto r = runCli(
            {"--db", m_db, "import", ctd::test::writeFile(m_dir.filePath("r1.csv"), round1)});
        QVERIFY2(r.status == 0, r.err.constData());
    }

    void aBoardFromASeed()
    {
        const auto r = runCli({"board", "--seed", "2026"});
        QCOMPARE(r.status, 0);
        QVERIFY(r.err.isEmpty());
        const QList<QStringList> csv = rows(r.out);
        QCOMPARE(csv.value(0),
                 QStringList({"kind", "place", "q", "r", "resource", "number", "pips"}));
        QCOMPARE(csv.size(), 1 + 19 + 9 + 5);
        const board::Board b = board::generate(2026);
        // Places row by row from the top, each row from the left.
        const int q[19] = {0, 1, 2, -1, 0, 1, 2, -2, -1, 0, 1, 2, -2, -1, 0, 1, -2, -1, 0};
        const int rr[19] = {-2, -2, -2, -1, -1, -1, -1, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2};
        QMap<QString, int> pips;
        for (int i = 0; i < 19; ++i) {
            const QStringList &row = csv[1 + i];
            QCOMPARE(row.value(0), QStringLiteral("hex"));
            QCOMPARE(row.value(1).toInt(), i + 1);
            QCOMPARE(row.value(2).toInt(), q[i]);
            QCOMPARE(row.value(3).toInt(), rr[i]);
            QCOMPARE(row.value(4), board::hexWord(b.resources[i]));
            if (row.value(4) == QLatin1String("desert")) {
                QCOMPARE(row.value(5), QString());
                QCOMPARE(row.value(6), QString());
            } else {
                const int n = row.value(5).toInt();
                QCOMPARE(n, b.numbers[i]);
                QCOMPARE(row.value(6).toInt(), 6 - std::abs(7 - n));
                pips[row.value(4)] += row.value(6).toInt();
            }
        }
        QStringList harbours;
        for (int i = 0; i < 9; ++i) {
            const QStringList &row = csv[20 + i];
            QCOMPARE(row,
                     QStringList({"harbour", QString::number(i + 1), "", "",
                                  board::harbourWord(b.harbours[i]), "", ""}));
            harbours << row.value(4);
        }
        harbours.sort();
        QCOMPARE(harbours,
                 QStringList({"brick", "generic", "generic", "generic", "generic", "ore", "sheep",
                              "wheat", "wood"}));
        const QStringList resources{"wood", "sheep", "wheat", "brick", "ore"};
        for (int i = 0; i < 5; ++i)
            QCOMPARE(csv[29 + i],
                     QStringList({"pips", "", "", "", resources[i], "",
                                  QString::number(pips.value(resources[i]))}));
    }

    void aSeedDrawnIsNamed()
    {
        const auto r = runCli({"board"});
        QCOMPARE(r.status, 0);
        const QString err = QString::fromUtf8(r.err);
        QVERIFY2(err.startsWith("note: board drawn with seed "), r.err.constData());
        const QString seed = err.section(QLatin1Char(' '), 5, 5).remove(QLatin1Char(';'));
        QCOMPARE(runCli({"board", "--seed", seed}).out, r.out);
    }

    void mistakes_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("err");
        QTest::newRow("a seed not a number")
            << QStringList{"board", "--seed", "x"}
            << "error: -: usage: the option --seed takes a whole number, not \"x\"";
        QTest::newRow("a negative seed")
            << QStringList{"board", "--seed", "-3"} << "error: -: usage: the option --seed takes";
        QTest::newRow("an argument") << QStringList{"board", "x"} << "error: -: usage: too many";
        QTest::newRow("--round without --db")
            << QStringList{"board", "--round", "1"} << "error: -: usage: ";
    }
    void mistakes()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, err);
        const auto r = runCli(args);
        QCOMPARE(r.status, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(QString::fromUtf8(r.err).startsWith(err), r.err.constData());
    }

    void aRoundsBoardIsKept()
    {
        auto r = runCli({"--db", m_db, "board", "--round", "2", "--seed", "77"});
        QVERIFY2(r.status == 0, r.err.constData());
        QCOMPARE(r.out, runCli({"board", "--seed", "77"}).out);
        QCOMPARE(r.err, QByteArray("note: the board of round 2, drawn with seed 77\n"));
        // Shown again as it was.
        const auto again = runCli({"--db", m_db, "board", "--round", "2"});
        QCOMPARE(again.status, 0);
        QCOMPARE(again.out, r.out);
        QCOMPARE(again.err, r.err);
        {
            Tournament t;
            DbError e;
            QVERIFY(t.openReadOnly(m_db, &e));
            QCOMPARE(t.boards().roundBoard(2), std::optional(board::generate(77)));
            QVERIFY(!t.boards().roundBoard(1));
        }
        // Drawn again with another seed.
        r = runCli({"--db", m_db, "board", "--round", "2", "--seed", "78"});
        QCOMPARE(r.status, 0);
        QCOMPARE(r.out, runCli({"board", "--seed", "78"}).out);
        // Without a seed, a round without a board gets one and says its seed.
        r = runCli({"--db", m_db, "board", "--round", "1"});
        QCOMPARE(r.status, 0);
        QVERIFY2(r.err.startsWith("note: the board of round 1, drawn with seed "),
                 r.err.constData());
    }

    void roundMistakes_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("err");
        QTest::newRow("no --round") << QStringList{"board"} << "error: -: usage: missing --round N";
        QTest::newRow("round 0") << QStringList{"board", "--round", "0"} << "error: -: usage: ";
        QTest::newRow("two rounds ahead")
            << QStringList{"board", "--round", "3", "--seed", "1"}
            << "error: -: invalid: A board is drawn for a seated round or the next one; round 3 "
               "is neither";
        QTest::newRow("no board to print")
            << QStringList{"print", "board", "--round", "3", "-o", "x.pdf"}
            << "error: -: usage: round 3 has no board yet";
    }
    void roundMistakes()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, err);
        const auto r = runCli(QStringList{"--db", m_db} + args);
        QCOMPARE(r.status, 2);
        QVERIFY2(QString::fromUtf8(r.err).startsWith(err), r.err.constData());
    }

    // The page of its own, and a picture on every slip of a round with a board.
    void printed()
    {
        const QString page = m_dir.filePath("board.pdf");
        auto r = runCli({"--db", m_db, "print", "board", "--round", "2", "-o", page});
        QVERIFY2(r.status == 0, r.err.constData());
        const QString text = papertest::pdfText(page);
        QVERIFY2(text.contains("Board of round 2"), qPrintable(text));
        QVERIFY(text.contains("Drawn with seed 78"));
        const auto pips = board::generate(78).resourcePips();
        QVERIFY2(
            text.contains(QStringLiteral("Pips: Wood %1 · Sheep %2 · Wheat %3 · Brick %4 · Ore %5")
                              .arg(pips[0])
                              .arg(pips[1])
                              .arg(pips[2])
                              .arg(pips[3])
                              .arg(pips[4])),
            qPrintable(text));
        for (const char *word : {"Desert", "3:1", "2:1", "Wheat"})
            QVERIFY2(text.contains(QLatin1String(word)), word);

        const QString slips = m_dir.filePath("slips.pdf");
        r = runCli({"--db", m_db, "print", "slips", "--round", "1", "-o", slips});
        QVERIFY2(r.status == 0, r.err.constData());
        QVERIFY(papertest::pdfText(slips).contains("Desert"));
        // German: the pieces' own words.
        r = runCli({"--lang", "de", "--db", m_db, "print", "board", "--round", "2", "-o", page});
        QCOMPARE(r.status, 0);
        const QString german = papertest::pdfText(page);
        for (const char *word : {"Wüste", "Holz", "Lehm", "Erz", "Getreide", "Wolle"})
            QVERIFY2(german.contains(QString::fromUtf8(word)), word);
    }

    // The desk's command: drawn, undone (the round has the board it had), redone.
    void undone()
    {
        Tournament t;
        DbError e;
        QVERIFY(t.open(m_db, &e));
        const auto before = t.boards().roundBoard(2);
        DrawBoard draw(2, 99);
        QVERIFY(draw.apply(t, &e));
        QCOMPARE(t.boards().roundBoard(2), std::optional(board::generate(99)));
        QVERIFY(draw.revert(t, &e));
        QCOMPARE(t.boards().roundBoard(2), before);
        QVERIFY(draw.apply(t, &e));
        QCOMPARE(t.boards().roundBoard(2), std::optional(board::generate(99)));
        // Drawn again elsewhere: this one is not undone over it.
        QVERIFY(DrawBoard(2, 100).apply(t, &e));
        QVERIFY(!draw.revert(t, &e));
        QCOMPARE(e.kind, DbError::Conflict);
    }
};

QTEST_GUILESS_MAIN(TestCliBoard)
#include "tst_cli_board.moc"
