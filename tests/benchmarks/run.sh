#!/usr/bin/env bash
# Every performance figure the README quotes, from one run:
#   tests/benchmarks/run.sh [BUILD_DIR] [--smoke]
# Each time is the median of several runs, printed beside its ratio to a floor
# measured in the same run (`catan-desk-cli --version` for the programs; a bare
# QMainWindow with the same libraries for the desk's start-up), and the command
# line's figures and the benchmark programs' also as instruction counts
# (valgrind), which do not depend on how busy the machine is. --smoke: small sizes, one run each, no valgrind;
# checks that every figure is printed (ctest runs it), times nothing.
set -euo pipefail
build=build/release
smoke=0
for a in "$@"; do
    case "$a" in
    --smoke) smoke=1 ;;
    *) build=$a ;;
    esac
done
bench="$build/tests/benchmarks"
cli="$build/catan-desk-cli"
for p in "$cli" "$bench/gen_results" "$bench/bench_startup" "$bench/bench_desk" \
         "$bench/bench_tournament" "$bench/bench_paper" "$bench/bench_seating" \
         "$bench/bench_season" "$bench/bench_reports" "$bench/bench_hall" "$bench/bench_board"; do
    [ -x "$p" ] || { echo "run.sh: $p is not built (cmake --build $build --target benchmarks)" >&2; exit 2; }
done
export QT_QPA_PLATFORM=offscreen
if [ "$smoke" = 1 ]; then
    runs=1 progruns=1 players=200 rounds=3 scale=(60 200) valgrind=
    season=(5 60)
    reports=(--seconds 5 --phones 20 --tables 5)
    hall=(--seconds 5 --phones 100 --tables 10 --addresses 10)
    boards=1000
else
    runs=11 progruns=3 players=2000 rounds=8 scale=(200 2000 20000)
    season=(50 200)
    reports=()
    hall=()
    boards=10000
    valgrind=$(command -v valgrind || true)
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The programs' own messages (Qt's notes on the offscreen platform) go to a
# log, shown only when something fails.
log="$work/log"
trap 'echo "run.sh: failed; the programs said:" >&2; cat "$log" >&2' ERR
exec 2>>"$log"

