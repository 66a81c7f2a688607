#pragma once

#include <QList>
#include <QString>

namespace ctd {

/// One step of the order that decides the standings (docs/rules.md §6).
enum class TieBreak {
    RoundPoints,   ///< total round points, highest first
    TotalVp,       ///< total game VP, highest first
    VpShare,       ///< VP share, highest first
};

/// How a player's VP share over several tables is formed.
enum class ShareMode {
    Pooled,            ///< own VP over all tables / all VP at those tables (docs/rules.md)
    AveragePerTable,   ///< mean of the per-table shares
};

/// The numbers that differ between championships. docs/rules.md is the default;
/// every other rule of a result sheet is the same everywhere.
struct RuleSet
{
    QString id;                        ///< stable key stored in a tournament file
    QList<int> pointsTable4{5, 3, 2, 1};
    QList<int> pointsTable3{5, 3, 2};
    int tieBreakVpCap = 0;             ///< 0: none; else each table's VP counts at most this much in tie-breaks
    ShareMode shareMode = ShareMode::Pooled;
    QList<TieBreak> order{TieBreak::RoundPoints, TieBreak::TotalVp, TieBreak::VpShare};
    // The name always decides last, so that the order is total.

    const QList<int> &pointsForTable(int players) const
    {
        return players == 3 ? pointsTable3 : pointsTable4;
    }

    bool operator==(const RuleSet &o) const
    {
        return id == o.id && pointsTable4 == o.pointsTable4 && pointsTable3 == o.pointsTable3
            && tieBreakVpCap == o.tieBreakVpCap && shareMode == o.shareMode && order == o.order;
    }

    /// docs/rules.md as written.
    static RuleSet standard();
    /// Every rule set the program knows, the standard first.
    static QList<RuleSet> presets();
    /// The preset with this id, or the standard one if there is none.
    static RuleSet byId(const QString &id, bool *found = nullptr);
};

} // namespace ctd
