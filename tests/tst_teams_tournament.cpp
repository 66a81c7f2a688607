// docs/rules.md §11 (team events) in a tournament: a player's team set and
// undone through a command, teammates kept apart by the seating of a round
// and by the plan of all rounds exactly as keep-apart pairs, and the team
// standings of the tournament.
#include "commands/playercommands.h"
#include "commands/roundcommands.h"
#include "commands/teamcommands.h"
#include "scoring/seating/seating.h"
#include "storepass.h"
#include "tournament/roster.h"
#include "tournament/seatinginput.h"
#include "tournament/teams.h"
#include "tournament/tournament.h"

#include "scoretables.h"
#include "tournament/results.h"
#include "tournament/rounds.h"

#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace ctd;
using namespace ctd::test;

class TestTeamsTournament : public QObject
{
    Q_OBJECT

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Tournament> m_t;

    qint64 id(const QString &name) const { return m_t->roster().playerByName(name)->id; }

    QString teamOf(const QString &name) const { return m_t->roster().playerByName(name)->team; }

    // "Red=A,B Blue=C,D": the players' teams set by one command.
    void setTeams(const QString &spec)
    {
        QList<QPair<qint64, QString>> teams;
        for (const QString &team : spec.split(u' ', Qt::SkipEmptyParts)) {
            for (const QString &p : team.section(u'=', 1).split(u',', Qt::SkipEmptyParts))
                teams.append({id(p), team.section(u'=', 0, 0)});
        }
        DbError e;
        QVERIFY2(SetTeams(teams).apply(*m_t, &e), qPrintable(e.message));
    }

