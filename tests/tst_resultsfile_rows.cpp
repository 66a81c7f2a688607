// The results file's usual rows, read straight from the text, give what the
// CSV reader and the full checks give for the same rows; and the standings
// from the seats' players equal those found by name.
#include "files/resultsfile.h"
#include "scoring/stages.h"
#include "scoring/standings.h"

#include <QTest>

using namespace ctd;

namespace {

// Every field of every line in quotes: such a line is never the usual row,
// so the CSV reader and the full checks read it (the fields keep their text).
QByteArray quotedEverywhere(const QByteArray &input)
{
    QByteArray out;
    const QList<QByteArray> lines = input.split('\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        QByteArray line = lines[i];
        const bool cr = line.endsWith('\r');
        if (cr)
            line.chop(1);
        if (i > 0 && !line.trimmed().isEmpty()) {
            QList<QByteArray> fields = line.split(',');
            for (QByteArray &f : fields)
                f = '"' + f + '"';
            line = fields.join(',');
        }
        out += line;
        if (cr)
            out += '\r';
        if (i + 1 < lines.size())
            out += '\n';
    }
    return out;
}

QStringList described(const ResultsData &d)
{
    QStringList out;
    for (const TableSheet &t : d.tables) {
        QStringList seats;
        for (qsizetype s = 0; s < t.lines.size(); ++s) {
            const PlayerLine &l = t.lines[s];
            seats << QStringLiteral("%1@%2:%3/%4/%5/%6/%7/%8/%9%10%11")
                         .arg(l.name)
                         .arg(t.fileLines.value(s))
                         .arg(l.settlements)
                         .arg(l.cities)
                         .arg(l.vpCards)
                         .arg(l.knights)
                         .arg(l.roads)
                         .arg(l.longestRoad)
                         .arg(int(l.armyFirst))
                         .arg(int(l.roadFirst))
                         .arg(int(l.declared));
        }
        out << QStringLiteral("%1.%2 ").arg(t.round).arg(t.table) + seats.join(u' ');
    }
    for (const Problem &p : d.problems)
        out << p.format();
    out << d.players.join(u'|');
    return out;
}

const QByteArray kHeader = "round,table,player,settlements,cities,vp_cards,knights,roads,"
                           "longest_road,army_first,road_first,declared\n";
const QByteArray kRows = "1,1,Anna,2,3,1,3,11,7,1,1,0\n"
                         "1,1,Bernd,3,2,0,3,8,7,0,0,0\n"
                         "1,1,Carla,4,1,0,0,9,5,0,0,0\n"
                         "1,1,Dario,2,1,0,2,6,3,0,0,0\n"
                         "1,2,Emil,2,2,0,0,6,2,0,0,0\n"
                         "1,2,Fritz,2,2,0,0,6,2,0,0,0\n"
                         "1,2,Gerd,2,2,0,0,6,2,0,0,0\n"
                         "2,1,Anna,5,0,0,0,15,5,0,1,0\n"
                         "2,1,Emil,2,2,0,0,6,2,0,0,0\n"
                         "2,1,Gerd,3,1,0,0,7,2,0,0,0\n"
                         "2,2,Bernd,2,2,0,4,6,2,1,0,0\n"
                         "2,2,Carla,2,2,0,0,6,2,0,0,0\n"
                         "2,2,Dario,2,2,0,0,6,2,0,0,0\n"
                         "2,2,Fritz,2,2,0,0,6,2,0,0,0\n";

} // namespace

