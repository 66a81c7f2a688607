// A tournament file keeps its rule set whole and the stage of every round
// (docs/rules.md); a file made before keeps being scored by standard.
#include "scoretables.h"
#include "storepass.h"

#include "scoring/rulesettext.h"
#include "tournament/dbschema.h"
#include "tournament/details.h"
#include "tournament/ranking.h"
#include "tournament/results.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"
#include "tournament/tournament.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace ctd;
using namespace ctd::test;

namespace {

void runSql(const QString &path, const QStringList &statements)
{
    static int counter = 0;
    const QString name = QStringLiteral("formats-raw-%1").arg(++counter);
    {
        QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", name);
        db.setDatabaseName(path);
        if (!db.open())
            qFatal("cannot open %s", qPrintable(path));
        for (const QString &s : statements) {
            QSqlQuery q(db);
            if (!q.exec(s))
                qFatal("%s: %s", qPrintable(s), qPrintable(q.lastError().text()));
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

/// `rounds` preliminary rounds of `count` players (a multiple of 4), mixed.
QList<TableSheet> prelimSheets(int count, int rounds)
{
    QList<TableSheet> sheets;
    const QList<QList<int>> vps{{11, 8, 5, 3}, {9, 7, 6, 2}, {12, 6, 4, 3}, {8, 7, 5, 4}};
    const int mix[] = {1, 29, 31};
    for (int round = 1; round <= rounds; ++round) {
        for (int table = 0; table < count / 4; ++table) {
            QStringList names;
            for (int seat = 0; seat < 4; ++seat)
                names.append(QStringLiteral("N%1").arg((table * 4 + seat) * mix[round - 1] % count,
                                                       2, 10, QLatin1Char('0')));
            sheets.append(sheetWithVp(round, table + 1, names, vps[(table + round) % 4]));
        }
    }
    return sheets;
}

} // namespace

class TestFormatsDb : public QObject
{
    Q_OBJECT

    std::unique_ptr<QTemporaryDir> m_dir;

    QString file(const QString &name) const { return m_dir->filePath(name); }

    QList<qint64> idsOf(Tournament &t, const QStringList &names)
    {
        QList<qint64> ids;
        for (const QString &n : names)
            ids.append(t.roster().playerByName(n)->id);
        return ids;
    }

private slots:
    void init() { m_dir = std::make_unique<QTemporaryDir>(); }

    // A version 2 file (before rule sets were kept whole) opens as it was
    // scored: its preset, the standings identical.
    void fileMadeBeforeOpensUnchanged_data()
    {
        QTest::addColumn<QString>("ruleSet");
        QTest::newRow("standard") << "standard";
        QTest::newRow("a variation") << "three-5-3-1";
    }

    void fileMadeBeforeOpensUnchanged()
    {
        QFETCH(QString, ruleSet);
        const QString path = file("v2.sqlite");
        QStringList v2 = schema::upgradeStep(1) + schema::upgradeStep(2);
        v2 << QString("PRAGMA application_id = %1").arg(qint32(schema::kApplicationId))
           << "PRAGMA user_version = 2"
           << QString("INSERT INTO tournament VALUES (1, 'Old Open', '2023-09-02', '%1')")
                  .arg(ruleSet)
           << "INSERT INTO player (name) VALUES ('Anna'), ('Bernd'), ('Carla')"
           << "INSERT INTO round (number) VALUES (1)"
           << "INSERT INTO game_table VALUES (1, 1)"
           << "INSERT INTO seat VALUES (1, 1, 1, 1), (1, 1, 2, 2), (1, 1, 3, 3)"
           << "INSERT INTO sheet_version VALUES (1, 1, 1, NULL, 0, '2023-09-02T10:00:00Z')"
           << "INSERT INTO sheet_line VALUES (1, 1, 1, 1, 1, 0, 2, 3, 0, 0, 4, 1, 0, 0, 0),"
              " (1, 1, 1, 2, 2, 0, 2, 1, 0, 0, 4, 1, 0, 0, 0), (1, 1, 1, 3, 3, 0, 4, 0, 0, 0, 4, 1, 0, 0, 0)"
           << "INSERT INTO sheet VALUES (1, 1, 1)";
        runSql(path, v2);

        Tournament t;
        DbError e;
        QVERIFY2(t.open(path, &e), qPrintable(e.message));
        const RuleSet preset = RuleSet::byId(ruleSet);
        QCOMPARE(t.details().info().rules, preset);
        QVERIFY(t.details().ruleSetHistory().isEmpty());
        QVERIFY(t.rounds().stages().isEmpty());
        const QList<TableSheet> sheets = t.results().sheets(false);
        QCOMPARE(sheets.size(), 1);
        const QList<StandingsRow> expected =
            computeStandings({"Anna", "Bernd", "Carla"}, scoreTables(sheets, preset), preset);
        const QList<StandingsRow> got = t.ranking().standings();
        QCOMPARE(namesOf(got), namesOf(expected));
        for (qsizetype i = 0; i < got.size(); ++i) {
            QCOMPARE(got[i].roundPointsTwelfths, expected[i].roundPointsTwelfths);
            QCOMPARE(got[i].vp, expected[i].vp);
            QCOMPARE(got[i].vpShare, expected[i].vpShare);
        }
        // Bernd and Carla tie at 4 VP: 2.5 each under standard, 2 under 5-3-1.
        QCOMPARE(got[1].roundPointsTwelfths, ruleSet == "standard" ? 30 : 24);
    }

    void ruleSetKeptWholeWithItsHistory()
    {
        const QString path = file("t.sqlite");
        RuleSet custom = RuleSet::byId("de-ranking");
        custom.id = "town-league";
        custom.name = "Town league";
        custom.pointsTable3 = {4, 2, 1};
        {
            Tournament t;
            DbError e;
            QVERIFY(t.open(path, &e));
            QVERIFY(t.details().setRules(testPass(), custom, &e));
            TournamentInfo info = t.details().info();
            info.name = "Town Open";
            QVERIFY(
                t.details().setInfo(testPass(), info, &e)); // the same rule set: no change recorded
            QVERIFY(t.details().setRules(testPass(), RuleSet::byId("catan-studio"), &e));
        }
        Tournament t;
        DbError e;
        QVERIFY(t.openReadOnly(path, &e));
        QCOMPARE(t.details().info().rules, RuleSet::byId("catan-studio"));
        const QList<RuleSetChange> history = t.details().ruleSetHistory();
        QCOMPARE(history.size(), 2);
        QCOMPARE(history[0].before, RuleSet::standard());
        QCOMPARE(history[0].after, custom);
        QCOMPARE(history[1].before, custom);
        QCOMPARE(history[1].after, RuleSet::byId("catan-studio"));
        QVERIFY(history[0].changedAt.isValid());
        t.close();

        // The parts stored win over a preset a later version revised.
        RuleSet older = RuleSet::byId("de-ranking");
        older.pointsTable3 = {5, 3, 2};
        runSql(path,
               {QString("UPDATE tournament SET rule_set = 'de-ranking', rules = '%1'")
                    .arg(ruleSetToText(older))});
        QVERIFY(t.openReadOnly(path, &e));
        QCOMPARE(t.details().info().rules, older);
    }

    // A 20-player catan-studio event: three preliminary rounds, then the top
    // 4 at a final; a dropped player is passed over; the final ranks first.
    void finalOfTwentyPlayers()
    {
        Tournament t;
        DbError e;
        QVERIFY(t.open(file("s.sqlite"), &e));
        QVERIFY(t.details().setRules(testPass(), RuleSet::byId("catan-studio"), &e));
        QList<Problem> problems;
        QVERIFY2(t.results().importResults(testPass(), prelimSheets(20, 3), &problems, &e),
                 qPrintable(e.message));
        const QList<StandingsRow> prelim = t.ranking().standings();
        const QStringList rank = namesOf(prelim);
        QVERIFY(t.roster().setDropped(testPass(), t.roster().playerByName(rank[1])->id, true, &e));

        QSet<QString> dropped{rank[1]};
        const QList<QStringList> cut = cutTables(Stage::Final, prelim, dropped, {});
        QCOMPARE(cut, (QList<QStringList>{{rank[0], rank[2], rank[3], rank[4]}}));

        // The wrong players are refused, and the round stays preliminary.
        QVERIFY(
            t.rounds().addRound(testPass(), {idsOf(t, {rank[0], rank[2], rank[3], rank[5]})}, &e));
        QVERIFY(!t.rounds().setStage(testPass(), 4, Stage::Final, QString(), &problems, &e));
        QStringList codes;
        for (const Problem &p : problems)
            codes.append(p.code + ':' + p.player);
        codes.sort();
        QStringList want{"stage_players:" + rank[4], "stage_players:" + rank[5]};
        want.sort();
        QCOMPARE(codes, want);
        QVERIFY(t.rounds().stages().isEmpty());
        // Overruled with a reason, it stands.
        QVERIFY(t.rounds().setStage(testPass(), 4, Stage::Final, "Rank 5 left before the final",
                                    &problems, &e));
        QCOMPARE(t.rounds().overruled().value(4), QString("Rank 5 left before the final"));
        // As the rules say, without a reason.
        QVERIFY(t.rounds().reseatRound(testPass(), 4, {idsOf(t, cut.first())}, &e));
        QVERIFY2(t.rounds().setStage(testPass(), 4, Stage::Final, QString(), &problems, &e),
                 qPrintable(e.message));
        QVERIFY(t.rounds().overruled().isEmpty());
        QCOMPARE(t.rounds().stages(), (StageMap{{4, Stage::Final}}));

        // The final's result: seat 4 (rank 5) wins.
        QVERIFY(t.results().saveSheet(
            testPass(), 4, 1, sheetWithVp(4, 1, cut.first(), {4, 6, 7, 11}).lines, false, &e));
        const QList<StandingsRow> rows = t.ranking().standings();
        QCOMPARE(namesOf(rows).mid(0, 4), (QStringList{rank[4], rank[3], rank[2], rank[0]}));
        QCOMPARE(rows.first().tables, 3); // the columns count the preliminary rounds
        QVERIFY(t.rounds().checkStages().isEmpty());

        // No preliminary round after the final.
        QVERIFY(
            t.rounds().addRound(testPass(), {idsOf(t, {rank[5], rank[6], rank[7], rank[8]})}, &e));
        QVERIFY(!t.rounds().checkStages().isEmpty());
        QCOMPARE(t.rounds().checkStages().first().code, QString("stage_order"));
    }
};

QTEST_GUILESS_MAIN(TestFormatsDb)
#include "tst_formats_db.moc"
