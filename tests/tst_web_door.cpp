// The door on the phones (docs/door.md), asked of the players' page server's
// handler with reports on: once the players have registration codes, a
// confirmation needs the confirming player's own code (without it or with
// another's: 403, nothing stored, a guess counted), and the automatic
// acceptance counts only such confirmations; a table calls a referee (202,
// one open call per table) and its page says when a referee is on the way;
// a player checks in from a phone at /c/CODE when the director allows it,
// only before the round is seated.
#include "storepass.h"
#include "tournamenttest.h"
#include "webtest.h"

#include "commands/doorcommands.h"
#include "commands/reportcommands.h"
#include "readmodel/follower.h"
#include "tournament/door.h"
#include "tournament/reports.h"
#include "tournament/roster.h"
#include "web/playersserver.h"
#include "web/reportsserver.h"

#include <QJsonDocument>
#include <QJsonObject>

using namespace ctd;
using namespace ctd::test;

namespace {

const QByteArray kForm = "application/x-www-form-urlencoded";

} // namespace

class TestWebDoor : public TournamentTest
{
    Q_OBJECT

    std::unique_ptr<TournamentFollower> m_follower;
    std::unique_ptr<PlayersServer> m_server;
    std::unique_ptr<ReportsServer> m_reports;
    qint64 m_clock = 1000000;

    QByteArray code(int table) const { return m_t.reports().codes(1).value(table).toLatin1(); }
    QByteArray playerCode(const QString &name) const
    {
        return m_t.door().entry(m_t.roster().playerByName(name)->id).code.toLatin1();
    }

    HttpResponse ask(const QByteArray &method, const QByteArray &target,
                     const QByteArray &body = {},
                     const QString &peer = QStringLiteral("192.168.7.10"))
    {
        HttpRequest r;
        r.method = method;
        const qsizetype q = target.indexOf('?');
        r.path = q < 0 ? target : target.left(q);
        r.query = q < 0 ? QByteArray() : target.mid(q + 1);
        if (!body.isEmpty())
            r.headers.insert("content-type", kForm);
        r.headers.insert("accept-language", "en");
        r.body = body;
        r.peer = QHostAddress(peer);
        return m_server->handle(r);
    }
    void giveCodes()
    {
        DbError e;
        QVERIFY2(GiveRegistrationCodes::everyone(m_t)->apply(m_t, &e), qPrintable(e.message));
    }
    void report()
    {
        DbError e;
        SubmitReport submit(1, 1, sheet(kTable1), QStringLiteral("192.168.7.10"));
        QVERIFY2(submit.apply(m_t, &e), qPrintable(e.message));
    }
    QStringList confirmedBy() const { return m_t.reports().table(1, 1).current()->confirmedBy; }

private slots:
    void init()
    {
        openNew();
        seatRoundOne();
        m_follower = std::make_unique<TournamentFollower>();
        DbError e;
        QVERIFY2(m_follower->open(file(), &e), qPrintable(e.message));
        m_server = std::make_unique<PlayersServer>(m_follower.get());
        m_reports = std::make_unique<ReportsServer>(&m_t);
        m_reports->setClock([this] { return m_clock; });
        m_server->setReports(m_reports.get());
    }
    void cleanup()
    {
        m_server.reset();
        m_reports.reset();
        m_follower.reset();
    }

    void forgedConfirmationRefused()
    {
        giveCodes();
        report();
        const QByteArray path = "/r/" + code(1) + "/confirm";
        // The page asks each player for their code.
        QVERIFY(ask("GET", "/r/" + code(1)).body.contains("Anna's registration code"));
        // Without a code, with another player's, or a made-up one: 403, nothing stored.
        QCOMPARE(ask("POST", path, "player=Anna&report=1").status, 403);
        QCOMPARE(ask("POST", path, "player=Anna&report=1&code=" + playerCode("Bernd")).status, 403);
        QCOMPARE(ask("POST", path, "player=Anna&report=1&code=ZZZZ2222").status, 403);
        QVERIFY(confirmedBy().isEmpty());
        // From the page: the page again, saying why.
        const HttpResponse page = ask("POST", path, "page=1&player=Anna&report=1&code=x");
        QCOMPARE(page.status, 403);
        QVERIFY(page.body.contains("not Anna&#x27;s registration code")
                || page.body.contains("not Anna's registration code"));
        // Her own code, however typed: confirmed.
        const QByteArray own = playerCode("Anna").toLower();
        const HttpResponse done =
            ask("POST", path, "player=Anna&report=1&code=" + own.left(4) + "-" + own.mid(4));
        QCOMPARE(done.status, 200);
        QCOMPARE(confirmedBy(), QStringList{QStringLiteral("Anna")});
        QCOMPARE(m_t.door().codedConfirmations(1, 1, 1), QSet<QString>{QStringLiteral("Anna")});
        // The wrong codes counted as guesses: six more and the address is shut out.
        for (int i = 0; i < 6; ++i)
            QCOMPARE(ask("POST", path, "player=Bernd&report=1&code=ZZZZ2222").status, 403);
        QCOMPARE(ask("GET", "/r/" + code(1)).status, 429);
        QCOMPARE(ask("GET", "/r/" + code(1), {}, QStringLiteral("192.168.9.9")).status, 200);
    }

