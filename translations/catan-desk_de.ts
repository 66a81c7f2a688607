<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>CliDbTexts</name>
    <message>
        <source>Imported %1 table results; %2 were in the tournament already.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>export writes &quot;results&quot; or &quot;standings&quot;, not &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
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
        <source>Usage:
  catan-desk-cli score RESULTS.csv                       table results to stdout
  catan-desk-cli standings RESULTS.csv [--after-round N] standings to stdout
  catan-desk-cli --db FILE import RESULTS.csv            add results to a tournament
  catan-desk-cli --db FILE standings [--after-round N]   standings of a tournament
  catan-desk-cli --db FILE export results|standings      a tournament&apos;s results or standings
      (--db standings and export also take --after-round N and --spreadsheet)

Options:
  --db FILE     the tournament database file
  --lang LANG   language of messages: en, de or pt (default: the environment&apos;s)
  -h, --help    show this help
  --version     show the program&apos;s version

Exit status: 0 done; 1 the input breaks a rule (nothing is written);
2 a usage, file or database problem.
</source>
        <translation type="unfinished"></translation>
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
    <name>DbMessages</name>
    <message>
        <source>%1 is an empty file, not a tournament file. Choose a tournament file, or delete the empty file to start a new tournament under that name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a tournament file (it is not an SQLite database). Choose a tournament file, or a new file name to start a tournament.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a database of another program, not a tournament file. It was left as it is; choose a tournament file or a new file name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was written by a newer version of Catan Tournament Desk (file version %2; this version reads up to %3). Open it with the newer version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was written by an earlier version of Catan Tournament Desk and must be upgraded first. Open it once for writing (in the desk) and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 uses the rule set &quot;%2&quot;, which this version does not know. Open it with the version that wrote it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a folder, not a tournament file. Choose a file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no tournament file %1. Check the name, or create the tournament at the desk or by importing results.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is read-only, so no result could be saved in it. Make the file writable, or copy it to a folder of your own, and open it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder %2 is read-only, and the tournament file %1 needs to write its journal beside it. Make the folder writable, or copy the file to a folder of your own, and open it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder %1 could not be created. Check the name and that you may write there, or choose another place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is open in another desk (%2, process %3 on %4). Close it there first: two desks writing one file would mix up results.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is being written by another program. Close that program, or wait until it is done, and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be opened: %2. Check the file and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tournament file %1 could not be created: %2. Check the disk and the folder, or choose another place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs an upgrade, but the copy %2 to keep beforehand could not be written. Nothing was changed; free some disk space or make the folder writable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be upgraded: %2. Nothing was changed; a copy is in %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save to %1: %2. Nothing was changed; check the disk and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No tournament file is open. Open or create one first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is open for reading only, so nothing can be changed. Open it for writing to make changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player&apos;s name is empty. Type a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is already a player named &quot;%1&quot;. Choose another name, e.g. add the first letter of the surname.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no player number %1 in this tournament. Reload the player list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player cannot be kept apart from themselves. Choose two different players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has dropped out and cannot be seated. Take them back into the tournament first, or seat someone else.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A round needs at least one table. Seat the players first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table %1 has %2 players; a table seats 3 or 4. Move players between tables.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is seated twice in the round. Seat each player once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no round %1; the tournament has %2 rounds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 has no table %2. Check the table number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 already has results, so its seating cannot change. Undo its result sheets first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no round to remove.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sheet&apos;s players do not match the seating of round %1, table %2 (%3, in this order). Enter the sheet for the seated players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sheet of round %1, table %2 breaks a rule, so it cannot count. Correct it, or save it as a draft to settle it later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1, table %2 has no saved sheet to undo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The results break rules of the tournament; nothing was imported. Correct the lines reported and import again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1, table %2 already has a different result in the tournament. Correct it at the desk, or remove this table from the file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1, table %2 has a draft sheet in the tournament that is being settled. Finish it at the desk, or remove this table from the file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tournament seats %3 at round %1, table %2; the file has other players. Correct the names in the file or the seating at the desk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already plays at table %2 in round %3 of the tournament.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 cannot be added: the tournament has %2 rounds, and rounds follow one another. Import round %3 first, or in the same file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The results do not fit the tournament; nothing was imported. Correct the lines reported and import again.</source>
        <translation type="unfinished"></translation>
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
        <source>The row has %1 fields but the header has %2.</source>
        <translation>Die Zeile hat %1 Felder, die Kopfzeile aber %2.</translation>
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
    <message>
        <source>%1 already plays at table %2 in round %3.</source>
        <translation>%1 spielt in Runde %3 bereits an Tisch %2.</translation>
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
        <translation>Siegpunktkarten</translation>
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
    <name>ctd::RulesHelp</name>
    <message>
        <source>Scoring rules</source>
        <translation>Wertungsregeln</translation>
    </message>
</context>
</TS>
