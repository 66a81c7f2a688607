// The players' read model follows a tournament file by being told, not by
// asking (readmodel/follower.h): what another program writes (the command
// line beside a running page, a second process) reaches the view at once,
// and while nothing is written the follower does not look at all.
#include "clirun.h"
#include "storepass.h"
#include "webtest.h"

#include "readmodel/follower.h"
#include "tournament/results.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"
#include "tournament/tournament.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>

using namespace ctd;
using namespace ctd::test;

namespace {

const QStringList kNames = {"Anna Berg",   "Bernd Kahl", "Carla Souza", "Dario Lima",
                            "Emil Krause", "Fatma Ak",   "Gero Timm",   "Hanna Stein"};

} // namespace

class TstFollower : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    int m_files = 0;

    QString newTournament()
    {
        const QString path = m_dir.filePath(QStringLiteral("t%1.sqlite").arg(++m_files));
        Tournament t;
        DbError e;
        if (!t.open(path, &e) || !t.roster().addPlayers(testPass(), kNames, &e))
            qFatal("cannot make %s", qPrintable(path));
        return path;
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    // Another process seats a round, then another: each reaches the view
    // without a poll; between them the follower does nothing.
    void followsAnotherProcess()
    {
        const QString path = newTournament();
        TournamentFollower follower;
        DbError e;
        QVERIFY2(follower.open(path, &e), qPrintable(e.message));
        QCOMPARE(follower.view().round, 0);
        // Whatever opening the file set off settles (a look that finds nothing
        // new looks again a few times, the longest pause 2 s): a quiet 2.5 s
        // comes, and stays quiet. A poll every 250 ms would never be quiet.
        quint64 idle = follower.looks();
        for (int window = 0; window < 5; ++window) {
            QTest::qWait(2500);
            if (follower.looks() == idle)
                break;
            idle = follower.looks();
        }
        QTest::qWait(2000);
        QCOMPARE(follower.looks(), idle);

        QElapsedTimer took;
        took.start();
        CliRun r = runCli({"--db", path, "seat", "--round", "1", "--seed", "1"});
        QVERIFY2(r.status == 0, r.err.constData());
        QTRY_COMPARE_WITH_TIMEOUT(follower.view().round, 1, 10000);
        qInfo("a round seated by another process reached the view %lld ms after the command "
              "started",
              took.elapsed());
        QCOMPARE(follower.view().seating.size(), kNames.size());

        // Many commits in a row (every table's result, then the next round):
        // the view ends where the file does.
        {
            Tournament t;
            QVERIFY(t.open(path, &e));
            for (const SeatedTable &s : t.rounds().tables(1))
                QVERIFY2(t.results().saveSheet(testPass(), 1, s.table, fourLines(s.names, s.table),
                                               false, &e),
                         qPrintable(e.message));
        }
        QTRY_COMPARE_WITH_TIMEOUT(follower.view().standingsAfter, 1, 10000);
        r = runCli({"--db", path, "seat", "--round", "2", "--seed", "2"});
        QVERIFY2(r.status == 0, r.err.constData());
        QTRY_COMPARE_WITH_TIMEOUT(follower.view().round, 2, 10000);
    }

    // The write-ahead log goes when the last connection closes and comes
    // again with the next write: the follower, opened again on a file whose
    // log is gone, still hears the writes that make a new one.
    void followsANewWriteAheadLog()
    {
        const QString path = newTournament();
        QVERIFY(!QFile::exists(path + "-wal")); // the last connection took it away
        TournamentFollower follower;
        DbError e;
        QVERIFY2(follower.open(path, &e), qPrintable(e.message));
        const CliRun r = runCli({"--db", path, "seat", "--round", "1", "--seed", "5"});
        QVERIFY2(r.status == 0, r.err.constData());
        QTRY_COMPARE_WITH_TIMEOUT(follower.view().round, 1, 10000);
    }
};

QTEST_GUILESS_MAIN(TstFollower)
#include "tst_follower.moc"
