// Several windows on one file: a second desk on a file another desk writes
// opens it read-only, says so and whose file it follows, changes nothing,
// shows every save of the other desk (another process too), and takes the
// file over once no desk writes it any more.
#include "clirun.h"
#include "desktest.h"
#include "rounds/resultspanel.h"
#include "rounds/tablesmodel.h"
#include "sheet/sheetcells.h"
#include "sheet/sheeteditor.h"
#include "sheet/sheetgrid.h"
#include "standings/standingsmodel.h"
#include "standings/standingsview.h"
#include "storepass.h"
#include "tournament/results.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"

#include <QAction>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>

using namespace ctd;
using namespace ctd::test;

namespace {

const QStringList kNames{"Anna", "Bernd", "Carla", "Dario"};

QByteArray roundOf(int round)
{
    QByteArray rows;
    const char *values[4] = {",2,3,1,3,11,7,,,\n", ",3,2,0,1,8,4,,,\n", ",4,1,0,0,9,5,,,\n",
                             ",2,0,0,2,6,3,,,\n"};
    for (int s = 0; s < 4; ++s)
        rows += QByteArray::number(round) + ",1," + kNames.at(s).toUtf8() + values[s];
    return rows;
}

QString stateOfTable(MainWindow &desk, int row)
{
    auto *overview = child<QTableView>(&desk, QStringLiteral("roundOverview"));
    return overview ? overview->model()->index(row, TablesModel::StateColumn).data().toString()
                    : QString();
}

} // namespace

