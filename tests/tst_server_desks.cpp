// Several desks on one tournament on a real PostgreSQL server (started by the
// test): two desk processes saving the same table, the server stopped in the
// middle of saves and started again, desk names in the history.
#include "commands/refereecommands.h"
#include "pgserver.h"
#include "storepass.h"
#include "tournament/details.h"
#include "tournament/ranking.h"
#include "tournament/results.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"
#include "tournament/seatinginput.h"
#include "tournament/tournament.h"

#include <QProcess>
#include <QSignalSpy>
#include <QTest>

using namespace ctd;
using namespace ctd::test;

namespace {

QList<PlayerLine> sheet(const QStringList &names, int settlementsOfSeat1)
{
    QList<PlayerLine> lines;
    for (const QString &n : names) {
        PlayerLine l;
        l.name = n;
        l.settlements = 2;
        l.cities = 1;
        l.roads = 4;
        l.longestRoad = 1;
        lines.append(l);
    }
    lines[0].settlements = settlementsOfSeat1;
    return lines;
}

struct Helper
{
    int status = -1;
    QStringList lines;
    QByteArray err;
};

Helper finish(QProcess &p)
{
    Helper h;
    if (!p.waitForFinished(120000)) {
        p.kill();
        p.waitForFinished();
        return h;
    }
    h.status = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    h.lines = QString::fromUtf8(p.readAllStandardOutput()).split('\n', Qt::SkipEmptyParts);
    h.err = p.readAllStandardError();
    return h;
}

} // namespace

class TestServerDesks : public QObject
{
    Q_OBJECT

    PgServer m_server;
    int m_databases = 0;

    // A new database with 8 players seated in round 1 (two tables).
    QString seatedTournament()
    {
        const QString name = QStringLiteral("desks%1").arg(++m_databases);
        QString why;
        if (!m_server.createDatabase(name, &why))
            qFatal("%s", qPrintable(why));
        const QString address = m_server.address(name);
        Tournament t;
        DbError e;
        QList<qint64> ids;
        if (!t.open(address, &e)
            || !t.roster().addPlayers(
                testPass(), {"Anna", "Bernd", "Carla", "Dario", "Emil", "Fritz", "Greta", "Hugo"},
                &e))
            qFatal("%s", qPrintable(e.message));
        for (const Player &p : t.roster().players())
            ids.append(p.id);
        if (!t.rounds().addRound(testPass(), {ids.mid(0, 4), ids.mid(4, 4)}, &e))
            qFatal("%s", qPrintable(e.message));
        return address;
    }

private slots:
    void initTestCase()
    {
        QString why;
        QVERIFY2(m_server.start(&why), qPrintable(why));
    }

    // A test that failed while the server was stopped leaves it running for the next.
    void cleanup()
    {
        QString why;
        if (!m_server.isRunning())
            QVERIFY2(m_server.resume(&why), qPrintable(why));
    }

