#pragma once
// A test or a benchmark builds the tournament it works on with the store's
// own writers: this is its pass (tournament/storewrite.h), which no program
// code can make.

#include "tournament/storewrite.h"

namespace ctd::test {

struct StoreAccess
{
    static StoreWrite pass() { return StoreWrite(); }
};

inline StoreWrite testPass()
{
    return StoreAccess::pass();
}

} // namespace ctd::test

namespace ctd {
using test::testPass;
} // namespace ctd
