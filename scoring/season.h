#pragma once
// A season's ranking list across tournaments (docs/seasons.md): given each
// tournament's final ranking, the season standings and their notes. Qt Core
// only: reading the season file and the tournaments is app/season's job.

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

namespace ctd {

/// What the season's organiser publishes: points by place, how many results
/// count, the smallest field that gives points, and which names are one player.
struct SeasonRules
{
    QList<int> points;  ///< points of places 1, 2, …; places beyond get 0
    int best = 0;       ///< how many results count; 0: all
    int minPlayers = 0; ///< a tournament with fewer players who played gives no points
    /// (shown name, other name): the other name is the same player.
    QList<QPair<QString, QString>> aliases;

    bool operator==(const SeasonRules &o) const
    {
        return points == o.points && best == o.best && minPlayers == o.minPlayers
            && aliases == o.aliases;
    }
};

/// A player's place in one tournament: the rank in its standings after its
/// last round, or its final ranking with stages.
struct SeasonPlace
{
    QString player;
    int rank = 0;
};

/// One tournament of the season: the places of the players who played at
/// least one table there.
struct SeasonTournament
{
    QString label; ///< how the season names it (its line in the season file)
    QList<SeasonPlace> places;
};

/// One player's result in one tournament.
struct SeasonResult
{
    int tournament = 0; ///< index into the season's tournaments
    int rank = 0;
    int points = 0;
    bool counted = false; ///< one of the results summed into the season's points
};

/// One line of the season standings.
struct SeasonRow
{
    int rank = 0;
    QString player;
    qint64 points = 0;
    int tournaments = 0;         ///< how many tournaments of the season they played
    int counted = 0;             ///< how many results were summed
    int bestRank = 0;            ///< the best place in any tournament of the season
    QList<SeasonResult> results; ///< in the season's order of tournaments
};

/// Something the season's organiser should know.
struct SeasonNote
{
    enum Kind {
        SmallField, ///< `tournament` had `players` players, fewer than min_players
        LookAlike,  ///< `name` and `other` differ only by case, accents, ß/ss or spacing
    };
    Kind kind = SmallField;
    int tournament = -1;
    int players = 0; ///< SmallField: players who played at least one table
    int minimum = 0; ///< SmallField: the season's min_players
    QString name;    ///< LookAlike: the name an alias line would keep
    QString other;   ///< LookAlike: the name it would make the same player

    bool operator==(const SeasonNote &o) const
    {
        return kind == o.kind && tournament == o.tournament && players == o.players
            && minimum == o.minimum && name == o.name && other == o.other;
    }
};

struct SeasonStandings
{
    QList<SeasonRow> rows;
    QList<SeasonNote> notes;
};

/// The points of `place` (1, 2, …) under `points`: 0 beyond the table.
int seasonPointsOf(const QList<int> &points, int place);

/// The key two names share when they differ only by case, accents, ß/ss or
/// spacing: no marks, case folded, ß as ss, no spaces.
QString lookAlikeKey(const QString &name);

/// The name `name` stands for under `aliases` (followed through chains; the
/// first name of an alias line is the one shown).
QString aliasedName(const QList<QPair<QString, QString>> &aliases, const QString &name);

/// docs/seasons.md: each player's results, the best `best` of them counted,
/// ordered by points, best rank, results counted, name. Notes: every
/// tournament below the minimum field, every pair of look-alike names.
SeasonStandings computeSeason(const SeasonRules &rules, const QList<SeasonTournament> &tournaments);

/// A note as a person reads it (translated); `labels` names the tournaments.
QString seasonNoteText(const SeasonNote &note, const QStringList &labels);

} // namespace ctd
