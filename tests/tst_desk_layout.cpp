// The Results page's lay-out at a laptop's 1366 × 768, in every language:
// the round overview is wide enough for a table's four names on two lines
// (a long standings heading once squeezed it until the names were cut off
// with "…"), and the standings' player column holds every name on one line,
// also after the file is opened again, and follows what changes the names as
// shown (the view keeps the names' widths between updates); the Seating
// page's rows are tall enough for a capital's accent.
#include "desktest.h"
#include "rounds/tablesmodel.h"
#include "standings/standingsmodel.h"
#include "standings/standingsview.h"
#include "storepass.h"
#include "tournament/details.h"
#include "tournament/results.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"

#include <QComboBox>
#include <QHeaderView>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QTableView>
#include <QTreeWidget>

#include <algorithm>

using namespace ctd;
using namespace ctd::test;

namespace {

// Names of the lengths a real tournament has, with accents (the demo's).
const QStringList kNames{"Ilse Vogt",          "João Martins", "Bernd Özdemir", "Lúcia Ramos",
                         "Karl Huber",         "Carla Souza",  "Hanna Schäfer", "Fatma Yıldız",
                         "Emil Krause",        "Marta Nunes",  "Nils Petersen", "Dario Ferreira",
                         "Olga Brandt",        "Gustavo Lima", "Paulo Costa",   "Anna Berg",
                         "Maximilian Hofmann", "Ana Lima",     "Jonas Weber",   "Beatriz Carvalho"};

// The width the item delegate gives a cell's text.
int textWidth(const QTableView *view, int column)
{
    const int margin = view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 1;
    return view->horizontalHeader()->sectionSize(column) - 2 * margin;
}

// What the standings show: the rows, the dropped players, the font's size.
struct Shown
{
    QList<StandingsRow> rows;
    QSet<QString> dropped;
    int pointSize = 0;
};

Shown twentyPlayers()
{
    Shown s;
    for (int i = 0; i < kNames.size(); ++i) {
        StandingsRow r;
        r.rank = i + 1;
        r.player = kNames.at(i);
        r.roundPointsTwelfths = 12 * (kNames.size() - i);
        r.vp = 30 - i;
        r.vpShare = Fraction(r.vp, 100);
        r.tables = 1;
        s.rows.append(r);
    }
    s.pointSize = QApplication::font().pointSize();
    return s;
}

// One row a language of the desk.
void languageRows()
{
    QTest::addColumn<QString>("language");
    for (const char *lang : {"en", "de", "pt"})
        QTest::addRow("%s", lang) << QString::fromLatin1(lang);
}

void show(StandingsView *view, const Shown &s)
{
    QFont font = view->font();
    font.setPointSize(s.pointSize);
    view->setFont(font);
    view->model()->setDropped(s.dropped);
    view->setStandings(TournamentInfo{}, s.rows, 1);
}

// The standings' table's minimum width once its queued lay-out ran (a
// language change is posted, and its lay-out queued from there).
int minimumWidth(const StandingsView *view)
{
    for (int i = 0; i < 3; ++i)
        QCoreApplication::processEvents();
    return view->tableView()->minimumWidth();
}

} // namespace

class TstDeskLayout : public QObject
{
    Q_OBJECT

    Desk desk;

    QTableView *view(const QString &name) const { return child<QTableView>(desk.window, name); }

