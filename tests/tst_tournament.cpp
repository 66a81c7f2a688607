// The tournament database on real files: players, sheets, drafts,
// corrections, undo, standings and importing results (rounds:
// tst_tournament_rounds.cpp).
#include "storepass.h"
#include "tournament/details.h"
#include "tournament/ranking.h"
#include "tournament/results.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"
#include "tournament/tournamentfiles.h"
#include "tournamenttest.h"

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace ctd;
using ctd::test::kBroken;
using ctd::test::kTable1;
using ctd::test::kTable2;
using ctd::test::sheet;

namespace {

TableSheet table(int round, int number, const QString &spec, int firstLine = 0)
{
    TableSheet t;
    t.round = round;
    t.table = number;
    t.lines = sheet(spec);
    for (qsizetype i = 0; i < t.lines.size(); ++i)
        t.fileLines.append(firstLine ? firstLine + int(i) : 0);
    return t;
}

QStringList namesOf(const QList<StandingsRow> &rows)
{
    QStringList out;
    for (const StandingsRow &r : rows)
        out.append(r.player);
    return out;
}

} // namespace

class TestTournament : public ctd::test::TournamentTest
{
    Q_OBJECT

private slots:
    void init() { openNew(); }

    void cleanup() { m_t.close(); }

    void newFileHasDefaults()
    {
        m_t.close();
        const QString path = m_dir->filePath("club/2024/spring-open.sqlite");
        DbError e;
        QVERIFY2(m_t.open(path, &e), qPrintable(e.message));
        QVERIFY(QFileInfo::exists(path));
        QCOMPARE(m_t.details().info().name, QString("spring-open"));
        QCOMPARE(m_t.details().info().date, QDate::currentDate());
        QCOMPARE(m_t.details().info().rules, RuleSet::standard());
        QCOMPARE(m_t.rounds().roundCount(), 0);

        TournamentInfo info{"Porto Open", QDate(2024, 5, 18), RuleSet::byId("three-5-3-1")};
        QVERIFY(m_t.details().setInfo(testPass(), info, &e));
        m_t.close();
        QVERIFY(m_t.open(path, &e));
        QCOMPARE(m_t.details().info().name, info.name);
        QCOMPARE(m_t.details().info().date, info.date);
        QCOMPARE(m_t.details().info().rules, info.rules);
    }

    void defaultPathIsInTheDataFolder()
    {
        QStandardPaths::setTestModeEnabled(true); // a folder of its own, not the user's
        const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
        QVERIFY(TournamentFiles::defaultPath().startsWith(dir + "/"));
        QFile::remove(TournamentFiles::defaultPath());
        m_t.close();
        DbError e;
        QVERIFY2(m_t.open(QString(), &e), qPrintable(e.message));
        QCOMPARE(m_t.path(), TournamentFiles::defaultPath());
        QVERIFY(QFileInfo::exists(TournamentFiles::defaultPath()));
        m_t.close();
        QVERIFY(QFile::remove(TournamentFiles::defaultPath()));
        QStandardPaths::setTestModeEnabled(false);
    }

    void playersByName()
    {
        DbError e;
        QVERIFY(m_t.roster().addPlayers(testPass(), {"Bernd", "  anna ", "Ärger", "Berta"}, &e));
        QStringList names;
        for (const Player &p : m_t.roster().players())
            names.append(p.name);
        QCOMPARE(names, QStringList({"anna", "Ärger", "Bernd", "Berta"}));
    }

    void playerRules_data()
    {
        QTest::addColumn<QStringList>("names");
        QTest::addColumn<int>("kind");
        QTest::newRow("empty name") << QStringList{"Hugo", "  "} << int(DbError::Invalid);
        QTest::newRow("twice in the list")
            << QStringList{"Hugo", "Hugo"} << int(DbError::Duplicate);
        QTest::newRow("exists already") << QStringList{"Hugo", "Anna"} << int(DbError::Duplicate);
        QTest::newRow("exists after trimming") << QStringList{" Anna"} << int(DbError::Duplicate);
    }

    void playerRules()
    {
        QFETCH(QStringList, names);
        QFETCH(int, kind);
        DbError e;
        QVERIFY(m_t.roster().addPlayer(testPass(), "Anna", nullptr, &e));
        QVERIFY(!m_t.roster().addPlayers(testPass(), names, &e));
        QCOMPARE(int(e.kind), kind);
        QVERIFY(!e.message.isEmpty());
        QCOMPARE(m_t.roster().players().size(), 1); // all or nothing
    }

