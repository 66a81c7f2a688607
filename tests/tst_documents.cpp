// Printed documents: built from data, written as PDF, read back with pdftotext.
#include "language/language.h"
#include "paper/paperbuilder.h"
#include "papertest.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace ctd;
using namespace papertest;

class TestDocuments : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString write(const PaperDocument &doc, const QString &name, const QPageSize &size)
    {
        const QString path = m_dir.filePath(name);
        QString error;
        if (!writePdf(doc, path, size, &error))
            qWarning("%s", qPrintable(error));
        return path;
    }

    static TournamentInfo info()
    {
        TournamentInfo i;
        i.name = "Spring Open 2024";
        i.date = QDate(2024, 3, 9);
        return i;
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void standingsListEveryPlayerInRankOrder_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("paper");
        QTest::newRow("10 players, A4") << 10 << int(QPageSize::A4);
        QTest::newRow("10 players, Letter") << 10 << int(QPageSize::Letter);
        QTest::newRow("2000 players, A4") << 2000 << int(QPageSize::A4);
        QTest::newRow("2000 players, Letter") << 2000 << int(QPageSize::Letter);
    }

    void standingsListEveryPlayerInRankOrder()
    {
        QFETCH(int, players);
        QFETCH(int, paper);
        const QList<StandingsRow> rows = standingsFor(players);
        // Handed over out of order: the print is in rank order all the same.
        QList<StandingsRow> shuffled = rows;
        std::reverse(shuffled.begin(), shuffled.end());
        const PaperDocument doc = PaperBuilder::standings(info(), shuffled, 3, QLocale::c());
        const QString path =
            write(doc, QStringLiteral("standings-%1-%2.pdf").arg(players).arg(paper),
                  QPageSize(QPageSize::PageSizeId(paper)));
        const QString text = pdfText(path);
        QVERIFY(!text.isEmpty());

        QStringList pages = text.split(QLatin1Char('\f'));
        if (pages.last().trimmed().isEmpty())
            pages.removeLast();
        QVERIFY(text.contains("Spring Open 2024"));
        QVERIFY(text.contains("Standings after round 3"));
        QVERIFY(text.contains("9 March 2024"));
        if (players > 100)
            QVERIFY2(pages.size() > 20, qPrintable(QString::number(pages.size())));

        const QString header = "Rank Player Round points VP VP share (%) Tables";
        QStringList dataLines;
        for (qsizetype n = 0; n < pages.size(); ++n) {
            const QStringList lines = pages[n].split(QLatin1Char('\n'));
            QStringList simple;
            for (const QString &l : lines)
                simple.append(simplified(l));
            QVERIFY2(simple.contains(header),
                     qPrintable(QStringLiteral("no header on page %1").arg(n + 1)));
            const QString pageNumber = QStringLiteral("Page %1 of %2").arg(n + 1).arg(pages.size());
            QVERIFY2(pages[n].contains(pageNumber), qPrintable(pageNumber));
            bool afterHeader = false;
            for (const QString &l : std::as_const(simple)) {
                if (l == header) {
                    afterHeader = true;
                } else if (afterHeader && !l.isEmpty() && !l.contains(pageNumber)) {
                    dataLines.append(l);
                }
            }
        }
        QCOMPARE(dataLines.size(), rows.size());
        for (qsizetype i = 0; i < rows.size(); ++i)
            QCOMPARE(dataLines[i], Figures::standingsCells(rows[i], QLocale::c()).join(' '));
    }

    void numbersFollowTheLocale_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<qint64>("twelfths");
        QTest::addColumn<QString>("points");
        QTest::addColumn<QString>("share");
        QTest::newRow("English") << "en_GB" << qint64(30) << "2.50"
                                 << "34.38";
        QTest::newRow("German") << "de_DE" << qint64(30) << "2,50"
                                << "34,38";
        QTest::newRow("Portuguese") << "pt_PT" << qint64(40) << "3,33"
                                    << "34,38";
    }

    void numbersFollowTheLocale()
    {
        QFETCH(QString, locale);
        QFETCH(qint64, twelfths);
        QFETCH(QString, points);
        QFETCH(QString, share);
        const QLocale l(locale);
        QCOMPARE(Figures::points(twelfths, l), points);
        QCOMPARE(Figures::percent(Fraction(11, 32), l), share);
    }

    void seatingByNameIsAlphabetical()
    {
        const QStringList names{"Zoë", "bernd", "Ärger", "anna", "Berta", "Carl", "Émile"};
        const QList<SeatedTable> tables = seatingFor(names);
        const QString path = write(PaperBuilder::seatingByName(info(), tables, 1, QLocale::c()),
                                   "by-name.pdf", QPageSize(QPageSize::A4));
        const QString text = pdfText(path);
        QVERIFY(text.contains("Seating of round 1 by name"));
        QStringList found;
        for (const QString &line : text.split('\n')) {
            const QString s = simplified(line);
            for (qsizetype i = 0; i < names.size(); ++i) {
                const QString expected =
                    QStringLiteral("%1 %2 %3").arg(names[i]).arg(i / 4 + 1).arg(i % 4 + 1);
                if (s == expected)
                    found.append(names[i]);
            }
        }
        QCOMPARE(found, (QStringList{"anna", "Ärger", "bernd", "Berta", "Carl", "Émile", "Zoë"}));
    }

    void seatingByTableKeepsTurnOrder()
    {
        QStringList names;
        for (int i = 0; i < 23; ++i)
            names.append(playerName(i + 8));
        const QList<SeatedTable> tables = seatingFor(names);
        const QString text =
            pdfText(write(PaperBuilder::seatingByTable(info(), tables, 2, QLocale::c()),
                          "by-table.pdf", QPageSize(QPageSize::Letter)));
        QVERIFY(text.contains("Seating of round 2 by table"));
        QStringList lines;
        for (const QString &l : text.split('\n'))
            lines.append(simplified(l));
        for (const SeatedTable &t : tables) {
            const QString expected = QString::number(t.table) + ' ' + t.names.join(' ');
            QVERIFY2(lines.contains(expected), qPrintable(expected));
        }
    }

    void slipsHoldEachTablesPlayers_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("layout");
        QTest::addColumn<int>("pages");
        // 12 tables of four: three slips fit on a page of A4.
        QTest::newRow("as many as fit") << 48 << int(PaperDocument::SlipLayout::AsManyAsFit) << 4;
        QTest::newRow("one per page") << 47 << int(PaperDocument::SlipLayout::OnePerPage) << 12;
    }

    void slipsHoldEachTablesPlayers()
    {
        QFETCH(int, players);
        QFETCH(int, layout);
        QFETCH(int, pages);
        QStringList names;
        for (int i = 0; i < players; ++i)
            names.append(playerName(i));
        const QList<SeatedTable> tables = seatingFor(names);
        const PaperDocument doc =
            PaperBuilder::slips(info(), tables, 1, PaperDocument::SlipLayout(layout), QLocale::c());
        const QString text = pdfText(
            write(doc, QStringLiteral("slips-%1.pdf").arg(layout), QPageSize(QPageSize::A4)));
        QCOMPARE(text.count('\f'), pages);
        for (const SeatedTable &t : tables) {
            const QString caption = QStringLiteral("Round 1, table %1").arg(t.table);
            const qsizetype start = text.indexOf(caption + ' ');
            QVERIFY2(start >= 0, qPrintable(caption));
            qsizetype end = text.indexOf(QStringLiteral("Round 1, table %1 ").arg(t.table + 1));
            if (end < 0)
                end = text.size();
            const QString slip = text.mid(start, end - start);
            for (qsizetype s = 0; s < t.names.size(); ++s) {
                const QString line = QStringLiteral("%1. %2").arg(s + 1).arg(t.names[s]);
                QVERIFY2(slip.contains(line), qPrintable(caption + ": " + line));
            }
            QVERIFY(slip.contains("Signature"));
        }
    }

    // Slips in every language: every name on one line in the printed font,
    // and a column wide enough to sign; only a name past the room left is
    // set smaller, then cut.
    void slipsFitNamesAndSignatures_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<int>("paper");
        QTest::addColumn<QString>("longName"); // empty: names of normal lengths
        for (const char *lang : {"en", "de", "pt"}) {
            for (const auto &[paper, name] :
                 {std::pair{QPageSize::A4, "A4"}, std::pair{QPageSize::Letter, "Letter"}})
                QTest::addRow("%s, %s", lang, name)
                    << QString::fromLatin1(lang) << int(paper) << "";
            QTest::addRow("%s, a very long name", lang)
                << QString::fromLatin1(lang) << int(QPageSize::A4)
                << "Maria Aparecida dos Santos Albuquerque de Vasconcelos";
        }
    }
    void slipsFitNamesAndSignatures()
    {
        QFETCH(QString, language);
        QFETCH(int, paper);
        QFETCH(QString, longName);
        QVERIFY(Language::apply(language));
        QStringList names{"Karl Huber",         "Carla Souza",    "Hanna Schäfer", "Fatma Yıldız",
                          "Maximilian Hofmann", "João Gonçalves", "Bernd Özdemir", "Lúcia Ramos"};
        if (!longName.isEmpty())
            names[1] = longName;
        const PaperDocument doc =
            PaperBuilder::slips(info(), seatingFor(names), 1,
                                PaperDocument::SlipLayout::AsManyAsFit, Language::locale(language));
        const PaperSlipGeometry g = slipGeometry(doc, QPageSize(QPageSize::PageSizeId(paper)));
        Language::apply("en");
        QCOMPARE(g.columnMm.size(), doc.columns.size());
        QVERIFY2(g.columnMm.last() >= 40, qPrintable(QString::number(g.columnMm.last())));
        QVERIFY(g.headerPoints >= 5.5);
        if (longName.isEmpty()) {
            QCOMPARE(g.namePoints, 10.0);
            QCOMPARE(g.cutNames, QStringList());
        } else {
            QVERIFY(g.namePoints < 10 || g.cutNames == QStringList{"2. " + longName});
        }
        // Read back from the PDF: each name on one line of its own.
        const QString text =
            pdfText(write(doc, QStringLiteral("slips-%1-%2.pdf").arg(language).arg(paper),
                          QPageSize(QPageSize::PageSizeId(paper))));
        for (qsizetype i = 0; i < names.size(); ++i) {
            if (names[i] == longName)
                continue;
            const QString line = QStringLiteral("%1. %2").arg(i % 4 + 1).arg(names[i]);
            QVERIFY2(text.contains(line), qPrintable(line));
        }
    }

    // The schedule: a heading a round with its stage, then its tables; a
    // round going on to the next page has its heading there again.
    void scheduleGroupsTablesUnderTheirRound()
    {
        QList<QList<SeatedTable>> rounds(2);
        for (int r = 0; r < 2; ++r) {
            const int tables = r == 0 ? 60 : 1;
            for (int n = 1; n <= tables; ++n) {
                SeatedTable t;
                t.round = r + 1;
                t.table = n;
                for (int s = 1; s <= 4; ++s)
                    t.names.append(QStringLiteral("P%1x%2x%3").arg(r + 1).arg(n).arg(s));
                rounds[r].append(t);
            }
        }
        const StageMap stages{{2, Stage::Final}};
        const QString text =
            pdfText(write(PaperBuilder::schedule(info(), rounds, stages, QLocale::c()),
                          "schedule.pdf", QPageSize(QPageSize::A4)));
        const QStringList pages = text.split(QLatin1Char('\f'), Qt::SkipEmptyParts);
        QVERIFY2(pages.size() >= 2, qPrintable(text));
        const QString first = QStringLiteral("Round 1 (preliminary round)");
        QCOMPARE(pages[0].count(first), 1);
        QCOMPARE(pages[1].count(first), 1); // repeated where round 1 goes on
        QCOMPARE(text.count(QStringLiteral("Round 2 (final)")), 1);
        QVERIFY(!text.contains(QStringLiteral("semi-final")));
        // Table lines: the table's number and its seats, no round beside them.
        for (int r = 0; r < 2; ++r) {
            for (const SeatedTable &t : rounds[r]) {
                const QString line =
                    QString::number(t.table) + QLatin1Char(' ') + t.names.join(QLatin1Char(' '));
                bool found = false;
                for (const QString &l : text.split(QLatin1Char('\n')))
                    found = found || l.simplified() == line;
                QVERIFY2(found, qPrintable(line));
            }
        }
        // Round 1's tables are under its heading, round 2's under its own.
        QVERIFY(text.indexOf(QStringLiteral("P1x60x4"))
                < text.indexOf(QStringLiteral("Round 2 (final)")));
        QVERIFY(text.indexOf(QStringLiteral("P2x1x1"))
                > text.indexOf(QStringLiteral("Round 2 (final)")));
    }

    void emptyDocumentsSayWhy()
    {
        const QString text = pdfText(write(PaperBuilder::standings(info(), {}, 0, QLocale::c()),
                                           "empty.pdf", QPageSize(QPageSize::A4)));
        QVERIFY(text.contains("Standings before the first round"));
        QVERIFY(text.contains("No players yet."));
        QVERIFY(text.contains("Page 1 of 1"));
    }

    void unwritableFileIsReported()
    {
        const QString path = m_dir.filePath("no-such-folder/standings.pdf");
        QString error;
        QVERIFY(!writePdf(PaperBuilder::standings(info(), standingsFor(3), 1), path,
                          QPageSize(QPageSize::A4), &error));
        QVERIFY2(error.contains(path), qPrintable(error));
        QVERIFY(!QFile::exists(path));
    }
};

QTEST_MAIN(TestDocuments)
#include "tst_documents.moc"
