<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>AddRefereeEntry</name>
    <message>
        <source>warn %1</source>
        <translation>advertir %1</translation>
    </message>
    <message>
        <source>penalise %1</source>
        <translation>penalizar %1</translation>
    </message>
    <message>
        <source>disqualify %1</source>
        <translation>desclassificar %1</translation>
    </message>
</context>
<context>
    <name>BoardPage</name>
    <message>
        <source>Round %1: the board</source>
        <translation>Rodada %1: o tabuleiro</translation>
    </message>
</context>
<context>
    <name>BoardTexts</name>
    <message>
        <source>The hexes are not 4 wood, 4 sheep, 4 wheat, 3 brick, 3 ore and 1 desert.</source>
        <translation>Os hexágonos não são 4 de madeira, 4 de lã, 4 de trigo, 3 de tijolo, 3 de minério e 1 deserto.</translation>
    </message>
    <message>
        <source>Hex %1 has no number.</source>
        <translation>O hexágono %1 não tem número.</translation>
    </message>
    <message>
        <source>Hex %1, the desert, has a number.</source>
        <translation>O hexágono %1, o deserto, tem um número.</translation>
    </message>
    <message>
        <source>The numbers are not one 2, one 12 and two each of 3-6 and 8-11.</source>
        <translation>Os números não são um 2, um 12 e dois de cada um de 3–6 e 8–11.</translation>
    </message>
    <message>
        <source>The harbours are not four 3:1 and one 2:1 of each resource.</source>
        <translation>Os portos não são quatro 3:1 e um 2:1 de cada recurso.</translation>
    </message>
    <message>
        <source>A %1 on hex %2 lies beside a %3 on hex %4.</source>
        <translation>Um %1 no hexágono %2 está ao lado de um %3 no hexágono %4.</translation>
    </message>
    <message>
        <source>Two %1 lie side by side (hexes %2 and %3).</source>
        <translation>Dois %1 estão lado a lado (hexágonos %2 e %3).</translation>
    </message>
    <message>
        <source>Three %1 hexes touch each other (hexes %2, %3, %4).</source>
        <translation>Três hexágonos de %1 se tocam (hexágonos %2, %3, %4).</translation>
    </message>
    <message>
        <source>Wood</source>
        <translation>Madeira</translation>
    </message>
    <message>
        <source>Sheep</source>
        <translation>Lã</translation>
    </message>
    <message>
        <source>Wheat</source>
        <translation>Trigo</translation>
    </message>
    <message>
        <source>Brick</source>
        <translation>Tijolo</translation>
    </message>
    <message>
        <source>Ore</source>
        <translation>Minério</translation>
    </message>
    <message>
        <source>Desert</source>
        <translation>Deserto</translation>
    </message>
    <message>
        <source>Harbours clockwise from the top left: %1</source>
        <translation>Portos no sentido horário a partir do canto superior esquerdo: %1</translation>
    </message>
    <message>
        <source>Pips</source>
        <translation>Pontos</translation>
    </message>
</context>
<context>
    <name>CallReferee</name>
    <message>
        <source>call a referee to table %1</source>
        <translation>chamar um árbitro à mesa %1</translation>
    </message>
</context>
<context>
    <name>ChangeMessages</name>
    <message>
        <source>The player&apos;s name is empty. Type a name.</source>
        <translation>O nome do jogador está vazio. Digite um nome.</translation>
    </message>
    <message>
        <source>There is already a player named &quot;%1&quot;. Choose another name, e.g. add the first letter of the surname.</source>
        <translation>Já existe um jogador chamado “%1”. Escolha outro nome; por exemplo, acrescente a primeira letra do sobrenome.</translation>
    </message>
    <message>
        <source>%1 is seated in round %2 and stays in the tournament&apos;s history. Drop %1 instead, so that they are not seated again.</source>
        <translation>%1 está na rodada %2 e fica no histórico do torneio. Retire %1 do torneio, para que não entre mais na distribuição das mesas.</translation>
    </message>
    <message>
        <source>There is no player number %1 in this tournament. Reload the player list.</source>
        <translation>Não há jogador número %1 neste torneio. Recarregue a lista de jogadores.</translation>
    </message>
    <message>
        <source>A player cannot be kept apart from themselves. Choose two different players.</source>
        <translation>Um jogador não pode ser mantido separado de si mesmo. Escolha dois jogadores diferentes.</translation>
    </message>
    <message>
        <source>%1 has dropped out and cannot be seated. Take them back into the tournament first, or seat someone else.</source>
        <translation>%1 está fora do torneio e não pode entrar na distribuição. Primeiro readmita %1 no torneio ou distribua outro jogador.</translation>
    </message>
    <message>
        <source>A round needs at least one table. Seat the players first.</source>
        <translation>Uma rodada precisa de pelo menos uma mesa. Distribua os jogadores primeiro.</translation>
    </message>
    <message numerus="yes">
        <source>There is no round %1; the tournament has %n round(s).</source>
        <translation>
            <numerusform>Não existe a rodada %1; o torneio tem %n rodada.</numerusform>
            <numerusform>Não existe a rodada %1; o torneio tem %n rodadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 has no table %2. Check the table number.</source>
        <translation>A rodada %1 não tem a mesa %2. Verifique o número da mesa.</translation>
    </message>
    <message>
        <source>%1 is marked absent for round %2 and cannot be seated. Mark them present at the check-in first, or seat someone else.</source>
        <translation>%1 está marcado como ausente na rodada %2 e não pode entrar na distribuição. Primeiro marque %1 como presente na chamada ou distribua outro jogador.</translation>
    </message>
    <message>
        <source>Round %1 is seated already, so its check-in cannot change. Remove the round first, or check in for the next one.</source>
        <translation>A rodada %1 já foi distribuída, então a sua chamada não pode mudar. Remova a rodada primeiro ou faça a chamada da próxima.</translation>
    </message>
    <message>
        <source>Table %1 of round %2 has a result, so its seating cannot change. Undo its result sheet first.</source>
        <translation>A mesa %1 da rodada %2 tem resultado, então a sua distribuição não pode mudar. Desfaça primeiro a sua súmula.</translation>
    </message>
    <message>
        <source>Round %1 already has results, so its seating cannot change. Undo its result sheets first.</source>
        <translation>A rodada %1 já tem resultados, por isso a distribuição dela não pode mudar. Primeiro desfaça as súmulas da rodada.</translation>
    </message>
    <message>
        <source>There is no round to remove.</source>
        <translation>Não há rodada para remover.</translation>
    </message>
    <message>
        <source>The sheet&apos;s players do not match the seating of round %1, table %2 (%3, in this order). Enter the sheet for the seated players.</source>
        <translation>Os jogadores da súmula não correspondem à distribuição da rodada %1, mesa %2 (%3, nesta ordem). Preencha a súmula com os jogadores dessa mesa.</translation>
    </message>
    <message>
        <source>The sheet of round %1, table %2 breaks a rule, so it cannot count. Correct it, or save it as a draft to settle it later.</source>
        <translation>A súmula da rodada %1, mesa %2 viola uma regra, por isso não pode contar. Corrija-a ou salve-a como rascunho para resolver depois.</translation>
    </message>
    <message>
        <source>Round %1, table %2 has no saved sheet to undo.</source>
        <translation>A mesa %2 da rodada %1 não tem súmula salva para desfazer.</translation>
    </message>
    <message>
        <source>The results break rules of the tournament; nothing was imported. Correct the lines reported and import again.</source>
        <translation>Os resultados violam regras do torneio; nada foi importado. Corrija as linhas indicadas e importe de novo.</translation>
    </message>
    <message>
        <source>Round %1, table %2 already has a different result in the tournament. Correct it at the desk, or remove this table from the file.</source>
        <translation>A mesa %2 da rodada %1 já tem outro resultado no torneio. Corrija-o no programa ou remova esta mesa do arquivo.</translation>
    </message>
    <message>
        <source>Round %1, table %2 has a draft sheet in the tournament that is being settled. Finish it at the desk, or remove this table from the file.</source>
        <translation>A mesa %2 da rodada %1 tem no torneio uma súmula em rascunho ainda pendente. Conclua-a no programa ou remova esta mesa do arquivo.</translation>
    </message>
    <message>
        <source>The tournament seats %3 at round %1, table %2; the file has other players. Correct the names in the file or the seating at the desk.</source>
        <translation>No torneio, a mesa %2 da rodada %1 tem %3; o arquivo tem outros jogadores. Corrija os nomes no arquivo ou a distribuição no programa.</translation>
    </message>
    <message numerus="yes">
        <source>Round %1 cannot be added: the tournament has %n round(s), and rounds follow one another. Import round %2 first, or in the same file.</source>
        <translation>
            <numerusform>A rodada %1 não pode ser adicionada: o torneio tem %n rodada, e as rodadas seguem em sequência. Importe primeiro a rodada %2, ou no mesmo arquivo.</numerusform>
            <numerusform>A rodada %1 não pode ser adicionada: o torneio tem %n rodadas, e as rodadas seguem em sequência. Importe primeiro a rodada %2, ou no mesmo arquivo.</numerusform>
        </translation>
    </message>
    <message>
        <source>The results do not fit the tournament; nothing was imported. Correct the lines reported and import again.</source>
        <translation>Os resultados não se encaixam no torneio; nada foi importado. Corrija as linhas indicadas e importe de novo.</translation>
    </message>
    <message>
        <source>A round lasts 1 to 600 minutes, not %1.</source>
        <translation>Uma rodada dura de 1 a 600 minutos, não %1.</translation>
    </message>
    <message>
        <source>The clock of round %1 has not been started yet.</source>
        <translation>O relógio da rodada %1 ainda não foi iniciado.</translation>
    </message>
    <message>
        <source>Round %1 is %2 in the file but %3 in the tournament; a round keeps its stage.</source>
        <translation>A rodada %1 é %2 no arquivo, mas %3 no torneio; uma rodada mantém a sua fase.</translation>
    </message>
    <message>
        <source>There is no round %1 in the tournament.</source>
        <translation>O torneio não tem rodada %1.</translation>
    </message>
    <message>
        <source>Round %1 keeps its stage: the stages would break the rules (see the problems listed).</source>
        <translation>A rodada %1 mantém a sua fase: as fases violariam as regras (veja os problemas listados).</translation>
    </message>
    <message>
        <source>A player&apos;s name can have at most %1 characters; &quot;%2…&quot; has %3. Shorten it.</source>
        <translation>O nome de um jogador pode ter no máximo %1 caracteres; “%2…” tem %3. Encurte-o.</translation>
    </message>
    <message>
        <source>Table %1 of round %2 has no open report %3.</source>
        <translation>A mesa %1 da rodada %2 não tem o envio aberto %3.</translation>
    </message>
    <message>
        <source>Table %1 of round %2 has no report waiting.</source>
        <translation>A mesa %1 da rodada %2 não tem envio aguardando.</translation>
    </message>
    <message>
        <source>Table %1 of round %2 has an accepted result already.</source>
        <translation>A mesa %1 da rodada %2 já tem um resultado aceito.</translation>
    </message>
    <message numerus="yes">
        <source>A board is drawn for a seated round or the next one; round %1 is neither (the tournament has %n round(s)).</source>
        <translation>
            <numerusform>Um tabuleiro é sorteado para uma rodada já sorteada ou a próxima; a rodada %1 não é nenhuma delas (o torneio tem %n rodada).</numerusform>
            <numerusform>Um tabuleiro é sorteado para uma rodada já sorteada ou a próxima; a rodada %1 não é nenhuma delas (o torneio tem %n rodadas).</numerusform>
        </translation>
    </message>
    <message>
        <source>The board kept for round %1 cannot be read; draw it again.</source>
        <translation>O tabuleiro guardado da rodada %1 não pode ser lido; sorteie-o de novo.</translation>
    </message>
    <message>
        <source>Table %1 of round %2 has sent %3 reports, the most a table may send.</source>
        <translation>A mesa %1 da rodada %2 fez %3 envios, o máximo que uma mesa pode fazer.</translation>
    </message>
    <message>
        <source>Report %3 of table %1 of round %2 came before the table&apos;s saved result; accept it over that result only on purpose.</source>
        <translation>O envio %3 da mesa %1 da rodada %2 chegou antes do resultado salvo da mesa; aceite-o sobre esse resultado só de propósito.</translation>
    </message>
    <message>
        <source>Table %1 of round %2 sent reports that differ; name the report to accept.</source>
        <translation>A mesa %1 da rodada %2 fez envios diferentes; indique o envio a aceitar.</translation>
    </message>
    <message>
        <source>%1 is disqualified and cannot be seated. Withdraw the disqualification in the referees&apos; ledger first, or seat someone else.</source>
        <translation>%1 está desclassificado e não pode ser sentado. Retire primeiro a desclassificação no registro da arbitragem, ou sente outra pessoa.</translation>
    </message>
    <message>
        <source>Round %1 is not a draft: the players see it already.</source>
        <translation>A rodada %1 não é um rascunho: os jogadores já a veem.</translation>
    </message>
</context>
<context>
    <name>CheckIn</name>
    <message>
        <source>check in %1</source>
        <translation>fazer o check-in de %1</translation>
    </message>
    <message>
        <source>take back the check-in of %1</source>
        <translation>desfazer o check-in de %1</translation>
    </message>
</context>
<context>
    <name>CliBoardTexts</name>
    <message>
        <source>board drawn with seed %1; give --seed %1 to draw the same board again</source>
        <translation>tabuleiro sorteado com a semente %1; use --seed %1 para sortear o mesmo tabuleiro de novo</translation>
    </message>
    <message>
        <source>the board of round %1, drawn with seed %2</source>
        <translation>o tabuleiro da rodada %1, sorteado com a semente %2</translation>
    </message>
</context>
<context>
    <name>CliCopyTexts</name>
    <message>
        <source>Copied the tournament, with every version of every sheet, to %1.
</source>
        <translation>O torneio foi copiado, com todas as versões de todas as súmulas, para %1.
</translation>
    </message>
</context>
<context>
    <name>CliDbTexts</name>
    <message>
        <source>export writes &quot;results&quot; or &quot;standings&quot;, not &quot;%1&quot;</source>
        <translation>export grava “results” ou “standings”, não “%1”</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n table result(s); </source>
        <translation>
            <numerusform>Importado %n resultado de mesa; </numerusform>
            <numerusform>Importados %n resultados de mesa; </numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n were in the tournament already.
</source>
        <translation>
            <numerusform>%n já estava no torneio.
</numerusform>
            <numerusform>%n já estavam no torneio.
</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is a tournament under the rule set &quot;%2&quot; already; change it with --db %1 rules ID|FILE</source>
        <translation>%1 já é um torneio com o conjunto de regras “%2”; altere-o com --db %1 rules ID|FILE</translation>
    </message>
</context>
<context>
    <name>CliDoorTexts</name>
    <message>
        <source>neither a registration code nor a player: &quot;%1&quot;</source>
        <translation>nem um código de inscrição nem um jogador: &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1 has dropped out of the tournament</source>
        <translation>%1 saiu do torneio</translation>
    </message>
    <message>
        <source>%1 was checked in already (%2)</source>
        <translation>%1 já tinha feito o check-in (%2)</translation>
    </message>
    <message>
        <source>give either --take ID or --close ID</source>
        <translation>informe --take ID ou --close ID</translation>
    </message>
</context>
<context>
    <name>CliPlanTexts</name>
    <message>
        <source>the tournament has %1 rounds already, more than --rounds %2</source>
        <translation>o torneio já tem %1 rodadas, mais do que --rounds %2</translation>
    </message>
    <message>
        <source>the tournament has no rounds to plan yet: give --rounds R, the number of preliminary rounds</source>
        <translation>o torneio ainda não tem rodadas a planejar: dê --rounds R, o número de rodadas preliminares</translation>
    </message>
    <message>
        <source>round %1 is a semi-final or final: only preliminary rounds are planned</source>
        <translation>a rodada %1 é uma semifinal ou final: só rodadas preliminares são planejadas</translation>
    </message>
    <message>
        <source>The no-win cut comes after game %1: the later games are seated one at a time once its results are in.</source>
        <translation>O corte sem vitória vem depois da rodada %1: as rodadas seguintes são distribuídas uma a uma quando os resultados dela chegarem.</translation>
    </message>
</context>
<context>
    <name>CliPrintTexts</name>
    <message>
        <source>round %1 does not exist: the tournament has no rounds yet</source>
        <translation>a rodada %1 não existe: o torneio ainda não tem rodadas</translation>
    </message>
    <message>
        <source>round %1 does not exist: the tournament has rounds 1 to %2</source>
        <translation>a rodada %1 não existe: o torneio tem as rodadas 1 a %2</translation>
    </message>
    <message>
        <source>the tournament has no rounds yet: seat a round before printing its paperwork</source>
        <translation>o torneio ainda não tem rodadas: distribua uma rodada antes de imprimir os documentos dela</translation>
    </message>
    <message>
        <source>unknown paper &quot;%1&quot;; use a4 or letter</source>
        <translation>papel desconhecido “%1”; use a4 ou letter</translation>
    </message>
    <message>
        <source>printing needs Qt&apos;s GUI library; run catan-desk-cli itself</source>
        <translation>a impressão precisa da biblioteca de interface gráfica do Qt; execute o próprio catan-desk-cli</translation>
    </message>
    <message>
        <source>--chart goes with print standings: only the standings carry the ranks chart</source>
        <translation>--chart vai com print standings: só a classificação leva o gráfico de posições</translation>
    </message>
    <message>
        <source>round %1 has no board yet; draw it with catan-desk-cli --db FILE board --round %1</source>
        <translation>a rodada %1 ainda não tem tabuleiro; sorteie-o com catan-desk-cli --db FILE board --round %1</translation>
    </message>
    <message>
        <source>unknown document &quot;%1&quot;; print standings, teams, seating, slips, schedule, board, codes or cards</source>
        <translation>documento desconhecido &quot;%1&quot;; imprima standings, teams, seating, slips, schedule, board, codes ou cards</translation>
    </message>
</context>
<context>
    <name>CliRefereeTexts</name>
    <message>
        <source>--kind must be warning, penalty or disqualification, not &quot;%1&quot;</source>
        <translation>--kind tem de ser warning, penalty ou disqualification, não &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--points must be round points such as -1 or -0.5 (whole twelfths), not &quot;%1&quot;</source>
        <translation>--points tem de ser pontos de rodada como -1 ou -0.5 (doze avos inteiros), não &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--points is only for --kind penalty</source>
        <translation>--points só serve com --kind penalty</translation>
    </message>
    <message>
        <source>the tournament has no player &quot;%1&quot;</source>
        <translation>o torneio não tem o jogador &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--withdraw ID takes no other option</source>
        <translation>--withdraw ID não aceita outra opção</translation>
    </message>
</context>
<context>
    <name>CliReportTexts</name>
    <message>
        <source>the tournament has no round %1</source>
        <translation>o torneio não tem a rodada %1</translation>
    </message>
    <message>
        <source>the tournament has no round yet</source>
        <translation>o torneio ainda não tem rodada</translation>
    </message>
</context>
<context>
    <name>CliSeatTexts</name>
    <message>
        <source>%1: &quot;%2&quot; is not in %3; check the spelling or add the player</source>
        <translation>%1: “%2” não está em %3; verifique a grafia ou adicione o jogador</translation>
    </message>
    <message>
        <source>drawn with seed %1; give --seed %1 to draw the same seating again</source>
        <translation>sorteada com a semente %1; informe --seed %1 para sortear a mesma distribuição de novo</translation>
    </message>
    <message>
        <source>the tournament has no round %1: the next round to seat is %2</source>
        <translation>o torneio não tem a rodada %1: a próxima rodada a distribuir é a %2</translation>
    </message>
    <message>
        <source>give --effort or --seconds, not both</source>
        <translation>indique --effort ou --seconds, não os dois</translation>
    </message>
    <message>
        <source>searching: %1 % done, fewest repeats so far %2</source>
        <translation>buscando: %1 % feito, menos reencontros até agora %2</translation>
    </message>
    <message>
        <source>round %1 is published already: --draft seats a new round or a draft again</source>
        <translation>a rodada %1 já foi publicada: --draft distribui uma rodada nova ou um rascunho de novo</translation>
    </message>
    <message>
        <source>round %1 is a draft: the players see it after `publish --round %1`</source>
        <translation>a rodada %1 é um rascunho: os jogadores a veem depois de `publish --round %1`</translation>
    </message>
</context>
<context>
    <name>CliSeriesTexts</name>
    <message>
        <source>cannot read the tournament %1: %2</source>
        <translation>não é possível ler o torneio %1: %2</translation>
    </message>
</context>
<context>
    <name>CliServeTexts</name>
    <message>
        <source>--listen takes an IP address such as 127.0.0.1 or 0.0.0.0, not &quot;%1&quot;</source>
        <translation>--listen recebe um endereço IP como 127.0.0.1 ou 0.0.0.0, não &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--port takes a port number from 0 to 65535, not &quot;%1&quot;</source>
        <translation>--port recebe um número de porta de 0 a 65535, não &quot;%1&quot;</translation>
    </message>
    <message>
        <source>cannot serve on %1 port %2: %3</source>
        <translation>não é possível servir em %1 porta %2: %3</translation>
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
        <translation>idioma desconhecido “%1”; use en, de ou pt</translation>
    </message>
    <message>
        <source>the command &quot;%1&quot; works on a tournament file: give --db FILE</source>
        <translation>o comando “%1” trabalha com um arquivo de torneio: informe --db ARQUIVO</translation>
    </message>
    <message>
        <source>cannot start %1: %2</source>
        <translation>não é possível iniciar %1: %2</translation>
    </message>
    <message>
        <source>the teams have different sizes; they are compared as they are</source>
        <translation>as equipes têm tamanhos diferentes; são comparadas como estão</translation>
    </message>
    <message>
        <source>it is the tournament file this command has open; give a CSV file</source>
        <translation>é o arquivo do torneio que este comando tem aberto; indique um arquivo CSV</translation>
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
        <translation>Uso:
  catan-desk-cli score RESULTS.csv                       resultados das mesas na saída padrão
  catan-desk-cli standings RESULTS.csv [--after-round N] classificação na saída padrão
      (score e standings também aceitam --rules ID|FILE; sem ele: standard)
  catan-desk-cli standings RESULTS.csv --teams [TEAMS.csv]
                                                         classificação por equipes: a coluna team dos resultados
                                                         ou TEAMS.csv (player,team)
  catan-desk-cli rules                                   os conjuntos de regras, em CSV: id,name
  catan-desk-cli --db FILE import RESULTS.csv [--rules ID|FILE]
                                                         adiciona resultados a um torneio
  catan-desk-cli --db FILE standings [--after-round N]   classificação de um torneio
  catan-desk-cli --db FILE standings --teams             classificação por equipes de um torneio
  catan-desk-cli --db FILE export results|standings      resultados ou classificação de um torneio
  catan-desk-cli --db FILE rules [ID|FILE]               mostra ou altera o conjunto de regras de um torneio
      (--db standings e export também aceitam --after-round N e --spreadsheet)
  catan-desk-cli seat PLAYERS.txt --rounds R [--seed S] [--apart FILE]
      [--effort N | --seconds S]                         a distribuição de R rodadas na saída padrão
      (PLAYERS.txt: um nome por linha, ou CSV com as colunas player,team)
  catan-desk-cli --db FILE seat --round N [--by-standings] [--seed S] [--draft]
                                                         distribui (ou redistribui) a rodada N de um torneio
  catan-desk-cli --db FILE seat --all-rounds [--rounds R] [--seed S] [--draft]
                                                         planeja todas as rodadas preliminares ainda não jogadas
      (--draft: os jogadores veem a rodada quando ela for publicada)
  catan-desk-cli --db FILE publish --round N             publicar as rodadas em rascunho até N
  catan-desk-cli --db FILE print standings|teams|seating|slips|schedule|board|codes|cards
      -o FILE.pdf [--round N] [--by-name] [--one-per-page] [--chart] [--paper a4|letter]
                                                         os documentos do programa em PDF
      (print codes|cards: os códigos de inscrição em lista, ou um cartão por jogador)
  catan-desk-cli --db FILE serve [--reports] [--listen ADDRESS] [--port N]
                                                         a página dos jogadores, só leitura, até ser parada
      (padrão 127.0.0.1 porta 8080; --listen 0.0.0.0 a compartilha na rede;
      --reports também recebe os resultados enviados pelos celulares das mesas)
  catan-desk-cli --db FILE codes [--round N]             os códigos de envio das mesas
  catan-desk-cli --db FILE reports [--round N]           os envios das mesas e sua situação
  catan-desk-cli --db FILE accept --round N --table T [--report R] [--over]
                                                         o envio de uma mesa vira o seu resultado
  catan-desk-cli --db FILE reject --round N --table T    os envios de uma mesa são recusados
  catan-desk-cli --db FILE penalty --player NAME --kind warning|penalty|disqualification
      [--round N] [--points X] --reason TEXT             uma entrada do registro da arbitragem;
                                                         escreve o seu número (--points: os pontos
                                                         de rodada de uma penalização, como -1 ou -0.5)
  catan-desk-cli --db FILE penalty --withdraw ID         retira uma entrada (continua listada)
  catan-desk-cli --db FILE penalties                     o registro da arbitragem
  catan-desk-cli --db FILE fix --player NAME --table T | --clear
                                                         a mesa fixa de um jogador, ou nenhuma
  catan-desk-cli --db FILE register [PLAYERS.csv]        códigos de inscrição para os jogadores sem
                                                         código (PLAYERS.csv: player[,team][,paid]
                                                         os adiciona antes); imprime player,code
  catan-desk-cli --db FILE checkin CODE|NAME             faz o check-in de um jogador na entrada
  catan-desk-cli --db FILE players                       player,team,present,paid,code
  catan-desk-cli --db FILE calls                         os chamados das mesas por um árbitro
  catan-desk-cli --db FILE call --take ID | --close ID   um árbitro a caminho, ou encerrado
  catan-desk-cli --db FILE no-win-cut [K|off]            depois da rodada K, jogadores sem vitória
                                                         não jogam mais rodadas preliminares
  catan-desk-cli copy FROM TO                            copia um torneio inteiro, com o histórico, para
                                                         um arquivo novo ou um banco vazio no servidor
  catan-desk-cli board [--seed S]                        um tabuleiro válido em CSV
  catan-desk-cli --db FILE board --round N [--seed S]    sortear e guardar o tabuleiro da rodada N, ou mostrá-lo
  catan-desk-cli series SEASON.txt [--detail]            classificação da temporada em vários torneios
      (--detail: o resultado de cada jogador em cada torneio)

