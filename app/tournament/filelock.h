#pragma once
// Inside the tournament library: the lock beside a tournament file
// (docs/tournament-file.md, "Who may write a file at once").

#include <QByteArray>
#include <QString>

#include <optional>

namespace ctd {

/// The lock file beside a tournament file, held with the system's advisory
/// locks on an open file (Linux: open file description locks; Windows:
/// LockFileEx). The system releases them the moment their holder ends, however
/// it ends, so a lock never outlives its process and nobody ever waits for one
/// that is gone: there is no stale-age rule. The file's content only names the
/// holders for the message a refused writer shows; it is written after the
/// lock is taken, and an empty or half-written one never makes anyone wait.
///
/// Three bytes of the file are locked, each for its own purpose:
/// - *open*: a desk holds it alone; `serve --reports` and the command line's
///   writers share it. So a desk excludes every other writer, and they
///   exclude a desk, while they work beside each other.
/// - *setup*: held alone while a file is checked, created or upgraded, and by
///   a command-line writer for its whole (short) run: such writers take turns.
/// - *server*: shared by every `serve --reports`, to name it in a message.
/// SQLite's own locking (BEGIN IMMEDIATE and a busy timeout) orders the
/// writes of the processes that share the file.
class FileLock
{
public:
    enum class Role {
        Desk,   ///< the desk, and putting a backup in place: alone
        Writer, ///< a command-line writer: beside a server, after other writers
        Server, ///< serve --reports: beside command-line writers
    };
    enum class Outcome {
        Taken,
        Held,   ///< another process holds what the role needs (holder() names it)
        Failed, ///< the lock file could not be opened or written
    };
    /// Who holds a lock, from the lock file's content; pid 0 and empty
    /// strings where the content cannot be read.
    struct Holder
    {
        qint64 pid = 0;
        QString host;
        QString app;
    };

    explicit FileLock(const QString &lockPath);
    ~FileLock();
    FileLock(const FileLock &) = delete;
    FileLock &operator=(const FileLock &) = delete;

    /// Takes the lock for `role`, waiting up to `waitMs` while another
    /// process holds it (0: not at all). On Held, holder() names who holds it.
    Outcome take(Role role, int waitMs);
    /// Gives back the setup byte when the file is open (a desk, a server).
    void endSetup();
    /// Gives everything back; removes the lock file when nobody else holds
    /// any part of it.
    void release();
    bool isTaken() const { return m_taken; }
    /// After take() said Held: who holds the lock.
    Holder holder() const { return m_holder; }

    /// Who holds any part of the lock at `lockPath` right now; nothing when
    /// nobody does (whatever the file holds). Nothing is written.
    static std::optional<Holder> holderOf(const QString &lockPath);

    /// The open lock file, as the system knows it (filelock.cpp).
    struct Handle;

private:
    bool openFile();
    void closeFile();
    void writeRecord(Role role);
    static Holder parseRecord(const QByteArray &record);

    QString m_path;
    Handle *m_handle = nullptr;
    bool m_taken = false;
    Holder m_holder;
};

} // namespace ctd
