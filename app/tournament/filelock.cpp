// The lock beside a tournament file: advisory locks on an open file, which the
// system gives back when their holder ends, and a content that names holders.
#include "filelock.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QSysInfo>
#include <QThread>

#ifdef Q_OS_WIN
#include <windows.h>
#else
#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace ctd {

namespace {

// The locked bytes lie far beyond the content, so that reading the content
// never meets a locked byte (Windows' byte locks keep others from reading).
constexpr qint64 kLockBase = qint64(1) << 30;
constexpr qint64 kOpenByte = kLockBase;
constexpr qint64 kSetupByte = kLockBase + 1;
constexpr qint64 kServerByte = kLockBase + 2;
constexpr qint64 kLockBytes = 3;
// Each role names its holder in a record of its own.
constexpr qint64 kRecordBytes = 256;
constexpr int kPollMs = 20;

qint64 recordOffset(FileLock::Role role)
{
    switch (role) {
    case FileLock::Role::Desk:
        return 0;
    case FileLock::Role::Server:
        return kRecordBytes;
    case FileLock::Role::Writer:
        return 2 * kRecordBytes;
    }
    return 0;
}

enum class Try { Taken, Busy, Error };

} // namespace

#ifdef Q_OS_WIN

struct FileLock::Handle
{
    HANDLE h = INVALID_HANDLE_VALUE;
};

namespace {

HANDLE openLockFile(const QString &path, bool create)
{
    return CreateFileW(reinterpret_cast<const wchar_t *>(path.utf16()),
                       create ? GENERIC_READ | GENERIC_WRITE : GENERIC_READ,
                       FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, nullptr,
                       create ? OPEN_ALWAYS : OPEN_EXISTING, FILE_ATTRIBUTE_NORMAL, nullptr);
}

Try lockBytes(HANDLE h, qint64 start, qint64 length, bool exclusive)
{
    OVERLAPPED at{};
    at.Offset = DWORD(start & 0xffffffff);
    at.OffsetHigh = DWORD(start >> 32);
    const DWORD flags = LOCKFILE_FAIL_IMMEDIATELY | (exclusive ? LOCKFILE_EXCLUSIVE_LOCK : 0);
    if (LockFileEx(h, flags, 0, DWORD(length), 0, &at))
        return Try::Taken;
    return GetLastError() == ERROR_LOCK_VIOLATION ? Try::Busy : Try::Error;
}

void unlockBytes(HANDLE h, qint64 start, qint64 length)
{
    OVERLAPPED at{};
    at.Offset = DWORD(start & 0xffffffff);
    at.OffsetHigh = DWORD(start >> 32);
    UnlockFileEx(h, 0, DWORD(length), 0, &at);
}

// Whether another holder keeps a lock of this kind from being taken.
bool heldAgainst(HANDLE h, qint64 start, bool exclusive)
{
    if (lockBytes(h, start, 1, exclusive) != Try::Taken)
        return true;
    unlockBytes(h, start, 1);
    return false;
}

QByteArray readAt(HANDLE h, qint64 offset, qint64 length)
{
    QByteArray bytes(length, '\0');
    OVERLAPPED at{};
    at.Offset = DWORD(offset & 0xffffffff);
    at.OffsetHigh = DWORD(offset >> 32);
    DWORD got = 0;
    if (!ReadFile(h, bytes.data(), DWORD(length), &got, &at))
        return {};
    bytes.truncate(got);
    return bytes;
}

bool writeAt(HANDLE h, qint64 offset, const QByteArray &bytes)
{
    OVERLAPPED at{};
    at.Offset = DWORD(offset & 0xffffffff);
    at.OffsetHigh = DWORD(offset >> 32);
    DWORD put = 0;
    return WriteFile(h, bytes.constData(), DWORD(bytes.size()), &put, &at)
        && put == DWORD(bytes.size());
}

} // namespace

bool FileLock::openFile()
{
    if (m_handle)
        return true;
    const HANDLE h = openLockFile(m_path, true);
    if (h == INVALID_HANDLE_VALUE)
        return false;
    m_handle = new Handle{h};
    return true;
}

void FileLock::closeFile()
{
    if (!m_handle)
        return;
    CloseHandle(m_handle->h);
    delete m_handle;
    m_handle = nullptr;
}

namespace {
using Native = HANDLE;
Native native(const void *handle)
{
    return static_cast<const FileLock::Handle *>(handle)->h;
}
// A file that is open elsewhere cannot be replaced under its name here: the
// lock file stays, and the handle is always on the file of that name.
bool stillInPlace(Native, const QString &)
{
    return true;
}
bool removeIfSame(Native, const QString &)
{
    return false;
}
} // namespace

