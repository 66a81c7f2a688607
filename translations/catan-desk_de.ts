<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
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
</context>
<context>
    <name>CliPrintTexts</name>
    <message>
        <source>unknown document &quot;%1&quot;; print standings, seating or slips</source>
        <translation>unbekanntes Dokument „%1“; drucken lassen sich standings, seating oder slips</translation>
    </message>
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
</context>
<context>
    <name>CliSeatTexts</name>
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
  catan-desk-cli seat PLAYERS.txt --rounds R [--seed S] [--apart FILE]
                                                         a schedule of R rounds to stdout
  catan-desk-cli --db FILE seat --round N [--by-standings] [--seed S]
                                                         seat (or re-seat) round N of a tournament
  catan-desk-cli --db FILE print standings|seating|slips -o FILE.pdf
      [--round N] [--by-name] [--one-per-page] [--paper a4|letter]
                                                         the desk&apos;s documents as PDF
  catan-desk-cli copy FROM TO                            a whole tournament, history included,
                                                         to a new file or an empty server database

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
  catan-desk-cli --db FILE import RESULTS.csv            Ergebnisse in ein Turnier importieren
  catan-desk-cli --db FILE standings [--after-round N]   Turnierrangliste eines Turniers
  catan-desk-cli --db FILE export results|standings      Ergebnisse oder Turnierrangliste eines Turniers
      (--db standings und export akzeptieren auch --after-round N und --spreadsheet)
  catan-desk-cli seat PLAYERS.txt --rounds R [--seed S] [--apart FILE]
                                                         Sitzplan für R Runden auf stdout
  catan-desk-cli --db FILE seat --round N [--by-standings] [--seed S]
                                                         Runde N eines Turniers einteilen (oder neu einteilen)
  catan-desk-cli --db FILE print standings|seating|slips -o FILE.pdf
      [--round N] [--by-name] [--one-per-page] [--paper a4|letter]
                                                         Ausdrucke des Programms als PDF
  catan-desk-cli copy FROM TO                            ein ganzes Turnier samt Verlauf in eine neue
                                                         Datei oder eine leere Server-Datenbank kopieren

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
        <source>%1 could not be upgraded: %2. Nothing was changed; a copy is in %3.</source>
        <translation>%1 konnte nicht aktualisiert werden: %2. Es wurde nichts geändert; eine Kopie liegt in %3.</translation>
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
        <source>The player&apos;s name is empty. Type a name.</source>
        <translation>Der Name des Spielers ist leer. Einen Namen eingeben.</translation>
    </message>
    <message>
        <source>There is already a player named &quot;%1&quot;. Choose another name, e.g. add the first letter of the surname.</source>
        <translation>Es gibt bereits einen Spieler namens „%1“. Einen anderen Namen wählen, z. B. den Anfangsbuchstaben des Nachnamens anfügen.</translation>
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
    <message>
        <source>Round %1 has no table %2. Check the table number.</source>
        <translation>Runde %1 hat keinen Tisch %2. Die Tischnummer prüfen.</translation>
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
    <message>
        <source>The results do not fit the tournament; nothing was imported. Correct the lines reported and import again.</source>
        <translation>Die Ergebnisse passen nicht zum Turnier; es wurde nichts importiert. Die gemeldeten Zeilen korrigieren und erneut importieren.</translation>
    </message>
    <message numerus="yes">
        <source>There is no round %1; the tournament has %n round(s).</source>
        <translation>
            <numerusform>Es gibt keine Runde %1; das Turnier hat %n Runde.</numerusform>
            <numerusform>Es gibt keine Runde %1; das Turnier hat %n Runden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1 cannot be added: the tournament has %n round(s), and rounds follow one another. Import round %2 first, or in the same file.</source>
        <translation>
            <numerusform>Runde %1 kann nicht hinzugefügt werden: Das Turnier hat %n Runde, und die Runden folgen lückenlos aufeinander. Zuerst Runde %2 importieren oder in derselben Datei mitliefern.</numerusform>
            <numerusform>Runde %1 kann nicht hinzugefügt werden: Das Turnier hat %n Runden, und die Runden folgen lückenlos aufeinander. Zuerst Runde %2 importieren oder in derselben Datei mitliefern.</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not read %1: %2. What is shown may be incomplete; check the file and open it again.</source>
        <translation>Lesen aus %1 nicht möglich: %2. Die Anzeige kann unvollständig sein; die Datei prüfen und erneut öffnen.</translation>
    </message>
    <message>
        <source>No save made at this desk is left to undo.</source>
        <translation>An diesem Rechner gibt es kein Speichern mehr, das rückgängig gemacht werden kann.</translation>
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
</context>
<context>
    <name>NameList</name>
    <message>
        <source>Line %1 is not valid CSV: %2</source>
        <translation>Zeile %1 ist kein gültiges CSV: %2</translation>
    </message>
    <message>
        <source>The file holds no names. Put one name a row, in the first column or in a column headed &quot;player&quot; or &quot;name&quot;.</source>
        <translation>Die Datei enthält keine Namen. Einen Namen pro Zeile eintragen, in der ersten Spalte oder in einer Spalte mit der Überschrift „player“ oder „name“.</translation>
    </message>
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
        <source>Round %1 was started at another desk meanwhile, so this seating was not saved. Look at the round as it is now.</source>
        <translation>Runde %1 wurde inzwischen an einem anderen Arbeitsplatz begonnen, daher wurde diese Einteilung nicht gespeichert. Die Runde so ansehen, wie sie jetzt ist.</translation>
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
        <source>Give every player a table number. Each table seats 3 or 4; the seat order is the order of this list.</source>
        <translation>Jedem Spieler eine Tischnummer geben. An jedem Tisch sitzen 3 oder 4 Spieler; die Sitzreihenfolge entspricht der Reihenfolge in dieser Liste.</translation>
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
</context>
<context>
    <name>ctd::LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
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
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
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
        <source>Undo the last typing in the sheet; with none, the last save</source>
        <translation>Macht die letzte Eingabe im Formular rückgängig, sonst das letzte Speichern</translation>
    </message>
    <message>
        <source>&amp;Redo typing</source>
        <translation>Eingabe &amp;wiederherstellen</translation>
    </message>
    <message>
        <source>Undo last &amp;save</source>
        <translation>&amp;Letztes Speichern rückgängig</translation>
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
        <translation>R&amp;unde (von %1):</translation>
    </message>
    <message>
        <source>Show only tables still needing a res&amp;ult</source>
        <translation>Nur Tische anzeigen, denen noch ein Ergebnis &amp;fehlt</translation>
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
        <source>%1 — not reachable</source>
        <translation>%1 — nicht erreichbar</translation>
    </message>
    <message>
        <source>Connected to the server again.</source>
        <translation>Wieder mit dem Server verbunden.</translation>
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
        <source>Possible until the round has a result. The seating is changed, everything else stays.</source>
        <translation>Möglich, solange die Runde kein Ergebnis hat. Nur der Sitzplan ändert sich, alles andere bleibt.</translation>
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
        <source>One result slip per page</source>
        <translation>Ein Ergebniszettel pro Seite</translation>
    </message>
    <message>
        <source>Otherwise as many slips as fit on a page, with lines to cut along.</source>
        <translation>Sonst so viele Zettel, wie auf eine Seite passen, mit Schnittlinien.</translation>
    </message>
    <message>
        <source>Standings…</source>
        <translation>Turnierrangliste…</translation>
    </message>
    <message>
        <source>Seating by table…</source>
        <translation>Sitzplan nach Tischen…</translation>
    </message>
    <message>
        <source>Seating by name…</source>
        <translation>Sitzplan nach Namen…</translation>
    </message>
    <message>
        <source>Result slips…</source>
        <translation>Ergebniszettel…</translation>
    </message>
    <message>
        <source>Export standings as &amp;CSV…</source>
        <translation>Turnierrangliste als &amp;CSV exportieren…</translation>
    </message>
    <message>
        <source>Export standings for a spreadsheet…</source>
        <translation>Turnierrangliste für Tabellenkalkulation exportieren…</translation>
    </message>
    <message>
        <source>Export results as CSV…</source>
        <translation>Ergebnisse als CSV exportieren…</translation>
    </message>
    <message>
        <source>Export results for a spreadsheet…</source>
        <translation>Ergebnisse für Tabellenkalkulation exportieren…</translation>
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
        <source>Print seating by n&amp;ame…</source>
        <translation>Sitzplan nach Na&amp;men drucken…</translation>
    </message>
    <message>
        <source>Print result s&amp;lips…</source>
        <translation>&amp;Ergebniszettel drucken…</translation>
    </message>
    <message>
        <source>Export as PD&amp;F</source>
        <translation>Als &amp;PDF exportieren</translation>
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
        <source>One name a line. The whole list is added, or nothing if a name is given twice or is already in the tournament.</source>
        <translation>Ein Name pro Zeile. Die ganze Liste wird hinzugefügt – oder nichts, wenn ein Name doppelt vorkommt oder schon im Turnier ist.</translation>
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
        <source>Bring back</source>
        <translation>Zurückholen</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>Ausscheiden lassen</translation>
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
        <source>There is no save to undo.</source>
        <translation>Es gibt kein Speichern, das rückgängig gemacht werden kann.</translation>
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
        <source>Undo last save</source>
        <translation>Letztes Speichern rückgängig machen</translation>
    </message>
    <message>
        <source>Undo the last save of round %1, table %2? The undone version stays in the history.</source>
        <translation>Das letzte Speichern von Runde %1, Tisch %2 rückgängig machen? Die rückgängig gemachte Version bleibt im Verlauf erhalten.</translation>
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
        <source>Save not undone</source>
        <translation>Speichern nicht rückgängig gemacht</translation>
    </message>
    <message>
        <source>Round %1, table %2: last save undone.</source>
        <translation>Runde %1, Tisch %2: letztes Speichern rückgängig gemacht.</translation>
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
</context>
<context>
    <name>ctd::RulesHelp</name>
    <message>
        <source>Scoring rules</source>
        <translation>Wertungsregeln</translation>
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
    <name>ctd::StandingsView</name>
    <message>
        <source>Find a player</source>
        <translation>Spieler suchen</translation>
    </message>
    <message>
        <source>Shows only the players whose name contains this text.</source>
        <translation>Zeigt nur die Spieler, deren Name diesen Text enthält.</translation>
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
