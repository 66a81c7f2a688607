// The tournament database's rounds on real files: seating rules, reseating
// and removing a round, and the reads the desk opens a round with (the first
// table to enter, the round's progress, whether a table has a result).
#include "storepass.h"
#include "tournament/results.h"
#include "tournament/rounds.h"
#include "tournamenttest.h"

using namespace ctd;
using ctd::test::kBroken;
using ctd::test::kTable1;
using ctd::test::kTable2;
using ctd::test::sheet;

class TestTournamentRounds : public ctd::test::TournamentTest
{
    Q_OBJECT

private slots:
    void init() { openNew(); }
    void cleanup() { m_t.close(); }

    void seatingRules_data()
    {
        QTest::addColumn<QList<QStringList>>("tables");
        QTest::newRow("no table") << QList<QStringList>{};
        QTest::newRow("table of two") << QList<QStringList>{{"Anna", "Bernd"}};
        QTest::newRow("table of five")
            << QList<QStringList>{{"Anna", "Bernd", "Carla", "Dario", "Emil"}};
        QTest::newRow("player twice")
            << QList<QStringList>{{"Anna", "Bernd", "Carla"}, {"Anna", "Emil", "Fritz"}};
    }

    void seatingRules()
    {
        QFETCH(QList<QStringList>, tables);
        seatRoundOne();
        QList<QList<qint64>> seating;
        for (const QStringList &t : tables)
            seating.append(ids(t));
        DbError e;
        QVERIFY(!m_t.rounds().addRound(testPass(), seating, &e));
        QCOMPARE(e.kind, DbError::Invalid);
        QVERIFY(!m_t.rounds().addRound(testPass(), {{999999, 1, 2}}, &e)); // unknown player
        QCOMPARE(m_t.rounds().roundCount(), 1);
    }

    void roundsAndReseating()
    {
        seatRoundOne();
        QCOMPARE(m_t.rounds().roundCount(), 1);
        QList<SeatedTable> t = m_t.rounds().tables(1);
        QCOMPARE(t.size(), 2);
        QCOMPARE(t[0].names, QStringList({"Anna", "Bernd", "Carla", "Dario"}));
        QCOMPARE(t[1].state, SheetState::None);

        DbError e;
        const QList<QList<qint64>> other{ids({"Greta", "Anna", "Emil"}),
                                         ids({"Bernd", "Carla", "Dario", "Fritz"})};
        QVERIFY(m_t.rounds().reseatRound(testPass(), 1, other, &e));
        QCOMPARE(m_t.rounds().tables(1)[0].names, QStringList({"Greta", "Anna", "Emil"}));
        QVERIFY(m_t.results().saveSheet(
            testPass(), 1, 1, sheet("Greta 2 1 0 0 4 1 | Anna 2 1 0 0 4 1 | Emil 2 1 0 0 4 1"),
            false, &e));
        QVERIFY(!m_t.rounds().reseatRound(testPass(), 1, other, &e));
        QCOMPARE(e.kind, DbError::Conflict);
        QVERIFY(m_t.rounds().addRound(testPass(), other, &e));
        QVERIFY(m_t.rounds().removeLastRound(testPass(), &e));
        QVERIFY(!m_t.rounds().removeLastRound(testPass(), &e)); // round 1 has a result
        QCOMPARE(m_t.rounds().roundCount(), 1);
    }

    // The table the desk opens a round on, and the round's count of complete
    // tables, read without the round's overview: they agree with it.
    void firstToEnterAndProgress_data()
    {
        // Per table: - none, d draft, c complete, u undone to none, r a draft
        // saved over a complete sheet and undone back to it.
        QTest::addColumn<QString>("states");
        QTest::addColumn<int>("first");
        QTest::addColumn<SheetState>("state");
        QTest::addColumn<int>("complete");
        QTest::newRow("nothing entered") << "--" << 1 << SheetState::None << 0;
        QTest::newRow("first complete") << "c-" << 2 << SheetState::None << 1;
        QTest::newRow("first a draft") << "d-" << 2 << SheetState::None << 0;
        QTest::newRow("second complete") << "-c" << 1 << SheetState::None << 1;
        QTest::newRow("draft before complete") << "dc" << 1 << SheetState::Draft << 1;
        QTest::newRow("complete before draft") << "cd" << 2 << SheetState::Draft << 1;
        QTest::newRow("all complete") << "cc" << 1 << SheetState::Complete << 2;
        QTest::newRow("undone is without a result") << "uc" << 1 << SheetState::None << 1;
        QTest::newRow("two drafts") << "dd" << 1 << SheetState::Draft << 0;
        QTest::newRow("undone to an earlier version") << "r-" << 2 << SheetState::None << 1;
        QTest::newRow("undone before a draft") << "rd" << 2 << SheetState::Draft << 1;
    }

    void firstToEnterAndProgress()
    {
        QFETCH(QString, states);
        QFETCH(int, first);
        QFETCH(SheetState, state);
        QFETCH(int, complete);
        seatRoundOne();
        const QString broken2 = QString(kTable2).replace("Emil 2", "Emil 6");
        DbError e;
        for (int table = 1; table <= 2; ++table) {
            const QString good = table == 1 ? kTable1 : kTable2;
            const QString bad = table == 1 ? kBroken : broken2;
            const QChar c = states.at(table - 1);
            if (c == 'c' || c == 'u' || c == 'r')
                QVERIFY2(m_t.results().saveSheet(testPass(), 1, table, sheet(good), false, &e),
                         qPrintable(e.message));
            if (c == 'd' || c == 'r')
                QVERIFY2(m_t.results().saveSheet(testPass(), 1, table, sheet(bad), true, &e),
                         qPrintable(e.message));
            if (c == 'u' || c == 'r')
                QVERIFY2(m_t.results().undoLastSave(testPass(), 1, table, &e),
                         qPrintable(e.message));
        }
        const std::optional<SeatedTable> t = m_t.rounds().firstToEnter(1, &e);
        QVERIFY2(t, qPrintable(e.message));
        QCOMPARE(t->table, first);
        QCOMPARE(t->state, state);
        const SeatedTable seated = m_t.rounds().tables(1).at(first - 1);
        QCOMPARE(t->names, seated.names);
        QCOMPARE(t->playerIds, seated.playerIds);
        QCOMPARE(t->state, seated.state);
        for (const SeatedTable &each : m_t.rounds().tables(1))
            QCOMPARE(m_t.results().hasSheet(1, each.table), each.state != SheetState::None);
        int done = -1;
        int tables = -1;
        m_t.rounds().roundProgress(1, &done, &tables, &e);
        QCOMPARE(done, complete);
        QCOMPARE(tables, 2);
        QVERIFY(!m_t.rounds().firstToEnter(2));
        m_t.rounds().roundProgress(2, &done, &tables);
        QCOMPARE(done, 0);
        QCOMPARE(tables, 0);
    }
};

QTEST_GUILESS_MAIN(TestTournamentRounds)
#include "tst_tournament_rounds.moc"
