#pragma once
// A championship-sized tournament for the benchmarks: every player at a table
// each round, tables of 4 with a few of 3, and every sheet valid by docs/rules.md,
// with the marks a real table would have written.

#include "files/resultsfile.h"
#include "scoring/sheet.h"

#include <QList>
#include <QStringList>

#include <algorithm>
#include <random>

namespace ctd::bench {

inline QStringList playerNames(int players)
{
    QStringList names;
    for (int i = 1; i <= players; ++i)
        names.append(QStringLiteral("Player %1").arg(i, 4, 10, QLatin1Char('0')));
    return names;
}

namespace detail {

inline PlayerLine randomLine(std::mt19937_64 &rng, const QString &name, int &vpCardsLeft,
                             int &knightsLeft)
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

// The first of a tie claimed the title; the first contender declared.
inline void settleMarks(QList<PlayerLine> &lines)
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

} // namespace detail

/// `rounds` rounds of `players` players (at least 6): four tables of 3 (or as
/// many as the count needs), the rest of 4. The same seed gives the same tournament.
inline QList<TableSheet> bigTournament(int players, int rounds, quint64 seed)
{
    std::mt19937_64 rng(seed);
    QStringList names = playerNames(players);
    int threes = 4;
    while ((players - 3 * threes) % 4 != 0)
        ++threes;

    QList<TableSheet> all;
    for (int round = 1; round <= rounds; ++round) {
        std::shuffle(names.begin(), names.end(), rng);
        int at = 0;
        for (int table = 1; at < players; ++table) {
            const int size = table <= threes ? 3 : 4;
            TableSheet sheet;
            sheet.round = round;
            sheet.table = table;
            do {
                sheet.lines.clear();
                int vpCardsLeft = 5, knightsLeft = 14;
                for (int s = 0; s < size; ++s)
                    sheet.lines.append(
                        detail::randomLine(rng, names[at + s], vpCardsLeft, knightsLeft));
                detail::settleMarks(sheet.lines);
            } while (!scoreSheet(sheet.lines).isValid());
            sheet.fileLines = QList<int>(size, 0);
            all.append(sheet);
            at += size;
        }
    }
    return all;
}

} // namespace ctd::bench
