// The command line's output on a championship-sized file (2,000 players,
// 8 rounds, 16,000 rows) stays byte for byte what it was before the reading,
// scoring and writing were made fast: the digests below were taken from the
// program before that work, on the same generated file, for every rule set
// of docs/rules.md §8 and a custom one, and for the same tournament imported
// into a tournament file and exported again.
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
        // A custom rule set with every kind of part changed (docs/formats.md, rule-set files).
        writeFile(m_dir.filePath("town.rules"),
                  "id = town-league\nname = Town league\npoints-4 = 4 2 1 0\npoints-3 = 4 2 1\n"
                  "vp-cap = 10\nshare = sum-virtual-fourth\n"
                  "tie-breaks = first second vp share third\n");

        // The same tournament in a tournament file, standard and de-ranking.
        m_db = m_dir.filePath("championship.sqlite");
        const CliRun imported = runCli({"--db", m_db, "import", m_path});
        QCOMPARE(imported.err, QByteArray());
        QCOMPARE(imported.status, 0);
        m_dbRanking = m_dir.filePath("ranking.sqlite");
        QVERIFY(QFile::copy(m_db, m_dbRanking));
        QCOMPARE(runCli({"--db", m_dbRanking, "rules", "de-ranking"}).status, 0);
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
            << QByteArray("3b87048136d07ae9cac5193a34638b9a7d8811691627cbf6b7a07b553181d2f2")
            << 2001;
        QTest::newRow("standings after round 3")
            << QStringList{"standings", "--after-round", "3"}
            << QByteArray("506908a29a702829e7409b77aa47a8170f277955985b984aa830819fcba2d110")
            << 2001;
        QTest::newRow("score, de-ranking")
            << QStringList{"score", "--rules", "de-ranking"}
            << QByteArray("96d8f4beb46cb8bf9ae94645abc75a126812e9539f2745a3f1228169c40902ba")
            << 16001;
        QTest::newRow("standings, de-ranking")
            << QStringList{"standings", "--rules", "de-ranking"}
            << QByteArray("ebe0c0721de9ac27c27b4745be5159aeb2fe06beb5a8c79fb33454739de44b1e")
            << 2001;
        QTest::newRow("score, catan-studio")
            << QStringList{"score", "--rules", "catan-studio"}
            << QByteArray("488b4a57cd33299f6f2582f7e4f54b7335fabc876f968bb1f361a7e95a43e470")
            << 16001;
        QTest::newRow("standings, catan-studio")
            << QStringList{"standings", "--rules", "catan-studio"}
            << QByteArray("ffefa271a3cde6c3816e440009e3a2598c4a2aa5ce2d640399d73f8937fc9a52")
            << 2001;
        QTest::newRow("standings, average share, after round 5")
            << QStringList{"standings", "--rules", "average-share", "--after-round", "5"}
            << QByteArray("59e9ff67199a4c2c77d2ea1375085c6b4b05fe643a5a7c649e87211ea95df67b")
            << 2001;
        QTest::newRow("score, custom")
            << QStringList{"score", "--rules", "town.rules"}
            << QByteArray("5e17542f5b3d209c7fb25263d3eafffb8491a0e1cda860405a8a3e4a2e046e58")
            << 16001;
        QTest::newRow("standings, custom")
            << QStringList{"standings", "--rules", "town.rules"}
            << QByteArray("84e6b5faae17d91a6b7abdc810a0efc3d42e0a231c311cf6f515ed3e8b8f8eb4")
            << 2001;
    }

    void output()
    {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, digest);
        QFETCH(int, lines);
        for (QString &a : args) {
            if (a.endsWith(".rules"))
                a = m_dir.filePath(a);
        }
        const CliRun r = runCli(args << m_path);
        QCOMPARE(r.err, QByteArray());
        QCOMPARE(r.status, 0);
        QCOMPARE(int(r.out.count('\n')), lines);
        QCOMPARE(sha256(r.out), digest);
    }

    void database_data()
    {
        QTest::addColumn<bool>("ranking"); // the de-ranking file, else the standard one
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("digest");
        QTest::addColumn<int>("lines");
        QTest::newRow("export results")
            << false << QStringList{"export", "results"}
            << QByteArray("c36b362e50803605f07a07db7b88ba28475d1288b830a5748d4abe9c7015b4ce")
            << 16001;
        QTest::newRow("export standings")
            << false << QStringList{"export", "standings"}
            << QByteArray("3b87048136d07ae9cac5193a34638b9a7d8811691627cbf6b7a07b553181d2f2")
            << 2001;
        QTest::newRow("export results, spreadsheet")
            << false << QStringList{"--lang", "en", "export", "results", "--spreadsheet"}
            << QByteArray("b42323bda9dc5aea8710647d82ea38f578d20b4eb300b33ef2d7054dea401f29")
            << 16001;
        QTest::newRow("export standings, spreadsheet")
            << false << QStringList{"--lang", "en", "export", "standings", "--spreadsheet"}
            << QByteArray("60018754f4d7ef94b67d3d55eb819fd92cf9cbe07d779b0682ae3284d68d334e")
            << 2001;
        QTest::newRow("standings after round 3")
            << false << QStringList{"standings", "--after-round", "3"}
            << QByteArray("506908a29a702829e7409b77aa47a8170f277955985b984aa830819fcba2d110")
            << 2001;
        QTest::newRow("de-ranking: export results")
            << true << QStringList{"export", "results"}
            << QByteArray("725132706c6c93089ecefdde149b8f4b8150483300df605a1dee673b8182733a")
            << 16001;
        QTest::newRow("de-ranking: standings")
            << true << QStringList{"standings"}
            << QByteArray("ebe0c0721de9ac27c27b4745be5159aeb2fe06beb5a8c79fb33454739de44b1e")
            << 2001;
    }

    void database()
    {
        QFETCH(bool, ranking);
        QFETCH(QStringList, args);
        QFETCH(QByteArray, digest);
        QFETCH(int, lines);
        const CliRun r = runCli(QStringList{"--db", ranking ? m_dbRanking : m_db} + args);
        QCOMPARE(r.err, QByteArray());
        QCOMPARE(r.status, 0);
        QCOMPARE(int(r.out.count('\n')), lines);
        QCOMPARE(sha256(r.out), digest);
    }

private:
    QTemporaryDir m_dir;
    QString m_path;
    QString m_db;
    QString m_dbRanking;
};

QTEST_GUILESS_MAIN(TestCliLarge)
#include "tst_cli_large.moc"
