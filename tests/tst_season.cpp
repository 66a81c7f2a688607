// docs/seasons.md (EVENTS.md §2): a season's standings from the tournaments'
// final rankings, one data row for each rule: points by place, places beyond
// the table, best N, the minimum field, the order, aliases and look-alike names.
#include "scoring/season.h"

#include <QTest>

using namespace ctd;

Q_DECLARE_METATYPE(QList<QStringList>)

namespace {

// A tournament as its players in rank order ("Anna,Bernd": Anna 1st, Bernd 2nd).
QList<SeasonTournament> tournamentsOf(const QStringList &rankings)
{
    QList<SeasonTournament> out;
    for (const QString &ranking : rankings) {
        SeasonTournament t;
        t.label = QStringLiteral("T%1").arg(out.size() + 1);
        int rank = 0;
        for (const QString &name : ranking.split(QLatin1Char(','))) {
            ++rank;
            if (!name.isEmpty())
                t.places.append(SeasonPlace{name, rank});
        }
        out.append(t);
    }
    return out;
}

// rank,player,points,tournaments,counted,best_rank
QStringList rowsOf(const SeasonStandings &s)
{
    QStringList out;
    for (const SeasonRow &r : s.rows)
        out.append(QStringLiteral("%1,%2,%3,%4,%5,%6")
                       .arg(r.rank)
                       .arg(r.player)
                       .arg(r.points)
                       .arg(r.tournaments)
                       .arg(r.counted)
                       .arg(r.bestRank));
    return out;
}

// "small:T:PLAYERS" or "alike:NAME:OTHER"
QStringList notesOf(const SeasonStandings &s)
{
    QStringList out;
    for (const SeasonNote &n : s.notes)
        out.append(n.kind == SeasonNote::SmallField
                       ? QStringLiteral("small:%1:%2").arg(n.tournament + 1).arg(n.players)
                       : QStringLiteral("alike:%1:%2").arg(n.name, n.other));
    return out;
}

// "counted" marks of one player, tournament by tournament: "T1=10*,T2=0".
QString resultsOf(const SeasonStandings &s, const QString &player)
{
    QStringList out;
    for (const SeasonRow &r : s.rows) {
        if (r.player != player)
            continue;
        for (const SeasonResult &x : r.results)
            out.append(QStringLiteral("T%1=%2%3")
                           .arg(x.tournament + 1)
                           .arg(x.points)
                           .arg(x.counted ? QStringLiteral("*") : QString()));
    }
    return out.join(QLatin1Char(','));
}

} // namespace

