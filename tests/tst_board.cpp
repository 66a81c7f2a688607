// The round's board (docs/formats.md, "The round's board"): 10,000 boards
// drawn from seeds, each checked by this file's own code (its own table of
// places, its own neighbours in cube coordinates, its own counts), not the
// generator's; a board breaking each rule of validity in turn; the pips; and
// one seed's board written out, so that any change of the generator shows.
#include "scoring/board.h"

#include <QTest>

#include <map>
#include <set>

using namespace ctd;
using namespace ctd::board;

Q_DECLARE_METATYPE(ctd::board::Board)

namespace {

// Places 1-19, row by row from the top, each row from the left.
const int Q[HexCount] = {0, 1, 2, -1, 0, 1, 2, -2, -1, 0, 1, 2, -2, -1, 0, 1, -2, -1, 0};
const int R[HexCount] = {-2, -2, -2, -1, -1, -1, -1, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2};

bool touching(int a, int b)
{
    // Cube coordinates x = q, z = r, y = -q - r: neighbours differ by 1 in two of them.
    const int dx = Q[a] - Q[b], dz = R[a] - R[b], dy = -dx - dz;
    return std::max({std::abs(dx), std::abs(dy), std::abs(dz)}) == 1;
}

// Everything wrong with a board, as short words (empty: valid).
QStringList check(const Board &b)
{
    QStringList out;
    std::map<Resource, int> hexes;
    for (Resource r : b.resources)
        ++hexes[r];
    if (hexes
        != std::map<Resource, int>{{Resource::Wood, 4},
                                   {Resource::Sheep, 4},
                                   {Resource::Wheat, 4},
                                   {Resource::Brick, 3},
                                   {Resource::Ore, 3},
                                   {Resource::Desert, 1}})
        out << QStringLiteral("pieces");
    std::multiset<int> numbers;
    for (int i = 0; i < HexCount; ++i) {
        if (b.resources[i] == Resource::Desert) {
            if (b.numbers[i] != 0)
                out << QStringLiteral("desert number");
        } else {
            numbers.insert(b.numbers[i]);
        }
    }
    if (numbers != std::multiset<int>{2, 3, 3, 4, 4, 5, 5, 6, 6, 8, 8, 9, 9, 10, 10, 11, 11, 12})
        out << QStringLiteral("numbers");
    std::map<Resource, int> harbours;
    for (Resource r : b.harbours)
        ++harbours[r];
    if (harbours
        != std::map<Resource, int>{{Resource::Wood, 1},
                                   {Resource::Sheep, 1},
                                   {Resource::Wheat, 1},
                                   {Resource::Brick, 1},
                                   {Resource::Ore, 1},
                                   {Generic, 4}})
        out << QStringLiteral("harbours");
    for (int a = 0; a < HexCount; ++a)
        for (int c = a + 1; c < HexCount; ++c) {
            if (!touching(a, c))
                continue;
            const int x = b.numbers[a], y = b.numbers[c];
            if ((x == 6 || x == 8) && (y == 6 || y == 8))
                out << QStringLiteral("red");
            else if (x != 0 && x == y)
                out << QStringLiteral("equal");
            for (int d = c + 1; d < HexCount; ++d)
                if (touching(a, d) && touching(c, d) && b.resources[a] == b.resources[c]
                    && b.resources[c] == b.resources[d])
                    out << QStringLiteral("three");
        }
    out.removeDuplicates();
    return out;
}

// A valid board written by hand (checked in validByHand).
Board handBoard()
{
    const Resource Wood = Resource::Wood, Sheep = Resource::Sheep, Wheat = Resource::Wheat,
                   Brick = Resource::Brick, Ore = Resource::Ore, Desert = Resource::Desert;
    Board b;
    b.resources = {Ore,   Sheep, Wood,  Wheat, Brick, Sheep, Wood,  Wheat, Wood, Desert,
                   Wheat, Ore,   Sheep, Brick, Wood,  Wheat, Sheep, Ore,   Brick};
    b.numbers = {10, 2, 9, 12, 6, 4, 10, 9, 11, 0, 3, 8, 8, 3, 4, 5, 5, 6, 11};
    b.harbours = {Generic,        Resource::Sheep, Generic,         Generic,      Resource::Brick,
                  Resource::Wood, Generic,         Resource::Wheat, Resource::Ore};
    return b;
}

QString written(const Board &b)
{
    QStringList parts;
    for (int i = 0; i < HexCount; ++i)
        parts << hexWord(b.resources[i]) + QString::number(b.numbers[i]);
    for (Resource r : b.harbours)
        parts << harbourWord(r);
    return parts.join(u' ');
}

} // namespace