    // Two desks read table 1 at version 1 and both correct it at once: one
    // save is made, the other desk is told who changed what and saves nothing;
    // saving again over the new version is its choice, and the history names
    // both desks.
    void twoDesksSaveTheSameTable()
    {
        const QString address = seatedTournament();
        int basedOn = 0;
        {
            Tournament t;
            t.results().setDeskName("entry-1");
            DbError e;
            QVERIFY2(t.open(address, &e), qPrintable(e.message));
            QVERIFY2(t.results().saveSheet(testPass(), 1, 1,
                                           sheet(t.rounds().tables(1).at(0).names, 2), false, &e),
                     qPrintable(e.message));
            basedOn = t.results().sheet(1, 1)->version;
        }
        QProcess a, b;
        a.start(CATAN_DESK_HELPER,
                {"once", address, "north", "1", "1", QString::number(basedOn), "3"});
        b.start(CATAN_DESK_HELPER,
                {"once", address, "south", "1", "1", QString::number(basedOn), "4"});
        const Helper ra = finish(a), rb = finish(b);
        QVERIFY2(ra.status == 0, ra.err.constData());
        QVERIFY2(rb.status == 0, rb.err.constData());
        const bool northWon = ra.lines.value(0).startsWith("saved");
        const Helper &winner = northWon ? ra : rb;
        const Helper &loser = northWon ? rb : ra;
        QCOMPARE(winner.lines, QStringList{"saved 2"});
        const QString winnerDesk = northWon ? "north" : "south";
        const QString winnerValue = northWon ? "3" : "4";
        QCOMPARE(loser.lines.value(0), "conflict " + winnerDesk + " 2");
        // Exactly one field changed: Anna's settlements, 2 → the winner's.
        QCOMPARE(loser.lines.mid(1),
                 QStringList{QStringLiteral("change Anna %1 2 %2")
                                 .arg(int(Field::Settlements))
                                 .arg(winnerValue)});

        Tournament t;
        DbError e;
        QVERIFY(t.open(address, &e));
        QList<StoredSheet> history = t.results().history(1, 1);
        QCOMPARE(history.size(), 2);
        QCOMPARE(history.at(0).desk, QString("entry-1"));
        QCOMPARE(history.at(1).desk, winnerDesk);
        QCOMPARE(history.at(1).lines.at(0).settlements, winnerValue.toInt());

        // The other desk chooses to save over it: based on version 2 now.
        QProcess again;
        const QString loserDesk = northWon ? "south" : "north";
        again.start(CATAN_DESK_HELPER,
                    {"once", address, loserDesk, "1", "1", "2", northWon ? "4" : "3"});
        const Helper r = finish(again);
        QCOMPARE(r.lines, QStringList{"saved 3"});
        history = t.results().history(1, 1);
        QCOMPARE(history.size(), 3);
        QCOMPARE(history.at(2).desk, loserDesk);
        // A save based on what is current, or equal to it, is never a conflict.
        SheetConflict c;
        QVERIFY(
            t.results().saveSheetBasedOn(testPass(), 1, 1, history.at(2).lines, false, 1, &c, &e));
        QCOMPARE(t.results().history(1, 1).size(), 3);
    }

    // A conflict in the same process, with every field that differs, and a
    // version undone meanwhile.
    void conflictSaysWhatChanged()
    {
        const QString address = seatedTournament();
        Tournament one, two;
        one.results().setDeskName("one");
        two.results().setDeskName("two");
        DbError e;
        QVERIFY(one.open(address, &e));
        QVERIFY(two.open(address, &e));
        const QStringList names = one.rounds().tables(1).at(1).names;
        QVERIFY(one.results().saveSheet(testPass(), 1, 2, sheet(names, 2), false, &e));
        QList<PlayerLine> changed = sheet(names, 2);
        changed[1].cities = 2;
        changed[3].roads = 5;
        changed[3].knights = 3;
        QVERIFY2(two.results().saveSheetBasedOn(testPass(), 1, 2, changed, false, 1, nullptr, &e),
                 qPrintable(e.message));
        SheetConflict c;
        QVERIFY(
            !one.results().saveSheetBasedOn(testPass(), 1, 2, sheet(names, 3), false, 1, &c, &e));
        QCOMPARE(e.kind, DbError::Conflict);
        QVERIFY2(e.message.contains("desk two"), qPrintable(e.message));
        QCOMPARE(c.desk, QString("two"));
        QCOMPARE(c.basedOn, 1);
        QCOMPARE(c.current, 2);
        QStringList lines = c.changeLines();
        QCOMPARE(lines,
                 QStringList({names[1] + ": Cities 1 → 2", names[3] + ": Knights 0 → 3",
                              names[3] + ": Roads 4 → 5"}));
        QCOMPARE(one.results().history(1, 2).size(), 2);

        QVERIFY(two.results().undoLastSave(testPass(), 1, 2, &e));
        QVERIFY(two.results().undoLastSave(testPass(), 1, 2, &e));
        QVERIFY(
            !one.results().saveSheetBasedOn(testPass(), 1, 2, sheet(names, 3), false, 2, &c, &e));
        QCOMPARE(c.current, 0);
        QVERIFY(c.headline().contains("undid"));
        QVERIFY(
            one.results().saveSheetBasedOn(testPass(), 1, 2, sheet(names, 3), false, 0, &c, &e));
    }

