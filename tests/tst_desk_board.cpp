// Round → Board at the desk (docs/manual/en.md, "The round's board"): the
// picture at once, F5 draws again, the desk's Undo and Redo in the board's
// window, the board shown again as it was; a read-only desk draws nothing.
// With CATAN_SCREENSHOT_DIR set it keeps the window's pictures in English
// and German for the manual.
#include "desktest.h"
#include "rounds/boarddialog.h"
#include "storepass.h"
#include "tournament/boards.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"

#include <QAction>
#include <QLabel>
#include <QPushButton>

using namespace ctd;
using namespace ctd::test;

class TstDeskBoard : public QObject
{
    Q_OBJECT

    Desk desk;

    BoardDialog *open()
    {
        auto *action = desk.window->findChild<QAction *>(QStringLiteral("boardAction"));
        if (!action)
            return nullptr;
        // No window manager offscreen hands the activation back from a closed window.
        QApplication::setActiveWindow(desk.window.get());
        if (!QTest::qWaitForWindowActive(desk.window.get()))
            return nullptr;
        QTest::keyClick(desk.window.get(), Qt::Key_B, Qt::ControlModifier);
        auto *dialog = desk.window->findChild<BoardDialog *>();
        if (dialog && !QTest::qWaitForWindowExposed(dialog))
            return nullptr;
        return dialog;
    }
    std::optional<board::Board> kept(int round) { return desk.t().boards().roundBoard(round); }

private slots:
    void initTestCase()
    {
        QVERIFY(desk.start(desk.path()));
        desk.addPlayers(playerNames(8));
    }

    void drawnAtOnceDrawnAgainUndone()
    {
        QVERIFY(!kept(1));
        BoardDialog *dialog = open();
        QVERIFY(dialog);
        QCOMPARE(dialog->round(), 1);
        const std::optional<board::Board> first = kept(1);
        QVERIFY(first);
        QVERIFY(board::isValid(*first));
        auto *info = dialog->findChild<QLabel *>(QStringLiteral("boardInfo"));
        QVERIFY(info->text().contains(QString::number(first->seed)));
        QVERIFY(info->text().contains(QStringLiteral("Pips: Wood")));

        QApplication::setActiveWindow(dialog);
        QVERIFY(QTest::qWaitForWindowActive(dialog));
        QTest::keyClick(dialog, Qt::Key_F5);
        const std::optional<board::Board> second = kept(1);
        QVERIFY(second && *second != *first);
        QVERIFY(info->text().contains(QString::number(second->seed)));
        // The desk's Undo, in the board's window: the first board again.
        QTest::keyClick(dialog, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(kept(1), first);
        QVERIFY(info->text().contains(QString::number(first->seed)));
        QTest::keyClick(dialog, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(kept(1), second);

        // Closed and opened again: shown as it was, not drawn anew.
        dialog->close();
        QTRY_VERIFY(!desk.window->findChild<BoardDialog *>());
        dialog = open();
        QVERIFY(dialog);
        QCOMPARE(kept(1), second);
        QVERIFY(dialog->findChild<QLabel *>(QStringLiteral("boardInfo"))
                    ->text()
                    .contains(QString::number(second->seed)));
        // Another round: none yet, and the button says Draw. Before any
        // round is seated only round 1 can be chosen; then the next one too.
        dialog->setRound(2);
        QCOMPARE(dialog->round(), 1);
        auto *draw = dialog->findChild<QPushButton *>(QStringLiteral("drawBoard"));
        QCOMPARE(draw->text(), QStringLiteral("&Draw again"));
        QList<qint64> ids;
        for (const Player &p : desk.t().roster().players())
            ids << p.id;
        DbError e;
        QVERIFY2(desk.t().rounds().addRound(testPass(), {ids.mid(0, 4), ids.mid(4, 4)}, &e),
                 qPrintable(e.message));
        dialog->setRound(2);
        QCOMPARE(dialog->round(), 2);
        QVERIFY(!kept(2));
        QCOMPARE(draw->text(), QStringLiteral("&Draw"));
        dialog->setRound(1);
        QCOMPARE(draw->text(), QStringLiteral("&Draw again"));
    }

    void pictures()
    {
        if (!qEnvironmentVariableIsSet("CATAN_SCREENSHOT_DIR"))
            QSKIP("CATAN_SCREENSHOT_DIR is not set");
        const QString dir = qEnvironmentVariable("CATAN_SCREENSHOT_DIR");
        for (const char *lang : {"en", "de"}) {
            QVERIFY(Language::apply(QString::fromLatin1(lang)));
            BoardDialog *dialog = open();
            QVERIFY(dialog);
            dialog->resize(640, 660);
            QCoreApplication::processEvents();
            QVERIFY(dialog->grab().save(dir + QStringLiteral("/board-dialog-%1.png").arg(lang)));
            dialog->close();
            QTRY_VERIFY(!desk.window->findChild<BoardDialog *>());
        }
        QVERIFY(Language::apply(QStringLiteral("en")));
    }
};

QTEST_MAIN(TstDeskBoard)
#include "tst_desk_board.moc"
