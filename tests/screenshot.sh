#!/usr/bin/env bash
# Makes the README's picture of the desk: catan-desk on a demo tournament in
# a virtual X display, photographed with ImageMagick.
#   tests/screenshot.sh [BUILD_DIR] [OUT.png] [LANGUAGE]   (en, de or pt)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build/release}
out=${2:-resources/screenshots/desk.png}
lang=${3:-en}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$build/tests/demo_tournament" "$tmp/spring-cup.sqlite"

# A clean profile: no remembered window or file, the language asked for, no session bus.
export XDG_CONFIG_HOME="$tmp/config" XDG_DATA_HOME="$tmp/data" HOME="$tmp"
export LANGUAGE="$lang" LC_ALL=C.UTF-8 DBUS_SESSION_BUS_ADDRESS=disabled:
mkdir -p "$(dirname "$out")"
xvfb-run -a -s "-screen 0 1280x800x24" bash -c '
    "$1" -qwindowgeometry 1280x800+0+0 "$2" &
    pid=$!
    sleep "${SHOT_DELAY:-4}"
    import -window root "$3"
    kill "$pid"
    wait "$pid" 2>/dev/null || true
' _ "$build/catan-desk" "$tmp/spring-cup.sqlite" "$out"
echo "wrote $out"
