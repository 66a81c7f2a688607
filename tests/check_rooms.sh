#!/usr/bin/env bash
# Fails when an arrow between the rooms of the code points the wrong way
# (CONTRIBUTING.md, "Layers and folders"): a room includes a room above it,
# the store's headers include one another in a circle, a job of the store
# includes the Tournament that holds it, or one job is another's friend.
#   tests/check_rooms.sh
set -euo pipefail
cd "$(dirname "$0")/.."
failed=0

# Room: the rooms above it, which it must not include.
above() {
    case "$1" in
    scoring) echo 'app/|ui/|tournament/|commands/|web/|readmodel/|paper/|cli/|files/' ;;
    app/tournament) echo 'commands/|web/|readmodel/|paper/|cli/|season/|ui/' ;;
    app/commands) echo 'web/|readmodel/|paper/|cli/|ui/' ;;
    app/readmodel) echo 'web/|paper/|cli/|ui/|screen/' ;;
    app/web) echo 'cli/|ui/|screen/|paper/' ;;
    esac
}
for room in scoring app/tournament app/commands app/readmodel app/web; do
    if grep -rnE "#include \"($(above "$room"))" "$room" --include='*.h' --include='*.cpp'; then
        echo "$room includes a room above it (above)." >&2
        failed=1
    fi
done

# The store: no job is the friend of another, and no job's header includes
# the Tournament that reaches it (tournament.h stays on top of them).
# (The writing pass, storewrite.h, names the only makers of a pass: that is
# what a pass is, not a job reaching into another.)
if grep -rnE '^\s*friend\b' app/tournament --include='*.h' | grep -v '^app/tournament/storewrite.h:'; then
    echo "app/tournament: a friend declaration (above); give the job what it needs instead." >&2
    failed=1
fi
jobs='store|storetypes|notifier|details|roster|rounds|results|ranking|clock|boards|reports|backups|door|nowincut'
for header in app/tournament/*.h; do
    name=$(basename "$header" .h)
    if [[ "$name" =~ ^($jobs)$ ]] && grep -nE '#include "(tournament/)?tournament(_p)?\.h"' "$header"; then
        echo "$header: a job of the store includes the Tournament (above)." >&2
        failed=1
    fi
done

# No circle among the store's headers: every include an edge, sorted.
loop=$(mktemp)
edges=$(for header in app/tournament/*.h; do
    from=$(basename "$header")
    grep -oE '#include "(tournament/)?[a-z_]+\.h"' "$header" | sed -E 's/.*"(tournament\/)?([a-z_]+\.h)"/\2/' |
        while read -r to; do
            [[ -f "app/tournament/$to" && "$to" != "$from" ]] && echo "$from $to"
        done
    echo "$from $from"
done)
if ! tsort <<<"$edges" >/dev/null 2>"$loop"; then
    cat "$loop" >&2
    echo "app/tournament: the headers above include one another in a circle." >&2
    failed=1
fi
rm -f "$loop"
[[ $failed == 0 ]] || exit 1
echo "rooms: every include points down; the store's headers have no circle and no friends"