class TstSeason : public QObject
{
    Q_OBJECT

private slots:
    void standings_data()
    {
        QTest::addColumn<QList<int>>("points");
        QTest::addColumn<int>("best");
        QTest::addColumn<int>("minPlayers");
        QTest::addColumn<QStringList>("aliases"); // "Shown=Other"
        QTest::addColumn<QStringList>("tournaments");
        QTest::addColumn<QStringList>("rows");
        QTest::addColumn<QStringList>("notes");

        QTest::newRow("points by place, summed over the season")
            << QList<int>{10, 6, 3} << 0 << 0 << QStringList()
            << QStringList{"Anna,Bernd,Carla", "Bernd,Anna,Carla"}
            << QStringList{"1,Anna,16,2,2,1", "2,Bernd,16,2,2,1", "3,Carla,6,2,2,3"}
            << QStringList();
        QTest::newRow("places beyond the points table get 0")
            << QList<int>{10, 6} << 0 << 0 << QStringList() << QStringList{"Anna,Bernd,Carla,Dora"}
            << QStringList{"1,Anna,10,1,1,1", "2,Bernd,6,1,1,2", "3,Carla,0,1,1,3",
                           "4,Dora,0,1,1,4"}
            << QStringList();
        QTest::newRow("best 2: the two highest count")
            << QList<int>{10, 6, 3} << 2 << 0 << QStringList()
            << QStringList{"Carla,Anna,Bernd", "Bernd,Carla,Anna", "Anna,Bernd,Carla"}
            << QStringList{"1,Anna,16,3,2,1", "2,Bernd,16,3,2,1", "3,Carla,16,3,2,1"}
            << QStringList();
        QTest::newRow("best 0: all results count")
            << QList<int>{10, 6, 3} << 0 << 0 << QStringList()
            << QStringList{"Anna,Bernd", "Anna,Bernd", "Bernd,Anna"}
            << QStringList{"1,Anna,26,3,3,1", "2,Bernd,22,3,3,1"} << QStringList();
        QTest::newRow("best more than played: all of them")
            << QList<int>{10, 6} << 5 << 0 << QStringList() << QStringList{"Anna,Bernd", "Anna"}
            << QStringList{"1,Anna,20,2,2,1", "2,Bernd,6,1,1,2"} << QStringList();
        QTest::newRow("below the minimum field: nobody gets points, listed with a note")
            << QList<int>{10, 6, 3} << 0 << 3 << QStringList()
            << QStringList{"Anna,Bernd,Carla", "Dora,Anna"}
            << QStringList{"1,Anna,10,2,1,1", "2,Bernd,6,1,1,2", "3,Carla,3,1,1,3",
                           "4,Dora,0,1,0,1"}
            << QStringList{"small:2:2"};
        QTest::newRow("exactly the minimum field gives points")
            << QList<int>{10, 6, 3} << 0 << 2 << QStringList() << QStringList{"Dora,Anna"}
            << QStringList{"1,Dora,10,1,1,1", "2,Anna,6,1,1,2"} << QStringList();
        QTest::newRow("minimum 0: any field counts")
            << QList<int>{10} << 0 << 0 << QStringList() << QStringList{"Anna"}
            << QStringList{"1,Anna,10,1,1,1"} << QStringList();
        QTest::newRow("equal points: the better best rank first")
            << QList<int>{10, 5, 5} << 0 << 0 << QStringList() << QStringList{"Carla,Bernd,Anna"}
            << QStringList{"1,Carla,10,1,1,1", "2,Bernd,5,1,1,2", "3,Anna,5,1,1,3"}
            << QStringList();
        QTest::newRow("equal points: best rank decides before more counted")
            << QList<int>{10, 5} << 0 << 0 << QStringList()
            << QStringList{"Anna,Bernd", "Carla,Bernd"}
            << QStringList{"1,Anna,10,1,1,1", "2,Carla,10,1,1,1", "3,Bernd,10,2,2,2"}
            << QStringList();
        QTest::newRow("equal points and best rank: more counted first")
            << QList<int>{10} << 0 << 0 << QStringList() << QStringList{"Zoe", "Anna", ",Zoe"}
            << QStringList{"1,Zoe,10,2,2,1", "2,Anna,10,1,1,1"} << QStringList();
        QTest::newRow("all equal: the name decides, case only a secondary difference")
            << QList<int>{10} << 0 << 0 << QStringList()
            << QStringList{"bernd", "Ärger", "Anna", "Berta"}
            << QStringList{"1,Anna,10,1,1,1", "2,Ärger,10,1,1,1", "3,bernd,10,1,1,1",
                           "4,Berta,10,1,1,1"}
            << QStringList();
        QTest::newRow("alias: two names are one player, the first shown")
            << QList<int>{10, 6} << 0 << 0 << QStringList{"Anna Schmidt=Anna Schmitt"}
            << QStringList{"Anna Schmidt,Bernd", "Anna Schmitt,Bernd"}
            << QStringList{"1,Anna Schmidt,20,2,2,1", "2,Bernd,12,2,2,2"} << QStringList();
        QTest::newRow("alias chain: followed to its first name")
            << QList<int>{10, 6} << 0 << 0 << QStringList{"A=B", "B=C"}
            << QStringList{"C,X", "B,X", "X,A"} << QStringList{"1,A,26,3,3,1", "2,X,22,3,3,1"}
            << QStringList();
        QTest::newRow("alias: both names in one tournament, the better place counts")
            << QList<int>{10, 6, 3} << 0 << 0 << QStringList{"Anna=anna"}
            << QStringList{"Bernd,anna,Anna"} << QStringList{"1,Bernd,10,1,1,1", "2,Anna,6,1,1,2"}
            << QStringList();
        QTest::newRow("alias makes a look-alike pair one player: no note")
            << QList<int>{10, 6} << 0 << 0 << QStringList{"José=Jose"}
            << QStringList{"José,Bernd", "Jose,Bernd"}
            << QStringList{"1,José,20,2,2,1", "2,Bernd,12,2,2,2"} << QStringList();
        QTest::newRow("look-alike: case")
            << QList<int>{10, 6} << 0 << 0 << QStringList() << QStringList{"Anna,anna"}
            << QStringList{"1,Anna,10,1,1,1", "2,anna,6,1,1,2"} << QStringList{"alike:Anna:anna"};
        QTest::newRow("look-alike: accents")
            << QList<int>{10, 6} << 0 << 0 << QStringList() << QStringList{"José,Jose", "Jose"}
            << QStringList{"1,Jose,16,2,2,1", "2,José,10,1,1,1"} << QStringList{"alike:José:Jose"};
        QTest::newRow("look-alike: ß and ss")
            << QList<int>{10, 6} << 0 << 0 << QStringList() << QStringList{"Jan Strauß,Jan Strauss"}
            << QStringList{"1,Jan Strauß,10,1,1,1", "2,Jan Strauss,6,1,1,2"}
            << QStringList{"alike:Jan Strauß:Jan Strauss"};
        QTest::newRow("look-alike: the name written with its ß kept, though played less")
            << QList<int>{10, 6} << 0 << 0 << QStringList()
            << QStringList{"Jürgen Gross,Bernd", "Jürgen Gross", "Jürgen Groß"}
            << QStringList{"1,Jürgen Gross,20,2,2,1", "2,Jürgen Groß,10,1,1,1", "3,Bernd,6,1,1,2"}
            << QStringList{"alike:Jürgen Groß:Jürgen Gross"};
        QTest::newRow("look-alike: spacing")
            << QList<int>{10, 6} << 0 << 0 << QStringList() << QStringList{"Anna Lena,AnnaLena"}
            << QStringList{"1,Anna Lena,10,1,1,1", "2,AnnaLena,6,1,1,2"}
            << QStringList{"alike:Anna Lena:AnnaLena"};
        QTest::newRow("different names are no look-alikes")
            << QList<int>{10, 6} << 0 << 0 << QStringList() << QStringList{"Anna,Anne,Ana"}
            << QStringList{"1,Anna,10,1,1,1", "2,Anne,6,1,1,2", "3,Ana,0,1,1,3"} << QStringList();
        QTest::newRow("look-alike: three names, every pair")
            << QList<int>{1} << 0 << 0 << QStringList() << QStringList{"ANNA,Anna,anna"}
            << QStringList{"1,ANNA,1,1,1,1", "2,Anna,0,1,1,2", "3,anna,0,1,1,3"}
            << QStringList{"alike:Anna:anna", "alike:anna:ANNA", "alike:Anna:ANNA"};
        QTest::newRow("no tournaments: no standings")
            << QList<int>{10} << 0 << 0 << QStringList() << QStringList() << QStringList()
            << QStringList();
    }

