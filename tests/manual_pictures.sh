#!/usr/bin/env bash
# Makes the pictures of the director's manual (docs/manual/pictures/) from
# the real program, on the demo tournament, in English and German: the
# Players, Seating and Results pages (offscreen), the Edit menu naming what
# Undo and Redo take back (the desk under Xvfb, typed into with xdotool), the
# players' screen and the players' page on a phone (headless Chromium), and
# a page of result slips, the pictures of a team event (tst_desk_teams) and
# of the ranks by round. Needs a release build with its tools:
#   cmake --build build/release --target catan-desk catan-desk-cli demo_tournament desk_pages players_screen_shot \
#       tst_desk_season tst_desk_teams tst_players_screen_ranks tst_web_browser_ranks tst_paper_ranks \
#       tst_desk_board
#   tests/manual_pictures.sh [BUILD_DIR] [OUT_DIR]
# Look at every picture before committing it.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build/release}
out=${2:-docs/manual/pictures}
for p in catan-desk catan-desk-cli tests/demo_tournament tests/desk_pages tests/players_screen_shot \
    tests/tst_players_screen_ranks tests/tst_web_browser_ranks tests/tst_paper_ranks; do
    [ -x "$build/$p" ] || { echo "manual_pictures: $build/$p is not built" >&2; exit 2; }
done
mkdir -p "$out"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$build/tests/demo_tournament" "$tmp/spring-cup.sqlite" >/dev/null
# A fixed table, so that the Players page shows one.
"$build/catan-desk-cli" --db "$tmp/spring-cup.sqlite" fix --player "Carla Souza" --table 1

# The pages, offscreen, at a laptop's 1366 × 768 (as tst_desk_layout checks them).
for lang in en de; do
    XDG_CONFIG_HOME="$tmp/config" XDG_DATA_HOME="$tmp/data" HOME="$tmp" \
        QT_QPA_PLATFORM=offscreen DBUS_SESSION_BUS_ADDRESS=disabled: \
        "$build/tests/desk_pages" "$tmp/spring-cup.sqlite" "$lang" "$tmp/$lang" 1366 768 >/dev/null
    for page in players seating results; do
        mv "$tmp/$lang-$page.png" "$out/$page-$lang.png"
    done
    "$build/catan-desk-cli" --lang "$lang" --db "$tmp/spring-cup.sqlite" print slips --round 2 \
        --paper a4 -o "$tmp/slips-$lang.pdf"
    pdftoppm -png -r 60 -f 1 -l 1 -singlefile "$tmp/slips-$lang.pdf" "$out/slips-$lang"
    tests/screenshot_edit_menu.sh "$build" "$lang" "$out/edit-menu-$lang.png" >/dev/null
done

# The players' screen and page, as the README's pictures are made; the
# screen at half its projector size.
tests/screenshot_players.sh "$build" "$tmp/players" >/dev/null
for lang in en de; do
    convert "$tmp/players/players-screen-$lang.png" -resize 50% "$out/players-screen-$lang.png"
    cp "$tmp/players/players-page-$lang.png" "$out/players-page-$lang.png"
done
# The season window (File → Season ranking list…) with a look-alike note
# chosen, as tst_desk_season types a season in, in English and German.
if [ -x "$build/tests/tst_desk_season" ]; then
    mkdir -p "$tmp/season"
    CATAN_SEASON_PICTURES="$tmp/season" QT_QPA_PLATFORM=offscreen LANGUAGE=en LC_ALL=C.UTF-8 \
        "$build/tests/tst_desk_season" typeASeason saveAndAlias >/dev/null
    for lang in en de; do
        cp "$tmp/season/season-$lang.png" "$out/season-$lang.png"
    done
