#include "seasonreader.h"

#include "tournament/details.h"
#include "tournament/ranking.h"
#include "tournament/tournament.h"

#include <algorithm>

namespace ctd {

QStringList SeasonData::labels() const
{
    QStringList out;
    out.reserve(tournaments.size());
    for (const SeasonTournamentRead &t : tournaments)
        out.append(t.shown);
    return out;
}

bool SeasonData::allRead() const
{
    return std::all_of(tournaments.cbegin(), tournaments.cend(),
                       [](const SeasonTournamentRead &t) { return t.read; });
}

bool SeasonReader::readTournament(const QString &address, SeasonTournament *into, QString *name,
                                  QString *reason)
{
    Tournament t;
    DbError e;
    if (!t.openReadOnly(address, &e)) {
        *reason = e.message;
        return false;
    }
    const QList<StandingsRow> rows = t.ranking().standings(-1, &e);
    if (e.isError()) {
        *reason = e.message;
        return false;
    }
    *name = t.details().info().name;
    into->places.clear();
    into->places.reserve(rows.size());
    for (const StandingsRow &r : rows) {
        // Only who played at least one table took part in the tournament.
        if (r.tables > 0)
            into->places.append(SeasonPlace{r.player, r.rank});
    }
    return true;
}

SeasonData SeasonReader::read(const SeasonFile &season, const QString &seasonPath,
                              SeasonCache *cache)
{
    SeasonData data;
    data.file = season;
    QList<SeasonTournament> read;
    QList<int> readIndex; // index into data.tournaments of each of `read`
    for (const SeasonEntry &entry : season.tournaments) {
        SeasonTournamentRead t;
        t.place = entry.place;
        t.shown = SeasonFileText::display(entry.place);
        t.line = entry.line;
        SeasonTournament one;
        one.label = t.shown;
        const QString address = SeasonFileText::resolve(seasonPath, entry.place);
        const SeasonCache::Entry *kept = nullptr;
        if (cache) {
            const auto it = cache->entries.constFind(address);
            if (it != cache->entries.cend())
                kept = &*it;
        }
        if (kept) {
            t.name = kept->read.name;
            t.read = true;
            one.places = kept->places.places;
        } else {
            t.read = readTournament(address, &one, &t.name, &t.problem);
            if (t.read && cache)
                cache->entries.insert(address, SeasonCache::Entry{t, one});
        }
        if (t.read) {
            t.players = int(one.places.size());
            read.append(std::move(one));
            readIndex.append(int(data.tournaments.size()));
        }
        data.tournaments.append(t);
    }
    data.standings = computeSeason(season.rules, read);
    // The standings number the tournaments that were read; the season numbers all.
    for (SeasonRow &row : data.standings.rows) {
        for (SeasonResult &r : row.results)
            r.tournament = readIndex.at(r.tournament);
    }
    for (SeasonNote &n : data.standings.notes) {
        if (n.tournament >= 0)
            n.tournament = readIndex.at(n.tournament);
    }
    return data;
}

} // namespace ctd
