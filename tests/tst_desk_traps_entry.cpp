// Traps a director met on an event day, while typing and reading the desk:
// marks within Tab's reach, the projector's names whole, names' limits,
// messages that agree with the screen, the details dialog and where an
// export starts (tst_desk_traps has the rest). The screen is 1280×720.
#include "eventdaydesk.h"
#include "storepass.h"
#include "tournament/details.h"
#include "tournament/results.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"

using namespace ctd;
using namespace ctd::test;

class TstDeskTrapsEntry : public EventDayDesk
{
    Q_OBJECT

private slots:
    void initTestCase() { startUp(); }
    void init() { QSettings().clear(); }
    void cleanup() { tearDown(); }

    // 8. A tie mark that appears in a row already typed is still reached by
    // Tab; Back to the sheet lands on the mark the problem asks for.
    void marksWithinReach()
    {
        QVERIFY(desk.start(desk.path()));
        desk.addPlayers(playerNames(8));
        QCOMPARE(desk.window->seatingPanel()->drawNextRound(2024), QString());
        desk.window->showPage(MainWindow::ResultsPage);
        // Anna's and Bernd's knights tie at 4 once Bernd's are typed.
        play(editor(), QStringLiteral("2 3 0 4 5 2 3 2 0 4 5 2"));
        QCOMPARE(offeredMarks(editor()), QStringLiteral("0A 1A"));
        const auto at = [](Field field, int seat) {
            auto *box = qobject_cast<MarkBox *>(focused());
            return box && box->field() == field && box->seat() == seat;
        };
        QVERIFY2(at(Field::ArmyFirst, 1), qPrintable(focused()->objectName()));
        press(Qt::Key_Tab);
        QVERIFY2(at(Field::ArmyFirst, 0), qPrintable(focused()->objectName()));
        press(Qt::Key_Tab);
        auto *cell = qobject_cast<CellEdit *>(focused());
        QVERIFY(cell && cell->seat() == 2 && cell->field() == Field::Settlements);
        play(editor(), QStringLiteral("2 1 0 0 4 1 2 0 0 0 2 =0"));
        // Enter: the missing mark is a problem; Esc goes back to that mark.
        press(Qt::Key_Return);
        QMessageBox *box = openQuestion(desk.window.get());
        QVERIFY(box);
        QTest::keyClick(box, Qt::Key_Escape);
        QVERIFY(settle(desk.window.get()));
        QTRY_VERIFY(qobject_cast<MarkBox *>(focused()));
        QVERIFY2(at(Field::ArmyFirst, 0), qPrintable(focused()->objectName()));
        shot(desk.window.get(), QStringLiteral("back-to-mark-en"));
        // Space sets it; Enter saves.
        press(Qt::Key_Space);
        press(Qt::Key_Return);
        QCOMPARE(stored(1, 1), SheetState::Complete);
    }

    // 10. The projector at 1280×720 shows the tournament's name and every
    // player's name whole, in English and German.
    void projectorShowsNamesWhole_data()
    {
        QTest::addColumn<QString>("code");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("de") << QStringLiteral("de");
    }
    void projectorShowsNamesWhole()
    {
        QFETCH(QString, code);
        const QStringList names{
            "Greta Hoffmann",         "Maximilian Brandenburger", "Anna-Lena Schwarzkopf",
            "Friedrich Oberländer",   "Konstantin Wittgenstein",  "Josefine Mühlenkamp",
            "Bartholomäus Eichhorn",  "Henriette Kleinschmidt",   "Leopold Sonnenberg",
            "Wilhelmine Rosenthal",   "Christoph Falkenhagen",    "Magdalena Lichtenstein",
            "Sebastian Hohenstaufer", "Dorothea Feuerbach",       "Ferdinand Schattenfroh",
            "Cornelia Blumenfeld"};
        {
            Tournament t;
            DbError e;
            QVERIFY(t.open(desk.path(), &e));
            QVERIFY(t.roster().addPlayers(testPass(), names, &e));
            TournamentInfo info = t.details().info();
            info.name = QStringLiteral("Offene Stadtmeisterschaft Köln 2026");
            QVERIFY(t.details().setInfo(testPass(), info, &e));
            QList<QList<qint64>> tables;
            for (int k = 0; k < 4; ++k)
                tables.append(idsOf(t, names.mid(4 * k, 4)));
            QVERIFY(t.rounds().addRound(testPass(), tables, &e));
            for (const SeatedTable &s : t.rounds().tables(1))
                QVERIFY(t.results().saveSheet(testPass(), 1, s.table, fourLines(s.names, s.table),
                                              false, &e));
            QVERIFY(t.rounds().addRound(testPass(), tables, &e));
        }
        QVERIFY(desk.start(desk.path()));
        language(code);
        view()->showScreen();
        PlayersScreen *screen = view()->screen();
        QVERIFY(screen);
        screen->showNormal();
        screen->setGeometry(QGuiApplication::primaryScreen()->geometry());
        QTRY_COMPARE(screen->size(), QSize(1280, 720));
        QTRY_VERIFY(!screen->standingsShown().isEmpty());
        (void)screen->grab();
        QVERIFY2(screen->cutTexts().isEmpty(), qPrintable(screen->cutTexts().join(" | ")));
        shot(screen, QStringLiteral("projector-") + code);
        screen->close();
    }

