#!/usr/bin/env bash
# Every ctest test has a label (CONTRIBUTING.md, "Tests and their labels"), so that
# `ctest -L unit` and the other labels together run every test.
#   tests/check_labels.sh BUILD_DIR
set -euo pipefail
build=${1:?usage: tests/check_labels.sh BUILD_DIR}
# -LE . leaves out every test with a label: what remains has none.
unlabelled=$(ctest --test-dir "$build" -N -LE . | sed -n 's/^ *Test *#[0-9]*: //p')
total=$(ctest --test-dir "$build" -N | sed -n 's/^Total Tests: //p')
if [ -n "$unlabelled" ]; then
    echo "check_labels: tests without a label (add LABELS where they are added):" >&2
    echo "$unlabelled" >&2
    exit 1
fi
[ "${total:-0}" -gt 0 ] || { echo "check_labels: ctest lists no test in $build" >&2; exit 1; }
echo "check_labels: all $total tests have a label"