    // The server stops while a desk saves one correction after another, and
    // starts again: the desk notices, keeps trying, and every save it reported
    // is there, whole, once; nothing half saved.
    void serverStopsInTheMiddleOfSaves()
    {
        const QString address = seatedTournament();
        QProcess desk;
        desk.start(CATAN_DESK_HELPER, {"loop", address, "entry", "1", "2", "10"});
        QVERIFY(desk.waitForStarted());
        QByteArray seen;
        QTRY_VERIFY_WITH_TIMEOUT((seen += desk.readAllStandardOutput()).count("saved") >= 5, 60000);
        QString why;
        QVERIFY2(m_server.stop(&why), qPrintable(why));
        // With the server away, the desk notices and waits with its save.
        QTRY_VERIFY_WITH_TIMEOUT((seen += desk.readAllStandardOutput()).contains("lost"), 60000);
        const bool running = desk.state() == QProcess::Running;
        QVERIFY2(m_server.resume(&why), qPrintable(why));
        QByteArray err = desk.readAllStandardError();
        QVERIFY2(running, err.constData());
        QVERIFY(desk.waitForFinished(120000));
        seen += desk.readAllStandardOutput();
        err += desk.readAllStandardError();
        QVERIFY2(desk.exitCode() == 0, err.constData());
        QVERIFY2(err.contains("connection to the tournament server"), err.constData());
        QVERIFY(!err.contains(PgServer::password().toUtf8()));
        const QList<QByteArray> lines = seen.trimmed().split('\n');
        QVERIFY(lines.last().startsWith("saved "));
        const int count = lines.last().mid(6).toInt();
        QVERIFY(count >= 15);

        Tournament t;
        DbError e;
        QVERIFY2(t.open(address, &e), qPrintable(e.message));
        const QList<StoredSheet> history = t.results().history(1, 2);
        QCOMPARE(history.size(), count);
        for (const StoredSheet &s : history)
            QCOMPARE(s.lines.size(), 4);
        QCOMPARE(t.results().sheet(1, 2)->lines.at(0).settlements, 2 + count % 2);
        QString out;
        QVERIFY(m_server.admin(
            "desks" + QString::number(m_databases),
            "SELECT count(*) FROM sheet_version v WHERE (SELECT count(*) FROM sheet_line l "
            "WHERE l.round = v.round AND l.game_table = v.game_table AND l.version = v.version) <> 4",
            &why, &out));
        QCOMPARE(out, QString("0"));
    }

    // What one desk changes, the other desk's tournament announces as if it
    // had been made there (its views listen to these signals); its own
    // changes it hears once, from itself.
    void desksFollowEachOther()
    {
        const QString address = seatedTournament();
        Tournament here, there;
        DbError e;
        QVERIFY(here.open(address, &e));
        QVERIFY(there.open(address, &e));
        QSignalSpy saved(there.notifier(), &Notifier::sheetSaved);
        QSignalSpy savedHere(here.notifier(), &Notifier::sheetSaved);
        QSignalSpy undone(there.notifier(), &Notifier::sheetUndone);
        QSignalSpy players(there.notifier(), &Notifier::playersChanged);
        QSignalSpy info(there.notifier(), &Notifier::infoChanged);
        QVERIFY(here.results().saveSheet(testPass(), 1, 2,
                                         sheet(here.rounds().tables(1).at(1).names, 3), false, &e));
        QVERIFY(saved.wait(5000));
        QCOMPARE(saved.takeFirst(), QVariantList({1, 2}));
        QCOMPARE(there.results().sheet(1, 2)->lines.at(0).settlements, 3);
        QVERIFY(here.results().undoLastSave(testPass(), 1, 2, &e));
        QVERIFY(undone.wait(5000));
        QVERIFY(here.roster().addPlayer(testPass(), "Ida", nullptr, &e));
        QVERIFY(players.wait(5000));
        TournamentInfo renamed = here.details().info();
        renamed.name = "Final";
        QVERIFY(here.details().setInfo(testPass(), renamed, &e));
        QVERIFY(info.wait(5000));
        QCOMPARE(there.details().info().name, QString("Final"));
        QCOMPARE(savedHere.size(), 1);
        QTest::qWait(100);
        QCOMPARE(saved.size(), 0);
    }

