// The desk on a laptop's 1366 × 768 screen in English, German and Portuguese,
// in the states that make its texts long (a team event with long names,
// reports from the tables waiting with a conflict, a final): every page and
// dialog fits the screen, and no label's or button's text is cut or elided
// (fitcheck.h); a status message is never cut under the status bar's
// permanent widgets.
#include "commands/reportcommands.h"
#include "eventdaydesk.h"
#include "fitcheck.h"
#include "players/playerspanel.h"
#include "rounds/cutdialog.h"
#include "rounds/handseatingdialog.h"
#include "rounds/startrounddialog.h"
#include "rounds/turnorderdialog.h"
#include "storepass.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"

#include <QMenuBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>

using namespace ctd;
using namespace ctd::test;

namespace {

const QSize kScreen(1366, 768);

const QStringList kLong{"Maximiliane Schwarzwälder-Oberhausen",
                        "Hans-Christian Fürstenberg-Ludwigshafen",
                        "Maria da Conceição Gonçalves de Albuquerque",
                        "Bartholomäus Wolkenstein-Trostburg",
                        "João Pedro Vasconcelos de Magalhães",
                        "Friederike von Hohenzollern-Sigmaringen",
                        "Leopoldine Auersperg-Breunner",
                        "Sebastião Rodrigues Fagundes",
                        "Wolfgang Amadeus Kleinschmidt",
                        "Ana Beatriz Nascimento Pereira",
                        "Christoph Dietrich Weißenburger",
                        "Jürgen Groß",
                        "Zoë Ortiz-Villanueva",
                        "Anna-Katharina Ärger",
                        "Kai Li",
                        "Wilhelmine Auguste von Sachsen-Coburg"};

const QStringList kTeams{"Die Bergischen Bauherren vom Niederrhein",
                         "Os Colonizadores do Vale do Paraíba", "Siedlerfreunde Trier",
                         "Hafenmeister"};

// Long names and teams for the players of a tournament made with "Player NN".
bool lengthen(Tournament &t)
{
    DbError e;
    const QList<Player> players = t.roster().players();
    for (qsizetype i = 0; i < players.size() && i < kLong.size(); ++i) {
        if (!t.roster().renamePlayer(testPass(), players[i].id, kLong[i], &e)
            || !t.roster().setTeam(testPass(), players[i].id, kTeams[i % kTeams.size()], &e))
            return false;
    }
    return true;
}

// A team event with long names: round 1 seated, reports waiting from two
// tables, two different ones from table 1 (a conflict).
bool makeReportsTournament(const QString &path)
{
    Tournament t;
    DbError e;
    QStringList names;
    for (int i = 1; i <= 16; ++i)
        names.append(QStringLiteral("Player %1").arg(i, 2, 10, QLatin1Char('0')));
    if (!t.open(path, &e) || !t.roster().addPlayers(testPass(), names, &e) || !lengthen(t))
        return false;
    QList<QList<qint64>> tables;
    const QList<Player> players = t.roster().players();
    for (int i = 0; i < 16; i += 4)
        tables.append({players[i].id, players[i + 1].id, players[i + 2].id, players[i + 3].id});
    if (!t.rounds().addRound(testPass(), tables, &e))
        return false;
    for (const auto &[table, shift] : {std::pair{1, 0}, std::pair{1, 1}, std::pair{2, 2}}) {
        SubmitReport c(1, table, fourLines(t.rounds().tables(1)[table - 1].names, shift),
                       QStringLiteral("192.168.178.23"));
        if (!c.apply(t, &e))
            return false;
    }
    return true;
}

bool makeFinal(const QString &path)
{
    QString why;
    if (!makeFinalTournament(path, &why))
        return false;
    Tournament t;
    DbError e;
    if (!t.open(path, &e) || !lengthen(t))
        return false;
    // Teammates in the final: the cut seated them together.
    const int final = t.rounds().roundCount();
    for (const qint64 id : t.rounds().tables(final).value(0).playerIds) {
        if (!t.roster().setTeam(testPass(), id, kTeams[0], &e))
            return false;
    }
    return true;
}

} // namespace

class TstDeskFit : public QObject
{
    Q_OBJECT

    Desk desk;
    QStringList m_problems;
    int m_opened = 0; ///< windows the last step opened

    void look(QWidget *top, const QString &where)
    {
        // Layouts settle in a few rounds (a wrapped text's height follows its width).
        for (int i = 0; i < 4; ++i) {
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
            QCoreApplication::processEvents();
        }
        for (const QString &p : misfits(top, kScreen))
            m_problems.append(where + QStringLiteral(": ") + p);
        // CATAN_SHOTS=folder: a picture of each, to look at.
        if (qEnvironmentVariableIsSet("CATAN_SHOTS"))
            top->grab().save(qEnvironmentVariable("CATAN_SHOTS") + QLatin1Char('/')
                             + QString(where).replace(QRegularExpression("[^a-z0-9]+"), "-")
                             + QStringLiteral(".png"));
    }