class TestBoard : public QObject
{
    Q_OBJECT

private slots:
    void places()
    {
        std::set<std::pair<int, int>> seen;
        for (int i = 0; i < HexCount; ++i) {
            QCOMPARE(hexPlace(i).q, Q[i]);
            QCOMPARE(hexPlace(i).r, R[i]);
            QVERIFY(std::abs(Q[i]) <= 2 && std::abs(R[i]) <= 2 && std::abs(Q[i] + R[i]) <= 2);
            seen.insert({Q[i], R[i]});
        }
        QCOMPARE(seen.size(), std::size_t(19));
        int pairs = 0, corners = 0;
        for (int a = 0; a < HexCount; ++a)
            for (int c = 0; c < HexCount; ++c) {
                QCOMPARE(distance(hexPlace(a), hexPlace(c)) == 1, touching(a, c));
                pairs += touching(a, c) ? 1 : 0;
                for (int d = 0; d < HexCount; ++d)
                    corners += touching(a, c) && touching(c, d) && touching(a, d) ? 1 : 0;
            }
        QCOMPARE(pairs, 2 * 42);
        QCOMPARE(corners, 6 * 24);
        // Harbours lie on coastal sides, each facing the sea, each place once.
        const int dq[6] = {0, 1, 1, 0, -1, -1}, dr[6] = {-1, -1, 0, 1, 1, 0};
        std::set<std::pair<int, int>> sides;
        for (int h = 0; h < HarbourCount; ++h) {
            const HarbourPlace p = harbourPlace(h);
            const int s = static_cast<int>(p.side);
            const int q = p.hex.q + dq[s], r = p.hex.r + dr[s];
            QVERIFY2(std::max({std::abs(q), std::abs(r), std::abs(q + r)}) == 3,
                     qPrintable(QString::number(h + 1)));
            QVERIFY(sides.insert({q * 10 + r, s}).second);
        }
        // Harbour 1 is the top left one.
        QCOMPARE(harbourPlace(0).hex.r, -2);
        QCOMPARE(harbourPlace(0).hex.q, 0);
    }

    void pipsOfNumbers_data()
    {
        QTest::addColumn<int>("number");
        QTest::addColumn<int>("pips");
        const int expected[] = {0, 0, 1, 2, 3, 4, 5, 0, 5, 4, 3, 2, 1};
        for (int n = 0; n <= 12; ++n)
            QTest::addRow("%d", n) << n << expected[n];
    }
    void pipsOfNumbers()
    {
        QFETCH(int, number);
        QFETCH(int, pips);
        QCOMPARE(board::pips(number), pips);
    }

    void validByHand()
    {
        QCOMPARE(check(handBoard()), QStringList());
        QCOMPARE(problems(handBoard()), QList<QString>());
        // Each resource's pips, counted here by hand.
        const auto p = handBoard().resourcePips();
        QCOMPARE(p[0], 4 + 3 + 2 + 3); // wood: 9, 10, 11, 4
        QCOMPARE(p[1], 1 + 3 + 5 + 4); // sheep: 2, 4, 8, 5
        QCOMPARE(p[2], 1 + 4 + 2 + 4); // wheat: 12, 9, 3, 5
        QCOMPARE(p[3], 5 + 2 + 2);     // brick: 6, 3, 11
        QCOMPARE(p[4], 3 + 5 + 5);     // ore: 10, 8, 6
    }

