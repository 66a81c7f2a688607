#pragma once
// Teams in files (docs/formats.md, "Teams"): the `team` column of a results
// file or a players' list, a `player,team` list given with --teams, and the
// team standings as CSV.

#include "csv.h"

#include "scoring/round.h"
#include "scoring/teamstandings.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QString>

namespace ctd {

struct TeamsList
{
    /// Normalised player name → normalised team name (no entry: no team).
    QHash<QString, QString> teamOf;
    /// Whether the file has a `team` column at all.
    bool hasTeamColumn = false;
    /// csv_syntax, missing_column (only with `required`), bad_name and
    /// team_conflict (a player named in two teams); line and code set.
    QList<Problem> problems;
};

/// The `player` and `team` columns of a CSV file with a header (a results
/// file, a players' list or a teams list), other columns ignored. An empty
/// team is no team; a player on several lines keeps the one team named.
/// `required`: the file must have both columns (a --teams file).
TeamsList readTeamsList(const QByteArray &bytes, const QString &path, bool required);

/// readTeamsList() over records already read, with the players' and the
/// teams' columns found by the caller (the players' list names its players'
/// column its own way); no team column (-1): no teams, no problem.
TeamsList readTeamsColumns(const QList<CsvRecord> &records, const QString &path, int playerColumn,
                           int teamColumn);

/// Team standings (docs/formats.md, "Teams"):
/// rank,team,round_points,vp,members,best_rank.
QByteArray writeTeamStandings(const TeamStandings &standings,
                              CsvWriter::Dialect dialect = CsvWriter::Dialect::Machine);

} // namespace ctd
