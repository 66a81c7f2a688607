// The Seating page's drafts (docs/seating.md, "Publishing a round"): a round
// seated as a draft stays off the players' page, the projector and
// /seating.csv until the director publishes it; it is drawn again or removed
// without a question. Whether the desk seats drafts is a setting of the
// desk, off by default.
#include "seatingpanel.h"

#include "commands/roundcommands.h"
#include "common/deskhistory.h"
#include "tournament/rounds.h"
#include "tournament/tournament.h"

#include <QKeySequence>
#include <QLabel>
#include <QPushButton>
#include <QSettings>

namespace ctd {

namespace {

const char *const kHoldDraftsKey = "seating/holdDrafts";

} // namespace

bool SeatingPanel::holdsDrafts()
{
    return QSettings().value(QLatin1String(kHoldDraftsKey), false).toBool();
}

void SeatingPanel::setHoldsDrafts(bool hold)
{
    QSettings().setValue(QLatin1String(kHoldDraftsKey), hold);
}

QKeySequence SeatingPanel::publishShortcut()
{
    return QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R);
}

QString SeatingPanel::publishKeys()
{
    return publishShortcut().toString(QKeySequence::NativeText);
}

int SeatingPanel::draftRound() const
{
    if (!m_tournament || !m_tournament->isOpen())
        return 0;
    const QList<int> drafts = m_tournament->rounds().drafts();
    const int rounds = m_tournament->rounds().roundCount();
    return drafts.contains(rounds) ? rounds : 0;
}

QString SeatingPanel::publishRounds()
{
    if (!m_tournament || m_tournament->isReadOnly())
        return {};
    const int rounds = m_tournament->rounds().roundCount();
    DbError error;
    const PublishRounds *published =
        DeskHistory::of(m_tournament)->run(std::make_unique<PublishRounds>(rounds), &error);
    if (!published)
        return error.message;
    const QList<int> shown = published->rounds();
    emit statusMessage(
        shown.size() == 1
            ? tr("Round %1 published: the players' page and the projector show it.")
                  .arg(shown.first())
            : tr("Rounds %1 to %2 published: the players' page and the projector show them.")
                  .arg(shown.first())
                  .arg(shown.last()));
    updateDraft();
    return {};
}

void SeatingPanel::updateDraft()
{
    const bool writable = m_tournament && m_tournament->isOpen() && !m_tournament->isReadOnly();
    const QList<int> drafts =
        m_tournament && m_tournament->isOpen() ? m_tournament->rounds().drafts() : QList<int>();
    const bool shownIsDraft = drafts.contains(m_round);
    if (shownIsDraft) {
        const int seen = drafts.first() - 1;
        m_draftInfo->setText(
            (seen > 0 ? tr("Round %1 is a draft: the players' page, the projector and the "
                           "seating file still show round %2.")
                            .arg(m_round)
                            .arg(seen)
                      : tr("Round %1 is a draft: the players' page, the projector and the "
                           "seating file show no seating yet.")
                            .arg(m_round))
            + QLatin1Char(' ')
            + tr("Check it, draw it again if need be, then publish it (%1).").arg(publishKeys()));
    }
    m_draftInfo->setVisible(shownIsDraft);
    const int last = drafts.isEmpty() ? 0 : drafts.last();
    m_publishButton->setText(drafts.size() > 1
                                 ? tr("Pu&blish rounds %1 to %2").arg(drafts.first()).arg(last)
                                 : tr("Pu&blish round %1").arg(last));
    m_publishButton->setVisible(!drafts.isEmpty());
    m_publishButton->setEnabled(writable && !drafts.isEmpty());
}

} // namespace ctd
