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
class Rounds;

/// One entry of the referees' ledger (docs/rules.md, "Referees").
struct RefereeEntry
{
    enum Kind { Warning, Penalty, Disqualification };
    qint64 id = 0;
    qint64 playerId = 0;
    QString player; ///< the player's name, filled in when read
    Kind kind = Warning;
    int round = 0;       ///< 0: no round named
    qint64 twelfths = 0; ///< a penalty's round points (negative: taken away)
    QString reason;
    QDateTime at;          ///< UTC
    QDateTime withdrawnAt; ///< UTC; invalid: the entry stands

    bool isWithdrawn() const { return withdrawnAt.isValid(); }
    /// warning, penalty, disqualification: as the files and the command line spell them.
    static QString kindName(Kind kind);
    static bool kindFromName(const QString &name, Kind *kind);
    /// The kind as people read it, in the language: "warning", "penalty", "disqualification".
    static QString kindText(Kind kind);
};

/// The players of a tournament: who plays, who dropped, who is kept apart, and
/// who is marked absent for a round not seated yet (the check-in).
/// Reached through Tournament::roster(); works through the Store (store.h).
class Roster
{
public:
    Roster(Store &store, const Rounds &rounds)
        : d(&store)
        , m_rounds(rounds)
    {
    }
    Roster(const Roster &) = delete;
    Roster &operator=(const Roster &) = delete;

    QList<Player> players(DbError *error = nullptr) const; ///< by name (docs/rules.md collation)
    /// The names of the dropped players, in no order: without reading everyone.
    QStringList droppedNames(DbError *error = nullptr) const;
    std::optional<Player> player(qint64 id) const;
    std::optional<Player> playerByName(const QString &name) const;
    bool addPlayer(StoreWrite, const QString &name, qint64 *id, DbError *error);
    bool addPlayers(StoreWrite, const QStringList &names, DbError *error); ///< all or nothing
    bool renamePlayer(StoreWrite, qint64 id, const QString &name, DbError *error);
    bool setDropped(StoreWrite, qint64 id, bool dropped, DbError *error);
    /// A player's team in a team event (a name by the name rule; empty: no
    /// team), roster_teams.cpp.
    bool setTeam(StoreWrite, qint64 id, const QString &team, DbError *error);
    /// Every player's team by name, players without a team left out.
    QHash<QString, QString> teams(DbError *error = nullptr) const;
    /// A player's fixed table (a wheelchair place, a table by the door): every
    /// seating puts them there; 0 clears it. roster_fixedtables.cpp.
    bool setFixedTable(StoreWrite, qint64 id, int table, DbError *error);
    /// Every player's fixed table by id, players without one left out.
    QHash<qint64, int> fixedTables(DbError *error = nullptr) const;
    /// Removes a player added by mistake: only one never seated (a seated
    /// player keeps their place in the history; drop them instead).
    bool removePlayer(StoreWrite, qint64 id, DbError *error);
    /// Pairs of players who must be kept apart at the seating (issue: seating).
    QList<QPair<qint64, qint64>> keepApart(DbError *error = nullptr) const;
    bool setKeepApart(StoreWrite, qint64 a, qint64 b, bool apart, DbError *error);
    /// The players marked absent for a round: not there for it, so left out
    /// of its draw and shown as absent. Absent for one round is not dropped.
    QSet<qint64> absent(int round, DbError *error = nullptr) const;
    /// Marks players absent for a round not seated yet, or present again;
    /// announced as checkInChanged().
    bool setAbsent(StoreWrite, int round, const QList<qint64> &ids, bool absent, DbError *error);
    /// Marks everybody present for a round not seated yet.
    bool markAllPresent(StoreWrite, int round, DbError *error);

    // The referees' ledger (roster_referees.cpp), announced as refereesChanged().
    /// Every entry, withdrawn ones too, in the order they were made.
    QList<RefereeEntry> refereeEntries(DbError *error = nullptr) const;
    std::optional<RefereeEntry> refereeEntry(qint64 id, DbError *error = nullptr) const;
    /// Adds an entry (its id 0: the next free one; else that id, for a redo);
    /// `id` gets the entry's id. Refused for an unknown player, an empty
    /// reason, a penalty of 0 points or points on another kind.
    bool addRefereeEntry(StoreWrite, const RefereeEntry &entry, qint64 *id, DbError *error);
    /// Withdraws an entry (at `at`), or lets it stand again (an invalid `at`).
    bool setRefereeEntryWithdrawn(StoreWrite, qint64 id, const QDateTime &at, DbError *error);
    /// Takes an entry out again: only the undo of its addition does this.
    bool removeRefereeEntry(StoreWrite, qint64 id, DbError *error);
    /// Whether the ledger holds a penalty, withdrawn or not: the spreadsheet
    /// variant of the standings then has the column Adjustment (the machine
    /// format always has `adjustment`).
    bool hasPenalties(DbError *error = nullptr) const;
    /// What the standings count of the entries that stand.
    RefereeDecisions refereeDecisions(DbError *error = nullptr) const;
    /// The players disqualified by an entry that stands: seated no more.
    QSet<qint64> disqualified(DbError *error = nullptr) const;

private:
    Store *d;
    const Rounds &m_rounds;
};

} // namespace ctd
