#pragma once

#include "fraction.h"
#include "ruleset.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace ctd {

/// The stage of a round (docs/rules.md §9).
enum class Stage {
    Prelim, ///< a preliminary round (the default)
    Semifinal,
    Final,
};

/// One scored table as the standings need it: who sat there, their game VP and
/// round points (both from a valid sheet).
struct TableScore
{
    int round = 0;
    int table = 0;
    QStringList players;
    QList<int> vp;
    QList<int> roundPointsTwelfths;
    QList<int> places; ///< the placing shown (docs/rules.md §5); empty: ordered by VP alone
};

/// One line of the standings.
struct StandingsRow
{
    int rank = 0;
    QString player;
    qint64 roundPointsTwelfths = 0;
    int vp = 0;       ///< total game VP (capped per table where the rule set caps it)
    Fraction vpShare; ///< exact share, 0 for a player with no table
    int tables = 0;
    int firsts = 0; ///< first places (a shared placing counts as the placing shown)
    int seconds = 0;
    int thirds = 0;
    /// What decided the rank (docs/rules.md §9, "Final ranking"): the
    /// placing at the final or at a semi-final table, else the preliminary
    /// standings. Only a final ranking has rows decided by a cut.
    Stage decidedBy = Stage::Prelim;
    int stagePlace = 0; ///< the placing at that table; 0 for Stage::Prelim
    /// The referees' penalties (and bonuses) counted in roundPointsTwelfths,
    /// their sum; 0 when none.
    qint64 adjustmentTwelfths = 0;
    /// Out at the no-win cut of a large event (docs/seating.md): seated in no
    /// later preliminary game, ranked below everyone still playing.
    bool outAtCut = false;
};

/// What the referees decided that the standings count (docs/rules.md,
/// "Referees"): round points added to a player (a penalty is negative), from
/// a round on, and the players left out of the standings (disqualified).
struct RefereeDecisions
{
    struct Adjustment
    {
        QString player;
        int round = 0; ///< counted in the standings after this round on; 0: in all
        qint64 twelfths = 0;
    };
    QList<Adjustment> adjustments;
    QStringList excluded; ///< disqualified: in no standings

    bool isEmpty() const { return adjustments.isEmpty() && excluded.isEmpty(); }
};

/// Whether the standings are a final ranking: a final with a result ranks them.
bool isFinalRanking(const QList<StandingsRow> &rows);

/// The placing shown at each seat: the given places, else by VP alone.
QList<int> placesOf(const TableScore &table);

/// One table's contribution to a player's VP share under `rules` (docs/rules.md
/// §1): own VP over the table's VP, both capped where the rule set caps them,
/// a table of 3 raised by its own average under ShareMode::SumVirtualFourth.
Fraction tableShare(const TableScore &table, int seat, const RuleSet &rules);

/// docs/rules.md §6 with the order and share of `rules` (docs/rules.md §8). Every name in `players`
/// appears, and so does anybody seated at a table that is not in it. Only tables of
/// rounds 1..afterRound count (afterRound < 0: all rounds).
/// With `decisions`, each player's adjustments up to `afterRound` are added
/// to their round points before ranking, and the excluded players are left out.
QList<StandingsRow> computeStandings(const QStringList &players, const QList<TableScore> &tables,
                                     const RuleSet &rules = RuleSet::standard(),
                                     int afterRound = -1,
                                     const RefereeDecisions *decisions = nullptr);

/// computeStandings() with every seat of `tables`, table after table, given as
/// its player's index in `players`, as checkSheets() numbers them
/// (`seatPlayers`): no name is looked up again, and the tables need not have
/// their `players` (a table's seats are its `vp`).
QList<StandingsRow> computeStandings(const QStringList &players, const QList<TableScore> &tables,
                                     const QList<int> &seatPlayers, const RuleSet &rules,
                                     int afterRound = -1);

} // namespace ctd

// Lists and numbers, all relocatable: lists of them move them in memory.
Q_DECLARE_TYPEINFO(ctd::TableScore, Q_RELOCATABLE_TYPE);
