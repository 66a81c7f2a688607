#include "standingsfeed.h"
#include "tournament/ranking.h"

#include <QFileInfo>
#include <QThread>

#include <atomic>

namespace ctd {

namespace {

std::atomic<qint64> backgroundFrom{512 * 1024};

} // namespace

struct StandingsFeed::Read
{
    QString path;
    Ranking::StandingsData data;
    bool ok = false;
};

StandingsFeed::StandingsFeed(QObject *parent)
    : QObject(parent)
{
}

StandingsFeed::~StandingsFeed()
{
    if (m_worker) {
        m_worker->wait();
        delete m_worker;
    }
}

void StandingsFeed::setBackgroundFrom(qint64 bytes)
{
    backgroundFrom = bytes;
}

void StandingsFeed::setTournament(Tournament *tournament)
{
    // A read still running for another tournament is left to finish; its
    // answer is not kept (readDone() sees the tournament changed).
    m_tournament = tournament;
    m_failed = false;
    m_wanted = false;
}

bool StandingsFeed::readInBackground() const
{
    const Tournament *t = m_tournament.data();
    if (!t || !t->isOpen() || t->isReadOnly() || m_failed
        || t->ranking().standingsMark().fileVersion < 0)
        return false;
    // Only a local file has a change counter (a server has none: -1 above).
    const QString path = t->path();
    const qint64 size = QFileInfo(path).size() + QFileInfo(path + QStringLiteral("-wal")).size();
    return size >= backgroundFrom.load();
}

bool StandingsFeed::standings(int afterRound, QList<StandingsRow> *rows)
{
    rows->clear();
    Tournament *t = m_tournament.data();
    if (!t || !t->isOpen())
        return true;
    if (m_worker)
        return false;
    if (t->ranking().hasKeptStandings()) {
        m_failed = false;
        *rows = t->ranking().standings(afterRound);
        return true;
    }
    // Held (the desk's first paint): not even a small file is read now.
    if (m_held) {
        m_wanted = true;
        return false;
    }
    if (!readInBackground()) {
        m_failed = false;
        *rows = t->ranking().standings(afterRound);
        return true;
    }
    startRead();
    return false;
}

void StandingsFeed::setHeld(bool held)
{
    m_held = held;
    if (held || !m_wanted)
        return;
    m_wanted = false;
    if (!m_tournament || m_worker)
        return;
    if (readInBackground())
        startRead();
    else
        emit ready(); // asked again, a small file is read at once
}

void StandingsFeed::startRead()
{
    auto read = std::make_shared<Read>();
    read->path = m_tournament->path();
    m_mark = m_tournament->ranking().standingsMark();
    // The worker's own Tournament: a read-only connection made, used and
    // closed on that thread, beside the desk's connection (the file's
    // write-ahead log lets readers read while the desk writes).
    m_worker = QThread::create([read] {
        Tournament reader;
        reader.setPagesCheckedElsewhere(true); // by the desk's own Tournament
        DbError error;
        read->ok = reader.openReadOnly(read->path, &error)
            && reader.ranking().readStandingsData(&read->data, &error);
    });
    connect(m_worker, &QThread::finished, this, [this, read] { readDone(read); });
    m_worker->start(QThread::LowPriority);
}

void StandingsFeed::readDone(const std::shared_ptr<Read> &read)
{
    m_worker->wait();
    delete m_worker;
    m_worker = nullptr;
    Tournament *t = m_tournament.data();
    if (!t || !t->isOpen() || t->path() != read->path) {
        // Another tournament meanwhile: its own standings are asked for afresh.
        emit ready();
        return;
    }
    if (!read->ok) {
        // Read here instead, so that a failure is told as on any read.
        m_failed = true;
    } else if (!t->ranking().keepStandingsData(read->data, m_mark)) {
        // Something besides saves changed meanwhile: read again.
        startRead();
        return;
    }
    emit ready();
}

} // namespace ctd
