// The desk window: adding, importing, renaming, dropping and finding players.
#include "desktest.h"
#include "players/pastenamesdialog.h"
#include "players/playerspanel.h"
#include "tournament/roster.h"

#include <QClipboard>
#include <QFile>
#include <QLineEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QTableView>

using namespace ctd;
using namespace ctd::test;

class TstDeskPlayers : public QObject
{
    Q_OBJECT

private:
    Desk desk;

    QLineEdit *nameField() const
    {
        return child<QLineEdit>(desk.window, QStringLiteral("newPlayerName"));
    }
    QStringList storedNames() const
    {
        QStringList out;
        for (const Player &p : desk.t().roster().players())
            out.append(p.name);
        return out;
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
        QVERIFY(desk.dir.isValid());
        QVERIFY(desk.start(desk.path()));
    }
    void cleanup()
    {
        desk.window.reset();
        QFile::remove(desk.path());
    }

    void addPlayersByKeyboard_data()
    {
        QTest::addColumn<QStringList>("typed");
        QTest::addColumn<QStringList>("stored");
        QTest::addColumn<QString>("message");
        QTest::newRow("two names")
            << QStringList{"Anna", "Bernd"} << QStringList{"Anna", "Bernd"} << QString();
        QTest::newRow("spaces trimmed")
            << QStringList{"  Carla  "} << QStringList{"Carla"} << QString();
        QTest::newRow("duplicate refused") << QStringList{"Anna", "Anna"} << QStringList{"Anna"}
                                           << QStringLiteral("\"Anna\" is already a player");
        QTest::newRow("empty line ignored")
            << QStringList{"", "Dario"} << QStringList{"Dario"} << QString();
    }
    void addPlayersByKeyboard()
    {
        QFETCH(QStringList, typed);
        QFETCH(QStringList, stored);
        QFETCH(QString, message);
        QLineEdit *field = nameField();
        QVERIFY(field->hasFocus());
        for (const QString &name : typed) {
            QTest::keyClicks(field, name);
            QTest::keyClick(field, Qt::Key_Return);
        }
        QCOMPARE(storedNames(), stored);
        const QString shown = desk.window->playersPanel()->message();
        if (message.isEmpty())
            QVERIFY2(shown.isEmpty(), qPrintable(shown));
        else
            QVERIFY2(shown.contains(message), qPrintable(shown));
        // A refused name stays in the field to be corrected.
        QCOMPARE(field->text().isEmpty(), message.isEmpty());
    }

