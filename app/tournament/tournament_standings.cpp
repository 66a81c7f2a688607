// The standings of a tournament file. The desk reads them after every save,
// so the scores of the counted sheets are kept between reads and brought up
// to date table by table: a save or an undo rescored only the table it
// changed, any other change (players, rounds, rules, an import) reads them
// again. Only a file this program holds open for writing is kept so, and a
// change made to it by anybody else (the database's change counter) reads
// everything again.
#include "nowincut.h"
#include "tournament_p.h"

#include <algorithm>
#include <utility>

namespace ctd {

void Tournament::Private::watchScores()
{
    const auto drop = [this] { dropScores(); };
    QObject::connect(q->notifier(), &Notifier::opened, q, drop);
    QObject::connect(q->notifier(), &Notifier::closed, q, drop);
    QObject::connect(q->notifier(), &Notifier::infoChanged, q, drop);
    QObject::connect(q->notifier(), &Notifier::playersChanged, q, drop);
    QObject::connect(q->notifier(), &Notifier::roundSeated, q, drop);
    QObject::connect(q->notifier(), &Notifier::roundRemoved, q, drop);
    QObject::connect(q->notifier(), &Notifier::resultsImported, q, drop);
    QObject::connect(q->notifier(), &Notifier::stagesChanged, q, drop);
    QObject::connect(q->notifier(), &Notifier::refereesChanged, q, drop);
    QObject::connect(q->notifier(), &Notifier::sheetSaved, q,
                     [this](int round, int table) { rescore(round, table); });
    QObject::connect(q->notifier(), &Notifier::sheetUndone, q,
                     [this](int round, int table) { rescore(round, table); });
}

void Tournament::Private::dropScores() const
{
    scores = ScoreCache();
    ++scoreDrops;
    unscored.clear();
}

bool Tournament::Private::loadScores(ScoreCache *into, DbError *error) const
{
    Transaction snapshot(db(), false);
    into->fileVersion = q->dataVersion();
    DbError failure;
    for (const Player &p : q->roster().players(&failure))
        into->names.append(p.name);
    if (!failure.isError())
        into->decisions = q->roster().refereeDecisions(&failure);
    const QList<TableSheet> counted =
        failure.isError() ? QList<TableSheet>() : q->results().sheets(false, &failure);
    if (failure.isError()) {
        if (error)
            *error = failure;
        return false;
    }
    into->scores = scoreTables(counted, info.rules);
    into->valid = true;
    return true;
}

void Tournament::Private::rescore(int round, int table) const
{
    if (!scores.valid) {
        // Read elsewhere meanwhile (keepStandingsData()): scored when kept.
        if (!unscored.contains(qMakePair(round, table)))
            unscored.append(qMakePair(round, table));
        return;
    }
    DbError failure;
    const std::optional<StoredSheet> stored = q->results().sheet(round, table, &failure);
    if (failure.isError()) {
        dropScores();
        return;
    }
    QList<TableScore> &all = scores.scores;
    auto at = std::lower_bound(all.begin(), all.end(), qMakePair(round, table),
                               [](const TableScore &s, const QPair<int, int> &key) {
                                   return s.round != key.first ? s.round < key.first
                                                               : s.table < key.second;
                               });
    if (at != all.end() && at->round == round && at->table == table)
        at = all.erase(at);
    if (!stored || stored->state != SheetState::Complete)
        return;
    TableSheet sheet;
    sheet.round = round;
    sheet.table = table;
    sheet.lines = stored->lines;
    const SheetResult result = scoreSheet(sheet.lines, info.rules);
    if (result.isValid())
        all.insert(at, tableScore(sheet, result));
}

QList<StandingsRow> Ranking::standings(int afterRound, DbError *error) const
{
    if (d->scores.valid && (d->scores.fileVersion < 0 || q->dataVersion() != d->scores.fileVersion))
        d->dropScores();
    // The no-win cut of a large event (nowincut.h) puts the players out at
    // it below everyone still playing.
    const StageMap stages = q->rounds().stages();
    if (d->scores.valid) {
        const Private::ScoreCache &kept = d->scores;
        return withNoWinCut(*q,
                            stagedStandings(kept.names, kept.scores, stages, d->info.rules,
                                            afterRound, &kept.decisions),
                            afterRound, [&](int game) {
                                return stagedStandings(kept.names, kept.scores, stages,
                                                       d->info.rules, game, &kept.decisions);
                            });
    }
    Private::ScoreCache read;
    if (!d->loadScores(&read, error))
        return {};
    QList<StandingsRow> rows =
        withNoWinCut(*q,
                     stagedStandings(read.names, read.scores, stages, d->info.rules, afterRound,
                                     &read.decisions),
                     afterRound, [&](int game) {
                         return stagedStandings(read.names, read.scores, stages, d->info.rules,
                                                game, &read.decisions);
                     });
    if (!q->isReadOnly()) {
        d->scores = std::move(read);
        d->unscored.clear();
    }
    return rows;
}

bool Ranking::hasKeptStandings() const
{
    return d->scores.valid && d->scores.fileVersion >= 0
        && q->dataVersion() == d->scores.fileVersion;
}

bool Ranking::readStandingsData(StandingsData *into, DbError *error) const
{
    Private::ScoreCache read;
    if (!d->loadScores(&read, error))
        return false;
    into->names = std::move(read.names);
    into->scores = std::move(read.scores);
    into->decisions = std::move(read.decisions);
    return true;
}

Ranking::StandingsMark Ranking::standingsMark() const
{
    return {d->scoreDrops, q->dataVersion()};
}

bool Ranking::keepStandingsData(const StandingsData &data, const StandingsMark &mark) const
{
    if (hasKeptStandings())
        return true; // read here meanwhile: that is as new
    if (q->isReadOnly() || mark.fileVersion < 0 || mark.drops != d->scoreDrops
        || q->dataVersion() != mark.fileVersion)
        return false;
    d->scores = Private::ScoreCache();
    d->scores.valid = true;
    d->scores.fileVersion = mark.fileVersion;
    d->scores.names = data.names;
    d->scores.scores = data.scores;
    d->scores.decisions = data.decisions;
    const QList<QPair<int, int>> saved = std::exchange(d->unscored, {});
    for (const QPair<int, int> &t : saved)
        d->rescore(t.first, t.second);
    return d->scores.valid;
}

} // namespace ctd
