// Every command of the desk and the command line, done, undone and done
// again: the whole tournament as before after an undo, as after the first
// time after a redo, and an undo refused (nothing changed) once something
// else changed what the command changed.
#include "commands/detailcommands.h"
#include "storepass.h"

#include "commands/playercommands.h"
#include "commands/roundcommands.h"
#include "commands/sheetcommands.h"
#include "tournament/clock.h"
#include "tournament/details.h"
#include "tournament/results.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"
#include "tournamenttest.h"

#include <QSignalSpy>

#include <functional>

using namespace ctd;
using namespace ctd::test;

namespace {

using Make = std::function<std::unique_ptr<Command>(Tournament &)>;
using Step = std::function<void(Tournament &)>;

const QDateTime kNoon = QDateTime(QDate(2026, 12, 2), QTime(12, 0), Qt::UTC);

/// Everything a person can see of a tournament, as text (sheet versions
/// left out: an undone save stays in the table's history).
QString dump(const Tournament &t)
{
    QStringList out;
    const TournamentInfo info = t.details().info();
    out << QStringLiteral("info %1 %2 %3 %4")
               .arg(info.name, info.date.toString(Qt::ISODate), info.rules.id)
               .arg(info.roundMinutes);
    for (const Player &p : t.roster().players())
        out << QStringLiteral("player %1%2").arg(p.name, p.dropped ? " (dropped)" : "");
    for (const auto &pair : t.roster().keepApart())
        out << QStringLiteral("apart %1 %2")
                   .arg(t.roster().player(pair.first)->name, t.roster().player(pair.second)->name);
    const int rounds = t.rounds().roundCount();
    for (int r = 1; r <= rounds + 1; ++r) {
        QStringList absent;
        for (qint64 id : t.roster().absent(r))
            absent << t.roster().player(id)->name;
        absent.sort();
        out << QStringLiteral("absent %1: %2").arg(r).arg(absent.join(','));
    }
    const StageMap stages = t.rounds().stages();
    for (int r = 1; r <= rounds; ++r) {
        const RoundClock clock = t.clock().roundClock(r);
        out << QStringLiteral("round %1 seed %2 stage %3 %4 clock %5 %6 %7")
                   .arg(r)
                   .arg(t.rounds().roundSeed(r))
                   .arg(stageName(stages.value(r, Stage::Prelim)), t.rounds().overruled().value(r))
                   .arg(clock.lengthMs)
                   .arg(clock.elapsedMs)
                   .arg(clock.runningSince.toString(Qt::ISODate));
        for (const SeatedTable &table : t.rounds().tables(r)) {
            QStringList lines;
            if (const std::optional<StoredSheet> s = t.results().sheet(r, table.table)) {
                for (const PlayerLine &l : s->lines)
                    lines << QStringLiteral("%1:%2/%3/%4/%5/%6/%7")
                                 .arg(l.name)
                                 .arg(l.settlements)
                                 .arg(l.cities)
                                 .arg(l.vpCards)
                                 .arg(l.knights)
                                 .arg(l.roads)
                                 .arg(l.longestRoad);
                lines << (s->state == SheetState::Draft ? QStringLiteral("draft")
                                                        : QStringLiteral("complete"));
            }
            out << QStringLiteral("  table %1: %2 | %3")
                       .arg(table.table)
                       .arg(table.names.join(','), lines.join(' '));
        }
    }
    return out.join('\n');
}

qint64 idOf(const Tournament &t, const QString &name)
{
    const std::optional<Player> p = t.roster().playerByName(name);
    return p ? p->id : 0;
}

Seating seating(const Tournament &t, const QList<QStringList> &tables)
{
    Seating out;
    for (const QStringList &table : tables) {
        QList<qint64> ids;
        for (const QString &name : table)
            ids << idOf(t, name);
        out << ids;
    }
    return out;
}

const QList<QStringList> kRound2 = {{"Anna", "Emil", "Carla", "Greta"},
                                    {"Bernd", "Fritz", "Dario"}};
const QList<QStringList> kRound2Other = {{"Anna", "Fritz", "Dario", "Greta"},
                                         {"Bernd", "Emil", "Carla"}};

void check(bool ok, const DbError &e)
{
    QVERIFY2(ok, qPrintable(e.message));
}

void seatRound2(Tournament &t)
{
    DbError e;
    check(SeatRound(seating(t, kRound2), 2, 31).apply(t, &e), e);
}

void completeRound1(Tournament &t)
{
    DbError e;
    check(t.results().saveSheet(testPass(), 1, 1, sheet(kTable1), false, &e), e);
    check(t.results().saveSheet(testPass(), 1, 2, sheet(kTable2), false, &e), e);
}

} // namespace

