// docs/formats.md, "Report codes" and "Reports over the network", on a
// PostgreSQL server the test starts: codes and reports stored in the
// server's tournament, a report made through one desk heard at another
// (the shared signal through the relay) and accepted there, a reseat's new
// code, a copy of a file with reports to the server and back, and two desks
// and a phone racing to accept one table: exactly one wins.
#include "pgserver.h"
#include "storepass.h"
#include "testsheets.h"

#include "commands/doorcommands.h"
#include "commands/reportcommands.h"
#include "tournament/backups.h"
#include "tournament/door.h"
#include "tournament/reports.h"
#include "tournament/results.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"
#include "tournament/tournament.h"
#include "web/httpparser.h"
#include "web/httpserver.h"
#include "web/reportsserver.h"

#include <QThread>

#include <atomic>

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace ctd;
using namespace ctd::test;

namespace {

const QString kTable1 =
    QStringLiteral("Anna 2 3 1 3 11 7 | Bernd 3 2 0 1 8 4 | Carla 4 1 0 0 9 5 | Dario 2 0 0 2 6 3");

QList<qint64> idsOf(const Tournament &t, const QStringList &names)
{
    QList<qint64> ids;
    for (const QString &n : names)
        ids.append(t.roster().playerByName(n)->id);
    return ids;
}

} // namespace

class TestReportsServer : public QObject
{
    Q_OBJECT

    PgServer m_server;
    int m_databases = 0;
    QTemporaryDir m_dir;

    QString seated(Tournament &t)
    {
        const QString name = QStringLiteral("reports%1").arg(++m_databases);
        QString why;
        if (!m_server.createDatabase(name, &why))
            qFatal("%s", qPrintable(why));
        const QString address = m_server.address(name);
        DbError e;
        if (!t.open(address, &e)
            || !t.roster().addPlayers(
                testPass(), {"Anna", "Bernd", "Carla", "Dario", "Emil", "Fritz", "Greta", "Hugo"},
                &e)
            || !t.rounds().addRound(testPass(),
                                    {idsOf(t, {"Anna", "Bernd", "Carla", "Dario"}),
                                     idsOf(t, {"Emil", "Fritz", "Greta", "Hugo"})},
                                    &e))
            qFatal("%s", qPrintable(e.message));
        return address;
    }

private slots:
    void initTestCase()
    {
        QString why;
        QVERIFY2(m_server.start(&why), qPrintable(why));
    }

    // The door on a server (docs/door.md): codes, check-in, amounts paid,
    // a call and a confirmation made with a player's own code.
    void doorOnServer()
    {
        Tournament t;
        seated(t);
        DbError e;
        std::unique_ptr<GiveRegistrationCodes> give = GiveRegistrationCodes::everyone(t);
        QVERIFY2(give->apply(t, &e), qPrintable(e.message));
        QCOMPARE(give->given().size(), 8);
        const qint64 anna = t.roster().playerByName(QStringLiteral("Anna"))->id;
        const QString code = t.door().entry(anna).code;
        QCOMPARE(t.door().playerOfCode(code.toLower()), anna);
        QVERIFY2(CheckIn(anna, true).apply(t, &e), qPrintable(e.message));
        QVERIFY2(SetPaid(anna, 1250).apply(t, &e), qPrintable(e.message));
        QVERIFY(t.door().entry(anna).isCheckedIn());
        QCOMPARE(t.door().totals().paid, 1250);
        // A call made through one desk is heard at another, and its check-ins too.
        Tournament other;
        QVERIFY2(other.open(m_server.address(QStringLiteral("reports%1").arg(m_databases)), &e),
                 qPrintable(e.message));
        QSignalSpy calls(other.notifier(), &Notifier::callsChanged);
        CallReferee call(1, 1, QStringLiteral("a question"), QStringLiteral("10.0.0.9"));
        QVERIFY2(call.apply(t, &e), qPrintable(e.message));
        QCOMPARE(t.door().calls().size(), 1);
        QVERIFY(calls.wait(10000));
        QCOMPARE(calls.first().at(0).toInt(), 1);
        QCOMPARE(calls.first().at(1).toInt(), 1);
        QCOMPARE(other.door().calls().size(), 1);
        QVERIFY(other.door().entry(anna).isCheckedIn());
        SubmitReport report(1, 1, sheet(kTable1), QStringLiteral("10.0.0.9"));
        QVERIFY2(report.apply(t, &e), qPrintable(e.message));
        ConfirmReport confirm(1, 1, 1, QStringLiteral("Anna"), QStringLiteral("10.0.0.9"));
        confirm.setWithCode(true);
        QVERIFY2(confirm.apply(t, &e), qPrintable(e.message));
        QCOMPARE(t.door().codedConfirmations(1, 1, 1), QSet<QString>{QStringLiteral("Anna")});
        // Undone, the mark goes with the confirmation.
        QVERIFY2(confirm.revert(t, &e), qPrintable(e.message));
        QVERIFY(t.door().codedConfirmations(1, 1, 1).isEmpty());
    }

