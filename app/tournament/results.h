#pragma once

#include "scoring/round.h"
#include "scoring/ruleset.h"
#include "scoring/sheet.h"
#include "scoring/stages.h"
#include "scoring/standings.h"
#include "sheetconflict.h"
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
class Rounds;
class Details;

/// The tables' result sheets: every version of each, the desk's own saves, and
/// results files imported.
/// Reached through Tournament::results(); works through the Store (store.h).
class Results
{
public:
    Results(Store &store, const Roster &roster, const Rounds &rounds, const Details &details)
        : d(&store)
        , m_roster(roster)
        , m_rounds(rounds)
        , m_details(details)
    {
    }
    Results(const Results &) = delete;
    Results &operator=(const Results &) = delete;

    std::optional<StoredSheet> sheet(int round, int table, DbError *error = nullptr) const;
    /// Whether the table has a sheet that counts (complete or draft), without
    /// reading it. A failed read says false, and readFailed() as any read.
    bool hasSheet(int round, int table, DbError *error = nullptr) const;
    /// Saves a table's sheet (lines in seat order; names must match the seats).
    /// A sheet with rule errors is refused unless asDraft; a draft is kept,
    /// listed as needing attention, and left out of the standings. A valid
    /// sheet saved asDraft is stored complete (a draft is only for a sheet
    /// with errors). A correction keeps the earlier version in the history;
    /// saving what is stored already adds no version.
    bool saveSheet(StoreWrite, int round, int table, const QList<PlayerLine> &lines, bool asDraft,
                   DbError *error);
    /// saveSheet() for a sheet that was read at version `basedOn` (0: the
    /// table had no result): when another desk saved the table meanwhile,
    /// nothing is saved, `conflict` says who changed what, and the error is
    /// DbError::Conflict; saving again based on conflict->current overrides.
    /// kAnyVersion: whatever is current (saveSheet()).
    bool saveSheetBasedOn(StoreWrite, int round, int table, const QList<PlayerLine> &lines,
                          bool asDraft, int basedOn, SheetConflict *conflict, DbError *error);
    /// saveSheet() of a table's report that the director accepted: the
    /// version records `report` (StoredSheet::report); never a draft.
    bool saveReportedSheet(StoreWrite, int round, int table, const QList<PlayerLine> &lines,
                           int report, DbError *error);
    /// The name this desk records with every version it saves; the machine's
    /// name unless set.
    QString deskName() const;
    void setDeskName(const QString &name);
    /// Every earlier and the current version of a table's sheet, oldest first.
    QList<StoredSheet> history(int round, int table, DbError *error = nullptr) const;
    /// Puts back the version before the last save (or no result if the last
    /// save was the first); the undone version stays in the history.
    bool undoLastSave(StoreWrite, int round, int table, DbError *error);
    /// Tables whose sheet is a draft, by round and table.
    QList<SeatedTable> drafts(DbError *error = nullptr) const;
    /// Every stored sheet (complete and, if asked, drafts), by round and table.
    QList<TableSheet> sheets(bool includeDrafts = false, DbError *error = nullptr) const;
    /// Adds the rounds, tables, seats and results of a results file in one
    /// transaction, checked by the same rules: all or nothing. A table that
    /// already has a different result is a Problem with code table_exists; the
    /// same sheet imported again is accepted and changes nothing.
    /// Also problems: seating_differs (a table the desk seated with other
    /// players), duplicate_player (plays at another table of the round in the
    /// tournament), round_missing (rounds follow one another: round 3 into a
    /// tournament with 1 round needs round 2 in the same file). Players are
    /// created as needed; a seated table's lines are stored in its seat order.
    /// With `stages`, the rounds it creates get their stage (a round already
    /// there must have the same one: stage_order). `added`: how many tables
    /// got their result by this import (another desk may save at the same
    /// time, so counting before and after would not tell).
    bool importResults(StoreWrite, const QList<TableSheet> &tables, QList<Problem> *problems,
                       DbError *error, const StageMap &stages = {}, int *added = nullptr);

private:
    int maxVersion(int round, int table) const;
    /// Inserts a sheet version with its lines and makes it current.
    /// `report`: the table's report the version was accepted from (0: typed or imported).
    bool insertVersion(int round, int table, int previous, const QList<qint64> &playerIds,
                       const QList<PlayerLine> &lines, bool draft, int report, DbError *error);
    /// saveSheetBasedOn() and saveReportedSheet(): `report` as insertVersion().
    bool save(int round, int table, const QList<PlayerLine> &lines, bool asDraft, int basedOn,
              int report, SheetConflict *conflict, DbError *error);
    /// Fills `conflict` with what changed from `basedOn` to `current`
    /// (results_desks.cpp) and fails with DbError::Conflict.
    bool failConflict(int round, int table, int basedOn, int current, SheetConflict *conflict,
                      DbError *error) const;
    /// importResults()' stages: new rounds get theirs, old ones must agree, then the checks.
    bool importStages(const QList<TableSheet> &tables, const StageMap &stages, int roundsBefore,
                      QList<Problem> *problems, DbError *error);

    Store *d;
    const Roster &m_roster;
    const Rounds &m_rounds;
    const Details &m_details;
};

} // namespace ctd
