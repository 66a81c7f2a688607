// What the tournament announces (once per change, with the round and table),
// reads that fail saying so, and the undo of the saves made at this desk.
#include "storepass.h"
#include "tournament/details.h"
#include "tournament/ranking.h"
#include "tournament/results.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"
#include "tournamenttest.h"

#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace ctd;
using ctd::test::kTable1;
using ctd::test::kTable2;
using ctd::test::sheet;

namespace {

// kTable1 with Carla's longest road one shorter.
const QString kTable1Fixed =
    QStringLiteral("Anna 2 3 1 3 11 7 | Bernd 3 2 0 1 8 4 | Carla 4 1 0 0 9 4 | Dario 2 0 0 2 6 3");

// Every signal of a tournament, counted.
struct Spies
{
    explicit Spies(Tournament *t)
        : info(t->notifier(), &Notifier::infoChanged)
        , players(t->notifier(), &Notifier::playersChanged)
        , seated(t->notifier(), &Notifier::roundSeated)
        , removed(t->notifier(), &Notifier::roundRemoved)
        , saved(t->notifier(), &Notifier::sheetSaved)
        , undone(t->notifier(), &Notifier::sheetUndone)
        , imported(t->notifier(), &Notifier::resultsImported)
        , readFailed(t->notifier(), &Notifier::readFailed)
    {
    }
    QList<QSignalSpy *> all()
    {
        return {&info, &players, &seated, &removed, &saved, &undone, &imported, &readFailed};
    }
    int total()
    {
        int n = 0;
        for (QSignalSpy *s : all())
            n += int(s->count());
        return n;
    }
    void clear()
    {
        for (QSignalSpy *s : all())
            s->clear();
    }
    QSignalSpy info, players, seated, removed, saved, undone, imported, readFailed;
};

// Runs one statement on a connection of its own, as another program would.
bool behindTheBack(const QString &path, const QString &statement)
{
    bool ok = false;
    {
        QSqlDatabase db =
            QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("other"));
        db.setDatabaseName(path);
        ok = db.open() && QSqlQuery(db).exec(statement);
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("other"));
    return ok;
}

} // namespace

class TestTournamentSignals : public ctd::test::TournamentTest
{
    Q_OBJECT

    int version(int round, int table) const
    {
        const std::optional<StoredSheet> s = m_t.results().sheet(round, table);
        return s ? s->version : 0;
    }

private slots:
    void init() { openNew(); }

    void cleanup() { m_t.close(); }

    void eachChangeIsAnnouncedOnce()
    {
        Spies spy(&m_t);
        DbError e;

        QVERIFY(m_t.roster().addPlayers(
            testPass(), {"Anna", "Bernd", "Carla", "Dario", "Emil", "Fritz", "Greta"}, &e));
        QCOMPARE(spy.players.count(), 1);
        QCOMPARE(spy.total(), 1);
        spy.clear();

        QVERIFY(m_t.roster().renamePlayer(testPass(), ids({"Greta"}).first(), "Gerda", &e));
        QVERIFY(m_t.roster().setDropped(testPass(), ids({"Gerda"}).first(), true, &e));
        QVERIFY(m_t.roster().setDropped(testPass(), ids({"Gerda"}).first(), false, &e));
        QVERIFY(m_t.roster().setKeepApart(testPass(), ids({"Anna"}).first(), ids({"Bernd"}).first(),
                                          true, &e));
        QCOMPARE(spy.players.count(), 4);
        QCOMPARE(spy.total(), 4);
        spy.clear();

        QVERIFY(m_t.details().setInfo(testPass(),
                                      {"Porto Open", QDate(2024, 5, 18), RuleSet::standard()}, &e));
        QCOMPARE(spy.info.count(), 1);
        QCOMPARE(spy.total(), 1);
        spy.clear();

        const QList<QList<qint64>> seating{ids({"Anna", "Bernd", "Carla", "Dario"}),
                                           ids({"Emil", "Fritz", "Gerda"})};
        QVERIFY(m_t.rounds().addRound(testPass(), seating, &e));
        QVERIFY(m_t.rounds().reseatRound(testPass(), 1, seating, &e));
        QCOMPARE(spy.seated.count(), 2);
        QCOMPARE(spy.seated.at(0).at(0).toInt(), 1);
        QCOMPARE(spy.seated.at(1).at(0).toInt(), 1);
        QCOMPARE(spy.total(), 2);
        spy.clear();

        QVERIFY(m_t.results().saveSheet(
            testPass(), 1, 2, sheet("Emil 2 1 0 0 4 1 | Fritz 2 1 0 0 4 1 | Gerda 2 1 0 0 4 1"),
            false, &e));
        QCOMPARE(spy.saved.count(), 1);
        QCOMPARE(spy.saved.at(0).at(0).toInt(), 1);
        QCOMPARE(spy.saved.at(0).at(1).toInt(), 2);
        QCOMPARE(spy.total(), 1);
        spy.clear();

        // Saving what is stored already changes nothing, so says nothing.
        QVERIFY(m_t.results().saveSheet(
            testPass(), 1, 2, sheet("Emil 2 1 0 0 4 1 | Fritz 2 1 0 0 4 1 | Gerda 2 1 0 0 4 1"),
            false, &e));
        QCOMPARE(spy.total(), 0);

        QVERIFY(m_t.results().undoLastSave(testPass(), 1, 2, &e));
        QCOMPARE(spy.undone.count(), 1);
        QCOMPARE(spy.undone.at(0).at(0).toInt(), 1);
        QCOMPARE(spy.undone.at(0).at(1).toInt(), 2);
        QCOMPARE(spy.total(), 1);
        spy.clear();

        QVERIFY(m_t.rounds().removeLastRound(testPass(), &e));
        QCOMPARE(spy.removed.count(), 1);
        QCOMPARE(spy.removed.at(0).at(0).toInt(), 1);
        QCOMPARE(spy.total(), 1);
        spy.clear();

        TableSheet t;
        t.round = 1;
        t.table = 1;
        t.lines = sheet(kTable1);
        t.fileLines = {0, 0, 0, 0};
        QList<Problem> problems;
        QVERIFY2(m_t.results().importResults(testPass(), {t}, &problems, &e),
                 qPrintable(e.message));
        QCOMPARE(spy.imported.count(), 1);
        QCOMPARE(spy.total(), 1);
        spy.clear();

        // A refused change announces nothing.
        QVERIFY(!m_t.roster().addPlayer(testPass(), "Anna", nullptr, &e));
        QVERIFY(!m_t.results().saveSheet(testPass(), 1, 9, sheet(kTable2), false, &e));
        QVERIFY(!m_t.rounds().removeLastRound(testPass(), &e));
        QCOMPARE(spy.total(), 0);
    }

