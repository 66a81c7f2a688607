// A process saving sheets is killed (SIGKILL) at random moments, many times.
// After each kill the file must be sound, hold every save the process had
// reported as done, and have no half sheet.
// The waits before the kills come from a seed, printed at the start; set
// CATAN_DURABILITY_SEED to that number to wait the same times again (the
// moments the saver reaches still depend on the machine's timing).
#include "durability.h"
#include "storepass.h"
#include "tournament/results.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"
#include "tournament/tournament.h"

#include <QProcess>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace ctd;

namespace {

constexpr int kRuns = 40;
constexpr char kSeedVariable[] = "CATAN_DURABILITY_SEED";

// Raw checks with a connection of its own: what SQLite itself says.
QString rawCheck(const QString &path, const QString &sql)
{
    static int counter = 0;
    const QString name = QStringLiteral("durability-%1").arg(++counter);
    QString result;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase("QSQLITE", name);
        db.setDatabaseName(path);
        if (db.open()) {
            QSqlQuery q(db);
            if (q.exec(sql) && q.next())
                result = q.value(0).toString();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return result;
}

} // namespace

class TestDurability : public QObject
{
    Q_OBJECT

private slots:
    void killedSaverLosesNothing()
    {
        quint32 seed = QRandomGenerator::system()->generate();
        if (qEnvironmentVariableIsSet(kSeedVariable)) {
            bool ok = false;
            seed = qEnvironmentVariable(kSeedVariable).toUInt(&ok);
            QVERIFY2(ok,
                     qPrintable(QString("%1 must be a whole number, not \"%2\"")
                                    .arg(kSeedVariable, qEnvironmentVariable(kSeedVariable))));
        }
        qInfo("seed %u (replay with %s=%u)", seed, kSeedVariable, seed);
        QRandomGenerator random(seed);

        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath("durable.sqlite");
        {
            Tournament t;
            DbError e;
            QVERIFY(t.open(path, &e));
            QStringList names;
            for (int i = 0; i < 4 * test::kDurabilityTables; ++i)
                names.append(test::durabilityPlayer(i));
            QVERIFY(t.roster().addPlayers(testPass(), names, &e));
            QList<QList<qint64>> seating(test::kDurabilityTables);
            for (int i = 0; i < names.size(); ++i)
                seating[i / 4].append(t.roster().playerByName(names[i])->id);
            QVERIFY(t.rounds().addRound(testPass(), seating, &e));
        }

        QList<std::tuple<int, int, int>> reported;
        int killedWhileSaving = 0;
        for (int run = 0; run < kRuns; ++run) {
            QProcess saver;
            saver.start(QStringLiteral(CATAN_DURABILITY_HELPER), {"save", path});
            QVERIFY(saver.waitForStarted(30000));
            // Every fifth run dies at any moment, also while opening; the
            // others in the middle of the stream of saves.
            if (run % 5 != 0 && !saver.waitForReadyRead(30000))
                QFAIL(qPrintable(QStringLiteral("the saver said nothing and ended (%1): %2")
                                     .arg(saver.exitCode())
                                     .arg(QString::fromLocal8Bit(saver.readAllStandardError()))));
            QThread::msleep(random.bounded(0, 150));
            saver.kill();
            QVERIFY(saver.waitForFinished(30000));
            QCOMPARE(saver.exitStatus(), QProcess::CrashExit);
            const QList<QByteArray> lines = saver.readAllStandardOutput().split('\n');
            const QByteArray err = saver.readAllStandardError();
            QVERIFY2(err.isEmpty(), err.constData());
            int saves = 0;
            for (const QByteArray &line : lines) {
                const QList<QByteArray> f = line.split(' ');
                if (f.size() == 4 && f[0] == "saved") {
                    reported.append({f[1].toInt(), f[2].toInt(), f[3].toInt()});
                    ++saves;
                }
            }
            killedWhileSaving += saves > 0 ? 1 : 0;

            QCOMPARE(rawCheck(path, "PRAGMA integrity_check"), QString("ok"));
            // No half sheet: every version has one line per seat.
            QCOMPARE(rawCheck(path,
                              "SELECT COUNT(*) FROM sheet_version v WHERE "
                              "(SELECT COUNT(*) FROM sheet_line l WHERE l.round = v.round AND "
                              " l.game_table = v.game_table AND l.version = v.version) <> "
                              "(SELECT COUNT(*) FROM seat s WHERE s.round = v.round AND "
                              " s.game_table = v.game_table)"),
                     QString("0"));
            QCOMPARE(rawCheck(path, "PRAGMA foreign_key_check"), QString());
        }
        QVERIFY2(killedWhileSaving >= kRuns * 4 / 5,
                 qPrintable(QString::number(killedWhileSaving)));

        // Every save reported as done is there, with its content.
        Tournament t;
        DbError e;
        QVERIFY2(t.open(path, &e), qPrintable(e.message)); // the killed desk's lock is stale
        const QList<SeatedTable> tables = t.rounds().tables(1);
        for (const auto &[round, table, version] : std::as_const(reported)) {
            const QList<StoredSheet> history = t.results().history(round, table);
            QVERIFY(version <= history.size());
            const StoredSheet &s = history.at(version - 1);
            QCOMPARE(s.version, version);
            QCOMPARE(s.lines, test::durabilitySheet(tables.at(table - 1).names, table, version));
        }
        qInfo("%d runs, %lld saves reported, all present", kRuns, qlonglong(reported.size()));
    }
};

QTEST_GUILESS_MAIN(TestDurability)
#include "tst_durability.moc"