    void renameAndDrop()
    {
        seatRoundOne();
        DbError e;
        const qint64 anna = m_t.roster().playerByName("Anna")->id;
        QVERIFY(!m_t.roster().renamePlayer(testPass(), anna, "Bernd", &e));
        QCOMPARE(e.kind, DbError::Duplicate);
        QVERIFY(m_t.roster().renamePlayer(testPass(), anna, "Anna-Maria", &e));
        QCOMPARE(m_t.rounds().tables(1).first().names.first(), QString("Anna-Maria"));
        QVERIFY(m_t.roster().setDropped(testPass(), anna, true, &e));
        QVERIFY(m_t.roster().player(anna)->dropped);
        // A dropped player keeps their results but is not seated again.
        QVERIFY(m_t.results().saveSheet(
            testPass(), 1, 1, sheet(QString(kTable1).replace("Anna", "Anna-Maria")), false, &e));
        QCOMPARE(m_t.ranking().standings().first().player, QString("Anna-Maria"));
        QVERIFY(!m_t.rounds().addRound(testPass(), {ids({"Anna-Maria", "Bernd", "Carla"})}, &e));
        QCOMPARE(e.kind, DbError::Invalid);
        QVERIFY(e.message.contains("Anna-Maria"));
    }

    void keepApartPairs()
    {
        seatRoundOne();
        DbError e;
        const QList<qint64> p = ids({"Anna", "Bernd"});
        QVERIFY(m_t.roster().setKeepApart(testPass(), p[1], p[0], true, &e));
        QVERIFY(m_t.roster().setKeepApart(testPass(), p[0], p[1], true, &e));
        QCOMPARE(m_t.roster().keepApart(), (QList<QPair<qint64, qint64>>{{p[0], p[1]}}));
        QVERIFY(!m_t.roster().setKeepApart(testPass(), p[0], p[0], true, &e));
        QVERIFY(m_t.roster().setKeepApart(testPass(), p[0], p[1], false, &e));
        QVERIFY(m_t.roster().keepApart().isEmpty());
    }

    void savingSheets()
    {
        seatRoundOne();
        DbError e;
        QVERIFY2(m_t.results().saveSheet(testPass(), 1, 1, sheet(kTable1), false, &e),
                 qPrintable(e.message));
        const std::optional<StoredSheet> s = m_t.results().sheet(1, 1);
        QVERIFY(s);
        QCOMPARE(s->lines, sheet(kTable1));
        QCOMPARE(s->state, SheetState::Complete);
        QCOMPARE(s->version, 1);
        QVERIFY(qAbs(s->savedAt.secsTo(QDateTime::currentDateTimeUtc())) < 600);
        QCOMPARE(m_t.rounds().tables(1)[0].state, SheetState::Complete);
        QVERIFY(!m_t.results().sheet(1, 2));
        QVERIFY(m_t.results().hasSheet(1, 1));
        QVERIFY(!m_t.results().hasSheet(1, 2));

        // Names must be the seated players, in seat order.
        QVERIFY(!m_t.results().saveSheet(
            testPass(), 1, 2, sheet("Fritz 2 1 0 0 4 1 | Emil 2 1 0 0 4 1 | Greta 2 1 0 0 4 1"),
            false, &e));
        QCOMPARE(e.kind, DbError::Invalid);
        QVERIFY(e.message.contains("Emil"));
        QVERIFY(!m_t.results().saveSheet(testPass(), 1, 2,
                                         sheet("Emil 2 1 0 0 4 1 | Fritz 2 1 0 0 4 1"), false, &e));
        QVERIFY(!m_t.results().saveSheet(testPass(), 1, 3, sheet(kTable2), false, &e));
        QVERIFY(!m_t.results().saveSheet(testPass(), 2, 1, sheet(kTable2), false, &e));
        QVERIFY(!m_t.results().sheet(1, 2));
    }

    void drafts()
    {
        seatRoundOne();
        DbError e;
        QVERIFY(!m_t.results().saveSheet(testPass(), 1, 1, sheet(kBroken), false, &e));
        QCOMPARE(e.kind, DbError::Invalid);
        QVERIFY(!m_t.results().sheet(1, 1));

        QVERIFY2(m_t.results().saveSheet(testPass(), 1, 1, sheet(kBroken), true, &e),
                 qPrintable(e.message));
        QCOMPARE(m_t.results().sheet(1, 1)->state, SheetState::Draft);
        QCOMPARE(m_t.results().sheet(1, 1)->lines, sheet(kBroken));
        QCOMPARE(m_t.results().drafts().size(), 1);
        QCOMPARE(m_t.results().drafts().first().names.first(), QString("Anna"));
        QVERIFY(m_t.results().sheets(false).isEmpty());
        QCOMPARE(m_t.results().sheets(true).size(), 1);
        QCOMPARE(m_t.ranking().standings().first().tables, 0); // not counted

        // Settled: a valid sheet "as draft" is stored complete, so it counts.
        QVERIFY(m_t.results().saveSheet(testPass(), 1, 1, sheet(kTable1), true, &e));
        QCOMPARE(m_t.results().sheet(1, 1)->state, SheetState::Complete);
        QVERIFY(m_t.results().drafts().isEmpty());
        QCOMPARE(m_t.ranking().standings().first().player, QString("Anna"));
        QCOMPARE(m_t.ranking().standings().first().roundPointsTwelfths, 60);
    }

