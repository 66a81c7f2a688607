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
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot;; see catan-desk-cli --help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>missing %1; see catan-desk-cli --help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too many arguments; see catan-desk-cli --help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown option &quot;%1&quot;; see catan-desk-cli --help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the option %1 needs a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the option %1 takes a whole number, not &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown language &quot;%1&quot;; use en, de or pt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the command &quot;%1&quot; works on a tournament file: give --db FILE</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CsvText</name>
    <message>
        <source>The file is not UTF-8 text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A quoted field that starts here is never closed with a quote.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text follows a closing quote; a quote inside a quoted field is written as two quotes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A quote inside an unquoted field; put the whole field in quotes and double the quote.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FileMessages</name>
    <message>
        <source>The header has no column &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is empty: it has no header row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The row has %1 fields but the header has %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 is &quot;%2&quot;, not a whole number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 is &quot;%2&quot;; it is a whole number from 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 mark is &quot;%2&quot;; write 1, 0, true, false or leave it empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player&apos;s name is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already plays at table %2 in round %3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SheetMessages</name>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settlements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VP cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest road</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claimed Largest Army first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claimed Longest Road first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declared victory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A table seats 3 or 4 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player sits once at a table and once in a round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settlements: 0 to 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cities: 0 to 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No city: at least 2 settlements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VP cards: 0 to 5 per player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knights: 0 to 14 per player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roads: 2 to 15</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest road: at most the roads built</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VP cards: at most 5 at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knights: at most 14 at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ties for Largest Army</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ties for Longest Road</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A table seats 3 or 4 players, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is entered more than once; a player sits at a table only once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settlements %1: enter 0 to 5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cities %1: enter 0 to 4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With no city a player has at least 2 settlements, not %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VP cards %1: enter 0 to 5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knights played %1: enter 0 to 14.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roads built %1: enter 2 to 15.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest road %1 is more than the roads built (%2): enter 0 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table holds %1 VP cards together; there are only 5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table played %1 knights together; there are only 14.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Several players tie for the most knights (3 or more): mark the one who claimed Largest Army first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only one of the players tied for Largest Army claimed it first: clear the other marks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Largest Army mark is only for a player tied for the most knights (3 or more): clear it here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Several players tie for the longest road (5 or more): mark the one who claimed Longest Road first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only one of the players tied for Longest Road claimed it first: clear the other marks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Longest Road mark is only for a player tied for the longest road (5 or more): clear it here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declared victory applies only when two or more players have 10 VP or more: clear the mark.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two or more players have 10 VP or more: mark the one who declared victory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only one player declared victory: clear the other marks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a player with 10 VP or more can declare victory: clear the mark.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
