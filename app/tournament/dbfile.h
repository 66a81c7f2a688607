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

/// Reads the first `bytes` bytes of a database file (fewer at its end)
/// without closing a descriptor of it: closing one would give back SQLite's
/// locks of this process on the file. False (and why) if it cannot be read.
bool readHead(const QString &path, qint64 bytes, QByteArray *head, QString *why = nullptr);
/// Reads the SQLite header (the first 100 bytes) of `path` without changing it.
Header inspect(const QString &path, quint32 applicationId);

/// Whether the file may be written: its own write permission. The permission
/// bits count even for root, who may write anyway, so that a file someone
/// marked read-only stays unchanged.
bool fileWritable(const QString &path);
/// Whether files may be created in the folder (SQLite's journal goes there).
bool folderWritable(const QString &folder);

/// Whether the disk that holds `folder` has (next to) no room left.
bool diskFull(const QString &folder);
/// Flushes a file's contents to the disk (fsync); false if that failed.
bool syncFile(const QString &path);
/// Flushes a folder's entries (after a rename into it).
void syncFolder(const QString &folder);

} // namespace ctd::dbfile
