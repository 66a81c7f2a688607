// The round clock in the tournament file: a default length per tournament,
// start, pause, resume and extend, kept across opening the file again, and
// gone with its round. Times are given, not read from the machine's clock.
#include "storepass.h"
#include "webtest.h"

#include "tournament/clock.h"
#include "tournament/dbschema.h"
#include "tournament/details.h"
#include "tournament/rounds.h"

#include <QTemporaryDir>

using namespace ctd;
using namespace ctd::test;

namespace {

const QDateTime kStart(QDate(2026, 4, 18), QTime(10, 0), Qt::UTC);

QDateTime at(int minutes, int seconds = 0)
{
    return kStart.addSecs(minutes * 60 + seconds);
}

} // namespace

class TestRoundClock : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    int m_file = 0;

    QString newFile()
    {
        const QString path = m_dir.filePath(QString("t%1.sqlite").arg(++m_file));
        return makeServedTournament(path, 0) ? path : QString();
    }

private slots:
    void arithmetic_data()
    {
        // Each step: s = start, p = pause, +N = extend by N minutes, at minute T.
        QTest::addColumn<QString>("steps");
        QTest::addColumn<int>("minute");
        QTest::addColumn<qint64>("remainingMs");
        QTest::addColumn<bool>("running");
        QTest::newRow("not started") << "" << 10 << qint64(0) << false;
        QTest::newRow("running") << "s@0" << 30 << qint64(60 * 60000) << true;
        QTest::newRow("paused") << "s@0 p@20" << 50 << qint64(70 * 60000) << false;
        QTest::newRow("resumed") << "s@0 p@20 s@30" << 40 << qint64(60 * 60000) << true;
        QTest::newRow("extended") << "s@0 +5@10" << 90 << qint64(5 * 60000) << true;
        QTest::newRow("over time") << "s@0" << 92 << qint64(-2 * 60000) << true;
        QTest::newRow("shortened") << "s@0 +-30@10" << 60 << qint64(0) << true;
        QTest::newRow("start twice keeps the start")
            << "s@0 s@10" << 10 << qint64(80 * 60000) << true;
        QTest::newRow("pause twice") << "s@0 p@10 p@20" << 30 << qint64(80 * 60000) << false;
    }

    void arithmetic()
    {
        QFETCH(QString, steps);
        QFETCH(int, minute);
        QFETCH(qint64, remainingMs);
        QFETCH(bool, running);
        const QString path = newFile();
        QVERIFY(!path.isEmpty());
        {
            Tournament t;
            DbError e;
            QVERIFY(t.open(path, &e));
            for (const QString &step : steps.split(' ', Qt::SkipEmptyParts)) {
                const int when = step.section('@', 1).toInt();
                const QString what = step.section('@', 0, 0);
                if (what == "s")
                    QVERIFY2(t.clock().startClock(testPass(), 2, at(when), &e),
                             qPrintable(e.message));
                else if (what == "p")
                    QVERIFY2(t.clock().pauseClock(testPass(), 2, at(when), &e),
                             qPrintable(e.message));
                else
                    QVERIFY2(t.clock().extendClock(testPass(), 2, what.mid(1).toInt(), &e),
                             qPrintable(e.message));
            }
        }
        // Read back from the file, as a reader beside the desk does.
        Tournament t;
        DbError e;
        QVERIFY(t.openReadOnly(path, &e));
        const RoundClock clock = t.clock().roundClock(2);
        QCOMPARE(clock.isStarted(), !steps.isEmpty());
        if (clock.isStarted())
            QCOMPARE(clock.remainingAt(at(minute)), remainingMs);
        QCOMPARE(clock.isRunning(), running);
    }

    void defaultLength()
    {
        const QString path = newFile();
        Tournament t;
        DbError e;
        QVERIFY(t.open(path, &e));
        QCOMPARE(t.details().info().roundMinutes, 90);
        TournamentInfo info = t.details().info();
        info.roundMinutes = 50;
        QVERIFY(t.details().setInfo(testPass(), info, &e));
        QVERIFY(t.clock().startClock(testPass(), 2, at(0), &e));
        QCOMPARE(t.clock().roundClock(2).lengthMs, qint64(50 * 60000));
        for (int bad : {0, -5, 601}) {
            info.roundMinutes = bad;
            QVERIFY(!t.details().setInfo(testPass(), info, &e));
            QCOMPARE(e.kind, DbError::Invalid);
            QVERIFY(e.message.contains(QString::number(bad)));
        }
        t.close();
        QVERIFY(t.open(path, &e));
        QCOMPARE(t.details().info().roundMinutes, 50);
    }

    void refusals()
    {
        const QString path = newFile();
        Tournament t;
        DbError e;
        QVERIFY(t.open(path, &e));
        QVERIFY(!t.clock().startClock(testPass(), 3, at(0), &e));
        QCOMPARE(e.kind, DbError::Invalid);
        QVERIFY(!t.clock().pauseClock(testPass(), 2, at(0), &e));
        QVERIFY(e.message.contains("not been started"));
        QVERIFY(!t.clock().extendClock(testPass(), 2, 5, &e));
        t.close();
        QVERIFY(t.openReadOnly(path, &e));
        QVERIFY(!t.clock().startClock(testPass(), 2, at(0), &e));
        QCOMPARE(e.kind, DbError::ReadOnly);
    }

    void goneWithItsRound()
    {
        const QString path = newFile();
        Tournament t;
        DbError e;
        QVERIFY(t.open(path, &e));
        QVERIFY(t.clock().startClock(testPass(), 2, at(0), &e));
        QVERIFY2(t.rounds().removeLastRound(testPass(), &e), qPrintable(e.message));
        QList<QList<qint64>> tables;
        for (const SeatedTable &s : t.rounds().tables(1))
            tables.append(s.playerIds);
        QVERIFY(t.rounds().addRound(testPass(), tables, &e));
        QVERIFY(!t.clock().roundClock(2).isStarted());
    }

    void dataVersionSeesOtherWriters()
    {
        const QString path = newFile();
        Tournament reader;
        DbError e;
        QVERIFY(reader.openReadOnly(path, &e));
        const qint64 before = reader.dataVersion();
        QCOMPARE(reader.dataVersion(), before); // nothing written: unchanged
        Tournament writer;
        QVERIFY(writer.open(path, &e));
        QVERIFY(writer.clock().startClock(testPass(), 2, at(0), &e));
        QVERIFY(reader.dataVersion() != before);
        TournamentInfo info = writer.details().info();
        info.name = "Renamed";
        QVERIFY(writer.details().setInfo(testPass(), info, &e));
        QCOMPARE(reader.details().info().name, QString("Cup <b>&</b> 2026"));
        QVERIFY(reader.details().reloadInfo(&e));
        QCOMPARE(reader.details().info().name, QString("Renamed"));
    }

    void schemaStep()
    {
        // The clock's table comes from one of the schema's steps, so an older
        // file gets it when the desk upgrades it.
        QString all;
        for (int step = 1; step <= schema::currentVersion(); ++step)
            all += schema::upgradeStep(step).join(' ');
        QVERIFY(all.contains("CREATE TABLE round_clock"));
        QVERIFY(all.contains("ADD COLUMN round_minutes"));
    }
};

QTEST_GUILESS_MAIN(TestRoundClock)
#include "tst_round_clock.moc"
