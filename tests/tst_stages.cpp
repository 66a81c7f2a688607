// docs/rules.md §9: preliminary rounds, semi-finals and a final; who is cut,
// how they are seated, the checks and the final ranking.
#include "scoretables.h"

#include "scoring/stages.h"

#include <QTest>

using namespace ctd;
using namespace ctd::test;

namespace {

QString p(int rank)
{
    return QStringLiteral("P%1").arg(rank, 2, 10, QLatin1Char('0'));
}

/// Preliminary standings ranked P01, P02, … by construction.
QList<StandingsRow> ranked(int count)
{
    QList<StandingsRow> rows;
    for (int i = 1; i <= count; ++i) {
        StandingsRow r;
        r.rank = i;
        r.player = p(i);
        rows.append(r);
    }
    return rows;
}

QList<QStringList> byRank(const QList<QList<int>> &tables)
{
    QList<QStringList> out;
    for (const QList<int> &t : tables) {
        QStringList names;
        for (int r : t)
            names.append(p(r));
        out.append(names);
    }
    return out;
}

/// `rounds` preliminary rounds of `count` players (a multiple of 4) with valid
/// sheets, players mixed from round to round.
QList<TableSheet> prelimSheets(int count, int rounds)
{
    QList<TableSheet> sheets;
    const QList<QList<int>> vps{{11, 8, 5, 3}, {9, 7, 6, 2}, {12, 6, 4, 3}, {8, 7, 5, 4}};
    const int mix[] = {1, 29, 31}; // coprime with the counts used here
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

QList<StandingsRow> prelimOf(const QList<TableSheet> &sheets, const RuleSet &rules)
{
    return computeStandings(playersOf(sheets), scoreTables(sheets, rules), rules);
}

/// The tables of a cut as sheets of round `round`, each seat's VP given.
QList<TableSheet> cutSheets(int round, const QList<QStringList> &tables,
                            const QList<QList<int>> &vp)
{
    QList<TableSheet> sheets;
    for (qsizetype t = 0; t < tables.size(); ++t)
        sheets.append(sheetWithVp(round, int(t + 1), tables[t], vp.value(t, {9, 7, 5, 3})));
    return sheets;
}

QStringList problemList(const QList<Problem> &problems)
{
    QStringList out;
    for (const Problem &pr : problems)
        out.append(QStringLiteral("%1@%2:%3").arg(pr.code).arg(pr.round).arg(pr.player));
    out.sort();
    return out;
}

} // namespace

class TestStages : public QObject
{
    Q_OBJECT

private slots:
    void names_data()
    {
        QTest::addColumn<QString>("word");
        QTest::addColumn<bool>("known");
        QTest::addColumn<int>("stage");
        QTest::newRow("prelim") << "prelim" << true << int(Stage::Prelim);
        QTest::newRow("empty") << "" << true << int(Stage::Prelim);
        QTest::newRow("semifinal") << "semifinal" << true << int(Stage::Semifinal);
        QTest::newRow("final") << "final" << true << int(Stage::Final);
        QTest::newRow("unknown") << "quarterfinal" << false << 0;
        QTest::newRow("case matters") << "Final" << false << 0;
    }

    void names()
    {
        QFETCH(QString, word);
        QFETCH(bool, known);
        QFETCH(int, stage);
        Stage s = Stage::Prelim;
        QCOMPARE(stageFromName(word, &s), known);
        if (known) {
            QCOMPARE(int(s), stage);
            if (!word.isEmpty())
                QCOMPARE(stageName(s), word);
        }
    }

    void cuts_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<QString>("possible");
        QTest::newRow("3: none") << 3 << "";
        QTest::newRow("4: a final") << 4 << "final";
        QTest::newRow("12: a final") << 12 << "final";
        QTest::newRow("15: a final") << 15 << "final";
        QTest::newRow("16: a semi-final, or skip it") << 16 << "semifinal final";
        QTest::newRow("28: a semi-final, or skip it") << 28 << "semifinal final";
        QTest::newRow("29: a semi-final") << 29 << "semifinal final";
        QTest::newRow("120: a semi-final") << 120 << "semifinal final";
    }

