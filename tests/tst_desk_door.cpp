// The door at the desk, by keyboard (docs/door.md): Ctrl+I on the Players
// page reaches the check-in field; a scanner types a registration code and
// Enter: the player is checked in at once, the field keeps the focus for
// the next one, a second scan says "already", an unknown code is refused;
// a name checks in too; Ctrl+Z takes a check-in back. The amount paid typed
// in the list and the entry fee make the totals. The cards carry a QR code
// that reads back as the player's code.
#include "commands/doorcommands.h"
#include "common/deskhistory.h"
#include "desktest.h"
#include "paper/paperdoor.h"
#include "players/playersmodel.h"
#include "players/playerspanel.h"
#include "storepass.h"
#include "tournament/details.h"
#include "tournament/roster.h"

#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QTableView>

using namespace ctd;
using namespace ctd::test;

class TstDeskDoor : public QObject
{
    Q_OBJECT

private:
    Desk desk;
    QTemporaryDir m_shots;

    QString shotPath(const QString &name) const
    {
        return qEnvironmentVariableIsSet("CATAN_SCREENSHOT_DIR")
            ? qEnvironmentVariable("CATAN_SCREENSHOT_DIR") + '/' + name
            : m_shots.filePath(name);
    }
    PlayersPanel *panel() const { return desk.window->playersPanel(); }
    QLineEdit *field() const { return child<QLineEdit>(panel(), QStringLiteral("doorCheckIn")); }
    QString answer() const { return panel()->doorAnswer(); }
    qint64 id(const QString &name) { return desk.t().roster().playerByName(name)->id; }
    bool checkedIn(const QString &name) { return desk.t().door().entry(id(name)).isCheckedIn(); }
    void scan(const QString &typed)
    {
        QTest::keyClicks(field(), typed);
        QTest::keyClick(field(), Qt::Key_Return);
    }
    void withCodes()
    {
        desk.addPlayers(playerNames(8));
        desk.window->showPage(MainWindow::PlayersPage);
        QVERIFY(settle(desk.window.get()));
        child<QPushButton>(panel(), QStringLiteral("giveCodesButton"))->click();
        const QHash<qint64, DoorEntry> door = desk.t().door().entries();
        QCOMPARE(door.size(), 8);
        for (const DoorEntry &e : door)
            QCOMPARE(e.code.size(), 8);
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(QFontMetrics(QApplication::font()).inFont(QLatin1Char('A')));
    }
    void init()
    {
        QSettings().clear();
        Language::apply(QStringLiteral("en"));
        QVERIFY(desk.dir.isValid());
        QVERIFY(desk.start(desk.path()));
    }
    void cleanup()
    {
        desk.window.reset();
        QFile::remove(desk.path());
    }

    void scanChecksInAndUndoTakesItBack()
    {
        withCodes();
        // Ctrl+I from another page: the Players page, the field focused.
        desk.window->showPage(MainWindow::ResultsPage);
        QTest::keyClick(desk.window.get(), Qt::Key_I, Qt::ControlModifier);
        QCOMPARE(QApplication::focusWidget(), field());
        const QString code = desk.t().door().entry(id(QStringLiteral("Carla"))).code;
        // A scanner types the code, then Enter; lower case and a dash do not matter.
        scan((code.left(4) + QLatin1Char('-') + code.mid(4)).toLower());
        QVERIFY(checkedIn(QStringLiteral("Carla")));
        QVERIFY2(answer().contains(QStringLiteral("Carla is checked in")), qPrintable(answer()));
        QCOMPARE(field()->text(), QString());
        QCOMPARE(QApplication::focusWidget(), field());
        // Again: said so.
        scan(code);
        QVERIFY2(answer().contains(QStringLiteral("already")), qPrintable(answer()));
        // An unknown code: refused, nobody checked in.
        scan(QStringLiteral("ZZZZ2222"));
        QVERIFY2(answer().startsWith(QStringLiteral("Unknown")), qPrintable(answer()));
        QCOMPARE(QApplication::focusWidget(), field());
        // A name, or enough of it.
        scan(QStringLiteral("gusta"));
        QVERIFY(checkedIn(QStringLiteral("Gustavo")));
        // The self check-in address a card's QR code may hold.
        const QString emil = desk.t().door().entry(id(QStringLiteral("Emil"))).code;
        scan(QStringLiteral("http://192.168.1.5:8080/c/") + emil);
        QVERIFY(checkedIn(QStringLiteral("Emil")));
        QVERIFY(panel()->doorTotalsText().startsWith(QStringLiteral("Players 8 · present 3")));
        // Ctrl+Z takes the last check-in back.
        QAction *undo = child<QAction>(desk.window, QStringLiteral("undoAction"));
        QVERIFY2(undo->isEnabled(), qPrintable(undo->text()));
        undo->trigger();
        QVERIFY(!checkedIn(QStringLiteral("Emil")));
        QVERIFY(checkedIn(QStringLiteral("Gustavo")));
        QTRY_VERIFY(panel()->doorTotalsText().startsWith(QStringLiteral("Players 8 · present 2")));
        // Those not checked in are left out of the next round's draw.
        child<QPushButton>(panel(), QStringLiteral("notCheckedInButton"))->click();
        const QSet<qint64> absent = desk.t().roster().absent(1);
        QCOMPARE(absent.size(), 6);
        QVERIFY(!absent.contains(id(QStringLiteral("Carla"))));
        QVERIFY(!absent.contains(id(QStringLiteral("Gustavo"))));
    }

