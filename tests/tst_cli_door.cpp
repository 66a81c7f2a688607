// The door on the command line (docs/door.md): register adds the players of a
// list with their teams and amounts paid and gives each a registration code
// (again: only to those without one), players lists them, checkin takes a
// code however typed or a name and refuses an unknown one, call takes and
// closes a table's call.
#include "commands/doorcommands.h"
#include "tournament/door.h"
#include "tournament/tournament.h"

#include "clirun.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace ctd;
using namespace ctd::test;

class TstCliDoor : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir dir;
    QString db;

    CliRun cli(const QStringList &args)
    {
        return runCli(QStringList{QStringLiteral("--db"), db} + args);
    }
    static QList<QStringList> rows(const QByteArray &csv)
    {
        QList<QStringList> out;
        for (const QByteArray &line : csv.trimmed().split('\n'))
            out.append(QString::fromUtf8(line).split(QLatin1Char(',')));
        return out;
    }

private slots:
    void init()
    {
        db = dir.filePath(QLatin1String(QTest::currentTestFunction()) + QStringLiteral(".sqlite"));
        const QString list = writeFile(dir.filePath(QStringLiteral("players.csv")),
                                       "player,team,paid\nAnna Berg,,10\nBen Cole,Red,12.5\n"
                                       "Cara Dunn,,\n");
        const CliRun reg = cli({QStringLiteral("register"), list});
        QVERIFY2(reg.status == 0, reg.err.constData());
    }

    void registerGivesCodesOnce()
    {
        const CliRun players = cli({QStringLiteral("players")});
        QCOMPARE(players.status, 0);
        const QList<QStringList> r = rows(players.out);
        QCOMPARE(r.size(), 4);
        QCOMPARE(r.at(0).join(QLatin1Char(',')), QStringLiteral("player,team,present,paid,code"));
        QCOMPARE(r.at(1).mid(0, 4).join(QLatin1Char(',')), QStringLiteral("Anna Berg,,no,10"));
        QCOMPARE(r.at(2).mid(0, 4).join(QLatin1Char(',')), QStringLiteral("Ben Cole,Red,no,12.5"));
        QCOMPARE(r.at(3).mid(0, 4).join(QLatin1Char(',')), QStringLiteral("Cara Dunn,,no,0"));
        const QRegularExpression code(QStringLiteral("^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$"));
        for (int i = 1; i <= 3; ++i)
            QVERIFY2(code.match(r.at(i).at(4)).hasMatch(), qPrintable(r.at(i).at(4)));
        // A second register gives no player a new code.
        const CliRun again = cli({QStringLiteral("register")});
        QCOMPARE(again.status, 0);
        const QList<QStringList> a = rows(again.out);
        QCOMPARE(a.size(), 4);
        for (int i = 1; i <= 3; ++i)
            QCOMPARE(a.at(i).at(1), r.at(i).at(4));
    }

    void checkinByCodeOrName()
    {
        const QList<QStringList> r = rows(cli({QStringLiteral("players")}).out);
        const QString code = r.at(1).at(4);
        // Lower case with a dash: the same code.
        const QString typed = (code.left(4) + QLatin1Char('-') + code.mid(4)).toLower();
        CliRun in = cli({QStringLiteral("checkin"), typed});
        QCOMPARE(in.status, 0);
        QVERIFY(in.out.contains("Anna Berg,,yes,10,"));
        QVERIFY(in.err.isEmpty());
        // Twice: said so, still done.
        in = cli({QStringLiteral("checkin"), code});
        QCOMPARE(in.status, 0);
        QVERIFY2(in.err.contains("checked in already"), in.err.constData());
        QCOMPARE(cli({QStringLiteral("checkin"), QStringLiteral("Ben Cole")}).status, 0);
        const CliRun unknown = cli({QStringLiteral("checkin"), QStringLiteral("ZZZZ2222")});
        QCOMPARE(unknown.status, 1);
        QVERIFY(unknown.err.contains("unknown_player"));
        const QList<QStringList> after = rows(cli({QStringLiteral("players")}).out);
        QCOMPARE(after.at(1).at(2), QStringLiteral("yes"));
        QCOMPARE(after.at(2).at(2), QStringLiteral("yes"));
        QCOMPARE(after.at(3).at(2), QStringLiteral("no"));
    }

    void printsCodesAndCards()
    {
        for (const char *what : {"codes", "cards"}) {
            const QString pdf = dir.filePath(QLatin1String(what) + QStringLiteral(".pdf"));
            const CliRun r =
                cli({QStringLiteral("print"), QLatin1String(what), QStringLiteral("-o"), pdf});
            QVERIFY2(r.status == 0, r.err.constData());
            QFile f(pdf);
            QVERIFY(f.open(QIODevice::ReadOnly));
            QVERIFY(f.read(5) == "%PDF-");
        }
        QCOMPARE(cli({QStringLiteral("print"), QStringLiteral("cards"), QStringLiteral("--round"),
                      QStringLiteral("1"), QStringLiteral("-o"), dir.filePath("x.pdf")})
                     .status,
                 2);
    }

    void callTakenAndClosed()
    {
        {
            Tournament t;
            DbError e;
            QVERIFY(t.open(db, &e));
            CallReferee call(1, 2, QStringLiteral("a rule question"), QStringLiteral("127.0.0.1"));
            QVERIFY2(call.apply(t, &e), qPrintable(e.message));
            // A second call of the table is the same call.
            CallReferee again(1, 2, QString(), QStringLiteral("127.0.0.1"));
            QVERIFY(again.apply(t, &e));
            QVERIFY(!again.added());
            QCOMPARE(again.id(), call.id());
        }
        CliRun calls = cli({QStringLiteral("calls")});
        QCOMPARE(calls.status, 0);
        QList<QStringList> r = rows(calls.out);
        QCOMPARE(r.size(), 2);
        QCOMPARE(r.at(0).join(QLatin1Char(',')), QStringLiteral("id,round,table,state,note,time"));
        QCOMPARE(r.at(1).mid(0, 5).join(QLatin1Char(',')),
                 QStringLiteral("1,1,2,open,a rule question"));
        QCOMPARE(
            cli({QStringLiteral("call"), QStringLiteral("--take"), QStringLiteral("1")}).status, 0);
        QCOMPARE(rows(cli({QStringLiteral("calls")}).out).at(1).at(3), QStringLiteral("taken"));
        QCOMPARE(
            cli({QStringLiteral("call"), QStringLiteral("--close"), QStringLiteral("1")}).status,
            0);
        QCOMPARE(rows(cli({QStringLiteral("calls")}).out).at(1).at(3), QStringLiteral("closed"));
        QCOMPARE(
            cli({QStringLiteral("call"), QStringLiteral("--close"), QStringLiteral("9")}).status,
            2);
        QCOMPARE(cli({QStringLiteral("call"), QStringLiteral("--take"), QStringLiteral("1"),
                      QStringLiteral("--close"), QStringLiteral("1")})
                     .status,
                 2);
    }
};

QTEST_GUILESS_MAIN(TstCliDoor)
#include "tst_cli_door.moc"
