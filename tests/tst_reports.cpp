// docs/formats.md, "Report codes" and "Reports over the network": the
// tables' codes and reports as the tournament keeps them, and the commands
// that write them (a report, a confirmation, acceptance, rejection, the
// setting "accept confirmed reports"), done and undone.
#include "commands/reportcommands.h"
#include "commands/roundcommands.h"
#include "commands/sheetcommands.h"
#include "storepass.h"
#include "tournament/reports.h"
#include "tournament/results.h"
#include "tournament/rounds.h"
#include "tournamenttest.h"

#include <QRegularExpression>
#include <QSet>
#include <QSignalSpy>

using namespace ctd;
using namespace ctd::test;

class TestReports : public TournamentTest
{
    Q_OBJECT

    QString codeOf(int round, int table) const { return m_t.reports().codes(round).value(table); }

    int submit(const QString &spec, int table = 1,
               const QString &address = QStringLiteral("10.0.0.7"))
    {
        SubmitReport c(1, table, sheet(spec), address);
        DbError e;
        if (!c.apply(m_t, &e)) {
            qWarning("%s", qPrintable(e.message));
            return 0;
        }
        return c.number();
    }

    bool confirm(int report, const QString &player, ConfirmReport **kept = nullptr)
    {
        auto *c = new ConfirmReport(1, 1, report, player, QStringLiteral("10.0.0.8"));
        DbError e;
        const bool ok = c->apply(m_t, &e);
        if (kept)
            *kept = c;
        else
            delete c;
        return ok;
    }

    ReportState state(int table = 1) const { return m_t.reports().table(1, table).state; }

private slots:
    void init()
    {
        openNew();
        seatRoundOne();
    }

    void codeShape()
    {
        const QMap<int, QString> codes = m_t.reports().codes(1);
        QCOMPARE(codes.size(), 2);
        const QRegularExpression shape(QStringLiteral("^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$"));
        for (const QString &c : codes)
            QVERIFY2(shape.match(c).hasMatch(), qPrintable(c));
        QVERIFY(codes.value(1) != codes.value(2));
        QCOMPARE(m_t.reports().tableOfCode(codes.value(2)), qMakePair(1, 2));
    }

    void codesAreDrawn()
    {
        // 200 codes from the system's source: all different, every symbol used.
        QSet<QString> seen;
        QSet<QChar> symbols;
        for (int i = 0; i < 200; ++i) {
            const QString c = Reports::newCode();
            seen.insert(c);
            for (QChar s : c)
                symbols.insert(s);
        }
        QCOMPARE(seen.size(), 200);
        QCOMPARE(symbols.size(), int(Reports::alphabet().size()));
    }

