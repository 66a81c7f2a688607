// Traps a director met on an event day, run at the desk window with the
// keyboard: quitting with the players' screen open, leaving a sheet with a
// problem, the QR code of the sharing dialog, the final ranking after a
// cut, a new tournament's details, the round chooser (tst_desk_traps_entry
// has the rest). The screen is 1280×720.
#include "eventdaydesk.h"
#include "storepass.h"
#include "tournament/details.h"
#include "tournament/results.h"
#include "tournament/rounds.h"

using namespace ctd;
using namespace ctd::test;

class TstDeskTraps : public EventDayDesk
{
    Q_OBJECT

private slots:
    void initTestCase() { startUp(); }
    void init() { QSettings().clear(); }
    void cleanup() { tearDown(); }

    // 1. Quitting ends everything: the players' screen, the shared page and
    // the file's lock go with the window.
    void quitEndsEverything()
    {
        QVERIFY(makeServedTournament(desk.path(), 1));
        QVERIFY(desk.start(desk.path()));
        view()->showScreen();
        QPointer<PlayersScreen> screen = view()->screen();
        QVERIFY(screen && screen->isVisible());
        QString error;
        QVERIFY2(view()->startSharing(QHostAddress::LocalHost, 0, &error), qPrintable(error));
        const quint16 port = quint16(view()->sharedUrl().port());
        QVERIFY(fetch(port, "/").startsWith("HTTP/1.1 200 OK"));

        // Ctrl+Q at the desk (the projector shows its screen elsewhere).
        QApplication::setActiveWindow(desk.window.get());
        QVERIFY(QTest::qWaitForWindowActive(desk.window.get()));
        QTest::keyClick(desk.window.get(), Qt::Key_Q, Qt::ControlModifier);
        QVERIFY(settle(desk.window.get()));
        QVERIFY(!desk.window->isVisible());
        // No window is left up, so the program ends (Qt quits with the last
        // window), and with it the lock on the file; the page is not served.
        QTRY_VERIFY(!screen || !screen->isVisible());
        for (QWidget *w : QApplication::topLevelWidgets())
            QVERIFY2(!w->isVisible(), w->metaObject()->className());
        QVERIFY(!view()->isSharing());
        QCOMPARE(fetch(port, "/"), QByteArray());
    }

    // 1. A desk that goes away while it shares the page (the program ended
    // otherwise than by Quit) lets go of it without touching freed memory.
    void goneWhileSharing()
    {
        QVERIFY(makeServedTournament(desk.path(), 1));
        QVERIFY(desk.start(desk.path()));
        view()->showScreen();
        QString error;
        QVERIFY2(view()->startSharing(QHostAddress::LocalHost, 0, &error), qPrintable(error));
        desk.window.reset();
        QVERIFY(desk.start(desk.path()));
    }