Opções:
  --db FILE     o arquivo de banco de dados do torneio, ou um servidor de torneio:
                postgresql://[USER[:PASSWORD]@]HOST[:PORT]/DATABASE
                (sem senha: PGPASSWORD ou ~/.pgpass)
  --lang LANG   idioma das mensagens: en, de ou pt (padrão: o do ambiente)
  -h, --help    mostra esta ajuda
  --version     mostra a versão do programa

Código de saída: 0 concluído; 1 a entrada viola uma regra (nada é gravado);
2 problema de uso, de arquivo ou de banco de dados.
</translation>
    </message>
</context>
<context>
    <name>ClockText</name>
    <message>
        <source>clock not started</source>
        <translation>relógio não iniciado</translation>
    </message>
    <message>
        <source>time is up</source>
        <translation>tempo esgotado</translation>
    </message>
    <message>
        <source>time left</source>
        <translation>restante</translation>
    </message>
    <message>
        <source>clock paused</source>
        <translation>relógio pausado</translation>
    </message>
</context>
<context>
    <name>CommandTexts</name>
    <message>
        <source>“%1” was changed since, at this desk or another one: it is left as it is now. Make the change you want by hand.</source>
        <translation>“%1” foi alterado depois disso, neste posto ou em outro: fica como está agora. Faça à mão a alteração que deseja.</translation>
    </message>
    <message>
        <source>add %1</source>
        <translation>adicionar %1</translation>
    </message>
    <message numerus="yes">
        <source>add %n players</source>
        <translation>
            <numerusform>adicionar %n jogador</numerusform>
            <numerusform>adicionar %n jogadores</numerusform>
        </translation>
    </message>
    <message>
        <source>rename %1 to %2</source>
        <translation>renomear %1 para %2</translation>
    </message>
    <message>
        <source>drop %1</source>
        <translation>retirar %1</translation>
    </message>
    <message>
        <source>take %1 back in</source>
        <translation>readmitir %1</translation>
    </message>
    <message>
        <source>remove %1</source>
        <translation>remover %1</translation>
    </message>
    <message>
        <source>keep %1 and %2 apart</source>
        <translation>manter %1 e %2 separados</translation>
    </message>
    <message>
        <source>let %1 and %2 meet</source>
        <translation>permitir que %1 e %2 se encontrem</translation>
    </message>
    <message>
        <source>mark %1 absent for round %2</source>
        <translation>marcar %1 como ausente na rodada %2</translation>
    </message>
    <message>
        <source>mark %1 present for round %2</source>
        <translation>marcar %1 como presente na rodada %2</translation>
    </message>
    <message numerus="yes">
        <source>mark %n players present for round %1</source>
        <translation>
            <numerusform>marcar %n jogador como presente na rodada %1</numerusform>
            <numerusform>marcar %n jogadores como presentes na rodada %1</numerusform>
        </translation>
    </message>
    <message>
        <source>seat round %1</source>
        <translation>distribuir a rodada %1</translation>
    </message>
    <message>
        <source>seat round %1 again</source>
        <translation>distribuir a rodada %1 de novo</translation>
    </message>
    <message numerus="yes">
        <source>move players at %n tables of round %1</source>
        <translation>
            <numerusform>mover jogadores em %n mesa da rodada %1</numerusform>
            <numerusform>mover jogadores em %n mesas da rodada %1</numerusform>
        </translation>
    </message>
    <message>
        <source>remove round %1</source>
        <translation>remover a rodada %1</translation>
    </message>
    <message>
        <source>plan round %1</source>
        <translation>planejar a rodada %1</translation>
    </message>
    <message>
        <source>plan rounds %1 to %2</source>
        <translation>planejar as rodadas %1 a %2</translation>
    </message>
    <message>
        <source>set the stage of round %1</source>
        <translation>definir a fase da rodada %1</translation>
    </message>
    <message>
        <source>change the tournament&apos;s details</source>
        <translation>alterar os dados do torneio</translation>
    </message>
    <message>
        <source>play by %1</source>
        <translation>jogar por %1</translation>
    </message>
    <message>
        <source>start the clock of round %1</source>
        <translation>iniciar o relógio da rodada %1</translation>
    </message>
    <message>
        <source>pause the clock of round %1</source>
        <translation>pausar o relógio da rodada %1</translation>
    </message>
    <message numerus="yes">
        <source>add %n minutes to round %1</source>
        <translation>
            <numerusform>acrescentar %n minuto à rodada %1</numerusform>
            <numerusform>acrescentar %n minutos à rodada %1</numerusform>
        </translation>
    </message>
    <message>
        <source>save table %1 of round %2</source>
        <translation>salvar a mesa %1 da rodada %2</translation>
    </message>
    <message>
        <source>take back the last save of table %1 of round %2</source>
        <translation>desfazer o último salvamento da mesa %1 da rodada %2</translation>
    </message>
    <message numerus="yes">
        <source>import %n tables&apos; results</source>
        <translation>
            <numerusform>importar o resultado de %n mesa</numerusform>
            <numerusform>importar os resultados de %n mesas</numerusform>
        </translation>
    </message>
    <message>
        <source>give the tables of round %1 report codes</source>
        <translation>dar códigos de envio às mesas da rodada %1</translation>
    </message>
    <message>
        <source>report of table %1 of round %2</source>
        <translation>envio da mesa %1 da rodada %2</translation>
    </message>
    <message>
        <source>%1 confirms the report of table %2 of round %3</source>
        <translation>%1 confirma o envio da mesa %2 da rodada %3</translation>
    </message>
    <message>
        <source>accept the report of table %1 of round %2</source>
        <translation>aceitar o envio da mesa %1 da rodada %2</translation>
    </message>
    <message>
        <source>reject the reports of table %1 of round %2</source>
        <translation>recusar os envios da mesa %1 da rodada %2</translation>
    </message>
    <message>
        <source>accept confirmed reports</source>
        <translation>aceitar envios confirmados</translation>
    </message>
    <message>
        <source>accept reports by hand</source>
        <translation>aceitar envios à mão</translation>
    </message>
    <message>
        <source>draw the board of round %1</source>
        <translation>sortear o tabuleiro da rodada %1</translation>
    </message>
    <message>
        <source>publish round %1</source>
        <translation>publicar a rodada %1</translation>
    </message>
    <message>
        <source>publish rounds %1 to %2</source>
        <translation>publicar as rodadas %1 a %2</translation>
    </message>
    <message>
        <source>take reports from the tables</source>
        <translation>receber relatórios das mesas</translation>
    </message>
    <message>
        <source>take no reports from the tables</source>
        <translation>não receber relatórios das mesas</translation>
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
    <name>DateText</name>
    <message>
        <source>day</source>
        <translation>dia</translation>
    </message>
    <message>
        <source>month</source>
        <translation>mês</translation>
    </message>
    <message>
        <source>year</source>
        <translation>ano</translation>
    </message>
    <message>
        <source>Type it as %1 (for example %2) or as year-month-day (2026-03-14).</source>
        <translation>Digite como %1 (por exemplo %2) ou como ano-mês-dia (2026-03-14).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a date.</source>
        <translation>“%1” não é uma data.</translation>
    </message>
    <message>
        <source>The date is empty.</source>
        <translation>A data está vazia.</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: the year has two or four digits.</source>
        <translation>“%1”: o ano tem dois ou quatro dígitos.</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: there is no month %2.</source>
        <translation>“%1”: não existe mês %2.</translation>
    </message>
    <message>
        <source>&quot;%1&quot;: %2 has no day %3.</source>
        <translation>“%1”: %2 não tem dia %3.</translation>
    </message>
</context>
<context>
    <name>DbLocation</name>
    <message>
        <source>%1 is not a server address: %2. Write postgresql://[USER[:PASSWORD]@]HOST[:PORT]/DATABASE.</source>
        <translation>%1 não é um endereço de servidor: %2. Escreva postgresql://[USER[:PASSWORD]@]HOST[:PORT]/DATABASE.</translation>
    </message>
    <message>
        <source>the port must be a number from 1 to 65535</source>
        <translation>a porta deve ser um número de 1 a 65535</translation>
    </message>
    <message>
        <source>it is not a well-formed address</source>
        <translation>o endereço não está bem formado</translation>
    </message>
    <message>
        <source>the server&apos;s name or IP address is missing</source>
        <translation>falta o nome ou o endereço IP do servidor</translation>
    </message>
    <message>
        <source>the database&apos;s name is missing</source>
        <translation>falta o nome do banco de dados</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a database name</source>
        <translation>&quot;%1&quot; não é um nome de banco de dados</translation>
    </message>
    <message>
        <source>an address has no part after #</source>
        <translation>um endereço não tem parte depois de #</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an option name</source>
        <translation>&quot;%1&quot; não é um nome de opção</translation>
    </message>
    <message>
        <source>write the password before the @, or leave it out and let the server&apos;s usual password file or PGPASSWORD give it</source>
        <translation>escreva a senha antes do @, ou omita-a e deixe o arquivo de senhas habitual do servidor ou PGPASSWORD fornecê-la</translation>
    </message>
    <message>
        <source>the option &quot;%1&quot; would choose another server, database or user than the address names; write that in the address itself</source>
        <translation>a opção “%1” escolheria outro servidor, banco de dados ou usuário do que o endereço indica; escreva isso no próprio endereço</translation>
    </message>
</context>
<context>
    <name>DbMessages</name>
    <message>
        <source>%1 is an empty file, not a tournament file. Choose a tournament file, or delete the empty file to start a new tournament under that name.</source>
        <translation>%1 é um arquivo vazio, não um arquivo de torneio. Escolha um arquivo de torneio ou exclua o arquivo vazio para começar um novo torneio com esse nome.</translation>
    </message>
    <message>
        <source>%1 is not a tournament file (it is not an SQLite database). Choose a tournament file, or a new file name to start a tournament.</source>
        <translation>%1 não é um arquivo de torneio (não é um banco de dados SQLite). Escolha um arquivo de torneio ou um novo nome de arquivo para começar um torneio.</translation>
    </message>
    <message>
        <source>%1 is a database of another program, not a tournament file. It was left as it is; choose a tournament file or a new file name.</source>
        <translation>%1 é um banco de dados de outro programa, não um arquivo de torneio. Ele não foi alterado; escolha um arquivo de torneio ou um novo nome de arquivo.</translation>
    </message>
    <message>
        <source>%1 was written by a newer version of Catan Tournament Desk (file version %2; this version reads up to %3). Open it with the newer version.</source>
        <translation>%1 foi gravado por uma versão mais nova do Catan Tournament Desk (versão de arquivo %2; esta versão lê até a %3). Abra-o com a versão mais nova.</translation>
    </message>
    <message>
        <source>%1 was written by an earlier version of Catan Tournament Desk and must be upgraded first. Open it once for writing (in the desk) and try again.</source>
        <translation>%1 foi gravado por uma versão anterior do Catan Tournament Desk e precisa ser atualizado primeiro. Abra-o uma vez para gravação (no programa) e tente de novo.</translation>
    </message>
    <message>
        <source>%1 uses the rule set &quot;%2&quot;, which this version does not know. Open it with the version that wrote it.</source>
        <translation>%1 usa o conjunto de regras “%2”, que esta versão não conhece. Abra-o com a versão que o gravou.</translation>
    </message>
    <message>
        <source>%1 is a folder, not a tournament file. Choose a file.</source>
        <translation>%1 é uma pasta, não um arquivo de torneio. Escolha um arquivo.</translation>
    </message>
    <message>
        <source>There is no tournament file %1. Check the name, or create the tournament at the desk or by importing results.</source>
        <translation>Não existe o arquivo de torneio %1. Verifique o nome ou crie o torneio no programa ou importando resultados.</translation>
    </message>
    <message>
        <source>%1 is read-only, so no result could be saved in it. Make the file writable, or copy it to a folder of your own, and open it again.</source>
        <translation>%1 é somente leitura, por isso nenhum resultado pôde ser salvo nele. Permita a gravação no arquivo ou copie-o para uma pasta sua e abra-o de novo.</translation>
    </message>
    <message>
        <source>The folder %2 is read-only, and the tournament file %1 needs to write its journal beside it. Make the folder writable, or copy the file to a folder of your own, and open it again.</source>
        <translation>A pasta %2 é somente leitura, e o arquivo de torneio %1 precisa gravar o arquivo de journal ao lado dele. Permita a gravação na pasta ou copie o arquivo para uma pasta sua e abra-o de novo.</translation>
    </message>
    <message>
        <source>The folder %1 could not be created. Check the name and that you may write there, or choose another place.</source>
        <translation>Não foi possível criar a pasta %1. Verifique o nome e se você tem permissão de gravação nesse local, ou escolha outro local.</translation>
    </message>
    <message>
        <source>%1 is open in another desk (%2, process %3 on %4). Close it there first: two desks writing one file would mix up results.</source>
        <translation>%1 está aberto em outra cópia do programa (%2, processo %3, %4). Feche-o lá primeiro: duas cópias gravando o mesmo arquivo misturariam os resultados.</translation>
    </message>
    <message>
        <source>unknown program</source>
        <translation>programa desconhecido</translation>
    </message>
    <message>
        <source>this computer</source>
        <translation>neste computador</translation>
    </message>
    <message>
        <source>%1 is being written by another program. Close that program, or wait until it is done, and try again.</source>
        <translation>%1 está sendo gravado por outro programa. Feche esse programa ou espere até que ele termine e tente de novo.</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2. Check the file and try again.</source>
        <translation>Não foi possível abrir %1: %2. Verifique o arquivo e tente de novo.</translation>
    </message>
    <message>
        <source>The tournament file %1 could not be created: %2. Check the disk and the folder, or choose another place.</source>
        <translation>Não foi possível criar o arquivo de torneio %1: %2. Verifique o disco e a pasta ou escolha outro local.</translation>
    </message>
    <message>
        <source>%1 needs an upgrade, but the copy %2 to keep beforehand could not be written. Nothing was changed; free some disk space or make the folder writable.</source>
        <translation>%1 precisa ser atualizado, mas não foi possível gravar antes a cópia de segurança %2. Nada foi alterado; libere espaço em disco ou permita a gravação na pasta.</translation>
    </message>
    <message>
        <source>Could not save to %1: %2. Nothing was changed; check the disk and try again.</source>
        <translation>Não foi possível salvar em %1: %2. Nada foi alterado; verifique o disco e tente de novo.</translation>
    </message>
    <message>
        <source>No tournament file is open. Open or create one first.</source>
        <translation>Nenhum arquivo de torneio está aberto. Abra ou crie um primeiro.</translation>
    </message>
    <message>
        <source>%1 is open for reading only, so nothing can be changed. Open it for writing to make changes.</source>
        <translation>%1 está aberto somente para leitura, por isso nada pode ser alterado. Abra-o para gravação para fazer alterações.</translation>
    </message>
    <message>
        <source>Could not read %1: %2. What is shown may be incomplete; check the file and open it again.</source>
        <translation>Não foi possível ler %1: %2. O que é mostrado pode estar incompleto; verifique o arquivo e abra-o de novo.</translation>
    </message>
    <message>
        <source>%1 is damaged: SQLite&apos;s check of its pages found &quot;%2&quot;. It was left as it was and nothing was read from it.</source>
        <translation>%1 está danificado: a verificação das páginas pelo SQLite encontrou &quot;%2&quot;. O arquivo foi deixado como estava e nada foi lido dele.</translation>
    </message>
    <message>
        <source>Open a backup instead (the desk&apos;s File &gt; Restore a backup, or a copy of your own).</source>
        <translation>Abra uma cópia de segurança em vez dele (na mesa: Arquivo &gt; Restaurar uma cópia de segurança, ou uma cópia sua).</translation>
    </message>
    <message>
        <source>Open the newest backup instead, %1 (in the desk: File &gt; Restore a backup).</source>
        <translation>Abra em vez dele a cópia de segurança mais recente, %1 (na mesa: Arquivo &gt; Restaurar uma cópia de segurança).</translation>
    </message>
    <message>
        <source>%1 has the tables of a tournament file but no tournament in them. It was left as it is; open a backup or another tournament file.</source>
        <translation>%1 tem as tabelas de um arquivo de torneio, mas nenhum torneio nelas. Foi deixado como está; abra uma cópia de segurança ou outro arquivo de torneio.</translation>
    </message>
    <message>
        <source>%1 has saves in its log (%1-wal) that SQLite cannot read while the folder %2 is read-only. Make the folder writable and open the file again.</source>
        <translation>%1 tem gravações no seu registro (%1-wal) que o SQLite não consegue ler enquanto a pasta %2 for somente leitura. Torne a pasta gravável e abra o arquivo de novo.</translation>
    </message>
    <message>
        <source>The lock file %2 for %1 could not be written. Check that the disk has room and the folder can be written, and open it again.</source>
        <translation>O arquivo de bloqueio %2 de %1 não pôde ser gravado. Verifique se o disco tem espaço e se a pasta é gravável, e abra de novo.</translation>
    </message>
    <message>
        <source>The disk that holds %1 is full, so nothing was written. Make room on the disk and try again; the file is as it was before.</source>
        <translation>O disco onde está %1 está cheio, por isso nada foi gravado. Libere espaço no disco e tente de novo; o arquivo está como antes.</translation>
    </message>
    <message>
        <source>%1 cannot be upgraded: the players &quot;%2&quot; and &quot;%3&quot; look the same and would become one name, and players are never merged without asking. Rename one of them with the version that wrote the file, then open it again. Nothing was changed.</source>
        <translation>%1 não pode ser atualizado: os jogadores &quot;%2&quot; e &quot;%3&quot; parecem iguais e passariam a ser um só nome, e jogadores nunca são unidos sem perguntar. Renomeie um deles com a versão que gravou o arquivo e abra-o de novo. Nada foi alterado.</translation>
    </message>
    <message>
        <source>%1 could not be upgraded: %2. Nothing was changed.</source>
        <translation>%1 não pôde ser atualizado: %2. Nada foi alterado.</translation>
    </message>
    <message>
        <source>%1, process %2 on %3</source>
        <translation>%1, processo %2 em %3</translation>
    </message>
</context>
<context>
    <name>DoorMessages</name>
    <message>
        <source>An amount paid cannot be negative.</source>
        <translation>Um valor pago não pode ser negativo.</translation>
    </message>
    <message>
        <source>The entry fee cannot be negative.</source>
        <translation>A taxa de inscrição não pode ser negativa.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a registration code (8 symbols).</source>
        <translation>&quot;%1&quot; não é um código de inscrição (8 símbolos).</translation>
    </message>
    <message>
        <source>The registration code %1 belongs to another player.</source>
        <translation>O código de inscrição %1 pertence a outro jogador.</translation>
    </message>
    <message>
        <source>There is no call %1.</source>
        <translation>Não há chamado %1.</translation>
    </message>
    <message>
        <source>The note is longer than %1 characters; shorten it.</source>
        <translation>A nota tem mais de %1 caracteres; encurte-a.</translation>
    </message>
    <message>
        <source>open</source>
        <translation>aberto</translation>
    </message>
    <message>
        <source>taken</source>
        <translation>atendido</translation>
    </message>
    <message>
        <source>closed</source>
        <translation>encerrado</translation>
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
    <message numerus="yes">
        <source>The row has %n field(s) but the header has %1.</source>
        <translation>
            <numerusform>A linha tem %n campo, mas o cabeçalho tem %1.</numerusform>
            <numerusform>A linha tem %n campos, mas o cabeçalho tem %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The stage is &quot;%1&quot;; write prelim, semifinal or final, or leave it empty.</source>
        <translation>A fase é “%1”; escreva prelim, semifinal ou final, ou deixe vazio.</translation>
    </message>
    <message>
        <source>Round %1 is %2 on line %3 but %4 here; every line of a round has the same stage.</source>
        <translation>A rodada %1 é %2 na linha %3, mas %4 aqui; todas as linhas de uma rodada têm a mesma fase.</translation>
    </message>
</context>
<context>
    <name>FixTexts</name>
    <message>
        <source>give either --table T or --clear</source>
        <translation>indique --table T ou --clear</translation>
    </message>
    <message>
        <source>no player is named &quot;%1&quot;</source>
        <translation>nenhum jogador se chama &quot;%1&quot;</translation>
    </message>
</context>
<context>
    <name>FixedTableMessages</name>
    <message>
        <source>%1 is not a table number; tables are numbered from 1.</source>
        <translation>%1 não é um número de mesa; as mesas são numeradas a partir de 1.</translation>
    </message>
</context>
<context>
    <name>GiveRegistrationCodes</name>
    <message numerus="yes">
        <source>give %n registration code(s)</source>
        <translation>
            <numerusform>dar %n código de inscrição</numerusform>
            <numerusform>dar %n códigos de inscrição</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>InputMessages</name>
    <message>
        <source>it is not a regular file (a device, a pipe or a folder); give a file</source>
        <translation>não é um arquivo comum (um dispositivo, um pipe ou uma pasta); indique um arquivo</translation>
    </message>
    <message>
        <source>it is larger than %1 MiB, the most an input file may hold</source>
        <translation>é maior que %1 MiB, o máximo que um arquivo de entrada pode ter</translation>
    </message>
</context>
<context>
    <name>NameList</name>
    <message>
        <source>already in the tournament: %1</source>
        <translation>já estão no torneio: %1</translation>
    </message>
    <message>
        <source>given twice: %1</source>
        <translation>aparecem duas vezes: %1</translation>
    </message>
    <message>
        <source>No name was added, because every name must be unique (%1). Change or remove these names and add the list again.</source>
        <translation>Nenhum nome foi adicionado, porque cada nome deve ser único (%1). Altere ou remova esses nomes e adicione a lista de novo.</translation>
    </message>
    <message>
        <source>No name was added, because these names hold a control or invisible character: %1. Type them again without it.</source>
        <translation>Nenhum nome foi adicionado, porque estes nomes contêm um caractere de controle ou invisível: %1. Digite-os de novo sem ele.</translation>
    </message>
    <message>
        <source>The file holds no names. Put one name a line, or give a CSV file a column headed &quot;player&quot; or &quot;name&quot;.</source>
        <translation>O arquivo não tem nomes. Coloque um nome por linha, ou dê a um arquivo CSV uma coluna com o título &quot;player&quot; ou &quot;name&quot;.</translation>
    </message>
</context>
<context>
    <name>NameMessages</name>
    <message>
        <source>The name &quot;%1&quot; holds a control or invisible character; type it again without it.</source>
        <translation>O nome &quot;%1&quot; contém um caractere de controle ou invisível; digite-o de novo sem ele.</translation>
    </message>
</context>
<context>
    <name>NamesFileTexts</name>
    <message>
        <source>%1 is not UTF-8 text: save it as UTF-8 and try again</source>
        <translation>%1 não é texto UTF-8: salve-o como UTF-8 e tente de novo</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is on line %3 already; list each player once</source>
        <translation>%1: “%2” já está na linha %3; liste cada jogador uma só vez</translation>
    </message>
    <message>
        <source>%1: a keep-apart line holds exactly two names separated by a comma; put a name that holds a comma in double quotes</source>
        <translation>%1: uma linha de par a manter separado tem exatamente dois nomes separados por vírgula; coloque entre aspas duplas um nome que contenha vírgula</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is named twice on one line; a keep-apart pair is two different players</source>
        <translation>%1: “%2” aparece duas vezes na mesma linha; um par a manter separado é formado por dois jogadores diferentes</translation>
    </message>
    <message>
        <source>%1: paid must be an amount such as 10 or 12.50, not &quot;%2&quot;</source>
        <translation>%1: pago deve ser um valor como 10 ou 12.50, não &quot;%2&quot;</translation>
    </message>
</context>
<context>
    <name>NoWinCutMessages</name>
    <message>
        <source>The no-win cut comes after a game from 1 on, not %1.</source>
        <translation>O corte sem vitória vem depois de uma rodada a partir de 1, não %1.</translation>
    </message>
</context>
<context>
    <name>NoWinCutTexts</name>
    <message>
        <source>no-win-cut takes a game number from 1 on or off, not &quot;%1&quot;</source>
        <translation>no-win-cut aceita um número de rodada a partir de 1 ou off, não &quot;%1&quot;</translation>
    </message>
