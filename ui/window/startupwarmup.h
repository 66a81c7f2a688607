#pragma once

class QThread;

namespace ctd {

/// The desk's start-up, the part that needs no window: made right after the
/// application object, it fills Qt's font database (fontconfig's
/// configuration and the list of the fonts installed, which the window's
/// first text measured waits for) on a thread of its own, and meanwhile
/// loads the SQLite driver (which opening the tournament file needs) on the
/// calling thread. The window's thread then finds the fonts listed, or waits
/// for the rest of the list (QFontDatabase is thread-safe). Its end waits for
/// that thread.
class StartUpWarmUp
{
public:
    StartUpWarmUp();
    ~StartUpWarmUp();
    StartUpWarmUp(const StartUpWarmUp &) = delete;
    StartUpWarmUp &operator=(const StartUpWarmUp &) = delete;

private:
    QThread *m_thread;
};

} // namespace ctd