    // 2. Enter never throws typing away: a saved table corrected with a
    // problem on the sheet, then Ctrl+Q: the question offers to keep the
    // typing as a draft; Enter stays on the sheet, which keeps both the
    // typing and the saved result.
    void enterKeepsTyping()
    {
        QVERIFY(desk.start(desk.path()));
        desk.addPlayers(playerNames(8));
        QCOMPARE(desk.window->seatingPanel()->drawNextRound(2024), QString());
        desk.window->showPage(MainWindow::ResultsPage);
        play(editor(), QString::fromLatin1(kWorked));
        press(Qt::Key_Return);
        QCOMPARE(stored(1, 1), SheetState::Complete);
        QCOMPARE(editor().table(), 2);
        press(Qt::Key_PageUp, Qt::ControlModifier);
        QCOMPARE(editor().table(), 1);
        // Seat 1 with 6 settlements: more than a player has.
        editor().focusFirstCell();
        press(Qt::Key_A, Qt::ControlModifier);
        type(QStringLiteral("6"));
        QVERIFY(desk.window->resultsPanel()->hasUnsavedTyping());
        QVERIFY(!editor().result().isValid());

        QTest::keyClick(desk.window.get(), Qt::Key_Q, Qt::ControlModifier);
        QMessageBox *box = openQuestion(desk.window.get());
        QVERIFY(box);
        QStringList buttons;
        for (QAbstractButton *b : box->buttons())
            buttons.append(b->text().remove(QLatin1Char('&')));
        QVERIFY2(buttons.contains(QStringLiteral("Keep as draft")), qPrintable(buttons.join('|')));
        QVERIFY(box->defaultButton());
        QVERIFY2(!box->defaultButton()->text().contains(QStringLiteral("Discard")),
                 qPrintable(box->defaultButton()->text()));
        shot(box, QStringLiteral("quit-question-en"));
        // Over a complete result Enter stays: the typing is on the sheet, the
        // result still counts, the desk still open.
        QTest::keyClick(box, Qt::Key_Return);
        QVERIFY(settle(desk.window.get()));
        QVERIFY(desk.window->isVisible());
        QVERIFY(desk.window->resultsPanel()->hasUnsavedTyping());
        QCOMPARE(stored(1, 1), SheetState::Complete);
        // Keeping it as a draft is a choice of its own.
        QTest::keyClick(desk.window.get(), Qt::Key_Q, Qt::ControlModifier);
        QVERIFY(answer(desk.window.get(), QStringLiteral("Keep as draft")));
        QVERIFY(!desk.window->isVisible());
        const std::optional<StoredSheet> kept = desk.t().results().sheet(1, 1);
        QVERIFY(kept);
        QCOMPARE(kept->state, SheetState::Draft);
        QCOMPARE(kept->lines.first().settlements, 6);
    }

    // 2. The same question in German, pictured.
    void enterKeepsTypingGerman()
    {
        QVERIFY(desk.start(desk.path()));
        language(QStringLiteral("de"));
        desk.addPlayers(playerNames(8));
        QCOMPARE(desk.window->seatingPanel()->drawNextRound(2024), QString());
        desk.window->showPage(MainWindow::ResultsPage);
        play(editor(), QStringLiteral("2 3 1"));
        QTest::keyClick(desk.window.get(), Qt::Key_Q, Qt::ControlModifier);
        QMessageBox *box = openQuestion(desk.window.get());
        QVERIFY(box);
        QVERIFY(box->defaultButton());
        QVERIFY2(box->defaultButton()->text().contains(QStringLiteral("Entwurf")),
                 qPrintable(box->defaultButton()->text()));
        shot(box, QStringLiteral("quit-question-de"));
        QTest::keyClick(box, Qt::Key_Escape);
        QVERIFY(settle(desk.window.get()));
        QVERIFY(desk.window->isVisible());
        QVERIFY(desk.window->resultsPanel()->hasUnsavedTyping());
    }