</context>
<context>
    <name>PaperBuilder</name>
    <message>
        <source>CATAN tournament</source>
        <translation>Torneio de CATAN</translation>
    </message>
    <message>
        <source>Standings before the first round</source>
        <translation>Classificação antes da primeira rodada</translation>
    </message>
    <message>
        <source>Standings after round %1</source>
        <translation>Classificação após a rodada %1</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Posição</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>Round points</source>
        <translation>Pontos de rodada</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>VP share (%)</source>
        <translation>% de VP</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Mesas</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Rodada</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Largest Army</source>
        <translation>Maior Exército</translation>
    </message>
    <message>
        <source>Longest Road</source>
        <translation>Maior Estrada</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Colocação</translation>
    </message>
    <message>
        <source>No players yet.</source>
        <translation>Nenhum jogador ainda.</translation>
    </message>
    <message>
        <source>Seating of round %1 by table</source>
        <translation>Distribuição da rodada %1 por mesa</translation>
    </message>
    <message>
        <source>Seat 1 (starts)</source>
        <translation>Lugar 1 (começa)</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Lugar %1</translation>
    </message>
    <message>
        <source>Round %1 has no seating yet.</source>
        <translation>A rodada %1 ainda não tem distribuição.</translation>
    </message>
    <message>
        <source>Seating of round %1 by name</source>
        <translation>Distribuição da rodada %1 por nome</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Lugar</translation>
    </message>
    <message>
        <source>Result slips of round %1</source>
        <translation>Fichas de resultado da rodada %1</translation>
    </message>
    <message>
        <source>Roads built</source>
        <translation>Estradas construídas</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Assinatura</translation>
    </message>
    <message>
        <source>Round %1, table %2</source>
        <translation>Rodada %1, mesa %2</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <comment>seat number and player</comment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Enter whole numbers. Tick a mark only where the rules ask for one: who claimed a tied title first, and who declared victory when two or more players reached 10 VP. Every player signs to confirm the result.</source>
        <translation>Preencha com números inteiros. Marque uma opção só onde as regras pedem: quem conquistou primeiro um título empatado e quem declarou a vitória quando dois ou mais jogadores chegaram a 10 VP. Todos os jogadores assinam para confirmar o resultado.</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Vitórias</translation>
    </message>
    <message>
        <source>1st places</source>
        <translation>1.º lugares</translation>
    </message>
    <message>
        <source>2nd places</source>
        <translation>2.º lugares</translation>
    </message>
    <message>
        <source>3rd places</source>
        <translation>3.º lugares</translation>
    </message>
    <message>
        <source>Rule set: %1</source>
        <translation>Conjunto de regras: %1</translation>
    </message>
    <message>
        <source>Schedule of all rounds</source>
        <translation>Programação de todas as rodadas</translation>
    </message>
    <message>
        <source>No round is seated yet.</source>
        <translation>Nenhuma rodada distribuída ainda.</translation>
    </message>
    <message>
        <source>The director chose the players of the semi-final (round %1) against the cut: %2</source>
        <translation>A organização escolheu os jogadores da semifinal (rodada %1) contra a classificação: %2</translation>
    </message>
    <message>
        <source>The director chose the players of the final (round %1) against the cut: %2</source>
        <translation>A organização escolheu os jogadores da final (rodada %1) contra a classificação: %2</translation>
    </message>
    <message>
        <source>Absent: %1</source>
        <translation>Ausente: %1</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>ausente</translation>
    </message>
    <message>
        <source>Round %1 (semi-final)</source>
        <translation>Rodada %1 (semifinal)</translation>
    </message>
    <message>
        <source>Round %1 (final)</source>
        <translation>Rodada %1 (final)</translation>
    </message>
    <message>
        <source>Round %1 (preliminary round)</source>
        <translation>Rodada %1 (rodada preliminar)</translation>
    </message>
    <message>
        <source>Final ranking</source>
        <translation>Classificação final</translation>
    </message>
    <message>
        <source>Decided by</source>
        <translation>Decidido por</translation>
    </message>
    <message>
        <source>Final, place %1</source>
        <translation>Final, lugar %1</translation>
    </message>
    <message>
        <source>Semi-final, place %1</source>
        <translation>Semifinal, lugar %1</translation>
    </message>
    <message>
        <source>Preliminary rounds</source>
        <translation>Rodadas preliminares</translation>
    </message>
    <message>
        <source>places %1 from the final</source>
        <translation>lugares %1 pela final</translation>
    </message>
    <message>
        <source>places %1 from the semi-finals</source>
        <translation>lugares %1 pelas semifinais</translation>
    </message>
    <message>
        <source>places %1 from the preliminary rounds</source>
        <translation>lugares %1 pelas rodadas preliminares</translation>
    </message>
    <message>
        <source>Ranked by stage: %1. Points, VP, share and tables count the preliminary rounds only.</source>
        <translation>Por fase: %1. Pontos, VP, percentual e mesas contam só as rodadas preliminares.</translation>
    </message>
    <message>
        <source>report code %1</source>
        <translation>código de envio %1</translation>
    </message>
    <message>
        <source>Board of round %1</source>
        <translation>Tabuleiro da rodada %1</translation>
    </message>
    <message>
        <source>Drawn with seed %1: the same seed draws the same board.</source>
        <translation>Sorteado com a semente %1: a mesma semente sorteia o mesmo tabuleiro.</translation>
    </message>
    <message>
        <source>Pips: %1</source>
        <translation>Pontos: %1</translation>
    </message>
    <message>
        <source>Adjustment</source>
        <translation>Ajuste</translation>
    </message>
    <message>
        <source>Report code %1: to send this table&apos;s result from a phone, open the players&apos; page, add /report to its address and type the code.</source>
        <translation>Código de envio %1: para enviar o resultado desta mesa pelo celular, abra a página dos jogadores, acrescente /report ao endereço e digite o código.</translation>
    </message>
    <message>
        <source>Report code %1: to send this table&apos;s result from a phone, scan the QR code, or open %2 and type the code.</source>
        <translation>Código de envio %1: para enviar o resultado desta mesa pelo celular, leia o código QR ou abra %2 e digite o código.</translation>
    </message>
</context>
<context>
    <name>PaperDoorTexts</name>
    <message>
        <source>Players at the door</source>
        <translation>Jogadores na entrada</translation>
    </message>
    <message>
        <source>Registration cards</source>
        <translation>Cartões de inscrição</translation>
    </message>
    <message>
        <source>The tournament has no players yet.</source>
        <translation>O torneio ainda não tem jogadores.</translation>
    </message>
    <message>
        <source>No player has a registration code yet: give the codes on the Players page.</source>
        <translation>Nenhum jogador tem código de inscrição ainda: dê os códigos na página Jogadores.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Equipe</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Código</translation>
    </message>
    <message>
        <source>Checked in</source>
        <translation>Check-in</translation>
    </message>
    <message>
        <source>Paid</source>
        <translation>Pago</translation>
    </message>
    <message>
        <source>Still owed</source>
        <translation>A pagar</translation>
    </message>
    <message>
        <source>CATAN tournament</source>
        <translation>Torneio de CATAN</translation>
    </message>
    <message>
        <source>Show this card at the desk to check in.</source>
        <translation>Mostre este cartão na mesa da organização para fazer o check-in.</translation>
    </message>
    <message>
        <source>Show this card at the desk, or scan the code with your phone to check in.</source>
        <translation>Mostre este cartão na mesa da organização, ou escaneie o código com o celular para fazer o check-in.</translation>
    </message>
    <message>
        <source>Players %1 · present %2 · paid %3 · still owed %4</source>
        <translation>Jogadores %1 · presentes %2 · pago %3 · a pagar %4</translation>
    </message>
    <message>
        <source>entry fee %1</source>
        <translation>taxa de inscrição %1</translation>
    </message>
</context>
<context>
    <name>PaperRankTexts</name>
    <message>
        <source>Ranks by round, up to round %1</source>
        <translation>Posições por rodada, até a rodada %1</translation>
    </message>
</context>
<context>
    <name>PaperRefereeTexts</name>
    <message>
        <source>Referees&apos; ledger</source>
        <translation>Registro da arbitragem</translation>
    </message>
    <message>
        <source>The referees&apos; ledger has no entry.</source>
        <translation>O registro da arbitragem não tem entradas.</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Rodada</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Decisão</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Pontos</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Hora</translation>
    </message>
    <message>
        <source>Withdrawn</source>
        <translation>Retirada</translation>
    </message>
    <message>
        <source>CATAN tournament</source>
        <translation>Torneio de CATAN</translation>
    </message>
</context>
<context>
    <name>PaperRenderTexts</name>
    <message>
        <source>Page %1 of %2</source>
        <translation>Página %1 de %2</translation>
    </message>
    <message>
        <source>Cannot write %1: %2. Choose another folder or file name.</source>
        <translation>Não é possível gravar %1: %2. Escolha outra pasta ou outro nome de arquivo.</translation>
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
        <translation>Ainda sem tabela de pontos</translation>
    </message>
    <message>
        <source>Points by place: %1</source>
        <translation>Pontos por colocação: %1</translation>
    </message>
    <message>
        <source>the best %1 results count</source>
        <translation>contam os %1 melhores resultados</translation>
    </message>
    <message>
        <source>every result counts</source>
        <translation>todos os resultados contam</translation>
    </message>
    <message>
        <source>points from %1 players on</source>
        <translation>pontos a partir de %1 jogadores</translation>
    </message>
    <message>
        <source>CATAN season</source>
        <translation>Temporada de CATAN</translation>
    </message>
    <message>
        <source>Season standings</source>
        <translation>Classificação da temporada</translation>
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
        <translation>Posição</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Pontos</translation>
    </message>
    <message>
        <source>Tournaments</source>
        <translation>Torneios</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>Contados</translation>
    </message>
    <message>
        <source>Best rank</source>
        <translation>Melhor posição</translation>
    </message>
    <message>
        <source>Counted results</source>
        <translation>Resultados contados</translation>
    </message>
    <message>
        <source>%1: %2 (place %3)</source>
        <translation>%1: %2 (%3º lugar)</translation>
    </message>
    <message>
        <source>No results yet: add the season&apos;s tournaments.</source>
        <translation>Ainda sem resultados: adicione os torneios da temporada.</translation>
    </message>
</context>
<context>
    <name>PaperTeamTexts</name>
    <message>
        <source>No player has a team: give players a team on the Players page.</source>
        <translation>Nenhum jogador tem equipe: dê uma equipe aos jogadores na página Jogadores.</translation>
    </message>
</context>
<context>
    <name>PhonePages</name>
    <message>
        <source>Reports are off: hand your slip to the desk.</source>
        <translation>Os envios estão desligados: entregue a sua folha à organização.</translation>
    </message>
    <message>
        <source>Reports are off</source>
        <translation>Envios desligados</translation>
    </message>
    <message>
        <source>This code does not work</source>
        <translation>Este código não vale</translation>
    </message>
    <message>
        <source>Check the code on your table&apos;s slip and type it again at /report, or hand your slip to the desk.</source>
        <translation>Confira o código na folha da sua mesa e digite-o de novo em /report, ou entregue a folha à organização.</translation>
    </message>
    <message>
        <source>Too many phones at once</source>
        <translation>Celulares demais ao mesmo tempo</translation>
    </message>
    <message>
        <source>The tournament&apos;s page is full for a moment. Try again in a few seconds.</source>
        <translation>A página do torneio está cheia no momento. Tente de novo em alguns segundos.</translation>
    </message>
    <message>
        <source>The desk cannot store reports</source>
        <translation>A organização não consegue guardar envios</translation>
    </message>
    <message>
        <source>The desk&apos;s disk is full, so your report was not stored. Hand your slip to the desk.</source>
        <translation>O disco da organização está cheio, por isso o seu envio não foi guardado. Entregue a sua folha à organização.</translation>
    </message>
    <message>
        <source>Too many wrong codes</source>
        <translation>Códigos errados demais</translation>
    </message>
    <message>
        <source>Too many codes that do not work were typed here. Wait ten minutes, or hand your slip to the desk.</source>
        <translation>Foram digitados aqui códigos inválidos demais. Espere dez minutos ou entregue a sua folha à organização.</translation>
    </message>
    <message>
        <source>Form refused</source>
        <translation>Formulário recusado</translation>
    </message>
    <message>
        <source>This form did not come from the tournament&apos;s page. Open the page again and send it from there.</source>
        <translation>Este formulário não veio da página do torneio. Abra a página de novo e envie por ela.</translation>
    </message>
    <message>
        <source>No such page</source>
        <translation>Página inexistente</translation>
    </message>
    <message>
        <source>The tournament&apos;s page has nothing at this address.</source>
        <translation>A página do torneio não tem nada neste endereço.</translation>
    </message>
    <message>
        <source>The sheet cannot be read</source>
        <translation>A súmula não pode ser lida</translation>
    </message>
    <message>
        <source>Open your table&apos;s page again and send the sheet from there.</source>
        <translation>Abra de novo a página da sua mesa e envie a súmula por ela.</translation>
    </message>
    <message>
        <source>The table&apos;s result is accepted</source>
        <translation>O resultado da mesa foi aceito</translation>
    </message>
    <message>
        <source>The desk has accepted a result for this table; nothing more can be sent.</source>
        <translation>A organização aceitou um resultado para esta mesa; não é possível enviar mais nada.</translation>
    </message>
    <message>
        <source>Not stored</source>
        <translation>Não guardado</translation>
    </message>
    <message>
        <source>The desk could not store this just now. Try again in a moment, or hand your slip to the desk.</source>
        <translation>A organização não conseguiu guardar isto agora. Tente de novo em instantes ou entregue a sua folha à organização.</translation>
    </message>
    <message>
        <source>To the players&apos; page</source>
        <translation>Para a página dos jogadores</translation>
    </message>
</context>
<context>
    <name>PlayersPage</name>
    <message>
        <source>Round %1: where you sit</source>
        <translation>Rodada %1: onde você senta</translation>
    </message>
    <message>
        <source>No round has been seated yet.</source>
        <translation>Nenhuma rodada foi distribuída ainda.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Lugar</translation>
    </message>
    <message>
        <source>starts</source>
        <translation>começa</translation>
    </message>
    <message>
        <source>Standings after round %1</source>
        <translation>Classificação após a rodada %1</translation>
    </message>
    <message>
        <source>No round is complete yet.</source>
        <translation>Nenhuma rodada está completa ainda.</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Posição</translation>
    </message>
    <message>
        <source>Round points</source>
        <translation>Pontos de rodada</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>Find your name</source>
        <translation>Procure seu nome</translation>
    </message>
    <message>
        <source>Rule set: %1</source>
        <translation>Regras: %1</translation>
    </message>
    <message>
        <source>Round %1: time left</source>
        <translation>Rodada %1: tempo restante</translation>
    </message>
    <message>
        <source>Round %1: clock paused</source>
        <translation>Rodada %1: relógio pausado</translation>
    </message>
    <message>
        <source>Round %1: time is up</source>
        <translation>Rodada %1: tempo esgotado</translation>
    </message>
    <message>
        <source>Round %1: clock not started</source>
        <translation>Rodada %1: relógio não iniciado</translation>
    </message>
    <message>
        <source>This page follows the desk by itself.</source>
        <translation>Esta página se atualiza sozinha.</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Vitórias</translation>
    </message>
    <message>
        <source>Final ranking</source>
        <translation>Classificação final</translation>
    </message>
    <message>
        <source>Ranks by round</source>
        <translation>Posições por rodada</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Rodada</translation>
    </message>
    <message>
        <source>top %1: semi-final</source>
        <translation>top %1: semifinal</translation>
    </message>
    <message>
        <source>top %1: final</source>
        <translation>top %1: final</translation>
    </message>
    <message>
        <source>Chart: every player&apos;s rank after each complete round; rank 1 at the top.</source>
        <translation>Gráfico: a posição de cada jogador após cada rodada completa; a posição 1 no topo.</translation>
    </message>
    <message>
        <source>Round %1: the board</source>
        <translation>Rodada %1: o tabuleiro</translation>
    </message>
    <message>
        <source>Out at the no-win cut after game %1: no more preliminary games</source>
        <translation>Fora pelo corte sem vitória após a rodada %1: sem mais partidas preliminares</translation>
    </message>
</context>
<context>
    <name>RankChart</name>
    <message>
        <source>top %1: semi-final</source>
        <translation>top %1: semifinal</translation>
    </message>
    <message>
        <source>top %1: final</source>
        <translation>top %1: final</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Rodada %1</translation>
    </message>
</context>
<context>
    <name>RanksPage</name>
    <message>
        <source>Ranks by round</source>
        <translation>Posições por rodada</translation>
    </message>
    <message>
        <source>Ranks by round: the leaders after round %1</source>
        <translation>Posições por rodada: os líderes após a rodada %1</translation>
    </message>
    <message>
        <source>Round %1: the tables</source>
        <translation>Rodada %1: as mesas</translation>
    </message>
    <message>
        <source>after the first complete round</source>
        <translation>após a primeira rodada completa</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Mesa %1</translation>
    </message>
</context>
<context>
    <name>RefereeMessages</name>
    <message>
        <source>Give the reason for the referee&apos;s decision.</source>
        <translation>Indique o motivo da decisão do árbitro.</translation>
    </message>
    <message>
        <source>The reason is longer than %1 characters; shorten it.</source>
        <translation>O motivo tem mais de %1 caracteres; encurte-o.</translation>
    </message>
    <message>
        <source>A penalty needs its round points, such as -1 or -0.5.</source>
        <translation>Uma penalização precisa dos seus pontos de rodada, como -1 ou -0,5.</translation>
    </message>
    <message>
        <source>Only a penalty takes round points; a warning or a disqualification has none.</source>
        <translation>Só uma penalização tem pontos de rodada; uma advertência ou uma desclassificação não tem.</translation>
    </message>
    <message>
        <source>The referees&apos; ledger has no entry %1.</source>
        <translation>O registro da arbitragem não tem a entrada %1.</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>advertência</translation>
    </message>
    <message>
        <source>penalty</source>
        <translation>penalização</translation>
    </message>
    <message>
        <source>disqualification</source>
        <translation>desclassificação</translation>
    </message>
</context>
<context>
    <name>RefereePaperTexts</name>
    <message>
        <source>Disqualified: %1 (%2)</source>
        <translation>Desclassificado: %1 (%2)</translation>
    </message>
    <message>
        <source>Penalty: %1, %2 round points (%3)</source>
        <translation>Penalização: %1, %2 pontos de rodada (%3)</translation>
    </message>
</context>
<context>
    <name>RefereeTexts</name>
    <message>
        <source>The referees&apos; ledger has no entry %1.</source>
        <translation>O registro da arbitragem não tem a entrada %1.</translation>
    </message>
    <message>
        <source>Entry %1 of the referees&apos; ledger was withdrawn already.</source>
        <translation>A entrada %1 do registro da arbitragem já foi retirada.</translation>
    </message>
</context>
<context>
    <name>ReportPage</name>
    <message>
        <source>Report a table&apos;s result</source>
        <translation>Enviar o resultado de uma mesa</translation>
    </message>
    <message>
        <source>Type the code on your table&apos;s slip.</source>
        <translation>Digite o código da folha de resultado da sua mesa.</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Código</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Abrir a mesa</translation>
    </message>
    <message>
        <source>This code does not work. Check it on the slip, or ask the desk.</source>
        <translation>Este código não vale. Confira na folha ou pergunte à organização.</translation>
    </message>
    <message>
        <source>Round %1, table %2</source>
        <translation>Rodada %1, mesa %2</translation>
    </message>
    <message>
        <source>Send the result</source>
        <translation>Enviar o resultado</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Colocação</translation>
    </message>
    <message>
        <source>Round points</source>
        <translation>Pontos de rodada</translation>
    </message>
    <message>
        <source>The sheet breaks a rule: correct the cells marked below.</source>
        <translation>A folha quebra uma regra: corrija as células marcadas abaixo.</translation>
    </message>
    <message>
        <source>Report %1</source>
        <translation>Envio %1</translation>
    </message>
    <message>
        <source>Pass the phone round: each player checks the result and confirms it.</source>
        <translation>Passe o celular pela mesa: cada jogador confere o resultado e confirma.</translation>
    </message>
    <message>
        <source>%1 confirms</source>
        <translation>%1 confirma</translation>
    </message>
    <message>
        <source>%1 has confirmed</source>
        <translation>%1 confirmou</translation>
    </message>
    <message>
        <source>Every player confirmed: the desk will take the result.</source>
        <translation>Todos os jogadores confirmaram: a organização vai registrar o resultado.</translation>
    </message>
    <message>
        <source>The table sent different results: the desk will look at them.</source>
        <translation>A mesa enviou resultados diferentes: a organização vai conferir.</translation>
    </message>
    <message>
        <source>The desk did not take the last report: send the result again.</source>
        <translation>A organização não aceitou o último envio: envie o resultado de novo.</translation>
    </message>
    <message>
        <source>The desk has this table&apos;s result. It can no longer be reported here: ask the desk to correct it.</source>
        <translation>A organização já tem o resultado desta mesa. Ele não pode mais ser enviado aqui: peça à organização para corrigi-lo.</translation>
    </message>
    <message>
        <source>A different result? Correct the sheet and send it again.</source>
        <translation>Resultado diferente? Corrija a folha e envie de novo.</translation>
    </message>
    <message>
        <source>Report %1 is sent.</source>
        <translation>O envio %1 foi feito.</translation>
    </message>
    <message>
        <source>%1 has confirmed report %2.</source>
        <translation>%1 confirmou o envio %2.</translation>
    </message>
    <message>
        <source>%1&apos;s registration code</source>
        <translation>código de inscrição de %1</translation>
    </message>
    <message>
        <source>Call a referee</source>
        <translation>Chamar um árbitro</translation>
    </message>
    <message>
        <source>What is it about? (may stay empty)</source>
        <translation>Do que se trata? (pode ficar vazio)</translation>
    </message>
    <message>
        <source>The desk has your call: a referee will come.</source>
        <translation>A organização recebeu o chamado: um árbitro virá.</translation>
    </message>
    <message>
        <source>A referee is on the way.</source>
        <translation>Um árbitro está a caminho.</translation>
    </message>
    <message>
        <source>Check in</source>
        <translation>Check-in</translation>
    </message>
    <message>
        <source>Are you %1?</source>
        <translation>Você é %1?</translation>
    </message>
    <message>
        <source>%1 is here: check in</source>
        <translation>%1 chegou: fazer check-in</translation>
    </message>
    <message>
        <source>%1 is checked in. Have fun!</source>
        <translation>%1 fez o check-in. Bom jogo!</translation>
    </message>
    <message>
        <source>%1 is checked in already.</source>
        <translation>%1 já fez o check-in.</translation>
    </message>
    <message>
        <source>Checking in from a phone is off: show your card at the desk.</source>
        <translation>O check-in pelo celular está desligado: mostre o cartão na mesa da organização.</translation>
    </message>
    <message>
        <source>The round is seated: checking in from a phone is closed. Go to the desk.</source>
        <translation>A rodada já foi sorteada: o check-in pelo celular está fechado. Vá à mesa da organização.</translation>
    </message>
    <message>
        <source>This registration code does not work. Check it on your card, or ask the desk.</source>
        <translation>Este código de inscrição não funciona. Confira no cartão ou pergunte à organização.</translation>
    </message>
    <message>
        <source>That is not %1&apos;s registration code: nothing was confirmed. Type the code on your card.</source>
        <translation>Este não é o código de inscrição de %1: nada foi confirmado. Digite o código do seu cartão.</translation>
    </message>
</context>
<context>
    <name>RoundMessages</name>
    <message numerus="yes">
        <source>%n active player(s): a table needs at least 3. Add players, or bring back dropped ones, before starting a round.</source>
        <translation>
            <numerusform>%n jogador ativo: uma mesa precisa de pelo menos 3. Adicione jogadores ou readmita jogadores retirados antes de iniciar uma rodada.</numerusform>
            <numerusform>%n jogadores ativos: uma mesa precisa de pelo menos 3. Adicione jogadores ou readmita jogadores retirados antes de iniciar uma rodada.</numerusform>
        </translation>
    </message>
    <message>
        <source>5 active players cannot be seated: tables seat 3 or 4, and 5 splits only into 4 + 1 or 3 + 2, which leaves a table too small. Add a player or drop one before starting the round.</source>
        <translation>5 jogadores ativos não podem ser distribuídos: as mesas têm 3 ou 4 jogadores, e dividir 5 em 4 + 1 ou 3 + 2 sempre deixa uma mesa pequena demais. Adicione ou retire um jogador antes de iniciar a rodada.</translation>
    </message>
    <message numerus="yes">
        <source>A table seats 3 or 4 players, but table %1 has %n player(s). Move players between tables.</source>
        <translation>
            <numerusform>Uma mesa tem 3 ou 4 jogadores, mas a mesa %1 tem %n jogador. Mova jogadores entre as mesas.</numerusform>
            <numerusform>Uma mesa tem 3 ou 4 jogadores, mas a mesa %1 tem %n jogadores. Mova jogadores entre as mesas.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is seated twice in the round. Seat each player once.</source>
        <translation>%1 aparece duas vezes na distribuição da rodada. Distribua cada jogador uma só vez.</translation>
    </message>
    <message>
        <source>%1 already plays at table %2 in round %3.</source>
        <translation>%1 já joga na mesa %2 na rodada %3.</translation>
    </message>