    void standings()
    {
        QFETCH(QList<int>, points);
        QFETCH(int, best);
        QFETCH(int, minPlayers);
        QFETCH(QStringList, aliases);
        QFETCH(QStringList, tournaments);
        QFETCH(QStringList, rows);
        QFETCH(QStringList, notes);
        SeasonRules rules;
        rules.points = points;
        rules.best = best;
        rules.minPlayers = minPlayers;
        for (const QString &a : aliases)
            rules.aliases.append(
                qMakePair(a.section(QLatin1Char('='), 0, 0), a.section(QLatin1Char('='), 1)));
        const SeasonStandings s = computeSeason(rules, tournamentsOf(tournaments));
        QCOMPARE(rowsOf(s), rows);
        QCOMPARE(notesOf(s), notes);
    }

    // Which results are marked counted: the highest points, a better place
    // first among equal points, then the earlier tournament; never one of a
    // tournament below the minimum field.
    void counted_data()
    {
        QTest::addColumn<QList<int>>("points");
        QTest::addColumn<int>("best");
        QTest::addColumn<int>("minPlayers");
        QTest::addColumn<QStringList>("tournaments");
        QTest::addColumn<QString>("results");

        QTest::newRow("best 2 of 3")
            << QList<int>{10, 6, 3} << 2 << 0 << QStringList{",,Anna", "Anna", ",Anna"}
            << "T1=3,T2=10*,T3=6*";
        QTest::newRow("equal points: the better place")
            << QList<int>{10, 0, 0, 0} << 1 << 0 << QStringList{",,,Anna", ",Anna"} << "T1=0,T2=0*";
        QTest::newRow("equal points and place: the earlier tournament")
            << QList<int>{10, 6} << 1 << 0 << QStringList{",Anna", ",Anna"} << "T1=6*,T2=6";
        QTest::newRow("a small field's result is never counted")
            << QList<int>{10, 6} << 0 << 2 << QStringList{"Anna", "Anna,Bernd"} << "T1=0,T2=10*";
        QTest::newRow("places beyond the table count as 0")
            << QList<int>{10} << 2 << 0 << QStringList{",Anna", ",,Anna"} << "T1=0*,T2=0*";
    }

