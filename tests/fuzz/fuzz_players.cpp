// libFuzzer target: the players' list of seating, one name a line.
#include "fuzzcheck.h"

#include "files/namesfile.h"

#include <QSet>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace ctd;
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const PlayersList list = readPlayersList(bytes, QStringLiteral("players.txt"));
    fuzz::checkProblems(list.problems);
    QSet<QString> seen;
    for (const QString &name : list.names) {
        fuzz::checkName(name);
        fuzz::require(!seen.contains(name), "a name is listed once");
        seen.insert(name);
    }
    return 0;
}
