#!/usr/bin/env bash
# Pictures of the Edit menu naming what Undo and Redo take back (for the
# manual, docs/manual/pictures/; tests/manual_pictures.sh makes them all): the desk on
# a demo tournament in a virtual X display, a player dropped and taken back
# in by keyboard (Ctrl+1, Ctrl+D twice), one undo (Ctrl+Z), the menu opened
# by its letter; photographed with ImageMagick. Needs xdotool.
#   tests/screenshot_edit_menu.sh [BUILD_DIR] [LANGUAGE] [OUT.png]   (en, de or pt)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build/release}
lang=${2:-en}
out=${3:-docs/manual/pictures/edit-menu-$lang.png}
case "$lang" in
    de) key=b ;;
    *) key=e ;;
esac

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$build/tests/demo_tournament" "$tmp/cup.sqlite" >/dev/null
# A clean profile: no remembered window or file, the language asked for, no session bus.
export XDG_CONFIG_HOME="$tmp/config" XDG_DATA_HOME="$tmp/data" HOME="$tmp"
export LANGUAGE="$lang" LC_ALL=C.UTF-8 DBUS_SESSION_BUS_ADDRESS=disabled:
mkdir -p "$(dirname "$out")"
xvfb-run -a -s "-screen 0 1280x800x24" bash -c '
    "$1" -qwindowgeometry 1280x800+0+0 "$2" &
    pid=$!
    sleep "${SHOT_DELAY:-4}"
    xdotool windowfocus --sync "$(xdotool search --onlyvisible --name Catan | head -1)"
    sleep 0.5
    for k in ctrl+1 ctrl+f Escape Tab ctrl+d ctrl+d ctrl+z "alt+$3"; do
        xdotool key "$k"
        sleep 0.7
    done
    import -window root "$4"
    kill "$pid"
    wait "$pid" 2>/dev/null || true
' _ "$build/catan-desk" "$tmp/cup.sqlite" "$key" "$out"
echo "wrote $out"
