#pragma once

#include <QList>
#include <QString>

namespace ctd {

/// One step of the order that decides the standings (docs/rules.md §6, docs/rules.md §8).
enum class TieBreak {
    RoundPoints,  ///< total round points, highest first
    TotalVp,      ///< total game VP (capped where the rule set caps them), highest first
    VpShare,      ///< VP share, highest first
    FirstPlaces,  ///< number of first places, most first
    SecondPlaces, ///< number of second places
    ThirdPlaces,  ///< number of third places
};

/// How a player's VP share over several tables is formed (docs/rules.md §8).
enum class ShareMode {
    Pooled,           ///< own VP over all tables / all VP at those tables (docs/rules.md)
    AveragePerTable,  ///< mean of the per-table shares
    SumVirtualFourth, ///< sum of the per-table shares, a table of 3 counted with a virtual fourth
                      ///< player
};

/// The numbers that differ between championships. docs/rules.md is the default;
/// every other rule of a result sheet is the same everywhere.
struct RuleSet
{
    QString id;   ///< stable key stored in a tournament file
    QString name; ///< a custom rule set's own name; empty for a preset
    QList<int> pointsTable4{5, 3, 2, 1};
    QList<int> pointsTable3{5, 3, 2};
    int tieBreakVpCap = 0; ///< 0: none; else each table's VP counts at most this much in tie-breaks
    ShareMode shareMode = ShareMode::Pooled;
    /// Round points first, then the tie-breaks; the name always decides last,
    /// so that the order is total.
    QList<TieBreak> order{TieBreak::RoundPoints, TieBreak::TotalVp, TieBreak::VpShare};

    const QList<int> &pointsForTable(int players) const
    {
        return players == 3 ? pointsTable3 : pointsTable4;
    }

    /// The same four parts (points, cap, share, order), whatever the id and name.
    bool sameParts(const RuleSet &o) const
    {
        return pointsTable4 == o.pointsTable4 && pointsTable3 == o.pointsTable3
            && tieBreakVpCap == o.tieBreakVpCap && shareMode == o.shareMode && order == o.order;
    }
    bool operator==(const RuleSet &o) const { return id == o.id && name == o.name && sameParts(o); }
    bool operator!=(const RuleSet &o) const { return !(*this == o); }

    /// Round points are a win (1 for first place, 0 otherwise): shown as "wins".
    bool countsWins() const;
    /// The tie-breaks count placings (first, second, third places).
    bool countsPlaces() const;
    /// The name a person reads: the custom name, else the preset's translated title.
    QString title() const;
    /// A preset's title untranslated (translation context "RuleSetNames"),
    /// null for an id that is not a preset.
    static const char *titleSource(const QString &id);

    /// docs/rules.md as written.
    static RuleSet standard();
    /// Every rule set the program knows, the standard first.
    static QList<RuleSet> presets();
    /// The rule sets a director chooses from by name (docs/rules.md §8).
    static QList<RuleSet> choices();
    /// The preset with this id, or the standard one if there is none.
    static RuleSet byId(const QString &id, bool *found = nullptr);
};

} // namespace ctd
