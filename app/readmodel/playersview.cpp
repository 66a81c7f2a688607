#include "playersview.h"

#include "files/csv.h"
#include "files/ranksfile.h"
#include "files/resultsfile.h"
#include "scoring/collation.h"
#include "tournament/boards.h"
#include "tournament/clock.h"
#include "tournament/details.h"
#include "tournament/ranking.h"
#include "tournament/rankreading.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"
#include "tournament/teams.h"

#include <algorithm>

namespace ctd {

namespace {

bool allComplete(const QList<SeatedTable> &tables)
{
    return !tables.isEmpty()
        && std::all_of(tables.cbegin(), tables.cend(),
                       [](const SeatedTable &t) { return t.state == SheetState::Complete; });
}

} // namespace

PlayersView PlayersView::read(const Tournament &tournament)
{
    PlayersView v;
    const TournamentInfo info = tournament.details().info();
    v.tournament = info.name;
    v.date = info.date;
    v.rules = info.rules.id;
    v.rulesName = info.rules.name;
    v.countsWins = info.rules.countsWins();
    v.roundMinutes = info.roundMinutes;
    v.noWinCut = tournament.details().noWinCut();
    // A round seated as a draft is not the players' yet (docs/seating.md,
    // "Publishing a round"): they see the rounds before it.
    v.round = tournament.rounds().publishedRounds();

    CsvWriter seating;
    seating.addRow({QStringLiteral("round"), QStringLiteral("table"), QStringLiteral("seat"),
                    QStringLiteral("player")});
    QList<SeatedTable> newest;
    if (v.round > 0) {
        newest = tournament.rounds().tables(v.round);
        v.tableCount = int(newest.size());
        for (const SeatedTable &t : std::as_const(newest)) {
            if (t.state != SheetState::Complete)
                v.tablesWithoutResult.append(t.table);
            for (qsizetype s = 0; s < t.names.size(); ++s) {
                v.seating.append({t.names[s], t.table, int(s + 1)});
                seating.addRow({QString::number(v.round), QString::number(t.table),
                                QString::number(s + 1), t.names[s]});
            }
        }
        std::sort(v.seating.begin(), v.seating.end(),
                  [](const SeatEntry &a, const SeatEntry &b) { return nameLess(a.name, b.name); });
        v.clock = tournament.clock().roundClock(v.round);
    }
    v.seatingCsv = seating.bytes();

    int last = v.round;
    if (last > 0 && !allComplete(newest))
        --last;
    while (last > 0 && !allComplete(tournament.rounds().tables(last)))
        --last;
    v.standingsAfter = last;
    // The sheets read once for the standings, their file and the ranks by round.
    Ranking::StandingsData data;
    tournament.ranking().readStandingsData(&data);
    const auto standings = [&](int after) { return tournament.ranking().standingsOf(data, after); };
    if (last > 0)
        v.standings = standings(last);
    v.teams = teamStandingsOf(tournament, last > 0 ? v.standings : QList<StandingsRow>());
    if (!v.teams.rows.isEmpty()) {
        // The page's search finds a team by its members' names too.
        const QHash<QString, QString> teamOf = tournament.roster().teams();
        for (auto it = teamOf.cbegin(); it != teamOf.cend(); ++it)
            v.teamMembers[it.value()].append(it.key());
    }
    // With the newest round complete the two are the same: computed once.
    v.standingsCsv =
        writeStandings(last > 0 && last == v.round ? v.standings : standings(-1),
                       CsvWriter::Dialect::Machine, info.rules, tournament.roster().hasPenalties());
    v.ranks = readRankHistory(tournament, data);
    v.ranksCsv = writeRanks(v.ranks);
    v.boardRound = std::max(1, v.round);
    if (!tournament.rounds().isDraft(v.boardRound))
        v.board = tournament.boards().roundBoard(v.boardRound);
    return v;
}

} // namespace ctd