    void normalize_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QString>("stored");
        QTest::newRow("as printed") << "K7QM2PXA"
                                    << "K7QM2PXA";
        QTest::newRow("lower case and dash") << "k7qm-2pxa"
                                             << "K7QM2PXA";
        QTest::newRow("spaces") << " k7qm 2pxa "
                                << "K7QM2PXA";
        QTest::newRow("too short") << "K7QM2PX"
                                   << "";
        QTest::newRow("too long") << "K7QM2PXAB"
                                  << "";
        QTest::newRow("0 is not a symbol") << "K7QM2PX0"
                                           << "";
        QTest::newRow("O is not a symbol") << "K7QM2PXO"
                                           << "";
        QTest::newRow("1 is not a symbol") << "K7QM2PX1"
                                           << "";
        QTest::newRow("I is not a symbol") << "K7QM2PXI"
                                           << "";
        QTest::newRow("L is not a symbol") << "K7QM2PXL"
                                           << "";
        QTest::newRow("empty") << ""
                               << "";
    }

    void normalize()
    {
        QFETCH(QString, typed);
        QFETCH(QString, stored);
        QCOMPARE(Reports::normalizeCode(typed), stored);
    }

    void reseatGivesNewCodes()
    {
        const QString one = codeOf(1, 1), two = codeOf(1, 2);
        DbError e;
        // Moving Dario to table 2 and Emil to table 1: both tables change.
        QVERIFY2(m_t.rounds().reseatTables(testPass(), 1,
                                           {{1, ids({"Anna", "Bernd", "Carla", "Emil"})},
                                            {2, ids({"Dario", "Fritz", "Greta"})}},
                                           &e),
                 qPrintable(e.message));
        QVERIFY(codeOf(1, 1) != one);
        QVERIFY(codeOf(1, 2) != two);
        QCOMPARE(m_t.reports().tableOfCode(one), qMakePair(0, 0));
        // The whole round reseated: new codes again.
        const QString moved = codeOf(1, 1);
        QVERIFY2(m_t.rounds().reseatRound(
                     testPass(), 1,
                     {ids({"Anna", "Bernd", "Carla", "Dario"}), ids({"Emil", "Fritz", "Greta"})},
                     &e),
                 qPrintable(e.message));
        QVERIFY(codeOf(1, 1) != moved);
        QCOMPARE(m_t.reports().tableOfCode(moved), qMakePair(0, 0));
    }

    void reseatDropsReports()
    {
        QCOMPARE(submit(kTable2, 2), 1);
        DbError e;
        QVERIFY2(m_t.rounds().reseatTables(testPass(), 1,
                                           {{1, ids({"Anna", "Bernd", "Carla", "Emil"})},
                                            {2, ids({"Dario", "Fritz", "Greta"})}},
                                           &e),
                 qPrintable(e.message));
        QCOMPARE(state(2), ReportState::None);
    }

    void removedRoundKillsCodes()
    {
        const QString one = codeOf(1, 1);
        DbError e;
        QVERIFY2(m_t.rounds().removeLastRound(testPass(), &e), qPrintable(e.message));
        QCOMPARE(m_t.reports().tableOfCode(one), qMakePair(0, 0));
    }

    void issueMissingCodes()
    {
        // A table without a code (a file from before codes) gets one; the
        // others keep theirs.
        const QString two = codeOf(1, 2);
        IssueReportCodes nothing(1);
        DbError e;
        QVERIFY2(nothing.apply(m_t, &e), qPrintable(e.message));
        QVERIFY(!nothing.changedAnything());
        QCOMPARE(codeOf(1, 2), two);
        // An imported round's tables come without codes.
        TableSheet imported;
        imported.round = 2;
        imported.table = 1;
        imported.lines = sheet(kTable2);
        QList<Problem> problems;
        QVERIFY2(m_t.results().importResults(testPass(), {imported}, &problems, &e),
                 qPrintable(e.message));
        QCOMPARE(m_t.reports().codes(2).size(), 0);
        IssueReportCodes issue(2);
        QVERIFY2(issue.apply(m_t, &e), qPrintable(e.message));
        QVERIFY(issue.changedAnything());
        QCOMPARE(m_t.reports().codes(2).size(), 1);
        QCOMPARE(codeOf(1, 2), two);
    }

    void states()
    {
        QCOMPARE(state(), ReportState::None);
        QCOMPARE(submit(kTable1), 1);
        QCOMPARE(state(), ReportState::Reported);
        // The same sheet again is the same report.
        QCOMPARE(submit(kTable1), 1);
        QCOMPARE(m_t.reports().table(1, 1).reports.size(), 1);
        for (const QString &p : QStringList{"Anna", "Bernd", "Carla"})
            QVERIFY(confirm(1, p));
        QCOMPARE(state(), ReportState::Reported);
        QVERIFY(confirm(1, QStringLiteral("Dario")));
        QCOMPARE(state(), ReportState::Confirmed);
        // Another sheet: a conflict.
        QCOMPARE(submit(QString(kTable1).replace(QLatin1String("Dario 2 0 0 2 6 3"),
                                                 QLatin1String("Dario 2 0 0 2 7 3"))),
                 2);
        QCOMPARE(state(), ReportState::Conflict);
        DbError e;
        RejectReports reject(1, 1);
        QVERIFY2(reject.apply(m_t, &e), qPrintable(e.message));
        QCOMPARE(state(), ReportState::Rejected);
        QVERIFY(reject.revert(m_t, &e));
        QCOMPARE(state(), ReportState::Conflict);
        AcceptReport accept(1, 1, 1);
        QVERIFY2(accept.apply(m_t, &e), qPrintable(e.message));
        QCOMPARE(state(), ReportState::Accepted);
    }

    void confirmRefusals_data()
    {
        QTest::addColumn<int>("report");
        QTest::addColumn<QString>("player");
        QTest::newRow("player of another table") << 1 << "Emil";
        QTest::newRow("unknown report") << 2 << "Anna";
        QTest::newRow("no player") << 1 << "";
    }

    void confirmRefusals()
    {
        QFETCH(int, report);
        QFETCH(QString, player);
        QCOMPARE(submit(kTable1), 1);
        QVERIFY(!confirm(report, player));
        QCOMPARE(m_t.reports().table(1, 1).reports.first().confirmedBy, QStringList());
    }

    void acceptSavesTheSheetByTheReport()
    {
        QCOMPARE(submit(kTable1), 1);
        QSignalSpy saved(m_t.notifier(), &Notifier::sheetSaved);
        QSignalSpy reports(m_t.notifier(), &Notifier::reportsChanged);
        AcceptReport accept(1, 1);
        DbError e;
        QVERIFY2(accept.apply(m_t, &e), qPrintable(e.message));
        QCOMPARE(saved.size(), 1);
        QVERIFY(reports.size() >= 1);
        const std::optional<StoredSheet> s = m_t.results().sheet(1, 1);
        QVERIFY(s);
        QCOMPARE(s->lines, sheet(kTable1));
        QCOMPARE(s->report, 1);
        QCOMPARE(m_t.results().history(1, 1).last().report, 1);
        // Undone: no result, the report waits again; redone: accepted again.
        QVERIFY2(accept.revert(m_t, &e), qPrintable(e.message));
        QVERIFY(!m_t.results().sheet(1, 1));
        QCOMPARE(state(), ReportState::Reported);
        QVERIFY2(accept.apply(m_t, &e), qPrintable(e.message));
        QCOMPARE(state(), ReportState::Accepted);
        QVERIFY(m_t.results().sheet(1, 1));
    }

    void acceptRefusals()
    {
        DbError e;
        AcceptReport none(1, 1);
        QVERIFY(!none.apply(m_t, &e));
        QCOMPARE(none.outcome(), AcceptReport::Outcome::NoReport);
        // A report that broke no rule when sent, but does under the rules
        // of now: a cap of VP cards at the table is the same in every rule
        // set, so a sheet kept as the page sent it is checked again here.
        QCOMPARE(submit(kTable1), 1);
        AcceptReport other(1, 1, 5);
        QVERIFY(!other.apply(m_t, &e));
        QCOMPARE(other.outcome(), AcceptReport::Outcome::NoReport);
        QVERIFY(!m_t.results().sheet(1, 1));
    }

    void acceptConfirmedSetting()
    {
        QVERIFY(!m_t.reports().acceptConfirmed());
        SetAcceptConfirmed on(true);
        DbError e;
        QVERIFY2(on.apply(m_t, &e), qPrintable(e.message));
        QVERIFY(m_t.reports().acceptConfirmed());
        QCOMPARE(submit(kTable1), 1);
        for (const QString &p : QStringList{"Anna", "Bernd", "Carla"})
            QVERIFY(confirm(1, p));
        QVERIFY(!m_t.results().sheet(1, 1));
        ConfirmReport *last = nullptr;
        QVERIFY(confirm(1, QStringLiteral("Dario"), &last));
        std::unique_ptr<ConfirmReport> kept(last);
        QVERIFY(kept->accepted());
        QCOMPARE(state(), ReportState::Accepted);
        QCOMPARE(m_t.results().sheet(1, 1)->report, 1);
        QVERIFY2(kept->revert(m_t, &e), qPrintable(e.message));
        QVERIFY(!m_t.results().sheet(1, 1));
        QCOMPARE(state(), ReportState::Reported);
        QVERIFY(on.revert(m_t, &e));
        QVERIFY(!m_t.reports().acceptConfirmed());
    }

    void everythingIsLogged()
    {
        QCOMPARE(submit(kTable1, 1, QStringLiteral("192.168.1.20")), 1);
        QVERIFY(confirm(1, QStringLiteral("Anna")));
        DbError e;
        RejectReports reject(1, 1);
        QVERIFY(reject.apply(m_t, &e));
        QCOMPARE(submit(kTable1, 1, QStringLiteral("192.168.1.21")), 2);
        AcceptReport accept(1, 1);
        QVERIFY(accept.apply(m_t, &e));
        const QList<ReportEvent> events = m_t.reports().events();
        QStringList kinds;
        for (const ReportEvent &ev : events) {
            kinds << ev.kind;
            QVERIFY(ev.at.isValid());
            QVERIFY(!ev.address.isEmpty());
        }
        QCOMPARE(kinds, QStringList({"report", "confirm", "reject", "report", "accept"}));
        QCOMPARE(events.first().address, QStringLiteral("192.168.1.20"));
        QCOMPARE(events.at(1).player, QStringLiteral("Anna"));
        QCOMPARE(events.at(3).address, QStringLiteral("192.168.1.21"));
        // Kept when the table's seating goes.
        QVERIFY(accept.revert(m_t, &e));
        QVERIFY(m_t.rounds().reseatRound(
            testPass(), 1,
            {ids({"Anna", "Bernd", "Carla", "Dario"}), ids({"Emil", "Fritz", "Greta"})}, &e));
        QCOMPARE(m_t.reports().events().size(), events.size() + 1);
    }

    void namesMustBeTheTables()
    {
        SubmitReport c(1, 2, sheet(kTable1), QStringLiteral("10.0.0.1"));
        DbError e;
        QVERIFY(!c.apply(m_t, &e));
        QCOMPARE(e.kind, DbError::Invalid);
        QCOMPARE(state(2), ReportState::None);
    }
};

QTEST_GUILESS_MAIN(TestReports)
#include "tst_reports.moc"
