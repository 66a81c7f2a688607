// docs/rules.md §11 (team events): the team standings, rule by rule, under
// every rule set, written as docs/formats.md "Teams" says
// (rank,team,round_points,vp,members,best_rank).
#include "files/teamsfile.h"
#include "scoring/standings.h"
#include "scoring/teamstandings.h"

#include <QTest>

using namespace ctd;

namespace {

// "round|name=vp/points name=vp/points ..." (points whole).
TableScore table(const QString &spec)
{
    TableScore t;
    t.round = spec.section(QLatin1Char('|'), 0, 0).toInt();
    for (const QString &s :
         spec.section(QLatin1Char('|'), 1).split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        t.players.append(s.section(QLatin1Char('='), 0, 0));
        t.vp.append(s.section(QLatin1Char('='), 1).section(QLatin1Char('/'), 0, 0).toInt());
        t.roundPointsTwelfths.append(
            12 * s.section(QLatin1Char('='), 1).section(QLatin1Char('/'), 1).toInt());
    }
    return t;
}

// "Red=A,D Blue=B,C": each team and its players.
QHash<QString, QString> teams(const QString &spec)
{
    QHash<QString, QString> teamOf;
    for (const QString &team : spec.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        for (const QString &player :
             team.section(QLatin1Char('='), 1).split(QLatin1Char(','), Qt::SkipEmptyParts))
            teamOf.insert(player, team.section(QLatin1Char('='), 0, 0));
    }
    return teamOf;
}

} // namespace

class TestTeamStandings : public QObject
{
    Q_OBJECT

private slots:
    void rules_data()
    {
        QTest::addColumn<QString>("rules");
        QTest::addColumn<QStringList>("tables");
        QTest::addColumn<QString>("teams");
        QTest::addColumn<QStringList>("players"); // also in the tournament, no table
        QTest::addColumn<QByteArray>("csv");
        QTest::addColumn<bool>("sizesDiffer");

        const QString header = QStringLiteral("rank,team,round_points,vp,members,best_rank\n");
        QTest::newRow("1: the sum of round points decides")
            << "standard" << QStringList{"1|A=10/5 B=8/3 C=6/2 D=4/1"} << "Red=A,D Blue=B,C"
            << QStringList{} << (header + "1,Red,6.00,14,2,1\n2,Blue,5.00,14,2,2\n").toUtf8()
            << false;
        QTest::newRow("2: equal round points, the sum of VP decides before the best rank")
            << "standard" << QStringList{"1|A=10/5 B=8/3 C=6/2 D=4/1", "1|E=10/5 F=9/3 G=7/2 H=3/1"}
            << "Red=A,H Blue=E,D" << QStringList{}
            << (header + "1,Blue,6.00,14,2,2\n2,Red,6.00,13,2,1\n").toUtf8() << false;
        QTest::newRow("3: VP as recorded under standard")
            << "standard" << QStringList{"1|A=12/5 B=9/3 C=8/2 D=4/1", "1|E=10/5 F=8/3 G=6/2 H=5/1"}
            << "Red=A,D Blue=E,H" << QStringList{}
            << (header + "1,Red,6.00,16,2,1\n2,Blue,6.00,15,2,2\n").toUtf8() << false;
        QTest::newRow("4: VP capped at 10 a game under de-ranking")
            << "de-ranking"
            << QStringList{"1|A=12/5 B=9/3 C=8/2 D=4/1", "1|E=10/5 F=8/3 G=6/2 H=5/1"}
            << "Red=A,D Blue=E,H"
            << QStringList{} // E ranks before A by the share of the de-ranking order.
            << (header + "1,Blue,6.00,15,2,1\n2,Red,6.00,14,2,2\n").toUtf8() << false;
        QTest::newRow("5: wins under catan-studio")
            << "catan-studio"
            << QStringList{"1|A=10/1 B=9/0 C=8/0 D=7/0", "1|E=10/1 F=9/0 G=8/0 H=2/0",
                           "2|A=10/1 E=9/0 B=8/0 F=7/0"}
            << "Red=A,B Blue=E,F" << QStringList{}
            << (header + "1,Red,2.00,37,2,1\n2,Blue,1.00,35,2,2\n").toUtf8() << false;
        QTest::newRow("6: equal points and VP, the best rank decides")
            << "standard" << QStringList{"1|A=10/5 B=8/3 C=6/2 D=4/1", "1|E=10/5 F=8/3 G=6/2 H=4/1"}
            << "Blue=E,D Red=A,H" << QStringList{}
            << (header + "1,Red,6.00,14,2,1\n2,Blue,6.00,14,2,2\n").toUtf8() << false;
        QTest::newRow("7: all equal, the name decides by collation (Ä as A, case second)")
            << "standard" << QStringList{} << "Bären=X Ärzte=Y zebra=Z"
            << QStringList{} // Nobody of any team in the standings: no best rank.
            << (header + "1,Ärzte,0.00,0,0,\n2,Bären,0.00,0,0,\n3,zebra,0.00,0,0,\n").toUtf8()
            << false;
        QTest::newRow("7b: a player with no table yet still has a rank")
            << "standard" << QStringList{"1|A=10/5 B=8/3 C=6/2 D=4/1"} << "Bären=X Ärzte=Y"
            << QStringList{"X", "Y"}
            // X and Y ranked 5 and 6 by name: the best rank decides before the name.
            << (header + "1,Bären,0.00,0,0,5\n2,Ärzte,0.00,0,0,6\n").toUtf8() << false;
        QTest::newRow("8: members are those who played a table; sizes differ: a note")
            << "standard" << QStringList{"1|A=10/5 B=8/3 C=6/2 D=4/1"} << "Red=A,B,X Blue=C,D"
            << QStringList{"X"} << (header + "1,Red,8.00,18,2,1\n2,Blue,3.00,10,2,3\n").toUtf8()
            << true;
        QTest::newRow("9: players without a team are in no row")
            << "standard" << QStringList{"1|A=10/5 B=8/3 C=6/2 D=4/1", "1|E=10/5 F=9/3 G=7/2"}
            << "Red=B Blue=G" << QStringList{}
            << (header + "1,Red,3.00,8,1,4\n2,Blue,2.00,7,1,5\n").toUtf8() << false;
        QTest::newRow("10: teams of 3 and 2 compared as they are, with a note")
            << "standard" << QStringList{"1|A=10/5 B=8/3 C=6/2 D=4/1"} << "Red=B,C,D Blue=A"
            << QStringList{} << (header + "1,Red,6.00,18,3,2\n2,Blue,5.00,10,1,1\n").toUtf8()
            << true;
        QTest::newRow("11: no team at all: no row")
            << "standard" << QStringList{"1|A=10/5 B=8/3 C=6/2 D=4/1"} << "" << QStringList{}
            << header.toUtf8() << false;
    }

