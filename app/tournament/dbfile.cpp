#include "dbfile.h"

#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QMutex>
#include <QStorageInfo>
#include <QtEndian>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
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

bool readHead(const QString &path, qint64 bytes, QByteArray *head, QString *why)
{
    // SQLite's locks on a file are the process's, and closing any descriptor
    // of the file in the process gives all of them back: a desk or server
    // whose connection lost them would let another process's SQLite take
    // the file for its own, checkpoint and remove the -wal under it. So a
    // file is opened here once for each file on disk and never closed while
    // the program runs (a handful of descriptors).
    static QMutex mutex;
    static QHash<QPair<quint64, quint64>, int> opened;
    const QByteArray name = QFile::encodeName(path);
    struct stat st = {};
    if (::stat(name.constData(), &st) != 0) {
        if (why)
            *why = QString::fromLocal8Bit(std::strerror(errno));
        return false;
    }
    const QMutexLocker lock(&mutex);
    const QPair<quint64, quint64> key(quint64(st.st_dev), quint64(st.st_ino));
    int fd = opened.value(key, -1);
    if (fd < 0) {
        fd = ::open(name.constData(), O_RDONLY | O_CLOEXEC);
        if (fd < 0) {
            if (why)
                *why = QString::fromLocal8Bit(std::strerror(errno));
            return false;
        }
        struct stat held = {};
        if (::fstat(fd, &held) == 0)
            opened.insert(QPair<quint64, quint64>(quint64(held.st_dev), quint64(held.st_ino)), fd);
    }
    head->resize(bytes);
    const ssize_t got = ::pread(fd, head->data(), size_t(bytes), 0);
    head->resize(got < 0 ? 0 : qsizetype(got));
    if (got < 0 && why)
        *why = QString::fromLocal8Bit(std::strerror(errno));
    return got >= 0;
}

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
    QByteArray bytes;
    if (!readHead(path, kHeaderSize, &bytes, &h.reason)) {
        h.kind = Kind::Unreadable;
        return h;
    }
    if (bytes.isEmpty()) {
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
