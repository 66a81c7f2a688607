// The referees' ledger (docs/rules.md, "Referees"; docs/formats.md, "The
// referees' ledger"): round points as exact twelfths, the standings with
// penalties and without disqualified players, the ledger stored, withdrawn
// and never deleted, every entry a command with undo and redo, the seating
// without disqualified players, and the printed standings that name them.
#include "commands/refereecommands.h"
#include "commands/roundcommands.h"
#include "commands/sheetcommands.h"
#include "language/language.h"
#include "paper/papertournament.h"
#include "scoring/fraction.h"
#include "scoring/standings.h"
#include "storepass.h"
#include "tournament/ranking.h"
#include "tournament/results.h"
#include "tournament/roster.h"
#include "tournament/seatinginput.h"
#include "tournament/tournament.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace ctd;

namespace {

const QStringList kNames{"Anna", "Bernd", "Carla", "Dario", "Emil", "Fatma", "Gustavo", "Hanna"};

QList<PlayerLine> sheetFor(const QStringList &names)
{
    const int v[4][6] = {
        {2, 3, 1, 3, 11, 7}, {3, 2, 0, 1, 8, 4}, {4, 1, 0, 0, 9, 5}, {2, 0, 0, 2, 6, 3}};
    QList<PlayerLine> lines;
    for (int i = 0; i < names.size(); ++i) {
        PlayerLine l;
        l.name = names.at(i);
        l.settlements = v[i][0];
        l.cities = v[i][1];
        l.vpCards = v[i][2];
        l.knights = v[i][3];
        l.roads = v[i][4];
        l.longestRoad = v[i][5];
        lines.append(l);
    }
    return lines;
}

QStringList order(const QList<StandingsRow> &rows)
{
    QStringList names;
    for (const StandingsRow &r : rows)
        names.append(r.player);
    return names;
}

} // namespace

class TstReferees : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir dir;
    QHash<QString, qint64> id;

    // A tournament of eight with round 1 played at two tables.
    void played(Tournament *t)
    {
        DbError e;
        const QString path =
            dir.filePath(QStringLiteral("%1.sqlite").arg(QTest::currentTestFunction()));
        QFile::remove(path);
        QVERIFY2(t->open(path, &e), qPrintable(e.message));
        QVERIFY2(t->roster().addPlayers(testPass(), kNames, &e), qPrintable(e.message));
        id.clear();
        for (const Player &p : t->roster().players())
            id.insert(p.name, p.id);
        Seating tables;
        for (int k = 0; k < 2; ++k) {
            QList<qint64> ids;
            for (int s = 0; s < 4; ++s)
                ids.append(id.value(kNames.at(k * 4 + s)));
            tables.append(ids);
        }
        SeatRound seat(tables);
        QVERIFY2(seat.apply(*t, &e), qPrintable(e.message));
        for (int k = 0; k < 2; ++k) {
            SaveSheet save(1, k + 1, sheetFor(kNames.mid(k * 4, 4)), false);
            QVERIFY2(save.apply(*t, &e), qPrintable(e.message));
        }
    }

    RefereeEntry entry(const QString &player, RefereeEntry::Kind kind, qint64 twelfths = 0,
                       int round = 0)
    {
        RefereeEntry e;
        e.playerId = id.value(player);
        e.kind = kind;
        e.twelfths = twelfths;
        e.round = round;
        e.reason = QStringLiteral("a reason");
        return e;
    }

