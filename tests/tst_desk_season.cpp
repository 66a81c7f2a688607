// File → Season… (docs/seasons.md, the manual's "A season's ranking list"):
// the season window driven by keyboard: a new season typed in, tournaments
// added by Enter and removed by Delete, the standings with the counted
// results marked, the alias line a look-alike note proposes written with
// Ctrl+L, the PDF read back with pdftotext, the CSV as the command line
// writes it; no tournament file is written; no two underlined letters alike
// in English, German and Portuguese.
#include "desktest.h"
#include "seasontest.h"

#include "season/seasonaction.h"
#include "season/seasonmodel.h"
#include "season/seasonwindow.h"

#include <QDateTime>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QSpinBox>
#include <QStatusBar>
#include <QTableView>

using namespace ctd;
using namespace ctd::test;

namespace {

QString pdfText(const QString &path)
{
    QProcess p;
    p.start(QStandardPaths::findExecutable("pdftotext"), {"-layout", "-enc", "UTF-8", path, "-"});
    if (!p.waitForFinished(120000) || p.exitCode() != 0)
        return {};
    return QString::fromUtf8(p.readAllStandardOutput());
}

// The standings as the CLI writes them: rank,player,points,tournaments,counted,best_rank.
QStringList rowsOf(const SeasonModel *model)
{
    QStringList out;
    for (int r = 0; r < model->rowCount(); ++r) {
        QStringList cells;
        for (int c = 0; c < SeasonModel::FirstTournament; ++c)
            cells.append(model->index(r, c).data().toString());
        out.append(cells.join(','));
    }
    return out;
}

void typeInto(QWidget *window, Qt::Key mnemonic, const QString &text)
{
    QTest::keyClick(window, mnemonic, Qt::AltModifier);
    QWidget *focus = QApplication::focusWidget();
    QVERIFY(focus);
    QTest::keyClick(focus, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(focus, text);
}

QString underlined(const QString &text)
{
    const QKeySequence seq = QKeySequence::mnemonic(text);
    return seq.isEmpty() ? QString() : seq.toString(QKeySequence::PortableText);
}

} // namespace

class TstDeskSeason : public QObject
{
    Q_OBJECT

    Desk desk;
    QTemporaryDir m_dir;
    SeasonWindow *m_season = nullptr;

    QString path(const QString &name) const { return m_dir.filePath(name); }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        QVERIFY(m_dir.isValid());
        QString why;
        const QList<QPair<QString, QStringList>> tournaments{
            {"spring.sqlite", {"Anna", "Bernd", "Carla", "Dario"}},
            {"summer.sqlite", {"Bernd", "anna", "Emil", "Greta"}},
            {"autumn.sqlite", {"Carla", "Anna", "Bernd", "Dario"}},
            {"mini.sqlite", {"Dario", "Emil", "Fritz"}}};
        for (const auto &t : tournaments)
            QVERIFY2(makeTournament(path(t.first), path(t.first + ".csv"), t.second, &why),
                     qPrintable(why));
        QVERIFY(desk.start());
        // File → Season… opens the window.
        auto *action = desk.window->findChild<SeasonAction *>("seasonAction");
        QVERIFY(action);
        QVERIFY(desk.window->menuBar()->actions().first()->menu()->actions().contains(action));
        action->trigger();
        m_season = action->seasonWindow();
        QVERIFY(QTest::qWaitForWindowExposed(m_season));
        QApplication::setActiveWindow(m_season);
        QVERIFY(QTest::qWaitForWindowActive(m_season));
    }

    void cleanupTestCase()
    {
        if (m_season)
            m_season->close();
        desk.window.reset();
    }