    // Each top-level window the last step opened (a dialog, a question),
    // looked at and closed.
    void lookAtNewWindows(const QSet<QWidget *> &before, const QString &where)
    {
        m_opened = 0;
        QCoreApplication::processEvents();
        for (QWidget *w : QApplication::topLevelWidgets()) {
            if (before.contains(w) || !w->isVisible() || qobject_cast<QMenu *>(w))
                continue;
            look(w, where + QLatin1Char('/') + QString::fromLatin1(w->metaObject()->className()));
            ++m_opened;
            w->close();
        }
        QCoreApplication::processEvents();
    }

    QSet<QWidget *> shown() const
    {
        QSet<QWidget *> out;
        for (QWidget *w : QApplication::topLevelWidgets()) {
            if (w->isVisible())
                out.insert(w);
        }
        return out;
    }

    void open(const QString &file)
    {
        QVERIFY(desk.start(file));
        // The whole window, its frame too, on the screen.
        const QSize frame = desk.window->frameGeometry().size() - desk.window->size();
        desk.window->resize(kScreen - frame);
        QCoreApplication::processEvents();
    }

    void pages(const QString &where)
    {
        for (const auto page :
             {MainWindow::PlayersPage, MainWindow::SeatingPage, MainWindow::ResultsPage}) {
            desk.window->showPage(page);
            QCoreApplication::processEvents();
            look(desk.window.get(), where + QStringLiteral("/page %1").arg(int(page)));
        }
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCOMPARE(QGuiApplication::primaryScreen()->geometry().size(), kScreen);
    }
    void init()
    {
        QSettings().clear();
        m_problems.clear();
    }
    void cleanup()
    {
        desk.window.reset();
        QFile::remove(desk.path());
        Language::apply(QStringLiteral("en"));
    }

    void languages_data()
    {
        QTest::addColumn<QString>("language");
        for (const char *code : {"en", "de", "pt"})
            QTest::newRow(code) << QString::fromLatin1(code);
    }

