// The desk and rule sets: chosen by name or built from the parts in the
// tournament's details, and the standings' columns follow the rule set.
#include "files/resultsfile.h"
#include "language/language.h"
#include "paper/paperbuilder.h"
#include "rounds/seatingpanel.h"
#include "scoretables.h"
#include "standings/standingsmodel.h"
#include "storepass.h"
#include "tournament/details.h"
#include "tournament/ranking.h"
#include "tournament/results.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"
#include "tournament/tournament.h"
#include "window/tournamentinfodialog.h"

#include <QApplication>
#include <QComboBox>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>

using namespace ctd;

namespace {

template <typename T> T *child(QWidget *w, const char *name)
{
    T *c = w->findChild<T *>(QString::fromLatin1(name));
    if (!c)
        qFatal("no child %s", name);
    return c;
}

/// `rounds` preliminary rounds of `count` players (a multiple of 4), mixed.
QList<TableSheet> prelimSheets(int count, int rounds)
{
    QList<TableSheet> sheets;
    const QList<QList<int>> vps{{11, 8, 5, 3}, {9, 7, 6, 2}, {12, 6, 4, 3}, {8, 7, 5, 4}};
    const int mix[] = {1, 29, 31};
    for (int round = 1; round <= rounds; ++round) {
        for (int table = 0; table < count / 4; ++table) {
            QStringList names;
            for (int seat = 0; seat < 4; ++seat)
                names.append(QStringLiteral("N%1").arg((table * 4 + seat) * mix[round - 1] % count,
                                                       2, 10, QLatin1Char('0')));
            sheets.append(test::sheetWithVp(round, table + 1, names, vps[(table + round) % 4]));
        }
    }
    return sheets;
}

void choose(QComboBox *box, const QString &id)
{
    box->setCurrentIndex(box->findData(id));
}

} // namespace

class TestFormatsUi : public QObject
{
    Q_OBJECT

private slots:
    void chooseByName_data()
    {
        QTest::addColumn<QString>("id");
        for (const RuleSet &r : RuleSet::choices())
            QTest::newRow(qPrintable(r.id)) << r.id;
    }

    void chooseByName()
    {
        QFETCH(QString, id);
        TournamentInfoDialog dialog({"Spring Open", QDate(2024, 3, 9), RuleSet::standard()});
        auto *rules = child<QComboBox>(&dialog, "ruleSet");
        QCOMPARE(rules->count(), 4); // the three, and custom
        choose(rules, id);
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(dialog.info().rules, RuleSet::byId(id));
        QCOMPARE(dialog.info().name, QString("Spring Open"));
    }

    void customFromTheParts()
    {
        TournamentInfoDialog dialog({"Town Open", QDate(2024, 3, 9), RuleSet::byId("de-ranking")});
        auto *rules = child<QComboBox>(&dialog, "ruleSet");
        QCOMPARE(rules->currentData().toString(), QString("de-ranking"));
        choose(rules, "custom");
        // The parts start from the rule set chosen before.
        QCOMPARE(child<QLineEdit>(&dialog, "points3")->text(), QString("5 3 1"));
        child<QLineEdit>(&dialog, "points4")->setText("4 2 1 0");
        child<QLineEdit>(&dialog, "vpCap")->setText("none");
        auto *share = child<QComboBox>(&dialog, "shareMode");
        share->setCurrentIndex(share->findData(int(ShareMode::SumVirtualFourth)));
        child<QLineEdit>(&dialog, "tieBreaks")->setText("first vp");
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        const RuleSet r = dialog.info().rules;
        QCOMPARE(r.id, QString("custom"));
        QCOMPARE(r.pointsTable4, (QList<int>{4, 2, 1, 0}));
        QCOMPARE(r.pointsTable3, (QList<int>{5, 3, 1}));
        QCOMPARE(r.tieBreakVpCap, 0);
        QCOMPARE(r.shareMode, ShareMode::SumVirtualFourth);
        QCOMPARE(
            r.order,
            (QList<TieBreak>{TieBreak::RoundPoints, TieBreak::FirstPlaces, TieBreak::TotalVp}));

        // A custom rule set reopened shows as custom, with its parts.
        TournamentInfoDialog again({"Town Open", QDate(2024, 3, 9), r});
        QCOMPARE(child<QComboBox>(&again, "ruleSet")->currentData().toString(), QString("custom"));
        QCOMPARE(child<QLineEdit>(&again, "points4")->text(), QString("4 2 1 0"));
    }

