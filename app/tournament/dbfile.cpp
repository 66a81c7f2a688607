#include "dbfile.h"

#include <QFile>
#include <QFileInfo>
#include <QStorageInfo>
#include <QtEndian>

#include <fcntl.h>
#include <unistd.h>

namespace ctd::dbfile {

namespace {

constexpr char kMagic[] = "SQLite format 3"; // plus the terminating NUL: 16 bytes
constexpr int kHeaderSize = 100;
constexpr int kUserVersionOffset = 60;
constexpr int kApplicationIdOffset = 68;

bool writableBits(const QFileInfo &info)
{
    const QFile::Permissions p = info.permissions();
    // WriteUser: the process may write (always true for root); the owner,
    // group and other bits: somebody marked it writable at all.
    return (p & QFile::WriteUser)
        && (p & (QFile::WriteOwner | QFile::WriteGroup | QFile::WriteOther));
}

} // namespace

Header inspect(const QString &path, quint32 applicationId)
{
    Header h;
    const QFileInfo info(path);
    if (!info.exists()) {
        h.kind = info.isSymLink() ? Kind::Unreadable : Kind::Missing;
        return h;
    }
    if (info.isDir()) {
        h.kind = Kind::Folder;
        return h;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        h.kind = Kind::Unreadable;
        h.reason = file.errorString();
        return h;
    }
    const QByteArray bytes = file.read(kHeaderSize);
    if (bytes.isEmpty() && file.atEnd()) {
        h.kind = Kind::Empty;
        return h;
    }
    if (bytes.size() < kHeaderSize || !bytes.startsWith(QByteArray(kMagic, sizeof kMagic))) {
        h.kind = Kind::NotSqlite;
        return h;
    }
    const auto *raw = reinterpret_cast<const uchar *>(bytes.constData());
    h.schemaVersion = qFromBigEndian<qint32>(raw + kUserVersionOffset);
    const quint32 id = qFromBigEndian<quint32>(raw + kApplicationIdOffset);
    h.kind = id == applicationId ? Kind::Tournament : Kind::OtherProgram;
    return h;
}

bool fileWritable(const QString &path)
{
    return writableBits(QFileInfo(path));
}

bool folderWritable(const QString &folder)
{
    const QFileInfo info(folder);
    return info.isDir() && writableBits(info);
}

bool diskFull(const QString &folder)
{
    // Less than what one page, a journal and a lock need.
    const QStorageInfo storage(folder);
    return storage.isValid() && storage.bytesAvailable() < 64 * 1024;
}

bool syncFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadWrite))
        return false;
    return ::fsync(file.handle()) == 0;
}

void syncFolder(const QString &folder)
{
    const int fd = ::open(QFile::encodeName(folder).constData(), O_RDONLY | O_DIRECTORY);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
}

} // namespace ctd::dbfile
