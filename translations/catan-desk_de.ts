<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AddRefereeEntry</name>
    <message>
        <source>warn %1</source>
        <translation>Verwarnung für %1</translation>
    </message>
    <message>
        <source>penalise %1</source>
        <translation>Strafe für %1</translation>
    </message>
    <message>
        <source>disqualify %1</source>
        <translation>%1 disqualifizieren</translation>
    </message>
</context>
<context>
    <name>BoardPage</name>
    <message>
        <source>Round %1: the board</source>
        <translation>Runde %1: der Spielplan</translation>
    </message>
</context>
<context>
    <name>BoardTexts</name>
    <message>
        <source>The hexes are not 4 wood, 4 sheep, 4 wheat, 3 brick, 3 ore and 1 desert.</source>
        <translation>Die Landschaften sind nicht 4 Holz, 4 Wolle, 4 Getreide, 3 Lehm, 3 Erz und 1 Wüste.</translation>
    </message>
    <message>
        <source>Hex %1 has no number.</source>
        <translation>Landschaft %1 hat keine Zahl.</translation>
    </message>
    <message>
        <source>Hex %1, the desert, has a number.</source>
        <translation>Landschaft %1, die Wüste, hat eine Zahl.</translation>
    </message>
    <message>
        <source>The numbers are not one 2, one 12 and two each of 3-6 and 8-11.</source>
        <translation>Die Zahlen sind nicht eine 2, eine 12 und je zwei von 3–6 und 8–11.</translation>
    </message>
    <message>
        <source>The harbours are not four 3:1 and one 2:1 of each resource.</source>
        <translation>Die Häfen sind nicht vier 3:1 und ein 2:1 jedes Rohstoffs.</translation>
    </message>
    <message>
        <source>A %1 on hex %2 lies beside a %3 on hex %4.</source>
        <translation>Eine %1 auf Landschaft %2 liegt neben einer %3 auf Landschaft %4.</translation>
    </message>
    <message>
        <source>Two %1 lie side by side (hexes %2 and %3).</source>
        <translation>Zwei %1 liegen nebeneinander (Landschaften %2 und %3).</translation>
    </message>
    <message>
        <source>Three %1 hexes touch each other (hexes %2, %3, %4).</source>
        <translation>Drei Landschaften %1 berühren einander (Landschaften %2, %3, %4).</translation>
    </message>
    <message>
        <source>Wood</source>
        <translation>Holz</translation>
    </message>
    <message>
        <source>Sheep</source>
        <translation>Wolle</translation>
    </message>
    <message>
        <source>Wheat</source>
        <translation>Getreide</translation>
    </message>
    <message>
        <source>Brick</source>
        <translation>Lehm</translation>
    </message>
    <message>
        <source>Ore</source>
        <translation>Erz</translation>
    </message>
    <message>
        <source>Desert</source>
        <translation>Wüste</translation>
    </message>
    <message>
        <source>Harbours clockwise from the top left: %1</source>
        <translation>Häfen im Uhrzeigersinn von oben links: %1</translation>
    </message>
    <message>
        <source>Pips</source>
        <translation>Punkte</translation>
    </message>
</context>
<context>
    <name>CallReferee</name>
    <message>
        <source>call a referee to table %1</source>
        <translation>Schiedsrichter an Tisch %1 rufen</translation>
    </message>
</context>
<context>
    <name>ChangeMessages</name>
    <message>
        <source>The player&apos;s name is empty. Type a name.</source>
        <translation>Der Name des Spielers ist leer. Einen Namen eingeben.</translation>
    </message>
    <message>
        <source>There is already a player named &quot;%1&quot;. Choose another name, e.g. add the first letter of the surname.</source>
        <translation>Es gibt bereits einen Spieler namens „%1“. Einen anderen Namen wählen, z. B. den Anfangsbuchstaben des Nachnamens anfügen.</translation>
    </message>
    <message>
        <source>%1 is seated in round %2 and stays in the tournament&apos;s history. Drop %1 instead, so that they are not seated again.</source>
        <translation>%1 sitzt in Runde %2 und bleibt im Verlauf des Turniers. %1 stattdessen ausscheiden lassen, damit %1 nicht mehr eingeteilt wird.</translation>
    </message>
    <message>
        <source>There is no player number %1 in this tournament. Reload the player list.</source>
        <translation>In diesem Turnier gibt es keinen Spieler mit der Nummer %1. Die Spielerliste neu laden.</translation>
    </message>
    <message>
        <source>A player cannot be kept apart from themselves. Choose two different players.</source>
        <translation>Ein Spieler kann nicht von sich selbst getrennt werden. Zwei verschiedene Spieler wählen.</translation>
    </message>
    <message>
        <source>%1 has dropped out and cannot be seated. Take them back into the tournament first, or seat someone else.</source>
        <translation>%1 ist ausgeschieden und kann nicht eingeteilt werden. %1 zuerst ins Turnier zurückholen oder einen anderen Spieler einteilen.</translation>
    </message>
    <message>
        <source>A round needs at least one table. Seat the players first.</source>
        <translation>Eine Runde braucht mindestens einen Tisch. Zuerst die Spieler einteilen.</translation>
    </message>
    <message numerus="yes">
        <source>There is no round %1; the tournament has %n round(s).</source>
        <translation>
            <numerusform>Es gibt keine Runde %1; das Turnier hat %n Runde.</numerusform>
            <numerusform>Es gibt keine Runde %1; das Turnier hat %n Runden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 has no table %2. Check the table number.</source>
        <translation>Runde %1 hat keinen Tisch %2. Die Tischnummer prüfen.</translation>
    </message>
    <message>
        <source>%1 is marked absent for round %2 and cannot be seated. Mark them present at the check-in first, or seat someone else.</source>
        <translation>%1 ist für Runde %2 als abwesend gemeldet und kann nicht eingeteilt werden. %1 zuerst bei der Anwesenheit als anwesend eintragen oder einen anderen Spieler einteilen.</translation>
    </message>
    <message>
        <source>Round %1 is seated already, so its check-in cannot change. Remove the round first, or check in for the next one.</source>
        <translation>Runde %1 ist bereits eingeteilt, ihre Anwesenheit kann sich nicht mehr ändern. Zuerst die Runde entfernen oder die Anwesenheit für die nächste Runde erfassen.</translation>
    </message>
    <message>
        <source>Table %1 of round %2 has a result, so its seating cannot change. Undo its result sheet first.</source>
        <translation>Tisch %1 von Runde %2 hat ein Ergebnis, seine Einteilung kann sich nicht mehr ändern. Zuerst seinen Ergebnisbogen rückgängig machen.</translation>
    </message>
    <message>
        <source>Round %1 already has results, so its seating cannot change. Undo its result sheets first.</source>
        <translation>Runde %1 hat bereits Ergebnisse, daher kann ihr Sitzplan nicht mehr geändert werden. Zuerst ihre Ergebnisformulare rückgängig machen.</translation>
    </message>
    <message>
        <source>There is no round to remove.</source>
        <translation>Es gibt keine Runde, die entfernt werden kann.</translation>
    </message>
    <message>
        <source>The sheet&apos;s players do not match the seating of round %1, table %2 (%3, in this order). Enter the sheet for the seated players.</source>
        <translation>Die Spieler des Formulars passen nicht zum Sitzplan von Runde %1, Tisch %2 (%3, in dieser Reihenfolge). Das Formular für die eingeteilten Spieler ausfüllen.</translation>
    </message>
    <message>
        <source>The sheet of round %1, table %2 breaks a rule, so it cannot count. Correct it, or save it as a draft to settle it later.</source>
        <translation>Das Formular von Runde %1, Tisch %2 verletzt eine Regel und kann daher nicht gewertet werden. Es korrigieren oder als Entwurf speichern und später klären.</translation>
    </message>
    <message>
        <source>Round %1, table %2 has no saved sheet to undo.</source>
        <translation>Runde %1, Tisch %2 hat kein gespeichertes Formular, das rückgängig gemacht werden kann.</translation>
    </message>
    <message>
        <source>The results break rules of the tournament; nothing was imported. Correct the lines reported and import again.</source>
        <translation>Die Ergebnisse verletzen Regeln des Turniers; es wurde nichts importiert. Die gemeldeten Zeilen korrigieren und erneut importieren.</translation>
    </message>
    <message>
        <source>Round %1, table %2 already has a different result in the tournament. Correct it at the desk, or remove this table from the file.</source>
        <translation>Runde %1, Tisch %2 hat im Turnier bereits ein anderes Ergebnis. Es im Desktop-Programm korrigieren oder diesen Tisch aus der Datei entfernen.</translation>
    </message>
    <message>
        <source>Round %1, table %2 has a draft sheet in the tournament that is being settled. Finish it at the desk, or remove this table from the file.</source>
        <translation>Runde %1, Tisch %2 hat im Turnier ein Formular als Entwurf, das noch geklärt wird. Es im Desktop-Programm abschließen oder diesen Tisch aus der Datei entfernen.</translation>
    </message>
    <message>
        <source>The tournament seats %3 at round %1, table %2; the file has other players. Correct the names in the file or the seating at the desk.</source>
        <translation>Im Turnier sitzen in Runde %1 an Tisch %2: %3; die Datei nennt andere Spieler. Die Namen in der Datei oder den Sitzplan im Desktop-Programm korrigieren.</translation>
    </message>
    <message numerus="yes">
        <source>Round %1 cannot be added: the tournament has %n round(s), and rounds follow one another. Import round %2 first, or in the same file.</source>
        <translation>
            <numerusform>Runde %1 kann nicht hinzugefügt werden: Das Turnier hat %n Runde, und die Runden folgen lückenlos aufeinander. Zuerst Runde %2 importieren oder in derselben Datei mitliefern.</numerusform>
            <numerusform>Runde %1 kann nicht hinzugefügt werden: Das Turnier hat %n Runden, und die Runden folgen lückenlos aufeinander. Zuerst Runde %2 importieren oder in derselben Datei mitliefern.</numerusform>
        </translation>
    </message>
    <message>
        <source>The results do not fit the tournament; nothing was imported. Correct the lines reported and import again.</source>
        <translation>Die Ergebnisse passen nicht zum Turnier; es wurde nichts importiert. Die gemeldeten Zeilen korrigieren und erneut importieren.</translation>
    </message>
    <message>
        <source>A round lasts 1 to 600 minutes, not %1.</source>
        <translation>Eine Runde dauert 1 bis 600 Minuten, nicht %1.</translation>
    </message>
    <message>
        <source>The clock of round %1 has not been started yet.</source>
        <translation>Die Uhr der Runde %1 ist noch nicht gestartet.</translation>
    </message>
    <message>
        <source>Round %1 is %2 in the file but %3 in the tournament; a round keeps its stage.</source>
        <translation>Runde %1 ist in der Datei %2, im Turnier aber %3; eine Runde behält ihre Phase.</translation>
    </message>
    <message>
        <source>There is no round %1 in the tournament.</source>
        <translation>Das Turnier hat keine Runde %1.</translation>
    </message>
    <message>
        <source>Round %1 keeps its stage: the stages would break the rules (see the problems listed).</source>
        <translation>Runde %1 behält ihre Phase: die Phasen würden gegen die Regeln verstoßen (siehe die aufgeführten Probleme).</translation>
    </message>
    <message>
        <source>A player&apos;s name can have at most %1 characters; &quot;%2…&quot; has %3. Shorten it.</source>
        <translation>Ein Spielername darf höchstens %1 Zeichen haben; „%2…“ hat %3. Bitte kürzen.</translation>
    </message>
    <message>
        <source>Table %1 of round %2 has no open report %3.</source>
        <translation>Tisch %1 der Runde %2 hat keine offene Meldung %3.</translation>
    </message>
    <message>
        <source>Table %1 of round %2 has no report waiting.</source>
        <translation>Tisch %1 der Runde %2 hat keine wartende Meldung.</translation>
    </message>
    <message>
        <source>Table %1 of round %2 has an accepted result already.</source>
        <translation>Tisch %1 der Runde %2 hat schon ein übernommenes Ergebnis.</translation>
    </message>
    <message numerus="yes">
        <source>A board is drawn for a seated round or the next one; round %1 is neither (the tournament has %n round(s)).</source>
        <translation>
            <numerusform>Ein Spielplan wird für eine ausgeloste Runde oder die nächste ausgelegt; Runde %1 ist keins von beiden (das Turnier hat %n Runde).</numerusform>
            <numerusform>Ein Spielplan wird für eine ausgeloste Runde oder die nächste ausgelegt; Runde %1 ist keins von beiden (das Turnier hat %n Runden).</numerusform>
        </translation>
    </message>
    <message>
        <source>The board kept for round %1 cannot be read; draw it again.</source>
        <translation>Der gespeicherte Spielplan der Runde %1 ist nicht lesbar; bitte neu auslegen.</translation>
    </message>
    <message>
        <source>Table %1 of round %2 has sent %3 reports, the most a table may send.</source>
        <translation>Tisch %1 der Runde %2 hat %3 Meldungen geschickt, mehr darf ein Tisch nicht schicken.</translation>
    </message>
    <message>
        <source>Report %3 of table %1 of round %2 came before the table&apos;s saved result; accept it over that result only on purpose.</source>
        <translation>Meldung %3 von Tisch %1 der Runde %2 kam vor dem gespeicherten Ergebnis des Tisches; sie nur absichtlich über dieses Ergebnis übernehmen.</translation>
    </message>
    <message>
        <source>Table %1 of round %2 sent reports that differ; name the report to accept.</source>
        <translation>Tisch %1 der Runde %2 hat Meldungen geschickt, die sich widersprechen; die zu übernehmende Meldung angeben.</translation>
    </message>
    <message>
        <source>%1 is disqualified and cannot be seated. Withdraw the disqualification in the referees&apos; ledger first, or seat someone else.</source>
        <translation>%1 ist disqualifiziert und kann nicht eingeteilt werden. Zuerst die Disqualifikation im Schiedsrichterprotokoll zurückziehen oder einen anderen Spieler einteilen.</translation>
    </message>
    <message>
        <source>Round %1 is not a draft: the players see it already.</source>
        <translation>Runde %1 ist kein Entwurf: die Spieler sehen sie schon.</translation>
    </message>
</context>
<context>
    <name>CheckIn</name>
    <message>
        <source>check in %1</source>
        <translation>%1 einchecken</translation>
    </message>
    <message>
        <source>take back the check-in of %1</source>
        <translation>Einchecken von %1 zurücknehmen</translation>
    </message>
</context>
<context>
    <name>CliBoardTexts</name>
    <message>
        <source>board drawn with seed %1; give --seed %1 to draw the same board again</source>
        <translation>Spielplan mit Startwert %1 ausgelegt; mit --seed %1 wird derselbe Spielplan wieder ausgelegt</translation>
    </message>
    <message>
        <source>the board of round %1, drawn with seed %2</source>
        <translation>der Spielplan der Runde %1, ausgelegt mit Startwert %2</translation>
    </message>
</context>
<context>
    <name>CliCopyTexts</name>
    <message>
        <source>Copied the tournament, with every version of every sheet, to %1.
</source>
        <translation>Das Turnier wurde mit allen Fassungen aller Formulare nach %1 kopiert.
</translation>
    </message>
</context>
<context>
    <name>CliDbTexts</name>
    <message>
        <source>export writes &quot;results&quot; or &quot;standings&quot;, not &quot;%1&quot;</source>
        <translation>export schreibt „results“ oder „standings“, nicht „%1“</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n table result(s); </source>
        <translation>
            <numerusform>%n Tischergebnis importiert; </numerusform>
            <numerusform>%n Tischergebnisse importiert; </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n were in the tournament already.
</source>
        <translation>
            <numerusform>%n war bereits im Turnier.
</numerusform>
            <numerusform>%n waren bereits im Turnier.
</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is a tournament under the rule set &quot;%2&quot; already; change it with --db %1 rules ID|FILE</source>
        <translation>%1 ist bereits ein Turnier mit dem Regelwerk „%2“; es mit --db %1 rules ID|FILE ändern</translation>
    </message>
</context>
<context>
    <name>CliDoorTexts</name>
    <message>
        <source>neither a registration code nor a player: &quot;%1&quot;</source>
        <translation>weder ein Anmeldecode noch ein Spieler: „%1“</translation>
    </message>
    <message>
        <source>%1 has dropped out of the tournament</source>
        <translation>%1 ist aus dem Turnier ausgeschieden</translation>
    </message>
    <message>
        <source>%1 was checked in already (%2)</source>
        <translation>%1 war schon eingecheckt (%2)</translation>
    </message>
    <message>
        <source>give either --take ID or --close ID</source>
        <translation>entweder --take ID oder --close ID angeben</translation>
    </message>
</context>
<context>
    <name>CliPlanTexts</name>
    <message>
        <source>the tournament has %1 rounds already, more than --rounds %2</source>
        <translation>das Turnier hat bereits %1 Runden, mehr als --rounds %2</translation>
    </message>
    <message>
        <source>the tournament has no rounds to plan yet: give --rounds R, the number of preliminary rounds</source>
        <translation>das Turnier hat noch keine Runden zu planen: --rounds R angeben, die Zahl der Vorrunden</translation>
    </message>
    <message>
        <source>round %1 is a semi-final or final: only preliminary rounds are planned</source>
        <translation>Runde %1 ist ein Halbfinale oder Finale: geplant werden nur Vorrunden</translation>
    </message>
    <message>
        <source>The no-win cut comes after game %1: the later games are seated one at a time once its results are in.</source>
        <translation>Der Sieglos-Schnitt folgt nach Runde %1: die späteren Runden werden einzeln gesetzt, sobald deren Ergebnisse vorliegen.</translation>
    </message>
</context>
<context>
    <name>CliPrintTexts</name>
    <message>
        <source>round %1 does not exist: the tournament has no rounds yet</source>
        <translation>Runde %1 gibt es nicht: Das Turnier hat noch keine Runden</translation>
    </message>
    <message>
        <source>round %1 does not exist: the tournament has rounds 1 to %2</source>
        <translation>Runde %1 gibt es nicht: Das Turnier hat die Runden 1 bis %2</translation>
    </message>
    <message>
        <source>the tournament has no rounds yet: seat a round before printing its paperwork</source>
        <translation>das Turnier hat noch keine Runden: vor dem Drucken der Unterlagen eine Runde einteilen</translation>
    </message>
    <message>
        <source>unknown paper &quot;%1&quot;; use a4 or letter</source>
        <translation>unbekanntes Papierformat „%1“; möglich sind a4 oder letter</translation>
    </message>
    <message>
        <source>printing needs Qt&apos;s GUI library; run catan-desk-cli itself</source>
        <translation>zum Drucken wird die GUI-Bibliothek von Qt benötigt; catan-desk-cli selbst ausführen</translation>
    </message>
    <message>
        <source>--chart goes with print standings: only the standings carry the ranks chart</source>
        <translation>--chart gehört zu print standings: nur die Turnierrangliste trägt den Rangverlauf</translation>
    </message>
    <message>
        <source>round %1 has no board yet; draw it with catan-desk-cli --db FILE board --round %1</source>
        <translation>Runde %1 hat noch keinen Spielplan; auslegen mit catan-desk-cli --db FILE board --round %1</translation>
    </message>
    <message>
        <source>unknown document &quot;%1&quot;; print standings, teams, seating, slips, schedule, board, codes or cards</source>
        <translation>unbekanntes Dokument „%1“; standings, teams, seating, slips, schedule, board, codes oder cards drucken</translation>
    </message>
</context>
<context>
    <name>CliRefereeTexts</name>
    <message>
        <source>--kind must be warning, penalty or disqualification, not &quot;%1&quot;</source>
        <translation>--kind muss warning, penalty oder disqualification sein, nicht „%1“</translation>
    </message>
    <message>
        <source>--points must be round points such as -1 or -0.5 (whole twelfths), not &quot;%1&quot;</source>
        <translation>--points muss Rundenpunkte wie -1 oder -0.5 angeben (ganze Zwölftel), nicht „%1“</translation>
    </message>
    <message>
        <source>--points is only for --kind penalty</source>
        <translation>--points gibt es nur mit --kind penalty</translation>
    </message>
    <message>
        <source>the tournament has no player &quot;%1&quot;</source>
        <translation>das Turnier hat keinen Spieler „%1“</translation>
    </message>
    <message>
        <source>--withdraw ID takes no other option</source>
        <translation>--withdraw ID nimmt keine weitere Option</translation>
    </message>
</context>
<context>
    <name>CliReportTexts</name>
    <message>
        <source>the tournament has no round %1</source>
        <translation>das Turnier hat keine Runde %1</translation>
    </message>
    <message>
        <source>the tournament has no round yet</source>
        <translation>das Turnier hat noch keine Runde</translation>
    </message>
</context>
<context>
    <name>CliSeatTexts</name>
    <message>
        <source>%1: &quot;%2&quot; is not in %3; check the spelling or add the player</source>
        <translation>%1: „%2“ steht nicht in %3; die Schreibweise prüfen oder den Spieler hinzufügen</translation>
    </message>
    <message>
        <source>drawn with seed %1; give --seed %1 to draw the same seating again</source>
        <translation>ausgelost mit Startwert %1; mit --seed %1 wird derselbe Sitzplan erneut ausgelost</translation>
    </message>
    <message>
        <source>the tournament has no round %1: the next round to seat is %2</source>
        <translation>das Turnier hat keine Runde %1: als Nächstes ist Runde %2 einzuteilen</translation>
    </message>
    <message>
        <source>give --effort or --seconds, not both</source>
        <translation>--effort oder --seconds angeben, nicht beides</translation>
    </message>
    <message>
        <source>searching: %1 % done, fewest repeats so far %2</source>
        <translation>Suche: %1 % erledigt, bisher wenigstens %2 wiederholte Begegnungen</translation>
    </message>
    <message>
        <source>round %1 is published already: --draft seats a new round or a draft again</source>
        <translation>Runde %1 ist schon veröffentlicht: --draft teilt eine neue Runde oder einen Entwurf neu ein</translation>
    </message>
    <message>
        <source>round %1 is a draft: the players see it after `publish --round %1`</source>
        <translation>Runde %1 ist ein Entwurf: die Spieler sehen sie nach `publish --round %1`</translation>
    </message>
</context>
<context>
    <name>CliSeriesTexts</name>
    <message>
        <source>cannot read the tournament %1: %2</source>
        <translation>das Turnier %1 kann nicht gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>CliServeTexts</name>
    <message>
        <source>--listen takes an IP address such as 127.0.0.1 or 0.0.0.0, not &quot;%1&quot;</source>
        <translation>--listen erwartet eine IP-Adresse wie 127.0.0.1 oder 0.0.0.0, nicht „%1“</translation>
    </message>
    <message>
        <source>--port takes a port number from 0 to 65535, not &quot;%1&quot;</source>
        <translation>--port erwartet eine Portnummer von 0 bis 65535, nicht „%1“</translation>
    </message>
    <message>
        <source>cannot serve on %1 port %2: %3</source>
        <translation>kann nicht auf %1 Port %2 bereitstellen: %3</translation>
    </message>
</context>
<context>
    <name>CliTexts</name>
    <message>
        <source>unknown command &quot;%1&quot;; see catan-desk-cli --help</source>
        <translation>unbekannter Befehl „%1“; siehe catan-desk-cli --help</translation>
    </message>
    <message>
        <source>missing %1; see catan-desk-cli --help</source>
        <translation>%1 fehlt; siehe catan-desk-cli --help</translation>
    </message>
    <message>
        <source>too many arguments; see catan-desk-cli --help</source>
        <translation>zu viele Argumente; siehe catan-desk-cli --help</translation>
    </message>
    <message>
        <source>unknown option &quot;%1&quot;; see catan-desk-cli --help</source>
        <translation>unbekannte Option „%1“; siehe catan-desk-cli --help</translation>
    </message>
    <message>
        <source>the option %1 needs a value</source>
        <translation>die Option %1 braucht einen Wert</translation>
    </message>
    <message>
        <source>the option %1 takes a whole number, not &quot;%2&quot;</source>
        <translation>die Option %1 erwartet eine ganze Zahl, nicht „%2“</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>unknown language &quot;%1&quot;; use en, de or pt</source>
        <translation>unbekannte Sprache „%1“; möglich sind en, de oder pt</translation>
    </message>
    <message>
        <source>the command &quot;%1&quot; works on a tournament file: give --db FILE</source>
        <translation>der Befehl „%1“ arbeitet mit einer Turnierdatei: --db DATEI angeben</translation>
    </message>
    <message>
        <source>cannot start %1: %2</source>
        <translation>%1 kann nicht gestartet werden: %2</translation>
    </message>
    <message>
        <source>the teams have different sizes; they are compared as they are</source>
        <translation>die Teams sind verschieden groß; sie werden so verglichen, wie sie sind</translation>
    </message>
    <message>
        <source>it is the tournament file this command has open; give a CSV file</source>
        <translation>es ist die Turnierdatei, die dieser Befehl geöffnet hat; eine CSV-Datei angeben</translation>
    </message>
    <message>
        <source>Usage:
  catan-desk-cli score RESULTS.csv                       table results to stdout
  catan-desk-cli standings RESULTS.csv [--after-round N] standings to stdout
      (score and standings also take --rules ID|FILE; without it: standard)
  catan-desk-cli standings RESULTS.csv --teams [TEAMS.csv]
                                                         team standings: the results&apos; team column,
                                                         or TEAMS.csv (player,team)
  catan-desk-cli rules                                   the rule sets, as CSV: id,name
  catan-desk-cli --db FILE import RESULTS.csv [--rules ID|FILE]
                                                         add results to a tournament
  catan-desk-cli --db FILE standings [--after-round N]   standings of a tournament
  catan-desk-cli --db FILE standings --teams             team standings of a tournament
  catan-desk-cli --db FILE export results|standings      a tournament&apos;s results or standings
  catan-desk-cli --db FILE rules [ID|FILE]               show, or change, a tournament&apos;s rule set
      (--db standings and export also take --after-round N and --spreadsheet)
  catan-desk-cli seat PLAYERS.txt --rounds R [--seed S] [--apart FILE]
      [--effort N | --seconds S]                         a schedule of R rounds to stdout
      (PLAYERS.txt: one name a line, or CSV with the columns player,team)
  catan-desk-cli --db FILE seat --round N [--by-standings] [--seed S] [--draft]
                                                         seat (or re-seat) round N of a tournament
  catan-desk-cli --db FILE seat --all-rounds [--rounds R] [--seed S] [--draft]
                                                         plan every preliminary round not played yet
      (--draft: the players see the round once it is published)
  catan-desk-cli --db FILE publish --round N             publish the draft rounds up to N
  catan-desk-cli --db FILE print standings|teams|seating|slips|schedule|board|codes|cards
      -o FILE.pdf [--round N] [--by-name] [--one-per-page] [--chart] [--paper a4|letter]
                                                         the desk&apos;s documents as PDF
      (print codes|cards: the registration codes as a list, or one card per player)
  catan-desk-cli --db FILE serve [--reports] [--listen ADDRESS] [--port N]
                                                         the players&apos; page, read-only, until stopped
      (default 127.0.0.1 port 8080; --listen 0.0.0.0 shares it on the network;
      --reports also takes the tables&apos; reports from their phones)
  catan-desk-cli --db FILE codes [--round N]             the tables&apos; report codes
  catan-desk-cli --db FILE reports [--round N]           the tables&apos; reports and their state
  catan-desk-cli --db FILE accept --round N --table T [--report R] [--over]
                                                         a table&apos;s report becomes its result
  catan-desk-cli --db FILE reject --round N --table T    a table&apos;s reports are dropped
  catan-desk-cli --db FILE penalty --player NAME --kind warning|penalty|disqualification
      [--round N] [--points X] --reason TEXT             an entry of the referees&apos; ledger;
                                                         prints its id (--points: a penalty&apos;s
                                                         round points, such as -1 or -0.5)
  catan-desk-cli --db FILE penalty --withdraw ID         withdraws an entry (it stays listed)
  catan-desk-cli --db FILE penalties                     the referees&apos; ledger
  catan-desk-cli --db FILE fix --player NAME --table T | --clear
                                                         a player&apos;s fixed table, or none
  catan-desk-cli --db FILE register [PLAYERS.csv]        registration codes for the players without
                                                         one (PLAYERS.csv: player[,team][,paid]
                                                         adds them first); prints player,code
  catan-desk-cli --db FILE checkin CODE|NAME             checks a player in at the door
  catan-desk-cli --db FILE players                       player,team,present,paid,code
  catan-desk-cli --db FILE calls                         the tables&apos; calls for a referee
  catan-desk-cli --db FILE call --take ID | --close ID   a referee on the way, or done
  catan-desk-cli --db FILE no-win-cut [K|off]            after game K, players without a win
                                                         play no more preliminary games
  catan-desk-cli copy FROM TO                            a whole tournament, history included,
                                                         to a new file or an empty server database
  catan-desk-cli board [--seed S]                        a valid board as CSV
  catan-desk-cli --db FILE board --round N [--seed S]    draw and keep round N&apos;s board, or show it
  catan-desk-cli series SEASON.txt [--detail]            a season&apos;s standings across tournaments
      (--detail: each player&apos;s result in each tournament)

