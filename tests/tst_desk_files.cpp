// The desk window: opening, naming and refusing tournament files.
#include "desktest.h"
#include "language/datetext.h"
#include "language/language.h"
#include "printing/paperactions.h"
#include "storepass.h"
#include "tournament/backups.h"
#include "tournament/details.h"
#include "tournament/roster.h"
#include "window/restorebackupdialog.h"
#include "window/tournamentinfodialog.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>

using namespace ctd;
using namespace ctd::test;

class TstDeskFiles : public QObject
{
    Q_OBJECT

private:
    Desk desk;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(QFontMetrics(QApplication::font()).inFont(QLatin1Char('A')));
    }
    void init()
    {
        QSettings().clear();
        QVERIFY(desk.dir.isValid());
        QVERIFY(desk.start(desk.path()));
    }
    void cleanup()
    {
        desk.window.reset();
        QFile::remove(desk.path());
    }

    void opensOnTheTournament()
    {
        QVERIFY(desk.window->tournament());
        QCOMPARE(desk.window->pages()->currentIndex(), int(MainWindow::PlayersPage));
        QCOMPARE(QSettings().value(QStringLiteral("files/last")).toString(), desk.t().path());
        QVERIFY(desk.window->recentFiles().contains(desk.t().path()));
        QVERIFY(desk.window->windowTitle().contains(QStringLiteral("Catan Tournament Desk")));
        // Printing and export of this tournament are in the File menu.
        QVERIFY(desk.window->paperActions());
        QAction *printStandings = desk.window->paperActions()->actions().constFirst();
        QVERIFY(!printStandings->associatedObjects().isEmpty());
    }

    // The no-win cut is set in the tournament's details, by keyboard, and
    // taken back by Ctrl+Z like every change at the desk.
    void noWinCutInTheDetails()
    {
        QCOMPARE(desk.t().details().noWinCut(), 0);
        child<QAction>(desk.window, QStringLiteral("detailsAction"))->trigger();
        auto *dialog = desk.window->findChild<TournamentInfoDialog *>();
        QVERIFY(dialog && dialog->isVisible());
        auto *cut = child<QSpinBox>(dialog, QStringLiteral("noWinCut"));
        QCOMPARE(cut->text(), QStringLiteral("off"));
        QApplication::setActiveWindow(dialog);
        QTest::keyClick(dialog, Qt::Key_W, Qt::AltModifier);
        QTRY_VERIFY(cut->hasFocus());
        cut->selectAll();
        QTest::keyClicks(cut, "3");
        QTest::keyClick(cut, Qt::Key_Return);
        QTRY_VERIFY(!dialog->isVisible());
        QCOMPARE(desk.t().details().noWinCut(), 3);
        // Opened again, it shows the cut; Ctrl+Z turns it off again.
        QTest::keyClick(desk.window.get(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(desk.t().details().noWinCut(), 0);
    }

    void followsTheLanguage()
    {
        TournamentInfo info = desk.t().details().info();
        info.name = QStringLiteral("Spring Cup");
        info.date = QDate(2026, 4, 18);
        DbError error;
        QVERIFY(desk.t().details().setInfo(testPass(), info, &error));
        desk.window->reload();
        auto *date = child<QLabel>(desk.window, QStringLiteral("tournamentDate"));
        QVERIFY(date->text().contains(QStringLiteral("April")));
        // Switched while running: the window re-translates and re-formats.
        QVERIFY(Language::apply(QStringLiteral("de")));
        QCoreApplication::processEvents(); // LanguageChange is posted to each window
        QVERIFY2(date->text().contains(QStringLiteral("April 2026"))
                     && date->text().startsWith(QStringLiteral("Samstag")),
                 qPrintable(date->text()));
        QVERIFY(Language::apply(QStringLiteral("en")));
        QCoreApplication::processEvents();
        QVERIFY(date->text().contains(QStringLiteral("Saturday")));
    }

    // The date is read as typed in the region's short format or ISO, or
    // refused with a message; never changed into another date.
    void detailsDateAsTyped_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("typed");
        QTest::addColumn<QDate>("date"); // invalid: refused
        QTest::addColumn<QString>("said");
        const QDate pi(2026, 3, 14);
        QTest::newRow("en_US 3/14/26") << "en"
                                       << "en_US"
                                       << "3/14/26" << pi << "";
        QTest::newRow("en_US day first") << "en"
                                         << "en_US"
                                         << "14/3/26" << QDate() << "month/day/year";
        QTest::newRow("en_GB 14/03/2026") << "en"
                                          << "en_GB"
                                          << "14/03/2026" << pi << "";
        QTest::newRow("en_GB ISO") << "en"
                                   << "en_GB"
                                   << "2026-03-14" << pi << "";
        QTest::newRow("de 14.03.26") << "de"
                                     << "de_DE"
                                     << "14.03.26" << pi << "";
        QTest::newRow("de 3/14/26") << "de"
                                    << "de_DE"
                                    << "3/14/26" << QDate() << "Einen Monat 14 gibt es nicht";
        QTest::newRow("pt 14/03/2026") << "pt"
                                       << "pt_BR"
                                       << "14/03/2026" << pi << "";
        QTest::newRow("pt 3/14/26") << "pt"
                                    << "pt_BR"
                                    << "3/14/26" << QDate() << "não existe mês 14";
    }
    void detailsDateAsTyped()
    {
        QFETCH(QString, language);
        QFETCH(QString, locale);
        QFETCH(QString, typed);
        QFETCH(QDate, date);
        QFETCH(QString, said);
        QVERIFY(Language::apply(language));
        QLocale::setDefault(QLocale(locale));
        TournamentInfo info = desk.t().details().info();
        info.name = QStringLiteral("Spring Cup");
        info.date = QDate(2026, 4, 18);
        TournamentInfoDialog dialog(info, desk.window.get());
        dialog.show();
        auto *field = child<QLineEdit>(&dialog, QStringLiteral("tournamentDate"));
        // Shown as the region writes it, with the whole year: read back unchanged.
        QCOMPARE(DateText::read(field->text(), QLocale(), nullptr), info.date);
        field->selectAll();
        QTest::keyClicks(field, typed);
        dialog.accept();
        const QString problem = child<QLabel>(&dialog, QStringLiteral("detailsProblem"))->text();
        if (date.isValid()) {
            QCOMPARE(dialog.result(), int(QDialog::Accepted));
            QCOMPARE(dialog.info().date, date);
            QVERIFY(problem.isEmpty());
        } else {
            QVERIFY(dialog.isVisible()); // not accepted: the director corrects it
            QVERIFY2(problem.contains(typed) && problem.contains(said), qPrintable(problem));
            QCOMPARE(dialog.info().date, info.date);
        }
        QVERIFY(Language::apply(QStringLiteral("en")));
    }

    void fileThatCannotBeOpened_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::newRow("text") << QByteArray("round,table,player\n1,1,Anna\n");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("binary") << QByteArray("SQLite format 2\0garbage", 24);
    }
    void fileThatCannotBeOpened()
    {
        QFETCH(QByteArray, bytes);
        const QString bad = desk.dir.filePath(QStringLiteral("results.csv"));
        QFile file(bad);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
        file.close();

        // With a tournament open, it stays open.
        QVERIFY(!desk.window->openTournament(bad));
        QVERIFY(desk.window->tournament());
        QVERIFY(desk.window->lastOpenError().contains(QStringLiteral("results.csv")));
        QVERIFY(answer(desk.window.get(), QStringLiteral("Close")));

        // At start-up, the window says why and offers a way out.
        desk.window.reset();
        QVERIFY(desk.start(QString()));
        QVERIFY(!desk.window->openTournament(bad));
        QVERIFY(!desk.window->tournament());
        QVERIFY(openQuestion(desk.window.get()));
        QVERIFY(questionText(desk.window.get()).contains(QStringLiteral("results.csv")));
        auto *empty = child<QLabel>(desk.window, QStringLiteral("emptyText"));
        QVERIFY(empty->isVisible());
        QVERIFY(empty->text().contains(QStringLiteral("results.csv")));
        QTest::keyClick(openQuestion(desk.window.get()), Qt::Key_Escape);
        QVERIFY(!openQuestion(desk.window.get()));
        QVERIFY(!child<QAction>(desk.window, QStringLiteral("startRoundAction"))->isEnabled());

        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), bytes);
        file.close();
        // Still usable: another file opens.
        QVERIFY(desk.window->openTournament(desk.path(QStringLiteral("other.sqlite"))));
        QVERIFY(!empty->isVisible());
    }

    // A damaged tournament is refused with what to do, and the desk offers
    // its backups: File > Restore a backup puts one back and opens it.
    void damagedFileOffersABackup()
    {
        DbError error;
        QVERIFY(desk.t().roster().addPlayers(
            testPass(), {QStringLiteral("Anna"), QStringLiteral("Bernd")}, &error));
        QVERIFY2(desk.t().backups().backUp(&error), qPrintable(error.message));
        const QString path = desk.t().path();
        desk.window.reset();

        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadWrite));
        QByteArray bytes = file.readAll();
        const int pageSize = (uchar(bytes[16]) << 8) | uchar(bytes[17]);
        bytes[pageSize] = 0; // page 2's header
        QVERIFY(file.seek(0) && file.write(bytes) == bytes.size());
        file.close();

        QVERIFY(desk.start(QString()));
        QVERIFY(!desk.window->openTournament(path));
        QVERIFY(desk.window->lastOpenError().contains(QStringLiteral("is damaged")));
        QVERIFY(answer(desk.window.get(), QStringLiteral("Restore a backup")));
        auto *dialog = desk.window->findChild<RestoreBackupDialog *>();
        QVERIFY(dialog);
        QCOMPARE(dialog->count(), 1);
        QVERIFY(dialog->chosenLabel().contains(QStringLiteral("before the first round")));
        dialog->accept();
        QVERIFY(desk.window->tournament());
        QCOMPARE(desk.t().roster().players().size(), 2);
        // The damaged file is kept beside it, never deleted.
        const QStringList kept = QFileInfo(path).absoluteDir().entryList(
            {QFileInfo(path).fileName() + QStringLiteral(".replaced-*")}, QDir::Files);
        QCOMPARE(kept.size(), 1);
    }
};

QTEST_MAIN(TstDeskFiles)
#include "tst_desk_files.moc"
