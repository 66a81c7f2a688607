#include "standings.h"

#include "collation.h"

#include <QHash>

#include <algorithm>

namespace ctd {

namespace {

constexpr qsizetype kSeatsPerTableGuess = 4;

struct Tally
{
    qint64 twelfths = 0;
    int vp = 0;
    int tables = 0;
    qint64 pooledOwn = 0;
    qint64 pooledAll = 0;
    Fraction shareSum;   // for ShareMode::AveragePerTable
};

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
    }
    return 0;
}

} // namespace

QList<StandingsRow> computeStandings(const QStringList &players, const QList<TableScore> &tables,
                                     const RuleSet &rules, int afterRound)
{
    QHash<QString, int> index;
    QList<QString> names;
    auto slot = [&](const QString &name) {
        auto it = index.constFind(name);
        if (it != index.cend())
            return *it;
        const int i = int(names.size());
        index.insert(name, i);
        names.append(name);
        return i;
    };
    for (const QString &p : players)
        slot(p);
    // Players seated only in later rounds are still players of the tournament.
    // Each seat's name is looked up once: seatSlots holds them, table by table.
    QList<int> seatSlots;
    seatSlots.reserve(tables.size() * kSeatsPerTableGuess);
    for (const TableScore &t : tables) {
        for (const QString &p : t.players)
            seatSlots.append(slot(p));
    }

    QList<Tally> tallies(names.size());
    qsizetype firstSeat = 0;
    for (const TableScore &t : tables) {
        const qsizetype seats = firstSeat;
        firstSeat += t.players.size();
        if (afterRound >= 0 && t.round > afterRound)
            continue;
        const auto capped = [&](int vp) {
            return rules.tieBreakVpCap > 0 ? std::min(vp, rules.tieBreakVpCap) : vp;
        };
        qint64 tableVp = 0;
        for (int vp : t.vp)
            tableVp += capped(vp);
        for (qsizetype k = 0; k < t.players.size(); ++k) {
            Tally &s = tallies[seatSlots[seats + k]];
            const int vp = capped(t.vp.value(k));
            s.twelfths += t.roundPointsTwelfths.value(k);
            s.vp += vp;
            s.tables += 1;
            s.pooledOwn += vp;
            s.pooledAll += tableVp;
            if (rules.shareMode != ShareMode::Pooled)
                s.shareSum = s.shareSum + Fraction(vp, tableVp);
        }
    }

    QList<StandingsRow> rows;
    rows.reserve(names.size());
    for (qsizetype i = 0; i < names.size(); ++i) {
        const Tally &s = tallies[i];
        StandingsRow r;
        r.player = names[i];
        r.roundPointsTwelfths = s.twelfths;
        r.vp = s.vp;
        r.tables = s.tables;
        if (rules.shareMode == ShareMode::Pooled)
            r.vpShare = Fraction(s.pooledOwn, s.pooledAll);
        else
            r.vpShare = s.shareSum.dividedBy(s.tables);
        rows.append(r);
    }

    std::sort(rows.begin(), rows.end(), [&rules](const StandingsRow &a, const StandingsRow &b) {
        for (TieBreak step : rules.order) {
            const int c = compareBy(step, a, b);
            if (c != 0)
                return c > 0;   // highest first
        }
        return compareNames(a.player, b.player) < 0;
    });
    for (qsizetype i = 0; i < rows.size(); ++i)
        rows[i].rank = int(i + 1);
    return rows;
}

} // namespace ctd
