#include "paperteams.h"

#include "files/figures.h"
#include "files/teamfigures.h"

namespace ctd {

namespace {

class PaperTeamTexts
{
    Q_DECLARE_TR_FUNCTIONS(PaperTeamTexts)

public:
    static QString noTeams()
    {
        return tr("No player has a team: give players a team on the Players page.");
    }
};

} // namespace

PaperDocument teamStandingsDocument(const TournamentInfo &info, const TeamStandings &standings,
                                    int afterRound, const QLocale &locale)
{
    PaperDocument doc;
    doc.tournament =
        info.name.trimmed().isEmpty() ? TeamFigures::tr("CATAN tournament") : info.name;
    doc.title = TeamFigures::title(afterRound);
    const QString rules = Figures::ruleSetLine(info.rules);
    doc.dateText = info.date.isValid()
        ? locale.toString(info.date, QLocale::LongFormat) + QStringLiteral(" \u00b7 ") + rules
        : rules;
    doc.note = TeamFigures::note(standings);
    const QStringList titles = TeamFigures::columnTitles(info.rules);
    const QList<qreal> weights{0.7, 4.0, 1.7, 0.9, 1.3, 1.4};
    for (qsizetype c = 0; c < titles.size(); ++c)
        doc.columns.append(PaperColumn{titles.at(c), weights.value(c, 1),
                                       c == 1 ? Qt::AlignLeft : Qt::AlignRight, false});
    for (const TeamRow &row : standings.rows)
        doc.rows.append(TeamFigures::cells(row, locale));
    doc.emptyText = PaperTeamTexts::noTeams();
    return doc;
}

} // namespace ctd