    // A season typed in: its rules by their labels' letters, each tournament
    // by Ctrl+T, its name and Enter.
    void typeASeason()
    {
        QTest::keyClick(m_season, Qt::Key_N, Qt::ControlModifier); // a new season
        typeInto(m_season, Qt::Key_N, "Cup 2026");
        typeInto(m_season, Qt::Key_P, "10, 6, 3");
        typeInto(m_season, Qt::Key_B, "2");
        typeInto(m_season, Qt::Key_A, "4");
        for (const char *t : {"spring", "summer", "autumn", "mini"}) {
            QTest::keyClick(m_season, Qt::Key_T, Qt::ControlModifier);
            auto *place = qobject_cast<QLineEdit *>(QApplication::focusWidget());
            QVERIFY(place);
            QCOMPARE(place->objectName(), "seasonPlace");
            QTest::keyClicks(place, path(QString(t) + ".sqlite"));
            QTest::keyClick(place, Qt::Key_Return);
            QVERIFY(place->text().isEmpty());
        }
        QVERIFY(m_season->isModified());
        const SeasonFile &file = m_season->seasonFile();
        QCOMPARE(file.name, "Cup 2026");
        typeInto(m_season, Qt::Key_N, "Cup #2026"); // '#' would start a comment in the file
        QCOMPARE(m_season->seasonFile().name, "Cup 2026");
        typeInto(m_season, Qt::Key_N, "Cup 2026");
        QCOMPARE(m_season->findChild<QLineEdit *>("seasonPoints")->text(), "10, 6, 3");
        QCOMPARE(file.rules.points, (QList<int>{10, 6, 3}));
        QCOMPARE(file.rules.best, 2);
        QCOMPARE(file.rules.minPlayers, 4);
        QCOMPARE(file.tournaments.size(), 4);

        const auto *model = qobject_cast<const SeasonModel *>(
            m_season->findChild<QTableView *>("seasonStandings")->model());
        QCOMPARE(rowsOf(model),
                 (QStringList{"1,Anna,16,2,2,1", "2,Bernd,16,3,2,1", "3,Carla,13,2,2,1",
                              "4,anna,6,1,1,2", "5,Emil,3,2,1,2", "6,Dario,0,3,2,1",
                              "7,Fritz,0,1,0,3", "8,Greta,0,1,1,4"}));
        // Bernd's results: spring 6 and summer 10 count, autumn's 3 does not.
        const int bernd = 1;
        QCOMPARE(model->index(bernd, SeasonModel::FirstTournament).data(SeasonModel::CountedRole),
                 QVariant(true));
        QCOMPARE(
            model->index(bernd, SeasonModel::FirstTournament + 2).data(SeasonModel::CountedRole),
            QVariant(false));
        QVERIFY(model->index(bernd, SeasonModel::FirstTournament + 1)
                    .data()
                    .toString()
                    .startsWith(QStringLiteral("\u2713 10")));
        QCOMPARE(model->index(bernd, SeasonModel::FirstTournament + 3).data(), QVariant());
        auto *notes = m_season->findChild<QListWidget *>("seasonNotes");
        QCOMPARE(notes->count(), 2);
        QVERIFY(notes->item(0)->text().contains("minimum field is 4 players, and 3 played"));
        QVERIFY(notes->item(1)->text().contains("alias = Anna = anna"));

        // A points table with a typing mistake is shown, not taken: the
        // last table that reads stands ("10" on the way).
        typeInto(m_season, Qt::Key_P, "10, six");
        QCOMPARE(m_season->seasonFile().rules.points, (QList<int>{10}));
        QVERIFY(m_season->findChild<QLineEdit *>("seasonPoints")->toolTip().contains("six"));
        typeInto(m_season, Qt::Key_P, "10, 6, 3");
        QCOMPARE(m_season->seasonFile().rules.points, (QList<int>{10, 6, 3}));
        QVERIFY(m_season->findChild<QLineEdit *>("seasonPoints")->toolTip().isEmpty());
    }

    // Saved, the tournaments are written relative to the season file; the
    // look-alike note's alias line is written by Ctrl+L.
    void saveAndAlias()
    {
        QString error;
        QVERIFY2(m_season->saveSeason(path("cup.txt"), &error), qPrintable(error));
        QVERIFY(!m_season->isModified());
        QByteArray text = readFile(path("cup.txt"));
        QVERIFY2(text.contains("\ntournament = spring.sqlite\n"), text.constData());
        QVERIFY(text.contains("\npoints = 10, 6, 3\nbest = 2\nmin_players = 4\n"));

        QTest::keyClick(m_season, Qt::Key_O, Qt::AltModifier); // the notes
        auto *notes = qobject_cast<QListWidget *>(QApplication::focusWidget());
        QVERIFY(notes);
        notes->setCurrentRow(0);
        QTest::keyClick(notes, Qt::Key_Down);
        QCOMPARE(notes->currentRow(), 1);
        // The manual's pictures (tests/manual_pictures.sh), the look-alike note chosen.
        if (qEnvironmentVariableIsSet("CATAN_SEASON_PICTURES")) {
            const QString folder = qEnvironmentVariable("CATAN_SEASON_PICTURES");
            m_season->statusBar()->clearMessage();
            for (const char *language : {"en", "de"}) {
                Language::apply(language);
                QTest::qWait(100); // the window lays itself out for the new words
                QVERIFY(m_season->grab().save(folder + "/season-" + language + ".png"));
            }
            Language::apply("en");
            QTest::qWait(100);
        }
        QTest::keyClick(m_season, Qt::Key_L, Qt::ControlModifier);
        text = readFile(path("cup.txt"));
        QVERIFY2(text.endsWith("\nalias = Anna = anna\n"), text.constData());
        QCOMPARE(notes->count(), 1); // the look-alike note is gone
        const auto *model = qobject_cast<const SeasonModel *>(
            m_season->findChild<QTableView *>("seasonStandings")->model());
        QCOMPARE(rowsOf(model).first(), "1,Anna,16,3,2,1");

        // The file reads back as the same season, and the command line agrees.
        SeasonWindow other;
        QVERIFY(other.openSeason(path("cup.txt"), &error));
        QCOMPARE(other.seasonFile(), m_season->seasonFile());
        QVERIFY(m_season->exportCsv(path("cup.csv"), CsvWriter::Dialect::Machine, &error));
        const CliRun cli = runCli({"series", path("cup.txt")});
        QCOMPARE(cli.status, 0);
        QCOMPARE(readFile(path("cup.csv")), cli.out);
    }

