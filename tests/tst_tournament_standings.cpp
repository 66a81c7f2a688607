// The standings the tournament keeps between reads (rescored table by table
// after a save or an undo) are always those computed afresh from the file:
// after saves, corrections, drafts, undos, a renamed player, a changed rule
// set, and a change made by another program.
#include "benchmarks/bigtournament.h"
#include "standingstest.h"
#include "storepass.h"
#include "tournament/details.h"
#include "tournament/ranking.h"
#include "tournament/results.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"
#include "tournament/tournament.h"

#include <QHash>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace ctd;
using namespace ctd::test;

namespace {

constexpr int kPlayers = 40;
constexpr int kRounds = 4;

bool behindTheBack(const QString &path, const QString &statement)
{
    bool ok = false;
    {
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("other"));
        db.setDatabaseName(path);
        ok = db.open() && QSqlQuery(db).exec(statement);
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("other"));
    return ok;
}

// kRounds - 1 rounds with results, round kRounds seated; its sheets in `last`.
void makeTournament(Tournament &t, const QString &path, QList<TableSheet> *last,
                    QHash<QString, qint64> *ids)
{
    DbError e;
    QVERIFY(t.open(path, &e));
    QVERIFY(t.roster().addPlayers(testPass(), bench::playerNames(kPlayers), &e));
    const QList<TableSheet> all = bench::bigTournament(kPlayers, kRounds, 3);
    QList<TableSheet> early;
    for (const TableSheet &s : all)
        (s.round < kRounds ? early : *last).append(s);
    QList<Problem> problems;
    QVERIFY(t.results().importResults(testPass(), early, &problems, &e));
    QVERIFY(problems.isEmpty());
    for (const Player &p : t.roster().players())
        ids->insert(p.name, p.id);
    QList<QList<qint64>> seating;
    for (const TableSheet &s : *last) {
        QList<qint64> table;
        for (const PlayerLine &l : s.lines)
            table.append(ids->value(l.name));
        seating.append(table);
    }
    QVERIFY(t.rounds().addRound(testPass(), seating, &e));
}

} // namespace

