#pragma once

#include "scoring/round.h"
#include "scoring/ruleset.h"
#include "scoring/sheet.h"
#include "scoring/stages.h"
#include "scoring/standings.h"
#include "storetypes.h"
#include "storewrite.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QMap>
#include <QPair>
#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>

namespace ctd {

class Store;
class Roster;
class Results;
class Details;

/// A tournament's rounds: their tables and seats (seat order = turn order),
/// the seed each was drawn with, and their stages (docs/rules.md §9).
/// Reached through Tournament::rounds(); works through the Store (store.h).
class Rounds
{
public:
    Rounds(Store &store, const Roster &roster, const Results &results, const Details &details)
        : d(&store)
        , m_roster(roster)
        , m_results(results)
        , m_details(details)
    {
    }
    Rounds(const Rounds &) = delete;
    Rounds &operator=(const Rounds &) = delete;

    /// The last round whose tables all have a complete result (0: none).
    /// `known`: rounds 1..known are known to be complete (only later ones are read).
    int completedRounds(DbError *error = nullptr, int known = 0) const;
    /// The rounds that are not preliminary.
    StageMap stages() const;
    /// Sets a round's stage; `overruled` says why its players are not those
    /// the rules name (empty: they must be). Checked: stage_order, and
    /// stage_players unless overruled.
    bool setStage(StoreWrite, int round, Stage stage, const QString &overruled,
                  QList<Problem> *problems, DbError *error);
    /// The director's reason for a cut's players, per round; empty: none.
    QHash<int, QString> overruled() const;
    /// stage_order and stage_players over the stored sheets and seating.
    QList<Problem> checkStages() const;
    int roundCount(DbError *error = nullptr) const;                       ///< rounds 1..N exist
    QList<SeatedTable> tables(int round, DbError *error = nullptr) const; ///< by table number
    /// The table a director enters next in the round, as in tables(): the
    /// first without a result, else the first draft, else the first table;
    /// without reading every seat of the round. None: the round has no table.
    std::optional<SeatedTable> firstToEnter(int round, DbError *error = nullptr) const;
    /// How many tables the round has, and how many of them are complete.
    void roundProgress(int round, int *complete, int *tables, DbError *error = nullptr) const;
    /// Whether any table of the round has a result (complete or draft): what
    /// tables() says, without reading every seat.
    bool hasResults(int round, DbError *error = nullptr) const;
    /// Whether some table of the round has no result yet (its players may
    /// still move), without reading every seat.
    bool hasTableWithoutResult(int round, DbError *error = nullptr) const;
    /// Adds round roundCount()+1 with these tables (player ids in seat order).
    /// With `expectedRound`, refused (Conflict) when that is not the next round
    /// any more: another desk started it meanwhile.
    bool addRound(StoreWrite, const QList<QList<qint64>> &tables, DbError *error,
                  int expectedRound = 0);
    /// Replaces the seating of a round that has no result yet.
    bool reseatRound(StoreWrite, int round, const QList<QList<qint64>> &tables, DbError *error);
    /// Replaces the seats of some tables of a round (table number → player
    /// ids in seat order), each without a result, while other tables of the
    /// round may have theirs; the whole round must still be a seating.
    bool reseatTables(StoreWrite, int round, const QMap<int, QList<qint64>> &tables,
                      DbError *error);
    /// The seed a round was drawn with (stored in the file); 0 when seated by
    /// hand, changed since, or unknown.
    quint64 roundSeed(int round, DbError *error = nullptr) const;
    /// Records the seed of a drawn round. A reseat forgets it.
    bool setRoundSeed(StoreWrite, int round, quint64 seed, DbError *error);
    /// The rounds seated as drafts, in order (docs/seating.md, "Publishing a
    /// round"): the players do not see them yet.
    QList<int> drafts(DbError *error = nullptr) const;
    bool isDraft(int round, DbError *error = nullptr) const;
    /// The rounds the players see: 1 to this, the rounds before the first draft.
    int publishedRounds(DbError *error = nullptr) const;
    /// Holds seated rounds back as drafts, or (`draft` false) publishes them.
    bool setDrafts(StoreWrite, const QList<int> &rounds, bool draft, DbError *error);
    /// Removes the last round if it has no result yet.
    bool removeLastRound(StoreWrite, DbError *error);

private:
    bool insertTables(int round, const QList<QList<qint64>> &tables, DbError *error);
    bool roundHasSheets(int round) const;

    Store *d;
    const Roster &m_roster;
    const Results &m_results;
    const Details &m_details;
};

} // namespace ctd
