// libFuzzer target: the keep-apart file of seating, two names a line as CSV.
#include "fuzzcheck.h"

#include "files/namesfile.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace ctd;
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const ApartList list = readApartList(bytes, QStringLiteral("apart.csv"));
    fuzz::checkProblems(list.problems);
    fuzz::require(list.pairs.size() == list.lines.size(), "every pair has its line");
    for (const auto &[a, b] : list.pairs) {
        fuzz::checkName(a);
        fuzz::checkName(b);
        fuzz::require(a != b, "a pair is two players");
    }
    return 0;
}
