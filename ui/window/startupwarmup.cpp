#include "startupwarmup.h"

#include "tournament/tournament.h"
#include "tournament/tournamentfiles.h"

#include <QFontDatabase>
#include <QThread>

namespace ctd {

StartUpWarmUp::StartUpWarmUp()
    : m_thread(QThread::create([] { QFontDatabase::families(); }))
{
    m_thread->start();
    // The SQL drivers stay on this thread: in Qt 6.4 their list is not safe
    // to fill from two threads at once (QTBUG-112961).
    TournamentFiles::loadDriver();
}

StartUpWarmUp::~StartUpWarmUp()
{
    m_thread->wait();
    delete m_thread;
}

} // namespace ctd