</context>
<context>
    <name>RuleSetFileMessages</name>
    <message>
        <source>%1 is not UTF-8 text: save it as UTF-8 and try again</source>
        <translation>%1 não é texto UTF-8: salve-o como UTF-8 e tente de novo</translation>
    </message>
    <message>
        <source>%1: the id &quot;%2&quot; names a rule set of the program with other parts; give your own rule set another id</source>
        <translation>%1: o identificador “%2” designa um conjunto de regras do programa com outras partes; dê outro identificador ao seu conjunto de regras</translation>
    </message>
    <message>
        <source>there is no rule set or rule-set file &quot;%1&quot;; give one of %2 (see catan-desk-cli rules) or a rule-set file</source>
        <translation>não há conjunto de regras nem arquivo de regras “%1”; dê um de %2 (veja catan-desk-cli rules) ou um arquivo de regras</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>é uma pasta</translation>
    </message>
    <message>
        <source>cannot read the rule-set file %1: %2</source>
        <translation>não é possível ler o arquivo de regras %1: %2</translation>
    </message>
</context>
<context>
    <name>RuleSetNames</name>
    <message>
        <source>Standard (tournament rules)</source>
        <translation>Padrão (regras do torneio)</translation>
    </message>
    <message>
        <source>German ranking tournament</source>
        <translation>Torneio de ranking alemão</translation>
    </message>
    <message>
        <source>CATAN Studio championship</source>
        <translation>Campeonato CATAN Studio</translation>
    </message>
    <message>
        <source>Standard, 5-3-1 at tables of 3</source>
        <translation>Padrão, 5-3-1 em mesas de três</translation>
    </message>
    <message>
        <source>Standard, VP capped at 10</source>
        <translation>Padrão, VP limitados a 10</translation>
    </message>
    <message>
        <source>Standard, average share</source>
        <translation>Padrão, participação média</translation>
    </message>
</context>
<context>
    <name>RuleSetTextMessages</name>
    <message>
        <source>A line is &quot;key = value&quot;; this one has no &quot;=&quot;.</source>
        <translation>Uma linha é “chave = valor”; esta não tem “=”.</translation>
    </message>
    <message>
        <source>Unknown key &quot;%1&quot;; the keys are base, id, name, points-4, points-3, vp-cap, share and tie-breaks.</source>
        <translation>Chave desconhecida “%1”; as chaves são base, id, name, points-4, points-3, vp-cap, share e tie-breaks.</translation>
    </message>
    <message>
        <source>The key &quot;%1&quot; was given on line %2 already; give each key once.</source>
        <translation>A chave “%1” já foi dada na linha %2; dê cada chave uma só vez.</translation>
    </message>
    <message>
        <source>There is no rule set &quot;%1&quot; to start from.</source>
        <translation>Não há conjunto de regras “%1” para servir de base.</translation>
    </message>
    <message>
        <source>The id &quot;%1&quot; may hold only small letters, digits and &quot;-&quot;.</source>
        <translation>O identificador “%1” só pode conter letras minúsculas, dígitos e “-”.</translation>
    </message>
    <message>
        <source>%1 takes %2 whole numbers from 0, one per place, e.g. &quot;%3&quot;.</source>
        <translation>%1 recebe %2 números inteiros a partir de 0, um por colocação, p. ex. “%3”.</translation>
    </message>
    <message>
        <source>vp-cap is a whole number from 1 or &quot;none&quot;, not &quot;%1&quot;.</source>
        <translation>vp-cap é um número inteiro a partir de 1 ou “none”, não “%1”.</translation>
    </message>
    <message>
        <source>share is pooled, average or sum-virtual-fourth, not &quot;%1&quot;.</source>
        <translation>share é pooled, average ou sum-virtual-fourth, não “%1”.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a tie-break; use vp, share, first, second and third, each at most once.</source>
        <translation>“%1” não é um critério de desempate; use vp, share, first, second e third, cada um no máximo uma vez.</translation>
    </message>
</context>
<context>
    <name>SeasonCsv</name>
    <message>
        <source>Rank</source>
        <translation>Posição</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Pontos</translation>
    </message>
    <message>
        <source>Tournaments</source>
        <translation>Torneios</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>Contados</translation>
    </message>
    <message>
        <source>Best rank</source>
        <translation>Melhor posição</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>Torneio</translation>
    </message>
</context>
<context>
    <name>SeasonFileText</name>
    <message>
        <source>the season file is not UTF-8 text: save it as UTF-8 and try again</source>
        <translation>o arquivo da temporada não é texto UTF-8: salve-o como UTF-8 e tente de novo</translation>
    </message>
    <message>
        <source>write &quot;key = value&quot; (name, points, best, min_players, tournament or alias)</source>
        <translation>escreva &quot;chave = valor&quot; (name, points, best, min_players, tournament ou alias)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is given on line %2 already; give it once</source>
        <translation>&quot;%1&quot; já está na linha %2; indique-o uma só vez</translation>
    </message>
    <message>
        <source>points are whole numbers of 0 or more separated by commas, not &quot;%1&quot;</source>
        <translation>points são números inteiros a partir de 0 separados por vírgulas, não &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1 is a whole number of 0 or more, not &quot;%2&quot;</source>
        <translation>%1 é um número inteiro a partir de 0, não &quot;%2&quot;</translation>
    </message>
    <message>
        <source>a tournament line names a tournament file or server</source>
        <translation>uma linha tournament indica um arquivo de torneio ou um servidor</translation>
    </message>
    <message>
        <source>the tournament %1 is listed on line %2 already; list it once</source>
        <translation>o torneio %1 já está na linha %2; indique-o uma só vez</translation>
    </message>
    <message>
        <source>write an alias as &quot;alias = NAME = OTHER NAME&quot;</source>
        <translation>escreva um alias como &quot;alias = NOME = OUTRO NOME&quot;</translation>
    </message>
    <message>
        <source>an alias names two different names, not &quot;%1&quot; twice</source>
        <translation>um alias indica dois nomes diferentes, não &quot;%1&quot; duas vezes</translation>
    </message>
    <message>
        <source>unknown key &quot;%1&quot;; a season file knows name, points, best, min_players, tournament and alias</source>
        <translation>chave desconhecida &quot;%1&quot;; um arquivo de temporada conhece name, points, best, min_players, tournament e alias</translation>
    </message>
    <message>
        <source>A season of CATAN tournaments (catan-desk-cli series)</source>
        <translation>Uma temporada de torneios de CATAN (catan-desk-cli series)</translation>
    </message>
</context>
<context>
    <name>SeasonMessages</name>
    <message>
        <source>%1 gives nobody points: the season&apos;s minimum field is %2 players, and %3 played there.</source>
        <translation>%1 não dá pontos a ninguém: a temporada exige pelo menos %2 jogadores, e %3 jogaram lá.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; and &quot;%2&quot; differ only by case, accents, ß/ss or spacing: if they are one player, add the line: alias = %1 = %2</source>
        <translation>&quot;%1&quot; e &quot;%2&quot; diferem só em maiúsculas, acentos, ß/ss ou espaços: se forem um só jogador, acrescente a linha: alias = %1 = %2</translation>
    </message>
</context>
<context>
    <name>Seating</name>
    <message>
        <source>The number of rounds to plan must be between 1 and %1.</source>
        <translation>O número de rodadas a planejar deve estar entre 1 e %1.</translation>
    </message>
    <message>
        <source>Keep-apart pairs at one table: %1. The search found no way to separate them; check the keep-apart list.</source>
        <translation>Pares a manter separados que ficaram na mesma mesa: %1. A busca não encontrou como separá-los; verifique a lista de pares a manter separados.</translation>
    </message>
    <message>
        <source>Nobody meets an opponent again.</source>
        <translation>Ninguém reencontra um adversário.</translation>
    </message>
    <message>
        <source>Repeat meetings: %1, the fewest possible with this many players and rounds.</source>
        <translation>Reencontros: %1, o mínimo possível com esse número de jogadores e rodadas.</translation>
    </message>
    <message>
        <source>Repeat meetings: %1. At least %2 cannot be avoided; the search found no seating with fewer within its work limit.</source>
        <translation>Reencontros: %1. Pelo menos %2 são inevitáveis; a busca não encontrou, dentro do seu limite de trabalho, uma distribuição com menos.</translation>
    </message>
    <message>
        <source>Repeat meetings: %1. The search found no seating without repeats within its work limit, though one may exist; another seed may find one.</source>
        <translation>Reencontros: %1. A busca não encontrou, dentro do seu limite de trabalho, uma distribuição sem reencontros, embora ela possa existir; outra semente pode encontrá-la.</translation>
    </message>
    <message>
        <source>Players with a place in the turn order they had before: %1.</source>
        <translation>Jogadores que repetem uma posição na ordem de jogada que já tiveram: %1.</translation>
    </message>
    <message>
        <source>Meetings of a pair beyond its second: %1.</source>
        <translation>Encontros de um par além do segundo: %1.</translation>
    </message>
    <message>
        <source>Players whose places in the turn order are not as even as the rounds allow: %1.</source>
        <translation>Jogadores cujas posições na ordem de jogada não são tão equilibradas quanto as rodadas permitem: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Table %1 is the fixed table of %2, but this round has only %n table(s).</source>
        <translation>
            <numerusform>A mesa %1 é a mesa fixa de %2, mas esta rodada tem só %n mesa.</numerusform>
            <numerusform>A mesa %1 é a mesa fixa de %2, mas esta rodada tem só %n mesas.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 players have table %2 as their fixed table (%3), but it seats %4.</source>
        <translation>%1 jogadores têm a mesa %2 como mesa fixa (%3), mas ela tem %4 lugares.</translation>
    </message>
    <message>
        <source>player %1</source>
        <translation>jogador %1</translation>
    </message>
</context>
<context>
    <name>ServerMessages</name>
    <message>
        <source>The tournament server %1 could not be reached: %2. Check the address, the user and the password, and that the server is running.</source>
        <translation>Não foi possível alcançar o servidor de torneio %1: %2. Verifique o endereço, o usuário e a senha, e se o servidor está em funcionamento.</translation>
    </message>
    <message>
        <source>%1 needs the PostgreSQL driver of Qt (Debian: libqt6sql6-psql), which is not installed.</source>
        <translation>%1 precisa do driver PostgreSQL do Qt (Debian: libqt6sql6-psql), que não está instalado.</translation>
    </message>
    <message>
        <source>The database %1 holds tables of another program, not a tournament. It was left as it is; ask the server&apos;s administrator for an empty database.</source>
        <translation>O banco de dados %1 contém tabelas de outro programa, não um torneio. Ele não foi alterado; peça ao administrador do servidor um banco de dados vazio.</translation>
    </message>
    <message>
        <source>The database %1 is marked as a tournament but lacks some of its tables. It was left as it is; ask the server&apos;s administrator to check it.</source>
        <translation>O banco de dados %1 está marcado como torneio, mas faltam algumas tabelas. Ele não foi alterado; peça ao administrador do servidor que o verifique.</translation>
    </message>
    <message>
        <source>The database %1 holds no tournament yet. Import results or seat a round into it first, or copy a tournament into it.</source>
        <translation>O banco de dados %1 ainda não contém um torneio. Primeiro importe resultados ou distribua uma rodada, ou copie um torneio para ele.</translation>
    </message>
    <message>
        <source>The tournament in %1 was written by a newer version of Catan Tournament Desk (version %2; this version reads up to %3). Use the newer version.</source>
        <translation>O torneio em %1 foi gravado por uma versão mais nova do Catan Tournament Desk (versão %2; esta versão lê até a %3). Use a versão mais nova.</translation>
    </message>
    <message>
        <source>The tournament in %1 was written by an earlier version of Catan Tournament Desk and must be upgraded first. Open it once for writing (in the desk) and try again.</source>
        <translation>O torneio em %1 foi gravado por uma versão anterior do Catan Tournament Desk e precisa ser atualizado primeiro. Abra-o uma vez para gravação (no programa) e tente de novo.</translation>
    </message>
    <message>
        <source>The tournament&apos;s tables could not be created in %1: %2. Check that the user may create tables in that database.</source>
        <translation>Não foi possível criar as tabelas do torneio em %1: %2. Verifique se o usuário pode criar tabelas nesse banco de dados.</translation>
    </message>
    <message>
        <source>The tournament in %1 could not be upgraded: %2. Nothing was changed.</source>
        <translation>Não foi possível atualizar o torneio em %1: %2. Nada foi alterado.</translation>
    </message>
    <message>
        <source>The connection to the tournament server %1 was lost. Nothing of this change was saved; it is tried again when the server is back.</source>
        <translation>A conexão com o servidor de torneio %1 caiu. Nada desta alteração foi salvo; ela será tentada de novo quando o servidor voltar.</translation>
    </message>
    <message>
        <source>Round %1 was started at another desk meanwhile, so this seating was not saved. Look at the round as it is now.</source>
        <translation>A rodada %1 foi iniciada em outro posto nesse meio-tempo, por isso esta distribuição não foi salva. Veja a rodada como está agora.</translation>
    </message>
    <message>
        <source>A tournament cannot be copied onto itself: name another place as the target.</source>
        <translation>Um torneio não pode ser copiado sobre si mesmo: indique outro destino.</translation>
    </message>
    <message>
        <source>%1 is not empty. A tournament is copied only to a new file or an empty database; nothing was changed.</source>
        <translation>%1 não está vazio. Um torneio só é copiado para um arquivo novo ou um banco de dados vazio; nada foi alterado.</translation>
    </message>
    <message>
        <source>The tournament could not be copied to %1: %2. Nothing was written there.</source>
        <translation>Não foi possível copiar o torneio para %1: %2. Nada foi gravado lá.</translation>
    </message>
    <message>
        <source>The connection to the tournament server %1 was lost. Nothing of this change was saved; run the command again when the server is back.</source>
        <translation>A conexão com o servidor de torneio %1 caiu. Nada desta alteração foi salvo; execute o comando de novo quando o servidor voltar.</translation>
    </message>
</context>
<context>
    <name>SetCallState</name>
    <message>
        <source>take the call of table %1</source>
        <translation>atender o chamado da mesa %1</translation>
    </message>
    <message>
        <source>close the call of table %1</source>
        <translation>encerrar o chamado da mesa %1</translation>
    </message>
    <message>
        <source>open the call of table %1 again</source>
        <translation>reabrir o chamado da mesa %1</translation>
    </message>
</context>
<context>
    <name>SetDoorSettings</name>
    <message>
        <source>change the entry fee and self check-in</source>
        <translation>alterar a taxa de inscrição e o check-in pelo celular</translation>
    </message>
</context>
<context>
    <name>SetFixedTable</name>
    <message>
        <source>clear the fixed table of %1</source>
        <translation>retirar a mesa fixa de %1</translation>
    </message>
    <message>
        <source>give %1 the fixed table %2</source>
        <translation>dar a %1 a mesa fixa %2</translation>
    </message>
</context>
<context>
    <name>SetNoWinCut</name>
    <message>
        <source>turn the no-win cut off</source>
        <translation>desligar o corte sem vitória</translation>
    </message>
    <message>
        <source>cut players without a win after game %1</source>
        <translation>cortar jogadores sem vitória depois da rodada %1</translation>
    </message>
</context>
<context>
    <name>SetPaid</name>
    <message>
        <source>set what %1 paid</source>
        <translation>registrar o que %1 pagou</translation>
    </message>
</context>
<context>
    <name>SetTeams</name>
    <message numerus="yes">
        <source>set the teams of %n player(s)</source>
        <translation>
            <numerusform>definir a equipe de %n jogador</numerusform>
            <numerusform>definir as equipes de %n jogadores</numerusform>
        </translation>
    </message>
    <message>
        <source>take %1 out of team %2</source>
        <translation>tirar %1 da equipe %2</translation>
    </message>
    <message>
        <source>put %1 in team %2</source>
        <translation>colocar %1 na equipe %2</translation>
    </message>
</context>
<context>
    <name>SheetChanges</name>
    <message>
        <source>yes</source>
        <translation>sim</translation>
    </message>
    <message>
        <source>no</source>
        <translation>não</translation>
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
        <translation>sim</translation>
    </message>
    <message>
        <source>no</source>
        <translation>não</translation>
    </message>
    <message>
        <source>Another desk</source>
        <translation>Outro posto</translation>
    </message>
    <message>
        <source>Desk %1</source>
        <translation>O posto %1</translation>
    </message>
    <message>
        <source>%1 undid the result of round %2, table %3 at %4, after this desk opened it.</source>
        <translation>%1 desfez o resultado da rodada %2, mesa %3 às %4, depois que este posto o abriu.</translation>
    </message>
    <message>
        <source>%1 saved round %2, table %3 at %4, after this desk opened it.</source>
        <translation>%1 salvou a rodada %2, mesa %3 às %4, depois que este posto a abriu.</translation>
    </message>
    <message>
        <source>%1: %2 %3 → %4</source>
        <extracomment>A change another desk made: player, field, old value → new value.</extracomment>
        <translation>%1: %2 %3 → %4</translation>
    </message>
    <message>
        <source>Round %1, table %2 was saved by desk %3 after this desk read it, so this save was not made. Look at what changed, then keep that or save again over it.</source>
        <translation>A rodada %1, mesa %2 foi salva pelo posto %3 depois que este posto a leu, por isso esta gravação não foi feita. Veja o que mudou e mantenha-o ou salve de novo por cima.</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(sem nome)</translation>
    </message>
    <message>
        <source>%1 undid the result of round %2, table %3 after this desk opened it.</source>
        <translation>%1 desfez o resultado da rodada %2, mesa %3 depois que este posto o abriu.</translation>
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
    <name>StageMessages</name>
    <message>
        <source>Round %1 is a preliminary round, but round %2 was already a semi-final or final.</source>
        <translation>A rodada %1 é uma rodada preliminar, mas a rodada %2 já foi uma semifinal ou final.</translation>
    </message>
    <message>
        <source>Round %1 is a semi-final after the final in round %2.</source>
        <translation>A rodada %1 é uma semifinal depois da final na rodada %2.</translation>
    </message>
    <message>
        <source>Round %1 is a second semi-final; round %2 already was the semi-final.</source>
        <translation>A rodada %1 é uma segunda semifinal; a rodada %2 já foi a semifinal.</translation>
    </message>
    <message>
        <source>Round %1 is a second final; round %2 already was the final.</source>
        <translation>A rodada %1 é uma segunda final; a rodada %2 já foi a final.</translation>
    </message>
    <message>
        <source>Seated at the semi-final, but not among the 16 who qualify for it.</source>
        <translation>Sentado na semifinal, mas não está entre os 16 classificados para ela.</translation>
    </message>
    <message>
        <source>Seated at the final, but not among the 4 who qualify for it.</source>
        <translation>Sentado na final, mas não está entre os 4 classificados para ela.</translation>
    </message>
    <message>
        <source>Qualifies for the semi-final, but is not seated there.</source>
        <translation>Classificado para a semifinal, mas não está sentado nela.</translation>
    </message>
    <message>
        <source>Qualifies for the final, but is not seated there.</source>
        <translation>Classificado para a final, mas não está sentado nela.</translation>
    </message>
    <message>
        <source>A semi-final needs 16 players from the preliminary rounds; there are %1.</source>
        <translation>Uma semifinal precisa de 16 jogadores das rodadas preliminares; há %1.</translation>
    </message>
    <message>
        <source>A final needs 4 players from the preliminary rounds; there are %1.</source>
        <translation>Uma final precisa de 4 jogadores das rodadas preliminares; há %1.</translation>
    </message>
</context>
<context>
    <name>TablePlan</name>
    <message>
        <source>%1 and %2</source>
        <translation>%1 e %2</translation>
    </message>
    <message numerus="yes">
        <source>%n table(s) of 4</source>
        <translation>
            <numerusform>%n mesa de 4</numerusform>
            <numerusform>%n mesas de 4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n table(s) of 3</source>
        <translation>
            <numerusform>%n mesa de 3</numerusform>
            <numerusform>%n mesas de 3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TeamFigures</name>
    <message>
        <source>Team standings before the first round</source>
        <translation>Classificação por equipes antes da primeira rodada</translation>
    </message>
    <message>
        <source>Team standings after round %1</source>
        <translation>Classificação por equipes após a rodada %1</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Equipe</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>Membros</translation>
    </message>
    <message>
        <source>Best rank</source>
        <translation>Melhor posição</translation>
    </message>
    <message>
        <source>The teams have different sizes; they are compared as they are: the sums of all members count.</source>
        <translation>As equipes têm tamanhos diferentes; são comparadas como estão: contam as somas de todos os membros.</translation>
    </message>
    <message>
        <source>CATAN tournament</source>
        <translation>Torneio de CATAN</translation>
    </message>
</context>
<context>
    <name>TeamMessages</name>
    <message>
        <source>The team name &quot;%1&quot; is longer than %2 characters; shorten it.</source>
        <translation>O nome da equipe “%1” tem mais de %2 caracteres; encurte-o.</translation>
    </message>
</context>
<context>
    <name>TeamsFileTexts</name>
    <message>
        <source>%1 has no column &quot;%2&quot;: a teams list has the columns player,team</source>
        <translation>%1 não tem a coluna “%2”: uma lista de equipes tem as colunas player,team</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is in team &quot;%3&quot; and in team &quot;%4&quot;; a player belongs to at most one team</source>
        <translation>%1: “%2” está na equipe “%3” e na equipe “%4”; um jogador pertence a no máximo uma equipe</translation>
    </message>
    <message>
        <source>%1: the team name &quot;%2&quot; is longer than %3 characters</source>
        <translation>%1: o nome da equipe “%2” tem mais de %3 caracteres</translation>
    </message>
</context>
<context>
    <name>TeamsPage</name>
    <message>
        <source>Team standings after round %1</source>
        <translation>Classificação por equipes após a rodada %1</translation>
    </message>
    <message>
        <source>Team standings before the first round</source>
        <translation>Classificação por equipes antes da primeira rodada</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Posição</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Equipe</translation>
    </message>
    <message>
        <source>Round points</source>
        <translation>Pontos de rodada</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Vitórias</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>Members</source>
        <translation>Membros</translation>
    </message>
    <message>
        <source>The teams have different sizes; they are compared as they are.</source>
        <translation>As equipes têm tamanhos diferentes; são comparadas como estão.</translation>
    </message>
</context>
<context>
    <name>TournamentFile</name>
    <message>
        <source>Tournament</source>
        <translation>Torneio</translation>
    </message>
</context>
<context>
    <name>WithdrawRefereeEntry</name>
    <message>
        <source>withdraw the %1 of %2</source>
        <translation>retirar a %1 de %2</translation>
    </message>
</context>
<context>
    <name>ctd::BoardDialog</name>
    <message>
        <source>Round %1 has no board yet. Draw one with %2.</source>
        <translation>A rodada %1 ainda não tem tabuleiro. Sorteie um com %2.</translation>
    </message>
    <message>
        <source>Seed %1: the same seed draws the same board.</source>
        <translation>Semente %1: a mesma semente sorteia o mesmo tabuleiro.</translation>
    </message>
    <message>
        <source>Board of round %1</source>
        <translation>Tabuleiro da rodada %1</translation>
    </message>
    <message>
        <source>&amp;Draw again</source>
        <translation>&amp;Sortear de novo</translation>
    </message>
    <message>
        <source>&amp;Draw</source>
        <translation>&amp;Sortear</translation>
    </message>
    <message>
        <source>Print preview: %1</source>
        <translation>Pré-visualização: %1</translation>
    </message>
    <message>
        <source>&amp;Round:</source>
        <translation>&amp;Rodada:</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Imprimir…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>Draws another valid board for the round (F5); Undo takes it back</source>
        <translation>Sorteia outro tabuleiro válido para a rodada (F5); Desfazer traz o anterior de volta</translation>
    </message>
</context>
<context>
    <name>ctd::CallsDialog</name>
    <message>
        <source>&amp;Take: a referee goes (Enter)</source>
        <translation>&amp;Atender: um árbitro vai (Enter)</translation>
    </message>
    <message>
        <source>&amp;Close the call (Del)</source>
        <translation>&amp;Encerrar o chamado (Del)</translation>
    </message>
    <message>
        <source>Calls from the tables</source>
        <translation>Chamados das mesas</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Rodada</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Called at</source>
        <translation>Chamado às</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Situação</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>A referee goes to table %1 (round %2).</source>
        <translation>Um árbitro vai à mesa %1 (rodada %2).</translation>
    </message>
    <message>
        <source>The call of table %1 is closed.</source>
        <translation>O chamado da mesa %1 foi encerrado.</translation>
    </message>
</context>
<context>
    <name>ctd::CallsQueue</name>
    <message>
        <source>A table calls a referee: F7 shows the calls.</source>
        <translation>Uma mesa chama um árbitro: F7 mostra os chamados.</translation>
    </message>
    <message>
        <source>&amp;Calls from the tables…</source>
        <translation>C&amp;hamados das mesas…</translation>
    </message>
    <message numerus="yes">
        <source>%n call(s) waiting (F7)</source>
        <translation>
            <numerusform>%n chamado esperando (F7)</numerusform>
            <numerusform>%n chamados esperando (F7)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n referee(s) on the way (F7)</source>
        <translation>
            <numerusform>%n árbitro a caminho (F7)</numerusform>
            <numerusform>%n árbitros a caminho (F7)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ctd::CellCommand</name>
    <message>
        <source>Empty %1 of %2</source>
        <translation>Esvaziar %1 de %2</translation>
    </message>
    <message>
        <source>%1 of %2: %3</source>
        <translation>%1 de %2: %3</translation>
    </message>
