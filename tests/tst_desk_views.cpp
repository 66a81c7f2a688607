// Every open view follows every change at once and keeps no stale copy: with
// the sheet, the standings, the seating, the round's overview, the Players
// page, the heading, the players' screen, the players' page and a print
// preview all open, each kind of change is made in turn (players, details,
// rule set, a sheet, a round's seating, a stage, check-in, the clock), then
// undone and done again, and every view that shows it is read back each time.
#include "desktest.h"
#include "sheettyping.h"
#include "webtest.h"

#include "commands/detailcommands.h"
#include "commands/playercommands.h"
#include "commands/refereecommands.h"
#include "commands/roundcommands.h"
#include "commands/sheetcommands.h"
#include "common/deskhistory.h"
#include "players/playerspanel.h"
#include "printing/paperactions.h"
#include "rounds/resultspanel.h"
#include "rounds/seatingpanel.h"
#include "screen/playersviewactions.h"
#include "standings/standingsview.h"
#include "tournament/details.h"
#include "tournament/ranking.h"
#include "tournament/roster.h"
#include "tournament/rounds.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QPrintPreviewDialog>
#include <QPrintPreviewWidget>
#include <QPrinter>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTimer>

#include <functional>

using namespace ctd;
using namespace ctd::test;

namespace {

/// All that a widget shows as text: its labels, buttons, fields and every
/// cell and heading of its item views, as one string to search.
QString textOf(const QWidget *root)
{
    QStringList all;
    const auto add = [&all](const QWidget *w) {
        if (const auto *label = qobject_cast<const QLabel *>(w))
            all << label->text();
        if (const auto *view = qobject_cast<const QAbstractItemView *>(w)) {
            const QAbstractItemModel *m = view->model();
            if (!m)
                return;
            for (int c = 0; c < m->columnCount(); ++c)
                all << m->headerData(c, Qt::Horizontal).toString();
            // Every cell, the rows under a row (a table's seats) too.
            const std::function<void(const QModelIndex &)> rows = [&](const QModelIndex &parent) {
                for (int r = 0; r < m->rowCount(parent); ++r) {
                    for (int c = 0; c < m->columnCount(parent); ++c)
                        all << m->index(r, c, parent).data().toString();
                    rows(m->index(r, 0, parent));
                }
            };
            rows({});
        }
        if (const auto *box = qobject_cast<const QComboBox *>(w)) {
            for (int i = 0; i < box->count(); ++i)
                all << box->itemText(i);
        }
    };
    add(root);
    for (const QWidget *w : root->findChildren<QWidget *>())
        add(w);
    return all.join(QLatin1Char('\n'));
}

/// One change; what each view shows after it ("view=text" where a view says
/// it in its own words; nothing: only that the view is no longer as before),
/// and what each view that has no words of its own showed before that is
/// gone after it.
struct Step
{
    const char *what;
    std::function<std::unique_ptr<Command>()> command;
    QString shows;
    QString before;
    QStringList views;
};

} // namespace

class TstDeskViews : public QObject
{
    Q_OBJECT

    Desk m_desk;
    quint16 m_port = 0;

    Tournament &t() { return m_desk.t(); }
    PlayersViewActions *playersView() { return m_desk.window->findChild<PlayersViewActions *>(); }
    qint64 idOf(const QString &name) { return t().roster().playerByName(name)->id; }

