#pragma once

#include "tournament/ranking.h"
#include "tournament/tournament.h"

#include <QObject>
#include <QPointer>

#include <memory>

class QThread;

namespace ctd {

/// The standings for the screen without waiting for them. A tournament
/// that keeps its standings data (after the first read it rescores only the
/// tables saved since) answers at once; otherwise a large tournament file is
/// read on a worker thread, on a read-only connection of its own, while the
/// desk goes on, and ready() says when the data arrived. A small file, a
/// server and a read-only tournament are read at once, as before.
class StandingsFeed : public QObject
{
    Q_OBJECT

public:
    explicit StandingsFeed(QObject *parent = nullptr);
    /// Waits for a read still running.
    ~StandingsFeed() override;

    void setTournament(Tournament *tournament);
    /// The standings after `afterRound`, in `rows`; false while they are being
    /// read (ready() follows).
    bool standings(int afterRound, QList<StandingsRow> *rows);
    bool isPending() const { return m_worker != nullptr || m_wanted; }
    /// While held, a read waits (standings() says false) until setHeld(false)
    /// starts it on the worker, or says ready() for a small file, read at
    /// once when asked again: the desk holds it until its window is on
    /// screen. Standings at hand (kept) are answered meanwhile.
    void setHeld(bool held);

    /// Files from this size on (bytes, with their write-ahead log) are read on
    /// the worker thread; 512 KiB unless set (tests set 0).
    static void setBackgroundFrom(qint64 bytes);

signals:
    /// The standings data arrived: standings() answers at once now.
    void ready();

private:
    struct Read;
    bool readInBackground() const;
    void startRead();
    void readDone(const std::shared_ptr<Read> &read);

    QPointer<Tournament> m_tournament;
    QThread *m_worker = nullptr;
    Ranking::StandingsMark m_mark;
    bool m_failed = false; ///< the last read elsewhere failed: read here, with its message
    bool m_held = false;
    bool m_wanted = false; ///< asked for while held: read once released
};

} // namespace ctd
