#include "ruleset.h"

#include <QCoreApplication>

namespace ctd {

namespace {

struct PresetTitle
{
    const char *id;
    const char *title;
};

// The context is RuleSetNames: the desk translates through it, and so does
// the players' page in each phone's language.
const PresetTitle kTitles[] = {
    {"standard", QT_TRANSLATE_NOOP("RuleSetNames", "Standard (tournament rules)")},
    {"de-ranking", QT_TRANSLATE_NOOP("RuleSetNames", "German ranking tournament")},
    {"catan-studio", QT_TRANSLATE_NOOP("RuleSetNames", "CATAN Studio championship")},
    {"three-5-3-1", QT_TRANSLATE_NOOP("RuleSetNames", "Standard, 5-3-1 at tables of 3")},
    {"vp-cap-10", QT_TRANSLATE_NOOP("RuleSetNames", "Standard, VP capped at 10")},
    {"average-share", QT_TRANSLATE_NOOP("RuleSetNames", "Standard, average share")},
};

} // namespace

const char *RuleSet::titleSource(const QString &id)
{
    for (const PresetTitle &t : kTitles) {
        if (id == QLatin1String(t.id))
            return t.title;
    }
    return nullptr;
}

bool RuleSet::countsWins() const
{
    return pointsTable4 == QList<int>{1, 0, 0, 0} && pointsTable3 == QList<int>{1, 0, 0};
}

bool RuleSet::countsPlaces() const
{
    return order.contains(TieBreak::FirstPlaces) || order.contains(TieBreak::SecondPlaces)
        || order.contains(TieBreak::ThirdPlaces);
}

QString RuleSet::title() const
{
    if (!name.isEmpty())
        return name;
    const char *source = titleSource(id);
    return source ? QCoreApplication::translate("RuleSetNames", source) : id;
}

RuleSet RuleSet::standard()
{
    RuleSet r;
    r.id = QStringLiteral("standard");
    return r;
}

QList<RuleSet> RuleSet::choices()
{
    QList<RuleSet> all{standard()};

    // German ranking tournaments (docs/rules.md §8, "de-ranking").
    RuleSet de = standard();
    de.id = QStringLiteral("de-ranking");
    de.pointsTable3 = {5, 3, 1};
    de.tieBreakVpCap = 10;
    de.shareMode = ShareMode::AveragePerTable;
    de.order = {TieBreak::RoundPoints, TieBreak::TotalVp,      TieBreak::VpShare,
                TieBreak::FirstPlaces, TieBreak::SecondPlaces, TieBreak::ThirdPlaces};
    all.append(de);

    // CATAN Studio's championship program (docs/rules.md §8, "catan-studio").
    RuleSet studio = standard();
    studio.id = QStringLiteral("catan-studio");
    studio.pointsTable4 = {1, 0, 0, 0};
    studio.pointsTable3 = {1, 0, 0};
    studio.shareMode = ShareMode::SumVirtualFourth;
    all.append(studio);
    return all;
}

QList<RuleSet> RuleSet::presets()
{
    QList<RuleSet> all = choices();

    // Championships that give the last of three players 1 point instead of 2.
    RuleSet threeLow = standard();
    threeLow.id = QStringLiteral("three-5-3-1");
    threeLow.pointsTable3 = {5, 3, 1};
    all.append(threeLow);

    // Championships that do not reward running up the score: VP capped at 10.
    RuleSet capped = standard();
    capped.id = QStringLiteral("vp-cap-10");
    capped.tieBreakVpCap = 10;
    all.append(capped);

    // Championships that average the share of each table.
    RuleSet average = standard();
    average.id = QStringLiteral("average-share");
    average.shareMode = ShareMode::AveragePerTable;
    all.append(average);

    return all;
}

RuleSet RuleSet::byId(const QString &id, bool *found)
{
    const QList<RuleSet> all = presets();
    for (const RuleSet &r : all) {
        if (r.id == id) {
            if (found)
                *found = true;
            return r;
        }
    }
    if (found)
        *found = false;
    return standard();
}

} // namespace ctd