    // 3. The sharing dialog's QR code is whole and reads back, in every
    // language, on a 1280×720 screen; so does the one the seating list prints.
    void shareCodeReads_data()
    {
        QTest::addColumn<QString>("code");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("de") << QStringLiteral("de");
        QTest::newRow("pt") << QStringLiteral("pt");
    }
    void shareCodeReads()
    {
        QFETCH(QString, code);
        QVERIFY(!QStandardPaths::findExecutable(QStringLiteral("zbarimg")).isEmpty());
        QVERIFY(makeServedTournament(desk.path(), 1));
        QVERIFY(desk.start(desk.path()));
        language(code);
        view()->showShareDialog();
        ShareDialog *dialog = view()->shareDialog();
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        // A port nobody uses, as the director would choose.
        quint16 free = 0;
        {
            QTcpServer probe;
            QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
            free = probe.serverPort();
        }
        child<QSpinBox>(dialog, QStringLiteral("sharePort"))->setValue(free);
        QTest::keyClick(child<QPushButton>(dialog, QStringLiteral("shareToggle")), Qt::Key_Space);
        QTRY_VERIFY(view()->isSharing());
        QCoreApplication::processEvents();
        const QString url = view()->sharedUrl().toString();
        auto *codeLabel = child<QLabel>(dialog, QStringLiteral("shareCode"));
        const QSize picture = codeLabel->pixmap().size();
        QVERIFY(!picture.isEmpty());
        // The whole code is on screen: the label holds it and the dialog fits.
        QVERIFY2(codeLabel->contentsRect().width() >= picture.width()
                     && codeLabel->contentsRect().height() >= picture.height(),
                 qPrintable(QStringLiteral("%1x%2 in %3x%4")
                                .arg(picture.width())
                                .arg(picture.height())
                                .arg(codeLabel->contentsRect().width())
                                .arg(codeLabel->contentsRect().height())));
        const QRect available = QGuiApplication::primaryScreen()->availableGeometry();
        QVERIFY2(dialog->frameGeometry().height() <= available.height(),
                 qPrintable(QString::number(dialog->frameGeometry().height())));
        shot(dialog, QStringLiteral("share-") + code);
        QCOMPARE(readCode(dialog->grab().toImage(), desk.dir.filePath(QStringLiteral("c.png"))),
                 url);
        // The seating list prints it: read back from the PDF as printed.
        const QString pdf = desk.dir.filePath(QStringLiteral("seating.pdf"));
        QString message;
        QVERIFY2(desk.window->paperActions()->exportPdf(PaperKind::SeatingByName, pdf, &message),
                 qPrintable(message));
        QProcess render;
        render.start(QStringLiteral("pdftoppm"),
                     {QStringLiteral("-png"), QStringLiteral("-r"), QStringLiteral("150"),
                      QStringLiteral("-f"), QStringLiteral("1"), QStringLiteral("-l"),
                      QStringLiteral("1"), pdf, desk.dir.filePath(QStringLiteral("page"))});
        QVERIFY(render.waitForFinished(60000) && render.exitCode() == 0);
        const QDir pages(desk.dir.path(), QStringLiteral("page*.png"));
        QVERIFY(!pages.entryList().isEmpty());
        const QImage page(pages.filePath(pages.entryList().constFirst()));
        QCOMPARE(readCode(page, desk.dir.filePath(QStringLiteral("p.png"))), url);
        for (const QString &f : pages.entryList())
            QFile::remove(pages.filePath(f));
        dialog->close();
        view()->stopSharing();
    }

