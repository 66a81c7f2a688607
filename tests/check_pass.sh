#!/usr/bin/env bash
# The store's writers take a pass only a command makes (tournament/storewrite.h):
# code outside the commands that makes one, by name or by braces, does not
# compile; a command does, and so does a test through test::StoreAccess.
#   tests/check_pass.sh CXX
set -euo pipefail
cxx=${1:?usage: tests/check_pass.sh CXX}
cd "$(dirname "$0")/.."
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
compiles() {
    printf '#include "tournament/storewrite.h"\n%s\n' "$1" >"$dir/t.cpp"
    "$cxx" -std=c++17 -fsyntax-only -Iapp "$dir/t.cpp" 2>"$dir/err"
}
failed=0
for code in 'void f() { ctd::StoreWrite pass; (void)pass; }' \
            'void f() { ctd::StoreWrite pass{}; (void)pass; }' \
            'void take(ctd::StoreWrite) {} void f() { take({}); }' \
            'ctd::StoreWrite make() { return {}; }'; do
    if compiles "$code"; then
        echo "check_pass: a pass made outside the commands compiles: $code" >&2
        failed=1
    fi
done
for code in 'namespace ctd { class Command { public: static StoreWrite p() { return StoreWrite(); } }; }' \
            'namespace ctd::test { struct StoreAccess { static StoreWrite p() { return StoreWrite(); } }; }'; do
    if ! compiles "$code"; then
        cat "$dir/err" >&2
        echo "check_pass: the commands or the tests cannot make a pass: $code" >&2
        failed=1
    fi
done
[[ $failed == 0 ]] || exit 1
echo "pass: only a command (and a test) makes the store's writing pass"
