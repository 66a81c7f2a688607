#include "board.h"

#include <QStringList>

#include <cstdlib>

namespace ctd::board {

namespace {

// The hexes row by row from the top (r = -2 .. 2), each row from the left.
constexpr std::array<Axial, HexCount> Hexes = {{{0, -2},
                                                {1, -2},
                                                {2, -2},
                                                {-1, -1},
                                                {0, -1},
                                                {1, -1},
                                                {2, -1},
                                                {-2, 0},
                                                {-1, 0},
                                                {0, 0},
                                                {1, 0},
                                                {2, 0},
                                                {-2, 1},
                                                {-1, 1},
                                                {0, 1},
                                                {1, 1},
                                                {-2, 2},
                                                {-1, 2},
                                                {0, 2}}};

// The 30 coastal sides, clockwise from the top left hex's upper left side,
// hold the 9 harbours at every third or fourth side (3, 4, 3 sides apart,
// three times round): the frame of the base game.
constexpr std::array<HarbourPlace, HarbourCount> Harbours = {{
    {{0, -2}, Side::NorthWest},
    {{1, -2}, Side::NorthEast},
    {{2, -1}, Side::NorthEast},
    {{2, 0}, Side::East},
    {{1, 1}, Side::SouthEast},
    {{-1, 2}, Side::SouthEast},
    {{-2, 2}, Side::SouthWest},
    {{-2, 1}, Side::West},
    {{-1, -1}, Side::West},
}};

constexpr std::array<Resource, HexCount> HexPieces = {
    Resource::Wood,  Resource::Wood,  Resource::Wood,  Resource::Wood,  Resource::Sheep,
    Resource::Sheep, Resource::Sheep, Resource::Sheep, Resource::Wheat, Resource::Wheat,
    Resource::Wheat, Resource::Wheat, Resource::Brick, Resource::Brick, Resource::Brick,
    Resource::Ore,   Resource::Ore,   Resource::Ore,   Resource::Desert};
constexpr std::array<int, HexCount - 1> NumberPieces = {2, 3, 3, 4, 4,  5,  5,  6,  6,
                                                        8, 8, 9, 9, 10, 10, 11, 11, 12};
constexpr std::array<Resource, HarbourCount> HarbourPieces = {
    Generic,         Generic,         Generic,         Generic,      Resource::Wood,
    Resource::Sheep, Resource::Wheat, Resource::Brick, Resource::Ore};

// The board's neighbourhood, worked out once: the 42 pairs of adjacent
// places and the 24 triples of places that meet at a corner.
struct Neighbourhood
{
    QList<std::array<int, 2>> pairs;
    QList<std::array<int, 3>> triples;
    Neighbourhood()
    {
        for (int a = 0; a < HexCount; ++a)
            for (int b = a + 1; b < HexCount; ++b)
                if (distance(Hexes[a], Hexes[b]) == 1)
                    pairs.append({a, b});
        for (int a = 0; a < HexCount; ++a)
            for (int b = a + 1; b < HexCount; ++b)
                for (int c = b + 1; c < HexCount; ++c)
                    if (distance(Hexes[a], Hexes[b]) == 1 && distance(Hexes[b], Hexes[c]) == 1
                        && distance(Hexes[a], Hexes[c]) == 1)
                        triples.append({a, b, c});
    }
};

const Neighbourhood &neighbourhood()
{
    static const Neighbourhood n;
    return n;
}

// splitmix64 (Steele, Lea and Flood): a few lines, portable, and the same
// numbers on every machine and standard library.
// The seed is mixed once before it becomes the state: splitmix64 walks its
// state in steps of the golden ratio, and seeds one such step apart would
// otherwise draw the same boards, one board late.
class Random
{
public:
    explicit Random(quint64 seed)
        : m_state(mix(seed))
    {
    }
    quint64 next() { return mix(m_state += 0x9e3779b97f4a7c15ULL); }
    static quint64 mix(quint64 z)
    {
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }
    /// Uniform in [0, n), without the modulo's bias (Lemire's rejection).
    int below(int n)
    {
        const auto bound = static_cast<quint64>(n);
        const quint64 limit = (~bound + 1) % bound; // 2^64 mod n
        quint64 x = next();
        while (x < limit)
            x = next();
        return static_cast<int>(x % bound);
    }
    template <typename T, std::size_t N> void shuffle(std::array<T, N> &a)
    {
        for (int i = static_cast<int>(N) - 1; i > 0; --i)
            std::swap(a[i], a[below(i + 1)]);
    }

private:
    quint64 m_state;
};

bool numbersValid(const std::array<int, HexCount> &numbers)
{
    for (const auto &p : neighbourhood().pairs) {
        const int a = numbers[p[0]], b = numbers[p[1]];
        if (a == 0 || b == 0)
            continue;
        if (a == b || ((a == 6 || a == 8) && (b == 6 || b == 8)))
            return false;
    }
    return true;
}

bool resourcesValid(const std::array<Resource, HexCount> &resources)
{
    for (const auto &t : neighbourhood().triples)
        if (resources[t[0]] == resources[t[1]] && resources[t[1]] == resources[t[2]])
            return false;
    return true;
}

const char *const Words[] = {"wood", "sheep", "wheat", "brick", "ore", "desert"};

QString translated(const char *source, const BoardTexts::Translate &translate)
{
    return translate ? translate(source) : BoardTexts::tr(source);
}

} // namespace

Axial hexPlace(int index)
{
    return Hexes.at(static_cast<std::size_t>(index));
}

HarbourPlace harbourPlace(int index)
{
    return Harbours.at(static_cast<std::size_t>(index));
}

int distance(Axial a, Axial b)
{
    const int dq = a.q - b.q, dr = a.r - b.r;
    return (std::abs(dq) + std::abs(dr) + std::abs(dq + dr)) / 2;
}

int pips(int number)
{
    return number < 2 || number > 12 || number == 7 ? 0 : 6 - std::abs(7 - number);
}

QString hexWord(Resource r)
{
    return QString::fromLatin1(Words[static_cast<int>(r)]);
}

QString harbourWord(Resource r)
{
    return r == Generic ? QStringLiteral("generic") : hexWord(r);
}

bool hexFromWord(const QString &word, Resource *r)
{
    for (int i = 0; i <= static_cast<int>(Resource::Desert); ++i)
        if (word == QLatin1String(Words[i])) {
            *r = static_cast<Resource>(i);
            return true;
        }
    return false;
}

bool harbourFromWord(const QString &word, Resource *r)
{
    if (word == QLatin1String("generic")) {
        *r = Generic;
        return true;
    }
    return word != QLatin1String("desert") && hexFromWord(word, r);
}

std::array<int, ResourceCount> Board::resourcePips() const
{
    std::array<int, ResourceCount> sum{};
    for (int i = 0; i < HexCount; ++i)
        if (resources[i] != Resource::Desert)
            sum[static_cast<std::size_t>(resources[i])] += pips(numbers[i]);
    return sum;
}

Board generate(quint64 seed, DrawCount *count)
{
    Random random(seed);
    Board b;
    b.seed = seed;
    int draws = 0;
    // Resources and numbers are drawn together, and again until both are
    // valid, so that every valid board is as likely as any other.
    for (;;) {
        ++draws;
        b.resources = HexPieces;
        random.shuffle(b.resources);
        std::array<int, HexCount - 1> tokens = NumberPieces;
        random.shuffle(tokens);
        std::size_t t = 0;
        for (int i = 0; i < HexCount; ++i)
            b.numbers[i] = b.resources[i] == Resource::Desert ? 0 : tokens[t++];
        if (resourcesValid(b.resources) && numbersValid(b.numbers))
            break;
    }
    b.harbours = HarbourPieces;
    random.shuffle(b.harbours);
    if (count)
        count->draws = draws;
    return b;
}

QString BoardTexts::resourceName(Resource r, const Translate &translate)
{
    switch (r) {
    case Resource::Wood:
        return translated(QT_TRANSLATE_NOOP("BoardTexts", "Wood"), translate);
    case Resource::Sheep:
        return translated(QT_TRANSLATE_NOOP("BoardTexts", "Sheep"), translate);
    case Resource::Wheat:
        return translated(QT_TRANSLATE_NOOP("BoardTexts", "Wheat"), translate);
    case Resource::Brick:
        return translated(QT_TRANSLATE_NOOP("BoardTexts", "Brick"), translate);
    case Resource::Ore:
        return translated(QT_TRANSLATE_NOOP("BoardTexts", "Ore"), translate);
    case Resource::Desert:
        break;
    }
    return translated(QT_TRANSLATE_NOOP("BoardTexts", "Desert"), translate);
}

QString BoardTexts::harbourName(Resource r, const Translate &translate)
{
    return r == Generic ? QStringLiteral("3:1")
                        : QStringLiteral("2:1 ") + resourceName(r, translate);
}

QString BoardTexts::harbourList(const Board &b, const Translate &translate)
{
    QStringList names;
    for (Resource r : b.harbours)
        names << harbourName(r, translate);
    return translated(QT_TRANSLATE_NOOP("BoardTexts", "Harbours clockwise from the top left: %1"),
                      translate)
        .arg(names.join(QStringLiteral(" \u00b7 ")));
}

QString BoardTexts::pipsWord(const Translate &translate)
{
    return translated(QT_TRANSLATE_NOOP("BoardTexts", "Pips"), translate);
}

QString BoardTexts::problem(const char *source, const Translate &translate)
{
    return translated(source, translate);
}

QList<QString> problems(const Board &b)
{
    QList<QString> out;
    std::array<int, 6> hexCount{};
    for (Resource r : b.resources)
        ++hexCount[static_cast<std::size_t>(r)];
    std::array<int, 6> wanted{};
    for (Resource r : HexPieces)
        ++wanted[static_cast<std::size_t>(r)];
    if (hexCount != wanted)
        out << BoardTexts::tr("The hexes are not 4 wood, 4 sheep, 4 wheat, 3 brick, 3 ore and 1 "
                              "desert.");
    std::array<int, 13> numberCount{};
    bool numbersInRange = true;
    for (int i = 0; i < HexCount; ++i) {
        const int n = b.numbers[i];
        if ((b.resources[i] == Resource::Desert) != (n == 0))
            out << (n == 0 ? BoardTexts::tr("Hex %1 has no number.")
                           : BoardTexts::tr("Hex %1, the desert, has a number."))
                       .arg(i + 1);
        if (n < 0 || n > 12 || n == 1 || n == 7)
            numbersInRange = false;
        else
            ++numberCount[static_cast<std::size_t>(n)];
    }
    std::array<int, 13> wantedNumbers{};
    for (int n : NumberPieces)
        ++wantedNumbers[static_cast<std::size_t>(n)];
    wantedNumbers[0] = 1;
    if (!numbersInRange || numberCount != wantedNumbers)
        out << BoardTexts::tr("The numbers are not one 2, one 12 and two each of 3-6 and 8-11.");
    std::array<int, 6> harbourCount{};
    for (Resource r : b.harbours)
        ++harbourCount[static_cast<std::size_t>(r)];
    if (harbourCount != std::array<int, 6>{1, 1, 1, 1, 1, 4})
        out << BoardTexts::tr("The harbours are not four 3:1 and one 2:1 of each resource.");
    for (const auto &p : neighbourhood().pairs) {
        const int x = b.numbers[p[0]], y = b.numbers[p[1]];
        if (x == 0 || y == 0)
            continue;
        if ((x == 6 || x == 8) && (y == 6 || y == 8))
            out << BoardTexts::tr("A %1 on hex %2 lies beside a %3 on hex %4.")
                       .arg(x)
                       .arg(p[0] + 1)
                       .arg(y)
                       .arg(p[1] + 1);
        else if (x == y)
            out << BoardTexts::tr("Two %1 lie side by side (hexes %2 and %3).")
                       .arg(x)
                       .arg(p[0] + 1)
                       .arg(p[1] + 1);
    }
    for (const auto &t : neighbourhood().triples)
        if (b.resources[t[0]] == b.resources[t[1]] && b.resources[t[1]] == b.resources[t[2]])
            out << BoardTexts::tr("Three %1 hexes touch each other (hexes %2, %3, %4).")
                       .arg(BoardTexts::resourceName(b.resources[t[0]]))
                       .arg(t[0] + 1)
                       .arg(t[1] + 1)
                       .arg(t[2] + 1);
    return out;
}

} // namespace ctd::board
