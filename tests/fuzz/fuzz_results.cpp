// libFuzzer target: the results-file reader, then scoring what it read and
// writing it back out.
#include "fuzzcheck.h"

#include "files/resultsfile.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace ctd;
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const ResultsData read = readResultsFile(bytes);
    fuzz::checkProblems(read.problems);
    for (const TableSheet &sheet : read.tables) {
        for (const PlayerLine &line : sheet.lines) {
            if (!line.name.isEmpty() && !names::isBad(line.name))
                fuzz::require(names::normalized(line.name) == line.name, "names are normalised");
        }
    }
    if (read.problems.isEmpty()) {
        // A file without problems writes out and reads back in without any.
        const QByteArray out = writeResultsFile(read.tables, RuleSet::standard());
        const ResultsData again = readResultsFile(out);
        fuzz::require(again.problems.isEmpty(), "an exported file reads back in");
        fuzz::require(again.tables.size() == read.tables.size(), "the same tables read back");
    }
    return 0;
}