    void correctionsAndUndo()
    {
        seatRoundOne();
        DbError e;
        const QString corrected = QString(kTable1).replace("Bernd 3 2", "Bernd 2 2");
        QVERIFY(m_t.results().saveSheet(testPass(), 1, 1, sheet(kTable1), false, &e));
        QVERIFY(m_t.results().saveSheet(testPass(), 1, 1, sheet(kTable1), false,
                                        &e)); // unchanged: no new version
        QVERIFY(m_t.results().saveSheet(testPass(), 1, 1, sheet(corrected), false, &e));
        QList<StoredSheet> h = m_t.results().history(1, 1);
        QCOMPARE(h.size(), 2);
        QCOMPARE(h[0].lines, sheet(kTable1));
        QCOMPARE(h[1].lines, sheet(corrected));
        QVERIFY(h[0].savedAt <= h[1].savedAt);
        QCOMPARE(m_t.results().sheet(1, 1)->version, 2);

        QVERIFY(m_t.results().undoLastSave(testPass(), 1, 1, &e));
        QCOMPARE(m_t.results().sheet(1, 1)->lines, sheet(kTable1));
        QCOMPARE(m_t.results().history(1, 1).size(), 2); // the undone version is kept
        QVERIFY(m_t.results().undoLastSave(testPass(), 1, 1, &e));
        QVERIFY(!m_t.results().sheet(1, 1));
        QVERIFY(!m_t.results().hasSheet(1, 1));
        QCOMPARE(m_t.rounds().tables(1)[0].state, SheetState::None);
        QVERIFY(!m_t.results().undoLastSave(testPass(), 1, 1, &e));
        QCOMPARE(e.kind, DbError::Invalid);

        QVERIFY(m_t.results().saveSheet(testPass(), 1, 1, sheet(corrected), false, &e));
        QCOMPARE(m_t.results().sheet(1, 1)->version, 3);
        QVERIFY(m_t.results().undoLastSave(testPass(), 1, 1, &e)); // 3 was saved on an empty table
        QVERIFY(!m_t.results().sheet(1, 1));
    }

    void standingsFollowCorrections()
    {
        seatRoundOne();
        DbError e;
        QVERIFY(m_t.results().saveSheet(testPass(), 1, 1, sheet(kTable1), false, &e));
        QVERIFY(m_t.results().saveSheet(testPass(), 1, 2, sheet(kTable2), false, &e));
        QVERIFY(m_t.rounds().addRound(
            testPass(), {ids({"Dario", "Carla", "Emil"}), ids({"Anna", "Bernd", "Fritz", "Greta"})},
            &e));
        QVERIFY(m_t.results().saveSheet(
            testPass(), 2, 1, sheet("Dario 2 4 0 0 5 2 d | Carla 3 4 0 0 6 2 | Emil 2 0 0 0 4 1"),
            false, &e));

        const QList<StandingsRow> afterOne = m_t.ranking().standings(1);
        QCOMPARE(namesOf(afterOne).first(), QString("Anna"));
        QCOMPARE(afterOne.size(), 7);
        QCOMPARE(m_t.ranking().standings().first().player, QString("Dario")); // 1 + 5 round points
        QCOMPARE(m_t.ranking().standings().first().roundPointsTwelfths, 72);

        // Carla wins round 1 after a correction: the later standings follow.
        QVERIFY(m_t.results().saveSheet(
            testPass(), 1, 1,
            sheet("Anna 2 0 0 0 11 4 | Bernd 3 2 0 1 8 4 | Carla 5 2 0 0 9 5 | Dario 2 0 0 2 6 3"),
            false, &e));
        QCOMPARE(m_t.ranking().standings(1).first().player, QString("Carla"));
        QCOMPARE(m_t.ranking().standings().first().player, QString("Carla"));
        QCOMPARE(m_t.ranking().standings().first().roundPointsTwelfths, 96);
        QCOMPARE(m_t.results().sheets().size(), 3);
    }

