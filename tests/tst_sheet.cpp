// docs/rules.md §1–§5, one row per rule and case.
#include "scoring/messages.h"
#include "scoring/ruleset.h"
#include "scoring/sheet.h"
#include "testsheets.h"

#include <QSet>

#include <QTest>
#include <numeric>

using namespace ctd;
using namespace ctd::test;

namespace {

struct Row
{
    const char *name;
    const char *sheet; // see testsheets.h
    const char *vp;
    const char *places;  // "" : no placing (sheet with errors)
    const char *points;  // round points, "" when no placing
    const char *errors;  // "code@seat", seat "-" for the table
    const char *holders; // "army road": seat or "-"
};

#define FILL "Carla 2 1 0 0 4 1 | Dario 2 0 0 0 2 0"
#define BERND "Bernd 3 2 0 0 6 2"

const Row kRows[] = {
    // §7 worked examples
    {"7: worked example",
     "Anna 2 3 1 3 11 7 | Bernd 3 2 0 1 8 4 | Carla 4 1 0 0 9 5 | Dario 2 0 0 2 6 3", "13 7 6 2",
     "1 2 3 4", "5 3 2 1", "", "0 0"},
    {"7: tie for second",
     "Anna 2 3 1 3 11 7 | Bernd 2 2 0 1 8 4 | Carla 4 1 0 0 9 5 | Dario 2 0 0 2 6 3", "13 6 6 2",
     "1 2 2 4", "5 2.5 2.5 1", "", "0 0"},
    {"7: declared victory beats more VP",
     "Anna 2 4 0 0 5 2 d | Bernd 3 4 0 0 6 2 | Carla 2 0 0 0 4 1 | Dario 3 0 0 0 4 1", "10 11 2 3",
     "1 2 4 3", "5 3 1 2", "", "- -"},
    {"7: declared_missing",
     "Anna 2 4 0 0 5 2 | Bernd 3 4 0 0 6 2 | Carla 2 0 0 0 4 1 | Dario 3 0 0 0 4 1", "10 11 2 3",
     "", "", "declared_missing@-", "- -"},
    {"7: declared_ineligible",
     "Anna 2 4 0 0 5 2 | Bernd 3 4 0 0 6 2 | Carla 1 4 0 0 5 2 d | Dario 2 0 0 0 2 0", "10 11 9 2",
     "", "", "declared_ineligible@2 declared_missing@-", "- -"},
    {"7: army tie settled by the mark", "Anna 2 3 0 4 5 2 a | Bernd 3 2 0 4 5 2 | " FILL,
     "10 7 4 2", "1 2 3 4", "5 3 2 1", "", "0 -"},
    {"7: army_mark_missing", "Anna 2 3 0 4 5 2 | Bernd 3 2 0 4 5 2 | " FILL, "8 7 4 2", "", "",
     "army_mark_missing@-", "- -"},

    // §4 declared victory
    {"declared with a tie below the declarer",
     "Anna 2 4 0 0 5 2 d | Bernd 3 4 0 0 6 2 | Carla 2 0 0 0 4 1 | Dario 2 0 0 0 4 1", "10 11 2 2",
     "1 2 3 3", "5 3 1.5 1.5", "", "- -"},
    {"declared with two tied above the declarer",
     "Anna 2 4 0 0 5 2 d | Bernd 3 4 0 0 6 2 | Carla 3 4 0 0 6 2 | Dario 2 0 0 0 2 0", "10 11 11 2",
     "1 2 2 4", "5 2.5 2.5 1", "", "- -"},
    {"declared_unavailable: one contender", "Anna 2 4 0 0 5 2 d | " BERND " | " FILL, "10 7 4 2",
     "", "", "declared_unavailable@0", "- -"},
    {"declared_unavailable: no contender",
     "Anna 2 3 0 0 5 2 | " BERND " | Carla 2 1 0 0 4 1 d | Dario 2 0 0 0 2 0", "8 7 4 2", "", "",
     "declared_unavailable@2", "- -"},
    {"declared_multiple", "Anna 2 4 0 0 5 2 d | Bernd 3 4 0 0 6 2 d | " FILL, "10 11 4 2", "", "",
     "declared_multiple@0 declared_multiple@1", "- -"},
    {"declared after the titles count", "Anna 2 3 0 4 5 2 d | Bernd 2 4 0 0 5 2 | " FILL,
     "10 10 4 2", "1 2 3 4", "5 3 2 1", "", "0 -"},
    {"a wrong title mark leaves the title to nobody for the declared check",
     "Anna 2 3 0 4 5 2 | Bernd 2 4 0 0 5 2 d | Carla 2 1 0 4 4 1 | Dario 2 0 0 0 2 0", "8 10 4 2",
     "", "", "army_mark_missing@- declared_unavailable@1", "- -"},

    // §2 Largest Army
    {"army_mark_multiple", "Anna 2 3 0 4 5 2 a | Bernd 3 2 0 4 5 2 a | " FILL, "8 7 4 2", "", "",
     "army_mark_multiple@0 army_mark_multiple@1", "- -"},
    {"army_mark_misplaced on the sole holder", "Anna 2 3 0 4 5 2 a | Bernd 3 2 0 1 5 2 | " FILL,
     "8 7 4 2", "", "", "army_mark_misplaced@0", "- -"},
    {"army_mark_misplaced outside the tie",
     "Anna 2 3 0 4 5 2 | Bernd 3 2 0 4 5 2 | Carla 2 1 0 3 4 1 a | Dario 2 0 0 0 2 0", "8 7 4 2",
     "", "", "army_mark_misplaced@2 army_mark_missing@-", "- -"},
    {"army_mark_misplaced with nobody eligible", "Anna 2 3 0 2 5 2 a | Bernd 3 2 0 2 5 2 | " FILL,
     "8 7 4 2", "", "", "army_mark_misplaced@0", "- -"},
    {"army: three-way tie, one marked",
     "Anna 2 3 0 4 5 2 | Bernd 3 2 0 4 5 2 | Carla 2 1 0 4 4 1 a | Dario 2 0 0 0 2 0", "8 7 6 2",
     "1 2 3 4", "5 3 2 1", "", "2 -"},
    {"army: 3 knights alone is enough", "Anna 2 3 0 3 5 2 | Bernd 3 2 0 2 5 2 | " FILL, "10 7 4 2",
     "1 2 3 4", "5 3 2 1", "", "0 -"},

    // §2 Longest Road
    {"road tie settled by the mark",
     "Anna 2 3 0 0 8 6 r | Bernd 3 2 0 0 8 6 | Carla 2 1 0 0 4 4 | Dario 2 0 0 0 2 2", "10 7 4 2",
     "1 2 3 4", "5 3 2 1", "", "- 0"},
    {"road_mark_missing",
     "Anna 2 3 0 0 8 6 | Bernd 3 2 0 0 8 6 | Carla 2 1 0 0 4 4 | Dario 2 0 0 0 2 2", "8 7 4 2", "",
     "", "road_mark_missing@-", "- -"},
    {"road_mark_multiple",
     "Anna 2 3 0 0 8 6 r | Bernd 3 2 0 0 8 6 r | Carla 2 1 0 0 4 4 | Dario 2 0 0 0 2 2", "8 7 4 2",
     "", "", "road_mark_multiple@0 road_mark_multiple@1", "- -"},
    {"road_mark_misplaced on the sole holder",
     "Anna 2 3 0 0 8 6 r | Bernd 3 2 0 0 8 4 | Carla 2 1 0 0 4 4 | Dario 2 0 0 0 2 2", "8 7 4 2",
     "", "", "road_mark_misplaced@0", "- -"},
    {"road_mark_misplaced outside the tie",
     "Anna 2 3 0 0 8 6 | Bernd 3 2 0 0 8 6 | Carla 2 1 0 0 5 5 r | Dario 2 0 0 0 2 2", "8 7 4 2",
     "", "", "road_mark_misplaced@2 road_mark_missing@-", "- -"},
    {"road_mark_misplaced with nobody eligible",
     "Anna 2 3 0 0 8 4 r | Bernd 3 2 0 0 8 4 | Carla 2 1 0 0 4 4 | Dario 2 0 0 0 2 2", "8 7 4 2",
     "", "", "road_mark_misplaced@0", "- -"},
    {"road: length 4 holds nothing", "Anna 2 3 0 0 8 4 | Bernd 3 2 0 0 8 3 | " FILL, "8 7 4 2",
     "1 2 3 4", "5 3 2 1", "", "- -"},

    // §1 ranges, one field at a time
    {"settlements_range: 6", "Anna 6 1 0 0 5 2 | " BERND " | " FILL, "8 7 4 2", "", "",
     "settlements_range@0", "- -"},
    {"settlements_range: -1", "Anna -1 1 0 0 5 2 | " BERND " | " FILL, "1 7 4 2", "", "",
     "settlements_range@0", "- -"},
    {"cities_range: 5", "Anna 2 5 0 0 5 2 | " BERND " | " FILL, "12 7 4 2", "", "",
     "cities_range@0", "- -"},
    {"cities_range: -1", "Anna 2 -1 0 0 5 2 | " BERND " | " FILL, "0 7 4 2", "", "",
     "cities_range@0", "- -"},
    {"settlements_min: 1 settlement, no city", "Anna 1 0 0 0 5 2 | " BERND " | " FILL, "1 7 4 2",
     "", "", "settlements_min@0", "- -"},
    {"settlements_min: nothing built", "Anna 0 0 0 0 5 2 | " BERND " | " FILL, "0 7 4 2", "", "",
     "settlements_min@0", "- -"},
    {"vp_cards_range: 6", "Anna 2 1 6 0 5 2 | " BERND " | " FILL, "10 7 4 2", "", "",
     "vp_cards_range@0 vp_cards_total@-", "- -"},
    {"vp_cards_range: -1", "Anna 2 1 -1 0 5 2 | " BERND " | " FILL, "3 7 4 2", "", "",
     "vp_cards_range@0", "- -"},
    {"knights_range: 15", "Anna 2 1 0 15 5 2 | " BERND " | " FILL, "6 7 4 2", "", "",
     "knights_range@0 knights_total@-", "0 -"},
    {"knights_range: -1", "Anna 2 1 0 -1 5 2 | " BERND " | " FILL, "4 7 4 2", "", "",
     "knights_range@0", "- -"},
    {"roads_range: 1", "Anna 2 1 0 0 1 1 | " BERND " | " FILL, "4 7 4 2", "", "", "roads_range@0",
     "- -"},
    {"roads_range: 16", "Anna 2 1 0 0 16 3 | " BERND " | " FILL, "4 7 4 2", "", "", "roads_range@0",
     "- -"},
    {"longest_road_range: longer than the roads", "Anna 2 1 0 0 5 6 | " BERND " | " FILL, "6 7 4 2",
     "", "", "longest_road_range@0", "- 0"},
    {"longest_road_range: -1", "Anna 2 1 0 0 5 -1 | " BERND " | " FILL, "4 7 4 2", "", "",
     "longest_road_range@0", "- -"},
    {"vp_cards_total: 6 at the table",
     "Anna 2 1 2 0 5 2 | Bernd 3 2 2 0 6 2 | Carla 2 1 2 0 4 1 | Dario 2 0 0 0 2 0", "6 9 6 2", "",
     "", "vp_cards_total@-", "- -"},
    {"knights_total: 15 at the table",
     "Anna 2 1 0 5 5 2 a | Bernd 3 2 0 5 6 2 | Carla 2 1 0 5 4 1 | Dario 2 0 0 0 2 0", "6 7 4 2",
     "", "", "knights_total@-", "0 -"},
    {"table_size: 2 players", "Anna 2 0 0 0 2 0 | Bernd 2 0 0 0 2 0", "2 2", "", "", "table_size@-",
     "- -"},
    {"table_size: 5 players", "Anna 2 1 0 0 5 2 | " BERND " | " FILL " | Emil 2 0 0 0 2 0",
     "4 7 4 2 2", "", "", "table_size@-", "- -"},
    {"duplicate_player", "Anna 2 1 0 0 5 2 | " BERND " | Anna 2 1 0 0 4 1 | Dario 2 0 0 0 2 0",
     "4 7 4 2", "", "", "duplicate_player@2", "- -"},
    {"every error at once",
     "Anna 6 5 0 0 5 2 | Bernd 1 0 0 0 1 2 | Carla 2 1 0 4 4 1 | Dario 2 0 0 4 2 0", "16 1 4 2", "",
     "",
     "settlements_range@0 cities_range@0 settlements_min@1 roads_range@1 longest_road_range@1 army_mark_missing@-",
     "- -"},

    // §1 limits that are allowed
    {"largest legal values",
     "Anna 5 4 5 14 15 15 | Bernd 2 0 0 0 2 2 | Carla 2 0 0 0 2 2 | Dario 2 0 0 0 2 2", "22 2 2 2",
     "1 2 2 2", "5 2 2 2", "", "0 0"},
    {"one city and no settlement is valid", "Anna 0 1 0 0 2 0 | " BERND " | " FILL, "2 7 4 2",
     "3 1 2 3", "1.5 5 3 1.5", "", "- -"},
    {"exactly 5 VP cards and 14 knights at the table",
     "Anna 2 1 3 7 5 2 | Bernd 3 2 2 7 6 2 a | " FILL, "7 11 4 2", "2 1 3 4", "3 5 2 1", "", "1 -"},

    // §5 shared placings
    {"table of 3", "Anna 2 3 0 0 5 2 | " BERND " | Carla 2 1 0 0 4 1", "8 7 4", "1 2 3", "5 3 2",
     "", "- -"},
    {"table of 3: three-way tie", "Anna 2 1 0 0 4 1 | Bernd 2 1 0 0 4 1 | Carla 2 1 0 0 4 1",
     "4 4 4", "1 1 1", "10/3 10/3 10/3", "", "- -"},
    {"table of 3: tie for first", "Anna 2 1 0 0 4 1 | Bernd 2 1 0 0 4 1 | Carla 2 0 0 0 2 0",
     "4 4 2", "1 1 3", "4 4 2", "", "- -"},
    {"table of 3: tie for last", "Anna 2 3 0 0 5 2 | Bernd 2 1 0 0 4 1 | Carla 2 1 0 0 4 1",
     "8 4 4", "1 2 2", "5 2.5 2.5", "", "- -"},
    {"table of 3: declared, tie below",
     "Anna 2 4 0 0 5 2 d | Bernd 3 4 0 0 6 2 | Carla 3 4 0 0 6 2", "10 11 11", "1 2 2", "5 2.5 2.5",
     "", "- -"},
    {"table of 4: four-way tie",
     "Anna 2 1 0 0 4 1 | Bernd 2 1 0 0 4 1 | Carla 2 1 0 0 4 1 | Dario 2 1 0 0 4 1", "4 4 4 4",
     "1 1 1 1", "11/4 11/4 11/4 11/4", "", "- -"},
    {"table of 4: three-way tie for first",
     "Anna 2 1 0 0 4 1 | Bernd 2 1 0 0 4 1 | Carla 2 1 0 0 4 1 | Dario 2 0 0 0 2 0", "4 4 4 2",
     "1 1 1 4", "10/3 10/3 10/3 1", "", "- -"},
    {"table of 4: three-way tie below the top",
     "Anna 2 3 0 0 5 2 | Bernd 2 1 0 0 4 1 | Carla 2 1 0 0 4 1 | Dario 2 1 0 0 4 1", "8 4 4 4",
     "1 2 2 2", "5 2 2 2", "", "- -"},
    {"table of 4: tie for first",
     "Anna 2 1 0 0 4 1 | Bernd 2 1 0 0 4 1 | Carla 3 0 0 0 4 1 | Dario 2 0 0 0 2 0", "4 4 3 2",
     "1 1 3 4", "4 4 2 1", "", "- -"},
    {"table of 4: two pairs",
     "Anna 2 1 0 0 4 1 | Bernd 2 1 0 0 4 1 | Carla 2 0 0 0 2 0 | Dario 2 0 0 0 2 0", "4 4 2 2",
     "1 1 3 3", "4 4 1.5 1.5", "", "- -"},
    {"table of 4: tie for last",
     "Anna 2 3 0 0 5 2 | " BERND " | Carla 2 0 0 0 4 1 | Dario 2 0 0 0 2 0", "8 7 2 2", "1 2 3 3",
     "5 3 1.5 1.5", "", "- -"},
};

#undef FILL
#undef BERND

QList<int> holderSeats(const SheetResult &r)
{
    QList<int> out{-1, -1};
    for (qsizetype i = 0; i < r.players.size(); ++i) {
        if (r.players[i].largestArmy)
            out[0] = int(i);
        if (r.players[i].longestRoad)
            out[1] = int(i);
    }
    return out;
}

} // namespace