    // Each rule broken alone, by swapping pieces of the valid board.
    void rules_data()
    {
        QTest::addColumn<Board>("board");
        QTest::addColumn<QString>("rule");
        Board b = handBoard();
        std::swap(b.numbers[5], b.numbers[11]); // an 8 on place 6 beside the 6 of place 5
        QTest::addRow("6 beside 8") << b << QStringLiteral("red");
        b = handBoard();
        std::swap(b.numbers[1], b.numbers[17]); // a 6 on place 2 beside the 6 of place 5
        QTest::addRow("6 beside 6") << b << QStringLiteral("red");
        b = handBoard();
        std::swap(b.numbers[1], b.numbers[6]); // a 10 on place 2 beside the 10 of place 1
        QTest::addRow("10 beside 10") << b << QStringLiteral("equal");
        b = handBoard();
        std::swap(b.numbers[1], b.numbers[7]); // a 9 on place 2 beside the 9 of place 3
        QTest::addRow("9 beside 9") << b << QStringLiteral("equal");
        b = handBoard();
        std::swap(b.resources[5], b.resources[8]); // wood on places 3, 6 and 7, one corner
        QTest::addRow("three wood") << b << QStringLiteral("three");
        b = handBoard();
        b.resources[0] = Resource::Wood;
        QTest::addRow("five wood") << b << QStringLiteral("pieces");
        b = handBoard();
        b.numbers[0] = 7;
        QTest::addRow("a 7") << b << QStringLiteral("numbers");
        b = handBoard();
        b.numbers[9] = 10;
        QTest::addRow("desert with a number") << b << QStringLiteral("desert number");
        b = handBoard();
        b.harbours[0] = Resource::Ore;
        QTest::addRow("two ore harbours") << b << QStringLiteral("harbours");
    }
    void rules()
    {
        QFETCH(Board, board);
        QFETCH(QString, rule);
        const QStringList found = check(board);
        QVERIFY2(found.contains(rule), qPrintable(found.join(u',')));
        QVERIFY(!problems(board).isEmpty());
        QVERIFY(!isValid(board));
    }

    void tenThousandSeeds()
    {
        int draws = 0, most = 0;
        std::set<QString> boards;
        for (quint64 seed = 0; seed < 10000; ++seed) {
            DrawCount count;
            const Board b = generate(seed * 0x9e3779b97f4a7c15ULL + 17, &count);
            const QStringList found = check(b);
            if (!found.isEmpty())
                QFAIL(qPrintable(QStringLiteral("seed %1: %2").arg(seed).arg(found.join(u','))));
            QVERIFY(isValid(b));
            draws += count.draws;
            most = std::max(most, count.draws);
            boards.insert(written(b));
        }
        QCOMPARE(boards.size(), std::size_t(10000)); // no two seeds gave one board
        qInfo("draws for a valid board: %.1f on average, at most %d", draws / 10000.0, most);
    }

    void sameSeedSameBoard()
    {
        QCOMPARE(generate(12345), generate(12345));
        QVERIFY(!(generate(12345) == generate(12346)));
        // This board is the contract's: a change of the generator changes every
        // stored round's board drawn again from its seed.
        QCOMPARE(written(generate(2026)),
                 QStringLiteral("ore10 desert0 wood5 wheat8 sheep3 brick10 wheat8 wood3 brick9 "
                                "sheep12 ore2 brick9 ore4 wheat6 wood11 wheat4 sheep11 wood5 "
                                "sheep6 wheat sheep generic generic brick generic wood ore "
                                "generic"));
    }
};

QTEST_GUILESS_MAIN(TestBoard)
#include "tst_board.moc"
