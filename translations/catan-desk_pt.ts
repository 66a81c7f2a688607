<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
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
    <name>CliPrintTexts</name>
    <message>
        <source>unknown document &quot;%1&quot;; print standings, seating or slips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1 does not exist: the tournament has no rounds yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round %1 does not exist: the tournament has rounds 1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tournament has no rounds yet: seat a round before printing its paperwork</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown paper &quot;%1&quot;; use a4 or letter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>printing needs Qt&apos;s GUI library; run catan-desk-cli itself</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CliSeatTexts</name>
    <message>
        <source>%1 is not UTF-8 text: save it as UTF-8 and try again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is on line %3 already; list each player once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a keep-apart line holds exactly two names separated by a comma; put a name that holds a comma in double quotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is named twice on one line; a keep-apart pair is two different players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not in %3; check the spelling or add the player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>drawn with seed %1; give --seed %1 to draw the same seating again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tournament has no round %1: the next round to seat is %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CliTexts</name>
    <message>
        <source>unknown command &quot;%1&quot;; see catan-desk-cli --help</source>
        <translation>comando desconhecido “%1”; veja catan-desk-cli --help</translation>
    </message>
    <message>
        <source>missing %1; see catan-desk-cli --help</source>
        <translation>falta %1; veja catan-desk-cli --help</translation>
    </message>
    <message>
        <source>too many arguments; see catan-desk-cli --help</source>
        <translation>argumentos demais; veja catan-desk-cli --help</translation>
    </message>
    <message>
        <source>unknown option &quot;%1&quot;; see catan-desk-cli --help</source>
        <translation>opção desconhecida “%1”; veja catan-desk-cli --help</translation>
    </message>
    <message>
        <source>the option %1 needs a value</source>
        <translation>a opção %1 precisa de um valor</translation>
    </message>
    <message>
        <source>the option %1 takes a whole number, not &quot;%2&quot;</source>
        <translation>a opção %1 aceita um número inteiro, não “%2”</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>não é possível ler %1: %2</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>não é possível gravar %1: %2</translation>
    </message>
    <message>
        <source>unknown language &quot;%1&quot;; use en, de or pt</source>
        <translation>língua desconhecida “%1”; use en, de ou pt</translation>
    </message>
    <message>
        <source>the command &quot;%1&quot; works on a tournament file: give --db FILE</source>
        <translation>o comando “%1” trabalha com um arquivo de torneio: informe --db ARQUIVO</translation>
    </message>
    <message>
        <source>Usage:
  catan-desk-cli score RESULTS.csv                       table results to stdout
  catan-desk-cli standings RESULTS.csv [--after-round N] standings to stdout
  catan-desk-cli --db FILE import RESULTS.csv            add results to a tournament
  catan-desk-cli --db FILE standings [--after-round N]   standings of a tournament
  catan-desk-cli --db FILE export results|standings      a tournament&apos;s results or standings
      (--db standings and export also take --after-round N and --spreadsheet)
  catan-desk-cli seat PLAYERS.txt --rounds R [--seed S] [--apart FILE]
                                                         a schedule of R rounds to stdout
  catan-desk-cli --db FILE seat --round N [--by-standings] [--seed S]
                                                         seat (or re-seat) round N of a tournament
  catan-desk-cli --db FILE print standings|seating|slips -o FILE.pdf
      [--round N] [--by-name] [--one-per-page] [--paper a4|letter]
                                                         the desk&apos;s documents as PDF

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
        <translation>O arquivo não é texto UTF-8.</translation>
    </message>
    <message>
        <source>A quoted field that starts here is never closed with a quote.</source>
        <translation>Um campo entre aspas começa aqui e nunca é fechado com aspas.</translation>
    </message>
    <message>
        <source>Text follows a closing quote; a quote inside a quoted field is written as two quotes.</source>
        <translation>Há texto depois das aspas de fechamento; aspas dentro de um campo entre aspas são escritas duas vezes.</translation>
    </message>
    <message>
        <source>A quote inside an unquoted field; put the whole field in quotes and double the quote.</source>
        <translation>Aspas dentro de um campo sem aspas; coloque o campo inteiro entre aspas e duplique as aspas.</translation>
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
    <name>Documents</name>
    <message>
        <source>CATAN tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings before the first round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings after round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished">Jogador</translation>
    </message>
    <message>
        <source>Round points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VP share (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished">Mesa</translation>
    </message>
    <message>
        <source>Largest Army</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest Road</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No players yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seating of round %1 by table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat 1 (starts)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 has no seating yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seating of round %1 by name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result slips of round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roads built</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1, table %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2</source>
        <comment>seat number and player</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter whole numbers. Tick a mark only where the rules ask for one: who claimed a tied title first, and who declared victory when two or more players reached 10 VP. Every player signs to confirm the result.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FileMessages</name>
    <message>
        <source>The header has no column &quot;%1&quot;.</source>
        <translation>O cabeçalho não tem a coluna “%1”.</translation>
    </message>
    <message>
        <source>The file is empty: it has no header row.</source>
        <translation>O arquivo está vazio: não tem linha de cabeçalho.</translation>
    </message>
    <message>
        <source>The row has %1 fields but the header has %2.</source>
        <translation>A linha tem %1 campos, mas o cabeçalho tem %2.</translation>
    </message>
    <message>
        <source>The %1 is &quot;%2&quot;, not a whole number.</source>
        <translation>O valor de %1 é “%2”, não um número inteiro.</translation>
    </message>
    <message>
        <source>The %1 is &quot;%2&quot;; it is a whole number from 1.</source>
        <translation>O valor de %1 é “%2”; deve ser um número inteiro a partir de 1.</translation>
    </message>
    <message>
        <source>The %1 mark is &quot;%2&quot;; write 1, 0, true, false or leave it empty.</source>
        <translation>A marca %1 é “%2”; escreva 1, 0, true, false ou deixe vazio.</translation>
    </message>
    <message>
        <source>The player&apos;s name is empty.</source>
        <translation>O nome do jogador está vazio.</translation>
    </message>
    <message>
        <source>%1 already plays at table %2 in round %3.</source>
        <translation>%1 já joga na mesa %2 na rodada %3.</translation>
    </message>
</context>
<context>
    <name>NameList</name>
    <message>
        <source>Line %1 is not valid CSV: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file holds no names. Put one name a row, in the first column or in a column headed &quot;player&quot; or &quot;name&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>already in the tournament: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>given twice: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No name was added, because every name must be unique (%1). Change or remove these names and add the list again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PaperTexts</name>
    <message>
        <source>Page %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot write %1: %2. Choose another folder or file name.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Seating</name>
    <message>
        <source>There are no players to seat. Add players before drawing a round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tables seat 3 or 4 players, so a round needs 3, 4 or at least 6 players, not %1. Add or remove players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1 is listed twice for the same round. List each player once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The number of rounds to plan must be between 1 and %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep-apart pairs at one table: %1. The search found no way to separate them; check the keep-apart list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody meets an opponent again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repeat meetings: %1, the fewest possible with this many players and rounds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repeat meetings: %1. At least %2 cannot be avoided; the search found no seating with fewer within its work limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repeat meetings: %1. The search found no seating without repeats within its work limit, though one may exist; another seed may find one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players with a place in the turn order they had before: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SheetChanges</name>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 %3 → %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SheetMessages</name>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>Settlements</source>
        <translation>Aldeias</translation>
    </message>
    <message>
        <source>Cities</source>
        <translation>Cidades</translation>
    </message>
    <message>
        <source>VP cards</source>
        <translation>Cartas de VP</translation>
    </message>
    <message>
        <source>Knights</source>
        <translation>Cavaleiros</translation>
    </message>
    <message>
        <source>Roads</source>
        <translation>Estradas</translation>
    </message>
    <message>
        <source>Longest road</source>
        <translation>Estrada mais longa</translation>
    </message>
    <message>
        <source>Claimed Largest Army first</source>
        <translation>Conquistou o Maior Exército primeiro</translation>
    </message>
    <message>
        <source>Claimed Longest Road first</source>
        <translation>Conquistou a Maior Estrada primeiro</translation>
    </message>
    <message>
        <source>Declared victory</source>
        <translation>Declarou vitória</translation>
    </message>
    <message>
        <source>A table seats 3 or 4 players</source>
        <translation>Uma mesa tem 3 ou 4 jogadores</translation>
    </message>
    <message>
        <source>A player sits once at a table and once in a round</source>
        <translation>Um jogador senta uma vez na mesa e uma vez por rodada</translation>
    </message>
    <message>
        <source>Settlements: 0 to 5</source>
        <translation>Aldeias: 0 a 5</translation>
    </message>
    <message>
        <source>Cities: 0 to 4</source>
        <translation>Cidades: 0 a 4</translation>
    </message>
    <message>
        <source>No city: at least 2 settlements</source>
        <translation>Sem cidade: pelo menos 2 aldeias</translation>
    </message>
    <message>
        <source>VP cards: 0 to 5 per player</source>
        <translation>Cartas de VP: 0 a 5 por jogador</translation>
    </message>
    <message>
        <source>Knights: 0 to 14 per player</source>
        <translation>Cavaleiros: 0 a 14 por jogador</translation>
    </message>
    <message>
        <source>Roads: 2 to 15</source>
        <translation>Estradas: 2 a 15</translation>
    </message>
    <message>
        <source>Longest road: at most the roads built</source>
        <translation>Estrada mais longa: no máximo as estradas construídas</translation>
    </message>
    <message>
        <source>VP cards: at most 5 at the table</source>
        <translation>Cartas de VP: no máximo 5 na mesa</translation>
    </message>
    <message>
        <source>Knights: at most 14 at the table</source>
        <translation>Cavaleiros: no máximo 14 na mesa</translation>
    </message>
    <message>
        <source>Ties for Largest Army</source>
        <translation>Empates no Maior Exército</translation>
    </message>
    <message>
        <source>Ties for Longest Road</source>
        <translation>Empates na Maior Estrada</translation>
    </message>
    <message>
        <source>A table seats 3 or 4 players, not %1.</source>
        <translation>Uma mesa tem 3 ou 4 jogadores, não %1.</translation>
    </message>
    <message>
        <source>%1 is entered more than once; a player sits at a table only once.</source>
        <translation>%1 aparece mais de uma vez; um jogador senta só uma vez em cada mesa.</translation>
    </message>
    <message>
        <source>Settlements %1: enter 0 to 5.</source>
        <translation>Aldeias %1: informe de 0 a 5.</translation>
    </message>
    <message>
        <source>Cities %1: enter 0 to 4.</source>
        <translation>Cidades %1: informe de 0 a 4.</translation>
    </message>
    <message>
        <source>With no city a player has at least 2 settlements, not %1.</source>
        <translation>Sem cidades, um jogador tem pelo menos 2 aldeias, não %1.</translation>
    </message>
    <message>
        <source>VP cards %1: enter 0 to 5.</source>
        <translation>Cartas de VP %1: informe de 0 a 5.</translation>
    </message>
    <message>
        <source>Knights played %1: enter 0 to 14.</source>
        <translation>Cavaleiros jogados %1: informe de 0 a 14.</translation>
    </message>
    <message>
        <source>Roads built %1: enter 2 to 15.</source>
        <translation>Estradas construídas %1: informe de 2 a 15.</translation>
    </message>
    <message>
        <source>Longest road %1 is more than the roads built (%2): enter 0 to %2.</source>
        <translation>Estrada mais longa %1 é maior que as estradas construídas (%2): informe de 0 a %2.</translation>
    </message>
    <message>
        <source>The table holds %1 VP cards together; there are only 5.</source>
        <translation>A mesa tem %1 cartas de VP ao todo; existem só 5.</translation>
    </message>
    <message>
        <source>The table played %1 knights together; there are only 14.</source>
        <translation>A mesa jogou %1 cavaleiros ao todo; o limite é 14.</translation>
    </message>
    <message>
        <source>Several players tie for the most knights (3 or more): mark the one who claimed Largest Army first.</source>
        <translation>Vários jogadores empatam com mais cavaleiros (3 ou mais): marque quem conquistou o Maior Exército primeiro.</translation>
    </message>
    <message>
        <source>Only one of the players tied for Largest Army claimed it first: clear the other marks.</source>
        <translation>Só um dos jogadores empatados conquistou o Maior Exército primeiro: desmarque os outros.</translation>
    </message>
    <message>
        <source>The Largest Army mark is only for a player tied for the most knights (3 or more): clear it here.</source>
        <translation>A marca do Maior Exército é só para um jogador empatado com mais cavaleiros (3 ou mais): desmarque aqui.</translation>
    </message>
    <message>
        <source>Several players tie for the longest road (5 or more): mark the one who claimed Longest Road first.</source>
        <translation>Vários jogadores empatam com a estrada mais longa (5 ou mais): marque quem conquistou a Maior Estrada primeiro.</translation>
    </message>
    <message>
        <source>Only one of the players tied for Longest Road claimed it first: clear the other marks.</source>
        <translation>Só um dos jogadores empatados conquistou a Maior Estrada primeiro: desmarque os outros.</translation>
    </message>
    <message>
        <source>The Longest Road mark is only for a player tied for the longest road (5 or more): clear it here.</source>
        <translation>A marca da Maior Estrada é só para um jogador empatado com a estrada mais longa (5 ou mais): desmarque aqui.</translation>
    </message>
    <message>
        <source>Declared victory applies only when two or more players have 10 VP or more: clear the mark.</source>
        <translation>A vitória declarada só vale quando dois ou mais jogadores têm 10 VP ou mais: desmarque.</translation>
    </message>
    <message>
        <source>Two or more players have 10 VP or more: mark the one who declared victory.</source>
        <translation>Dois ou mais jogadores têm 10 VP ou mais: marque quem declarou a vitória.</translation>
    </message>
    <message>
        <source>Only one player declared victory: clear the other marks.</source>
        <translation>Só um jogador declarou a vitória: desmarque os outros.</translation>
    </message>
    <message>
        <source>Only a player with 10 VP or more can declare victory: clear the mark.</source>
        <translation>Só um jogador com 10 VP ou mais pode declarar vitória: desmarque.</translation>
    </message>
</context>
<context>
    <name>TablePlan</name>
    <message>
        <source>%1 active players: a table needs at least 3. Add players, or bring back dropped ones, before starting a round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5 active players cannot be seated: tables seat 3 or 4, and 5 is neither 4 + 1 nor 3 + 2. Add a player or drop one before starting the round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 table of 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tables of 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 table of 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tables of 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ctd::CellCommand</name>
    <message>
        <source>Empty %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ctd::HandSeatingDialog</name>
    <message>
        <source>no player is at table %1; number the tables 1, 2, 3, … without gaps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>table %1 has %2, it needs 3 or 4 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These tables cannot be played: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat round %1 by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give every player a table number. Each table seats 3 or 4; the seat order is the order of this list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished">Jogador</translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished">Mesa</translation>
    </message>
    <message>
        <source>Start round</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ctd::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ctd::MainWindow</name>
    <message>
        <source>Round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Catan Tournament Desk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catan Tournament Desk %1
Result entry and standings for CATAN tournaments.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catan Tournament Desk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unnamed tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no date set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rou&amp;nd (of %1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No round yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 – Catan Tournament Desk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New tournament…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open tournament…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournament &amp;details…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every save is written to the tournament file at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo the last typing in the sheet; with none, the last save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo typing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo last &amp;save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start next round…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Move a player…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove last round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show only tables still needing a &amp;result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;eating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resul&amp;ts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring &amp;rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Seating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit details…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a tournament…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create a new tournament…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No tournament is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; could not be opened as a tournament.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open another tournament or create a new one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not open %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournament not opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open another…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create &amp;new…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournaments (*.catan *.sqlite *.db);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournaments (*.catan)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; exists already, so it is opened instead of replaced. To start a new tournament, choose a new file name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Details not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournament details saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No recent tournaments</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ctd::MarkCommand</name>
    <message>
        <source>Mark %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unmark %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ctd::MovePlayerDialog</name>
    <message>
        <source>Table %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody: take a free seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After this move table %1 would have %2 players; a table seats 3 or 4. Choose a player to swap with instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Possible until the round has a result. The seating is changed, everything else stays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;To table:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Swap with:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ctd::PaperActions</name>
    <message>
        <source>Print preview: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export as PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF not written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 for a spreadsheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV not written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print standings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print seating by &amp;table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print seating by &amp;name…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print result &amp;slips…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings after the last round whose results are all in, with a preview.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every player&apos;s table and seat in alphabetical order, for the wall.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One slip per table with the players&apos; names, for them to fill in and sign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One result slip per page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Otherwise as many slips as fit on a page, with lines to cut along.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export as P&amp;DF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seating by table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seating by name…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result slips…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export standings as &amp;CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export standings for a spreadsheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export results as CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export results for a spreadsheet…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Separated by semicolons, with decimal commas, for spreadsheets set up that way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every result sheet in the results file format, which the desk can import again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ctd::PasteNamesDialog</name>
    <message>
        <source>The list is empty. Paste or type one name a line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a list of players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One name a line. The whole list is added, or nothing if a name is given twice or is already in the tournament.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 names</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ctd::PlayersModel</name>
    <message>
        <source>Dropped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player needs a name. Type the new name, or press Esc to keep &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ctd::PlayersPanel</name>
    <message>
        <source>No tournament is open. Open or create one first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 player added.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 players added.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read &quot;%1&quot;: %2. Check the file and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot import &quot;%1&quot;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New player:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name, then Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search players (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename (F2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste a list…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is already a player of this tournament. Add a distinguishing part to the name (for example a town or an initial).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player &quot;%1&quot; added.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is back and will be seated again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is dropped: their results stay, they are not seated again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv *.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bring back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2 dropped</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ctd::ResultsPanel</name>
    <message>
        <source>Complete: %1 of %2 tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, drafts to finish: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, without a result: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version %1, saved %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only tables still needing a &amp;result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save table (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History of this table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No round yet: start one on the Seating page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1: choose a table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1, table %2: some cells are empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1, table %2 breaks a rule of the sheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the sheet as a draft (listed as needing attention, not in the standings), or go back and correct it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sheet not complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep as &amp;draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Back to the sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Correct a saved result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1, table %2 already has a result. Save this correction? The earlier version stays in the table&apos;s history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save correction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sheet not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1, table %2 was not saved: %3 What you typed is still on the screen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1, table %2 kept as a draft.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1, table %2 saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every table of round %1 has a complete result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Discard typing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;tay on the sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1, table %2 has typing that is not saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no save to undo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table goes back to version %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table goes back to no result.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo last save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo the last save of round %1, table %2? The undone version stays in the history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keep it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save not undone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1, table %2: last save undone.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ctd::RulesHelp</name>
    <message>
        <source>Scoring rules</source>
        <translation>Regras de pontuação</translation>
    </message>
</context>
<context>
    <name>ctd::SeatingPanel</name>
    <message>
        <source>Table %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round not started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No tournament is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 drawn with seed %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 started with %2 tables.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seating is fixed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 has results, so its seating can no longer change. Undo or remove its results first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player not moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1: seating changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round kept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 has results and cannot be removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove round %1 and its seating? It has no results yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keep it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1 removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table / seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished">Jogador</translation>
    </message>
    <message>
        <source>Seating of round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No round yet. Add the players, then start round 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawn with seed %1. The same seed and players repeat this draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start round %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move a player…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ctd::SheetEditor</name>
    <message>
        <source>Cells still to fill: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems to correct: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sheet is complete: press Enter to save it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s Largest Army mark was cleared: %1 no longer ties for the most knights.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s Longest Road mark was cleared: %1 no longer ties for the longest road.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s declared-victory mark was cleared: %1 no longer has 10 VP or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s declared-victory mark was cleared: fewer than two players have 10 VP or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round %1, table %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No result yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draft: left out of the standings until it is complete and correct</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, changed and not saved yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a table of the round to type its result sheet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ctd::SheetGrid</name>
    <message>
        <source>Seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offered when players tie for the most knights (3 or more). Space sets it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offered when players tie for the longest road (5 or more). Space sets it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offered when two or more players have 10 VP or more. Space sets it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game victory points, titles included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest Army</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holds Largest Army (2 VP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Longest Road</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holds Longest Road (2 VP)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shown when the sheet is complete and breaks no rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ctd::SheetProblems</name>
    <message>
        <source>Whole table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished">Jogador</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What to change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems on this sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shows the rule behind the chosen problem (F1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ctd::StandingsView</name>
    <message>
        <source>Find a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shows only the players whose name contains this text.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ctd::StartRoundDialog</name>
    <message>
        <source>The seed must be a whole number from 0 to 4294967295. Type one, or press &quot;New seed&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 active players: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Random draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same seed with the same players gives the same tables. Type the seed of an earlier draw to repeat it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat by &amp;hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start round</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ctd::TablesModel</name>
    <message>
        <source>No result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Complete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished">Mesa</translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ctd::TournamentInfoDialog</name>
    <message>
        <source>The tournament needs a name; it heads every printed page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournament details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Result entry and standings for CATAN tournaments.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tournament file to open.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
