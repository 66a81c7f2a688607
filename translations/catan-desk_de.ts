<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>CliTexts</name>
    <message>
        <source>Usage:
  catan-desk-cli score RESULTS.csv                       table results to stdout
  catan-desk-cli standings RESULTS.csv [--after-round N] standings to stdout
  catan-desk-cli --db FILE import RESULTS.csv            add results to a tournament
  catan-desk-cli --db FILE standings [--after-round N]   standings of a tournament
  catan-desk-cli --db FILE export results|standings      a tournament&apos;s results or standings

Options:
  --db FILE     the tournament database file
  --lang LANG   language of messages: en, de or pt (default: the environment&apos;s)
  -h, --help    show this help
  --version     show the program&apos;s version

Exit status: 0 done; 1 the input breaks a rule (nothing is written);
2 a usage, file or database problem.
</source>
        <translation>Aufruf:
  catan-desk-cli score ERGEBNISSE.csv                       Tischergebnisse nach stdout
  catan-desk-cli standings ERGEBNISSE.csv [--after-round N] Rangliste nach stdout
  catan-desk-cli --db DATEI import ERGEBNISSE.csv           Ergebnisse in ein Turnier übernehmen
  catan-desk-cli --db DATEI standings [--after-round N]     Rangliste eines Turniers
  catan-desk-cli --db DATEI export results|standings        Ergebnisse oder Rangliste eines Turniers

Optionen:
  --db DATEI    die Turnierdatei
  --lang LANG   Sprache der Meldungen: en, de oder pt (Standard: die der Umgebung)
  -h, --help    diese Hilfe zeigen
  --version     die Version des Programms zeigen

Rückgabewert: 0 erledigt; 1 die Eingabe verletzt eine Regel (nichts wird geschrieben);
2 ein Aufruf-, Datei- oder Datenbankproblem.
</translation>
    </message>
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
