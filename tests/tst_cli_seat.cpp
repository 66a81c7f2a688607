// catan-desk-cli seat (docs/formats.md §5), run as a process: a schedule for
// a list of names, and seating a round of a tournament file (late, dropped,
// keep-apart, re-seat).
#include "files/csv.h"
#include "scoring/seating/seating.h"
#include "storepass.h"
#include "tournament/tournament.h"

#include "clirun.h"
#include "readmodel/playersview.h"
#include "tournament/reports.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"

#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace ctd;

namespace {

using Run = ctd::test::CliRun;

Run run(const QStringList &args)
{
    return ctd::test::runCli(args);
}

// round → table → names in seat order, from the CSV the command prints.
using Seating = QMap<int, QMap<int, QStringList>>;

Seating parse(const QByteArray &csv)
{
    QList<CsvRecord> records;
    CsvSyntaxError error;
    if (!readCsv(csv, &records, &error) || records.isEmpty()
        || records.first().fields != QStringList{"round", "table", "seat", "player"})
        qFatal("not a seating: %s", csv.constData());
    Seating s;
    for (qsizetype i = 1; i < records.size(); ++i) {
        const QStringList &f = records[i].fields;
        QStringList &table = s[f[0].toInt()][f[1].toInt()];
        if (f[2].toInt() != table.size() + 1)
            qFatal("seats out of order at line %d", records[i].line);
        table.append(f[3]);
    }
    return s;
}

// Every player once a round, at tables of the sizes tableSizes() gives.
void verifyRound(const QMap<int, QStringList> &tables, const QStringList &players)
{
    const QList<int> sizes = tableSizes(int(players.size()));
    QCOMPARE(tables.size(), sizes.size());
    QStringList seated;
    int t = 0;
    for (auto it = tables.cbegin(); it != tables.cend(); ++it, ++t) {
        QCOMPARE(it.key(), t + 1);
        QCOMPARE(it.value().size(), qsizetype(sizes[t]));
        seated += it.value();
    }
    seated.sort();
    QStringList want = players;
    want.sort();
    QCOMPARE(seated, want);
}

QStringList names(int n)
{
    QStringList out;
    for (int i = 0; i < n; ++i)
        out.append(QStringLiteral("Player %1").arg(i + 1));
    return out;
}

} // namespace

class TestCliSeat : public QObject
{
    Q_OBJECT

    std::unique_ptr<QTemporaryDir> m_dir;

    QString write(const QString &name, const QByteArray &bytes)
    {
        const QString path = m_dir->filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly))
            qFatal("cannot write %s", qPrintable(path));
        f.write(bytes);
        return path;
    }

    QString list(const QStringList &players)
    {
        return write("players.txt", players.join(QLatin1Char('\n')).toUtf8() + "\n");
    }

