#include "season.h"

#include "collation.h"
#include "names.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <tuple>

namespace ctd {

namespace {

class SeasonMessages
{
    Q_DECLARE_TR_FUNCTIONS(SeasonMessages)

public:
    static QString smallField(const QString &tournament, int players, int minimum)
    {
        return tr("%1 gives nobody points: the season's minimum field is %2 players, and %3 "
                  "played there.")
            .arg(tournament)
            .arg(minimum)
            .arg(players);
    }
    static QString lookAlike(const QString &name, const QString &other)
    {
        return tr("\"%1\" and \"%2\" differ only by case, accents, ß/ss or spacing: if they are "
                  "one player, add the line: alias = %1 = %2")
            .arg(names::escaped(name), names::escaped(other));
    }
};

// One player's results while they are gathered.
struct Gathered
{
    QString name;
    QList<SeasonResult> results;
};

// Marks the results that count: the `best` highest points (all when 0); among
// equal points the better place, then the earlier tournament. Results of a
// tournament below the minimum field never count.
void markCounted(QList<SeasonResult> &results, const QList<bool> &gives, int best)
{
    QList<qsizetype> order;
    for (qsizetype i = 0; i < results.size(); ++i) {
        if (gives.at(results.at(i).tournament))
            order.append(i);
    }
    std::stable_sort(order.begin(), order.end(), [&](qsizetype a, qsizetype b) {
        const SeasonResult &x = results.at(a);
        const SeasonResult &y = results.at(b);
        if (x.points != y.points)
            return x.points > y.points;
        return x.rank < y.rank;
    });
    const qsizetype n = best > 0 ? qMin<qsizetype>(best, order.size()) : order.size();
    for (qsizetype i = 0; i < n; ++i)
        results[order.at(i)].counted = true;
}

} // namespace

int seasonPointsOf(const QList<int> &points, int place)
{
    return place >= 1 && place <= points.size() ? points.at(place - 1) : 0;
}

QString lookAlikeKey(const QString &name)
{
    const QString decomposed = name.normalized(QString::NormalizationForm_D);
    QString key;
    key.reserve(decomposed.size());
    for (const QChar c : decomposed) {
        const QChar::Category cat = c.category();
        if (cat == QChar::Mark_NonSpacing || cat == QChar::Mark_SpacingCombining
            || cat == QChar::Mark_Enclosing || c.isSpace())
            continue;
        if (c == QChar(0x00DF) || c == QChar(0x1E9E)) { // ß, ẞ
            key += QStringLiteral("ss");
            continue;
        }
        key += c;
    }
    return key.toCaseFolded();
}

namespace {

// How carefully a name is written, for the look-alike note's proposal: the
// letters a keyboard without them loses (accents, ß), then capitals and small
// letters both (not "anna" or "ANNA"), then the spaces between its words.
// "Jürgen Groß" is written more carefully than "Jurgen Gross".
std::tuple<int, bool, int> careOf(const QString &name)
{
    int marks = 0;
    for (const QChar c : name.normalized(QString::NormalizationForm_D)) {
        const QChar::Category cat = c.category();
        if (cat == QChar::Mark_NonSpacing || cat == QChar::Mark_SpacingCombining
            || cat == QChar::Mark_Enclosing || c == QChar(0x00DF) || c == QChar(0x1E9E))
            ++marks;
    }
    bool upper = false;
    bool lower = false;
    int spaces = 0;
    for (const QChar c : name) {
        upper = upper || c.isUpper();
        lower = lower || c.isLower();
        spaces += c.isSpace() ? 1 : 0;
    }
    return {marks, upper && lower, spaces};
}

} // namespace

QString aliasedName(const QList<QPair<QString, QString>> &aliases, const QString &name)
{
    QString current = name;
    // Each step follows one line; a chain is never longer than the list, and
    // a circle stops where it began.
    for (qsizetype hop = 0; hop <= aliases.size(); ++hop) {
        const auto it =
            std::find_if(aliases.cbegin(), aliases.cend(), [&](const QPair<QString, QString> &a) {
                return a.second == current && a.first != current;
            });
        if (it == aliases.cend() || it->first == name)
            break;
        current = it->first;
    }
    return current;
}

SeasonStandings computeSeason(const SeasonRules &rules, const QList<SeasonTournament> &tournaments)
{
    SeasonStandings out;
    QList<bool> gives;
    for (qsizetype t = 0; t < tournaments.size(); ++t) {
        const int players = int(tournaments.at(t).places.size());
        gives.append(players >= rules.minPlayers);
        if (!gives.last()) {
            SeasonNote note;
            note.kind = SeasonNote::SmallField;
            note.tournament = int(t);
            note.players = players;
            note.minimum = rules.minPlayers;
            out.notes.append(note);
        }
    }

    QHash<QString, QString> shown; // a name as played → the player's name
    QHash<QString, qsizetype> index;
    QList<Gathered> players;
    for (qsizetype t = 0; t < tournaments.size(); ++t) {
        for (const SeasonPlace &place : tournaments.at(t).places) {
            auto alias = shown.constFind(place.player);
            if (alias == shown.cend())
                alias = shown.insert(place.player, aliasedName(rules.aliases, place.player));
            auto at = index.constFind(*alias);
            if (at == index.cend()) {
                at = index.insert(*alias, players.size());
                players.append(Gathered{*alias, {}});
            }
            QList<SeasonResult> &results = players[*at].results;
            SeasonResult r;
            r.tournament = int(t);
            r.rank = place.rank;
            r.points = gives.at(t) ? seasonPointsOf(rules.points, place.rank) : 0;
            // Two names of one player in one tournament: the better place is theirs.
            if (!results.isEmpty() && results.last().tournament == r.tournament) {
                if (r.rank < results.last().rank)
                    results.last() = r;
                continue;
            }
            results.append(r);
        }
    }

    out.rows.reserve(players.size());
    for (Gathered &g : players) {
        markCounted(g.results, gives, rules.best);
        SeasonRow row;
        row.player = g.name;
        row.tournaments = int(g.results.size());
        for (const SeasonResult &r : std::as_const(g.results)) {
            if (r.counted) {
                row.points += r.points;
                ++row.counted;
            }
            if (row.bestRank == 0 || r.rank < row.bestRank)
                row.bestRank = r.rank;
        }
        row.results = std::move(g.results);
        out.rows.append(std::move(row));
    }

    // Points, best rank, results counted; the name last (the collation's order).
    QStringList names;
    names.reserve(out.rows.size());
    for (const SeasonRow &row : std::as_const(out.rows))
        names.append(row.player);
    const QList<qsizetype> byName = nameOrder(names);
    QList<qsizetype> nameRank(byName.size());
    for (qsizetype i = 0; i < byName.size(); ++i)
        nameRank[byName.at(i)] = i;
    QList<qsizetype> order(out.rows.size());
    for (qsizetype i = 0; i < order.size(); ++i)
        order[i] = i;
    std::sort(order.begin(), order.end(), [&](qsizetype a, qsizetype b) {
        const SeasonRow &x = out.rows.at(a);
        const SeasonRow &y = out.rows.at(b);
        if (x.points != y.points)
            return x.points > y.points;
        if (x.bestRank != y.bestRank)
            return x.bestRank < y.bestRank;
        if (x.counted != y.counted)
            return x.counted > y.counted;
        return nameRank.at(a) < nameRank.at(b);
    });
    QList<SeasonRow> sorted;
    sorted.reserve(order.size());
    for (qsizetype i = 0; i < order.size(); ++i) {
        sorted.append(std::move(out.rows[order.at(i)]));
        sorted.last().rank = int(i + 1);
    }
    out.rows = std::move(sorted);

    // Look-alike names: every pair, in the collation's order; the alias keeps
    // the more carefully written name (careOf), else the one with more
    // tournaments, else the first by collation.
    QHash<QString, QList<qsizetype>> alike;
    for (const qsizetype i : byName)
        alike[lookAlikeKey(names.at(i))].append(i);
    QList<SeasonNote> lookAlikes;
    for (const qsizetype i : byName) {
        const QList<qsizetype> &group = alike.value(lookAlikeKey(names.at(i)));
        if (group.size() < 2 || group.first() != i)
            continue;
        for (qsizetype a = 0; a < group.size(); ++a) {
            for (qsizetype b = a + 1; b < group.size(); ++b) {
                const QString &first = names.at(group.at(a));
                const QString &second = names.at(group.at(b));
                const auto played = [&](const QString &n) {
                    const auto it = std::find_if(out.rows.cbegin(), out.rows.cend(),
                                                 [&](const SeasonRow &r) { return r.player == n; });
                    return it->tournaments;
                };
                SeasonNote note;
                note.kind = SeasonNote::LookAlike;
                const auto care = careOf(first);
                const auto otherCare = careOf(second);
                const bool swap =
                    otherCare != care ? otherCare > care : played(second) > played(first);
                note.name = swap ? second : first;
                note.other = swap ? first : second;
                lookAlikes.append(note);
            }
        }
    }
    out.notes += lookAlikes;
    return out;
}

QString seasonNoteText(const SeasonNote &note, const QStringList &labels)
{
    if (note.kind == SeasonNote::LookAlike)
        return SeasonMessages::lookAlike(note.name, note.other);
    return SeasonMessages::smallField(labels.value(note.tournament), note.players, note.minimum);
}

} // namespace ctd
