<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>ChangeMessages</name>
    <message numerus="yes">
        <source>There is no round %1; the tournament has %n round(s).</source>
        <translation>
            <numerusform>There is no round %1; the tournament has %n round.</numerusform>
            <numerusform>There is no round %1; the tournament has %n rounds.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1 cannot be added: the tournament has %n round(s), and rounds follow one another. Import round %2 first, or in the same file.</source>
        <translation>
            <numerusform>Round %1 cannot be added: the tournament has %n round, and rounds follow one another. Import round %2 first, or in the same file.</numerusform>
            <numerusform>Round %1 cannot be added: the tournament has %n rounds, and rounds follow one another. Import round %2 first, or in the same file.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A board is drawn for a seated round or the next one; round %1 is neither (the tournament has %n round(s)).</source>
        <translation>
            <numerusform>A board is drawn for a seated round or the next one; round %1 is neither (the tournament has %n round).</numerusform>
            <numerusform>A board is drawn for a seated round or the next one; round %1 is neither (the tournament has %n rounds).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CliDbTexts</name>
    <message numerus="yes">
        <source>Imported %n table result(s); </source>
        <translation>
            <numerusform>Imported %n table result; </numerusform>
            <numerusform>Imported %n table results; </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n were in the tournament already.
</source>
        <translation>
            <numerusform>%n was in the tournament already.
</numerusform>
            <numerusform>%n were in the tournament already.
