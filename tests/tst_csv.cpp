// RFC 4180 reading and writing, and the results file (docs/formats.md §1).
#include "files/csv.h"
#include "files/resultsfile.h"
#include "scoring/fraction.h"

#include <QTest>

using namespace ctd;

class TestCsv : public QObject
{
    Q_OBJECT

private slots:
    void reads_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QList<QStringList>>("records");
        QTest::addColumn<QList<int>>("lines");

        QTest::newRow("plain") << QByteArray("a,b\n1,2\n")
                               << QList<QStringList>{{"a", "b"}, {"1", "2"}} << QList<int>{1, 2};
        QTest::newRow("no final newline")
            << QByteArray("a,b\n1,2") << QList<QStringList>{{"a", "b"}, {"1", "2"}}
            << QList<int>{1, 2};
        QTest::newRow("CRLF") << QByteArray("a,b\r\n1,2\r\n")
                              << QList<QStringList>{{"a", "b"}, {"1", "2"}} << QList<int>{1, 2};
        QTest::newRow("byte-order mark")
            << QByteArray("\xEF\xBB\xBF"
                          "a,b\n1,2\n")
            << QList<QStringList>{{"a", "b"}, {"1", "2"}} << QList<int>{1, 2};
        QTest::newRow("quotes, commas and a newline")
            << QByteArray("name,x\n\"Smith, \"\"Jo\"\"\",1\n\"two\r\nlines\",2\n")
            << QList<QStringList>{{"name", "x"}, {"Smith, \"Jo\"", "1"}, {"two\nlines", "2"}}
            << QList<int>{1, 2, 3};
        QTest::newRow("non-ASCII")
            << QByteArray("Jos\xC3\xA9,\xC3\x84rger\n")
            << QList<QStringList>{{QString::fromUtf8("José"), QString::fromUtf8("Ärger")}}
            << QList<int>{1};
        QTest::newRow("spaces trimmed, quoted kept")
            << QByteArray(" a , \" b \" \n") << QList<QStringList>{{"a", " b "}} << QList<int>{1};
        QTest::newRow("blank lines skipped")
            << QByteArray("a\n\n\nb\n") << QList<QStringList>{{"a"}, {"b"}} << QList<int>{1, 4};
        QTest::newRow("empty fields")
            << QByteArray(",,\n") << QList<QStringList>{{"", "", ""}} << QList<int>{1};
        QTest::newRow("spaces and signs inside unquoted fields")
            << QByteArray("a b,-1,+2 x\r\n#!,\t$\n")
            << QList<QStringList>{{"a b", "-1", "+2 x"}, {"#!", "$"}} << QList<int>{1, 2};
        QStringList many;
        for (int i = 0; i < 70; ++i)
            many.append(QString::number(i));
        QTest::newRow("70 fields") << (many.join(QLatin1Char(',')).toUtf8() + "\n1\n")
                                   << QList<QStringList>{many, {"1"}} << QList<int>{1, 2};
        QTest::newRow("a blank line of spaces, lines with and without quotes")
            << QByteArray("a,b\n   \n\"q\",c\nd,e\r\"f\r\ng\",h")
            << QList<QStringList>{{"a", "b"}, {"q", "c"}, {"d", "e"}, {"f\ng", "h"}}
            << QList<int>{1, 3, 4, 5};
    }

    void reads()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QList<QStringList>, records);
        QFETCH(QList<int>, lines);
        QList<CsvRecord> got;
        CsvSyntaxError error;
        QVERIFY2(readCsv(bytes, &got, &error), qPrintable(error.message));
        QList<QStringList> fields;
        QList<int> gotLines;
        for (const CsvRecord &r : got) {
            fields.append(r.fields);
            gotLines.append(r.line);
        }
        QCOMPARE(fields, records);
        QCOMPARE(gotLines, lines);
    }

    void rejects_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<int>("line");
        QTest::newRow("unterminated quote") << QByteArray("a,b\n1,\"open\n2,3\n") << 2;
        QTest::newRow("text after closing quote") << QByteArray("a,b\n\"x\"y,1\n") << 2;
        QTest::newRow("quote inside unquoted field") << QByteArray("a,b\nx\"y,1\n") << 2;
        QTest::newRow("quote inside a later unquoted field")
            << QByteArray("a,b\n1,2\n3,4\"\n") << 3;
        QTest::newRow("not UTF-8") << QByteArray("a,b\n1,2\nJos\xE9,3\n") << 3;
    }

    void rejects()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(int, line);
        QList<CsvRecord> got;
        CsvSyntaxError error;
        QVERIFY(!readCsv(bytes, &got, &error));
        QCOMPARE(error.line, line);
        QVERIFY(!error.message.isEmpty());
    }

    void writesAndReadsBack_data()
    {
        QTest::addColumn<int>("dialect");
        QTest::newRow("machine") << int(CsvWriter::Dialect::Machine);
        QTest::newRow("spreadsheet") << int(CsvWriter::Dialect::Spreadsheet);
    }

    void writesAndReadsBack()
    {
        QFETCH(int, dialect);
        const auto d = CsvWriter::Dialect(dialect);
        const QStringList names{
            "plain",    "Smith, Jo", "say \"hi\"", "two\nlines", QString::fromUtf8("Ærø Ünal"),
            " padded ", ""};
        CsvWriter w(d);
        w.addRow(names);
        const QByteArray bytes = w.bytes();
        if (d == CsvWriter::Dialect::Spreadsheet)
            QVERIFY(bytes.startsWith("\xEF\xBB\xBF"));
        QList<CsvRecord> got;
        CsvSyntaxError error;
        QVERIFY(readCsv(bytes, &got, &error,
                        d == CsvWriter::Dialect::Machine ? QLatin1Char(',') : QLatin1Char(';')));
        QCOMPARE(got.size(), 1);
        QCOMPARE(got.first().fields, names);
    }

    void fieldByFieldEqualsRows_data()
    {
        QTest::addColumn<int>("dialect");
        QTest::newRow("machine") << int(CsvWriter::Dialect::Machine);
        QTest::newRow("spreadsheet") << int(CsvWriter::Dialect::Spreadsheet);
    }

    void fieldByFieldEqualsRows()
    {
        // The large files are written field by field, without building
        // strings; the bytes are what quoting each field as text gives
        // (CsvWriter::quoted, formulas defused), with numbers as QString::number
        // and formatHundredths write them.
        QFETCH(int, dialect);
        const auto d = CsvWriter::Dialect(dialect);
        const bool sheet = d == CsvWriter::Dialect::Spreadsheet;
        const QChar sep = sheet ? QLatin1Char(';') : QLatin1Char(',');
        QString expected;
        const auto addExpected = [&](const QStringList &row) {
            for (qsizetype i = 0; i < row.size(); ++i) {
                QString f = row[i];
                if (sheet && !f.isEmpty() && QStringLiteral("=+-@\t\r").contains(f.front()))
                    f.prepend(QLatin1Char('\''));
                expected += (i > 0 ? QString(sep) : QString()) + CsvWriter::quoted(f, sep);
            }
            expected += sheet ? QStringLiteral("\r\n") : QStringLiteral("\n");
        };
        const QStringList texts{
            "plain",  "Smith, Jo",  "a;b",    "say \"hi\"",
            "\"",     "two\nlines", "cr\r",   " padded ",
            "\tlead", "=1+1",       "=\"x\"", "-2 ",
            "@cmd",   "+",          "",       QString::fromUtf8("\u00c6r\u00f8 \u00dcnal\u00a0")};
        const QList<qint64> numbers{0, 7, -7, 10, 2000, -123456789, 2147483647LL * 4};
        const QList<qint64> hundredths{0, 5, -5, 100, 1234, -1234, 99, 100000};
        CsvWriter rows(d), fields(d);
        rows.addRow(texts);
        addExpected(texts);
        for (const QString &t : texts)
            fields.addField(t);
        fields.endRow();
        QStringList numberTexts;
        for (qint64 n : numbers) {
            numberTexts.append(QString::number(n));
            fields.addNumber(n);
        }
        rows.addRow(numberTexts);
        addExpected(numberTexts);
        fields.endRow();
        QStringList hundredthTexts;
        for (qint64 h : hundredths) {
            QString text = formatHundredths(h);
            if (d == CsvWriter::Dialect::Spreadsheet)
                text.replace(QLatin1Char('.'), QLatin1Char(','));
            hundredthTexts.append(text);
            fields.addHundredths(h);
        }
        rows.addRow(hundredthTexts);
        addExpected(hundredthTexts);
        fields.endRow();
        rows.addRow({});
        addExpected({});
        fields.endRow();
        const QByteArray want =
            (sheet ? QByteArray("\xEF\xBB\xBF") : QByteArray()) + expected.toUtf8();
        QCOMPARE(rows.bytes(), want);
        QCOMPARE(fields.bytes(), want);
    }

    void spreadsheetDefusesFormulas()
    {
        CsvWriter w(CsvWriter::Dialect::Spreadsheet);
        w.addRow({"=1+1", "+SUM(A1)", "-2", "@cmd", "Anna"});
        QList<CsvRecord> got;
        CsvSyntaxError error;
        QVERIFY(readCsv(w.bytes(), &got, &error, QLatin1Char(';')));
        QCOMPARE(got.first().fields, (QStringList{"'=1+1", "'+SUM(A1)", "'-2", "'@cmd", "Anna"}));
    }

    void resultsFileReadsBack()
    {
        // A file the program writes (with its computed columns) reads back in.
        const QByteArray input =
            "round,table,player,settlements,cities,vp_cards,knights,roads,longest_road,army_first\n"
            "1,1,\"Smith, Jo\",2,3,1,3,11,7,\n"
            "1,1,Bernd,3,2,0,1,8,4,0\n"
            "1,1,Carla,4,1,0,0,9,5,false\n"
            "1,1,Dario,2,0,0,2,6,3,\n";
        const ResultsData first = readResultsFile(input);
        QVERIFY(first.problems.isEmpty());
        const QByteArray written = writeResultsFile(first.tables, RuleSet::standard());
        const ResultsData second = readResultsFile(written);
        QVERIFY(second.problems.isEmpty());
        QCOMPARE(second.tables.size(), 1);
        QCOMPARE(second.tables.first().lines, first.tables.first().lines);
        QCOMPARE(writeResultsFile(second.tables, RuleSet::standard()), written);
    }

    void tableResultsFromCheckedScores_data()
    {
        QTest::addColumn<QByteArray>("input");
        const QByteArray header =
            "round,table,player,settlements,cities,vp_cards,knights,roads,longest_road,army_first,"
            "road_first,declared\n";
        const QByteArray valid = "1,1,Anna,2,3,1,3,11,7,1,1,\n" // ties for both titles
                                 "1,1,Bernd,3,2,0,3,8,7,0,0,0\n"
                                 "1,1,Carla,4,1,0,0,9,5,,,\n"
                                 "1,1,Dario,2,1,0,2,6,3,,,\n"
                                 "1,2,Emil,2,2,0,0,6,2,,,\n" // three alike: one shared place
                                 "1,2,Fritz,2,2,0,0,6,2,,,\n"
                                 "1,2,Gerd,2,2,0,0,6,2,,,\n";
        QTest::newRow("valid") << QByteArray(header + valid);
        QTest::newRow("a sheet with errors")
            << QByteArray(header + valid
                          + "2,1,Anna,9,3,0,0,5,2,,,\n2,1,Bernd,3,2,0,0,6,2,,,\n"
                            "2,1,Carla,2,1,0,0,4,1,,,\n");
        QTest::newRow("an unreadable row")
            << QByteArray(header + valid
                          + "2,1,Anna,x,3,0,0,5,2,,,\n2,1,Bernd,3,2,0,0,6,2,,,\n"
                            "2,1,Carla,2,1,0,0,4,1,,,\n"
                            "2,2,Dario,2,1,0,0,6,2,,,\n2,2,Emil,3,2,0,0,6,2,,,\n"
                            "2,2,Fritz,2,1,0,0,4,1,,,\n");
    }

    void tableResultsFromCheckedScores()
    {
        // The table results written from the scores of the check equal those
        // of scoring every sheet again, under every rule set.
        QFETCH(QByteArray, input);
        for (const RuleSet &rules : RuleSet::choices()) {
            const ResultsData seats = readResultsFile(input, rules, true, ResultsScores::Seats);
            const ResultsData tables = readResultsFile(input, rules);
            QVERIFY(!seats.tables.isEmpty());
            QVERIFY(seats.scores.isEmpty());
            QCOMPARE(seats.problems.size(), tables.problems.size());
            const QByteArray expected = writeTableResults(tables.tables, rules);
            QVERIFY(expected.count('\n') > 4);
            QCOMPARE(writeTableResults(seats, rules), expected);
            QCOMPARE(writeTableResults(seats, rules, CsvWriter::Dialect::Spreadsheet),
                     writeTableResults(tables.tables, rules, CsvWriter::Dialect::Spreadsheet));
        }
    }

    // After a final the standings CSV's ranks are the final ranking
    // (docs/rules.md §9): two columns at the end say what decided each rank
    // (the stage, and the place at that stage's table); before a final the
    // file is as it was.
    void standingsAfterAFinal_data()
    {
        QTest::addColumn<bool>("final");
        QTest::addColumn<QByteArray>("expected");
        QTest::newRow("after a final")
            << true
            << QByteArray("rank,player,round_points,vp,vp_share,tables,adjustment,decided_by,"
                          "stage_place\n"
                          "1,Dora,7.00,20,30.00,2,0,final,1\n"
                          "2,\"Ärger, Anna\",9.00,24,40.00,2,0,final,2\n"
                          "3,Bernd,5.00,18,25.00,2,0,semifinal,2\n"
                          "4,Carla,3.00,12,20.00,2,0,prelim,\n");
        QTest::newRow("preliminary rounds only")
            << false
            << QByteArray("rank,player,round_points,vp,vp_share,tables,adjustment\n"
                          "1,Dora,7.00,20,30.00,2,0\n"
                          "2,\"Ärger, Anna\",9.00,24,40.00,2,0\n"
                          "3,Bernd,5.00,18,25.00,2,0\n"
                          "4,Carla,3.00,12,20.00,2,0\n");
    }

    void standingsAfterAFinal()
    {
        QFETCH(bool, final);
        QFETCH(QByteArray, expected);
        const auto row = [](int rank, const char *name, int points, int vp, Fraction share,
                            Stage by, int place) {
            StandingsRow r;
            r.rank = rank;
            r.player = QString::fromUtf8(name);
            r.roundPointsTwelfths = points * 12;
            r.vp = vp;
            r.vpShare = share;
            r.tables = 2;
            r.decidedBy = by;
            r.stagePlace = place;
            return r;
        };
        const Stage f = final ? Stage::Final : Stage::Prelim;
        const Stage sf = final ? Stage::Semifinal : Stage::Prelim;
        const QList<StandingsRow> rows{
            row(1, "Dora", 7, 20, Fraction(3, 10), f, final ? 1 : 0),
            row(2, "Ärger, Anna", 9, 24, Fraction(2, 5), f, final ? 2 : 0),
            row(3, "Bernd", 5, 18, Fraction(1, 4), sf, final ? 2 : 0),
            row(4, "Carla", 3, 12, Fraction(1, 5), Stage::Prelim, 0)};
        QCOMPARE(writeStandings(rows, CsvWriter::Dialect::Machine), expected);
        // The spreadsheet's file has the column too, in words.
        const QByteArray sheet = writeStandings(rows, CsvWriter::Dialect::Spreadsheet);
        QCOMPARE(sheet.split('\n').first().count(';'), final ? 6 : 5);
        if (final)
            QVERIFY(sheet.contains(";Final, place 1\r\n"));
    }

    void duplicateInRound()
    {
        const QByteArray input =
            "round,table,player,settlements,cities,vp_cards,knights,roads,longest_road\n"
            "1,1,Anna,2,3,0,0,5,2\n1,1,B,3,2,0,0,6,2\n1,1,C,2,1,0,0,4,1\n"
            "1,2,Anna,2,3,0,0,5,2\n1,2,E,3,2,0,0,6,2\n1,2,F,2,1,0,0,4,1\n"
            "2,1,Anna,2,3,0,0,5,2\n2,1,B,3,2,0,0,6,2\n2,1,C,2,1,0,0,4,1\n";
        const ResultsData data = readResultsFile(input);
        QCOMPARE(data.problems.size(), 1);
        const Problem &p = data.problems.first();
        QCOMPARE(p.code, QStringLiteral("duplicate_player"));
        QCOMPARE(p.line, 5);
        QCOMPARE(p.round, 1);
        QCOMPARE(p.table, 2);
        QCOMPARE(p.player, QStringLiteral("Anna"));
    }

    void problemFormat()
    {
        const Problem table{7, 2, 3, {}, "vp_cards_total", "too many"};
        QCOMPARE(table.format(),
                 QStringLiteral("error: 7: round 2, table 3: vp_cards_total: too many"));
        const Problem player{8, 2, 3, "Anna", "roads_range", "no"};
        QCOMPARE(player.format(),
                 QStringLiteral("error: 8: round 2, table 3, player Anna: roads_range: no"));
        const Problem file{0, 0, 0, {}, "csv_syntax", "broken"};
        QCOMPARE(file.format(), QStringLiteral("error: -: csv_syntax: broken"));
    }
};

QTEST_GUILESS_MAIN(TestCsv)
#include "tst_csv.moc"