Q_DECLARE_METATYPE(Make)
Q_DECLARE_METATYPE(Step)

class TestCommands : public TournamentTest
{
    Q_OBJECT

private slots:
    void init()
    {
        openNew();
        seatRoundOne();
    }
    void cleanup() { m_t.close(); }

    void doUndoRedo_data()
    {
        QTest::addColumn<Step>("setup");
        QTest::addColumn<Make>("make");
        QTest::addColumn<Step>("meanwhile"); // another change of the same thing
        const Step none = [](Tournament &) {};
        DbError e;

        QTest::newRow("add players") << none << Make([](Tournament &) {
            return std::make_unique<AddPlayers>(QStringList{"Hanna", "Ida"});
        }) << Step([](Tournament &t) {
            DbError e;
            t.roster().renamePlayer(testPass(), idOf(t, "Ida"), "Ida Berg", &e);
        });
        QTest::newRow("rename") << none << Make([](Tournament &t) {
            return std::make_unique<RenamePlayer>(idOf(t, "Anna"), "Anna Schmidt");
        }) << Step([](Tournament &t) {
            DbError e;
            t.roster().renamePlayer(testPass(), idOf(t, "Anna Schmidt"), "Anna S.", &e);
        });
        QTest::newRow("drop") << none << Make([](Tournament &t) {
            return std::make_unique<SetDropped>(idOf(t, "Emil"), true);
        }) << Step([](Tournament &t) {
            DbError e;
            t.roster().setDropped(testPass(), idOf(t, "Emil"), false, &e);
        });
        QTest::newRow("remove a player, with a pair and a check-in") << Step([](Tournament &t) {
            DbError e;
            qint64 zoe = 0;
            check(t.roster().addPlayer(testPass(), "Zoe", &zoe, &e), e);
            check(t.roster().setKeepApart(testPass(), zoe, idOf(t, "Anna"), true, &e), e);
            check(t.roster().setAbsent(testPass(), 2, {zoe}, true, &e), e);
            check(t.roster().setDropped(testPass(), zoe, true, &e), e);
        }) << Make([](Tournament &t) {
            return std::make_unique<RemovePlayer>(idOf(t, "Zoe"));
        }) << Step([](Tournament &t) {
            DbError e;
            qint64 id;
            t.roster().addPlayer(testPass(), "Zoe", &id, &e);
        });
        QTest::newRow("keep apart") << none << Make([](Tournament &t) {
            return std::make_unique<SetKeepApart>(idOf(t, "Anna"), idOf(t, "Bernd"), true);
        }) << Step([](Tournament &t) {
            DbError e;
            t.roster().setKeepApart(testPass(), idOf(t, "Anna"), idOf(t, "Bernd"), false, &e);
        });
        QTest::newRow("absent") << none << Make([](Tournament &t) {
            return std::make_unique<SetAbsent>(2, QList<qint64>{idOf(t, "Carla")}, true);
        }) << Step([](Tournament &t) {
            DbError e;
            t.roster().setAbsent(testPass(), 2, {idOf(t, "Carla")}, false, &e);
        });
        QTest::newRow("everybody present") << Step([](Tournament &t) {
            DbError e;
            check(
                t.roster().setAbsent(testPass(), 2, {idOf(t, "Carla"), idOf(t, "Dario")}, true, &e),
                e);
        }) << Make([](Tournament &t) {
            return std::unique_ptr<Command>(SetAbsent::allPresent(t, 2));
        }) << Step([](Tournament &t) {
            DbError e;
            t.roster().setAbsent(testPass(), 2, {idOf(t, "Dario")}, true, &e);
        });
        QTest::newRow("seat a round with its seed") << Step(
            completeRound1) << Make([](Tournament &t) {
            return std::make_unique<SeatRound>(seating(t, kRound2), 2, 4242);
        }) << Step([](Tournament &t) {
            DbError e;
            t.results().saveSheet(
                testPass(), 2, 2,
                sheet("Bernd 2 1 0 0 4 1 | Fritz 2 1 0 0 4 1 | Dario 2 1 0 0 4 1"), false, &e);
        });
        QTest::newRow("seat a round again") << Step(seatRound2) << Make([](Tournament &t) {
            return std::make_unique<ReseatRounds>(2, QList<Seating>{seating(t, kRound2Other)}, 77);
        }) << Step([](Tournament &t) {
            DbError e;
            t.rounds().reseatRound(testPass(), 2, seating(t, kRound2), &e);
        });
        QTest::newRow("plan the rounds") << Step(completeRound1) << Make([](Tournament &) {
            return std::make_unique<PlanRounds>(3, 7);
        }) << Step([](Tournament &t) {
            DbError e;
            t.rounds().removeLastRound(testPass(), &e);
        });
        QTest::newRow("move players") << Step(seatRound2) << Make([](Tournament &t) {
            QMap<int, QList<qint64>> moved;
            moved.insert(2, seating(t, {{"Dario", "Fritz", "Bernd"}}).first());
            return std::make_unique<MoveSeats>(2, moved);
        }) << Step([](Tournament &t) {
            DbError e;
            QMap<int, QList<qint64>> back;
            back.insert(2, seating(t, {{"Fritz", "Dario", "Bernd"}}).first());
            t.rounds().reseatTables(testPass(), 2, back, &e);
        });
        QTest::newRow("remove the last round, with its seed, stage and clock")
            << Step([](Tournament &t) {
                   seatRound2(t);
                   DbError e;
                   check(t.clock().startClock(testPass(), 2, kNoon, &e), e);
               })
            << Make([](Tournament &) { return std::make_unique<RemoveLastRound>(); })
            << Step([](Tournament &t) {
                   DbError e;
                   t.rounds().addRound(testPass(), seating(t, kRound2Other), &e, 2);
               });
        QTest::newRow("stage") << Step([](Tournament &t) {
            completeRound1(t);
            seatRound2(t);
        }) << Make([](Tournament &) {
            return std::make_unique<SetStage>(2, Stage::Final, "the director's choice");
        }) << Step([](Tournament &t) {
            DbError e;
            QList<Problem> p;
            t.rounds().setStage(testPass(), 2, Stage::Final, "another reason", &p, &e);
        });
        QTest::newRow("details") << none << Make([](Tournament &t) {
            TournamentInfo info = t.details().info();
            info.name = "Spring Cup";
            info.date = QDate(2026, 12, 5);
            info.roundMinutes = 75;
            return std::make_unique<SetDetails>(info);
        }) << Step([](Tournament &t) {
            TournamentInfo info = t.details().info();
            info.name = "Winter Cup";
            DbError e;
            t.details().setInfo(testPass(), info, &e);
        });
        QTest::newRow("rule set") << none << Make([](Tournament &t) {
            return std::unique_ptr<Command>(SetDetails::rules(t, RuleSet::byId("catan-studio")));
        }) << Step([](Tournament &t) {
            DbError e;
            t.details().setRules(testPass(), RuleSet::standard(), &e);
        });
        QTest::newRow("start the clock") << none << Make([](Tournament &) {
            return std::make_unique<ClockCommand>(ClockCommand::Start, 1, kNoon);
        }) << Step([](Tournament &t) {
            DbError e;
            t.clock().extendClock(testPass(), 1, 5, &e);
        });
        QTest::newRow("pause the clock") << Step([](Tournament &t) {
            DbError e;
            check(t.clock().startClock(testPass(), 1, kNoon, &e), e);
        }) << Make([](Tournament &) {
            return std::make_unique<ClockCommand>(ClockCommand::Pause, 1, kNoon.addSecs(600));
        }) << Step([](Tournament &t) {
            DbError e;
            t.clock().startClock(testPass(), 1, kNoon.addSecs(900), &e);
        });
        QTest::newRow("extend the clock") << Step([](Tournament &t) {
            DbError e;
            check(t.clock().startClock(testPass(), 1, kNoon, &e), e);
        }) << Make([](Tournament &) {
            return std::make_unique<ClockCommand>(ClockCommand::Extend, 1, kNoon, 5);
        }) << Step([](Tournament &t) {
            DbError e;
            t.clock().extendClock(testPass(), 1, 10, &e);
        });
        QTest::newRow("save a sheet") << none << Make([](Tournament &) {
            return std::make_unique<SaveSheet>(1, 1, sheet(kTable1), false, 0);
        }) << Step([](Tournament &t) {
            DbError e;
            t.results().saveSheet(testPass(), 1, 1, sheet(kBroken), true, &e);
        });
        QTest::newRow("save a correction") << Step([](Tournament &t) {
            DbError e;
            check(t.results().saveSheet(testPass(), 1, 1, sheet(kBroken), true, &e), e);
        }) << Make([](Tournament &t) {
            return std::make_unique<SaveSheet>(1, 1, sheet(kTable1), false,
                                               t.results().sheet(1, 1)->version);
        }) << Step([](Tournament &t) {
            DbError e;
            t.results().undoLastSave(testPass(), 1, 1, &e);
        });
        QTest::newRow("take back a save") << Step([](Tournament &t) {
            DbError e;
            check(t.results().saveSheet(testPass(), 1, 1, sheet(kBroken), true, &e), e);
            check(t.results().saveSheet(testPass(), 1, 1, sheet(kTable1), false, &e), e);
        }) << Make([](Tournament &) {
            return std::make_unique<UndoSheetSave>(1, 1);
        }) << Step([](Tournament &t) {
            DbError e;
            t.results().saveSheet(testPass(), 1, 1, sheet(kTable1), false, &e);
        });
        QTest::newRow("import results") << none << Make([](Tournament &) {
            TableSheet one;
            one.round = 1;
            one.table = 1;
            one.lines = sheet(kTable1);
            TableSheet two;
            two.round = 2;
            two.table = 1;
            two.lines = sheet("Anna 2 1 0 0 4 1 | Emil 2 1 0 0 4 1 | Greta 2 1 0 0 4 1");
            return std::make_unique<ImportResults>(QList<TableSheet>{one, two});
        }) << Step([](Tournament &t) {
            DbError e;
            t.results().undoLastSave(testPass(), 2, 1, &e);
        });
        Q_UNUSED(e);
    }

