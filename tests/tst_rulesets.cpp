// docs/rules.md §8 and §10: the rule sets a director chooses from, exactly, and
// the exact numbers they rank by.
#include "scoretables.h"

#include "scoring/fraction.h"
#include "scoring/ruleset.h"
#include "scoring/rulesettext.h"
#include "scoring/sheet.h"
#include "scoring/standings.h"

#include <QTest>

using namespace ctd;
using namespace ctd::test;

namespace {

QString orderWords(const RuleSet &r)
{
    QStringList words;
    for (TieBreak t : r.order) {
        switch (t) {
        case TieBreak::RoundPoints:
            words << "points";
            break;
        case TieBreak::TotalVp:
            words << "vp";
            break;
        case TieBreak::VpShare:
            words << "share";
            break;
        case TieBreak::FirstPlaces:
            words << "1st";
            break;
        case TieBreak::SecondPlaces:
            words << "2nd";
            break;
        case TieBreak::ThirdPlaces:
            words << "3rd";
            break;
        }
    }
    return words.join(' ');
}

QList<int> pointsOf(const QList<int> &vp, const RuleSet &rules)
{
    QStringList names{"A", "B", "C", "D"};
    const TableSheet t = sheetWithVp(1, 1, names.mid(0, vp.size()), vp);
    const SheetResult r = scoreSheet(t.lines, rules);
    QList<int> twelfths;
    for (const PlayerScore &s : r.players)
        twelfths.append(s.roundPointsTwelfths);
    return twelfths;
}

QList<int> twelfthsOf(const QList<int> &points)
{
    QList<int> out;
    for (int p : points)
        out.append(p * 12);
    return out;
}

} // namespace

class TestRuleSets : public QObject
{
    Q_OBJECT

private slots:
    void table_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QList<int>>("points4");
        QTest::addColumn<QList<int>>("points3");
        QTest::addColumn<int>("cap");
        QTest::addColumn<int>("share"); // ShareMode
        QTest::addColumn<QString>("order");
        // The share of the 10-VP player at one table of 3 with 10, 9 and 5 VP.
        QTest::addColumn<qint64>("shareNum");
        QTest::addColumn<qint64>("shareDen");

