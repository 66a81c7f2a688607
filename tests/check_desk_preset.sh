#!/usr/bin/env bash
# The README's first command builds the two programs and no test: the desk
# preset, configured into a folder of its own, has catan-desk and
# catan-desk-cli and no test, benchmark or fuzz target.
#   tests/check_desk_preset.sh OUT_DIR
set -euo pipefail
out=${1:?usage: tests/check_desk_preset.sh OUT_DIR}
cd "$(dirname "$0")/.."
rm -rf "$out"
cmake --preset desk -B "$out" >"$out.log" 2>&1 || { cat "$out.log" >&2; exit 1; }
targets=$(ninja -C "$out" -t targets all | sed 's/:.*//')
for program in catan-desk catan-desk-cli; do
    grep -qx "$program" <<<"$targets" || { echo "check_desk_preset: no $program target" >&2; exit 1; }
done
tests=$(grep -E '(^|/)(tst_|bench_|fuzz_|replay_|demo_tournament|desk_pages)' <<<"$targets" || true)
if [ -n "$tests" ]; then
    echo "check_desk_preset: the desk preset builds tests:" >&2
    head -20 <<<"$tests" >&2
    exit 1
fi
steps=$(ninja -C "$out" -t commands catan-desk catan-desk-cli | wc -l)
echo "check_desk_preset: catan-desk and catan-desk-cli, no test; $steps build steps"
rm -rf "$out" "$out.log"
