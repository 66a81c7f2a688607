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
    <name>ctd::RulesHelp</name>
    <message>
        <source>Scoring rules</source>
        <translation>Regras de pontuação</translation>
    </message>
</context>
</TS>