    void doUndoRedo()
    {
        QFETCH(Step, setup);
        QFETCH(Make, make);
        QFETCH(Step, meanwhile);
        setup(m_t);
        if (QTest::currentTestFailed())
            return;
        const QString before = dump(m_t);
        std::unique_ptr<Command> command = make(m_t);
        DbError e;
        QSignalSpy tables(m_t.notifier(), &Notifier::roundSeated);
        QVERIFY2(command->apply(m_t, &e), qPrintable(e.message));
        QVERIFY(command->changedAnything());
        QVERIFY(!command->text().isEmpty());
        const QString after = dump(m_t);
        QVERIFY2(after != before, qPrintable(after));

        QVERIFY2(command->revert(m_t, &e), qPrintable(e.message));
        QCOMPARE(dump(m_t), before);
        QVERIFY2(command->apply(m_t, &e), qPrintable(e.message));
        QCOMPARE(dump(m_t), after);

        // Something else changed it since: the undo is refused, nothing moves.
        meanwhile(m_t);
        const QString changed = dump(m_t);
        QVERIFY2(changed != after, "the row's other change changed nothing");
        e = DbError();
        QVERIFY(!command->revert(m_t, &e));
        QVERIFY(e.kind == DbError::Conflict || e.kind == DbError::Invalid);
        QVERIFY(!e.message.isEmpty());
        QCOMPARE(dump(m_t), changed);
    }