    void counted()
    {
        QFETCH(QList<int>, points);
        QFETCH(int, best);
        QFETCH(int, minPlayers);
        QFETCH(QStringList, tournaments);
        QFETCH(QString, results);
        SeasonRules rules;
        rules.points = points;
        rules.best = best;
        rules.minPlayers = minPlayers;
        QCOMPARE(resultsOf(computeSeason(rules, tournamentsOf(tournaments)), "Anna"), results);
    }

    void lookAlikeKey_data()
    {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::addColumn<bool>("alike");
        QTest::newRow("case") << "Anna"
                              << "ANNA" << true;
        QTest::newRow("accents") << "Zoë Müller"
                                 << "Zoe Muller" << true;
        QTest::newRow("ß and ss") << "Strauß"
                                  << "STRAUSS" << true;
        QTest::newRow("capital ẞ") << "STRAUẞ"
                                   << "strauss" << true;
        QTest::newRow("spacing") << "Anna Lena"
                                 << "AnnaLena" << true;
        QTest::newRow("a hyphen is not spacing") << "Anna-Lena"
                                                 << "Anna Lena" << false;
        QTest::newRow("another letter") << "Anna"
                                        << "Anne" << false;
        QTest::newRow("ue is not ü") << "Mueller"
                                     << "Müller" << false;
    }

    void lookAlikeKey()
    {
        QFETCH(QString, a);
        QFETCH(QString, b);
        QFETCH(bool, alike);
        QCOMPARE(ctd::lookAlikeKey(a) == ctd::lookAlikeKey(b), alike);
    }

    void notesRead()
    {
        SeasonNote small;
        small.kind = SeasonNote::SmallField;
        small.tournament = 1;
        small.players = 3;
        small.minimum = 8;
        QCOMPARE(seasonNoteText(small, {"cup.ctd", "open.ctd"}),
                 "open.ctd gives nobody points: the season's minimum field is 8 players, and 3 "
                 "played there.");
        SeasonNote alike;
        alike.kind = SeasonNote::LookAlike;
        alike.name = "José";
        alike.other = "Jose";
        QCOMPARE(seasonNoteText(alike, {}),
                 "\"José\" and \"Jose\" differ only by case, accents, ß/ss or spacing: if they are "
                 "one player, add the line: alias = José = Jose");
    }
};

QTEST_GUILESS_MAIN(TstSeason)
#include "tst_season.moc"
