#!/usr/bin/env bash
# Pictures of the Players, Seating and Results pages and of the result slips
# in every language, at a laptop's 1366 × 768, for looking at the layout.
#   tests/pages.sh [BUILD_DIR] [OUT_DIR]   (default build/pages)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build/release}
out=${2:-build/pages}
mkdir -p "$out"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$build/tests/demo_tournament" "$tmp/spring-cup.sqlite" >/dev/null
export XDG_CONFIG_HOME="$tmp/config" XDG_DATA_HOME="$tmp/data" HOME="$tmp"
export QT_QPA_PLATFORM=offscreen DBUS_SESSION_BUS_ADDRESS=disabled:
for lang in en de pt; do
    "$build/tests/desk_pages" "$tmp/spring-cup.sqlite" "$lang" "$out/$lang"
    "$build/catan-desk-cli" --lang "$lang" --db "$tmp/spring-cup.sqlite" print slips --round 2 \
        --paper a4 -o "$tmp/slips-$lang.pdf"
    pdftoppm -png -r 60 -f 1 -l 1 "$tmp/slips-$lang.pdf" "$out/$lang-slips"
    echo "wrote $out/$lang-slips-1.png"
done
