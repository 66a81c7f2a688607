#pragma once
// Reads a season's tournaments, files and servers alike, read-only, and
// computes its standings (docs/seasons.md).

#include "seasonfile.h"

#include "scoring/season.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

namespace ctd {

/// One tournament of a season as it was read.
struct SeasonTournamentRead
{
    QString place;   ///< as the season file writes it
    QString shown;   ///< as a person reads it (a server without its password)
    QString name;    ///< the tournament's own name; empty when it could not be read
    int line = 0;    ///< its line in the season file
    int players = 0; ///< players who played at least one table
    bool read = false;
    QString problem; ///< why it could not be read (translated)
};

/// A season with its tournaments read and its standings computed.
struct SeasonData
{
    SeasonFile file;
    QList<SeasonTournamentRead> tournaments;
    SeasonStandings standings;

    /// The tournaments as shown, in the season's order (what notes name).
    QStringList labels() const;
    bool allRead() const;
};

/// Tournaments read before, by the address they were read from, so that a
/// change of the season's rules or list reads only what is new (the desk's
/// season window); clear() reads everything again.
struct SeasonCache
{
    struct Entry
    {
        SeasonTournamentRead read;
        SeasonTournament places;
    };
    QHash<QString, Entry> entries;

    void clear() { entries.clear(); }
};

class SeasonReader
{
    Q_DECLARE_TR_FUNCTIONS(SeasonReader)

public:
    /// Opens one tournament (a file or a server address) read-only and gives
    /// the place of every player who played at least one table: the rank in
    /// its standings after its last round, the final ranking with stages.
    /// Nothing is written to it. False with a translated reason.
    static bool readTournament(const QString &address, SeasonTournament *into, QString *name,
                               QString *reason);

    /// Reads every tournament of `season` (relative paths from `seasonPath`'s
    /// folder) and computes the standings from those that could be read.
    /// A tournament that could not be read is read again each time; one
    /// that could is taken from `cache` when given.
    static SeasonData read(const SeasonFile &season, const QString &seasonPath,
                           SeasonCache *cache = nullptr);
};

} // namespace ctd
