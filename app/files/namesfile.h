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
    /// A CSV list with a `team` column (docs/formats.md, "Teams"): each
    /// player's team, normalised; no entry: no team.
    QHash<QString, QString> teamOf;
    /// Whether the CSV list has a `team` column: a player without an entry
    /// in teamOf is then listed without a team.
    bool hasTeamColumn = false;
    /// A CSV list with a `paid` column: each player's amount paid, in
    /// hundredths, where the cell is not empty (not_a_number otherwise).
    QHash<QString, qint64> paidOf;
};

/// The one reader of players' lists, for the command line and the desk.
/// UTF-8 with or without a byte-order mark; blank lines ignored, spaces
/// around a name dropped; one name a line ("Smith, Jo" is one name). A first
/// line that is a CSV header with a column `player` (else `name`; any case)
/// makes the file a CSV list: the names from that column, other columns
/// ignored but `team` and `paid` (team_conflict, not_a_number, csv_syntax
/// too). `path` is named in the
/// messages.
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
