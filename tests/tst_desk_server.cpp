// The desk window on a tournament server (a real PostgreSQL started by the
// test): connecting, no password kept anywhere, and following another desk.
#include "desktest.h"
#include "pgserver.h"
#include "rounds/resultspanel.h"
#include "rounds/seatingpanel.h"
#include "sheet/sheeteditor.h"
#include "sheettyping.h"
#include "storepass.h"
#include "tournament/results.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"
#include "window/serverdialog.h"

#include <QDir>
#include <QLineEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>

using namespace ctd;
using namespace ctd::test;

class TstDeskServer : public QObject
{
    Q_OBJECT

    PgServer m_server;
    Desk desk;
    int m_databases = 0;

    QString newDatabase()
    {
        const QString name = QStringLiteral("desk%1").arg(++m_databases);
        QString why;
        if (!m_server.createDatabase(name, &why))
            qFatal("%s", qPrintable(why));
        return name;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QString why;
        QVERIFY2(m_server.start(&why), qPrintable(why));
    }
    void init()
    {
        QSettings().clear();
        QVERIFY(desk.start());
    }
    void cleanup()
    {
        desk.window.reset();
        QString why;
        if (!m_server.isRunning())
            QVERIFY2(m_server.resume(&why), qPrintable(why));
    }

    // Connected through the address the dialog makes: the tournament opens,
    // the recent list names the server without its password, and nothing the
    // desk stored holds the password.
    void connectsWithoutKeepingThePassword()
    {
        const QString name = newDatabase();
        ServerDialog dialog(
            DbLocation::server("127.0.0.1", m_server.port(), name, PgServer::user()), "north");
        for (QLineEdit *field : dialog.findChildren<QLineEdit *>()) {
            if (field->echoMode() == QLineEdit::Password)
                field->setText(PgServer::password());
        }
        const DbLocation where = dialog.location();
        QCOMPARE(where.password(), PgServer::password());
        QCOMPARE(dialog.deskName(), QString("north"));
        // For looking at it: CATAN_SCREENSHOT_DIR=folder, in English and German.
        if (!qEnvironmentVariableIsEmpty("CATAN_SCREENSHOT_DIR")) {
            const QString before = Language::current();
            for (const QString &lang : {QStringLiteral("en"), QStringLiteral("de")}) {
                Language::apply(lang);
                ServerDialog shown(where, "north");
                shown.show();
                QVERIFY(QTest::qWaitForWindowExposed(&shown));
                shown.grab().save(QDir(qEnvironmentVariable("CATAN_SCREENSHOT_DIR"))
                                      .filePath("serverdialog-" + lang + ".png"));
            }
            Language::apply(before);
        }
        QVERIFY2(desk.window->openTournament(where.connectionAddress()),
                 qPrintable(desk.window->lastOpenError()));
        QCOMPARE(desk.t().path(), m_server.address(name, false));
        QCOMPARE(desk.window->recentFiles().value(0), m_server.address(name, false));
        QSettings settings;
        for (const QString &key : settings.allKeys())
            QVERIFY2(!settings.value(key).toString().contains(PgServer::password()),
                     qPrintable(key));
        // A wrong password: refused with a message that does not repeat it.
        const DbLocation wrong = DbLocation::server("127.0.0.1", m_server.port(), newDatabase(),
                                                    PgServer::user(), "Not-This-One");
        QVERIFY(!desk.window->openTournament(wrong.connectionAddress()));
        QVERIFY(!desk.window->lastOpenError().contains("Not-This-One"));
        QVERIFY(desk.window->lastOpenError().contains("password authentication failed"));
        QVERIFY(answer(desk.window.get(), "Close"));
        QCOMPARE(desk.t().path(), m_server.address(name, false)); // still the one open
    }

    // Another desk saves a table: this window's tournament announces it, so
    // the round overview, standings and history (which listen) update.
    void followsAnotherDesk()
    {
        const QString address = m_server.address(newDatabase());
        QVERIFY(desk.window->openTournament(address));
        desk.addPlayers(playerNames(4));
        QList<qint64> ids;
        for (const Player &p : desk.t().roster().players())
            ids.append(p.id);
        DbError e;
        QVERIFY(desk.t().rounds().addRound(testPass(), {ids}, &e));
        QSignalSpy saved(desk.t().notifier(), &Notifier::sheetSaved);
        Tournament other;
        other.results().setDeskName("south");
        QVERIFY(other.open(address, &e));
        QVERIFY(other.results().saveSheet(
            testPass(), 1, 1, workedExample(other.rounds().tables(1).at(0).names), false, &e));
        QVERIFY(saved.wait(5000));
        QCOMPARE(desk.t().rounds().tables(1).at(0).state, SheetState::Complete);
        QCOMPARE(desk.t().results().history(1, 1).at(0).desk, QString("south"));
    }

