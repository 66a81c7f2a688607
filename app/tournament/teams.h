#pragma once
// A tournament's teams (docs/rules.md §11): the team standings of a moment,
// and the teammates the seating keeps apart. Read through the roster and the
// ranking; nothing here writes.

#include "tournament.h"

#include "scoring/teamstandings.h"

#include <QHash>
#include <QList>
#include <QPair>

namespace ctd {

/// Each player's team by name (players without a team left out).
QHash<QString, QString> teamsOf(const QList<Player> &players);

/// Every pair of teammates among `players`, by id (the lower id first).
QList<QPair<qint64, qint64>> teammatePairs(const QList<Player> &players);

/// The pairs the seating keeps apart: the director's keep-apart pairs and
/// every pair of teammates, each pair once.
QList<QPair<qint64, qint64>> seatingApartPairs(const Tournament &t, DbError *error = nullptr);

/// The team standings after round `afterRound` (< 0: all), from the players'
/// standings of the same moment.
TeamStandings teamStandingsOf(const Tournament &t, int afterRound = -1, DbError *error = nullptr);

/// The same from players' standings already read (`rows`).
TeamStandings teamStandingsOf(const Tournament &t, const QList<StandingsRow> &rows,
                              DbError *error = nullptr);

} // namespace ctd
