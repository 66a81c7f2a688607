// CSV export (docs/formats.md §3, §4): what is written reads back as what the
// screen shows, and the spreadsheet variant opens in LibreOffice with numbers
// as numbers and names that look like formulas kept as text.
#include "files/csv.h"
#include "files/resultsfile.h"
#include "paper/paperbuilder.h"
#include "papertest.h"
#include "standings/standingsmodel.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace ctd;
using namespace papertest;

namespace {

QList<CsvRecord> readBack(const QByteArray &bytes, QChar separator)
{
    QList<CsvRecord> records;
    CsvSyntaxError error;
    if (!readCsv(bytes, &records, &error, separator))
        qWarning("line %d: %s", error.line, qPrintable(error.message));
    return records;
}

// Names that break naive CSV writers or run as formulas in a spreadsheet.
QList<StandingsRow> awkwardStandings()
{
    QList<StandingsRow> rows = standingsFor(12);
    const QStringList names{
        "Comma, Carla", "Quote \"Q\" Quinn", "Line\nBreak", "Ærøskøbing Åse", "=1+1", "-2+3",
        "+4",           "@SUM(1;2)"};
    for (qsizetype i = 0; i < names.size(); ++i)
        rows[i].player = names[i];
    return rows;
}

} // namespace

class TestExport : public QObject
{
    Q_OBJECT

private slots:
    void cleanup() { QLocale::setDefault(QLocale::c()); }

    void csvEqualsTheScreen_data()
    {
        QTest::addColumn<int>("dialect");
        QTest::addColumn<QString>("locale");
        QTest::newRow("machine") << int(CsvWriter::Dialect::Machine) << "C";
        QTest::newRow("spreadsheet, German desk")
            << int(CsvWriter::Dialect::Spreadsheet) << "de_DE";
    }

    void csvEqualsTheScreen()
    {
        QFETCH(int, dialect);
        QFETCH(QString, locale);
        QLocale::setDefault(QLocale(locale));
        const auto d = CsvWriter::Dialect(dialect);
        const QList<StandingsRow> rows = awkwardStandings();
        StandingsModel model;
        model.setStandings(rows);

        QTemporaryDir dir;
        QFile file(dir.filePath("standings.csv"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(writeStandings(rows, d));
        file.close();
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QList<CsvRecord> records =
            readBack(file.readAll(), d == CsvWriter::Dialect::Machine ? ',' : ';');
        QCOMPARE(records.size(), model.rowCount() + 1);
        for (int c = 0; c < model.columnCount(); ++c) {
            if (d == CsvWriter::Dialect::Spreadsheet)
                QCOMPARE(records[0].fields[c], model.headerData(c, Qt::Horizontal).toString());
        }
        // The machine format ends with the referees' adjustment (0: none), which
        // the screen shows in the players' status instead.
        const bool machine = d == CsvWriter::Dialect::Machine;
        for (int r = 0; r < model.rowCount(); ++r) {
            QCOMPARE(records[r + 1].fields.size(), model.columnCount() + (machine ? 1 : 0));
            if (machine)
                QCOMPARE(records[r + 1].fields.last(), QStringLiteral("0"));
            for (int c = 0; c < model.columnCount(); ++c) {
                QString cell = records[r + 1].fields[c];
                // The spreadsheet variant marks a formula-like cell as text.
                if (d == CsvWriter::Dialect::Spreadsheet && c == StandingsModel::Player
                    && QStringLiteral("=+-@").contains(rows[r].player.front()))
                    QVERIFY(cell.startsWith('\'') && cell.remove(0, 1) == rows[r].player);
                QCOMPARE(cell, model.index(r, c).data().toString());
            }
        }
    }

    void machineNamesComeBackIntact()
    {
        const QList<StandingsRow> rows = awkwardStandings();
        const QList<CsvRecord> records = readBack(writeStandings(rows), ',');
        QCOMPARE(records.first().fields,
                 (QStringList{"rank", "player", "round_points", "vp", "vp_share", "tables",
                              "adjustment"}));
        for (qsizetype i = 0; i < rows.size(); ++i)
            QCOMPARE(records[i + 1].fields[1], rows[i].player);
    }

    void spreadsheetOpensInLibreOffice()
    {
        const QString soffice = QStandardPaths::findExecutable("soffice");
        QVERIFY2(!soffice.isEmpty(), "LibreOffice is missing: run .ci/install-deps");
        QTemporaryDir dir;
        const QList<StandingsRow> rows = awkwardStandings();
        QFile in(dir.filePath("standings.csv"));
        QVERIFY(in.open(QIODevice::WriteOnly));
        in.write(writeStandings(rows, CsvWriter::Dialect::Spreadsheet));
        in.close();

        // Import as a German user would (';', decimal comma, UTF-8) with
        // formulas evaluated, the strictest setting; export with ',' and
        // English numbers, so that a number is told from text.
        QProcess lo;
        lo.setWorkingDirectory(dir.path());
        lo.start(
            soffice,
            {"-env:UserInstallation=" + QUrl::fromLocalFile(dir.filePath("profile")).toString(),
             "--headless", "--norestore",
             "--infilter=CSV:59,34,76,1,,1031,false,false,false,false,false,1,true", "--convert-to",
             "csv:Text - txt - csv (StarCalc):44,34,76,1,,1033,false,true,true", "--outdir",
             dir.filePath("out"), in.fileName()});
        QVERIFY(lo.waitForFinished(300000));
        QCOMPARE(lo.exitCode(), 0);
        QFile out(dir.filePath("out/standings.csv"));
        QVERIFY2(out.open(QIODevice::ReadOnly), qPrintable(lo.readAllStandardError()));
        const QList<CsvRecord> cells = readBack(out.readAll(), ',');
        QCOMPARE(cells.size(), rows.size() + 1);
        QCOMPARE(cells[0].fields,
                 (QStringList{"Rank", "Player", "Round points", "VP", "VP share (%)", "Tables"}));
        for (qsizetype i = 0; i < rows.size(); ++i) {
            const QStringList &f = cells[i + 1].fields;
            QCOMPARE(f.size(), 6);
            QCOMPARE(f[0].toInt(), rows[i].rank);
            // Text, not the value of a formula ("=1+1" is not 2), at most
            // with the apostrophe that marks it as text.
            const QString name = f[1];
            QVERIFY2(name == rows[i].player || name == "'" + rows[i].player, qPrintable(name));
            bool ok = false;
            QCOMPARE(qRound(f[2].toDouble(&ok) * 100),
                     twelfthsToHundredths(rows[i].roundPointsTwelfths));
            QVERIFY2(ok, qPrintable("round points are not a number: " + f[2]));
            QCOMPARE(f[3].toInt(), rows[i].vp);
            QCOMPARE(qRound(f[4].toDouble(&ok) * 100), rows[i].vpShare.percentHundredths());
            QVERIFY2(ok, qPrintable("VP share is not a number: " + f[4]));
            QCOMPARE(f[5].toInt(), rows[i].tables);
        }
    }
};

QTEST_MAIN(TestExport)
#include "tst_export.moc"
