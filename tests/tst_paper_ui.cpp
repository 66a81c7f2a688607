// The standings view and the File menu's print and export actions, offscreen.
#include "files/resultsfile.h"
#include "paper/paperbuilder.h"
#include "papertest.h"
#include "printing/paperactions.h"
#include "standings/standingsmodel.h"
#include "standings/standingsview.h"
#include "tournament/details.h"
#include "tournament/ranking.h"
#include "tournament/results.h"
#include "tournament/rounds.h"

#include <QAction>
#include <QHeaderView>
#include <QLineEdit>
#include <QProcess>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

using namespace ctd;
using namespace papertest;

class TestPaperUi : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_db;

    static QStringList column(const QAbstractItemModel *m, int c)
    {
        QStringList out;
        for (int r = 0; r < m->rowCount(); ++r)
            out.append(m->index(r, c).data().toString());
        return out;
    }

private slots:
    void initTestCase()
    {
        QLocale::setDefault(QLocale::c());
        QVERIFY(m_dir.isValid());
        m_db = m_dir.filePath("cup.catan");
        QVERIFY(makeTournament(m_db));
    }

    void viewSortsForReadingAndFinds()
    {
        StandingsView view;
        const QList<StandingsRow> rows = standingsFor(30);
        view.setStandings({"Spring Open", QDate(2024, 3, 9), RuleSet::standard()}, rows, 4);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        const QAbstractItemModel *shown = view.tableView()->model();
        QCOMPARE(shown->rowCount(), 30);
        QCOMPARE(column(shown, StandingsModel::Rank).first(), "1");
        QCOMPARE(column(shown, StandingsModel::Rank).last(), "30");

        // Sorting by VP orders numbers as numbers (10 after 9), not as text.
        view.tableView()->sortByColumn(StandingsModel::Vp, Qt::AscendingOrder);
        QList<int> vp;
        for (const QString &s : column(shown, StandingsModel::Vp))
            vp.append(s.toInt());
        QVERIFY(std::is_sorted(vp.cbegin(), vp.cend()));
        QVERIFY(vp.first() < 10 && vp.last() >= 10);

        QTest::keyClicks(view.searchField(), "player 001");
        QStringList found = column(shown, StandingsModel::Player);
        found.sort();
        QCOMPARE(found,
                 (QStringList{"Player 0010", "Player 0011", "Player 0012", "Player 0013",
                              "Player 0014", "Player 0015", "Player 0016", "Player 0017",
                              "Player 0018", "Player 0019"}));
    }

    void viewShowsNumbersInTheUsersLocale()
    {
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        StandingsModel model;
        StandingsRow r;
        r.rank = 1200;
        r.player = "Anna";
        r.roundPointsTwelfths = 30;
        r.vp = 13;
        r.vpShare = Fraction(11, 32);
        r.tables = 2;
        model.setStandings({r});
        QLocale::setDefault(QLocale::c());
        QCOMPARE(column(&model, StandingsModel::Rank), QStringList{"1200"});
        QCOMPARE(column(&model, StandingsModel::RoundPoints), QStringList{"2.50"});
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        QCOMPARE(column(&model, StandingsModel::RoundPoints), QStringList{"2,50"});
        QCOMPARE(column(&model, StandingsModel::VpShare), QStringList{"34,38"});
        QLocale::setDefault(QLocale::c());
    }

    void actionsFollowTheRound_data()
    {
        QTest::addColumn<int>("round");
        QTest::addColumn<int>("standingsRound");
        QTest::addColumn<bool>("seated");
        QTest::newRow("before any round") << 0 << 0 << false;
        QTest::newRow("round 2 played") << 2 << 2 << true;
        QTest::newRow("round 3 seated, not played") << 3 << 2 << true;
    }

    void actionsFollowTheRound()
    {
        QFETCH(int, round);
        QFETCH(int, standingsRound);
        QFETCH(bool, seated);
        Tournament t;
        DbError error;
        QVERIFY(t.openReadOnly(m_db, &error));
        QWidget window;
        PaperActions paper(&t, &window);
        paper.setCurrentRound(round);
        QCOMPARE(paper.standingsRound(), standingsRound);
        QVERIFY(paper.printAction(PaperKind::Standings)->isEnabled());
        QCOMPARE(paper.printAction(PaperKind::Slips)->isEnabled(), seated);
        QCOMPARE(paper.printAction(PaperKind::SeatingByName)->isEnabled(), seated);
        QCOMPARE(paper.pdfAction(PaperKind::SeatingByTable)->isEnabled(), seated);
        int separators = 0;
        for (QAction *a : paper.actions()) {
            if (a->isSeparator())
                ++separators;
            else
                QVERIFY2(!a->text().isEmpty(), "an action without a text");
        }
        QCOMPARE(separators, 2);
    }

    void exportedCsvEqualsTheScreen_data()
    {
        QTest::addColumn<int>("dialect");
        QTest::newRow("machine") << int(CsvWriter::Dialect::Machine);
        QTest::newRow("spreadsheet") << int(CsvWriter::Dialect::Spreadsheet);
    }

    void exportedCsvEqualsTheScreen()
    {
        QFETCH(int, dialect);
        const auto d = CsvWriter::Dialect(dialect);
        Tournament t;
        DbError error;
        QVERIFY(t.openReadOnly(m_db, &error));
        QWidget window;
        PaperActions paper(&t, &window);
        paper.setCurrentRound(3);
        StandingsView view;
        view.setStandings(t.details().info(), t.ranking().standings(paper.standingsRound()),
                          paper.standingsRound());

        const QString path = m_dir.filePath(QStringLiteral("standings-%1.csv").arg(dialect));
        QString message;
        QVERIFY2(paper.exportCsv(PaperActions::CsvKind::Standings, d, path, &message),
                 qPrintable(message));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QList<CsvRecord> records;
        CsvSyntaxError syntax;
        QVERIFY(readCsv(file.readAll(), &records, &syntax,
                        d == CsvWriter::Dialect::Machine ? ',' : ';'));
        const QAbstractItemModel *shown = view.tableView()->model();
        QCOMPARE(records.size(), shown->rowCount() + 1);
        QCOMPARE(shown->rowCount(), 22);
        for (int r = 0; r < shown->rowCount(); ++r) {
            for (int c = 0; c < shown->columnCount(); ++c) {
                QString cell = records[r + 1].fields.value(c);
                if (d == CsvWriter::Dialect::Spreadsheet && cell.startsWith('\''))
                    cell.remove(0, 1); // a formula-like name kept as text
                if (d == CsvWriter::Dialect::Spreadsheet && c != StandingsModel::Player)
                    cell.replace(',', '.'); // the decimal comma of the spreadsheet variant
                QCOMPARE(cell, shown->index(r, c).data().toString());
            }
        }
    }

    void resultsCsvReadsBack()
    {
        Tournament t;
        DbError error;
        QVERIFY(t.openReadOnly(m_db, &error));
        QWidget window;
        PaperActions paper(&t, &window);
        const ResultsData data =
            readResultsFile(paper.csv(PaperActions::CsvKind::Results, CsvWriter::Dialect::Machine));
        QVERIFY(data.problems.isEmpty());
        QCOMPARE(data.tables.size(), 12);
        const QList<TableSheet> stored = t.results().sheets();
        for (qsizetype i = 0; i < stored.size(); ++i)
            QCOMPARE(data.tables[i].lines, stored[i].lines);
    }

    // The desk's CSV exports and the command line's are one writer: the same
    // bytes, in the machine file and the spreadsheet's, results and standings.
    void deskAndCommandLineExportTheSameBytes_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("dialect");
        QTest::addColumn<QString>("what");
        for (const auto d : {CsvWriter::Dialect::Machine, CsvWriter::Dialect::Spreadsheet}) {
            const char *name = d == CsvWriter::Dialect::Machine ? "machine" : "spreadsheet";
            QTest::addRow("results, %s", name)
                << int(PaperActions::CsvKind::Results) << int(d) << "results";
            QTest::addRow("standings, %s", name)
                << int(PaperActions::CsvKind::Standings) << int(d) << "standings";
        }
    }

    void deskAndCommandLineExportTheSameBytes()
    {
        QFETCH(int, kind);
        QFETCH(int, dialect);
        QFETCH(QString, what);
        QByteArray desk;
        {
            Tournament t;
            DbError error;
            QVERIFY(t.openReadOnly(m_db, &error));
            QWidget window;
            PaperActions paper(&t, &window);
            paper.setCurrentRound(t.rounds().roundCount()); // the desk at the last round
            desk = paper.csv(PaperActions::CsvKind(kind), CsvWriter::Dialect(dialect));
        }
        QStringList args{"--db", m_db, "export", what};
        if (CsvWriter::Dialect(dialect) == CsvWriter::Dialect::Spreadsheet)
            args << "--spreadsheet";
        QProcess cli;
        cli.start(QStringLiteral(CATAN_CLI_PATH), args);
        QVERIFY(cli.waitForFinished(30000));
        QCOMPARE(cli.exitCode(), 0);
        const QByteArray line = cli.readAllStandardOutput();
        QVERIFY(!desk.isEmpty());
        QCOMPARE(desk, line);
        // Every typed cell, under the contract's headers (the spreadsheet's
        // file starts with a byte-order mark).
        if (what == QLatin1String("results"))
            QVERIFY(desk.startsWith(CsvWriter::Dialect(dialect) == CsvWriter::Dialect::Machine
                                        ? QByteArray("round,table,player,settlements,cities,")
                                        : QByteArray("\xEF\xBB\xBFround;table;player;settlements;"
                                                     "cities;")));
    }

    void pdfExportHoldsTheSlips()
    {
        Tournament t;
        DbError error;
        QVERIFY(t.openReadOnly(m_db, &error));
        QWidget window;
        PaperActions paper(&t, &window);
        paper.setCurrentRound(3);
        paper.onePerPageAction()->setChecked(true);
        const QString path = m_dir.filePath("slips.pdf");
        QString message;
        QVERIFY2(paper.exportPdf(PaperKind::Slips, path, &message), qPrintable(message));
        const QString text = pdfText(path);
        const QList<SeatedTable> tables = t.rounds().tables(3);
        QCOMPARE(text.count('\f'), tables.size());
        for (const SeatedTable &st : tables) {
            for (const QString &name : st.names)
                QVERIFY2(text.contains(name), qPrintable(name));
        }
    }

    void failedExportSaysWhere()
    {
        Tournament t;
        DbError error;
        QVERIFY(t.openReadOnly(m_db, &error));
        QWidget window;
        PaperActions paper(&t, &window);
        const QString path = m_dir.filePath("missing-folder/standings.csv");
        QString message;
        QVERIFY(!paper.exportCsv(PaperActions::CsvKind::Standings, CsvWriter::Dialect::Machine,
                                 path, &message));
        QVERIFY2(message.contains(path), qPrintable(message));
    }
};

QTEST_MAIN(TestPaperUi)
#include "tst_paper_ui.moc"