    // Pairs of teammates (by the team of each id) seated at one table.
    int teammatesTogether(const QList<QList<qint64>> &tables) const
    {
        QHash<qint64, QString> team;
        for (const Player &p : m_t->roster().players())
            team.insert(p.id, p.team);
        int together = 0;
        for (const QList<qint64> &table : tables) {
            for (qsizetype i = 0; i < table.size(); ++i) {
                for (qsizetype j = i + 1; j < table.size(); ++j)
                    together += !team[table[i]].isEmpty() && team[table[i]] == team[table[j]];
            }
        }
        return together;
    }

private slots:
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        m_t = std::make_unique<Tournament>();
        DbError e;
        QVERIFY2(m_t->open(m_dir->filePath("t.sqlite"), &e), qPrintable(e.message));
        QVERIFY2(m_t->roster().addPlayers(testPass(), {"A", "B", "C", "D", "E", "F", "G", "H"}, &e),
                 qPrintable(e.message));
    }

    void cleanup()
    {
        m_t.reset();
        m_dir.reset();
    }

    // A team is changed like a name: one command, undone and done again.
    void teamIsAnUndoableCommand()
    {
        DbError e;
        SetTeams put(id("A"), QStringLiteral("  Red   Dragons "));
        QVERIFY2(put.apply(*m_t, &e), qPrintable(e.message));
        QCOMPARE(teamOf("A"), QString("Red Dragons")); // by the name rule
        QCOMPARE(put.text(), QString("put A in team Red Dragons"));
        QVERIFY(isTeamEvent(m_t->roster().teams()));
        QVERIFY2(put.revert(*m_t, &e), qPrintable(e.message));
        QCOMPARE(teamOf("A"), QString());
        QVERIFY(!isTeamEvent(m_t->roster().teams()));
        QVERIFY2(put.apply(*m_t, &e), qPrintable(e.message));
        QCOMPARE(teamOf("A"), QString("Red Dragons"));

        // Out of the team: its own text; the same team again changes nothing.
        SetTeams out(id("A"), QString());
        QVERIFY2(out.apply(*m_t, &e), qPrintable(e.message));
        QCOMPARE(out.text(), QString("take A out of team Red Dragons"));
        SetTeams again(id("A"), QString());
        QVERIFY2(again.apply(*m_t, &e), qPrintable(e.message));
        QVERIFY(!again.changedAnything());
    }

    // A player removed by mistake comes back with their team on undo.
    void removedPlayerKeepsTeamOnUndo()
    {
        DbError e;
        QVERIFY(SetTeams(id("C"), QStringLiteral("Gold")).apply(*m_t, &e));
        RemovePlayer remove(id("C"));
        QVERIFY2(remove.apply(*m_t, &e), qPrintable(e.message));
        QVERIFY(!m_t->roster().teams().contains("C"));
        QVERIFY2(remove.revert(*m_t, &e), qPrintable(e.message));
        QCOMPARE(teamOf("C"), QString("Gold"));
    }

    // Changed since (at another desk): the undo refuses and leaves it.
    void undoRefusedAfterAChange()
    {
        DbError e;
        SetTeams first(id("B"), QStringLiteral("Red"));
        QVERIFY(first.apply(*m_t, &e));
        SetTeams second(id("B"), QStringLiteral("Blue"));
        QVERIFY(second.apply(*m_t, &e));
        QVERIFY(!first.revert(*m_t, &e));
        QCOMPARE(e.kind, DbError::Conflict);
        QCOMPARE(teamOf("B"), QString("Blue"));
    }

    void badTeamsRefused_data()
    {
        QTest::addColumn<QString>("team");
        QTest::newRow("a control character") << QString("Re\u0001d");
        QTest::newRow("an invisible character") << QString("Re\u200Bd");
        QTest::newRow("longer than 60 characters") << QString(61, u'x');
    }

    void badTeamsRefused()
    {
        QFETCH(QString, team);
        DbError e;
        QVERIFY(!SetTeams({{id("A"), QStringLiteral("Red")}, {id("B"), team}}).apply(*m_t, &e));
        QCOMPARE(e.kind, DbError::Invalid);
        QVERIFY(!e.message.isEmpty());
        QCOMPARE(teamOf("A"), QString()); // all or nothing
    }

    void unknownPlayerRefused()
    {
        DbError e;
        QVERIFY(!m_t->roster().setTeam(testPass(), 999, QStringLiteral("Red"), &e));
        QCOMPARE(e.kind, DbError::Invalid);
    }

    // What the seating is given: every pair of teammates as a keep-apart
    // pair, a pair both kept apart and in one team once.
    void teammatesAreKeepApartPairs()
    {
        setTeams("Red=A,B,C Blue=D,E");
        DbError e;
        QVERIFY(m_t->roster().setKeepApart(testPass(), id("A"), id("B"), true, &e));
        QVERIFY(m_t->roster().setKeepApart(testPass(), id("G"), id("H"), true, &e));
        QList<QPair<qint64, qint64>> expected{{id("A"), id("B")},
                                              {id("G"), id("H")},
                                              {id("A"), id("C")},
                                              {id("B"), id("C")},
                                              {id("D"), id("E")}};
        auto sorted = [](QList<QPair<qint64, qint64>> pairs) {
            std::sort(pairs.begin(), pairs.end());
            return pairs;
        };
        const SeatingInput in = seatingInputFor(*m_t, 1, 1, SeatingMode::Random, &e);
        QCOMPARE(sorted(in.keepApart), sorted(expected));
        QCOMPARE(sorted(scheduleInputFor(*m_t, 1, 3, &e).keepApart), sorted(expected));
    }

    // Four teams of two among eight players: three rounds drawn one by one
    // never seat teammates together; nor does the plan of all rounds.
    void seatingKeepsTeammatesApart()
    {
        setTeams("Red=A,B Blue=C,D Green=E,F White=G,H");
        DbError e;
        for (int round = 1; round <= 3; ++round) {
            SeatingInput in = seatingInputFor(*m_t, round, round, SeatingMode::Random, &e);
            in.seed = quint64(round);
            const SeatingResult r = seatRound(in);
            QVERIFY(r.ok);
            QCOMPARE(r.apartViolations, 0);
            QCOMPARE(teammatesTogether(r.tables), 0);
            QVERIFY2(SeatRound(r.tables, round, in.seed).apply(*m_t, &e), qPrintable(e.message));
        }
        PlanRounds plan(3, 7);
        QVERIFY2(plan.apply(*m_t, &e), qPrintable(e.message));
        for (const auto &round : plan.plan().rounds)
            QCOMPARE(teammatesTogether(round), 0);
    }

    // A team of five among eight at two tables: teammates must meet, and the
    // round says so as it does for a keep-apart pair.
    void teammatesWhoMustMeetAreNamed()
    {
        setTeams("Red=A,B,C,D,E");
        DbError e;
        SeatingInput in = seatingInputFor(*m_t, 1, 1, SeatingMode::Random, &e);
        const SeatingResult r = seatRound(in);
        QVERIFY(r.ok);
        QCOMPARE(r.apartViolations, teammatesTogether(r.tables));
        QCOMPARE(r.apartViolations,
                 4); // at best three of them at one table (3 pairs), two at the other (1)
        QVERIFY2(r.explanation.contains(QStringLiteral("Keep-apart pairs at one table: 4")),
                 qPrintable(r.explanation));
    }

    // The team standings of the tournament after a round.
    void teamStandingsOfTheTournament()
    {
        setTeams("Red=A,E Blue=B,F,H");
        DbError e;
        QVERIFY(m_t->rounds().addRound(
            testPass(),
            {{id("A"), id("B"), id("C"), id("D")}, {id("E"), id("F"), id("G"), id("H")}}, &e));
        for (const TableSheet &sheet : {sheetWithVp(1, 1, {"A", "B", "C", "D"}, {10, 8, 6, 4}),
                                        sheetWithVp(1, 2, {"E", "F", "G", "H"}, {10, 9, 7, 3})})
            QVERIFY2(m_t->results().saveSheet(testPass(), 1, sheet.table, sheet.lines, false, &e),
                     qPrintable(e.message));
        const TeamStandings teams = teamStandingsOf(*m_t, -1, &e);
        QVERIFY(!e.isError());
        QCOMPARE(teams.rows.size(), 2);
        QCOMPARE(teams.rows[0].team, QString("Red"));
        QCOMPARE(teams.rows[0].roundPointsTwelfths, 10 * 12);
        QCOMPARE(teams.rows[0].vp, 20);
        QCOMPARE(teams.rows[0].members, 2);
        QCOMPARE(teams.rows[1].team, QString("Blue"));
        QCOMPARE(teams.rows[1].roundPointsTwelfths, 7 * 12);
        QCOMPARE(teams.rows[1].vp, 20);
        QCOMPARE(teams.rows[1].members, 3);
        QVERIFY(teams.sizesDiffer);
        // After round 0 nobody has played: every member count is 0.
        const TeamStandings before = teamStandingsOf(*m_t, 0, &e);
        QCOMPARE(before.rows[0].members + before.rows[1].members, 0);
    }
};

QTEST_GUILESS_MAIN(TestTeamsTournament)
#include "tst_teams_tournament.moc"
