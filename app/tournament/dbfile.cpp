#include "dbfile.h"

#include "sqldialect.h"

#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QMutex>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStorageInfo>
#include <QtEndian>

#include <atomic>

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

// The files this process holds through SQLite, by device and inode (one
// file under two names is one file), with how many Held mark each.
using FileKey = QPair<quint64, quint64>;

QMutex &heldLock()
{
    static QMutex lock;
    return lock;
}

QHash<FileKey, int> &heldFiles()
{
    static QHash<FileKey, int> files;
    return files;
}

bool keyOf(const QString &path, FileKey *key)
{
    // stat() opens no descriptor.
    struct stat st;
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return false;
    *key = FileKey(quint64(st.st_dev), quint64(st.st_ino));
    return true;
}

// Under heldLock(): `path` is held, or it is the -wal, -shm or -journal of a
// held database.
bool heldLocked(const QString &path)
{
    const QHash<FileKey, int> &files = heldFiles();
    if (files.isEmpty())
        return false;
    FileKey key;
    if (keyOf(path, &key) && files.contains(key))
        return true;
    for (const QLatin1String suffix :
         {QLatin1String("-wal"), QLatin1String("-shm"), QLatin1String("-journal")}) {
        if (path.endsWith(suffix) && keyOf(path.chopped(suffix.size()), &key)
            && files.contains(key))
            return true;
    }
    return false;
}

// Runs `job`, which opens `path` with a descriptor of its own and closes it
// again, unless the file is held: then false, and nothing is opened. No
// connection is marked while the descriptor is open (Held waits for it).
template <typename Job> bool withOwnDescriptor(const QString &path, Job job)
{
    QMutexLocker locker(&heldLock());
    if (heldLocked(path))
        return false;
    job();
    return true;
}

// The header's numbers asked of SQLite, for a file this process holds: a
// connection of its own, whose descriptor SQLite keeps open while other
// connections hold locks on the file (so closing it drops none).
Header askSqlite(const QString &path, quint32 applicationId, bool *wal)
{
    static std::atomic<int> counter{0};
    const QString name = QStringLiteral("ctd-header-%1").arg(++counter);
    Header h;
    h.kind = Kind::Unreadable;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(sql::Dialect::driver(), name);
        db.setDatabaseName(path);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (!db.open()) {
            h.reason = db.lastError().text();
        } else {
            QSqlQuery q(db);
            if (!q.exec(QStringLiteral("PRAGMA application_id")) || !q.next()) {
                h.reason = q.lastError().text();
            } else {
                const quint32 id = quint32(q.value(0).toLongLong());
                if (q.exec(QStringLiteral("PRAGMA user_version")) && q.next())
                    h.schemaVersion = q.value(0).toInt();
                if (wal && q.exec(QStringLiteral("PRAGMA journal_mode")) && q.next())
                    *wal = q.value(0).toString().compare(QLatin1String("wal"), Qt::CaseInsensitive)
                        == 0;
                h.kind = id == applicationId ? Kind::Tournament : Kind::OtherProgram;
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return h;
}

} // namespace

Held::Held(const QString &path)
{
    QMutexLocker locker(&heldLock());
    FileKey key;
    if (!keyOf(path, &key))
        return;
    m_device = key.first;
    m_inode = key.second;
    m_marked = true;
    ++heldFiles()[key];
}

Held::~Held()
{
    if (!m_marked)
        return;
    QMutexLocker locker(&heldLock());
    const FileKey key(m_device, m_inode);
    auto it = heldFiles().find(key);
    if (it != heldFiles().end() && --it.value() <= 0)
        heldFiles().erase(it);
}

bool held(const QString &path)
{
    QMutexLocker locker(&heldLock());
    return heldLocked(path);
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
    bool empty = false;
    QString failure;
    const bool own = withOwnDescriptor(path, [&] {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            failure = file.errorString();
            return;
        }
        bytes = file.read(kHeaderSize);
        empty = bytes.isEmpty() && file.atEnd();
    });
    if (!own)
        return askSqlite(path, applicationId, nullptr);
    if (!failure.isEmpty()) {
        h.kind = Kind::Unreadable;
        h.reason = failure;
        return h;
    }
    if (empty) {
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

bool inWalMode(const QString &path)
{
    // Bytes 18 and 19 of the header: the read and write versions, 2 for WAL.
    QByteArray head;
    const bool own = withOwnDescriptor(path, [&] {
        QFile f(path);
        if (f.open(QIODevice::ReadOnly))
            head = f.read(20);
    });
    if (!own) {
        bool wal = false;
        askSqlite(path, 0, &wal);
        return wal;
    }
    return head.size() == 20 && head[18] == 2 && head[19] == 2;
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
    bool synced = false;
    withOwnDescriptor(path, [&] {
        QFile file(path);
        synced = file.open(QIODevice::ReadWrite) && ::fsync(file.handle()) == 0;
    });
    return synced;
}

void syncFolder(const QString &folder)
{
    // A folder: never a file SQLite holds.
    const int fd = ::open(QFile::encodeName(folder).constData(), O_RDONLY | O_DIRECTORY);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
}

} // namespace ctd::dbfile