# Median wall time in ms of $runs runs of a command (stdout discarded).
median_ms() {
    local n=$1; shift
    local times=()
    for _ in $(seq "$n"); do
        local s e
        s=$(date +%s%N)
        "$@" > /dev/null
        e=$(date +%s%N)
        times+=($(( (e - s) / 1000 )))
    done
    printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END {printf "%.1f", a[int((NR+1)/2)]/1000}'
}
# The median wall times in ms of several commands run in turn: $1 rounds,
# each running every command once, so that a machine getting busier or
# quieter during the measurement moves them alike and their ratios hold.
# The commands follow, separated by "::"; prints one median a line, in order.
interleaved_ms() {
    local n=$1; shift
    local -a cmds=() times=()
    local c="" a k s e
    for a in "$@"; do
        if [ "$a" = "::" ]; then
            cmds+=("$c")
            c=""
        else
            c+="$(printf '%q ' "$a")"
        fi
    done
    cmds+=("$c")
    for _ in $(seq "$n"); do
        for k in "${!cmds[@]}"; do
            s=$(date +%s%N)
            eval "${cmds[k]}" > /dev/null
            e=$(date +%s%N)
            times[k]="${times[k]:-} $(( (e - s) / 1000 ))"
        done
    done
    for k in "${!cmds[@]}"; do
        # shellcheck disable=SC2086 # one time a word
        printf '%s\n' ${times[k]} | sort -n | awk '{a[NR]=$1} END {printf "%.1f\n", a[int((NR+1)/2)]/1000}'
    done
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.2f", (b > 0 ? a / b : 0)}'; }
# Instructions executed (millions), by valgrind's callgrind; "-" without valgrind.
minstr() {
    if [ -z "$valgrind" ]; then echo "-"; return; fi
    "$valgrind" --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null \
        | awk '/Collected :/ {printf "%.1f", $NF / 1e6}'
}
# The same for the program's first thread alone (the window's thread), whose
# count does not depend on how far other threads got before the process ended.
minstr_main() {
    if [ -z "$valgrind" ]; then echo "-"; return; fi
    rm -f "$work"/cg.main*
    "$valgrind" --tool=callgrind --separate-threads=yes --callgrind-out-file="$work/cg.main" \
        "$@" >/dev/null 2>&1
    awk '/^summary:/ {printf "%.1f", $2 / 1e6}' "$work/cg.main-01"
    rm -f "$work"/cg.main*
}
# The instructions of a benchmark program's figures: count_run NAME PROGRAM
# ARGS runs it once with --instructions under callgrind (the program counts
# each timed item on its own thread and names its figure, see
# tests/benchmarks/instructions.h); counted NAME prints the median of each
# figure's items in millions ("-" without valgrind, where the program runs
# natively to show that it names every figure).
count_run() {
    local out="$work/cg.$1"; shift
    if [ -n "$valgrind" ]; then
        "$valgrind" --tool=callgrind --instr-atstart=no --collect-atstart=no \
            --callgrind-out-file="$out" "$@" --instructions > "$out.names"
    else
        "$@" --instructions > "$out.names"
    fi
}
counted() {
    perl -e '
        my ($out, $counted) = @ARGV;
        open(my $n, "<", "$out.names") or die;
        my (@order, %items, $part);
        while (<$n>) {
            next unless /^instructions: (.*)$/;
            my $name = $1;
            ++$part;
            push @order, $name unless exists $items{$name};
            my $total = "-";
            if ($counted) {
                open(my $f, "<", "$out.$part") or die "no part $part of $out";
                while (<$f>) { $total = $1 if /^totals: (\d+)/ }
            }
            push @{$items{$name}}, $total;
        }
        for my $name (@order) {
            my @v = @{$items{$name}};
            my $m = "-";
            if ($counted) {
                @v = sort { $a <=> $b } @v;
                $m = sprintf "%.2f", $v[int($#v / 2)] / 1e6;
            }
            printf "  instructions: %-44s %9s M (median of %d)\n", $name, $m, scalar @v;
        }' "$work/cg.$1" "${valgrind:+1}"
}
# Maximum resident set size in MiB (GNU time); "-" without it.
maxrss() {
    if [ -x /usr/bin/time ]; then
        /usr/bin/time -f '%M' -o "$work/rss" "$@" > /dev/null && awk '{printf "%.0f", $1 / 1024}' "$work/rss"
    else
        echo "-"
    fi
}
# Runs a program $progruns times; prints its output with every number the
# median over the runs (lines that differ in shape are taken from the first run).
median_lines() {
    local outs=()
    for i in $(seq "$progruns"); do
        "$@" > "$work/prog.$i"
        outs+=("$work/prog.$i")
    done
    perl -e '
        my @runs = map { open(my $f, "<", $_) or die; [<$f>] } @ARGV;
        my $num = qr/\d+(?:\.\d+)?/;
        for my $l (0 .. $#{$runs[0]}) {
            my $first = $runs[0][$l];
            my @shape = split /$num/, $first, -1;
            my @cols;
            for my $r (@runs) {
                my $line = $r->[$l] // next;
                my @n = $line =~ /($num)/g;
                my @s = split /$num/, $line, -1;
                next unless "@s" eq "@shape";
                push @{$cols[$_]}, $n[$_] for 0 .. $#n;
            }
            my $i = 0;
            (my $out = $first) =~ s{$num}{my @v = sort { $a <=> $b } @{$cols[$i++]}; $v[int($#v / 2)]}ge;
            print "  $out";
        }' "${outs[@]}"
}

# The benchmark programs' instruction counts first, before anything is timed:
# two at a time (valgrind runs a program's threads one at a time).
count_run desk "$bench/bench_desk" "$players" &
c1=$!
count_run paper "$bench/bench_paper" "$players" &
c2=$!
wait "$c1"
count_run tournament "$bench/bench_tournament" "$players" &
c1=$!
wait "$c2"
count_run seating "$bench/bench_seating" &
c2=$!
wait "$c1"
wait "$c2"

echo "== catan-desk-cli: $players players x $rounds rounds (median of $runs runs) =="
"$bench/gen_results" "$players" "$rounds" 1 > "$work/results.csv"
echo "input: $(($(wc -l < "$work/results.csv") - 1)) result rows, $(du -k "$work/results.csv" | cut -f1) KiB"
floor=$(median_ms "$runs" "$cli" --version)
floor_i=$(minstr "$cli" --version)
printf '%-28s %8s ms  %6s x floor  %8s M instructions\n' "--version (the floor)" "$floor" "1.00" "$floor_i"
for cmd in score standings; do
    t=$(median_ms "$runs" "$cli" "$cmd" "$work/results.csv")
    i=$(minstr "$cli" "$cmd" "$work/results.csv")
    printf '%-28s %8s ms  %6s x floor  %8s M instructions\n' "$cmd" "$t" "$(ratio "$t" "$floor")" "$i"
done
# The same tournament in a tournament file (opening it checks every page).
"$cli" --db "$work/results.sqlite" import "$work/results.csv" > /dev/null
for cmd in "export results" "export standings" standings; do
    # shellcheck disable=SC2086 # the command's words
    t=$(median_ms "$runs" "$cli" --db "$work/results.sqlite" $cmd)
    # shellcheck disable=SC2086
    i=$(minstr "$cli" --db "$work/results.sqlite" $cmd)
    printf '%-28s %8s ms  %6s x floor  %8s M instructions\n' "--db $cmd" "$t" "$(ratio "$t" "$floor")" "$i"
done

echo
echo "== catan-desk-cli scale: $rounds rounds (median of $runs runs; max RSS) =="
printf '%8s %8s %10s %8s %10s %8s %8s %10s %8s\n' players rows \
    "score ms" "x floor" "M instr" "stand ms" "x floor" "M instr" "RSS MiB"
for n in "${scale[@]}"; do
    "$bench/gen_results" "$n" "$rounds" 1 > "$work/scale.csv"
    r=$(($(wc -l < "$work/scale.csv") - 1))
    n_runs=$runs
    [ "$n" -gt 2000 ] && n_runs=$(( (runs + 1) / 2 ))
    ts=$(median_ms "$n_runs" "$cli" score "$work/scale.csv")
    is=$(minstr "$cli" score "$work/scale.csv")
    tt=$(median_ms "$n_runs" "$cli" standings "$work/scale.csv")
    it=$(minstr "$cli" standings "$work/scale.csv")
    rss=$(maxrss "$cli" standings "$work/scale.csv")
    printf '%8s %8s %10s %8s %10s %8s %8s %10s %8s\n' "$n" "$r" "$ts" "$(ratio "$ts" "$floor")" \
        "$is" "$tt" "$(ratio "$tt" "$floor")" "$it" "$rss"
done
if [ "$smoke" = 0 ]; then
    echo "rounds, 2000 players:"
    for rr in 4 16; do
        "$bench/gen_results" 2000 "$rr" 1 > "$work/rounds.csv"
        tt=$(median_ms "$runs" "$cli" standings "$work/rounds.csv")
        it=$(minstr "$cli" standings "$work/rounds.csv")
        printf '  %2s rounds: standings %8s ms  %6s x floor  %8s M instructions\n' "$rr" "$tt" \
            "$(ratio "$tt" "$floor")" "$it"
    done
fi

echo
echo "== the desk: start-up as a process, $players players (median of $runs runs of each, in turn) =="
"$bench/bench_startup" --make "$work/desk.sqlite" "$players"
{ read -r bare; read -r text; read -r desk; } < <(interleaved_ms "$runs" \
    "$bench/bench_startup" --bare :: "$bench/bench_startup" --text :: \
    "$bench/bench_startup" "$work/desk.sqlite")
bare_i=$(minstr "$bench/bench_startup" --bare)
text_i=$(minstr "$bench/bench_startup" --text)
desk_i=$(minstr "$bench/bench_startup" "$work/desk.sqlite")
printf '%-28s %8s ms  %6s x floor  %8s M instructions\n' "bare QMainWindow (floor)" "$bare" "1.00" "$bare_i"
printf '%-28s %8s ms  %6s x floor  %8s M instructions\n' "QMainWindow with text" "$text" "$(ratio "$text" "$bare")" "$text_i"
printf '%-28s %8s ms  %6s x floor  %8s M instructions  (%s x the window with text)\n' \
    "desk on the tournament" "$desk" "$(ratio "$desk" "$bare")" "$desk_i" "$(ratio "$desk" "$text")"
desk_main_i=$(minstr_main "$bench/bench_startup" "$work/desk.sqlite")
printf '%-28s %8s M instructions (bare window %s M, with text %s M)\n' "the window's thread alone" \
    "$desk_main_i" \
    "$(minstr_main "$bench/bench_startup" --bare)" "$(minstr_main "$bench/bench_startup" --text)"
printf '%-28s %8s MiB / %s MiB (bare)\n' "max RSS" "$(maxrss "$bench/bench_startup" "$work/desk.sqlite")" \
    "$(maxrss "$bench/bench_startup" --bare)"

echo
echo "== the desk's scale: 7 rounds with results, round 8 seated (start-up a process, median of $runs runs in turn with the bare window, fewer beyond 2000; bench_desk once) =="
printf '%8s %9s %8s %9s %8s %10s %10s %8s %8s\n' players "start ms" "x floor" "M instr" "RSS MiB" \
    "loaded ms" "loaded MiB" "key ms" "save ms"
for n in "${scale[@]}"; do
    # The players of the section above: its start-up and count again.
    db="$work/desk.sqlite" t=$desk b=$bare i=$desk_main_i
    if [ "$n" != "$players" ]; then
        db="$work/desk-$n.sqlite"
        "$bench/bench_startup" --make "$db" "$n"
        n_runs=$runs
        [ "$n" -gt 2000 ] && n_runs=$(( (runs + 1) / 2 ))
        { read -r b; read -r t; } < <(interleaved_ms "$n_runs" "$bench/bench_startup" --bare :: \
            "$bench/bench_startup" "$db")
        i=$(minstr_main "$bench/bench_startup" "$db")
    fi
    rss=$(maxrss "$bench/bench_startup" "$db")
    rss_loaded=$(maxrss "$bench/bench_startup" --loaded "$db")
    "$bench/bench_desk" "$n" --file "$db" > "$work/desk-$n.txt"
    figure() { awk -v w="$1" 'index($0, w) == 1 {for (k = 1; k < NF; ++k) if ($k == "median") print $(k + 1)}' "$work/desk-$n.txt"; }
    printf '%8s %9s %8s %9s %8s %10s %10s %8s %8s\n' "$n" "$t" "$(ratio "$t" "$b")" "$i" "$rss" \
        "$(figure "start-up until every page")" "$rss_loaded" "$(figure "keystroke")" \
        "$(figure "save a table")"
done

echo
echo "== the desk in use: bench_desk $players (median of $progruns runs of it; CLI floor $floor ms) =="
median_lines "$bench/bench_desk" "$players"
counted desk
echo
echo "== tournament file: bench_tournament $players (median of $progruns runs of it; CLI floor $floor ms) =="
median_lines "$bench/bench_tournament" "$players"
counted tournament
echo
echo "== paper: bench_paper $players (median of $progruns runs of it; CLI floor $floor ms) =="
median_lines "$bench/bench_paper" "$players"
counted paper
echo
echo "== seating: bench_seating (one run; CLI floor $floor ms) =="
# Only the cases with a best known value: the whole grid is bench_seating's
# own (bench_seating --markdown, and with --seconds 10 for the README's table).
if [ "$smoke" = 1 ]; then
    timeout 300 "$bench/bench_seating" --subset > "$work/seating"
    head -3 "$work/seating" | sed 's/^/  /'
else
    "$bench/bench_seating" --subset | sed 's/^/  /'
fi
counted seating
echo
echo "== season: bench_season ${season[0]} tournaments x ${season[1]} players (median of $progruns runs of it; CLI floor $floor ms) =="
count_run season "$bench/bench_season" "${season[@]}"
median_lines "$bench/bench_season" "${season[@]}"
counted season
echo
echo "== the round's board: bench_board $boards (median of $progruns runs of it) =="
count_run board "$bench/bench_board"
median_lines "$bench/bench_board" "$boards"
counted board
echo
# A hall of phones: 500 polling, 125 tables reporting within 5 minutes
# (compressed into 60 s), the desk saving meanwhile; it fails if a report
# is lost or doubled. One run: it is a minute long.
echo "== reports from the tables: bench_reports ${reports[*]:-(500 phones, 125 tables, 60 s)} (one run; CLI floor $floor ms) =="
"$bench/bench_reports" "${reports[@]}" 2>>"$log" | sed 's/^/  /'
echo
# A full hall: 2,000 phones (a process of their own) holding the page and
# its event stream as browsers hold them, 500 of them at 125 tables
# reporting within 5 minutes (compressed into 60 s), the desk correcting the
# last round's standings and typing; it fails if a report is lost or doubled. One run: it is a minute and a half long.
echo "== a full hall: bench_hall ${hall[*]:-(2000 phones, 125 addresses, 125 tables, 60 s)} (one run; CLI floor $floor ms) =="
"$bench/bench_hall" "${hall[@]}" 2>>"$log" | sed 's/^/  /'
echo
echo "done"
