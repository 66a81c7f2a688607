// docs/rules.md §6: the standings over many tables, and exact numbers.
#include "scoring/collation.h"
#include "scoring/fraction.h"
#include "scoring/standings.h"

#include <QTest>

using namespace ctd;

namespace {

// "round:name=vp/points name=vp/points ..." with points as whole or "a/b".
TableScore table(int round, const QString &spec)
{
    TableScore t;
    t.round = round;
    const QStringList seats = spec.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (const QString &s : seats) {
        const QString name = s.section(QLatin1Char('='), 0, 0);
        const QString vp = s.section(QLatin1Char('='), 1).section(QLatin1Char('/'), 0, 0);
        const QString pts = s.section(QLatin1Char('='), 1).section(QLatin1Char('/'), 1);
        t.players.append(name);
        t.vp.append(vp.toInt());
        const QStringList frac = pts.split(QLatin1Char(':'));
        t.roundPointsTwelfths.append(frac.size() == 2 ? frac[0].toInt() * 12 / frac[1].toInt()
                                                      : qRound(pts.toDouble() * 12));
    }
    return t;
}

QStringList order(const QList<StandingsRow> &rows)
{
    QStringList names;
    for (const StandingsRow &r : rows)
        names.append(r.player);
    return names;
}

} // namespace

class TestStandings : public QObject
{
    Q_OBJECT

private slots:
    void tieBreaks_data()
    {
        QTest::addColumn<QString>("rules");
        QTest::addColumn<QStringList>("tables"); // "round|spec"
        QTest::addColumn<QStringList>("expected");

        QTest::newRow("1: round points decide")
            << "standard" << QStringList{"1|A=7/3 B=9/5 C=4/2 D=2/1", "2|A=10/5 B=4/1 C=6/3 D=5/2"}
            << QStringList{"A", "B", "C", "D"};
        QTest::newRow("2: equal round points, VP decide")
            << "standard" << QStringList{"1|A=10/5 B=8/3 C=4/2 D=2/1", "2|B=11/5 A=8/3 C=4/2 D=2/1"}
            << QStringList{"B", "A", "C", "D"};
        QTest::newRow("3: equal points and VP, share decides")
            << "standard" << QStringList{"1|A=8/5 C=6/3 D=4/2 E=2/1", "1|B=8/5 F=7/3 G=6/2 H=3/1"}
            << QStringList{"A", "B", "F", "C", "G", "D", "H", "E"};
        QTest::newRow("4: all equal, the name decides")
            << "standard"
            << QStringList{"1|Bernd=8/5 C=6/3 D=4/2 E=2/1", "1|anna=8/5 F=6/3 G=4/2 H=2/1"}
            << QStringList{"anna", "Bernd", "C", "F", "D", "G", "E", "H"};
        QTest::newRow("4: accents are secondary")
            << "standard"
            << QStringList{"1|Berta=8/5 C=6/3 D=4/2 E=2/1", "1|Ärger=8/5 F=6/3 G=4/2 H=2/1"}
            << QStringList{"Ärger", "Berta", "C", "F", "D", "G", "E", "H"};
        QTest::newRow("pooled share, not the average of shares")
            << "standard"
            << QStringList{"1|A=10/5 X=10/0", "2|A=2/0 Y=38/5", "1|B=7/5 Z=23/0", "2|B=5/0 W=23/5"}
            << QStringList{"Y", "W", "B", "A", "Z", "X"};
        QTest::newRow("average share where the rule set says so")
            << "average-share"
            << QStringList{"1|A=10/5 X=10/0", "2|A=2/0 Y=38/5", "1|B=7/5 Z=23/0", "2|B=5/0 W=23/5"}
            << QStringList{"Y", "W", "A", "B", "Z", "X"};
        QTest::newRow("VP capped at 10 in tie-breaks")
            << "vp-cap-10" << QStringList{"1|A=13/5 C=5/0", "1|B=11/5 D=2/0"}
            << QStringList{"B", "A", "C", "D"};
        QTest::newRow("the same tables uncapped")
            << "standard" << QStringList{"1|A=13/5 C=5/0", "1|B=11/5 D=2/0"}
            << QStringList{"A", "B", "C", "D"};
    }

    void tieBreaks()
    {
        QFETCH(QString, rules);
        QFETCH(QStringList, tables);
        QFETCH(QStringList, expected);
        QList<TableScore> scores;
        for (const QString &t : tables)
            scores.append(
                table(t.section(QLatin1Char('|'), 0, 0).toInt(), t.section(QLatin1Char('|'), 1)));
        bool found = false;
        const RuleSet rs = RuleSet::byId(rules, &found);
        QVERIFY(found);
        const QList<StandingsRow> rows = computeStandings({}, scores, rs);
        QCOMPARE(order(rows), expected);
        for (qsizetype i = 0; i < rows.size(); ++i)
            QCOMPARE(rows[i].rank, int(i + 1));

        // The order does not depend on the order the tables come in.
        std::reverse(scores.begin(), scores.end());
        QCOMPARE(order(computeStandings({}, scores, rs)), expected);
    }

    void everyPlayerAppears()
    {
        const QList<StandingsRow> rows =
            computeStandings({QStringLiteral("Zoe"), QStringLiteral("Late"), QStringLiteral("A")},
                             {table(1, QStringLiteral("A=8/5 B=6/3 C=4/2 D=2/1"))});
        QCOMPARE(order(rows), (QStringList{"A", "B", "C", "D", "Late", "Zoe"}));
        const StandingsRow &late = rows[4];
        QCOMPARE(late.tables, 0);
        QCOMPARE(late.vp, 0);
        QCOMPARE(late.vpShare, Fraction());
        QCOMPARE(late.vpShare.percentHundredths(), 0);
    }