class TestSheet : public QObject
{
    Q_OBJECT

private slots:
    void scoreSheet_data()
    {
        QTest::addColumn<QString>("sheet");
        QTest::addColumn<QString>("vp");
        QTest::addColumn<QString>("places");
        QTest::addColumn<QString>("points");
        QTest::addColumn<QString>("errors");
        QTest::addColumn<QString>("holders");
        for (const Row &r : kRows) {
            QTest::newRow(r.name) << QString::fromUtf8(r.sheet) << QString::fromUtf8(r.vp)
                                  << QString::fromUtf8(r.places) << QString::fromUtf8(r.points)
                                  << QString::fromUtf8(r.errors) << QString::fromUtf8(r.holders);
        }
    }

    void scoreSheet()
    {
        QFETCH(QString, sheet);
        QFETCH(QString, vp);
        QFETCH(QString, places);
        QFETCH(QString, points);
        QFETCH(QString, errors);
        QFETCH(QString, holders);

        const QList<PlayerLine> lines = ctd::test::sheet(sheet);
        const SheetResult r = ctd::scoreSheet(lines);

        QCOMPARE(errorList(r.errors), sortedWords(errors));
        QCOMPARE(r.isValid(), errors.isEmpty());

        QList<int> gotVp, gotPlaces, gotPoints;
        for (const PlayerScore &s : r.players) {
            gotVp.append(s.vp);
            gotPlaces.append(s.place);
            gotPoints.append(s.roundPointsTwelfths);
        }
        QCOMPARE(gotVp, ints(vp));
        if (places.isEmpty()) {
            // A sheet with errors has no placing and no round points.
            QCOMPARE(gotPlaces, QList<int>(lines.size(), 0));
            QCOMPARE(gotPoints, QList<int>(lines.size(), 0));
        } else {
            QCOMPARE(gotPlaces, ints(places));
            QCOMPARE(gotPoints, twelfths(points));
            // The places' points are all handed out, no more and no less.
            const QList<int> table = RuleSet::standard().pointsForTable(int(lines.size()));
            int expectedSum = 0;
            for (int p : table)
                expectedSum += p * 12;
            QCOMPARE(std::accumulate(gotPoints.cbegin(), gotPoints.cend(), 0), expectedSum);
        }

        const QStringList h = holders.split(QLatin1Char(' '));
        const QList<int> got = holderSeats(r);
        QCOMPARE(got[0], h[0] == QLatin1String("-") ? -1 : h[0].toInt());
        QCOMPARE(got[1], h[1] == QLatin1String("-") ? -1 : h[1].toInt());
    }

