# Runs run.sh --smoke and checks that it printed every figure (each with a
# number); the numbers themselves are not checked: speed is no test.
#   cmake -DSCRIPT=run.sh -DBUILD=build/release -P smoke.cmake
execute_process(COMMAND bash ${SCRIPT} ${BUILD} --smoke
                OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE status)
message("${out}")
if(NOT status EQUAL 0)
    message(FATAL_ERROR "run.sh --smoke failed (${status}):\n${err}")
endif()
set(n "[0-9]+(\\.[0-9]+)?")
set(i "(-|${n})")
set(figures
    "--version \\(the floor\\) +${n} ms +1\\.00 x floor"
    "\nscore +${n} ms +${n} x floor"
    "\nstandings +${n} ms +${n} x floor"
    "\n--db export results +${n} ms +${n} x floor"
    "\n--db export standings +${n} ms +${n} x floor"
    "\n--db standings +${n} ms +${n} x floor"
    "\n +60 +${n} +${n} +${n} +- +${n} +${n} +- +${n}\n"
    "\n +200 +${n} +${n} +${n} +- +${n} +${n} +- +${n}\n"
    "bare QMainWindow \\(floor\\) +${n} ms"
    "QMainWindow with text +${n} ms +${n} x floor"
    "the window's thread alone +${i} M instructions"
    "desk on the tournament +${n} ms +${n} x floor"
    "max RSS +${n} MiB / ${n} MiB"
    "\n +60 +${n} +${n} +${i} +${n} +${n} +${n} +${n} +${n}\n"
    "\n +200 +${n} +${n} +${i} +${n} +${n} +${n} +${n} +${n}\n"
    "start-up to a shown window: median ${n} ms"
    "start-up until every page is loaded: median ${n} ms"
    "keystroke to updated totals \\(with repaint\\): median ${n} ms"
    "save a table to the next table on screen: median ${n} ms"
    "import \\(one transaction, new file\\): +${n} ms"
    "open \\+ standings \\(${n} rows\\): +${n} ms"
    "standings after round 4 \\(open file\\): +${n} ms"
    "save one table \\(synchronous=FULL\\), median: +${n} ms"
    "read-only open \\+ standings \\(command line\\): +${n} ms"
    "standings +${n} ms +${n} bytes"
    "seating by table +${n} ms"
    "seating by name +${n} ms"
    "result slips +${n} ms"
    "schedule 2000 players x 8 rounds: (median )?${n} ms"
    # The instructions of each benchmark program's figures ("-": no valgrind)
    "instructions: a keystroke to updated totals \\(with repaint\\) +${i} M \\(median of 60\\)"
    "instructions: save a table to the next table on screen +${i} M \\(median of 10\\)"
    "instructions: open \\(its quick_check included\\) +${i} M"
    "instructions: save one table \\(synchronous=FULL\\) +${i} M \\(median of 20\\)"
    "instructions: PRAGMA quick_check \\(on every open\\) +${i} M \\(median of 3\\)"
    "instructions: standings +${i} M"
    "instructions: seating by table +${i} M"
    "instructions: seating by name +${i} M"
    "instructions: result slips +${i} M"
    "instructions: schedule 2000 players x 8 rounds +${i} M"
    "instructions: round by round 2000 players x 8 rounds +${i} M"
    "the tournaments' standings alone, median: +${n} ms \\(5 read-only opens\\)"
    "the season, median: +${n} ms \\(${n} x the standings alone"
    "the season's rules alone, median: +${n} ms \\(300 results\\)"
    "instructions: the tournaments' standings alone +${i} M \\(median of 3\\)"
    "instructions: the season \\(file, tournaments, standings\\) +${i} M \\(median of 3\\)"
    "instructions: the season's rules alone +${i} M \\(median of 3\\)"
    "requests: ${n} in ${n} s, ${n} requests/s"
    "check \\(POST /r/CODE/check\\): median ${n} ms, p99 ${n} ms"
    "report \\(POST /r/CODE\\): median ${n} ms, p99 ${n} ms"
    "reports lost: 0, doubled: 0"
    "board from a seed: median ${n} us, p99 ${n} us \\(1000 boards\\)"
    "draws for a valid board: median ${n}, p99 ${n}, most ${n}"
    "instructions: a board +${i} M \\(median of 20\\)"
    "keystroke to updated totals: median ${n} ms idle, ${n} ms under load"
    "hall: 100 phones holding the page and its events"
    "reports lost: 0, doubled: 0, refused: ${n}"
    "keystroke to updated totals: p99 ${n} ms under load"
    "streams: ${n} of 100 phones held at the end"
    "memory \\(the desk.s process: desk and server\\): ${n} MiB at start, ${n} MiB at most"
    "\ndone\n")
foreach(f IN LISTS figures)
    if(NOT out MATCHES "${f}")
        message(FATAL_ERROR "run.sh --smoke printed no figure matching \"${f}\"")
    endif()
endforeach()