    void afterRound()
    {
        const QList<TableScore> scores{table(1, QStringLiteral("A=8/5 B=6/3 C=4/2 D=2/1")),
                                       table(2, QStringLiteral("D=10/5 C=6/3 B=4/2 A=2/1")),
                                       table(3, QStringLiteral("D=10/5 C=6/3 B=4/2 A=2/1"))};
        QCOMPARE(order(computeStandings({}, scores, RuleSet::standard(), 1)),
                 (QStringList{"A", "B", "C", "D"}));
        const QList<StandingsRow> after2 = computeStandings({}, scores, RuleSet::standard(), 2);
        QCOMPARE(order(after2), (QStringList{"D", "A", "B", "C"}));
        QCOMPARE(after2[0].tables, 2);
        QCOMPARE(after2[0].roundPointsTwelfths, 72);
        QCOMPARE(order(computeStandings({}, scores, RuleSet::standard(), 0)),
                 (QStringList{"A", "B", "C", "D"}));
        QCOMPARE(computeStandings({}, scores, RuleSet::standard(), 0).first().tables, 0);
        QCOMPARE(order(computeStandings({}, scores)), (QStringList{"D", "C", "B", "A"}));
    }

    void thirdsAddUpExactly()
    {
        QList<TableScore> scores;
        for (int round = 1; round <= 3; ++round)
            scores.append(table(round, QStringLiteral("A=4/10:3 B=4/10:3 C=4/10:3")));
        const QList<StandingsRow> rows = computeStandings({}, scores);
        for (const StandingsRow &r : rows) {
            QCOMPARE(r.roundPointsTwelfths, 120);
            QCOMPARE(formatHundredths(twelfthsToHundredths(r.roundPointsTwelfths)),
                     QStringLiteral("10.00"));
            QCOMPARE(r.vpShare, Fraction(1, 3));
        }
    }

    void poolsShareOverTables()
    {
        const QList<StandingsRow> rows =
            computeStandings({},
                             {table(1, QStringLiteral("A=10/5 B=6/3 C=4/2 D=2/1")),
                              table(2, QStringLiteral("A=5/5 E=5/0 F=5/0 G=5/0"))});
        const StandingsRow &a = rows.first();
        QCOMPARE(a.player, QStringLiteral("A"));
        QCOMPARE(a.vp, 15);
        QCOMPARE(a.vpShare, Fraction(15, 42));
        QCOMPARE(a.vpShare.percentHundredths(), 3571); // 35.714… %
    }

    void formatting_data()
    {
        QTest::addColumn<int>("twelfths");
        QTest::addColumn<QString>("text");
        QTest::newRow("whole") << 60 << "5.00";
        QTest::newRow("half") << 30 << "2.50";
        QTest::newRow("third") << 40 << "3.33";
        QTest::newRow("two thirds") << 8 << "0.67";
        QTest::newRow("quarter") << 33 << "2.75";
        QTest::newRow("zero") << 0 << "0.00";
        QTest::newRow("sixth") << 2 << "0.17";
    }

    void formatting()
    {
        QFETCH(int, twelfths);
        QFETCH(QString, text);
        QCOMPARE(formatHundredths(twelfthsToHundredths(twelfths)), text);
    }

    void fractionsCompareExactly()
    {
        const Fraction third(1, 3);
        const Fraction close(33333, 100000);
        QCOMPARE(third.percentHundredths(), close.percentHundredths());
        QVERIFY(close < third);
        QVERIFY(!(third < close));
        QCOMPARE(Fraction(2, 6), third);
        QCOMPARE(Fraction(1, 6) + Fraction(1, 6), third);
        QCOMPARE(Fraction(2, 3).dividedBy(2), third);
        QCOMPARE(Fraction(11, 32).percentHundredths(), 3438); // 34.375 → 34.38
    }

    void collation_data()
    {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::newRow("case is secondary") << "anna"
                                           << "Bernd";
        QTest::newRow("accents are secondary") << "Ärger"
                                               << "Berta";
        QTest::newRow("accent after the base letter") << "Emile"
                                                      << "Émile";
        QTest::newRow("accent ignored before a later letter") << "Émile"
                                                              << "Eva";
        QTest::newRow("ß as ss") << "Strauß"
                                 << "Strausz";
        QTest::newRow("not numeric") << "Player 10"
                                     << "Player 9";
        QTest::newRow("canonically equal: code points decide")
            << QString::fromUtf8("e\u0301") << QString::fromUtf8("\u00e9");
    }

    void collation()
    {
        QFETCH(QString, a);
        QFETCH(QString, b);
        QVERIFY2(compareNames(a, b) < 0, qPrintable(a + QLatin1String(" < ") + b));
        QVERIFY(compareNames(b, a) > 0);
        QCOMPARE(compareNames(a, a), 0);
        // The sort by collation keys gives the same order.
        QCOMPARE(nameOrder({a, b}), (QList<qsizetype>{0, 1}));
        QCOMPARE(nameOrder({b, a}), (QList<qsizetype>{1, 0}));
        QCOMPARE(nameOrder({b, a, b}), (QList<qsizetype>{1, 0, 2}));
    }
};

QTEST_GUILESS_MAIN(TestStandings)
#include "tst_standings.moc"