    void everyErrorCodeIsProduced()
    {
        QSet<QString> seen;
        for (const Row &r : kRows) {
            const SheetResult res = ctd::scoreSheet(sheet(QString::fromUtf8(r.sheet)));
            for (const SheetError &e : res.errors)
                seen.insert(errorCodeName(e.code));
        }
        for (ErrorCode code : allErrorCodes())
            QVERIFY2(seen.contains(errorCodeName(code)), qPrintable(errorCodeName(code)));
    }

    void everyCodeHasANameAndMessage()
    {
        const QList<PlayerLine> lines =
            sheet(QStringLiteral("Anna 2 1 0 0 5 2 | Bernd 3 2 0 0 6 2 | Carla 2 1 0 0 4 1"));
        for (ErrorCode code : allErrorCodes()) {
            const QString name = errorCodeName(code);
            QVERIFY(!name.isEmpty());
            ErrorCode back;
            QVERIFY(errorCodeFromName(name, &back));
            QCOMPARE(back, code);
            QVERIFY(!SheetMessages::message({code, 0, Field::None}, lines).isEmpty());
            QVERIFY(!SheetMessages::ruleTitle(code).isEmpty());
        }
        ErrorCode unused;
        QVERIFY(!errorCodeFromName(QStringLiteral("no_such_code"), &unused));
    }