        QTest::newRow("standard") << "standard" << QList<int>{5, 3, 2, 1} << QList<int>{5, 3, 2}
                                  << 0 << int(ShareMode::Pooled) << "points vp share" << 10LL
                                  << 24LL;
        QTest::newRow("de-ranking")
            << "de-ranking" << QList<int>{5, 3, 2, 1} << QList<int>{5, 3, 1} << 10
            << int(ShareMode::AveragePerTable) << "points vp share 1st 2nd 3rd" << 10LL << 24LL;
        QTest::newRow("catan-studio")
            << "catan-studio" << QList<int>{1, 0, 0, 0} << QList<int>{1, 0, 0} << 0
            << int(ShareMode::SumVirtualFourth) << "points vp share" << 10LL << 32LL;
    }

    void table()
    {
        QFETCH(QString, id);
        QFETCH(QList<int>, points4);
        QFETCH(QList<int>, points3);
        QFETCH(int, cap);
        QFETCH(int, share);
        QFETCH(QString, order);
        QFETCH(qint64, shareNum);
        QFETCH(qint64, shareDen);

        bool found = false;
        const RuleSet r = RuleSet::byId(id, &found);
        QVERIFY(found);
        QCOMPARE(r.id, id);
        QCOMPARE(r.pointsTable4, points4);
        QCOMPARE(r.pointsTable3, points3);
        QCOMPARE(r.tieBreakVpCap, cap);
        QCOMPARE(int(r.shareMode), share);
        QCOMPARE(orderWords(r), order);
        QVERIFY(!r.title().isEmpty());
        QVERIFY(RuleSet::choices().contains(r));

        // The sheet gives the points of the row, at tables of 4 and of 3.
        QCOMPARE(pointsOf({13, 9, 6, 4}, r), twelfthsOf(points4));
        QCOMPARE(pointsOf({12, 9, 4}, r), twelfthsOf(points3));

        // The VP that count: a 13-VP game counts 13, or 10 where capped.
        const QList<StandingsRow> four =
            computeStandings({}, {scored(1, "A=13/5 B=9/3 C=6/2 D=4/1")}, r);
        QCOMPARE(four.first().vp, cap ? cap : 13);

        // The share, exactly.
        const QList<StandingsRow> three =
            computeStandings({}, {scored(1, "A=10/5 B=9/3 C=5/2")}, r);
        QCOMPARE(three.first().player, QStringLiteral("A"));
        QCOMPARE(three.first().vpShare, Fraction(shareNum, shareDen));
    }

    void choicesAreTheThree()
    {
        QStringList ids;
        for (const RuleSet &r : RuleSet::choices())
            ids.append(r.id);
        QCOMPARE(ids, (QStringList{"standard", "de-ranking", "catan-studio"}));
        QVERIFY(RuleSet::byId("catan-studio").countsWins());
        QVERIFY(!RuleSet::standard().countsWins());
        QVERIFY(RuleSet::byId("de-ranking").countsPlaces());
        QVERIFY(!RuleSet::byId("catan-studio").countsPlaces());
    }

    // §3: de-ranking, one table of 3 with 11, 8 and 8 VP.
    void deRankingTableOfThree()
    {
        const RuleSet r = RuleSet::byId("de-ranking");
        const TableSheet t = sheetWithVp(1, 1, {"Anna", "Bernd", "Carla"}, {11, 8, 8});
        const SheetResult s = scoreSheet(t.lines, r);
        QVERIFY(s.isValid());
        QCOMPARE(pointsOf({11, 8, 8}, r), twelfthsOf({5, 2, 2}));
        QCOMPARE(s.players[1].place, 2);
        QCOMPARE(s.players[2].place, 2);
        const QList<StandingsRow> rows = computeStandings({}, {tableScore(t, s)}, r);
        QCOMPARE(rows.first().player, QStringLiteral("Anna"));
        QCOMPARE(rows.first().vp, 10);
        QCOMPARE(rows.first().vpShare, Fraction(10, 26)); // capped: 10 of 10 + 8 + 8
        // Both tied for second count a second place.
        QCOMPARE(rows[1].seconds, 1);
        QCOMPARE(rows[2].seconds, 1);
        QCOMPARE(rows[2].thirds, 0);
    }

    // §1: the average of the per-game shares, 10 of 32, 8 of 30, 10 of 36.
    void deRankingAverageShare()
    {
        const RuleSet r = RuleSet::byId("de-ranking");
        const QList<StandingsRow> rows = computeStandings(
            {},
            {scored(1, "P=10/5 a=8/3 b=7/1:2 c=7/1:2"), scored(2, "x=10/5 P=8/3 d=6/3:2 e=6/3:2"),
             scored(3, "P=10/5 f=9/3 g=9/3 h=8/1")},
            r);
        const StandingsRow p = *std::find_if(
            rows.cbegin(), rows.cend(), [](const StandingsRow &row) { return row.player == "P"; });
        // (10/32 + 8/30 + 10/36) / 3, exactly; the rounded percentages the
        // rule text adds up give 28.57, the exact value is 28.5648… %.
        const Fraction expected =
            (Fraction(10, 32) + Fraction(8, 30) + Fraction(10, 36)).dividedBy(3);
        QCOMPARE(p.vpShare, expected);
        QCOMPARE(p.vpShare, Fraction(617, 2160));
        QCOMPARE(p.vpShare.percentHundredths(), 2856);
        QCOMPARE(p.firsts, 2);
        QCOMPARE(p.seconds, 1);
    }

    // §3 and §1: after round points, capped VP and share, the places decide.
    void deRankingPlaces_data()
    {
        QTest::addColumn<QStringList>("tables"); // "round|spec"
        QTest::addColumn<QStringList>("expected");
        // §3: equal points (7), VP (20) and share (20 of 90 over three tables
        // of 30); Zora has a first place, Adam none: Zora ranks above.
        QTest::newRow("first places decide")
            << QStringList{"1|Zora=10/5 Adam=9/3 c1=6/2 d1=5/1",
                           "2|x2=10/5 Adam=8/3 y2=7/2 Zora=5/1", "3|x3=10/5 y3=9/3 z3=6/2 Zora=5/1",
                           "3|u3=10/5 v3=9/3 w3=8/2 Adam=3/1"}
            << QStringList{"Zora", "Adam"};
        // Equal points (9), VP (24), share and first places; Zora has a second place.
        QTest::newRow("second places decide")
            << QStringList{"1|Zora=10/5 a1=9/3 b1=6/2 c1=5/1", "1|Adam=10/5 d1=9/3 e1=6/2 f1=5/1",
                           "2|g2=10/5 Zora=9/3 h2=6/2 i2=5/1", "2|j2=10/5 k2=9/3 Adam=7/2 l2=4/1",
                           "3|m3=10/5 n3=9/3 o3=6/2 Zora=5/1", "3|p3=10/5 q3=9/3 Adam=7/2 r3=4/1"}
            << QStringList{"Zora", "Adam"};
        // Equal points (1: third at a table of 3 gives 1 under 5-3-1, like a
        // fourth at a table of 4), VP (3) and share (3 of 22); Zora has a third place.
        QTest::newRow("third places decide")
            << QStringList{"1|a=10/5 b=9/3 Zora=3/1", "1|c=10/5 d=5/3 e=4/2 Adam=3/1"}
            << QStringList{"Zora", "Adam"};
    }

    void deRankingPlaces()
    {
        QFETCH(QStringList, tables);
        QFETCH(QStringList, expected);
        QList<TableScore> scores;
        for (const QString &t : tables)
            scores.append(scored(t.section('|', 0, 0).toInt(), t.section('|', 1)));
        const RuleSet de = RuleSet::byId("de-ranking");
        const QList<StandingsRow> rows = computeStandings({}, scores, de);
        QStringList got;
        for (const StandingsRow &r : rows) {
            if (expected.contains(r.player))
                got.append(r.player);
        }
        QCOMPARE(got, expected);
        const auto row = [&rows](const QString &name) {
            return *std::find_if(rows.cbegin(), rows.cend(),
                                 [&](const StandingsRow &r) { return r.player == name; });
        };
        const StandingsRow zora = row("Zora"), adam = row("Adam");
        QCOMPARE(zora.roundPointsTwelfths, adam.roundPointsTwelfths);
        QCOMPARE(zora.vp, adam.vp);
        QCOMPARE(zora.vpShare, adam.vpShare);
        // Without the places the name would decide the other way.
        RuleSet noPlaces = de;
        noPlaces.order = {TieBreak::RoundPoints, TieBreak::TotalVp, TieBreak::VpShare};
        QStringList byName;
        for (const StandingsRow &r : computeStandings({}, scores, noPlaces)) {
            if (expected.contains(r.player))
                byName.append(r.player);
        }
        QCOMPARE(byName, (QStringList{"Adam", "Zora"}));
    }

    // §3: catan-studio, a table of 3 with 10, 9 and 5 VP, and a virtual fourth player.
    void catanStudioVirtualFourth()
    {
        const RuleSet r = RuleSet::byId("catan-studio");
        const TableSheet t = sheetWithVp(1, 1, {"Anna", "Bernd", "Carla"}, {10, 9, 5});
        const SheetResult s = scoreSheet(t.lines, r);
        QVERIFY(s.isValid());
        QCOMPARE(pointsOf({10, 9, 5}, r), twelfthsOf({1, 0, 0}));
        const QList<StandingsRow> rows = computeStandings({}, {tableScore(t, s)}, r);
        QCOMPARE(namesOf(rows), (QStringList{"Anna", "Bernd", "Carla"}));
        QCOMPARE(rows[0].vpShare, Fraction(10, 32));
        QCOMPARE(rows[1].vpShare, Fraction(9, 32));
        QCOMPARE(rows[2].vpShare, Fraction(5, 32));
        QCOMPARE(rows[0].vpShare.percentHundredths(), 3125);
        QCOMPARE(rows[1].vpShare.percentHundredths(), 2813); // 28.125
        QCOMPARE(rows[2].vpShare.percentHundredths(), 1563); // 15.625
        QCOMPARE(rows[0].roundPointsTwelfths, 12);
    }

    void catanStudioSharedWinAndSum()
    {
        const RuleSet r = RuleSet::byId("catan-studio");
        // Two tied for first at a table of 4 get half a win each.
        QCOMPARE(pointsOf({9, 9, 6, 4}, r), (QList<int>{6, 6, 0, 0}));
        // The share is a sum of percentages: it can exceed 100.
        const QList<StandingsRow> rows = computeStandings({},
                                                          {scored(1, "A=10/1 B=5/0 C=5/0 D=4/0"),
                                                           scored(2, "A=10/1 E=5/0 F=5/0 G=4/0"),
                                                           scored(3, "A=10/1 H=9/0 I=5/0")},
                                                          r);
        QCOMPARE(rows.first().player, QStringLiteral("A"));
        QCOMPARE(rows.first().vpShare, Fraction(10, 24) + Fraction(10, 24) + Fraction(10, 32));
        QCOMPARE(rows.first().vpShare.percentHundredths(), 11458); // 114.58 %
        QCOMPARE(rows.first().roundPointsTwelfths, 36);
    }

    // The rule-set text keeps every part: each preset and a custom one read back equal.
    void textRoundTrip_data()
    {
        QTest::addColumn<QString>("id");
        for (const RuleSet &r : RuleSet::presets())
            QTest::newRow(qPrintable(r.id)) << r.id;
        QTest::newRow("custom") << "custom";
    }

    void textRoundTrip()
    {
        QFETCH(QString, id);
        RuleSet r = RuleSet::byId(id);
        if (id == "custom") {
            r.id = "town-league";
            r.name = "Town league, 4-2-1";
            r.pointsTable4 = {4, 2, 1, 0};
            r.pointsTable3 = {4, 2, 1};
            r.tieBreakVpCap = 12;
            r.shareMode = ShareMode::SumVirtualFourth;
            r.order = {TieBreak::RoundPoints, TieBreak::ThirdPlaces, TieBreak::VpShare};
        }
        QList<RuleSetTextProblem> problems;
        QCOMPARE(ruleSetFromText(ruleSetToText(r), &problems), r);
        QVERIFY(problems.isEmpty());
    }

    void textDefaults_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("tieBreaks");
        QTest::newRow("empty: standard's parts") << ""
                                                 << "custom"
                                                 << "vp share";
        QTest::newRow("a base alone is the preset") << "base = de-ranking\n"
                                                    << "de-ranking"
                                                    << "vp share first second third";
        QTest::newRow("a base changed is custom") << "base = de-ranking\nvp-cap = none # no cap\n"
                                                  << "custom"
                                                  << "vp share first second third";
        QTest::newRow("no tie-breaks") << "tie-breaks =\n"
                                       << "custom"
                                       << "";
    }

    void textDefaults()
    {
        QFETCH(QString, text);
        QFETCH(QString, id);
        QFETCH(QString, tieBreaks);
        QList<RuleSetTextProblem> problems;
        const RuleSet r = ruleSetFromText(text, &problems);
        QVERIFY(problems.isEmpty());
        QCOMPARE(r.id, id);
        QStringList words;
        for (TieBreak t : r.order.mid(1))
            words.append(tieBreakWord(t));
        QCOMPARE(words.join(' '), tieBreaks);
        QCOMPARE(r.order.first(), TieBreak::RoundPoints);
    }

    // 16 rounds with coprime table totals: the sums need more than 64 bits,
    // yet compare exactly.
    void sixteenRoundsExactly()
    {
        const QList<int> totals{61, 59, 53, 47, 43, 41, 37, 31, 29, 23, 19, 17, 13, 11, 7, 5};
        for (ShareMode mode : {ShareMode::AveragePerTable, ShareMode::SumVirtualFourth}) {
            RuleSet r = RuleSet::standard();
            r.shareMode = mode;
            QList<TableScore> scores;
            for (int round = 1; round <= 16; ++round) {
                // P and Q play the same games in opposite order; R has one VP
                // more at a table of 29 and one less at a table of 23: the same
                // VP, a share smaller by 6 / (23 × 29).
                const int total = totals[round - 1];
                const int back = totals[16 - round];
                const int own = total / 4;
                scores.append(
                    scored(round, QStringLiteral("P=%1/1 p=%2/0").arg(own).arg(total - own), 1));
                scores.append(scored(
                    round, QStringLiteral("Q=%1/1 q=%2/0").arg(back / 4).arg(back - back / 4), 2));
                const int rOwn = own + (round == 9 ? 1 : 0) - (round == 10 ? 1 : 0);
                scores.append(
                    scored(round, QStringLiteral("R=%1/1 s=%2/0").arg(rOwn).arg(total - rOwn), 3));
            }
            const QList<StandingsRow> rows = computeStandings({}, scores, r);
            QCOMPARE(namesOf(rows).mid(0, 3), (QStringList{"P", "Q", "R"}));
            QVERIFY(rows[0].vpShare.isWide());
            QCOMPARE(rows[0].vpShare, rows[1].vpShare);
            QVERIFY(rows[2].vpShare < rows[1].vpShare);
        }

        // Fractions themselves: 16 coprime denominators, summed both ways.
        Fraction forward, backward;
        for (int i = 0; i < 16; ++i) {
            forward = forward + Fraction(1, totals[i] * 4);
            backward = backward + Fraction(1, totals[15 - i] * 4);
        }
        QVERIFY(forward.isWide());
        QCOMPARE(forward, backward);
        const Fraction tiny(1, 1000000000000000000LL);
        QVERIFY(forward < forward + tiny); // a double cannot tell these apart
        QVERIFY(forward.toDouble() == (forward + tiny).toDouble());
        double approx = 0;
        for (int t : totals)
            approx += 1.0 / (t * 4);
        QCOMPARE(forward.percentHundredths(), qint64(std::llround(approx * 10000)));
        QCOMPARE(forward.dividedBy(16), backward.dividedBy(16));
        QVERIFY(forward.dividedBy(16) < forward);
        // Back to 64 bits once the sum is simple again.
        Fraction half = Fraction(1, 2);
        QCOMPARE(half + half, Fraction(1, 1));
    }
};

QTEST_GUILESS_MAIN(TestRuleSets)
#include "tst_rulesets.moc"