    // Before the first complete round the seating has the whole width: long
    // names whole, in every language, with the standings' place said in a line.
    void projectorBeforeTheFirstRound_data()
    {
        projectorShowsNamesWhole_data();
        QTest::newRow("pt") << QStringLiteral("pt");
    }
    void projectorBeforeTheFirstRound()
    {
        QFETCH(QString, code);
        QStringList names;
        const QStringList first{"Ana Beatriz", "Maria Eduarda", "João Guilherme", "Luiz Fernando"};
        const QStringList last{"Nascimento Albuquerque", "Vasconcelos Cavalcanti",
                               "Brandenburger-Hohenzollern", "Oberländer von Wittgenstein"};
        for (const QString &f : first)
            for (const QString &l : last)
                names.append(f + QLatin1Char(' ') + l);
        {
            Tournament t;
            DbError e;
            QVERIFY(t.open(desk.path(), &e));
            QVERIFY(t.roster().addPlayers(testPass(), names, &e));
            QList<QList<qint64>> tables;
            for (int k = 0; k < 4; ++k)
                tables.append(idsOf(t, names.mid(4 * k, 4)));
            QVERIFY(t.rounds().addRound(testPass(), tables, &e));
        }
        QVERIFY(desk.start(desk.path()));
        language(code);
        view()->showScreen();
        PlayersScreen *screen = view()->screen();
        QVERIFY(screen);
        screen->showNormal();
        screen->setGeometry(QGuiApplication::primaryScreen()->geometry());
        QTRY_COMPARE(screen->size(), QSize(1280, 720));
        QTRY_COMPARE(screen->seatingShown().size(), 16);
        (void)screen->grab();
        QVERIFY2(screen->cutTexts().isEmpty(), qPrintable(screen->cutTexts().join(" | ")));
        QVERIFY(screen->standingsShown().isEmpty());
        shot(screen, QStringLiteral("projector-round1-") + code);
        screen->close();
    }

    // 11. A name has a limit, said when it is passed; a blank name is not
    // added without a word either.
    void namesHaveLimits()
    {
        QVERIFY(desk.start(desk.path()));
        desk.window->showPage(MainWindow::PlayersPage);
        auto *field = child<QLineEdit>(desk.window, QStringLiteral("newPlayerName"));
        auto *message = child<QLabel>(desk.window, QStringLiteral("playersMessage"));
        field->setFocus();
        QTest::keyClicks(field, QString(500, QLatin1Char('x')));
        QTest::keyClick(field, Qt::Key_Return);
        QVERIFY(desk.t().roster().players().isEmpty());
        QVERIFY2(message->isVisible() && message->text().contains(QStringLiteral("60")),
                 qPrintable(message->text()));
        shot(desk.window.get(), QStringLiteral("long-name-en"));
        // The store refuses it too, whoever asks.
        DbError e;
        QVERIFY(!desk.t().roster().addPlayers(testPass(), {QString(61, QLatin1Char('y'))}, &e));
        QVERIFY(desk.t().roster().addPlayers(testPass(), {QString(60, QLatin1Char('y'))}, &e));
        field->clear();
        QTest::keyClicks(field, QStringLiteral("   "));
        QTest::keyClick(field, Qt::Key_Return);
        QVERIFY2(message->isVisible() && message->text().contains(QStringLiteral("spaces")),
                 qPrintable(message->text()));
        field->clear();
        QTest::keyClick(field, Qt::Key_Return);
        QVERIFY2(message->isVisible() && message->text().contains(QStringLiteral("Type")),
                 qPrintable(message->text()));
        // The Remove question's buttons stay buttons with the longest name.
        desk.window->reload();
        auto *players = desk.window->findChild<QTableView *>(QStringLiteral("playersView"));
        QVERIFY(players);
        players->setFocus();
        players->setCurrentIndex(players->model()->index(0, 0));
        QTest::keyClick(players, Qt::Key_Delete);
        QMessageBox *box = openQuestion(desk.window.get());
        QVERIFY(box);
        for (QAbstractButton *b : box->buttons())
            QVERIFY2(b->text().size() < 40, qPrintable(b->text()));
        shot(box, QStringLiteral("remove-long-name-en"));
        QTest::keyClick(box, Qt::Key_Escape);
        QVERIFY(settle(desk.window.get()));
    }