    QString view(const QString &name)
    {
        MainWindow *w = m_desk.window.get();
        if (name == "sheet")
            return textOf(w->resultsPanel()->editor());
        if (name == "standings")
            return textOf(w->findChild<StandingsView *>());
        if (name == "overview")
            return textOf(child<QAbstractItemView>(w, "roundOverview"));
        // A page not shown is read again when it is shown: look at it there.
        const auto onPage = [w](MainWindow::Page page, const QWidget *panel) {
            w->showPage(page);
            QTest::qWait(20);
            const QString text = textOf(panel);
            w->showPage(MainWindow::ResultsPage);
            return text;
        };
        if (name == "seating")
            return onPage(MainWindow::SeatingPage, w->findChild<SeatingPanel *>());
        if (name == "players")
            return onPage(MainWindow::PlayersPage, w->findChild<PlayersPanel *>());
        if (name == "heading")
            return w->windowTitle() + '\n' + textOf(child<QComboBox>(w, "roundBox"));
        if (name == "clock")
            return textOf(child<QWidget>(w, "roundClockBar"));
        if (name == "projector") {
            const PlayersScreen *s = playersView()->screen();
            return s ? (s->headerShown() + s->seatingShown() + s->standingsShown()).join('\n')
                     : QString();
        }
        if (name == "page") {
            // What the page shows, without the version it polls with.
            const QByteArray reply = fetch(m_port, "/");
            const QString page = QString::fromUtf8(reply.mid(reply.indexOf("\r\n\r\n")));
            static const QRegularExpression version(QStringLiteral("data-version=\"\\d+\""));
            return QString(page).remove(version);
        }
        return {};
    }
    QMap<QString, QString> read(const QStringList &views)
    {
        QMap<QString, QString> texts;
        for (const QString &entry : views)
            texts.insert(entry.section('=', 0, 0), view(entry.section('=', 0, 0)));
        return texts;
    }
    /// Every view shows the step done (`done`) or undone, at once at the
    /// desk; the players' screen and page within the follower's next read.
    /// Undone, a view is as it was before; done again, as it was after.
    void check(const Step &s, bool done, const QMap<QString, QString> &before,
               const QMap<QString, QString> &after)
    {
        for (const QString &entry : s.views) {
            const QString v = entry.section('=', 0, 0);
            const QString shows = entry.contains('=') ? entry.section('=', 1) : s.shows;
            const auto shown = [&] {
                const QString text = view(v);
                // A view that says it in its own words is not asked for the words before.
                const QString was = entry.contains('=') ? QString() : s.before;
                const bool gone = was.isEmpty() || !text.contains(was);
                if (done && !shows.isEmpty())
                    return text.contains(shows) && gone;
                if (done)
                    return after.isEmpty() ? text != before.value(v) : text == after.value(v);
                if (!was.isEmpty())
                    return text.contains(was) && (shows.isEmpty() || !text.contains(shows));
                return shows.isEmpty() ? text == before.value(v) : !text.contains(shows);
            };
            QVERIFY2(QTest::qWaitFor(shown, 5000),
                     qPrintable(
                         QStringLiteral("%1, %2: the %3 shows\n%4\n(before:\n%5)")
                             .arg(s.what, done ? "done" : "undone", v, view(v), before.value(v))));
        }
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        Language::apply(QStringLiteral("en"));
        QVERIFY(makeServedTournament(m_desk.path(), 1));
        QVERIFY(m_desk.start(m_desk.path()));
        // Everything open at once: the sheet of round 2's saved table, the
        // players' screen, the page shared on this machine.
        m_desk.window->setCurrentRound(2);
        m_desk.window->showPage(MainWindow::PlayersPage);
        m_desk.window->showPage(MainWindow::SeatingPage);
        QTRY_VERIFY(view("seating").contains(t().rounds().tables(2).at(0).names.at(0)));
        m_desk.window->showPage(MainWindow::ResultsPage);
        m_desk.window->resultsPanel()->openTable(1);
        QTRY_VERIFY(m_desk.window->resultsPanel()->editor()->hasTable());
        child<QAction>(m_desk.window.get(), "playersScreenAction")->trigger();
        QVERIFY(playersView()->screen());
        QString error;
        QVERIFY2(playersView()->startSharing(QHostAddress::LocalHost, 0, &error),
                 qPrintable(error));
        m_port = quint16(playersView()->sharedUrl().port());
        QVERIFY(m_port > 0);
    }