Options:
  --db FILE     the tournament database file, or a tournament server:
                postgresql://[USER[:PASSWORD]@]HOST[:PORT]/DATABASE
                (without a password: PGPASSWORD or ~/.pgpass)
  --lang LANG   language of messages: en, de or pt (default: the environment&apos;s)
  -h, --help    show this help
  --version     show the program&apos;s version

Exit status: 0 done; 1 the input breaks a rule (nothing is written);
2 a usage, file or database problem.
</source>
        <translation>Aufruf:
  catan-desk-cli score RESULTS.csv                       Tischergebnisse auf stdout
  catan-desk-cli standings RESULTS.csv [--after-round N] Turnierrangliste auf stdout
      (score und standings akzeptieren auch --rules ID|FILE; ohne: standard)
  catan-desk-cli standings RESULTS.csv --teams [TEAMS.csv]
                                                         Teamwertung: die Spalte team der Ergebnisse
                                                         oder TEAMS.csv (player,team)
  catan-desk-cli rules                                   die Regelwerke als CSV: id,name
  catan-desk-cli --db FILE import RESULTS.csv [--rules ID|FILE]
                                                         Ergebnisse in ein Turnier importieren
  catan-desk-cli --db FILE standings [--after-round N]   Turnierrangliste eines Turniers
  catan-desk-cli --db FILE standings --teams             Teamwertung eines Turniers
  catan-desk-cli --db FILE export results|standings      Ergebnisse oder Turnierrangliste eines Turniers
  catan-desk-cli --db FILE rules [ID|FILE]               Regelwerk eines Turniers zeigen oder ändern
      (--db standings und export akzeptieren auch --after-round N und --spreadsheet)
  catan-desk-cli seat PLAYERS.txt --rounds R [--seed S] [--apart FILE]
      [--effort N | --seconds S]                         Sitzplan für R Runden auf stdout
      (PLAYERS.txt: ein Name pro Zeile, oder CSV mit den Spalten player,team)
  catan-desk-cli --db FILE seat --round N [--by-standings] [--seed S] [--draft]
                                                         Runde N eines Turniers einteilen (oder neu einteilen)
  catan-desk-cli --db FILE seat --all-rounds [--rounds R] [--seed S] [--draft]
                                                         alle noch nicht gespielten Vorrunden planen
      (--draft: die Spieler sehen die Runde, sobald sie veröffentlicht ist)
  catan-desk-cli --db FILE publish --round N             die Entwurfsrunden bis N veröffentlichen
  catan-desk-cli --db FILE print standings|teams|seating|slips|schedule|board|codes|cards
      -o FILE.pdf [--round N] [--by-name] [--one-per-page] [--chart] [--paper a4|letter]
                                                         Ausdrucke des Programms als PDF
      (print codes|cards: die Anmeldecodes als Liste, oder eine Karte je Spieler)
  catan-desk-cli --db FILE serve [--reports] [--listen ADDRESS] [--port N]
                                                         die Spielerseite, nur lesend, bis zum Beenden
      (Vorgabe 127.0.0.1 Port 8080; --listen 0.0.0.0 teilt sie im Netzwerk;
      --reports nimmt auch die Meldungen der Tische von ihren Handys an)
  catan-desk-cli --db FILE codes [--round N]             die Meldecodes der Tische
  catan-desk-cli --db FILE reports [--round N]           die Meldungen der Tische und ihr Stand
  catan-desk-cli --db FILE accept --round N --table T [--report R] [--over]
                                                         die Meldung eines Tisches wird sein Ergebnis
  catan-desk-cli --db FILE reject --round N --table T    die Meldungen eines Tisches werden verworfen
  catan-desk-cli --db FILE penalty --player NAME --kind warning|penalty|disqualification
      [--round N] [--points X] --reason TEXT             ein Eintrag ins Schiedsrichterprotokoll;
                                                         gibt seine Nummer aus (--points: die
                                                         Rundenpunkte einer Strafe, etwa -1 oder -0.5)
  catan-desk-cli --db FILE penalty --withdraw ID         zieht einen Eintrag zurück (er bleibt gelistet)
  catan-desk-cli --db FILE penalties                     das Schiedsrichterprotokoll
  catan-desk-cli --db FILE fix --player NAME --table T | --clear
                                                         fester Tisch eines Spielers, oder keiner
  catan-desk-cli --db FILE register [PLAYERS.csv]        Anmeldecodes für die Spieler ohne Code
                                                         (PLAYERS.csv: player[,team][,paid] fügt sie
                                                         zuerst hinzu); gibt player,code aus
  catan-desk-cli --db FILE checkin CODE|NAME             einen Spieler am Einlass einchecken
  catan-desk-cli --db FILE players                       player,team,present,paid,code
  catan-desk-cli --db FILE calls                         die Rufe der Tische nach einem Schiedsrichter
  catan-desk-cli --db FILE call --take ID | --close ID   ein Schiedsrichter ist unterwegs, oder erledigt
  catan-desk-cli --db FILE no-win-cut [K|off]            nach Runde K spielen Spieler ohne Sieg
                                                         keine weiteren Vorrunden mehr
  catan-desk-cli copy FROM TO                            ein ganzes Turnier samt Verlauf in eine neue
                                                         Datei oder eine leere Server-Datenbank kopieren
  catan-desk-cli board [--seed S]                        ein gültiger Spielplan als CSV
  catan-desk-cli --db FILE board --round N [--seed S]    Spielplan der Runde N auslegen und speichern, oder zeigen
  catan-desk-cli series SEASON.txt [--detail]            Saisonwertung über mehrere Turniere
      (--detail: das Ergebnis jedes Spielers in jedem Turnier)

Optionen:
  --db FILE     Turnierdatei (Datenbank) oder ein Turnierserver:
                postgresql://[USER[:PASSWORD]@]HOST[:PORT]/DATABASE
                (ohne Passwort: PGPASSWORD oder ~/.pgpass)
  --lang LANG   Sprache der Meldungen: en, de oder pt (Vorgabe: die der Umgebung)
  -h, --help    Diese Hilfe anzeigen
  --version     Version des Programms anzeigen

Exit-Status: 0 erledigt; 1 die Eingabe verletzt eine Regel (nichts wird geschrieben);
2 ein Aufruf-, Datei- oder Datenbankproblem.
</translation>
    </message>
</context>
<context>
    <name>ClockText</name>
    <message>
        <source>clock not started</source>
        <translation>Uhr nicht gestartet</translation>
    </message>
    <message>
        <source>time is up</source>
        <translation>Zeit ist um</translation>
    </message>
    <message>
        <source>time left</source>
        <translation>verbleibend</translation>
    </message>
    <message>
        <source>clock paused</source>
        <translation>Uhr angehalten</translation>
    </message>
</context>
<context>
    <name>CommandTexts</name>
    <message>
        <source>“%1” was changed since, at this desk or another one: it is left as it is now. Make the change you want by hand.</source>
        <translation>„%1“ wurde seitdem geändert, an diesem oder einem anderen Arbeitsplatz: Es bleibt, wie es jetzt ist. Die gewünschte Änderung bitte von Hand vornehmen.</translation>
    </message>
    <message>
        <source>add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
    <message numerus="yes">
        <source>add %n players</source>
        <translation>
            <numerusform>%n Spieler hinzufügen</numerusform>
            <numerusform>%n Spieler hinzufügen</numerusform>
        </translation>
    </message>
    <message>
        <source>rename %1 to %2</source>
        <translation>%1 in %2 umbenennen</translation>
    </message>
    <message>
        <source>drop %1</source>
        <translation>%1 ausscheiden lassen</translation>
    </message>
    <message>
        <source>take %1 back in</source>
        <translation>%1 wieder aufnehmen</translation>
    </message>
    <message>
        <source>remove %1</source>
        <translation>%1 entfernen</translation>
    </message>
    <message>
        <source>keep %1 and %2 apart</source>
        <translation>%1 und %2 getrennt setzen</translation>
    </message>
    <message>
        <source>let %1 and %2 meet</source>
        <translation>%1 und %2 wieder zusammen setzen lassen</translation>
    </message>
    <message>
        <source>mark %1 absent for round %2</source>
        <translation>%1 für Runde %2 als abwesend markieren</translation>
    </message>
    <message>
        <source>mark %1 present for round %2</source>
        <translation>%1 für Runde %2 als anwesend markieren</translation>
    </message>
    <message numerus="yes">
        <source>mark %n players present for round %1</source>
        <translation>
            <numerusform>%n Spieler für Runde %1 als anwesend markieren</numerusform>
            <numerusform>%n Spieler für Runde %1 als anwesend markieren</numerusform>
        </translation>
    </message>
    <message>
        <source>seat round %1</source>
        <translation>Runde %1 einteilen</translation>
    </message>
    <message>
        <source>seat round %1 again</source>
        <translation>Runde %1 neu einteilen</translation>
    </message>
    <message numerus="yes">
        <source>move players at %n tables of round %1</source>
        <translation>
            <numerusform>Spieler an %n Tisch in Runde %1 umsetzen</numerusform>
            <numerusform>Spieler an %n Tischen in Runde %1 umsetzen</numerusform>
        </translation>
    </message>
    <message>
        <source>remove round %1</source>
        <translation>Runde %1 entfernen</translation>
    </message>
    <message>
        <source>plan round %1</source>
        <translation>Runde %1 planen</translation>
    </message>
    <message>
        <source>plan rounds %1 to %2</source>
        <translation>Runden %1 bis %2 planen</translation>
    </message>
    <message>
        <source>set the stage of round %1</source>
        <translation>die Phase von Runde %1 festlegen</translation>
    </message>
    <message>
        <source>change the tournament&apos;s details</source>
        <translation>die Turnierdaten ändern</translation>
    </message>
    <message>
        <source>play by %1</source>
        <translation>nach %1 spielen</translation>
    </message>
    <message>
        <source>start the clock of round %1</source>
        <translation>die Uhr von Runde %1 starten</translation>
    </message>
    <message>
        <source>pause the clock of round %1</source>
        <translation>die Uhr von Runde %1 anhalten</translation>
    </message>
    <message numerus="yes">
        <source>add %n minutes to round %1</source>
        <translation>
            <numerusform>Runde %1 um %n Minute verlängern</numerusform>
            <numerusform>Runde %1 um %n Minuten verlängern</numerusform>
        </translation>
    </message>
    <message>
        <source>save table %1 of round %2</source>
        <translation>Tisch %1 von Runde %2 speichern</translation>
    </message>
    <message>
        <source>take back the last save of table %1 of round %2</source>
        <translation>das letzte Speichern von Tisch %1 in Runde %2 zurücknehmen</translation>
    </message>
    <message numerus="yes">
        <source>import %n tables&apos; results</source>
        <translation>
            <numerusform>das Ergebnis von %n Tisch importieren</numerusform>
            <numerusform>die Ergebnisse von %n Tischen importieren</numerusform>
        </translation>
    </message>
    <message>
        <source>give the tables of round %1 report codes</source>
        <translation>den Tischen der Runde %1 Meldecodes geben</translation>
    </message>
    <message>
        <source>report of table %1 of round %2</source>
        <translation>Meldung von Tisch %1 der Runde %2</translation>
    </message>
    <message>
        <source>%1 confirms the report of table %2 of round %3</source>
        <translation>%1 bestätigt die Meldung von Tisch %2 der Runde %3</translation>
    </message>
    <message>
        <source>accept the report of table %1 of round %2</source>
        <translation>Meldung von Tisch %1 der Runde %2 übernehmen</translation>
    </message>
    <message>
        <source>reject the reports of table %1 of round %2</source>
        <translation>Meldungen von Tisch %1 der Runde %2 verwerfen</translation>
    </message>
    <message>
        <source>accept confirmed reports</source>
        <translation>bestätigte Meldungen übernehmen</translation>
    </message>
    <message>
        <source>accept reports by hand</source>
        <translation>Meldungen von Hand übernehmen</translation>
    </message>
    <message>
        <source>draw the board of round %1</source>
        <translation>Spielplan der Runde %1 auslegen</translation>
    </message>
    <message>
        <source>publish round %1</source>
        <translation>Runde %1 veröffentlichen</translation>
    </message>
    <message>
        <source>publish rounds %1 to %2</source>
        <translation>Runden %1 bis %2 veröffentlichen</translation>
    </message>
    <message>
        <source>take reports from the tables</source>
        <translation>Meldungen von den Tischen annehmen</translation>
    </message>
    <message>
        <source>take no reports from the tables</source>
        <translation>keine Meldungen von den Tischen annehmen</translation>
    </message>
</context>
<context>
    <name>CsvText</name>
    <message>
        <source>The file is not UTF-8 text.</source>
        <translation>Die Datei ist kein UTF-8-Text.</translation>
    </message>
    <message>
        <source>A quoted field that starts here is never closed with a quote.</source>
        <translation>Ein Feld in Anführungszeichen beginnt hier und wird nie mit einem Anführungszeichen geschlossen.</translation>
    </message>
    <message>
        <source>Text follows a closing quote; a quote inside a quoted field is written as two quotes.</source>
        <translation>Nach dem schließenden Anführungszeichen folgt noch Text; ein Anführungszeichen innerhalb eines Feldes wird doppelt geschrieben.</translation>
    </message>
    <message>
        <source>A quote inside an unquoted field; put the whole field in quotes and double the quote.</source>
        <translation>Ein Anführungszeichen in einem Feld ohne Anführungszeichen; das ganze Feld in Anführungszeichen setzen und das Zeichen verdoppeln.</translation>
    </message>
</context>
<context>
    <name>DateText</name>
    <message>
        <source>day</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>month</source>
        <translation>Monat</translation>
    </message>
    <message>
        <source>year</source>
        <translation>Jahr</translation>
    </message>
    <message>
        <source>Type it as %1 (for example %2) or as year-month-day (2026-03-14).</source>
        <translation>Als %1 eingeben (zum Beispiel %2) oder als Jahr-Monat-Tag (2026-03-14).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a date.</source>
        <translation>„%1“ ist kein Datum.</translation>
    </message>
    <message>
        <source>The date is empty.</source>
        <translation>Das Datum fehlt.</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: the year has two or four digits.</source>
        <translation>„%1“: Das Jahr hat zwei oder vier Ziffern.</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: there is no month %2.</source>
        <translation>„%1“: Einen Monat %2 gibt es nicht.</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: %2 has no day %3.</source>
        <translation>„%1“: Der %2 hat keinen Tag %3.</translation>
    </message>
</context>
<context>
    <name>DbLocation</name>
    <message>
        <source>%1 is not a server address: %2. Write postgresql://[USER[:PASSWORD]@]HOST[:PORT]/DATABASE.</source>
        <translation>%1 ist keine Serveradresse: %2. So schreiben: postgresql://[USER[:PASSWORD]@]HOST[:PORT]/DATABASE.</translation>
    </message>
    <message>
        <source>the port must be a number from 1 to 65535</source>
        <translation>der Port muss eine Zahl von 1 bis 65535 sein</translation>
    </message>
    <message>
        <source>it is not a well-formed address</source>
        <translation>die Adresse ist nicht richtig aufgebaut</translation>
    </message>
    <message>
        <source>the server&apos;s name or IP address is missing</source>
        <translation>der Name oder die IP-Adresse des Servers fehlt</translation>
    </message>
    <message>
        <source>the database&apos;s name is missing</source>
        <translation>der Name der Datenbank fehlt</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a database name</source>
        <translation>„%1“ ist kein Datenbankname</translation>
    </message>
    <message>
        <source>an address has no part after #</source>
        <translation>eine Adresse hat keinen Teil nach #</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an option name</source>
        <translation>„%1“ ist kein Optionsname</translation>
    </message>
    <message>
        <source>write the password before the @, or leave it out and let the server&apos;s usual password file or PGPASSWORD give it</source>
        <translation>das Passwort vor das @ schreiben oder weglassen, dann gilt die übliche Passwortdatei des Servers oder PGPASSWORD</translation>
    </message>
    <message>
        <source>the option &quot;%1&quot; would choose another server, database or user than the address names; write that in the address itself</source>
        <translation>die Option „%1“ würde einen anderen Server, eine andere Datenbank oder einen anderen Benutzer wählen, als die Adresse nennt; das in die Adresse selbst schreiben</translation>
    </message>
</context>
<context>
    <name>DbMessages</name>
    <message>
        <source>%1 is an empty file, not a tournament file. Choose a tournament file, or delete the empty file to start a new tournament under that name.</source>
        <translation>%1 ist eine leere Datei, keine Turnierdatei. Eine Turnierdatei wählen oder die leere Datei löschen, um unter diesem Namen ein neues Turnier zu beginnen.</translation>
    </message>
    <message>
        <source>%1 is not a tournament file (it is not an SQLite database). Choose a tournament file, or a new file name to start a tournament.</source>
        <translation>%1 ist keine Turnierdatei (es ist keine SQLite-Datenbank). Eine Turnierdatei wählen oder einen neuen Dateinamen, um ein Turnier zu beginnen.</translation>
    </message>
    <message>
        <source>%1 is a database of another program, not a tournament file. It was left as it is; choose a tournament file or a new file name.</source>
        <translation>%1 ist eine Datenbank eines anderen Programms, keine Turnierdatei. Sie wurde nicht verändert; eine Turnierdatei oder einen neuen Dateinamen wählen.</translation>
    </message>
    <message>
        <source>%1 was written by a newer version of Catan Tournament Desk (file version %2; this version reads up to %3). Open it with the newer version.</source>
        <translation>%1 wurde von einer neueren Version von Catan Tournament Desk geschrieben (Dateiversion %2; diese Version liest bis %3). Die Datei mit der neueren Version öffnen.</translation>
    </message>
    <message>
        <source>%1 was written by an earlier version of Catan Tournament Desk and must be upgraded first. Open it once for writing (in the desk) and try again.</source>
        <translation>%1 wurde von einer älteren Version von Catan Tournament Desk geschrieben und muss zuerst aktualisiert werden. Die Datei einmal zum Schreiben öffnen (im Desktop-Programm) und erneut versuchen.</translation>
    </message>
    <message>
        <source>%1 uses the rule set &quot;%2&quot;, which this version does not know. Open it with the version that wrote it.</source>
        <translation>%1 verwendet das Regelwerk „%2“, das diese Version nicht kennt. Die Datei mit der Version öffnen, die sie geschrieben hat.</translation>
    </message>
    <message>
        <source>%1 is a folder, not a tournament file. Choose a file.</source>
        <translation>%1 ist ein Ordner, keine Turnierdatei. Eine Datei wählen.</translation>
    </message>
    <message>
        <source>There is no tournament file %1. Check the name, or create the tournament at the desk or by importing results.</source>
        <translation>Es gibt keine Turnierdatei %1. Den Namen prüfen oder das Turnier im Desktop-Programm oder durch Importieren von Ergebnissen anlegen.</translation>
    </message>
    <message>
        <source>%1 is read-only, so no result could be saved in it. Make the file writable, or copy it to a folder of your own, and open it again.</source>
        <translation>%1 ist schreibgeschützt, daher konnte kein Ergebnis darin gespeichert werden. Die Datei beschreibbar machen oder in einen eigenen Ordner kopieren und erneut öffnen.</translation>
    </message>
    <message>
        <source>The folder %2 is read-only, and the tournament file %1 needs to write its journal beside it. Make the folder writable, or copy the file to a folder of your own, and open it again.</source>
        <translation>Der Ordner %2 ist schreibgeschützt, die Turnierdatei %1 muss aber daneben ihre Journaldatei schreiben. Den Ordner beschreibbar machen oder die Datei in einen eigenen Ordner kopieren und erneut öffnen.</translation>
    </message>
    <message>
        <source>The folder %1 could not be created. Check the name and that you may write there, or choose another place.</source>
        <translation>Der Ordner %1 konnte nicht angelegt werden. Den Namen und die Schreibrechte prüfen oder einen anderen Ort wählen.</translation>
    </message>
    <message>
        <source>%1 is open in another desk (%2, process %3 on %4). Close it there first: two desks writing one file would mix up results.</source>
        <translation>%1 ist bereits in einem anderen Programm geöffnet (%2, Prozess %3 auf %4). Die Datei zuerst dort schließen: Wenn zwei Programme in dieselbe Datei schreiben, geraten die Ergebnisse durcheinander.</translation>
    </message>
    <message>
        <source>unknown program</source>
        <translation>unbekanntes Programm</translation>
    </message>
    <message>
        <source>this computer</source>
        <translation>diesem Computer</translation>
    </message>
    <message>
        <source>%1 is being written by another program. Close that program, or wait until it is done, and try again.</source>
        <translation>Ein anderes Programm schreibt gerade in %1. Dieses Programm schließen oder warten, bis es fertig ist, und erneut versuchen.</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2. Check the file and try again.</source>
        <translation>%1 konnte nicht geöffnet werden: %2. Die Datei prüfen und erneut versuchen.</translation>
    </message>
    <message>
        <source>The tournament file %1 could not be created: %2. Check the disk and the folder, or choose another place.</source>
        <translation>Die Turnierdatei %1 konnte nicht angelegt werden: %2. Datenträger und Ordner prüfen oder einen anderen Ort wählen.</translation>
    </message>
    <message>
        <source>%1 needs an upgrade, but the copy %2 to keep beforehand could not be written. Nothing was changed; free some disk space or make the folder writable.</source>
        <translation>%1 muss aktualisiert werden, aber die vorher anzulegende Sicherungskopie %2 konnte nicht geschrieben werden. Es wurde nichts geändert; Speicherplatz freigeben oder den Ordner beschreibbar machen.</translation>
    </message>
    <message>
        <source>Could not save to %1: %2. Nothing was changed; check the disk and try again.</source>
        <translation>Speichern in %1 nicht möglich: %2. Es wurde nichts geändert; den Datenträger prüfen und erneut versuchen.</translation>
    </message>
    <message>
        <source>No tournament file is open. Open or create one first.</source>
        <translation>Keine Turnierdatei geöffnet. Zuerst eine öffnen oder anlegen.</translation>
    </message>
    <message>
        <source>%1 is open for reading only, so nothing can be changed. Open it for writing to make changes.</source>
        <translation>%1 ist nur zum Lesen geöffnet, daher kann nichts geändert werden. Für Änderungen die Datei zum Schreiben öffnen.</translation>
    </message>
    <message>
        <source>Could not read %1: %2. What is shown may be incomplete; check the file and open it again.</source>
        <translation>Lesen aus %1 nicht möglich: %2. Die Anzeige kann unvollständig sein; die Datei prüfen und erneut öffnen.</translation>
    </message>
    <message>
        <source>%1 is damaged: SQLite&apos;s check of its pages found &quot;%2&quot;. It was left as it was and nothing was read from it.</source>
        <translation>%1 ist beschädigt: SQLites Prüfung seiner Seiten fand „%2“. Die Datei blieb, wie sie war, und es wurde nichts aus ihr gelesen.</translation>
    </message>
    <message>
        <source>Open a backup instead (the desk&apos;s File &gt; Restore a backup, or a copy of your own).</source>
        <translation>Stattdessen eine Sicherung öffnen (am Turniertisch Datei &gt; Sicherung wiederherstellen, oder eine eigene Kopie).</translation>
    </message>
    <message>
        <source>Open the newest backup instead, %1 (in the desk: File &gt; Restore a backup).</source>
        <translation>Stattdessen die neueste Sicherung öffnen, %1 (am Turniertisch: Datei &gt; Sicherung wiederherstellen).</translation>
    </message>
    <message>
        <source>%1 has the tables of a tournament file but no tournament in them. It was left as it is; open a backup or another tournament file.</source>
        <translation>%1 hat die Tabellen einer Turnierdatei, aber kein Turnier darin. Die Datei blieb, wie sie ist; eine Sicherung oder eine andere Turnierdatei öffnen.</translation>
    </message>
    <message>
        <source>%1 has saves in its log (%1-wal) that SQLite cannot read while the folder %2 is read-only. Make the folder writable and open the file again.</source>
        <translation>%1 hat Gespeichertes in seinem Protokoll (%1-wal), das SQLite nicht lesen kann, solange der Ordner %2 schreibgeschützt ist. Den Ordner beschreibbar machen und die Datei erneut öffnen.</translation>
    </message>
    <message>
        <source>The lock file %2 for %1 could not be written. Check that the disk has room and the folder can be written, and open it again.</source>
        <translation>Die Sperrdatei %2 für %1 konnte nicht geschrieben werden. Prüfen, ob der Datenträger Platz hat und der Ordner beschreibbar ist, und erneut öffnen.</translation>
    </message>
    <message>
        <source>The disk that holds %1 is full, so nothing was written. Make room on the disk and try again; the file is as it was before.</source>
        <translation>Der Datenträger mit %1 ist voll, daher wurde nichts geschrieben. Platz schaffen und erneut versuchen; die Datei ist, wie sie vorher war.</translation>
    </message>
    <message>
        <source>%1 cannot be upgraded: the players &quot;%2&quot; and &quot;%3&quot; look the same and would become one name, and players are never merged without asking. Rename one of them with the version that wrote the file, then open it again. Nothing was changed.</source>
        <translation>%1 kann nicht aktualisiert werden: die Spieler „%2“ und „%3“ sehen gleich aus und würden ein Name, und Spieler werden nie ungefragt zusammengelegt. Einen von beiden mit der Version umbenennen, die die Datei geschrieben hat, und sie dann erneut öffnen. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>%1 could not be upgraded: %2. Nothing was changed.</source>
        <translation>%1 konnte nicht aktualisiert werden: %2. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>%1, process %2 on %3</source>
        <translation>%1, Prozess %2 auf %3</translation>
    </message>
</context>
<context>
    <name>DoorMessages</name>
    <message>
        <source>An amount paid cannot be negative.</source>
        <translation>Ein bezahlter Betrag kann nicht negativ sein.</translation>
    </message>
    <message>
        <source>The entry fee cannot be negative.</source>
        <translation>Das Startgeld kann nicht negativ sein.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a registration code (8 symbols).</source>
        <translation>„%1“ ist kein Anmeldecode (8 Zeichen).</translation>
    </message>
    <message>
        <source>The registration code %1 belongs to another player.</source>
        <translation>Der Anmeldecode %1 gehört einem anderen Spieler.</translation>
    </message>
    <message>
        <source>There is no call %1.</source>
        <translation>Es gibt keinen Ruf %1.</translation>
    </message>
    <message>
        <source>The note is longer than %1 characters; shorten it.</source>
        <translation>Die Notiz ist länger als %1 Zeichen; bitte kürzen.</translation>
    </message>
    <message>
        <source>open</source>
        <translation>offen</translation>
    </message>
    <message>
        <source>taken</source>
        <translation>übernommen</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>geschlossen</translation>
    </message>
</context>
<context>
    <name>FileMessages</name>
    <message>
        <source>The header has no column &quot;%1&quot;.</source>
        <translation>Die Kopfzeile hat keine Spalte „%1“.</translation>
    </message>
    <message>
        <source>The file is empty: it has no header row.</source>
        <translation>Die Datei ist leer: Sie hat keine Kopfzeile.</translation>
    </message>
    <message>
        <source>The %1 is &quot;%2&quot;, not a whole number.</source>
        <translation>Der Wert in %1 ist „%2“, keine ganze Zahl.</translation>
    </message>
    <message>
        <source>The %1 is &quot;%2&quot;; it is a whole number from 1.</source>
        <translation>Der Wert in %1 ist „%2“; erlaubt ist eine ganze Zahl ab 1.</translation>
    </message>
    <message>
        <source>The %1 mark is &quot;%2&quot;; write 1, 0, true, false or leave it empty.</source>
        <translation>Die Markierung %1 ist „%2“; 1, 0, true, false schreiben oder leer lassen.</translation>
    </message>
    <message>
        <source>The player&apos;s name is empty.</source>
        <translation>Der Name des Spielers ist leer.</translation>
    </message>
    <message numerus="yes">
        <source>The row has %n field(s) but the header has %1.</source>
        <translation>
            <numerusform>Die Zeile hat %n Feld, die Kopfzeile aber %1.</numerusform>
            <numerusform>Die Zeile hat %n Felder, die Kopfzeile aber %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The stage is &quot;%1&quot;; write prelim, semifinal or final, or leave it empty.</source>
        <translation>Die Phase ist „%1“; prelim, semifinal oder final schreiben oder leer lassen.</translation>
    </message>
    <message>
        <source>Round %1 is %2 on line %3 but %4 here; every line of a round has the same stage.</source>
        <translation>Runde %1 ist in Zeile %3 %2, hier aber %4; alle Zeilen einer Runde haben dieselbe Phase.</translation>
    </message>
