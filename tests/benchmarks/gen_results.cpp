// Writes a large, valid results file (FORMATS.md) for the benchmarks:
//   gen_results PLAYERS ROUNDS [SEED] > results.csv
// Every round seats everybody at tables of 4, with tables of 3 where the
// count needs them plus a few more, and every sheet passes SPEC.md.
#include "csv.h"
#include "sheet.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

#include <algorithm>
#include <cstdio>
#include <random>

using namespace ctd;

namespace {

PlayerLine randomLine(std::mt19937_64 &rng, const QString &name, int &vpCardsLeft, int &knightsLeft)
{
    auto pick = [&rng](int lo, int hi) { return lo + int(rng() % unsigned(hi - lo + 1)); };
    PlayerLine p;
    p.name = name;
    p.cities = pick(0, 4);
    p.settlements = p.cities == 0 ? pick(2, 5) : pick(0, 5);
    p.vpCards = std::min(vpCardsLeft, pick(0, 2));
    vpCardsLeft -= p.vpCards;
    p.knights = std::min(knightsLeft, pick(0, 5));
    knightsLeft -= p.knights;
    p.roads = pick(2, 15);
    p.longestRoad = pick(0, p.roads);
    return p;
}

// Sets the marks a real table would have written: the first of a tie
// claimed the title, the first contender declared.
void settleMarks(QList<PlayerLine> &lines)
{
    SheetResult r = scoreSheet(lines);
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (r.armyMarkApplies.value(i)) {
            lines[i].armyFirst = true;
            break;
        }
    }
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (r.roadMarkApplies.value(i)) {
            lines[i].roadFirst = true;
            break;
        }
    }
    r = scoreSheet(lines);
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (r.declaredApplies.value(i)) {
            lines[i].declared = true;
            break;
        }
    }
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int players = args.value(1, QStringLiteral("2000")).toInt();
    const int rounds = args.value(2, QStringLiteral("8")).toInt();
    const quint64 seed = args.value(3, QStringLiteral("1")).toULongLong();
    if (players < 6 || rounds < 1) {
        std::fprintf(stderr, "usage: gen_results PLAYERS ROUNDS [SEED]\n");
        return 2;
    }
    std::mt19937_64 rng(seed);

    QStringList names;
    for (int i = 1; i <= players; ++i)
        names.append(QStringLiteral("Player %1").arg(i, 4, 10, QLatin1Char('0')));

    // Four tables of 3 (or as many as the count needs), the rest of 4.
    int threes = 4;
    while ((players - 3 * threes) % 4 != 0)
        ++threes;

    CsvWriter out;
    out.addRow({QStringLiteral("round"), QStringLiteral("table"), QStringLiteral("player"),
                QStringLiteral("settlements"), QStringLiteral("cities"), QStringLiteral("vp_cards"),
                QStringLiteral("knights"), QStringLiteral("roads"), QStringLiteral("longest_road"),
                QStringLiteral("army_first"), QStringLiteral("road_first"), QStringLiteral("declared")});
    for (int round = 1; round <= rounds; ++round) {
        std::shuffle(names.begin(), names.end(), rng);
        int at = 0;
        for (int table = 1; at < players; ++table) {
            const int size = table <= threes ? 3 : 4;
            QList<PlayerLine> lines;
            for (;;) {
                lines.clear();
                int vpCardsLeft = 5, knightsLeft = 14;
                for (int s = 0; s < size; ++s)
                    lines.append(randomLine(rng, names[at + s], vpCardsLeft, knightsLeft));
                settleMarks(lines);
                if (scoreSheet(lines).isValid())
                    break;
            }
            for (const PlayerLine &p : lines) {
                out.addRow({QString::number(round), QString::number(table), p.name,
                            QString::number(p.settlements), QString::number(p.cities),
                            QString::number(p.vpCards), QString::number(p.knights),
                            QString::number(p.roads), QString::number(p.longestRoad),
                            QString::number(int(p.armyFirst)), QString::number(int(p.roadFirst)),
                            QString::number(int(p.declared))});
            }
            at += size;
        }
    }
    const QByteArray bytes = out.bytes();
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
    return 0;
}
