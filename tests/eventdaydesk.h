#pragma once
// The desk as a director met it on a German event day, at 1280×720 (the
// smallest screen the desk and the projector are made for): what
// tst_desk_traps (quitting, leaving a sheet, the QR code, the final ranking,
// a new tournament, the round chooser) and tst_desk_traps_entry (marks, the
// projector's names, names' limits, messages, the details dialog) share.

#include "desktest.h"
#include "sheettyping.h"
#include "storepass.h"
#include "webtest.h"

#include "paper/papertournament.h"
#include "printing/paperactions.h"
#include "readmodel/playersview.h"
#include "rounds/resultspanel.h"
#include "rounds/seatingpanel.h"
#include "scoring/stages.h"
#include "screen/playersscreen.h"
#include "screen/playersviewactions.h"
#include "screen/sharedialog.h"
#include "standings/standingsmodel.h"
#include "standings/standingsview.h"
#include "tournament/details.h"
#include "tournament/ranking.h"
#include "tournament/results.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"
#include "web/playerspage.h"
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

#include <memory>

namespace ctd::test {

// Round 1, table 1 as in the rules' worked example (seat order).
inline const char *const kWorked = "2 3 1 3 11 7 3 2 0 1 8 4 4 1 0 0 9 5 2 0 0 2 6 =3";

inline QString pdfText(const QString &pdf)
{
    QProcess p;
    p.start(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
    p.waitForFinished(20000);
    return QString::fromUtf8(p.readAllStandardOutput());
}

inline void shot(QWidget *w, const QString &name)
{
    if (!qEnvironmentVariableIsSet("CATAN_SHOTS"))
        return;
    // The layouts asked for by the last keystrokes first, as a screen would show them.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    w->grab().save(qEnvironmentVariable("CATAN_SHOTS") + QLatin1Char('/') + name
                   + QStringLiteral(".png"));
}

inline QList<qint64> idsOf(const Tournament &t, const QStringList &names)
{
    QList<qint64> out;
    for (const QString &n : names)
        out.append(t.roster().playerByName(n)->id);
    return out;
}

/// 16 players under CATAN Studio's rules: three preliminary rounds, the
/// semi-final of the top 16 and the final of the semi-finals' winners, every
/// table with a result. The final's seat 4 wins it.
inline bool makeFinalTournament(const QString &path, QString *why)
{
    Tournament t;
    DbError e;
    QStringList names;
    for (int i = 1; i <= 16; ++i)
        names.append(QStringLiteral("Player %1").arg(i, 2, 10, QLatin1Char('0')));
    if (!t.open(path, &e) || !t.roster().addPlayers(ctd::testPass(), names, &e)
        || !t.details().setRules(ctd::testPass(), RuleSet::byId(QStringLiteral("catan-studio")),
                                 &e)) {
        *why = e.message;
        return false;
    }
    const auto play = [&](const QList<QStringList> &tables, Stage stage, int shift) {
        QList<QList<qint64>> seats;
        for (const QStringList &table : tables)
            seats.append(idsOf(t, table));
        if (!t.rounds().addRound(ctd::testPass(), seats, &e))
            return false;
        const int round = t.rounds().roundCount();
        QList<Problem> problems;
        if (stage != Stage::Prelim
            && !t.rounds().setStage(ctd::testPass(), round, stage, {}, &problems, &e))
            return false;
        for (const SeatedTable &s : t.rounds().tables(round))
            if (!t.results().saveSheet(ctd::testPass(), round, s.table,
                                       fourLines(s.names, s.table + shift), false, &e))
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

/// The window, its sheet and players' view, and the language, for a test
/// class of the event day (its slots call startUp() and tearDown()).
class EventDayDesk : public QObject
{
protected:
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
    void startUp()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(QFontMetrics(QApplication::font()).inFont(QLatin1Char('A')));
        QCOMPARE(QGuiApplication::primaryScreen()->geometry().size(), QSize(1280, 720));
    }
    void tearDown()
    {
        desk.window.reset();
        QFile::remove(desk.path());
        language(QStringLiteral("en"));
    }
};

/// main() on a 1280×720 offscreen screen, set before the application starts.
inline int runAt1280x720(QObject *(*make)(), int argc, char *argv[])
{
    QTemporaryFile screens;
    if (!screens.open())
        return 2;
    screens.write(R"({"screens": [{"name": "desk", "x": 0, "y": 0, "width": 1280,
                      "height": 720, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})");
    screens.flush();
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + screens.fileName().toLocal8Bit());
    QApplication app(argc, argv);
    const std::unique_ptr<QObject> test(make());
    return QTest::qExec(test.get(), argc, argv);
}

} // namespace ctd::test
