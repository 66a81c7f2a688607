// docs/formats.md, "Report codes" and "Reports over the network": codes,
// reports, accept and reject on the command line, their output and exit
// statuses (0 done, 1 a report that breaks a rule now, that a saved result
// superseded, or a conflict with no report named; 2 none or a usage problem).
#include "clirun.h"
#include "storepass.h"
#include "testsheets.h"

#include "commands/reportcommands.h"
#include "commands/sheetcommands.h"
#include "tournament/reports.h"
#include "tournament/results.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"
#include "tournament/tournament.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace ctd;
using namespace ctd::test;

namespace {

const QString kTable1 =
    QStringLiteral("Anna 2 3 1 3 11 7 | Bernd 3 2 0 1 8 4 | Carla 4 1 0 0 9 5 | Dario 2 0 0 2 6 3");
const QString kBroken =
    QStringLiteral("Anna 2 3 1 3 11 7 | Bernd 6 1 0 1 8 4 | Carla 4 1 0 0 9 5 | Dario 2 0 0 2 6 3");
// The result the director types by hand after the table reported kTable1.
const QString kTyped =
    QStringLiteral("Anna 2 3 1 3 11 7 | Bernd 3 2 0 1 8 4 | Carla 3 1 0 0 9 5 | Dario 2 0 0 2 6 3");

} // namespace

class TestCliReports : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_db;
    int m_files = 0;

    // Runs `command` on the tournament, which is closed afterwards.
    template <typename Run> void withTournament(Run run)
    {
        Tournament t;
        DbError e;
        QVERIFY2(t.open(m_db, &e), qPrintable(e.message));
        run(t);
    }

    void report(const QString &spec, int table = 1)
    {
        withTournament([&](Tournament &t) {
            SubmitReport c(1, table, sheet(spec), QStringLiteral("10.0.0.5"));
            DbError e;
            QVERIFY2(c.apply(t, &e), qPrintable(e.message));
        });
    }

    QStringList db(const QStringList &args) const
    {
        return QStringList{QStringLiteral("--db"), m_db} + args;
    }

