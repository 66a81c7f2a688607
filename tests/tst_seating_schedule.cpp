// The seating engine's schedules against the best known ones: designs
// without repeats, the known optima for 12 players, keep-apart pairs over a
// design, even seat positions, the spread, and a longer search's progress.
#include "scoring/seating/seating.h"
// The search's own designs and exact optima, checked here: this test sets
// CATAN_SEATING_INTERNALS (tests/CMakeLists.txt).
#include "scoring/seating/internal/seatingdesigns.h"
#include "scoring/seating/internal/seatingexact.h"

#include "seatingcheck.h"

#include <QHash>
#include <QMap>
#include <QSet>
#include <QTest>

#include <algorithm>
#include <array>
#include <numeric>

using namespace ctd;
using namespace ctd::test;

class TestSeatingSchedule : public QObject
{
    Q_OBJECT

private slots:
    // Resolvable designs and their first rounds: no pair meets twice, for any
    // seed, and the same schedule again for the same seed.
    void designsWithoutRepeats_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("rounds");
        QTest::addColumn<quint64>("seed");
        // And counts up to one player a table below a design: 29–31 from 32.
        const int cases[][2] = {{16, 5},  {24, 6},  {24, 7}, {28, 9}, {28, 4},  {40, 13},
                                {40, 8},  {32, 10}, {32, 9}, {32, 6}, {31, 10}, {31, 9},
                                {30, 10}, {30, 9},  {29, 9}, {39, 13}};
        for (const auto &c : cases)
            for (quint64 seed : {1ULL, 77ULL})
                QTest::newRow(
                    qPrintable(QStringLiteral("%1 x %2, seed %3").arg(c[0]).arg(c[1]).arg(seed)))
                    << c[0] << c[1] << seed;
    }
    void designsWithoutRepeats()
    {
        QFETCH(int, players);
        QFETCH(int, rounds);
        QFETCH(quint64, seed);
        ScheduleInput in;
        in.players = ids(players);
        in.rounds = rounds;
        in.seed = seed;
        const ScheduleResult r = seatSchedule(in);
        QVERIFY(r.ok);
        QCOMPARE(r.rounds.size(), qsizetype(rounds));
        for (const Round &round : r.rounds)
            verifyRound(round, in.players);
        QCOMPARE(countRepeats({}, r.rounds), 0);
        QCOMPARE(r.repeatPairs, 0);
        QCOMPARE(seatSchedule(in).rounds, r.rounds);
        in.seed = seed + 1;
        QVERIFY(seatSchedule(in).rounds != r.rounds);
    }

    // The designs built in, checked here on their own: every player once a
    // round at tables of 4, and no pair of players twice.
    void builtInDesigns()
    {
        const QList<seating::Design> &all = seating::designs();
        QMap<int, int> rounds; // players → rounds without a repeat
        for (const seating::Design &d : all) {
            rounds[d.players] = qMax(rounds.value(d.players), int(d.rounds.size()));
            QVERIFY(!d.rounds.isEmpty());
            QSet<int> met;
            for (const auto &round : d.rounds) {
                QCOMPARE(round.size(), qsizetype(d.players / 4));
                QSet<int> seated;
                for (const auto &table : round) {
                    QCOMPARE(table.size(), 4);
                    for (int a : table) {
                        QVERIFY(a >= 0 && a < d.players);
                        QVERIFY(!seated.contains(a));
                        seated.insert(a);
                        for (int b : table) {
                            if (a < b) {
                                QVERIFY2(!met.contains(a * d.players + b),
                                         qPrintable(QStringLiteral("%1 and %2 meet twice, %3 "
                                                                   "players")
                                                        .arg(a)
                                                        .arg(b)
                                                        .arg(d.players)));
                                met.insert(a * d.players + b);
                            }
                        }
                    }
                }
                QCOMPARE(seated.size(), d.players);
            }
        }
        QCOMPARE(rounds, (QMap<int, int>{{24, 7}, {28, 9}, {32, 10}, {40, 13}}));
    }

    // The exact search against a plain one over every schedule (the first
    // round fixed, which renaming the players always allows): the same
    // fewest repeats.
    void exactOptimumAgainstBruteForce_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("rounds");
        const int cases[][2] = {{6, 2}, {6, 3}, {6, 4}, {6, 5}, {7, 3}, {7, 4}, {7, 5},
                                {8, 2}, {8, 3}, {8, 4}, {8, 5}, {9, 2}, {9, 3}, {10, 2}};
        for (const auto &c : cases)
            QTest::newRow(qPrintable(QStringLiteral("%1 x %2").arg(c[0]).arg(c[1])))
                << c[0] << c[1];
    }
    void exactOptimumAgainstBruteForce()
    {
        QFETCH(int, players);
        QFETCH(int, rounds);
        const auto seatings = seating::allSeatings(players);
        // Every seating once: n! over the tables' orders and the orders of tables of one size.
        const QHash<int, int> count{{6, 10}, {7, 35}, {8, 35}, {9, 280}, {10, 2100}};
        QCOMPARE(seatings.size(), qsizetype(count.value(players)));
        QSet<QString> distinct;
        for (const auto &s : seatings) {
            QList<QList<int>> sorted;
            for (auto table : s) {
                std::sort(table.begin(), table.end());
                sorted.append(table);
            }
            std::sort(sorted.begin(), sorted.end());
            QString text;
            for (const auto &table : sorted)
                for (int p : table)
                    text += QString::number(p) + QLatin1Char(table.last() == p ? '|' : ',');
            distinct.insert(text);
        }
        QCOMPARE(distinct.size(), seatings.size());
        // Every sequence of rounds 2..R.
        int best = -1;
        QList<int> at(rounds - 1, 0);
        while (true) {
            std::array<int, 100> met{}; // a × 10 + b
            int repeats = 0;
            auto meet = [&](const QList<QList<int>> &s) {
                for (const auto &table : s)
                    for (int i = 0; i < table.size(); ++i)
                        for (int j = i + 1; j < table.size(); ++j)
                            if (met[size_t(table[i] * 10 + table[j])]++ > 0)
                                ++repeats;
            };
            meet(seatings.first());
            for (int k : at)
                meet(seatings[k]);
            if (best < 0 || repeats < best)
                best = repeats;
            int k = 0;
            while (k < at.size() && ++at[k] == seatings.size())
                at[k++] = 0;
            if (k == at.size())
                break;
        }
        QCOMPARE(seating::exactRepeatOptimum(players, rounds), best);
        // The engine knows it when it gets there.
        ScheduleInput in;
        in.players = ids(players);
        in.rounds = rounds;
        in.seed = 3;
        in.workBudget = 300000;
        const ScheduleResult r = seatSchedule(in);
        QCOMPARE(r.repeatLowerBound, best);
        QCOMPARE(r.repeatPairs, best);
    }

    // 12 players at three tables: the optimum of the reported measure, which
    // the engine knows it reached.
    void twelvePlayersOptimal_data()
    {
        QTest::addColumn<int>("rounds");
        QTest::addColumn<int>("optimum");
        QTest::newRow("3 rounds") << 3 << 6;
        QTest::newRow("4 rounds") << 4 << 13;
        QTest::newRow("5 rounds") << 5 << 24;
    }
    void twelvePlayersOptimal()
    {
        QFETCH(int, rounds);
        QFETCH(int, optimum);
        ScheduleInput in;
        in.players = ids(12);
        in.rounds = rounds;
        in.seed = 1;
        const ScheduleResult r = seatSchedule(in);
        QVERIFY(r.ok);
        QCOMPARE(r.repeatLowerBound, optimum);
        QCOMPARE(countRepeats({}, r.rounds), r.repeatPairs);
        QCOMPARE(r.repeatPairs, optimum);
        QCOMPARE(knownOptimalRepeats(12, rounds), optimum);
        // Proven by the exact search within the engine's limit of 400 branches.
        qint64 nodes = 0;
        QCOMPARE(seating::exactRepeatOptimum(12, rounds, 400, &nodes), optimum);
        QVERIFY2(nodes <= 400, qPrintable(QString::number(nodes)));
        // No limit: the same.
        QCOMPARE(seating::exactRepeatOptimum(12, rounds), optimum);
    }

    // Small fields over 6 rounds at the best known repeat counts: the stored
    // schedules themselves (every player once a round, the fewest tables of
    // 3, the repeats they claim), and the engine's default work reaching
    // them (before they were stored: 13, 23, 2 and 7).
    void smallFieldsAtBestKnown_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("best");
        QTest::addColumn<quint64>("seed");
        const int cases[][2] = {{13, 12}, {15, 21}, {17, 1}, {18, 2}};
        for (const auto &c : cases)
            QTest::newRow(qPrintable(QStringLiteral("%1 x 6").arg(c[0])))
                << c[0] << c[1] << quint64(c[0]);
    }
    void smallFieldsAtBestKnown()
    {
        QFETCH(int, players);
        QFETCH(int, best);
        QFETCH(quint64, seed);
        const seating::Design *stored = nullptr;
        for (const seating::Design &d : seating::storedSchedules())
            if (d.players == players)
                stored = &d;
        QVERIFY(stored);
        QCOMPARE(stored->rounds.size(), 6);
        for (const auto &round : stored->rounds) {
            QList<int> seated;
            int ofThree = 0;
            for (const auto &table : round) {
                QVERIFY(table.size() == 3 || table.size() == 4);
                ofThree += table.size() == 3 ? 1 : 0;
                seated.append(table);
            }
            std::sort(seated.begin(), seated.end());
            QList<int> everyone(players);
            std::iota(everyone.begin(), everyone.end(), 0);
            QCOMPARE(seated, everyone);
            QCOMPARE(ofThree, (4 - players % 4) % 4);
        }
        QCOMPARE(seating::countRepeats(stored->rounds, players), qint64(best));

        ScheduleInput in;
        in.players = ids(players);
        in.rounds = 6;
        in.seed = seed;
        const ScheduleResult r = seatSchedule(in);
        QVERIFY(r.ok);
        for (const Round &round : r.rounds)
            verifyRound(round, in.players);
        QCOMPARE(countRepeats({}, r.rounds), r.repeatPairs);
        QCOMPARE(r.repeatPairs, best);
        QCOMPARE(r.thirdMeetings, 0);
        // A keep-apart pair is still honoured over the stored start.
        if (players != 13)
            return;
        in.keepApart.append({in.players[0], in.players[1]});
        const ScheduleResult apart = seatSchedule(in);
        QCOMPARE(apart.apartViolations, 0);
        QCOMPARE(countApart(apart.rounds, in.keepApart), 0);
    }

    // Keep-apart pairs come first, also where a design would seat them together.
    void keepApartWithDesign()
    {
        ScheduleInput in;
        in.players = ids(28);
        in.rounds = 9;
        in.seed = 3;
        for (int i = 0; i + 1 < 12; i += 2)
            in.keepApart.append({in.players[i], in.players[i + 1]});
        in.keepApart.append({in.players[0], in.players[27]});
        const ScheduleResult r = seatSchedule(in);
        QVERIFY(r.ok);
        for (const Round &round : r.rounds)
            verifyRound(round, in.players);
        QCOMPARE(countApart(r.rounds, in.keepApart), 0);
        QCOMPARE(r.apartViolations, 0);
        QCOMPARE(r.repeatPairs, countRepeats({}, r.rounds));
    }

    // Seat positions as even as the rounds allow: over 8 rounds at tables of 4
    // every player sits twice in each seat; with tables of 3 the count of
    // uneven players is the one counted here.
    void seatsBalanced_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("rounds");
        QTest::newRow("64 x 8, tables of 4") << 64 << 8;
        QTest::newRow("200 x 8, tables of 4") << 200 << 8;
        QTest::newRow("30 x 6, two tables of 3") << 30 << 6;
        QTest::newRow("23 x 7, one table of 3") << 23 << 7;
    }
    void seatsBalanced()
    {
        QFETCH(int, players);
        QFETCH(int, rounds);
        ScheduleInput in;
        in.players = ids(players);
        in.rounds = rounds;
        in.seed = 9;
        in.workBudget = 200000;
        const ScheduleResult r = seatSchedule(in);
        QVERIFY(r.ok);
        QHash<qint64, std::array<int, 4>> seats;
        QSet<qint64> atThree;
        for (const Round &round : r.rounds) {
            verifyRound(round, in.players);
            for (const auto &table : round) {
                for (int s = 0; s < table.size(); ++s) {
                    ++seats[table[s]][size_t(s)];
                    if (table.size() == 3)
                        atThree.insert(table[s]);
                }
            }
        }
        int uneven = 0;
        for (auto it = seats.cbegin(); it != seats.cend(); ++it) {
            const auto &c = it.value();
            const auto end = atThree.contains(it.key()) ? c.end() - 1 : c.end();
            if (*std::max_element(c.begin(), end) - *std::min_element(c.begin(), end) > 1)
                ++uneven;
            if (players % 4 == 0)
                QCOMPARE(c, (std::array<int, 4>{rounds / 4, rounds / 4, rounds / 4, rounds / 4}));
        }
        QCOMPARE(r.unevenSeats, uneven);
        if (players % 4 == 0)
            QCOMPARE(r.unevenSeats, 0);
    }

    // The spread: meetings beyond a pair's second, as counted here.
    void thirdMeetingsCounted()
    {
        ScheduleInput in;
        in.players = ids(7);
        in.rounds = 8;
        in.seed = 2;
        in.workBudget = 100000;
        const ScheduleResult r = seatSchedule(in);
        QHash<quint64, int> met;
        int third = 0;
        for (const Round &round : r.rounds)
            for (const auto &t : round)
                for (int i = 0; i < t.size(); ++i)
                    for (int j = i + 1; j < t.size(); ++j)
                        if (met[key(t[i], t[j])]++ >= 2)
                            ++third;
        QCOMPARE(r.thirdMeetings, third);
        QVERIFY(r.thirdMeetings > 0); // 7 players over 8 rounds cannot avoid it
    }

    // A longer search reports progress and stops when asked, keeping a valid
    // schedule; a time limit ends with one too.
    void progressAndStop()
    {
        ScheduleInput in;
        in.players = ids(18);
        in.rounds = 6;
        in.seed = 4;
        in.effort = 50;
        QList<int> percents;
        in.progress = [&percents](int percent, int) {
            percents.append(percent);
            return false; // the first report comes at once: stop there
        };
        ScheduleResult r = seatSchedule(in);
        QVERIFY(r.ok);
        // The report that stopped it, then the last one.
        QCOMPARE(percents.size(), 2);
        QVERIFY(percents.first() >= 0 && percents.first() < 100);
        QCOMPARE(percents.last(), 100);
        for (const Round &round : r.rounds)
            verifyRound(round, in.players);
        QCOMPARE(r.repeatPairs, countRepeats({}, r.rounds));

        in.progress = nullptr;
        in.effort = 1;
        in.msecs = 50;
        r = seatSchedule(in);
        QVERIFY(r.ok);
        for (const Round &round : r.rounds)
            verifyRound(round, in.players);
    }
};

QTEST_GUILESS_MAIN(TestSeatingSchedule)
#include "tst_seating_schedule.moc"
