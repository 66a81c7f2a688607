// What a seating is given, read from a tournament in one place for the desk,
// the command line and the plan (tournament/seatinginput.h): the players
// without the dropped ones and those absent for the round (docs/formats.md
// §8, the check-in), by standings after the round before; the pairs kept
// apart; every other seated round as history; and a cut's tables
// (docs/rules.md §9). Players are named by letters, "ABCD EFGH" is a round.
#include "commands/roundcommands.h"
#include "readmodel/playersview.h"
#include "storepass.h"
#include "tournament/details.h"
#include "tournament/ranking.h"
#include "tournament/results.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"
#include "tournament/seatinginput.h"
#include "tournament/tournament.h"
#include "web/playerspage.h"

#include "scoretables.h"
#include "tournament/ranking.h"
#include "tournament/results.h"
#include "tournament/rounds.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <memory>

using namespace ctd;
using namespace ctd::test;

namespace {

using Pairs = QList<QPair<qint64, qint64>>;

// docs/rules.md §9: the semi-final's tables by preliminary rank, seat by seat.
const QStringList kSemifinalSeeds{"1 8 9 16", "2 7 10 15", "3 6 11 14", "4 5 12 13"};

QString letter(int i)
{
    return QString(QChar(char16_t(u'A' + i)));
}

QStringList letters(const QString &spec)
{
    QStringList out;
    for (QChar c : spec) {
        if (!c.isSpace())
            out.append(QString(c));
    }
    return out;
}

// Each pair with its smaller id first, the pairs sorted: the order of the
// file is not the input's business.
Pairs normalised(Pairs pairs)
{
    for (auto &[a, b] : pairs) {
        if (a > b)
            std::swap(a, b);
    }
    std::sort(pairs.begin(), pairs.end());
    return pairs;
}

} // namespace

class TstSeatingInput : public QObject
{
    Q_OBJECT

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Tournament> m_t;

    qint64 id(const QString &name) const
    {
        const std::optional<Player> p = m_t->roster().playerByName(name);
        return p ? p->id : -1;
    }

    QList<qint64> ids(const QStringList &names) const
    {
        QList<qint64> out;
        for (const QString &name : names)
            out.append(id(name));
        return out;
    }

    // "ABCD EFGH": a round's tables, player ids in seat order.
    QList<QList<qint64>> tablesOf(const QString &spec) const
    {
        QList<QList<qint64>> tables;
        for (const QString &table : spec.split(u' ', Qt::SkipEmptyParts))
            tables.append(ids(letters(table)));
        return tables;
    }

    void addPlayers(const QStringList &names)
    {
        DbError e;
        QVERIFY2(names.isEmpty() || m_t->roster().addPlayers(testPass(), names, &e),
                 qPrintable(e.message));
    }