    // Every change the notifier can tell reaches the other desk, found by
    // its mark alone: a signal added to the notifier needs no list here.
    void everySharedSignalReachesTheOtherDesk()
    {
        const QString address = seatedTournament();
        Tournament here, there;
        DbError e;
        QVERIFY(here.open(address, &e));
        QVERIFY(there.open(address, &e));
        const QMetaObject *meta = here.notifier()->metaObject();
        QStringList shared;
        for (int i = meta->methodOffset(); i < meta->methodCount(); ++i) {
            const QMetaMethod signal = meta->method(i);
            if (!Notifier::isShared(signal))
                continue;
            shared << QString::fromLatin1(signal.name());
            const QByteArray signature = "2" + signal.methodSignature();
            QSignalSpy heard(there.notifier(), signature.constData());
            QSignalSpy heardHere(here.notifier(), signature.constData());
            if (signal.parameterCount() == 0)
                QVERIFY(signal.invoke(here.notifier(), Qt::DirectConnection));
            else if (signal.parameterCount() == 1)
                QVERIFY(signal.invoke(here.notifier(), Qt::DirectConnection, Q_ARG(int, 3)));
            else
                QVERIFY(signal.invoke(here.notifier(), Qt::DirectConnection, Q_ARG(int, 3),
                                      Q_ARG(int, 4)));
            QVERIFY2(heard.wait(5000), signal.methodSignature().constData());
            QCOMPARE(heard.size(), 1);
            QCOMPARE(heard.first(), QVariantList({3, 4}).mid(0, signal.parameterCount()));
            QCOMPARE(heardHere.size(), 1); // its own change, once, from itself
        }
        shared.sort();
        QCOMPARE(shared,
                 QStringList({"boardChanged", "callsChanged", "checkInChanged", "clockChanged",
                              "doorChanged", "infoChanged", "playersChanged", "refereesChanged",
                              "reportsChanged", "resultsImported", "roundPublished", "roundRemoved",
                              "roundSeated", "sheetSaved", "sheetUndone", "stagesChanged"}));
    }

