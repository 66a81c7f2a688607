#include "rankreading.h"
#include "details.h"
#include "ranking.h"
#include "roster.h"
#include "rounds.h"

namespace ctd {

namespace {

QList<int> completeRounds(const Tournament &tournament, DbError *failure)
{
    const int rounds = tournament.rounds().roundCount(failure);
    QList<int> complete;
    for (int round = 1; round <= rounds && !failure->isError(); ++round) {
        int done = 0, tables = 0;
        tournament.rounds().roundProgress(round, &done, &tables, failure);
        if (tables > 0 && done == tables)
            complete.append(round);
    }
    return complete;
}

RankHistory historyOf(const Tournament &tournament, const Ranking::StandingsData &data,
                      const QList<int> &complete, DbError *failure, DbError *error)
{
    const QStringList dropped =
        failure->isError() ? QStringList() : tournament.roster().droppedNames(failure);
    if (failure->isError()) {
        if (error)
            *error = *failure;
        return {};
    }
    const StageMap stages = tournament.rounds().stages();
    const RuleSet rules = tournament.details().info().rules;
    const int active = int(data.names.size() - dropped.size());
    return rankHistory(data.names, data.scores, stages, rules, complete,
                       cutPlaces(stages, rules, active), &data.decisions);
}

} // namespace

RankHistory readRankHistory(const Tournament &tournament, const Ranking::StandingsData &data,
                            DbError *error)
{
    DbError failure;
    const QList<int> complete = completeRounds(tournament, &failure);
    return historyOf(tournament, data, complete, &failure, error);
}

RankHistory readRankHistory(const Tournament &tournament, DbError *error)
{
    DbError failure;
    const QList<int> complete = completeRounds(tournament, &failure);
    Ranking::StandingsData data;
    if (!failure.isError() && !complete.isEmpty())
        tournament.ranking().readStandingsData(&data, &failure);
    return historyOf(tournament, data, complete, &failure, error);
}

} // namespace ctd
