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
#include <QVariant>

#include <optional>

namespace ctd {

class Store;

/// The tournament's heading, date, round length and rule set, and the rule
/// set's history.
/// Reached through Tournament::details(); works through the Store (store.h).
class Details
{
public:
    explicit Details(Store &store);
    Details(const Details &) = delete;
    Details &operator=(const Details &) = delete;

    TournamentInfo info() const;
    /// Sets the heading and the rule set (kept whole, every part); a change of
    /// the rule set is recorded in ruleSetHistory().
    bool setInfo(StoreWrite, const TournamentInfo &info, DbError *error);
    /// Changes the rule set alone (see setInfo()).
    bool setRules(StoreWrite, const RuleSet &rules, DbError *error);
    /// Every change of the rule set, oldest first.
    QList<RuleSetChange> ruleSetHistory() const;
    /// Reads the heading and rule set again (another connection may have changed them).
    bool reloadInfo(DbError *error);
    /// The no-win cut (docs/seating.md, "The no-win cut"): the game after
    /// which players without a win are seated in no later preliminary game;
    /// 0 when off (the default). Read from the file each time.
    int noWinCut(DbError *error = nullptr) const;
    /// Sets the no-win cut (0: off); announced as infoChanged().
    bool setNoWinCut(StoreWrite, int game, DbError *error);

private:
    /// Reads the heading and rule set (after opening, after a rollback).
    bool loadInfo(DbError *error);
    /// Writes a changed rule set whole and records the change (in the caller's transaction).
    bool storeRules(const RuleSet &rules, DbError *error);
    /// The rule set a file keeps: its rule-set text, else (NULL) the preset `id`.
    static bool rulesFrom(const QString &id, const QVariant &text, RuleSet *rules);

    Store *d;
    TournamentInfo m_info; ///< as the file holds it
};

} // namespace ctd
