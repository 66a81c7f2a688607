// A round's rules: the tables a count of players makes, a valid seating (3 or
// 4 at a table, everybody once) and nobody playing twice in a round, each with
// its one message.
#include "scoring/round.h"

#include <QTest>

using namespace ctd;

namespace {

using Tables = QList<QList<qint64>>;

QString nameOf(qint64 id)
{
    return QStringLiteral("P%1").arg(id);
}

} // namespace

class TestRound : public QObject
{
    Q_OBJECT

private slots:
    void tableSizes_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("fours");
        QTest::addColumn<int>("threes");
        QTest::addColumn<QString>("refused"); // part of the message; empty: seated
        const QString tooFew = QStringLiteral("a table needs at least 3");
        const QString five = QStringLiteral("5 active players cannot be seated");
        QTest::newRow("0") << 0 << 0 << 0 << tooFew;
        QTest::newRow("1") << 1 << 0 << 0 << tooFew;
        QTest::newRow("2") << 2 << 0 << 0 << tooFew;
        QTest::newRow("3") << 3 << 0 << 1 << QString();
        QTest::newRow("4") << 4 << 1 << 0 << QString();
        QTest::newRow("5") << 5 << 0 << 0 << five;
        QTest::newRow("6") << 6 << 0 << 2 << QString();
        QTest::newRow("7") << 7 << 1 << 1 << QString();
        QTest::newRow("8") << 8 << 2 << 0 << QString();
        QTest::newRow("9") << 9 << 0 << 3 << QString();
        QTest::newRow("10") << 10 << 1 << 2 << QString();
        QTest::newRow("11") << 11 << 2 << 1 << QString();
        QTest::newRow("12") << 12 << 3 << 0 << QString();
        QTest::newRow("13") << 13 << 1 << 3 << QString();
        QTest::newRow("14") << 14 << 2 << 2 << QString();
        QTest::newRow("15") << 15 << 3 << 1 << QString();
        QTest::newRow("16") << 16 << 4 << 0 << QString();
        QTest::newRow("17") << 17 << 2 << 3 << QString();
        QTest::newRow("18") << 18 << 3 << 2 << QString();
        QTest::newRow("19") << 19 << 4 << 1 << QString();
        QTest::newRow("20") << 20 << 5 << 0 << QString();
        QTest::newRow("1001") << 1001 << 248 << 3 << QString();
    }
    void tableSizes()
    {
        QFETCH(int, players);
        QFETCH(int, fours);
        QFETCH(int, threes);
        QFETCH(QString, refused);
        QString error;
        const QList<int> sizes = ctd::tableSizes(players, &error);
        if (!refused.isEmpty()) {
            QVERIFY(sizes.isEmpty());
            QVERIFY2(error.contains(refused), qPrintable(error));
            return;
        }
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QList<int> expected(fours, 4);
        expected.append(QList<int>(threes, 3)); // the tables of 4 first
        QCOMPARE(sizes, expected);
    }

    void tableSize_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<bool>("seats");
        for (int n = 0; n <= 6; ++n)
            QTest::newRow(qPrintable(QString::number(n))) << n << (n == 3 || n == 4);
    }
    void tableSize()
    {
        QFETCH(int, players);
        QFETCH(bool, seats);
        QCOMPARE(isTableSize(players), seats);
    }

    void seating_data()
    {
        QTest::addColumn<Tables>("tables");
        QTest::addColumn<QString>("message"); // its start; empty: valid
        QTest::newRow("4 and 3") << Tables{{1, 2, 3, 4}, {5, 6, 7}} << QString();
        QTest::newRow("one table of 3") << Tables{{1, 2, 3}} << QString();
        QTest::newRow("table of 2") << Tables{{1, 2, 3, 4}, {5, 6}}
                                    << "A table seats 3 or 4 players, but table 2 has 2 player";
        QTest::newRow("table of 5") << Tables{{1, 2, 3, 4, 5}, {6, 7, 8}}
                                    << "A table seats 3 or 4 players, but table 1 has 5 player";
        QTest::newRow("empty table")
            << Tables{{1, 2, 3}, {}} << "A table seats 3 or 4 players, but table 2 has 0 player";
        QTest::newRow("twice at one table")
            << Tables{{1, 2, 3, 1}} << "P1 is seated twice in the round. Seat each player once.";
        QTest::newRow("twice in the round")
            << Tables{{1, 2, 3, 4}, {5, 6, 4}}
            << "P4 is seated twice in the round. Seat each player once.";
    }
    void seating()
    {
        QFETCH(Tables, tables);
        QFETCH(QString, message);
        const QString error = seatingError(tables, nameOf);
        if (message.isEmpty())
            QCOMPARE(error, QString());
        else
            QVERIFY2(error.startsWith(message), qPrintable(error));
    }

    void playsTwice()
    {
        QCOMPARE(playsTwiceMessage(QStringLiteral("Ana"), 2, 3),
                 QStringLiteral("Ana already plays at table 2 in round 3."));
        // The sheets of a results file keep the same rule with the same words.
        QList<TableSheet> sheets(2);
        for (int t = 0; t < 2; ++t) {
            sheets[t].round = 1;
            sheets[t].table = t + 1;
            for (const char *name : {"A", "B", "C"})
                sheets[t].lines.append(PlayerLine{QString::fromLatin1(name)});
            sheets[t].fileLines = {2 + 3 * t, 3 + 3 * t, 4 + 3 * t};
        }
        sheets[1].lines[0].name = QStringLiteral("Ana");
        sheets[1].lines[1].name = QStringLiteral("Bo");
        const QList<Problem> problems = checkSheets(sheets, RuleSet::standard());
        bool found = false;
        for (const Problem &p : problems) {
            if (p.code == QStringLiteral("duplicate_player")) {
                QCOMPARE(p.player, QStringLiteral("C"));
                QCOMPARE(p.message, playsTwiceMessage(QStringLiteral("C"), 1, 1));
                found = true;
            }
        }
        QVERIFY(found);
    }

    void playsTwiceInEveryOrder_data()
    {
        QTest::addColumn<QList<int>>("order");
        QTest::newRow("by round") << QList<int>{0, 1, 2, 3};
        QTest::newRow("rounds mixed") << QList<int>{2, 0, 3, 1};
        QTest::newRow("last round first") << QList<int>{3, 2, 1, 0};
    }
    void playsTwiceInEveryOrder()
    {
        // Round 1: C at tables 1 and 2; round 2: nobody twice, though A and B
        // sat at one table in round 1 and at two in round 2.
        QFETCH(QList<int>, order);
        const QList<QStringList> seats{
            {"A", "B", "C"}, {"D", "E", "C"}, {"A", "C", "D"}, {"B", "E", "F"}};
        QList<TableSheet> sheets;
        for (int i : order) {
            TableSheet t;
            t.round = i / 2 + 1;
            t.table = i % 2 + 1;
            for (const QString &name : seats[i])
                t.lines.append(PlayerLine{name});
            t.fileLines = {10 * i + 1, 10 * i + 2, 10 * i + 3};
            sheets.append(t);
        }
        QStringList found;
        for (const Problem &p : checkSheets(sheets, RuleSet::standard())) {
            if (p.code == QStringLiteral("duplicate_player"))
                found.append(QStringLiteral("%1 %2 %3: %4")
                                 .arg(p.round)
                                 .arg(p.table)
                                 .arg(p.player, p.message));
        }
        // The table seen later in the given order is the one reported.
        const bool secondLater = order.indexOf(1) > order.indexOf(0);
        QCOMPARE(
            found,
            QStringList{QStringLiteral("1 %1 C: %2")
                            .arg(secondLater ? 2 : 1)
                            .arg(playsTwiceMessage(QStringLiteral("C"), secondLater ? 1 : 2, 1))});
    }
};

QTEST_GUILESS_MAIN(TestRound)
#include "tst_round.moc"