class TestTournamentStandings : public QObject
{
    Q_OBJECT

private slots:
    void keptStandingsAreFresh()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("t.sqlite"));
        Tournament t;
        DbError e;
        QList<TableSheet> last;
        QHash<QString, qint64> ids;
        makeTournament(t, path, &last, &ids);
        if (QTest::currentTestFailed())
            return;

        const auto check = [&](const char *step) {
            for (int after : {-1, kRounds - 1, kRounds}) {
                const QStringList kept = rowsText(t.ranking().standings(after, &e));
                QVERIFY2(!e.isError(), qPrintable(e.message));
                QCOMPARE(kept.size(), kPlayers);
                if (kept != fresh(path, after))
                    QFAIL(qPrintable(QStringLiteral("%1, after round %2: the kept standings differ")
                                         .arg(QLatin1String(step))
                                         .arg(after)));
            }
        };
        check("before any save");

        // Each table of the last round saved, the standings read after each.
        for (const TableSheet &s : last) {
            QVERIFY(t.results().saveSheet(testPass(), kRounds, s.table, s.lines, false, &e));
            check("a save");
        }
        // A correction that changes the places at table 2.
        QList<PlayerLine> corrected = last[1].lines;
        corrected[0].settlements = corrected[0].settlements == 5 ? 4 : 5;
        QVERIFY(t.results().saveSheet(testPass(), kRounds, last[1].table, corrected, false, &e));
        check("a correction");
        // A draft that breaks a rule leaves the table out of the standings.
        QList<PlayerLine> broken = last[2].lines;
        broken[0].cities = 9;
        QVERIFY(t.results().saveSheet(testPass(), kRounds, last[2].table, broken, true, &e));
        check("a draft");
        QVERIFY(t.results().undoLastSave(testPass(), kRounds, last[2].table, &e));
        check("an undo");
        QVERIFY(t.results().undoLastSave(testPass(), kRounds, last[1].table, &e));
        check("a second undo");
        QVERIFY(t.roster().renamePlayer(testPass(), ids.value(last[0].lines[0].name),
                                        QStringLiteral("Renamed Player"), &e));
        check("a renamed player");
        TournamentInfo info = t.details().info();
        bool found = false;
        info.rules = RuleSet::byId(QStringLiteral("average-share"), &found);
        QVERIFY(found);
        QVERIFY(t.details().setInfo(testPass(), info, &e));
        check("another rule set");
        // Another program renames a player: the next read sees it.
        const QStringList before = rowsText(t.ranking().standings(-1, &e));
        QVERIFY(behindTheBack(path,
                              QStringLiteral("UPDATE player SET name = 'Changed Elsewhere' "
                                             "WHERE id = (SELECT MIN(id) FROM player)")));
        check("a change by another program");
        QVERIFY(rowsText(t.ranking().standings(-1, &e)) != before);
    }

    // The desk reads the standings data on another connection (a worker
    // thread) and keeps it: the tables saved or undone meanwhile are scored
    // again, and any other change since makes it read again.
    void standingsReadElsewhereAreKept()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("t.sqlite"));
        Tournament t;
        DbError e;
        QList<TableSheet> last;
        QHash<QString, qint64> ids;
        makeTournament(t, path, &last, &ids);
        if (QTest::currentTestFailed())
            return;
        const auto readElsewhere = [&path] {
            Tournament reader;
            DbError error;
            Ranking::StandingsData data;
            if (!reader.openReadOnly(path, &error)
                || !reader.ranking().readStandingsData(&data, &error))
                qWarning("cannot read: %s", qPrintable(error.message));
            return data;
        };
        QVERIFY(!t.ranking().hasKeptStandings());

        // Read elsewhere, two tables saved and one of them undone before it lands.
        Ranking::StandingsMark mark = t.ranking().standingsMark();
        Ranking::StandingsData data = readElsewhere();
        QCOMPARE(data.names.size(), kPlayers);
        QVERIFY(
            t.results().saveSheet(testPass(), kRounds, last[0].table, last[0].lines, false, &e));
        QVERIFY(
            t.results().saveSheet(testPass(), kRounds, last[1].table, last[1].lines, false, &e));
        QVERIFY(t.results().undoLastSave(testPass(), kRounds, last[1].table, &e));
        QVERIFY(!t.ranking().hasKeptStandings());
        QVERIFY(t.ranking().keepStandingsData(data, mark));
        QVERIFY(t.ranking().hasKeptStandings());
        for (int after : {-1, kRounds - 1, kRounds})
            QCOMPARE(rowsText(t.ranking().standings(after, &e)), fresh(path, after));
        // Kept: later saves rescore only their table, and stay fresh.
        QVERIFY(
            t.results().saveSheet(testPass(), kRounds, last[2].table, last[2].lines, false, &e));
        QVERIFY(t.ranking().hasKeptStandings());
        QCOMPARE(rowsText(t.ranking().standings(kRounds, &e)), fresh(path, kRounds));

        // A renamed player since the mark: the data read before is refused.
        const qint64 renamed = ids.value(last[0].lines[0].name);
        QVERIFY(t.roster().renamePlayer(testPass(), renamed, QStringLiteral("Late Rename"), &e));
        mark = t.ranking().standingsMark();
        data = readElsewhere();
        QVERIFY(t.roster().renamePlayer(testPass(), renamed, QStringLiteral("Again"), &e));
        QVERIFY(!t.ranking().keepStandingsData(data, mark));
        QVERIFY(!t.ranking().hasKeptStandings());

        // Another program's commit since the mark: refused too.
        mark = t.ranking().standingsMark();
        data = readElsewhere();
        QVERIFY(behindTheBack(path, QStringLiteral("UPDATE tournament SET name = 'Elsewhere'")));
        QVERIFY(!t.ranking().keepStandingsData(data, mark));

        // Read and kept with nothing else between: the standings read afresh.
        mark = t.ranking().standingsMark();
        data = readElsewhere();
        QVERIFY(t.ranking().keepStandingsData(data, mark));
        QCOMPARE(rowsText(t.ranking().standings(-1, &e)), fresh(path, -1));
    }
};

QTEST_GUILESS_MAIN(TestTournamentStandings)
#include "tst_tournament_standings.moc"