private slots:
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
    }

    void schedule_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("rounds");
        QTest::newRow("3 players, 2 rounds") << 3 << 2;
        QTest::newRow("6 players, 3 rounds") << 6 << 3;
        QTest::newRow("13 players, 4 rounds") << 13 << 4;
        QTest::newRow("16 players, 5 rounds") << 16 << 5;
        QTest::newRow("23 players, 6 rounds") << 23 << 6;
    }
    void schedule()
    {
        QFETCH(int, players);
        QFETCH(int, rounds);
        const QStringList all = names(players);
        const Run r = run({"seat", list(all), "--rounds", QString::number(rounds), "--seed", "3"});
        QCOMPARE(r.status, 0);
        QVERIFY2(r.err.startsWith("note: "), r.err.constData());
        const Seating s = parse(r.out);
        QCOMPARE(s.size(), rounds);
        for (int round = 1; round <= rounds; ++round)
            verifyRound(s.value(round), all);
        if (players == 16) // the affine plane: nobody meets twice
            QVERIFY2(r.err.contains("Nobody meets an opponent again."), r.err.constData());
    }

    void reproducibleFromSeed()
    {
        const QString path = list(names(20));
        const Run a = run({"seat", path, "--rounds", "4", "--seed", "77"});
        const Run b = run({"seat", path, "--rounds=4", "--seed=77"});
        QCOMPARE(a.status, 0);
        QCOMPARE(a.out, b.out);
        QVERIFY(run({"seat", path, "--rounds", "4", "--seed", "78"}).out != a.out);

        // Without a seed one is drawn and reported, and repeats the draw.
        const Run drawn = run({"seat", path, "--rounds", "4"});
        QCOMPARE(drawn.status, 0);
        const QRegularExpressionMatch m =
            QRegularExpression("note: drawn with seed (\\d+);").match(QString::fromUtf8(drawn.err));
        QVERIFY2(m.hasMatch(), drawn.err.constData());
        QCOMPARE(run({"seat", path, "--rounds", "4", "--seed", m.captured(1)}).out, drawn.out);
    }

    // UTF-8 with a byte-order mark, CRLF, blank lines and spaces around names.
    // A longer search: --effort gives the same schedule for the same seed, and
    // --seconds reports its progress on stderr (12 players over 3 rounds: the
    // optimum is known, so the search ends at once).
    void longerSearch()
    {
        const QString path = list(names(12));
        const Run a = run({"seat", path, "--rounds", "3", "--seed", "5", "--effort", "3"});
        QCOMPARE(a.status, 0);
        QCOMPARE(run({"seat", path, "--rounds", "3", "--seed", "5", "--effort", "3"}).out, a.out);
        const Seating s = parse(a.out);
        QCOMPARE(s.size(), 3);
        for (const auto &round : s)
            verifyRound(round, names(12));
        const Run b = run({"seat", path, "--rounds", "3", "--seed", "5", "--seconds", "5"});
        QCOMPARE(b.status, 0);
        QVERIFY2(b.err.contains("note: searching: "), b.err.constData());
        QVERIFY2(b.err.contains("the fewest possible"), b.err.constData());
        QCOMPARE(parse(b.out).size(), 3);
    }

    void readsNamesAsWritten()
    {
        const QString path = write("p.txt",
                                   "\xEF\xBB\xBF  \xC3\x84rger \r\nS\xC3\xA3o Jo\xC3\xA3o\r\n\r\n"
                                   "Smith, Jo\n   \nDe la Cruz\n");
        const Run r = run({"seat", path, "--rounds", "1", "--seed", "1"});
        QCOMPARE(r.status, 0);
        const Seating s = parse(r.out);
        verifyRound(s.value(1), {"Ärger", "São João", "Smith, Jo", "De la Cruz"});
        QVERIFY(r.out.contains("\"Smith, Jo\""));
    }

    void keepApartFromFile()
    {
        QStringList all = names(12);
        all[0] = "Smith, Jo";
        const QString path = list(all);
        // CSV: quotes for a name with a comma, spaces kept inside names.
        const QString apart = write("apart.csv",
                                    "\"Smith, Jo\",Player 2\nPlayer 2,Player 3\r\n\n"
                                    "Player 3, Smith, Jo\n");
        // The last line has three fields: refused, with its line number.
        Run r = run({"seat", path, "--rounds", "3", "--apart", apart, "--seed", "1"});
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.contains("error: 4: apart_syntax: "), r.err.constData());
        QVERIFY(r.out.isEmpty());

        write("apart.csv",
              "\"Smith, Jo\",Player 2\nPlayer 2,Player 3\r\n\nPlayer 3,\"Smith, Jo\"\n");
        r = run({"seat", path, "--rounds", "3", "--apart", apart, "--seed", "1"});
        QCOMPARE(r.status, 0);
        const Seating s = parse(r.out);
        for (const auto &round : s) {
            verifyRound(round, all);
            for (const QStringList &table : round) {
                QVERIFY(!(table.contains("Smith, Jo") && table.contains("Player 2")));
                QVERIFY(!(table.contains("Player 2") && table.contains("Player 3")));
                QVERIFY(!(table.contains("Player 3") && table.contains("Smith, Jo")));
            }
        }
    }

    void refusals_data()
    {
        QTest::addColumn<QByteArray>("players");
        QTest::addColumn<QByteArray>("apart");
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("error");
        const QByteArray six = "A\nB\nC\nD\nE\nF\n";
        QTest::newRow("duplicate name")
            << QByteArray("A\nB\n\nA \nC\n") << QByteArray() << QStringList{"--rounds", "1"} << 2
            << "error: 4: duplicate_name: ";
        QTest::newRow("one player")
            << QByteArray("A\n") << QByteArray() << QStringList{"--rounds", "1"} << 1
            << "error: -: table_count: ";
        QTest::newRow("two players")
            << QByteArray("A\nB\n") << QByteArray() << QStringList{"--rounds", "1"} << 1
            << "error: -: table_count: ";
        QTest::newRow("five players")
            << QByteArray("A\nB\nC\nD\nE\n") << QByteArray() << QStringList{"--rounds", "2"} << 1
            << "error: -: table_count: ";
        QTest::newRow("no players")
            << QByteArray("\n\n") << QByteArray() << QStringList{"--rounds", "1"} << 1
            << "error: -: table_count: ";
        QTest::newRow("unknown name to keep apart")
            << six << QByteArray("A,B\nA,Zed\n") << QStringList{"--rounds", "1"} << 2
            << "error: 2: unknown_name: ";
        QTest::newRow("one name to keep apart")
            << six << QByteArray("A\n") << QStringList{"--rounds", "1"} << 2
            << "error: 1: apart_syntax: ";
        QTest::newRow("a player apart from themself")
            << six << QByteArray("B,B\n") << QStringList{"--rounds", "1"} << 2
            << "error: 1: apart_self: ";
        QTest::newRow("no --rounds")
            << six << QByteArray() << QStringList{} << 2 << "error: -: usage: missing --rounds R";
        QTest::newRow("--rounds 0")
            << six << QByteArray() << QStringList{"--rounds", "0"} << 2
            << "error: -: usage: the option --rounds takes a whole number, not \"0\"";
        QTest::newRow("--rounds 101")
            << six << QByteArray() << QStringList{"--rounds", "101"} << 2
            << "error: -: usage: The number of rounds to plan must be between 1 and 100.";
        QTest::newRow("--seed not a number")
            << six << QByteArray() << QStringList{"--rounds", "1", "--seed", "x"} << 2
            << "error: -: usage: the option --seed takes a whole number, not \"x\"";
        QTest::newRow("--round is for --db")
            << six << QByteArray() << QStringList{"--rounds", "1", "--round", "1"} << 2
            << "error: -: usage: unknown option \"--round\"";
        QTest::newRow("--effort and --seconds")
            << six << QByteArray()
            << QStringList{"--rounds", "2", "--effort", "2", "--seconds", "1"} << 2
            << "error: -: usage: ";
        QTest::newRow("--effort 0")
            << six << QByteArray() << QStringList{"--rounds", "2", "--effort", "0"} << 2
            << "error: -: usage: ";
        QTest::newRow("--seconds not a number")
            << six << QByteArray() << QStringList{"--rounds", "2", "--seconds", "x"} << 2
            << "error: -: usage: ";
        QTest::newRow("not UTF-8") << QByteArray("A\nB\xff\nC\n") << QByteArray()
                                   << QStringList{"--rounds", "1"} << 2 << "error: -: file: ";
    }
    void refusals()
    {
        QFETCH(QByteArray, players);
        QFETCH(QByteArray, apart);
        QFETCH(QStringList, options);
        QFETCH(int, status);
        QFETCH(QString, error);
        QStringList args{"seat", write("p.txt", players)};
        if (!apart.isEmpty())
            args << "--apart" << write("a.csv", apart);
        const Run r = run(args + options);
        QCOMPARE(r.status, status);
        QVERIFY2(r.err.startsWith(error.toUtf8()), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }

    void missingFiles()
    {
        Run r = run({"seat", m_dir->filePath("none.txt"), "--rounds", "1"});
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.startsWith("error: -: file: "), r.err.constData());
        QVERIFY2(r.err.contains(m_dir->filePath("none.txt").toUtf8()), r.err.constData());
        r = run({"seat", list(names(8)), "--rounds", "1", "--apart", m_dir->filePath("none.csv")});
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.startsWith("error: -: file: "), r.err.constData());
        QVERIFY2(r.err.contains(m_dir->filePath("none.csv").toUtf8()), r.err.constData());
        r = run({"seat", "--rounds", "1"});
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.startsWith("error: -: usage: missing PLAYERS.txt"), r.err.constData());
    }

    // A tournament file: round 1 played, then a late player, a dropped one and
    // a keep-apart pair; round 2 is seated, re-seated, and seated again.
    void seatsARoundOfATournament()
    {
        const QString file = m_dir->filePath("t.sqlite");
        const QByteArray header =
            "round,table,player,settlements,cities,vp_cards,knights,roads,longest_road\n";
        const QByteArray round1 = header
            + "1,1,Anna,2,3,1,3,11,7\n1,1,Bernd,3,2,0,1,8,4\n1,1,Carla,4,1,0,0,9,5\n"
              "1,1,Dario,2,0,0,2,6,3\n1,2,Emil,2,1,0,0,4,1\n1,2,Fritz,2,2,0,0,4,1\n"
              "1,2,Greta,2,0,0,0,4,1\n1,2,Hugo,2,1,1,0,4,1\n1,3,Ida,2,0,0,0,4,1\n"
              "1,3,Jonas,2,1,0,0,4,1\n1,3,Karl,2,2,0,0,4,1\n1,3,Lena,3,2,0,0,4,1\n";
        QCOMPARE(run({"--db", file, "import", write("r1.csv", round1)}).status, 0);
        qint64 greta = 0, anna = 0, bernd = 0;
        {
            Tournament t;
            DbError e;
            QVERIFY2(t.open(file, &e), qPrintable(e.message));
            qint64 late = 0;
            QVERIFY(t.roster().addPlayer(testPass(), "Mia", &late, &e));
            greta = t.roster().playerByName("Greta")->id;
            anna = t.roster().playerByName("Anna")->id;
            bernd = t.roster().playerByName("Bernd")->id;
            QVERIFY(t.roster().setDropped(testPass(), greta, true, &e));
            QVERIFY(t.roster().setKeepApart(testPass(), anna, bernd, true, &e));
        }
        QStringList active{"Anna", "Bernd", "Carla", "Dario", "Emil", "Fritz",
                           "Hugo", "Ida",   "Jonas", "Karl",  "Lena", "Mia"};

        Run r = run({"--db", file, "seat", "--round", "2", "--seed", "1"});
        QVERIFY2(r.status == 0, r.err.constData());
        Seating s = parse(r.out);
        QCOMPARE(s.keys(), QList<int>{2});
        verifyRound(s.value(2), active);
        for (const QStringList &table : s.value(2))
            QVERIFY(!(table.contains("Anna") && table.contains("Bernd")));

        auto stored = [&](int round) {
            Tournament t;
            DbError e;
            if (!t.open(file, &e))
                qFatal("cannot open");
            QMap<int, QStringList> tables;
            for (const SeatedTable &st : t.rounds().tables(round))
                tables.insert(st.table, st.names);
            return tables;
        };
        QCOMPARE(stored(2), s.value(2));
        // The seed is kept with the round: it reads back as drawn with it.
        auto seed = [&](int round) {
            Tournament t;
            DbError e;
            if (!t.openReadOnly(file, &e))
                qFatal("cannot open");
            return t.rounds().roundSeed(round);
        };
        QCOMPARE(seed(2), quint64(1));

        // Not played yet: re-seated with another seed, the file follows.
        r = run({"--db", file, "seat", "--round", "2", "--seed", "4242", "--by-standings"});
        QVERIFY2(r.status == 0, r.err.constData());
        s = parse(r.out);
        verifyRound(s.value(2), active);
        QCOMPARE(stored(2), s.value(2));
        QCOMPARE(seed(2), quint64(4242));
        // By standings after round 1 the leaders (Anna: 13 VP) sit at table 1.
        QVERIFY(s.value(2).value(1).contains("Anna"));

        // Round 3 does not exist before round 2 is played; round 4 never.
        r = run({"--db", file, "seat", "--round", "4"});
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.startsWith("error: -: usage: "), r.err.constData());
        QVERIFY2(r.err.contains("no round 4"), r.err.constData());
        QVERIFY(r.out.isEmpty());
        r = run({"--db", file, "seat", "--round", "1", "--seed", "1"});
        QCOMPARE(r.status, 2); // round 1 has results: not re-seated
        QVERIFY2(r.err.startsWith("error: -: conflict: "), r.err.constData());
        QCOMPARE(stored(1).size(), 3);
        r = run({"--db", file, "seat"});
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.startsWith("error: -: usage: missing --round N"), r.err.constData());
    }

    void tournamentThatCannotBeSeated()
    {
        const QString file = m_dir->filePath("small.sqlite");
        {
            Tournament t;
            DbError e;
            QVERIFY(t.open(file, &e));
            QVERIFY(
                t.roster().addPlayers(testPass(), {"Anna", "Bernd", "Carla", "Dario", "Emil"}, &e));
        }
        const Run r = run({"--db", file, "seat", "--round", "1", "--seed", "1"});
        QCOMPARE(r.status, 1);
        QVERIFY(r.err.startsWith("error: -: table_count: "));
        Tournament t;
        DbError e;
        QVERIFY(t.open(file, &e));
        QCOMPARE(t.rounds().roundCount(), 0);
    }
    // seat --draft and publish (docs/seating.md, "Publishing a round"): a
    // draft is invisible on the players' page, the projector, /seating.csv
    // and to the tables' report codes until it is published; drawn again it
    // stays a draft; a published round is not held back.
    void draftsUntilPublished()
    {
        const QString file = m_dir->filePath("drafts.sqlite");
        const QStringList players = names(12);
        {
            Tournament t;
            DbError e;
            QVERIFY(t.open(file, &e));
            QVERIFY(t.roster().addPlayers(testPass(), players, &e));
        }
        struct Seen
        {
            int round = -1;
            QByteArray seatingCsv;
            qsizetype seated = 0;
            QList<int> drafts;
            QPair<int, int> codeTable;
        };
        const auto seen = [&] {
            Seen s;
            Tournament t;
            DbError e;
            if (!t.open(file, &e))
                qFatal("cannot open");
            const PlayersView view = PlayersView::read(t);
            s.round = view.round;
            s.seatingCsv = view.seatingCsv;
            s.seated = view.seating.size();
            s.drafts = t.rounds().drafts();
            if (t.rounds().roundCount() >= 1 && t.reports().issueMissingCodes(testPass(), 1, &e))
                s.codeTable = t.reports().tableOfCode(t.reports().codes(1).value(1));
            return s;
        };
        const QByteArray header = "round,table,seat,player\n";

        Run r = run({"--db", file, "seat", "--round", "1", "--seed", "1", "--draft"});
        QVERIFY2(r.status == 0, r.err.constData());
        QVERIFY2(r.err.contains("round 1 is a draft"), r.err.constData());
        verifyRound(parse(r.out).value(1), players);
        Seen s = seen();
        QCOMPARE(s.drafts, QList<int>{1});
        QCOMPARE(s.round, 0);
        QCOMPARE(s.seatingCsv, header);
        QCOMPARE(s.seated, 0);
        QCOMPARE(s.codeTable, (QPair<int, int>(0, 0)));

        // Drawn again, with or without --draft: still a draft.
        r = run({"--db", file, "seat", "--round", "1", "--seed", "2", "--draft"});
        QVERIFY2(r.status == 0, r.err.constData());
        r = run({"--db", file, "seat", "--round", "1", "--seed", "3"});
        QVERIFY2(r.status == 0, r.err.constData());
        const QMap<int, QStringList> third = parse(r.out).value(1);
        QCOMPARE(seen().drafts, QList<int>{1});

        r = run({"--db", file, "publish", "--round", "1"});
        QVERIFY2(r.status == 0, r.err.constData());
        s = seen();
        QVERIFY(s.drafts.isEmpty());
        QCOMPARE(s.round, 1);
        QCOMPARE(s.seated, players.size());
        QCOMPARE(s.seatingCsv.count('\n'), players.size() + 1);
        QVERIFY(
            s.seatingCsv.contains(QByteArray("1,1,1," + third.value(1).first().toUtf8() + '\n')));
        QCOMPARE(s.codeTable, (QPair<int, int>(1, 1)));

        // Published: not again, and not held back by a new draw.
        r = run({"--db", file, "publish", "--round", "1"});
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.startsWith("error: -: invalid: Round 1 is not a draft"), r.err.constData());
        r = run({"--db", file, "seat", "--round", "1", "--seed", "4", "--draft"});
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.startsWith("error: -: usage: round 1 is published already"),
                 r.err.constData());
        QVERIFY(seen().drafts.isEmpty());
        r = run({"--db", file, "publish", "--round", "3"});
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.contains("There is no round 3"), r.err.constData());
        r = run({"--db", file, "publish"});
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.startsWith("error: -: usage: missing --round N"), r.err.constData());

        // A plan seated as drafts, published up to round 3 of 4: the players
        // see round 3.
        const QString planned = m_dir->filePath("plan.sqlite");
        {
            Tournament t;
            DbError e;
            QVERIFY(t.open(planned, &e));
            QVERIFY(t.roster().addPlayers(testPass(), players, &e));
        }
        r = run(
            {"--db", planned, "seat", "--all-rounds", "--rounds", "4", "--seed", "5", "--draft"});
        QVERIFY2(r.status == 0, r.err.constData());
        QCOMPARE(run({"--db", planned, "publish", "--round", "3"}).status, 0);
        Tournament t;
        DbError e;
        QVERIFY(t.openReadOnly(planned, &e));
        QCOMPARE(t.rounds().drafts(), QList<int>{4});
        QCOMPARE(t.rounds().publishedRounds(), 3);
        QCOMPARE(PlayersView::read(t).round, 3);
    }

    // no-win-cut [K|off] (docs/seating.md, "The no-win cut"): the option
    // set, shown and turned off; anything else is a usage error.
    void noWinCut_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("shown"); // no-win-cut alone afterwards
        QTest::newRow("default off") << QStringList{} << 0 << "off\n";
        QTest::newRow("after game 3") << QStringList{"3"} << 0 << "3\n";
        QTest::newRow("off") << QStringList{"off"} << 0 << "off\n";
        QTest::newRow("game 0") << QStringList{"0"} << 2 << "off\n";
        QTest::newRow("not a number") << QStringList{"three"} << 2 << "off\n";
        QTest::newRow("two arguments") << QStringList{"3", "4"} << 2 << "off\n";
    }

    void noWinCut()
    {
        QFETCH(QStringList, args);
        QFETCH(int, status);
        QFETCH(QString, shown);
        const QString file =
            m_dir->filePath(QStringLiteral("cut-%1.sqlite").arg(QTest::currentDataTag()));
        Run r = run(QStringList{"--db", file, "no-win-cut"} + args);
        QCOMPARE(r.status, status);
        if (status == 2)
            QVERIFY2(r.err.startsWith("error: -: usage: "), r.err.constData());
        r = run({"--db", file, "no-win-cut"});
        QCOMPARE(r.status, 0);
        QCOMPARE(QString::fromUtf8(r.out), shown);
    }

    // fix: a player's fixed table, kept by every seating of the command line
    // (a round drawn, by standings, the planned schedule); a table beyond
    // the round's is a clear refusal, and --clear takes it away.
    void fixedTables()
    {
        const QString file = m_dir->filePath("fixed.sqlite");
        const QStringList players = names(14); // tables of 4, 4, 3 and 3
        {
            Tournament t;
            DbError e;
            QVERIFY(t.open(file, &e));
            QVERIFY(t.roster().addPlayers(testPass(), players, &e));
        }
        QCOMPARE(run({"--db", file, "fix", "--player", "Player 3", "--table", "4"}).status, 0);
        QCOMPARE(run({"--db", file, "fix", "--player", "Player 9", "--table", "1"}).status, 0);
        {
            Tournament t;
            DbError e;
            QVERIFY(t.openReadOnly(file, &e));
            QCOMPARE(t.roster().fixedTables().size(), 2);
        }
        auto check = [&](const QMap<int, QStringList> &round) {
            verifyRound(round, players);
            QVERIFY2(round.value(4).contains("Player 3"), qPrintable(round.value(4).join(',')));
            QVERIFY2(round.value(1).contains("Player 9"), qPrintable(round.value(1).join(',')));
        };
        for (const char *seed : {"1", "2", "3"}) {
            Run r = run({"--db", file, "seat", "--round", "1", "--seed", seed});
            QVERIFY2(r.status == 0, r.err.constData());
            check(parse(r.out).value(1));
            r = run({"--db", file, "seat", "--round", "1", "--seed", seed, "--by-standings"});
            QVERIFY2(r.status == 0, r.err.constData());
            check(parse(r.out).value(1));
        }
        Run r = run({"--db", file, "seat", "--all-rounds", "--rounds", "4", "--seed", "5"});
        QVERIFY2(r.status == 0, r.err.constData());
        const Seating plan = parse(r.out);
        QCOMPARE(plan.size(), 4);
        for (const auto &round : plan)
            check(round);

        // Table 5 of four, and names the desk does not know.
        QCOMPARE(run({"--db", file, "fix", "--player", "Player 3", "--table", "5"}).status, 0);
        r = run({"--db", file, "seat", "--round", "1", "--seed", "1"});
        QCOMPARE(r.status, 1);
        QVERIFY2(r.err.contains("Table 5 is the fixed table of Player 3")
                     && r.err.contains("only 4 table"),
                 r.err.constData());
        r = run({"--db", file, "fix", "--player", "Nobody", "--table", "2"});
        QCOMPARE(r.status, 1);
        QVERIFY2(r.err.startsWith("error: -: unknown_name: "), r.err.constData());
        QCOMPARE(run({"--db", file, "fix", "--player", "Player 3"}).status, 2);
        QCOMPARE(run({"--db", file, "fix", "--player", "Player 3", "--table", "0"}).status, 2);
        QCOMPARE(run({"--db", file, "fix", "--player", "Player 3", "--clear"}).status, 0);
        Tournament t;
        DbError e;
        QVERIFY(t.openReadOnly(file, &e));
        QCOMPARE(t.roster().fixedTables(),
                 (QHash<qint64, int>{{t.roster().playerByName("Player 9")->id, 1}}));
    }
};

QTEST_GUILESS_MAIN(TestCliSeat)
#include "tst_cli_seat.moc"