</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CommandTexts</name>
    <message numerus="yes">
        <source>add %n players</source>
        <translation>
            <numerusform>add %n player</numerusform>
            <numerusform>add %n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>mark %n players present for round %1</source>
        <translation>
            <numerusform>mark %n player present for round %1</numerusform>
            <numerusform>mark %n players present for round %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>move players at %n tables of round %1</source>
        <translation>
            <numerusform>move players at %n table of round %1</numerusform>
            <numerusform>move players at %n tables of round %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>add %n minutes to round %1</source>
        <translation>
            <numerusform>add %n minute to round %1</numerusform>
            <numerusform>add %n minutes to round %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>import %n tables&apos; results</source>
        <translation>
            <numerusform>import %n table&apos;s result</numerusform>
            <numerusform>import %n tables&apos; results</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FileMessages</name>
    <message numerus="yes">
        <source>The row has %n field(s) but the header has %1.</source>
        <translation>
            <numerusform>The row has %n field but the header has %1.</numerusform>
            <numerusform>The row has %n fields but the header has %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GiveRegistrationCodes</name>
    <message numerus="yes">
        <source>give %n registration code(s)</source>
        <translation>
            <numerusform>give %n registration code</numerusform>
            <numerusform>give %n registration codes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RoundMessages</name>
    <message numerus="yes">
        <source>%n active player(s): a table needs at least 3. Add players, or bring back dropped ones, before starting a round.</source>
        <translation>
            <numerusform>%n active player: a table needs at least 3. Add players, or bring back dropped ones, before starting a round.</numerusform>
            <numerusform>%n active players: a table needs at least 3. Add players, or bring back dropped ones, before starting a round.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A table seats 3 or 4 players, but table %1 has %n player(s). Move players between tables.</source>
        <translation>
            <numerusform>A table seats 3 or 4 players, but table %1 has %n player. Move players between tables.</numerusform>
            <numerusform>A table seats 3 or 4 players, but table %1 has %n players. Move players between tables.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Seating</name>
    <message numerus="yes">
        <source>Table %1 is the fixed table of %2, but this round has only %n table(s).</source>
        <translation>
            <numerusform>Table %1 is the fixed table of %2, but this round has only %n table.</numerusform>
            <numerusform>Table %1 is the fixed table of %2, but this round has only %n tables.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SetTeams</name>
    <message numerus="yes">
        <source>set the teams of %n player(s)</source>
        <translation>
            <numerusform>set the team of %n player</numerusform>
            <numerusform>set the teams of %n players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TablePlan</name>
    <message numerus="yes">
        <source>%n table(s) of 4</source>
        <translation>
            <numerusform>%n table of 4</numerusform>
            <numerusform>%n tables of 4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n table(s) of 3</source>
        <translation>
            <numerusform>%n table of 3</numerusform>
            <numerusform>%n tables of 3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ctd::CallsQueue</name>
    <message numerus="yes">
        <source>%n call(s) waiting (F7)</source>
        <translation>
            <numerusform>%n call waiting (F7)</numerusform>
            <numerusform>%n calls waiting (F7)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n referee(s) on the way (F7)</source>
        <translation>
            <numerusform>%n referee on the way (F7)</numerusform>
            <numerusform>%n referees on the way (F7)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ctd::KeepApartDialog</name>
    <message numerus="yes">
        <source>Pairs &amp;kept apart (%n):</source>
        <translation>
            <numerusform>Pair &amp;kept apart (%n):</numerusform>
            <numerusform>Pairs &amp;kept apart (%n):</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ctd::LedgerDialog</name>
    <message numerus="yes">
        <source>%1 (%n warnings)</source>
        <translation>
            <numerusform>%1 (%n warning)</numerusform>
            <numerusform>%1 (%n warnings)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ctd::PasteNamesDialog</name>
    <message numerus="yes">
        <source>%n name(s)</source>
        <translation>
            <numerusform>%n name</numerusform>
            <numerusform>%n names</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ctd::PlayersModel</name>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ctd::PlayersPanel</name>
    <message numerus="yes">
        <source>%n player(s) added.</source>
        <translation>
            <numerusform>%n player added.</numerusform>
            <numerusform>%n players added.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n players match &quot;%1&quot;: type more of the name.</source>
        <translation>
            <numerusform>%n player matches &quot;%1&quot;: type more of the name.</numerusform>
            <numerusform>%n players match &quot;%1&quot;: type more of the name.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) have a registration code; print them with Codes on paper.</source>
        <translation>
            <numerusform>%n player has a registration code; print it with Codes on paper.</numerusform>
            <numerusform>%n players have a registration code; print them with Codes on paper.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) not checked in are absent for round %1.</source>
        <translation>
            <numerusform>%n player not checked in is absent for round %1.</numerusform>
            <numerusform>%n players not checked in are absent for round %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more problem(s)</source>
        <translation>
            <numerusform>%n more problem</numerusform>
            <numerusform>%n more problems</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ctd::RefereeDialog</name>
    <message numerus="yes">
        <source>%1 has %n warning(s) already: this is a further warning. What follows is the referee&apos;s decision.</source>
        <translation>
            <numerusform>%1 has %n warning already: this is a further warning. What follows is the referee&apos;s decision.</numerusform>
            <numerusform>%1 has %n warnings already: this is a further warning. What follows is the referee&apos;s decision.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n warning(s).</source>
        <translation>
            <numerusform>%1 has %n warning.</numerusform>
            <numerusform>%1 has %n warnings.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ctd::ResultsPanel</name>
    <message numerus="yes">
        <source>Complete: %1 of %n table(s)</source>
        <translation>
            <numerusform>Complete: %1 of %n table</numerusform>
            <numerusform>Complete: %1 of %n tables</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ctd::RoundClockBar</name>
    <message numerus="yes">
        <source>no result yet at table(s) %1</source>
        <translation>
            <numerusform>no result yet at table %1</numerusform>
            <numerusform>no result yet at tables %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ctd::SeasonWindow</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ctd::SeatingPanel</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1 started with %n table(s).</source>
        <translation>
            <numerusform>Round %1 started with %n table.</numerusform>
            <numerusform>Round %1 started with %n tables.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n table(s) without a result</source>
        <translation>
            <numerusform>%n table without a result</numerusform>
            <numerusform>%n tables without a result</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n draft(s)</source>
        <translation>
            <numerusform>%n draft</numerusform>
            <numerusform>%n drafts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The pairs of players the draw keeps apart (%n now).</source>
        <translation>
            <numerusform>The pairs of players the draw keeps apart (%n now).</numerusform>
            <numerusform>The pairs of players the draw keeps apart (%n now).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n report(s) from the tables waiting</source>
        <translation>
            <numerusform>%n report from the tables waiting</numerusform>
            <numerusform>%n reports from the tables waiting</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1 seated as a draft with %n table(s): the players see it once you publish it with %2.</source>
        <translation>
            <numerusform>Round %1 seated as a draft with %n table: the players see it once you publish it with %2.</numerusform>
            <numerusform>Round %1 seated as a draft with %n tables: the players see it once you publish it with %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ctd::StandingsView</name>
    <message numerus="yes">
        <source>%1 (so far: %2 of %n table(s))</source>
        <translation>
            <numerusform>%1 (so far: %2 of %n table)</numerusform>
            <numerusform>%1 (so far: %2 of %n tables)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ctd::StartRoundDialog</name>
    <message numerus="yes">
        <source>%n active player(s): %1.</source>
        <translation>
            <numerusform>%n active player: %1.</numerusform>
            <numerusform>%n active players: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) marked absent at the check-in sit out this round.</source>
        <translation>
            <numerusform>%n player marked absent at the check-in sits out this round.</numerusform>
            <numerusform>%n players marked absent at the check-in sit out this round.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ctd::TournamentInfoDialog</name>
    <message numerus="yes">
        <source>Team event: %n team(s).</source>
        <translation>
            <numerusform>Team event: %n team.</numerusform>
            <numerusform>Team event: %n teams.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) in a team. The team standings are on the Results page; the seating keeps teammates apart.</source>
        <translation>
            <numerusform>%n player in a team. The team standings are on the Results page; the seating keeps teammates apart.</numerusform>
            <numerusform>%n players in a team. The team standings are on the Results page; the seating keeps teammates apart.</numerusform>
        </translation>
    </message>
</context>
</TS>
