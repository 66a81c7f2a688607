#include "seating.h"

#include "internal/fixedtables.h"
#include "internal/seatingexact.h"
#include "internal/seatingsearch.h"

#include <QCoreApplication>
#include <QHash>
#include <QMap>
#include <QMutex>
#include <QSet>
#include <QStringList>

#include <algorithm>
#include <array>

namespace ctd {

namespace {

class Texts
{
    Q_DECLARE_TR_FUNCTIONS(Seating)

public:
    static QString badRounds(int maximum)
    {
        return tr("The number of rounds to plan must be between 1 and %1.").arg(maximum);
    }
    static QString apart(int pairs)
    {
        return tr("Keep-apart pairs at one table: %1. The search found no way to separate "
                  "them; check the keep-apart list.")
            .arg(pairs);
    }
    static QString fixedBeyond(const QString &player, int table, int tables)
    {
        return tr("Table %1 is the fixed table of %2, but this round has only %n table(s).",
                  nullptr, tables)
            .arg(table)
            .arg(player);
    }
    static QString fixedTooMany(int table, const QStringList &players, int seats)
    {
        return tr("%1 players have table %2 as their fixed table (%3), but it seats %4.")
            .arg(players.size())
            .arg(table)
            .arg(players.join(QStringLiteral(", ")))
            .arg(seats);
    }
    static QString playerId(qint64 id) { return tr("player %1").arg(id); }
    static QString noRepeats() { return tr("Nobody meets an opponent again."); }
    static QString forcedRepeats(int repeats)
    {
        return tr("Repeat meetings: %1, the fewest possible with this many players and rounds.")
            .arg(repeats);
    }
    static QString someForced(int repeats, int bound)
    {
        return tr("Repeat meetings: %1. At least %2 cannot be avoided; the search found no "
                  "seating with fewer within its work limit.")
            .arg(repeats)
            .arg(bound);
    }
    static QString notFound(int repeats)
    {
        return tr("Repeat meetings: %1. The search found no seating without repeats within its "
                  "work limit, though one may exist; another seed may find one.")
            .arg(repeats);
    }
    static QString seats(int players)
    {
        return tr("Players with a place in the turn order they had before: %1.").arg(players);
    }
    static QString thirdMeetings(int meetings)
    {
        return tr("Meetings of a pair beyond its second: %1.").arg(meetings);
    }
    static QString unevenSeats(int players)
    {
        return tr("Players whose places in the turn order are not as even as the rounds "
                  "allow: %1.")
            .arg(players);
    }
};

// Work for one round; a schedule gets this per planned round, up to a cap.
// Half for each of the engine's two searches; about a second at most.
constexpr qint64 kRoundBudget = 2'000'000;
constexpr qint64 kScheduleBudget = 12'000'000;
constexpr int kMaxRounds = 100;
// More evaluated swaps than a fast machine does in a millisecond.
constexpr qint64 kWorkPerMsec = 100'000;

quint64 pairKey(int a, int b)
{
    return a < b ? (quint64(quint32(a)) << 32) | quint32(b)
                 : (quint64(quint32(b)) << 32) | quint32(a);
}

// The input in player indices, checked.
struct Prepared
{
    QString error;
    QHash<qint64, int> index;
    seating::SearchInput problem;
    int tablesOf3 = 0;
};

Prepared prepare(const QList<qint64> &players, const QList<QPair<qint64, qint64>> &keepApart,
                 const QList<QList<QList<qint64>>> &history, int rounds, quint64 seed,
                 qint64 budget)
{
    Prepared out;
    seating::SearchInput &p = out.problem;
    for (qint64 id : players) {
        if (out.index.contains(id)) {
            out.error = seatedTwiceMessage(QString::number(id));
            return out;
        }
        out.index.insert(id, int(out.index.size()));
    }
    p.sizes = tableSizes(int(players.size()), &out.error);
    if (p.sizes.isEmpty())
        return out;
    if (rounds < 1 || rounds > kMaxRounds) {
        out.error = Texts::badRounds(kMaxRounds);
        return out;
    }
    out.tablesOf3 = int(p.sizes.count(3));
    p.players = int(players.size());
    p.rounds = rounds;
    p.seed = seed;
    p.budget = budget;
    // Dropped players stay in the history as -1, so seat positions keep their meaning.
    for (const auto &round : history) {
        QList<QList<int>> r;
        for (const auto &table : round) {
            QList<int> t;
            for (qint64 id : table)
                t.append(out.index.value(id, -1));
            r.append(t);
        }
        p.history.append(r);
    }
    QSet<quint64> seen;
    for (const auto &pair : keepApart) {
        const int a = out.index.value(pair.first, -1);
        const int b = out.index.value(pair.second, -1);
        if (a >= 0 && b >= 0 && a != b && !seen.contains(pairKey(a, b))) {
            seen.insert(pairKey(a, b));
            p.apart.append({a, b});
        }
    }
    return out;
}

// Fixed tables in player indices (-1 for none, 0 for the first table),
// checked against the round's tables, for the search, which places them there
// and moves them nowhere (seating::placeFixed() after it makes sure of it). An
// error, or empty.
QString prepareFixed(const QList<QPair<qint64, int>> &fixedTables,
                     const QHash<qint64, QString> &names, Prepared *prep, QList<int> *fixed)
{
    seating::SearchInput &p = prep->problem;
    *fixed = QList<int>(p.players, -1);
    const auto nameOf = [&names](qint64 id) {
        const QString name = names.value(id);
        return name.isEmpty() ? Texts::playerId(id) : name;
    };
    QMap<int, QStringList> at; // fixed table → the players fixed there
    for (const auto &f : fixedTables) {
        const int i = prep->index.value(f.first, -1);
        if (i < 0)
            continue;
        if (f.second < 1 || f.second > p.sizes.size())
            return Texts::fixedBeyond(nameOf(f.first), f.second, int(p.sizes.size()));
        (*fixed)[i] = f.second - 1;
        at[f.second].append(nameOf(f.first));
    }
    for (auto it = at.cbegin(); it != at.cend(); ++it)
        if (it.value().size() > p.sizes[it.key() - 1])
            return Texts::fixedTooMany(it.key(), it.value(), p.sizes[it.key() - 1]);
    p.fixed = *fixed;
    return {};
}

// The counting bound of scheduleRepeatLowerBound() for players who have
// already met some of the field: `unmet` is, per player, how many of the
// others they have not met yet.
int repeatBound(const QList<int> &unmet, int rounds, int tablesOf3)
{
    qint64 excess = 0;
    qint64 relief = 0;
    for (int u : unmet) {
        const qint64 e = qMax<qint64>(0, 3 * qint64(rounds) - u);
        excess += e;
        relief += qMin<qint64>(rounds, e);
    }
    const qint64 seatsAt3 = 3 * qint64(tablesOf3) * rounds;
    return int((excess - qMin(seatsAt3, relief) + 1) / 2);
}

// Pigeonholes: a round's tables hold the players of an earlier round's `groups`
// tables; a table of s players takes at least the pairs of s split evenly into
// them. Only bites with fewer than four tables (up to 15 players).
int sameGroupPairs(const QList<int> &sizes, int groups)
{
    if (groups <= 0)
        return 0;
    int pairs = 0;
    for (int s : sizes) {
        const int q = s / groups;
        const int rest = s % groups;
        pairs += rest * (q + 1) * q / 2 + (groups - rest) * q * (q - 1) / 2;
    }
    return pairs;
}

// The optimum the exact search proves within a small limit (up to 12
// players; at most some tens of milliseconds), remembered; -1 where it needs more.
int provenOptimum(int players, int rounds)
{
    constexpr qint64 kNodes = 400;
    if (players > 12 || rounds < 2)
        return -1;
    static QMutex mutex;
    static QHash<QPair<int, int>, int> proven;
    QMutexLocker lock(&mutex);
    const auto key = qMakePair(players, rounds);
    if (!proven.contains(key))
        proven.insert(key, seating::exactRepeatOptimum(players, rounds, kNodes));
    return proven.value(key);
}

// The better of the two bounds for `rounds` planned rounds. `lastGroups` is
// the table count of the last round played when it seated every player now to
// be seated (else 0).
int lowerBound(const seating::SearchInput &p, const QList<int> &unmet, int tablesOf3,
               int lastGroups)
{
    const int byCounting = repeatBound(unmet, p.rounds, tablesOf3);
    const int tables = int(p.sizes.size());
    const int byGroups =
        (p.rounds - 1) * sameGroupPairs(p.sizes, tables) + sameGroupPairs(p.sizes, lastGroups);
    // Keep-apart pairs only take schedules away, so an optimum stays a bound.
    const int known = p.history.isEmpty() ? knownOptimalRepeats(p.players, p.rounds) : -1;
    const int proven = p.history.isEmpty() ? provenOptimum(p.players, p.rounds) : -1;
    return qMax(qMax(byCounting, byGroups), qMax(known, proven));
}

// How many tables the last round played had, when every player to be seated
// now sat at one of them.
int lastRoundGroups(const seating::SearchInput &p)
{
    if (p.history.isEmpty())
        return 0;
    QSet<int> seated;
    for (const auto &table : p.history.last())
        for (int i : table)
            if (i >= 0)
                seated.insert(i);
    return seated.size() == p.players ? int(p.history.last().size()) : 0;
}

QList<int> unmetCounts(const seating::SearchInput &p)
{
    QList<QSet<int>> met(p.players);
    for (const auto &round : p.history) {
        for (const auto &table : round) {
            for (int a : table)
                for (int b : table)
                    if (a >= 0 && b >= 0 && a != b)
                        met[a].insert(b);
        }
    }
    QList<int> unmet;
    for (const auto &m : met)
        unmet.append(p.players - 1 - int(m.size()));
    return unmet;
}

QList<QList<QList<qint64>>> toIds(const seating::Plan &plan, const QList<qint64> &players)
{
    QList<QList<QList<qint64>>> rounds;
    for (const auto &round : plan) {
        QList<QList<qint64>> tables;
        for (const auto &table : round) {
            QList<qint64> ids;
            for (int i : table)
                ids.append(players[i]);
            tables.append(ids);
        }
        rounds.append(tables);
    }
    return rounds;
}

// Counts what the seating left, from the seating itself rather than from the
// search's own bookkeeping.
void measure(const seating::SearchInput &p, const seating::Plan &plan, SeatingQuality *q)
{
    QHash<quint64, int> meetings;
    QList<std::array<int, 4>> had(p.players, std::array<int, 4>{});
    QList<bool> atThree(p.players, false); // sat at a table of 3 some round
    for (const auto &round : p.history) {
        for (const auto &table : round) {
            for (int i = 0; i < table.size(); ++i) {
                if (table[i] < 0)
                    continue;
                if (table.size() < 4)
                    atThree[table[i]] = true;
                if (i < 4)
                    ++had[table[i]][size_t(i)];
                for (int j = i + 1; j < table.size(); ++j)
                    if (table[j] >= 0)
                        ++meetings[pairKey(table[i], table[j])];
            }
        }
    }
    QSet<quint64> apart;
    for (const auto &pair : p.apart)
        apart.insert(pairKey(pair.first, pair.second));
    for (const auto &round : plan) {
        for (const auto &table : round) {
            for (int i = 0; i < table.size(); ++i) {
                if (table.size() < 4)
                    atThree[table[i]] = true;
                if (had[table[i]][size_t(i)]++ > 0)
                    ++q->repeatSeatPositions;
                for (int j = i + 1; j < table.size(); ++j) {
                    const quint64 key = pairKey(table[i], table[j]);
                    if (apart.contains(key))
                        ++q->apartViolations;
                    const int before = meetings[key]++;
                    if (before > 0)
                        ++q->repeatPairs;
                    if (before > 1)
                        ++q->thirdMeetings;
                }
            }
        }
    }
    for (int i = 0; i < p.players; ++i) {
        const auto &c = had[i];
        const auto [low, high] = std::minmax_element(c.begin(), atThree[i] ? c.end() - 1 : c.end());
        if (*high - *low > 1)
            ++q->unevenSeats;
    }
    QStringList lines;
    if (q->apartViolations > 0)
        lines.append(Texts::apart(q->apartViolations));
    if (q->repeatPairs == 0)
        lines.append(Texts::noRepeats());
    else if (q->repeatPairs <= q->repeatLowerBound)
        lines.append(Texts::forcedRepeats(q->repeatPairs));
    else if (q->repeatLowerBound > 0)
        lines.append(Texts::someForced(q->repeatPairs, q->repeatLowerBound));
    else
        lines.append(Texts::notFound(q->repeatPairs));
    if (q->thirdMeetings > 0)
        lines.append(Texts::thirdMeetings(q->thirdMeetings));
    if (q->unevenSeats > 0)
        lines.append(Texts::unevenSeats(q->unevenSeats));
    else if (q->repeatSeatPositions > 0)
        lines.append(Texts::seats(q->repeatSeatPositions));
    q->explanation = lines.join(QLatin1Char(' '));
}

} // namespace

int knownOptimalRepeats(int players, int rounds)
{
    // 12 players at three tables of 4, 3 to 5 rounds: proven by this
    // program's exact search (seating::exactRepeatOptimum(); bench_seating
    // --exact prints the proofs, the tests check them), which proves them
    // within the engine's small limit too (12 x 5 in 272 branches). From 6
    // rounds on the counting bound is reached, and so optimal.
    struct Known
    {
        int players, rounds, repeats;
    };
    static constexpr Known known[] = {{12, 3, 6}, {12, 4, 13}, {12, 5, 24}};
    for (const Known &k : known)
        if (k.players == players && k.rounds == rounds)
            return k.repeats;
    return -1;
}

int scheduleRepeatLowerBound(int players, int rounds)
{
    const QList<int> sizes = tableSizes(players);
    if (sizes.isEmpty() || rounds < 1)
        return 0;
    seating::SearchInput p;
    p.players = players;
    p.rounds = rounds;
    p.sizes = sizes;
    return lowerBound(p, QList<int>(players, players - 1), int(sizes.count(3)), 0);
}

SeatingResult seatRound(const SeatingInput &input)
{
    SeatingResult result;
    qint64 budget =
        input.workBudget > 0 ? input.workBudget : kRoundBudget * qBound(1, input.effort, 1000);
    if (input.msecs > 0)
        budget = qMax(budget, kWorkPerMsec * input.msecs);
    Prepared prep = prepare(input.players, input.keepApart, input.history, 1, input.seed, budget);
    if (!prep.error.isEmpty()) {
        result.error = prep.error;
        return result;
    }
    seating::SearchInput &p = prep.problem;
    QList<int> fixed;
    result.error = prepareFixed(input.fixedTables, input.names, &prep, &fixed);
    if (!result.error.isEmpty())
        return result;
    p.msecs = input.msecs;
    p.progress = input.progress;
    if (input.mode == SeatingMode::ByStandings) {
        // Standings order fills table 1 first, so leaders sit together; a
        // player with a fixed table has it as their group, the others fill
        // the places left in order.
        QList<int> room = p.sizes;
        for (int f : fixed)
            if (f >= 0)
                --room[f];
        int t = 0;
        for (int i = 0; i < p.players; ++i) {
            if (fixed[i] >= 0) {
                p.home.append(fixed[i]);
                continue;
            }
            while (room[t] == 0)
                ++t;
            --room[t];
            p.home.append(t);
        }
    }
    p.repeatBound = lowerBound(p, unmetCounts(p), prep.tablesOf3, lastRoundGroups(p));
    seating::Plan plan = seating::solve(p);
    seating::placeFixed(&plan, fixed);
    result.ok = true;
    result.tables = toIds(plan, input.players).value(0);
    result.repeatLowerBound = p.repeatBound;
    measure(p, plan, &result);
    return result;
}

ScheduleResult seatSchedule(const ScheduleInput &input)
{
    ScheduleResult result;
    qint64 budget = input.workBudget > 0
        ? input.workBudget
        : qMin(kScheduleBudget, kRoundBudget * qMax(1, input.rounds))
            * qBound(1, input.effort, 1000);
    if (input.msecs > 0) // the clock decides; work enough for any machine
        budget = qMax(budget, kWorkPerMsec * input.msecs);
    Prepared prep =
        prepare(input.players, input.keepApart, input.history, input.rounds, input.seed, budget);
    if (!prep.error.isEmpty()) {
        result.error = prep.error;
        return result;
    }
    seating::SearchInput &p = prep.problem;
    QList<int> fixed;
    result.error = prepareFixed(input.fixedTables, input.names, &prep, &fixed);
    if (!result.error.isEmpty())
        return result;
    p.msecs = input.msecs;
    p.progress = input.progress;
    p.repeatBound = lowerBound(p, unmetCounts(p), prep.tablesOf3, lastRoundGroups(p));
    seating::Plan plan = seating::solve(p);
    seating::placeFixed(&plan, fixed);
    result.ok = true;
    result.rounds = toIds(plan, input.players);
    result.repeatLowerBound = p.repeatBound;
    measure(p, plan, &result);
    return result;
}

} // namespace ctd
