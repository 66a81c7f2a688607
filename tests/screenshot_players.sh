#!/usr/bin/env bash
# Makes the README's pictures of the players' view: the projector window
# (offscreen, 1920x1080) and the players' page in headless Chromium at a
# phone's size (390x844), in English and German, on the demo tournament.
#   tests/screenshot_players.sh [BUILD_DIR] [OUT_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build/release}
out=${2:-resources/screenshots}

tmp=$(mktemp -d)
serve_pid=
cleanup() {
    if [ -n "$serve_pid" ]; then kill "$serve_pid" 2>/dev/null || true; fi
    rm -rf "$tmp"
}
trap cleanup EXIT
"$build/tests/demo_tournament" "$tmp/spring-cup.sqlite"
mkdir -p "$out"
for lang in en de; do
    "$build/tests/players_screen_shot" "$tmp/spring-cup.sqlite" "$out/players-screen-$lang.png" "$lang"
done

"$build/catan-desk-cli" --db "$tmp/spring-cup.sqlite" serve --port 0 2>"$tmp/serve.err" &
serve_pid=$!
for _ in $(seq 50); do grep -q '^note: serving' "$tmp/serve.err" && break; sleep 0.1; done
url=$(sed -n 's/^note: serving //p' "$tmp/serve.err")
for lang in en de; do
    HOME="$tmp" DBUS_SESSION_BUS_ADDRESS=disabled: chromium --headless --no-sandbox --disable-gpu \
        --no-first-run --disable-background-networking --disable-component-update --disable-sync \
        --user-data-dir="$tmp/profile-$lang" --hide-scrollbars --accept-lang="$lang" \
        --window-size=390,844 --timeout=2500 \
        --screenshot="$out/players-page-$lang.png" "$url" 2>/dev/null
done
echo "wrote $out/players-screen-{en,de}.png $out/players-page-{en,de}.png"
