#include "standings.h"

#include "collation.h"
#include "standings_names.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <numeric>

namespace ctd {

namespace {

struct Tally
{
    qint64 twelfths = 0;
    int vp = 0;
    int tables = 0;
    qint64 pooledOwn = 0;
    qint64 pooledAll = 0;
    Fraction shareSum; // for the modes other than ShareMode::Pooled
    int places[3] = {0, 0, 0};
};

int compareInts(qint64 a, qint64 b)
{
    return a < b ? -1 : (a > b ? 1 : 0);
}

int compareBy(TieBreak step, const StandingsRow &a, const StandingsRow &b)
{
    switch (step) {
    case TieBreak::RoundPoints:
        return a.roundPointsTwelfths < b.roundPointsTwelfths
            ? -1
            : (a.roundPointsTwelfths > b.roundPointsTwelfths ? 1 : 0);
    case TieBreak::TotalVp:
        return a.vp < b.vp ? -1 : (a.vp > b.vp ? 1 : 0);
    case TieBreak::VpShare:
        return Fraction::compare(a.vpShare, b.vpShare);
    case TieBreak::FirstPlaces:
        return compareInts(a.firsts, b.firsts);
    case TieBreak::SecondPlaces:
        return compareInts(a.seconds, b.seconds);
    case TieBreak::ThirdPlaces:
        return compareInts(a.thirds, b.thirds);
    }
    return 0;
}

int cappedVp(int vp, const RuleSet &rules)
{
    return rules.tieBreakVpCap > 0 ? std::min(vp, rules.tieBreakVpCap) : vp;
}

} // namespace

QList<int> placesOf(const TableScore &table)
{
    if (table.places.size() == table.vp.size())
        return table.places;
    QList<int> places;
    for (int vp : table.vp) {
        int better = 0;
        for (int other : table.vp)
            better += other > vp ? 1 : 0;
        places.append(better + 1);
    }
    return places;
}

Fraction tableShare(const TableScore &table, int seat, const RuleSet &rules)
{
    qint64 tableVp = 0;
    for (int vp : table.vp)
        tableVp += cappedVp(vp, rules);
    const qint64 own = cappedVp(table.vp.value(seat), rules);
    if (rules.shareMode == ShareMode::SumVirtualFourth && table.vp.size() == 3)
        return Fraction(3 * own, 4 * tableVp); // own / (T + T/3)
    return Fraction(own, tableVp);
}

namespace {

// The standings from the seats' slots: `seatSlots` has every seat of
// `tables`, table after table, as an index into `names`; a table's seats are
// its players, or with `seatsByVp` its VP (the tables may have no players).
QList<StandingsRow> standingsOf(const QList<QString> &names, const QList<TableScore> &tables,
                                const QList<int> &seatSlots, const RuleSet &rules, int afterRound,
                                bool seatsByVp, const RefereeDecisions *decisions = nullptr);

} // namespace

QList<StandingsRow> computeStandings(const QStringList &players, const QList<TableScore> &tables,
                                     const RuleSet &rules, int afterRound,
                                     const RefereeDecisions *decisions)
{
    SeatNames index;
    QList<QString> names;
    auto slot = [&](const QString &name) {
        bool added = false;
        const int i = index.number(name, &added);
        if (added)
            names.append(name);
        return i;
    };
    qsizetype seats = 0;
    for (const TableScore &t : tables)
        seats += t.players.size();
    index.reserve(players.size(), players.size() + seats);
    names.reserve(players.size());
    for (const QString &p : players)
        slot(p);
    // Players seated only in later rounds are still players of the tournament.
    // Each seat's name is looked up here once; the tally below uses the slots.
    QList<int> seatSlots;
    seatSlots.reserve(seats);
    for (const TableScore &t : tables) {
        for (const QString &p : t.players)
            seatSlots.append(slot(p));
    }
    return standingsOf(names, tables, seatSlots, rules, afterRound, false, decisions);
}

QList<StandingsRow> computeStandings(const QStringList &players, const QList<TableScore> &tables,
                                     const QList<int> &seatPlayers, const RuleSet &rules,
                                     int afterRound)
{
    qsizetype seats = 0;
    for (const TableScore &t : tables)
        seats += t.vp.size();
    const auto outside = [n = players.size()](int i) { return i < 0 || i >= n; };
    if (seatPlayers.size() != seats
        || std::any_of(seatPlayers.cbegin(), seatPlayers.cend(), outside))
        return computeStandings(players, tables, rules, afterRound); // by name after all
    return standingsOf(players, tables, seatPlayers, rules, afterRound, true);
}

namespace {

QList<StandingsRow> standingsOf(const QList<QString> &names, const QList<TableScore> &tables,
                                const QList<int> &seatSlots, const RuleSet &rules, int afterRound,
                                bool seatsByVp, const RefereeDecisions *decisions)
{
    QList<Tally> tallies(names.size());
    Tally *const tally = tallies.data(); // one check for sharing, not one a seat
    const int *seatSlot = seatSlots.constData();
    for (const TableScore &t : tables) {
        const qsizetype seats = seatsByVp ? t.vp.size() : t.players.size();
        const int *slotOf = seatSlot;
        seatSlot += seats;
        if (afterRound >= 0 && t.round > afterRound)
            continue;
        qint64 tableVp = 0;
        for (int vp : t.vp)
            tableVp += cappedVp(vp, rules);
        // The usual table has its places; placesOf() makes them otherwise.
        const bool ownPlaces = t.places.size() == t.vp.size();
        const QList<int> madePlaces = ownPlaces ? QList<int>() : placesOf(t);
        const QList<int> &places = ownPlaces ? t.places : madePlaces;
        for (qsizetype k = 0; k < seats; ++k) {
            Tally &s = tally[slotOf[k]];
            const int vp = cappedVp(t.vp.value(k), rules);
            s.twelfths += t.roundPointsTwelfths.value(k);
            s.vp += vp;
            s.tables += 1;
            s.pooledOwn += vp;
            s.pooledAll += tableVp;
            if (rules.shareMode != ShareMode::Pooled)
                s.shareSum = s.shareSum + tableShare(t, int(k), rules);
            const int place = places.value(k);
            if (place >= 1 && place <= 3)
                s.places[place - 1] += 1;
        }
    }

    // The referees' decisions: adjustments counted from their round on,
    // disqualified players left out.
    QHash<QString, qint64> adjustment;
    QSet<QString> excluded;
    if (decisions) {
        for (const RefereeDecisions::Adjustment &a : decisions->adjustments) {
            if (afterRound < 0 || a.round <= afterRound)
                adjustment[a.player] += a.twelfths;
        }
        excluded = QSet<QString>(decisions->excluded.cbegin(), decisions->excluded.cend());
    }

    QList<StandingsRow> rows;
    rows.reserve(names.size());
    for (qsizetype i = 0; i < names.size(); ++i) {
        if (!excluded.isEmpty() && excluded.contains(names[i]))
            continue;
        const Tally &s = tallies[i];
        StandingsRow r;
        r.player = names[i];
        r.adjustmentTwelfths = adjustment.isEmpty() ? 0 : adjustment.value(names[i]);
        r.roundPointsTwelfths = s.twelfths + r.adjustmentTwelfths;
        r.vp = s.vp;
        r.tables = s.tables;
        r.firsts = s.places[0];
        r.seconds = s.places[1];
        r.thirds = s.places[2];
        switch (rules.shareMode) {
        case ShareMode::Pooled:
            r.vpShare = Fraction(s.pooledOwn, s.pooledAll);
            break;
        case ShareMode::AveragePerTable:
            r.vpShare = s.shareSum.dividedBy(s.tables);
            break;
        case ShareMode::SumVirtualFourth:
            r.vpShare = s.shareSum;
            break;
        }
        rows.append(r);
    }

    // The rows' numbers are sorted, not the rows: a row (a name, a fraction)
    // costs more to move than to compare.
    QList<int> order(rows.size());
    std::iota(order.begin(), order.end(), 0);
    const StandingsRow *const row = rows.constData();
    const QList<TieBreak> &steps = rules.order;
    std::sort(order.begin(), order.end(), [row, &steps](int i, int j) {
        const StandingsRow &a = row[i];
        const StandingsRow &b = row[j];
        for (TieBreak step : steps) {
            const int c = compareBy(step, a, b);
            if (c != 0)
                return c > 0; // highest first
        }
        return compareNames(a.player, b.player) < 0;
    });
    QList<StandingsRow> sorted;
    sorted.reserve(rows.size());
    StandingsRow *const unsorted = rows.data();
    for (qsizetype i = 0; i < order.size(); ++i) {
        sorted.append(std::move(unsorted[order[i]]));
        sorted.last().rank = int(i + 1);
    }
    return sorted;
}

} // namespace

bool isFinalRanking(const QList<StandingsRow> &rows)
{
    // The final's players rank first: the first row tells.
    return !rows.isEmpty() && rows.constFirst().decidedBy == Stage::Final;
}

} // namespace ctd
