// The seating engine: every seating's invariants, its quality on known cases,
// keep-apart pairs, late and dropped players, the two modes and the errors.
#include "scoring/seating/seating.h"

#include <QHash>
#include <QSet>
#include <QTest>

#include <array>

using namespace ctd;

#include "seatingcheck.h"

using namespace ctd::test;

class TestSeating : public QObject
{
    Q_OBJECT

private slots:
    void tableSizesFewestOf3_data()
    {
        QTest::addColumn<int>("players");
        for (int n = 3; n <= 60; ++n) {
            if (n != 5)
                QTest::newRow(qPrintable(QString::number(n))) << n;
        }
    }
    void tableSizesFewestOf3()
    {
        QFETCH(int, players);
        QString error;
        const QList<int> sizes = tableSizes(players, &error);
        QVERIFY(error.isEmpty());
        int sum = 0;
        for (int s : sizes)
            sum += s;
        QCOMPARE(sum, players);
        // n = 4a + 3b: b is fixed by n mod 4, so the fewest tables of 3 is this.
        QCOMPARE(int(sizes.count(3)), (4 - players % 4) % 4);
        QCOMPARE(int(sizes.count(4) + sizes.count(3)), int(sizes.size()));
        // Tables of 4 first.
        QVERIFY(std::is_sorted(sizes.begin(), sizes.end(), std::greater<int>()));
    }

    void countsThatCannotBeSeated_data()
    {
        QTest::addColumn<int>("players");
        QTest::newRow("none") << 0;
        QTest::newRow("one") << 1;
        QTest::newRow("two") << 2;
        QTest::newRow("five") << 5;
    }
    void countsThatCannotBeSeated()
    {
        QFETCH(int, players);
        QString error;
        QVERIFY(tableSizes(players, &error).isEmpty());
        QVERIFY(!error.isEmpty());

        SeatingInput in;
        in.players = ids(players);
        const SeatingResult round = seatRound(in);
        QVERIFY(!round.ok);
        QCOMPARE(round.error, error);
        QVERIFY(round.tables.isEmpty());

        ScheduleInput sin;
        sin.players = ids(players);
        sin.rounds = 3;
        const ScheduleResult schedule = seatSchedule(sin);
        QVERIFY(!schedule.ok);
        QCOMPARE(schedule.error, error);
        QVERIFY(schedule.rounds.isEmpty());
    }

    void malformedInput()
    {
        SeatingInput in;
        in.players = {1, 2, 3, 2};
        SeatingResult r = seatRound(in);
        QVERIFY(!r.ok);
        QVERIFY(r.error.contains(QLatin1String("2")));

        ScheduleInput sin;
        sin.players = ids(8);
        for (int rounds : {0, -1, 101}) {
            sin.rounds = rounds;
            const ScheduleResult s = seatSchedule(sin);
            QVERIFY(!s.ok);
            QVERIFY(!s.error.isEmpty());
        }
    }