    // With "accept confirmed reports at once", a confirmation made before the
    // codes were given does not count: the report waits for the director.
    void acceptanceCountsOnlyConfirmationsWithCodes()
    {
        DbError e;
        SetAcceptConfirmed on(true);
        QVERIFY(on.apply(m_t, &e));
        report();
        ConfirmReport early(1, 1, 1, QStringLiteral("Anna"), QStringLiteral("192.168.7.10"));
        QVERIFY(early.apply(m_t, &e));
        giveCodes();
        const QByteArray path = "/r/" + code(1) + "/confirm";
        for (const char *name : {"Bernd", "Carla", "Dario"})
            QCOMPARE(ask("POST", path,
                         QByteArray("player=") + name + "&report=1&code=" + playerCode(name))
                         .status,
                     200);
        QCOMPARE(m_t.reports().table(1, 1).state, ReportState::Confirmed);
        QVERIFY(!m_t.reports().table(1, 1).hasResult);
        // Anna confirms again, with her code: now the table's result.
        QCOMPARE(ask("POST", path, "player=Anna&report=1&code=" + playerCode("Anna")).status, 200);
        QVERIFY(m_t.reports().table(1, 1).hasResult);
    }

    void callReachesTheDeskAndThePageSaysSo()
    {
        const QByteArray path = "/r/" + code(1) + "/call";
        QVERIFY(ask("GET", "/r/" + code(1))
                    .body.contains(QByteArray("action=\"/r/" + code(1) + "/call\"")));
        HttpResponse called = ask("POST", path, "note=a+rule+question");
        QCOMPARE(called.status, 202);
        const QJsonObject first = QJsonDocument::fromJson(called.body).object();
        QCOMPARE(first.value(QStringLiteral("state")).toString(), QStringLiteral("open"));
        // A second call of the table is the same call.
        called = ask("POST", path, {});
        QCOMPARE(called.status, 202);
        QCOMPARE(QJsonDocument::fromJson(called.body).object().value(QStringLiteral("call")),
                 first.value(QStringLiteral("call")));
        const QList<TableCall> calls = m_t.door().calls();
        QCOMPARE(calls.size(), 1);
        QCOMPARE(calls.at(0).note, QStringLiteral("a rule question"));
        QCOMPARE(calls.at(0).table, 1);
        QVERIFY(ask("GET", "/r/" + code(1)).body.contains("The desk has your call"));
        DbError e;
        SetCallState take(calls.at(0).id, TableCall::State::Taken);
        QVERIFY(take.apply(m_t, &e));
        QVERIFY(ask("GET", "/r/" + code(1)).body.contains("A referee is on the way."));
        // Too long a note; an unknown code.
        QCOMPARE(ask("POST", "/r/" + code(2) + "/call", "note=" + QByteArray(201, 'x')).status,
                 400);
        QCOMPARE(ask("POST", "/r/ZZZZ2222/call", "note=x").status, 403);
        QCOMPARE(ask("GET", path).status, 405);
    }

    void selfCheckIn()
    {
        // Before the round is seated: a tournament of its own.
        Tournament fresh;
        DbError e;
        QVERIFY(fresh.open(file(QStringLiteral("fresh.sqlite")), &e));
        QVERIFY(fresh.roster().addPlayers(testPass(), {"Anna", "Bernd"}, &e));
        QVERIFY(GiveRegistrationCodes::everyone(fresh)->apply(fresh, &e));
        ReportsServer server(&fresh);
        const auto askFresh = [&server](const QByteArray &method, const QByteArray &path) {
            HttpRequest r;
            r.method = method;
            r.path = path;
            r.headers.insert("accept-language", "en");
            r.peer = QHostAddress(QStringLiteral("192.168.7.10"));
            return server.handle(r);
        };
        const qint64 anna = fresh.roster().playerByName(QStringLiteral("Anna"))->id;
        const QByteArray own = "/c/" + fresh.door().entry(anna).code.toLatin1();
        // Off unless the director allows it.
        QCOMPARE(askFresh("GET", own).status, 403);
        DoorSettings allow;
        allow.selfCheckIn = true;
        QVERIFY(SetDoorSettings(allow).apply(fresh, &e));
        const HttpResponse asked = askFresh("GET", own);
        QCOMPARE(asked.status, 200);
        QVERIFY(asked.body.contains("Are you Anna?"));
        QVERIFY(!fresh.door().entry(anna).isCheckedIn());
        QCOMPARE(askFresh("POST", own).status, 200);
        QVERIFY(fresh.door().entry(anna).isCheckedIn());
        QVERIFY(askFresh("GET", own).body.contains("checked in already"));
        QCOMPARE(askFresh("GET", "/c/ZZZZ2222").status, 403);
        // Once the round is seated: at the desk.
        QVERIFY(SetDoorSettings(allow).apply(m_t, &e));
        giveCodes();
        const HttpResponse closed = ask("POST", "/c/" + playerCode("Bernd"));
        QCOMPARE(closed.status, 409);
        QVERIFY(!m_t.door()
                     .entry(m_t.roster().playerByName(QStringLiteral("Bernd"))->id)
                     .isCheckedIn());
    }
};

QTEST_GUILESS_MAIN(TestWebDoor)
#include "tst_web_door.moc"