    // A cut's round and its stage are one change: a stage the rules refuse
    // leaves no round behind, and no desk hears of a round without it.
    void cutRoundWithItsStageOrNothing()
    {
        completeRound1(m_t);
        const QString before = dump(m_t);
        QSignalSpy seated(m_t.notifier(), &Notifier::roundSeated);
        QSignalSpy stages(m_t.notifier(), &Notifier::stagesChanged);
        // A semi-final of players the rules do not name, and no reason given.
        SeatRound cut(seating(m_t, {{"Emil", "Fritz", "Greta", "Dario"}}), 2, 0, Stage::Semifinal);
        DbError e;
        QVERIFY(!cut.apply(m_t, &e));
        QVERIFY(!cut.problems().isEmpty());
        QCOMPARE(e.message, cut.problems().first().message);
        QCOMPARE(dump(m_t), before);
        QCOMPARE(m_t.rounds().roundCount(), 1);
        QCOMPARE(seated.count(), 0);
        QCOMPARE(stages.count(), 0);

        // With the stage's players, the round and its stage arrive together.
        int stageWhenSeated = -1;
        QObject listening; // ends with the test
        connect(m_t.notifier(), &Notifier::roundSeated, &listening, [&](int round) {
            stageWhenSeated = int(m_t.rounds().stages().value(round, Stage::Prelim));
        });
        SeatRound overruled(seating(m_t, {{"Emil", "Fritz", "Greta", "Dario"}}), 2, 0,
                            Stage::Semifinal, "two players left early");
        QVERIFY2(overruled.apply(m_t, &e), qPrintable(e.message));
        QCOMPARE(stageWhenSeated, int(Stage::Semifinal));
    }