    // The referees' ledger on a server (docs/rules.md §12): an entry made at
    // one desk is heard at the other, whose standings count it at once; a
    // disqualification there keeps the player out of its next round.
    void theLedgerIsShared()
    {
        const QString address = seatedTournament();
        Tournament here, there;
        DbError e;
        QVERIFY(here.open(address, &e));
        QVERIFY(there.open(address, &e));
        QVERIFY(here.results().saveSheet(testPass(), 1, 1,
                                         sheet(here.rounds().tables(1).at(0).names, 1), false, &e));
        const QString leader = there.ranking().standings().first().player;
        QSignalSpy heard(there.notifier(), &Notifier::refereesChanged);
        RefereeEntry penalty;
        penalty.playerId = here.roster().playerByName(leader)->id;
        penalty.kind = RefereeEntry::Penalty;
        penalty.twelfths = -12 * 20;
        penalty.reason = "shared penalty";
        AddRefereeEntry add(penalty);
        QVERIFY2(add.apply(here, &e), qPrintable(e.message));
        QVERIFY(heard.wait(5000));
        QCOMPARE(there.roster().refereeEntries().size(), 1);
        QCOMPARE(there.ranking().standings().last().player, leader);
        QCOMPARE(there.ranking().standings().last().adjustmentTwelfths, -240);
        RefereeEntry dq;
        dq.playerId = there.roster().playerByName(leader)->id;
        dq.kind = RefereeEntry::Disqualification;
        dq.reason = "shared disqualification";
        AddRefereeEntry out(dq);
        QVERIFY2(out.apply(there, &e), qPrintable(e.message));
        QVERIFY(heard.wait(5000) || heard.size() >= 2);
        QCOMPARE(here.roster().refereeEntries().value(1).id, 2);
        QVERIFY(!playersToSeat(here, 2).contains(dq.playerId));
        WithdrawRefereeEntry back(2);
        QVERIFY2(back.apply(here, &e), qPrintable(e.message));
        QVERIFY(playersToSeat(there, 2).contains(dq.playerId));
    }

    // Starting, re-seating and ending a round: one desk at a time. Two desks
    // that both start round 2 start it once; a round that got a result at
    // another desk is not re-seated or removed.
    void oneDeskAtATimeForRounds()
    {
        const QString address = seatedTournament();
        Tournament a, b;
        DbError e;
        QVERIFY(a.open(address, &e));
        QVERIFY(b.open(address, &e));
        QList<qint64> ids;
        for (const Player &p : a.roster().players())
            ids.append(p.id);
        QVERIFY(a.rounds().addRound(testPass(), {ids.mid(0, 4), ids.mid(4, 4)}, &e, 2));
        QVERIFY(!b.rounds().addRound(testPass(), {ids.mid(4, 4), ids.mid(0, 4)}, &e, 2));
        QCOMPARE(e.kind, DbError::Conflict);
        QVERIFY2(e.message.contains("another desk"), qPrintable(e.message));
        QCOMPARE(b.rounds().roundCount(), 2);
        QVERIFY(a.results().saveSheet(testPass(), 2, 1, sheet(a.rounds().tables(2).at(0).names, 2),
                                      false, &e));
        QVERIFY(!b.rounds().reseatRound(testPass(), 2, {ids.mid(4, 4), ids.mid(0, 4)}, &e));
        QCOMPARE(e.kind, DbError::Conflict);
        QVERIFY(!b.rounds().removeLastRound(testPass(), &e));
        QCOMPARE(e.kind, DbError::Conflict);
        QCOMPARE(a.results().history(2, 1).size(), 1);
    }

    // In one process: a save while the server is away is refused as
    // Unreachable, with nothing written; the same Tournament saves once the
    // server is back, without being opened again.
    void saveWhileAwayThenBack()
    {
        const QString address = seatedTournament();
        Tournament t;
        DbError e;
        QVERIFY(t.open(address, &e));
        const QStringList names = t.rounds().tables(1).at(0).names;
        QVERIFY(t.results().saveSheet(testPass(), 1, 1, sheet(names, 2), false, &e));
        QString why;
        QVERIFY2(m_server.stop(&why), qPrintable(why));
        QVERIFY(!t.results().saveSheet(testPass(), 1, 1, sheet(names, 3), false, &e));
        QCOMPARE(e.kind, DbError::Unreachable);
        QVERIFY(!e.message.contains(PgServer::password()));
        QVERIFY2(m_server.resume(&why), qPrintable(why));
        QVERIFY2(t.results().saveSheet(testPass(), 1, 1, sheet(names, 3), false, &e),
                 qPrintable(e.message));
        QCOMPARE(t.results().history(1, 1).size(), 2);
        QCOMPARE(t.results().sheet(1, 1)->lines.at(0).settlements, 3);
    }
};

QTEST_GUILESS_MAIN(TestServerDesks)
#include "tst_server_desks.moc"
