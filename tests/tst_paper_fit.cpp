// docs/manual/en.md, "Printing and export": every printed document, in English, German and
// Portuguese, with long names: each word of a cell, a name, a heading or a
// note is drawn inside the box the renderer gave it (read back from the PDF
// with `pdftotext -bbox`), so that nothing is cut or runs into the next
// column. And what each document must say: the slips their date, rule set and
// what the report code is for; the season no folder of the director's computer.
#include "files/figures.h"
#include "language/language.h"
#include "paper/paperbuilder.h"
#include "paper/paperdocument.h"
#include "paper/paperseason.h"
#include "paper/paperteams.h"
#include "paper/papertournament.h"
#include "scoring/season.h"

#include <QGuiApplication>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

#include <algorithm>

using namespace ctd;

namespace {

// Long names of the day: hyphens, particles, umlauts, ß, accents, quotes.
const QStringList kNames{
    "Maximiliane Schwarzwälder-Oberhausen",
    "Jürgen Groß",
    "Hans-Christian Fürstenberg-Ludwigshafen",
    "Maria da Conceição Gonçalves de Albuquerque",
    "Bartholomäus Wolkenstein-Trostburg",
    "João Pedro Vasconcelos de Magalhães",
    "Zoë \"Zed\" Ortiz-Villanueva",
    "Ärger, Anna-Katharina",
    "Friederike von Hohenzollern-Sigmaringen",
    "Kai Li",
    "Leopoldine Auersperg-Breunner",
    "Sebastião Rodrigues Fagundes",
    "Wolfgang Amadeus Kleinschmidt",
    "Ana Beatriz Nascimento Pereira",
    "Christoph Dietrich Weißenburger",
    "H",
};

const QString kTournament = QStringLiteral("Herbstturnier der Siedler von Rheinland-Pfalz 2024");

TournamentInfo info(const RuleSet &rules = RuleSet::standard())
{
    return TournamentInfo{kTournament, QDate(2024, 10, 5), rules};
}

QList<StandingsRow> standingsRows(bool final)
{
    QList<StandingsRow> rows;
    for (qsizetype i = 0; i < kNames.size(); ++i) {
        StandingsRow r;
        r.rank = int(i) + 1;
        r.player = kNames[i];
        r.roundPointsTwelfths = qint64(kNames.size() - i) * 31;
        r.vp = 20 + int(kNames.size() - i) * 2;
        r.vpShare = Fraction(r.vp, 3 * r.vp + 11);
        r.tables = 5;
        r.firsts = int(i % 3);
        r.seconds = int(i % 2);
        r.thirds = 1;
        if (final) {
            r.decidedBy = i < 4 ? Stage::Final : (i < 16 ? Stage::Semifinal : Stage::Prelim);
            r.stagePlace = i < 4 ? int(i) + 1 : int(i % 4) + 1;
        }
        rows.append(r);
    }
    return rows;
}

QList<SeatedTable> tablesOf(int round, int shift)
{
    QList<SeatedTable> tables;
    for (qsizetype i = 0; i < kNames.size(); i += 4) {
        SeatedTable t;
        t.round = round;
        t.table = int(tables.size()) + 1;
        for (qsizetype s = 0; s < 4; ++s)
            t.names.append(kNames[(i + s + shift) % kNames.size()]);
        tables.append(t);
    }
    return tables;
}

PaperDocument slipsWith(bool codes, bool qr, PaperDocument::SlipLayout layout,
                        const QLocale &locale)
{
    QList<SeatedTable> tables = tablesOf(2, 1);
    // Six tables: three slips on each page.
    tables.append(tablesOf(2, 3).mid(0, 2));
    for (qsizetype i = 0; i < tables.size(); ++i)
        tables[i].table = int(i) + 1;
    QMap<int, QString> map;
    if (codes) {
        for (const SeatedTable &t : tables)
            map.insert(t.table, QStringLiteral("K7QM2PX%1").arg(t.table));
    }
    PaperDocument doc = PaperBuilder::slips(info(), tables, 2, layout, locale, map);
    if (qr)
        addReportCodes(&doc, QUrl(QStringLiteral("http://192.168.178.120:8080/")));
    return doc;
}

SeasonData seasonData(const QLocale &locale)
{
    Q_UNUSED(locale)
    SeasonData s;
    s.file.name = QStringLiteral("Rangliste der Siedler-Turniere Rheinland-Pfalz 2024/2025");
    s.file.rules.points = {100, 80, 65, 55, 50, 45, 40, 35, 30, 25, 20, 15, 10, 5};
    s.file.rules.best = 3;
    s.file.rules.minPlayers = 8;
    QList<SeasonTournament> places;
    const QStringList files{"/home/turnierleitung/Dokumente/Turniere/Frühjahrsturnier Mainz.ctd",
                            "/home/turnierleitung/Dokumente/Turniere/Sommerturnier Koblenz.ctd",
                            "/home/turnierleitung/Dokumente/Turniere/Herbstturnier Trier.ctd"};
    for (qsizetype t = 0; t < files.size(); ++t) {
        SeasonTournamentRead read;
        read.place = files[t];
        read.shown = files[t];
        read.name = QStringLiteral("Turnier %1").arg(t + 1);
        read.read = true;
        read.players = int(kNames.size());
        s.tournaments.append(read);
        SeasonTournament one;
        one.label = files[t];
        for (qsizetype i = 0; i < kNames.size(); ++i) {
            QString name = kNames[(i + t * 3) % kNames.size()];
            if (t == 2 && name == QStringLiteral("Jürgen Groß"))
                name = QStringLiteral("Jürgen Gross");
            one.places.append(SeasonPlace{name, int(i) + 1});
        }
        places.append(one);
    }
    s.standings = computeSeason(s.file.rules, places);
    return s;
}

struct Word
{
    QRectF box;
    QString text;
};

QString unescaped(QString s)
{
    s.replace(QStringLiteral("&quot;"), QStringLiteral("\""));
    s.replace(QStringLiteral("&apos;"), QStringLiteral("'"));
    s.replace(QStringLiteral("&lt;"), QStringLiteral("<"));
    s.replace(QStringLiteral("&gt;"), QStringLiteral(">"));
    s.replace(QStringLiteral("&amp;"), QStringLiteral("&"));
    return s;
}

// The words of each page with their boxes in points, as pdftotext reads them.
QList<QList<Word>> pdfWords(const QString &path, QString *failure)
{
    const QString tool = QStandardPaths::findExecutable("pdftotext");
    if (tool.isEmpty()) {
        *failure = "pdftotext is missing: run .ci/install-deps";
        return {};
    }
    QProcess p;
    p.start(tool, {"-bbox", "-enc", "UTF-8", path, "-"});
    if (!p.waitForFinished(60000) || p.exitCode() != 0) {
        *failure = "pdftotext failed on " + path;
        return {};
    }
    const QString xml = QString::fromUtf8(p.readAllStandardOutput());
    static const QRegularExpression tag(
        R"re(<page |<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>)re");
    QList<QList<Word>> pages;
    for (auto it = tag.globalMatch(xml); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        if (m.captured(0) == QLatin1String("<page ")) {
            pages.append(QList<Word>());
            continue;
        }
        if (pages.isEmpty())
            continue;
        const QPointF a(m.captured(1).toDouble(), m.captured(2).toDouble());
        const QPointF b(m.captured(3).toDouble(), m.captured(4).toDouble());
        pages.last().append(Word{QRectF(a, b), unescaped(m.captured(5))});
    }
    return pages;
}

// Letters only, so that line breaks, hyphens a break adds and soft hyphens
// do not count.
QString letters(QString s)
{
    s.remove(QChar(0x00AD));
    s.remove(QChar(0x00A0));
    s.remove(QLatin1Char('-'));
    s.remove(QChar(0x2010));
    s.remove(QRegularExpression(QStringLiteral("\\s")));
    return s;
}

// Every word that stands in a box's band lies inside it, and the words in it
// read as the text drawn there. Returns the problems found.
QStringList misplaced(const QList<PaperTextBox> &boxes, const QList<QList<Word>> &pages)
{
    constexpr qreal tolerance = 0.6; // points
    QStringList problems;
    for (const PaperTextBox &b : boxes) {
        if (b.page >= pages.size()) {
            problems.append(QStringLiteral("page %1 missing").arg(b.page + 1));
            continue;
        }
        QList<Word> inside;
        for (const Word &w : pages[b.page]) {
            const qreal yc = w.box.center().y();
            if (yc < b.points.top() || yc > b.points.bottom())
                continue;
            if (w.box.right() <= b.points.left() || w.box.left() >= b.points.right())
                continue;
            inside.append(w);
            if (w.box.left() < b.points.left() - tolerance
                || w.box.right() > b.points.right() + tolerance)
                problems.append(QStringLiteral("page %1: \"%2\" runs out of its box (%3–%4 pt, "
                                               "the box %5–%6 pt) in \"%7\"")
                                    .arg(b.page + 1)
                                    .arg(w.text)
                                    .arg(w.box.left(), 0, 'f', 1)
                                    .arg(w.box.right(), 0, 'f', 1)
                                    .arg(b.points.left(), 0, 'f', 1)
                                    .arg(b.points.right(), 0, 'f', 1)
                                    .arg(b.text));
        }
        if (b.text.isEmpty())
            continue;
        // In reading order: lines from the top, words from the left.
        std::sort(inside.begin(), inside.end(), [](const Word &x, const Word &y) {
            if (qAbs(x.box.top() - y.box.top()) > 2)
                return x.box.top() < y.box.top();
            return x.box.left() < y.box.left();
        });
        QString read;
        for (const Word &w : std::as_const(inside))
            read += w.text;
        if (letters(read) != letters(b.text))
            problems.append(
                QStringLiteral("page %1: \"%2\" reads \"%3\"").arg(b.page + 1).arg(b.text, read));
    }
    return problems;
}

struct Written
{
    QString text; ///< pdftotext's plain text
    int pages = 0;
};

} // namespace

