// The details dialog's line on team events (docs/rules.md §11).
#include "tournament/results.h"
#include "tournamentinfodialog.h"

#include <QFormLayout>
#include <QLabel>
#include <QSet>

namespace ctd {

void TournamentInfoDialog::showTeams(const QHash<QString, QString> &teamOf)
{
    m_teamOf = teamOf;
    if (!m_teams) {
        m_teams = new QLabel(this);
        m_teams->setObjectName(QStringLiteral("teamEventInfo"));
        m_teams->setWordWrap(true);
        if (auto *form = qobject_cast<QFormLayout *>(layout())) {
            int row = 0;
            QFormLayout::ItemRole role;
            form->getWidgetPosition(m_summary, &row, &role);
            form->insertRow(row + 1, m_teams);
        }
    }
    const QList<QString> names = teamOf.values();
    const QSet<QString> teams(names.cbegin(), names.cend());
    m_teams->setText(
        teams.isEmpty()
            ? tr("Not a team event: no player has a team. Give players a team on the Players "
                 "page (Ctrl+T) to make it one.")
            : tr("Team event: %n team(s).", nullptr, int(teams.size())) + QLatin1Char(' ')
                + tr("%n player(s) in a team. The team standings are on the Results page; the "
                     "seating keeps teammates apart.",
                     nullptr, int(teamOf.size())));
    if (isVisible())
        fitHeight();
}

} // namespace ctd