    // A team event with reports waiting and a conflict: the pages, the
    // report under review, and every dialog of the desk.
    void reportsWaiting_data() { languages_data(); }
    void reportsWaiting()
    {
        QFETCH(QString, language);
        Language::apply(language);
        QVERIFY(makeReportsTournament(desk.path()));
        open(desk.path());
        pages(language);
        // The line between the sheet and the standings moves by keyboard:
        // the standings get more rows.
        desk.window->showPage(MainWindow::ResultsPage);
        QCoreApplication::processEvents();
        auto *standings = desk.window->findChild<QWidget *>(QStringLiteral("roundStandings"));
        QVERIFY(standings);
        const int before = standings->height();
        QApplication::setActiveWindow(desk.window.get());
        QVERIFY(QTest::qWaitForWindowActive(desk.window.get()));
        // The sheet has only what it needs in a team event: Down first.
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Down,
                        Qt::ControlModifier | Qt::ShiftModifier);
        QCoreApplication::processEvents();
        const int smaller = standings->height();
        QVERIFY2(smaller < before, qPrintable(QStringLiteral("%1 → %2").arg(before).arg(smaller)));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Up,
                        Qt::ControlModifier | Qt::ShiftModifier);
        QCoreApplication::processEvents();
        QCOMPARE(standings->height(), before);
        // The conflict under review (F9), on the Results page.
        desk.window->showPage(MainWindow::ResultsPage);
        desk.window->resultsPanel()->openNextReport();
        QCoreApplication::processEvents();
        look(desk.window.get(), language + QStringLiteral("/report"));
        // The page shrinks back once the report is dealt with: never wider
        // than the screen, whatever it showed.
        QVERIFY2(desk.window->width() <= kScreen.width(),
                 qPrintable(QString::number(desk.window->width())));

        // Each dialog the step opens, looked at and closed: from a timer too,
        // for the dialogs that run their own loop (exec()).
        const auto dialog = [&](const QString &name, const std::function<void()> &open) {
            const QSet<QWidget *> before = shown();
            bool looked = false;
            QTimer::singleShot(0, this, [&] {
                lookAtNewWindows(before, language + QLatin1Char('/') + name);
                looked = true;
            });
            open();
            QVERIFY(QTest::qWaitFor([&] { return looked; }, 5000));
            // A step that opened nothing is a step that looked at nothing.
            if (!m_opened)
                m_problems.append(language + QLatin1Char('/') + name
                                  + QStringLiteral(": no window opened"));
        };
        const auto action = [&](const char *name) {
            dialog(QString::fromLatin1(name), [&] {
                auto *a = desk.window->findChild<QAction *>(QString::fromLatin1(name));
                if (!a)
                    m_problems.append(QString::fromLatin1(name)
                                      + QStringLiteral(": no such action"));
                else
                    a->trigger();
            });
        };
        // The Players page: pasting a list, the door's entry fee.
        desk.window->showPage(MainWindow::PlayersPage);
        dialog("paste", [&] { desk.window->findChild<PlayersPanel *>()->pasteList(); });
        dialog("entry fee", [&] {
            auto *fee =
                desk.window->findChild<QAbstractButton *>(QStringLiteral("doorSettingsButton"));
            QVERIFY(fee);
            fee->click();
        });
        SeatingPanel *seating = desk.window->seatingPanel();
        dialog("details", [&] { desk.window->editDetails(); });
        dialog("move", [&] { seating->movePlayer(); });
        dialog("apart", [&] { seating->editKeepApart(); });
        dialog("start", [&] { seating->startRound(); });
        dialog("share", [&] { view()->showShareDialog(); });
        dialog("server", [&] { desk.window->connectToServerDialog(); });
        dialog("restore", [&] { desk.window->restoreBackup(); });
        for (const char *name : {"rulesAction", "manualAction", "seasonAction", "aboutAction",
                                 "refereeAction", "ledgerAction", "callsAction", "boardAction"})
            action(name);
        // The players' screen (the projector's window).
        dialog("projector", [&] { view()->showScreen(); });
        // Seating by hand, and the cut (semi-finals offered with the final)
        // with the long names.
        const QList<Player> players = desk.t().roster().players();
        dialog("turn order", [&] {
            auto *order = new TurnOrderDialog(desk.t().rounds().tables(1), 1, desk.window.get());
            order->setAttribute(Qt::WA_DeleteOnClose);
            order->open();
        });
        // The next round's start (the desk asks first while round 1 has no
        // results), with players absent.
        dialog("start dialog", [&] {
            auto *start = new StartRoundDialog(2, 13, desk.window.get(), 3);
            start->setAttribute(Qt::WA_DeleteOnClose);
            start->open();
        });
        dialog("hand seating", [&] {
            auto *hand = new HandSeatingDialog(2, players, desk.window.get());
            hand->setAttribute(Qt::WA_DeleteOnClose);
            hand->open();
        });
        dialog("cut", [&] {
            QStringList names;
            for (const Player &p : players)
                names.append(p.name);
            QList<QStringList> semis{{}, {}, {}, {}};
            for (int i = 0; i < 16; ++i)
                semis[i % 4].append(names[i]);
            const QList<CutDialog::Offer> offers{{Stage::Semifinal, semis},
                                                 {Stage::Final, {names.mid(0, 4)}}};
            auto *cut = new CutDialog(offers, names, desk.window.get());
            cut->setAttribute(Qt::WA_DeleteOnClose);
            cut->open();
        });
        QVERIFY2(m_problems.isEmpty(), qPrintable(m_problems.join(QLatin1Char('\n'))));
    }

    // A team event on the Results page at 768 px: the standings show at
    // least eight rows (stacked with the team standings, they showed three),
    // and the team standings are a keystroke away.
    void teamStandingsRows()
    {
        Language::apply(QStringLiteral("de"));
        QVERIFY(makeReportsTournament(desk.path()));
        open(desk.path());
        desk.window->showPage(MainWindow::ResultsPage);
        look(desk.window.get(), QStringLiteral("de/team event"));
        QVERIFY2(m_problems.isEmpty(), qPrintable(m_problems.join(QLatin1Char('\n'))));
        auto *standings = desk.window->findChild<QWidget *>(QStringLiteral("roundStandings"));
        QVERIFY(standings);
        auto *table = standings->findChild<QTableView *>();
        QVERIFY(table && table->isVisible());
        QVERIFY(table->model()->rowCount() >= 8);
        int rows = 0;
        for (int row = 0; row < table->model()->rowCount(); ++row) {
            const QRect r = table->visualRect(table->model()->index(row, 0));
            rows += table->viewport()->rect().contains(r) ? 1 : 0;
        }
        QVERIFY2(rows >= 8, qPrintable(QStringLiteral("%1 rows shown").arg(rows)));
        auto *tabs = desk.window->findChild<QTabWidget *>(QStringLiteral("standingsTabs"));
        QVERIFY(tabs && tabs->tabBar()->isVisible());
        tabs->setCurrentIndex(1);
        auto *teams = desk.window->findChild<QWidget *>(QStringLiteral("teamStandingsTable"));
        QVERIFY(teams && teams->isVisible());
        look(desk.window.get(), QStringLiteral("de/team standings"));
        QVERIFY2(m_problems.isEmpty(), qPrintable(m_problems.join(QLatin1Char('\n'))));
    }

    // After a final: the final ranking and its table on every page.
    void afterTheFinal_data() { languages_data(); }
    void afterTheFinal()
    {
        QFETCH(QString, language);
        Language::apply(language);
        QVERIFY(makeFinal(desk.path()));
        open(desk.path());
        pages(language + QStringLiteral("/final"));
        QVERIFY2(m_problems.isEmpty(), qPrintable(m_problems.join(QLatin1Char('\n'))));
        // Teammates at the final's table: no warning to move a player the
        // cut seated there.
        desk.window->showPage(MainWindow::SeatingPage);
        QCoreApplication::processEvents();
        auto *apart = desk.window->findChild<QLabel *>(QStringLiteral("apartInfo"));
        QVERIFY(apart);
        QVERIFY2(!apart->isVisible(), qPrintable(apart->text()));
    }

    // The status bar's messages are never cut under its permanent widgets
    // (the clock, the file): the longest ones the desk shows.
    void statusMessages_data() { languages_data(); }
    void statusMessages()
    {
        QFETCH(QString, language);
        Language::apply(language);
        QVERIFY(makeReportsTournament(desk.path()));
        open(desk.path());
        QStatusBar *bar = desk.window->statusBar();
        // Reports on, the page not shared: the message that says phones
        // cannot reach the desk, the longest the desk shows.
        view()->setReportsOn(true);
        QCoreApplication::processEvents();
        QVERIFY(!bar->currentMessage().isEmpty());
        const QString cut = cutMessage(bar);
        QVERIFY2(cut.isEmpty(), qPrintable(cut));
    }

    // The players' screen closes from the keyboard: from the desk
    // (Ctrl+Shift+W, View menu) and on the projector (Escape leaves full
    // screen, then closes).
    void projectorClosesFromTheKeyboard()
    {
        QVERIFY(makeReportsTournament(desk.path()));
        open(desk.path());
        QAction *close = view()->closeScreenAction();
        QVERIFY(!close->isEnabled());
        view()->showScreen();
        QPointer<PlayersScreen> screen = view()->screen();
        QVERIFY(screen && screen->isVisible());
        QVERIFY(close->isEnabled());
        QApplication::setActiveWindow(desk.window.get());
        QVERIFY(QTest::qWaitForWindowActive(desk.window.get()));
        QTest::keyClick(desk.window.get(), Qt::Key_W, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY(!screen);
        QVERIFY(!close->isEnabled());

        view()->showScreen();
        screen = view()->screen();
        QVERIFY(screen);
        for (int i = 0; i < 2 && screen; ++i) {
            QTest::keyClick(screen.data(), Qt::Key_Escape);
            QCoreApplication::processEvents();
        }
        QTRY_VERIFY(!screen);
    }

    // Escape in a menu opened with Alt+letter leaves the menu bar as well:
    // the next arrow key does not walk the menus (onto removing a round).
    void escapeLeavesTheMenuBar()
    {
        QVERIFY(makeReportsTournament(desk.path()));
        open(desk.path());
        desk.window->showPage(MainWindow::SeatingPage);
        QApplication::setActiveWindow(desk.window.get());
        QVERIFY(QTest::qWaitForWindowActive(desk.window.get()));
        QWidget *before = QApplication::focusWidget();
        QVERIFY(before);
        QTest::keyClick(before, Qt::Key_R, Qt::AltModifier);
        QMenu *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
        QTRY_VERIFY((menu = qobject_cast<QMenu *>(QApplication::activePopupWidget())));
        QTest::keyClick(menu, Qt::Key_Escape);
        QTRY_VERIFY(!QApplication::activePopupWidget());
        // Offscreen, no window manager hands the activation back after a popup.
        QCoreApplication::processEvents();
        QApplication::setActiveWindow(desk.window.get());
        QVERIFY(QTest::qWaitForWindowActive(desk.window.get()));
        QTRY_VERIFY(!desk.window->menuBar()->hasFocus());
        QVERIFY2(QApplication::focusWidget() == before,
                 QApplication::focusWidget()
                     ? QApplication::focusWidget()->metaObject()->className()
                     : "no focus");
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Down);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        QCoreApplication::processEvents();
        QVERIFY(!QApplication::activePopupWidget());
        QCOMPARE(desk.t().rounds().roundCount(), 1);
    }

private:
    PlayersViewActions *view() const { return desk.window->findChild<PlayersViewActions *>(); }
};

int main(int argc, char *argv[])
{
    QTemporaryFile screens;
    if (!screens.open())
        return 2;
    screens.write(R"({"screens": [{"name": "laptop", "x": 0, "y": 0, "width": 1366,
                      "height": 768, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})");
    screens.flush();
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + screens.fileName().toLocal8Bit());
    QApplication app(argc, argv);
    TstDeskFit test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_desk_fit.moc"
