// catan-desk-cli --db FILE seat --all-rounds: a planned schedule of every
// preliminary round, stored, printed, and re-planned where not yet played.
#include "clirun.h"
#include "scoretables.h"
#include "storepass.h"

#include "tournament/details.h"
#include "tournament/results.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"
#include "tournament/tournament.h"

#include <QTemporaryDir>
#include <QTest>

using namespace ctd;
using namespace ctd::test;

namespace {

/// round → the printed seating, as lists of names per table.
QMap<int, QList<QStringList>> parsePlan(const QByteArray &csv)
{
    QMap<int, QList<QStringList>> plan;
    const QList<QByteArray> lines = csv.trimmed().split('\n');
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QList<QByteArray> f = lines[i].split(',');
        QList<QStringList> &round = plan[f[0].toInt()];
        const int table = f[1].toInt();
        while (round.size() < table)
            round.append(QStringList());
        round[table - 1].append(QString::fromUtf8(f[3]));
    }
    return plan;
}

QList<QStringList> stored(Tournament &t, int round)
{
    QList<QStringList> out;
    for (const SeatedTable &table : t.rounds().tables(round))
        out.append(table.names);
    return out;
}

} // namespace

class TestCliPlan : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void twentyPlayersWithALateOne()
    {
        const QString db = m_dir.filePath("de.sqlite");
        QStringList names;
        for (int i = 1; i <= 20; ++i)
            names.append(QStringLiteral("P%1").arg(i, 2, 10, QLatin1Char('0')));
        {
            Tournament t;
            DbError e;
            QVERIFY(t.open(db, &e));
            QVERIFY(t.roster().addPlayers(testPass(), names, &e));
            QVERIFY(t.details().setRules(testPass(), RuleSet::byId("de-ranking"), &e));
        }
        // Nothing planned yet: the number of rounds is needed.
        QCOMPARE(runCli({"--db", db, "seat", "--all-rounds"}).status, 2);

        CliRun r = runCli({"--db", db, "seat", "--all-rounds", "--rounds", "4", "--seed", "7"});
        QCOMPARE(r.status, 0);
        const QMap<int, QList<QStringList>> plan = parsePlan(r.out);
        QCOMPARE(plan.keys(), (QList<int>{1, 2, 3, 4}));
        {
            Tournament t;
            DbError e;
            QVERIFY(t.open(db, &e));
            QCOMPARE(t.rounds().roundCount(), 4);
            for (int round = 1; round <= 4; ++round) {
                QCOMPARE(stored(t, round), plan.value(round)); // the plan is stored
                QStringList seated;
                for (const QStringList &table : plan.value(round)) {
                    QCOMPARE(table.size(), 4);
                    seated += table;
                }
                seated.sort();
                QCOMPARE(seated, names);
            }
            // Round 1 is played; then a player drops and one arrives late.
            for (const SeatedTable &table : t.rounds().tables(1))
                QVERIFY(t.results().saveSheet(
                    testPass(), 1, table.table,
                    sheetWithVp(1, table.table, table.names, {9, 7, 5, 3}).lines, false, &e));
            QVERIFY(
                t.roster().setDropped(testPass(), t.roster().playerByName("P05")->id, true, &e));
            qint64 late = 0;
            QVERIFY(t.roster().addPlayer(testPass(), "Late", &late, &e));
        }
        // Planned again, same seed: round 1 stays, rounds 2 to 4 change.
        r = runCli({"--db", db, "seat", "--all-rounds", "--seed", "7"});
        QCOMPARE(r.status, 0);
        const QMap<int, QList<QStringList>> again = parsePlan(r.out);
        QCOMPARE(again.keys(), (QList<int>{2, 3, 4}));
        Tournament t;
        DbError e;
        QVERIFY(t.openReadOnly(db, &e));
        QCOMPARE(t.rounds().roundCount(), 4);
        QCOMPARE(stored(t, 1), plan.value(1));
        for (int round = 2; round <= 4; ++round) {
            QCOMPARE(stored(t, round), again.value(round));
            QStringList seated;
            for (const QStringList &table : again.value(round))
                seated += table;
            QVERIFY(seated.contains("Late"));
            QVERIFY(!seated.contains("P05"));
            QCOMPARE(seated.size(), 20);
        }
        // More rounds than --rounds allows is refused.
        QCOMPARE(runCli({"--db", db, "seat", "--all-rounds", "--rounds", "3"}).status, 2);
    }
};

QTEST_GUILESS_MAIN(TestCliPlan)
#include "tst_cli_plan.moc"