    // Desk A and desk B accept table T's report while the last player's
    // phone confirms it (the tournament accepts confirmed reports at once),
    // all three at the same moment, each on a connection of its own: the
    // rules are decided inside each command's transaction, so one version
    // is saved and the other two are told (no report waits; 409).
    void twoDesksAndAPhoneRace()
    {
        Tournament setup;
        const QString address = seated(setup);
        DbError e;
        SetAcceptConfirmed on(true);
        QVERIFY(on.apply(setup, &e));
        const QMap<int, QString> codes = setup.reports().codes(1);
        for (int table : {1, 2}) {
            const QList<PlayerLine> lines = table == 1 ? sheet(kTable1)
                                                       : sheet(QString(kTable1)
                                                                   .replace("Anna", "Emil")
                                                                   .replace("Bernd", "Fritz")
                                                                   .replace("Carla", "Greta")
                                                                   .replace("Dario", "Hugo"));
            SubmitReport report(1, table, lines, QStringLiteral("10.0.0.9"));
            QVERIFY2(report.apply(setup, &e), qPrintable(e.message));
            for (qsizetype i = 0; i < 3; ++i) {
                ConfirmReport c(1, table, 1, lines[i].name, QStringLiteral("10.0.0.9"));
                QVERIFY(c.apply(setup, &e));
            }
            const QString last = lines[3].name;

            std::atomic<int> ready{0};
            std::atomic<int> deskWins{0}, deskTold{0}, phoneWins{0}, phoneTold{0}, failed{0};
            const auto together = [&ready] {
                ready.fetch_add(1);
                while (ready.load() < 3)
                    QThread::yieldCurrentThread();
            };
            const auto desk = [&] {
                Tournament t;
                DbError error;
                if (!t.open(address, &error)) {
                    failed.fetch_add(1);
                    together();
                    return;
                }
                AcceptReport accept(1, table, 1);
                together();
                if (accept.apply(t, &error))
                    deskWins.fetch_add(1);
                else if (accept.outcome() == AcceptReport::Outcome::NoReport)
                    deskTold.fetch_add(1);
                else
                    failed.fetch_add(1);
            };
            const auto phone = [&] {
                Tournament t;
                DbError error;
                if (!t.open(address, &error)) {
                    failed.fetch_add(1);
                    together();
                    return;
                }
                ReportsServer server(&t);
                HttpRequest request;
                request.method = "POST";
                request.path = "/r/" + codes.value(table).toLatin1() + "/confirm";
                request.headers.insert("content-type", "application/x-www-form-urlencoded");
                request.body = "player=" + QUrl::toPercentEncoding(last) + "&report=1";
                request.peer = QHostAddress(QStringLiteral("10.0.0.8"));
                together();
                const HttpResponse r = server.handle(request);
                if (r.status == 200 && r.body.contains("\"accepted\""))
                    phoneWins.fetch_add(1);
                else if (r.status == 409)
                    phoneTold.fetch_add(1);
                else
                    failed.fetch_add(1);
            };
            QThread *a = QThread::create(desk);
            QThread *b = QThread::create(desk);
            QThread *c = QThread::create(phone);
            for (QThread *thread : {a, b, c})
                thread->start();
            for (QThread *thread : {a, b, c}) {
                QVERIFY(thread->wait(60000));
                delete thread;
            }
            QCOMPARE(failed.load(), 0);
            QCOMPARE(deskWins.load() + phoneWins.load(), 1);
            QCOMPARE(deskTold.load() + phoneTold.load(), 2);
            // One version, by the report.
            const std::optional<StoredSheet> saved = setup.results().sheet(1, table);
            QVERIFY(saved);
            QCOMPARE(saved->version, 1);
            QCOMPARE(saved->report, 1);
            QCOMPARE(setup.reports().table(1, table).state, ReportState::Accepted);
        }
    }