    // Table 1 is open at this desk when another desk saves it: the overview
    // follows at once, the typing stays, and this desk's save is not made
    // silently over the other one: it is told who changed what, and chooses.
    void anotherDeskSavedTheTableMeanwhile()
    {
        const QString address = m_server.address(newDatabase());
        QVERIFY(desk.window->openTournament(address));
        desk.addPlayers(playerNames(8));
        QCOMPARE(desk.window->seatingPanel()->drawNextRound(2024), QString());
        desk.window->showPage(MainWindow::ResultsPage);
        SheetEditor &editor = *desk.window->resultsPanel()->editor();
        QCOMPARE(editor.table(), 1);
        play(editor, QStringLiteral("2 3 1 3 11 7 3 2 0 1 8 4 4 1 0 0 9 5 2 0 0 2 6 =3"));

        QSignalSpy saved(desk.t().notifier(), &Notifier::sheetSaved);
        Tournament other;
        other.results().setDeskName("south");
        DbError e;
        QVERIFY(other.open(address, &e));
        QList<PlayerLine> theirs = workedExample(other.rounds().tables(1).at(0).names);
        theirs[1].cities = 3;
        QVERIFY(other.results().saveSheet(testPass(), 1, 1, theirs, false, &e));
        QVERIFY(saved.wait(5000));
        QCOMPARE(desk.t().rounds().tables(1).at(0).state, SheetState::Complete);
        QVERIFY(editor.isModified()); // the typing is still there

        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
        // Asked first whether to correct a saved result; then told it was another desk's.
        if (questionText(desk.window.get()).contains("already has a result"))
            QVERIFY(answer(desk.window.get(), "Save correction"));
        const QString told = questionText(desk.window.get());
        QVERIFY2(told.contains("south"), qPrintable(told));
        QCOMPARE(desk.t().results().history(1, 1).size(), 1);
        QMessageBox *box = openQuestion(desk.window.get());
        QVERIFY(box);
        // The table had no result when this desk opened it: every field is new.
        QVERIFY2(box->informativeText().contains(theirs[1].name + ": Cities – → 3"),
                 qPrintable(box->informativeText()));
        if (!qEnvironmentVariableIsEmpty("CATAN_SCREENSHOT_DIR"))
            box->grab().save(
                QDir(qEnvironmentVariable("CATAN_SCREENSHOT_DIR")).filePath("conflict.png"));
        QVERIFY(answer(desk.window.get(), "Save mine over it"));
        const QList<StoredSheet> history = desk.t().results().history(1, 1);
        QCOMPARE(history.size(), 2);
        QCOMPARE(history.at(0).desk, QString("south"));
        QCOMPARE(history.at(1).lines, workedExample(desk.t().rounds().tables(1).at(0).names));
    }

    // The server goes away while nobody saves: the desk says so within a few
    // seconds, and again when it is back.
    void saysWhenTheServerIsAway()
    {
        QVERIFY(desk.window->openTournament(m_server.address(newDatabase())));
        QString why;
        QVERIFY2(m_server.stop(&why), qPrintable(why));
        QTRY_VERIFY_WITH_TIMEOUT(desk.window->statusBar()->currentMessage().contains(
                                     "connection to the tournament server"),
                                 10000);
        QVERIFY(!desk.window->statusBar()->currentMessage().contains(PgServer::password()));
        QVERIFY2(m_server.resume(&why), qPrintable(why));
        QTRY_VERIFY_WITH_TIMEOUT(desk.window->statusBar()->currentMessage().contains("again"),
                                 10000);
        DbError e;
        QVERIFY(desk.t().roster().addPlayer(testPass(), "Anna", nullptr, &e));
    }
};

QTEST_MAIN(TstDeskServer)
#include "tst_desk_server.moc"