</context>
<context>
    <name>FixTexts</name>
    <message>
        <source>give either --table T or --clear</source>
        <translation>entweder --table T oder --clear angeben</translation>
    </message>
    <message>
        <source>no player is named &quot;%1&quot;</source>
        <translation>kein Spieler heißt „%1“</translation>
    </message>
</context>
<context>
    <name>FixedTableMessages</name>
    <message>
        <source>%1 is not a table number; tables are numbered from 1.</source>
        <translation>%1 ist keine Tischnummer; die Tische sind ab 1 nummeriert.</translation>
    </message>
</context>
<context>
    <name>GiveRegistrationCodes</name>
    <message numerus="yes">
        <source>give %n registration code(s)</source>
        <translation>
            <numerusform>%n Anmeldecode vergeben</numerusform>
            <numerusform>%n Anmeldecodes vergeben</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>InputMessages</name>
    <message>
        <source>it is not a regular file (a device, a pipe or a folder); give a file</source>
        <translation>es ist keine gewöhnliche Datei (ein Gerät, eine Pipe oder ein Ordner); eine Datei angeben</translation>
    </message>
    <message>
        <source>it is larger than %1 MiB, the most an input file may hold</source>
        <translation>sie ist größer als %1 MiB, das Höchstmaß einer Eingabedatei</translation>
    </message>
</context>
<context>
    <name>NameList</name>
    <message>
        <source>already in the tournament: %1</source>
        <translation>bereits im Turnier: %1</translation>
    </message>
    <message>
        <source>given twice: %1</source>
        <translation>doppelt angegeben: %1</translation>
    </message>
    <message>
        <source>No name was added, because every name must be unique (%1). Change or remove these names and add the list again.</source>
        <translation>Es wurde kein Name hinzugefügt, weil jeder Name nur einmal vorkommen darf (%1). Diese Namen ändern oder entfernen und die Liste erneut hinzufügen.</translation>
    </message>
    <message>
        <source>No name was added, because these names hold a control or invisible character: %1. Type them again without it.</source>
        <translation>Es wurde kein Name hinzugefügt, weil diese Namen ein Steuerzeichen oder unsichtbares Zeichen enthalten: %1. Sie ohne dieses Zeichen erneut eingeben.</translation>
    </message>
    <message>
        <source>The file holds no names. Put one name a line, or give a CSV file a column headed &quot;player&quot; or &quot;name&quot;.</source>
        <translation>Die Datei enthält keine Namen. Einen Namen pro Zeile schreiben oder einer CSV-Datei eine Spalte mit der Überschrift „player“ oder „name“ geben.</translation>
    </message>
</context>
<context>
    <name>NameMessages</name>
    <message>
        <source>The name &quot;%1&quot; holds a control or invisible character; type it again without it.</source>
        <translation>Der Name „%1“ enthält ein Steuerzeichen oder unsichtbares Zeichen; ihn ohne dieses Zeichen erneut eingeben.</translation>
    </message>
</context>
<context>
    <name>NamesFileTexts</name>
    <message>
        <source>%1 is not UTF-8 text: save it as UTF-8 and try again</source>
        <translation>%1 ist kein UTF-8-Text: als UTF-8 speichern und erneut versuchen</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is on line %3 already; list each player once</source>
        <translation>%1: „%2“ steht bereits in Zeile %3; jeden Spieler nur einmal aufführen</translation>
    </message>
    <message>
        <source>%1: a keep-apart line holds exactly two names separated by a comma; put a name that holds a comma in double quotes</source>
        <translation>%1: eine Zeile der Trennliste enthält genau zwei durch ein Komma getrennte Namen; einen Namen, der ein Komma enthält, in doppelte Anführungszeichen setzen</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is named twice on one line; a keep-apart pair is two different players</source>
        <translation>%1: „%2“ steht zweimal in einer Zeile; ein Paar der Trennliste besteht aus zwei verschiedenen Spielern</translation>
    </message>
    <message>
        <source>%1: paid must be an amount such as 10 or 12.50, not &quot;%2&quot;</source>
        <translation>%1: bezahlt muss ein Betrag wie 10 oder 12.50 sein, nicht „%2“</translation>
    </message>
</context>
<context>
    <name>NoWinCutMessages</name>
    <message>
        <source>The no-win cut comes after a game from 1 on, not %1.</source>
        <translation>Der Sieglos-Schnitt folgt nach einer Runde ab 1, nicht nach %1.</translation>
    </message>
</context>
<context>
    <name>NoWinCutTexts</name>
    <message>
        <source>no-win-cut takes a game number from 1 on or off, not &quot;%1&quot;</source>
        <translation>no-win-cut nimmt eine Rundennummer ab 1 oder off, nicht &quot;%1&quot;</translation>
    </message>
</context>
<context>
    <name>PaperBuilder</name>
    <message>
        <source>CATAN tournament</source>
        <translation>CATAN-Turnier</translation>
    </message>
    <message>
        <source>Standings before the first round</source>
        <translation>Turnierrangliste vor der ersten Runde</translation>
    </message>
    <message>
        <source>Standings after round %1</source>
        <translation>Turnierrangliste nach Runde %1</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Round points</source>
        <translation>Rundenpunkte</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>VP share (%)</source>
        <translation>VP-Anteil (%)</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tische</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Largest Army</source>
        <translation>Größte Rittermacht</translation>
    </message>
    <message>
        <source>Longest Road</source>
        <translation>Längste Handelsstraße</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>No players yet.</source>
        <translation>Noch keine Spieler.</translation>
    </message>
    <message>
        <source>Seating of round %1 by table</source>
        <translation>Sitzplan der Runde %1 nach Tischen</translation>
    </message>
    <message>
        <source>Seat 1 (starts)</source>
        <translation>Sitzplatz 1 (beginnt)</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Sitzplatz %1</translation>
    </message>
    <message>
        <source>Round %1 has no seating yet.</source>
        <translation>Runde %1 hat noch keinen Sitzplan.</translation>
    </message>
    <message>
        <source>Seating of round %1 by name</source>
        <translation>Sitzplan der Runde %1 nach Namen</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Sitzplatz</translation>
    </message>
    <message>
        <source>Result slips of round %1</source>
        <translation>Ergebniszettel der Runde %1</translation>
    </message>
    <message>
        <source>Roads built</source>
        <translation>Gebaute Straßen</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Unterschrift</translation>
    </message>
    <message>
        <source>Round %1, table %2</source>
        <translation>Runde %1, Tisch %2</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <comment>seat number and player</comment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Enter whole numbers. Tick a mark only where the rules ask for one: who claimed a tied title first, and who declared victory when two or more players reached 10 VP. Every player signs to confirm the result.</source>
        <translation>Ganze Zahlen eintragen. Nur dort ankreuzen, wo die Regeln eine Markierung verlangen: wer einen Titel bei Gleichstand zuerst beansprucht hat und wer den Sieg erklärt hat, wenn mindestens zwei Spieler 10 VP erreicht haben. Jeder Spieler bestätigt das Ergebnis mit seiner Unterschrift.</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>1st places</source>
        <translation>1. Plätze</translation>
    </message>
    <message>
        <source>2nd places</source>
        <translation>2. Plätze</translation>
    </message>
    <message>
        <source>3rd places</source>
        <translation>3. Plätze</translation>
    </message>
    <message>
        <source>Rule set: %1</source>
        <translation>Regelwerk: %1</translation>
    </message>
    <message>
        <source>Schedule of all rounds</source>
        <translation>Plan aller Runden</translation>
    </message>
    <message>
        <source>No round is seated yet.</source>
        <translation>Noch ist keine Runde eingeteilt.</translation>
    </message>
    <message>
        <source>The director chose the players of the semi-final (round %1) against the cut: %2</source>
        <translation>Die Turnierleitung hat die Spieler des Halbfinales (Runde %1) abweichend von der Qualifikation gewählt: %2</translation>
    </message>
    <message>
        <source>The director chose the players of the final (round %1) against the cut: %2</source>
        <translation>Die Turnierleitung hat die Spieler des Finales (Runde %1) abweichend von der Qualifikation gewählt: %2</translation>
    </message>
    <message>
        <source>Absent: %1</source>
        <translation>Abwesend: %1</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>abwesend</translation>
    </message>
    <message>
        <source>Round %1 (semi-final)</source>
        <translation>Runde %1 (Halbfinale)</translation>
    </message>
    <message>
        <source>Round %1 (final)</source>
        <translation>Runde %1 (Finale)</translation>
    </message>
    <message>
        <source>Round %1 (preliminary round)</source>
        <translation>Runde %1 (Vorrunde)</translation>
    </message>
    <message>
        <source>Final ranking</source>
        <translation>Endrangliste</translation>
    </message>
    <message>
        <source>Decided by</source>
        <translation>Entschieden durch</translation>
    </message>
    <message>
        <source>Final, place %1</source>
        <translation>Finale, Platz %1</translation>
    </message>
    <message>
        <source>Semi-final, place %1</source>
        <translation>Halbfinale, Platz %1</translation>
    </message>
    <message>
        <source>Preliminary rounds</source>
        <translation>Vorrunden</translation>
    </message>
    <message>
        <source>places %1 from the final</source>
        <translation>Plätze %1 aus dem Finale</translation>
    </message>
    <message>
        <source>places %1 from the semi-finals</source>
        <translation>Plätze %1 aus den Halbfinals</translation>
    </message>
    <message>
        <source>places %1 from the preliminary rounds</source>
        <translation>Plätze %1 aus den Vorrunden</translation>
    </message>
    <message>
        <source>Ranked by stage: %1. Points, VP, share and tables count the preliminary rounds only.</source>
        <translation>Nach Phasen: %1. Punkte, VP, Anteil und Tische zählen nur die Vorrunden.</translation>
    </message>
    <message>
        <source>report code %1</source>
        <translation>Meldecode %1</translation>
    </message>
    <message>
        <source>Board of round %1</source>
        <translation>Spielplan der Runde %1</translation>
    </message>
    <message>
        <source>Drawn with seed %1: the same seed draws the same board.</source>
        <translation>Ausgelegt mit Startwert %1: derselbe Startwert legt denselben Spielplan aus.</translation>
    </message>
    <message>
        <source>Pips: %1</source>
        <translation>Punkte: %1</translation>
    </message>
    <message>
        <source>Adjustment</source>
        <translation>Korrektur</translation>
    </message>
    <message>
        <source>Report code %1: to send this table&apos;s result from a phone, open the players&apos; page, add /report to its address and type the code.</source>
        <translation>Meldecode %1: Um das Ergebnis dieses Tisches vom Handy zu melden, die Spielerseite öffnen, /report an ihre Adresse anhängen und den Code eintippen.</translation>
    </message>
    <message>
        <source>Report code %1: to send this table&apos;s result from a phone, scan the QR code, or open %2 and type the code.</source>
        <translation>Meldecode %1: Um das Ergebnis dieses Tisches vom Handy zu melden, den QR-Code scannen oder %2 öffnen und den Code eintippen.</translation>
    </message>
</context>
<context>
    <name>PaperDoorTexts</name>
    <message>
        <source>Players at the door</source>
        <translation>Spieler am Einlass</translation>
    </message>
    <message>
        <source>Registration cards</source>
        <translation>Anmeldekarten</translation>
    </message>
    <message>
        <source>The tournament has no players yet.</source>
        <translation>Das Turnier hat noch keine Spieler.</translation>
    </message>
    <message>
        <source>No player has a registration code yet: give the codes on the Players page.</source>
        <translation>Noch kein Spieler hat einen Anmeldecode: die Codes auf der Seite Spieler vergeben.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Checked in</source>
        <translation>Eingecheckt</translation>
    </message>
    <message>
        <source>Paid</source>
        <translation>Bezahlt</translation>
    </message>
    <message>
        <source>Still owed</source>
        <translation>Offen</translation>
    </message>
    <message>
        <source>CATAN tournament</source>
        <translation>CATAN-Turnier</translation>
    </message>
    <message>
        <source>Show this card at the desk to check in.</source>
        <translation>Diese Karte zum Einchecken an der Turnierleitung vorzeigen.</translation>
    </message>
    <message>
        <source>Show this card at the desk, or scan the code with your phone to check in.</source>
        <translation>Diese Karte an der Turnierleitung vorzeigen oder den Code mit dem Handy scannen, um einzuchecken.</translation>
    </message>
    <message>
        <source>Players %1 · present %2 · paid %3 · still owed %4</source>
        <translation>Spieler %1 · anwesend %2 · bezahlt %3 · offen %4</translation>
    </message>
    <message>
        <source>entry fee %1</source>
        <translation>Startgeld %1</translation>
    </message>
</context>
<context>
    <name>PaperRankTexts</name>
    <message>
        <source>Ranks by round, up to round %1</source>
        <translation>Rangverlauf bis Runde %1</translation>
    </message>
</context>
<context>
    <name>PaperRefereeTexts</name>
    <message>
        <source>Referees&apos; ledger</source>
        <translation>Schiedsrichterprotokoll</translation>
    </message>
    <message>
        <source>The referees&apos; ledger has no entry.</source>
        <translation>Das Schiedsrichterprotokoll hat keinen Eintrag.</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Begründung</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Withdrawn</source>
        <translation>Zurückgezogen</translation>
    </message>
    <message>
        <source>CATAN tournament</source>
        <translation>CATAN-Turnier</translation>
    </message>
</context>
<context>
    <name>PaperRenderTexts</name>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2. Choose another folder or file name.</source>
        <translation>%1 kann nicht geschrieben werden: %2. Einen anderen Ordner oder Dateinamen wählen.</translation>
    </message>
</context>
<context>
    <name>PaperSeason</name>
    <message>
        <source>T%1</source>
        <translation>T%1</translation>
    </message>
    <message>
        <source>No points table yet</source>
        <translation>Noch keine Punktetabelle</translation>
    </message>
    <message>
        <source>Points by place: %1</source>
        <translation>Punkte nach Platz: %1</translation>
    </message>
    <message>
        <source>the best %1 results count</source>
        <translation>die besten %1 Ergebnisse zählen</translation>
    </message>
    <message>
        <source>every result counts</source>
        <translation>jedes Ergebnis zählt</translation>
    </message>
    <message>
        <source>points from %1 players on</source>
        <translation>Punkte ab %1 Spielern</translation>
    </message>
    <message>
        <source>CATAN season</source>
        <translation>CATAN-Saison</translation>
    </message>
    <message>
        <source>Season standings</source>
        <translation>Saisonwertung</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Tournaments</source>
        <translation>Turniere</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>Gewertet</translation>
    </message>
    <message>
        <source>Best rank</source>
        <translation>Bester Platz</translation>
    </message>
    <message>
        <source>Counted results</source>
        <translation>Gewertete Ergebnisse</translation>
    </message>
    <message>
        <source>%1: %2 (place %3)</source>
        <translation>%1: %2 (Platz %3)</translation>
    </message>
    <message>
        <source>No results yet: add the season&apos;s tournaments.</source>
        <translation>Noch keine Ergebnisse: Turniere der Saison hinzufügen.</translation>
    </message>
</context>
<context>
    <name>PaperTeamTexts</name>
    <message>
        <source>No player has a team: give players a team on the Players page.</source>
        <translation>Kein Spieler hat ein Team: den Spielern auf der Seite Spieler ein Team geben.</translation>
    </message>
</context>
<context>
    <name>PhonePages</name>
    <message>
        <source>Reports are off: hand your slip to the desk.</source>
        <translation>Meldungen sind aus: gib deinen Zettel bei der Turnierleitung ab.</translation>
    </message>
    <message>
        <source>Reports are off</source>
        <translation>Meldungen sind aus</translation>
    </message>
    <message>
        <source>This code does not work</source>
        <translation>Dieser Code gilt nicht</translation>
    </message>
    <message>
        <source>Check the code on your table&apos;s slip and type it again at /report, or hand your slip to the desk.</source>
        <translation>Prüfe den Code auf dem Zettel deines Tisches und gib ihn unter /report noch einmal ein, oder gib den Zettel bei der Turnierleitung ab.</translation>
    </message>
    <message>
        <source>Too many phones at once</source>
        <translation>Zu viele Handys auf einmal</translation>
    </message>
    <message>
        <source>The tournament&apos;s page is full for a moment. Try again in a few seconds.</source>
        <translation>Die Turnierseite ist gerade voll. Versuche es in ein paar Sekunden noch einmal.</translation>
    </message>
    <message>
        <source>The desk cannot store reports</source>
        <translation>Die Turnierleitung kann keine Meldungen speichern</translation>
    </message>
    <message>
        <source>The desk&apos;s disk is full, so your report was not stored. Hand your slip to the desk.</source>
        <translation>Der Datenträger der Turnierleitung ist voll, deine Meldung wurde nicht gespeichert. Gib deinen Zettel bei der Turnierleitung ab.</translation>
    </message>
    <message>
        <source>Too many wrong codes</source>
        <translation>Zu viele falsche Codes</translation>
    </message>
    <message>
        <source>Too many codes that do not work were typed here. Wait ten minutes, or hand your slip to the desk.</source>
        <translation>Hier wurden zu viele ungültige Codes eingegeben. Warte zehn Minuten oder gib deinen Zettel bei der Turnierleitung ab.</translation>
    </message>
    <message>
        <source>Form refused</source>
        <translation>Formular abgelehnt</translation>
    </message>
    <message>
        <source>This form did not come from the tournament&apos;s page. Open the page again and send it from there.</source>
        <translation>Dieses Formular kam nicht von der Turnierseite. Öffne die Seite neu und sende es von dort.</translation>
    </message>
    <message>
        <source>No such page</source>
        <translation>Diese Seite gibt es nicht</translation>
    </message>
    <message>
        <source>The tournament&apos;s page has nothing at this address.</source>
        <translation>Unter dieser Adresse hat die Turnierseite nichts.</translation>
    </message>
    <message>
        <source>The sheet cannot be read</source>
        <translation>Der Spielbericht kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>Open your table&apos;s page again and send the sheet from there.</source>
        <translation>Öffne die Seite deines Tisches neu und sende den Spielbericht von dort.</translation>
    </message>
    <message>
        <source>The table&apos;s result is accepted</source>
        <translation>Das Ergebnis des Tisches ist übernommen</translation>
    </message>
    <message>
        <source>The desk has accepted a result for this table; nothing more can be sent.</source>
        <translation>Die Turnierleitung hat ein Ergebnis für diesen Tisch übernommen; es kann nichts mehr gesendet werden.</translation>
    </message>
    <message>
        <source>Not stored</source>
        <translation>Nicht gespeichert</translation>
    </message>
    <message>
        <source>The desk could not store this just now. Try again in a moment, or hand your slip to the desk.</source>
        <translation>Die Turnierleitung konnte das gerade nicht speichern. Versuche es gleich noch einmal oder gib deinen Zettel bei der Turnierleitung ab.</translation>
    </message>
    <message>
        <source>To the players&apos; page</source>
        <translation>Zur Spielerseite</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <source>Round %1: where you sit</source>
        <translation>Runde %1: Sitzplatz</translation>
    </message>
    <message>
        <source>No round has been seated yet.</source>
        <translation>Es ist noch keine Runde eingeteilt.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Sitzplatz</translation>
    </message>
    <message>
        <source>starts</source>
        <translation>beginnt</translation>
    </message>
    <message>
        <source>Standings after round %1</source>
        <translation>Turnierrangliste nach Runde %1</translation>
    </message>
    <message>
        <source>No round is complete yet.</source>
        <translation>Noch keine Runde ist vollständig.</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Round points</source>
        <translation>Runden­punkte</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>Find your name</source>
        <translation>Namen suchen</translation>
    </message>
    <message>
        <source>Rule set: %1</source>
        <translation>Regelwerk: %1</translation>
    </message>
    <message>
        <source>Round %1: time left</source>
        <translation>Runde %1: verbleibende Zeit</translation>
    </message>
    <message>
        <source>Round %1: clock paused</source>
        <translation>Runde %1: Uhr angehalten</translation>
    </message>
    <message>
        <source>Round %1: time is up</source>
        <translation>Runde %1: Zeit ist um</translation>
    </message>
    <message>
        <source>Round %1: clock not started</source>
        <translation>Runde %1: Uhr nicht gestartet</translation>
    </message>
    <message>
        <source>This page follows the desk by itself.</source>
        <translation>Diese Seite aktualisiert sich von selbst.</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>Final ranking</source>
        <translation>Endrangliste</translation>
    </message>
    <message>
        <source>Ranks by round</source>
        <translation>Rangverlauf</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>top %1: semi-final</source>
        <translation>Top %1: Halbfinale</translation>
    </message>
    <message>
        <source>top %1: final</source>
        <translation>Top %1: Finale</translation>
    </message>
    <message>
        <source>Chart: every player&apos;s rank after each complete round; rank 1 at the top.</source>
        <translation>Grafik: der Rang jedes Spielers nach jeder vollständigen Runde; Rang 1 oben.</translation>
    </message>
    <message>
        <source>Round %1: the board</source>
        <translation>Runde %1: der Spielplan</translation>
    </message>
    <message>
        <source>Out at the no-win cut after game %1: no more preliminary games</source>
        <translation>Ohne Sieg nach Runde %1 ausgeschieden: keine weiteren Vorrundenspiele</translation>
    </message>
</context>
<context>
    <name>RankChart</name>
    <message>
        <source>top %1: semi-final</source>
        <translation>Top %1: Halbfinale</translation>
    </message>
    <message>
        <source>top %1: final</source>
        <translation>Top %1: Finale</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
</context>
<context>
    <name>RanksPage</name>
    <message>
        <source>Ranks by round</source>
        <translation>Rangverlauf</translation>
    </message>
    <message>
        <source>Ranks by round: the leaders after round %1</source>
        <translation>Rangverlauf: die Spitze nach Runde %1</translation>
    </message>
    <message>
        <source>Round %1: the tables</source>
        <translation>Runde %1: die Tische</translation>
    </message>
    <message>
        <source>after the first complete round</source>
        <translation>nach der ersten vollständigen Runde</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Tisch %1</translation>
    </message>
</context>
<context>
    <name>RefereeMessages</name>
    <message>
        <source>Give the reason for the referee&apos;s decision.</source>
        <translation>Die Begründung der Schiedsrichterentscheidung angeben.</translation>
    </message>
    <message>
        <source>The reason is longer than %1 characters; shorten it.</source>
        <translation>Die Begründung ist länger als %1 Zeichen; bitte kürzen.</translation>
    </message>
    <message>
        <source>A penalty needs its round points, such as -1 or -0.5.</source>
        <translation>Eine Strafe braucht ihre Rundenpunkte, etwa -1 oder -0,5.</translation>
    </message>
    <message>
        <source>Only a penalty takes round points; a warning or a disqualification has none.</source>
        <translation>Nur eine Strafe hat Rundenpunkte; eine Verwarnung oder Disqualifikation hat keine.</translation>
    </message>
    <message>
        <source>The referees&apos; ledger has no entry %1.</source>
        <translation>Das Schiedsrichterprotokoll hat keinen Eintrag %1.</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>Verwarnung</translation>
    </message>
    <message>
        <source>penalty</source>
        <translation>Strafe</translation>
    </message>
    <message>
        <source>disqualification</source>
        <translation>Disqualifikation</translation>
    </message>
</context>
<context>
    <name>RefereePaperTexts</name>
    <message>
        <source>Disqualified: %1 (%2)</source>
        <translation>Disqualifiziert: %1 (%2)</translation>
    </message>
    <message>
        <source>Penalty: %1, %2 round points (%3)</source>
        <translation>Strafe: %1, %2 Rundenpunkte (%3)</translation>
    </message>
</context>
<context>
    <name>RefereeTexts</name>
    <message>
        <source>The referees&apos; ledger has no entry %1.</source>
        <translation>Das Schiedsrichterprotokoll hat keinen Eintrag %1.</translation>
    </message>
    <message>
        <source>Entry %1 of the referees&apos; ledger was withdrawn already.</source>
        <translation>Eintrag %1 des Schiedsrichterprotokolls ist bereits zurückgezogen.</translation>
    </message>
</context>
<context>
    <name>ReportPage</name>
    <message>
        <source>Report a table&apos;s result</source>
        <translation>Ergebnis eines Tisches melden</translation>
    </message>
    <message>
        <source>Type the code on your table&apos;s slip.</source>
        <translation>Den Code vom Ergebniszettel des Tisches eintippen.</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Tisch öffnen</translation>
    </message>
    <message>
        <source>This code does not work. Check it on the slip, or ask the desk.</source>
        <translation>Dieser Code gilt nicht. Bitte auf dem Zettel prüfen oder die Turnierleitung fragen.</translation>
    </message>
    <message>
        <source>Round %1, table %2</source>
        <translation>Runde %1, Tisch %2</translation>
    </message>
    <message>
        <source>Send the result</source>
        <translation>Ergebnis senden</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Round points</source>
        <translation>Rundenpunkte</translation>
    </message>
    <message>
        <source>The sheet breaks a rule: correct the cells marked below.</source>
        <translation>Das Formular verletzt eine Regel: korrigiere die markierten Felder unten.</translation>
    </message>
    <message>
        <source>Report %1</source>
        <translation>Meldung %1</translation>
    </message>
    <message>
        <source>Pass the phone round: each player checks the result and confirms it.</source>
        <translation>Gebt das Handy herum: jeder Spieler prüft das Ergebnis und bestätigt es.</translation>
    </message>
    <message>
        <source>%1 confirms</source>
        <translation>%1 bestätigt</translation>
    </message>
    <message>
        <source>%1 has confirmed</source>
        <translation>%1 hat bestätigt</translation>
    </message>
    <message>
        <source>Every player confirmed: the desk will take the result.</source>
        <translation>Alle Spieler haben bestätigt: die Turnierleitung übernimmt das Ergebnis.</translation>
    </message>
    <message>
        <source>The table sent different results: the desk will look at them.</source>
        <translation>Der Tisch hat verschiedene Ergebnisse gesendet: die Turnierleitung sieht sie sich an.</translation>
    </message>
    <message>
        <source>The desk did not take the last report: send the result again.</source>
        <translation>Die Turnierleitung hat die letzte Meldung nicht übernommen: sende das Ergebnis noch einmal.</translation>
    </message>
    <message>
        <source>The desk has this table&apos;s result. It can no longer be reported here: ask the desk to correct it.</source>
        <translation>Die Turnierleitung hat das Ergebnis dieses Tisches. Es kann hier nicht mehr gemeldet werden: bitte die Turnierleitung, es zu korrigieren.</translation>
    </message>
    <message>
        <source>A different result? Correct the sheet and send it again.</source>
        <translation>Ein anderes Ergebnis? Korrigiere das Formular und sende es noch einmal.</translation>
    </message>
    <message>
        <source>Report %1 is sent.</source>
        <translation>Meldung %1 ist gesendet.</translation>
    </message>
    <message>
        <source>%1 has confirmed report %2.</source>
        <translation>%1 hat Meldung %2 bestätigt.</translation>
    </message>
    <message>
        <source>%1&apos;s registration code</source>
        <translation>Anmeldecode von %1</translation>
    </message>
    <message>
        <source>Call a referee</source>
        <translation>Schiedsrichter rufen</translation>
    </message>
    <message>
        <source>What is it about? (may stay empty)</source>
        <translation>Worum geht es? (darf leer bleiben)</translation>
    </message>
    <message>
        <source>The desk has your call: a referee will come.</source>
        <translation>Die Turnierleitung hat den Ruf erhalten: ein Schiedsrichter kommt.</translation>
    </message>
    <message>
        <source>A referee is on the way.</source>
        <translation>Ein Schiedsrichter ist unterwegs.</translation>
    </message>
    <message>
        <source>Check in</source>
        <translation>Einchecken</translation>
    </message>
    <message>
        <source>Are you %1?</source>
        <translation>%1?</translation>
    </message>
    <message>
        <source>%1 is here: check in</source>
        <translation>%1 ist da: einchecken</translation>
    </message>
    <message>
        <source>%1 is checked in. Have fun!</source>
        <translation>%1 ist eingecheckt. Viel Spaß!</translation>
    </message>
    <message>
        <source>%1 is checked in already.</source>
        <translation>%1 ist schon eingecheckt.</translation>
    </message>
    <message>
        <source>Checking in from a phone is off: show your card at the desk.</source>
        <translation>Einchecken am Handy ist ausgeschaltet: die Karte an der Turnierleitung vorzeigen.</translation>
    </message>
    <message>
        <source>The round is seated: checking in from a phone is closed. Go to the desk.</source>
        <translation>Die Runde ist ausgelost: Einchecken am Handy ist geschlossen. Bitte zur Turnierleitung.</translation>
    </message>
    <message>
        <source>This registration code does not work. Check it on your card, or ask the desk.</source>
        <translation>Dieser Anmeldecode gilt nicht. Bitte auf der Karte prüfen oder bei der Turnierleitung fragen.</translation>
    </message>
    <message>
        <source>That is not %1&apos;s registration code: nothing was confirmed. Type the code on your card.</source>
        <translation>Das ist nicht der Anmeldecode von %1: nichts wurde bestätigt. Den Code von der Karte eingeben.</translation>
    </message>