fi
# A team event: the Players page's Team column, the team standings on the
# Results page and the projector's page of team standings, made by the desk
# test that types a team event (it keeps its pictures in CATAN_SCREENSHOT_DIR).
if [ -x "$build/tests/tst_desk_teams" ]; then
    mkdir -p "$tmp/teams"
    CATAN_SCREENSHOT_DIR="$tmp/teams" QT_QPA_PLATFORM=offscreen XDG_CONFIG_HOME="$tmp/config" \
        "$build/tests/tst_desk_teams" pictures >/dev/null
    cp "$tmp/teams"/*-teams-*.png "$out/"
fi
# The door: the check-in field with a card scanned, the cards (first page of
# the PDF), the table's page with its call button and the desk's queue of
# calls (tst_desk_door and tst_calls_browser keep their pictures).
if [ -x "$build/tests/tst_desk_door" ] && [ -x "$build/tests/tst_calls_browser" ]; then
    mkdir -p "$tmp/door"
    CATAN_SCREENSHOT_DIR="$tmp/door" QT_QPA_PLATFORM=offscreen XDG_CONFIG_HOME="$tmp/config" \
        "$build/tests/tst_desk_door" pictures >/dev/null
    CATAN_PICTURES="$tmp/door" QT_QPA_PLATFORM=offscreen XDG_CONFIG_HOME="$tmp/config" \
        "$build/tests/tst_calls_browser" >/dev/null 2>&1
    for lang in en de; do
        pdftoppm -png -r 70 -f 1 -l 1 -singlefile "$tmp/door/cards-$lang.pdf" "$out/cards-$lang"
        cp "$tmp/door/checkin-$lang.png" "$tmp/door/call-phone-$lang.png" \
            "$tmp/door/calls-desk-$lang.png" "$out/"
    done
fi
# The ranks by round: the demo tournament has one complete round, so these
# come from the tests' tournament of three rounds with a final's cut (their
# pictures, kept with CATAN_SCREENSHOT_DIR): the projector's chart and
# tables pages at half size, the chart on a phone, the printed chart's page.
mkdir -p "$tmp/ranks"
for t in "tst_players_screen_ranks pages" "tst_web_browser_ranks phoneScreenshot" \
    "tst_paper_ranks standingsWithChart"; do
    # shellcheck disable=SC2086
    CATAN_SCREENSHOT_DIR="$tmp/ranks" QT_QPA_PLATFORM=offscreen HOME="$tmp" \
        DBUS_SESSION_BUS_ADDRESS=disabled: "$build/tests/"$t >/dev/null
done
for lang in en de; do
    for page in ranks tables; do
        convert "$tmp/ranks/players-screen-$page-$lang-1080.png" -resize 50% \
            "$out/players-screen-$page-$lang.png"
    done
    cp "$tmp/ranks/players-page-ranks-$lang.png" "$out/players-page-ranks-$lang.png"
    cp "$tmp/ranks/standings-chart-$lang.png" "$out/standings-chart-$lang.png"
done
# The round's board (a copy of the demo tournament, so that the other slips
# stay as they are): the desk's window (tst_desk_board), a slip of round 2,
# the players' screen's page at half size and the players' page on a phone
# 360 pixels wide (headless Chromium), cut to the board's section.
if [ -x "$build/tests/tst_desk_board" ]; then
    mkdir -p "$tmp/board"
    CATAN_SCREENSHOT_DIR="$tmp/board" QT_QPA_PLATFORM=offscreen HOME="$tmp" \
        "$build/tests/tst_desk_board" pictures >/dev/null
    cp "$tmp/board"/board-dialog-*.png "$out/"
fi
cp "$tmp/spring-cup.sqlite" "$tmp/board.sqlite"
"$build/catan-desk-cli" --db "$tmp/board.sqlite" board --round 2 --seed 2026 >/dev/null 2>&1
"$build/catan-desk-cli" --db "$tmp/board.sqlite" serve --port 18439 >/dev/null 2>&1 &
served=$!
sleep 2
for lang in en de; do
    "$build/catan-desk-cli" --lang "$lang" --db "$tmp/board.sqlite" print slips --round 2 \
        --paper a4 -o "$tmp/board-slips-$lang.pdf"
    pdftoppm -png -r 90 -f 1 -l 1 -singlefile "$tmp/board-slips-$lang.pdf" "$tmp/board-slips-$lang"
    convert "$tmp/board-slips-$lang.png" -crop 744x392+0+45 +repage "$out/slips-board-$lang.png"
    QT_QPA_PLATFORM=offscreen "$build/tests/players_screen_shot" "$tmp/board.sqlite" \
        "$tmp/board-screen-$lang.png" "$lang" board
    convert "$tmp/board-screen-$lang.png" -resize 50% "$out/players-screen-board-$lang.png"
    chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --lang="$lang" \
        --accept-lang="$lang" --force-device-scale-factor=1 --window-size=360,2600 \
        --screenshot="$tmp/board-phone-$lang.png" http://127.0.0.1:18439/ >/dev/null 2>&1
    # The board's section: below the seating of the demo's 16 players.
    top=$([ "$lang" = de ] && echo 895 || echo 855)
    convert "$tmp/board-phone-$lang.png" -crop "360x440+0+$top" +repage \
        "$out/players-page-board-$lang.png"
done
kill "$served"
ls "$out"/*.png | sed 's/^/wrote /'