    void badPartsAreNamed()
    {
        TournamentInfoDialog dialog({"Town Open", QDate(2024, 3, 9), RuleSet::standard()});
        dialog.show();
        choose(child<QComboBox>(&dialog, "ruleSet"), "custom");
        child<QLineEdit>(&dialog, "points4")->setText("5 3 2");
        dialog.accept();
        QVERIFY(dialog.result() != int(QDialog::Accepted));
        bool named = false;
        for (QLabel *l : dialog.findChildren<QLabel *>())
            named = named || l->text().contains("points-4 takes 4 whole numbers");
        QVERIFY(named);
    }

    void standingsColumnsFollowTheRuleSet_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QStringList>("headers");
        QTest::newRow("standard") << "standard"
                                  << QStringList{"Rank", "Player",       "Round points",
                                                 "VP",   "VP share (%)", "Tables"};
        QTest::newRow("catan-studio: wins")
            << "catan-studio"
            << QStringList{"Rank", "Player", "Wins", "VP", "VP share (%)", "Tables"};
        QTest::newRow("de-ranking: places")
            << "de-ranking"
            << QStringList{"Rank",   "Player",     "Round points", "VP",        "VP share (%)",
                           "Tables", "1st places", "2nd places",   "3rd places"};
    }

    void standingsColumnsFollowTheRuleSet()
    {
        QFETCH(QString, id);
        QFETCH(QStringList, headers);
        StandingsModel model;
        model.setRules(RuleSet::byId(id));
        StandingsRow row;
        row.rank = 1;
        row.player = "Anna";
        row.firsts = 2;
        row.seconds = 1;
        model.setStandings({row});
        QStringList got;
        for (int c = 0; c < model.columnCount(); ++c)
            got.append(model.headerData(c, Qt::Horizontal).toString());
        QCOMPARE(got, headers);
        if (model.columnCount() > StandingsModel::ColumnCount) {
            QCOMPARE(model.data(model.index(0, StandingsModel::FirstPlaces)).toString(),
                     QString("2"));
            QCOMPARE(
                model.data(model.index(0, StandingsModel::SecondPlaces), StandingsModel::SortRole)
                    .toInt(),
                1);
        }
    }

    void printedStandingsFollowTheRuleSet()
    {
        StandingsRow row;
        row.rank = 1;
        row.player = "Anna";
        row.firsts = 3;
        const QLocale en(QLocale::English);
        const PaperDocument de = PaperBuilder::standings(
            {"Herbst", QDate(2024, 10, 5), RuleSet::byId("de-ranking")}, {row}, 3, en);
        QCOMPARE(de.columns.size(), 9);
        QCOMPARE(de.columns[6].title, QString("1st places"));
        QCOMPARE(de.rows.first().value(6), QString("3"));
        QVERIFY(de.dateText.contains("Rule set: German ranking tournament"));
        const PaperDocument studio =
            PaperBuilder::standings({"Open", QDate(), RuleSet::byId("catan-studio")}, {row}, 3, en);
        QCOMPARE(studio.columns.size(), 6);
        QCOMPARE(studio.columns[2].title, QString("Wins"));
        QCOMPARE(studio.dateText, QString("Rule set: CATAN Studio championship"));
        SeatedTable table;
        table.round = 1;
        table.table = 1;
        table.names = {"Anna", "Bernd", "Carla"};
        const PaperDocument slips =
            PaperBuilder::slips({"Herbst", QDate(2024, 10, 5), RuleSet::byId("de-ranking")},
                                {table}, 1, PaperDocument::SlipLayout::AsManyAsFit, en);
        QVERIFY(slips.dateText.contains("Rule set: German ranking tournament"));
    }

    // A 32-player catan-studio event at the desk: three preliminary rounds,
    // the semi-final proposed and seated, then the final, then the ranking.
    void catanStudioEventOfThirtyTwo()
    {
        QTemporaryDir dir;
        Tournament t;
        DbError e;
        QVERIFY(t.open(dir.filePath("studio.catan"), &e));
        QVERIFY(t.details().setRules(testPass(), RuleSet::byId("catan-studio"), &e));
        QList<Problem> problems;
        QVERIFY2(t.results().importResults(testPass(), prelimSheets(32, 3), &problems, &e),
                 qPrintable(e.message));
        SeatingPanel panel;
        panel.setTournament(&t);
        panel.setRound(3);
        QCOMPARE(panel.possibleCutsNow(), (QList<Stage>{Stage::Semifinal, Stage::Final}));
        auto *cut = child<QPushButton>(&panel, "cutButton");
        QVERIFY(cut->isEnabled());
        const QStringList rank = test::namesOf(t.ranking().standings());

        // The proposal, answered with its first button: the semi-final.
        panel.proposeCut();
        QMessageBox *box = nullptr;
        for (QWidget *w : QApplication::topLevelWidgets())
            box = box ? box : qobject_cast<QMessageBox *>(w);
        QVERIFY(box);
        QVERIFY(box->text().contains("Semi-final:"));
        if (qEnvironmentVariableIsSet("CATAN_SHOTS"))
            box->grab().save(qEnvironmentVariable("CATAN_SHOTS") + "/cut-en.png");
        QVERIFY(box->text().contains(
            QString("Table 1: %1, %2, %3, %4").arg(rank[0], rank[7], rank[8], rank[15])));
        box->buttons().first()->click();
        QTRY_COMPARE(t.rounds().roundCount(), 4);
        QCOMPARE(t.rounds().stages(), (StageMap{{4, Stage::Semifinal}}));
        QCOMPARE(t.rounds().tables(4).size(), 4);
        QCOMPARE(t.rounds().tables(4)[3].names,
                 (QStringList{rank[3], rank[4], rank[11], rank[12]}));
        QVERIFY(!cut->isEnabled()); // not before the semi-final's results

        // The semi-final's results: seat 4 wins at every table.
        for (const SeatedTable &table : t.rounds().tables(4))
            QVERIFY(t.results().saveSheet(
                testPass(), 4, table.table,
                test::sheetWithVp(4, table.table, table.names, {5, 6, 7, 9}).lines, false, &e));
        panel.refresh();
        QCOMPARE(panel.possibleCutsNow(), QList<Stage>{Stage::Final});
        QCOMPARE(panel.seatCut(Stage::Final), QString());
        QCOMPARE(t.rounds().stages().value(5), Stage::Final);
        const QStringList finalists{rank[12], rank[13], rank[14], rank[15]};
        QCOMPARE(t.rounds().tables(5).first().names, finalists);
        QVERIFY(t.rounds().checkStages().isEmpty());

        // The final: rank 14 wins; the ranking follows the final, then the semi-finals.
        QVERIFY(t.results().saveSheet(
            testPass(), 5, 1, test::sheetWithVp(5, 1, finalists, {5, 9, 7, 6}).lines, false, &e));
        const QStringList ranking = test::namesOf(t.ranking().standings());
        QCOMPARE(ranking.mid(0, 4), (QStringList{rank[13], rank[14], rank[15], rank[12]}));
        QCOMPARE(ranking.mid(4, 4),
                 (QStringList{rank[8], rank[9], rank[10], rank[11]})); // semi-final seconds
        QCOMPARE(ranking.mid(16), rank.mid(16));
        QVERIFY(panel.possibleCutsNow().isEmpty());
    }

    // A 20-player de-ranking event at the desk: all preliminary rounds
    // planned at once, round 1 played, a late player, the rest re-planned.
    void deRankingPlannedWithALatePlayer()
    {
        QTemporaryDir dir;
        Tournament t;
        DbError e;
        QVERIFY(t.open(dir.filePath("de.catan"), &e));
        QVERIFY(t.details().setRules(testPass(), RuleSet::byId("de-ranking"), &e));
        QStringList names;
        for (int i = 1; i <= 20; ++i)
            names.append(QString("P%1").arg(i, 2, 10, QLatin1Char('0')));
        QVERIFY(t.roster().addPlayers(testPass(), names, &e));
        SeatingPanel panel;
        panel.setTournament(&t);
        panel.planAllRounds();
        QInputDialog *ask = nullptr;
        for (QWidget *w : QApplication::topLevelWidgets())
            ask = ask ? ask : qobject_cast<QInputDialog *>(w);
        QVERIFY(ask);
        ask->setIntValue(4);
        ask->accept();
        QCOMPARE(t.rounds().roundCount(), 4);
        for (int r = 1; r <= 4; ++r)
            QCOMPARE(t.rounds().tables(r).size(), 5);
        const QList<SeatedTable> round2 = t.rounds().tables(2);

        for (const SeatedTable &table : t.rounds().tables(1))
            QVERIFY(t.results().saveSheet(
                testPass(), 1, table.table,
                test::sheetWithVp(1, table.table, table.names, {11, 8, 5, 3}).lines, false, &e));
        qint64 late = 0;
        QVERIFY(t.roster().addPlayer(testPass(), "Late", &late, &e));
        QVERIFY(t.roster().setDropped(testPass(), t.roster().playerByName("P07")->id, true, &e));
        QCOMPARE(panel.planRounds(4, 99), QString());
        QCOMPARE(t.rounds().roundCount(), 4);
        for (int r = 2; r <= 4; ++r) {
            QStringList seated;
            for (const SeatedTable &table : t.rounds().tables(r))
                seated += table.names;
            QVERIFY(seated.contains("Late"));
            QVERIFY(!seated.contains("P07"));
        }
        QVERIFY(t.rounds().tables(2).first().names != round2.first().names
                || t.rounds().tables(2)[1].names != round2[1].names);
        // Played rounds are not re-planned; with everything planned, asking for fewer is refused.
        QVERIFY(!panel.planRounds(3, 1).isEmpty());
        // The standings rank by de-ranking's columns.
        StandingsModel model;
        model.setRules(t.details().info().rules);
        model.setStandings(t.ranking().standings());
        QCOMPARE(model.columnCount(), 9);
        QCOMPARE(model.rowCount(), 21);
        QCOMPARE(model.data(model.index(0, StandingsModel::Vp)).toString(),
                 QString("10")); // 11 VP capped
    }

    // Both CSV dialects carry the columns the rule set ranks by.
    void csvDialectsFollowTheRuleSet()
    {
        StandingsRow row;
        row.rank = 1;
        row.player = "Anna";
        row.roundPointsTwelfths = 30;
        row.vpShare = Fraction(1, 3);
        row.firsts = 1;
        row.thirds = 2;
        const RuleSet de = RuleSet::byId("de-ranking");
        const QByteArray machine = writeStandings({row}, CsvWriter::Dialect::Machine, de);
        QCOMPARE(
            machine,
            QByteArray(
                "rank,player,round_points,vp,vp_share,tables,first_places,second_places,third_places,"
                "adjustment\n"
                "1,Anna,2.50,0,33.33,0,1,0,2,0\n"));
        const QByteArray sheet = writeStandings({row}, CsvWriter::Dialect::Spreadsheet, de);
        QVERIFY2(sheet.contains("1st places;2nd places;3rd places"), sheet.constData());
        QVERIFY(sheet.contains("2,50;0;33,33;0;1;0;2"));
        const QByteArray studio =
            writeStandings({row}, CsvWriter::Dialect::Spreadsheet, RuleSet::byId("catan-studio"));
        QVERIFY2(studio.contains(";Wins;"), studio.constData());
    }

    void germanWords()
    {
        QVERIFY(Language::apply("de"));
        StandingsModel model;
        model.setRules(RuleSet::byId("catan-studio"));
        QCOMPARE(model.headerData(StandingsModel::RoundPoints, Qt::Horizontal).toString(),
                 QString("Siege"));
        model.setRules(RuleSet::byId("de-ranking"));
        QCOMPARE(model.headerData(StandingsModel::FirstPlaces, Qt::Horizontal).toString(),
                 QString("1. Plätze"));
        TournamentInfoDialog dialog(
            {"Herbstturnier", QDate(2024, 10, 5), RuleSet::byId("de-ranking")});
        QCOMPARE(child<QComboBox>(&dialog, "ruleSet")->currentText(),
                 QString("Deutsches Ranglistenturnier"));
        if (qEnvironmentVariableIsSet("CATAN_SHOTS")) {
            dialog.show();
            dialog.grab().save(qEnvironmentVariable("CATAN_SHOTS") + "/rules-de.png");
            choose(child<QComboBox>(&dialog, "ruleSet"), "custom");
            dialog.grab().save(qEnvironmentVariable("CATAN_SHOTS") + "/custom-de.png");
        }
        QVERIFY(Language::apply("en"));
        if (qEnvironmentVariableIsSet("CATAN_SHOTS")) {
            TournamentInfoDialog en(
                {"Spring Open", QDate(2024, 3, 9), RuleSet::byId("catan-studio")});
            en.show();
            en.grab().save(qEnvironmentVariable("CATAN_SHOTS") + "/rules-en.png");
        }
    }
};

QTEST_MAIN(TestFormatsUi)
#include "tst_formats_ui.moc"
