// The desk switches language while it runs: menus, the result sheet, the
// standings (numbers in the language's conventions) and the rules.
#include "desktest.h"
#include "storepass.h"

#include "help/ruleshelp.h"
#include "language/language.h"
#include "rounds/resultspanel.h"
#include "rounds/seatingpanel.h"
#include "tournament/results.h"
#include "tournament/rounds.h"

#include <QAbstractItemView>
#include <QLabel>
#include <QMenuBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTextBrowser>

using namespace ctd;
using namespace ctd::test;

namespace {

// Every text a person can read in the window: labels, buttons, menus, and
// the cells and headers of every view.
QStringList visibleTexts(QWidget *window)
{
    QStringList out;
    for (QLabel *l : window->findChildren<QLabel *>())
        out.append(l->text());
    for (QAbstractButton *b : window->findChildren<QAbstractButton *>())
        out.append(b->text());
    for (QAction *a : window->findChildren<QAction *>())
        out.append(a->text());
    for (QAbstractItemView *v : window->findChildren<QAbstractItemView *>()) {
        QAbstractItemModel *m = v->model();
        if (!m)
            continue;
        for (int c = 0; c < m->columnCount(); ++c)
            out.append(m->headerData(c, Qt::Horizontal).toString());
        for (int r = 0; r < std::min(m->rowCount(), 20); ++r) {
            for (int c = 0; c < m->columnCount(); ++c)
                out.append(m->index(r, c).data().toString());
        }
    }
    return out;
}

bool anyContains(const QStringList &texts, const QString &part)
{
    for (const QString &t : texts) {
        if (t.contains(part))
            return true;
    }
    return false;
}

} // namespace

class TestLanguageUi : public QObject
{
    Q_OBJECT

    Desk desk;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        Language::apply(QStringLiteral("en"));
        QVERIFY(desk.start(desk.path()));
        desk.addPlayers(playerNames(4));
        QCOMPARE(desk.window->seatingPanel()->drawNextRound(7), QString());
        // docs/rules.md §7's tie for second: 2.5 round points each for two players.
        const SeatedTable table = desk.t().rounds().tables(1).first();
        QList<PlayerLine> lines = workedExample(table.names);
        lines[1].settlements = 2;
        DbError error;
        QVERIFY2(desk.t().results().saveSheet(testPass(), 1, 1, lines, false, &error),
                 qPrintable(error.message));
        desk.window->reload();
        desk.window->showPage(MainWindow::ResultsPage);
    }

    void cleanupTestCase()
    {
        desk.window.reset();
        Language::apply(QStringLiteral("en"));
    }

    void switchesWhileRunning_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("settlements");
        QTest::addColumn<QString>("points");
        QTest::addColumn<QString>("rules");
        QTest::newRow("de") << "de"
                            << "Siedlungen"
                            << "2,50"
                            << "Siedlung";
        QTest::newRow("pt") << "pt"
                            << "Aldeias"
                            << "2,50"
                            << "aldeia";
        QTest::newRow("en") << "en"
                            << "Settlements"
                            << "2.50"
                            << "settlement";
    }

    void switchesWhileRunning()
    {
        QFETCH(QString, code);
        QFETCH(QString, settlements);
        QFETCH(QString, points);
        QFETCH(QString, rules);

        QStringList englishMenus;
        for (QAction *a : desk.window->menuBar()->actions())
            englishMenus.append(a->text());

        auto *choice = child<QAction>(desk.window, QStringLiteral("language_") + code);
        QVERIFY(choice);
        choice->trigger();
        QCoreApplication::processEvents();

        QCOMPARE(Language::current(), code);
        QCOMPARE(QSettings().value(QStringLiteral("language")).toString(), code);
        QVERIFY(choice->isChecked());

        const QStringList texts = visibleTexts(desk.window.get());
        QVERIFY2(anyContains(texts, settlements), qPrintable(texts.join(QLatin1String(" | "))));
        QVERIFY2(anyContains(texts, points), qPrintable(texts.join(QLatin1String(" | "))));

        // The rules at hand, in the same language, at the rule a message names.
        child<QAction>(desk.window, QStringLiteral("rulesAction"))->trigger();
        auto *help = child<RulesHelp>(desk.window, QStringLiteral("rulesHelp"));
        QVERIFY(help);
        QVERIFY2(help->documentText().contains(rules, Qt::CaseInsensitive),
                 qPrintable(help->documentText().left(200)));
        help->showRule(ErrorCode::ArmyMarkMissing);
        QCOMPARE(help->currentSection(), QStringLiteral("titles"));
        help->hide();
    }

    void noEnglishLeftInGerman()
    {
        child<QAction>(desk.window, QStringLiteral("language_de"))->trigger();
        QCoreApplication::processEvents();
        QStringList menus;
        for (QAction *a : desk.window->menuBar()->actions())
            menus.append(a->text().remove(QLatin1Char('&')));
        for (const char *english : {"File", "Edit", "Round", "Help", "Language"})
            QVERIFY2(!menus.contains(QLatin1String(english)),
                     qPrintable(menus.join(QLatin1Char(' '))));
        child<QAction>(desk.window, QStringLiteral("language_en"))->trigger();
    }
};

QTEST_MAIN(TestLanguageUi)
#include "tst_language_ui.moc"