    void errorsNameSeatAndField_data()
    {
        QTest::addColumn<QString>("sheet");
        QTest::addColumn<int>("seat");
        QTest::addColumn<int>("field");
        QTest::newRow("settlements") << "Anna 6 1 0 0 5 2 | Bernd 3 2 0 0 6 2 | Carla 2 1 0 0 4 1"
                                     << 0 << int(Field::Settlements);
        QTest::newRow("longest road") << "Anna 2 1 0 0 5 2 | Bernd 3 2 0 0 6 7 | Carla 2 1 0 0 4 1"
                                      << 1 << int(Field::LongestRoad);
        QTest::newRow("declared mark")
            << "Anna 2 1 0 0 5 2 | Bernd 3 2 0 0 6 2 | Carla 2 1 0 0 4 1 d" << 2
            << int(Field::Declared);
        QTest::newRow("table total") << "Anna 2 1 3 0 5 2 | Bernd 3 2 3 0 6 2 | Carla 2 1 0 0 4 1"
                                     << -1 << int(Field::VpCards);
    }

    void errorsNameSeatAndField()
    {
        QFETCH(QString, sheet);
        QFETCH(int, seat);
        QFETCH(int, field);
        const SheetResult r = ctd::scoreSheet(ctd::test::sheet(sheet));
        QCOMPARE(r.errors.size(), 1);
        QCOMPARE(r.errors.first().seat, seat);
        QCOMPARE(int(r.errors.first().field), field);
    }