    void paidAndTotals()
    {
        withCodes();
        DbError e;
        DoorSettings fee;
        fee.fee = 1000;
        QVERIFY(DeskHistory::of(&desk.t())->run(std::make_unique<SetDoorSettings>(fee), &e));
        auto *view = child<QTableView>(panel(), QStringLiteral("playersView"));
        QAbstractItemModel *model = view->model();
        // Anna is the first row by name; her Paid cell, typed in place.
        const QModelIndex paid = model->index(0, PlayersModel::PaidColumn);
        QCOMPARE(model->index(0, PlayersModel::NameColumn).data().toString(),
                 QStringLiteral("Anna"));
        view->setFocus();
        view->setCurrentIndex(paid.siblingAtColumn(PlayersModel::NameColumn));
        QTest::keyClick(view, Qt::Key_E, Qt::ControlModifier | Qt::ShiftModifier);
        auto *editor = qobject_cast<QLineEdit *>(QApplication::focusWidget());
        QVERIFY(editor);
        editor->selectAll();
        QTest::keyClicks(editor, QStringLiteral("7.50"));
        QTest::keyClick(editor, Qt::Key_Return);
        // The delegate commits from the event loop.
        QCoreApplication::processEvents();
        QCoreApplication::processEvents();
        QVERIFY2(panel()->message().isEmpty(), qPrintable(panel()->message()));
        QCOMPARE(desk.t().door().entry(id(QStringLiteral("Anna"))).paid, 750);
        const DoorTotals totals = desk.t().door().totals();
        QCOMPARE(totals.paid, 750);
        QCOMPARE(totals.owed, 8 * 1000 - 750);
        QTRY_COMPARE(panel()->doorTotalsText(),
                     QStringLiteral("Players 8 · present 0 · paid 7.50 · still owed 72.50 (entry "
                                    "fee 10.00)"));
    }

    void cardsCarryTheCode()
    {
        withCodes();
        QList<DoorLine> lines;
        for (const Player &p : desk.t().roster().players())
            lines.append(DoorLine{p, desk.t().door().entry(p.id)});
        const PaperDocument cards = doorCardsDocument(desk.t().details().info(), lines);
        QCOMPARE(cards.cards.size(), 8);
        QCOMPARE(readCode(cards.cards.at(0).qr, m_shots.filePath(QStringLiteral("qr.png"))),
                 lines.at(0).door.code);
        const QString pdf = m_shots.filePath(QStringLiteral("cards.pdf"));
        QCOMPARE(panel()->writeDoorPdf(pdf, true), QString());
        QVERIFY(QFileInfo(pdf).size() > 1000);
        const QString list = m_shots.filePath(QStringLiteral("list.pdf"));
        QCOMPARE(panel()->writeDoorPdf(list, false), QString());
    }

    // The manual's pictures (CATAN_SCREENSHOT_DIR keeps them).
    void pictures_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::newRow("en") << "en";
        QTest::newRow("de") << "de";
    }
    void pictures()
    {
        QFETCH(QString, lang);
        Language::apply(lang);
        withCodes();
        DbError e;
        DoorSettings fee;
        fee.fee = 1000;
        QVERIFY(DeskHistory::of(&desk.t())->run(std::make_unique<SetDoorSettings>(fee), &e));
        for (const QString &name : {QStringLiteral("Anna"), QStringLiteral("Bernd")}) {
            QVERIFY(desk.t().door().setPaid(testPass(), id(name), 1000, &e));
            QVERIFY(desk.t().door().setCheckedIn(testPass(), id(name),
                                                 QDateTime::currentDateTimeUtc(), &e));
        }
        desk.window->reload();
        panel()->focusDoor();
        scan(desk.t().door().entry(id(QStringLiteral("Carla"))).code);
        desk.window->resize(1100, 700);
        QVERIFY(settle(desk.window.get()));
        QVERIFY(desk.window->grab().save(shotPath("checkin-" + lang + ".png")));
        QVERIFY(panel()->writeDoorPdf(shotPath("cards-" + lang + ".pdf"), true).isEmpty());
        Language::apply(QStringLiteral("en"));
    }
};

QTEST_MAIN(TstDeskDoor)
#include "tst_desk_door.moc"
