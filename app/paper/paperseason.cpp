#include "paperseason.h"

#include "tournament/dblocation.h"

#include <QFileInfo>

namespace ctd {

namespace {

// A tournament as the paper names it: a file by its name alone (the folders
// of the director's computer are nobody else's business), a server as shown
// (without its password).
QString printedPlace(const QString &shown)
{
    if (DbLocation::looksLikeServer(shown))
        return shown;
    const QString name = QFileInfo(shown).fileName();
    return name.isEmpty() ? shown : name;
}

PaperColumn column(const QString &title, qreal weight, Qt::Alignment alignment = Qt::AlignLeft)
{
    return PaperColumn{title, weight, alignment, false};
}

} // namespace

QString PaperSeason::tournamentKey(int index)
{
    return tr("T%1").arg(index + 1);
}

QString PaperSeason::rulesLine(const SeasonRules &rules, const QLocale &locale)
{
    QStringList points;
    for (const int p : rules.points)
        points.append(locale.toString(p));
    QStringList parts;
    parts.append(points.isEmpty()
                     ? tr("No points table yet")
                     : tr("Points by place: %1").arg(points.join(QStringLiteral(", "))));
    parts.append(rules.best > 0 ? tr("the best %1 results count").arg(locale.toString(rules.best))
                                : tr("every result counts"));
    if (rules.minPlayers > 0)
        parts.append(tr("points from %1 players on").arg(locale.toString(rules.minPlayers)));
    return parts.join(QStringLiteral(" \u00b7 "));
}

PaperDocument PaperSeason::standings(const SeasonData &season, const QLocale &locale)
{
    PaperDocument doc;
    doc.tournament =
        season.file.name.trimmed().isEmpty() ? tr("CATAN season") : season.file.name.trimmed();
    doc.title = tr("Season standings");
    doc.dateText = rulesLine(season.file.rules, locale);
    QStringList note;
    QStringList labels;
    for (qsizetype i = 0; i < season.tournaments.size(); ++i) {
        const SeasonTournamentRead &t = season.tournaments.at(i);
        const QString place = printedPlace(t.shown);
        labels.append(place);
        note.append(t.name.isEmpty() || t.name == place
                        ? tr("%1: %2").arg(tournamentKey(int(i)), place)
                        : tr("%1: %2 (%3)").arg(tournamentKey(int(i)), t.name, place));
    }
    for (const SeasonNote &n : season.standings.notes)
        note.append(seasonNoteText(n, labels));
    doc.note = note.join(QLatin1Char('\n'));
    doc.columns = {
        column(tr("Rank"), 0.7, Qt::AlignRight),    column(tr("Player"), 3.6),
        column(tr("Points"), 1.0, Qt::AlignRight),  column(tr("Tournaments"), 1.4, Qt::AlignRight),
        column(tr("Counted"), 1.1, Qt::AlignRight), column(tr("Best rank"), 1.1, Qt::AlignRight),
        column(tr("Counted results"), 4.2)};
    for (const SeasonRow &r : season.standings.rows) {
        QStringList counted;
        for (const SeasonResult &x : r.results) {
            // One result never broken across lines: only between results.
            if (x.counted)
                counted.append(tr("%1: %2 (place %3)")
                                   .arg(tournamentKey(x.tournament), locale.toString(x.points),
                                        locale.toString(x.rank))
                                   .replace(QLatin1Char(' '), QChar(0x00a0)));
        }
        doc.rows.append({locale.toString(r.rank), r.player, locale.toString(r.points),
                         locale.toString(r.tournaments), locale.toString(r.counted),
                         locale.toString(r.bestRank), counted.join(QStringLiteral(" \u00b7 "))});
    }
    doc.emptyText = tr("No results yet: add the season's tournaments.");
    return doc;
}

} // namespace ctd
