#pragma once

#include "scoring/board.h"
#include "scoring/rankhistory.h"
#include "scoring/standings.h"
#include "scoring/teamstandings.h"
#include "tournament/tournament.h"

#include <QByteArray>
#include <QDate>
#include <QHash>
#include <QList>
#include <QString>

#include <optional>

namespace ctd {

/// One player's place in the newest round: the page's and the screen's
/// "where do I sit".
struct SeatEntry
{
    QString name;
    int table = 0;
    int seat = 0; ///< 1 starts
};

/// What the players see, read from a tournament at one moment: the newest
/// round's seating by name, the standings after the last complete round, the
/// round's clock, the ranks by round, and the CSV files of the players' page.
struct PlayersView
{
    QString tournament;
    QDate date;
    QString rules;            ///< the rule set's id
    QString rulesName;        ///< a custom rule set's own name; empty for a preset
    bool countsWins = false;  ///< round points are wins (RuleSet::countsWins())
    int round = 0;            ///< the newest published round; 0: none yet
    QList<SeatEntry> seating; ///< by name (docs/rules.md collation)
    int tableCount = 0;
    QList<int> tablesWithoutResult; ///< of the newest round: no complete sheet yet
    int standingsAfter = 0;         ///< the last round whose results are all in; 0: none
    QList<StandingsRow> standings;  ///< after that round, the no-win cut applied (outAtCut)
    int noWinCut = 0;               ///< the game after which the cut leaves players out; 0: off
    TeamStandings teams;            ///< of a team event, after that round (docs/rules.md §11)
    QHash<QString, QStringList> teamMembers; ///< a team event's teams: their players by name
    RoundClock clock;                        ///< of the newest round
    int roundMinutes = 90;                   ///< the tournament's default round length
    QByteArray standingsCsv;                 ///< exactly what `export standings` prints
    QByteArray seatingCsv;                   ///< round,table,seat,player of the newest round
    RankHistory ranks;                       ///< the ranks by round (rankreading.h)
    QByteArray ranksCsv;                     ///< player,round,rank (ranksfile.h)
    /// The board of the newest round (before any is seated, of round 1), if drawn.
    std::optional<board::Board> board;
    int boardRound = 0;

    static PlayersView read(const Tournament &tournament);
};

} // namespace ctd