std::optional<FileLock::Holder> FileLock::holderOf(const QString &lockPath)
{
    const HANDLE h = openLockFile(lockPath, false);
    if (h == INVALID_HANDLE_VALUE)
        return std::nullopt;
    std::optional<Role> role;
    if (heldAgainst(h, kOpenByte, false))
        role = Role::Desk;
    else if (heldAgainst(h, kServerByte, true))
        role = Role::Server;
    else if (heldAgainst(h, kSetupByte, true) || heldAgainst(h, kOpenByte, true))
        role = Role::Writer;
    QByteArray record;
    if (role)
        record = readAt(h, recordOffset(*role), kRecordBytes);
    CloseHandle(h);
    if (!role)
        return std::nullopt;
    return parseRecord(record);
}

#else // POSIX

struct FileLock::Handle
{
    int fd = -1;
};

namespace {

// Open file description locks belong to the open file, not the process: two
// openings in one process exclude each other, and closing a probe's
// descriptor gives back nothing else. Where the system lacks them, the older
// per-process locks serve, which cannot tell two openings of one process apart.
#ifdef F_OFD_SETLK
constexpr int kSetLock = F_OFD_SETLK;
constexpr int kGetLock = F_OFD_GETLK;
#else
constexpr int kSetLock = F_SETLK;
constexpr int kGetLock = F_GETLK;
#endif

struct flock range(short type, qint64 start, qint64 length)
{
    struct flock fl = {};
    fl.l_type = type;
    fl.l_whence = SEEK_SET;
    fl.l_start = off_t(start);
    fl.l_len = off_t(length);
    fl.l_pid = 0;
    return fl;
}

Try lockBytes(int fd, qint64 start, qint64 length, bool exclusive)
{
    struct flock fl = range(exclusive ? F_WRLCK : F_RDLCK, start, length);
    int r;
    do {
        r = ::fcntl(fd, kSetLock, &fl);
    } while (r != 0 && errno == EINTR);
    if (r == 0)
        return Try::Taken;
    return errno == EAGAIN || errno == EACCES ? Try::Busy : Try::Error;
}

void unlockBytes(int fd, qint64 start, qint64 length)
{
    struct flock fl = range(F_UNLCK, start, length);
    ::fcntl(fd, kSetLock, &fl);
}

// Whether another holder keeps a lock of this kind from being taken.
bool heldAgainst(int fd, qint64 start, bool exclusive)
{
    struct flock fl = range(exclusive ? F_WRLCK : F_RDLCK, start, 1);
    if (::fcntl(fd, kGetLock, &fl) != 0)
        return false;
    return fl.l_type != F_UNLCK;
}

QByteArray readAt(int fd, qint64 offset, qint64 length)
{
    QByteArray bytes(length, '\0');
    const ssize_t got = ::pread(fd, bytes.data(), size_t(length), off_t(offset));
    if (got < 0)
        return {};
    bytes.truncate(got);
    return bytes;
}

bool writeAt(int fd, qint64 offset, const QByteArray &bytes)
{
    return ::pwrite(fd, bytes.constData(), size_t(bytes.size()), off_t(offset))
        == ssize_t(bytes.size());
}

using Native = int;
Native native(const void *handle)
{
    return static_cast<const FileLock::Handle *>(handle)->fd;
}

// The descriptor still names the file at `path`: a holder that gave the lock
// back may have removed the file (and another process made a new one) after
// this one was opened, and a lock on a removed file excludes nobody.
bool stillInPlace(int fd, const QString &path)
{
    struct stat held = {}, named = {};
    if (::fstat(fd, &held) != 0 || ::stat(QFile::encodeName(path).constData(), &named) != 0)
        return false;
    return held.st_dev == named.st_dev && held.st_ino == named.st_ino;
}

bool removeIfSame(int fd, const QString &path)
{
    return stillInPlace(fd, path) && ::unlink(QFile::encodeName(path).constData()) == 0;
}

} // namespace

