// Traps a director met on an event day, run at the desk window with the
// keyboard: quitting with the players' screen open, leaving a sheet with a
// problem, the QR code of the sharing dialog, the final ranking after a
// cut, a new tournament's details, the round chooser. The screen is
// 1280×720 (the smallest the desk is made for), set before the application
// starts.
#include "desktest.h"
#include "sheettyping.h"
#include "webtest.h"

#include "paper/papertournament.h"
#include "printing/paperactions.h"
#include "rounds/resultspanel.h"
#include "rounds/seatingpanel.h"
#include "scoring/stages.h"
#include "screen/playersscreen.h"
#include "screen/playersviewactions.h"
#include "screen/sharedialog.h"
#include "standings/standingsmodel.h"
#include "standings/standingsview.h"
#include "web/playerspage.h"
#include "web/playersview.h"
#include "window/tournamentinfodialog.h"

#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QScreen>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTcpServer>
#include <QTemporaryFile>
#include <QTimer>

using namespace ctd;
using namespace ctd::test;

namespace {

// Round 1, table 1 as in the rules' worked example (seat order).
const char *const kWorked = "2 3 1 3 11 7 3 2 0 1 8 4 4 1 0 0 9 5 2 0 0 2 6 =3";

// What zbarimg reads in a picture, "" if nothing.
QString readCode(const QImage &image, const QString &file)
{
    image.save(file);
    QProcess p;
    p.start(QStandardPaths::findExecutable(QStringLiteral("zbarimg")),
            {QStringLiteral("--quiet"), QStringLiteral("--raw"), file});
    p.waitForFinished(30000);
    return QString::fromUtf8(p.readAllStandardOutput()).trimmed();
}

QString pdfText(const QString &pdf)
{
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
    p.waitForFinished(20000);
    return QString::fromUtf8(p.readAllStandardOutput());
}

void shot(QWidget *w, const QString &name)
{
    if (!qEnvironmentVariableIsSet("CATAN_SHOTS"))
        return;
    // The layouts asked for by the last keystrokes first, as a screen would show them.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    w->grab().save(qEnvironmentVariable("CATAN_SHOTS") + QLatin1Char('/') + name
                   + QStringLiteral(".png"));
}

QList<qint64> idsOf(const Tournament &t, const QStringList &names)
{
    QList<qint64> out;
    for (const QString &n : names)
        out.append(t.roster().playerByName(n)->id);
    return out;
}

/// 16 players under CATAN Studio's rules: three preliminary rounds, the
/// semi-final of the top 16 and the final of the semi-finals' winners, every
/// table with a result. The final's seat 4 wins it.
bool makeFinalTournament(const QString &path, QString *why)
{
    Tournament t;
    DbError e;
    QStringList names;
    for (int i = 1; i <= 16; ++i)
        names.append(QStringLiteral("Player %1").arg(i, 2, 10, QLatin1Char('0')));
    if (!t.open(path, &e) || !t.roster().addPlayers(names, &e)
        || !t.details().setRules(RuleSet::byId(QStringLiteral("catan-studio")), &e)) {
        *why = e.message;
        return false;
    }
    const auto play = [&](const QList<QStringList> &tables, Stage stage, int shift) {
        QList<QList<qint64>> seats;
        for (const QStringList &table : tables)
            seats.append(idsOf(t, table));
        if (!t.rounds().addRound(seats, &e))
            return false;
        const int round = t.rounds().roundCount();
        QList<Problem> problems;
        if (stage != Stage::Prelim && !t.rounds().setStage(round, stage, {}, &problems, &e))
            return false;
        for (const SeatedTable &s : t.rounds().tables(round))
            if (!t.results().saveSheet(round, s.table, fourLines(s.names, s.table + shift), false,
                                       &e))
                return false;
        return true;
    };
    for (int r = 0; r < 3; ++r) {
        QList<QStringList> tables{{}, {}, {}, {}};
        for (int i = 0; i < 16; ++i)
            tables[(i + i / 4 * r) % 4].append(names.at(i));
        if (!play(tables, Stage::Prelim, r)) {
            *why = e.message;
            return false;
        }
    }
    const QList<StandingsRow> prelim = t.ranking().standings();
    if (!play(semifinalTables(prelim, {}), Stage::Semifinal, 0)) {
        *why = QStringLiteral("semi-final: ") + e.message;
        return false;
    }
    // The final's players: the semi-finals' winners, as the rules name them.
    const RuleSet rules = t.details().info().rules;
    QList<TableScore> semi;
    for (const SeatedTable &s : t.rounds().tables(4)) {
        TableSheet sheet;
        sheet.round = 4;
        sheet.table = s.table;
        sheet.lines = t.results().sheet(4, s.table)->lines;
        semi.append(tableScore(sheet, scoreSheet(sheet.lines, rules)));
    }
    const QList<QStringList> finalTables{finalPlayers(prelim, {}, semi)};
    if (!play(finalTables, Stage::Final, 1)) {
        *why = QStringLiteral("final: ") + e.message;
        return false;
    }
    return true;
}

} // namespace