private slots:
    void initTestCase() { Language::apply(QStringLiteral("en")); }

    void decimalsAsTwelfths_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<qint64>("twelfths");
        QTest::newRow("-1") << "-1" << true << qint64(-12);
        QTest::newRow("-0.5") << "-0.5" << true << qint64(-6);
        QTest::newRow("-0,5 (comma)") << "-0,5" << true << qint64(-6);
        QTest::newRow("-0.25") << "-0.25" << true << qint64(-3);
        QTest::newRow("+2") << "+2" << true << qint64(24);
        QTest::newRow("1.50") << "1.50" << true << qint64(18);
        QTest::newRow("minus sign")
            << QString(QChar(0x2212)) + QStringLiteral("1") << true << qint64(-12);
        QTest::newRow("-0.1: not twelfths") << "-0.1" << false << qint64(0);
        QTest::newRow("-0.33: not exact") << "-0.33" << false << qint64(0);
        QTest::newRow("empty") << "" << false << qint64(0);
        QTest::newRow("letters") << "-1x" << false << qint64(0);
        QTest::newRow("two points") << "1.2.3" << false << qint64(0);
        QTest::newRow("too big") << "-1001" << false << qint64(0);
    }
    void decimalsAsTwelfths()
    {
        QFETCH(QString, text);
        QFETCH(bool, ok);
        QFETCH(qint64, twelfths);
        qint64 got = 0;
        QCOMPARE(twelfthsFromDecimal(text, &got), ok);
        if (ok)
            QCOMPARE(got, twelfths);
    }

    void decisionsInTheStandings()
    {
        TableScore t;
        t.round = 1;
        t.table = 1;
        t.players = QStringList{"A", "B", "C", "D"};
        t.vp = {10, 8, 6, 4};
        t.roundPointsTwelfths = {72, 36, 24, 12};
        RefereeDecisions d;
        const QList<StandingsRow> plain = computeStandings(t.players, {t});
        QCOMPARE(order(plain), (QStringList{"A", "B", "C", "D"}));
        // A penalty of round 2 does not count after round 1.
        d.adjustments.append({QStringLiteral("A"), 2, -48});
        QCOMPARE(order(computeStandings(t.players, {t}, RuleSet::standard(), 1, &d)), order(plain));
        const QList<StandingsRow> rows =
            computeStandings(t.players, {t}, RuleSet::standard(), -1, &d);
        QCOMPARE(order(rows), (QStringList{"B", "A", "C", "D"}));
        QCOMPARE(rows.at(1).roundPointsTwelfths, 24);
        QCOMPARE(rows.at(1).adjustmentTwelfths, -48);
        QCOMPARE(rows.at(0).adjustmentTwelfths, 0);
        // Disqualified: out, the ranks closing up.
        d.excluded.append(QStringLiteral("B"));
        const QList<StandingsRow> without =
            computeStandings(t.players, {t}, RuleSet::standard(), -1, &d);
        QCOMPARE(order(without), (QStringList{"A", "C", "D"}));
        QCOMPARE(without.at(2).rank, 3);
    }

    void ledgerCommandsUndoAndRedo()
    {
        Tournament t;
        played(&t);
        const QStringList before = order(t.ranking().standings());
        const QString leader = before.first();
        QSignalSpy changed(t.notifier(), &Notifier::refereesChanged);
        DbError e;
        AddRefereeEntry penalty(entry(leader, RefereeEntry::Penalty, -12 * 10, 1));
        QVERIFY2(penalty.apply(t, &e), qPrintable(e.message));
        QCOMPARE(penalty.id(), 1);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(order(t.ranking().standings()).last(), leader); // the kept standings too
        QCOMPARE(t.ranking().standings().last().adjustmentTwelfths, -120);
        QVERIFY(penalty.revert(t, &e));
        QCOMPARE(order(t.ranking().standings()), before);
        QVERIFY(t.roster().refereeEntries().isEmpty());
        QVERIFY(penalty.apply(t, &e)); // redo: the same entry again
        QCOMPARE(t.roster().refereeEntries().value(0).id, 1);
        QCOMPARE(order(t.ranking().standings()).last(), leader);

        WithdrawRefereeEntry withdraw(1);
        QVERIFY2(withdraw.apply(t, &e), qPrintable(e.message));
        QCOMPARE(order(t.ranking().standings()), before);
        QCOMPARE(t.roster().refereeEntries().size(), 1); // kept, marked
        QVERIFY(t.roster().refereeEntries().value(0).isWithdrawn());
        // The addition cannot be undone under the withdrawal.
        QVERIFY(!penalty.revert(t, &e));
        QCOMPARE(e.kind, DbError::Conflict);
        QVERIFY(withdraw.revert(t, &e));
        QVERIFY(!t.roster().refereeEntries().value(0).isWithdrawn());
        QCOMPARE(order(t.ranking().standings()).last(), leader);
    }

    void refusedEntries_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<qint64>("twelfths");
        QTest::addColumn<QString>("reason");
        QTest::newRow("penalty of 0") << int(RefereeEntry::Penalty) << qint64(0) << "x";
        QTest::newRow("points on a warning") << int(RefereeEntry::Warning) << qint64(-12) << "x";
        QTest::newRow("no reason") << int(RefereeEntry::Warning) << qint64(0) << "  ";
    }
    void refusedEntries()
    {
        QFETCH(int, kind);
        QFETCH(qint64, twelfths);
        QFETCH(QString, reason);
        Tournament t;
        played(&t);
        RefereeEntry e = entry(QStringLiteral("Anna"), RefereeEntry::Kind(kind), twelfths);
        e.reason = reason;
        DbError error;
        AddRefereeEntry add(e);
        QVERIFY(!add.apply(t, &error));
        QCOMPARE(error.kind, DbError::Invalid);
        QVERIFY(t.roster().refereeEntries().isEmpty());
    }

    void disqualifiedAreNotSeatedNorRanked()
    {
        Tournament t;
        played(&t);
        DbError e;
        AddRefereeEntry dq(entry(QStringLiteral("Carla"), RefereeEntry::Disqualification, 0, 1));
        QVERIFY2(dq.apply(t, &e), qPrintable(e.message));
        QVERIFY(!playersToSeat(t, 2).contains(id.value(QStringLiteral("Carla"))));
        QCOMPARE(playersToSeat(t, 2).size(), 7);
        QVERIFY(!order(t.ranking().standings()).contains(QStringLiteral("Carla")));
        QVERIFY(!order(t.ranking().standings(1)).contains(QStringLiteral("Carla")));
        // The printed standings name them under the table, with the reason.
        const PaperDocument doc =
            buildDocument(t, PaperKind::Standings, 1, PaperDocument::SlipLayout::AsManyAsFit);
        QVERIFY2(doc.afterTable.contains(QStringLiteral("Carla"))
                     && doc.afterTable.contains(QStringLiteral("a reason")),
                 qPrintable(doc.afterTable));
        for (const QStringList &row : doc.rows)
            QVERIFY(!row.contains(QStringLiteral("Carla")));
        // Her table's result stands for the others.
        QCOMPARE(t.results().sheets(false).size(), 2);
        QVERIFY(dq.revert(t, &e));
        QVERIFY(playersToSeat(t, 2).contains(id.value(QStringLiteral("Carla"))));
        QVERIFY(order(t.ranking().standings()).contains(QStringLiteral("Carla")));
    }

    void ledgerSurvivesReopening()
    {
        QString path;
        {
            Tournament t;
            played(&t);
            path = t.path();
            DbError e;
            AddRefereeEntry warn(entry(QStringLiteral("Dario"), RefereeEntry::Warning, 0, 1));
            QVERIFY(warn.apply(t, &e));
            AddRefereeEntry half(entry(QStringLiteral("Dario"), RefereeEntry::Penalty, -6, 1));
            QVERIFY(half.apply(t, &e));
        }
        Tournament t;
        DbError e;
        QVERIFY2(t.openReadOnly(path, &e), qPrintable(e.message));
        const QList<RefereeEntry> entries = t.roster().refereeEntries();
        QCOMPARE(entries.size(), 2);
        QCOMPARE(entries.at(0).kind, RefereeEntry::Warning);
        QCOMPARE(entries.at(0).player, QStringLiteral("Dario"));
        QCOMPARE(entries.at(0).round, 1);
        QVERIFY(entries.at(0).at.isValid());
        QCOMPARE(entries.at(1).twelfths, -6);
        for (const StandingsRow &r : t.ranking().standings()) {
            if (r.player == QLatin1String("Dario"))
                QCOMPARE(r.adjustmentTwelfths, -6);
        }
    }
};

QTEST_MAIN(TstReferees)
#include "tst_referees.moc"
