#!/usr/bin/env bash
# Fails when code in app/ or ui/ opens a file outside SQLite where that file
# can be a tournament file this process holds open through SQLite.
#   tests/check_files.sh
# POSIX locks belong to the process: closing ANY descriptor of the tournament
# file (or its -wal, -shm) drops the locks SQLite holds on it, and another
# program's connection (sqlite3 FILE, a backup script) then checkpoints and
# deletes the WAL while this process goes on writing into it. So a file is
# opened outside SQLite only
#   - in app/tournament/dbfile.cpp, inside withOwnDescriptor(), which refuses
#     a held file (dbfile::Held) and keeps any connection from opening while
#     the descriptor is open; or
#   - in a file listed below, which never opens a tournament file, or asks
#     TournamentFiles::heldHere() before each call, as said beside it.
set -euo pipefail
cd "$(dirname "$0")/.."
opens='\.open\((QIODevice|QFile::)|[^a-zA-Z_]::open\(|[^a-zA-Z_]fopen\(|std::(i|o)?fstream|QFile::copy\(|QFile::readAll|QSaveFile [a-z]|QFile [a-zA-Z_]+\('
# file: why it may open files outside SQLite
allowed=(
    # readInputFile(): its callers (app/cli/cli.cpp readWholeFile(),
    # ui/players/playerspanel.cpp, the season's file) ask heldHere() first,
    # or read a season file, never a tournament
    'app/files/inputfile.cpp'
    # resolveRuleSet(): app/cli/commands_rules.cpp asks heldHere() first
    'app/files/rulesfile.cpp'
    # QSaveFile writes a temporary file of its own and renames it
    'app/paper/paperdocument.cpp'
    'app/season/seasonfile.cpp'
    'ui/printing/paperactions.cpp'
    'ui/season/seasonwindow_files.cpp'
    # a QBuffer in memory
    'app/paper/paperslips.cpp'
    # /dev/null
    'app/cli/main.cpp'
    # the program's own resources
    'ui/help/ruleshelp.cpp'
    # replaceWith(): copies a backup into a new temporary file while the
    # tournament is closed (the desk closes it before putting a backup back)
    'app/tournament/tournamentfile.cpp'
    # the lock file FILE.lock beside the tournament, never the tournament
    # file itself
    'app/tournament/filelock.cpp'
)
found=0
while IFS= read -r hit; do
    file=${hit%%:*}
    ok=0
    for a in "${allowed[@]}"; do
        [[ "$file" == "$a" ]] && ok=1
    done
    [[ "$file" == app/tournament/dbfile.cpp ]] && ok=1
    if [[ $ok == 0 ]]; then
        echo "$hit"
        found=1
    fi
done < <(grep -rnE "$opens" app ui --include='*.cpp' --include='*.h' | grep -vE ':[0-9]+:\s*//' || true)

# In dbfile.cpp, every descriptor is opened inside withOwnDescriptor() (the
# folder's fsync in syncFolder() opens a folder, never a file).
stray=$(awk '
    /withOwnDescriptor\(path, \[/ { inside = 1 }
    inside && /^    }\);/ { inside = 0 }
    /\.open\(QIODevice/ && !inside { print FILENAME ":" FNR ": " $0 }
    /[^a-zA-Z_]::open\(/ && !inside && !/O_DIRECTORY/ { print FILENAME ":" FNR ": " $0 }
' app/tournament/dbfile.cpp)
if [[ -n "$stray" ]]; then
    echo "$stray"
    found=1
fi

if [[ $found == 1 ]]; then
    echo "These open a file outside SQLite: a tournament file held by this process would lose its locks (see tests/check_files.sh)." >&2
    exit 1
fi
echo "files: nothing in app/ or ui/ opens a held tournament file outside SQLite"
