// The standings of a tournament file. The desk reads them after every save,
// so the scores of the counted sheets are kept between reads and brought up
// to date table by table: a save or an undo rescored only the table it
// changed, any other change (players, rounds, rules, an import) reads them
// again. Only a file this program holds open for writing is kept so, and a
// change made to it by anybody else (the database's change counter) reads
// everything again.
#include "ranking.h"

#include "details.h"
#include "results.h"
#include "roster.h"
#include "rounds.h"
#include "store.h"

#include <algorithm>
#include <utility>

namespace ctd {

Ranking::Ranking(Store &store, const Roster &roster, const Rounds &rounds, const Results &results,
                 const Details &details)
    : d(&store)
    , m_roster(roster)
    , m_rounds(rounds)
    , m_results(results)
    , m_details(details)
    , m_cut(details, rounds, roster)
{
    watchScores();
    d->rolledBack.append([this] { dropScores(); });
}

void Ranking::watchScores()
{
    const auto drop = [this] { dropScores(); };
    QObject::connect(d->notifier, &Notifier::opened, d->notifier, drop);
    QObject::connect(d->notifier, &Notifier::closed, d->notifier, drop);
    QObject::connect(d->notifier, &Notifier::infoChanged, d->notifier, drop);
    QObject::connect(d->notifier, &Notifier::playersChanged, d->notifier, drop);
    QObject::connect(d->notifier, &Notifier::roundSeated, d->notifier, drop);
    QObject::connect(d->notifier, &Notifier::roundRemoved, d->notifier, drop);
    QObject::connect(d->notifier, &Notifier::resultsImported, d->notifier, drop);
    QObject::connect(d->notifier, &Notifier::stagesChanged, d->notifier, drop);
    QObject::connect(d->notifier, &Notifier::refereesChanged, d->notifier, drop);
    QObject::connect(d->notifier, &Notifier::sheetSaved, d->notifier,
                     [this](int round, int table) { rescore(round, table); });
    QObject::connect(d->notifier, &Notifier::sheetUndone, d->notifier,
                     [this](int round, int table) { rescore(round, table); });
}

void Ranking::dropScores() const
{
    scores = ScoreCache();
    ++scoreDrops;
    unscored.clear();
}

bool Ranking::loadScores(ScoreCache *into, DbError *error) const
{
    Transaction snapshot(d->db(), false);
    into->fileVersion = d->dataVersion();
    DbError failure;
    for (const Player &p : m_roster.players(&failure))
        into->names.append(p.name);
    if (!failure.isError())
        into->decisions = m_roster.refereeDecisions(&failure);
    const QList<TableSheet> counted =
        failure.isError() ? QList<TableSheet>() : m_results.sheets(false, &failure);
    if (failure.isError()) {
        if (error)
            *error = failure;
        return false;
    }
    into->scores = scoreTables(counted, m_details.info().rules);
    into->valid = true;
    return true;
}

void Ranking::rescore(int round, int table) const
{
    if (!scores.valid) {
        // Read elsewhere meanwhile (keepStandingsData()): scored when kept.
        if (!unscored.contains(qMakePair(round, table)))
            unscored.append(qMakePair(round, table));
        return;
    }
    DbError failure;
    const std::optional<StoredSheet> stored = m_results.sheet(round, table, &failure);
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
    const SheetResult result = scoreSheet(sheet.lines, m_details.info().rules);
    if (result.isValid())
        all.insert(at, tableScore(sheet, result));
}

QList<StandingsRow> Ranking::standings(int afterRound, DbError *error) const
{
    if (scores.valid && (scores.fileVersion < 0 || d->dataVersion() != scores.fileVersion))
        dropScores();
    if (scores.valid)
        return standingsOf(scores.names, scores.scores, scores.decisions, afterRound);
    ScoreCache read;
    if (!loadScores(&read, error))
        return {};
    QList<StandingsRow> rows = standingsOf(read.names, read.scores, read.decisions, afterRound);
    if (!d->isReadOnly()) {
        scores = std::move(read);
        unscored.clear();
    }
    return rows;
}

QList<StandingsRow> Ranking::standingsOf(const StandingsData &data, int afterRound) const
{
    return standingsOf(data.names, data.scores, data.decisions, afterRound);
}

QList<StandingsRow> Ranking::standingsOf(const QStringList &names, const QList<TableScore> &counted,
                                         const RefereeDecisions &decisions, int afterRound) const
{
    // The no-win cut of a large event (nowincut.h) puts the players out at
    // it below everyone still playing.
    const StageMap stages = m_rounds.stages();
    const RuleSet rules = m_details.info().rules;
    const auto after = [&](int round) {
        return stagedStandings(names, counted, stages, rules, round, &decisions);
    };
    return m_cut.applied(after(afterRound), afterRound, after);
}

bool Ranking::hasKeptStandings() const
{
    return scores.valid && scores.fileVersion >= 0 && d->dataVersion() == scores.fileVersion;
}

bool Ranking::readStandingsData(StandingsData *into, DbError *error) const
{
    ScoreCache read;
    if (!loadScores(&read, error))
        return false;
    into->names = std::move(read.names);
    into->scores = std::move(read.scores);
    into->decisions = std::move(read.decisions);
    return true;
}

Ranking::StandingsMark Ranking::standingsMark() const
{
    return {scoreDrops, d->dataVersion()};
}

bool Ranking::keepStandingsData(const StandingsData &data, const StandingsMark &mark) const
{
    if (hasKeptStandings())
        return true; // read here meanwhile: that is as new
    if (d->isReadOnly() || mark.fileVersion < 0 || mark.drops != scoreDrops
        || d->dataVersion() != mark.fileVersion)
        return false;
    scores = ScoreCache();
    scores.valid = true;
    scores.fileVersion = mark.fileVersion;
    scores.names = data.names;
    scores.scores = data.scores;
    scores.decisions = data.decisions;
    const QList<QPair<int, int>> saved = std::exchange(unscored, {});
    for (const QPair<int, int> &t : saved)
        rescore(t.first, t.second);
    return scores.valid;
}

} // namespace ctd
