#include "seatinginput.h"

#include "details.h"
#include "nowincut.h"
#include "ranking.h"
#include "results.h"
#include "roster.h"
#include "rounds.h"
#include "teams.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <utility>

namespace ctd {

namespace {

// The players a preliminary game `round` leaves out by the no-win cut (ids):
// none for a round up to K or a semi-final or final (docs/seating.md).
QSet<qint64> cutFromRound(const Tournament &t, int round, DbError *error)
{
    const int game = t.details().noWinCut(error);
    if (game <= 0 || round <= game || t.rounds().stages().contains(round))
        return {};
    const NoWinCut cut(t.details(), t.rounds(), t.roster());
    const QSet<QString> out = cut.outAt(t.ranking().standings(game, error), error);
    QSet<qint64> ids;
    for (const Player &p : t.roster().players(error))
        if (out.contains(p.name))
            ids.insert(p.id);
    return ids;
}

// Whether a read failed; its error is then the caller's.
bool readFailed(const DbError &e, DbError *error)
{
    if (e.isError() && error)
        *error = e;
    return e.isError();
}

// `players` in the order of the standings after round `round`, the leader
// first; those not in them (late ones) last, in the order given.
QList<qint64> inStandingsOrder(const Tournament &t, const QList<qint64> &players, int round,
                               DbError *error)
{
    QHash<QString, qint64> idOf;
    for (const Player &p : t.roster().players(error))
        idOf.insert(p.name, p.id);
    QSet<qint64> active(players.cbegin(), players.cend());
    QList<qint64> ordered;
    for (const StandingsRow &row : t.ranking().standings(round, error)) {
        const qint64 id = idOf.value(row.player, -1);
        if (active.remove(id))
            ordered.append(id);
    }
    for (qint64 id : players) {
        if (active.contains(id))
            ordered.append(id);
    }
    return ordered;
}

} // namespace

QList<qint64> playersToSeat(const Tournament &t, int round, DbError *error)
{
    QList<qint64> ids;
    const QSet<qint64> absent = t.roster().absent(round, error);
    const QSet<qint64> disqualified = t.roster().disqualified(error);
    const QSet<qint64> cut = cutFromRound(t, round, error); // docs/seating.md, "The no-win cut"
    for (const Player &p : t.roster().players(error)) {
        if (!p.dropped && !absent.contains(p.id) && !disqualified.contains(p.id)
            && !cut.contains(p.id))
            ids.append(p.id);
    }
    return ids;
}

SeatingInput seatingInputFor(const Tournament &t, int first, int last, SeatingMode mode,
                             DbError *error)
{
    DbError e;
    SeatingInput in;
    in.mode = mode;
    in.players = playersToSeat(t, first, &e);
    if (mode == SeatingMode::ByStandings)
        in.players = inStandingsOrder(t, in.players, first - 1, &e);
    in.keepApart = seatingApartPairs(t, &e); // teammates too (docs/rules.md §11)
    const QHash<qint64, int> fixed = t.roster().fixedTables(&e);
    for (auto it = fixed.cbegin(); it != fixed.cend(); ++it)
        in.fixedTables.append({it.key(), it.value()});
    std::sort(in.fixedTables.begin(), in.fixedTables.end());
    if (!fixed.isEmpty()) { // the messages of fixed tables name the player
        for (const Player &p : t.roster().players(&e))
            if (fixed.contains(p.id))
                in.names.insert(p.id, p.name);
    }
    const int rounds = t.rounds().roundCount(&e);
    for (int r = 1; r <= rounds; ++r) {
        if (r >= first && r <= last)
            continue;
        QList<QList<qint64>> tables;
        for (const SeatedTable &table : t.rounds().tables(r, &e))
            tables.append(table.playerIds);
        in.history.append(tables);
    }
    return readFailed(e, error) ? SeatingInput() : in;
}

ScheduleInput scheduleInputFor(const Tournament &t, int first, int last, DbError *error)
{
    SeatingInput seating = seatingInputFor(t, first, last, SeatingMode::Random, error);
    ScheduleInput in;
    in.players = std::move(seating.players);
    in.keepApart = std::move(seating.keepApart);
    in.history = std::move(seating.history);
    in.fixedTables = std::move(seating.fixedTables);
    in.names = std::move(seating.names);
    in.rounds = last - first + 1;
    return in;
}

QList<QStringList> cutTablesFor(const Tournament &t, Stage stage, DbError *error)
{
    DbError e;
    // Before the final has a result, the standings are the preliminary ones.
    const QList<StandingsRow> prelim = t.ranking().standings(-1, &e);
    const QStringList droppedNames = t.roster().droppedNames(&e);
    const QSet<QString> dropped(droppedNames.cbegin(), droppedNames.cend());
    QSet<int> semifinalRounds;
    const StageMap stages = t.rounds().stages();
    for (auto it = stages.cbegin(); it != stages.cend(); ++it) {
        if (it.value() == Stage::Semifinal)
            semifinalRounds.insert(it.key());
    }
    QList<TableSheet> semifinalSheets;
    if (!semifinalRounds.isEmpty()) {
        for (const TableSheet &sheet : t.results().sheets(false, &e)) {
            if (semifinalRounds.contains(sheet.round))
                semifinalSheets.append(sheet);
        }
    }
    const QHash<qint64, int> fixed = t.roster().fixedTables(&e);
    QHash<QString, int> fixedOf;
    if (!fixed.isEmpty()) {
        for (const Player &p : t.roster().players(&e))
            if (fixed.contains(p.id))
                fixedOf.insert(p.name, fixed.value(p.id));
    }
    if (readFailed(e, error))
        return {};
    const QList<QStringList> tables =
        cutTables(stage, prelim, dropped, scoreTables(semifinalSheets, t.details().info().rules));
    if (fixedOf.isEmpty())
        return tables;
    // Fixed tables: a cut's tables come from the standings and keep their
    // players; a table holding a player with a fixed table takes that number
    // (the first such player's, unless another table took it already), the
    // others keep their order in the numbers left.
    QList<int> place(tables.size(), -1);
    QList<bool> taken(tables.size(), false);
    for (int i = 0; i < tables.size(); ++i)
        for (const QString &name : tables[i]) {
            const int number = fixedOf.value(name);
            if (place[i] < 0 && number >= 1 && number <= tables.size() && !taken[number - 1]) {
                place[i] = number - 1;
                taken[number - 1] = true;
            }
        }
    QList<QStringList> placed(tables.size());
    for (int i = 0, next = 0; i < tables.size(); ++i) {
        if (place[i] < 0) {
            while (taken[next])
                ++next;
            place[i] = next;
            taken[next] = true;
        }
        placed[place[i]] = tables[i];
    }
    return placed;
}

} // namespace ctd
