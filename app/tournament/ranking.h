#pragma once

#include "nowincut.h"
#include "scoring/round.h"
#include "scoring/ruleset.h"
#include "scoring/sheet.h"
#include "scoring/stages.h"
#include "scoring/standings.h"
#include "storetypes.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QMap>
#include <QPair>
#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>

namespace ctd {

class Store;
class Roster;
class Rounds;
class Results;
class Details;

/// The standings (docs/rules.md §6, the final ranking of §9), and the data
/// they are computed from, kept between reads.
/// Reached through Tournament::ranking(); works through the Store (store.h).
class Ranking
{
public:
    Ranking(Store &store, const Roster &roster, const Rounds &rounds, const Results &results,
            const Details &details);
    Ranking(const Ranking &) = delete;
    Ranking &operator=(const Ranking &) = delete;

    /// What standings() are computed from: the players' names and the scores
    /// of the counted sheets (by round, then table).
    struct StandingsData
    {
        QStringList names;
        QList<TableScore> scores;
        RefereeDecisions decisions; ///< penalties and disqualifications (roster.h)
    };
    /// Where the kept standings data stood when a read elsewhere began (see keepStandingsData()).
    struct StandingsMark
    {
        quint64 drops = 0;
        qint64 fileVersion = -1;
    };

    /// docs/rules.md §6 over the complete sheets of rounds 1..afterRound (< 0: all),
    /// under the tournament's rule set, the final ranking of docs/rules.md §9
    /// once a final has a result.
    QList<StandingsRow> standings(int afterRound = -1, DbError *error = nullptr) const;
    /// standings() over data read elsewhere (readStandingsData()): the same
    /// stages, rule set and no-win cut, without reading a sheet.
    QList<StandingsRow> standingsOf(const StandingsData &data, int afterRound = -1) const;
    /// Whether standings() would answer from data it keeps, without reading every sheet.
    bool hasKeptStandings() const;
    /// Reads the standings data afresh (for instance on a read-only Tournament
    /// of the same file, opened on another thread).
    bool readStandingsData(StandingsData *into, DbError *error = nullptr) const;
    /// Taken before reading the standings data elsewhere.
    StandingsMark standingsMark() const;
    /// Keeps standings data read elsewhere since `mark` as if standings() had
    /// read it, the tables saved or undone here meanwhile scored again. False
    /// (nothing kept) when anything else changed since `mark` (players, rounds,
    /// rules, an import, another program's commit): read again.
    bool keepStandingsData(const StandingsData &data, const StandingsMark &mark) const;

private:
    /// The scores of the counted sheets and the players' names, kept between
    /// reads of the standings.
    struct ScoreCache
    {
        bool valid = false;
        qint64 fileVersion = -1; ///< Tournament::dataVersion() when read
        QStringList names;
        QList<TableScore> scores;   ///< by round, then table
        RefereeDecisions decisions; ///< the referees' ledger as the standings count it
    };
    QList<StandingsRow> standingsOf(const QStringList &names, const QList<TableScore> &counted,
                                    const RefereeDecisions &decisions, int afterRound) const;
    /// Keeps `scores` current from the tournament's own signals.
    void watchScores();
    void dropScores() const;
    bool loadScores(ScoreCache *into, DbError *error) const;
    /// After a save or undo of one table: only its score changes.
    void rescore(int round, int table) const;

    Store *d;
    const Roster &m_roster;
    const Rounds &m_rounds;
    const Results &m_results;
    const Details &m_details;
    NoWinCut m_cut; ///< who the no-win cut puts below (nowincut.h)
    mutable ScoreCache scores;
    mutable quint64 scoreDrops = 0; ///< how often `scores` were dropped
    /// Tables saved or undone while `scores` were not kept, for keepStandingsData().
    mutable QList<QPair<int, int>> unscored;
};

} // namespace ctd
