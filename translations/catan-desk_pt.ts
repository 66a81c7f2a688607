<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
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
        <translation>Uso:
  catan-desk-cli score RESULTADOS.csv                          resultados das mesas na saída padrão
  catan-desk-cli standings RESULTADOS.csv [--after-round N]    classificação na saída padrão
  catan-desk-cli --db ARQUIVO import RESULTADOS.csv            adicionar resultados a um torneio
  catan-desk-cli --db ARQUIVO standings [--after-round N]      classificação de um torneio
  catan-desk-cli --db ARQUIVO export results|standings         resultados ou classificação de um torneio

Opções:
  --db ARQUIVO  o arquivo do torneio
  --lang LÍNGUA língua das mensagens: en, de ou pt (padrão: a do ambiente)
  -h, --help    mostrar esta ajuda
  --version     mostrar a versão do programa

Código de saída: 0 concluído; 1 a entrada viola uma regra (nada é gravado);
2 um problema de uso, de arquivo ou de banco de dados.
</translation>
    </message>
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