</context>
<context>
    <name>RoundMessages</name>
    <message numerus="yes">
        <source>%n active player(s): a table needs at least 3. Add players, or bring back dropped ones, before starting a round.</source>
        <translation>
            <numerusform>%n aktiver Spieler: Ein Tisch braucht mindestens 3. Vor dem Start einer Runde Spieler hinzufügen oder ausgeschiedene zurückholen.</numerusform>
            <numerusform>%n aktive Spieler: Ein Tisch braucht mindestens 3. Vor dem Start einer Runde Spieler hinzufügen oder ausgeschiedene zurückholen.</numerusform>
        </translation>
    </message>
    <message>
        <source>5 active players cannot be seated: tables seat 3 or 4, and 5 splits only into 4 + 1 or 3 + 2, which leaves a table too small. Add a player or drop one before starting the round.</source>
        <translation>5 aktive Spieler lassen sich nicht einteilen: An einem Tisch sitzen 3 oder 4, und 5 lässt sich nur in 4 + 1 oder 3 + 2 teilen, wobei ein Tisch zu klein bleibt. Vor dem Start der Runde einen Spieler hinzufügen oder einen ausscheiden lassen.</translation>
    </message>
    <message numerus="yes">
        <source>A table seats 3 or 4 players, but table %1 has %n player(s). Move players between tables.</source>
        <translation>
            <numerusform>An einem Tisch sitzen 3 oder 4 Spieler, aber an Tisch %1 sitzt %n Spieler. Spieler zwischen den Tischen verschieben.</numerusform>
            <numerusform>An einem Tisch sitzen 3 oder 4 Spieler, aber an Tisch %1 sitzen %n Spieler. Spieler zwischen den Tischen verschieben.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is seated twice in the round. Seat each player once.</source>
        <translation>%1 ist in der Runde zweimal eingeteilt. Jeden Spieler nur einmal einteilen.</translation>
    </message>
    <message>
        <source>%1 already plays at table %2 in round %3.</source>
        <translation>%1 spielt in Runde %3 bereits an Tisch %2.</translation>
    </message>
</context>
<context>
    <name>RuleSetFileMessages</name>
    <message>
        <source>%1 is not UTF-8 text: save it as UTF-8 and try again</source>
        <translation>%1 ist kein UTF-8-Text: als UTF-8 speichern und erneut versuchen</translation>
    </message>
    <message>
        <source>%1: the id &quot;%2&quot; names a rule set of the program with other parts; give your own rule set another id</source>
        <translation>%1: die Kennung „%2“ bezeichnet ein Regelwerk des Programms mit anderen Teilen; dem eigenen Regelwerk eine andere Kennung geben</translation>
    </message>
    <message>
        <source>there is no rule set or rule-set file &quot;%1&quot;; give one of %2 (see catan-desk-cli rules) or a rule-set file</source>
        <translation>es gibt kein Regelwerk und keine Regelwerksdatei „%1“; eines von %2 (siehe catan-desk-cli rules) oder eine Regelwerksdatei angeben</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>es ist ein Ordner</translation>
    </message>
    <message>
        <source>cannot read the rule-set file %1: %2</source>
        <translation>die Regelwerksdatei %1 kann nicht gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>RuleSetNames</name>
    <message>
        <source>Standard (tournament rules)</source>
        <translation>Standard (Turnierregeln)</translation>
    </message>
    <message>
        <source>German ranking tournament</source>
        <translation>Deutsches Ranglistenturnier</translation>
    </message>
    <message>
        <source>CATAN Studio championship</source>
        <translation>CATAN-Studio-Meisterschaft</translation>
    </message>
    <message>
        <source>Standard, 5-3-1 at tables of 3</source>
        <translation>Standard, 5-3-1 am Dreiertisch</translation>
    </message>
    <message>
        <source>Standard, VP capped at 10</source>
        <translation>Standard, VP höchstens 10</translation>
    </message>
    <message>
        <source>Standard, average share</source>
        <translation>Standard, durchschnittlicher Anteil</translation>
    </message>
</context>
<context>
    <name>RuleSetTextMessages</name>
    <message>
        <source>A line is &quot;key = value&quot;; this one has no &quot;=&quot;.</source>
        <translation>Eine Zeile lautet „Schlüssel = Wert“; dieser fehlt das „=“.</translation>
    </message>
    <message>
        <source>Unknown key &quot;%1&quot;; the keys are base, id, name, points-4, points-3, vp-cap, share and tie-breaks.</source>
        <translation>Unbekannter Schlüssel „%1“; die Schlüssel sind base, id, name, points-4, points-3, vp-cap, share und tie-breaks.</translation>
    </message>
    <message>
        <source>The key &quot;%1&quot; was given on line %2 already; give each key once.</source>
        <translation>Der Schlüssel „%1“ steht bereits in Zeile %2; jeden Schlüssel nur einmal angeben.</translation>
    </message>
    <message>
        <source>There is no rule set &quot;%1&quot; to start from.</source>
        <translation>Es gibt kein Regelwerk „%1“, von dem ausgegangen werden kann.</translation>
    </message>
    <message>
        <source>The id &quot;%1&quot; may hold only small letters, digits and &quot;-&quot;.</source>
        <translation>Die Kennung „%1“ darf nur Kleinbuchstaben, Ziffern und „-“ enthalten.</translation>
    </message>
    <message>
        <source>%1 takes %2 whole numbers from 0, one per place, e.g. &quot;%3&quot;.</source>
        <translation>%1 erwartet %2 ganze Zahlen ab 0, eine pro Platz, z. B. „%3“.</translation>
    </message>
    <message>
        <source>vp-cap is a whole number from 1 or &quot;none&quot;, not &quot;%1&quot;.</source>
        <translation>vp-cap ist eine ganze Zahl ab 1 oder „none“, nicht „%1“.</translation>
    </message>
    <message>
        <source>share is pooled, average or sum-virtual-fourth, not &quot;%1&quot;.</source>
        <translation>share ist pooled, average oder sum-virtual-fourth, nicht „%1“.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a tie-break; use vp, share, first, second and third, each at most once.</source>
        <translation>„%1“ ist keine Wertung; vp, share, first, second und third verwenden, jede höchstens einmal.</translation>
    </message>
</context>
<context>
    <name>SeasonCsv</name>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Tournaments</source>
        <translation>Turniere</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>Gewertet</translation>
    </message>
    <message>
        <source>Best rank</source>
        <translation>Bester Platz</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Turnier</translation>
    </message>
</context>
<context>
    <name>SeasonFileText</name>
    <message>
        <source>the season file is not UTF-8 text: save it as UTF-8 and try again</source>
        <translation>die Saisondatei ist kein UTF-8-Text: als UTF-8 speichern und erneut versuchen</translation>
    </message>
    <message>
        <source>write &quot;key = value&quot; (name, points, best, min_players, tournament or alias)</source>
        <translation>„Schlüssel = Wert“ schreiben (name, points, best, min_players, tournament oder alias)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is given on line %2 already; give it once</source>
        <translation>„%1“ steht schon in Zeile %2; nur einmal angeben</translation>
    </message>
    <message>
        <source>points are whole numbers of 0 or more separated by commas, not &quot;%1&quot;</source>
        <translation>points sind ganze Zahlen ab 0, durch Kommas getrennt, nicht „%1“</translation>
    </message>
    <message>
        <source>%1 is a whole number of 0 or more, not &quot;%2&quot;</source>
        <translation>%1 ist eine ganze Zahl ab 0, nicht „%2“</translation>
    </message>
    <message>
        <source>a tournament line names a tournament file or server</source>
        <translation>eine tournament-Zeile nennt eine Turnierdatei oder einen Server</translation>
    </message>
    <message>
        <source>the tournament %1 is listed on line %2 already; list it once</source>
        <translation>das Turnier %1 steht schon in Zeile %2; nur einmal aufführen</translation>
    </message>
    <message>
        <source>write an alias as &quot;alias = NAME = OTHER NAME&quot;</source>
        <translation>einen Alias als „alias = NAME = ANDERER NAME“ schreiben</translation>
    </message>
    <message>
        <source>an alias names two different names, not &quot;%1&quot; twice</source>
        <translation>ein Alias nennt zwei verschiedene Namen, nicht zweimal „%1“</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot;; a season file knows name, points, best, min_players, tournament and alias</source>
        <translation>unbekannter Schlüssel „%1“; eine Saisondatei kennt name, points, best, min_players, tournament und alias</translation>
    </message>
    <message>
        <source>A season of CATAN tournaments (catan-desk-cli series)</source>
        <translation>Eine Saison von CATAN-Turnieren (catan-desk-cli series)</translation>
    </message>
</context>
<context>
    <name>SeasonMessages</name>
    <message>
        <source>%1 gives nobody points: the season&apos;s minimum field is %2 players, and %3 played there.</source>
        <translation>%1 gibt niemandem Punkte: die Saison verlangt mindestens %2 Spieler, dort haben %3 gespielt.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; and &quot;%2&quot; differ only by case, accents, ß/ss or spacing: if they are one player, add the line: alias = %1 = %2</source>
        <translation>„%1“ und „%2“ unterscheiden sich nur in Groß-/Kleinschreibung, Akzenten, ß/ss oder Leerzeichen: ist es ein Spieler, die Zeile ergänzen: alias = %1 = %2</translation>
    </message>
</context>
<context>
    <name>Seating</name>
    <message>
        <source>The number of rounds to plan must be between 1 and %1.</source>
        <translation>Die Zahl der zu planenden Runden muss zwischen 1 und %1 liegen.</translation>
    </message>
    <message>
        <source>Keep-apart pairs at one table: %1. The search found no way to separate them; check the keep-apart list.</source>
        <translation>Paare aus der Trennliste an einem Tisch: %1. Die Suche fand keine Möglichkeit, sie zu trennen; die Trennliste prüfen.</translation>
    </message>
    <message>
        <source>Nobody meets an opponent again.</source>
        <translation>Kein Spieler trifft ein zweites Mal auf denselben Gegner.</translation>
    </message>
    <message>
        <source>Repeat meetings: %1, the fewest possible with this many players and rounds.</source>
        <translation>Wiederholte Begegnungen: %1, die wenigsten, die mit so vielen Spielern und Runden möglich sind.</translation>
    </message>
    <message>
        <source>Repeat meetings: %1. At least %2 cannot be avoided; the search found no seating with fewer within its work limit.</source>
        <translation>Wiederholte Begegnungen: %1. Mindestens %2 sind unvermeidlich; die Suche fand innerhalb ihres Rechenlimits keinen Sitzplan mit weniger.</translation>
    </message>
    <message>
        <source>Repeat meetings: %1. The search found no seating without repeats within its work limit, though one may exist; another seed may find one.</source>
        <translation>Wiederholte Begegnungen: %1. Die Suche fand innerhalb ihres Rechenlimits keinen Sitzplan ohne Wiederholungen, obwohl es einen geben kann; mit einem anderen Startwert findet sie vielleicht einen.</translation>
    </message>
    <message>
        <source>Players with a place in the turn order they had before: %1.</source>
        <translation>Spieler mit einer Position in der Zugreihenfolge, die sie schon einmal hatten: %1.</translation>
    </message>
    <message>
        <source>Meetings of a pair beyond its second: %1.</source>
        <translation>Begegnungen eines Paares über die zweite hinaus: %1.</translation>
    </message>
    <message>
        <source>Players whose places in the turn order are not as even as the rounds allow: %1.</source>
        <translation>Spieler, deren Positionen in der Zugreihenfolge nicht so gleichmäßig sind, wie es die Runden erlauben: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Table %1 is the fixed table of %2, but this round has only %n table(s).</source>
        <translation>
            <numerusform>Tisch %1 ist der feste Tisch von %2, diese Runde hat aber nur %n Tisch.</numerusform>
            <numerusform>Tisch %1 ist der feste Tisch von %2, diese Runde hat aber nur %n Tische.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 players have table %2 as their fixed table (%3), but it seats %4.</source>
        <translation>%1 Spieler haben Tisch %2 als festen Tisch (%3), er hat aber nur %4 Plätze.</translation>
    </message>
    <message>
        <source>player %1</source>
        <translation>Spieler %1</translation>
    </message>
</context>
<context>
    <name>ServerMessages</name>
    <message>
        <source>The tournament server %1 could not be reached: %2. Check the address, the user and the password, and that the server is running.</source>
        <translation>Der Turnierserver %1 ist nicht erreichbar: %2. Adresse, Benutzer und Passwort prüfen und ob der Server läuft.</translation>
    </message>
    <message>
        <source>%1 needs the PostgreSQL driver of Qt (Debian: libqt6sql6-psql), which is not installed.</source>
        <translation>%1 braucht den PostgreSQL-Treiber von Qt (Debian: libqt6sql6-psql), der nicht installiert ist.</translation>
    </message>
    <message>
        <source>The database %1 holds tables of another program, not a tournament. It was left as it is; ask the server&apos;s administrator for an empty database.</source>
        <translation>Die Datenbank %1 enthält Tabellen eines anderen Programms, kein Turnier. Sie wurde nicht verändert; den Administrator des Servers um eine leere Datenbank bitten.</translation>
    </message>
    <message>
        <source>The database %1 is marked as a tournament but lacks some of its tables. It was left as it is; ask the server&apos;s administrator to check it.</source>
        <translation>Die Datenbank %1 ist als Turnier gekennzeichnet, aber es fehlen Tabellen. Sie wurde nicht verändert; den Administrator des Servers bitten, sie zu prüfen.</translation>
    </message>
    <message>
        <source>The database %1 holds no tournament yet. Import results or seat a round into it first, or copy a tournament into it.</source>
        <translation>Die Datenbank %1 enthält noch kein Turnier. Zuerst Ergebnisse importieren oder eine Runde einteilen, oder ein Turnier hineinkopieren.</translation>
    </message>
    <message>
        <source>The tournament in %1 was written by a newer version of Catan Tournament Desk (version %2; this version reads up to %3). Use the newer version.</source>
        <translation>Das Turnier in %1 wurde von einer neueren Version von Catan Tournament Desk geschrieben (Version %2; diese Version liest bis %3). Die neuere Version verwenden.</translation>
    </message>
    <message>
        <source>The tournament in %1 was written by an earlier version of Catan Tournament Desk and must be upgraded first. Open it once for writing (in the desk) and try again.</source>
        <translation>Das Turnier in %1 wurde von einer älteren Version von Catan Tournament Desk geschrieben und muss zuerst aktualisiert werden. Es einmal zum Schreiben öffnen (im Desktop-Programm) und erneut versuchen.</translation>
    </message>
    <message>
        <source>The tournament&apos;s tables could not be created in %1: %2. Check that the user may create tables in that database.</source>
        <translation>Die Tabellen des Turniers konnten in %1 nicht angelegt werden: %2. Prüfen, ob der Benutzer in dieser Datenbank Tabellen anlegen darf.</translation>
    </message>
    <message>
        <source>The tournament in %1 could not be upgraded: %2. Nothing was changed.</source>
        <translation>Das Turnier in %1 konnte nicht aktualisiert werden: %2. Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>The connection to the tournament server %1 was lost. Nothing of this change was saved; it is tried again when the server is back.</source>
        <translation>Die Verbindung zum Turnierserver %1 ist unterbrochen. Von dieser Änderung wurde nichts gespeichert; sie wird erneut versucht, sobald der Server wieder erreichbar ist.</translation>
    </message>
    <message>
        <source>Round %1 was started at another desk meanwhile, so this seating was not saved. Look at the round as it is now.</source>
        <translation>Runde %1 wurde inzwischen an einem anderen Arbeitsplatz begonnen, daher wurde diese Einteilung nicht gespeichert. Die Runde so ansehen, wie sie jetzt ist.</translation>
    </message>
    <message>
        <source>A tournament cannot be copied onto itself: name another place as the target.</source>
        <translation>Ein Turnier kann nicht auf sich selbst kopiert werden: ein anderes Ziel angeben.</translation>
    </message>
    <message>
        <source>%1 is not empty. A tournament is copied only to a new file or an empty database; nothing was changed.</source>
        <translation>%1 ist nicht leer. Ein Turnier wird nur in eine neue Datei oder eine leere Datenbank kopiert; nichts wurde geändert.</translation>
    </message>
    <message>
        <source>The tournament could not be copied to %1: %2. Nothing was written there.</source>
        <translation>Das Turnier konnte nicht nach %1 kopiert werden: %2. Dort wurde nichts geschrieben.</translation>
    </message>
    <message>
        <source>The connection to the tournament server %1 was lost. Nothing of this change was saved; run the command again when the server is back.</source>
        <translation>Die Verbindung zum Turnierserver %1 ist unterbrochen. Von dieser Änderung wurde nichts gespeichert; den Befehl erneut ausführen, sobald der Server wieder erreichbar ist.</translation>
    </message>
</context>
<context>
    <name>SetCallState</name>
    <message>
        <source>take the call of table %1</source>
        <translation>Ruf von Tisch %1 übernehmen</translation>
    </message>
    <message>
        <source>close the call of table %1</source>
        <translation>Ruf von Tisch %1 schließen</translation>
    </message>
    <message>
        <source>open the call of table %1 again</source>
        <translation>Ruf von Tisch %1 wieder öffnen</translation>
    </message>
</context>
<context>
    <name>SetDoorSettings</name>
    <message>
        <source>change the entry fee and self check-in</source>
        <translation>Startgeld und Einchecken am Handy ändern</translation>
    </message>
</context>
<context>
    <name>SetFixedTable</name>
    <message>
        <source>clear the fixed table of %1</source>
        <translation>festen Tisch von %1 entfernen</translation>
    </message>
    <message>
        <source>give %1 the fixed table %2</source>
        <translation>%1 den festen Tisch %2 geben</translation>
    </message>
</context>
<context>
    <name>SetNoWinCut</name>
    <message>
        <source>turn the no-win cut off</source>
        <translation>Sieglos-Schnitt ausschalten</translation>
    </message>
    <message>
        <source>cut players without a win after game %1</source>
        <translation>Spieler ohne Sieg nach Runde %1 ausscheiden lassen</translation>
    </message>
</context>
<context>
    <name>SetPaid</name>
    <message>
        <source>set what %1 paid</source>
        <translation>Bezahltes von %1 eintragen</translation>
    </message>
</context>
<context>
    <name>SetTeams</name>
    <message numerus="yes">
        <source>set the teams of %n player(s)</source>
        <translation>
            <numerusform>das Team von %n Spieler festlegen</numerusform>
            <numerusform>die Teams von %n Spielern festlegen</numerusform>
        </translation>
    </message>
    <message>
        <source>take %1 out of team %2</source>
        <translation>%1 aus Team %2 nehmen</translation>
    </message>
    <message>
        <source>put %1 in team %2</source>
        <translation>%1 in Team %2 aufnehmen</translation>
    </message>
</context>
<context>
    <name>SheetChanges</name>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>%1: %2 %3 → %4</source>
        <translation>%1: %2 %3 → %4</translation>
    </message>
</context>
<context>
    <name>SheetConflict</name>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Another desk</source>
        <translation>Ein anderer Arbeitsplatz</translation>
    </message>
    <message>
        <source>Desk %1</source>
        <translation>Arbeitsplatz %1</translation>
    </message>
    <message>
        <source>%1 undid the result of round %2, table %3 at %4, after this desk opened it.</source>
        <translation>%1 hat das Ergebnis von Runde %2, Tisch %3 um %4 rückgängig gemacht, nachdem dieser Arbeitsplatz es geöffnet hatte.</translation>
    </message>
    <message>
        <source>%1 saved round %2, table %3 at %4, after this desk opened it.</source>
        <translation>%1 hat Runde %2, Tisch %3 um %4 gespeichert, nachdem dieser Arbeitsplatz es geöffnet hatte.</translation>
    </message>
    <message>
        <source>%1: %2 %3 → %4</source>
        <extracomment>A change another desk made: player, field, old value → new value.</extracomment>
        <translation>%1: %2 %3 → %4</translation>
    </message>
    <message>
        <source>Round %1, table %2 was saved by desk %3 after this desk read it, so this save was not made. Look at what changed, then keep that or save again over it.</source>
        <translation>Runde %1, Tisch %2 wurde von Arbeitsplatz %3 gespeichert, nachdem dieser Arbeitsplatz es gelesen hatte; daher wurde hier nicht gespeichert. Die Änderungen ansehen, dann sie behalten oder erneut darüber speichern.</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(ohne Namen)</translation>
    </message>
    <message>
        <source>%1 undid the result of round %2, table %3 after this desk opened it.</source>
        <translation>%1 hat das Ergebnis von Runde %2, Tisch %3 rückgängig gemacht, nachdem dieser Arbeitsplatz es geöffnet hatte.</translation>
    </message>
</context>
<context>
    <name>SheetMessages</name>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Settlements</source>
        <translation>Siedlungen</translation>
    </message>
    <message>
        <source>Cities</source>
        <translation>Städte</translation>
    </message>
    <message>
        <source>VP cards</source>
        <translation>Siegpunkt­karten</translation>
    </message>
    <message>
        <source>Knights</source>
        <translation>Ritter</translation>
    </message>
    <message>
        <source>Roads</source>
        <translation>Straßen</translation>
    </message>
    <message>
        <source>Longest road</source>
        <translation>Längste Straße</translation>
    </message>
    <message>
        <source>Claimed Largest Army first</source>
        <translation>Größte Rittermacht zuerst beansprucht</translation>
    </message>
    <message>
        <source>Claimed Longest Road first</source>
        <translation>Längste Handelsstraße zuerst beansprucht</translation>
    </message>
    <message>
        <source>Declared victory</source>
        <translation>Sieg erklärt</translation>
    </message>
    <message>
        <source>A table seats 3 or 4 players</source>
        <translation>An einem Tisch sitzen 3 oder 4 Spieler</translation>
    </message>
    <message>
        <source>A player sits once at a table and once in a round</source>
        <translation>Ein Spieler sitzt einmal an einem Tisch und einmal in einer Runde</translation>
    </message>
    <message>
        <source>Settlements: 0 to 5</source>
        <translation>Siedlungen: 0 bis 5</translation>
    </message>
    <message>
        <source>Cities: 0 to 4</source>
        <translation>Städte: 0 bis 4</translation>
    </message>
    <message>
        <source>No city: at least 2 settlements</source>
        <translation>Ohne Stadt: mindestens 2 Siedlungen</translation>
    </message>
    <message>
        <source>VP cards: 0 to 5 per player</source>
        <translation>Siegpunktkarten: 0 bis 5 je Spieler</translation>
    </message>
    <message>
        <source>Knights: 0 to 14 per player</source>
        <translation>Ritter: 0 bis 14 je Spieler</translation>
    </message>
    <message>
        <source>Roads: 2 to 15</source>
        <translation>Straßen: 2 bis 15</translation>
    </message>
    <message>
        <source>Longest road: at most the roads built</source>
        <translation>Längste Straße: höchstens die gebauten Straßen</translation>
    </message>
    <message>
        <source>VP cards: at most 5 at the table</source>
        <translation>Siegpunktkarten: höchstens 5 am Tisch</translation>
    </message>
    <message>
        <source>Knights: at most 14 at the table</source>
        <translation>Ritter: höchstens 14 am Tisch</translation>
    </message>
    <message>
        <source>Ties for Largest Army</source>
        <translation>Gleichstand bei der Größten Rittermacht</translation>
    </message>
    <message>
        <source>Ties for Longest Road</source>
        <translation>Gleichstand bei der Längsten Handelsstraße</translation>
    </message>
    <message>
        <source>A table seats 3 or 4 players, not %1.</source>
        <translation>An einem Tisch sitzen 3 oder 4 Spieler, nicht %1.</translation>
    </message>
    <message>
        <source>%1 is entered more than once; a player sits at a table only once.</source>
        <translation>%1 ist mehrfach eingetragen; ein Spieler sitzt nur einmal an einem Tisch.</translation>
    </message>
    <message>
        <source>Settlements %1: enter 0 to 5.</source>
        <translation>Siedlungen %1: 0 bis 5 eintragen.</translation>
    </message>
    <message>
        <source>Cities %1: enter 0 to 4.</source>
        <translation>Städte %1: 0 bis 4 eintragen.</translation>
    </message>
    <message>
        <source>With no city a player has at least 2 settlements, not %1.</source>
        <translation>Ohne Stadt hat ein Spieler mindestens 2 Siedlungen, nicht %1.</translation>
    </message>
    <message>
        <source>VP cards %1: enter 0 to 5.</source>
        <translation>Siegpunktkarten %1: 0 bis 5 eintragen.</translation>
    </message>
    <message>
        <source>Knights played %1: enter 0 to 14.</source>
        <translation>Ausgespielte Ritter %1: 0 bis 14 eintragen.</translation>
    </message>
    <message>
        <source>Roads built %1: enter 2 to 15.</source>
        <translation>Gebaute Straßen %1: 2 bis 15 eintragen.</translation>
    </message>
    <message>
        <source>Longest road %1 is more than the roads built (%2): enter 0 to %2.</source>
        <translation>Längste Straße %1 ist mehr als die gebauten Straßen (%2): 0 bis %2 eintragen.</translation>
    </message>
    <message>
        <source>The table holds %1 VP cards together; there are only 5.</source>
        <translation>Am Tisch liegen zusammen %1 Siegpunktkarten; es gibt nur 5.</translation>
    </message>
    <message>
        <source>The table played %1 knights together; there are only 14.</source>
        <translation>Am Tisch wurden zusammen %1 Ritter ausgespielt; zulässig sind höchstens 14.</translation>
    </message>
    <message>
        <source>Several players tie for the most knights (3 or more): mark the one who claimed Largest Army first.</source>
        <translation>Mehrere Spieler haben gleich viele Ritter (3 oder mehr): den Spieler markieren, der die Größte Rittermacht zuerst beansprucht hat.</translation>
    </message>
    <message>
        <source>Only one of the players tied for Largest Army claimed it first: clear the other marks.</source>
        <translation>Nur einer der gleichauf liegenden Spieler hat die Größte Rittermacht zuerst beansprucht: die anderen Markierungen entfernen.</translation>
    </message>
    <message>
        <source>The Largest Army mark is only for a player tied for the most knights (3 or more): clear it here.</source>
        <translation>Die Markierung für die Größte Rittermacht gilt nur bei Gleichstand mit den meisten Rittern (3 oder mehr): hier entfernen.</translation>
    </message>
    <message>
        <source>Several players tie for the longest road (5 or more): mark the one who claimed Longest Road first.</source>
        <translation>Mehrere Spieler haben gleich lange Straßen (5 oder mehr): den Spieler markieren, der die Längste Handelsstraße zuerst beansprucht hat.</translation>
    </message>
    <message>
        <source>Only one of the players tied for Longest Road claimed it first: clear the other marks.</source>
        <translation>Nur einer der gleichauf liegenden Spieler hat die Längste Handelsstraße zuerst beansprucht: die anderen Markierungen entfernen.</translation>
    </message>
    <message>
        <source>The Longest Road mark is only for a player tied for the longest road (5 or more): clear it here.</source>
        <translation>Die Markierung für die Längste Handelsstraße gilt nur bei Gleichstand mit der längsten Straße (5 oder mehr): hier entfernen.</translation>
    </message>
    <message>
        <source>Declared victory applies only when two or more players have 10 VP or more: clear the mark.</source>
        <translation>Ein erklärter Sieg gilt nur, wenn mindestens zwei Spieler 10 oder mehr VP haben: die Markierung entfernen.</translation>
    </message>
    <message>
        <source>Two or more players have 10 VP or more: mark the one who declared victory.</source>
        <translation>Mindestens zwei Spieler haben 10 oder mehr VP: den Spieler markieren, der den Sieg erklärt hat.</translation>
    </message>
    <message>
        <source>Only one player declared victory: clear the other marks.</source>
        <translation>Nur ein Spieler hat den Sieg erklärt: die anderen Markierungen entfernen.</translation>
    </message>
    <message>
        <source>Only a player with 10 VP or more can declare victory: clear the mark.</source>
        <translation>Nur ein Spieler mit 10 oder mehr VP kann den Sieg erklären: die Markierung entfernen.</translation>
    </message>