    // The seed a round is drawn with is written with the round, to that round.
    void seedKeptWithTheRound()
    {
        completeRound1(m_t);
        DbError e;
        SeatRound seat(seating(m_t, kRound2), 2, 4242);
        QVERIFY2(seat.apply(m_t, &e), qPrintable(e.message));
        QCOMPARE(seat.round(), 2);
        QCOMPARE(m_t.rounds().roundSeed(2), quint64(4242));
        // Another round meanwhile: the expected round is refused, not seated after it.
        SeatRound late(seating(m_t, kRound2Other), 2, 99);
        QVERIFY(!late.apply(m_t, &e));
        QCOMPARE(e.kind, DbError::Conflict);
        QCOMPARE(m_t.rounds().roundCount(), 2);
        QCOMPARE(m_t.rounds().roundSeed(2), quint64(4242));
    }

    // What the writers inside a command announce is told after its commit,
    // and not at all when it rolls back.
    void announcedOnlyWhenCommitted()
    {
        QSignalSpy players(m_t.notifier(), &Notifier::playersChanged);
        {
            DbError e;
            Tournament::Change change(m_t, &e);
            QVERIFY(change.isActive());
            QVERIFY(m_t.roster().renamePlayer(testPass(), idOf(m_t, "Anna"), "Anna Schmidt", &e));
            QCOMPARE(players.count(), 0);
            // Not committed: rolled back.
        }
        QCOMPARE(players.count(), 0);
        QVERIFY(m_t.roster().playerByName("Anna"));
        {
            DbError e;
            Tournament::Change change(m_t, &e);
            QVERIFY(m_t.roster().renamePlayer(testPass(), idOf(m_t, "Anna"), "Anna Schmidt", &e));
            QVERIFY(change.commit(&e));
        }
        QCOMPARE(players.count(), 1);
        QVERIFY(m_t.roster().playerByName("Anna Schmidt"));
    }

    // A clock change is announced, to every view and every desk.
    void clockAnnounced()
    {
        QSignalSpy clock(m_t.notifier(), &Notifier::clockChanged);
        DbError e;
        QVERIFY(ClockCommand(ClockCommand::Start, 1, kNoon).apply(m_t, &e));
        QCOMPARE(clock.count(), 1);
        QCOMPARE(clock.first().first().toInt(), 1);
    }
};

QTEST_GUILESS_MAIN(TestCommands)
#include "tst_commands.moc"
