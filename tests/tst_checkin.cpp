// The check-in (docs/formats.md §8): players marked absent for a round are
// stored in the file, left out of its draw by the command line, refused in a
// stored seating, listed on the printed seating; and moving players between
// tables without a result while another table of the round has one.
#include "commands/roundcommands.h"
#include "files/csv.h"
#include "language/language.h"
#include "paper/paperbuilder.h"
#include "paper/papertournament.h"
#include "storepass.h"
#include "tournament/dbschema.h"
#include "tournament/schedule.h"
#include "tournament/tournament.h"

#include "clirun.h"
#include "tournament/backups.h"
#include "tournament/results.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"

#include <QSet>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace ctd;

namespace {

const QStringList kNames{"Anna", "Bernd", "Carla", "Dario", "Emil", "Fatma", "Gustavo", "Hanna"};

// The worked example of docs/rules.md: a valid sheet for four names.
QList<PlayerLine> sheetFor(const QStringList &names)
{
    const int v[4][6] = {
        {2, 3, 1, 3, 11, 7}, {3, 2, 0, 1, 8, 4}, {4, 1, 0, 0, 9, 5}, {2, 0, 0, 2, 6, 3}};
    QList<PlayerLine> lines;
    for (int i = 0; i < names.size(); ++i) {
        PlayerLine l;
        l.name = names.at(i);
        l.settlements = v[i][0];
        l.cities = v[i][1];
        l.vpCards = v[i][2];
        l.knights = v[i][3];
        l.roads = v[i][4];
        l.longestRoad = v[i][5];
        lines.append(l);
    }
    return lines;
}

} // namespace

class TstCheckIn : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir dir;
    QString path;
    QHash<QString, qint64> id;

    void makeTournament(Tournament *t)
    {
        DbError e;
        QVERIFY2(t->open(path, &e), qPrintable(e.message));
        QVERIFY2(t->roster().addPlayers(testPass(), kNames, &e), qPrintable(e.message));
        for (const Player &p : t->roster().players())
            id.insert(p.name, p.id);
    }

