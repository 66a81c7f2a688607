#include "inputfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

namespace ctd {

namespace {

class InputMessages
{
    Q_DECLARE_TR_FUNCTIONS(InputMessages)

public:
    static QString notRegular()
    {
        return tr("it is not a regular file (a device, a pipe or a folder); give a file");
    }
    static QString tooLarge(qint64 limit)
    {
        return tr("it is larger than %1 MiB, the most an input file may hold")
            .arg(limit / (1024 * 1024));
    }
};

} // namespace

bool readInputFile(const QString &path, QByteArray *bytes, QString *reason)
{
    const QFileInfo info(path);
    if (info.exists() && !info.isFile()) {
        *reason = InputMessages::notRegular();
        return false;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *reason = file.errorString();
        return false;
    }
    // Checked on the open file too: a path can be swapped for a device between the two.
    if (file.isSequential()) {
        *reason = InputMessages::notRegular();
        return false;
    }
    if (file.size() > kMaxInputBytes) {
        *reason = InputMessages::tooLarge(kMaxInputBytes);
        return false;
    }
    *bytes = file.read(kMaxInputBytes + 1);
    if (bytes->size() > kMaxInputBytes) {
        bytes->clear();
        *reason = InputMessages::tooLarge(kMaxInputBytes);
        return false;
    }
    return true;
}

} // namespace ctd
