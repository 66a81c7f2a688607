// The no-win cut (docs/seating.md, "The no-win cut"): the option in table
// no_win_cut (no row: off), and who it leaves out of the later preliminary
// games and puts below everyone still playing.
#include "nowincut.h"

#include "details.h"
#include "ranking.h"
#include "roster.h"
#include "rounds.h"
#include "tournament_p.h"

#include <QCoreApplication>

namespace ctd {

namespace {

class NoWinCutMessages
{
    Q_DECLARE_TR_FUNCTIONS(NoWinCutMessages)

public:
    static QString badGame(int game)
    {
        return tr("The no-win cut comes after a game from 1 on, not %1.").arg(game);
    }
};

} // namespace

int Details::noWinCut(DbError *error) const
{
    QSqlQuery q = d->prepare(QStringLiteral("SELECT game FROM no_win_cut WHERE id = 1"));
    if (d->read(q, error) && q.next())
        return q.value(0).toInt();
    return 0;
}

bool Details::setNoWinCut(int game, DbError *error)
{
    if (!d->checkWritable(error))
        return false;
    if (game < 0)
        return Private::fail(error, DbError::Invalid, NoWinCutMessages::badGame(game));
    Transaction tx(d->db());
    if (!tx.isActive())
        return d->failTransaction(tx, error, DbError::Locked);
    QSqlQuery del = d->prepare(QStringLiteral("DELETE FROM no_win_cut"));
    if (!d->exec(del, {}, error))
        return false;
    if (game > 0) {
        QSqlQuery ins =
            d->prepare(QStringLiteral("INSERT INTO no_win_cut (id, game) VALUES (1, ?)"));
        if (!d->exec(ins, {game}, error))
            return false;
    }
    if (!tx.commit())
        return d->failTransaction(tx, error, DbError::Io);
    d->notify(&Notifier::infoChanged);
    return true;
}

QSet<QString> outAtNoWinCut(const Tournament &t, const QList<StandingsRow> &atCut, DbError *error)
{
    const int game = t.details().noWinCut(error);
    if (game <= 0 || t.rounds().roundCount(error) < game)
        return {};
    QSet<QString> undecided; // at a table of games 1..K without a complete result
    for (int r = 1; r <= game; ++r)
        for (const SeatedTable &table : t.rounds().tables(r, error))
            if (table.state != SheetState::Complete)
                undecided.unite(QSet<QString>(table.names.cbegin(), table.names.cend()));
    QSet<QString> winners;
    for (const StandingsRow &row : atCut)
        if (row.firsts > 0)
            winners.insert(row.player);
    QSet<QString> out;
    for (const Player &p : t.roster().players(error))
        if (!winners.contains(p.name) && !undecided.contains(p.name))
            out.insert(p.name);
    return out;
}

QList<StandingsRow> withNoWinCut(const Tournament &t, QList<StandingsRow> rows, int afterRound,
                                 const std::function<QList<StandingsRow>(int)> &standingsAfter)
{
    const int game = t.details().noWinCut();
    if (game <= 0 || (afterRound >= 0 && afterRound < game))
        return rows;
    const QSet<QString> out = outAtNoWinCut(t, standingsAfter(game));
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

QSet<qint64> cutFromRound(const Tournament &t, int round, DbError *error)
{
    const int game = t.details().noWinCut(error);
    if (game <= 0 || round <= game || t.rounds().stages().contains(round))
        return {};
    const QSet<QString> out = outAtNoWinCut(t, t.ranking().standings(game, error), error);
    QSet<qint64> ids;
    for (const Player &p : t.roster().players(error))
        if (out.contains(p.name))
            ids.insert(p.id);
    return ids;
}

} // namespace ctd