private slots:
    void init()
    {
        path = dir.filePath(QStringLiteral("%1.sqlite").arg(QTest::currentTestFunction()));
        QFile::remove(path);
        id.clear();
    }

    void absenceIsStoredAndSurvivesReopening()
    {
        {
            Tournament t;
            makeTournament(&t);
            QSignalSpy changed(t.notifier(), &Notifier::checkInChanged);
            DbError e;
            QVERIFY2(t.roster().setAbsent(testPass(), 1, {id["Bernd"], id["Emil"]}, true, &e),
                     qPrintable(e.message));
            QCOMPARE(changed.size(), 1);
            QCOMPARE(changed.first().first().toInt(), 1);
            QVERIFY(t.roster().setAbsent(testPass(), 1, {id["Emil"]}, false, &e));
            // Absent is not dropped.
            QVERIFY(!t.roster().playerByName("Bernd")->dropped);
        }
        Tournament t;
        DbError e;
        QVERIFY(t.open(path, &e));
        QCOMPARE(t.roster().absent(1), QSet<qint64>{id["Bernd"]});
        QCOMPARE(t.roster().absent(2), QSet<qint64>{});
        QVERIFY(t.roster().markAllPresent(testPass(), 1, &e));
        QVERIFY(t.roster().absent(1).isEmpty());
    }

    void schemaHasTheCheckInStep()
    {
        QString all;
        for (int step = 1; step <= schema::currentVersion(); ++step)
            all += schema::upgradeStep(step).join(' ');
        QVERIFY(all.contains("CREATE TABLE IF NOT EXISTS absence"));
    }

    void seatedRoundKeepsItsCheckIn()
    {
        Tournament t;
        makeTournament(&t);
        DbError e;
        QVERIFY(t.roster().setAbsent(testPass(), 1, {id["Hanna"]}, true, &e));
        // An absent player cannot be stored in the round.
        QList<QList<qint64>> tables{{id["Anna"], id["Bernd"], id["Carla"], id["Dario"]},
                                    {id["Emil"], id["Fatma"], id["Gustavo"], id["Hanna"]}};
        QVERIFY(!t.rounds().addRound(testPass(), tables, &e));
        QCOMPARE(e.kind, DbError::Invalid);
        QVERIFY2(e.message.contains("Hanna") && e.message.contains("absent"),
                 qPrintable(e.message));
        QCOMPARE(t.rounds().roundCount(), 0);
        QVERIFY(t.roster().setAbsent(testPass(), 1, {id["Hanna"]}, false, &e));
        QVERIFY2(t.rounds().addRound(testPass(), tables, &e), qPrintable(e.message));
        // Round 1 is seated: its check-in is over; round 2's is open.
        QVERIFY(!t.roster().setAbsent(testPass(), 1, {id["Anna"]}, true, &e));
        QCOMPARE(e.kind, DbError::Conflict);
        QVERIFY(e.message.contains("Round 1"));
        QVERIFY(t.roster().setAbsent(testPass(), 2, {id["Anna"]}, true, &e));
    }

    void removedPlayerLeavesNoAbsence()
    {
        Tournament t;
        makeTournament(&t);
        DbError e;
        QVERIFY(t.roster().setAbsent(testPass(), 1, {id["Hanna"]}, true, &e));
        QVERIFY2(t.roster().removePlayer(testPass(), id["Hanna"], &e), qPrintable(e.message));
        QVERIFY(t.roster().absent(1).isEmpty());
    }

    void planLeavesOutTheAbsent()
    {
        Tournament t;
        makeTournament(&t);
        DbError e;
        QVERIFY(t.roster().addPlayers(testPass(), {"Ilse"}, &e));
        QVERIFY(
            t.roster().setAbsent(testPass(), 1, {t.roster().playerByName("Ilse")->id}, true, &e));
        PlanRounds plan(3, 7);
        QVERIFY2(plan.apply(t, &e), qPrintable(e.message));
        QCOMPARE(t.rounds().roundCount(), 3);
        for (int r = 1; r <= 3; ++r) {
            for (const SeatedTable &table : t.rounds().tables(r))
                QVERIFY(!table.names.contains("Ilse"));
        }
    }

    void copyKeepsTheCheckIn()
    {
        {
            Tournament t;
            makeTournament(&t);
            DbError e;
            QVERIFY(t.roster().setAbsent(testPass(), 1, {id["Carla"]}, true, &e));
        }
        const QString target = dir.filePath("copy.sqlite");
        QFile::remove(target);
        DbError e;
        QVERIFY2(Backups::copy(path, target, &e), qPrintable(e.message));
        Tournament copy;
        QVERIFY(copy.open(target, &e));
        QCOMPARE(copy.roster().absent(1), QSet<qint64>{copy.roster().playerByName("Carla")->id});
    }

    void cliSeatLeavesOutTheAbsent()
    {
        {
            Tournament t;
            makeTournament(&t);
            DbError e;
            QVERIFY(t.roster().addPlayers(testPass(), {"Ilse", "João", "Karl", "Lúcia"}, &e));
            QVERIFY(t.roster().setAbsent(
                testPass(), 1,
                {t.roster().playerByName("Karl")->id, t.roster().playerByName("Anna")->id}, true,
                &e));
        }
        const test::CliRun r =
            test::runCli({"--lang", "en", "--db", path, "seat", "--round", "1", "--seed", "5"});
        QCOMPARE(r.status, 0);
        QVERIFY(!r.out.contains("Karl"));
        QVERIFY(!r.out.contains("Anna"));
        QCOMPARE(r.out.count('\n'), 1 + 10); // header and ten seats: 10 present of 12
        Tournament t;
        DbError e;
        QVERIFY(t.open(path, &e));
        QCOMPARE(t.rounds().tables(1).size(), 3); // 4 + 3 + 3
    }

    void printedSeatingNamesTheAbsent_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QString>("absent");
        QTest::newRow("en") << "en"
                            << "Absent";
        QTest::newRow("de") << "de"
                            << "Abwesend";
        QTest::newRow("pt") << "pt"
                            << "Ausente";
    }
    void printedSeatingNamesTheAbsent()
    {
        QFETCH(QString, lang);
        QFETCH(QString, absent);
        Language::apply(lang);
        Tournament t;
        makeTournament(&t);
        DbError e;
        QVERIFY(t.roster().addPlayers(testPass(), {"Ilse"}, &e));
        QVERIFY(
            t.roster().setAbsent(testPass(), 1, {t.roster().playerByName("Ilse")->id}, true, &e));
        QVERIFY(t.rounds().addRound(testPass(),
                                    {{id["Anna"], id["Bernd"], id["Carla"], id["Dario"]},
                                     {id["Emil"], id["Fatma"], id["Gustavo"], id["Hanna"]}},
                                    &e));
        const PaperDocument byTable =
            buildDocument(t, PaperKind::SeatingByTable, 1, {}, QLocale::c());
        QCOMPARE(byTable.rows.size(), 3);
        QCOMPARE(byTable.rows.last(), (QStringList{QString(), absent + ": Ilse"}));
        const PaperDocument byName =
            buildDocument(t, PaperKind::SeatingByName, 1, {}, QLocale::c());
        bool found = false;
        for (const QStringList &row : byName.rows)
            found = found || (row.value(0) == "Ilse" && row.value(1) == absent.toLower());
        QVERIFY(found);
        Language::apply("en");
    }

    // Issue 12: a player moves between two tables without a result while
    // another table of the round has one.
    void moveWhileAnotherTableHasAResult()
    {
        Tournament t;
        makeTournament(&t);
        DbError e;
        QVERIFY(t.roster().addPlayers(testPass(), {"Ilse", "João", "Karl", "Lúcia"}, &e));
        QList<QList<qint64>> tables;
        QStringList names = kNames + QStringList{"Ilse", "João", "Karl", "Lúcia"};
        for (int i = 0; i < 3; ++i) {
            QList<qint64> ids;
            for (int s = 0; s < 4; ++s)
                ids.append(t.roster().playerByName(names.at(4 * i + s))->id);
            tables.append(ids);
        }
        QVERIFY(t.rounds().addRound(testPass(), tables, &e));
        QVERIFY(t.rounds().setRoundSeed(testPass(), 1, 9, &e));
        QVERIFY(t.rounds().hasTableWithoutResult(1));
        QVERIFY2(t.results().saveSheet(testPass(), 1, 1, sheetFor(names.mid(0, 4)), false, &e),
                 qPrintable(e.message));
        QVERIFY(t.rounds().hasTableWithoutResult(1));
        QVERIFY(!t.rounds().reseatRound(testPass(), 1, tables,
                                        &e)); // the whole round: refused, as before
        // Emil (table 2) and Ilse (table 3) change places.
        QMap<int, QList<qint64>> changed;
        changed.insert(2, {tables[2][0], tables[1][1], tables[1][2], tables[1][3]});
        changed.insert(3, {tables[1][0], tables[2][1], tables[2][2], tables[2][3]});
        QVERIFY2(t.rounds().reseatTables(testPass(), 1, changed, &e), qPrintable(e.message));
        const QList<SeatedTable> after = t.rounds().tables(1);
        QCOMPARE(after[0].names, names.mid(0, 4));
        QCOMPARE(after[0].state, SheetState::Complete);
        QCOMPARE(after[1].names.first(), QString("Ilse"));
        QCOMPARE(after[2].names.first(), QString("Emil"));
        QCOMPARE(t.rounds().roundSeed(1), quint64(0)); // no longer the seed's draw
        // A table with a result is not reseated; a seating that breaks a rule neither.
        QMap<int, QList<qint64>> played;
        played.insert(1, {tables[0][1], tables[0][0], tables[0][2], tables[0][3]});
        QVERIFY(!t.rounds().reseatTables(testPass(), 1, played, &e));
        QCOMPARE(e.kind, DbError::Conflict);
        QVERIFY2(e.message.contains("Table 1"), qPrintable(e.message));
        QMap<int, QList<qint64>> twice;
        twice.insert(2, {tables[2][0], tables[2][0], tables[1][2], tables[1][3]});
        QVERIFY(!t.rounds().reseatTables(testPass(), 1, twice, &e));
        QMap<int, QList<qint64>> missing;
        missing.insert(7, {tables[2][0]});
        QVERIFY(!t.rounds().reseatTables(testPass(), 1, missing, &e));
        QCOMPARE(t.rounds().tables(1)[1].names.first(), QString("Ilse")); // nothing changed
        // A draft is a result too: with every table saved, nobody moves.
        QVERIFY(t.results().saveSheet(testPass(), 1, 2, sheetFor(t.rounds().tables(1)[1].names),
                                      false, &e));
        QList<PlayerLine> draft = sheetFor(t.rounds().tables(1)[2].names);
        draft[0].settlements = 9;
        QVERIFY2(t.results().saveSheet(testPass(), 1, 3, draft, true, &e), qPrintable(e.message));
        QVERIFY(!t.rounds().hasTableWithoutResult(1));
    }
};

QTEST_GUILESS_MAIN(TstCheckIn)
#include "tst_checkin.moc"
