// The Results page's lay-out at a laptop's 1366 × 768, in every language:
// the round overview is wide enough for a table's four names on two lines
// (a long standings heading once squeezed it until the names were cut off
// with "…"), and the standings' player column holds every name on one line,
// also after the file is opened again.
#include "desktest.h"
#include "rounds/tablesmodel.h"
#include "standings/standingsmodel.h"
#include "standings/standingsview.h"

#include <QHeaderView>
#include <QSettings>
#include <QStandardPaths>
#include <QStyle>
#include <QTableView>

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
        TournamentInfo info = t.info();
        info.name = QStringLiteral("Spring Cup of the Northern Counties 2026");
        QVERIFY(t.setInfo(info, &e));
        QVERIFY(t.addPlayers(kNames, &e));
        QList<QList<qint64>> tables;
        for (int table = 0; table < 5; ++table) {
            QList<qint64> ids;
            for (int s = 0; s < 4; ++s)
                ids.append(t.playerByName(kNames.at(table * 4 + s))->id);
            tables.append(ids);
        }
        QVERIFY(t.addRound(tables, &e));
        for (int table = 1; table <= 4; ++table)
            QVERIFY(
                t.saveSheet(1, table, workedExample(kNames.mid((table - 1) * 4, 4)), false, &e));
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
};

QTEST_MAIN(TstDeskLayout)
#include "tst_desk_layout.moc"
