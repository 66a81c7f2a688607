#include "backupkeeper.h"

#include "backups.h"
#include "rounds.h"
#include "tournament.h"

namespace ctd {

BackupKeeper::BackupKeeper(Tournament *tournament, QObject *parent)
    : QObject(parent)
    , m_tournament(tournament)
{
    connect(tournament->notifier(), &Notifier::sheetSaved, this,
            [this](int round, int) { changed(round); });
    connect(tournament->notifier(), &Notifier::sheetUndone, this,
            [this](int round, int) { changed(round); });
    connect(tournament->notifier(), &Notifier::resultsImported, this, [this] { changed(0); });
    connect(tournament->notifier(), &Notifier::opened, this, [this] {
        m_saves = 0;
        m_completed = m_tournament->rounds().completedRounds();
    });
}

void BackupKeeper::countRounds()
{
    if (m_completed < 0)
        m_completed = m_tournament->rounds().completedRounds();
}

void BackupKeeper::changed(int round)
{
    ++m_saves;
    if (m_completed < 0) {
        // Not counted before this change: a backup unless the change cannot
        // have completed a round (at most one backup more than needed).
        m_completed = m_tournament->rounds().completedRounds();
        if ((round == 0 && m_completed > 0) || (round > 0 && round == m_completed)
            || m_saves >= kSavesBetweenBackups)
            backUp();
        return;
    }
    // A save in a round after the complete ones cannot make those incomplete:
    // only the rounds after them are looked at (a save is not slowed by
    // reading every table of the tournament).
    const int completed = round > m_completed
        ? m_tournament->rounds().completedRounds(nullptr, m_completed)
        : m_tournament->rounds().completedRounds();
    const bool roundDone = completed > m_completed;
    m_completed = completed;
    if (roundDone || m_saves >= kSavesBetweenBackups)
        backUp();
}

void BackupKeeper::backUp()
{
    m_saves = 0;
    DbError error;
    if (!m_tournament->backups().backUp(&error))
        emit failed(error.message);
}

} // namespace ctd