    // Every cell's text of a column, with the lines it takes at the column's width.
    static QStringList tooLong(const QTableView *v, int column, int lines)
    {
        QStringList out;
        const int width = textWidth(v, column);
        for (int r = 0; r < v->model()->rowCount(); ++r) {
            const QModelIndex index = v->model()->index(r, column);
            const QString text = index.data().toString();
            // In the font the row is drawn in (the table being edited is bold).
            const QVariant font = index.data(Qt::FontRole);
            const QFontMetrics metrics(font.isValid() ? font.value<QFont>() : v->font());
            const QRect needed =
                metrics.boundingRect(QRect(0, 0, width, 10000), Qt::TextWordWrap, text);
            if (needed.height() > lines * metrics.lineSpacing() || needed.width() > width)
                out.append(QStringLiteral("%1 (%2 px)").arg(text).arg(width));
        }
        return out;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(QFontMetrics(QApplication::font()).inFont(QLatin1Char('A')));
        QVERIFY(desk.dir.isValid());
        // Five tables of four with their results, and a long rule-set heading.
        Tournament t;
        DbError e;
        QVERIFY(t.open(desk.path(), &e));
        TournamentInfo info = t.details().info();
        info.name = QStringLiteral("Spring Cup of the Northern Counties 2026");
        QVERIFY(t.details().setInfo(testPass(), info, &e));
        QVERIFY(t.roster().addPlayers(testPass(), kNames, &e));
        QList<QList<qint64>> tables;
        for (int table = 0; table < 5; ++table) {
            QList<qint64> ids;
            for (int s = 0; s < 4; ++s)
                ids.append(t.roster().playerByName(kNames.at(table * 4 + s))->id);
            tables.append(ids);
        }
        QVERIFY(t.rounds().addRound(testPass(), tables, &e));
        for (int table = 1; table <= 4; ++table)
            QVERIFY(t.results().saveSheet(
                testPass(), 1, table, workedExample(kNames.mid((table - 1) * 4, 4)), false, &e));
    }
    void init() { QSettings().clear(); }
    void cleanup()
    {
        desk.window.reset();
        Language::apply(QStringLiteral("en"));
    }