    void printAndPdf()
    {
        QString error;
        QVERIFY2(m_season->exportPdf(path("cup.pdf"), &error), qPrintable(error));
        const QString text = pdfText(path("cup.pdf"));
        QVERIFY2(text.contains("Cup 2026"), qPrintable(text));
        QVERIFY(text.contains("Season standings"));
        QVERIFY(text.contains("Points by place: 10, 6, 3"));
        QVERIFY(text.contains("the best 2 results count"));
        QVERIFY(text.contains("T1: spring (spring.sqlite)"));
        QVERIFY(text.contains("mini.sqlite gives nobody points"));
        QVERIFY(text.contains("Counted results"));
        QVERIFY2(
            text.contains(QRegularExpression(
                "1 +Anna +16 +3 +2 +1 +T1:[ \\x{00a0}]10[ \\x{00a0}]\\(place[ \\x{00a0}]1\\)")),
            qPrintable(text));
        QVERIFY(
            m_season->exportCsv(path("cup-sheet.csv"), CsvWriter::Dialect::Spreadsheet, &error));
        QVERIFY(readFile(path("cup-sheet.csv")).startsWith("\xEF\xBB\xBFRank;Player;Points;"));
        if (qEnvironmentVariableIsSet("CATAN_SEASON_PICTURES")) {
            const QString folder = qEnvironmentVariable("CATAN_SEASON_PICTURES");
            QFile::copy(path("cup.pdf"), folder + "/season-en.pdf");
            Language::apply("de");
            QVERIFY(m_season->exportPdf(folder + "/season-de.pdf", &error));
            Language::apply("en");
        }
    }

    // Delete on the list removes the chosen tournament.
    void removeByKeyboard()
    {
        QTest::keyClick(m_season, Qt::Key_T, Qt::AltModifier);
        auto *list = qobject_cast<QListWidget *>(QApplication::focusWidget());
        QVERIFY(list);
        list->setCurrentRow(3);
        QTest::keyClick(list, Qt::Key_Delete);
        QCOMPARE(m_season->seasonFile().tournaments.size(), 3);
        QCOMPARE(list->count(), 3);
        QVERIFY(m_season->isModified());
        QVERIFY(!m_season->findChild<QListWidget *>("seasonNotes")->item(0));
    }

    // Reading a season at the desk writes nothing to its tournaments.
    void writesNothing()
    {
        QMap<QString, QPair<QByteArray, QDateTime>> before;
        for (const char *t : {"spring", "summer", "autumn"})
            before.insert(t,
                          {readFile(path(QString(t) + ".sqlite")),
                           QFileInfo(path(QString(t) + ".sqlite")).lastModified()});
        QTest::qWait(1100);
        QTest::keyClick(m_season, Qt::Key_F5); // read them again
        for (auto it = before.cbegin(); it != before.cend(); ++it) {
            const QString file = path(it.key() + ".sqlite");
            QCOMPARE(readFile(file), it.value().first);
            QCOMPARE(QFileInfo(file).lastModified(), it.value().second);
        }
        QVERIFY(!QFileInfo::exists(path("spring.sqlite-wal")));
    }

    // Each underlined letter once: the window's labels, buttons and menu
    // titles, and each menu's items, in every language.
    void mnemonics_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << "en";
        QTest::newRow("de") << "de";
        QTest::newRow("pt") << "pt";
    }

    void mnemonics()
    {
        QFETCH(QString, language);
        Language::apply(language);
        QCoreApplication::processEvents();
        QMultiMap<QString, QString> seen;
        for (const QLabel *l : m_season->findChildren<QLabel *>()) {
            if (l->buddy())
                seen.insert(underlined(l->text()), l->text());
        }
        for (const QAbstractButton *b : m_season->findChildren<QAbstractButton *>())
            seen.insert(underlined(b->text()), b->text());
        for (const QAction *a : m_season->menuBar()->actions()) {
            seen.insert(underlined(a->text()), a->text());
            QMultiMap<QString, QString> items;
            for (const QAction *item : a->menu()->actions()) {
                if (item->isSeparator())
                    continue;
                QVERIFY2(!underlined(item->text()).isEmpty(), qPrintable(item->text()));
                items.insert(underlined(item->text()), item->text());
            }
            for (const QString &key : items.uniqueKeys())
                QVERIFY2(items.count(key) == 1,
                         qPrintable(QStringList(items.values(key)).join(", ")));
        }
        seen.remove(QString());
        for (const QString &key : seen.uniqueKeys())
            QVERIFY2(seen.count(key) == 1, qPrintable(QStringList(seen.values(key)).join(", ")));
        Language::apply("en");
    }
};

QTEST_MAIN(TstDeskSeason)
#include "tst_desk_season.moc"