class TstPaperFit : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    // Writes the document on the paper, reads its words back and checks them.
    Written check(const PaperDocument &doc, const QString &name,
                  const QPageSize &paper = QPageSize(QPageSize::A4))
    {
        // CATAN_SHOTS=folder keeps the PDFs there, to look at.
        const QString path = qEnvironmentVariableIsSet("CATAN_SHOTS")
            ? qEnvironmentVariable("CATAN_SHOTS") + '/' + name + ".pdf"
            : m_dir.filePath(name + ".pdf");
        QList<PaperTextBox> boxes;
        QString error;
        if (!writePdf(doc, path, paper, &error, &boxes)) {
            QTest::qFail(qPrintable(error), __FILE__, __LINE__);
            return {};
        }
        QString failure;
        const QList<QList<Word>> pages = pdfWords(path, &failure);
        if (!failure.isEmpty()) {
            QTest::qFail(qPrintable(failure), __FILE__, __LINE__);
            return {};
        }
        const QStringList problems = misplaced(boxes, pages);
        if (!problems.isEmpty()) {
            QTest::qFail(qPrintable(name + ":\n" + problems.mid(0, 12).join('\n')), __FILE__,
                         __LINE__);
            return {};
        }
        Written out;
        out.pages = int(pages.size());
        for (const QList<Word> &page : pages) {
            for (const Word &w : page)
                out.text += w.text + ' ';
            out.text += '\f';
        }
        return out;
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }
    void cleanupTestCase() { Language::apply("en"); }

    void documents_data()
    {
        QTest::addColumn<QString>("language");
        for (const char *code : {"en", "de", "pt"})
            QTest::newRow(code) << QString::fromLatin1(code);
    }

    // Every document, every word in its place.
    void documents()
    {
        QFETCH(QString, language);
        QVERIFY(Language::apply(language));
        const QLocale locale = Language::locale(language);
        const QString tag = language + '-';

        check(PaperBuilder::standings(info(), standingsRows(false), 5, locale), tag + "standings");
        if (QTest::currentTestFailed())
            return;
        for (const RuleSet &rules : RuleSet::presets()) {
            check(PaperBuilder::standings(info(rules), standingsRows(false), 5, locale),
                  tag + "standings-" + rules.id);
            if (QTest::currentTestFailed())
                return;
        }
        const Written ranking =
            check(PaperBuilder::standings(info(), standingsRows(true), 7, locale), tag + "final");
        if (QTest::currentTestFailed())
            return;
        // The final ranking names every player whole.
        for (const QString &name : kNames)
            QVERIFY2(letters(ranking.text).contains(letters(name)), qPrintable(name));

        PaperDocument chart = PaperBuilder::standings(info(), standingsRows(false), 3, locale);
        chart.ranks.rounds = {1, 2, 3};
        chart.ranks.players = kNames;
        for (qsizetype i = 0; i < kNames.size(); ++i)
            chart.ranks.ranks.append(
                {int((i * 7) % kNames.size()) + 1, int((i * 3) % kNames.size()) + 1, int(i) + 1});
        chart.ranks.cut = 4;
        chart.ranksTitle = "Ranks";
        check(chart, tag + "chart");
        if (QTest::currentTestFailed())
            return;

        TeamStandings teams;
        const QStringList teamNames{"Die Bergischen Bauherren vom Niederrhein",
                                    "Os Colonizadores do Vale do Paraíba", "Kai", "Siedlerfreunde"};
        for (qsizetype i = 0; i < teamNames.size(); ++i) {
            TeamRow r;
            r.rank = int(i) + 1;
            r.team = teamNames[i];
            r.roundPointsTwelfths = (10 - i) * 24;
            r.vp = 80 - int(i) * 7;
            r.members = 4;
            r.size = i == 2 ? 3 : 4;
            r.bestRank = int(i) + 1;
            teams.rows.append(r);
        }
        teams.sizesDiffer = true;
        check(teamStandingsDocument(info(), teams, 5, locale), tag + "teams");
        if (QTest::currentTestFailed())
            return;

        const QStringList absent{"Wilhelmine Auguste von Sachsen-Coburg", "Kai Li"};
        check(PaperBuilder::seatingByTable(info(), tablesOf(3, 2), 3, locale, absent),
              tag + "seating-table");
        if (QTest::currentTestFailed())
            return;
        check(PaperBuilder::seatingByName(info(), tablesOf(3, 2), 3, locale, absent),
              tag + "seating-name");
        if (QTest::currentTestFailed())
            return;
        StageMap stages;
        stages.insert(4, Stage::Semifinal);
        stages.insert(5, Stage::Final);
        QList<SeatedTable> finalTable = tablesOf(5, 0).mid(0, 1);
        check(PaperBuilder::schedule(
                  info(),
                  {tablesOf(1, 0), tablesOf(2, 1), tablesOf(3, 2), tablesOf(4, 5), finalTable},
                  stages, locale),
              tag + "schedule");
        if (QTest::currentTestFailed())
            return;

        check(PaperSeason::standings(seasonData(locale), locale), tag + "season");
        if (QTest::currentTestFailed())
            return;

        for (const QPageSize::PageSizeId size : {QPageSize::A4, QPageSize::Letter}) {
            const QString paper = size == QPageSize::A4 ? "a4" : "letter";
            check(slipsWith(false, false, PaperDocument::SlipLayout::AsManyAsFit, locale),
                  tag + "slips-" + paper, QPageSize(size));
            if (QTest::currentTestFailed())
                return;
            check(slipsWith(true, false, PaperDocument::SlipLayout::AsManyAsFit, locale),
                  tag + "slips-codes-" + paper, QPageSize(size));
            if (QTest::currentTestFailed())
                return;
            check(slipsWith(true, true, PaperDocument::SlipLayout::AsManyAsFit, locale),
                  tag + "slips-qr-" + paper, QPageSize(size));
            if (QTest::currentTestFailed())
                return;
        }
        check(slipsWith(true, true, PaperDocument::SlipLayout::OnePerPage, locale),
              tag + "slips-qr-single");
    }

    // Each slip names the day and the rule set; a report code says what it
    // is for and where to type it; three slips with QR codes on an A4 page.
    void slips_data() { documents_data(); }
    void slips()
    {
        QFETCH(QString, language);
        QVERIFY(Language::apply(language));
        const QLocale locale = Language::locale(language);
        const PaperDocument doc =
            slipsWith(true, true, PaperDocument::SlipLayout::AsManyAsFit, locale);
        const Written w = check(doc, language + "-slips-words");
        QVERIFY(!QTest::currentTestFailed());
        QCOMPARE(doc.slips.size(), 6);
        QCOMPARE(w.pages, 2); // three to a page
        // Every player's name whole on the slips (on two lines if long),
        // never cut with "…".
        for (const PaperSlip &slip : doc.slips) {
            for (const QString &player : slip.players)
                QVERIFY2(letters(w.text).contains(letters(player)), qPrintable(player));
        }
        const QString date = locale.toString(QDate(2024, 10, 5), QLocale::LongFormat);
        const QString rules = Figures::ruleSetLine(RuleSet::standard());
        for (const QString &page : w.text.split('\f', Qt::SkipEmptyParts)) {
            QVERIFY2(letters(page).count(letters(rules)) >= 3, qPrintable(page));
            // The tournament's name whole on each slip, never cut beside a
            // long caption.
            QVERIFY2(letters(page).count(letters(info().name)) >= 3, qPrintable(page));
            QVERIFY2(letters(page).count(letters(date)) >= 3, qPrintable(page));
            QVERIFY2(page.count("/report") >= 3, qPrintable(page));
            QVERIFY2(letters(page).count(letters("http://192.168.178.120:8080/report")) >= 3,
                     qPrintable(page));
        }
        // Without the page shared: the code and where to type it, no address.
        const Written plain =
            check(slipsWith(true, false, PaperDocument::SlipLayout::AsManyAsFit, locale),
                  language + "-slips-plain");
        QVERIFY(!QTest::currentTestFailed());
        QCOMPARE(plain.text.count("/report"), 6);
        QVERIFY(!plain.text.contains("http://"));
    }

    // The season on paper: tournaments by their file names, no folders; the
    // note keeps the name written with its ß.
    void season_data() { documents_data(); }
    void season()
    {
        QFETCH(QString, language);
        QVERIFY(Language::apply(language));
        const QLocale locale = Language::locale(language);
        const Written w =
            check(PaperSeason::standings(seasonData(locale), locale), language + "-season-words");
        QVERIFY(!QTest::currentTestFailed());
        QVERIFY2(!w.text.contains("/home"), qPrintable(w.text));
        QVERIFY2(!w.text.contains("Dokumente"), qPrintable(w.text));
        QVERIFY(w.text.contains("Mainz.ctd"));
        QVERIFY2(letters(w.text).contains(letters("alias = Jürgen Groß = Jürgen Gross")),
                 qPrintable(w.text));
    }
};

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    TstPaperFit test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_paper_fit.moc"