    void rules()
    {
        QFETCH(QString, rules);
        QFETCH(QStringList, tables);
        QFETCH(QString, teams);
        QFETCH(QStringList, players);
        QFETCH(QByteArray, csv);
        QFETCH(bool, sizesDiffer);

        bool found = false;
        const RuleSet rs = RuleSet::byId(rules, &found);
        QVERIFY(found);
        QList<TableScore> scores;
        for (const QString &spec : std::as_const(tables))
            scores.append(table(spec));
        const QList<StandingsRow> rows = computeStandings(players, scores, rs);
        const TeamStandings standings = computeTeamStandings(rows, ::teams(teams));
        QCOMPARE(QString::fromUtf8(writeTeamStandings(standings)), QString::fromUtf8(csv));
        QCOMPARE(standings.sizesDiffer, sizesDiffer);
        QCOMPARE(isTeamEvent(::teams(teams)), !teams.isEmpty());
    }

    // The spreadsheet variant: ';' and a decimal comma, the same columns.
    void spreadsheet()
    {
        const QList<StandingsRow> rows =
            computeStandings({}, {table("1|A=10/5 B=8/3 C=6/2 D=4/1")}, RuleSet::standard());
        const QByteArray csv = writeTeamStandings(computeTeamStandings(rows, teams("Red=A,B")),
                                                  CsvWriter::Dialect::Spreadsheet);
        QVERIFY2(csv.contains("1;Red;8,00;18;2;1"), csv.constData());
    }
};

QTEST_GUILESS_MAIN(TestTeamStandings)
#include "tst_team_standings.moc"
