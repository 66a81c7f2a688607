// The command line's output on a championship-sized file (2,000 players,
// 8 rounds, 16,000 rows) stays byte for byte what it was before the reading,
// scoring and writing were made fast: the digests below were taken from the
// program before that work, on the same generated file.
#include "benchmarks/bigtournament.h"
#include "clirun.h"
#include "files/csv.h"

#include <QCryptographicHash>
#include <QTemporaryDir>
#include <QTest>

using namespace ctd;
using namespace ctd::test;

namespace {

// What gen_results 2000 8 1 writes.
QByteArray championship()
{
    CsvWriter out;
    out.addRow({"round", "table", "player", "settlements", "cities", "vp_cards", "knights", "roads",
                "longest_road", "army_first", "road_first", "declared"});
    for (const TableSheet &t : bench::bigTournament(2000, 8, 1)) {
        for (const PlayerLine &p : t.lines) {
            out.addRow({QString::number(t.round), QString::number(t.table), p.name,
                        QString::number(p.settlements), QString::number(p.cities),
                        QString::number(p.vpCards), QString::number(p.knights),
                        QString::number(p.roads), QString::number(p.longestRoad),
                        QString::number(int(p.armyFirst)), QString::number(int(p.roadFirst)),
                        QString::number(int(p.declared))});
        }
    }
    return out.bytes();
}

QByteArray sha256(const QByteArray &bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex();
}

} // namespace

class TestCliLarge : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const QByteArray bytes = championship();
        // The input itself: 16,000 rows, the same as the file the digests were taken on.
        QCOMPARE(sha256(bytes),
                 QByteArray("74aae13b5a6ca1f0ab5de067209deec2ea7ccc3fb9b53d846fe06326d20d587c"));
        m_path = writeFile(m_dir.filePath("championship.csv"), bytes);
    }

    void output_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("digest");
        QTest::addColumn<int>("lines");
        QTest::newRow("score")
            << QStringList{"score"}
            << QByteArray("fbaeca7f8c7d730bd999e56b0f1e4fa15c7b24e6ee75aa03b676c5f5f4c1161e")
            << 16001;
        QTest::newRow("standings")
            << QStringList{"standings"}
            << QByteArray("801c175a08937b2b73b69c1c1576b00e1c6a0063b94956edea86f549de14d8ca")
            << 2001;
        QTest::newRow("standings after round 3")
            << QStringList{"standings", "--after-round", "3"}
            << QByteArray("aac103326333fbac6c2cf6637df7fc0b2999ace4e5ab0e6477075f46355768c5")
            << 2001;
    }

    void output()
    {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, digest);
        QFETCH(int, lines);
        const CliRun r = runCli(args << m_path);
        QCOMPARE(r.err, QByteArray());
        QCOMPARE(r.status, 0);
        QCOMPARE(int(r.out.count('\n')), lines);
        QCOMPARE(sha256(r.out), digest);
    }

private:
    QTemporaryDir m_dir;
    QString m_path;
};

QTEST_GUILESS_MAIN(TestCliLarge)
#include "tst_cli_large.moc"