    void namesFit_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<bool>("reopened");
        for (const char *lang : {"en", "de", "pt"}) {
            QTest::addRow("%s", lang) << QString::fromLatin1(lang) << false;
            QTest::addRow("%s, reopened", lang) << QString::fromLatin1(lang) << true;
        }
    }
    void namesFit()
    {
        QFETCH(QString, language);
        QFETCH(bool, reopened);
        QVERIFY(Language::apply(language));
        QVERIFY(desk.start());
        desk.window->resize(1366, 768);
        QVERIFY(desk.window->openTournament(desk.path()));
        if (reopened) {
            QVERIFY(desk.window->openTournament(desk.path(QStringLiteral("other.sqlite"))));
            QTest::qWait(50);
            QVERIFY(desk.window->openTournament(desk.path()));
        }
        desk.window->showPage(MainWindow::ResultsPage);
        QTest::qWait(100); // the queued lay-out of the views
        QCOMPARE(desk.window->currentRound(), 1);

        // Four names on at most two lines in the round overview, never cut.
        QTableView *overview = view(QStringLiteral("roundOverview"));
        QCOMPARE(overview->model()->rowCount(), 5);
        const QStringList cut = tooLong(overview, TablesModel::PlayersColumn, 2);
        QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QLatin1String("; "))));
        QVERIFY(overview->verticalHeader()->sectionSize(0)
                >= 2 * overview->fontMetrics().lineSpacing());

        // Every name on one line in the standings.
        auto *standings = child<StandingsView>(desk.window, QStringLiteral("roundStandings"));
        QTableView *table = standings->tableView();
        QCOMPARE(table->model()->rowCount(), 20);
        const QStringList wrapped = tooLong(table, StandingsModel::Player, 1);
        QVERIFY2(wrapped.isEmpty(), qPrintable(wrapped.join(QLatin1String("; "))));
    }

    // The round chooser holds a two-digit round's name whole in every
    // language, also after the language is changed while the desk runs (it
    // is sized by that name's length, not by its items).
    void roundBoxHoldsTwoDigits_data() { languageRows(); }
    void roundBoxHoldsTwoDigits()
    {
        QFETCH(QString, language);
        QVERIFY(desk.start());
        QVERIFY(desk.window->openTournament(desk.path()));
        QVERIFY(Language::apply(language));
        QTest::qWait(50);
        auto *box = child<QComboBox>(desk.window, QStringLiteral("roundBox"));
        QCOMPARE(box->count(), 1);
        const QString longest =
            QString(box->itemText(0)).replace(QLatin1String("1"), QLatin1String("88"));
        QVERIFY2(longest.contains(QLatin1String("88")), qPrintable(longest));
        QStyleOptionComboBox option;
        option.initFrom(box);
        option.frame = box->hasFrame();
        option.rect = box->rect();
        const QRect field = box->style()->subControlRect(QStyle::CC_ComboBox, &option,
                                                         QStyle::SC_ComboBoxEditField, box);
        const int needed = box->fontMetrics().horizontalAdvance(longest);
        QVERIFY2(
            field.width() >= needed,
            qPrintable(
                QStringLiteral("%1: %2 px for %3 px").arg(longest).arg(field.width()).arg(needed)));
    }

    // The seating page's tree draws a capital's accent inside its row (its
    // rows were once as tall as the font's height, and Ö showed as O).
    void seatingRowsHoldAccents_data() { languageRows(); }
    void seatingRowsHoldAccents()
    {
        QFETCH(QString, language);
        QVERIFY(Language::apply(language));
        QVERIFY(desk.start());
        desk.window->resize(1366, 768);
        QVERIFY(desk.window->openTournament(desk.path()));
        desk.window->showPage(MainWindow::SeatingPage);
        QTest::qWait(50);
        auto *tree = child<QTreeWidget>(desk.window, QStringLiteral("seatingTree"));
        const QList<QTreeWidgetItem *> found =
            tree->findItems(QStringLiteral("Bernd Özdemir"), Qt::MatchRecursive, 1);
        QCOMPARE(found.size(), 1);
        const QRect row = tree->visualItemRect(found.constFirst());
        QVERIFY(row.height() > 0);
        // The text is centred in its row: the accent's top must lie in it.
        const QFontMetrics metrics(tree->font());
        const int baseline = (row.height() - metrics.height()) / 2 + metrics.ascent();
        const int accentTop = baseline + metrics.tightBoundingRect(QStringLiteral("Ö")).top();
        QVERIFY2(
            accentTop >= 0,
            qPrintable(
                QStringLiteral("row %1 px, accent at %2 px").arg(row.height()).arg(accentTop)));
    }

    // After a change the standings are as wide as a new view with the same
    // names, marks and font makes them: the kept widths of the names are not
    // used where the names are shown otherwise.
    void namesWidthFollowsChanges_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<int>("wider"); // 1 wider, -1 narrower, 0 as wide as before
        QTest::newRow("new scores, same names") << "scores" << 0;
        QTest::newRow("a name renamed longer") << "longer" << 1;
        QTest::newRow("the longest name renamed shorter") << "shorter" << -1;
        QTest::newRow("the longest name dropped") << "dropped" << 1;
        QTest::newRow("a dropped player back") << "back" << -1;
        QTest::newRow("a larger font") << "font" << 1;
        QTest::newRow("German, a player dropped") << "de" << 1;
    }
    void namesWidthFollowsChanges()
    {
        QFETCH(QString, change);
        QFETCH(int, wider);
        const QString longest = QStringLiteral("Maximilian Hofmann");
        Shown before = twentyPlayers();
        if (change == u"back" || change == u"de")
            before.dropped.insert(longest);
        StandingsView view;
        view.resize(400, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        show(&view, before);
        const int was = minimumWidth(&view);

        Shown after = before;
        if (change == u"scores") {
            std::reverse(after.rows.begin(), after.rows.end());
            for (int i = 0; i < after.rows.size(); ++i)
                after.rows[i].rank = i + 1;
        } else if (change == u"longer") {
            after.rows[17].player = QStringLiteral("Ana Lima de Albuquerque Cavalcanti");
        } else if (change == u"shorter") {
            after.rows[16].player = QStringLiteral("Max Hof");
        } else if (change == u"dropped") {
            after.dropped.insert(longest);
        } else if (change == u"back") {
            after.dropped.clear();
        } else if (change == u"font") {
            after.pointSize = before.pointSize + 4;
        } else {
            QVERIFY(Language::apply(QStringLiteral("de")));
        }
        if (change != u"de")
            show(&view, after);
        const int is = minimumWidth(&view);

        StandingsView fresh;
        fresh.resize(400, 600);
        fresh.show();
        QVERIFY(QTest::qWaitForWindowExposed(&fresh));
        show(&fresh, after);
        QCOMPARE(is, minimumWidth(&fresh));
        QCOMPARE(is > was ? 1 : is < was ? -1 : 0, wider);
    }
};

QTEST_MAIN(TstDeskLayout)
#include "tst_desk_layout.moc"
