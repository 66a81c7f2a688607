#include "backupkeeper.h"

#include "tournament.h"

namespace ctd {

BackupKeeper::BackupKeeper(Tournament *tournament, QObject *parent)
    : QObject(parent)
    , m_tournament(tournament)
{
    m_completed = tournament->completedRounds();
    connect(tournament, &Tournament::sheetSaved, this, &BackupKeeper::changed);
    connect(tournament, &Tournament::sheetUndone, this, &BackupKeeper::changed);
    connect(tournament, &Tournament::resultsImported, this, &BackupKeeper::changed);
    connect(tournament, &Tournament::opened, this, [this] {
        m_saves = 0;
        m_completed = m_tournament->completedRounds();
    });
}

void BackupKeeper::changed()
{
    ++m_saves;
    const int completed = m_tournament->completedRounds();
    const bool roundDone = completed > m_completed;
    m_completed = completed;
    if (roundDone || m_saves >= kSavesBetweenBackups)
        backUp();
}

void BackupKeeper::backUp()
{
    m_saves = 0;
    DbError error;
    if (!m_tournament->backUp(&error))
        emit failed(error.message);
}

} // namespace ctd
