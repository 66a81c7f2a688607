// catan-desk-cli series with a tournament on a PostgreSQL server beside a
// tournament file (docs/formats.md, "Seasons"): the server's tournament counts
// as a file's does, its address is shown without the password, and a server
// that cannot be read is a file problem naming it.
#include "clirun.h"
#include "pgserver.h"
#include "seasontest.h"

#include <QTemporaryDir>
#include <QTest>

using namespace ctd::test;

class TestServerSeason : public QObject
{
    Q_OBJECT

    PgServer m_server;
    QTemporaryDir m_dir;

    QString path(const QString &name) const { return m_dir.filePath(name); }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QString why;
        QVERIFY2(m_server.start(&why), qPrintable(why));
        QVERIFY2(m_server.createDatabase("cup", &why), qPrintable(why));
        QVERIFY2(makeTournament(m_server.address("cup"), path("cup.csv"),
                                {"Carla", "Anna", "Bernd", "Dario"}, &why),
                 qPrintable(why));
        QVERIFY2(makeTournament(path("open.sqlite"), path("open.csv"),
                                {"Anna", "Bernd", "Carla", "Dario"}, &why),
                 qPrintable(why));
    }

    void serverBesideAFile()
    {
        const QString season = writeFile(path("season.txt"),
                                         "points = 10, 6, 3\n"
                                         "tournament = open.sqlite\n"
                                         "tournament = "
                                             + m_server.address("cup").toUtf8() + "\n");
        CliRun r = runCli({"series", season});
        QCOMPARE(r.err, QByteArray());
        QCOMPARE(r.status, 0);
        QCOMPARE(r.out,
                 QByteArray("rank,player,points,tournaments,counted,best_rank\n"
                            "1,Anna,16,2,2,1\n"
                            "2,Carla,13,2,2,1\n"
                            "3,Bernd,9,2,2,2\n"
                            "4,Dario,0,2,2,4\n"));
        r = runCli({"series", season, "--detail"});
        QCOMPARE(r.status, 0);
        const QByteArray shown = m_server.address("cup", false).toUtf8();
        const QByteArray carla = "\nCarla," + shown + ",1,10,1\n";
        QVERIFY2(r.out.contains(carla), r.out.constData());
        QVERIFY(!r.out.contains(PgServer::password().toUtf8()));
    }

    // A database that is not there: named, without the password, exit 2.
    void unreadableServer()
    {
        const QString season = writeFile(path("missing.txt"),
                                         "tournament = open.sqlite\n"
                                         "tournament = "
                                             + m_server.address("nothing").toUtf8() + "\n");
        const CliRun r = runCli({"series", season});
        QCOMPARE(r.status, 2);
        QCOMPARE(r.out, QByteArray());
        const QByteArray named = "error: 2: file: cannot read the tournament "
            + m_server.address("nothing", false).toUtf8() + ": ";
        QVERIFY2(r.err.startsWith(named), r.err.constData());
        QVERIFY(!r.err.contains(PgServer::password().toUtf8()));
    }
};

QTEST_GUILESS_MAIN(TestServerSeason)
#include "tst_server_season.moc"