class TstDeskFollow : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString file() const { return m_dir.filePath(QStringLiteral("cup.sqlite")); }

    static bool showDesk(MainWindow &desk)
    {
        desk.show();
        QApplication::setActiveWindow(&desk);
        return QTest::qWaitForWindowActive(&desk);
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }
    void init()
    {
        QSettings().clear();
        QFile::remove(file());
    }
    void cleanup() { Language::apply(QStringLiteral("en")); }

    void followsAndChangesNothing_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QStringList>("said");
        QTest::addColumn<QString>("title");
        QTest::newRow("English") << "en" << QStringList{"Read-only", "follows", "within a second"}
                                 << "read-only";
        QTest::newRow("German") << "de"
                                << QStringList{"Schreibgeschützt", "folgt",
                                               "innerhalb einer Sekunde"}
                                << "schreibgeschützt";
        QTest::newRow("Portuguese")
            << "pt" << QStringList{"Somente leitura", "acompanha", "em um segundo"}
            << "somente leitura";
    }

    void followsAndChangesNothing()
    {
        QFETCH(QString, language);
        QFETCH(QStringList, said);
        QFETCH(QString, title);
        QVERIFY(Language::apply(language));
        // The writing desk: a tournament with one table, its file locked.
        Tournament writer;
        DbError e;
        QVERIFY(writer.open(file(), &e));
        QVERIFY(writer.roster().addPlayers(testPass(), kNames, &e));
        QList<qint64> ids;
        for (const QString &n : kNames)
            ids.append(writer.roster().playerByName(n)->id);
        QVERIFY(writer.rounds().addRound(testPass(), {ids}, &e));

        MainWindow desk;
        QVERIFY(showDesk(desk));
        QVERIFY(desk.openTournament(file()));
        QVERIFY(desk.isFollowing());
        QVERIFY(desk.tournament()->isReadOnly());

        // It says so, and whose file it follows.
        auto *bar = child<QWidget>(&desk, QStringLiteral("followBar"));
        QVERIFY(bar && bar->isVisible());
        const QString text = child<QLabel>(&desk, QStringLiteral("followText"))->text();
        for (const QString &w : said)
            QVERIFY2(text.contains(w), qPrintable(text + " lacks " + w));
        QVERIFY2(text.contains(QString::number(QCoreApplication::applicationPid())),
                 qPrintable(text));
        QVERIFY2(desk.windowTitle().contains(title), qPrintable(desk.windowTitle()));
        QVERIFY(!child<QPushButton>(&desk, QStringLiteral("takeOver"))->isVisible());

        // Every editing action is disabled.
        for (const char *name :
             {"detailsAction", "saveTableAction", "startRoundAction", "moveAction",
              "removeRoundAction", "undoAction", "undoSaveAction", "restoreAction"}) {
            auto *a = child<QAction>(&desk, QLatin1String(name));
            QVERIFY2(a && !a->isEnabled(), name);
        }
        for (const char *name : {"newPlayerName", "dropButton", "removeButton"}) {
            auto *w = child<QWidget>(&desk, QLatin1String(name));
            QVERIFY2(w && !w->isEnabled(), name);
        }
        SheetEditor *editor = desk.resultsPanel()->editor();
        QCOMPARE(desk.resultsPanel()->currentTable(), 1);
        QVERIFY(editor->isReadOnly());
        CellEdit *cell = editor->grid()->cell(0, Field::Settlements);
        cell->setFocus();
        QTest::keyClicks(cell, "3");
        QCOMPARE(cell->text(), QString());
        QVERIFY(!editor->isModified());
        QVERIFY(!child<QPushButton>(&desk, QStringLiteral("saveTable"))->isEnabled());

        // The other desk's save shows: the round's table, the sheet, the standings.
        const QString none = stateOfTable(desk, 0);
        QVERIFY(writer.results().saveSheet(testPass(), 1, 1, workedExample(kNames), false, &e));
        QTRY_VERIFY(stateOfTable(desk, 0) != none);
        QCOMPARE(stateOfTable(desk, 0), TablesModel::stateText(SheetState::Complete));
        QCOMPARE(cell->text(), QStringLiteral("2"));
        auto *standings = child<StandingsView>(&desk, QStringLiteral("roundStandings"));
        QTRY_COMPARE(standings->model()->standings().size(), 4);
        QCOMPARE(standings->model()->standings().first().player, QStringLiteral("Anna"));

        // And it cannot write, whatever asks.
        QVERIFY(!desk.tournament()->results().saveSheet(testPass(), 1, 1, workedExample(kNames),
                                                        false, &e));
        QCOMPARE(e.kind, DbError::ReadOnly);
        QVERIFY(
            !desk.tournament()->roster().addPlayer(testPass(), QStringLiteral("Eva"), nullptr, &e));
        QCOMPARE(writer.roster().players().size(), 4);
    }

    void anotherProcessAndTakingOver()
    {
        // The file made by another process (the command line), then held by a desk.
        QCOMPARE(runCli({"--db", file(), "import",
                         writeFile(m_dir.filePath("r1.csv"), kResultsHeader + roundOf(1))})
                     .status,
                 0);
        auto writer = std::make_unique<Tournament>();
        DbError e;
        QVERIFY(writer->open(file(), &e));

        MainWindow desk;
        QVERIFY(showDesk(desk));
        QVERIFY(desk.openTournament(file()));
        QVERIFY(desk.isFollowing());
        auto *takeOver = child<QPushButton>(&desk, QStringLiteral("takeOver"));
        QVERIFY(!takeOver->isVisible());

        // The desk closes; another process writes round 2, and the window follows it.
        writer.reset();
        const CliRun r = runCli({"--db", file(), "import",
                                 writeFile(m_dir.filePath("r2.csv"), kResultsHeader + roundOf(2))});
        QVERIFY2(r.status == 0, r.err.constData());
        QTRY_COMPARE(desk.currentRound(), 2);
        QCOMPARE(stateOfTable(desk, 0), TablesModel::stateText(SheetState::Complete));

        // Nobody writes the file now: the window offers to take it over.
        QTRY_VERIFY(takeOver->isVisible());
        takeOver->click();
        QVERIFY(!desk.isFollowing());
        QVERIFY(desk.tournament() && !desk.tournament()->isReadOnly());
        QVERIFY(!child<QWidget>(&desk, QStringLiteral("followBar"))->isVisible());
        QVERIFY(child<QAction>(&desk, QStringLiteral("startRoundAction"))->isEnabled());
        QVERIFY(!desk.resultsPanel()->editor()->isReadOnly());
        QCOMPARE(desk.tournament()->rounds().roundCount(), 2);
        // This desk holds the file now: another is refused writing.
        Tournament second;
        QVERIFY(!second.open(file(), &e));
        QCOMPARE(e.kind, DbError::Locked);
    }
};

QTEST_MAIN(TstDeskFollow)
#include "tst_desk_follow.moc"