    void pasteList_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("stored");
        QTest::addColumn<QStringList>("named");
        QTest::newRow("all new") << "Emil\n\n Fatma \nGustavo\n"
                                 << QStringList{"Anna", "Emil", "Fatma", "Gustavo"}
                                 << QStringList{};
        QTest::newRow("one already there: nothing added")
            << "Emil\nAnna\nFatma" << QStringList{"Anna"} << QStringList{"Anna"};
        QTest::newRow("one given twice: nothing added")
            << "Emil\nFatma\nEmil" << QStringList{"Anna"} << QStringList{"Emil"};
    }
    void pasteList()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, stored);
        QFETCH(QStringList, named);
        desk.addPlayers({"Anna"});
        QApplication::clipboard()->setText(text);
        desk.window->playersPanel()->pasteList();
        auto *dialog = child<PasteNamesDialog>(desk.window);
        QVERIFY(dialog && dialog->isVisible());
        dialog->accept();
        QCOMPARE(storedNames(), stored);
        QCOMPARE(dialog->isVisible(), !named.isEmpty());
        for (const QString &name : named)
            QVERIFY2(dialog->problem().contains(name), qPrintable(dialog->problem()));
    }

    void importCsv_data()
    {
        QTest::addColumn<QByteArray>("csv");
        QTest::addColumn<QStringList>("stored");
        QTest::addColumn<QString>("problem");
        QTest::newRow("plain list")
            << QByteArray("Anna\nBernd\n") << QStringList{"Anna", "Bernd"} << QString();
        QTest::newRow("player column")
            << QByteArray("club,player\nOslo,Anna\nPorto,\"Souza, João\"\n")
            << QStringList{"Anna", "Souza, João"} << QString();
        QTest::newRow("name column with BOM") << QByteArray("\xEF\xBB\xBF"
                                                            "Name,x\nAnna,1\n")
                                              << QStringList{"Anna"} << QString();
        // One reader with the command line's `seat PLAYERS.csv`: a plain
        // list is one name a line, a comma included.
        QTest::newRow("comma in a plain list")
            << QByteArray("Smith, Jo\nMüller\n") << QStringList{"Müller", "Smith, Jo"} << QString();
        QTest::newRow("player and team") << QByteArray("player,team\nAnna,Nord\nBernd,\n")
                                         << QStringList{"Anna", "Bernd"} << QString();
        QTest::newRow("duplicates named")
            << QByteArray("name\nAnna\nAnna\n") << QStringList{}
            << QStringLiteral("line 3: names.csv: \"Anna\" is on line 2 already");
        QTest::newRow("not UTF-8")
            << QByteArray("Ann\xE9\n") << QStringList{} << QStringLiteral("is not UTF-8");
        QTest::newRow("no names") << QByteArray("name\n") << QStringList{}
                                  << QStringLiteral("holds no names");
    }
    void importCsv()
    {
        QFETCH(QByteArray, csv);
        QFETCH(QStringList, stored);
        QFETCH(QString, problem);
        QFile file(desk.dir.filePath(QStringLiteral("names.csv")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(csv);
        file.close();
        const QString result = desk.window->playersPanel()->importNamesFile(file.fileName());
        QCOMPARE(storedNames(), stored);
        if (problem.isEmpty())
            QVERIFY2(result.isEmpty(), qPrintable(result));
        else
            QVERIFY2(result.contains(problem), qPrintable(result));
    }

    void renameAndDrop()
    {
        desk.addPlayers({"Anna", "Bernd"});
        auto *view = child<QTableView>(desk.window, QStringLiteral("playersView"));
        view->setFocus();
        view->setCurrentIndex(view->model()->index(0, 0));
        QTest::keyClick(view, Qt::Key_F2);
        QLineEdit *editor = child<QLineEdit>(view);
        QVERIFY(editor);
        editor->selectAll();
        QTest::keyClicks(editor, "Bernd");
        QTest::keyClick(editor, Qt::Key_Return);
        // The delegate commits the editor from the event loop.
        QCoreApplication::processEvents();
        QCOMPARE(storedNames(), (QStringList{"Anna", "Bernd"}));
        QVERIFY(!desk.window->playersPanel()->message().isEmpty());
        view->setCurrentIndex(view->model()->index(0, 0));
        QTest::keyClick(view, Qt::Key_F2);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        editor = child<QLineEdit>(view);
        QVERIFY(editor);
        editor->selectAll();
        QTest::keyClicks(editor, "Ana");
        QTest::keyClick(editor, Qt::Key_Return);
        // The delegate commits the editor from the event loop.
        QCoreApplication::processEvents();
        QCOMPARE(storedNames(), (QStringList{"Ana", "Bernd"}));

        view->setCurrentIndex(view->model()->index(1, 0));
        child<QPushButton>(desk.window, QStringLiteral("dropButton"))->click();
        QVERIFY(desk.t().roster().playerByName(QStringLiteral("Bernd"))->dropped);
        child<QPushButton>(desk.window, QStringLiteral("dropButton"))->click();
        QVERIFY(!desk.t().roster().playerByName(QStringLiteral("Bernd"))->dropped);
    }

    // A fixed table typed at the keyboard (Ctrl+Shift+T in the list), shown
    // in its column, refused when it is no number, undone and done again.
    void fixedTableByKeyboard()
    {
        desk.addPlayers({"Anna", "Bernd"});
        auto *view = child<QTableView>(desk.window, QStringLiteral("playersView"));
        view->setFocus();
        view->setCurrentIndex(view->model()->index(1, 0));
        auto typeTable = [&](const QString &text) {
            QTest::keyClick(view, Qt::Key_T, Qt::ControlModifier | Qt::ShiftModifier);
            QLineEdit *editor = child<QLineEdit>(view);
            QVERIFY(editor);
            editor->selectAll();
            QTest::keyClicks(editor, text);
            QTest::keyClick(editor, Qt::Key_Return);
            QCoreApplication::processEvents();
            QCoreApplication::processEvents();
            QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        };
        const qint64 bernd = desk.t().roster().playerByName(QStringLiteral("Bernd"))->id;
        typeTable(QStringLiteral("3"));
        QCOMPARE(desk.t().roster().fixedTables(), (QHash<qint64, int>{{bernd, 3}}));
        QCOMPARE(view->model()->headerData(3, Qt::Horizontal).toString(), QString("Fixed table"));
        QCOMPARE(view->model()->index(1, 3).data().toString(), QString("3"));
        view->setCurrentIndex(view->model()->index(1, 0));
        typeTable(QStringLiteral("x"));
        QCOMPARE(desk.t().roster().fixedTables(), (QHash<qint64, int>{{bernd, 3}}));
        QVERIFY2(desk.window->playersPanel()->message().contains("not a table number"),
                 qPrintable(desk.window->playersPanel()->message()));
        QTest::keyClick(desk.window.get(), Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(desk.t().roster().fixedTables().isEmpty());
        QTest::keyClick(desk.window.get(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(desk.t().roster().fixedTables(), (QHash<qint64, int>{{bernd, 3}}));
    }

    void searchFilter_data()
    {
        QTest::addColumn<QString>("search");
        QTest::addColumn<int>("shown");
        QTest::newRow("nothing") << QString() << 4;
        QTest::newRow("accent ignored") << "joao" << 1;
        QTest::newRow("case ignored") << "AN" << 2;
        QTest::newRow("no match") << "zz" << 0;
    }
    void searchFilter()
    {
        QFETCH(QString, search);
        QFETCH(int, shown);
        desk.addPlayers({"Anna", "Bernd", "João", "Hanna"});
        QTest::keySequence(desk.window.get(), QKeySequence::Find);
        auto *field = child<QLineEdit>(desk.window, QStringLiteral("playerSearch"));
        QVERIFY(field->hasFocus());
        QTest::keyClicks(field, search);
        QCOMPARE(child<QTableView>(desk.window, QStringLiteral("playersView"))->model()->rowCount(),
                 shown);
    }
};

QTEST_MAIN(TstDeskPlayers)
#include "tst_desk_players.moc"