    void importAddsEverything()
    {
        DbError e;
        QList<Problem> problems;
        const QList<TableSheet> file{
            table(1, 1, kTable1, 2), table(1, 2, kTable2, 6),
            table(2, 1, "Anna 2 1 0 0 4 1 | Emil 2 1 0 0 4 1 | Greta 2 1 0 0 4 1", 9)};
        QVERIFY2(m_t.results().importResults(testPass(), file, &problems, &e),
                 qPrintable(e.message));
        QVERIFY(problems.isEmpty());
        QCOMPARE(m_t.rounds().roundCount(), 2);
        QCOMPARE(m_t.roster().players().size(), 7);
        QCOMPARE(m_t.rounds().tables(2)[0].names, QStringList({"Anna", "Emil", "Greta"}));
        QCOMPARE(m_t.results().sheets().size(), 3);
        QCOMPARE(m_t.results().sheets()[2].lines, file[2].lines);

        // The same file again changes nothing.
        QVERIFY2(m_t.results().importResults(testPass(), file, &problems, &e),
                 qPrintable(e.message));
        QCOMPARE(m_t.results().history(1, 1).size(), 1);
        QCOMPARE(m_t.rounds().roundCount(), 2);
    }

    void importIsAllOrNothing_data()
    {
        QTest::addColumn<QList<TableSheet>>("file");
        QTest::addColumn<QString>("code");
        QTest::addColumn<int>("line");
        QTest::newRow("rule broken")
            << QList<TableSheet>{table(2, 1, kTable2, 2), table(2, 2, kBroken, 5)}
            << "settlements_range" << 6;
        QTest::newRow("different result")
            << QList<TableSheet>{table(2, 1, kTable2, 2),
                                 table(1, 1, QString(kTable1).replace("Dario 2 0", "Dario 3 0"), 5)}
            << "table_exists" << 5;
        QTest::newRow("round 4 after round 1")
            << QList<TableSheet>{table(2, 1, kTable2, 2), table(4, 1, kTable1, 5)}
            << "round_missing" << 5;
        QTest::newRow("other players at a seated table") << QList<TableSheet>{
            table(2, 1, kTable2, 2),
            table(1, 2, "Emil 2 1 0 0 4 1 | Fritz 2 1 0 0 4 1 | Hugo 2 1 0 0 4 1",
                  5)} << "seating_differs" << 5;
        QTest::newRow("plays at another table of the round")
            << QList<TableSheet>{table(2, 1, kTable2, 2),
                                 table(1, 3,
                                       "Hugo 2 1 0 0 4 1 | Ida 2 1 0 0 4 1 | Anna 2 1 0 0 4 1", 5)}
            << "duplicate_player" << 7;
    }

    void importIsAllOrNothing()
    {
        QFETCH(QList<TableSheet>, file);
        QFETCH(QString, code);
        QFETCH(int, line);
        seatRoundOne();
        DbError e;
        QVERIFY(m_t.results().saveSheet(testPass(), 1, 1, sheet(kTable1), false, &e));
        QList<Problem> problems;
        QVERIFY(!m_t.results().importResults(testPass(), file, &problems, &e));
        QVERIFY(e.isError());
        QCOMPARE(problems.size(), 1);
        QCOMPARE(problems[0].code, code);
        QCOMPARE(problems[0].line, line);
        QVERIFY(!problems[0].message.isEmpty());
        // Nothing of the file stayed: no round 2, no new player.
        QCOMPARE(m_t.rounds().roundCount(), 1);
        QCOMPARE(m_t.roster().players().size(), 7);
        QCOMPARE(m_t.results().history(1, 1).size(), 1);
    }

    void importFillsASeatedTable()
    {
        seatRoundOne();
        DbError e;
        QList<Problem> problems;
        // The file lists the players in another order than the desk seated them.
        QVERIFY2(m_t.results().importResults(
                     testPass(),
                     {table(1, 2, "Greta 2 1 0 0 4 1 | Emil 3 1 0 0 4 1 | Fritz 2 1 0 0 4 1", 2)},
                     &problems, &e),
                 qPrintable(e.message));
        QCOMPARE(m_t.results().sheet(1, 2)->lines,
                 sheet("Emil 3 1 0 0 4 1 | Fritz 2 1 0 0 4 1 | Greta 2 1 0 0 4 1"));
    }

    void importRefusesAgainstADraft()
    {
        seatRoundOne();
        DbError e;
        QVERIFY(m_t.results().saveSheet(testPass(), 1, 1, sheet(kBroken), true, &e));
        QList<Problem> problems;
        QVERIFY(!m_t.results().importResults(testPass(), {table(1, 1, kTable1, 2)}, &problems, &e));
        QCOMPARE(problems.value(0).code, QString("table_exists"));
        QCOMPARE(m_t.results().sheet(1, 1)->state, SheetState::Draft);
    }
};

QTEST_GUILESS_MAIN(TestTournament)
#include "tst_tournament.moc"