class TestResultsFileRows : public QObject
{
    Q_OBJECT

private slots:
    void usualRowsReadAsAnyOther_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::newRow("usual") << QByteArray(kHeader + kRows);
        QByteArray crlf = kHeader + kRows;
        crlf.replace("\n", "\r\n");
        QTest::newRow("CRLF") << crlf;
        QByteArray noEnd = kHeader + kRows;
        noEnd.chop(1);
        QTest::newRow("no line end at the end") << noEnd;
        QTest::newRow("numbers, marks and names not usual")
            << QByteArray(kHeader + kRows + "3,1,Anna,-1,3,1,3,11,7,1,1,0\n"
                          + "3,1,Bernd,3,2,0,3,8,1234567890,0,,0\n"
                          + "3,1,Carla,04,1,0,0,9,5,true,0,0\n" + "3,1, Dario ,2,1,0,2,6,3,0,0,2\n"
                          + "3,2,Emil  Ernst,2,2,0,0,6,2,0,0,0\n" + "0,2,Fritz,2,2,0,0,6,2,0,0,0\n"
                          + "3,x,Gerd,2,2,0,0,6,2,0,0,0\n" + "3,2,,2,2,0,0,6,2,0,0,0\n"
                          + "3,2,Gerd,2,2,0,0,6,2,0,0\n" + "3,2,O'Brien (Jr.),2,2,0,0,6,2,0,0,0\n");
        QTest::newRow("numbers of ten digits and more") // no overflow while reading them
            << QByteArray(kHeader + kRows + "3,1,Anna,2,3,1,3,11,9999999999,1,1,0\n"
                          + "3,1,Bernd,3,2,0,3,8,88888888888888888888888888888,0,0,0\n"
                          + "3,1,Carla,4,1,0,0,9,2147483648,0,0,0\n"
                          + "99999999999,1,Dario,2,1,0,2,6,3,0,0,0\n");
        QTest::newRow("tables out of order") << QByteArray(
            kHeader + "2,2,Bernd,2,2,0,4,6,2,1,0,0\n" + kRows + "1,1,Hanna,2,2,0,0,6,2,0,0,0\n");
        QTest::newRow("columns in another order, an extra column")
            << QByteArray("note,player,table,round,settlements,cities,vp_cards,knights,roads,"
                          "longest_road,army_first,road_first,declared\n"
                          "a,Anna,1,1,2,3,1,3,11,7,1,1,0\n"
                          "b,Bernd,1,1,3,2,0,3,8,7,0,0,0\n"
                          ",Carla,1,1,4,1,0,0,9,5,0,0,0\n"
                          "d d,Dario,1,1,2,1,0,2,6,3,0,0,0\n");
        QTest::newRow("stages") << QByteArray(
            "round,table,player,settlements,cities,vp_cards,knights,roads,"
            "longest_road,stage\n"
            "1,1,Anna,2,3,1,3,11,2,prelim\n1,1,Bernd,3,2,0,3,8,2, prelim \n"
            "1,1,Carla,4,1,0,0,9,2,prelim\n"
            "2,1,Anna,2,3,1,3,11,2,final\n2,1,Bernd,3,2,0,3,8,2,final\n"
            "2,1,Carla,4,1,0,0,9,2,semifinal\n");
    }

    void usualRowsReadAsAnyOther()
    {
        QFETCH(QByteArray, input);
        const QByteArray quoted = quotedEverywhere(input);
        QVERIFY(quoted != input);
        for (const RuleSet &rules : RuleSet::choices()) {
            const ResultsData usual = readResultsFile(input, rules);
            const ResultsData general = readResultsFile(quoted, rules);
            QVERIFY(!usual.tables.isEmpty());
            QCOMPARE(described(usual), described(general));
            QCOMPARE(writeStandings(computeStandings(usual.players, usual.scores, rules)),
                     writeStandings(computeStandings(general.players, general.scores, rules)));
        }
    }

    void standingsBySeatEqualByName_data() { usualRowsReadAsAnyOther_data(); }

    void standingsBySeatEqualByName()
    {
        QFETCH(QByteArray, input);
        for (const RuleSet &rules : RuleSet::choices()) {
            const ResultsData byName = readResultsFile(input, rules);
            const ResultsData bySeat =
                readResultsFile(input, rules, true, ResultsScores::TablesBySeat);
            QCOMPARE(described(bySeat), described(byName));
            for (int afterRound : {-1, 1}) {
                const QByteArray expected =
                    writeStandings(stagedStandings(byName.players, byName.scores, byName.stages,
                                                   rules, afterRound),
                                   CsvWriter::Dialect::Machine, rules);
                const QList<StandingsRow> rows = bySeat.stages.isEmpty()
                    ? computeStandings(bySeat.players, bySeat.scores, bySeat.scoreSeats, rules,
                                       afterRound)
                    : stagedStandings(bySeat.players, bySeat.scores, bySeat.stages, rules,
                                      afterRound);
                QCOMPARE(writeStandings(rows, CsvWriter::Dialect::Machine, rules), expected);
                QVERIFY(expected.count('\n') > 3);
            }
            if (bySeat.stages.isEmpty()) {
                QVERIFY(!bySeat.scores.isEmpty());
                QVERIFY(bySeat.scores.first().players.isEmpty()); // found by seat, not by name
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestResultsFileRows)
#include "tst_resultsfile_rows.moc"
