// The referees' ledger on the command line (docs/formats.md, "The referees'
// ledger"): penalty adds a warning, a penalty or a disqualification and
// prints its id, penalties lists the ledger, --withdraw keeps the entry;
// the standings count the penalties in round_points and the column
// adjustment, and a disqualified player is left out of the standings and of
// the next round's seating.
#include "files/csv.h"

#include "clirun.h"

#include <QTemporaryDir>
#include <QTest>

using namespace ctd::test;

namespace {

// Two tables of round 1, the worked example of docs/rules.md at each.
QByteArray resultsFile()
{
    const char *lines[4] = {"2,3,1,3,11,7", "3,2,0,1,8,4", "4,1,0,0,9,5", "2,0,0,2,6,3"};
    const QStringList names{"Anna", "Bernd", "Carla", "Dario", "Emil", "Fatma", "Gustavo", "Hanna"};
    QByteArray out = kResultsHeader;
    for (int i = 0; i < 8; ++i)
        out += "1," + QByteArray::number(i / 4 + 1) + ',' + names.at(i).toUtf8() + ','
            + lines[i % 4] + ",0,0,0\n";
    return out;
}

// The standings' rows by player: the whole line.
QMap<QString, QStringList> standingsByPlayer(const QByteArray &csv, QStringList *order = nullptr)
{
    QMap<QString, QStringList> rows;
    const QList<QByteArray> lines = csv.trimmed().split('\n');
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QStringList cells = QString::fromUtf8(lines.at(i)).split(QLatin1Char(','));
        rows.insert(cells.value(1), cells);
        if (order)
            order->append(cells.value(1));
    }
    return rows;
}

} // namespace

class TstCliReferees : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir dir;
    QString db;

    CliRun cli(const QStringList &args)
    {
        return runCli(QStringList{QStringLiteral("--db"), db} + args);
    }

