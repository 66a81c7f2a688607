#pragma once

#include <QString>

namespace ctd::dbfile {

/// What the first bytes of a file say, read before SQLite may touch it.
enum class Kind {
    Missing,      ///< no such file
    Folder,       ///< a folder, not a file
    Empty,        ///< 0 bytes
    NotSqlite,    ///< no SQLite header
    OtherProgram, ///< SQLite, but not marked as a tournament
    Tournament,   ///< SQLite marked as a tournament (tables still to be checked)
    Unreadable,   ///< cannot be read at all
};

struct Header
{
    Kind kind = Kind::Missing;
    int schemaVersion = 0; ///< from the header; the database's own answer decides
    QString reason;        ///< for Unreadable
};

/// Reads the SQLite header (the first 100 bytes) of `path` without changing it.
/// While this process holds the file through SQLite (see Held), the header's
/// numbers are asked of SQLite instead: the file is not opened beside it.
Header inspect(const QString &path, quint32 applicationId);

/// Whether the file's header says it is in WAL mode (bytes 18 and 19), read
/// like inspect(); false when it cannot be read.
bool inWalMode(const QString &path);

/// Marks a file on which this process has (or is about to open) SQLite
/// connections, for as long as the Held lives. POSIX locks belong to the
/// process, not to a descriptor: closing ANY descriptor of the file drops the
/// locks SQLite holds on it, and another program's connection (`sqlite3
/// FILE`, a backup script) then takes itself for the last one, checkpoints
/// and deletes the WAL that this process goes on writing into, so that every
/// later commit is lost. While a file (or its -wal, -shm, -journal) is held,
/// nothing in this library opens it with a descriptor of its own: every
/// such open goes through this file (tests/check_files.sh) and waits for, or
/// is refused by, the mark.
class Held
{
public:
    explicit Held(const QString &path);
    ~Held();
    Held(const Held &) = delete;
    Held &operator=(const Held &) = delete;

private:
    quint64 m_device = 0;
    quint64 m_inode = 0;
    bool m_marked = false;
};

/// Whether this process holds `path` (or the database whose -wal, -shm or
/// -journal it is) through SQLite.
bool held(const QString &path);

/// Whether the file may be written: its own write permission. The permission
/// bits count even for root, who may write anyway, so that a file someone
/// marked read-only stays unchanged.
bool fileWritable(const QString &path);
/// Whether files may be created in the folder (SQLite's journal goes there).
bool folderWritable(const QString &folder);

/// Whether the disk that holds `folder` has (next to) no room left.
bool diskFull(const QString &folder);
/// Flushes a file's contents to the disk (fsync); false if that failed, and
/// for a held file (SQLite flushes those itself).
bool syncFile(const QString &path);
/// Flushes a folder's entries (after a rename into it).
void syncFolder(const QString &folder);

} // namespace ctd::dbfile