</context>
<context>
    <name>ctd::CellEdit</name>
    <message>
        <source>&quot;%1&quot; is not typed: the sheet counts whole numbers, so a decimal separator is refused. Type a whole number.</source>
        <translation>“%1” não é digitado: a súmula conta apenas números inteiros, por isso o separador decimal é recusado. Digite um número inteiro.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not typed: the sheet counts whole numbers, so a decimal separator is refused. The cell keeps %2; type a whole number.</source>
        <translation>“%1” não é digitado: a súmula conta apenas números inteiros, por isso o separador decimal é recusado. A célula fica com %2; digite um número inteiro.</translation>
    </message>
</context>
<context>
    <name>ctd::CutDialog</name>
    <message>
        <source>Table %1</source>
        <translation>Mesa %1</translation>
    </message>
    <message>
        <source>Table %1, seat %2</source>
        <translation>Mesa %1, lugar %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has two seats: choose another player for one of them.</source>
        <translation>“%1” tem dois lugares: escolha outro jogador para um deles.</translation>
    </message>
    <message>
        <source>Say why the players differ from the cut: the reason is kept with the round and printed with the standings.</source>
        <translation>Diga por que os jogadores diferem da classificação: o motivo fica guardado com a rodada e é impresso com a classificação.</translation>
    </message>
    <message>
        <source>Not in the cut: %1. Left out: %2.</source>
        <translation>Fora da classificação: %1. Deixados de fora: %2.</translation>
    </message>
    <message>
        <source>The players are the cut&apos;s, at other tables than the seeding says.</source>
        <translation>Os jogadores são os classificados, mas em outras mesas do que o chaveamento indica.</translation>
    </message>
    <message>
        <source>Choose the players of the cut</source>
        <translation>Escolher os jogadores da fase final</translation>
    </message>
    <message>
        <source>The seats start as the rules propose: the best preliminary ranks, seat 1 the best. Choose another player for a seat only where the rules cannot be followed, for example because a finalist has left.</source>
        <translation>Os lugares começam como as regras propõem: as melhores posições preliminares, o lugar 1 para o melhor. Escolha outro jogador para um lugar só quando as regras não puderem ser seguidas, por exemplo porque um finalista foi embora.</translation>
    </message>
    <message>
        <source>&amp;Stage:</source>
        <translation>&amp;Fase:</translation>
    </message>
    <message>
        <source>Semi-final</source>
        <translation>Semifinal</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Final</translation>
    </message>
    <message>
        <source>&amp;Why the players differ from the cut (kept in the round&apos;s history and printed with the standings):</source>
        <translation>&amp;Por que os jogadores diferem da classificação (guardado no histórico da rodada e impresso com a classificação):</translation>
    </message>
    <message>
        <source>e.g. Bernd left after the semi-final</source>
        <translation>ex.: Bernd foi embora depois da semifinal</translation>
    </message>
    <message>
        <source>Seat &amp;these players</source>
        <translation>&amp;Distribuir estes jogadores</translation>
    </message>
</context>
<context>
    <name>ctd::HandSeatingDialog</name>
    <message>
        <source>no player is at table %1; number the tables 1, 2, 3, … without gaps</source>
        <translation>nenhum jogador está na mesa %1; numere as mesas 1, 2, 3, … sem pular números</translation>
    </message>
    <message>
        <source>These tables cannot be played: %1.</source>
        <translation>Estas mesas não podem ser jogadas: %1.</translation>
    </message>
    <message>
        <source>Seat round %1 by hand</source>
        <translation>Distribuir a rodada %1 manualmente</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Start round</source>
        <translation>Iniciar rodada</translation>
    </message>
    <message>
        <source>%1 (starts)</source>
        <translation>%1 (começa)</translation>
    </message>
    <message>
        <source>Give every player a table number. Each table seats 3 or 4; the order in which players get a table is their seat order there, seat 1 starts. Ctrl+Up and Ctrl+Down move the selected player a seat earlier or later.</source>
        <translation>Dê a cada jogador um número de mesa. Cada mesa tem 3 ou 4 lugares; a ordem em que os jogadores recebem uma mesa é a ordem dos lugares nela, o lugar 1 começa. Ctrl+Cima e Ctrl+Baixo passam o jogador selecionado um lugar para antes ou para depois.</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Lugar</translation>
    </message>
    <message>
        <source>Seat &amp;earlier (Ctrl+Up)</source>
        <translation>Lugar &amp;antes (Ctrl+Cima)</translation>
    </message>
    <message>
        <source>Seat &amp;later (Ctrl+Down)</source>
        <translation>Lugar &amp;depois (Ctrl+Baixo)</translation>
    </message>
</context>
<context>
    <name>ctd::KeepApartDialog</name>
    <message>
        <source>Type two players&apos; names: the pair needs both.</source>
        <translation>Digite os nomes de dois jogadores: o par precisa de ambos.</translation>
    </message>
    <message>
        <source>There is no player &quot;%1&quot;. Choose a name the list offers.</source>
        <translation>Não há jogador “%1”. Escolha um nome que a lista oferece.</translation>
    </message>
    <message>
        <source>%1 cannot be kept apart from themself: name two different players.</source>
        <translation>%1 não pode ser separado de si mesmo: indique dois jogadores diferentes.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <source>Keep players apart</source>
        <translation>Manter jogadores separados</translation>
    </message>
    <message>
        <source>The draw never seats the two players of a pair at one table when it can be avoided (two who came together, a parent and child). Type the first letters of a name and choose it.</source>
        <translation>O sorteio nunca coloca os dois jogadores de um par na mesma mesa quando isso pode ser evitado (dois que vieram juntos, pai ou mãe e filho). Digite as primeiras letras de um nome e escolha-o.</translation>
    </message>
    <message>
        <source>&amp;First player:</source>
        <translation>&amp;Primeiro jogador:</translation>
    </message>
    <message>
        <source>&amp;Second player:</source>
        <translation>&amp;Segundo jogador:</translation>
    </message>
    <message>
        <source>&amp;Add pair</source>
        <translation>&amp;Adicionar par</translation>
    </message>
    <message numerus="yes">
        <source>Pairs &amp;kept apart (%n):</source>
        <translation>
            <numerusform>Par &amp;mantido separado (%n):</numerusform>
            <numerusform>Pares &amp;mantidos separados (%n):</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Remove pair (Del)</source>
        <translation>&amp;Remover par (Del)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
</context>
<context>
    <name>ctd::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
</context>
<context>
    <name>ctd::LedgerDialog</name>
    <message>
        <source>&amp;New entry… (F6)</source>
        <translation>&amp;Nova entrada… (F6)</translation>
    </message>
    <message>
        <source>&amp;Withdraw (Del)</source>
        <translation>&amp;Retirar (Del)</translation>
    </message>
    <message>
        <source>Save as &amp;PDF…</source>
        <translation>Guardar como &amp;PDF…</translation>
    </message>
    <message>
        <source>Referees&apos; ledger</source>
        <translation>Registro da arbitragem</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n warnings)</source>
        <translation>
            <numerusform>%1 (%n advertência)</numerusform>
            <numerusform>%1 (%n advertências)</numerusform>
        </translation>
    </message>
    <message>
        <source>More than one warning: %1</source>
        <translation>Mais de uma advertência: %1</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>Retirar</translation>
    </message>
    <message>
        <source>Withdraw this entry? It stays in the ledger, marked withdrawn.

%1</source>
        <translation>Retirar esta entrada? Fica no registro, marcada como retirada.

%1</translation>
    </message>
    <message>
        <source>&amp;Withdraw it</source>
        <translation>&amp;Retirar</translation>
    </message>
    <message>
        <source>&amp;Keep it</source>
        <translation>&amp;Manter</translation>
    </message>
    <message>
        <source>Withdrawn: %1</source>
        <translation>Retirada: %1</translation>
    </message>
    <message>
        <source>No tournament is open.</source>
        <translation>Nenhum torneio está aberto.</translation>
    </message>
    <message>
        <source>Save the ledger as PDF</source>
        <translation>Salvar o registro como PDF</translation>
    </message>
    <message>
        <source>referees-ledger.pdf</source>
        <translation>registro-arbitragem.pdf</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Ficheiros PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 guardado</translation>
    </message>
</context>
<context>
    <name>ctd::MainWindow</name>
    <message>
        <source>Round %1</source>
        <translation>Rodada %1</translation>
    </message>
    <message>
        <source>About Catan Tournament Desk</source>
        <translation>Sobre o Catan Tournament Desk</translation>
    </message>
    <message>
        <source>Catan Tournament Desk %1
Result entry and standings for CATAN tournaments.</source>
        <translation>Catan Tournament Desk %1
Registro de resultados e classificação para torneios de CATAN.</translation>
    </message>
    <message>
        <source>Catan Tournament Desk</source>
        <translation>Catan Tournament Desk</translation>
    </message>
    <message>
        <source>Unnamed tournament</source>
        <translation>Torneio sem nome</translation>
    </message>
    <message>
        <source>no date set</source>
        <translation>sem data definida</translation>
    </message>
    <message>
        <source>No round yet</source>
        <translation>Nenhuma rodada ainda</translation>
    </message>
    <message>
        <source>%1 – Catan Tournament Desk</source>
        <translation>%1 – Catan Tournament Desk</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Arquivo</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Round</source>
        <translation>&amp;Rodada</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aj&amp;uda</translation>
    </message>
    <message>
        <source>&amp;New tournament…</source>
        <translation>&amp;Novo torneio…</translation>
    </message>
    <message>
        <source>&amp;Open tournament…</source>
        <translation>&amp;Abrir torneio…</translation>
    </message>
    <message>
        <source>Tournament &amp;details…</source>
        <translation>&amp;Detalhes do torneio…</translation>
    </message>
    <message>
        <source>&amp;Save table</source>
        <translation>&amp;Salvar mesa</translation>
    </message>
    <message>
        <source>Every save is written to the tournament file at once</source>
        <translation>Cada salvamento é gravado imediatamente no arquivo do torneio</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Sai&amp;r</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <source>&amp;Redo typing</source>
        <translation>&amp;Refazer digitação</translation>
    </message>
    <message>
        <source>&amp;Find player</source>
        <translation>&amp;Localizar jogador</translation>
    </message>
    <message>
        <source>&amp;Start next round…</source>
        <translation>&amp;Iniciar próxima rodada…</translation>
    </message>
    <message>
        <source>&amp;Move a player…</source>
        <translation>&amp;Mover um jogador…</translation>
    </message>
    <message>
        <source>&amp;Remove last round</source>
        <translation>&amp;Remover última rodada</translation>
    </message>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Jogadores</translation>
    </message>
    <message>
        <source>S&amp;eating</source>
        <translation>&amp;Distribuição</translation>
    </message>
    <message>
        <source>Resul&amp;ts</source>
        <translation>Resul&amp;tados</translation>
    </message>
    <message>
        <source>Scoring &amp;rules</source>
        <translation>&amp;Regras de pontuação</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Sobre</translation>
    </message>
    <message>
        <source>&amp;Seating</source>
        <translation>&amp;Distribuição</translation>
    </message>
    <message>
        <source>Edit details…</source>
        <translation>Editar detalhes…</translation>
    </message>
    <message>
        <source>Open a tournament…</source>
        <translation>Abrir um torneio…</translation>
    </message>
    <message>
        <source>Create a new tournament…</source>
        <translation>Criar um novo torneio…</translation>
    </message>
    <message>
        <source>No tournament is open.</source>
        <translation>Nenhum torneio está aberto.</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>Torneio aberto: %1.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; could not be opened as a tournament.</source>
        <translation>Não foi possível abrir “%1” como torneio.</translation>
    </message>
    <message>
        <source>Open another tournament or create a new one.</source>
        <translation>Abra outro torneio ou crie um novo.</translation>
    </message>
    <message>
        <source>Could not open %1.</source>
        <translation>Não foi possível abrir %1.</translation>
    </message>
    <message>
        <source>Tournament not opened</source>
        <translation>Torneio não aberto</translation>
    </message>
    <message>
        <source>&amp;Open another…</source>
        <translation>&amp;Abrir outro…</translation>
    </message>
    <message>
        <source>Create &amp;new…</source>
        <translation>Criar &amp;novo…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fechar</translation>
    </message>
    <message>
        <source>Open tournament</source>
        <translation>Abrir torneio</translation>
    </message>
    <message>
        <source>Tournaments (*.catan *.sqlite *.db);;All files (*)</source>
        <translation>Torneios (*.catan *.sqlite *.db);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>New tournament</source>
        <translation>Novo torneio</translation>
    </message>
    <message>
        <source>Tournaments (*.catan)</source>
        <translation>Torneios (*.catan)</translation>
    </message>
    <message>
        <source>File exists</source>
        <translation>O arquivo já existe</translation>
    </message>
    <message>
        <source>&quot;%1&quot; exists already, so it is opened instead of replaced. To start a new tournament, choose a new file name.</source>
        <translation>“%1” já existe, por isso ele será aberto em vez de substituído. Para começar um novo torneio, escolha um novo nome de arquivo.</translation>
    </message>
    <message>
        <source>Details not saved</source>
        <translation>Detalhes não salvos</translation>
    </message>
    <message>
        <source>Tournament details saved.</source>
        <translation>Detalhes do torneio salvos.</translation>
    </message>
    <message>
        <source>No recent tournaments</source>
        <translation>Nenhum torneio recente</translation>
    </message>
    <message>
        <source>R&amp;ound (of %1):</source>
        <translation>R&amp;odada (de %1):</translation>
    </message>
    <message>
        <source>Show only tables still needing a res&amp;ult</source>
        <translation>Mostrar só mesas com resultado &amp;pendente</translation>
    </message>
    <message>
        <source>There is no tournament file &quot;%1&quot;. Check the name, or open another or create a new one.</source>
        <translation>Não há arquivo de torneio “%1”. Confira o nome, abra outro ou crie um novo.</translation>
    </message>
    <message>
        <source>&amp;Restore a backup…</source>
        <translation>Restaurar uma cópia de seg&amp;urança…</translation>
    </message>
    <message>
        <source>Backup not restored</source>
        <translation>Cópia de segurança não restaurada</translation>
    </message>
    <message>
        <source>Restored the backup of %1.</source>
        <translation>A cópia de segurança de %1 foi restaurada.</translation>
    </message>
    <message>
        <source>Restored the backup of %1; the file it replaced is %2.</source>
        <translation>A cópia de segurança de %1 foi restaurada; o arquivo substituído é %2.</translation>
    </message>
    <message>
        <source>Restore a &amp;backup…</source>
        <translation>Restaurar uma &amp;cópia de segurança…</translation>
    </message>
    <message>
        <source>&amp;Connect to a server…</source>
        <translation>&amp;Conectar a um servidor…</translation>
    </message>
    <message>
        <source>Copy to a ser&amp;ver…</source>
        <translation>Copiar para um ser&amp;vidor…</translation>
    </message>
    <message>
        <source>Save a cop&amp;y as file…</source>
        <translation>Salvar uma cóp&amp;ia como arquivo…</translation>
    </message>
    <message>
        <source>%1 — not reachable</source>
        <translation>%1 — inacessível</translation>
    </message>
    <message>
        <source>Connected to the server again.</source>
        <translation>Conectado ao servidor de novo.</translation>
    </message>
    <message>
        <source>Copy the tournament to a server</source>
        <translation>Copiar o torneio para um servidor</translation>
    </message>
    <message>
        <source>Tournament not copied</source>
        <translation>Torneio não copiado</translation>
    </message>
    <message>
        <source>The tournament was copied to %1, with its history.</source>
        <translation>O torneio foi copiado para %1, com o histórico.</translation>
    </message>
    <message>
        <source>Save a copy as file</source>
        <translation>Salvar uma cópia como arquivo</translation>
    </message>
    <message>
        <source>A copy of the tournament, with its history, is in %1.</source>
        <translation>Uma cópia do torneio, com o histórico, está em %1.</translation>
    </message>
    <message>
        <source>%1 (read-only) – Catan Tournament Desk</source>
        <translation>%1 (somente leitura) – Catan Tournament Desk</translation>
    </message>
    <message>
        <source>%1 (read-only)</source>
        <translation>%1 (somente leitura)</translation>
    </message>
    <message>
        <source>Opened %1 read-only: another desk writes it.</source>
        <translation>%1 aberto somente para leitura: outro posto grava o arquivo.</translation>
    </message>
    <message>
        <source>No desk writes %1 any more: you can take it over.</source>
        <translation>Nenhum posto grava mais %1: você pode assumir o arquivo.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Read-only.&lt;/b&gt; No desk writes this file any more: take it over to enter results here.</source>
        <translation>&lt;b&gt;Somente leitura.&lt;/b&gt; Nenhum posto grava mais o arquivo: assuma-o para lançar resultados aqui.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Read-only:&lt;/b&gt; this window follows the desk that writes the file (%1). Its saves show here within a second; nothing can be changed here.</source>
        <translation>&lt;b&gt;Somente leitura:&lt;/b&gt; esta janela acompanha o posto que grava o arquivo (%1). O que ele salva aparece aqui em um segundo; nada pode ser alterado aqui.</translation>
    </message>
    <message>
        <source>Ta&amp;ke over (open for writing)</source>
        <translation>&amp;Assumir (abrir para gravação)</translation>
    </message>
    <message>
        <source>This desk now writes %1.</source>
        <translation>Este posto agora grava %1.</translation>
    </message>
    <message>
        <source>Open rec&amp;ent</source>
        <translation>Abrir recen&amp;te</translation>
    </message>
    <message>
        <source>Not undone</source>
        <translation>Não desfeito</translation>
    </message>
    <message>
        <source>Undone: %1.</source>
        <translation>Desfeito: %1.</translation>
    </message>
    <message>
        <source>Not redone</source>
        <translation>Não refeito</translation>
    </message>
    <message>
        <source>Redone: %1.</source>
        <translation>Refeito: %1.</translation>
    </message>
    <message>
        <source>&amp;Undo typing</source>
        <translation>&amp;Desfazer digitação</translation>
    </message>
    <message>
        <source>&amp;Undo “%1”</source>
        <translation>&amp;Desfazer “%1”</translation>
    </message>
    <message>
        <source>&amp;Redo “%1”</source>
        <translation>&amp;Refazer “%1”</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Manual</translation>
    </message>
    <message>
        <source>Open the next &amp;waiting report</source>
        <translation>Abrir o próximo envio &amp;aguardando</translation>
    </message>
    <message>
        <source>A table&apos;s report from the phones, on the sheet as the table sent it: Enter accepts it</source>
        <translation>O envio de uma mesa pelo celular, na folha como a mesa enviou: Enter o aceita</translation>
    </message>
    <message>
        <source>&amp;Board…</source>
        <translation>Ta&amp;buleiro…</translation>
    </message>
    <message>
        <source>The round&apos;s board: drawn at once, shown, printed</source>
        <translation>O tabuleiro da rodada: sorteado na hora, mostrado, impresso</translation>
    </message>
    <message>
        <source>Re&amp;ject the table&apos;s waiting reports</source>
        <translation>Recusar os envios em espera da me&amp;sa</translation>
    </message>
    <message>
        <source>Drops every report of the table on the sheet that waits; its saved result stays, and its code takes reports again</source>
        <translation>Recusa todos os envios em espera da mesa na súmula; o resultado salvo fica, e o código volta a aceitar envios</translation>
    </message>
    <message>
        <source>The table goes back to version %1.</source>
        <translation>A mesa volta à versão %1.</translation>
    </message>
    <message>
        <source>The table goes back to no result.</source>
        <translation>A mesa volta a ficar sem resultado.</translation>
    </message>
    <message>
        <source>Undo a save</source>
        <translation>Desfazer um salvamento</translation>
    </message>
    <message>
        <source>Undo “%1”: version %2 of round %3, table %4? It stays in the table&apos;s history.</source>
        <translation>Desfazer “%1”: versão %2 da rodada %3, mesa %4? Ela fica no histórico da mesa.</translation>
    </message>
    <message>
        <source>&amp;Undo save</source>
        <translation>&amp;Desfazer salvamento</translation>
    </message>
    <message>
        <source>&amp;Keep it</source>
        <translation>&amp;Manter</translation>
    </message>
    <message>
        <source>Undo the last step at this desk: typing in the sheet or a change, newest first</source>
        <translation>Desfazer o último passo neste posto: digitação na súmula ou uma alteração, a mais recente primeiro</translation>
    </message>
    <message>
        <source>Take back this table&apos;s last &amp;save…</source>
        <translation>Retirar o último &amp;salvamento desta mesa…</translation>
    </message>
    <message>
        <source>Publis&amp;h round</source>
        <translation>Pub&amp;licar a rodada</translation>
    </message>
    <message>
        <source>The players&apos; page, the projector and the seating file show the round seated as a draft</source>
        <translation>A página dos jogadores, o projetor e o arquivo da distribuição mostram a rodada distribuída como rascunho</translation>
    </message>
    <message>
        <source>Hold new seatings as &amp;drafts</source>
        <translation>Segurar novas distribuições como rascu&amp;nho</translation>
    </message>
    <message>
        <source>A new round waits for Publish before the players see it; off, every round is theirs at once</source>
        <translation>Uma rodada nova espera por Publicar antes que os jogadores a vejam; desligado, cada rodada é deles na hora</translation>
    </message>
    <message>
        <source>Round not published</source>
        <translation>Rodada não publicada</translation>
    </message>
    <message>
        <source>New rounds are seated as drafts: publish each with %1.</source>
        <translation>Rodadas novas são distribuídas como rascunho: publique cada uma com %1.</translation>
    </message>
    <message>
        <source>New rounds are the players&apos; as soon as they are seated.</source>
        <translation>Os jogadores veem as rodadas novas assim que são distribuídas.</translation>
    </message>
</context>
<context>
    <name>ctd::ManualHelp</name>
    <message>
        <source>Manual</source>
        <translation>Manual</translation>
    </message>
    <message>
        <source>The manual is not installed. It is in the folder docs/manual of the program&apos;s source, and in share/catan-desk/docs/manual of an installed package.</source>
        <translation>O manual não está instalado. Ele está na pasta docs/manual do código-fonte do programa e em share/catan-desk/docs/manual de um pacote instalado.</translation>
    </message>
</context>
<context>
    <name>ctd::MarkCommand</name>
    <message>
        <source>Mark %1: %2</source>
        <translation>Marcar %1: %2</translation>
    </message>
    <message>
        <source>Unmark %1: %2</source>
        <translation>Desmarcar %1: %2</translation>
    </message>
</context>
<context>
    <name>ctd::MovePlayerDialog</name>
    <message>
        <source>Table %1 (%2)</source>
        <translation>Mesa %1 (%2)</translation>
    </message>
    <message>
        <source>Nobody: take a free seat</source>
        <translation>Ninguém: ocupar um lugar livre</translation>
    </message>
    <message>
        <source>Move a player</source>
        <translation>Mover um jogador</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Jogador:</translation>
    </message>
    <message>
        <source>&amp;To table:</source>
        <translation>&amp;Para a mesa:</translation>
    </message>
    <message>
        <source>&amp;Swap with:</source>
        <translation>&amp;Trocar com:</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Mover</translation>
    </message>
    <message>
        <source>Between the tables that have no result yet; the tables with a result keep their players. The seating is changed, everything else stays.</source>
        <translation>Entre as mesas que ainda não têm resultado; as mesas com resultado mantêm os seus jogadores. A distribuição muda, o resto fica.</translation>
    </message>
