// The desk window on a tournament server (a real PostgreSQL started by the
// test): connecting, no password kept anywhere, and following another desk.
#include "desktest.h"
#include "pgserver.h"
#include "window/serverdialog.h"

#include <QDir>
#include <QLineEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>

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
    void cleanup() { desk.window.reset(); }

    // Connected through the address the dialog makes: the tournament opens,
    // the recent list names the server without its password, and nothing the
    // desk stored holds the password.
    void connectsWithoutKeepingThePassword()
    {
        const QString name = newDatabase();
        ServerDialog dialog(DbLocation::server("127.0.0.1", m_server.port(), name, PgServer::user()), "north");
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
        QVERIFY2(desk.window->openTournament(where.connectionAddress()), qPrintable(desk.window->lastOpenError()));
        QCOMPARE(desk.t().path(), m_server.address(name, false));
        QCOMPARE(desk.window->recentFiles().value(0), m_server.address(name, false));
        QSettings settings;
        for (const QString &key : settings.allKeys())
            QVERIFY2(!settings.value(key).toString().contains(PgServer::password()), qPrintable(key));
        // A wrong password: refused with a message that does not repeat it.
        const DbLocation wrong = DbLocation::server("127.0.0.1", m_server.port(), newDatabase(),
                                                    PgServer::user(), "Not-This-One");
        QVERIFY(!desk.window->openTournament(wrong.connectionAddress()));
        QVERIFY(!desk.window->lastOpenError().contains("Not-This-One"));
        QVERIFY(desk.window->lastOpenError().contains("password authentication failed"));
        QVERIFY(answer(desk.window.get(), "Close"));
        QCOMPARE(desk.t().path(), m_server.address(name, false));   // still the one open
    }

    // Another desk saves a table: this window's tournament announces it, so
    // the round overview, standings and history (which listen) update.
    void followsAnotherDesk()
    {
        const QString address = m_server.address(newDatabase());
        QVERIFY(desk.window->openTournament(address));
        desk.addPlayers(playerNames(4));
        QList<qint64> ids;
        for (const Player &p : desk.t().players())
            ids.append(p.id);
        DbError e;
        QVERIFY(desk.t().addRound({ids}, &e));
        QSignalSpy saved(&desk.t(), &Tournament::sheetSaved);
        Tournament other;
        other.setDeskName("south");
        QVERIFY(other.open(address, &e));
        QVERIFY(other.saveSheet(1, 1, workedExample(other.tables(1).at(0).names), false, &e));
        QVERIFY(saved.wait(5000));
        QCOMPARE(desk.t().tables(1).at(0).state, SheetState::Complete);
        QCOMPARE(desk.t().history(1, 1).at(0).desk, QString("south"));
    }
};

QTEST_MAIN(TstDeskServer)
#include "tst_desk_server.moc"