private slots:
    void init()
    {
        m_db = m_dir.filePath(QStringLiteral("t%1.sqlite").arg(++m_files));
        withTournament([](Tournament &t) {
            DbError e;
            QVERIFY(t.roster().addPlayers(
                testPass(), {"Anna", "Bernd", "Carla", "Dario", "Emil", "Fritz", "Greta"}, &e));
            QList<qint64> ids;
            for (const Player &p : t.roster().players())
                ids.append(p.id);
            QVERIFY(t.rounds().addRound(testPass(), {ids.mid(0, 4), ids.mid(4, 3)}, &e));
        });
    }

    void codes()
    {
        const CliRun r = runCli(db({"codes"}));
        QCOMPARE(r.status, 0);
        const QList<QByteArray> lines = r.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 3);
        QCOMPARE(lines.first(), "round,table,code");
        const QRegularExpression row(QStringLiteral("^1,[12],[2-9A-HJKMNP-Z]{8}$"));
        QVERIFY(row.match(QString::fromLatin1(lines.at(1))).hasMatch());
        QVERIFY(row.match(QString::fromLatin1(lines.at(2))).hasMatch());
        // The same codes when asked again, and for --round 1.
        QCOMPARE(runCli(db({"codes", "--round", "1"})).out, r.out);
        withTournament([&](Tournament &t) {
            QCOMPARE(t.reports().codes(1).value(2).toLatin1(), lines.at(2).mid(4));
        });
    }

    void usage_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("codes of a round not there") << QStringList{"codes", "--round", "3"};
        QTest::newRow("codes with an argument") << QStringList{"codes", "x"};
        QTest::newRow("reports, round 0") << QStringList{"reports", "--round", "0"};
        QTest::newRow("accept without a table") << QStringList{"accept", "--round", "1"};
        QTest::newRow("accept without a round") << QStringList{"accept", "--table", "1"};
        QTest::newRow("accept, report not a number")
            << QStringList{"accept", "--round", "1", "--table", "1", "--report", "x"};
        QTest::newRow("reject without a table") << QStringList{"reject", "--round", "1"};
        QTest::newRow("reject with --report")
            << QStringList{"reject", "--round", "1", "--table", "1", "--report", "1"};
    }

    void usage()
    {
        QFETCH(QStringList, args);
        const CliRun r = runCli(db(args));
        QCOMPARE(r.status, 2);
        QVERIFY2(r.err.startsWith("error: -: usage: "), r.err.constData());
        QVERIFY(r.out.isEmpty());
    }

    void reportsAndAccept()
    {
        CliRun r = runCli(db({"reports"}));
        QCOMPARE(r.status, 0);
        QCOMPARE(r.out, "round,table,state,report,confirmed,received\n");
        // Nothing to accept: 2.
        r = runCli(db({"accept", "--round", "1", "--table", "1"}));
        QCOMPARE(r.status, 2);
        QVERIFY(!r.err.isEmpty());

        report(kTable1);
        withTournament([](Tournament &t) {
            for (const QString &p : QStringList{"Anna", "Bernd", "Carla"}) {
                ConfirmReport c(1, 1, 1, p, QStringLiteral("10.0.0.6"));
                DbError e;
                QVERIFY(c.apply(t, &e));
            }
        });
        // A report stored under rules that have changed since: it breaks one now.
        withTournament([](Tournament &t) {
            int number = 0;
            bool added = false;
            DbError e;
            QVERIFY2(t.reports().addReport(testPass(), 1, 1, sheet(kBroken),
                                           QStringLiteral("10.0.0.7"), &number, &added, &e),
                     qPrintable(e.message));
            QCOMPARE(number, 2);
        });
        r = runCli(db({"reports"}));
        QCOMPARE(r.status, 0);
        const QList<QByteArray> lines = r.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 2);
        const QRegularExpression row(
            QStringLiteral(R"(^1,1,conflict,2,0/4,\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$)"));
        QVERIFY2(row.match(QString::fromLatin1(lines.at(1))).hasMatch(), lines.at(1).constData());

        // A conflict: refused unless the report is named (1), nothing written.
        r = runCli(db({"accept", "--round", "1", "--table", "1"}));
        QCOMPARE(r.status, 1);
        QVERIFY2(r.err.startsWith("error: -: conflict: "), r.err.constData());
        withTournament([](Tournament &t) { QVERIFY(!t.results().sheet(1, 1)); });
        // Report 2 breaks a rule: 1, every problem on stderr, nothing written.
        r = runCli(db({"accept", "--round", "1", "--table", "1", "--report", "2"}));
        QCOMPARE(r.status, 1);
        QVERIFY2(r.err.contains("error: -: round 1, table 1, player Bernd: settlements_range: "),
                 r.err.constData());
        // Report 1 does not.
        r = runCli(db({"accept", "--round", "1", "--table", "1", "--report", "1"}));
        QCOMPARE(r.status, 0);
        withTournament([](Tournament &t) {
            const std::optional<StoredSheet> s = t.results().sheet(1, 1);
            QVERIFY(s);
            QCOMPARE(s->report, 1);
            QCOMPARE(s->lines, sheet(kTable1));
        });
        r = runCli(db({"reports", "--round", "1"}));
        QVERIFY2(r.out.contains("\n1,1,accepted,1,3/4,"), r.out.constData());
        // The standings moved.
        r = runCli(db({"standings"}));
        QVERIFY2(r.out.contains("1,Anna,5.00,13,"), r.out.constData());
    }

    // A result typed at the desk after the table reported settles the
    // report: listed as superseded, refused by accept (1, nothing written)
    // unless --over, which saves it as a new version over the typed one.
    void supersededByATypedResult()
    {
        report(kTable1);
        withTournament([](Tournament &t) {
            SaveSheet typed(1, 1, sheet(kTyped), false);
            DbError e;
            QVERIFY2(typed.apply(t, &e), qPrintable(e.message));
        });
        CliRun r = runCli(db({"reports"}));
        QCOMPARE(r.status, 0);
        QVERIFY2(r.out.contains("\n1,1,superseded,1,0/4,"), r.out.constData());
        for (const QStringList &args :
             {QStringList{"accept", "--round", "1", "--table", "1"},
              QStringList{"accept", "--round", "1", "--table", "1", "--report", "1"}}) {
            r = runCli(db(args));
            QCOMPARE(r.status, 1);
            QVERIFY2(r.err.startsWith("error: -: superseded: "), r.err.constData());
        }
        withTournament([](Tournament &t) {
            const std::optional<StoredSheet> s = t.results().sheet(1, 1);
            QVERIFY(s);
            QCOMPARE(s->version, 1);
            QCOMPARE(s->lines, sheet(kTyped));
        });
        r = runCli(db({"accept", "--round", "1", "--table", "1", "--over"}));
        QCOMPARE(r.status, 0);
        withTournament([](Tournament &t) {
            const std::optional<StoredSheet> s = t.results().sheet(1, 1);
            QVERIFY(s);
            QCOMPARE(s->version, 2);
            QCOMPARE(s->report, 1);
            QCOMPARE(s->lines, sheet(kTable1));
        });
        r = runCli(db({"reports"}));
        QVERIFY2(r.out.contains("\n1,1,accepted,1,0/4,"), r.out.constData());
    }

    // The automatic acceptance never replaces a saved result; reports and
    // confirmations to a table with a result are refused in the command.
    void automaticAcceptanceNeverOverASavedResult()
    {
        withTournament([](Tournament &t) {
            DbError e;
            SetAcceptConfirmed on(true);
            QVERIFY(on.apply(t, &e));
            SubmitReport sent(1, 1, sheet(kTable1), QStringLiteral("10.0.0.5"));
            QVERIFY(sent.apply(t, &e));
            SaveSheet typed(1, 1, sheet(kTyped), false);
            QVERIFY2(typed.apply(t, &e), qPrintable(e.message));
            for (const QString &p : QStringList{"Anna", "Bernd", "Carla", "Dario"}) {
                ConfirmReport c(1, 1, 1, p, QStringLiteral("10.0.0.6"));
                QVERIFY(!c.apply(t, &e));
                QCOMPARE(c.outcome(), ConfirmReport::Outcome::HasResult);
            }
            SubmitReport again(1, 1, sheet(kTable1), QStringLiteral("10.0.0.5"));
            QVERIFY(!again.apply(t, &e));
            QCOMPARE(again.outcome(), SubmitReport::Outcome::HasResult);
            const std::optional<StoredSheet> s = t.results().sheet(1, 1);
            QVERIFY(s);
            QCOMPARE(s->lines, sheet(kTyped));
            QCOMPARE(t.reports().table(1, 1).state, ReportState::Superseded);
        });
    }

    // A sheet that breaks a rule is refused inside the command (422 to the
    // phone), and a table keeps at most Reports::kMaxReports reports: the
    // next distinct sheet is refused (429), the same sheet again is that report.
    void submitRefusals()
    {
        withTournament([](Tournament &t) {
            DbError e;
            SubmitReport broken(1, 1, sheet(kBroken), QStringLiteral("10.0.0.5"));
            QVERIFY(!broken.apply(t, &e));
            QCOMPARE(broken.outcome(), SubmitReport::Outcome::BreaksRules);
            QVERIFY(t.reports().table(1, 1).reports.isEmpty());
            QList<PlayerLine> lines = sheet(kTable1);
            for (int i = 0; i < Reports::kMaxReports; ++i) {
                lines[3].roads = 3 + i % 10;
                lines[3].knights = i / 10;
                SubmitReport one(1, 1, lines, QStringLiteral("10.0.0.5"));
                QVERIFY2(one.apply(t, &e), qPrintable(e.message));
                QCOMPARE(one.number(), i + 1);
            }
            SubmitReport same(1, 1, lines, QStringLiteral("10.0.0.5"));
            QVERIFY(same.apply(t, &e));
            QCOMPARE(same.number(), Reports::kMaxReports);
            lines[3].roads = 13;
            SubmitReport more(1, 1, lines, QStringLiteral("10.0.0.5"));
            QVERIFY(!more.apply(t, &e));
            QCOMPARE(more.outcome(), SubmitReport::Outcome::TooMany);
            QCOMPARE(t.reports().table(1, 1).reports.size(), Reports::kMaxReports);
        });
    }

    // A revert takes back only what its command did: a rejection whose
    // reports were reopened since, or a setting changed since, is refused.
    void revertsCheckWhatChangedSince()
    {
        report(kTable1);
        withTournament([](Tournament &t) {
            DbError e;
            RejectReports reject(1, 1);
            QVERIFY(reject.apply(t, &e));
            // Reopened meanwhile (another desk took its own rejection back).
            QVERIFY(t.reports().setStatus(testPass(), 1, 1, {1}, TableReport::Status::Open,
                                          QString(), QString(), &e));
            QVERIFY(!reject.revert(t, &e));
            QCOMPARE(t.reports().table(1, 1).state, ReportState::Reported);

            SetAcceptConfirmed on(true);
            QVERIFY(on.apply(t, &e));
            SetAcceptConfirmed off(false);
            QVERIFY(off.apply(t, &e));
            QVERIFY(!on.revert(t, &e));
            QVERIFY(!t.reports().acceptConfirmed());
            QVERIFY(off.revert(t, &e));
            QVERIFY(t.reports().acceptConfirmed());
        });
    }

    void reject()
    {
        CliRun r = runCli(db({"reject", "--round", "1", "--table", "2"}));
        QCOMPARE(r.status, 2);
        report(QStringLiteral("Emil 2 1 0 0 4 1 | Fritz 2 1 0 0 4 1 | Greta 2 1 0 0 4 1"), 2);
        r = runCli(db({"reject", "--round", "1", "--table", "2"}));
        QCOMPARE(r.status, 0);
        r = runCli(db({"reports"}));
        QVERIFY2(r.out.contains("\n1,2,rejected,1,0/3,"), r.out.constData());
        withTournament([](Tournament &t) {
            const QList<ReportEvent> events = t.reports().events();
            QCOMPARE(events.size(), 2);
            QCOMPARE(events.last().kind, QStringLiteral("reject"));
        });
    }
};

QTEST_GUILESS_MAIN(TestCliReports)
#include "tst_cli_reports.moc"
