#pragma once
// The pass the store's writers take (CONTRIBUTING.md, "Commands"): only a
// command makes one, so that the compiler, not a search of the code, keeps
// the widgets, the command line and the players' page from writing around
// the commands. A test or a benchmark that builds a tournament to work on
// makes its own through test::StoreAccess (tests/storepass.h).

namespace ctd {

class Command;
namespace test {
struct StoreAccess;
} // namespace test

class StoreWrite
{
    friend class Command;
    friend struct test::StoreAccess;
    StoreWrite() { } // not "= default": that would make {} a pass anywhere (an aggregate)
};

} // namespace ctd
