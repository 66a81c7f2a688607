#!/usr/bin/env bash
# Times catan-desk-cli score and standings on a 2,000-player, 8-round
# tournament, beside the start-up of `catan-desk-cli --version` as the floor.
#   tests/benchmarks/bench_cli.sh [BUILD_DIR] [RUNS]
set -euo pipefail
build=${1:-build/release}
runs=${2:-15}
cli="$build/catan-desk-cli"
gen="$build/tests/benchmarks/gen_results"
[ -x "$gen" ] || cmake --build "$build" --target gen_results >/dev/null

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$gen" 2000 8 1 > "$work/results.csv"
rows=$(($(wc -l < "$work/results.csv") - 1))
echo "input: 2000 players, 8 rounds, $rows result rows, $(du -k "$work/results.csv" | cut -f1) KiB"

# Median wall time in milliseconds of RUNS runs of a command.
median_ms() {
    local times=()
    for _ in $(seq "$runs"); do
        local start end
        start=$(date +%s%N)
        "$@" > /dev/null
        end=$(date +%s%N)
        times+=($(( (end - start) / 1000 )))
    done
    printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {m=a[int((NR+1)/2)]; printf "%.1f", m/1000}'
}

floor=$(median_ms "$cli" --version)
score=$(median_ms "$cli" score "$work/results.csv")
standings=$(median_ms "$cli" standings "$work/results.csv")
echo "catan-desk-cli --version (floor): ${floor} ms"
echo "catan-desk-cli score:             ${score} ms"
echo "catan-desk-cli standings:         ${standings} ms ($(awk -v s="$standings" -v f="$floor" 'BEGIN {printf "%.1f", s/f}')x the floor)"

# The standings under the other rule sets: the average of per-game shares and
# the sum of per-game percentages are sums of exact fractions per player.
for rules in de-ranking catan-studio; do
    t=$(median_ms "$cli" standings "$work/results.csv" --rules "$rules")
    echo "catan-desk-cli standings --rules $rules: ${t} ms ($(awk -v s="$t" -v f="$floor" 'BEGIN {printf "%.1f", s/f}')x the floor)"
done
