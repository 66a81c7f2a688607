#pragma once

#include "tournament.h"

namespace ctd {

/// The tournament's heading, date, round length and rule set, and the rule
/// set's history.
/// Reached through Tournament::details(); part of the tournament's state.
class Details
{
public:
    Details(Tournament *tournament, Tournament::Private *state)
        : q(tournament)
        , d(state)
    {
    }
    Details(const Details &) = delete;
    Details &operator=(const Details &) = delete;

    TournamentInfo info() const;
    /// Sets the heading and the rule set (kept whole, every part); a change of
    /// the rule set is recorded in ruleSetHistory().
    bool setInfo(const TournamentInfo &info, DbError *error);
    /// Changes the rule set alone (see setInfo()).
    bool setRules(const RuleSet &rules, DbError *error);
    /// Every change of the rule set, oldest first.
    QList<RuleSetChange> ruleSetHistory() const;
    /// Reads the heading and rule set again (another connection may have changed them).
    bool reloadInfo(DbError *error);
    /// The no-win cut (docs/seating.md, "The no-win cut"): the game after
    /// which players without a win are seated in no later preliminary game;
    /// 0 when off (the default). Read from the file each time.
    int noWinCut(DbError *error = nullptr) const;
    /// Sets the no-win cut (0: off); announced as infoChanged().
    bool setNoWinCut(int game, DbError *error);

private:
    using Private = Tournament::Private;

    Tournament *q;
    Private *d;
};

} // namespace ctd