    void marksOffered_data()
    {
        QTest::addColumn<QString>("sheet");
        QTest::addColumn<QString>("army");
        QTest::addColumn<QString>("road");
        QTest::addColumn<QString>("declared");
        QTest::newRow("no ties, one contender")
            << "Anna 2 3 1 3 11 7 | Bernd 3 2 0 1 8 4 | Carla 4 1 0 0 9 5 | Dario 2 0 0 2 6 3"
            << "0 0 0 0"
            << "0 0 0 0"
            << "0 0 0 0";
        QTest::newRow("army tie of two")
            << "Anna 2 3 0 4 5 2 | Bernd 3 2 0 4 5 2 | Carla 2 1 0 3 4 1 | Dario 2 0 0 0 2 0"
            << "1 1 0 0"
            << "0 0 0 0"
            << "0 0 0 0";
        QTest::newRow("ties below the minimum offer nothing")
            << "Anna 2 3 0 2 5 4 | Bernd 3 2 0 2 5 4 | Carla 2 1 0 0 4 1 | Dario 2 0 0 0 2 0"
            << "0 0 0 0"
            << "0 0 0 0"
            << "0 0 0 0";
        QTest::newRow("road tie of three")
            << "Anna 2 3 0 0 8 6 | Bernd 3 2 0 0 8 6 | Carla 2 1 0 0 6 6 | Dario 2 0 0 0 2 2"
            << "0 0 0 0"
            << "1 1 1 0"
            << "0 0 0 0";
        QTest::newRow("two contenders")
            << "Anna 2 4 0 0 5 2 | Bernd 3 4 0 0 6 2 | Carla 2 0 0 0 4 1 | Dario 2 0 0 0 2 0"
            << "0 0 0 0"
            << "0 0 0 0"
            << "1 1 0 0";
    }