    void everyViewFollowsEveryChange()
    {
        const QList<SeatedTable> round2 = t().rounds().tables(2);
        const QString atTable1 = round2.at(0).names.at(1);
        const Seating round3{round2.at(0).playerIds, round2.at(2).playerIds,
                             round2.at(1).playerIds};
        const QString absent = round2.at(1).names.at(0);
        const QDateTime now = QDateTime::currentDateTimeUtc();

        const QList<Step> steps{
            {"a player renamed",
             [&] { return std::make_unique<RenamePlayer>(idOf(atTable1), "Quentin Rename"); },
             "Quentin Rename",
             atTable1,
             {"sheet", "standings", "seating", "overview", "players", "projector", "page"}},
            {"the details",
             [&] {
                 TournamentInfo info = t().details().info();
                 info.name = "Autumn Open";
                 return std::make_unique<SetDetails>(info);
             },
             "Autumn Open",
             {},
             {"heading", "projector", "page"}},
            {"the rule set",
             [&] { return SetDetails::rules(t(), RuleSet::byId("catan-studio")); },
             {},
             {},
             {"sheet", "standings", "projector", "page"}},
            {"a sheet saved",
             [&] {
                 return std::make_unique<SaveSheet>(
                     2, 2, fourLines(t().rounds().tables(2).at(1).names, 2), false);
             },
             {},
             {},
             {"overview", "standings"}},
            {"the round's last sheet saved",
             [&] {
                 return std::make_unique<SaveSheet>(
                     2, 3, fourLines(t().rounds().tables(2).at(2).names, 3), false);
             },
             "after round 2",
             "after round 1",
             {"standings=", "projector", "page"}},
            {"a penalty",
             [&] {
                 // The leader loses ten round points: last in every view.
                 RefereeEntry e;
                 e.playerId = idOf(t().ranking().standings().first().player);
                 e.kind = RefereeEntry::Penalty;
                 e.twelfths = -120;
                 e.reason = "Penalty for the test";
                 return std::make_unique<AddRefereeEntry>(e);
             },
             {},
             {},
             {"standings", "players", "projector", "page"}},
            {"a round seated",
             [&] { return std::make_unique<SeatRound>(round3, 3, 7); },
             "Round 3",
             {},
             {"heading", "projector", "page"}},
            {"a stage",
             [&] { return std::make_unique<SetStage>(3, Stage::Semifinal, "test"); },
             {},
             {},
             {"seating"}},
            {"a player checked out",
             [&] { return std::make_unique<SetAbsent>(4, QList<qint64>{idOf(absent)}, true); },
             {},
             {},
             {"players"}},
            {"a disqualification",
             [&] {
                 RefereeEntry e;
                 e.playerId = idOf(t().ranking().standings().value(1).player);
                 e.kind = RefereeEntry::Disqualification;
                 e.reason = "Disqualified for the test";
                 return std::make_unique<AddRefereeEntry>(e);
             },
             {},
             {},
             {"standings", "players=Disqualified", "projector", "page"}},
            {"the clock started",
             [&] { return std::make_unique<ClockCommand>(ClockCommand::Start, 3, now); },
             {},
             {},
             {"clock= left", "projector=time left", "page=data-running=\"1\""}},
        };

        DeskHistory *history = DeskHistory::of(&t());
        for (const Step &s : steps) {
            const QMap<QString, QString> before = read(s.views);
            DbError e;
            QVERIFY2(history->run(s.command(), &e), qPrintable(QString(s.what) + ": " + e.message));
            check(s, true, before, {});
            const QMap<QString, QString> after = read(s.views);
            QVERIFY2(history->undo(&e), qPrintable(QString(s.what) + ": " + e.message));
            check(s, false, before, after);
            QVERIFY2(history->redo(&e), qPrintable(QString(s.what) + ": " + e.message));
            check(s, true, before, after);
            // The director turns to a round once it is seated.
            if (t().rounds().roundCount() > m_desk.window->currentRound())
                m_desk.window->setCurrentRound(t().rounds().roundCount());
        }
    }

    // A print preview open while the tournament changes shows the change.
    void printPreviewFollows()
    {
        auto *paper = m_desk.window->findChild<PaperActions *>();
        QVERIFY(paper);
        int painted = -1;
        QString printed;
        QTimer::singleShot(0, this, [&] {
            QPrintPreviewDialog *dialog = nullptr;
            (void)QTest::qWaitFor([&dialog] {
                dialog = qobject_cast<QPrintPreviewDialog *>(QApplication::activeModalWidget());
                return dialog && dialog->isVisible();
            });
            if (!dialog)
                return;
            connect(dialog->findChild<QPrintPreviewWidget *>(),
                    &QPrintPreviewWidget::paintRequested, this, [&] { ++painted; });
            QTest::qWait(200); // its first pages are drawn
            painted = 0;
            TournamentInfo info = t().details().info();
            info.name = "Winter Open";
            DbError e;
            if (DeskHistory::of(&t())->run(std::make_unique<SetDetails>(info), &e))
                (void)QTest::qWaitFor([&] { return painted > 0; }, 5000);
            printed = dialog->printer()->docName();
            dialog->reject();
        });
        paper->printAction(PaperKind::Standings)->trigger();
        QVERIFY2(painted > 0, "the preview was not drawn again after the change");
        QVERIFY2(printed.contains("Winter Open"), qPrintable(printed));
    }
};

QTEST_MAIN(TstDeskViews)
#include "tst_desk_views.moc"