    void cuts()
    {
        QFETCH(int, players);
        QFETCH(QString, possible);
        QStringList words;
        for (Stage s : possibleCuts(players))
            words.append(stageName(s));
        QCOMPARE(words.join(' '), possible);
        bool any = false;
        const Stage proposed = proposedCut(players, &any);
        QCOMPARE(any, !possible.isEmpty());
        if (any)
            QCOMPARE(stageName(proposed), words.first());
    }

    void cutWithDrops_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<QList<int>>("dropped"); // preliminary ranks
        QTest::addColumn<int>("stage");
        QTest::addColumn<QList<QList<int>>>("tables"); // preliminary ranks, seat order

        QTest::newRow("12: the top 4 to a final")
            << 12 << QList<int>{} << int(Stage::Final) << QList<QList<int>>{{1, 2, 3, 4}};
        QTest::newRow("15, rank 2 dropped: the next moves up")
            << 15 << QList<int>{2} << int(Stage::Final) << QList<QList<int>>{{1, 3, 4, 5}};
        QTest::newRow("13, ranks 1 and 4 dropped")
            << 13 << QList<int>{1, 4} << int(Stage::Final) << QList<QList<int>>{{2, 3, 5, 6}};
        QTest::newRow("16: the semi-final seeded")
            << 16 << QList<int>{} << int(Stage::Semifinal)
            << QList<QList<int>>{{1, 8, 9, 16}, {2, 7, 10, 15}, {3, 6, 11, 14}, {4, 5, 12, 13}};
        QTest::newRow("16: the semi-final skipped")
            << 16 << QList<int>{} << int(Stage::Final) << QList<QList<int>>{{1, 2, 3, 4}};
        QTest::newRow("20, ranks 3 and 10 dropped")
            << 20 << QList<int>{3, 10} << int(Stage::Semifinal)
            << QList<QList<int>>{{1, 9, 11, 18}, {2, 8, 12, 17}, {4, 7, 13, 16}, {5, 6, 14, 15}};
        QTest::newRow("28, rank 28 dropped: nothing changes")
            << 28 << QList<int>{28} << int(Stage::Semifinal)
            << QList<QList<int>>{{1, 8, 9, 16}, {2, 7, 10, 15}, {3, 6, 11, 14}, {4, 5, 12, 13}};
        QTest::newRow("29, rank 1 dropped")
            << 29 << QList<int>{1} << int(Stage::Semifinal)
            << QList<QList<int>>{{2, 9, 10, 17}, {3, 8, 11, 16}, {4, 7, 12, 15}, {5, 6, 13, 14}};
        QTest::newRow("40, rank 16 dropped")
            << 40 << QList<int>{16} << int(Stage::Semifinal)
            << QList<QList<int>>{{1, 8, 9, 17}, {2, 7, 10, 15}, {3, 6, 11, 14}, {4, 5, 12, 13}};
        QTest::newRow("17 with 2 dropped: too few for a semi-final")
            << 17 << QList<int>{5, 6} << int(Stage::Semifinal) << QList<QList<int>>{};
        QTest::newRow("5 with 2 dropped: too few for a final")
            << 5 << QList<int>{1, 2} << int(Stage::Final) << QList<QList<int>>{};
    }

    void cutWithDrops()
    {
        QFETCH(int, players);
        QFETCH(QList<int>, dropped);
        QFETCH(int, stage);
        QFETCH(QList<QList<int>>, tables);
        QSet<QString> out;
        for (int r : dropped)
            out.insert(p(r));
        QCOMPARE(cutTables(Stage(stage), ranked(players), out, {}), byRank(tables));
        if (!tables.isEmpty())
            QVERIFY(possibleCuts(players - int(dropped.size())).contains(Stage(stage)));
        else
            QVERIFY(!possibleCuts(players - int(dropped.size())).contains(Stage(stage)));
    }

    // A shared first place at a semi-final table: the better preliminary rank goes on.
    void sharedFirstAtSemifinal()
    {
        const QList<QStringList> semi = semifinalTables(ranked(16), {});
        QList<TableScore> scores;
        // Table 1 (ranks 1, 8, 9, 16): 8 and 16 tie for first.
        scores.append(scored(2,
                             QStringLiteral("%1=5/0 %2=9/1:2 %3=6/0 %4=9/1:2")
                                 .arg(semi[0][0], semi[0][1], semi[0][2], semi[0][3]),
                             1));
        scores.append(scored(2,
                             QStringLiteral("%1=5/0 %2=9/1 %3=6/0 %4=4/0")
                                 .arg(semi[1][0], semi[1][1], semi[1][2], semi[1][3]),
                             2));
        scores.append(scored(2,
                             QStringLiteral("%1=9/1 %2=5/0 %3=6/0 %4=4/0")
                                 .arg(semi[2][0], semi[2][1], semi[2][2], semi[2][3]),
                             3));
        scores.append(scored(2,
                             QStringLiteral("%1=5/0 %2=6/0 %3=7/0 %4=9/1")
                                 .arg(semi[3][0], semi[3][1], semi[3][2], semi[3][3]),
                             4));
        // Winners: 8 (over 16), 7, 3, 13; seated by preliminary rank.
        QCOMPARE(finalPlayers(ranked(16), {}, scores), (QStringList{p(3), p(7), p(8), p(13)}));
    }

    // §3: catan-studio, 20 players, three preliminary rounds, a final without
    // a semi-final; its winner ranks 1 whatever their preliminary rank.
    void finalWithoutSemifinal()
    {
        const RuleSet rules = RuleSet::byId("catan-studio");
        QList<TableSheet> sheets = prelimSheets(20, 3);
        const QList<StandingsRow> prelim = prelimOf(sheets, rules);
        QCOMPARE(prelim.size(), 20);
        const QList<QStringList> cut = cutTables(Stage::Final, prelim, {}, {});
        QCOMPARE(cut.size(), 1);
        QCOMPARE(cut.first(), namesOf(prelim).mid(0, 4)); // seat 1 to 4 in rank order

        StageMap stages{{4, Stage::Final}};
        QList<TableSheet> withFinal = sheets;
        withFinal += cutSheets(4, cut, {{4, 6, 7, 11}}); // the 4th seed wins
        QVERIFY(checkStages(withFinal, stages, rules).isEmpty());
        QVERIFY(checkSheets(withFinal, rules).isEmpty());

        const QList<StandingsRow> before =
            stagedStandings(playersOf(sheets), scoreTables(sheets, rules), stages, rules);
        QCOMPARE(namesOf(before), namesOf(prelim));
        const QList<StandingsRow> after =
            stagedStandings(playersOf(withFinal), scoreTables(withFinal, rules), stages, rules);
        QStringList expected{cut[0][3], cut[0][2], cut[0][1], cut[0][0]};
        expected += namesOf(prelim).mid(4);
        QCOMPARE(namesOf(after), expected);
        for (qsizetype i = 0; i < after.size(); ++i)
            QCOMPARE(after[i].rank, int(i + 1));
        // The columns count the preliminary rounds only.
        const StandingsRow &winner = after.first();
        QCOMPARE(winner.tables, 3);
        QCOMPARE(winner.roundPointsTwelfths, prelim[3].roundPointsTwelfths);
        QCOMPARE(winner.vp, prelim[3].vp);
        // Standings after the preliminary rounds are the preliminary standings.
        QCOMPARE(namesOf(stagedStandings({}, scoreTables(withFinal, rules), stages, rules, 3)),
                 namesOf(prelim));
    }

    // Semi-final and final: the final table, then the other semi-finalists by
    // their semi-final placing, then the rest; a shared first place at a
    // semi-final table sends the better preliminary rank on.
    void finalRanking()
    {
        const RuleSet rules = RuleSet::byId("catan-studio");
        const QList<TableSheet> sheets = prelimSheets(24, 3);
        const QList<StandingsRow> prelim = prelimOf(sheets, rules);
        const QStringList rank = namesOf(prelim);
        const auto ranks = [&rank](const QList<int> &r) {
            QStringList names;
            for (int k : r)
                names.append(rank[k - 1]);
            return names;
        };
        const QList<QStringList> semi = semifinalTables(prelim, {});
        QCOMPARE(semi.first(), ranks({1, 8, 9, 16}));
        // Table 1 (1, 8, 9, 16): 16 wins, 1 second, 9 third, 8 fourth.
        // Table 2 (2, 7, 10, 15): 2 and 7 share first, 10 third, 15 fourth.
        // Table 3 (3, 6, 11, 14): 6 wins, 3 second, 14 third, 11 fourth.
        // Table 4 (4, 5, 12, 13): 13 wins, 12 second, 4 third, 5 fourth.
        const QList<TableSheet> semiSheets =
            cutSheets(4, semi, {{8, 4, 6, 9}, {9, 9, 6, 3}, {5, 9, 3, 4}, {5, 4, 6, 9}});
        const QList<QStringList> fin =
            cutTables(Stage::Final, prelim, {}, scoreTables(semiSheets, rules));
        QCOMPARE(fin, QList<QStringList>{ranks({2, 6, 13, 16})});
        // The final: 6 wins, 13 and 16 share second, 2 fourth.
        QList<TableSheet> all = sheets + semiSheets + cutSheets(5, fin, {{3, 9, 6, 6}});
        const StageMap stages{{4, Stage::Semifinal}, {5, Stage::Final}};
        QCOMPARE(problemList(checkStages(all, stages, rules)), QStringList());
        QVERIFY(checkSheets(all, rules).isEmpty());

        // Before the final has a result: the preliminary standings.
        QCOMPARE(
            namesOf(stagedStandings({}, scoreTables(sheets + semiSheets, rules), stages, rules)),
            rank);

        const QList<StandingsRow> rows =
            stagedStandings({}, scoreTables(all, rules), stages, rules);
        QCOMPARE(namesOf(rows),
                 ranks({6,  13, 16, 2,  // the final's placing, a shared one by preliminary rank
                        7,              // a shared first place at a semi-final table
                        1,  3,  12,     // the semi-finals' second places
                        4,  9,  10, 14, // third places
                        5,  8,  11, 15, // fourth places
                        17, 18, 19, 20, 21, 22, 23, 24}));
        QCOMPARE(rows[4].tables, 3);
    }

    void stageOrder_data()
    {
        QTest::addColumn<QStringList>("stages"); // of rounds 1, 2, …
        QTest::addColumn<QStringList>("problems");
        QTest::newRow("in order") << QStringList{"prelim", "prelim", "final"} << QStringList{};
        QTest::newRow("a preliminary round after a semi-final")
            << QStringList{"prelim", "semifinal", "prelim"} << QStringList{"stage_order@3:"};
        QTest::newRow("a preliminary round after a final")
            << QStringList{"prelim", "final", "prelim"} << QStringList{"stage_order@3:"};
        QTest::newRow("a semi-final after a final")
            << QStringList{"prelim", "final", "semifinal"} << QStringList{"stage_order@3:"};
        QTest::newRow("two semi-finals")
            << QStringList{"prelim", "semifinal", "semifinal"} << QStringList{"stage_order@3:"};
        QTest::newRow("two finals")
            << QStringList{"prelim", "final", "final"} << QStringList{"stage_order@3:"};
    }

    void stageOrder()
    {
        QFETCH(QStringList, stages);
        QFETCH(QStringList, problems);
        QList<TableSheet> sheets;
        StageMap map;
        for (qsizetype i = 0; i < stages.size(); ++i) {
            Stage s;
            QVERIFY(stageFromName(stages[i], &s));
            map.insert(int(i + 1), s);
            sheets.append(sheetWithVp(int(i + 1), 1, {"A", "B", "C", "D"}, {9, 7, 5, 3}));
        }
        QStringList got;
        for (const QString &pr : problemList(checkStages(sheets, map, RuleSet::standard()))) {
            if (pr.startsWith("stage_order"))
                got.append(pr);
        }
        QCOMPARE(got, problems);
    }

    void stagePlayers_data()
    {
        QTest::addColumn<int>("stage");
        QTest::addColumn<int>("swapOut"); // preliminary rank replaced (0: none)
        QTest::addColumn<int>("swapIn");  // by this rank
        QTest::addColumn<QList<int>>("dropped");
        QTest::addColumn<bool>("overruled");
        QTest::addColumn<QStringList>("problems"); // code@round:rank
        QTest::newRow("the semi-final as proposed")
            << int(Stage::Semifinal) << 0 << 0 << QList<int>{} << false << QStringList{};
        QTest::newRow("rank 17 instead of 16")
            << int(Stage::Semifinal) << 16 << 17 << QList<int>{} << false
            << QStringList{"stage_players@4:16", "stage_players@4:17"};
        QTest::newRow("overruled, with a reason")
            << int(Stage::Semifinal) << 16 << 17 << QList<int>{} << true << QStringList{};
        QTest::newRow("rank 5 dropped, 17 moves up")
            << int(Stage::Semifinal) << 0 << 0 << QList<int>{5} << false << QStringList{};
        QTest::newRow("the final as proposed")
            << int(Stage::Final) << 0 << 0 << QList<int>{} << false << QStringList{};
        QTest::newRow("rank 5 at the final")
            << int(Stage::Final) << 4 << 5 << QList<int>{} << false
            << QStringList{"stage_players@4:4", "stage_players@4:5"};
    }

    void stagePlayers()
    {
        QFETCH(int, stage);
        QFETCH(int, swapOut);
        QFETCH(int, swapIn);
        QFETCH(QList<int>, dropped);
        QFETCH(bool, overruled);
        QFETCH(QStringList, problems);
        const RuleSet rules = RuleSet::standard();
        QList<TableSheet> sheets = prelimSheets(20, 3);
        const QStringList rank = namesOf(prelimOf(sheets, rules));
        QSet<QString> out;
        for (int r : dropped)
            out.insert(rank[r - 1]);
        QList<QStringList> cut = cutTables(Stage(stage), prelimOf(sheets, rules), out, {});
        QVERIFY(!cut.isEmpty());
        if (swapOut) {
            for (QStringList &t : cut)
                t.replaceInStrings(QRegularExpression('^' + rank[swapOut - 1] + '$'),
                                   rank[swapIn - 1]);
        }
        sheets += cutSheets(4, cut, {});
        QStringList expected;
        for (const QString &pr : problems)
            expected.append(pr.section(':', 0, 0) + ':' + rank[pr.section(':', 1).toInt() - 1]);
        expected.sort();
        const QSet<int> over = overruled ? QSet<int>{4} : QSet<int>{};
        QCOMPARE(problemList(checkStages(sheets, {{4, Stage(stage)}}, rules, out, over)), expected);
    }

    void tooFewForASemifinal()
    {
        QList<TableSheet> sheets = prelimSheets(12, 2);
        sheets += cutSheets(3, {{"N00", "N01", "N02", "N03"}}, {});
        QCOMPARE(problemList(checkStages(sheets, {{3, Stage::Semifinal}}, RuleSet::standard())),
                 QStringList{"stage_players@3:"});
    }
};

QTEST_GUILESS_MAIN(TestStages)
#include "tst_stages.moc"