bool FileLock::openFile()
{
    if (m_handle)
        return true;
    int fd;
    do {
        fd = ::open(QFile::encodeName(m_path).constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    } while (fd < 0 && errno == EINTR);
    if (fd < 0)
        return false;
    m_handle = new Handle{fd};
    return true;
}

void FileLock::closeFile()
{
    if (!m_handle)
        return;
    ::close(m_handle->fd);
    delete m_handle;
    m_handle = nullptr;
}

std::optional<FileLock::Holder> FileLock::holderOf(const QString &lockPath)
{
    const int fd = ::open(QFile::encodeName(lockPath).constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return std::nullopt;
    std::optional<Role> role;
    if (heldAgainst(fd, kOpenByte, false))
        role = Role::Desk;
    else if (heldAgainst(fd, kServerByte, true))
        role = Role::Server;
    else if (heldAgainst(fd, kSetupByte, true) || heldAgainst(fd, kOpenByte, true))
        role = Role::Writer;
    QByteArray record;
    if (role)
        record = readAt(fd, recordOffset(*role), kRecordBytes);
    ::close(fd);
    if (!role)
        return std::nullopt;
    return parseRecord(record);
}

#endif

FileLock::FileLock(const QString &lockPath)
    : m_path(lockPath)
{
}

FileLock::~FileLock()
{
    release();
}

FileLock::Holder FileLock::parseRecord(const QByteArray &record)
{
    // "process\nprogram\nmachine\n" (then the machine's and the boot's
    // ids), then zeros; anything else names nobody.
    const QByteArray text =
        record.left(record.indexOf('\0') < 0 ? record.size() : record.indexOf('\0'));
    const QList<QByteArray> lines = text.split('\n');
    Holder holder;
    if (lines.size() < 4) // the machine's line not ended: half written
        return holder;
    bool ok = false;
    const qint64 pid = lines[0].toLongLong(&ok);
    if (!ok || pid <= 0)
        return holder;
    holder.pid = pid;
    holder.app = QString::fromUtf8(lines[1]);
    holder.host = QString::fromUtf8(lines[2]);
    return holder;
}

namespace {

Try tryTake(Native h, FileLock::Role role)
{
    using Role = FileLock::Role;
    // Everything at once or nothing: a part taken is given back before
    // waiting, so that two processes never wait for each other.
    const bool alone = role == Role::Desk;
    Try t = lockBytes(h, kOpenByte, 1, alone);
    if (t != Try::Taken)
        return t;
    if (role == Role::Server) {
        t = lockBytes(h, kServerByte, 1, false);
        if (t != Try::Taken) {
            unlockBytes(h, kOpenByte, 1);
            return t;
        }
    }
    t = lockBytes(h, kSetupByte, 1, true);
    if (t != Try::Taken) {
        unlockBytes(h, kOpenByte, kLockBytes);
        return t;
    }
    return Try::Taken;
}

} // namespace

FileLock::Outcome FileLock::take(Role role, int waitMs)
{
    release();
    m_holder = Holder();
    QElapsedTimer waited;
    waited.start();
    // A lock given back between a refusal and the look at who holds it is
    // tried again, a bounded number of times.
    int vanished = 0;
    for (;;) {
        if (!openFile())
            return Outcome::Failed;
        const Try t = tryTake(native(m_handle), role);
        if (t == Try::Error) {
            closeFile();
            return Outcome::Failed;
        }
        if (t == Try::Taken) {
            if (!stillInPlace(native(m_handle), m_path)) {
                closeFile(); // removed by its last holder meanwhile: the new one counts
                continue;
            }
            m_taken = true;
            writeRecord(role);
            return Outcome::Taken;
        }
        if (waited.elapsed() >= waitMs) {
            const std::optional<Holder> holder = holderOf(m_path);
            if (!holder && ++vanished < 50)
                continue;
            m_holder = holder.value_or(Holder());
            closeFile();
            return Outcome::Held;
        }
        QThread::msleep(kPollMs);
    }
}

void FileLock::writeRecord(Role role)
{
    // Only names the holder: a record that is not written (a full disk) or
    // half written (killed meanwhile) makes nobody wait. The lines are those
    // of the lock files of earlier releases (QLockFile's), and every holder
    // also writes the first record, so that the file's beginning names a
    // holder whoever holds it.
    const auto record = [](const QString &app) {
        QByteArray bytes = QByteArray::number(QCoreApplication::applicationPid()) + '\n'
            + app.toUtf8().left(60) + '\n' + QSysInfo::machineHostName().toUtf8().left(60) + '\n'
            + QSysInfo::machineUniqueId().left(40) + '\n' + QSysInfo::bootUniqueId().left(40)
            + '\n';
        bytes.append(kRecordBytes - bytes.size(), '\0');
        return bytes;
    };
    const QString app = QCoreApplication::applicationName();
    const auto h = native(m_handle);
    if (role == Role::Server)
        writeAt(h, recordOffset(role), record(app + QStringLiteral(" serve")));
    else if (role != Role::Desk)
        writeAt(h, recordOffset(role), record(app));
    writeAt(h, recordOffset(Role::Desk), record(app));
}

void FileLock::endSetup()
{
    if (m_taken)
        unlockBytes(native(m_handle), kSetupByte, 1);
}

void FileLock::release()
{
    if (!m_handle)
        return;
    if (m_taken) {
        // The last holder removes the file: when every byte can be had alone,
        // nobody else holds any. One that opened it meanwhile sees that it
        // was removed once it has its lock, and opens the new one.
        const auto h = native(m_handle);
        if (lockBytes(h, kOpenByte, kLockBytes, true) == Try::Taken)
            removeIfSame(h, m_path);
    }
    m_taken = false;
    closeFile(); // gives back every lock of this opening
}

} // namespace ctd