    // 4. After the final the standings are the final ranking, and each place
    // says which stage decided it: at the desk, on paper and on the projector.
    void finalRankingLabelled_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("heading");
        QTest::addColumn<QString>("byFinal");
        QTest::addColumn<QString>("bySemi");
        QTest::addColumn<QString>("after");
        QTest::newRow("en") << "en"
                            << "Final ranking"
                            << "Final, place 1"
                            << "Semi-final, place 2"
                            << "after round 5";
        QTest::newRow("de") << "de"
                            << "Endrangliste"
                            << "Finale, Platz 1"
                            << "Halbfinale, Platz 2"
                            << "nach Runde 5";
    }
    void finalRankingLabelled()
    {
        QFETCH(QString, code);
        QFETCH(QString, heading);
        QFETCH(QString, byFinal);
        QFETCH(QString, bySemi);
        QFETCH(QString, after);
        QString why;
        QVERIFY2(makeFinalTournament(desk.path(), &why), qPrintable(why));
        QVERIFY(desk.start(desk.path()));
        language(code);
        QCOMPARE(desk.window->currentRound(), 5);
        desk.window->showPage(MainWindow::ResultsPage);
        auto *standings = child<StandingsView>(desk.window, QStringLiteral("roundStandings"));
        QTRY_VERIFY(!standings->heading().contains(QStringLiteral("…")));
        QVERIFY2(standings->heading().contains(heading), qPrintable(standings->heading()));
        QVERIFY2(!standings->heading().contains(after), qPrintable(standings->heading()));
        StandingsModel *model = standings->model();
        const int decided = model->decidedByColumn();
        QVERIFY(decided > 0);
        QCOMPARE(model->index(0, decided).data().toString(), byFinal);
        QCOMPARE(model->index(3, decided).data().toString(), byFinal.chopped(1) + QLatin1Char('4'));
        QCOMPARE(model->index(4, decided).data().toString(), bySemi);
        QCOMPARE(model->index(15, decided).data().toString(), bySemi.chopped(1) + QLatin1Char('4'));
        shot(desk.window.get(), QStringLiteral("final-ranking-") + code);

        // Paper.
        const QString pdf = desk.dir.filePath(QStringLiteral("final.pdf"));
        QString message;
        QVERIFY2(desk.window->paperActions()->exportPdf(PaperKind::Standings, pdf, &message),
                 qPrintable(message));
        const QString text = pdfText(pdf).simplified();
        QVERIFY2(text.contains(heading) && text.contains(byFinal) && text.contains(bySemi),
                 qPrintable(text));
        QVERIFY2(!text.contains(after), qPrintable(text));

        // The players' page, in the phone's language.
        const QByteArray page = PlayersPage::render(PlayersView::read(desk.t()), 1, code);
        const QByteArray title = "<h2>" + heading.toUtf8() + "</h2>";
        QVERIFY2(page.contains(title), page.constData());

        // The projector.
        view()->showScreen();
        PlayersScreen *screen = view()->screen();
        QVERIFY(screen);
        QTRY_VERIFY(!screen->standingsShown().isEmpty());
        QVERIFY2(screen->standingsHeading().contains(heading),
                 qPrintable(screen->standingsHeading()));
        shot(screen, QStringLiteral("final-projector-") + code);
        screen->close();
    }

    // 5. Ctrl+N asks for the new tournament's name, date and rule set; Enter
    // takes what it proposes.
    void newTournamentAsksDetails()
    {
        QVERIFY(desk.start(desk.path()));
        const QString path = desk.dir.filePath(QStringLiteral("spring-cup.catan"));
        QTimer::singleShot(0, desk.window.get(), [path] {
            auto *files = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
            if (!files)
                return;
            files->selectFile(path);
            QMetaObject::invokeMethod(files, "accept");
        });
        QTest::keySequence(desk.window.get(), QKeySequence::New);
        QTRY_COMPARE(desk.t().path(), path);
        TournamentInfoDialog *details = nullptr;
        QTRY_VERIFY((details = desk.window->findChild<TournamentInfoDialog *>()) != nullptr
                    && details->isVisible());
        QVERIFY(child<QComboBox>(details, QStringLiteral("ruleSet"))->isVisible());
        QCOMPARE(child<QLineEdit>(details, QStringLiteral("tournamentName"))->text(),
                 QStringLiteral("spring-cup"));
        shot(details, QStringLiteral("new-details-en"));
        details->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(details));
        QVERIFY(QApplication::focusWidget() && details->isAncestorOf(QApplication::focusWidget()));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        QTRY_VERIFY(!details || !details->isVisible());
        QCOMPARE(desk.t().details().info().name, QStringLiteral("spring-cup"));
        QCOMPARE(desk.t().details().info().date, QDate::currentDate());
    }

    // 6. The round chooser names the round on screen, also after a round is
    // reseated (here or at another desk).
    void roundChooserNamesRoundShown()
    {
        QVERIFY(desk.start(desk.path()));
        desk.addPlayers(playerNames(8));
        DbError e;
        const QStringList n = playerNames(8);
        for (int r = 0; r < 3; ++r)
            QVERIFY(desk.t().rounds().addRound(
                testPass(), {idsOf(desk.t(), n.mid(0, 4)), idsOf(desk.t(), n.mid(4, 4))}, &e));
        desk.window->reload();
        desk.window->setCurrentRound(3);
        desk.window->showPage(MainWindow::ResultsPage);
        auto *box = child<QComboBox>(desk.window, QStringLiteral("roundBox"));
        QCOMPARE(desk.window->currentRound(), 3);
        QCOMPARE(box->currentText(), QStringLiteral("Round 3"));
        // Table 2 of round 3 reseated: the chooser stays on round 3.
        QVERIFY(desk.t().rounds().reseatTables(
            testPass(), 3, {{2, idsOf(desk.t(), {n[7], n[6], n[5], n[4]})}}, &e));
        QCoreApplication::processEvents();
        QCOMPARE(desk.window->currentRound(), 3);
        QCOMPARE(box->currentText(), QStringLiteral("Round 3"));
    }
};

int main(int argc, char *argv[])
{
    QTEST_SET_MAIN_SOURCE_PATH
    return runAt1280x720([]() -> QObject * { return new TstDeskTraps; }, argc, argv);
}

#include "tst_desk_traps.moc"