private slots:
    void init()
    {
        // One file a test and data row.
        db = dir.filePath(
            QStringLiteral("%1-%2.sqlite")
                .arg(QLatin1String(QTest::currentTestFunction()),
                     QString::fromUtf8(QTest::currentDataTag()).remove(QLatin1Char(' '))));
        const QString results = writeFile(dir.filePath(QStringLiteral("r.csv")), resultsFile());
        const CliRun imported = cli({QStringLiteral("import"), results});
        QVERIFY2(imported.status == 0, imported.err.constData());
    }

    void penaltyMovesThePlayerAndWithdrawingTakesItBack()
    {
        const CliRun before = cli({QStringLiteral("standings")});
        QCOMPARE(before.status, 0);
        // No penalty yet: the column adjustment all the same, 0 for everyone.
        QVERIFY(before.out.startsWith("rank,player,round_points,vp,vp_share,tables,adjustment\n"));
        QStringList order;
        QMap<QString, QStringList> rows = standingsByPlayer(before.out, &order);
        QVERIFY(order.indexOf(QStringLiteral("Anna")) < 2); // a table's winner leads
        const QString annaPoints = rows.value(QStringLiteral("Anna")).value(2);

        const CliRun added =
            cli({QStringLiteral("penalty"), QStringLiteral("--player"), QStringLiteral("Anna"),
                 QStringLiteral("--kind"), QStringLiteral("penalty"), QStringLiteral("--round"),
                 QStringLiteral("1"), QStringLiteral("--points"), QStringLiteral("-5.5"),
                 QStringLiteral("--reason"), QStringLiteral("moved the robber twice")});
        QVERIFY2(added.status == 0, added.err.constData());
        QCOMPARE(added.out, QByteArray("1\n"));

        const CliRun after = cli({QStringLiteral("standings")});
        QVERIFY(after.out.startsWith("rank,player,round_points,vp,vp_share,tables,adjustment\n"));
        QStringList orderAfter;
        rows = standingsByPlayer(after.out, &orderAfter);
        // The shortest decimal, as --points takes it.
        QCOMPARE(rows.value(QStringLiteral("Anna")).value(6), QStringLiteral("-5.5"));
        QCOMPARE(rows.value(QStringLiteral("Anna")).value(2).toDouble(),
                 annaPoints.toDouble() - 5.5);
        QCOMPARE(orderAfter.last(), QStringLiteral("Anna"));
        // The standings after round 1 count it too (its round is 1).
        const CliRun afterRound = cli(
            {QStringLiteral("standings"), QStringLiteral("--after-round"), QStringLiteral("1")});
        QCOMPARE(afterRound.out, after.out);
        // The export counts it as well.
        const CliRun exported = cli({QStringLiteral("export"), QStringLiteral("standings")});
        QCOMPARE(exported.out, after.out);

        const CliRun ledger = cli({QStringLiteral("penalties")});
        QCOMPARE(ledger.status, 0);
        const QList<QByteArray> lines = ledger.out.trimmed().split('\n');
        QCOMPARE(lines.value(0), QByteArray("id,round,player,kind,points,reason,time,withdrawn"));
        QVERIFY2(lines.value(1).startsWith("1,1,Anna,penalty,-5.50,moved the robber twice,"),
                 lines.value(1).constData());
        QVERIFY(lines.value(1).endsWith(',')); // not withdrawn

        const CliRun withdrawn =
            cli({QStringLiteral("penalty"), QStringLiteral("--withdraw"), QStringLiteral("1")});
        QVERIFY2(withdrawn.status == 0, withdrawn.err.constData());
        // Withdrawn: the standings as before, the column kept, 0 for everyone.
        const CliRun back = cli({QStringLiteral("standings")});
        QStringList orderBack;
        rows = standingsByPlayer(back.out, &orderBack);
        QCOMPARE(orderBack, order);
        QCOMPARE(rows.value(QStringLiteral("Anna")).value(2), annaPoints);
        QCOMPARE(rows.value(QStringLiteral("Anna")).value(6), QStringLiteral("0"));
        QVERIFY(back.out.startsWith("rank,player,round_points,vp,vp_share,tables,adjustment\n"));
        const QList<QByteArray> kept = cli({QStringLiteral("penalties")}).out.trimmed().split('\n');
        QCOMPARE(kept.size(), 2); // withdrawn, never deleted
        QVERIFY(!kept.value(1).endsWith(','));
        // A second withdrawal is refused.
        QCOMPARE(cli({QStringLiteral("penalty"), QStringLiteral("--withdraw"), QStringLiteral("1")})
                     .status,
                 2);
    }

    void warningsAndRefusals_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("status");
        QTest::newRow("warning") << QStringList{"--player", "Bernd",    "--kind",
                                                "warning",  "--reason", "phone rang"}
                                 << 0;
        QTest::newRow("half a point") << QStringList{"--player", "Bernd", "--kind",   "penalty",
                                                     "--points", "-0.5",  "--reason", "late"}
                                      << 0;
        QTest::newRow("no reason") << QStringList{"--player", "Bernd", "--kind", "warning"} << 2;
        QTest::newRow("unknown kind")
            << QStringList{"--player", "Bernd", "--kind", "yellow", "--reason", "x"} << 2;
        QTest::newRow("penalty without points")
            << QStringList{"--player", "Bernd", "--kind", "penalty", "--reason", "x"} << 2;
        QTest::newRow("points on a warning")
            << QStringList{"--player", "Bernd", "--kind",   "warning",
                           "--points", "-1",    "--reason", "x"}
            << 2;
        QTest::newRow("not twelfths") << QStringList{"--player", "Bernd", "--kind",   "penalty",
                                                     "--points", "-0.1",  "--reason", "x"}
                                      << 2;
        QTest::newRow("zero points") << QStringList{"--player", "Bernd", "--kind",   "penalty",
                                                    "--points", "0",     "--reason", "x"}
                                     << 2;
        QTest::newRow("unknown player")
            << QStringList{"--player", "Zoe", "--kind", "warning", "--reason", "x"} << 2;
        QTest::newRow("no such round") << QStringList{"--player", "Bernd", "--kind",   "warning",
                                                      "--round",  "0",     "--reason", "x"}
                                       << 2;
    }
    void warningsAndRefusals()
    {
        QFETCH(QStringList, args);
        QFETCH(int, status);
        const CliRun r = cli(QStringList{QStringLiteral("penalty")} + args);
        QVERIFY2(r.status == status, r.err.constData());
        const QList<QByteArray> ledger =
            cli({QStringLiteral("penalties")}).out.trimmed().split('\n');
        QCOMPARE(ledger.size(), status == 0 ? 2 : 1); // a refusal stores nothing
    }

    void disqualifiedLeaveStandingsAndSeating()
    {
        const CliRun dq =
            cli({QStringLiteral("penalty"), QStringLiteral("--player"), QStringLiteral("Bernd"),
                 QStringLiteral("--kind"), QStringLiteral("disqualification"),
                 QStringLiteral("--reason"), QStringLiteral("deliberate breach")});
        QVERIFY2(dq.status == 0, dq.err.constData());
        const CliRun standings = cli({QStringLiteral("standings")});
        QVERIFY(!standings.out.contains("Bernd"));
        QCOMPARE(standingsByPlayer(standings.out).size(), 7);
        const CliRun seated =
            cli({QStringLiteral("seat"), QStringLiteral("--round"), QStringLiteral("2"),
                 QStringLiteral("--seed"), QStringLiteral("7")});
        QVERIFY2(seated.status == 0, seated.err.constData());
        QVERIFY(seated.out.contains("Anna"));
        QVERIFY2(!seated.out.contains("Bernd"), seated.out.constData());
        // The results of round 1 stand for everyone else; the ledger says why.
        QVERIFY(cli({QStringLiteral("export"), QStringLiteral("results")}).out.contains("Bernd"));
        QVERIFY(cli({QStringLiteral("penalties")}).out.contains(",Bernd,disqualification,,"));
    }
};

QTEST_GUILESS_MAIN(TstCliReferees)
#include "tst_cli_referees.moc"