    // 12. What the sheet says agrees with its title: typed over a saved
    // result, it is "changed and not saved yet", never "The result is saved".
    void sheetSaysWhatIsSaved()
    {
        QVERIFY(desk.start(desk.path()));
        desk.addPlayers(playerNames(8));
        QCOMPARE(desk.window->seatingPanel()->drawNextRound(2024), QString());
        desk.window->showPage(MainWindow::ResultsPage);
        play(editor(), QString::fromLatin1(kWorked));
        press(Qt::Key_Return);
        press(Qt::Key_PageUp, Qt::ControlModifier);
        QCOMPARE(editor().table(), 1);
        QVERIFY(editor().problems()->status().contains(QStringLiteral("The result is saved")));
        editor().focusFirstCell();
        press(Qt::Key_A, Qt::ControlModifier);
        type(QStringLiteral("3"));
        QVERIFY(editor().isModified());
        auto *state = child<QLabel>(desk.window, QStringLiteral("sheetState"));
        QVERIFY2(state->text().contains(QStringLiteral("not saved")), qPrintable(state->text()));
        QVERIFY2(!editor().problems()->status().contains(QStringLiteral("is saved")),
                 qPrintable(editor().problems()->status()));
        shot(desk.window.get(), QStringLiteral("changed-sheet-en"));
        press(Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(!editor().isModified());
        QVERIFY(editor().problems()->status().contains(QStringLiteral("The result is saved")));
    }

    // 12. A message in the status bar has room beside a long path, and a
    // page's message goes with the page.
    void statusMessagesKeepTheirPlace()
    {
        QDir(desk.dir.path())
            .mkpath(QStringLiteral("Turniere 2026/CATAN Studio Qualifikation Nordrhein-Westfalen"));
        const QString path = desk.dir.filePath(
            QStringLiteral("Turniere 2026/CATAN Studio Qualifikation Nordrhein-Westfalen/"
                           "offene-stadtmeisterschaft-koeln-2026.catan"));
        QVERIFY(desk.start(path));
        language(QStringLiteral("de"));
        desk.window->resize(1280, 720);
        desk.window->showPage(MainWindow::PlayersPage);
        auto *field = child<QLineEdit>(desk.window, QStringLiteral("newPlayerName"));
        field->setFocus();
        QTest::keyClicks(field, QStringLiteral("Greta Hoffmann"));
        QTest::keyClick(field, Qt::Key_Return);
        QStatusBar *bar = desk.window->statusBar();
        QVERIFY(bar->currentMessage().contains(QStringLiteral("Greta Hoffmann")));
        auto *file = child<QLabel>(desk.window, QStringLiteral("fileLabel"));
        QCoreApplication::processEvents();
        QVERIFY2(file->x() > desk.window->width() / 3,
                 qPrintable(QStringLiteral("the path starts at %1").arg(file->x())));
        QCOMPARE(file->toolTip(), path);
        shot(desk.window.get(), QStringLiteral("status-de"));
        // To the seating page: the players page's message is gone.
        QTest::keyClick(desk.window.get(), Qt::Key_2, Qt::ControlModifier);
        QCOMPARE(bar->currentMessage(), QString());
        QFile::remove(path);
    }

    // 13. The details dialog keeps its width (and the whole name) when the
    // rule set changes; Export as PDF starts beside the tournament file.
    void detailsKeepWidthAndPdfStartsBesideTheFile_data()
    {
        QTest::addColumn<QString>("code");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("de") << QStringLiteral("de");
    }
    void detailsKeepWidthAndPdfStartsBesideTheFile()
    {
        QFETCH(QString, code);
        QVERIFY(desk.start(desk.path()));
        language(code);
        TournamentInfo info = desk.t().details().info();
        info.name = QStringLiteral("Offene Stadtmeisterschaft Catan Nordrhein-Westfalen 2026");
        DbError e;
        QVERIFY(desk.t().details().setInfo(testPass(), info, &e));
        desk.window->editDetails();
        TournamentInfoDialog *details = nullptr;
        QTRY_VERIFY((details = desk.window->findChild<TournamentInfoDialog *>()) != nullptr);
        QVERIFY(QTest::qWaitForWindowExposed(details));
        auto *name = child<QLineEdit>(details, QStringLiteral("tournamentName"));
        auto *rules = child<QComboBox>(details, QStringLiteral("ruleSet"));
        const int width = details->width();
        const int nameWidth = name->width();
        for (int i = 0; i < rules->count(); ++i) {
            rules->setFocus();
            rules->setCurrentIndex(i);
            QCoreApplication::processEvents();
            QVERIFY2(details->width() >= width && name->width() >= nameWidth,
                     qPrintable(QStringLiteral("%1: %2 < %3")
                                    .arg(rules->currentText())
                                    .arg(name->width())
                                    .arg(nameWidth)));
        }
        rules->setCurrentIndex(0);
        QCoreApplication::processEvents();
        shot(details, QStringLiteral("details-") + code);
        details->reject();

        // Export as PDF: the file dialog opens in the tournament file's folder.
        QString folder;
        QTimer::singleShot(0, desk.window.get(), [&folder] {
            auto *files = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
            if (!files)
                return;
            folder = files->directory().absolutePath();
            files->reject();
        });
        desk.window->paperActions()->pdfAction(PaperKind::Standings)->trigger();
        QCOMPARE(folder, QFileInfo(desk.path()).absolutePath());
    }
};

int main(int argc, char *argv[])
{
    QTEST_SET_MAIN_SOURCE_PATH
    return runAt1280x720([]() -> QObject * { return new TstDeskTrapsEntry; }, argc, argv);
}

#include "tst_desk_traps_entry.moc"