</context>
<context>
    <name>ctd::PaperActions</name>
    <message>
        <source>Print preview: %1</source>
        <translation>Visualizar impressão: %1</translation>
    </message>
    <message>
        <source>Export as PDF</source>
        <translation>Exportar como PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Arquivos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>PDF not written</source>
        <translation>PDF não gravado</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <source>%1 for a spreadsheet</source>
        <translation>%1 para planilha</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Arquivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>CSV not written</source>
        <translation>CSV não gravado</translation>
    </message>
    <message>
        <source>&amp;Print standings…</source>
        <translation>Imprimir c&amp;lassificação…</translation>
    </message>
    <message>
        <source>Print seating by &amp;table…</source>
        <translation>Imprimir distribuição por &amp;mesa…</translation>
    </message>
    <message>
        <source>Standings after the last round whose results are all in, with a preview.</source>
        <translation>Classificação após a última rodada com todos os resultados lançados, com visualização prévia.</translation>
    </message>
    <message>
        <source>Every player&apos;s table and seat in alphabetical order, for the wall.</source>
        <translation>A mesa e o lugar de cada jogador, em ordem alfabética, para afixar na parede.</translation>
    </message>
    <message>
        <source>One slip per table with the players&apos; names, for them to fill in and sign.</source>
        <translation>Uma ficha por mesa com os nomes dos jogadores, para eles preencherem e assinarem.</translation>
    </message>
    <message>
        <source>Otherwise as many slips as fit on a page, with lines to cut along.</source>
        <translation>Caso contrário, tantas fichas quantas couberem na página, com linhas de corte.</translation>
    </message>
    <message>
        <source>Separated by semicolons, with decimal commas, for spreadsheets set up that way.</source>
        <translation>Separado por ponto e vírgula, com vírgula decimal, para planilhas configuradas assim.</translation>
    </message>
    <message>
        <source>Every result sheet in the results file format, which the desk can import again.</source>
        <translation>Todas as súmulas no formato de arquivo de resultados, que o programa pode importar de novo.</translation>
    </message>
    <message>
        <source>Print result s&amp;lips…</source>
        <translation>Imprimir &amp;fichas de resultado…</translation>
    </message>
    <message>
        <source>Export as PD&amp;F</source>
        <translation>Exportar como &amp;PDF</translation>
    </message>
    <message>
        <source>Print the sc&amp;hedule of all rounds…</source>
        <translation>Imprimir a pro&amp;gramação de todas as rodadas…</translation>
    </message>
    <message>
        <source>Table and seat order of every seated round in one document, seat 1 starting: the planned schedule.</source>
        <translation>Mesa e ordem dos lugares de cada rodada distribuída em um só documento, o lugar 1 começa: a programação planejada.</translation>
    </message>
    <message>
        <source>E&amp;xport standings as CSV…</source>
        <translation>E&amp;xportar classificação como CSV…</translation>
    </message>
    <message>
        <source>&amp;Standings…</source>
        <translation>&amp;Classificação…</translation>
    </message>
    <message>
        <source>Seating by &amp;table…</source>
        <translation>Distribuição por &amp;mesa…</translation>
    </message>
    <message>
        <source>Seating by &amp;name…</source>
        <translation>Distribuição por &amp;nome…</translation>
    </message>
    <message>
        <source>&amp;Result slips…</source>
        <translation>&amp;Fichas de resultado…</translation>
    </message>
    <message>
        <source>Sc&amp;hedule of all rounds…</source>
        <translation>&amp;Programação de todas as rodadas…</translation>
    </message>
    <message>
        <source>Print seating by na&amp;me…</source>
        <translation>Imprimir distribuição por n&amp;ome…</translation>
    </message>
    <message>
        <source>One result slip per pa&amp;ge</source>
        <translation>Uma fic&amp;ha de resultado por página</translation>
    </message>
    <message>
        <source>Export stand&amp;ings for a spreadsheet…</source>
        <translation>Exportar classificação para planilha…</translation>
    </message>
    <message>
        <source>Export res&amp;ults as CSV…</source>
        <translation>Exportar r&amp;esultados como CSV…</translation>
    </message>
    <message>
        <source>Export results for &amp;a spreadsheet…</source>
        <translation>Exportar resultados para planilha…</translation>
    </message>
    <message>
        <source>A team event&apos;s team standings after the last round whose results are all in.</source>
        <translation>A classificação por equipes de um torneio por equipes após a última rodada com todos os resultados.</translation>
    </message>
    <message>
        <source>Print standings &amp;by team…</source>
        <translation>Imprimir classificação por e&amp;quipes…</translation>
    </message>
    <message>
        <source>Standings &amp;by team…</source>
        <translation>Classificação por e&amp;quipes…</translation>
    </message>
    <message>
        <source>Standings &amp;with the ranks chart</source>
        <translation>Classifica&amp;ção com gráfico de posições</translation>
    </message>
    <message>
        <source>The printed standings end with a page of every player&apos;s rank after each complete round.</source>
        <translation>A classificação impressa termina com uma página da posição de cada jogador após cada rodada completa.</translation>
    </message>
    <message>
        <source>Codes no phone can open</source>
        <translation>Códigos que nenhum celular abre</translation>
    </message>
    <message>
        <source>The players&apos; page is shared on this computer only (%1): the QR codes on this paper cannot be opened by any phone. Share the page on the local network first (View → Share), or print anyway?</source>
        <translation>A página dos jogadores está compartilhada só neste computador (%1): nenhum celular consegue abrir os códigos QR deste papel. Compartilhar antes na rede local (Exibir → Compartilhar) ou imprimir mesmo assim?</translation>
    </message>
    <message>
        <source>&amp;Print anyway</source>
        <translation>&amp;Imprimir mesmo assim</translation>
    </message>
    <message>
        <source>Round %1 is a draft</source>
        <translation>A rodada %1 é um rascunho</translation>
    </message>
    <message>
        <source>Round %1 is a draft: the players&apos; page and the projector do not show it yet. Print it anyway, or publish it first (Round → Publish)?</source>
        <translation>A rodada %1 é um rascunho: a página dos jogadores e o projetor ainda não a mostram. Imprimir mesmo assim, ou publicar primeiro (Rodada → Publicar a rodada)?</translation>
    </message>
</context>
<context>
    <name>ctd::PasteNamesDialog</name>
    <message>
        <source>The list is empty. Paste or type one name a line.</source>
        <translation>A lista está vazia. Cole ou digite um nome por linha.</translation>
    </message>
    <message>
        <source>Add a list of players</source>
        <translation>Adicionar uma lista de jogadores</translation>
    </message>
    <message>
        <source>Add players</source>
        <translation>Adicionar jogadores</translation>
    </message>
    <message numerus="yes">
        <source>%n name(s)</source>
        <translation>
            <numerusform>%n nome</numerusform>
            <numerusform>%n nomes</numerusform>
        </translation>
    </message>
    <message>
        <source>One name a line; a team may follow the name after a tab (two columns pasted from a spreadsheet). The whole list is added, or nothing if a name is given twice or is already in the tournament.</source>
        <translation>Um nome por linha; a equipe pode vir depois do nome, após uma tabulação (duas colunas coladas de uma planilha). A lista inteira é adicionada, ou nada é adicionado se algum nome aparecer duas vezes ou já estiver no torneio.</translation>
    </message>
</context>
<context>
    <name>ctd::PlayersModel</name>
    <message>
        <source>Dropped</source>
        <translation>Retirado</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Ativo</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Situação</translation>
    </message>
    <message>
        <source>A player needs a name. Type the new name, or press Esc to keep &quot;%1&quot;.</source>
        <translation>Um jogador precisa de um nome. Digite o novo nome ou pressione Esc para manter “%1”.</translation>
    </message>
    <message>
        <source>Absent for round %1</source>
        <translation>Ausente na rodada %1</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Equipe</translation>
    </message>
    <message>
        <source>Disqualified</source>
        <translation>Desclassificado</translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n advertência</numerusform>
            <numerusform>%n advertências</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 round points</source>
        <translation>%1 pontos de rodada</translation>
    </message>
    <message>
        <source>Fixed table</source>
        <translation>Mesa fixa</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a table number. Type the table&apos;s number, or nothing for no fixed table.</source>
        <translation>&quot;%1&quot; não é um número de mesa. Digite o número da mesa, ou nada para nenhuma mesa fixa.</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Código</translation>
    </message>
    <message>
        <source>Checked in</source>
        <translation>Check-in</translation>
    </message>
    <message>
        <source>Paid</source>
        <translation>Pago</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an amount. Type what the player paid, such as 10 or 12.50, or nothing for nothing paid.</source>
        <translation>&quot;%1&quot; não é um valor. Digite o que o jogador pagou, como 10 ou 12,50, ou nada se não pagou.</translation>
    </message>
</context>
<context>
    <name>ctd::PlayersPanel</name>
    <message>
        <source>No tournament is open. Open or create one first.</source>
        <translation>Nenhum torneio está aberto. Abra ou crie um primeiro.</translation>
    </message>
    <message>
        <source>Cannot read &quot;%1&quot;: %2. Check the file and try again.</source>
        <translation>Não é possível ler “%1”: %2. Verifique o arquivo e tente de novo.</translation>
    </message>
    <message>
        <source>Cannot import &quot;%1&quot;: %2</source>
        <translation>Não é possível importar “%1”: %2</translation>
    </message>
    <message>
        <source>&amp;New player:</source>
        <translation>&amp;Novo jogador:</translation>
    </message>
    <message>
        <source>Name, then Enter</source>
        <translation>Nome, depois Enter</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Adicionar</translation>
    </message>
    <message>
        <source>Search players (Ctrl+F)</source>
        <translation>Pesquisar jogadores (Ctrl+F)</translation>
    </message>
    <message>
        <source>Rename (F2)</source>
        <translation>Renomear (F2)</translation>
    </message>
    <message>
        <source>Paste a list…</source>
        <translation>Colar uma lista…</translation>
    </message>
    <message>
        <source>Import CSV…</source>
        <translation>Importar CSV…</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is already a player of this tournament. Add a distinguishing part to the name (for example a town or an initial).</source>
        <translation>“%1” já é jogador deste torneio. Acrescente ao nome algo que o diferencie (por exemplo, a cidade de origem ou uma inicial).</translation>
    </message>
    <message>
        <source>Player &quot;%1&quot; added.</source>
        <translation>Jogador “%1” adicionado.</translation>
    </message>
    <message>
        <source>%1 is back and will be seated again.</source>
        <translation>%1 está de volta e entra de novo na distribuição das mesas.</translation>
    </message>
    <message>
        <source>%1 is dropped: their results stay, they are not seated again.</source>
        <translation>%1 está fora do torneio: os resultados permanecem, mas não entra mais na distribuição das mesas.</translation>
    </message>
    <message>
        <source>Import players</source>
        <translation>Importar jogadores</translation>
    </message>
    <message>
        <source>CSV files (*.csv *.txt);;All files (*)</source>
        <translation>Arquivos CSV (*.csv *.txt);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>%1, %2 dropped</source>
        <translation>%1, retirados: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) added.</source>
        <translation>
            <numerusform>%n jogador adicionado.</numerusform>
            <numerusform>%n jogadores adicionados.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n jogador</numerusform>
            <numerusform>%n jogadores</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove (Del)</source>
        <translation>Remover (Del)</translation>
    </message>
    <message>
        <source>Bring back (Ctrl+D)</source>
        <translation>Trazer de volta (Ctrl+D)</translation>
    </message>
    <message>
        <source>Drop (Ctrl+D)</source>
        <translation>Retirar (Ctrl+D)</translation>
    </message>
    <message>
        <source>A similar name</source>
        <translation>Um nome parecido</translation>
    </message>
    <message>
        <source>&quot;%1&quot; looks like &quot;%2&quot;, who is already a player. Add &quot;%1&quot; as another player?</source>
        <translation>“%1” parece “%2”, que já é jogador. Adicionar “%1” como outro jogador?</translation>
    </message>
    <message>
        <source>&amp;Add as another player</source>
        <translation>&amp;Adicionar como outro jogador</translation>
    </message>
    <message>
        <source>&amp;Back to the name</source>
        <translation>&amp;Voltar ao nome</translation>
    </message>
    <message>
        <source>Remove a player</source>
        <translation>Remover jogador</translation>
    </message>
    <message>
        <source>Remove %1 from the tournament? Only a player who was never seated can be removed; a seated one is dropped instead.</source>
        <translation>Remover %1 do torneio? Só pode ser removido quem nunca foi distribuído numa mesa; quem já jogou é retirado do torneio.</translation>
    </message>
    <message>
        <source>&amp;Remove %1</source>
        <translation>&amp;Remover %1</translation>
    </message>
    <message>
        <source>&amp;Keep %1</source>
        <translation>&amp;Manter %1</translation>
    </message>
    <message>
        <source>Player &quot;%1&quot; removed.</source>
        <translation>Jogador “%1” removido.</translation>
    </message>
    <message>
        <source>Check-in: everybody not dropped is present for the next round. In the list, Space marks the selected player present or absent.</source>
        <translation>Chamada: todos os que não foram retirados estão presentes na próxima rodada. Na lista, a barra de espaço marca o jogador selecionado como presente ou ausente.</translation>
    </message>
    <message>
        <source>%1 has dropped out: bring them back (Ctrl+D) to check them in.</source>
        <translation>%1 está fora do torneio: traga-o de volta (Ctrl+D) para marcá-lo na chamada.</translation>
    </message>
    <message>
        <source>%1 is present for round %2.</source>
        <translation>%1 está presente na rodada %2.</translation>
    </message>
    <message>
        <source>%1 is absent for round %2: left out of its draw, not dropped.</source>
        <translation>%1 está ausente na rodada %2: fica fora do sorteio, mas não é retirado.</translation>
    </message>
    <message>
        <source>Everybody is present for round %1.</source>
        <translation>Todos estão presentes na rodada %1.</translation>
    </message>
    <message>
        <source>Check-in for round %1: %2 of %3 present, %4.</source>
        <translation>Chamada da rodada %1: %2 de %3 presentes, %4.</translation>
    </message>
    <message>
        <source>Check-in for round %1: %2 of %3 present. %4</source>
        <translation>Chamada da rodada %1: %2 de %3 presentes. %4</translation>
    </message>
    <message>
        <source>&amp;Mark all present</source>
        <translation>Marcar todos &amp;presentes</translation>
    </message>
    <message>
        <source>Type the player&apos;s name, then press Enter.</source>
        <translation>Digite o nome do jogador e pressione Enter.</translation>
    </message>
    <message>
        <source>A name of spaces only is not added. Type the player&apos;s name.</source>
        <translation>Um nome só de espaços não é adicionado. Digite o nome do jogador.</translation>
    </message>
    <message>
        <source>Team (Ctrl+T)</source>
        <translation>Equipe (Ctrl+T)</translation>
    </message>
    <message>
        <source>it is the tournament open at this desk; choose a list of names</source>
        <translation>é o torneio aberto nesta mesa de controle; escolha uma lista de nomes</translation>
    </message>
    <message>
        <source>Referee… (F6)</source>
        <translation>Árbitro… (F6)</translation>
    </message>
    <message>
        <source>At the door:</source>
        <translation>Na entrada:</translation>
    </message>
    <message>
        <source>Scan or type a registration code, or a name, then Enter (Ctrl+I)</source>
        <translation>Código de inscrição ou nome, e Enter (Ctrl+I)</translation>
    </message>
    <message>
        <source>Give codes</source>
        <translation>Dar códigos</translation>
    </message>
    <message>
        <source>A registration code for every player without one.</source>
        <translation>Um código de inscrição para cada jogador que ainda não tem.</translation>
    </message>
    <message>
        <source>Entry fee…</source>
        <translation>Taxa de inscrição…</translation>
    </message>
    <message>
        <source>Codes on paper</source>
        <translation>Códigos no papel</translation>
    </message>
    <message>
        <source>List of codes as PDF…</source>
        <translation>Lista de códigos em PDF…</translation>
    </message>
    <message>
        <source>One card per player as PDF…</source>
        <translation>Um cartão por jogador em PDF…</translation>
    </message>
    <message numerus="yes">
        <source>%n players match &quot;%1&quot;: type more of the name.</source>
        <translation>
            <numerusform>%n jogador corresponde a &quot;%1&quot;: digite mais do nome.</numerusform>
            <numerusform>%n jogadores correspondem a &quot;%1&quot;: digite mais do nome.</numerusform>
        </translation>
    </message>
    <message>
        <source>Unknown: &quot;%1&quot; is no player&apos;s code or name.</source>
        <translation>Desconhecido: &quot;%1&quot; não é código nem nome de nenhum jogador.</translation>
    </message>
    <message>
        <source>%1 has dropped out: bring them back (Ctrl+D) first.</source>
        <translation>%1 saiu do torneio: traga de volta primeiro (Ctrl+D).</translation>
    </message>
    <message>
        <source>%1 was checked in already, at %2.</source>
        <translation>%1 já tinha feito o check-in, às %2.</translation>
    </message>
    <message>
        <source>%1 is checked in.</source>
        <translation>%1 fez o check-in.</translation>
    </message>
    <message>
        <source>Still owes %1.</source>
        <translation>Ainda deve %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) have a registration code; print them with Codes on paper.</source>
        <translation>
            <numerusform>%n jogador tem código de inscrição; imprima com Códigos no papel.</numerusform>
            <numerusform>%n jogadores têm código de inscrição; imprima com Códigos no papel.</numerusform>
        </translation>
    </message>
    <message>
        <source>Entry fee and self check-in</source>
        <translation>Taxa de inscrição e check-in pelo celular</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhuma</translation>
    </message>
    <message>
        <source>Players may check in from their phones (the address on their card), until the round is seated</source>
        <translation>Jogadores podem fazer o check-in pelo celular (o endereço no cartão) até a rodada ser sorteada</translation>
    </message>
    <message>
        <source>&amp;Entry fee:</source>
        <translation>&amp;Taxa de inscrição:</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an amount, such as 10 or 12.50.</source>
        <translation>&quot;%1&quot; não é um valor como 10 ou 12,50.</translation>
    </message>
    <message>
        <source>No tournament is open.</source>
        <translation>Nenhum torneio está aberto.</translation>
    </message>
    <message>
        <source>Save the registration cards as PDF</source>
        <translation>Salvar os cartões de inscrição em PDF</translation>
    </message>
    <message>
        <source>Save the list of codes as PDF</source>
        <translation>Salvar a lista de códigos em PDF</translation>
    </message>
    <message>
        <source>registration-cards.pdf</source>
        <translation>cartoes-de-inscricao.pdf</translation>
    </message>
    <message>
        <source>registration-codes.pdf</source>
        <translation>codigos-de-inscricao.pdf</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Arquivos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 salvo</translation>
    </message>
    <message>
        <source>Not checked in: absent</source>
        <translation>Sem check-in: ausentes</translation>
    </message>
    <message>
        <source>Marks every player not checked in at the door absent for round %1, so that its draw leaves them out (Ctrl+Z takes it back).</source>
        <translation>Marca como ausente na rodada %1 cada jogador que não fez o check-in na entrada, para que o sorteio os deixe de fora (Ctrl+Z desfaz).</translation>
    </message>
    <message>
        <source>Every player present for round %1 is checked in.</source>
        <translation>Todos os jogadores presentes na rodada %1 fizeram o check-in.</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) not checked in are absent for round %1.</source>
        <translation>
            <numerusform>%n jogador sem check-in está ausente na rodada %1.</numerusform>
            <numerusform>%n jogadores sem check-in estão ausentes na rodada %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>line %1: %2</source>
        <translation>linha %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n more problem(s)</source>
        <translation>
            <numerusform>mais %n problema</numerusform>
            <numerusform>mais %n problemas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ctd::PlayersScreen</name>
    <message>
        <source>Round %1</source>
        <translation>Rodada %1</translation>
    </message>
    <message>
        <source>No round seated yet</source>
        <translation>Nenhuma rodada distribuída ainda</translation>
    </message>
    <message>
        <source>page %1 of %2</source>
        <translation>página %1 de %2</translation>
    </message>
    <message>
        <source>Seating</source>
        <translation>Distribuição</translation>
    </message>
    <message>
        <source>Round %1: where you sit</source>
        <translation>Rodada %1: onde você senta</translation>
    </message>
    <message>
        <source>table</source>
        <translation>mesa</translation>
    </message>
    <message>
        <source>seat</source>
        <translation>lugar</translation>
    </message>
    <message>
        <source>▶ starts the game</source>
        <translation>▶ começa a partida</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classificação</translation>
    </message>
    <message>
        <source>after the first complete round</source>
        <translation>após a primeira rodada completa</translation>
    </message>
    <message>
        <source>Standings after round %1</source>
        <translation>Classificação após a rodada %1</translation>
    </message>
    <message>
        <source>Players&apos; screen</source>
        <translation>Tela dos jogadores</translation>
    </message>
    <message>
        <source>Below the line: out at the no-win cut after game %1</source>
        <translation>Abaixo da linha: fora pelo corte sem vitória após a rodada %1</translation>
    </message>
</context>
<context>
    <name>ctd::PlayersViewActions</name>
    <message>
        <source>The players&apos; page cannot be shared on %1 port %2: %3</source>
        <translation>A página dos jogadores não pode ser compartilhada em %1 porta %2: %3</translation>
    </message>
    <message>
        <source>Players&apos; screen</source>
        <translation>Tela dos jogadores</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizar</translation>
    </message>
    <message>
        <source>&amp;Players&apos; screen</source>
        <translation>&amp;Tela dos jogadores</translation>
    </message>
    <message>
        <source>Seating, standings and the round clock for a projector</source>
        <translation>Distribuição, classificação e relógio da rodada para um projetor</translation>
    </message>
    <message>
        <source>S&amp;hare on the local network…</source>
        <translation>&amp;Compartilhar na rede local…</translation>
    </message>
    <message>
        <source>Reports from the tables are off.</source>
        <translation>Os envios das mesas estão desligados.</translation>
    </message>
    <message>
        <source>Reports from the tables are on, but no phone can reach them: share the players&apos; page on the local network (View → Share).</source>
        <translation>Os envios das mesas estão ligados, mas nenhum celular os alcança: compartilhe a página dos jogadores na rede local (Visualizar → Compartilhar).</translation>
    </message>
    <message>
        <source>Reports from the tables are on, but only this computer reaches them: share the players&apos; page on the local network (View → Share).</source>
        <translation>Os envios das mesas estão ligados, mas só este computador os alcança: compartilhe a página dos jogadores na rede local (Visualizar → Compartilhar).</translation>
    </message>
    <message>
        <source>Reports from the tables are on: phones report at %1 or by the QR code on their table&apos;s slip.</source>
        <translation>Os envios das mesas estão ligados: os celulares enviam em %1 ou pelo código QR na folha de resultado da mesa.</translation>
    </message>
    <message>
        <source>&amp;Reports from the tables</source>
        <translation>&amp;Envios das mesas</translation>
    </message>
    <message>
        <source>Phones send their table&apos;s result to the players&apos; page; the desk accepts them</source>
        <translation>Os celulares enviam o resultado da mesa à página dos jogadores; a organização o aceita</translation>
    </message>
    <message>
        <source>&amp;Accept confirmed reports at once</source>
        <translation>&amp;Aceitar na hora envios confirmados</translation>
    </message>
    <message>
        <source>Clos&amp;e the players&apos; screen</source>
        <translation>&amp;Fechar a tela dos jogadores</translation>
    </message>
</context>
<context>
    <name>ctd::RefereeActions</name>
    <message>
        <source>Re&amp;feree…</source>
        <translation>Árbitr&amp;o…</translation>
    </message>
    <message>
        <source>A warning, a penalty or a disqualification for the selected player</source>
        <translation>Uma advertência, uma penalização ou uma desclassificação para o jogador selecionado</translation>
    </message>
    <message>
        <source>Referees&apos; &amp;ledger</source>
        <translation>Re&amp;gistro da arbitragem</translation>
    </message>
    <message>
        <source>Every warning, penalty and disqualification, to withdraw or print</source>
        <translation>Todas as advertências, penalizações e desclassificações, para retirar ou imprimir</translation>
    </message>
</context>
<context>
    <name>ctd::RefereeDialog</name>
    <message>
        <source>Referee</source>
        <translation>Árbitro</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Advertência</translation>
    </message>
    <message>
        <source>Penalty (round points)</source>
        <translation>Penalização (pontos de rodada)</translation>
    </message>
    <message>
        <source>Disqualification</source>
        <translation>Desclassificação</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhuma</translation>
    </message>
    <message>
        <source>Round points added to the player&apos;s, such as -1 or -0.5</source>
        <translation>Pontos de rodada somados aos do jogador, como -1 ou -0,5</translation>
    </message>
    <message>
        <source>What happened, as the referee decided</source>
        <translation>O que aconteceu, como o árbitro decidiu</translation>
    </message>
    <message>
        <source>Add to the ledger</source>
        <translation>Registar</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Jogador:</translation>
    </message>
    <message>
        <source>&amp;Decision:</source>
        <translation>&amp;Decisão:</translation>
    </message>
    <message>
        <source>R&amp;ound:</source>
        <translation>R&amp;odada:</translation>
    </message>
    <message>
        <source>Round p&amp;oints:</source>
        <translation>Po&amp;ntos de rodada:</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Motivo:</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n warning(s) already: this is a further warning. What follows is the referee&apos;s decision.</source>
        <translation>
            <numerusform>%1 já tem %n advertência: esta é mais uma. O que se segue é decisão do árbitro.</numerusform>
            <numerusform>%1 já tem %n advertências: esta é mais uma. O que se segue é decisão do árbitro.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n warning(s).</source>
        <translation>
            <numerusform>%1 tem %n advertência.</numerusform>
            <numerusform>%1 tem %n advertências.</numerusform>
        </translation>
    </message>
    <message>
        <source>No tournament is open.</source>
        <translation>Nenhum torneio está aberto.</translation>
    </message>
    <message>
        <source>Choose a player of the tournament.</source>
        <translation>Escolha um jogador do torneio.</translation>
    </message>
    <message>
        <source>Give the round points as a number such as -1 or -0.5.</source>
        <translation>Indique os pontos de rodada como um número, por exemplo -1 ou -0,5.</translation>
    </message>
    <message>
        <source>Give the reason for the decision.</source>
        <translation>Indique o motivo da decisão.</translation>
    </message>
    <message>
        <source>Warning %1 for %2: a repeated warning.</source>
        <translation>Advertência n.º %1 para %2: uma advertência repetida.</translation>
    </message>
    <message>
        <source>Warning for %1.</source>
        <translation>Advertência para %1.</translation>
    </message>
    <message>
        <source>Penalty for %1: %2 round points.</source>
        <translation>Penalização para %1: %2 pontos de rodada.</translation>
    </message>
    <message>
        <source>%1 is disqualified: seated in no later round, left out of the standings.</source>
        <translation>%1 está desclassificado: não é sentado em nenhuma rodada seguinte e fica fora da classificação.</translation>
    </message>
</context>
<context>
    <name>ctd::RestoreBackupDialog</name>
    <message>
        <source>Restore a backup</source>
        <translation>Restaurar uma cópia de segurança</translation>
    </message>
    <message>
        <source>after round %1</source>
        <translation>após a rodada %1</translation>
    </message>
    <message>
        <source>before the first round was complete</source>
        <translation>antes de a primeira rodada estar completa</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>There is no backup of %1 yet. The desk makes one after every round whose results are all in and after every %2 saves, in %3.</source>
        <translation>Ainda não há cópia de segurança de %1. A mesa faz uma após cada rodada com todos os resultados e a cada %2 gravações, em %3.</translation>
    </message>
    <message>
        <source>Restoring puts the backup in place of %1; the file it replaces is kept beside it.</source>
        <translation>Restaurar põe a cópia de segurança no lugar de %1; o arquivo substituído é mantido ao lado.</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Restaurar</translation>
    </message>
