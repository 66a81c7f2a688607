#!/usr/bin/env bash
# Fails when a C++ file of the project is not formatted as .clang-format says.
#   tests/check_format.sh            check (CI, the README's test command)
#   tests/check_format.sh --fix      reformat in place
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(git ls-files '*.cpp' '*.h')
if [ "${1:-}" = "--fix" ]; then
    clang-format -i "${files[@]}"
    exit 0
fi
if ! clang-format --dry-run --Werror "${files[@]}"; then
    echo "Unformatted code: run tests/check_format.sh --fix" >&2
    exit 1
fi
echo "format: ${#files[@]} files as .clang-format says"