    void twoDesks()
    {
        Tournament a;
        const QString address = seated(a);
        const QMap<int, QString> codes = a.reports().codes(1);
        QCOMPARE(codes.size(), 2);
        Tournament b;
        DbError e;
        QVERIFY2(b.open(address, &e), qPrintable(e.message));
        QCOMPARE(b.reports().codes(1), codes);
        QCOMPARE(b.reports().tableOfCode(codes.value(2)), qMakePair(1, 2));

        // A report through desk A is heard at desk B.
        QSignalSpy heard(b.notifier(), &Notifier::reportsChanged);
        SubmitReport report(1, 1, sheet(kTable1), QStringLiteral("10.0.0.9"));
        QVERIFY2(report.apply(a, &e), qPrintable(e.message));
        QVERIFY(heard.wait(10000));
        QCOMPARE(heard.first().at(0).toInt(), 1);
        QCOMPARE(b.reports().table(1, 1).state, ReportState::Reported);
        // Accepted at desk B: the sheet by the report, the same at desk A.
        AcceptReport accept(1, 1);
        QVERIFY2(accept.apply(b, &e), qPrintable(e.message));
        QCOMPARE(a.results().sheet(1, 1)->report, 1);
        QCOMPARE(a.reports().table(1, 1).state, ReportState::Accepted);
        QCOMPARE(a.reports().events().size(), 2);

        // Table 2 reseated (Greta and Hugo swap seats): a new code.
        QVERIFY2(a.rounds().reseatTables(testPass(), 1,
                                         {{2, idsOf(a, {"Emil", "Fritz", "Hugo", "Greta"})}}, &e),
                 qPrintable(e.message));
        QVERIFY(b.reports().codes(1).value(2) != codes.value(2));
        QCOMPARE(b.reports().tableOfCode(codes.value(2)), qMakePair(0, 0));
    }

    void copyKeepsReports()
    {
        const QString file = m_dir.filePath(QStringLiteral("cup.sqlite"));
        {
            Tournament t;
            DbError e;
            QVERIFY(t.open(file, &e));
            QVERIFY(t.roster().addPlayers(testPass(), {"Anna", "Bernd", "Carla", "Dario"}, &e));
            QVERIFY(t.rounds().addRound(testPass(), {idsOf(t, {"Anna", "Bernd", "Carla", "Dario"})},
                                        &e));
            SubmitReport report(1, 1, sheet(kTable1), QStringLiteral("10.0.0.9"));
            QVERIFY(report.apply(t, &e));
            ConfirmReport confirm(1, 1, 1, QStringLiteral("Anna"), QStringLiteral("10.0.0.8"));
            QVERIFY(confirm.apply(t, &e));
            SetAcceptConfirmed on(true);
            QVERIFY(on.apply(t, &e));
        }
        const QString name = QStringLiteral("copy%1").arg(++m_databases);
        QString why;
        QVERIFY2(m_server.createDatabase(name, &why), qPrintable(why));
        DbError e;
        Tournament source;
        QVERIFY(source.openReadOnly(file, &e));
        const QString code = source.reports().codes(1).value(1);
        source.close();
        QVERIFY2(Backups::copy(file, m_server.address(name), &e), qPrintable(e.message));
        Tournament copy;
        QVERIFY2(copy.open(m_server.address(name), &e), qPrintable(e.message));
        QCOMPARE(copy.reports().codes(1).value(1), code);
        const TableReports r = copy.reports().table(1, 1);
        QCOMPARE(r.reports.size(), 1);
        QCOMPARE(r.reports.first().lines, sheet(kTable1));
        QCOMPARE(r.reports.first().confirmedBy, QStringList{QStringLiteral("Anna")});
        QCOMPARE(copy.reports().events().size(), 2);
        QVERIFY(copy.reports().acceptConfirmed());
    }
};

QTEST_GUILESS_MAIN(TestReportsServer)
#include "tst_reports_server.moc"
