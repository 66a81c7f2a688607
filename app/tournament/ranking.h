#pragma once

#include "tournament.h"

namespace ctd {

/// The standings (docs/rules.md §6, the final ranking of §9), and the data
/// they are computed from, kept between reads.
/// Reached through Tournament::ranking(); part of the tournament's state.
class Ranking
{
public:
    Ranking(Tournament *tournament, Tournament::Private *state)
        : q(tournament)
        , d(state)
    {
    }
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
    using Private = Tournament::Private;

    Tournament *q;
    Private *d;
};

} // namespace ctd