class TstDeskTraps : public QObject
{
    Q_OBJECT

    Desk desk;

    SheetEditor &editor() const { return *desk.window->resultsPanel()->editor(); }
    PlayersViewActions *view() const { return desk.window->findChild<PlayersViewActions *>(); }
    SheetState stored(int round, int table) const
    {
        const std::optional<StoredSheet> s = desk.t().results().sheet(round, table);
        return s ? s->state : SheetState::None;
    }
    void language(const QString &code)
    {
        Language::apply(code);
        QCoreApplication::processEvents();
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(QFontMetrics(QApplication::font()).inFont(QLatin1Char('A')));
        QCOMPARE(QGuiApplication::primaryScreen()->geometry().size(), QSize(1280, 720));
    }
    void init() { QSettings().clear(); }
    void cleanup()
    {
        desk.window.reset();
        QFile::remove(desk.path());
        language(QStringLiteral("en"));
    }

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
                {idsOf(desk.t(), n.mid(0, 4)), idsOf(desk.t(), n.mid(4, 4))}, &e));
        desk.window->reload();
        desk.window->setCurrentRound(3);
        desk.window->showPage(MainWindow::ResultsPage);
        auto *box = child<QComboBox>(desk.window, QStringLiteral("roundBox"));
        QCOMPARE(desk.window->currentRound(), 3);
        QCOMPARE(box->currentText(), QStringLiteral("Round 3"));
        // Table 2 of round 3 reseated: the chooser stays on round 3.
        QVERIFY(desk.t().rounds().reseatTables(3, {{2, idsOf(desk.t(), {n[7], n[6], n[5], n[4]})}},
                                               &e));
        QCoreApplication::processEvents();
        QCOMPARE(desk.window->currentRound(), 3);
        QCOMPARE(box->currentText(), QStringLiteral("Round 3"));
    }

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
            QVERIFY(t.roster().addPlayers(names, &e));
            TournamentInfo info = t.details().info();
            info.name = QStringLiteral("Offene Stadtmeisterschaft Köln 2026");
            QVERIFY(t.details().setInfo(info, &e));
            QList<QList<qint64>> tables;
            for (int k = 0; k < 4; ++k)
                tables.append(idsOf(t, names.mid(4 * k, 4)));
            QVERIFY(t.rounds().addRound(tables, &e));
            for (const SeatedTable &s : t.rounds().tables(1))
                QVERIFY(t.results().saveSheet(1, s.table, fourLines(s.names, s.table), false, &e));
            QVERIFY(t.rounds().addRound(tables, &e));
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
        QVERIFY(!desk.t().roster().addPlayers({QString(61, QLatin1Char('y'))}, &e));
        QVERIFY(desk.t().roster().addPlayers({QString(60, QLatin1Char('y'))}, &e));
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
        QVERIFY(desk.t().details().setInfo(info, &e));
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
    // A 1280×720 screen: the smallest the desk and the projector are made for.
    QTemporaryFile screens;
    if (!screens.open())
        return 2;
    screens.write(R"({"screens": [{"name": "desk", "x": 0, "y": 0, "width": 1280,
                      "height": 720, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})");
    screens.flush();
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + screens.fileName().toLocal8Bit());
    QApplication app(argc, argv);
    TstDeskTraps test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_desk_traps.moc"
