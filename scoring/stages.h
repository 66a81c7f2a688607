#pragma once

#include "round.h"
#include "standings.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

namespace ctd {

/// "prelim", "semifinal", "final": the results file's and the database's word.
QString stageName(Stage stage);
/// The stage for a word; an empty word is a preliminary round. False if unknown.
bool stageFromName(const QString &name, Stage *stage);

/// The stage of each round; a round not in it is preliminary.
using StageMap = QHash<int, Stage>;

/// The cuts a tournament of `activePlayers` (not dropped) may make after its
/// preliminary rounds (docs/rules.md §9): with 16 or more a semi-final (or
/// straight to a final), with 4 to 15 a final of the top 4; else none.
QList<Stage> possibleCuts(int activePlayers);
/// The cut the rules propose: a semi-final from 16 players on (CATAN Studio:
/// 29 or more must, 16 to 28 may skip it), a final from 4 to 15, none below.
Stage proposedCut(int activePlayers, bool *any = nullptr);

/// The semi-final: the top 16 of the preliminary standings, dropped players
/// left out, at 4 tables seeded 1-8-9-16, 2-7-10-15, 3-6-11-14, 4-5-12-13, each
/// table's seats in order of preliminary rank. Empty with fewer than 16.
QList<QStringList> semifinalTables(const QList<StandingsRow> &prelim, const QSet<QString> &dropped);

/// The final table, seats in order of preliminary rank: the winner of each
/// semi-final table (a shared first place: the better preliminary rank), or,
/// without a semi-final (`semifinal` empty), the top 4 of the preliminary
/// standings without the dropped players. Empty if it cannot be formed yet.
QStringList finalPlayers(const QList<StandingsRow> &prelim, const QSet<QString> &dropped,
                         const QList<TableScore> &semifinal);

/// The proposed seating of a cut: its tables, each in seat order.
QList<QStringList> cutTables(Stage stage, const QList<StandingsRow> &prelim,
                             const QSet<QString> &dropped, const QList<TableScore> &semifinal);

/// The preliminary standings: docs/rules.md §6 under `rules` over the preliminary
/// rounds up to `afterRound` (< 0: all).
QList<StandingsRow> prelimStandings(const QStringList &players, const QList<TableScore> &tables,
                                    const StageMap &stages, const RuleSet &rules,
                                    int afterRound = -1,
                                    const RefereeDecisions *decisions = nullptr);

/// The standings with stages (docs/rules.md §9): the columns count the
/// preliminary rounds only; once the final has a result, the ranks are the
/// final ranking (final table, then the other semi-finalists by semi-final
/// placing, then everybody else in preliminary order). Without stages this is
/// computeStandings() itself. `decisions`: the referees' (computeStandings()).
QList<StandingsRow> stagedStandings(const QStringList &players, const QList<TableScore> &tables,
                                    const StageMap &stages, const RuleSet &rules,
                                    int afterRound = -1,
                                    const RefereeDecisions *decisions = nullptr);

/// The stage checks (docs/formats.md §7, "Stages"): `stage_order` for stages out of
/// order, more than one semi-final or final round; `stage_players` for a
/// semi-final or final whose players are not those docs/rules.md §9 says (a
/// round in `overruled` is not checked for its players: its director recorded
/// why). The tables' sheets are scored under `rules`; invalid sheets are
/// checkSheets()' business and count as not played here.
QList<Problem> checkStages(const QList<TableSheet> &tables, const StageMap &stages,
                           const RuleSet &rules, const QSet<QString> &dropped = {},
                           const QSet<int> &overruled = {});

} // namespace ctd
