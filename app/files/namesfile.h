#pragma once
// The two name files of seating (README "Seating on the command line"): the
// players' list, one name a line, and the keep-apart file, two names a line
// as CSV. One reader each; the command line and the fuzz tests use them.

#include "scoring/round.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

namespace ctd {

struct PlayersList
{
    QStringList names;       ///< normalised (scoring/names.h), in file order
    QList<Problem> problems; ///< file, bad_name, duplicate_name; line and code set
    /// A list with a header `player,team` (docs/formats.md, "Teams"): each
    /// player's team, normalised; no entry: no team.
    QHash<QString, QString> teamOf;
};

/// UTF-8 with or without a byte-order mark; blank lines ignored, spaces
/// around a name dropped. `path` is named in the messages. A first line that
/// is a CSV header with the columns `player` and `team` makes the file a CSV
/// list of players and their teams (team_conflict, csv_syntax too).
PlayersList readPlayersList(const QByteArray &bytes, const QString &path);

struct ApartList
{
    QList<QPair<QString, QString>> pairs; ///< normalised names
    QList<int> lines;                     ///< the line of each pair
    QList<Problem> problems;              ///< csv_syntax, apart_syntax, apart_self, bad_name
};

/// Two names a line as CSV, so that names may hold spaces, or commas when quoted.
ApartList readApartList(const QByteArray &bytes, const QString &path);

} // namespace ctd