    void marksOffered()
    {
        QFETCH(QString, sheet);
        QFETCH(QString, army);
        QFETCH(QString, road);
        QFETCH(QString, declared);
        const SheetResult r = ctd::scoreSheet(ctd::test::sheet(sheet));
        auto flags = [](const QList<bool> &b) {
            QList<int> out;
            for (bool x : b)
                out.append(x ? 1 : 0);
            return out;
        };
        QCOMPARE(flags(r.armyMarkApplies), ints(army));
        QCOMPARE(flags(r.roadMarkApplies), ints(road));
        QCOMPARE(flags(r.declaredApplies), ints(declared));
    }

    void otherRuleSets_data()
    {
        QTest::addColumn<QString>("ruleSet");
        QTest::addColumn<QString>("sheet");
        QTest::addColumn<QString>("points");
        QTest::newRow("5-3-1 at a table of 3")
            << "three-5-3-1"
            << "Anna 2 3 0 0 5 2 | Bernd 3 2 0 0 6 2 | Carla 2 1 0 0 4 1"
            << "5 3 1";
        QTest::newRow("5-3-1, tie for last")
            << "three-5-3-1"
            << "Anna 2 3 0 0 5 2 | Bernd 2 1 0 0 4 1 | Carla 2 1 0 0 4 1"
            << "5 2 2";
        QTest::newRow("5-3-1 leaves tables of 4 alone")
            << "three-5-3-1"
            << "Anna 2 3 0 0 5 2 | Bernd 3 2 0 0 6 2 | Carla 2 1 0 0 4 1 | Dario 2 0 0 0 2 0"
            << "5 3 2 1";
    }

    void otherRuleSets()
    {
        QFETCH(QString, ruleSet);
        QFETCH(QString, sheet);
        QFETCH(QString, points);
        bool found = false;
        const RuleSet rules = RuleSet::byId(ruleSet, &found);
        QVERIFY(found);
        const SheetResult r = ctd::scoreSheet(ctd::test::sheet(sheet), rules);
        QVERIFY(r.isValid());
        QList<int> got;
        for (const PlayerScore &s : r.players)
            got.append(s.roundPointsTwelfths);
        QCOMPARE(got, twelfths(points));
    }

    void unknownRuleSetFallsBackToStandard()
    {
        bool found = true;
        QCOMPARE(RuleSet::byId(QStringLiteral("nonsense"), &found), RuleSet::standard());
        QVERIFY(!found);
    }
};

QTEST_GUILESS_MAIN(TestSheet)
#include "tst_sheet.moc"
