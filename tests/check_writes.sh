#!/usr/bin/env bash
# Fails when a widget (ui/), a command of catan-desk-cli (app/cli/) or the
# players' page server (app/web/) calls a
# writing method of the tournament store itself: every change goes through a
# command (app/commands/), which is one transaction, undoable, and announced.
#   tests/check_writes.sh
set -euo pipefail
cd "$(dirname "$0")/.."
writers='setInfo|setRules|setStage|addPlayer|addPlayers|renamePlayer|setDropped|removePlayer'
writers+='|setKeepApart|setAbsent|markAllPresent|addRound|reseatRound|reseatTables|setRoundSeed'
writers+='|removeLastRound|saveSheet|saveSheetBasedOn|undoLastSave|startClock'
writers+='|pauseClock|extendClock|setRoundClock|importResults|saveReportedSheet'
writers+='|issueMissingCodes|addReport|removeReport|confirm|removeConfirmation|setStatus'
writers+='|setSetting|setDrafts|setNoWinCut|setTeam|setFixedTable'
# The tournament's jobs (tournament.h), whose writing methods these are.
jobs='(roster|rounds|results|details|clock|reports)\(\)'
if grep -rnE "${jobs}[[:space:]]*(->|\.)[[:space:]]*(${writers})\(" ui app/cli \
    app/web --include='*.cpp' --include='*.h'; then
    echo "These call a writing method of the tournament: run a command instead (app/commands/)." >&2
    exit 1
fi
echo "writes: ui/ and app/cli/ change the tournament through commands only"