    void aFailedReadSaysSo()
    {
        seatRoundOne();
        DbError e;
        QVERIFY(m_t.results().saveSheet(testPass(), 1, 1, sheet(kTable1), false, &e));
        QSignalSpy failed(m_t.notifier(), &Notifier::readFailed);

        // A read that works leaves the error alone.
        QCOMPARE(m_t.roster().players(&e).size(), 7);
        QCOMPARE(m_t.ranking().standings(1, &e).size(), 7);
        QVERIFY(!e.isError());
        QCOMPARE(failed.count(), 0);

        QVERIFY(behindTheBack(file(), QStringLiteral("DROP TABLE keep_apart")));
        QVERIFY(m_t.roster().keepApart(&e).isEmpty());
        QCOMPARE(e.kind, DbError::Io);
        QVERIFY2(e.message.contains(QStringLiteral("t.sqlite")), qPrintable(e.message));
        QCOMPARE(failed.count(), 1);
        QCOMPARE(failed.at(0).at(0).toString(), e.message);

        QVERIFY(behindTheBack(file(), QStringLiteral("DROP TABLE sheet_line")));
        for (int which = 0; which < 3; ++which) {
            e = DbError();
            if (which == 0)
                QVERIFY(m_t.results().history(1, 1, &e).isEmpty());
            else if (which == 1)
                QVERIFY(m_t.results().sheets(true, &e).isEmpty());
            else
                QVERIFY(m_t.ranking().standings(1, &e).isEmpty());
            QVERIFY2(e.isError(), qPrintable(QString::number(which)));
        }
        e = DbError();
        QVERIFY(!m_t.results().sheet(1, 1, &e));
        QVERIFY(e.isError());

        // Nothing open: the reads say so instead of showing an empty tournament.
        m_t.close();
        for (int which = 0; which < 4; ++which) {
            e = DbError();
            if (which == 0)
                QVERIFY(m_t.roster().players(&e).isEmpty());
            else if (which == 1)
                QCOMPARE(m_t.rounds().roundCount(&e), 0);
            else if (which == 2)
                QVERIFY(m_t.rounds().tables(1, &e).isEmpty());
            else
                QVERIFY(m_t.results().drafts(&e).isEmpty());
            QCOMPARE(e.kind, DbError::Io);
            QVERIFY(!e.message.isEmpty());
        }
    }

    // Taking back a save moves the table's pointer to the version it
    // replaced; the store keeps no list of its own of what was saved where.
    void undoTakesBackATablesLastSave()
    {
        seatRoundOne();
        DbError e;
        QVERIFY(!m_t.results().undoLastSave(testPass(), 1, 1, &e));
        QCOMPARE(e.kind, DbError::Invalid);

        QVERIFY(m_t.results().saveSheet(testPass(), 1, 1, sheet(kTable1), false, &e));
        QVERIFY(m_t.results().saveSheet(testPass(), 1, 2, sheet(kTable2), false, &e));
        QVERIFY(m_t.results().saveSheet(testPass(), 1, 1, sheet(kTable1Fixed), false,
                                        &e)); // a correction
        QCOMPARE(version(1, 1), 2);

        QSignalSpy undone(m_t.notifier(), &Notifier::sheetUndone);
        QVERIFY2(m_t.results().undoLastSave(testPass(), 1, 1, &e), qPrintable(e.message));
        QCOMPARE(undone.count(), 1);
        QCOMPARE(undone.at(0).at(1).toInt(), 1);
        QCOMPARE(version(1, 1), 1); // the correction only
        QCOMPARE(m_t.results().sheet(1, 1)->lines, sheet(kTable1));
        QCOMPARE(version(1, 2), 1); // the other table untouched

        QVERIFY(m_t.results().undoLastSave(testPass(), 1, 2, &e));
        QCOMPARE(version(1, 2), 0);
        QCOMPARE(version(1, 1), 1);
    }
};

QTEST_GUILESS_MAIN(TestTournamentSignals)
#include "tst_tournament_signals.moc"
