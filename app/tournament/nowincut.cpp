// The no-win cut (docs/seating.md, "The no-win cut"): who it leaves out of
// the later preliminary games and puts below everyone still playing. The
// option itself is the Details' (details_nowincut.cpp).
#include "nowincut.h"

#include "details.h"
#include "roster.h"
#include "rounds.h"

namespace ctd {

NoWinCut::NoWinCut(const Details &details, const Rounds &rounds, const Roster &roster)
    : m_details(details)
    , m_rounds(rounds)
    , m_roster(roster)
{
}

QSet<QString> NoWinCut::outAt(const QList<StandingsRow> &atCut, DbError *error) const
{
    const int game = m_details.noWinCut(error);
    if (game <= 0 || m_rounds.roundCount(error) < game)
        return {};
    QSet<QString> undecided; // at a table of games 1..K without a complete result
    for (int r = 1; r <= game; ++r)
        for (const SeatedTable &table : m_rounds.tables(r, error))
            if (table.state != SheetState::Complete)
                undecided.unite(QSet<QString>(table.names.cbegin(), table.names.cend()));
    QSet<QString> winners;
    for (const StandingsRow &row : atCut)
        if (row.firsts > 0)
            winners.insert(row.player);
    QSet<QString> out;
    for (const Player &p : m_roster.players(error))
        if (!winners.contains(p.name) && !undecided.contains(p.name))
            out.insert(p.name);
    return out;
}

QList<StandingsRow>
NoWinCut::applied(QList<StandingsRow> rows, int afterRound,
                  const std::function<QList<StandingsRow>(int)> &standingsAfter) const
{
    const int game = m_details.noWinCut();
    if (game <= 0 || (afterRound >= 0 && afterRound < game))
        return rows;
    const QSet<QString> out = outAt(standingsAfter(game));
    if (out.isEmpty())
        return rows;
    QList<StandingsRow> playing;
    QList<StandingsRow> below;
    for (StandingsRow &row : rows) {
        row.outAtCut = out.contains(row.player);
        (row.outAtCut ? below : playing).append(std::move(row));
    }
    // Ranks counted again in each part: a row tied with the one before it
    // (the same rank before) keeps sharing its rank.
    const auto renumber = [](QList<StandingsRow> &part, int before) {
        int previousOld = -1;
        int previousNew = 0;
        for (int i = 0; i < part.size(); ++i) {
            const int old = part[i].rank;
            part[i].rank = old == previousOld ? previousNew : before + i + 1;
            previousOld = old;
            previousNew = part[i].rank;
        }
    };
    renumber(playing, 0);
    renumber(below, int(playing.size()));
    return playing + below;
}

} // namespace ctd