</context>
<context>
    <name>ctd::ResultsPanel</name>
    <message>
        <source>, drafts to finish: %1</source>
        <translation>, rascunhos a concluir: %1</translation>
    </message>
    <message>
        <source>, without a result: %1</source>
        <translation>, sem resultado: %1</translation>
    </message>
    <message>
        <source>Version %1, saved %2: %3</source>
        <translation>Versão %1, salva em %2: %3</translation>
    </message>
    <message>
        <source>Save table (Enter)</source>
        <translation>Salvar mesa (Enter)</translation>
    </message>
    <message>
        <source>History of this table</source>
        <translation>Histórico desta mesa</translation>
    </message>
    <message>
        <source>No round yet: start one on the Seating page.</source>
        <translation>Nenhuma rodada ainda: inicie uma na aba Distribuição.</translation>
    </message>
    <message>
        <source>Round %1: choose a table</source>
        <translation>Rodada %1: escolha uma mesa</translation>
    </message>
    <message>
        <source>Round %1, table %2: some cells are empty.</source>
        <translation>Rodada %1, mesa %2: há células vazias.</translation>
    </message>
    <message>
        <source>Round %1, table %2 breaks a rule of the sheet.</source>
        <translation>Rodada %1, mesa %2: a súmula viola uma regra.</translation>
    </message>
    <message>
        <source>Keep the sheet as a draft (listed as needing attention, not in the standings), or go back and correct it?</source>
        <translation>Manter a súmula como rascunho (listada como pendente, fora da classificação) ou voltar e corrigi-la?</translation>
    </message>
    <message>
        <source>Sheet not complete</source>
        <translation>Súmula incompleta</translation>
    </message>
    <message>
        <source>Keep as &amp;draft</source>
        <translation>Manter como &amp;rascunho</translation>
    </message>
    <message>
        <source>&amp;Back to the sheet</source>
        <translation>&amp;Voltar à súmula</translation>
    </message>
    <message>
        <source>Correct a saved result</source>
        <translation>Corrigir um resultado salvo</translation>
    </message>
    <message>
        <source>Round %1, table %2 already has a result. Save this correction? The earlier version stays in the table&apos;s history.</source>
        <translation>A mesa %2 da rodada %1 já tem um resultado. Salvar esta correção? A versão anterior fica no histórico da mesa.</translation>
    </message>
    <message>
        <source>&amp;Save correction</source>
        <translation>&amp;Salvar correção</translation>
    </message>
    <message>
        <source>Sheet not saved</source>
        <translation>Súmula não salva</translation>
    </message>
    <message>
        <source>Round %1, table %2 was not saved: %3 What you typed is still on the screen.</source>
        <translation>A mesa %2 da rodada %1 não foi salva: %3 O que foi digitado continua na tela.</translation>
    </message>
    <message>
        <source>Round %1, table %2 kept as a draft.</source>
        <translation>Mesa %2 da rodada %1 mantida como rascunho.</translation>
    </message>
    <message>
        <source>Round %1, table %2 saved.</source>
        <translation>Mesa %2 da rodada %1 salva.</translation>
    </message>
    <message>
        <source>Every table of round %1 has a complete result.</source>
        <translation>Todas as mesas da rodada %1 têm resultado completo.</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salvar</translation>
    </message>
    <message>
        <source>S&amp;tay on the sheet</source>
        <translation>&amp;Continuar na súmula</translation>
    </message>
    <message>
        <source>Unsaved sheet</source>
        <translation>Súmula com alterações não salvas</translation>
    </message>
    <message>
        <source>Round %1, table %2 has typing that is not saved.</source>
        <translation>A mesa %2 da rodada %1 tem dados digitados que não foram salvos.</translation>
    </message>
    <message>
        <source>The table goes back to version %1.</source>
        <translation>A mesa volta à versão %1.</translation>
    </message>
    <message>
        <source>The table goes back to no result.</source>
        <translation>A mesa volta a ficar sem resultado.</translation>
    </message>
    <message>
        <source>&amp;Keep it</source>
        <translation>&amp;Manter</translation>
    </message>
    <message numerus="yes">
        <source>Complete: %1 of %n table(s)</source>
        <translation>
            <numerusform>Completas: %1 de %n mesa</numerusform>
            <numerusform>Completas: %1 de %n mesas</numerusform>
        </translation>
    </message>
    <message>
        <source>Only tables still needing a res&amp;ult</source>
        <translation>Só mesas com resultado &amp;pendente</translation>
    </message>
    <message>
        <source>D&amp;iscard typing</source>
        <translation>&amp;Descartar digitação</translation>
    </message>
    <message>
        <source>%1 (current)</source>
        <translation>%1 (em vigor)</translation>
    </message>
    <message>
        <source>%1 (undone)</source>
        <translation>%1 (desfeita)</translation>
    </message>
    <message>
        <source>Replaced version %1.</source>
        <translation>Substituiu a versão %1.</translation>
    </message>
    <message>
        <source>Saved at another desk meanwhile</source>
        <translation>Salvo em outro posto nesse meio-tempo</translation>
    </message>
    <message>
        <source>&amp;Keep the other desk&apos;s result</source>
        <translation>&amp;Manter o resultado do outro posto</translation>
    </message>
    <message>
        <source>&amp;Save mine over it</source>
        <translation>&amp;Salvar o meu por cima</translation>
    </message>
    <message>
        <source>Players chosen by the director against the cut: %1</source>
        <translation>Jogadores escolhidos pela organização contra a classificação: %1</translation>
    </message>
    <message>
        <source>Loading the round&apos;s tables…</source>
        <translation>Carregando as mesas da rodada…</translation>
    </message>
    <message>
        <source>It cannot be saved as a result; kept as a draft, it takes the table out of the standings until it is corrected. The saved result stays in the table&apos;s history.</source>
        <translation>Não pode ser salva como resultado; mantida como rascunho, a mesa sai da classificação até ser corrigida. O resultado salvo fica no histórico da mesa.</translation>
    </message>
    <message>
        <source>, reports waiting: %1 (F9 opens the next)</source>
        <translation>, envios aguardando: %1 (F9 abre o próximo)</translation>
    </message>
    <message>
        <source>, conflicts: %1</source>
        <translation>, conflitos: %1</translation>
    </message>
    <message>
        <source>No report from the tables is waiting in round %1.</source>
        <translation>Nenhum envio das mesas aguarda na rodada %1.</translation>
    </message>
    <message>
        <source>%1, %2: %3 here, %4 there</source>
        <translation>%1, %2: aqui %3, lá %4</translation>
    </message>
    <message>
        <source>Conflict: report %1 differs in %2.</source>
        <translation>Conflito: o envio %1 difere em %2.</translation>
    </message>
    <message>
        <source>Round %1, table %2: the table&apos;s report is its result.</source>
        <translation>Rodada %1, mesa %2: o envio da mesa é o seu resultado.</translation>
    </message>
    <message>
        <source>Round %1, table %2: its reports are rejected; its code works again.</source>
        <translation>Rodada %1, mesa %2: os envios foram recusados; o código vale de novo.</translation>
    </message>
    <message>
        <source>Report %1 of table %2, sent from %3 at %4, confirmed by %5 of %6 players. Enter accepts it as the table&apos;s result; Shift+F9 rejects the table&apos;s waiting reports (its code then takes reports again).</source>
        <translation>Envio %1 da mesa %2, enviado de %3 às %4, confirmado por %5 de %6 jogadores. Enter o aceita como resultado da mesa; Shift+F9 recusa os envios em espera da mesa (o código volta a aceitar envios).</translation>
    </message>
    <message>
        <source>F9 shows the table&apos;s other reports in turn; Enter accepts the one on the sheet.</source>
        <translation>F9 mostra os outros envios da mesa, um após o outro; Enter aceita o que está na súmula.</translation>
    </message>
    <message>
        <source>Report older than the saved result</source>
        <translation>Envio mais antigo que o resultado salvo</translation>
    </message>
    <message>
        <source>Report %1 of round %2, table %3 came before the result saved for the table. Accept it over that result? The saved version stays in the table&apos;s history.</source>
        <translation>O envio %1 da rodada %2, mesa %3 chegou antes do resultado salvo para a mesa. Aceitá-lo sobre esse resultado? A versão salva fica no histórico da mesa.</translation>
    </message>
    <message>
        <source>&amp;Accept the report over it</source>
        <translation>&amp;Aceitar o envio sobre ele</translation>
    </message>
    <message>
        <source>&amp;Keep the saved result</source>
        <translation>&amp;Manter o resultado salvo</translation>
    </message>
    <message>
        <source>Report confirmed by nobody</source>
        <translation>Envio confirmado por ninguém</translation>
    </message>
    <message>
        <source>No player of round %1, table %2 has confirmed report %3. Accept it as the table&apos;s result?</source>
        <translation>Nenhum jogador da rodada %1, mesa %2 confirmou o envio %3. Aceitá-lo como resultado da mesa?</translation>
    </message>
    <message>
        <source>&amp;Accept it</source>
        <translation>&amp;Aceitar</translation>
    </message>
    <message>
        <source>Round %1, table %2: the table&apos;s report is its result. F9 opens the next waiting report.</source>
        <translation>Rodada %1, mesa %2: o envio da mesa é o seu resultado. F9 abre o próximo envio em espera.</translation>
    </message>
    <message>
        <source>Confirmed with their own code: %1.</source>
        <translation>Confirmado com o próprio código: %1.</translation>
    </message>
    <message>
        <source>Confirmed without a code (before the codes were given): %1.</source>
        <translation>Confirmado sem código (antes dos códigos): %1.</translation>
    </message>
    <message>
        <source>From report %1 of the table.</source>
        <translation>Do relatório %1 da mesa.</translation>
    </message>
    <message>
        <source>Round %1, table %2 has no save to take back.</source>
        <translation>A rodada %1, mesa %2 não tem salvamento para retirar.</translation>
    </message>
    <message>
        <source>Choose a table first: its last save is taken back.</source>
        <translation>Escolha primeiro uma mesa: o último salvamento dela é retirado.</translation>
    </message>
    <message>
        <source>Take back the last save of round %1, table %2 (version %3)? It stays in the table&apos;s history.</source>
        <translation>Retirar o último salvamento da rodada %1, mesa %2 (versão %3)? Ele fica no histórico da mesa.</translation>
    </message>
    <message>
        <source>The typing not saved on the sheet is given up.</source>
        <translation>A digitação não salva na súmula é descartada.</translation>
    </message>
    <message>
        <source>Take back a save</source>
        <translation>Retirar um salvamento</translation>
    </message>
    <message>
        <source>&amp;Take back</source>
        <translation>&amp;Retirar</translation>
    </message>
    <message>
        <source>Save not taken back</source>
        <translation>Salvamento não retirado</translation>
    </message>
    <message>
        <source>Round %1, table %2 was saved again since the question: version %3 is no longer its last. Nothing was taken back.</source>
        <translation>A rodada %1, mesa %2 foi salva de novo desde a pergunta: a versão %3 não é mais a última. Nada foi retirado.</translation>
    </message>
    <message>
        <source>Round %1, table %2: last save taken back.</source>
        <translation>Rodada %1, mesa %2: último salvamento retirado.</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classificação</translation>
    </message>
    <message>
        <source>Team standings</source>
        <translation>Classificação por equipes</translation>
    </message>
    <message>
        <source>Ctrl+T: the players&apos; or the team standings</source>
        <translation>Ctrl+T: a classificação dos jogadores ou a das equipes</translation>
    </message>
</context>
<context>
    <name>ctd::RoundClockBar</name>
    <message>
        <source>Pause round &amp;clock</source>
        <translation>Pausar re&amp;lógio da rodada</translation>
    </message>
    <message>
        <source>Start round &amp;clock</source>
        <translation>Iniciar re&amp;lógio da rodada</translation>
    </message>
    <message>
        <source>every table has its result</source>
        <translation>todas as mesas têm resultado</translation>
    </message>
    <message numerus="yes">
        <source>no result yet at table(s) %1</source>
        <translation>
            <numerusform>sem resultado ainda na mesa %1</numerusform>
            <numerusform>sem resultado ainda nas mesas %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Round clock</source>
        <translation>Relógio da rodada</translation>
    </message>
    <message>
        <source>Round length</source>
        <translation>Duração da rodada</translation>
    </message>
    <message>
        <source>Minutes a round lasts when its clock is started:</source>
        <translation>Minutos que uma rodada dura quando seu relógio é iniciado:</translation>
    </message>
    <message>
        <source>Add &amp;5 minutes</source>
        <translation>Mais &amp;5 minutos</translation>
    </message>
    <message>
        <source>Five more minutes on the round clock (Shift+F8)</source>
        <translation>Cinco minutos a mais no relógio da rodada (Shift+F8)</translation>
    </message>
    <message>
        <source>Round &amp;length…</source>
        <translation>&amp;Duração da rodada…</translation>
    </message>
    <message>
        <source>Start or pause the round clock (F8)</source>
        <translation>Iniciar ou pausar o relógio da rodada (F8)</translation>
    </message>
    <message>
        <source>Round %1: %2 to play, clock not started</source>
        <comment>h:mm:ss</comment>
        <translation>Rodada %1: %2 de jogo, relógio não iniciado</translation>
    </message>
    <message>
        <source>Round %1: %2 over, time is up</source>
        <comment>h:mm:ss</comment>
        <translation>Rodada %1: tempo esgotado, %2 além</translation>
    </message>
    <message>
        <source>Round %1: %2 left</source>
        <comment>h:mm:ss</comment>
        <translation>Rodada %1: faltam %2</translation>
    </message>
    <message>
        <source>Round %1: %2 left, clock paused</source>
        <comment>h:mm:ss</comment>
        <translation>Rodada %1: faltam %2, relógio pausado</translation>
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
    <name>ctd::SeasonAction</name>
    <message>
        <source>Season ran&amp;king list…</source>
        <translation>Ran&amp;king da temporada…</translation>
    </message>
    <message>
        <source>A season&apos;s standings across tournaments: points by place, the best results counted</source>
        <translation>A classificação de uma temporada em vários torneios: pontos por colocação, os melhores resultados contados</translation>
    </message>
</context>
<context>
    <name>ctd::SeasonModel</name>
    <message>
        <source>%1 (place %2)</source>
        <translation>%1 (%2º lugar)</translation>
    </message>
    <message>
        <source>Counts for the season</source>
        <translation>Conta para a temporada</translation>
    </message>
    <message>
        <source>Does not count</source>
        <translation>Não conta</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Posição</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Pontos</translation>
    </message>
    <message>
        <source>Tournaments</source>
        <translation>Torneios</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>Contados</translation>
    </message>
    <message>
        <source>Best rank</source>
        <translation>Melhor posição</translation>
    </message>
</context>
<context>
    <name>ctd::SeasonWindow</name>
    <message>
        <source>&amp;Season</source>
        <translation>&amp;Temporada</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;New season</source>
        <translation>&amp;Nova temporada</translation>
    </message>
    <message>
        <source>&amp;Open season…</source>
        <translation>&amp;Abrir temporada…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salvar</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Salvar &amp;como…</translation>
    </message>
    <message>
        <source>&amp;Print standings…</source>
        <translation>&amp;Imprimir classificação…</translation>
    </message>
    <message>
        <source>Export as P&amp;DF…</source>
        <translation>Exportar como &amp;PDF…</translation>
    </message>
    <message>
        <source>Export as &amp;CSV…</source>
        <translation>Exportar como CS&amp;V…</translation>
    </message>
    <message>
        <source>Export for a sp&amp;readsheet…</source>
        <translation>Exportar para p&amp;lanilha…</translation>
    </message>
    <message>
        <source>C&amp;lose</source>
        <translation>&amp;Fechar</translation>
    </message>
    <message>
        <source>&amp;Add a tournament</source>
        <translation>A&amp;dicionar um torneio</translation>
    </message>
    <message>
        <source>&amp;Remove the tournament</source>
        <translation>&amp;Remover o torneio</translation>
    </message>
    <message>
        <source>Read the tournaments a&amp;gain</source>
        <translation>Ler os torneios &amp;novamente</translation>
    </message>
    <message>
        <source>Write the a&amp;lias line</source>
        <translation>Escrever a linha de a&amp;lias</translation>
    </message>
    <message>
        <source>Makes the two names of the chosen note one player, the first name shown</source>
        <translation>Faz dos dois nomes da nota escolhida um só jogador, mostrado com o primeiro nome</translation>
    </message>
    <message>
        <source>Season &amp;name:</source>
        <translation>&amp;Nome da temporada:</translation>
    </message>
    <message>
        <source>&amp;Points by place:</source>
        <translation>&amp;Pontos por colocação:</translation>
    </message>
    <message>
        <source>e.g. 100, 80, 65, 55, 50</source>
        <translation>p. ex. 100, 80, 65, 55, 50</translation>
    </message>
    <message>
        <source>&amp;Best results counted:</source>
        <translation>Melhores &amp;resultados contados:</translation>
    </message>
    <message>
        <source>all</source>
        <translation>todos</translation>
    </message>
    <message>
        <source>Points from &amp;at least</source>
        <translation>Pontos com pelo &amp;menos</translation>
    </message>
    <message>
        <source> players</source>
        <translation> jogadores</translation>
    </message>
    <message>
        <source>&amp;Tournaments:</source>
        <translation>T&amp;orneios:</translation>
    </message>
    <message>
        <source>Add a tournament &amp;file or server:</source>
        <translation>Adicionar arquivo de torneio ou &amp;servidor:</translation>
    </message>
    <message>
        <source>a tournament file, or postgresql://USER@HOST:PORT/DATABASE</source>
        <translation>um arquivo de torneio, ou postgresql://USUÁRIO@HOST:PORTA/BANCO</translation>
    </message>
    <message>
        <source>Bro&amp;wse…</source>
        <translation>Pro&amp;curar…</translation>
    </message>
    <message>
        <source>A&amp;dd</source>
        <translation>A&amp;dicionar</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>Remo&amp;ver</translation>
    </message>
    <message>
        <source>Season standings (✓ and bold: the results that count):</source>
        <translation>Classificação da temporada (✓ e negrito: os resultados que contam):</translation>
    </message>
    <message>
        <source>N&amp;otes:</source>
        <translation>Not&amp;as:</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n jogador</numerusform>
            <numerusform>%n jogadores</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>não pode ser lido: %1</translation>
    </message>
    <message>
        <source>New season</source>
        <translation>Nova temporada</translation>
    </message>
    <message>
        <source>Season: %1[*]</source>
        <translation>Temporada: %1[*]</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Linha %1: %2</translation>
    </message>
    <message>
        <source>%1 cannot be read as a season file:
%2</source>
        <translation>%1 não pode ser lido como arquivo de temporada:
%2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 salvo</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Temporada</translation>
    </message>
    <message>
        <source>Open season</source>
        <translation>Abrir temporada</translation>
    </message>
    <message>
        <source>Season files (*.txt);;All files (*)</source>
        <translation>Arquivos de temporada (*.txt);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>Season not opened</source>
        <translation>Temporada não aberta</translation>
    </message>
    <message>
        <source>Save season</source>
        <translation>Salvar temporada</translation>
    </message>
    <message>
        <source>Season not saved</source>
        <translation>Temporada não salva</translation>
    </message>
    <message>
        <source>Add a tournament</source>
        <translation>Adicionar um torneio</translation>
    </message>
    <message>
        <source>Export as PDF</source>
        <translation>Exportar como PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Arquivos PDF (*.pdf)</translation>
    </message>
    <message>
        <source>PDF not written</source>
        <translation>PDF não gravado</translation>
    </message>
    <message>
        <source>Export as CSV</source>
        <translation>Exportar como CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Arquivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>CSV not written</source>
        <translation>CSV não gravado</translation>
    </message>
    <message>
        <source>Print preview: %1</source>
        <translation>Pré-visualização: %1</translation>
    </message>
    <message>
        <source>The season has changes that are not saved. Save them?</source>
        <translation>A temporada tem alterações não salvas. Salvá-las?</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Descartar</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Cancelar</translation>
    </message>
    <message>
        <source>Tournaments (*.catan *.sqlite *.db);;All files (*)</source>
        <translation>Torneios (*.catan *.sqlite *.db);;Todos os arquivos (*)</translation>
    </message>