</context>
<context>
    <name>StageMessages</name>
    <message>
        <source>Round %1 is a preliminary round, but round %2 was already a semi-final or final.</source>
        <translation>Runde %1 ist eine Vorrunde, aber Runde %2 war schon ein Halbfinale oder Finale.</translation>
    </message>
    <message>
        <source>Round %1 is a semi-final after the final in round %2.</source>
        <translation>Runde %1 ist ein Halbfinale nach dem Finale in Runde %2.</translation>
    </message>
    <message>
        <source>Round %1 is a second semi-final; round %2 already was the semi-final.</source>
        <translation>Runde %1 ist ein zweites Halbfinale; Runde %2 war schon das Halbfinale.</translation>
    </message>
    <message>
        <source>Round %1 is a second final; round %2 already was the final.</source>
        <translation>Runde %1 ist ein zweites Finale; Runde %2 war schon das Finale.</translation>
    </message>
    <message>
        <source>Seated at the semi-final, but not among the 16 who qualify for it.</source>
        <translation>Im Halbfinale gesetzt, aber nicht unter den 16, die sich dafür qualifizieren.</translation>
    </message>
    <message>
        <source>Seated at the final, but not among the 4 who qualify for it.</source>
        <translation>Im Finale gesetzt, aber nicht unter den 4, die sich dafür qualifizieren.</translation>
    </message>
    <message>
        <source>Qualifies for the semi-final, but is not seated there.</source>
        <translation>Für das Halbfinale qualifiziert, aber dort nicht gesetzt.</translation>
    </message>
    <message>
        <source>Qualifies for the final, but is not seated there.</source>
        <translation>Für das Finale qualifiziert, aber dort nicht gesetzt.</translation>
    </message>
    <message>
        <source>A semi-final needs 16 players from the preliminary rounds; there are %1.</source>
        <translation>Ein Halbfinale braucht 16 Spieler aus den Vorrunden; es sind %1.</translation>
    </message>
    <message>
        <source>A final needs 4 players from the preliminary rounds; there are %1.</source>
        <translation>Ein Finale braucht 4 Spieler aus den Vorrunden; es sind %1.</translation>
    </message>
</context>
<context>
    <name>TablePlan</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message numerus="yes">
        <source>%n table(s) of 4</source>
        <translation>
            <numerusform>%n Vierertisch</numerusform>
            <numerusform>%n Vierertische</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n table(s) of 3</source>
        <translation>
            <numerusform>%n Dreiertisch</numerusform>
            <numerusform>%n Dreiertische</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TeamFigures</name>
    <message>
        <source>Team standings before the first round</source>
        <translation>Teamwertung vor der ersten Runde</translation>
    </message>
    <message>
        <source>Team standings after round %1</source>
        <translation>Teamwertung nach Runde %1</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>Mitglieder</translation>
    </message>
    <message>
        <source>Best rank</source>
        <translation>Bester Rang</translation>
    </message>
    <message>
        <source>The teams have different sizes; they are compared as they are: the sums of all members count.</source>
        <translation>Die Teams sind verschieden groß; sie werden so verglichen, wie sie sind: es zählen die Summen aller Mitglieder.</translation>
    </message>
    <message>
        <source>CATAN tournament</source>
        <translation>CATAN-Turnier</translation>
    </message>
</context>
<context>
    <name>TeamMessages</name>
    <message>
        <source>The team name &quot;%1&quot; is longer than %2 characters; shorten it.</source>
        <translation>Der Teamname „%1“ ist länger als %2 Zeichen; bitte kürzen.</translation>
    </message>
</context>
<context>
    <name>TeamsFileTexts</name>
    <message>
        <source>%1 has no column &quot;%2&quot;: a teams list has the columns player,team</source>
        <translation>%1 hat keine Spalte „%2“: eine Teamliste hat die Spalten player,team</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is in team &quot;%3&quot; and in team &quot;%4&quot;; a player belongs to at most one team</source>
        <translation>%1: „%2“ ist in Team „%3“ und in Team „%4“; ein Spieler gehört zu höchstens einem Team</translation>
    </message>
    <message>
        <source>%1: the team name &quot;%2&quot; is longer than %3 characters</source>
        <translation>%1: der Teamname „%2“ ist länger als %3 Zeichen</translation>
    </message>
</context>
<context>
    <name>TeamsPage</name>
    <message>
        <source>Team standings after round %1</source>
        <translation>Teamwertung nach Runde %1</translation>
    </message>
    <message>
        <source>Team standings before the first round</source>
        <translation>Teamwertung vor der ersten Runde</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>Round points</source>
        <translation>Runden­punkte</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>Mitglieder</translation>
    </message>
    <message>
        <source>The teams have different sizes; they are compared as they are.</source>
        <translation>Die Teams sind verschieden groß; sie werden so verglichen, wie sie sind.</translation>
    </message>
</context>
<context>
    <name>TournamentFile</name>
    <message>
        <source>Tournament</source>
        <translation>Turnier</translation>
    </message>
</context>
<context>
    <name>WithdrawRefereeEntry</name>
    <message>
        <source>withdraw the %1 of %2</source>
        <translation>%1 für %2 zurückziehen</translation>
    </message>
</context>
<context>
    <name>ctd::BoardDialog</name>
    <message>
        <source>Round %1 has no board yet. Draw one with %2.</source>
        <translation>Runde %1 hat noch keinen Spielplan. Mit %2 wird einer ausgelegt.</translation>
    </message>
    <message>
        <source>Seed %1: the same seed draws the same board.</source>
        <translation>Startwert %1: derselbe Startwert legt denselben Spielplan aus.</translation>
    </message>
    <message>
        <source>Board of round %1</source>
        <translation>Spielplan der Runde %1</translation>
    </message>
    <message>
        <source>&amp;Draw again</source>
        <translation>&amp;Neu auslegen</translation>
    </message>
    <message>
        <source>&amp;Draw</source>
        <translation>&amp;Auslegen</translation>
    </message>
    <message>
        <source>Print preview: %1</source>
        <translation>Druckvorschau: %1</translation>
    </message>
    <message>
        <source>&amp;Round:</source>
        <translation>&amp;Runde:</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Drucken…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Draws another valid board for the round (F5); Undo takes it back</source>
        <translation>Legt einen anderen gültigen Spielplan für die Runde aus (F5); Rückgängig holt den vorigen zurück</translation>
    </message>
</context>
<context>
    <name>ctd::CallsDialog</name>
    <message>
        <source>&amp;Take: a referee goes (Enter)</source>
        <translation>Ü&amp;bernehmen: ein Schiedsrichter geht hin (Enter)</translation>
    </message>
    <message>
        <source>&amp;Close the call (Del)</source>
        <translation>Ruf &amp;schließen (Entf)</translation>
    </message>
    <message>
        <source>Calls from the tables</source>
        <translation>Rufe von den Tischen</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Called at</source>
        <translation>Gerufen um</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>A referee goes to table %1 (round %2).</source>
        <translation>Ein Schiedsrichter geht an Tisch %1 (Runde %2).</translation>
    </message>
    <message>
        <source>The call of table %1 is closed.</source>
        <translation>Der Ruf von Tisch %1 ist geschlossen.</translation>
    </message>
</context>
<context>
    <name>ctd::CallsQueue</name>
    <message>
        <source>A table calls a referee: F7 shows the calls.</source>
        <translation>Ein Tisch ruft einen Schiedsrichter: F7 zeigt die Rufe.</translation>
    </message>
    <message>
        <source>&amp;Calls from the tables…</source>
        <translation>R&amp;ufe von den Tischen…</translation>
    </message>
    <message numerus="yes">
        <source>%n call(s) waiting (F7)</source>
        <translation>
            <numerusform>%n Ruf wartet (F7)</numerusform>
            <numerusform>%n Rufe warten (F7)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n referee(s) on the way (F7)</source>
        <translation>
            <numerusform>%n Schiedsrichter unterwegs (F7)</numerusform>
            <numerusform>%n Schiedsrichter unterwegs (F7)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ctd::CellCommand</name>
    <message>
        <source>Empty %1 of %2</source>
        <translation>%1 von %2 leeren</translation>
    </message>
    <message>
        <source>%1 of %2: %3</source>
        <translation>%1 von %2: %3</translation>
    </message>
</context>
<context>
    <name>ctd::CellEdit</name>
    <message>
        <source>&quot;%1&quot; is not typed: the sheet counts whole numbers, so a decimal separator is refused. Type a whole number.</source>
        <translation>„%1“ wird nicht eingetragen: Das Formular zählt nur ganze Zahlen, ein Dezimaltrennzeichen wird daher abgelehnt. Eine ganze Zahl eingeben.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not typed: the sheet counts whole numbers, so a decimal separator is refused. The cell keeps %2; type a whole number.</source>
        <translation>„%1“ wird nicht eingetragen: Das Formular zählt nur ganze Zahlen, ein Dezimaltrennzeichen wird daher abgelehnt. Das Feld bleibt %2; eine ganze Zahl eingeben.</translation>
    </message>
</context>
<context>
    <name>ctd::CutDialog</name>
    <message>
        <source>Table %1</source>
        <translation>Tisch %1</translation>
    </message>
    <message>
        <source>Table %1, seat %2</source>
        <translation>Tisch %1, Sitzplatz %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has two seats: choose another player for one of them.</source>
        <translation>„%1“ hat zwei Sitzplätze: für einen davon einen anderen Spieler wählen.</translation>
    </message>
    <message>
        <source>Say why the players differ from the cut: the reason is kept with the round and printed with the standings.</source>
        <translation>Angeben, warum die Spieler von der Qualifikation abweichen: der Grund wird bei der Runde gespeichert und mit der Turnierrangliste gedruckt.</translation>
    </message>
    <message>
        <source>Not in the cut: %1. Left out: %2.</source>
        <translation>Nicht qualifiziert: %1. Ausgelassen: %2.</translation>
    </message>
    <message>
        <source>The players are the cut&apos;s, at other tables than the seeding says.</source>
        <translation>Es sind die qualifizierten Spieler, aber an anderen Tischen als die Setzliste vorsieht.</translation>
    </message>
    <message>
        <source>Choose the players of the cut</source>
        <translation>Spieler der Finalrunde wählen</translation>
    </message>
    <message>
        <source>The seats start as the rules propose: the best preliminary ranks, seat 1 the best. Choose another player for a seat only where the rules cannot be followed, for example because a finalist has left.</source>
        <translation>Die Sitzplätze sind zunächst so besetzt, wie die Regeln es vorsehen: die besten Ränge der Vorrunden, Sitzplatz 1 der beste. Einen anderen Spieler nur wählen, wo die Regeln nicht eingehalten werden können, zum Beispiel weil ein Finalist gegangen ist.</translation>
    </message>
    <message>
        <source>&amp;Stage:</source>
        <translation>&amp;Phase:</translation>
    </message>
    <message>
        <source>Semi-final</source>
        <translation>Halbfinale</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <source>&amp;Why the players differ from the cut (kept in the round&apos;s history and printed with the standings):</source>
        <translation>&amp;Warum die Spieler von der Qualifikation abweichen (im Verlauf der Runde gespeichert und mit der Turnierrangliste gedruckt):</translation>
    </message>
    <message>
        <source>e.g. Bernd left after the semi-final</source>
        <translation>z. B. Bernd ist nach dem Halbfinale gegangen</translation>
    </message>
    <message>
        <source>Seat &amp;these players</source>
        <translation>&amp;Diese Spieler einteilen</translation>
    </message>
</context>
<context>
    <name>ctd::HandSeatingDialog</name>
    <message>
        <source>no player is at table %1; number the tables 1, 2, 3, … without gaps</source>
        <translation>an Tisch %1 sitzt kein Spieler; die Tische lückenlos mit 1, 2, 3, … nummerieren</translation>
    </message>
    <message>
        <source>These tables cannot be played: %1.</source>
        <translation>Diese Tische können nicht gespielt werden: %1.</translation>
    </message>
    <message>
        <source>Seat round %1 by hand</source>
        <translation>Runde %1 von Hand einteilen</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Start round</source>
        <translation>Runde starten</translation>
    </message>
    <message>
        <source>%1 (starts)</source>
        <translation>%1 (beginnt)</translation>
    </message>
    <message>
        <source>Give every player a table number. Each table seats 3 or 4; the order in which players get a table is their seat order there, seat 1 starts. Ctrl+Up and Ctrl+Down move the selected player a seat earlier or later.</source>
        <translation>Jedem Spieler eine Tischnummer geben. An jedem Tisch sitzen 3 oder 4; die Reihenfolge, in der Spieler einen Tisch bekommen, ist dort ihre Sitzreihenfolge, Sitzplatz 1 beginnt. Strg+Hoch und Strg+Runter setzen den gewählten Spieler einen Platz früher oder später.</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Sitzplatz</translation>
    </message>
    <message>
        <source>Seat &amp;earlier (Ctrl+Up)</source>
        <translation>Platz &amp;früher (Strg+Hoch)</translation>
    </message>
    <message>
        <source>Seat &amp;later (Ctrl+Down)</source>
        <translation>Platz &amp;später (Strg+Runter)</translation>
    </message>
</context>
<context>
    <name>ctd::KeepApartDialog</name>
    <message>
        <source>Type two players&apos; names: the pair needs both.</source>
        <translation>Die Namen zweier Spieler eingeben: Das Paar braucht beide.</translation>
    </message>
    <message>
        <source>There is no player &quot;%1&quot;. Choose a name the list offers.</source>
        <translation>Es gibt keinen Spieler „%1“. Einen Namen wählen, den die Liste anbietet.</translation>
    </message>
    <message>
        <source>%1 cannot be kept apart from themself: name two different players.</source>
        <translation>%1 kann nicht von sich selbst getrennt werden: zwei verschiedene Spieler nennen.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>Keep players apart</source>
        <translation>Spieler getrennt einteilen</translation>
    </message>
    <message>
        <source>The draw never seats the two players of a pair at one table when it can be avoided (two who came together, a parent and child). Type the first letters of a name and choose it.</source>
        <translation>Die Auslosung setzt die beiden Spieler eines Paares nie an einen Tisch, wenn es sich vermeiden lässt (zwei, die zusammen gekommen sind, Elternteil und Kind). Die ersten Buchstaben eines Namens eingeben und ihn wählen.</translation>
    </message>
    <message>
        <source>&amp;First player:</source>
        <translation>&amp;Erster Spieler:</translation>
    </message>
    <message>
        <source>&amp;Second player:</source>
        <translation>&amp;Zweiter Spieler:</translation>
    </message>
    <message>
        <source>&amp;Add pair</source>
        <translation>Paar &amp;hinzufügen</translation>
    </message>
    <message numerus="yes">
        <source>Pairs &amp;kept apart (%n):</source>
        <translation>
            <numerusform>&amp;Getrennt einzuteilendes Paar (%n):</numerusform>
            <numerusform>&amp;Getrennt einzuteilende Paare (%n):</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Remove pair (Del)</source>
        <translation>Paar ent&amp;fernen (Entf)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>ctd::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
</context>
<context>
    <name>ctd::LedgerDialog</name>
    <message>
        <source>&amp;New entry… (F6)</source>
        <translation>&amp;Neuer Eintrag… (F6)</translation>
    </message>
    <message>
        <source>&amp;Withdraw (Del)</source>
        <translation>&amp;Zurückziehen (Entf)</translation>
    </message>
    <message>
        <source>Save as &amp;PDF…</source>
        <translation>Als &amp;PDF speichern…</translation>
    </message>
    <message>
        <source>Referees&apos; ledger</source>
        <translation>Schiedsrichterprotokoll</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n warnings)</source>
        <translation>
            <numerusform>%1 (%n Verwarnung)</numerusform>
            <numerusform>%1 (%n Verwarnungen)</numerusform>
        </translation>
    </message>
    <message>
        <source>More than one warning: %1</source>
        <translation>Mehr als eine Verwarnung: %1</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>Zurückziehen</translation>
    </message>
    <message>
        <source>Withdraw this entry? It stays in the ledger, marked withdrawn.

%1</source>
        <translation>Diesen Eintrag zurückziehen? Er bleibt im Protokoll, als zurückgezogen vermerkt.

%1</translation>
    </message>
    <message>
        <source>&amp;Withdraw it</source>
        <translation>&amp;Zurückziehen</translation>
    </message>
    <message>
        <source>&amp;Keep it</source>
        <translation>&amp;Behalten</translation>
    </message>
    <message>
        <source>Withdrawn: %1</source>
        <translation>Zurückgezogen: %1</translation>
    </message>
    <message>
        <source>No tournament is open.</source>
        <translation>Kein Turnier geöffnet.</translation>
    </message>
    <message>
        <source>Save the ledger as PDF</source>
        <translation>Protokoll als PDF speichern</translation>
    </message>
    <message>
        <source>referees-ledger.pdf</source>
        <translation>schiedsrichterprotokoll.pdf</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
</context>
<context>
    <name>ctd::MainWindow</name>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>About Catan Tournament Desk</source>
        <translation>Über Catan Tournament Desk</translation>
    </message>
    <message>
        <source>Catan Tournament Desk %1
Result entry and standings for CATAN tournaments.</source>
        <translation>Catan Tournament Desk %1
Ergebniserfassung und Turnierrangliste für CATAN-Turniere.</translation>
    </message>
    <message>
        <source>Catan Tournament Desk</source>
        <translation>Catan Tournament Desk</translation>
    </message>
    <message>
        <source>Unnamed tournament</source>
        <translation>Unbenanntes Turnier</translation>
    </message>
    <message>
        <source>no date set</source>
        <translation>kein Datum festgelegt</translation>
    </message>
    <message>
        <source>No round yet</source>
        <translation>Noch keine Runde</translation>
    </message>
    <message>
        <source>%1 – Catan Tournament Desk</source>
        <translation>%1 – Catan Tournament Desk</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Round</source>
        <translation>&amp;Runde</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;New tournament…</source>
        <translation>&amp;Neues Turnier…</translation>
    </message>
    <message>
        <source>&amp;Open tournament…</source>
        <translation>Turnier &amp;öffnen…</translation>
    </message>
    <message>
        <source>Tournament &amp;details…</source>
        <translation>Turnier&amp;daten…</translation>
    </message>
    <message>
        <source>&amp;Save table</source>
        <translation>Tisch &amp;speichern</translation>
    </message>
    <message>
        <source>Every save is written to the tournament file at once</source>
        <translation>Jedes Speichern wird sofort in die Turnierdatei geschrieben</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo typing</source>
        <translation>Eingabe &amp;wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Find player</source>
        <translation>Spieler &amp;suchen</translation>
    </message>
    <message>
        <source>&amp;Start next round…</source>
        <translation>Nächste Runde &amp;starten…</translation>
    </message>
    <message>
        <source>&amp;Move a player…</source>
        <translation>Spieler &amp;verschieben…</translation>
    </message>
    <message>
        <source>&amp;Remove last round</source>
        <translation>&amp;Letzte Runde entfernen</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>S&amp;pieler</translation>
    </message>
    <message>
        <source>S&amp;eating</source>
        <translation>Si&amp;tzplan</translation>
    </message>
    <message>
        <source>Resul&amp;ts</source>
        <translation>&amp;Ergebnisse</translation>
    </message>
    <message>
        <source>Scoring &amp;rules</source>
        <translation>&amp;Wertungsregeln</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Über Catan Tournament Desk</translation>
    </message>
    <message>
        <source>&amp;Seating</source>
        <translation>Sit&amp;zplan</translation>
    </message>
    <message>
        <source>Edit details…</source>
        <translation>Turnierdaten bearbeiten…</translation>
    </message>
    <message>
        <source>Open a tournament…</source>
        <translation>Turnier öffnen…</translation>
    </message>
    <message>
        <source>Create a new tournament…</source>
        <translation>Neues Turnier anlegen…</translation>
    </message>
    <message>
        <source>No tournament is open.</source>
        <translation>Kein Turnier geöffnet.</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>%1 geöffnet.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; could not be opened as a tournament.</source>
        <translation>„%1“ konnte nicht als Turnier geöffnet werden.</translation>
    </message>
    <message>
        <source>Open another tournament or create a new one.</source>
        <translation>Ein anderes Turnier öffnen oder ein neues anlegen.</translation>
    </message>
    <message>
        <source>Could not open %1.</source>
        <translation>%1 konnte nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>Tournament not opened</source>
        <translation>Turnier nicht geöffnet</translation>
    </message>
    <message>
        <source>&amp;Open another…</source>
        <translation>&amp;Anderes öffnen…</translation>
    </message>
    <message>
        <source>Create &amp;new…</source>
        <translation>&amp;Neues anlegen…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>Open tournament</source>
        <translation>Turnier öffnen</translation>
    </message>
    <message>
        <source>Tournaments (*.catan *.sqlite *.db);;All files (*)</source>
        <translation>Turniere (*.catan *.sqlite *.db);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>New tournament</source>
        <translation>Neues Turnier</translation>
    </message>
    <message>
        <source>Tournaments (*.catan)</source>
        <translation>Turniere (*.catan)</translation>
    </message>
    <message>
        <source>File exists</source>
        <translation>Datei existiert bereits</translation>
    </message>
    <message>
        <source>&quot;%1&quot; exists already, so it is opened instead of replaced. To start a new tournament, choose a new file name.</source>
        <translation>„%1“ existiert bereits und wird daher geöffnet statt ersetzt. Für ein neues Turnier einen neuen Dateinamen wählen.</translation>
    </message>
    <message>
        <source>Details not saved</source>
        <translation>Turnierdaten nicht gespeichert</translation>
    </message>
    <message>
        <source>Tournament details saved.</source>
        <translation>Turnierdaten gespeichert.</translation>
    </message>
    <message>
        <source>No recent tournaments</source>
        <translation>Keine zuletzt geöffneten Turniere</translation>
    </message>
    <message>
        <source>R&amp;ound (of %1):</source>
        <translation>Runde (v&amp;on %1):</translation>
    </message>
    <message>
        <source>Show only tables still needing a res&amp;ult</source>
        <translation>Nur Tische anzeigen, denen noch ein Ergebnis &amp;fehlt</translation>
    </message>
    <message>
        <source>There is no tournament file &quot;%1&quot;. Check the name, or open another or create a new one.</source>
        <translation>Es gibt keine Turnierdatei „%1“. Den Namen prüfen, eine andere öffnen oder eine neue anlegen.</translation>
    </message>
    <message>
        <source>&amp;Restore a backup…</source>
        <translation>Sicherung &amp;wiederherstellen…</translation>
    </message>
    <message>
        <source>Backup not restored</source>
        <translation>Sicherung nicht wiederhergestellt</translation>
    </message>
    <message>
        <source>Restored the backup of %1.</source>
        <translation>Die Sicherung von %1 wurde wiederhergestellt.</translation>
    </message>
    <message>
        <source>Restored the backup of %1; the file it replaced is %2.</source>
        <translation>Die Sicherung von %1 wurde wiederhergestellt; die ersetzte Datei ist %2.</translation>
    </message>
    <message>
        <source>Restore a &amp;backup…</source>
        <translation>&amp;Sicherung wiederherstellen…</translation>
    </message>
    <message>
        <source>&amp;Connect to a server…</source>
        <translation>Mit einem Server &amp;verbinden…</translation>
    </message>
    <message>
        <source>Copy to a ser&amp;ver…</source>
        <translation>Auf einen Server &amp;kopieren…</translation>
    </message>
    <message>
        <source>Save a cop&amp;y as file…</source>
        <translation>Kop&amp;ie als Datei speichern…</translation>
    </message>
    <message>
        <source>%1 — not reachable</source>
        <translation>%1 — nicht erreichbar</translation>
    </message>
    <message>
        <source>Connected to the server again.</source>
        <translation>Wieder mit dem Server verbunden.</translation>
    </message>
    <message>
        <source>Copy the tournament to a server</source>
        <translation>Das Turnier auf einen Server kopieren</translation>
    </message>
    <message>
        <source>Tournament not copied</source>
        <translation>Turnier nicht kopiert</translation>
    </message>
    <message>
        <source>The tournament was copied to %1, with its history.</source>
        <translation>Das Turnier wurde samt Verlauf nach %1 kopiert.</translation>
    </message>
    <message>
        <source>Save a copy as file</source>
        <translation>Kopie als Datei speichern</translation>
    </message>
    <message>
        <source>A copy of the tournament, with its history, is in %1.</source>
        <translation>Eine Kopie des Turniers samt Verlauf liegt in %1.</translation>
    </message>
    <message>
        <source>%1 (read-only) – Catan Tournament Desk</source>
        <translation>%1 (schreibgeschützt) – Catan Tournament Desk</translation>
    </message>
    <message>
        <source>%1 (read-only)</source>
        <translation>%1 (schreibgeschützt)</translation>
    </message>
    <message>
        <source>Opened %1 read-only: another desk writes it.</source>
        <translation>%1 schreibgeschützt geöffnet: Ein anderer Arbeitsplatz schreibt die Datei.</translation>
    </message>
    <message>
        <source>No desk writes %1 any more: you can take it over.</source>
        <translation>Kein Arbeitsplatz schreibt %1 mehr: Die Datei kann jetzt übernommen werden.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Read-only.&lt;/b&gt; No desk writes this file any more: take it over to enter results here.</source>
        <translation>&lt;b&gt;Schreibgeschützt.&lt;/b&gt; Kein Arbeitsplatz schreibt die Datei mehr: Übernehmen, um hier Ergebnisse einzutragen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Read-only:&lt;/b&gt; this window follows the desk that writes the file (%1). Its saves show here within a second; nothing can be changed here.</source>
        <translation>&lt;b&gt;Schreibgeschützt:&lt;/b&gt; Dieses Fenster folgt dem Arbeitsplatz, der die Datei schreibt (%1). Was dort gespeichert wird, erscheint hier innerhalb einer Sekunde; hier lässt sich nichts ändern.</translation>
    </message>
    <message>
        <source>Ta&amp;ke over (open for writing)</source>
        <translation>Über&amp;nehmen (zum Schreiben öffnen)</translation>
    </message>
    <message>
        <source>This desk now writes %1.</source>
        <translation>Dieser Arbeitsplatz schreibt jetzt %1.</translation>
    </message>
    <message>
        <source>Open rec&amp;ent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Not undone</source>
        <translation>Nicht rückgängig gemacht</translation>
    </message>
    <message>
        <source>Undone: %1.</source>
        <translation>Rückgängig gemacht: %1.</translation>
    </message>
    <message>
        <source>Not redone</source>
        <translation>Nicht wiederhergestellt</translation>
    </message>
    <message>
        <source>Redone: %1.</source>
        <translation>Wiederhergestellt: %1.</translation>
    </message>
    <message>
        <source>&amp;Undo typing</source>
        <translation>Eingabe &amp;rückgängig</translation>
    </message>
    <message>
        <source>&amp;Undo “%1”</source>
        <translation>&amp;Rückgängig: „%1“</translation>
    </message>
    <message>
        <source>&amp;Redo “%1”</source>
        <translation>&amp;Wiederherstellen: „%1“</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Handbuch</translation>
    </message>
    <message>
        <source>Open the next &amp;waiting report</source>
        <translation>Nächste wartende &amp;Meldung öffnen</translation>
    </message>
    <message>
        <source>A table&apos;s report from the phones, on the sheet as the table sent it: Enter accepts it</source>
        <translation>Die Meldung eines Tisches vom Handy, im Formular so, wie der Tisch sie gesendet hat: Enter übernimmt sie</translation>
    </message>
    <message>
        <source>&amp;Board…</source>
        <translation>Spielpl&amp;an…</translation>
    </message>
    <message>
        <source>The round&apos;s board: drawn at once, shown, printed</source>
        <translation>Der Spielplan der Runde: sofort ausgelegt, gezeigt, gedruckt</translation>
    </message>
    <message>
        <source>Re&amp;ject the table&apos;s waiting reports</source>
        <translation>Wartende Meldungen des Tisches ver&amp;werfen</translation>
    </message>
    <message>
        <source>Drops every report of the table on the sheet that waits; its saved result stays, and its code takes reports again</source>
        <translation>Verwirft jede wartende Meldung des Tisches im Formular; sein gespeichertes Ergebnis bleibt, und sein Code nimmt wieder Meldungen an</translation>
    </message>
    <message>
        <source>The table goes back to version %1.</source>
        <translation>Der Tisch kehrt zu Version %1 zurück.</translation>
    </message>
    <message>
        <source>The table goes back to no result.</source>
        <translation>Der Tisch hat danach wieder kein Ergebnis.</translation>
    </message>
    <message>
        <source>Undo a save</source>
        <translation>Speichern rückgängig machen</translation>
    </message>
    <message>
        <source>Undo “%1”: version %2 of round %3, table %4? It stays in the table&apos;s history.</source>
        <translation>„%1“ rückgängig machen: Version %2 von Runde %3, Tisch %4? Sie bleibt im Verlauf des Tisches.</translation>
    </message>
    <message>
        <source>&amp;Undo save</source>
        <translation>Speichern &amp;rückgängig machen</translation>
    </message>
    <message>
        <source>&amp;Keep it</source>
        <translation>&amp;Behalten</translation>
    </message>
    <message>
        <source>Undo the last step at this desk: typing in the sheet or a change, newest first</source>
        <translation>Den letzten Schritt an diesem Arbeitsplatz rückgängig machen: Eingaben im Formular oder eine Änderung, die neueste zuerst</translation>
    </message>
    <message>
        <source>Take back this table&apos;s last &amp;save…</source>
        <translation>&amp;Letztes Speichern dieses Tisches zurücknehmen…</translation>
    </message>
    <message>
        <source>Publis&amp;h round</source>
        <translation>Ru&amp;nde veröffentlichen</translation>
    </message>
    <message>
        <source>The players&apos; page, the projector and the seating file show the round seated as a draft</source>
        <translation>Spielerseite, Beamer und Sitzplan-Datei zeigen die als Entwurf eingeteilte Runde</translation>
    </message>
    <message>
        <source>Hold new seatings as &amp;drafts</source>
        <translation>Neue Sitzpläne als Entwurf &amp;zurückhalten</translation>
    </message>
    <message>
        <source>A new round waits for Publish before the players see it; off, every round is theirs at once</source>
        <translation>Eine neue Runde wartet auf Veröffentlichen, bevor die Spieler sie sehen; aus: jede Runde gehört ihnen sofort</translation>
    </message>
    <message>
        <source>Round not published</source>
        <translation>Runde nicht veröffentlicht</translation>
    </message>
    <message>
        <source>New rounds are seated as drafts: publish each with %1.</source>
        <translation>Neue Runden werden als Entwurf eingeteilt: jede mit %1 veröffentlichen.</translation>
    </message>
    <message>
        <source>New rounds are the players&apos; as soon as they are seated.</source>
        <translation>Neue Runden sehen die Spieler, sobald sie eingeteilt sind.</translation>
    </message>
