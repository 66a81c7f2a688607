#include "teamspage.h"

#include "pagetexts.h"

#include "files/figures.h"

#include <QCoreApplication>

namespace ctd {

namespace {

// The words of the section, in the phone's language (context TeamsPage).
const char *const kContext = "TeamsPage";
const char *const kTitle = QT_TRANSLATE_NOOP("TeamsPage", "Team standings after round %1");
const char *const kBefore = QT_TRANSLATE_NOOP("TeamsPage", "Team standings before the first round");
const char *const kRank = QT_TRANSLATE_NOOP("TeamsPage", "Rank");
const char *const kTeam = QT_TRANSLATE_NOOP("TeamsPage", "Team");
const char *const kRoundPoints = QT_TRANSLATE_NOOP("TeamsPage", "Round points");
const char *const kWins = QT_TRANSLATE_NOOP("TeamsPage", "Wins");
const char *const kVp = QT_TRANSLATE_NOOP("TeamsPage", "VP");
const char *const kMembers = QT_TRANSLATE_NOOP("TeamsPage", "Members");
const char *const kSizes = QT_TRANSLATE_NOOP(
    "TeamsPage", "The teams have different sizes; they are compared as they are.");

QString esc(const QString &s)
{
    return s.toHtmlEscaped();
}

} // namespace

QString teamsSection(const PlayersView &view, const QString &language)
{
    if (view.teams.rows.isEmpty())
        return {};
    const auto t = [&language](const char *s) { return PageTexts::text(language, kContext, s); };
    const QLocale locale = PageTexts::locale(language);
    const QString title = view.standingsAfter > 0 ? t(kTitle).arg(view.standingsAfter) : t(kBefore);
    QString h =
        QStringLiteral("<section id=\"teams\"><h2>%1</h2><table><thead><tr>"
                       "<th class=\"r\">%2</th><th>%3</th><th class=\"r\">%4</th>"
                       "<th class=\"r\">%5</th><th class=\"r\">%6</th></tr></thead><tbody>\n")
            .arg(esc(title), esc(t(kRank)), esc(t(kTeam)),
                 esc(t(view.countsWins ? kWins : kRoundPoints)), esc(t(kVp)), esc(t(kMembers)));
    for (const TeamRow &r : view.teams.rows) {
        // The team's name in one argument: a name holding "%2" is not filled in.
        // The members' names for the page's search (data-m), not shown.
        QStringList members = view.teamMembers.value(r.team);
        members.sort();
        h += QStringLiteral("<tr data-m=\"%6\"><td class=\"r\">%1</td><td class=\"n\">%2</td>"
                            "<td class=\"r\">%3</td><td class=\"r\">%4</td><td class=\"r\">%5</td>"
                            "</tr>\n")
                 .arg(QString::number(r.rank), esc(r.team),
                      Figures::points(r.roundPointsTwelfths, locale), QString::number(r.vp),
                      QString::number(r.members), esc(members.join(QLatin1Char('|'))));
    }
    h += QStringLiteral("</tbody></table>");
    if (view.teams.sizesDiffer)
        h += QStringLiteral("<p class=\"empty\">%1</p>").arg(esc(t(kSizes)));
    h += QStringLiteral("</section>\n");
    return h;
}

} // namespace ctd