</context>
<context>
    <name>ctd::SeatingPanel</name>
    <message>
        <source>Table %1</source>
        <translation>Mesa %1</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Lugar %1</translation>
    </message>
    <message>
        <source>Round not started</source>
        <translation>Rodada não iniciada</translation>
    </message>
    <message>
        <source>No tournament is open.</source>
        <translation>Nenhum torneio está aberto.</translation>
    </message>
    <message>
        <source>Round %1 drawn with seed %2.</source>
        <translation>Rodada %1 sorteada com a semente %2.</translation>
    </message>
    <message>
        <source>Seating is fixed</source>
        <translation>Distribuição fixada</translation>
    </message>
    <message>
        <source>Round %1 has results, so its seating can no longer change. Undo or remove its results first.</source>
        <translation>A rodada %1 tem resultados, por isso a distribuição dela não pode mais mudar. Primeiro desfaça ou remova os resultados da rodada.</translation>
    </message>
    <message>
        <source>Player not moved</source>
        <translation>Jogador não movido</translation>
    </message>
    <message>
        <source>Round %1: seating changed.</source>
        <translation>Rodada %1: distribuição alterada.</translation>
    </message>
    <message>
        <source>Round kept</source>
        <translation>Rodada mantida</translation>
    </message>
    <message>
        <source>Round %1 has results and cannot be removed.</source>
        <translation>A rodada %1 tem resultados e não pode ser removida.</translation>
    </message>
    <message>
        <source>Remove round %1</source>
        <translation>Remover rodada %1</translation>
    </message>
    <message>
        <source>Remove round %1 and its seating? It has no results yet.</source>
        <translation>Remover a rodada %1 e a distribuição dela? A rodada ainda não tem resultados.</translation>
    </message>
    <message>
        <source>&amp;Remove round</source>
        <translation>&amp;Remover rodada</translation>
    </message>
    <message>
        <source>&amp;Keep it</source>
        <translation>&amp;Manter</translation>
    </message>
    <message>
        <source>Round %1 removed.</source>
        <translation>Rodada %1 removida.</translation>
    </message>
    <message>
        <source>Table / seat</source>
        <translation>Mesa / lugar</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>Seating of round %1</source>
        <translation>Distribuição da rodada %1</translation>
    </message>
    <message>
        <source>No round yet. Add the players, then start round 1.</source>
        <translation>Nenhuma rodada ainda. Adicione os jogadores e depois inicie a rodada 1.</translation>
    </message>
    <message>
        <source>Drawn with seed %1. The same seed and players repeat this draw.</source>
        <translation>Sorteada com a semente %1. A mesma semente com os mesmos jogadores repete este sorteio.</translation>
    </message>
    <message>
        <source>Start round %1…</source>
        <translation>Iniciar rodada %1…</translation>
    </message>
    <message>
        <source>Move a player…</source>
        <translation>Mover um jogador…</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n jogador</numerusform>
            <numerusform>%n jogadores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1 started with %n table(s).</source>
        <translation>
            <numerusform>Rodada %1 iniciada com %n mesa.</numerusform>
            <numerusform>Rodada %1 iniciada com %n mesas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Seating of round %1, the semi-final</source>
        <translation>Distribuição da rodada %1, a semifinal</translation>
    </message>
    <message>
        <source>Seating of round %1, the final</source>
        <translation>Distribuição da rodada %1, a final</translation>
    </message>
    <message>
        <source>Plans table and starting player of every preliminary round not played yet, at once; plan again after a drop or a late arrival.</source>
        <translation>Planeja a mesa e o jogador inicial de todas as rodadas preliminares ainda não jogadas, de uma vez; planeje de novo após uma desistência ou uma chegada tardia.</translation>
    </message>
    <message>
        <source>No %1 can be seated now: the last round needs all its results, and the stages follow one another.</source>
        <translation>Nenhuma %1 pode ser distribuída agora: a última rodada precisa de todos os resultados, e as fases seguem uma à outra.</translation>
    </message>
    <message>
        <source>semi-final</source>
        <translation>semifinal</translation>
    </message>
    <message>
        <source>final</source>
        <translation>final</translation>
    </message>
    <message>
        <source>Too few players for a %1.</source>
        <translation>Jogadores de menos para uma %1.</translation>
    </message>
    <message>
        <source>Semi-final:</source>
        <translation>Semifinal:</translation>
    </message>
    <message>
        <source>Final:</source>
        <translation>Final:</translation>
    </message>
    <message>
        <source>Table %1: %2</source>
        <translation>Mesa %1: %2</translation>
    </message>
    <message>
        <source>Seat the &amp;semi-final</source>
        <translation>Distribuir a &amp;semifinal</translation>
    </message>
    <message>
        <source>Seat the &amp;final</source>
        <translation>Distribuir a &amp;final</translation>
    </message>
    <message>
        <source>&amp;Not yet</source>
        <translation>&amp;Ainda não</translation>
    </message>
    <message>
        <source>The cut</source>
        <translation>A fase final</translation>
    </message>
    <message>
        <source>Cut not seated</source>
        <translation>Fase final não distribuída</translation>
    </message>
    <message>
        <source>The semi-final is seated.</source>
        <translation>A semifinal está distribuída.</translation>
    </message>
    <message>
        <source>The final is seated.</source>
        <translation>A final está distribuída.</translation>
    </message>
    <message>
        <source>Every preliminary round has been played: nothing left to plan.</source>
        <translation>Todas as rodadas preliminares foram jogadas: nada mais a planejar.</translation>
    </message>
    <message>
        <source>Rounds %1 to %2 planned. %3</source>
        <translation>Rodadas %1 a %2 planejadas. %3</translation>
    </message>
    <message>
        <source>Plan all rounds</source>
        <translation>Planejar todas as rodadas</translation>
    </message>
    <message>
        <source>Preliminary rounds in all (the played ones stay as they are):</source>
        <translation>Rodadas preliminares no total (as jogadas ficam como estão):</translation>
    </message>
    <message>
        <source>Rounds not planned</source>
        <translation>Rodadas não planejadas</translation>
    </message>
    <message>
        <source>Searching</source>
        <translation>Buscando</translation>
    </message>
    <message>
        <source>&amp;Stop and use the best</source>
        <translation>&amp;Parar e usar a melhor</translation>
    </message>
    <message>
        <source>Looking for fewer repeat meetings. Fewest so far: %1.</source>
        <translation>Buscando menos reencontros. Menos até agora: %1.</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <source>%1; meet again: %2</source>
        <translation>%1; voltam a se encontrar: %2</translation>
    </message>
    <message>
        <source>%1 (starts)</source>
        <translation>%1 (começa)</translation>
    </message>
    <message numerus="yes">
        <source>%n table(s) without a result</source>
        <translation>
            <numerusform>%n mesa sem resultado</numerusform>
            <numerusform>%n mesas sem resultado</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n draft(s)</source>
        <translation>
            <numerusform>%n rascunho</numerusform>
            <numerusform>%n rascunhos</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 is not complete</source>
        <translation>A rodada %1 não está completa</translation>
    </message>
    <message>
        <source>Round %1 still has %2. Start round %3 anyway? Its standings will not count the missing results.</source>
        <translation>A rodada %1 ainda tem %2. Iniciar a rodada %3 mesmo assim? A classificação não conta os resultados que faltam.</translation>
    </message>
    <message>
        <source> and </source>
        <translation> e </translation>
    </message>
    <message>
        <source>&amp;Start round %1 anyway</source>
        <translation>&amp;Iniciar a rodada %1 mesmo assim</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Voltar</translation>
    </message>
    <message>
        <source>Players chosen by the director against the cut: %1</source>
        <translation>Jogadores escolhidos pela organização contra a classificação: %1</translation>
    </message>
    <message>
        <source>Se&amp;at the cut…</source>
        <translation>Distribuir a &amp;fase final…</translation>
    </message>
    <message>
        <source>Pla&amp;n all rounds…</source>
        <translation>&amp;Planejar todas as rodadas…</translation>
    </message>
    <message>
        <source>T&amp;urn order…</source>
        <translation>Ordem de jo&amp;gada…</translation>
    </message>
    <message>
        <source>A semi-final&apos;s or final&apos;s players chose their turn order in order of preliminary rank: record it as the seat order.</source>
        <translation>Os jogadores de uma semifinal ou final escolhem a ordem de jogada na ordem da classificação preliminar: registre-a como a ordem dos lugares.</translation>
    </message>
    <message>
        <source>Turn order not recorded</source>
        <translation>Ordem de jogada não registrada</translation>
    </message>
    <message>
        <source>Round %1: the turn order is recorded.</source>
        <translation>Rodada %1: a ordem de jogada está registrada.</translation>
    </message>
    <message>
        <source>Seats follow the preliminary rank; the players then choose their turn order, which Turn order records. Where the rules cannot be followed, choose the players yourself and say why.</source>
        <translation>Os lugares seguem a classificação preliminar; depois os jogadores escolhem a ordem de jogada, que “Ordem de jogada” registra. Quando as regras não puderem ser seguidas, escolha os jogadores e diga por quê.</translation>
    </message>
    <message>
        <source>C&amp;hoose the players…</source>
        <translation>&amp;Escolher os jogadores…</translation>
    </message>
    <message>
        <source>After the preliminary rounds: the semi-final or final of the best players, seated by preliminary rank; Turn order records the turn order they chose.</source>
        <translation>Depois das rodadas preliminares: a semifinal ou a final dos melhores, sentados pela classificação preliminar. “Ordem de jogada” registra a ordem que escolheram.</translation>
    </message>
    <message>
        <source>%1; kept apart, but at this table: %2</source>
        <translation>%1; a separar, mas nesta mesa: %2</translation>
    </message>
    <message>
        <source>table %1: %2</source>
        <translation>mesa %1: %2</translation>
    </message>
    <message>
        <source>Absent in round %1 (not dropped): %2.</source>
        <translation>Ausentes na rodada %1 (não retirados): %2.</translation>
    </message>
    <message>
        <source>Kept apart, but seated together: %1. A player can still move while the table has no result.</source>
        <translation>A separar, mas na mesma mesa: %1. Enquanto a mesa não tiver resultado, ainda é possível mover um jogador.</translation>
    </message>
    <message>
        <source>&amp;Keep apart…</source>
        <translation>Manter &amp;separados…</translation>
    </message>
    <message numerus="yes">
        <source>The pairs of players the draw keeps apart (%n now).</source>
        <translation>
            <numerusform>Os pares de jogadores que o sorteio mantém separados (agora %n).</numerusform>
            <numerusform>Os pares de jogadores que o sorteio mantém separados (agora %n).</numerusform>
        </translation>
    </message>
    <message>
        <source>Every table of round %1 has a result, so its seating can no longer change. Undo a table&apos;s result first.</source>
        <translation>Todas as mesas da rodada %1 têm resultado, então a distribuição não pode mais mudar. Desfaça primeiro o resultado de uma mesa.</translation>
    </message>
    <message numerus="yes">
        <source>%n report(s) from the tables waiting</source>
        <translation>
            <numerusform>%n envio das mesas aguardando</numerusform>
            <numerusform>%n envios das mesas aguardando</numerusform>
        </translation>
    </message>
    <message>
        <source>Round not published</source>
        <translation>Rodada não publicada</translation>
    </message>
    <message>
        <source>Draw round %1 again…</source>
        <translation>Sortear a rodada %1 de novo…</translation>
    </message>
    <message>
        <source>It is a draft: the players see it once you publish it with %1.</source>
        <translation>Ela é um rascunho: os jogadores a veem quando você a publicar com %1.</translation>
    </message>
    <message>
        <source>Round %1 drawn again, still a draft: publish it with %2.</source>
        <translation>Rodada %1 sorteada de novo, ainda um rascunho: publique-a com %2.</translation>
    </message>
    <message numerus="yes">
        <source>Round %1 seated as a draft with %n table(s): the players see it once you publish it with %2.</source>
        <translation>
            <numerusform>Rodada %1 distribuída como rascunho com %n mesa: os jogadores a veem quando você a publicar com %2.</numerusform>
            <numerusform>Rodada %1 distribuída como rascunho com %n mesas: os jogadores a veem quando você a publicar com %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 published: the players&apos; page and the projector show it.</source>
        <translation>Rodada %1 publicada: a página dos jogadores e o projetor a mostram.</translation>
    </message>
    <message>
        <source>Rounds %1 to %2 published: the players&apos; page and the projector show them.</source>
        <translation>Rodadas %1 a %2 publicadas: a página dos jogadores e o projetor as mostram.</translation>
    </message>
    <message>
        <source>Round %1 is a draft: the players&apos; page, the projector and the seating file still show round %2.</source>
        <translation>A rodada %1 é um rascunho: a página dos jogadores, o projetor e o arquivo da distribuição ainda mostram a rodada %2.</translation>
    </message>
    <message>
        <source>Round %1 is a draft: the players&apos; page, the projector and the seating file show no seating yet.</source>
        <translation>A rodada %1 é um rascunho: a página dos jogadores, o projetor e o arquivo da distribuição ainda não mostram distribuição.</translation>
    </message>
    <message>
        <source>Check it, draw it again if need be, then publish it (%1).</source>
        <translation>Confira, sorteie de novo se preciso, depois publique (%1).</translation>
    </message>
    <message>
        <source>Pu&amp;blish rounds %1 to %2</source>
        <translation>Pu&amp;blicar as rodadas %1 a %2</translation>
    </message>
    <message>
        <source>Pu&amp;blish round %1</source>
        <translation>Pu&amp;blicar a rodada %1</translation>
    </message>
</context>
<context>
    <name>ctd::ServerDialog</name>
    <message>
        <source>Connect to a tournament server</source>
        <translation>Conectar a um servidor de torneio</translation>
    </message>
    <message>
        <source>asked each time, never stored</source>
        <translation>pedida a cada vez, nunca guardada</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>&amp;Servidor:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Porta:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Banco de dados:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Usuário:</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>Se&amp;nha:</translation>
    </message>
    <message>
        <source>This desk&apos;s &amp;name:</source>
        <translation>No&amp;me deste posto:</translation>
    </message>
    <message>
        <source>One database holds one tournament. The server&apos;s administrator creates the empty database; the desk creates its tables.</source>
        <translation>Um banco de dados contém um torneio. O administrador do servidor cria o banco vazio; o programa cria as tabelas.</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Conectar</translation>
    </message>
</context>
<context>
    <name>ctd::ShareDialog</name>
    <message>
        <source>The network of %1</source>
        <translation>A rede de %1</translation>
    </message>
    <message>
        <source>Every network of this computer (0.0.0.0)</source>
        <translation>Todas as redes deste computador (0.0.0.0)</translation>
    </message>
    <message>
        <source>&amp;Stop sharing</source>
        <translation>&amp;Parar de compartilhar</translation>
    </message>
    <message>
        <source>&amp;Start sharing</source>
        <translation>&amp;Iniciar compartilhamento</translation>
    </message>
    <message>
        <source>Players open %1 on their phones (on the same network as this computer), or scan the code.</source>
        <translation>Os jogadores abrem %1 no celular (na mesma rede que este computador) ou leem o código.</translation>
    </message>
    <message>
        <source>Not shared.</source>
        <translation>Não compartilhado.</translation>
    </message>
    <message>
        <source>Share on the local network</source>
        <translation>Compartilhar na rede local</translation>
    </message>
    <message>
        <source>The players&apos; page shows the newest round&apos;s seating, the standings and the round clock, read-only, and follows every save. Nothing is shared until you start it.</source>
        <translation>A página dos jogadores mostra a distribuição da rodada mais recente, a classificação e o relógio da rodada, só para leitura, e acompanha cada gravação. Nada é compartilhado até você iniciar.</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Endereço:</translation>
    </message>
    <message>
        <source>P&amp;ort:</source>
        <translation>P&amp;orta:</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fechar</translation>
    </message>
    <message>
        <source>This computer only (127.0.0.1): no phone can reach it</source>
        <translation>Só este computador (127.0.0.1): nenhum celular o alcança</translation>
    </message>
    <message>
        <source>Only this computer can open %1: no phone can reach it, and slips printed now carry a code that no phone can open. Stop sharing and choose the network of this computer.</source>
        <translation>Só este computador abre %1: nenhum celular alcança o endereço, e as folhas impressas agora levam um código que nenhum celular abre. Pare de compartilhar e escolha a rede deste computador.</translation>
    </message>
    <message>
        <source>No phone can reach 127.0.0.1: only this computer.</source>
        <translation>Nenhum celular alcança 127.0.0.1: só este computador.</translation>
    </message>
</context>
<context>
    <name>ctd::SheetEditor</name>
    <message>
        <source>Cells still to fill: %1.</source>
        <translation>Células a preencher: %1.</translation>
    </message>
    <message>
        <source>Problems to correct: %1.</source>
        <translation>Problemas a corrigir: %1.</translation>
    </message>
    <message>
        <source>The sheet is complete: press Enter to save it.</source>
        <translation>A súmula está completa: pressione Enter para salvá-la.</translation>
    </message>
    <message>
        <source>%1&apos;s Largest Army mark was cleared: %1 no longer ties for the most knights.</source>
        <translation>A marca do Maior Exército de %1 foi removida: %1 deixou de empatar com mais cavaleiros.</translation>
    </message>
    <message>
        <source>%1&apos;s Longest Road mark was cleared: %1 no longer ties for the longest road.</source>
        <translation>A marca da Maior Estrada de %1 foi removida: %1 deixou de empatar com a estrada mais longa.</translation>
    </message>
    <message>
        <source>%1&apos;s declared-victory mark was cleared: %1 no longer has 10 VP or more.</source>
        <translation>A marca de vitória declarada de %1 foi removida: %1 agora tem menos de 10 VP.</translation>
    </message>
    <message>
        <source>%1&apos;s declared-victory mark was cleared: fewer than two players have 10 VP or more.</source>
        <translation>A marca de vitória declarada de %1 foi removida: menos de dois jogadores têm 10 VP ou mais.</translation>
    </message>
    <message>
        <source>Round %1, table %2</source>
        <translation>Rodada %1, mesa %2</translation>
    </message>
    <message>
        <source>No result yet</source>
        <translation>Ainda sem resultado</translation>
    </message>
    <message>
        <source>Draft: left out of the standings until it is complete and correct</source>
        <translation>Rascunho: fica fora da classificação até estar completo e correto</translation>
    </message>
    <message>
        <source>Result saved</source>
        <translation>Resultado salvo</translation>
    </message>
    <message>
        <source>%1, changed and not saved yet</source>
        <translation>%1, com alterações ainda não salvas</translation>
    </message>
    <message>
        <source>Choose a table of the round to type its result sheet.</source>
        <translation>Escolha uma mesa da rodada para digitar a súmula dela.</translation>
    </message>
    <message>
        <source>The result is saved.</source>
        <translation>O resultado está salvo.</translation>
    </message>
</context>
<context>
    <name>ctd::SheetGrid</name>
    <message>
        <source>Seat</source>
        <translation>Lugar</translation>
    </message>
    <message>
        <source>Offered when players tie for the most knights (3 or more). Space sets it.</source>
        <translation>Disponível quando jogadores empatam com mais cavaleiros (3 ou mais). Marque com a tecla Espaço.</translation>
    </message>
    <message>
        <source>Offered when players tie for the longest road (5 or more). Space sets it.</source>
        <translation>Disponível quando jogadores empatam com a estrada mais longa (5 ou mais). Marque com a tecla Espaço.</translation>
    </message>
    <message>
        <source>Offered when two or more players have 10 VP or more. Space sets it.</source>
        <translation>Disponível quando dois ou mais jogadores têm 10 VP ou mais. Marque com a tecla Espaço.</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>Game victory points, titles included</source>
        <translation>Pontos de vitória da partida, com os títulos</translation>
    </message>
    <message>
        <source>Largest Army</source>
        <translation>Maior Exército</translation>
    </message>
    <message>
        <source>Holds Largest Army (2 VP)</source>
        <translation>Detém o Maior Exército (2 VP)</translation>
    </message>
    <message>
        <source>Longest Road</source>
        <translation>Maior Estrada</translation>
    </message>
    <message>
        <source>Holds Longest Road (2 VP)</source>
        <translation>Detém a Maior Estrada (2 VP)</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Colocação</translation>
    </message>
    <message>
        <source>Shown when the sheet is complete and breaks no rule</source>
        <translation>Exibido quando a súmula está completa e não viola nenhuma regra</translation>
    </message>
    <message>
        <source>Round points</source>
        <translation>Pontos de rodada</translation>
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
        <translation>Mesa inteira</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jogador</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regra</translation>
    </message>
    <message>
        <source>What to change</source>
        <translation>O que corrigir</translation>
    </message>
    <message>
        <source>Problems on this sheet</source>
        <translation>Problemas nesta súmula</translation>
    </message>
    <message>
        <source>Show the rule</source>
        <translation>Mostrar a regra</translation>
    </message>
    <message>
        <source>Shows the rule behind the chosen problem (F1)</source>
        <translation>Mostra a regra do problema selecionado (F1)</translation>
    </message>
</context>
<context>
    <name>ctd::StandingsModel</name>
    <message>
        <source>%1 (dropped)</source>
        <translation>%1 (retirado)</translation>
    </message>
    <message>
        <source>%1: out at the no-win cut, plays no more preliminary games</source>
        <translation>%1: fora pelo corte sem vitória, não joga mais partidas preliminares</translation>
    </message>
</context>
<context>
    <name>ctd::StandingsView</name>
    <message>
        <source>Shows only the players whose name contains this text.</source>
        <translation>Mostra só os jogadores cujo nome contém este texto.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (so far: %2 of %n table(s))</source>
        <translation>
            <numerusform>%1 (até agora: %2 de %n mesa)</numerusform>
            <numerusform>%1 (até agora: %2 de %n mesas)</numerusform>
        </translation>
    </message>
    <message>
        <source>Find a player (Ctrl+F)</source>
        <translation>Encontrar jogador (Ctrl+F)</translation>
    </message>
    <message>
        <source>%1: updating…</source>
        <translation>%1: atualizando…</translation>
    </message>
    <message>
        <source>Players chosen by the director against the cut: %1</source>
        <translation>Jogadores escolhidos pela organização contra a classificação: %1</translation>
    </message>
</context>
<context>
    <name>ctd::StartRoundDialog</name>
    <message>
        <source>The seed must be a whole number from 0 to 4294967295. Type one, or press &quot;New seed&quot;.</source>
        <translation>A semente deve ser um número inteiro de 0 a 4294967295. Digite uma ou clique em “Nova semente”.</translation>
    </message>
    <message>
        <source>Start round %1</source>
        <translation>Iniciar rodada %1</translation>
    </message>
    <message>
        <source>&amp;Random draw</source>
        <translation>&amp;Sorteio aleatório</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>S&amp;emente:</translation>
    </message>
    <message>
        <source>The same seed with the same players gives the same tables. Type the seed of an earlier draw to repeat it.</source>
        <translation>A mesma semente com os mesmos jogadores gera as mesmas mesas. Digite a semente de um sorteio anterior para repeti-lo.</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>Nova semente</translation>
    </message>
    <message>
        <source>Seat by &amp;hand</source>
        <translation>Distribuir &amp;manualmente</translation>
    </message>
    <message>
        <source>Start round</source>
        <translation>Iniciar rodada</translation>
    </message>
    <message numerus="yes">
        <source>%n active player(s): %1.</source>
        <translation>
            <numerusform>%n jogador ativo: %1.</numerusform>
            <numerusform>%n jogadores ativos: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Search &amp;longer (up to a minute)</source>
        <translation>Buscar por mais &amp;tempo (até um minuto)</translation>
    </message>
    <message>
        <source>Spends up to a minute looking for fewer repeat meetings, with progress shown; stopping early keeps the best seating found.</source>
        <translation>Busca por até um minuto menos reencontros, mostrando o progresso; parar antes mantém a melhor distribuição encontrada.</translation>
    </message>
    <message>
        <source>Draw by s&amp;tandings (the leaders at table 1, repeats avoided)</source>
        <translation>Sortear pela &amp;classificação (os líderes na mesa 1, evitando repetições)</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) marked absent at the check-in sit out this round.</source>
        <translation>
            <numerusform>%n jogador marcado como ausente na chamada fica fora desta rodada.</numerusform>
            <numerusform>%n jogadores marcados como ausentes na chamada ficam fora desta rodada.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ctd::TablesModel</name>
    <message>
        <source>No result</source>
        <translation>Sem resultado</translation>
    </message>
    <message>
        <source>Draft</source>
        <translation>Rascunho</translation>
    </message>
    <message>
        <source>Complete</source>
        <translation>Completo</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>confirmed %1/%2</source>
        <translation>confirmado %1/%2</translation>
    </message>
    <message>
        <source>reported</source>
        <translation>enviado</translation>
    </message>
    <message>
        <source>conflict</source>
        <translation>conflito</translation>
    </message>
    <message>
        <source>accepted</source>
        <translation>aceito</translation>
    </message>
    <message>
        <source>rejected</source>
        <translation>recusado</translation>
    </message>
    <message>
        <source>Report</source>
        <translation>Envio</translation>
    </message>
    <message>
        <source>superseded</source>
        <translation>superado</translation>
    </message>
</context>
<context>
    <name>ctd::TournamentInfoDialog</name>
    <message>
        <source>The tournament needs a name; it heads every printed page.</source>
        <translation>O torneio precisa de um nome; ele aparece no topo de cada página impressa.</translation>
    </message>
    <message>
        <source>Tournament details</source>
        <translation>Detalhes do torneio</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Data:</translation>
    </message>
    <message>
        <source>Tie-breaks after round points, in order: vp, share, first, second, third (places); the name decides last.</source>
        <translation>Critérios de desempate depois dos pontos de rodada, em ordem: vp, share, first, second, third (colocações); o nome decide por último.</translation>
    </message>
    <message>
        <source>Round points %1 at tables of 4, %2 at tables of 3; VP cap: %3.</source>
        <translation>Pontos de rodada %1 em mesas de quatro, %2 em mesas de três; limite de VP: %3.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhum</translation>
    </message>
    <message>
        <source>Custom rule set</source>
        <translation>Conjunto de regras próprio</translation>
    </message>
    <message>
        <source>&amp;Rule set:</source>
        <translation>&amp;Conjunto de regras:</translation>
    </message>
    <message>
        <source>Points, table of &amp;4:</source>
        <translation>Pontos, mesa de &amp;4:</translation>
    </message>
    <message>
        <source>Points, table of &amp;3:</source>
        <translation>Pontos, mesa de &amp;3:</translation>
    </message>
    <message>
        <source>&amp;VP cap (or none):</source>
        <translation>Limite de &amp;VP (ou none):</translation>
    </message>
    <message>
        <source>&amp;Share:</source>
        <translation>&amp;Participação:</translation>
    </message>
    <message>
        <source>&amp;Tie-breaks:</source>
        <translation>Critérios de &amp;desempate:</translation>
    </message>
    <message>
        <source>pooled over the tables</source>
        <translation>somada sobre as mesas</translation>
    </message>
    <message>
        <source>average of the tables&apos; shares</source>
        <translation>média das participações por mesa</translation>
    </message>
    <message>
        <source>sum of the percentages, virtual fourth player at tables of 3</source>
        <translation>soma das porcentagens, quarto jogador virtual em mesas de três</translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation>Próprio…</translation>
    </message>
    <message>
        <source>Type the date as %1, or as year-month-day (2026-03-14).</source>
        <translation>Digite a data como %1 ou como ano-mês-dia (2026-03-14).</translation>
    </message>
    <message>
        <source>Not a team event: no player has a team. Give players a team on the Players page (Ctrl+T) to make it one.</source>
        <translation>Não é um torneio por equipes: nenhum jogador tem equipe. Dê uma equipe aos jogadores na página Jogadores (Ctrl+T) para torná-lo um.</translation>
    </message>
    <message numerus="yes">
        <source>Team event: %n team(s).</source>
        <translation>
            <numerusform>Torneio por equipes: %n equipe.</numerusform>
            <numerusform>Torneio por equipes: %n equipes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s) in a team. The team standings are on the Results page; the seating keeps teammates apart.</source>
        <translation>
            <numerusform>%n jogador em uma equipe. A classificação por equipes está na página Resultados; a distribuição mantém os colegas de equipe separados.</numerusform>
            <numerusform>%n jogadores em equipes. A classificação por equipes está na página Resultados; a distribuição mantém os colegas de equipe separados.</numerusform>
        </translation>
    </message>
    <message>
        <source>No-&amp;win cut after game:</source>
        <translation>Corte sem vi&amp;tória após a rodada:</translation>
    </message>
    <message>
        <source>off</source>
        <translation>desligado</translation>
    </message>
    <message>
        <source>Players without a win after this game play no more preliminary rounds; they stay in the standings below everyone still playing.</source>
        <translation>Jogadores sem vitória após esta rodada não jogam mais rodadas preliminares; ficam na classificação abaixo de todos que continuam jogando.</translation>
    </message>
</context>
<context>
    <name>ctd::TurnOrderDialog</name>
    <message>
        <source>%1. %2 (starts)</source>
        <translation>%1. %2 (começa)</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <comment>seat and player</comment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Turn order</source>
        <translation>Ordem de jogada</translation>
    </message>
    <message>
        <source>The players were seated by preliminary rank and chose their turn order in that order. Put them in the order they play: seat 1 starts.</source>
        <translation>Os jogadores foram sentados pela classificação preliminar e escolheram a ordem de jogada nessa ordem. Coloque-os na ordem em que jogam: o lugar 1 começa.</translation>
    </message>
    <message>
        <source>&amp;Table:</source>
        <translation>&amp;Mesa:</translation>
    </message>
    <message>
        <source>Table %1</source>
        <translation>Mesa %1</translation>
    </message>
    <message>
        <source>Move &amp;up</source>
        <translation>Para &amp;cima</translation>
    </message>
    <message>
        <source>Move &amp;down</source>
        <translation>Para &amp;baixo</translation>
    </message>
    <message>
        <source>One seat earlier (Ctrl+Up)</source>
        <translation>Um lugar antes (Ctrl+Seta para cima)</translation>
    </message>
    <message>
        <source>One seat later (Ctrl+Down)</source>
        <translation>Um lugar depois (Ctrl+Seta para baixo)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Result entry and standings for CATAN tournaments.</source>
        <translation>Registro de resultados e classificação para torneios de CATAN.</translation>
    </message>
    <message>
        <source>The tournament file to open.</source>
        <translation>O arquivo de torneio a abrir.</translation>
    </message>
</context>
</TS>