</context>
<context>
    <name>ctd::ManualHelp</name>
    <message>
        <source>Manual</source>
        <translation>Handbuch</translation>
    </message>
    <message>
        <source>The manual is not installed. It is in the folder docs/manual of the program&apos;s source, and in share/catan-desk/docs/manual of an installed package.</source>
        <translation>Das Handbuch ist nicht installiert. Es liegt im Ordner docs/manual der Quellen des Programms und in share/catan-desk/docs/manual eines installierten Pakets.</translation>
    </message>
</context>
<context>
    <name>ctd::MarkCommand</name>
    <message>
        <source>Mark %1: %2</source>
        <translation>Markierung setzen: %1, %2</translation>
    </message>
    <message>
        <source>Unmark %1: %2</source>
        <translation>Markierung entfernen: %1, %2</translation>
    </message>
</context>
<context>
    <name>ctd::MovePlayerDialog</name>
    <message>
        <source>Table %1 (%2)</source>
        <translation>Tisch %1 (%2)</translation>
    </message>
    <message>
        <source>Nobody: take a free seat</source>
        <translation>Niemand: einen freien Sitzplatz nehmen</translation>
    </message>
    <message>
        <source>Move a player</source>
        <translation>Spieler verschieben</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <source>&amp;To table:</source>
        <translation>&amp;An Tisch:</translation>
    </message>
    <message>
        <source>&amp;Swap with:</source>
        <translation>&amp;Tauschen mit:</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Verschieben</translation>
    </message>
    <message>
        <source>Between the tables that have no result yet; the tables with a result keep their players. The seating is changed, everything else stays.</source>
        <translation>Zwischen den Tischen, die noch kein Ergebnis haben; Tische mit Ergebnis behalten ihre Spieler. Die Einteilung ändert sich, alles andere bleibt.</translation>
    </message>
</context>
<context>
    <name>ctd::PaperActions</name>
    <message>
        <source>Print preview: %1</source>
        <translation>Druckvorschau: %1</translation>
    </message>
    <message>
        <source>Export as PDF</source>
        <translation>Als PDF exportieren</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>PDF not written</source>
        <translation>PDF nicht geschrieben</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>%1 for a spreadsheet</source>
        <translation>%1 für Tabellenkalkulation</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>CSV not written</source>
        <translation>CSV nicht geschrieben</translation>
    </message>
    <message>
        <source>&amp;Print standings…</source>
        <translation>Turnier&amp;rangliste drucken…</translation>
    </message>
    <message>
        <source>Print seating by &amp;table…</source>
        <translation>Sitzplan nach &amp;Tischen drucken…</translation>
    </message>
    <message>
        <source>Standings after the last round whose results are all in, with a preview.</source>
        <translation>Turnierrangliste nach der letzten Runde, deren Ergebnisse alle vorliegen, mit Vorschau.</translation>
    </message>
    <message>
        <source>Every player&apos;s table and seat in alphabetical order, for the wall.</source>
        <translation>Tisch und Sitzplatz jedes Spielers in alphabetischer Reihenfolge, zum Aushängen.</translation>
    </message>
    <message>
        <source>One slip per table with the players&apos; names, for them to fill in and sign.</source>
        <translation>Ein Zettel pro Tisch mit den Namen der Spieler, zum Ausfüllen und Unterschreiben.</translation>
    </message>
    <message>
        <source>Otherwise as many slips as fit on a page, with lines to cut along.</source>
        <translation>Sonst so viele Zettel, wie auf eine Seite passen, mit Schnittlinien.</translation>
    </message>
    <message>
        <source>Separated by semicolons, with decimal commas, for spreadsheets set up that way.</source>
        <translation>Durch Semikolons getrennt, mit Dezimalkomma, für entsprechend eingestellte Tabellenkalkulationen.</translation>
    </message>
    <message>
        <source>Every result sheet in the results file format, which the desk can import again.</source>
        <translation>Alle Ergebnisformulare im Format der Ergebnisdatei, das das Programm wieder importieren kann.</translation>
    </message>
    <message>
        <source>Print result s&amp;lips…</source>
        <translation>&amp;Ergebniszettel drucken…</translation>
    </message>
    <message>
        <source>Export as PD&amp;F</source>
        <translation>Als &amp;PDF exportieren</translation>
    </message>
    <message>
        <source>Print the sc&amp;hedule of all rounds…</source>
        <translation>Plan aller R&amp;unden drucken…</translation>
    </message>
    <message>
        <source>Table and seat order of every seated round in one document, seat 1 starting: the planned schedule.</source>
        <translation>Tisch und Sitzreihenfolge jeder eingeteilten Runde in einem Dokument, Sitzplatz 1 beginnt: der Rundenplan.</translation>
    </message>
    <message>
        <source>E&amp;xport standings as CSV…</source>
        <translation>Turnierrangliste als &amp;CSV exportieren…</translation>
    </message>
    <message>
        <source>&amp;Standings…</source>
        <translation>&amp;Turnierrangliste…</translation>
    </message>
    <message>
        <source>Seating by &amp;table…</source>
        <translation>Sitzplan nach T&amp;ischen…</translation>
    </message>
    <message>
        <source>Seating by &amp;name…</source>
        <translation>Sitzplan nach &amp;Namen…</translation>
    </message>
    <message>
        <source>&amp;Result slips…</source>
        <translation>&amp;Ergebniszettel…</translation>
    </message>
    <message>
        <source>Sc&amp;hedule of all rounds…</source>
        <translation>&amp;Plan aller Runden…</translation>
    </message>
    <message>
        <source>Print seating by na&amp;me…</source>
        <translation>Sitzplan nach Na&amp;men drucken…</translation>
    </message>
    <message>
        <source>One result slip per pa&amp;ge</source>
        <translation>Ein Er&amp;gebniszettel pro Seite</translation>
    </message>
    <message>
        <source>Export stand&amp;ings for a spreadsheet…</source>
        <translation>Turnierrangliste für Tabellenkalkulation e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Export res&amp;ults as CSV…</source>
        <translation>Ergebnisse &amp;als CSV exportieren…</translation>
    </message>
    <message>
        <source>Export results for &amp;a spreadsheet…</source>
        <translation>Ergebnisse &amp;für Tabellenkalkulation exportieren…</translation>
    </message>
    <message>
        <source>A team event&apos;s team standings after the last round whose results are all in.</source>
        <translation>Die Teamwertung eines Teamturniers nach der letzten Runde, deren Ergebnisse alle vorliegen.</translation>
    </message>
    <message>
        <source>Print standings &amp;by team…</source>
        <translation>Teamtabe&amp;lle drucken…</translation>
    </message>
    <message>
        <source>Standings &amp;by team…</source>
        <translation>Teamtabe&amp;lle…</translation>
    </message>
    <message>
        <source>Standings &amp;with the ranks chart</source>
        <translation>Rangverlauf an die Rangliste an&amp;hängen</translation>
    </message>
    <message>
        <source>The printed standings end with a page of every player&apos;s rank after each complete round.</source>
        <translation>Die gedruckte Turnierrangliste endet mit einer Seite: der Rang jedes Spielers nach jeder vollständigen Runde.</translation>
    </message>
    <message>
        <source>Codes no phone can open</source>
        <translation>Codes, die kein Handy öffnen kann</translation>
    </message>
    <message>
        <source>The players&apos; page is shared on this computer only (%1): the QR codes on this paper cannot be opened by any phone. Share the page on the local network first (View → Share), or print anyway?</source>
        <translation>Die Spielerseite ist nur auf diesem Computer freigegeben (%1): Die QR-Codes auf diesem Papier kann kein Handy öffnen. Zuerst im lokalen Netz teilen (Ansicht → Teilen) oder trotzdem drucken?</translation>
    </message>
    <message>
        <source>&amp;Print anyway</source>
        <translation>Trotzdem &amp;drucken</translation>
    </message>
    <message>
        <source>Round %1 is a draft</source>
        <translation>Runde %1 ist ein Entwurf</translation>
    </message>
    <message>
        <source>Round %1 is a draft: the players&apos; page and the projector do not show it yet. Print it anyway, or publish it first (Round → Publish)?</source>
        <translation>Runde %1 ist ein Entwurf: Spielerseite und Beamer zeigen sie noch nicht. Trotzdem drucken, oder zuerst veröffentlichen (Runde → Runde veröffentlichen)?</translation>
    </message>
</context>
<context>
    <name>ctd::PasteNamesDialog</name>
    <message>
        <source>The list is empty. Paste or type one name a line.</source>
        <translation>Die Liste ist leer. Einen Namen pro Zeile einfügen oder eingeben.</translation>
    </message>
    <message>
        <source>Add a list of players</source>
        <translation>Spielerliste hinzufügen</translation>
    </message>
    <message>
        <source>Add players</source>
        <translation>Spieler hinzufügen</translation>
    </message>
    <message numerus="yes">
        <source>%n name(s)</source>
        <translation>
            <numerusform>%n Name</numerusform>
            <numerusform>%n Namen</numerusform>
        </translation>
    </message>
    <message>
        <source>One name a line; a team may follow the name after a tab (two columns pasted from a spreadsheet). The whole list is added, or nothing if a name is given twice or is already in the tournament.</source>
        <translation>Ein Name pro Zeile; nach einem Tab darf das Team folgen (zwei Spalten aus einer Tabellenkalkulation). Die ganze Liste wird hinzugefügt – oder nichts, wenn ein Name doppelt vorkommt oder schon im Turnier ist.</translation>
    </message>
</context>
<context>
    <name>ctd::PlayersModel</name>
    <message>
        <source>Dropped</source>
        <translation>Ausgeschieden</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>A player needs a name. Type the new name, or press Esc to keep &quot;%1&quot;.</source>
        <translation>Ein Spieler braucht einen Namen. Den neuen Namen eingeben oder Esc drücken, um „%1“ zu behalten.</translation>
    </message>
    <message>
        <source>Absent for round %1</source>
        <translation>Abwesend in Runde %1</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>Disqualified</source>
        <translation>Disqualifiziert</translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n Verwarnung</numerusform>
            <numerusform>%n Verwarnungen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 round points</source>
        <translation>%1 Rundenpunkte</translation>
    </message>
    <message>
        <source>Fixed table</source>
        <translation>Fester Tisch</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a table number. Type the table&apos;s number, or nothing for no fixed table.</source>
        <translation>„%1“ ist keine Tischnummer. Die Nummer des Tisches eingeben, oder nichts für keinen festen Tisch.</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Checked in</source>
        <translation>Eingecheckt</translation>
    </message>
    <message>
        <source>Paid</source>
        <translation>Bezahlt</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an amount. Type what the player paid, such as 10 or 12.50, or nothing for nothing paid.</source>
        <translation>„%1“ ist kein Betrag. Den bezahlten Betrag tippen, etwa 10 oder 12,50, oder nichts, wenn nichts bezahlt ist.</translation>
    </message>
</context>
<context>
    <name>ctd::PlayersPanel</name>
    <message>
        <source>No tournament is open. Open or create one first.</source>
        <translation>Kein Turnier geöffnet. Zuerst eines öffnen oder anlegen.</translation>
    </message>
    <message>
        <source>Cannot read &quot;%1&quot;: %2. Check the file and try again.</source>
        <translation>„%1“ kann nicht gelesen werden: %2. Die Datei prüfen und erneut versuchen.</translation>
    </message>
    <message>
        <source>Cannot import &quot;%1&quot;: %2</source>
        <translation>„%1“ kann nicht importiert werden: %2</translation>
    </message>
    <message>
        <source>&amp;New player:</source>
        <translation>&amp;Neuer Spieler:</translation>
    </message>
    <message>
        <source>Name, then Enter</source>
        <translation>Name, dann Eingabetaste</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Search players (Ctrl+F)</source>
        <translation>Spieler suchen (Strg+F)</translation>
    </message>
    <message>
        <source>Rename (F2)</source>
        <translation>Umbenennen (F2)</translation>
    </message>
    <message>
        <source>Paste a list…</source>
        <translation>Liste einfügen…</translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation>CSV importieren…</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is already a player of this tournament. Add a distinguishing part to the name (for example a town or an initial).</source>
        <translation>„%1“ ist bereits Spieler dieses Turniers. Den Namen um etwas Unterscheidendes ergänzen (zum Beispiel einen Ort oder eine Initiale).</translation>
    </message>
    <message>
        <source>Player &quot;%1&quot; added.</source>
        <translation>Spieler „%1“ hinzugefügt.</translation>
    </message>
    <message>
        <source>%1 is back and will be seated again.</source>
        <translation>%1 ist zurück und wird wieder eingeteilt.</translation>
    </message>
    <message>
        <source>%1 is dropped: their results stay, they are not seated again.</source>
        <translation>%1 ist ausgeschieden: Die Ergebnisse bleiben erhalten, %1 wird nicht mehr eingeteilt.</translation>
    </message>
    <message>
        <source>Import players</source>
        <translation>Spieler importieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv *.txt);;All files (*)</source>
        <translation>CSV-Dateien (*.csv *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>%1, %2 dropped</source>
        <translation>%1, davon %2 ausgeschieden</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) added.</source>
        <translation>
            <numerusform>%n Spieler hinzugefügt.</numerusform>
            <numerusform>%n Spieler hinzugefügt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove (Del)</source>
        <translation>Entfernen (Entf)</translation>
    </message>
    <message>
        <source>Bring back (Ctrl+D)</source>
        <translation>Zurückholen (Strg+D)</translation>
    </message>
    <message>
        <source>Drop (Ctrl+D)</source>
        <translation>Ausscheiden lassen (Strg+D)</translation>
    </message>
    <message>
        <source>A similar name</source>
        <translation>Ein ähnlicher Name</translation>
    </message>
    <message>
        <source>&quot;%1&quot; looks like &quot;%2&quot;, who is already a player. Add &quot;%1&quot; as another player?</source>
        <translation>„%1“ sieht aus wie „%2“, der schon Spieler ist. „%1“ als weiteren Spieler hinzufügen?</translation>
    </message>
    <message>
        <source>&amp;Add as another player</source>
        <translation>Als &amp;weiteren Spieler hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Back to the name</source>
        <translation>&amp;Zurück zum Namen</translation>
    </message>
    <message>
        <source>Remove a player</source>
        <translation>Spieler entfernen</translation>
    </message>
    <message>
        <source>Remove %1 from the tournament? Only a player who was never seated can be removed; a seated one is dropped instead.</source>
        <translation>%1 aus dem Turnier entfernen? Nur wer nie eingeteilt war, kann entfernt werden; wer schon saß, scheidet stattdessen aus.</translation>
    </message>
    <message>
        <source>&amp;Remove %1</source>
        <translation>%1 &amp;entfernen</translation>
    </message>
    <message>
        <source>&amp;Keep %1</source>
        <translation>%1 &amp;behalten</translation>
    </message>
    <message>
        <source>Player &quot;%1&quot; removed.</source>
        <translation>Spieler „%1“ entfernt.</translation>
    </message>
    <message>
        <source>Check-in: everybody not dropped is present for the next round. In the list, Space marks the selected player present or absent.</source>
        <translation>Anwesenheit: Alle, die nicht ausgeschieden sind, sind in der nächsten Runde anwesend. In der Liste trägt die Leertaste den gewählten Spieler als anwesend oder abwesend ein.</translation>
    </message>
    <message>
        <source>%1 has dropped out: bring them back (Ctrl+D) to check them in.</source>
        <translation>%1 ist ausgeschieden: %1 zuerst zurückholen (Strg+D), um die Anwesenheit einzutragen.</translation>
    </message>
    <message>
        <source>%1 is present for round %2.</source>
        <translation>%1 ist in Runde %2 anwesend.</translation>
    </message>
    <message>
        <source>%1 is absent for round %2: left out of its draw, not dropped.</source>
        <translation>%1 ist in Runde %2 abwesend: nicht ausgelost, aber nicht ausgeschieden.</translation>
    </message>
    <message>
        <source>Everybody is present for round %1.</source>
        <translation>Alle sind in Runde %1 anwesend.</translation>
    </message>
    <message>
        <source>Check-in for round %1: %2 of %3 present, %4.</source>
        <translation>Anwesenheit für Runde %1: %2 von %3 anwesend, %4.</translation>
    </message>
    <message>
        <source>Check-in for round %1: %2 of %3 present. %4</source>
        <translation>Anwesenheit für Runde %1: %2 von %3 anwesend. %4</translation>
    </message>
    <message>
        <source>&amp;Mark all present</source>
        <translation>Alle an&amp;wesend eintragen</translation>
    </message>
    <message>
        <source>Type the player&apos;s name, then press Enter.</source>
        <translation>Den Namen des Spielers eingeben, dann Enter drücken.</translation>
    </message>
    <message>
        <source>A name of spaces only is not added. Type the player&apos;s name.</source>
        <translation>Ein Name nur aus Leerzeichen wird nicht hinzugefügt. Den Namen des Spielers eingeben.</translation>
    </message>
    <message>
        <source>Team (Ctrl+T)</source>
        <translation>Team (Strg+T)</translation>
    </message>
    <message>
        <source>it is the tournament open at this desk; choose a list of names</source>
        <translation>es ist das hier geöffnete Turnier; eine Namensliste wählen</translation>
    </message>
    <message>
        <source>Referee… (F6)</source>
        <translation>Schiedsrichter… (F6)</translation>
    </message>
    <message>
        <source>At the door:</source>
        <translation>Am Einlass:</translation>
    </message>
    <message>
        <source>Scan or type a registration code, or a name, then Enter (Ctrl+I)</source>
        <translation>Anmeldecode oder Name, dann Eingabetaste (Strg+I)</translation>
    </message>
    <message>
        <source>Give codes</source>
        <translation>Codes vergeben</translation>
    </message>
    <message>
        <source>A registration code for every player without one.</source>
        <translation>Ein Anmeldecode für jeden Spieler, der noch keinen hat.</translation>
    </message>
    <message>
        <source>Entry fee…</source>
        <translation>Startgeld…</translation>
    </message>
    <message>
        <source>Codes on paper</source>
        <translation>Codes auf Papier</translation>
    </message>
    <message>
        <source>List of codes as PDF…</source>
        <translation>Liste der Codes als PDF…</translation>
    </message>
    <message>
        <source>One card per player as PDF…</source>
        <translation>Eine Karte je Spieler als PDF…</translation>
    </message>
    <message numerus="yes">
        <source>%n players match &quot;%1&quot;: type more of the name.</source>
        <translation>
            <numerusform>%n Spieler passt zu „%1“: mehr vom Namen tippen.</numerusform>
            <numerusform>%n Spieler passen zu „%1“: mehr vom Namen tippen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Unknown: &quot;%1&quot; is no player&apos;s code or name.</source>
        <translation>Unbekannt: „%1“ ist weder Code noch Name eines Spielers.</translation>
    </message>
    <message>
        <source>%1 has dropped out: bring them back (Ctrl+D) first.</source>
        <translation>%1 ist ausgeschieden: zuerst zurückholen (Strg+D).</translation>
    </message>
    <message>
        <source>%1 was checked in already, at %2.</source>
        <translation>%1 war schon eingecheckt, um %2.</translation>
    </message>
    <message>
        <source>%1 is checked in.</source>
        <translation>%1 ist eingecheckt.</translation>
    </message>
    <message>
        <source>Still owes %1.</source>
        <translation>Offen: %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) have a registration code; print them with Codes on paper.</source>
        <translation>
            <numerusform>%n Spieler hat einen Anmeldecode; drucken mit Codes auf Papier.</numerusform>
            <numerusform>%n Spieler haben einen Anmeldecode; drucken mit Codes auf Papier.</numerusform>
        </translation>
    </message>
    <message>
        <source>Entry fee and self check-in</source>
        <translation>Startgeld und Einchecken am Handy</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keines</translation>
    </message>
    <message>
        <source>Players may check in from their phones (the address on their card), until the round is seated</source>
        <translation>Spieler dürfen am Handy einchecken (die Adresse auf ihrer Karte), bis die Runde ausgelost ist</translation>
    </message>
    <message>
        <source>&amp;Entry fee:</source>
        <translation>&amp;Startgeld:</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an amount, such as 10 or 12.50.</source>
        <translation>„%1“ ist kein Betrag wie 10 oder 12,50.</translation>
    </message>
    <message>
        <source>No tournament is open.</source>
        <translation>Kein Turnier ist geöffnet.</translation>
    </message>
    <message>
        <source>Save the registration cards as PDF</source>
        <translation>Anmeldekarten als PDF speichern</translation>
    </message>
    <message>
        <source>Save the list of codes as PDF</source>
        <translation>Liste der Codes als PDF speichern</translation>
    </message>
    <message>
        <source>registration-cards.pdf</source>
        <translation>anmeldekarten.pdf</translation>
    </message>
    <message>
        <source>registration-codes.pdf</source>
        <translation>anmeldecodes.pdf</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Not checked in: absent</source>
        <translation>Nicht eingecheckt: abwesend</translation>
    </message>
    <message>
        <source>Marks every player not checked in at the door absent for round %1, so that its draw leaves them out (Ctrl+Z takes it back).</source>
        <translation>Trägt jeden Spieler, der am Einlass nicht eingecheckt hat, für Runde %1 als abwesend ein, so dass die Auslosung ihn auslässt (Strg+Z nimmt es zurück).</translation>
    </message>
    <message>
        <source>Every player present for round %1 is checked in.</source>
        <translation>Jeder für Runde %1 anwesende Spieler ist eingecheckt.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) not checked in are absent for round %1.</source>
        <translation>
            <numerusform>%n Spieler ohne Einchecken ist für Runde %1 abwesend.</numerusform>
            <numerusform>%n Spieler ohne Einchecken sind für Runde %1 abwesend.</numerusform>
        </translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n more problem(s)</source>
        <translation>
            <numerusform>%n weiteres Problem</numerusform>
            <numerusform>%n weitere Probleme</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ctd::PlayersScreen</name>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>No round seated yet</source>
        <translation>Noch keine Runde eingeteilt</translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>Seating</source>
        <translation>Sitzplan</translation>
    </message>
    <message>
        <source>Round %1: where you sit</source>
        <translation>Runde %1: Sitzplatz</translation>
    </message>
    <message>
        <source>table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>▶ starts the game</source>
        <translation>▶ beginnt das Spiel</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Turnierrangliste</translation>
    </message>
    <message>
        <source>after the first complete round</source>
        <translation>nach der ersten vollständigen Runde</translation>
    </message>
    <message>
        <source>Standings after round %1</source>
        <translation>Turnierrangliste nach Runde %1</translation>
    </message>
    <message>
        <source>Players&apos; screen</source>
        <translation>Spieleranzeige</translation>
    </message>
    <message>
        <source>Below the line: out at the no-win cut after game %1</source>
        <translation>Unter der Linie: ohne Sieg nach Runde %1 ausgeschieden</translation>
    </message>
</context>
<context>
    <name>ctd::PlayersViewActions</name>
    <message>
        <source>The players&apos; page cannot be shared on %1 port %2: %3</source>
        <translation>Die Spielerseite kann nicht auf %1 Port %2 geteilt werden: %3</translation>
    </message>
    <message>
        <source>Players&apos; screen</source>
        <translation>Spieleranzeige</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Players&apos; screen</source>
        <translation>&amp;Spieleranzeige</translation>
    </message>
    <message>
        <source>Seating, standings and the round clock for a projector</source>
        <translation>Sitzplan, Turnierrangliste und Rundenuhr für einen Beamer</translation>
    </message>
    <message>
        <source>S&amp;hare on the local network…</source>
        <translation>Im lokalen Netz &amp;teilen…</translation>
    </message>
    <message>
        <source>Reports from the tables are off.</source>
        <translation>Meldungen von den Tischen sind aus.</translation>
    </message>
    <message>
        <source>Reports from the tables are on, but no phone can reach them: share the players&apos; page on the local network (View → Share).</source>
        <translation>Meldungen von den Tischen sind an, aber kein Handy erreicht sie: teile die Spielerseite im lokalen Netz (Ansicht → Teilen).</translation>
    </message>
    <message>
        <source>Reports from the tables are on, but only this computer reaches them: share the players&apos; page on the local network (View → Share).</source>
        <translation>Meldungen von den Tischen sind an, aber nur dieser Rechner erreicht sie: teile die Spielerseite im lokalen Netz (Ansicht → Teilen).</translation>
    </message>
    <message>
        <source>Reports from the tables are on: phones report at %1 or by the QR code on their table&apos;s slip.</source>
        <translation>Meldungen von den Tischen sind an: die Handys melden unter %1 oder über den QR-Code auf dem Ergebniszettel ihres Tisches.</translation>
    </message>
    <message>
        <source>&amp;Reports from the tables</source>
        <translation>&amp;Meldungen von den Tischen</translation>
    </message>
    <message>
        <source>Phones send their table&apos;s result to the players&apos; page; the desk accepts them</source>
        <translation>Handys senden das Ergebnis ihres Tisches an die Spielerseite; die Turnierleitung übernimmt es</translation>
    </message>
    <message>
        <source>&amp;Accept confirmed reports at once</source>
        <translation>Bestätigte Meldungen sofort über&amp;nehmen</translation>
    </message>
    <message>
        <source>Clos&amp;e the players&apos; screen</source>
        <translation>Spieleranzeige s&amp;chließen</translation>
    </message>
