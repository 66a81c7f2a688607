// Help → Manual: the director's manual (docs/manual) opens in the desk,
// offline, in the desk's language, with every picture it shows; and the
// desk finds it beside the program in a build folder and where the package
// installs it (resources/install.cmake).
#include "desktest.h"
#include "help/manualhelp.h"

#include <QDir>
#include <QFile>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

using namespace ctd;
using namespace ctd::test;

class TstDeskManual : public QObject
{
    Q_OBJECT

private:
    Desk desk;

    static QString sourceManual() { return QDir(CATAN_SOURCE_DIR "/docs/manual").canonicalPath(); }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
    }
    void cleanup()
    {
        qunsetenv("CATAN_MANUAL_DIR");
        desk.window.reset();
        Language::apply(QStringLiteral("en"));
    }

    void fileForLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("file");
        QTest::newRow("English") << "en"
                                 << "en.md";
        QTest::newRow("German") << "de"
                                << "de.md";
        QTest::newRow("Portuguese reads the English manual") << "pt"
                                                             << "en.md";
    }
    void fileForLanguage()
    {
        QFETCH(QString, language);
        QFETCH(QString, file);
        QCOMPARE(ManualHelp::fileFor(language), file);
    }

    // The build folder has a link to docs/manual beside catan-desk.
    void foundInBuildFolder()
    {
        QCOMPARE(ManualHelp::folderFrom(CATAN_BINARY_DIR), sourceManual());
    }

    // Installed: bin/catan-desk finds share/catan-desk/docs/manual.
    void foundWhereInstalled()
    {
        QTemporaryDir prefix;
        QVERIFY(QDir(prefix.path()).mkpath("bin"));
        const QString manual = prefix.filePath("share/catan-desk/docs/manual");
        QVERIFY(QDir().mkpath(manual));
        QFile en(manual + "/en.md");
        QVERIFY(en.open(QIODevice::WriteOnly));
        en.write("# Manual\n");
        en.close();
        QCOMPARE(ManualHelp::folderFrom(prefix.filePath("bin")), QDir(manual).canonicalPath());
        QCOMPARE(ManualHelp::folderFrom(prefix.path()), QString()); // not from elsewhere
    }

    // Help → Manual in each language: the manual's text and its pictures.
    void openedFromTheHelpMenu_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("heading");
        QTest::addColumn<QString>("undoKeys");
        QTest::newRow("en") << "en"
                            << "The director's manual"
                            << "Ctrl+Shift+Z";
        QTest::newRow("de") << "de"
                            << "Handbuch für die Turnierleitung"
                            << "Strg+Umschalt+Z";
        QTest::newRow("pt") << "pt"
                            << "The director's manual"
                            << "Ctrl+Shift+Z";
    }
    void openedFromTheHelpMenu()
    {
        QFETCH(QString, language);
        QFETCH(QString, heading);
        QFETCH(QString, undoKeys);
        qputenv("CATAN_MANUAL_DIR", QFile::encodeName(sourceManual()));
        Language::apply(language);
        QVERIFY(desk.start());
        QAction *action = child<QAction>(desk.window, "manualAction");
        QVERIFY(!action->text().isEmpty());
        QVERIFY(desk.window->menuBar()->actions().constLast()->menu()->actions().contains(action));
        action->trigger();
        auto *manual = child<ManualHelp>(desk.window, "manualHelp");
        QVERIFY(manual);
        QVERIFY(QTest::qWaitForWindowExposed(manual));
        const QString text = manual->documentText();
        QVERIFY2(text.startsWith(heading), qPrintable(text.left(200)));
        QVERIFY2(text.contains(undoKeys), qPrintable(undoKeys));
        QVERIFY(manual->pictureCount() >= 6);
        QCOMPARE(manual->missingPictures(), 0);
        // A change of language while it is open shows the other manual.
        Language::apply(language == "de" ? "en" : "de");
        QCoreApplication::processEvents();
        QVERIFY(manual->documentText() != text);
        QCOMPARE(manual->missingPictures(), 0);
    }

    void notInstalledIsSaid()
    {
        ManualHelp manual(nullptr, QString());
        QVERIFY(manual.documentText().contains("docs/manual"));
        QCOMPARE(manual.pictureCount(), 0);
    }
};

QTEST_MAIN(TstDeskManual)
#include "tst_desk_manual.moc"
