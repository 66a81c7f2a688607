#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <array>
#include <functional>

namespace ctd {

/// The round's board (docs/formats.md, "The round's board"): a board of the
/// base game drawn from a seed, the same seed giving the same board on every
/// machine. Qt Core only; the drawing is app/paper/boardpicture.h.
namespace board {

enum class Resource { Wood, Sheep, Wheat, Brick, Ore, Desert };
/// A harbour's kind: a resource's 2:1 or the generic 3:1 (Desert stands for generic).
constexpr Resource Generic = Resource::Desert;

constexpr int HexCount = 19;
constexpr int HarbourCount = 9;
constexpr int ResourceCount = 5; ///< the five resources, without the desert

/// Axial coordinates of a hex: the centre 0,0; `r` grows downwards, `q` to
/// the right (pointy-top hexes, a row's centres half a hex to the right of
/// the row above).
struct Axial
{
    int q = 0;
    int r = 0;
    friend bool operator==(Axial a, Axial b) { return a.q == b.q && a.r == b.r; }
};

/// The six sides of a pointy-top hex, clockwise from the upper left one.
enum class Side { NorthWest, NorthEast, East, SouthEast, SouthWest, West };

/// Where a harbour lies: the side `side` of the coastal hex `hex`.
struct HarbourPlace
{
    Axial hex;
    Side side;
};

/// The hex of place 1-19 (index 0-18): row by row from the top, each row
/// from the left.
Axial hexPlace(int index);
/// The frame's harbour place 1-9 (index 0-8), clockwise from the top left.
HarbourPlace harbourPlace(int index);
/// The distance of two hexes (1: adjacent).
int distance(Axial a, Axial b);

/// A number's pips: 6 - |7 - n| (0 for no number).
int pips(int number);

/// The CSV's word for a hex's resource (wood, sheep, wheat, brick, ore,
/// desert) or a harbour's (the same, generic for the 3:1).
QString hexWord(Resource r);
QString harbourWord(Resource r);
/// The resource a word names; false when it names none.
bool hexFromWord(const QString &word, Resource *r);
bool harbourFromWord(const QString &word, Resource *r);

struct Board
{
    quint64 seed = 0;
    std::array<Resource, HexCount> resources{};    ///< by hex place
    std::array<int, HexCount> numbers{};           ///< by hex place; 0 on the desert
    std::array<Resource, HarbourCount> harbours{}; ///< by harbour place; Generic for 3:1

    /// The pips of each resource's hexes, in the order of Resource.
    std::array<int, ResourceCount> resourcePips() const;
    friend bool operator==(const Board &a, const Board &b)
    {
        return a.seed == b.seed && a.resources == b.resources && a.numbers == b.numbers
            && a.harbours == b.harbours;
    }
    friend bool operator!=(const Board &a, const Board &b) { return !(a == b); }
};

/// A drawing's statistics: how many boards were drawn to find the valid one.
struct DrawCount
{
    int draws = 0;
};

/// The valid board of `seed`: boards are drawn from the seed's own random
/// sequence (splitmix64, the same on every machine) until one is valid.
Board generate(quint64 seed, DrawCount *count = nullptr);

/// Why a board is not valid, one translated line each (empty: valid):
/// the pieces (4 wood, 4 sheep, 4 wheat, 3 brick, 3 ore, 1 desert; the 18
/// numbers; the 9 harbours) and the rules (no 6 or 8 beside a 6 or 8, no
/// equal numbers side by side, no three hexes of one resource touching each
/// other).
QList<QString> problems(const Board &b);
inline bool isValid(const Board &b)
{
    return problems(b).isEmpty();
}

/// The board's words in a person's language.
class BoardTexts
{
    Q_DECLARE_TR_FUNCTIONS(BoardTexts)

public:
    /// Looks a source text of this class up in a language of the caller's
    /// choice (the players' page speaks each phone's); none: the installed one.
    using Translate = std::function<QString(const char *source)>;
    /// "Wood", "Sheep", "Wheat", "Brick", "Ore", "Desert".
    static QString resourceName(Resource r, const Translate &translate = {});
    /// A harbour's label: "3:1" or "2:1 Wood".
    static QString harbourName(Resource r, const Translate &translate = {});
    /// "Harbours clockwise from the top left: 3:1 · 2:1 Sheep · …".
    static QString harbourList(const Board &b, const Translate &translate = {});
    /// "Pips", the dots under a number: as many as its chances in 36.
    static QString pipsWord(const Translate &translate = {});
    static QString problem(const char *source, const Translate &translate = {});
};

} // namespace board
} // namespace ctd