</context>
<context>
    <name>ctd::RefereeActions</name>
    <message>
        <source>Re&amp;feree…</source>
        <translation>Schieds&amp;richter…</translation>
    </message>
    <message>
        <source>A warning, a penalty or a disqualification for the selected player</source>
        <translation>Eine Verwarnung, eine Strafe oder eine Disqualifikation für den gewählten Spieler</translation>
    </message>
    <message>
        <source>Referees&apos; &amp;ledger</source>
        <translation>Sc&amp;hiedsrichterprotokoll</translation>
    </message>
    <message>
        <source>Every warning, penalty and disqualification, to withdraw or print</source>
        <translation>Alle Verwarnungen, Strafen und Disqualifikationen, zum Zurückziehen oder Drucken</translation>
    </message>
</context>
<context>
    <name>ctd::RefereeDialog</name>
    <message>
        <source>Referee</source>
        <translation>Schiedsrichter</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Verwarnung</translation>
    </message>
    <message>
        <source>Penalty (round points)</source>
        <translation>Strafe (Rundenpunkte)</translation>
    </message>
    <message>
        <source>Disqualification</source>
        <translation>Disqualifikation</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Round points added to the player&apos;s, such as -1 or -0.5</source>
        <translation>Rundenpunkte, die dem Spieler hinzugerechnet werden, etwa -1 oder -0,5</translation>
    </message>
    <message>
        <source>What happened, as the referee decided</source>
        <translation>Was geschah, wie der Schiedsrichter entschieden hat</translation>
    </message>
    <message>
        <source>Add to the ledger</source>
        <translation>Ins Protokoll eintragen</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <source>&amp;Decision:</source>
        <translation>&amp;Entscheidung:</translation>
    </message>
    <message>
        <source>R&amp;ound:</source>
        <translation>R&amp;unde:</translation>
    </message>
    <message>
        <source>Round p&amp;oints:</source>
        <translation>Rundenp&amp;unkte:</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Begründung:</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n warning(s) already: this is a further warning. What follows is the referee&apos;s decision.</source>
        <translation>
            <numerusform>%1 hat schon %n Verwarnung: dies ist eine weitere. Was daraus folgt, entscheidet der Schiedsrichter.</numerusform>
            <numerusform>%1 hat schon %n Verwarnungen: dies ist eine weitere. Was daraus folgt, entscheidet der Schiedsrichter.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n warning(s).</source>
        <translation>
            <numerusform>%1 hat %n Verwarnung.</numerusform>
            <numerusform>%1 hat %n Verwarnungen.</numerusform>
        </translation>
    </message>
    <message>
        <source>No tournament is open.</source>
        <translation>Kein Turnier geöffnet.</translation>
    </message>
    <message>
        <source>Choose a player of the tournament.</source>
        <translation>Einen Spieler des Turniers wählen.</translation>
    </message>
    <message>
        <source>Give the round points as a number such as -1 or -0.5.</source>
        <translation>Die Rundenpunkte als Zahl angeben, etwa -1 oder -0,5.</translation>
    </message>
    <message>
        <source>Give the reason for the decision.</source>
        <translation>Die Begründung der Entscheidung angeben.</translation>
    </message>
    <message>
        <source>Warning %1 for %2: a repeated warning.</source>
        <translation>Verwarnung Nr. %1 für %2: eine wiederholte Verwarnung.</translation>
    </message>
    <message>
        <source>Warning for %1.</source>
        <translation>Verwarnung für %1.</translation>
    </message>
    <message>
        <source>Penalty for %1: %2 round points.</source>
        <translation>Strafe für %1: %2 Rundenpunkte.</translation>
    </message>
    <message>
        <source>%1 is disqualified: seated in no later round, left out of the standings.</source>
        <translation>%1 ist disqualifiziert: wird in keiner späteren Runde eingeteilt und fehlt in der Rangliste.</translation>
    </message>
</context>
<context>
    <name>ctd::RestoreBackupDialog</name>
    <message>
        <source>Restore a backup</source>
        <translation>Sicherung wiederherstellen</translation>
    </message>
    <message>
        <source>after round %1</source>
        <translation>nach Runde %1</translation>
    </message>
    <message>
        <source>before the first round was complete</source>
        <translation>bevor die erste Runde vollständig war</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>There is no backup of %1 yet. The desk makes one after every round whose results are all in and after every %2 saves, in %3.</source>
        <translation>Von %1 gibt es noch keine Sicherung. Der Turniertisch legt eine nach jeder Runde an, deren Ergebnisse vollständig sind, und nach jeweils %2 Speicherungen, in %3.</translation>
    </message>
    <message>
        <source>Restoring puts the backup in place of %1; the file it replaces is kept beside it.</source>
        <translation>Beim Wiederherstellen tritt die Sicherung an die Stelle von %1; die ersetzte Datei bleibt daneben erhalten.</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
</context>
<context>
    <name>ctd::ResultsPanel</name>
    <message>
        <source>, drafts to finish: %1</source>
        <translation>, offene Entwürfe: %1</translation>
    </message>
    <message>
        <source>, without a result: %1</source>
        <translation>, ohne Ergebnis: %1</translation>
    </message>
    <message>
        <source>Version %1, saved %2: %3</source>
        <translation>Version %1, gespeichert am %2: %3</translation>
    </message>
    <message>
        <source>Save table (Enter)</source>
        <translation>Tisch speichern (Eingabetaste)</translation>
    </message>
    <message>
        <source>History of this table</source>
        <translation>Verlauf dieses Tisches</translation>
    </message>
    <message>
        <source>No round yet: start one on the Seating page.</source>
        <translation>Noch keine Runde: Auf der Seite „Sitzplan“ eine Runde starten.</translation>
    </message>
    <message>
        <source>Round %1: choose a table</source>
        <translation>Runde %1: einen Tisch wählen</translation>
    </message>
    <message>
        <source>Round %1, table %2: some cells are empty.</source>
        <translation>Runde %1, Tisch %2: Einige Felder sind leer.</translation>
    </message>
    <message>
        <source>Round %1, table %2 breaks a rule of the sheet.</source>
        <translation>Runde %1, Tisch %2 verletzt eine Regel des Formulars.</translation>
    </message>
    <message>
        <source>Keep the sheet as a draft (listed as needing attention, not in the standings), or go back and correct it?</source>
        <translation>Das Formular als Entwurf behalten (als offen geführt, nicht in der Turnierrangliste) oder zurückgehen und es korrigieren?</translation>
    </message>
    <message>
        <source>Sheet not complete</source>
        <translation>Formular nicht vollständig</translation>
    </message>
    <message>
        <source>Keep as &amp;draft</source>
        <translation>Als &amp;Entwurf behalten</translation>
    </message>
    <message>
        <source>&amp;Back to the sheet</source>
        <translation>&amp;Zurück zum Formular</translation>
    </message>
    <message>
        <source>Correct a saved result</source>
        <translation>Gespeichertes Ergebnis korrigieren</translation>
    </message>
    <message>
        <source>Round %1, table %2 already has a result. Save this correction? The earlier version stays in the table&apos;s history.</source>
        <translation>Runde %1, Tisch %2 hat bereits ein Ergebnis. Diese Korrektur speichern? Die frühere Version bleibt im Verlauf des Tisches erhalten.</translation>
    </message>
    <message>
        <source>&amp;Save correction</source>
        <translation>Korrektur &amp;speichern</translation>
    </message>
    <message>
        <source>Sheet not saved</source>
        <translation>Formular nicht gespeichert</translation>
    </message>
    <message>
        <source>Round %1, table %2 was not saved: %3 What you typed is still on the screen.</source>
        <translation>Runde %1, Tisch %2 wurde nicht gespeichert: %3 Die Eingaben sind weiterhin auf dem Bildschirm.</translation>
    </message>
    <message>
        <source>Round %1, table %2 kept as a draft.</source>
        <translation>Runde %1, Tisch %2 als Entwurf behalten.</translation>
    </message>
    <message>
        <source>Round %1, table %2 saved.</source>
        <translation>Runde %1, Tisch %2 gespeichert.</translation>
    </message>
    <message>
        <source>Every table of round %1 has a complete result.</source>
        <translation>Alle Tische der Runde %1 haben ein vollständiges Ergebnis.</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>S&amp;tay on the sheet</source>
        <translation>&amp;Beim Formular bleiben</translation>
    </message>
    <message>
        <source>Unsaved sheet</source>
        <translation>Nicht gespeichertes Formular</translation>
    </message>
    <message>
        <source>Round %1, table %2 has typing that is not saved.</source>
        <translation>Runde %1, Tisch %2 hat Eingaben, die nicht gespeichert sind.</translation>
    </message>
    <message>
        <source>The table goes back to version %1.</source>
        <translation>Der Tisch kehrt zu Version %1 zurück.</translation>
    </message>
    <message>
        <source>The table goes back to no result.</source>
        <translation>Der Tisch hat danach wieder kein Ergebnis.</translation>
    </message>
    <message>
        <source>&amp;Keep it</source>
        <translation>&amp;Behalten</translation>
    </message>
    <message numerus="yes">
        <source>Complete: %1 of %n table(s)</source>
        <translation>
            <numerusform>Vollständig: %1 von %n Tisch</numerusform>
            <numerusform>Vollständig: %1 von %n Tischen</numerusform>
        </translation>
    </message>
    <message>
        <source>Only tables still needing a res&amp;ult</source>
        <translation>Nur Tische, denen noch ein Ergebnis &amp;fehlt</translation>
    </message>
    <message>
        <source>D&amp;iscard typing</source>
        <translation>Eingaben &amp;verwerfen</translation>
    </message>
    <message>
        <source>%1 (current)</source>
        <translation>%1 (gilt)</translation>
    </message>
    <message>
        <source>%1 (undone)</source>
        <translation>%1 (rückgängig gemacht)</translation>
    </message>
    <message>
        <source>Replaced version %1.</source>
        <translation>Ersetzte Version %1.</translation>
    </message>
    <message>
        <source>Saved at another desk meanwhile</source>
        <translation>Inzwischen an einem anderen Arbeitsplatz gespeichert</translation>
    </message>
    <message>
        <source>&amp;Keep the other desk&apos;s result</source>
        <translation>Ergebnis des anderen Arbeitsplatzes &amp;behalten</translation>
    </message>
    <message>
        <source>&amp;Save mine over it</source>
        <translation>&amp;Meines darüber speichern</translation>
    </message>
    <message>
        <source>Players chosen by the director against the cut: %1</source>
        <translation>Spieler von der Turnierleitung abweichend von der Qualifikation gewählt: %1</translation>
    </message>
    <message>
        <source>Loading the round&apos;s tables…</source>
        <translation>Die Tische der Runde werden geladen…</translation>
    </message>
    <message>
        <source>It cannot be saved as a result; kept as a draft, it takes the table out of the standings until it is corrected. The saved result stays in the table&apos;s history.</source>
        <translation>Als Ergebnis lässt es sich nicht speichern; als Entwurf behalten, fällt der Tisch aus der Turnierrangliste, bis er korrigiert ist. Das gespeicherte Ergebnis bleibt im Verlauf des Tisches erhalten.</translation>
    </message>
    <message>
        <source>, reports waiting: %1 (F9 opens the next)</source>
        <translation>, wartende Meldungen: %1 (F9 öffnet die nächste)</translation>
    </message>
    <message>
        <source>, conflicts: %1</source>
        <translation>, Widersprüche: %1</translation>
    </message>
    <message>
        <source>No report from the tables is waiting in round %1.</source>
        <translation>In Runde %1 wartet keine Meldung von den Tischen.</translation>
    </message>
    <message>
        <source>%1, %2: %3 here, %4 there</source>
        <translation>%1, %2: hier %3, dort %4</translation>
    </message>
    <message>
        <source>Conflict: report %1 differs in %2.</source>
        <translation>Widerspruch: Meldung %1 weicht ab bei %2.</translation>
    </message>
    <message>
        <source>Round %1, table %2: the table&apos;s report is its result.</source>
        <translation>Runde %1, Tisch %2: die Meldung des Tisches ist sein Ergebnis.</translation>
    </message>
    <message>
        <source>Round %1, table %2: its reports are rejected; its code works again.</source>
        <translation>Runde %1, Tisch %2: seine Meldungen sind verworfen; sein Code gilt wieder.</translation>
    </message>
    <message>
        <source>Report %1 of table %2, sent from %3 at %4, confirmed by %5 of %6 players. Enter accepts it as the table&apos;s result; Shift+F9 rejects the table&apos;s waiting reports (its code then takes reports again).</source>
        <translation>Meldung %1 von Tisch %2, gesendet von %3 um %4, bestätigt von %5 von %6 Spielern. Enter übernimmt sie als Ergebnis des Tisches; Umschalt+F9 verwirft die wartenden Meldungen des Tisches (sein Code nimmt dann wieder Meldungen an).</translation>
    </message>
    <message>
        <source>F9 shows the table&apos;s other reports in turn; Enter accepts the one on the sheet.</source>
        <translation>F9 zeigt nacheinander die anderen Meldungen des Tisches; Enter übernimmt die im Formular.</translation>
    </message>
    <message>
        <source>Report older than the saved result</source>
        <translation>Meldung älter als das gespeicherte Ergebnis</translation>
    </message>
    <message>
        <source>Report %1 of round %2, table %3 came before the result saved for the table. Accept it over that result? The saved version stays in the table&apos;s history.</source>
        <translation>Meldung %1 von Runde %2, Tisch %3 kam vor dem für den Tisch gespeicherten Ergebnis. Sie über dieses Ergebnis übernehmen? Die gespeicherte Fassung bleibt im Verlauf des Tisches.</translation>
    </message>
    <message>
        <source>&amp;Accept the report over it</source>
        <translation>Meldung darüber &amp;übernehmen</translation>
    </message>
    <message>
        <source>&amp;Keep the saved result</source>
        <translation>Gespeichertes Ergebnis &amp;behalten</translation>
    </message>
    <message>
        <source>Report confirmed by nobody</source>
        <translation>Meldung von niemandem bestätigt</translation>
    </message>
    <message>
        <source>No player of round %1, table %2 has confirmed report %3. Accept it as the table&apos;s result?</source>
        <translation>Kein Spieler von Runde %1, Tisch %2 hat Meldung %3 bestätigt. Sie als Ergebnis des Tisches übernehmen?</translation>
    </message>
    <message>
        <source>&amp;Accept it</source>
        <translation>&amp;Übernehmen</translation>
    </message>
    <message>
        <source>Round %1, table %2: the table&apos;s report is its result. F9 opens the next waiting report.</source>
        <translation>Runde %1, Tisch %2: die Meldung des Tisches ist sein Ergebnis. F9 öffnet die nächste wartende Meldung.</translation>
    </message>
    <message>
        <source>Confirmed with their own code: %1.</source>
        <translation>Mit eigenem Code bestätigt: %1.</translation>
    </message>
    <message>
        <source>Confirmed without a code (before the codes were given): %1.</source>
        <translation>Ohne Code bestätigt (bevor es Codes gab): %1.</translation>
    </message>
    <message>
        <source>From report %1 of the table.</source>
        <translation>Aus Meldung %1 des Tisches.</translation>
    </message>
    <message>
        <source>Round %1, table %2 has no save to take back.</source>
        <translation>Runde %1, Tisch %2 hat kein Speichern, das zurückgenommen werden kann.</translation>
    </message>
    <message>
        <source>Choose a table first: its last save is taken back.</source>
        <translation>Zuerst einen Tisch wählen: Sein letztes Speichern wird zurückgenommen.</translation>
    </message>
    <message>
        <source>Take back the last save of round %1, table %2 (version %3)? It stays in the table&apos;s history.</source>
        <translation>Das letzte Speichern von Runde %1, Tisch %2 (Version %3) zurücknehmen? Es bleibt im Verlauf des Tisches.</translation>
    </message>
    <message>
        <source>The typing not saved on the sheet is given up.</source>
        <translation>Die nicht gespeicherten Eingaben im Formular werden verworfen.</translation>
    </message>
    <message>
        <source>Take back a save</source>
        <translation>Speichern zurücknehmen</translation>
    </message>
    <message>
        <source>&amp;Take back</source>
        <translation>&amp;Zurücknehmen</translation>
    </message>
    <message>
        <source>Save not taken back</source>
        <translation>Speichern nicht zurückgenommen</translation>
    </message>
    <message>
        <source>Round %1, table %2 was saved again since the question: version %3 is no longer its last. Nothing was taken back.</source>
        <translation>Runde %1, Tisch %2 wurde seit der Frage erneut gespeichert: Version %3 ist nicht mehr die letzte. Nichts wurde zurückgenommen.</translation>
    </message>
    <message>
        <source>Round %1, table %2: last save taken back.</source>
        <translation>Runde %1, Tisch %2: letztes Speichern zurückgenommen.</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Turnierrangliste</translation>
    </message>
    <message>
        <source>Team standings</source>
        <translation>Teamwertung</translation>
    </message>
    <message>
        <source>Ctrl+T: the players&apos; or the team standings</source>
        <translation>Strg+T: Turnierrangliste oder Teamwertung</translation>
    </message>
</context>
<context>
    <name>ctd::RoundClockBar</name>
    <message>
        <source>Pause round &amp;clock</source>
        <translation>Runden&amp;uhr anhalten</translation>
    </message>
    <message>
        <source>Start round &amp;clock</source>
        <translation>Runden&amp;uhr starten</translation>
    </message>
    <message>
        <source>every table has its result</source>
        <translation>jeder Tisch hat sein Ergebnis</translation>
    </message>
    <message numerus="yes">
        <source>no result yet at table(s) %1</source>
        <translation>
            <numerusform>kein Ergebnis bisher an Tisch %1</numerusform>
            <numerusform>kein Ergebnis bisher an den Tischen %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Round clock</source>
        <translation>Rundenuhr</translation>
    </message>
    <message>
        <source>Round length</source>
        <translation>Rundendauer</translation>
    </message>
    <message>
        <source>Minutes a round lasts when its clock is started:</source>
        <translation>Minuten, die eine Runde dauert, wenn ihre Uhr gestartet wird:</translation>
    </message>
    <message>
        <source>Add &amp;5 minutes</source>
        <translation>&amp;5 Minuten dazu</translation>
    </message>
    <message>
        <source>Five more minutes on the round clock (Shift+F8)</source>
        <translation>Fünf Minuten mehr auf der Rundenuhr (Umschalt+F8)</translation>
    </message>
    <message>
        <source>Round &amp;length…</source>
        <translation>Runden&amp;dauer…</translation>
    </message>
    <message>
        <source>Start or pause the round clock (F8)</source>
        <translation>Rundenuhr starten oder anhalten (F8)</translation>
    </message>
    <message>
        <source>Round %1: %2 to play, clock not started</source>
        <comment>h:mm:ss</comment>
        <translation>Runde %1: Spielzeit %2, Uhr nicht gestartet</translation>
    </message>
    <message>
        <source>Round %1: %2 over, time is up</source>
        <comment>h:mm:ss</comment>
        <translation>Runde %1: Zeit abgelaufen, %2 darüber</translation>
    </message>
    <message>
        <source>Round %1: %2 left</source>
        <comment>h:mm:ss</comment>
        <translation>Runde %1: noch %2</translation>
    </message>
    <message>
        <source>Round %1: %2 left, clock paused</source>
        <comment>h:mm:ss</comment>
        <translation>Runde %1: noch %2, Uhr angehalten</translation>
    </message>
</context>
<context>
    <name>ctd::RulesHelp</name>
    <message>
        <source>Scoring rules</source>
        <translation>Wertungsregeln</translation>
    </message>
</context>
<context>
    <name>ctd::SeasonAction</name>
    <message>
        <source>Season ran&amp;king list…</source>
        <translation>Sais&amp;on-Rangliste…</translation>
    </message>
    <message>
        <source>A season&apos;s standings across tournaments: points by place, the best results counted</source>
        <translation>Die Wertung einer Saison über mehrere Turniere: Punkte nach Platz, die besten Ergebnisse gewertet</translation>
    </message>
</context>
<context>
    <name>ctd::SeasonModel</name>
    <message>
        <source>%1 (place %2)</source>
        <translation>%1 (Platz %2)</translation>
    </message>
    <message>
        <source>Counts for the season</source>
        <translation>Zählt für die Saison</translation>
    </message>
    <message>
        <source>Does not count</source>
        <translation>Zählt nicht</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Tournaments</source>
        <translation>Turniere</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>Gewertet</translation>
    </message>
    <message>
        <source>Best rank</source>
        <translation>Bester Platz</translation>
    </message>
</context>
<context>
    <name>ctd::SeasonWindow</name>
    <message>
        <source>&amp;Season</source>
        <translation>&amp;Saison</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;New season</source>
        <translation>&amp;Neue Saison</translation>
    </message>
    <message>
        <source>&amp;Open season…</source>
        <translation>Saison &amp;öffnen…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Print standings…</source>
        <translation>Rangliste &amp;drucken…</translation>
    </message>
    <message>
        <source>Export as P&amp;DF…</source>
        <translation>Als &amp;PDF exportieren…</translation>
    </message>
    <message>
        <source>Export as &amp;CSV…</source>
        <translation>Als &amp;CSV exportieren…</translation>
    </message>
    <message>
        <source>Export for a sp&amp;readsheet…</source>
        <translation>Für &amp;Tabellenkalkulation exportieren…</translation>
    </message>
    <message>
        <source>C&amp;lose</source>
        <translation>Sch&amp;ließen</translation>
    </message>
    <message>
        <source>&amp;Add a tournament</source>
        <translation>Turnier &amp;hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Remove the tournament</source>
        <translation>Turnier &amp;entfernen</translation>
    </message>
    <message>
        <source>Read the tournaments a&amp;gain</source>
        <translation>Turniere &amp;neu lesen</translation>
    </message>
    <message>
        <source>Write the a&amp;lias line</source>
        <translation>A&amp;lias-Zeile schreiben</translation>
    </message>
    <message>
        <source>Makes the two names of the chosen note one player, the first name shown</source>
        <translation>Macht die beiden Namen des gewählten Hinweises zu einem Spieler; der erste Name wird gezeigt</translation>
    </message>
    <message>
        <source>Season &amp;name:</source>
        <translation>Saison&amp;name:</translation>
    </message>
    <message>
        <source>&amp;Points by place:</source>
        <translation>&amp;Punkte nach Platz:</translation>
    </message>
    <message>
        <source>e.g. 100, 80, 65, 55, 50</source>
        <translation>z. B. 100, 80, 65, 55, 50</translation>
    </message>
    <message>
        <source>&amp;Best results counted:</source>
        <translation>Gewertete beste &amp;Ergebnisse:</translation>
    </message>
    <message>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>Points from &amp;at least</source>
        <translation>Punkte ab &amp;mindestens</translation>
    </message>
    <message>
        <source> players</source>
        <translation> Spielern</translation>
    </message>
    <message>
        <source>&amp;Tournaments:</source>
        <translation>&amp;Turniere:</translation>
    </message>
    <message>
        <source>Add a tournament &amp;file or server:</source>
        <translation>Turnier&amp;datei oder Server hinzufügen:</translation>
    </message>
    <message>
        <source>a tournament file, or postgresql://USER@HOST:PORT/DATABASE</source>
        <translation>eine Turnierdatei oder postgresql://BENUTZER@HOST:PORT/DATENBANK</translation>
    </message>
    <message>
        <source>Bro&amp;wse…</source>
        <translation>Aus&amp;wählen…</translation>
    </message>
    <message>
        <source>A&amp;dd</source>
        <translation>&amp;Hinzufügen</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>Ent&amp;fernen</translation>
    </message>
    <message>
        <source>Season standings (✓ and bold: the results that count):</source>
        <translation>Saisonwertung (✓ und fett: die gewerteten Ergebnisse):</translation>
    </message>
    <message>
        <source>N&amp;otes:</source>
        <translation>H&amp;inweise:</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>nicht lesbar: %1</translation>
    </message>
    <message>
        <source>New season</source>
        <translation>Neue Saison</translation>
    </message>
    <message>
        <source>Season: %1[*]</source>
        <translation>Saison: %1[*]</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>%1 cannot be read as a season file:
%2</source>
        <translation>%1 kann nicht als Saisondatei gelesen werden:
%2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Saison</translation>
    </message>
    <message>
        <source>Open season</source>
        <translation>Saison öffnen</translation>
    </message>
    <message>
        <source>Season files (*.txt);;All files (*)</source>
        <translation>Saisondateien (*.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Season not opened</source>
        <translation>Saison nicht geöffnet</translation>
    </message>
    <message>
        <source>Save season</source>
        <translation>Saison speichern</translation>
    </message>
    <message>
        <source>Season not saved</source>
        <translation>Saison nicht gespeichert</translation>
    </message>
    <message>
        <source>Add a tournament</source>
        <translation>Turnier hinzufügen</translation>
    </message>
    <message>
        <source>Export as PDF</source>
        <translation>Als PDF exportieren</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>PDF not written</source>
        <translation>PDF nicht geschrieben</translation>
    </message>
    <message>
        <source>Export as CSV</source>
        <translation>Als CSV exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>CSV not written</source>
        <translation>CSV nicht geschrieben</translation>
    </message>
    <message>
        <source>Print preview: %1</source>
        <translation>Druckvorschau: %1</translation>
    </message>
    <message>
        <source>The season has changes that are not saved. Save them?</source>
        <translation>Die Saison hat ungespeicherte Änderungen. Speichern?</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <source>Tournaments (*.catan *.sqlite *.db);;All files (*)</source>
        <translation>Turniere (*.catan *.sqlite *.db);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>ctd::SeatingPanel</name>
    <message>
        <source>Table %1</source>
        <translation>Tisch %1</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Sitzplatz %1</translation>
    </message>
    <message>
        <source>Round not started</source>
        <translation>Runde nicht gestartet</translation>
    </message>
    <message>
        <source>No tournament is open.</source>
        <translation>Kein Turnier geöffnet.</translation>
    </message>
    <message>
        <source>Round %1 drawn with seed %2.</source>
        <translation>Runde %1 mit Startwert %2 ausgelost.</translation>
    </message>
    <message>
        <source>Seating is fixed</source>
        <translation>Sitzplan steht fest</translation>
    </message>
    <message>
        <source>Round %1 has results, so its seating can no longer change. Undo or remove its results first.</source>
        <translation>Runde %1 hat Ergebnisse, daher kann ihr Sitzplan nicht mehr geändert werden. Zuerst ihre Ergebnisse rückgängig machen oder entfernen.</translation>
    </message>
    <message>
        <source>Player not moved</source>
        <translation>Spieler nicht verschoben</translation>
    </message>
    <message>
        <source>Round %1: seating changed.</source>
        <translation>Runde %1: Sitzplan geändert.</translation>
    </message>
    <message>
        <source>Round kept</source>
        <translation>Runde beibehalten</translation>
    </message>
    <message>
        <source>Round %1 has results and cannot be removed.</source>
        <translation>Runde %1 hat Ergebnisse und kann nicht entfernt werden.</translation>
    </message>
    <message>
        <source>Remove round %1</source>
        <translation>Runde %1 entfernen</translation>
    </message>
    <message>
        <source>Remove round %1 and its seating? It has no results yet.</source>
        <translation>Runde %1 und ihren Sitzplan entfernen? Sie hat noch keine Ergebnisse.</translation>
    </message>
    <message>
        <source>&amp;Remove round</source>
        <translation>Runde &amp;entfernen</translation>
    </message>
    <message>
        <source>&amp;Keep it</source>
        <translation>&amp;Behalten</translation>
    </message>
    <message>
        <source>Round %1 removed.</source>
        <translation>Runde %1 entfernt.</translation>
    </message>
    <message>
        <source>Table / seat</source>
        <translation>Tisch / Sitzplatz</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Seating of round %1</source>
        <translation>Sitzplan der Runde %1</translation>
    </message>
    <message>
        <source>No round yet. Add the players, then start round 1.</source>
        <translation>Noch keine Runde. Die Spieler hinzufügen, dann Runde 1 starten.</translation>
    </message>
    <message>
        <source>Drawn with seed %1. The same seed and players repeat this draw.</source>
        <translation>Ausgelost mit Startwert %1. Derselbe Startwert mit denselben Spielern wiederholt diese Auslosung.</translation>
    </message>
    <message>
        <source>Start round %1…</source>
        <translation>Runde %1 starten…</translation>
    </message>
    <message>
        <source>Move a player…</source>
        <translation>Spieler verschieben…</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1 started with %n table(s).</source>
        <translation>
            <numerusform>Runde %1 mit %n Tisch gestartet.</numerusform>
            <numerusform>Runde %1 mit %n Tischen gestartet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Seating of round %1, the semi-final</source>
        <translation>Sitzplan der Runde %1, das Halbfinale</translation>
    </message>
    <message>
        <source>Seating of round %1, the final</source>
        <translation>Sitzplan der Runde %1, das Finale</translation>
    </message>
    <message>
        <source>Plans table and starting player of every preliminary round not played yet, at once; plan again after a drop or a late arrival.</source>
        <translation>Plant Tisch und Startspieler aller noch nicht gespielten Vorrunden auf einmal; nach einem Ausscheiden oder einer späten Ankunft erneut planen.</translation>
    </message>
    <message>
        <source>No %1 can be seated now: the last round needs all its results, and the stages follow one another.</source>
        <translation>Jetzt kann kein %1 eingeteilt werden: Die letzte Runde braucht alle Ergebnisse, und die Phasen folgen aufeinander.</translation>
    </message>
    <message>
        <source>semi-final</source>
        <translation>Halbfinale</translation>
    </message>
    <message>
        <source>final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <source>Too few players for a %1.</source>
        <translation>Zu wenige Spieler für ein %1.</translation>
    </message>
    <message>
        <source>Semi-final:</source>
        <translation>Halbfinale:</translation>
    </message>
    <message>
        <source>Final:</source>
        <translation>Finale:</translation>
    </message>
    <message>
        <source>Table %1: %2</source>
        <translation>Tisch %1: %2</translation>
    </message>
    <message>
        <source>Seat the &amp;semi-final</source>
        <translation>&amp;Halbfinale einteilen</translation>
    </message>
    <message>
        <source>Seat the &amp;final</source>
        <translation>&amp;Finale einteilen</translation>
    </message>
    <message>
        <source>&amp;Not yet</source>
        <translation>&amp;Noch nicht</translation>
    </message>
    <message>
        <source>The cut</source>
        <translation>Die Finalrunde</translation>
    </message>
    <message>
        <source>Cut not seated</source>
        <translation>Finalrunde nicht eingeteilt</translation>
    </message>
    <message>
        <source>The semi-final is seated.</source>
        <translation>Das Halbfinale ist eingeteilt.</translation>
    </message>
    <message>
        <source>The final is seated.</source>
        <translation>Das Finale ist eingeteilt.</translation>
    </message>
    <message>
        <source>Every preliminary round has been played: nothing left to plan.</source>
        <translation>Alle Vorrunden sind gespielt: nichts mehr zu planen.</translation>
    </message>
    <message>
        <source>Rounds %1 to %2 planned. %3</source>
        <translation>Runden %1 bis %2 geplant. %3</translation>
    </message>
    <message>
        <source>Plan all rounds</source>
        <translation>Alle Runden planen</translation>
    </message>
    <message>
        <source>Preliminary rounds in all (the played ones stay as they are):</source>
        <translation>Vorrunden insgesamt (die gespielten bleiben, wie sie sind):</translation>
    </message>
    <message>
        <source>Rounds not planned</source>
        <translation>Runden nicht geplant</translation>
    </message>
    <message>
        <source>Searching</source>
        <translation>Suche</translation>
    </message>
    <message>
        <source>&amp;Stop and use the best</source>
        <translation>&amp;Anhalten und den besten nehmen</translation>
    </message>
    <message>
        <source>Looking for fewer repeat meetings. Fewest so far: %1.</source>
        <translation>Suche nach weniger wiederholten Begegnungen. Bisher wenigstens: %1.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>%1; meet again: %2</source>
        <translation>%1; treffen sich wieder: %2</translation>
    </message>
    <message>
        <source>%1 (starts)</source>
        <translation>%1 (beginnt)</translation>
    </message>
    <message numerus="yes">
        <source>%n table(s) without a result</source>
        <translation>
            <numerusform>%n Tisch ohne Ergebnis</numerusform>
            <numerusform>%n Tische ohne Ergebnis</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n draft(s)</source>
        <translation>
            <numerusform>%n Entwurf</numerusform>
            <numerusform>%n Entwürfe</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 is not complete</source>
        <translation>Runde %1 ist nicht vollständig</translation>
    </message>
    <message>
        <source>Round %1 still has %2. Start round %3 anyway? Its standings will not count the missing results.</source>
        <translation>Runde %1 hat noch %2. Runde %3 trotzdem starten? Die Rangliste zählt die fehlenden Ergebnisse nicht.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>&amp;Start round %1 anyway</source>
        <translation>Runde %1 &amp;trotzdem starten</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <source>Players chosen by the director against the cut: %1</source>
        <translation>Spieler von der Turnierleitung abweichend von der Qualifikation gewählt: %1</translation>
    </message>
    <message>
        <source>Se&amp;at the cut…</source>
        <translation>&amp;Finalrunde einteilen…</translation>
    </message>
    <message>
        <source>Pla&amp;n all rounds…</source>
        <translation>Alle Runden p&amp;lanen…</translation>
    </message>
    <message>
        <source>T&amp;urn order…</source>
        <translation>Zu&amp;greihenfolge…</translation>
    </message>
    <message>
        <source>A semi-final&apos;s or final&apos;s players chose their turn order in order of preliminary rank: record it as the seat order.</source>
        <translation>Die Spieler eines Halbfinales oder Finales wählen ihre Zugreihenfolge in der Reihenfolge ihres Rangs in den Vorrunden: hier als Sitzreihenfolge festhalten.</translation>
    </message>
    <message>
        <source>Turn order not recorded</source>
        <translation>Zugreihenfolge nicht gespeichert</translation>
    </message>
    <message>
        <source>Round %1: the turn order is recorded.</source>
        <translation>Runde %1: die Zugreihenfolge ist gespeichert.</translation>
    </message>
    <message>
        <source>Seats follow the preliminary rank; the players then choose their turn order, which Turn order records. Where the rules cannot be followed, choose the players yourself and say why.</source>
        <translation>Die Plätze folgen dem Rang der Vorrunden; danach wählen die Spieler ihre Zugreihenfolge, die „Zugreihenfolge“ festhält. Wo die Regeln nicht eingehalten werden können, die Spieler selbst wählen und den Grund angeben.</translation>
    </message>
    <message>
        <source>C&amp;hoose the players…</source>
        <translation>Spieler &amp;wählen…</translation>
    </message>
    <message>
        <source>After the preliminary rounds: the semi-final or final of the best players, seated by preliminary rank; Turn order records the turn order they chose.</source>
        <translation>Nach den Vorrunden: das Halbfinale oder Finale der Besten, gesetzt nach dem Rang der Vorrunden. „Zugreihenfolge“ hält die Zugreihenfolge fest, die sie gewählt haben.</translation>
    </message>
    <message>
        <source>%1; kept apart, but at this table: %2</source>
        <translation>%1; getrennt einzuteilen, aber an diesem Tisch: %2</translation>
    </message>
    <message>
        <source>table %1: %2</source>
        <translation>Tisch %1: %2</translation>
    </message>
    <message>
        <source>Absent in round %1 (not dropped): %2.</source>
        <translation>Abwesend in Runde %1 (nicht ausgeschieden): %2.</translation>
    </message>
    <message>
        <source>Kept apart, but seated together: %1. A player can still move while the table has no result.</source>
        <translation>Getrennt einzuteilen, aber am selben Tisch: %1. Solange der Tisch kein Ergebnis hat, kann ein Spieler noch verschoben werden.</translation>
    </message>
    <message>
        <source>&amp;Keep apart…</source>
        <translation>Getrennt e&amp;inteilen…</translation>
    </message>
    <message numerus="yes">
        <source>The pairs of players the draw keeps apart (%n now).</source>
        <translation>
            <numerusform>Die Paare, die die Auslosung getrennt hält (jetzt %n).</numerusform>
            <numerusform>Die Paare, die die Auslosung getrennt hält (jetzt %n).</numerusform>
        </translation>
    </message>
    <message>
        <source>Every table of round %1 has a result, so its seating can no longer change. Undo a table&apos;s result first.</source>
        <translation>Jeder Tisch von Runde %1 hat ein Ergebnis, die Einteilung kann sich nicht mehr ändern. Zuerst das Ergebnis eines Tisches rückgängig machen.</translation>
    </message>
    <message numerus="yes">
        <source>%n report(s) from the tables waiting</source>
        <translation>
            <numerusform>%n wartende Meldung von den Tischen</numerusform>
            <numerusform>%n wartende Meldungen von den Tischen</numerusform>
        </translation>
    </message>
    <message>
        <source>Round not published</source>
        <translation>Runde nicht veröffentlicht</translation>
    </message>
    <message>
        <source>Draw round %1 again…</source>
        <translation>Runde %1 neu auslosen…</translation>
    </message>
    <message>
        <source>It is a draft: the players see it once you publish it with %1.</source>
        <translation>Sie ist ein Entwurf: die Spieler sehen sie, sobald Sie sie mit %1 veröffentlichen.</translation>
    </message>
    <message>
        <source>Round %1 drawn again, still a draft: publish it with %2.</source>
        <translation>Runde %1 neu ausgelost, weiter ein Entwurf: mit %2 veröffentlichen.</translation>
    </message>
    <message numerus="yes">
        <source>Round %1 seated as a draft with %n table(s): the players see it once you publish it with %2.</source>
        <translation>
            <numerusform>Runde %1 als Entwurf mit %n Tisch eingeteilt: die Spieler sehen sie, sobald Sie sie mit %2 veröffentlichen.</numerusform>
            <numerusform>Runde %1 als Entwurf mit %n Tischen eingeteilt: die Spieler sehen sie, sobald Sie sie mit %2 veröffentlichen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 published: the players&apos; page and the projector show it.</source>
        <translation>Runde %1 veröffentlicht: Spielerseite und Beamer zeigen sie.</translation>
    </message>
    <message>
        <source>Rounds %1 to %2 published: the players&apos; page and the projector show them.</source>
        <translation>Runden %1 bis %2 veröffentlicht: Spielerseite und Beamer zeigen sie.</translation>
    </message>
    <message>
        <source>Round %1 is a draft: the players&apos; page, the projector and the seating file still show round %2.</source>
        <translation>Runde %1 ist ein Entwurf: Spielerseite, Beamer und Sitzplan-Datei zeigen noch Runde %2.</translation>
    </message>
    <message>
        <source>Round %1 is a draft: the players&apos; page, the projector and the seating file show no seating yet.</source>
        <translation>Runde %1 ist ein Entwurf: Spielerseite, Beamer und Sitzplan-Datei zeigen noch keinen Sitzplan.</translation>
    </message>
    <message>
        <source>Check it, draw it again if need be, then publish it (%1).</source>
        <translation>Prüfen Sie ihn, losen Sie ihn wenn nötig neu aus, dann veröffentlichen Sie ihn (%1).</translation>
    </message>
    <message>
        <source>Pu&amp;blish rounds %1 to %2</source>
        <translation>Runden %1 bis %2 &amp;veröffentlichen</translation>
    </message>
    <message>
        <source>Pu&amp;blish round %1</source>
        <translation>Runde %1 &amp;veröffentlichen</translation>
    </message>
</context>
<context>
    <name>ctd::ServerDialog</name>
    <message>
        <source>Connect to a tournament server</source>
        <translation>Mit einem Turnierserver verbinden</translation>
    </message>
    <message>
        <source>asked each time, never stored</source>
        <translation>wird jedes Mal abgefragt, nie gespeichert</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>&amp;Server:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Datenbank:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Benutzer:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Pass&amp;wort:</translation>
    </message>
    <message>
        <source>This desk&apos;s &amp;name:</source>
        <translation>&amp;Name dieses Arbeitsplatzes:</translation>
    </message>
    <message>
        <source>One database holds one tournament. The server&apos;s administrator creates the empty database; the desk creates its tables.</source>
        <translation>Eine Datenbank enthält ein Turnier. Der Administrator des Servers legt die leere Datenbank an; das Programm legt ihre Tabellen an.</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Verbinden</translation>
    </message>
</context>
<context>
    <name>ctd::ShareDialog</name>
    <message>
        <source>The network of %1</source>
        <translation>Das Netzwerk von %1</translation>
    </message>
    <message>
        <source>Every network of this computer (0.0.0.0)</source>
        <translation>Alle Netzwerke dieses Computers (0.0.0.0)</translation>
    </message>
    <message>
        <source>&amp;Stop sharing</source>
        <translation>Teilen &amp;beenden</translation>
    </message>
    <message>
        <source>&amp;Start sharing</source>
        <translation>&amp;Teilen starten</translation>
    </message>
    <message>
        <source>Players open %1 on their phones (on the same network as this computer), or scan the code.</source>
        <translation>Die Spieler öffnen %1 auf ihren Handys (im selben Netzwerk wie dieser Computer) oder scannen den Code.</translation>
    </message>
    <message>
        <source>Not shared.</source>
        <translation>Nicht geteilt.</translation>
    </message>
    <message>
        <source>Share on the local network</source>
        <translation>Im lokalen Netz teilen</translation>
    </message>
    <message>
        <source>The players&apos; page shows the newest round&apos;s seating, the standings and the round clock, read-only, and follows every save. Nothing is shared until you start it.</source>
        <translation>Die Spielerseite zeigt den Sitzplan der neuesten Runde, die Turnierrangliste und die Rundenuhr, nur lesend, und folgt jedem Speichern. Nichts wird geteilt, bevor das Teilen gestartet wird.</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse:</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>P&amp;ort:</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Schließen</translation>
    </message>
    <message>
        <source>This computer only (127.0.0.1): no phone can reach it</source>
        <translation>Nur dieser Computer (127.0.0.1): kein Handy erreicht ihn</translation>
    </message>
    <message>
        <source>Only this computer can open %1: no phone can reach it, and slips printed now carry a code that no phone can open. Stop sharing and choose the network of this computer.</source>
        <translation>Nur dieser Computer kann %1 öffnen: Kein Handy erreicht die Adresse, und jetzt gedruckte Zettel tragen einen Code, den kein Handy öffnen kann. Teilen beenden und das Netzwerk dieses Computers wählen.</translation>
    </message>
    <message>
        <source>No phone can reach 127.0.0.1: only this computer.</source>
        <translation>Kein Handy erreicht 127.0.0.1: nur dieser Computer.</translation>
    </message>
</context>
<context>
    <name>ctd::SheetEditor</name>
    <message>
        <source>Cells still to fill: %1.</source>
        <translation>Noch auszufüllende Felder: %1.</translation>
    </message>
    <message>
        <source>Problems to correct: %1.</source>
        <translation>Zu korrigierende Probleme: %1.</translation>
    </message>
    <message>
        <source>The sheet is complete: press Enter to save it.</source>
        <translation>Das Formular ist vollständig: Zum Speichern die Eingabetaste drücken.</translation>
    </message>
    <message>
        <source>%1&apos;s Largest Army mark was cleared: %1 no longer ties for the most knights.</source>
        <translation>Die Markierung für die Größte Rittermacht bei %1 wurde entfernt: %1 liegt bei den meisten Rittern nicht mehr gleichauf.</translation>
    </message>
    <message>
        <source>%1&apos;s Longest Road mark was cleared: %1 no longer ties for the longest road.</source>
        <translation>Die Markierung für die Längste Handelsstraße bei %1 wurde entfernt: %1 liegt bei der längsten Straße nicht mehr gleichauf.</translation>
    </message>
    <message>
        <source>%1&apos;s declared-victory mark was cleared: %1 no longer has 10 VP or more.</source>
        <translation>Die Markierung „Sieg erklärt“ bei %1 wurde entfernt: %1 hat nicht mehr 10 oder mehr VP.</translation>
    </message>
    <message>
        <source>%1&apos;s declared-victory mark was cleared: fewer than two players have 10 VP or more.</source>
        <translation>Die Markierung „Sieg erklärt“ bei %1 wurde entfernt: Weniger als zwei Spieler haben 10 oder mehr VP.</translation>
    </message>
    <message>
        <source>Round %1, table %2</source>
        <translation>Runde %1, Tisch %2</translation>
    </message>
    <message>
        <source>No result yet</source>
        <translation>Noch kein Ergebnis</translation>
    </message>
    <message>
        <source>Draft: left out of the standings until it is complete and correct</source>
        <translation>Entwurf: zählt erst für die Turnierrangliste, wenn er vollständig und korrekt ist</translation>
    </message>
    <message>
        <source>Result saved</source>
        <translation>Ergebnis gespeichert</translation>
    </message>
    <message>
        <source>%1, changed and not saved yet</source>
        <translation>%1, geändert und noch nicht gespeichert</translation>
    </message>
    <message>
        <source>Choose a table of the round to type its result sheet.</source>
        <translation>Einen Tisch der Runde wählen, um sein Ergebnisformular einzugeben.</translation>
    </message>
    <message>
        <source>The result is saved.</source>
        <translation>Das Ergebnis ist gespeichert.</translation>
    </message>
</context>
<context>
    <name>ctd::SheetGrid</name>
    <message>
        <source>Seat</source>
        <translation>Sitzplatz</translation>
    </message>
    <message>
        <source>Offered when players tie for the most knights (3 or more). Space sets it.</source>
        <translation>Wird angeboten, wenn Spieler mit den meisten Rittern (3 oder mehr) gleichauf liegen. Mit der Leertaste setzen.</translation>
    </message>
    <message>
        <source>Offered when players tie for the longest road (5 or more). Space sets it.</source>
        <translation>Wird angeboten, wenn Spieler mit der längsten Straße (5 oder mehr) gleichauf liegen. Mit der Leertaste setzen.</translation>
    </message>
    <message>
        <source>Offered when two or more players have 10 VP or more. Space sets it.</source>
        <translation>Wird angeboten, wenn mindestens zwei Spieler 10 oder mehr VP haben. Mit der Leertaste setzen.</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>Game victory points, titles included</source>
        <translation>Siegpunkte im Spiel, einschließlich der Titel</translation>
    </message>
    <message>
        <source>Largest Army</source>
        <translation>Größte Ritter­macht</translation>
    </message>
    <message>
        <source>Holds Largest Army (2 VP)</source>
        <translation>Hat die Größte Rittermacht (2 VP)</translation>
    </message>
    <message>
        <source>Longest Road</source>
        <translation>Längste Handels­straße</translation>
    </message>
    <message>
        <source>Holds Longest Road (2 VP)</source>
        <translation>Hat die Längste Handelsstraße (2 VP)</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Shown when the sheet is complete and breaks no rule</source>
        <translation>Wird angezeigt, wenn das Formular vollständig ist und keine Regel verletzt</translation>
    </message>
    <message>
        <source>Round points</source>
        <translation>Runden­punkte</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>ctd::SheetProblems</name>
    <message>
        <source>Whole table</source>
        <translation>Ganzer Tisch</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>What to change</source>
        <translation>Was zu ändern ist</translation>
    </message>
    <message>
        <source>Problems on this sheet</source>
        <translation>Probleme in diesem Formular</translation>
    </message>
    <message>
        <source>Show the rule</source>
        <translation>Regel anzeigen</translation>
    </message>
    <message>
        <source>Shows the rule behind the chosen problem (F1)</source>
        <translation>Zeigt die Regel zum gewählten Problem (F1)</translation>
    </message>
</context>
<context>
    <name>ctd::StandingsModel</name>
    <message>
        <source>%1 (dropped)</source>
        <translation>%1 (ausgeschieden)</translation>
    </message>
    <message>
        <source>%1: out at the no-win cut, plays no more preliminary games</source>
        <translation>%1: ohne Sieg ausgeschieden, spielt keine Vorrunde mehr</translation>
    </message>
</context>
<context>
    <name>ctd::StandingsView</name>
    <message>
        <source>Shows only the players whose name contains this text.</source>
        <translation>Zeigt nur die Spieler, deren Name diesen Text enthält.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (so far: %2 of %n table(s))</source>
        <translation>
            <numerusform>%1 (bisher: %2 von %n Tisch)</numerusform>
            <numerusform>%1 (bisher: %2 von %n Tischen)</numerusform>
        </translation>
    </message>
    <message>
        <source>Find a player (Ctrl+F)</source>
        <translation>Spieler suchen (Strg+F)</translation>
    </message>
    <message>
        <source>%1: updating…</source>
        <translation>%1: wird aktualisiert…</translation>
    </message>
    <message>
        <source>Players chosen by the director against the cut: %1</source>
        <translation>Spieler von der Turnierleitung abweichend von der Qualifikation gewählt: %1</translation>
    </message>
</context>
<context>
    <name>ctd::StartRoundDialog</name>
    <message>
        <source>The seed must be a whole number from 0 to 4294967295. Type one, or press &quot;New seed&quot;.</source>
        <translation>Der Startwert muss eine ganze Zahl von 0 bis 4294967295 sein. Einen eingeben oder „Neuer Startwert“ drücken.</translation>
    </message>
    <message>
        <source>Start round %1</source>
        <translation>Runde %1 starten</translation>
    </message>
    <message>
        <source>&amp;Random draw</source>
        <translation>&amp;Zufällig auslosen</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Startwert:</translation>
    </message>
    <message>
        <source>The same seed with the same players gives the same tables. Type the seed of an earlier draw to repeat it.</source>
        <translation>Derselbe Startwert mit denselben Spielern ergibt dieselben Tische. Zum Wiederholen einer früheren Auslosung deren Startwert eingeben.</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>Neuer Startwert</translation>
    </message>
    <message>
        <source>Seat by &amp;hand</source>
        <translation>Von &amp;Hand einteilen</translation>
    </message>
    <message>
        <source>Start round</source>
        <translation>Runde starten</translation>
    </message>
    <message numerus="yes">
        <source>%n active player(s): %1.</source>
        <translation>
            <numerusform>%n aktiver Spieler: %1.</numerusform>
            <numerusform>%n aktive Spieler: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Search &amp;longer (up to a minute)</source>
        <translation>&amp;Länger suchen (bis zu einer Minute)</translation>
    </message>
    <message>
        <source>Spends up to a minute looking for fewer repeat meetings, with progress shown; stopping early keeps the best seating found.</source>
        <translation>Sucht bis zu einer Minute nach weniger wiederholten Begegnungen und zeigt den Fortschritt; wer früher anhält, erhält den besten bis dahin gefundenen Sitzplan.</translation>
    </message>
    <message>
        <source>Draw by s&amp;tandings (the leaders at table 1, repeats avoided)</source>
        <translation>Nach &amp;Rangliste auslosen (die Führenden an Tisch 1, ohne Wiederholungen, wo möglich)</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) marked absent at the check-in sit out this round.</source>
        <translation>
            <numerusform>%n Spieler ist bei der Anwesenheit als abwesend gemeldet und setzt diese Runde aus.</numerusform>
            <numerusform>%n Spieler sind bei der Anwesenheit als abwesend gemeldet und setzen diese Runde aus.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ctd::TablesModel</name>
    <message>
        <source>No result</source>
        <translation>Kein Ergebnis</translation>
    </message>
    <message>
        <source>Draft</source>
        <translation>Entwurf</translation>
    </message>
    <message>
        <source>Complete</source>
        <translation>Vollständig</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>confirmed %1/%2</source>
        <translation>bestätigt %1/%2</translation>
    </message>
    <message>
        <source>reported</source>
        <translation>gemeldet</translation>
    </message>
    <message>
        <source>conflict</source>
        <translation>Widerspruch</translation>
    </message>
    <message>
        <source>accepted</source>
        <translation>übernommen</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>verworfen</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <source>superseded</source>
        <translation>überholt</translation>
    </message>
</context>
<context>
    <name>ctd::TournamentInfoDialog</name>
    <message>
        <source>The tournament needs a name; it heads every printed page.</source>
        <translation>Das Turnier braucht einen Namen; er steht über jeder gedruckten Seite.</translation>
    </message>
    <message>
        <source>Tournament details</source>
        <translation>Turnierdaten</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Datum:</translation>
    </message>
    <message>
        <source>Tie-breaks after round points, in order: vp, share, first, second, third (places); the name decides last.</source>
        <translation>Wertungen nach den Rundenpunkten, der Reihe nach: vp, share, first, second, third (Plätze); zuletzt entscheidet der Name.</translation>
    </message>
    <message>
        <source>Round points %1 at tables of 4, %2 at tables of 3; VP cap: %3.</source>
        <translation>Rundenpunkte %1 am Vierertisch, %2 am Dreiertisch; VP-Obergrenze: %3.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Custom rule set</source>
        <translation>Eigenes Regelwerk</translation>
    </message>
    <message>
        <source>&amp;Rule set:</source>
        <translation>&amp;Regelwerk:</translation>
    </message>
    <message>
        <source>Points, table of &amp;4:</source>
        <translation>Punkte, Vierertisch (&amp;4):</translation>
    </message>
    <message>
        <source>Points, table of &amp;3:</source>
        <translation>Punkte, Dreiertisch (&amp;3):</translation>
    </message>
    <message>
        <source>&amp;VP cap (or none):</source>
        <translation>&amp;VP-Obergrenze (oder none):</translation>
    </message>
    <message>
        <source>&amp;Share:</source>
        <translation>&amp;Anteil:</translation>
    </message>
    <message>
        <source>&amp;Tie-breaks:</source>
        <translation>&amp;Wertungen:</translation>
    </message>
    <message>
        <source>pooled over the tables</source>
        <translation>über alle Tische zusammen</translation>
    </message>
    <message>
        <source>average of the tables&apos; shares</source>
        <translation>Durchschnitt der Anteile je Tisch</translation>
    </message>
    <message>
        <source>sum of the percentages, virtual fourth player at tables of 3</source>
        <translation>Summe der Prozente, virtueller vierter Spieler am Dreiertisch</translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation>Eigenes…</translation>
    </message>
    <message>
        <source>Type the date as %1, or as year-month-day (2026-03-14).</source>
        <translation>Das Datum als %1 eingeben oder als Jahr-Monat-Tag (2026-03-14).</translation>
    </message>
    <message>
        <source>Not a team event: no player has a team. Give players a team on the Players page (Ctrl+T) to make it one.</source>
        <translation>Kein Teamturnier: kein Spieler hat ein Team. Den Spielern auf der Seite Spieler ein Team geben (Strg+T), um eines daraus zu machen.</translation>
    </message>
    <message numerus="yes">
        <source>Team event: %n team(s).</source>
        <translation>
            <numerusform>Teamturnier: %n Team.</numerusform>
            <numerusform>Teamturnier: %n Teams.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) in a team. The team standings are on the Results page; the seating keeps teammates apart.</source>
        <translation>
            <numerusform>%n Spieler in einem Team. Die Teamwertung steht auf der Seite Ergebnisse; der Sitzplan hält Teamkollegen getrennt.</numerusform>
            <numerusform>%n Spieler in einem Team. Die Teamwertung steht auf der Seite Ergebnisse; der Sitzplan hält Teamkollegen getrennt.</numerusform>
        </translation>
    </message>
    <message>
        <source>No-&amp;win cut after game:</source>
        <translation>Ohne Sieg a&amp;us nach Runde:</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>Players without a win after this game play no more preliminary rounds; they stay in the standings below everyone still playing.</source>
        <translation>Spieler ohne Sieg nach dieser Runde spielen keine Vorrunde mehr; sie bleiben in der Rangliste unter allen, die weiterspielen.</translation>
    </message>
</context>
<context>
    <name>ctd::TurnOrderDialog</name>
    <message>
        <source>%1. %2 (starts)</source>
        <translation>%1. %2 (beginnt)</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <comment>seat and player</comment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Turn order</source>
        <translation>Zugreihenfolge</translation>
    </message>
    <message>
        <source>The players were seated by preliminary rank and chose their turn order in that order. Put them in the order they play: seat 1 starts.</source>
        <translation>Die Spieler wurden nach dem Rang der Vorrunden gesetzt und haben in dieser Reihenfolge ihre Zugreihenfolge gewählt. In die Reihenfolge bringen, in der sie spielen: Sitzplatz 1 beginnt.</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Tisch:</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Tisch %1</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <source>Move &amp;down</source>
        <translation>Nach &amp;unten</translation>
    </message>
    <message>
        <source>One seat earlier (Ctrl+Up)</source>
        <translation>Einen Platz früher (Strg+Pfeil hoch)</translation>
    </message>
    <message>
        <source>One seat later (Ctrl+Down)</source>
        <translation>Einen Platz später (Strg+Pfeil runter)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Result entry and standings for CATAN tournaments.</source>
        <translation>Ergebniserfassung und Turnierrangliste für CATAN-Turniere.</translation>
    </message>
    <message>
        <source>The tournament file to open.</source>
        <translation>Die zu öffnende Turnierdatei.</translation>
    </message>
</context>
</TS>