    // Every table of the round played, seat 1 first, then seat 2, ...; no
    // player of table 1 ties with one of table 2.
    void play(int round, const QStringList &tables)
    {
        const QList<QList<int>> vp{
            {12, 9, 6, 3}, {11, 8, 5, 2}, {10, 7, 4, 3}, {13, 6, 5, 2}, {9, 8, 7, 4}};
        DbError e;
        for (int k = 0; k < tables.size(); ++k) {
            const TableSheet sheet =
                sheetWithVp(round, k + 1, letters(tables[k]), vp.at(k % vp.size()));
            QVERIFY2(m_t->results().saveSheet(testPass(), round, k + 1, sheet.lines, false, &e),
                     qPrintable(e.message));
        }
    }

private slots:
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        m_t = std::make_unique<Tournament>();
        DbError e;
        QVERIFY2(m_t->open(m_dir->filePath("t.sqlite"), &e), qPrintable(e.message));
    }

    void cleanup()
    {
        m_t.reset();
        m_dir.reset();
    }

    // Each row's tournament is eight players A to H and what its events do
    // in order: "seat ABCD EFGH" seats the next round, "play" enters results
    // for the last one seated, "absent 2 F" marks F absent for round 2, "add I"
    // adds a late player, "drop C" drops C and "apart A B" keeps A and B apart.
    void seatingInput_data()
    {
        QTest::addColumn<QStringList>("events");
        QTest::addColumn<int>("first"); // the rounds to seat
        QTest::addColumn<int>("last");
        QTest::addColumn<bool>("byStandings");
        QTest::addColumn<QString>("players");    // the input's, in order
        QTest::addColumn<QList<int>>("history"); // the seated rounds it holds

        const QString r1 = "seat ABCD EFGH", r2 = "seat AEBF CGDH", r3 = "seat ACEG BDFH";
        QTest::newRow("first round")
            << QStringList{} << 1 << 1 << false << "ABCDEFGH" << QList<int>{};
        QTest::newRow("earlier rounds")
            << QStringList{r1, "play", r2} << 3 << 3 << false << "ABCDEFGH" << QList<int>{1, 2};
        QTest::newRow("an absent player") << QStringList{"absent 2 F", "absent 3 G", r1} << 2 << 2
                                          << false << "ABCDEGH" << QList<int>{1};
        QTest::newRow("a dropped player")
            << QStringList{r1, "play", "drop C"} << 2 << 2 << false << "ABDEFGH" << QList<int>{1};
        QTest::newRow("a keep-apart pair") << QStringList{r1, "apart A B", "apart G D"} << 2 << 2
                                           << false << "ABCDEFGH" << QList<int>{1};
        QTest::newRow("a late player")
            << QStringList{r1, "play", "add I"} << 2 << 2 << false << "ABCDEFGHI" << QList<int>{1};
        QTest::newRow("an earlier round seated again")
            << QStringList{r1, "play", r2, r3} << 2 << 2 << false << "ABCDEFGH" << QList<int>{1, 3};
        QTest::newRow("the plan: a seated round planned again")
            << QStringList{r1, "play", r2} << 2 << 4 << false << "ABCDEFGH" << QList<int>{1};
        QTest::newRow("the plan: absent for its first round")
            << QStringList{"absent 2 B", "absent 3 C", r1, "play"} << 2 << 4 << false << "ACDEFGH"
            << QList<int>{1};
        QTest::newRow("by standings: the leader first, late ones last")
            << QStringList{"absent 2 F", r1, "play", "add I", "drop C"} << 2 << 2 << true
            << "AEBGDHI" << QList<int>{1};
        // The standings after round 1 alone: after round 2, C (3rd, then 1st)
        // would be ahead of F (2nd, then 4th).
        QTest::newRow("by standings, round 2 seated again")
            << QStringList{r1, "play", r2, "play"} << 2 << 2 << true << "AEBFCGDH" << QList<int>{1};
    }

    void seatingInput()
    {
        QFETCH(QStringList, events);
        QFETCH(int, first);
        QFETCH(int, last);
        QFETCH(bool, byStandings);
        QFETCH(QString, players);
        QFETCH(QList<int>, history);

        addPlayers(letters("ABCDEFGH"));
        QStringList seated;
        Pairs apart;
        DbError e;
        for (const QString &event : events) {
            const QStringList w = event.split(u' ');
            bool done = true;
            if (w[0] == "seat") {
                seated.append(w.mid(1).join(u' '));
                done = m_t->rounds().addRound(testPass(), tablesOf(seated.last()), &e);
            } else if (w[0] == "play") {
                play(int(seated.size()), seated.last().split(u' '));
            } else if (w[0] == "absent") {
                done = m_t->roster().setAbsent(testPass(), w[1].toInt(), {id(w[2])}, true, &e);
            } else if (w[0] == "add") {
                addPlayers(w.mid(1));
            } else if (w[0] == "drop") {
                done = m_t->roster().setDropped(testPass(), id(w[1]), true, &e);
            } else {
                QCOMPARE(w[0], QString("apart"));
                apart.append({id(w[1]), id(w[2])});
                done = m_t->roster().setKeepApart(testPass(), id(w[1]), id(w[2]), true, &e);
            }
            QVERIFY2(done, qPrintable(event + ": " + e.message));
        }
        QList<QList<QList<qint64>>> earlier;
        for (int r : history)
            earlier.append(tablesOf(seated.at(r - 1)));

        const SeatingMode mode = byStandings ? SeatingMode::ByStandings : SeatingMode::Random;
        const SeatingInput in = seatingInputFor(*m_t, first, last, mode, &e);
        QVERIFY2(!e.isError(), qPrintable(e.message));
        QCOMPARE(in.players, ids(letters(players)));
        QCOMPARE(in.mode, mode);
        QCOMPARE(normalised(in.keepApart), normalised(apart));
        QCOMPARE(in.history, earlier);
        QCOMPARE(in.seed, quint64(0)); // the caller's
        if (!byStandings) {
            QCOMPARE(playersToSeat(*m_t, first), in.players);
            const ScheduleInput schedule = scheduleInputFor(*m_t, first, last, &e);
            QVERIFY2(!e.isError(), qPrintable(e.message));
            QCOMPARE(schedule.players, in.players);
            QCOMPARE(schedule.keepApart, in.keepApart);
            QCOMPARE(schedule.history, in.history);
            QCOMPARE(schedule.rounds, last - first + 1);
        }
    }

    // A closed tournament cannot be read: an error, and no input.
    void seatingInputUnread()
    {
        addPlayers(letters("ABCD"));
        m_t->close();
        DbError e;
        QVERIFY(seatingInputFor(*m_t, 1, 1, SeatingMode::Random, &e).players.isEmpty());
        QVERIFY(e.isError());
        DbError cut;
        QVERIFY(cutTablesFor(*m_t, Stage::Final, &cut).isEmpty());
        QVERIFY(cut.isError());
    }

    // docs/seating.md, "The no-win cut": after game K, a preliminary game
    // seats exactly the players with a win in games 1 to K (a table of game
    // K without its result keeps its players); the others rank below.
    void noWinCut_data()
    {
        QTest::addColumn<int>("cut");
        QTest::addColumn<int>("round");
        QTest::addColumn<bool>("lastTableOpen");
        QTest::addColumn<bool>("expectCut");
        QTest::newRow("off") << 0 << 4 << false << false;
        QTest::newRow("40 players after game 3") << 3 << 4 << false << true;
        QTest::newRow("a table of game 3 without result") << 3 << 4 << true << true;
        QTest::newRow("game 3 itself: before the cut") << 3 << 3 << false << false;
        QTest::newRow("after game 4: not reached") << 4 << 4 << false << false;
    }

    void noWinCut()
    {
        QFETCH(int, cut);
        QFETCH(int, round);
        QFETCH(bool, lastTableOpen);
        QFETCH(bool, expectCut);
        QStringList names;
        for (int i = 1; i <= 40; ++i)
            names.append(QStringLiteral("P%1").arg(i, 2, 10, QLatin1Char('0')));
        addPlayers(names);
        DbError e;
        QVERIFY(m_t->details().setNoWinCut(testPass(), cut, &e));
        QCOMPARE(m_t->details().noWinCut(), cut);
        QSet<qint64> winners;
        QSet<qint64> open;
        const int rounds = round == 4 ? 3 : 2;
        for (int r = 1; r <= rounds; ++r) {
            QList<QList<qint64>> tables;
            for (int k = 0; k < 10; ++k) {
                QList<qint64> table;
                for (int j = 0; j < 4; ++j) // rounds mix the field differently
                    table.append(id(names[r == 1 ? 4 * k + j : 10 * j + (k + r * j) % 10]));
                tables.append(table);
            }
            QVERIFY2(m_t->rounds().addRound(testPass(), tables, &e), qPrintable(e.message));
            for (int k = 0; k < 10; ++k) {
                if (lastTableOpen && r == rounds && k == 9) {
                    open.unite(QSet<qint64>(tables[k].cbegin(), tables[k].cend()));
                    continue;
                }
                QStringList seated;
                for (qint64 p : tables[k])
                    seated.append(m_t->roster().player(p)->name);
                const TableSheet sheet = sheetWithVp(r, k + 1, seated, {10, 8, 6, 4});
                QVERIFY2(m_t->results().saveSheet(testPass(), r, k + 1, sheet.lines, false, &e),
                         qPrintable(e.message));
                winners.insert(tables[k].first());
            }
        }
        const QList<qint64> seated = playersToSeat(*m_t, round);
        const QSet<qint64> got(seated.cbegin(), seated.cend());
        if (!expectCut) {
            QCOMPARE(got.size(), 40);
            return;
        }
        QCOMPARE(got, winners + open);
        QVERIFY(got.size() < 40);
        // The standings: everyone still playing first, the others below,
        // marked, their ranks counted from there.
        const QList<StandingsRow> rows = m_t->ranking().standings();
        QCOMPARE(rows.size(), 40);
        for (int i = 0; i < rows.size(); ++i) {
            const bool playing = got.contains(id(rows[i].player));
            QCOMPARE(rows[i].outAtCut, !playing);
            QCOMPARE(playing, i < got.size());
            if (i == got.size())
                QCOMPARE(rows[i].rank, int(got.size()) + 1);
        }
        // The players' page and projector read the same standings, the cut
        // applied, and the page says who plays on: one line over the players
        // out at the cut.
        const PlayersView view = PlayersView::read(*m_t);
        const QList<StandingsRow> after = m_t->ranking().standings(view.standingsAfter);
        QCOMPARE(view.standings.size(), after.size());
        for (int i = 0; i < after.size(); ++i) {
            QCOMPARE(view.standings[i].player, after[i].player);
            QCOMPARE(view.standings[i].rank, after[i].rank);
            QCOMPARE(view.standings[i].outAtCut, after[i].outAtCut);
        }
        const QString whole = QString::fromUtf8(PlayersPage::render(view, 1, QStringLiteral("en")));
        const qsizetype from = whole.indexOf(QStringLiteral("<section id=\"standings\">"));
        QVERIFY(from > 0);
        const QString page =
            whole.mid(from, whole.indexOf(QStringLiteral("</section>"), from) - from);
        const qsizetype out = std::count_if(after.cbegin(), after.cend(),
                                            [](const StandingsRow &r) { return r.outAtCut; });
        QCOMPARE(page.count(QStringLiteral("<tr class=\"out\">")), out);
        QCOMPARE(page.count(QStringLiteral("<tr class=\"cut\">")), out > 0 ? 1 : 0);
        if (out > 0) {
            QVERIFY(page.contains(
                QStringLiteral("Out at the no-win cut after game %1: no more preliminary games")
                    .arg(cut)));
            // The line stands between the last player still playing and the first out.
            const qsizetype line = page.indexOf(QStringLiteral("<tr class=\"cut\">"));
            QVERIFY(line < page.indexOf(QStringLiteral("<tr class=\"out\">")));
            QVERIFY(line
                    > page.lastIndexOf(QStringLiteral(">%1<").arg(after[got.size() - 1].player)));
        }

        // The planned schedule after the cut seats the same players.
        const ScheduleInput plan = scheduleInputFor(*m_t, round, round + 1, &e);
        QCOMPARE(QSet<qint64>(plan.players.cbegin(), plan.players.cend()), got);
    }

    // Publishing is one step of the history: undone, the round is a draft
    // again; a draft's round taken back takes its mark with it.
    void publishUndone()
    {
        Tournament &t = *m_t;
        DbError e;
        addPlayers(letters("ABCDEFGH"));
        QList<QList<qint64>> tables{{id("A"), id("B"), id("C"), id("D")},
                                    {id("E"), id("F"), id("G"), id("H")}};
        SeatRound seat(tables);
        seat.holdAsDraft(true);
        QVERIFY2(seat.apply(t, &e), qPrintable(e.message));
        QCOMPARE(t.rounds().drafts(), QList<int>{1});
        PublishRounds publish(1);
        QVERIFY2(publish.apply(t, &e), qPrintable(e.message));
        QCOMPARE(publish.rounds(), QList<int>{1});
        QVERIFY(t.rounds().drafts().isEmpty());
        QVERIFY2(publish.revert(t, &e), qPrintable(e.message));
        QCOMPARE(t.rounds().drafts(), QList<int>{1});
        // Published meanwhile by another hand: the redo sees the change.
        QVERIFY(t.rounds().setDrafts(testPass(), {1}, false, &e));
        QVERIFY(!publish.apply(t, &e));
        QVERIFY(t.rounds().setDrafts(testPass(), {1}, true, &e));
        QVERIFY2(seat.revert(t, &e), qPrintable(e.message));
        QCOMPARE(t.rounds().roundCount(), 0);
        QVERIFY(t.rounds().drafts().isEmpty());
    }

    void cutTables_data()
    {
        QTest::addColumn<int>("players");          // one preliminary round
        QTest::addColumn<QList<int>>("dropped");   // preliminary ranks
        QTest::addColumn<bool>("semifinalPlayed"); // seat 4 wins each table
        QTest::addColumn<int>("stage");
        QTest::addColumn<QStringList>("tables"); // preliminary ranks by seat
        QTest::addColumn<QList<int>>("fixed");   // pairs of preliminary rank and fixed table

        const int semi = int(Stage::Semifinal), final = int(Stage::Final);
        QTest::newRow("final of the top 4")
            << 8 << QList<int>{} << false << final << QStringList{"1 2 3 4"} << QList<int>{};
        QTest::newRow("final, a dropped player passed over")
            << 8 << QList<int>{2} << false << final << QStringList{"1 3 4 5"} << QList<int>{};
        QTest::newRow("semi-final of 16")
            << 16 << QList<int>{} << false << semi << kSemifinalSeeds << QList<int>{};
        QTest::newRow("semi-final, a dropped player passed over")
            << 20 << QList<int>{1} << false << semi
            << QStringList{"2 9 10 17", "3 8 11 16", "4 7 12 15", "5 6 13 14"} << QList<int>{};
        QTest::newRow("final after the semi-final")
            << 16 << QList<int>{} << true << final << QStringList{"13 14 15 16"} << QList<int>{};
        QTest::newRow("too few for a semi-final")
            << 12 << QList<int>{} << false << semi << QStringList{} << QList<int>{};
        // Fixed tables: the tables keep their players, a fixed player's table
        // takes its number (rank 15 at table 1, rank 12 at table 2).
        QTest::newRow("semi-final with fixed tables")
            << 16 << QList<int>{} << false << semi
            << QStringList{"2 7 10 15", "4 5 12 13", "1 8 9 16", "3 6 11 14"}
            << QList<int>{15, 1, 12, 2};
    }

    void cutTables()
    {
        QFETCH(int, players);
        QFETCH(QList<int>, dropped);
        QFETCH(bool, semifinalPlayed);
        QFETCH(int, stage);
        QFETCH(QStringList, tables);
        QFETCH(QList<int>, fixed);

        QStringList names;
        for (int i = 0; i < players; ++i)
            names.append(letter(i));
        addPlayers(names);
        QStringList round;
        for (int k = 0; k < players / 4; ++k)
            round.append(names.mid(4 * k, 4).join(QString()));
        DbError e;
        QVERIFY2(m_t->rounds().addRound(testPass(), tablesOf(round.join(u' ')), &e),
                 qPrintable(e.message));
        play(1, round);
        const QStringList rank = namesOf(m_t->ranking().standings());
        QCOMPARE(int(rank.size()), players);
        // Preliminary ranks ("1 8 9 16") → names.
        auto byRank = [&rank](const QStringList &specs) {
            QList<QStringList> out;
            for (const QString &spec : specs) {
                QStringList table;
                for (const QString &r : spec.split(u' '))
                    table.append(rank.at(r.toInt() - 1));
                out.append(table);
            }
            return out;
        };
        for (int r : dropped)
            QVERIFY2(m_t->roster().setDropped(testPass(), id(rank.at(r - 1)), true, &e),
                     qPrintable(e.message));
        if (semifinalPlayed) {
            const QList<QStringList> semifinal = byRank(kSemifinalSeeds);
            QList<QList<qint64>> seats;
            for (const QStringList &table : semifinal)
                seats.append(ids(table));
            QList<Problem> problems;
            QVERIFY2(m_t->rounds().addRound(testPass(), seats, &e), qPrintable(e.message));
            QVERIFY2(
                m_t->rounds().setStage(testPass(), 2, Stage::Semifinal, QString(), &problems, &e),
                qPrintable(e.message));
            for (int k = 0; k < semifinal.size(); ++k) {
                const TableSheet sheet = sheetWithVp(2, k + 1, semifinal[k], {4, 6, 7, 11});
                QVERIFY2(m_t->results().saveSheet(testPass(), 2, k + 1, sheet.lines, false, &e),
                         qPrintable(e.message));
            }
        }

        for (int i = 0; i + 1 < fixed.size(); i += 2)
            QVERIFY2(m_t->roster().setFixedTable(testPass(), id(rank.at(fixed[i] - 1)),
                                                 fixed[i + 1], &e),
                     qPrintable(e.message));
        const QList<QStringList> cut = cutTablesFor(*m_t, Stage(stage), &e);
        QVERIFY2(!e.isError(), qPrintable(e.message));
        QCOMPARE(cut, byRank(tables));
    }
};

QTEST_GUILESS_MAIN(TstSeatingInput)
#include "tst_seating_input.moc"