    void scheduleInvariants_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("rounds");
        for (int n :
             {3, 4, 6, 7, 8, 9, 10, 11, 13, 14, 15, 17, 19, 22, 23, 29, 31, 38, 45, 53, 60}) {
            for (int rounds : {1, 3, 6})
                QTest::newRow(
                    qPrintable(QStringLiteral("%1 players, %2 rounds").arg(n).arg(rounds)))
                    << n << rounds;
        }
    }
    void scheduleInvariants()
    {
        QFETCH(int, players);
        QFETCH(int, rounds);
        ScheduleInput in;
        in.players = ids(players);
        in.rounds = rounds;
        in.seed = quint64(players * 100 + rounds);
        in.workBudget = 200000;
        const ScheduleResult r = seatSchedule(in);
        QVERIFY2(r.ok, qPrintable(r.error));
        QCOMPARE(r.rounds.size(), qsizetype(rounds));
        for (const Round &round : r.rounds)
            verifyRound(round, in.players);
        QCOMPARE(r.repeatPairs, countRepeats({}, r.rounds));
        QVERIFY(r.repeatPairs >= r.repeatLowerBound);
        QCOMPARE(r.repeatLowerBound, scheduleRepeatLowerBound(players, rounds));
        QCOMPARE(r.apartViolations, 0);
        QVERIFY(!r.explanation.isEmpty());
    }

    // The desk's way: one round at a time, each after the earlier ones, for
    // every count from 3 to 60, in both modes.
    void roundByRoundInvariants_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<bool>("byStandings");
        for (int n = 3; n <= 60; ++n) {
            if (n == 5)
                continue;
            QTest::newRow(qPrintable(QStringLiteral("%1 players, random").arg(n))) << n << false;
            QTest::newRow(qPrintable(QStringLiteral("%1 players, by standings").arg(n)))
                << n << true;
        }
    }
    void roundByRoundInvariants()
    {
        QFETCH(int, players);
        QFETCH(bool, byStandings);
        SeatingInput in;
        in.players = ids(players);
        in.mode = byStandings ? SeatingMode::ByStandings : SeatingMode::Random;
        in.workBudget = 50000;
        for (int round = 0; round < 4; ++round) {
            in.seed = quint64(round * 1000 + players);
            const SeatingResult r = seatRound(in);
            QVERIFY2(r.ok, qPrintable(r.error));
            verifyRound(r.tables, in.players);
            QCOMPARE(r.repeatPairs, countRepeats(in.history, {r.tables}));
            QVERIFY(r.repeatPairs >= r.repeatLowerBound);
            // Round 2 is always possible without repeats from 16 players on.
            if (round == 1 && players >= 16)
                QCOMPARE(r.repeatPairs, 0);
            in.history.append(r.tables);
        }
    }

    void lowerBound_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("rounds");
        QTest::addColumn<int>("bound");
        QTest::newRow("16 x 5: an affine plane, no repeat needed") << 16 << 5 << 0;
        QTest::newRow("16 x 6: 3 opponents too many each") << 16 << 6 << 24;
        QTest::newRow("12 x 3: three tables, two rounds of pigeonholes") << 12 << 3 << 6;
        QTest::newRow("12 x 6: counting") << 12 << 6 << 42;
        QTest::newRow("4 x 3: everyone meets again") << 4 << 3 << 12;
        QTest::newRow("6 x 2: tables of 3 only") << 6 << 2 << 2;
        QTest::newRow("40 x 6") << 40 << 6 << 0;
        QTest::newRow("13 x 6: tables of 3 relieve") << 13 << 6 << 12;
        QTest::newRow("12 x 4: the known optimum beats counting") << 12 << 4 << 13;
        QTest::newRow("12 x 5: the known optimum") << 12 << 5 << 24;
    }
    void lowerBound()
    {
        QFETCH(int, players);
        QFETCH(int, rounds);
        QFETCH(int, bound);
        QCOMPARE(scheduleRepeatLowerBound(players, rounds), bound);
    }

    // An affine plane of order 4 makes 5 rounds where nobody meets twice.
    void sixteenPlayersFiveRoundsWithoutRepeats_data()
    {
        QTest::addColumn<quint64>("seed");
        for (quint64 seed : {1ULL, 2ULL, 3ULL, 42ULL, 2026ULL})
            QTest::newRow(qPrintable(QStringLiteral("seed %1").arg(seed))) << seed;
    }
    void sixteenPlayersFiveRoundsWithoutRepeats()
    {
        QFETCH(quint64, seed);
        ScheduleInput in;
        in.players = ids(16);
        in.rounds = 5;
        in.seed = seed;
        const ScheduleResult r = seatSchedule(in);
        QVERIFY(r.ok);
        for (const Round &round : r.rounds)
            verifyRound(round, in.players);
        QCOMPARE(countRepeats({}, r.rounds), 0);
        QCOMPARE(r.repeatPairs, 0);
        // Every pair of the 16 meets exactly once: 5 rounds × 4 tables × 6 pairs = 120.
        QSet<quint64> pairs;
        for (const Round &round : r.rounds)
            for (const auto &t : round)
                for (int i = 0; i < 4; ++i)
                    for (int j = i + 1; j < 4; ++j)
                        pairs.insert(key(t[i], t[j]));
        QCOMPARE(pairs.size(), 120);
    }

    void reproducibleFromSeed()
    {
        ScheduleInput in;
        in.players = ids(40);
        in.rounds = 4;
        in.seed = 7;
        const ScheduleResult a = seatSchedule(in);
        const ScheduleResult b = seatSchedule(in);
        QCOMPARE(a.rounds, b.rounds);
        in.seed = 8;
        const ScheduleResult c = seatSchedule(in);
        QVERIFY(a.rounds != c.rounds);

        SeatingInput rin;
        rin.players = ids(22);
        rin.history = a.rounds.mid(0, 1);
        rin.seed = 99;
        QCOMPARE(seatRound(rin).tables, seatRound(rin).tables);
    }

    void keepApartHonoured_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("rounds");
        QTest::newRow("12 players (3 tables), a family of three") << 12 << 3;
        QTest::newRow("20 players, a team of five") << 20 << 5;
        QTest::newRow("33 players, chained pairs") << 33 << 4;
    }
    void keepApartHonoured()
    {
        QFETCH(int, players);
        QFETCH(int, rounds);
        ScheduleInput in;
        in.players = ids(players);
        in.rounds = rounds;
        in.seed = 5;
        // The first five (three at three tables) all apart from each other, and a
        // chain of pairs through the rest.
        const int group = players == 12 ? 3 : 5;
        for (int i = 0; i < group; ++i)
            for (int j = i + 1; j < group; ++j)
                in.keepApart.append({in.players[i], in.players[j]});
        for (int i = group; i + 1 < players; i += 2)
            in.keepApart.append({in.players[i], in.players[i + 1]});
        const ScheduleResult r = seatSchedule(in);
        QVERIFY(r.ok);
        for (const Round &round : r.rounds)
            verifyRound(round, in.players);
        QCOMPARE(countApart(r.rounds, in.keepApart), 0);
        QCOMPARE(r.apartViolations, 0);
    }

    // Four players at one table cannot be kept apart: seated anyway, and said.
    void keepApartImpossible()
    {
        SeatingInput in;
        in.players = ids(4);
        in.keepApart = {{100, 101}, {100, 999}}; // 999 is not playing: ignored
        const SeatingResult r = seatRound(in);
        QVERIFY(r.ok);
        verifyRound(r.tables, in.players);
        QCOMPARE(r.apartViolations, 1);
        QVERIFY(!r.explanation.isEmpty());
    }

    void lateAndDroppedPlayers()
    {
        // Round 1 with 12 players; then two drop out and three arrive late.
        ScheduleInput first;
        first.players = ids(12);
        first.rounds = 1;
        first.seed = 3;
        const ScheduleResult r1 = seatSchedule(first);
        QVERIFY(r1.ok);
        QList<qint64> now = first.players;
        now.removeAll(100);
        now.removeAll(105);
        now << 200 << 201 << 202;
        SeatingInput in;
        in.players = now;
        in.history = r1.rounds;
        in.seed = 4;
        const SeatingResult r2 = seatRound(in);
        QVERIFY(r2.ok);
        verifyRound(r2.tables, now); // 13 players: 4 + 3 + 3 + 3, dropped ones gone
        QCOMPARE(r2.tables.size(), 4);
        QCOMPARE(r2.repeatPairs, countRepeats(r1.rounds, {r2.tables}));
        QCOMPARE(r2.repeatPairs, 0);

        // Re-seating that round (not yet played) with another seed: same rules.
        in.seed = 5;
        const SeatingResult again = seatRound(in);
        verifyRound(again.tables, now);
        QCOMPARE(again.repeatPairs, 0);
    }

    // A round after rounds where everybody met everybody: repeats are forced
    // and the result says so instead of failing.
    void forcedRepeatsAreReported()
    {
        SeatingInput in;
        in.players = ids(8);
        for (int seed = 0; seed < 4; ++seed) {
            in.seed = quint64(seed);
            const SeatingResult r = seatRound(in);
            QVERIFY(r.ok);
            verifyRound(r.tables, in.players);
            QCOMPARE(r.repeatPairs, countRepeats(in.history, {r.tables}));
            QVERIFY(r.repeatPairs >= r.repeatLowerBound);
            in.history.append(r.tables);
        }
        QVERIFY(in.history.size() == 4);
        const SeatingResult last = seatRound(in);
        QVERIFY(last.repeatLowerBound > 0);
        QVERIFY(last.repeatPairs >= last.repeatLowerBound);
        QVERIFY(!last.explanation.isEmpty());
    }

    void byStandingsGroupsLeaders_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<quint64>("seed");
        QTest::newRow("16, seed 1") << 16 << quint64(1);
        QTest::newRow("23, seed 2") << 23 << quint64(2);
        QTest::newRow("40, seed 3") << 40 << quint64(3);
    }
    void byStandingsGroupsLeaders()
    {
        QFETCH(int, players);
        QFETCH(quint64, seed);
        // No history: exactly the standings in groups, table 1 the leaders.
        SeatingInput in;
        in.players = ids(players);
        in.mode = SeatingMode::ByStandings;
        in.seed = seed;
        const SeatingResult first = seatRound(in);
        QVERIFY(first.ok);
        verifyRound(first.tables, in.players);
        int next = 0;
        for (const auto &table : first.tables) {
            QList<qint64> sorted = table;
            std::sort(sorted.begin(), sorted.end());
            QCOMPARE(sorted, in.players.mid(next, table.size()));
            next += int(table.size());
        }

        // After a round in those groups the leaders must not meet again, yet
        // stay near the top: every table holds players from nearby places (the
        // four of a group need four tables, so three tables away at most).
        in.history = {first.tables};
        const SeatingResult second = seatRound(in);
        verifyRound(second.tables, in.players);
        QCOMPARE(second.repeatPairs, 0);
        for (int t = 0; t < second.tables.size(); ++t) {
            for (qint64 id : second.tables[t]) {
                const int place = int(in.players.indexOf(id));
                QVERIFY2(
                    qAbs(place / 4 - t) <= 3,
                    qPrintable(QStringLiteral("place %1 at table %2").arg(place + 1).arg(t + 1)));
            }
        }
        // The top table holds the leaders' neighbours, not the bottom.
        for (qint64 id : second.tables.first())
            QVERIFY(in.players.indexOf(id) < 16);
    }

    // Seat positions: over 4 rounds nobody has to start from the same place
    // twice; the count reported is the count found.
    void seatPositionsVary()
    {
        ScheduleInput in;
        in.players = ids(16);
        in.rounds = 4;
        in.seed = 11;
        const ScheduleResult r = seatSchedule(in);
        QHash<qint64, QSet<int>> positions;
        int repeats = 0;
        for (const Round &round : r.rounds)
            for (const auto &table : round)
                for (int s = 0; s < table.size(); ++s)
                    if (positions[table[s]].contains(s))
                        ++repeats;
                    else
                        positions[table[s]].insert(s);
        QCOMPARE(r.repeatSeatPositions, repeats);
        QCOMPARE(repeats, 0);
    }

    // Round by round (the desk's draw) the seats are as even as the rounds
    // allow too: who sits at which table is free wherever that changes no
    // meeting, so after 8 rounds at tables of 4 everyone has sat twice in each
    // seat, keep-apart pairs still apart, and the draw is the same for the
    // same seed.
    void roundByRoundSeatsBalanced_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("apartPairs"); // players 2k and 2k + 1, k below this
        QTest::newRow("56 players") << 56 << 0;
        QTest::newRow("64 players") << 64 << 0;
        QTest::newRow("100 players") << 100 << 0;
        QTest::newRow("200 players") << 200 << 0;
        QTest::newRow("200 players, 40 keep-apart pairs") << 200 << 40;
        QTest::newRow("400 players") << 400 << 0;
    }
    void roundByRoundSeatsBalanced()
    {
        QFETCH(int, players);
        QFETCH(int, apartPairs);
        SeatingInput in;
        in.players = ids(players);
        for (int k = 0; k < apartPairs; ++k)
            in.keepApart.append({in.players[2 * k], in.players[2 * k + 1]});
        QList<Round> rounds;
        for (int round = 0; round < 8; ++round) {
            in.seed = quint64(round + 5);
            const SeatingResult r = seatRound(in);
            QVERIFY(r.ok);
            verifyRound(r.tables, in.players);
            QCOMPARE(r.repeatPairs, 0);
            QCOMPARE(r.apartViolations, 0);
            QCOMPARE(r.unevenSeats, 0);
            QCOMPARE(seatRound(in).tables, r.tables);
            in.history.append(r.tables);
            rounds.append(r.tables);
        }
        QHash<qint64, std::array<int, 4>> seats;
        for (const Round &round : rounds)
            for (const auto &table : round) {
                for (int s = 0; s < table.size(); ++s)
                    ++seats[table[s]][size_t(s)];
                for (const auto &pair : std::as_const(in.keepApart))
                    QVERIFY(!(table.contains(pair.first) && table.contains(pair.second)));
            }
        QCOMPARE(seats.size(), players);
        for (const auto &c : std::as_const(seats))
            QCOMPARE(c, (std::array<int, 4>{2, 2, 2, 2}));
        QCOMPARE(countRepeats({}, rounds), 0);
    }

    // The work is bounded: even a budget of one swap returns a valid seating,
    // and a long awkward schedule finishes with its invariants.
    void boundedWork()
    {
        ScheduleInput in;
        in.players = ids(14);
        in.rounds = 30;
        in.workBudget = 1;
        ScheduleResult r = seatSchedule(in);
        QVERIFY(r.ok);
        for (const Round &round : r.rounds)
            verifyRound(round, in.players);
        in.workBudget = 0;
        r = seatSchedule(in);
        QVERIFY(r.ok);
        QCOMPARE(r.rounds.size(), 30);
        QVERIFY(r.repeatPairs >= r.repeatLowerBound);
    }
    // Fixed tables: a player with a fixed table sits there in every seating
    // mode (a random draw and by standings round by round, a schedule), the
    // others still without repeats where that is possible; a table beyond
    // the round's or too many players at one is a clear error.
    void fixedTables()
    {
        const QList<qint64> players = ids(26); // tables 4 4 4 4 4 3 3
        QList<QPair<qint64, int>> fixed{{players[3], 7}, {players[10], 2}, {players[20], 1}};
        auto check = [&](const Round &round) {
            verifyRound(round, players);
            for (const auto &f : fixed)
                QVERIFY2(
                    round[f.second - 1].contains(f.first),
                    qPrintable(QStringLiteral("%1 not at table %2").arg(f.first).arg(f.second)));
        };
        for (SeatingMode mode : {SeatingMode::Random, SeatingMode::ByStandings}) {
            QList<Round> history;
            for (int r = 0; r < 4; ++r) {
                SeatingInput in;
                in.players = players;
                in.history = history;
                in.fixedTables = fixed;
                in.mode = mode;
                in.seed = quint64(r + 1);
                const SeatingResult res = seatRound(in);
                QVERIFY2(res.ok, qPrintable(res.error));
                check(res.tables);
                QCOMPARE(res.apartViolations, 0);
                history.append(res.tables);
            }
            if (mode == SeatingMode::Random) // 26 players meet nobody twice in 4 rounds
                QCOMPARE(countRepeats({}, history), 0);
        }
        ScheduleInput in;
        in.players = players;
        in.rounds = 5;
        in.seed = 3;
        in.fixedTables = fixed;
        const ScheduleResult schedule = seatSchedule(in);
        QVERIFY2(schedule.ok, qPrintable(schedule.error));
        for (const Round &round : schedule.rounds)
            check(round);
        QCOMPARE(schedule.repeatPairs, countRepeats({}, schedule.rounds));
        QCOMPARE(schedule.repeatPairs, 0);
        // Two players at one fixed table: together every round.
        fixed.append({players[11], 2});
        in.fixedTables = fixed;
        const ScheduleResult together = seatSchedule(in);
        QVERIFY2(together.ok, qPrintable(together.error));
        for (const Round &round : together.rounds)
            check(round);
        QCOMPARE(together.repeatPairs, countRepeats({}, together.rounds));

        // Errors: table 8 of 7, and four players fixed at a table of 3.
        SeatingInput bad;
        bad.players = players;
        // The messages name the players (by id when no name is given).
        bad.fixedTables = {{players[0], 8}};
        bad.names = {{players[0], QStringLiteral("Anna Weber")}};
        SeatingResult res = seatRound(bad);
        QVERIFY(!res.ok);
        QVERIFY2(res.error.contains(QLatin1String("Table 8 is the fixed table of Anna Weber"))
                     && res.error.contains(QLatin1String("only 7 table")),
                 qPrintable(res.error));
        bad.fixedTables = {{players[0], 6}, {players[1], 6}, {players[2], 6}, {players[4], 6}};
        bad.names.insert(players[1], QStringLiteral("Ben Fox"));
        res = seatRound(bad);
        QVERIFY(!res.ok);
        QVERIFY2(res.error.contains(QLatin1String("seats 3"))
                     && res.error.contains(QLatin1String("Anna Weber, Ben Fox, player ")
                                           + QString::number(players[2])),
                 qPrintable(res.error));
        // A fixed player who is not seated (dropped) is no error.
        bad.fixedTables = {{9999, 8}};
        QVERIFY(seatRound(bad).ok);
    }
};

QTEST_GUILESS_MAIN(TestSeating)
#include "tst_seating.moc"
